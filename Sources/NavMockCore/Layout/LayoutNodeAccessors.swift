// Typed accessors of the layout tree: what the scene, the redlines and the check rules read. Each
// reads a node's role, frame, attributes, payload or children; none holds a second copy of the
// layout. Frames are in screen coordinates, points.

extension LayoutNode {
    // MARK: Children

    /// The direct children with `role`, in drawing order.
    public func children(_ role: LayoutRole) -> [LayoutNode] { children.filter { $0.role == role } }

    /// The first direct child with `role`.
    public func child(_ role: LayoutRole) -> LayoutNode? { children.first { $0.role == role } }

    /// The first direct child that is `part` of this node (its icon, title, subtitle or badge).
    public func child(_ part: LayoutRolePart) -> LayoutNode? { children.first { $0.role.part == part } }

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
        switch payload {
        case .chevron(let c)?, .listRow(let c, _)?: return c
        default: return nil
        }
    }

    /// The edge a panel's border runs along (the iPad sidebar's trailing edge), if it has one.
    public var borderEdge: HorizontalEdge? {
        if case .border(let e)? = payload { return e }
        return nil
    }

    /// The separator line along a More list row's bottom (points), inset on the leading side.
    public var separator: Rect? {
        if case .listRow(_, let s)? = payload { return s }
        return nil
    }

    // MARK: Parts of an item, a row, a button

    /// The icon child (`….icon`), if the node has one.
    public var icon: LayoutNode? { child(LayoutRolePart.icon) }
    /// The line of text of the title child (`….title`), if any.
    public var title: TextLayout? { child(LayoutRolePart.title)?.textLayout }
    /// The line of text of the subtitle child (`….subtitle`), if any.
    public var subtitle: TextLayout? { child(LayoutRolePart.subtitle)?.textLayout }
    /// The badge child (`….badge`): its frame is the red oval, its ``textLayout`` the text (nil for the dot).
    public var badge: LayoutNode? { child(LayoutRolePart.badge) }
    /// The icon child's frame (points), if the node has an icon.
    public var iconFrame: Rect? { icon?.frame }
    /// Whether an item or row is enabled (`enabled` is not false).
    public var isEnabled: Bool { bool(.enabled) != false }

    // MARK: Tab bar

    /// The tab bar's design (`design`), for a `tabBar` node.
    public var tabBarDesign: TabBarDesign? {
        if case .tabBarDesign(let d)? = attributes[.design] { return d }
        return nil
    }
    /// The tabs of a `tabBar` node in order, the More tab and (iPad, tvOS) the search tab included;
    /// not the iPhone Liquid Glass bar's separate search button (``searchButton``).
    public var items: [LayoutNode] { itemIndices.map { children[$0] } }
    /// Where ``items`` are among the children (to change them in place while the bar is built).
    var itemIndices: [Int] {
        let separate = tabBarDesign == .liquidGlass
        return children.indices.filter { children[$0].itemKind != nil && !(separate && children[$0].role == .tabBarSearchItem) }
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
    /// The selected item's highlight (the Liquid Glass pill, the iPad and tvOS selection, the Mac
    /// knob, the sidebar row), points, for a `tabBar` node.
    public var selectionFrame: Rect? { child(.tabBarSelection)?.frame }
    /// The bottom accessory (`tabBar.accessory`), if drawn.
    public var accessory: LayoutNode? { child(.tabBarAccessory) }
    /// The Large Content Viewer (`tabBar.largeContent`), when shown.
    public var largeContent: LayoutNode? { child(.tabBarLargeContent) }
    /// The More list (`tabBar.moreList`), when shown.
    public var moreList: LayoutNode? { child(.tabBarMoreList) }
    /// The iPad sidebar (`tabBar.sidebar`), when shown.
    public var sidebar: LayoutNode? { child(.tabBarSidebar) }
    /// The button that turns the iPad bar into the sidebar and back.
    public var sidebarButton: LayoutNode? { child(.tabBarSidebarButton) }
    /// The overflow button (iPad: a menu of the tabs that do not fit; Mac: the chevron).
    public var overflowButton: LayoutNode? { child(.tabBarOverflowButton) }
    /// The sidebar's Edit button, for a `tabBar.sidebar` node.
    public var editButton: LayoutNode? { child(.tabBarSidebarEditButton) }
    /// The tvOS bar's branded logo.
    public var logo: LayoutNode? { child(.tabBarLogo) }
    /// The tvOS bar's focused tab.
    public var focus: LayoutNode? { child(.tabBarFocus) }
    /// The tvOS bar's fades, where its tabs do not fit.
    public var fades: [LayoutNode] { children(.tabBarFade) }
    /// The sidebar's or the More list's rows, top to bottom.
    public var rows: [LayoutNode] { children.filter { $0.role == .tabBarSidebarRow || $0.role == .tabBarMoreListRow } }
    /// The sidebar's section headers.
    public var headers: [LayoutNode] { children(.tabBarSidebarHeader) }
    /// Spec indices of the tabs that went into More (or the overflow menu); empty when all fit.
    public var overflowIndices: [Int] {
        if case .indices(let a)? = attributes[.overflow] { return a }
        return []
    }
    /// How a tab bar's items are arranged (`itemLayout`), for a `tabBar` node.
    public var itemArrangement: TabBarItemArrangement? {
        if case .itemLayout(let a)? = attributes[.itemLayout] { return a }
        return nil
    }
    /// Whether items are stacked (icon above title): `itemLayout` is `stacked`.
    public var isStacked: Bool { itemArrangement == .stacked }
    /// Whether the bar is minimized (iOS 26, iPhone).
    public var isMinimized: Bool { bool(.minimized) == true }
    /// Whether the iOS 26 bar shows the selected search tab's field (the tabs collapsed into a circle).
    public var isSearchExpanded: Bool { bool(.searchExpanded) == true }
    /// The canvas the `component` mode shows for the iPad, tvOS, visionOS and Mac bars; nil for
    /// the iPhone designs (whose bars have no such parts).
    public var componentCanvas: Rect? {
        if case .tabBar(let e)? = payload { return e.componentCanvas }
        return nil
    }
    /// Everything a tab bar draws, shadow and badges included (points), for a `tabBar` node.
    public var drawnBounds: Rect? {
        if case .tabBar(let e)? = payload { return e.drawnBounds }
        return nil
    }
    /// What a tab bar is drawn with besides its geometry (tints, appearances), for a `tabBar` node.
    public var tabBarStyle: TabBarStyle? {
        if case .tabBar(let e)? = payload { return e.style }
        return nil
    }
    /// Whether the bar's own background is drawn (false: the iPad sidebar replaces it; the tvOS
    /// bar scrolled away).
    public var drawsBar: Bool {
        if case .tabBar(let e)? = payload { return e.drawsBar }
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
    /// The edge a tvOS fade vanishes towards (`towards`).
    public var fadeEdge: HorizontalEdge? {
        if case .edge(let e)? = attributes[.towards] { return e }
        return nil
    }
    /// Whether a tvOS fade vanishes towards the frame's maxX (`towards` is `maxX`).
    public var fadesTowardsMaxX: Bool { fadeEdge == .maxX }
    /// The bottom accessory's placement (`placement`), for a `tabBar.accessory` node.
    public var accessoryPlacement: AccessoryPlacement? {
        if case .placement(let p)? = attributes[.placement] { return p }
        return nil
    }

    // MARK: Page control

    /// The page control's metric table, for a `pageControl` node.
    public var pageControlMetrics: PageControlMetricTable? {
        if case .pageControl(let m, _, _, _)? = payload { return m }
        return nil
    }
    /// The part of the screen a page control's component canvas shows (what is drawn with a
    /// margin, in whole points, inside the screen), for a `pageControl` node.
    public var pageControlCanvas: Rect? {
        if case .pageControl(_, _, let c, _)? = payload { return c }
        return nil
    }
    /// The natural size (points) when the spec's `frame` is smaller: everything is drawn clipped
    /// to the node's frame. Nil otherwise.
    public var clippedFromNaturalSize: Size? {
        if case .pageControl(_, let s, _, _)? = payload { return s }
        return nil
    }
    /// A page control's colours as its spec gives them, for a `pageControl` node.
    public var pageControlTints: PageControlTints? {
        if case .pageControl(_, _, _, let t)? = payload { return t }
        return nil
    }
    /// The page-control design (`design`), for a `pageControl` node.
    public var pageControlDesign: PageControlDesign? {
        if case .pageControlDesign(let d)? = attributes[.design] { return d }
        return nil
    }
    /// Whether nothing is drawn (`hidden`).
    public var isHidden: Bool { bool(.hidden) == true }
    /// `numberOfPages`, 0 when absent.
    public var numberOfPages: Int { int(.numberOfPages) ?? 0 }
    /// The current page after clamping, 0 when absent.
    public var currentPage: Int { int(.currentPage) ?? 0 }
    /// The direction drawn.
    public var direction: PageControlDirection? {
        if case .direction(let d)? = attributes[.direction] { return d }
        return nil
    }
    /// The background style in effect.
    public var backgroundStyle: PageControlBackgroundStyle? {
        if case .backgroundStyle(let s)? = attributes[.backgroundStyle] { return s }
        return nil
    }
    /// The interaction state drawn.
    public var interactionState: PageControlInteractionState? {
        if case .interactionState(let s)? = attributes[.interactionState] { return s }
        return nil
    }
    /// The pages shown, first…last visible (empty when hidden).
    public var visiblePages: Range<Int> {
        guard let a = int(.firstVisiblePage), let b = int(.lastVisiblePage), a <= b else { return 0..<0 }
        return a..<(b + 1)
    }
    /// The platter behind the indicators, when shown (grown ×1.05 while scrubbing), points.
    public var platterFrame: Rect? { child(.pageControlPlatter)?.frame }
    /// Scale of a page control's content: 1.05 while scrubbing (metrics §7.2), else 1.
    public var contentScale: Double { number(.contentScale) ?? 1 }
    /// An indicator's shrink factor at the ends of a scrolled window: 1, ½ or ¼ (metrics §7.1).
    public var indicatorScale: Double { number(.scale) ?? 1 }
    /// The iOS 17 progress capsule's filled part, when drawn (`pageControl.progress`).
    public var progress: LayoutNode? { child(.pageControlProgress) }
    /// The watchOS scroll position's thumb, when drawn (`pageControl.scroll`).
    public var scroll: LayoutNode? { child(.pageControlScroll) }
    /// The visible indicators, in page order (`index` = page).
    public var indicators: [LayoutNode] { children(.pageControlIndicator) }
    /// What an indicator draws (`shape`).
    public var indicatorShape: PageIndicatorShape? {
        if case .shape(let s)? = attributes[.shape] { return s }
        return nil
    }
    /// Whether an indicator stands for the current page.
    public var isCurrent: Bool { bool(.current) == true }
    /// A page indicator's slot: the part of the row it takes along (as long as its custom image,
    /// its symbol box or dot slot, or the progress capsule), as thick as the row. Points, screen
    /// coordinates; nil for other nodes.
    public var indicatorSlot: Rect? {
        if case .rect(let r)? = attributes[.slot] { return r }
        return nil
    }
    /// The intrinsic size of a page indicator's custom image as read (``ImageSizing``), points;
    /// nil for a symbol, a dot, or an image without a usable size.
    public var indicatorImageSize: Size? {
        if case .size(let z)? = attributes[.imageSize] { return z }
        return nil
    }
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
