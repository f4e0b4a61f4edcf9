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
    /// The dictation microphone at the trailing end of the iOS 26 search field (the selected search tab).
    case tabBarSearchItemDictation = "tabBar.searchItem.dictation"
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

    /// Which part of its parent a node of this role is: an icon, a title, a subtitle, a badge,
    /// or none of these (``LayoutRolePart/whole``).
    public var part: LayoutRolePart {
        switch self {
        case .tabBarItemIcon, .tabBarMoreItemIcon, .tabBarSearchItemIcon, .tabBarLargeContentIcon, .tabBarMoreListRowIcon, .tabBarOverflowButtonIcon, .tabBarSidebarButtonIcon, .tabBarSidebarEditButtonIcon, .tabBarSidebarRowIcon:
            return .icon
        case .tabBarAccessoryTitle, .tabBarItemTitle, .tabBarMoreItemTitle, .tabBarSearchItemTitle, .tabBarLargeContentTitle, .tabBarMoreListRowTitle, .tabBarMoreListTitle, .tabBarOverflowButtonTitle, .tabBarSidebarButtonTitle, .tabBarSidebarEditButtonTitle, .tabBarSidebarHeaderTitle, .tabBarSidebarRowTitle:
            return .title
        case .tabBarAccessorySubtitle:
            return .subtitle
        case .tabBarItemBadge, .tabBarMoreItemBadge, .tabBarSearchItemBadge:
            return .badge
        default:
            return .whole
        }
    }
    /// Whether the node is a line of text (a `….title` or `….subtitle`).
    public var isText: Bool { part == .title || part == .subtitle }
}

/// Which part of an item, a row or a button a node is (the last word of its role's name).
public enum LayoutRolePart: Sendable, Hashable {
    /// `….icon`.
    case icon
    /// `….title`.
    case title
    /// `….subtitle`.
    case subtitle
    /// `….badge`.
    case badge
    /// A node that is not one of these parts.
    case whole
}

/// The name of a typed attribute of a layout node.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    // Booleans.
    case visible, selected, enabled, truncated, mirrored, minimized, expanded, scrolledOffscreen, floating, hidden, current, clipped
    /// iOS 26: the search tab is selected; the tabs collapse into a circle and the search tab is a field.
    case searchExpanded
    // Numbers.
    case tracking, quarterTurns, numberOfPages, currentPage, firstVisiblePage, lastVisiblePage, contentScale, scale, progress, scrollPosition
    // Lists of spec indices.
    case overflow
    // Strings.
    case text, symbol, file, placement, design, itemLayout, towards, direction, backgroundStyle, interactionState, shape, renderingMode
    // Geometry, points: a page indicator's slot along the row (a rectangle, screen coordinates)
    // and the intrinsic size of its custom image as read (a size).
    case slot, imageSize
}

/// How a tab bar's items are arranged (`itemLayout`).
public enum TabBarItemArrangement: String, Sendable, Hashable {
    /// Icon above title (iPhone portrait, Liquid Glass).
    case stacked
    /// Icon beside title (landscape, regular width, the top bars).
    case inline
    /// One column of items (the visionOS ornament).
    case vertical
}

/// Where the bottom accessory is drawn (`placement`).
public enum AccessoryPlacement: String, Sendable, Hashable {
    /// Between the minimized tab and the search button.
    case inline
    /// Above the bar, full width.
    case expanded
}

/// A vertical edge of a frame (`towards`: the side a tvOS fade vanishes towards).
public enum HorizontalEdge: String, Sendable, Hashable {
    /// The frame's left edge.
    case minX
    /// The frame's right edge.
    case maxX

    /// The other edge (what a mirror makes of this one).
    public var opposite: HorizontalEdge { self == .minX ? .maxX : .minX }
}

