// How the layout engines make the tree's nodes, and the one transform of a laid-out subtree:
// right-to-left mirroring and moving (the tvOS bar scrolled away, an appearance's adjustments)
// are written once here, over every frame and payload, so no part can be left out.

/// An icon at a frame (points), mirrored or not.
public struct IconSlot: Sendable, Hashable {
    /// Where, points.
    public var frame: Rect
    /// What.
    public var image: ImageReference
    /// Whether it is drawn mirrored (right-to-left, directional symbol).
    public var mirrored: Bool
}

/// A laid-out line of text: what to draw, with which style, and where.
public struct TextLayout: Sendable, Hashable {
    /// The text drawn (after truncation).
    public var text: String
    /// The style drawn (after tightening).
    public var style: TextStyle
    /// The left end of the baseline, screen coordinates, points.
    public var baselineOrigin: Point
    /// The logical line box (ascent + descent over the advance), screen coordinates, points.
    public var frame: Rect
    /// Whether the text was shortened with an ellipsis.
    public var truncated: Bool
    /// Whether tracking was tightened to fit.
    public var tightened: Bool
    /// Quarter turns clockwise about ``baselineOrigin`` (0…3; default 0, upright): 1 reads top to
    /// bottom, 3 bottom to top (a Mac tab view's right and left tabs). ``frame`` is then the
    /// turned line box, in screen points.
    public var quarterTurns: Int = 0
    /// Quarter turns in a whole turn: ``quarterTurns`` counts modulo this.
    static let turn = 4

    /// The text mirrored across `x = axis`: the line box moves, the text is not flipped (its
    /// baseline starts at the box's left end).
    func mirrored(aroundX axis: Double) -> TextLayout {
        var m = self
        m.frame = frame.mirrored(aroundX: axis)
        m.baselineOrigin.x = m.frame.minX
        return m
    }

    /// The text turned a quarter `clockwise` (or counterclockwise) about `center`: its baseline
    /// origin and line box move with it, and ``quarterTurns`` counts the turn.
    func turned(clockwise: Bool, about center: Point) -> TextLayout {
        func turn(_ p: Point) -> Point {
            clockwise ? Point(x: center.x - (p.y - center.y), y: center.y + (p.x - center.x))
                      : Point(x: center.x + (p.y - center.y), y: center.y - (p.x - center.x))
        }
        var m = self
        m.baselineOrigin = turn(baselineOrigin)
        let a = turn(Point(x: frame.minX, y: frame.minY)), b = turn(Point(x: frame.maxX, y: frame.maxY))
        m.frame = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        m.quarterTurns = ((quarterTurns + (clockwise ? 1 : -1)) % TextLayout.turn + TextLayout.turn) % TextLayout.turn
        return m
    }

    /// The text moved by `dx`, `dy` points.
    func offsetBy(dx: Double, dy: Double) -> TextLayout {
        var m = self
        m.frame = frame.offsetBy(dx: dx, dy: dy)
        m.baselineOrigin.x += dx
        m.baselineOrigin.y += dy
        return m
    }
}

/// What a laid-out tab stands for.
public enum TabItemKind: String, Sendable, Hashable {
    /// A tab of the spec.
    case tab
    /// The More tab that replaces the trailing tabs when they do not fit.
    case more
    /// The search tab (the separate circular button of the iOS 26 design).
    case search

    /// The roles of an item of this kind and of its icon, title and badge.
    var roles: (item: LayoutRole, icon: LayoutRole, title: LayoutRole, badge: LayoutRole) {
        switch self {
        case .tab: return (.tabBarItem, .tabBarItemIcon, .tabBarItemTitle, .tabBarItemBadge)
        case .more: return (.tabBarMoreItem, .tabBarMoreItemIcon, .tabBarMoreItemTitle, .tabBarMoreItemBadge)
        case .search: return (.tabBarSearchItem, .tabBarSearchItemIcon, .tabBarSearchItemTitle, .tabBarSearchItemBadge)
        }
    }
}

// MARK: - Making nodes

extension LayoutNode {
    /// A line of text as a node of `role`: its line box, the text, and the text as payload;
    /// `truncated` prints whether it was shortened, `tracking` its tracking when tightened.
    static func text(_ role: LayoutRole, _ t: TextLayout, index: Int? = nil, truncated: Bool = false, tracking: Bool = false) -> LayoutNode {
        var a: [LayoutAttribute: LayoutValue] = [.text: .string(t.text)]
        if truncated && t.truncated { a[.truncated] = .bool(true) }
        if tracking && t.tightened { a[.tracking] = .number(t.style.tracking) }
        if t.quarterTurns != 0 { a[.quarterTurns] = .number(Double(t.quarterTurns)) }
        return LayoutNode(role: role, frame: t.frame, index: index, attributes: a, payload: .text(t))
    }

