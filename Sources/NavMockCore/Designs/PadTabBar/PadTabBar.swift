// The iPad tab bar of iPadOS 18 (a capsule of titles on system material) and 26 (Liquid Glass),
// near the top and centred, its titles on the navigation bar's baseline; and the sidebar a
// `sidebarAdaptable` tab view turns into (metrics §3; numbers in PadTabBarMetrics).

/// The iPadOS 18/26 tab bar or its sidebar.
func padTabBar(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let glass = env.tabBarDesign == .padGlass
    let m = glass ? PadTabBarMetrics.glass : PadTabBarMetrics.floating
    let W = env.screenSize.width
    let bold = spec.accessibility.boldText
    let adaptable = tb.tabViewStyle == .sidebarAdaptable
    let inSection = Set(tb.sections.flatMap(\.items))

    var layout: LayoutNode
    if tb.state.sidebarVisible {
        layout = padSidebar(tb, spec: spec, env: env, glass: glass, measuring: measuring)
    } else {
        // The bar: top-level tabs; the search tab pinned at the trailing end; a tab that lives only
        // in the sidebar shows as a trailing "recent" item while it is selected (UK26-FTB `recentItem`).
        var barTabs = tb.items.indices.filter { !tb.items[$0].isHidden && !inSection.contains($0) && tb.items[$0].role != .search }
        let search = tb.items.indices.first { !tb.items[$0].isHidden && tb.items[$0].role == .search && !inSection.contains($0) }
        if inSection.contains(tb.selectedIndex) { barTabs.append(tb.selectedIndex) }

        let contentStyle = TextStyle(size: m.titleSize, weight: bold ? .bold : m.titleWeight, locale: env.locale)
        let selectedStyle = TextStyle(size: m.titleSize, weight: bold ? .bold : m.selectedTitleWeight, locale: env.locale)
        let iconOnlyWidth = m.imageSide + 2 * m.imageMarginSide
        func width(_ i: Int) -> Double {
            guard let t = tb.items[i].title, !t.isEmpty else { return iconOnlyWidth }
            // UIKit sizes every item with the unselected font, so selecting does not move tabs.
            return min(measuring.measure(t, style: contentStyle).width, m.maximumTitleWidth) + 2 * m.titleMarginSide
        }
        let fixed = 2 * m.backgroundInset + (adaptable ? m.sidebarButtonWidth : 0) + (search != nil ? iconOnlyWidth : 0)
        let limit = min(m.maximumWidth, W - 2 * m.minimumEdgeOffset)
        var shown: [(Int, Double)] = []
        var overflow: [Int] = []
        var total = fixed
        let all = barTabs.map { ($0, width($0)) }
        if all.reduce(fixed, { $0 + $1.1 }) <= limit {
            shown = all
            total = all.reduce(fixed, { $0 + $1.1 })
        } else {
            // Tabs that do not fit go into the overflow menu (UK26-FTB `overflowButtonImageName`).
            total += iconOnlyWidth
            for (k, e) in all.enumerated() {
                if overflow.isEmpty && total + e.1 <= limit { shown.append(e); total += e.1 } else { overflow.append(all[k].0) }
            }
        }
        let barTop = env.safeArea.top + m.baselineBelowSafeAreaTop - m.baselineFromBarTop
        let bar = Rect(x: ((W - total) / 2).rounded(), y: barTop, width: total, height: m.barHeight)
        let itemY = bar.minY + m.backgroundInset
        let baseline = bar.minY + m.baselineFromBarTop
        var x = bar.minX + m.backgroundInset
        var parts: [LayoutNode] = []
        if adaptable {
            let f = Rect(x: x, y: itemY, width: m.sidebarButtonWidth, height: m.itemHeight)
            parts.append(.control((.tabBarSidebarButton, .tabBarSidebarButtonIcon, .tabBarSidebarButtonTitle), frame: f,
                                  icon: IconSlot(frame: Rect(center: f.center, size: Size(width: m.imageSide, height: m.imageSide)),
                                                 image: .symbol("sidebar.leading"), mirrored: mirrorsIcon(.symbol("sidebar.leading"), env: env)),
                                  title: nil))
            x += m.sidebarButtonWidth
        }
        var items: [LayoutNode] = []
        func place(_ i: Int, width w: Double, iconOnly: Bool) {
            let it = tb.items[i]
            let frame = Rect(x: x, y: itemY, width: w, height: m.itemHeight)
            x += w
            let selected = i == tb.selectedIndex
            var title: TextLayout?
            var iconFrame: Rect?
            var image: ImageReference?
            if !iconOnly, let t = it.title, !t.isEmpty {
                title = titleLayout(t, style: selected ? selectedStyle : contentStyle, centerX: frame.midX, baseline: baseline,
                                    maxWidth: w - 2 * m.titleMarginSide + PadTabBarMetrics.titleOverhang, measuring: measuring)
            } else {
                image = stateImage(it, selected: selected, preferFill: glass)
                iconFrame = image.map { _ in Rect(center: frame.center, size: Size(width: m.imageSide, height: m.imageSide)) }
            }
            let badge = it.badgeValue.flatMap {
                cornerBadge($0, topTrailing: Point(x: frame.maxX + m.badgeOffsetX, y: frame.minY + m.badgeOffsetY), height: m.badgeHeight,
                            fontSize: m.badgeFontSize, padding: m.badgeSidePadding, maxWidth: m.badgeMaxWidth, emptyDraws: false,
                            locale: env.locale, measuring: measuring)
            }
            items.append(.item(it.role == .search ? .search : .tab, index: i, isEnabled: it.isEnabled, frame: frame,
                               isSelected: selected, iconFrame: iconFrame, image: image,
                               iconMirrored: mirrorsIcon(image, env: env), title: title, badge: badge))
        }
        for (i, w) in shown { place(i, width: w, iconOnly: false) }
        if !overflow.isEmpty {
            let f = Rect(x: x, y: itemY, width: iconOnlyWidth, height: m.itemHeight)
            parts.append(.control((.tabBarOverflowButton, .tabBarOverflowButtonIcon, .tabBarOverflowButtonTitle), frame: f,
                                  icon: IconSlot(frame: Rect(center: f.center, size: Size(width: m.imageSide, height: m.imageSide)),
                                                 image: .symbol("ellipsis"), mirrored: false), title: nil))
            x += iconOnlyWidth
        }
        if let s = search { place(s, width: iconOnlyWidth, iconOnly: true) }
        let selection = items.first(where: \.isSelected)?.frame
        let shadow = glass ? GlassTabBarMetrics.shadowRadius : PadTabBarMetrics.selectionShadowRadius + PadTabBarMetrics.selectionShadowOffsetY
        var bottom = bar.maxY + shadow
        for it in items { if let b = it.badge { bottom = max(bottom, b.frame.maxY) } }
        let canvas = Rect(x: 0, y: 0, width: W, height: bottom.rounded(.up))
        layout = .tabBar(design: env.tabBarDesign, frame: bar, arrangement: .inline,
                         extent: TabBarExtent(componentCanvas: canvas, drawsBar: true, drawnBounds: canvas),
                         children: parts + (selection.map { [LayoutNode(role: .tabBarSelection, frame: $0)] } ?? []) + items)
        if !overflow.isEmpty { layout.attributes[.overflow] = .indices(overflow) }
    }
    if glass, let a = tb.bottomAccessory {
        // Issue 14 §10: at the bottom of the view, sized to its content (PadAccessory.swift).
        let acc = padAccessory(a, env: env, measuring: measuring, boldText: bold)
        layout.children.append(acc)
        if let own = layout.extent.componentCanvas {
            let c = own.union(acc.frame.insetBy(dx: 0, dy: -GlassTabBarMetrics.shadowRadius))
            let canvas = Rect(x: 0, y: 0, width: W, height: min(env.screenSize.height, c.maxY.rounded(.up)))
            layout.extent.componentCanvas = canvas
            layout.extent.drawnBounds = canvas
        }
    }
    if env.layoutDirection == .rightToLeft { layout = layout.mirrored(aroundX: W / 2) }
    if let n = tb.state.largeContentItem {
        let lc = largeContent(tb.items[n], index: n, env: env, measuring: measuring, boldText: bold)
        layout.children.append(lc)
        let c = (layout.extent.componentCanvas ?? .zero).union(lc.frame)
        let canvas = Rect(x: 0, y: 0, width: W, height: c.maxY.rounded(.up))
        layout.extent.componentCanvas = canvas
        layout.extent.drawnBounds = canvas
    }
    return layout
}

