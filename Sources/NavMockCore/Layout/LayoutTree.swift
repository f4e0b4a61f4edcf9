import Foundation

// The layout tree: one immutable tree of nodes (a role, a frame in points, typed attributes,
// children) built once from a layout. `navmock layout` is its serialisation; redlines and checks
// read it through the typed accessors below.

/// What a node of the layout tree stands for. The raw value is the dotted name `navmock layout`
/// prints (`tabBar.item.icon`).
public enum LayoutRole: String, Sendable, Hashable, CaseIterable {
    case canvas
    case homeIndicator
    case pageControl
    case pageControlIndicator = "pageControl.indicator"
    case pageControlPlatter = "pageControl.platter"
    case pageControlProgress = "pageControl.progress"
    case pageControlScroll = "pageControl.scroll"
    case tabBar
    case tabBarAccessory = "tabBar.accessory"
    case tabBarAccessoryArtwork = "tabBar.accessory.artwork"
    case tabBarAccessoryControl = "tabBar.accessory.control"
    case tabBarAccessorySubtitle = "tabBar.accessory.subtitle"
    case tabBarAccessoryTitle = "tabBar.accessory.title"
    case tabBarBackground = "tabBar.background"
    case tabBarFade = "tabBar.fade"
    case tabBarFocus = "tabBar.focus"
    case tabBarHairline = "tabBar.hairline"
    case tabBarItem = "tabBar.item"
    case tabBarItemIcon = "tabBar.item.icon"
    case tabBarItemTitle = "tabBar.item.title"
    case tabBarItemBadge = "tabBar.item.badge"
    case tabBarMoreItem = "tabBar.moreItem"
    case tabBarMoreItemIcon = "tabBar.moreItem.icon"
    case tabBarMoreItemTitle = "tabBar.moreItem.title"
    case tabBarMoreItemBadge = "tabBar.moreItem.badge"
    case tabBarSearchItem = "tabBar.searchItem"
    case tabBarSearchItemIcon = "tabBar.searchItem.icon"
    case tabBarSearchItemTitle = "tabBar.searchItem.title"
    case tabBarSearchItemBadge = "tabBar.searchItem.badge"
    case tabBarLargeContent = "tabBar.largeContent"
    case tabBarLargeContentIcon = "tabBar.largeContent.icon"
    case tabBarLargeContentTitle = "tabBar.largeContent.title"
    case tabBarLogo = "tabBar.logo"
    case tabBarMoreList = "tabBar.moreList"
    case tabBarMoreListRow = "tabBar.moreList.row"
    case tabBarMoreListRowIcon = "tabBar.moreList.row.icon"
    case tabBarMoreListRowTitle = "tabBar.moreList.row.title"
    case tabBarMoreListTitle = "tabBar.moreList.title"
    case tabBarSelection = "tabBar.selection"
    case tabBarOverflowButton = "tabBar.overflowButton"
    case tabBarOverflowButtonIcon = "tabBar.overflowButton.icon"
    case tabBarOverflowButtonTitle = "tabBar.overflowButton.title"
    case tabBarSidebarButton = "tabBar.sidebarButton"
    case tabBarSidebarButtonIcon = "tabBar.sidebarButton.icon"
    case tabBarSidebarButtonTitle = "tabBar.sidebarButton.title"
    case tabBarSidebarEditButton = "tabBar.sidebar.editButton"
    case tabBarSidebarEditButtonIcon = "tabBar.sidebar.editButton.icon"
    case tabBarSidebarEditButtonTitle = "tabBar.sidebar.editButton.title"
    case tabBarSidebar = "tabBar.sidebar"
    case tabBarSidebarHeader = "tabBar.sidebar.header"
    case tabBarSidebarHeaderTitle = "tabBar.sidebar.header.title"
    case tabBarSidebarRow = "tabBar.sidebar.row"
    case tabBarSidebarRowIcon = "tabBar.sidebar.row.icon"
    case tabBarSidebarRowTitle = "tabBar.sidebar.row.title"

    /// The last part of the dotted name (`icon`, `title`, `badge`, …).
    public var leaf: Substring { rawValue.split(separator: ".").last ?? Substring(rawValue) }
    /// Whether the node is a line of text (a `….title` or `….subtitle`).
    public var isText: Bool { leaf == "title" || leaf == "subtitle" }
}