    /// An image as a node of `role` at `frame`: its symbol or file, the image as payload (none for
    /// an empty icon box), and `mirrored` whenever it is drawn flipped — every image node says so,
    /// whatever draws it (issue 41 item 6: the iPad sidebar's icons were flipped without it).
    static func image(_ role: LayoutRole, frame: Rect, _ image: ImageReference?, mirrored: Bool = false, index: Int? = nil) -> LayoutNode {
        var a: [LayoutAttribute: LayoutValue]
        switch image {
        case .symbol(let s)?, .placeholder(let s)?: a = [.symbol: .string(s)]
        case .file(let f)?: a = [.file: .string(f.path)]
        case nil: a = [:]
        }
        if mirrored && image != nil { a[.mirrored] = .bool(true) }
        return LayoutNode(role: role, frame: frame, index: index, attributes: a, payload: image.map { .image($0, mirrored: mirrored) })
    }

    /// An icon slot as a node of `role`.
    static func icon(_ role: LayoutRole, _ slot: IconSlot, index: Int? = nil) -> LayoutNode {
        image(role, frame: slot.frame, slot.image, mirrored: slot.mirrored, index: index)
    }

    /// A badge (`badgeValue`): the red oval (a circle for one character, a capsule for longer
    /// text, a dot for ""), points, with its text, or nil for the dot. Its role is an item's
    /// badge; ``item(_:index:isEnabled:frame:isSelected:iconFrame:image:iconMirrored:title:badge:)``
    /// gives it its item's.
    static func badge(frame: Rect, text: TextLayout?) -> LayoutNode {
        LayoutNode(role: .tabBarItemBadge, frame: frame, attributes: [.text: .string(text?.text ?? "")], payload: text.map { .text($0) })
    }

    /// One tab: its hit area (points), and its icon, title and badge as children.
    static func item(_ kind: TabItemKind = .tab, index: Int, isEnabled: Bool = true, frame: Rect, isSelected: Bool,
                     iconFrame: Rect?, image: ImageReference?, iconMirrored: Bool, title: TextLayout?, badge: LayoutNode?) -> LayoutNode {
        let roles = kind.roles
        var c: [LayoutNode] = []
        if let f = iconFrame { c.append(.image(roles.icon, frame: f, image, mirrored: iconMirrored, index: index)) }
        if let t = title { c.append(.text(roles.title, t, index: index, truncated: true, tracking: true)) }
        if var b = badge {
            b.role = roles.badge
            b.index = index
            c.append(b)
        }
        var a: [LayoutAttribute: LayoutValue] = [:]
        if isSelected { a[.selected] = .bool(true) }
        if !isEnabled { a[.enabled] = .bool(false) }
        return LayoutNode(role: roles.item, frame: frame, index: index, attributes: a, children: c)
    }

    /// A button that is not a tab (the sidebar button, the overflow button, Edit) as a node of
    /// `roles.button` with its icon and title.
    static func control(_ roles: (button: LayoutRole, icon: LayoutRole, title: LayoutRole), frame: Rect, icon: IconSlot?, title: TextLayout?) -> LayoutNode {
        var kids: [LayoutNode] = []
        if let i = icon { kids.append(.icon(roles.icon, i)) }
        if let t = title { kids.append(.text(roles.title, t)) }
        return LayoutNode(role: roles.button, frame: frame, children: kids)
    }

    /// A tab bar's node (role `tabBar`): its frame (the classic bar's content band, a capsule, the
    /// iPad bar, the sidebar, …), design, item arrangement, extent and parts.
    static func tabBar(design: TabBarDesign, frame: Rect, arrangement: TabBarItemArrangement, extent: TabBarExtent,
                       children: [LayoutNode]) -> LayoutNode {
        LayoutNode(role: .tabBar, frame: frame, attributes: [.design: .tabBarDesign(design), .itemLayout: .itemLayout(arrangement)],
                   payload: .tabBar(extent), children: children)
    }

    // MARK: Changing a node while it is built

    /// The index of the first direct child that is `part` of this node.
    func childIndex(_ part: LayoutRolePart) -> Int? { children.firstIndex { $0.role.part == part } }

    /// Replaces the title child's line of text (its frame, text, truncation and tracking).
    mutating func setTitle(_ t: TextLayout) {
        guard let i = childIndex(.title) else { return }
        children[i] = .text(children[i].role, t, index: children[i].index, truncated: true, tracking: true)
    }