/// The sidebar of a `sidebarAdaptable` iPad tab view: top-level tabs, then each section's header
/// and tabs; the sidebar button (and Edit, when customizable) in the band above the rows.
func padSidebar(_ tb: TabBarSpec, spec: Spec, env: Environment, glass: Bool, measuring: any TextMeasuring) -> LayoutNode {
    let s = SidebarMetrics.pad
    let m = glass ? PadTabBarMetrics.glass : PadTabBarMetrics.floating
    let W = env.screenSize.width, H = env.screenSize.height
    let bold = spec.accessibility.boldText
    let frame = glass ? Rect(x: s.floatingInset, y: s.floatingInset, width: s.width, height: max(0, H - 2 * s.floatingInset))
                      : Rect(x: 0, y: 0, width: s.width, height: H)
    let band = Rect(x: frame.minX, y: env.safeArea.top, width: frame.width, height: s.topBand)
    let buttonFrame = Rect(x: frame.minX + PadSidebarMetrics.buttonLeading, y: band.midY - m.itemHeight / 2, width: m.sidebarButtonWidth, height: m.itemHeight)
    let canvas = Rect(x: 0, y: 0, width: W, height: H)
    let sidebarButton = LayoutNode.control((.tabBarSidebarButton, .tabBarSidebarButtonIcon, .tabBarSidebarButtonTitle), frame: buttonFrame,
                                           icon: IconSlot(frame: Rect(center: buttonFrame.center, size: Size(width: m.imageSide, height: m.imageSide)),
                                                          image: .symbol("sidebar.leading"), mirrored: mirrorsIcon(.symbol("sidebar.leading"), env: env)),
                                           title: nil)
    var editButton: LayoutNode?
    if tb.customizable {
        let p = PadSidebarMetrics.self
        let style = TextStyle(size: p.editTitleSize, weight: bold ? .semibold : .regular, locale: env.locale)
        let word = editTitle(locale: env.locale)
        let w = measuring.measure(word, style: style).width
        let t = capCenteredLeadingTitle(word, style: style, x: frame.maxX - p.editTrailing - w, midY: band.midY, maxWidth: w + 1, measuring: measuring)
        editButton = .control((.tabBarSidebarEditButton, .tabBarSidebarEditButtonIcon, .tabBarSidebarEditButtonTitle),
                              frame: Rect(x: t.frame.minX - p.buttonLeading, y: band.midY - p.buttonHeight / 2,
                                          width: t.frame.width + 2 * p.buttonLeading, height: p.buttonHeight), icon: nil, title: t)
    }
    let sidebar = sidebarNode(tb, frame: frame, firstRow: band.maxY + s.rowsTop, metrics: s, floating: glass, topLevel: true,
                              env: env, bold: bold, measuring: measuring, extra: editButton.map { [$0] } ?? [])
    let selection = sidebar.children(.tabBarSidebarRow).first(where: \.isSelected)?.frame
    return .tabBar(design: env.tabBarDesign, frame: frame, arrangement: .inline,
                   extent: TabBarExtent(componentCanvas: canvas, drawsBar: false, drawnBounds: canvas),
                   children: [sidebarButton, sidebar] + (selection.map { [LayoutNode(role: .tabBarSelection, frame: $0)] } ?? []))
}