/// The name of a typed attribute of a layout node.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    // Booleans.
    case visible, selected, enabled, truncated, mirrored, minimized, expanded, scrolledOffscreen, floating, hidden, current, clipped
    // Numbers.
    case tracking, numberOfPages, currentPage, firstVisiblePage, lastVisiblePage, contentScale, scale, progress, scrollPosition
    // Lists of spec indices.
    case overflow
    // Strings.
    case text, symbol, file, placement, design, itemLayout, towards, direction, backgroundStyle, interactionState, shape
}

/// The value of a layout attribute: a JSON boolean, number, string or list of indices.
public enum LayoutValue: Sendable, Hashable {
    /// A boolean (`selected`, `truncated`, …).
    case bool(Bool)
    /// A whole number (`numberOfPages`, `currentPage`, …).
    case int(Int)
    /// A number (`tracking` in points, `scale`, `progress` 0…1, …).
    case number(Double)
    /// A string (`text`, `symbol`, `design`, …).
    case string(String)
    /// A list of spec indices (`overflow`).
    case indices([Int])

    var json: JSONOut {
        switch self {
        case .bool(let b): return .bool(b)
        case .int(let i): return .number(Double(i))
        case .number(let d): return .number(d)
        case .string(let s): return .string(s)
        case .indices(let a): return .array(a.map { .number(Double($0)) })
        }
    }
}

/// What a node carries for the scene besides its printed attributes: the values it draws from.
/// `navmock layout` does not print payloads (the dump shows the attributes); frames are in
/// screen coordinates, points, like the node's.
public enum LayoutPayload: Sendable, Hashable {
    /// A line of text (a title, a subtitle, a badge's text): its style, baseline and line box.
    case text(TextLayout)
    /// An image drawn in the node's frame (icons, artwork, accessory controls, the tvOS logo,
    /// custom page indicators); `mirrored` for a directional symbol in right-to-left.
    case image(ImageReference, mirrored: Bool)
    /// A row's trailing disclosure chevron (More list rows, sidebar section headers).
    case chevron(IconSlot)
    /// The tvOS focused tab's raised content: its title and icon box, scaled with the pill.
    case focus(title: TextLayout?, iconFrame: Rect?)
    /// A tab bar's facts that are not parts of its own: the canvas the `component` mode shows for
    /// the iPad, tvOS, visionOS and Mac bars (nil for the iPhone designs), and whether the bar's
    /// own background is drawn (false: the iPad sidebar replaces it, the tvOS bar scrolled away).
    case tabBar(componentCanvas: Rect?, drawsBar: Bool)
    /// A page control's metric table, and its natural size when its spec `frame` is smaller (the
    /// control is then drawn clipped to its frame).
    case pageControl(metrics: PageControlMetricTable, clippedFromNaturalSize: Size?)
}

/// One node of the layout tree: a role, a frame in **screen coordinates** (points, top-left
/// origin of the device screen or window), an optional index, typed attributes, a typed payload
/// for the scene, and children. Immutable once built.
public struct LayoutNode: Sendable, Hashable {
    /// What the node stands for.
    public let role: LayoutRole
    /// Frame in screen coordinates, points.
    public let frame: Rect
    /// The item or page index, where the node stands for one item or page.
    public let index: Int?
    /// Facts worth asserting (text drawn, whether selected or truncated, …), typed.
    public let attributes: [LayoutAttribute: LayoutValue]
    /// What the scene draws from besides the attributes (not printed by `navmock layout`).
    public let payload: LayoutPayload?
    /// Child nodes, in drawing order.
    public let children: [LayoutNode]

    /// Creates a node.
    public init(role: LayoutRole, frame: Rect, index: Int? = nil, attributes: [LayoutAttribute: LayoutValue] = [:],
                payload: LayoutPayload? = nil, children: [LayoutNode] = []) {
        self.role = role; self.frame = frame; self.index = index; self.attributes = attributes
        self.payload = payload; self.children = children
    }