    /// This node with the role and index of `other` (a badge made again in place).
    func withRole(of other: LayoutNode) -> LayoutNode {
        var m = self
        m.role = other.role
        m.index = other.index
        return m
    }

    /// The tab bar's extent (its payload), for a `tabBar` node.
    var extent: TabBarExtent {
        get {
            if case .tabBar(let e)? = payload { return e }
            return TabBarExtent(componentCanvas: nil, drawsBar: true, drawnBounds: frame)
        }
        set { payload = .tabBar(newValue) }
    }

    // MARK: The one transform

    /// This subtree mirrored across the vertical line `x = axis` (points): every frame keeps its
    /// size; a line of text moves with its box, unflipped; a badge's text moves with its oval; a
    /// fade and a border turn round. Images are not flipped here (``LayoutPayload/image(_:mirrored:)``
    /// says which are).
    func mirrored(aroundX axis: Double) -> LayoutNode { moved(Move(mirrorAxis: axis, dx: 0, dy: 0)) }

    /// This subtree moved by `dx`, `dy` points: every frame and every payload's frames.
    func offsetBy(dx: Double, dy: Double) -> LayoutNode { moved(Move(mirrorAxis: nil, dx: dx, dy: dy)) }

    /// A mirror across a vertical line, or a translation, points.
    private struct Move {
        let mirrorAxis: Double?
        let dx: Double, dy: Double

        func rect(_ r: Rect) -> Rect { mirrorAxis.map { r.mirrored(aroundX: $0) } ?? r.offsetBy(dx: dx, dy: dy) }
        func slot(_ c: IconSlot) -> IconSlot { IconSlot(frame: rect(c.frame), image: c.image, mirrored: c.mirrored) }
        func edge(_ e: HorizontalEdge) -> HorizontalEdge { mirrorAxis == nil ? e : e.opposite }
        /// A line of text whose own box is `ownBox` mirrors with it; text inside another frame (a
        /// badge's oval, `holder`) moves as that frame does, unflipped.
        func text(_ t: TextLayout, ownBox: Bool, holder: Rect) -> TextLayout {
            guard let a = mirrorAxis else { return t.offsetBy(dx: dx, dy: dy) }
            return ownBox ? t.mirrored(aroundX: a) : t.offsetBy(dx: 2 * a - holder.maxX - holder.minX, dy: 0)
        }
    }

    /// This subtree under `move`: the one place every frame and payload is listed.
    private func moved(_ move: Move) -> LayoutNode {
        var m = self
        m.frame = move.rect(frame)
        for (k, v) in attributes { if case .rect(let r) = v { m.attributes[k] = .rect(move.rect(r)) } }
        switch payload {
        case .text(let t)?:
            m.payload = .text(move.text(t, ownBox: role.isText, holder: frame))
        case .chevron(let c)?:
            m.payload = .chevron(move.slot(c))
        case .listRow(let c, let s)?:
            m.payload = .listRow(chevron: move.slot(c), separator: move.rect(s))
        case .focus(let t, let i)?:
            m.payload = .focus(title: t.map { move.text($0, ownBox: true, holder: $0.frame) }, iconFrame: i.map(move.rect))
        case .tabBar(var e)?:
            e.componentCanvas = e.componentCanvas.map(move.rect)
            e.drawnBounds = move.rect(e.drawnBounds)
            m.payload = .tabBar(e)
        case .border(let e)?:
            m.payload = .border(move.edge(e))
        case .screen(var bar, var sheet)?:
            if let b = bar {
                bar = StatusBarGeometry(time: move.text(b.time, ownBox: true, holder: b.time.frame), battery: move.rect(b.battery),
                                        cap: move.rect(b.cap), signal: b.signal.map(move.rect), island: b.island.map(move.rect))
            }
            if let s = sheet {
                sheet = ModalSheetGeometry(dimmed: move.rect(s.dimmed), sheet: move.rect(s.sheet), grabber: move.rect(s.grabber))
            }
            m.payload = .screen(statusBar: bar, sheet: sheet)
        case .image?, .pageControl?, nil:
            break
        }
        if case .edge(let e)? = attributes[.towards] { m.attributes[.towards] = .edge(move.edge(e)) }
        m.children = children.map { $0.moved(move) }
        return m
    }
}

extension Array where Element == LayoutNode {
    /// Every node mirrored across `x = axis` (``LayoutNode/mirrored(aroundX:)``).
    func mirrored(aroundX axis: Double) -> [LayoutNode] { map { $0.mirrored(aroundX: axis) } }
}
