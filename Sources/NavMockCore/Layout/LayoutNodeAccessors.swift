// Typed accessors of the layout tree: what the scene, the redlines and the check rules read. Each
// reads a node's role, frame, attributes, payload or children; none holds a second copy of the
// layout. Frames are in screen coordinates, points.

extension LayoutNode {
    // MARK: Children

    /// The direct children with `role`, in drawing order.
    public func children(_ role: LayoutRole) -> [LayoutNode] { children.filter { $0.role == role } }

    /// The first direct child with `role`.
    public func child(_ role: LayoutRole) -> LayoutNode? { children.first { $0.role == role } }

    /// The first direct child whose role ends in `leaf` (`icon`, `title`, `subtitle`, `badge`).
    func child(leaf: String) -> LayoutNode? { children.first { $0.role.leaf == leaf } }

    // MARK: Payloads

    /// The line of text a text node draws (titles, subtitles, badge text), or nil.
    public var textLayout: TextLayout? {
        if case .text(let t)? = payload { return t }
        return nil
    }

    /// The image an image node draws in its frame (icons, artwork, controls, the tvOS logo,
    /// custom page indicators), or nil.
    public var image: ImageReference? {
        if case .image(let i, _)? = payload { return i }
        return nil
    }

    /// Whether the node's image is drawn mirrored (a directional symbol in right-to-left).
    public var isImageMirrored: Bool {
        if case .image(_, let m)? = payload { return m }
        return false
    }

    /// The trailing disclosure chevron of a More list row or a sidebar section header.
    public var chevron: IconSlot? {
        if case .chevron(let c)? = payload { return c }
        return nil
    }

    // MARK: Parts of an item, a row, a button

    /// The icon child (`….icon`), if the node has one.
    public var icon: LayoutNode? { child(leaf: "icon") }
    /// The line of text of the title child (`….title`), if any.
    public var title: TextLayout? { child(leaf: "title")?.textLayout }
    /// The line of text of the subtitle child (`….subtitle`), if any.
    public var subtitle: TextLayout? { child(leaf: "subtitle")?.textLayout }
    /// The badge child (`….badge`): its frame is the red oval, its ``textLayout`` the text (nil for the dot).
    public var badge: LayoutNode? { child(leaf: "badge") }
    /// Whether an item or row is enabled (`enabled` is not false).
    public var isEnabled: Bool { bool(.enabled) != false }

    // MARK: Tab bar

    /// The tab bar's design (`design`), for a `tabBar` node.
    public var tabBarDesign: TabBarDesign? { role == .tabBar ? string(.design).flatMap(TabBarDesign.init(rawValue:)) : nil }
    /// The tabs of a `tabBar` node in order, the More tab and (iPad, tvOS) the search tab included;
    /// not the iPhone Liquid Glass bar's separate search button (``searchButton``).
    public var items: [LayoutNode] {
        let separate = tabBarDesign == .liquidGlass
        return children.filter { $0.itemKind != nil && !(separate && $0.role == .tabBarSearchItem) }
    }
    /// The separate search button of the iPhone Liquid Glass bar (iOS 26), if any. (The iPad and
    /// tvOS bars draw their search tab among ``items``.)
    public var searchButton: LayoutNode? { tabBarDesign == .liquidGlass ? child(.tabBarSearchItem) : nil }
    /// What an item node stands for: a tab, the More tab or the search tab; nil for other nodes.
    public var itemKind: TabItemKind? {
        switch role {
        case .tabBarItem: return .tab
        case .tabBarMoreItem: return .more
        case .tabBarSearchItem: return .search
        default: return nil
        }
    }
    /// Spec indices of the tabs that went into More (or the overflow menu); empty when all fit.
    public var overflowIndices: [Int] {
        if case .indices(let a)? = attributes[.overflow] { return a }
        return []
    }
    /// Whether items are stacked (icon above title): `itemLayout` is `stacked`.
    public var isStacked: Bool { string(.itemLayout) == "stacked" }
    /// Whether the bar is minimized (iOS 26, iPhone).
    public var isMinimized: Bool { bool(.minimized) == true }
    /// The canvas the `component` mode shows for the iPad, tvOS, visionOS and Mac bars; nil for
    /// the iPhone designs (whose bars have no such parts).
    public var componentCanvas: Rect? {
        if case .tabBar(let c, _)? = payload { return c }
        return nil
    }
    /// Whether the bar's own background is drawn (false: the iPad sidebar replaces it; the tvOS
    /// bar scrolled away).
    public var drawsBar: Bool {
        if case .tabBar(_, let d)? = payload { return d }
        return true
    }
    /// The classic bar's background, including its extension under the home indicator; the bar's
    /// frame for the other designs.
    public var backgroundFrame: Rect {
        tabBarDesign == .classic ? child(.tabBarBackground)?.frame ?? frame : frame
    }
    /// Whether the classic bar draws its material and hairline (false at the scroll edge).
    public var drawsBackground: Bool { child(.tabBarBackground)?.isVisible ?? true }
    /// The tvOS focused tab's raised content: its title and icon box, scaled with the pill.
    public var focusContent: (title: TextLayout?, iconFrame: Rect?)? {
        if case .focus(let t, let i)? = payload { return (t, i) }
        return nil
    }
    /// Whether a tvOS fade vanishes towards the frame's maxX (`towards` is `maxX`).
    public var fadesTowardsMaxX: Bool { string(.towards) == "maxX" }