/// The value of a layout attribute: a JSON boolean, number, string or list of indices, or one of
/// the typed names below (printed as their raw value), so that no reader parses a string back.
public enum LayoutValue: Sendable, Hashable {
    /// A boolean (`selected`, `truncated`, …).
    case bool(Bool)
    /// A whole number (`numberOfPages`, `currentPage`, …).
    case int(Int)
    /// A number (`tracking` in points, `scale`, `progress` 0…1, …).
    case number(Double)
    /// A string (`text`, `symbol`, `file`).
    case string(String)
    /// A list of spec indices (`overflow`).
    case indices([Int])
    /// A tab bar's design (`design`).
    case tabBarDesign(TabBarDesign)
    /// A page control's design (`design`).
    case pageControlDesign(PageControlDesign)
    /// A tab bar's item arrangement (`itemLayout`).
    case itemLayout(TabBarItemArrangement)
    /// The bottom accessory's placement (`placement`).
    case placement(AccessoryPlacement)
    /// The edge a fade vanishes towards (`towards`).
    case edge(HorizontalEdge)
    /// A page control's direction (`direction`).
    case direction(PageControlDirection)
    /// A page control's background style (`backgroundStyle`).
    case backgroundStyle(PageControlBackgroundStyle)
    /// A page control's interaction state (`interactionState`).
    case interactionState(PageControlInteractionState)
    /// What a page indicator draws (`shape`).
    case shape(PageIndicatorShape)
    /// A rectangle in screen coordinates, points (`slot`), printed as a frame.
    case rect(Rect)
    /// A size in points (`imageSize`), printed as `width` and `height`.
    case size(Size)

    /// The printed name of a typed value; nil for the plain JSON values.
    var name: String? {
        switch self {
        case .bool, .int, .number, .string, .indices, .rect, .size: return nil
        case .tabBarDesign(let v): return v.rawValue
        case .pageControlDesign(let v): return v.rawValue
        case .itemLayout(let v): return v.rawValue
        case .placement(let v): return v.rawValue
        case .edge(let v): return v.rawValue
        case .direction(let v): return v.rawValue
        case .backgroundStyle(let v): return v.rawValue
        case .interactionState(let v): return v.rawValue
        case .shape(let v): return v.rawValue
        }
    }

    var json: JSONOut {
        switch self {
        case .bool(let b): return .bool(b)
        case .int(let i): return .number(Double(i))
        case .number(let d): return .number(d)
        case .string(let s): return .string(s)
        case .indices(let a): return .array(a.map { .number(Double($0)) })
        case .rect(let r): return Layout.frameJSON(r)
        case .size(let z): return .object(["width": .number(z.width), "height": .number(z.height)])
        default: return .string(name ?? "")
        }
    }
}

/// What a tab bar's node knows besides its parts (not printed by `navmock layout`). Points,
/// screen coordinates.
public struct TabBarExtent: Sendable, Hashable {
    /// The canvas the `component` mode shows for the iPad, tvOS, visionOS and Mac bars; nil for
    /// the iPhone designs and the iPad's bottom bar (their band follows ``drawnBounds``).
    public var componentCanvas: Rect?
    /// Whether the bar's own background is drawn (false: the iPad sidebar replaces it, the tvOS
    /// bar scrolled away).
    public var drawsBar: Bool
    /// Everything the bar draws, shadow and badges included.
    public var drawnBounds: Rect
    /// What the bar is drawn with besides its geometry; set by the layout stage once the design
    /// has laid the bar out.
    public var style: TabBarStyle? = nil
}

/// What a tab bar is drawn with besides its geometry: the spec's colours and appearances, as the
/// layout stage resolved them for the bar's environment (not printed by `navmock layout`).
public struct TabBarStyle: Sendable, Hashable {
    /// `tintColor`: the selected item's colour; nil for the design's own (system blue on iPhone).
    public var tintColor: ColorValue?
    /// `unselectedItemTintColor`; nil for the design's own (also where the design has no use for
    /// it: ``AppearanceSupport/draws(_:in:)``).
    public var unselectedItemTintColor: ColorValue?
    /// The `UITabBarAppearance` in effect (``TabBarSpec/activeAppearance(_:)``), nil when the
    /// spec customises none.
    public var appearance: ActiveAppearance?
    /// The tvOS bar's customisations (tint, colour, image, fonts, logo).
    public var barAppearance: TabBarAppearanceSpec
    /// SwiftUI `toolbarColorScheme`: the bar drawn in this appearance; nil for the spec's.
    public var colorScheme: Appearance?
    /// iOS and iPadOS keyboard focus: the tab with a focus ring; nil for none (tvOS draws its
    /// focus from the `tabBar.focus` node).
    public var keyboardFocusIndex: Int?