    /// A boolean attribute, or nil when the node does not have it.
    public func bool(_ a: LayoutAttribute) -> Bool? {
        if case .bool(let b)? = attributes[a] { return b }
        return nil
    }
    /// A string attribute, or nil.
    public func string(_ a: LayoutAttribute) -> String? {
        if case .string(let s)? = attributes[a] { return s }
        return nil
    }
    /// A numeric attribute (whole or not), or nil.
    public func number(_ a: LayoutAttribute) -> Double? {
        switch attributes[a] {
        case .int(let i)?: return Double(i)
        case .number(let d)?: return d
        default: return nil
        }
    }
    /// A whole-number attribute, or nil.
    public func int(_ a: LayoutAttribute) -> Int? {
        if case .int(let i)? = attributes[a] { return i }
        return nil
    }
    /// Whether the node is drawn (`visible` is not false).
    public var isVisible: Bool { bool(.visible) != false }
    /// Whether the node is the selected item.
    public var isSelected: Bool { bool(.selected) == true }
    /// The text drawn, for text nodes and badges.
    public var text: String? { string(.text) }
    /// The symbol name drawn, if the node shows a symbol.
    public var symbol: String? { string(.symbol) }

    /// Every node of this subtree, depth first, this one included.
    public var allNodes: [LayoutNode] { [self] + children.flatMap(\.allNodes) }

    /// The first node of this subtree with `role`.
    public func first(_ role: LayoutRole) -> LayoutNode? {
        if self.role == role { return self }
        for c in children { if let n = c.first(role) { return n } }
        return nil
    }

    /// This node as JSON: `role`, `frame`, `index` when set, the attributes, `children` when any.
    var json: JSONOut {
        var o: [String: JSONOut] = ["role": .string(role.rawValue), "frame": Layout.frameJSON(frame)]
        if let i = index { o["index"] = .number(Double(i)) }
        for (k, v) in attributes { o[k.rawValue] = v.json }
        if !children.isEmpty { o["children"] = .array(children.map(\.json)) }
        return .object(o)
    }
}

extension Layout {
    /// The layout tree of these parts: the root (role `canvas`, frame = the canvas) with the
    /// component nodes (`tabBar`, `pageControl`, `homeIndicator`) as children.
    static func makeTree(canvas: Rect, scale: Double, tabBar: TabBarLayout?, pageControl: PageControlLayout?,
                         homeIndicator: Rect?) -> LayoutNode {
        var out: [LayoutNode] = []
        // The hairline is one pixel of the device's own scale (issue 14 §4).
        if let tb = tabBar { out.append(tb.node(hairline: 1 / max(scale, 1))) }
        if let pc = pageControl { out.append(pc.node) }
        if let h = homeIndicator { out.append(LayoutNode(role: .homeIndicator, frame: h)) }
        return LayoutNode(role: .canvas, frame: canvas, children: out)
    }

    /// The component nodes of the layout tree (the root's children).
    public var nodes: [LayoutNode] { tree.children }

    /// The layout as stable JSON text: keys sorted, numbers rounded to 0.001 pt, two-space indent,
    /// a final newline; booleans and counts are JSON booleans and numbers. The root gives the
    /// canvas (screen coordinates, points), the scale and the resolved environment; `children`
    /// holds the component nodes.
    public func jsonText() -> String {
        var env: [String: JSONOut] = [
            "platform": .string(environment.platform.rawValue),
            "osVersion": .string(environment.osVersion.description),
            "orientation": .string(environment.orientation.rawValue),
            "screen": .object(["width": .number(environment.screenSize.width), "height": .number(environment.screenSize.height)]),
            "safeArea": .object(["top": .number(environment.safeArea.top), "left": .number(environment.safeArea.left),
                                 "bottom": .number(environment.safeArea.bottom), "right": .number(environment.safeArea.right)]),
            "sizeClass": .object(["horizontal": .string(environment.sizeClasses.horizontal.rawValue),
                                  "vertical": .string(environment.sizeClasses.vertical.rawValue)]),
            "appearance": .string(environment.appearance.rawValue),
            "layoutDirection": .string(environment.layoutDirection.rawValue),
            "locale": .string(environment.locale),
            "tabBarDesign": .string(environment.tabBarDesign.rawValue),
        ]
        env["device"] = environment.device.map { .string($0.name) } ?? .null
        guard case .object(var root) = tree.json else { return "" }
        root["scale"] = .number(scale)
        root["environment"] = .object(env)
        root["children"] = .array(nodes.map(\.json))
        var s = ""
        JSONOut.object(root).write(to: &s, indent: 0)
        return s + "\n"
    }

    static func frameJSON(_ r: Rect) -> JSONOut {
        .object(["x": .number(r.minX), "y": .number(r.minY), "width": .number(r.width), "height": .number(r.height)])
    }
}