/// The sidebar a `sidebarAdaptable` tab view always shows on macOS and tvOS (SwiftUI's
/// documentation, A): the iPad's list of tabs and sections in a panel on the leading side, with
/// the platform's sizes (``SidebarMetrics/mac``, ``SidebarMetrics/tv``), full height before the
/// glass era and floating in it (26). No sidebar button: neither platform's tab view turns back
/// into a bar. Frames in screen (window) points.
func platformSidebar(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let s = SidebarMetrics.table(for: env.platform)
    let floating = env.osVersion.major >= 26
    let W = env.screenSize.width, H = env.screenSize.height
    let frame = floating ? Rect(x: s.floatingInset, y: s.floatingInset, width: s.width, height: max(0, H - 2 * s.floatingInset))
                         : Rect(x: 0, y: 0, width: s.width, height: H)
    let sidebar = sidebarNode(tb, frame: frame, firstRow: env.safeArea.top + s.topBand + s.rowsTop, metrics: s, floating: floating,
                              topLevel: true, env: env, bold: spec.accessibility.boldText, measuring: measuring)
    let canvas = Rect(x: 0, y: 0, width: W, height: H)
    let selection = sidebar.children(.tabBarSidebarRow).first(where: \.isSelected)?.frame
    var layout = LayoutNode.tabBar(design: env.tabBarDesign, frame: frame, arrangement: .inline,
                                   extent: TabBarExtent(componentCanvas: canvas, drawsBar: false, drawnBounds: canvas),
                                   children: [sidebar] + (selection.map { [LayoutNode(role: .tabBarSelection, frame: $0)] } ?? []))
    if env.layoutDirection == .rightToLeft { layout = layout.mirrored(aroundX: W / 2) }
    return layout
}