    /// The style of `tb` in `env`.
    init(_ tb: TabBarSpec, _ env: Environment) {
        tintColor = tb.tintColor
        // Nil where the design overrides it (the glass bar, the iPad top bars: AppearanceSupport).
        unselectedItemTintColor = AppearanceSupport.draws("unselectedItemTintColor", in: env) ? tb.unselectedItemTintColor : nil
        appearance = tb.activeAppearance(env); barAppearance = tb.barAppearance; colorScheme = tb.toolbarColorScheme
        keyboardFocusIndex = env.platform == .iOS || env.platform == .iPadOS ? tb.state.focusedIndex : nil
    }

    /// The selected item's colour in `colors`: the tint, else system blue.
    func tint(_ colors: ColorContext) -> Color { (tintColor ?? .system(.systemBlue)).resolved(in: colors) }
}

/// A page control's colours as its spec gives them: nil draws the design's own.
public struct PageControlTints: Sendable, Hashable {
    /// `currentPageIndicatorTintColor`.
    public var current: ColorValue?
    /// `pageIndicatorTintColor`.
    public var other: ColorValue?
}

/// The status bar of a `screen` canvas on iPhone and iPad: the time, the battery's body and cap,
/// the signal bars left to right, and the Dynamic Island where the device has one. Points.
public struct StatusBarGeometry: Sendable, Hashable {
    /// "9:41".
    public var time: TextLayout
    /// The battery's body and its cap.
    public var battery: Rect, cap: Rect
    /// The signal bars, left to right.
    public var signal: [Rect]
    /// The Dynamic Island, nil on devices without one.
    public var island: Rect?
}

/// A modal sheet covering the screen, tab bar included: the dimmed screen, the sheet (its bottom
/// corners below the screen) and its grabber. Points.
public struct ModalSheetGeometry: Sendable, Hashable {
    /// The dimmed screen.
    public var dimmed: Rect
    /// The sheet.
    public var sheet: Rect
    /// The grabber at the sheet's top.
    public var grabber: Rect
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
    /// A row's trailing disclosure chevron (sidebar section headers).
    case chevron(IconSlot)
    /// The edge of a panel its border runs along (the iPad sidebar's trailing edge).
    case border(HorizontalEdge)
    /// A More list row's trailing disclosure chevron and the separator line along its bottom,
    /// inset from the leading edge to the row's text.
    case listRow(chevron: IconSlot, separator: Rect)
    /// The tvOS focused tab's raised content: its title and icon box, scaled with the pill.
    case focus(title: TextLayout?, iconFrame: Rect?)
    /// A tab bar's canvas, drawn bounds and whether its own background is drawn.
    case tabBar(TabBarExtent)
    /// A page control's metric table; its natural size when its spec `frame` is smaller (the
    /// control is then drawn clipped to its frame); and the part of the screen its component
    /// canvas shows (what is drawn with a margin, in whole points, inside the screen).
    case pageControl(metrics: PageControlMetricTable, clippedFromNaturalSize: Size?, canvas: Rect, tints: PageControlTints)
    /// What the screen shows around the components (on the root node): the status bar of a
    /// `screen` canvas, and the modal sheet of a `modal` spec.
    case screen(statusBar: StatusBarGeometry?, sheet: ModalSheetGeometry?)
}

/// One node of the layout tree: a role, a frame in **screen coordinates** (points, top-left
/// origin of the device screen or window), an optional index, typed attributes, a typed payload
/// for the scene, and children. The layout engines build the tree directly; once a ``Layout``
/// holds it, it does not change (its properties are read-only outside NavMockCore).
public struct LayoutNode: Sendable, Hashable {
    /// What the node stands for.
    public internal(set) var role: LayoutRole
    /// Frame in screen coordinates, points.
    public internal(set) var frame: Rect
    /// The item or page index, where the node stands for one item or page.
    public internal(set) var index: Int?
    /// Facts worth asserting (text drawn, whether selected or truncated, …), typed.
    public internal(set) var attributes: [LayoutAttribute: LayoutValue]
    /// What the scene draws from besides the attributes (not printed by `navmock layout`).
    public internal(set) var payload: LayoutPayload?
    /// Child nodes, in drawing order.
    public internal(set) var children: [LayoutNode]

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
    /// A string attribute (`text`, `symbol`, `file`; a typed name as printed), or nil.
    public func string(_ a: LayoutAttribute) -> String? {
        if case .string(let s)? = attributes[a] { return s }
        return attributes[a]?.name
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