    // MARK: Page control

    /// The page control's metric table, for a `pageControl` node.
    public var pageControlMetrics: PageControlMetricTable? {
        if case .pageControl(let m, _)? = payload { return m }
        return nil
    }
    /// The natural size (points) when the spec's `frame` is smaller: everything is drawn clipped
    /// to the node's frame. Nil otherwise.
    public var clippedFromNaturalSize: Size? {
        if case .pageControl(_, let s)? = payload { return s }
        return nil
    }
    /// The page-control design (`design`), for a `pageControl` node.
    public var pageControlDesign: PageControlDesign? {
        role == .pageControl ? string(.design).flatMap(PageControlDesign.init(rawValue:)) : nil
    }
    /// Whether nothing is drawn (`hidden`).
    public var isHidden: Bool { bool(.hidden) == true }
    /// `numberOfPages`, 0 when absent.
    public var numberOfPages: Int { int(.numberOfPages) ?? 0 }
    /// The current page after clamping, 0 when absent.
    public var currentPage: Int { int(.currentPage) ?? 0 }
    /// The direction drawn.
    public var direction: PageControlDirection? { string(.direction).flatMap(PageControlDirection.init(rawValue:)) }
    /// The background style in effect.
    public var backgroundStyle: PageControlBackgroundStyle? { string(.backgroundStyle).flatMap(PageControlBackgroundStyle.init(rawValue:)) }
    /// The interaction state drawn.
    public var interactionState: PageControlInteractionState? { string(.interactionState).flatMap(PageControlInteractionState.init(rawValue:)) }
    /// The pages shown, first…last visible (empty when hidden).
    public var visiblePages: Range<Int> {
        guard let a = int(.firstVisiblePage), let b = int(.lastVisiblePage), a <= b else { return 0..<0 }
        return a..<(b + 1)
    }
    /// The visible indicators, in page order (`index` = page).
    public var indicators: [LayoutNode] { children(.pageControlIndicator) }
    /// What an indicator draws (`shape`).
    public var indicatorShape: PageIndicatorShape? { string(.shape).flatMap(PageIndicatorShape.init(rawValue:)) }
    /// Whether an indicator stands for the current page.
    public var isCurrent: Bool { bool(.current) == true }
    /// The filled part of a progress capsule or the thumb of a scroll position: the node's frame,
    /// nil when it is empty (progress 0).
    public var capsuleFill: Rect? { frame.width > 0 || frame.height > 0 ? frame : nil }
}

extension Layout {
    /// The tab bar's node in the layout tree, if the spec has a tab bar.
    public var tabBarNode: LayoutNode? { tree.child(.tabBar) }
    /// The page control's node in the layout tree, if the spec has a page control.
    public var pageControlNode: LayoutNode? { tree.child(.pageControl) }
}