/// The attributes of a text node: the text, and whether it was truncated.
func textAttributes(_ t: TextLayout) -> [LayoutAttribute: LayoutValue] {
    var a: [LayoutAttribute: LayoutValue] = [.text: .string(t.text)]
    if t.truncated { a[.truncated] = .bool(true) }
    return a
}

extension IconSlot {
    /// This icon as a node payload.
    var payload: LayoutPayload { .image(image, mirrored: mirrored) }
}

/// The attributes of an image: its symbol name or file path.
func imageAttributes(_ image: ImageReference?) -> [LayoutAttribute: LayoutValue] {
    switch image {
    case .symbol(let s)?, .placeholder(let s)?: return [.symbol: .string(s)]
    case .file(let f)?: return [.file: .string(f.path)]
    case nil: return [:]
    }
}

extension TabBarLayout {
    /// This tab bar as a layout node (role `tabBar`) with its items, hairline and selection; the
    /// hairline 0 pt tall at the bar's top edge.
    var node: LayoutNode { node(hairline: 0) }

    /// This tab bar as a layout node; the hairline `hairline` points tall (one device pixel:
    /// 1/scale, issue 14 §4), just above the bar's top edge.
    func node(hairline: Double) -> LayoutNode {
        var children: [LayoutNode] = []
        if design == .classic {
            children.append(LayoutNode(role: .tabBarBackground, frame: backgroundFrame, attributes: [.visible: .bool(drawsBackground)]))
            if drawsBackground {
                children.append(LayoutNode(role: .tabBarHairline, frame: Rect(x: barFrame.minX, y: barFrame.minY - hairline, width: barFrame.width, height: hairline)))
            }
        }
        if let p = parts { children += p.nodes }
        if let s = selectionFrame { children.append(LayoutNode(role: .tabBarSelection, frame: s)) }
        for it in items { children.append(Self.itemNode(it)) }
        if let s = searchButton { children.append(Self.itemNode(s)) }
        if let a = accessory {
            var c: [LayoutNode] = []
            if let f = a.artworkFrame {
                c.append(LayoutNode(role: .tabBarAccessoryArtwork, frame: f, payload: a.artwork.map { .image($0, mirrored: false) }))
            }
            c.append(LayoutNode(role: .tabBarAccessoryTitle, frame: a.title.frame, attributes: [.text: .string(a.title.text)], payload: .text(a.title)))
            if let st = a.subtitle { c.append(LayoutNode(role: .tabBarAccessorySubtitle, frame: st.frame, attributes: [.text: .string(st.text)], payload: .text(st))) }
            for (i, ctl) in a.controls.enumerated() {
                c.append(LayoutNode(role: .tabBarAccessoryControl, frame: ctl.frame, index: i, attributes: imageAttributes(ctl.image), payload: ctl.payload))
            }
            children.append(LayoutNode(role: .tabBarAccessory, frame: a.frame, attributes: [.placement: .string(a.inline ? "inline" : "expanded")], children: c))
        }
        if let lc = largeContent {
            var c: [LayoutNode] = []
            if let i = lc.icon { c.append(LayoutNode(role: .tabBarLargeContentIcon, frame: i.frame, attributes: imageAttributes(i.image), payload: i.payload)) }
            if let t = lc.title { c.append(LayoutNode(role: .tabBarLargeContentTitle, frame: t.frame, attributes: [.text: .string(t.text)], payload: .text(t))) }
            children.append(LayoutNode(role: .tabBarLargeContent, frame: lc.frame, index: lc.index, children: c))
        }
        if let ml = moreList {
            var c = [LayoutNode(role: .tabBarMoreListTitle, frame: ml.title.frame, attributes: [.text: .string(ml.title.text)], payload: .text(ml.title))]
            for r in ml.rows {
                var rc: [LayoutNode] = []
                if let i = r.icon { rc.append(LayoutNode(role: .tabBarMoreListRowIcon, frame: i.frame, index: r.index, attributes: imageAttributes(i.image), payload: i.payload)) }
                rc.append(LayoutNode(role: .tabBarMoreListRowTitle, frame: r.title.frame, index: r.index, attributes: [.text: .string(r.title.text)], payload: .text(r.title)))
                c.append(LayoutNode(role: .tabBarMoreListRow, frame: r.frame, index: r.index, payload: .chevron(r.chevron), children: rc))
            }
            children.append(LayoutNode(role: .tabBarMoreList, frame: Rect(x: 0, y: ml.title.frame.minY, width: ml.rows.last?.frame.maxX ?? ml.title.frame.maxX,
                                                                          height: (ml.rows.last?.frame.maxY ?? ml.title.frame.maxY) - ml.title.frame.minY), children: c))
        }
        var attributes: [LayoutAttribute: LayoutValue] = [.design: .string(design.rawValue), .itemLayout: .string(stacked ? "stacked" : "inline")]
        if minimized { attributes[.minimized] = .bool(true) }
        if design == .vision { attributes[.itemLayout] = .string("vertical") }
        if parts?.expanded == true { attributes[.expanded] = .bool(true) }
        if parts?.scrolledOffscreen == true { attributes[.scrolledOffscreen] = .bool(true) }
        if !overflowIndices.isEmpty { attributes[.overflow] = .indices(overflowIndices) }
        return LayoutNode(role: .tabBar, frame: barFrame, attributes: attributes,
                          payload: .tabBar(componentCanvas: parts?.componentCanvas, drawsBar: parts?.drawsBar ?? true), children: children)
    }

