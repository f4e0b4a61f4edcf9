// The tvOS tab bar: 68 pt tall with its top 46 pt below the screen's top, inside a 140 pt band
// (metrics §4). Before tvOS 26 the band is a translucent material across the screen and only the
// selected tab's pill is opaque; from tvOS 26 the tabs sit in a Liquid Glass capsule. Tabs that do
// not fit fade out at the trailing end (and the leading end once scrolled); there is no More tab.

/// The tvOS tab bar.
func tvTabBar(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    // SwiftUI's `sidebarAdaptable` on tvOS always shows a sidebar (its documentation, A).
    if tb.tabViewStyle == .sidebarAdaptable { return platformSidebar(tb, spec: spec, env: env, measuring: measuring) }
    let t = TVTabBarMetrics.self
    let glass = env.tabBarDesign == .tvGlass
    let W = env.screenSize.width
    let bold = spec.accessibility.boldText
    let look = tb.barAppearance
    let base = TextStyle(size: look.itemFont?.size ?? (glass ? t.glassTitleSize : t.titleSize),
                         weight: bold ? .bold : (look.itemFont?.weight ?? (glass ? t.glassTitleWeight : t.titleWeight)), locale: env.locale)
    let selectedBase = look.selectedItemFont.map { TextStyle(size: $0.size, weight: bold ? .bold : $0.weight, locale: env.locale) } ?? base
    let pillHeight = glass ? t.barHeight - 2 * t.glassInset : t.pillHeight
    let pillTop = t.barTop + (glass ? t.glassInset : 0)

    // Tabs: a title, or a symbol alone (the search tab; a tab without a title, such as Settings).
    struct Tab { var index: Int; var width: Double; var iconOnly: Bool; var style: TextStyle }
    var tabs: [Tab] = []
    for (i, it) in tb.items.enumerated() where !it.isHidden {
        let style = i == tb.selectedIndex ? selectedBase : base
        if it.role != .search, let title = it.title, !title.isEmpty {
            tabs.append(Tab(index: i, width: max(t.minItemWidth, measuring.measure(title, style: style).width + 2 * t.titlePadding),
                            iconOnly: false, style: style))
        } else {
            tabs.append(Tab(index: i, width: pillHeight, iconOnly: true, style: style))
        }
    }
    let content = tabs.reduce(0) { $0 + $1.width } + Double(max(0, tabs.count - 1)) * t.itemSpacing
    let outer = content + (glass ? 2 * t.glassInset : 0)

    let canvas = Rect(x: 0, y: 0, width: W, height: t.bandHeight)
    var left = t.sideInset
    var logoNode: LayoutNode?
    if let logo = look.logo {
        let f = Rect(x: t.sideInset, y: t.barTop + (t.barHeight - logo.height) / 2, width: logo.width, height: logo.height)
        logoNode = .image(.tabBarLogo, frame: f, .file(logo.image))
        left = f.maxX + t.logoGap
    }
    let right = W - t.sideInset
    var start: Double
    var fadeLeading = false, fadeTrailing = false
    if outer <= right - left {
        start = max(left, ((W - outer) / 2).rounded())
        if start + outer > right { start = right - outer }
    } else {
        // Too many tabs: they run on to the screen's trailing edge and fade there; scrolling moves
        // them towards the leading end and fades that end too (HIG-TB tvOS).
        let maxScroll = max(0, outer - (W - left))
        let offset = min(tb.state.scrollOffset, maxScroll)
        start = left - offset
        fadeTrailing = start + outer > W - layoutTolerance
        fadeLeading = offset > 0
    }
    var items: [LayoutNode] = []
    var x = start + (glass ? t.glassInset : 0)
    for tab in tabs {
        let it = tb.items[tab.index]
        let pill = Rect(x: x, y: pillTop, width: tab.width, height: pillHeight)
        x += tab.width + t.itemSpacing
        let selected = tab.index == tb.selectedIndex
        var title: TextLayout?
        var iconFrame: Rect?
        var image: ImageReference?
        if tab.iconOnly {
            // The search tab's magnifier comes with it (TabItemSpec.drawn); an item given neither
            // title nor image stays empty.
            image = stateImage(it, selected: selected, preferFill: false)
            iconFrame = image == nil ? nil : Rect(center: pill.center, size: Size(width: t.iconSide, height: t.iconSide))
        } else if let s = it.title {
            title = capCenteredTitle(s, style: tab.style, centerX: pill.midX, midY: pill.midY, maxWidth: pill.width - t.titlePadding, measuring: measuring)
        }
        let badge = it.badgeValue.flatMap {
            cornerBadge($0, topTrailing: Point(x: pill.maxX + t.badgeOffsetX, y: pill.minY + t.badgeOffsetY), height: t.badgeHeight, fontSize: t.badgeFontSize,
                        padding: t.badgePadding, maxWidth: t.badgeMaxWidth, emptyDraws: true, locale: env.locale, measuring: measuring)
        }
        items.append(.item(it.role == .search ? .search : .tab, index: tab.index, isEnabled: it.isEnabled, frame: pill,
                           isSelected: selected, iconFrame: iconFrame, image: image, iconMirrored: mirrorsIcon(image, env: env),
                           title: title, badge: badge))
    }
    var focus: LayoutNode?
    if let f = tb.state.focusedIndex, let it = items.first(where: { $0.index == f }) {
        let s = t.focusScale
        let frame = scaled(it.frame, by: s)
        let title = it.title.map { tl -> TextLayout in
            let style = TextStyle(size: tl.style.size * s, weight: tl.style.weight, tracking: tl.style.tracking * s, locale: tl.style.locale)
            return capCenteredTitle(tl.text, style: style, centerX: frame.midX, midY: frame.midY, maxWidth: .infinity, measuring: measuring)
        }
        focus = LayoutNode(role: .tabBarFocus, frame: frame, index: f, payload: .focus(title: title, iconFrame: it.icon.map { scaled($0.frame, by: s) }))
    }
    let bar: Rect
    var background: Rect?
    if glass {
        let x0 = max(start, left - t.glassInset), x1 = min(start + outer, fadeTrailing ? W : right + t.glassInset)
        bar = Rect(x: x0, y: t.barTop, width: max(0, x1 - x0), height: t.barHeight)
    } else {
        bar = Rect(x: 0, y: t.barTop, width: W, height: t.barHeight)
        background = Rect(x: 0, y: 0, width: W, height: t.bandHeight)
    }
    var fades: [LayoutNode] = []
    if fadeTrailing {
        fades.append(LayoutNode(role: .tabBarFade, frame: Rect(x: W - t.fadeWidth, y: 0, width: t.fadeWidth, height: t.bandHeight),
                                attributes: [.towards: .edge(.maxX)]))
    }
    if fadeLeading {
        // From the screen's edge, or from just after the logo: scrolled tabs never cover it.
        let edge = logoNode.map { $0.frame.maxX + t.fadeAfterLogo } ?? 0
        fades.append(LayoutNode(role: .tabBarFade, frame: Rect(x: edge, y: 0, width: t.fadeWidth, height: t.bandHeight),
                                attributes: [.towards: .edge(.minX)]))
    }
    let selected = items.first(where: \.isSelected)?.frame
    var parts: [LayoutNode] = []
    if let b = background { parts.append(LayoutNode(role: .tabBarBackground, frame: b)) }
    if let l = logoNode { parts.append(l) }
    if let f = focus { parts.append(f) }
    var layout = LayoutNode.tabBar(design: env.tabBarDesign, frame: bar, arrangement: .inline,
                                   extent: TabBarExtent(componentCanvas: canvas, drawsBar: true, drawnBounds: canvas),
                                   children: parts + fades + (selected.map { [LayoutNode(role: .tabBarSelection, frame: $0)] } ?? []) + items)
    if tb.state.scrolledOffscreen {
        // Scrolled away with the content: everything moves up by the band's height, out of view.
        // The canvas (the screen's top band) stays; the fades go with the bar.
        layout = layout.offsetBy(dx: 0, dy: -t.bandHeight)
        layout.children.removeAll { $0.role == .tabBarFade }
        layout.extent = TabBarExtent(componentCanvas: canvas, drawsBar: false, drawnBounds: canvas)
        layout.attributes[.scrolledOffscreen] = .bool(true)
    }
    if env.layoutDirection == .rightToLeft { layout = layout.mirrored(aroundX: W / 2) }
    return layout
}
