// The visionOS tab bar: always vertical, a glass ornament floating at a fixed place beside the
// window's leading edge; symbols only, or symbols and titles when expanded (someone looks at it),
// when it may cover the window's content (metrics §5; numbers in VisionTabBarMetrics).

/// The visionOS tab bar. Frames are in the window's coordinates: the ornament lies at negative x
/// (left of the window) in left-to-right layouts.
func visionTabBar(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let v = VisionTabBarMetrics.self
    let W = env.screenSize.width, H = env.screenSize.height
    let bold = spec.accessibility.boldText
    let expanded = tb.state.expanded
    let style = TextStyle(size: v.titleSize, weight: bold ? .bold : v.titleWeight, locale: env.locale)
    let selectedStyle = TextStyle(size: v.titleSize, weight: bold ? .bold : .semibold, locale: env.locale)
    // `sidebarAdaptable` (SwiftUI's documentation, A): the ornament holds the tabs outside
    // sections; a sidebar in the window lists the sections' (secondary) tabs.
    let adaptable = tb.tabViewStyle == .sidebarAdaptable && !tb.sections.isEmpty
    let inSection = adaptable ? Set(tb.sections.flatMap(\.items)) : []
    let shown = tb.items.indices.filter { !tb.items[$0].isHidden && !inSection.contains($0) }
    let n = Double(shown.count)
    var width = v.collapsedWidth
    if expanded {
        let widest = shown.compactMap { tb.items[$0].title }.map { measuring.measure($0, style: selectedStyle).width }.max() ?? 0
        width = min(v.maxExpandedWidth, v.collapsedWidth + widest + v.titleTrailing)
    }
    let height = 2 * v.inset + n * v.itemSide + max(0, n - 1) * v.itemSpacing
    // Fixed beside the leading edge; expanding grows it towards (and over) the window.
    let bar = Rect(x: -v.gapToWindow - v.collapsedWidth, y: ((H - height) / 2).rounded(), width: width, height: height)
    var items: [LayoutNode] = []
    var y = bar.minY + v.inset
    for i in shown {
        let it = tb.items[i]
        let selected = i == tb.selectedIndex
        let frame = Rect(x: bar.minX + v.inset, y: y, width: bar.width - 2 * v.inset, height: v.itemSide)
        y += v.itemSide + v.itemSpacing
        let image = stateImage(it, selected: selected, preferFill: true)
        let iconCenter = Point(x: frame.minX + v.itemSide / 2, y: frame.midY)
        let iconFrame = image.map { _ in Rect(center: iconCenter, size: Size(width: v.iconSide, height: v.iconSide)) }
        var title: TextLayout?
        if expanded, let s = it.title {
            let x = frame.minX + v.itemSide
            title = capCenteredLeadingTitle(s, style: selected ? selectedStyle : style, x: x, midY: frame.midY,
                                            maxWidth: frame.maxX - v.titleTrailing + v.inset - x, measuring: measuring)
        }
        let badge = it.badgeValue.map { badgeLayout($0, iconCenter: iconCenter, bar: bar.insetBy(dx: -v.badgeOutset, dy: 0), locale: env.locale, measuring: measuring) }
        items.append(.item(it.role == .search ? .search : .tab, index: i, isEnabled: it.isEnabled, frame: frame, isSelected: selected,
                           iconFrame: iconFrame, image: image, iconMirrored: mirrorsIcon(image, env: env), title: title, badge: badge))
    }
    // The selection: a circle around the symbol when collapsed, the whole row when expanded.
    let selection = items.first(where: \.isSelected).map { expanded ? $0.frame : Rect(x: $0.frame.minX, y: $0.frame.minY, width: v.itemSide, height: v.itemSide) }
    // The component canvas: the ornament with its shadow, and the window's leading strip.
    let s = v.shadowRadius
    var drawn = bar.insetBy(dx: -s, dy: -s)
    for it in items { if let b = it.badge { drawn = drawn.union(b.frame) } }
    var sidebar: LayoutNode?
    if adaptable {
        let m = SidebarMetrics.vision
        let frame = Rect(x: m.floatingInset, y: m.floatingInset, width: min(m.width, max(0, W - 2 * m.floatingInset)), height: max(0, H - 2 * m.floatingInset))
        sidebar = sidebarNode(tb, frame: frame, firstRow: frame.minY + m.rowsTop, metrics: m, floating: true, topLevel: false,
                              env: env, bold: bold, measuring: measuring)
    }
    let x0 = drawn.minX.rounded(.down), x1 = max(drawn.maxX, v.canvasWindowStrip, (sidebar?.frame.maxX ?? 0) + (sidebar == nil ? 0 : PadSidebarGlassMetrics.shadowRadius)).rounded(.up)
    let y0 = min(0, drawn.minY.rounded(.down)), y1 = max(H, drawn.maxY.rounded(.up))
    var layout = LayoutNode.tabBar(design: .vision, frame: bar, arrangement: .vertical,
                                   extent: TabBarExtent(componentCanvas: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), drawsBar: true, drawnBounds: drawn),
                                   children: (selection.map { [LayoutNode(role: .tabBarSelection, frame: $0)] } ?? []) + items + (sidebar.map { [$0] } ?? []))
    if expanded { layout.attributes[.expanded] = .bool(true) }
    // The leading edge is the window's right edge in right-to-left.
    if env.layoutDirection == .rightToLeft { layout = layout.mirrored(aroundX: W / 2) }
    return layout
}