    static func itemNode(_ it: TabItemLayout) -> LayoutNode {
        let roles: (LayoutRole, LayoutRole, LayoutRole, LayoutRole)
        switch it.kind {
        case .tab: roles = (.tabBarItem, .tabBarItemIcon, .tabBarItemTitle, .tabBarItemBadge)
        case .more: roles = (.tabBarMoreItem, .tabBarMoreItemIcon, .tabBarMoreItemTitle, .tabBarMoreItemBadge)
        case .search: roles = (.tabBarSearchItem, .tabBarSearchItemIcon, .tabBarSearchItemTitle, .tabBarSearchItemBadge)
        }
        var c: [LayoutNode] = []
        if let f = it.iconFrame {
            var a = imageAttributes(it.image)
            if it.iconMirrored { a[.mirrored] = .bool(true) }
            c.append(LayoutNode(role: roles.1, frame: f, index: it.index, attributes: a, payload: it.image.map { .image($0, mirrored: it.iconMirrored) }))
        }
        if let t = it.title {
            var a = textAttributes(t)
            if t.tightened { a[.tracking] = .number(t.style.tracking) }
            c.append(LayoutNode(role: roles.2, frame: t.frame, index: it.index, attributes: a, payload: .text(t)))
        }
        if let b = it.badge {
            c.append(LayoutNode(role: roles.3, frame: b.frame, index: it.index, attributes: [.text: .string(b.text?.text ?? "")],
                                payload: b.text.map { .text($0) }))
        }
        var a: [LayoutAttribute: LayoutValue] = [:]
        if it.isSelected { a[.selected] = .bool(true) }
        if !it.isEnabled { a[.enabled] = .bool(false) }
        return LayoutNode(role: roles.0, frame: it.frame, index: it.index, attributes: a, children: c)
    }
}

/// A minimal JSON writer with sorted keys and numbers rounded to 0.001.
enum JSONOut {
    case null, string(String), number(Double), bool(Bool), array([JSONOut]), object([String: JSONOut])

    func write(to s: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        let pad1 = String(repeating: "  ", count: indent + 1)
        switch self {
        case .null: s += "null"
        case .bool(let b): s += b ? "true" : "false"
        case .number(let d): s += JSONOut.format(d)
        case .string(let t): s += JSONOut.quote(t)
        case .array(let a):
            if a.isEmpty { s += "[]"; return }
            s += "[\n"
            for (i, v) in a.enumerated() {
                s += pad1; v.write(to: &s, indent: indent + 1)
                s += i == a.count - 1 ? "\n" : ",\n"
            }
            s += pad + "]"
        case .object(let o):
            if o.isEmpty { s += "{}"; return }
            s += "{\n"
            let keys = o.keys.sorted()
            for (i, k) in keys.enumerated() {
                s += pad1 + JSONOut.quote(k) + ": "
                o[k]!.write(to: &s, indent: indent + 1)
                s += i == keys.count - 1 ? "\n" : ",\n"
            }
            s += pad + "}"
        }
    }

    /// Rounds to 0.001 and prints without trailing zeros; -0 prints as 0.
    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let r = (d * 1000).rounded() / 1000
        if r == 0 { return "0" }
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        var t = DecimalText.fixed(r, places: 3)
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t
    }

    /// A JSON string literal: the one escaper of NavMockCore (``JSONPath/quoted(_:)``).
    static func quote(_ t: String) -> String { JSONPath.quoted(t) }
}