/// The `tabBar.sidebar` node: rows for the tabs outside sections (when `topLevel`), then each
/// section's header and tabs, from `firstRow` down while they fit in `frame`. `extra` children
/// (the iPad's Edit button) are appended.
func sidebarNode(_ tb: TabBarSpec, frame: Rect, firstRow: Double, metrics s: SidebarMetrics, floating: Bool, topLevel: Bool,
                 env: Environment, bold: Bool, measuring: any TextMeasuring, extra: [LayoutNode] = []) -> LayoutNode {
    var rows: [LayoutNode] = [], headers: [LayoutNode] = []
    let rowStyle = TextStyle(size: s.titleSize, weight: bold ? .semibold : .regular, locale: env.locale)
    let headerStyle = TextStyle(size: s.headerSize, weight: bold ? .bold : .semibold, locale: env.locale)
    var y = firstRow
    let rowX = frame.minX + s.rowInset, rowW = frame.width - 2 * s.rowInset
    func addRow(_ i: Int) {
        let it = tb.items[i]
        guard !it.isHidden, y + s.rowHeight <= frame.maxY else { return }
        let r = Rect(x: rowX, y: y, width: rowW, height: s.rowHeight)
        y += s.rowHeight
        let image = it.image
        let icon = image.map { IconSlot(frame: Rect(x: r.minX + s.iconLeading, y: r.midY - s.iconSide / 2, width: s.iconSide, height: s.iconSide),
                                        image: $0, mirrored: mirrorsIcon($0, env: env)) }
        let tx = r.minX + s.iconLeading + (icon == nil ? 0 : s.iconSide + s.iconTitleGap)
        let title = it.title.map { capCenteredLeadingTitle($0, style: rowStyle, x: tx, midY: r.midY, maxWidth: r.maxX - s.rowTrailing - tx, measuring: measuring) }
        var rk: [LayoutNode] = []
        if let ic = icon { rk.append(.icon(.tabBarSidebarRowIcon, ic, index: i)) }
        if let t = title { rk.append(.text(.tabBarSidebarRowTitle, t, index: i, truncated: true)) }
        var a: [LayoutAttribute: LayoutValue] = [:]
        if i == tb.selectedIndex { a[.selected] = .bool(true) }
        if !it.isEnabled { a[.enabled] = .bool(false) }
        rows.append(LayoutNode(role: .tabBarSidebarRow, frame: r, index: i, attributes: a, children: rk))
    }
    let inSection = Set(tb.sections.flatMap(\.items))
    if topLevel { for i in tb.items.indices where !inSection.contains(i) { addRow(i) } }
    for sec in tb.sections {
        guard y + s.headerGap + s.rowHeight <= frame.maxY else { break }
        y += s.headerGap
        let h = Rect(x: rowX, y: y, width: rowW, height: s.rowHeight)
        y += s.rowHeight
        let chevron = IconSlot(frame: Rect(x: h.maxX - s.rowTrailing - s.chevronSide, y: h.midY - s.chevronSide / 2, width: s.chevronSide, height: s.chevronSide),
                               image: .symbol("chevron.down"), mirrored: false)
        let t = capCenteredLeadingTitle(sec.title, style: headerStyle, x: h.minX + s.iconLeading, midY: h.midY,
                                        maxWidth: chevron.frame.minX - s.rowsTop - h.minX - s.iconLeading, measuring: measuring)
        headers.append(LayoutNode(role: .tabBarSidebarHeader, frame: h, attributes: [.text: .string(t.text)], payload: .chevron(chevron),
                                  children: [.text(.tabBarSidebarHeaderTitle, t)]))
        for i in sec.items { addRow(i) }
    }
    // The iPadOS 18 sidebar has a border on its trailing edge (UK26-FTB `sidebarBorderWidth`);
    // the floating glass panel of 26 has none.
    return LayoutNode(role: .tabBarSidebar, frame: frame, attributes: [.floating: .bool(floating)],
                      payload: floating ? nil : .border(.maxX), children: headers + rows + extra)
}
