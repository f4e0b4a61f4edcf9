// The Mac's tab bar: a tab view (`NSTabView`) in a window, its tabs a segmented row centred on the
// top edge of the tab view's box, each sized to its title; tabs that do not fit go into an
// overflow menu behind a chevron (metrics §6; numbers in MacTabViewMetrics). With `"tabPosition":
// "bottom"` (NSTabView.TabPosition.bottom) the row sits on the box's bottom edge instead, as far
// from the window's bottom as the top row is from its top (the HIG's tab views: the tabbed
// control may sit on any side; AppKit mirrors the same control, confidence A for the placement,
// the same estimated margins as the top row).

/// The macOS tab view.
func macTabView(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    // SwiftUI's `sidebarAdaptable` on macOS always shows a sidebar (its documentation, A).
    if tb.tabViewStyle == .sidebarAdaptable { return platformSidebar(tb, spec: spec, env: env, measuring: measuring) }
    if tb.tabPosition == .left || tb.tabPosition == .right { return macSideTabView(tb, spec: spec, env: env, measuring: measuring) }
    let m = MacTabViewMetrics.table(for: env.tabBarDesign)
    let W = env.screenSize.width, H = env.screenSize.height
    let style = TextStyle(size: m.titleSize, weight: spec.accessibility.boldText ? .bold : .regular, locale: env.locale)
    let onBottom = tb.tabPosition == .bottom
    // The row's top edge; the box runs from the row's middle to the far side, `sideMargin` inside the window.
    let rowY = onBottom ? H - m.topMargin - m.rowHeight : m.topMargin
    let boxHeight = max(0, H - m.topMargin - m.rowHeight / 2 - m.sideMargin)
    let box = Rect(x: m.sideMargin, y: onBottom ? m.sideMargin : m.topMargin + m.rowHeight / 2, width: max(0, W - 2 * m.sideMargin),
                   height: boxHeight)
    let shownTabs = tb.items.indices.filter { !tb.items[$0].isHidden }
    let widths = macSegmentLengths(shownTabs, tb, m, style, measuring)
    let available = box.width - (m.overflowButtonBeyondBox ? 0 : 2 * MacTabViewMetrics.rowSideClearance)
    var shown: [(Int, Double)] = []
    var overflow: [Int] = []
    if widths.reduce(0, +) <= available {
        shown = Array(zip(shownTabs, widths))
    } else {
        var total = m.overflowButtonBeyondBox ? 0 : m.chevronWidth
        for (i, w) in zip(shownTabs, widths) {
            if overflow.isEmpty && total + w <= available { shown.append((i, w)); total += w } else { overflow.append(i) }
        }
    }
    let rowWidth = shown.reduce(0) { $0 + $1.1 } + (overflow.isEmpty ? 0 : m.chevronWidth)
    let row = Rect(x: ((W - rowWidth) / 2).rounded(), y: rowY, width: rowWidth, height: m.rowHeight)
    var x = row.minX
    var items: [LayoutNode] = []
    for (i, w) in shown {
        let frame = Rect(x: x, y: row.minY, width: w, height: row.height)
        x += w
        let title = tb.items[i].title.map {
            capCenteredTitle($0, style: style, centerX: frame.midX, midY: frame.midY, maxWidth: w - 2 * m.titlePadding, measuring: measuring)
        }
        items.append(.item(index: i, isEnabled: tb.items[i].isEnabled, frame: frame, isSelected: i == tb.selectedIndex,
                           iconFrame: nil, image: nil, iconMirrored: false, title: title, badge: nil))
    }
    // The component canvas: the window's edge beside the row and as much of the box beyond it.
    let canvas: Rect
    if onBottom {
        let top = max(0, (row.minY - MacTabViewMetrics.canvasBelowRow).rounded(.down))
        canvas = Rect(x: 0, y: top, width: W, height: H - top)
    } else {
        canvas = Rect(x: 0, y: 0, width: W, height: (row.maxY + MacTabViewMetrics.canvasBelowRow).rounded(.up))
    }
    var parts = [LayoutNode(role: .tabBarBackground, frame: box)]
    if !overflow.isEmpty {
        let f = Rect(x: x, y: row.minY, width: m.chevronWidth, height: row.height)
        parts.append(.control((.tabBarOverflowButton, .tabBarOverflowButtonIcon, .tabBarOverflowButtonTitle), frame: f,
                              icon: IconSlot(frame: Rect(center: f.center, size: Size(width: MacTabViewMetrics.chevronSymbolSide, height: MacTabViewMetrics.chevronSymbolSide)),
                                             image: .symbol("chevron.forward.2"), mirrored: mirrorsIcon(.symbol("chevron.forward.2"), env: env)),
                              title: nil))
    }
    let selection = items.first(where: \.isSelected)?.frame.insetBy(dx: m.knobInset, dy: m.knobInset)
    var layout = LayoutNode.tabBar(design: env.tabBarDesign, frame: row, arrangement: .inline,
                                   extent: TabBarExtent(componentCanvas: canvas, drawsBar: true, drawnBounds: canvas),
                                   children: parts + (selection.map { [LayoutNode(role: .tabBarSelection, frame: $0)] } ?? []) + items)
    if !overflow.isEmpty { layout.attributes[.overflow] = .indices(overflow) }
    if env.layoutDirection == .rightToLeft { layout = layout.mirrored(aroundX: W / 2) }
    return layout
}

/// Each shown tab's segment length along the control (its width on the top or bottom edge, its
/// height on a side): the title's width in SF Pro plus `titlePadding` on each side, at least
/// `minSegmentWidth`. SF Pro's width where the title is set in NavMock's Inter (Latin script) is
/// Inter's × `titleWidthFactor`; other scripts are set in fonts as wide as the system's (Noto CJK
/// and PingFang are both full-width). The title is then fitted within the padding.
func macSegmentLengths(_ shownTabs: [Int], _ tb: TabBarSpec, _ m: MacTabViewMetrics, _ style: TextStyle, _ measuring: any TextMeasuring) -> [Double] {
    shownTabs.map { i in
        let t = tb.items[i].title ?? ""
        let w = measuring.measure(t, style: style).width
        let sf = t.unicodeScalars.allSatisfy { $0.value <= MacTabViewMetrics.latinScalarLimit } ? w * m.titleWidthFactor : w
        return max(m.minSegmentWidth, sf + 2 * m.titlePadding)
    }
}

/// The tab view with `"tabPosition": "left"` or `"right"` (`NSTabView.TabPosition`, A): the same
/// segmented control turned a quarter and centred on the box's left or right edge, as far from
/// the window's side as the top row is from its top. Turned as a replica of the Mac's tab view
/// turns it (macos_ui's `MacosTabView`, C): on the left counterclockwise (titles read bottom to top,
/// the first tab at the bottom), on the right clockwise (top to bottom, the first tab at the top).
/// The sides are the window's own: right to left does not swap them (estimate).
func macSideTabView(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let m = MacTabViewMetrics.table(for: env.tabBarDesign)
    let W = env.screenSize.width, H = env.screenSize.height
    let right = tb.tabPosition == .right
    let style = TextStyle(size: m.titleSize, weight: spec.accessibility.boldText ? .bold : .regular, locale: env.locale)
    let colX = right ? W - m.topMargin - m.rowHeight : m.topMargin
    let boxWidth = max(0, W - m.topMargin - m.rowHeight / 2 - m.sideMargin)
    let box = Rect(x: right ? m.sideMargin : m.topMargin + m.rowHeight / 2, y: m.sideMargin, width: boxWidth, height: max(0, H - 2 * m.sideMargin))
    let shownTabs = tb.items.indices.filter { !tb.items[$0].isHidden }
    let lengths = macSegmentLengths(shownTabs, tb, m, style, measuring)
    let available = box.height - (m.overflowButtonBeyondBox ? 0 : 2 * MacTabViewMetrics.rowSideClearance)
    var shown: [(Int, Double)] = []
    var overflow: [Int] = []
    if lengths.reduce(0, +) <= available {
        shown = Array(zip(shownTabs, lengths))
    } else {
        var total = m.overflowButtonBeyondBox ? 0 : m.chevronWidth
        for (i, w) in zip(shownTabs, lengths) {
            if overflow.isEmpty && total + w <= available { shown.append((i, w)); total += w } else { overflow.append(i) }
        }
    }
    let length = shown.reduce(0) { $0 + $1.1 } + (overflow.isEmpty ? 0 : m.chevronWidth)
    let column = Rect(x: colX, y: ((H - length) / 2).rounded(), width: m.rowHeight, height: length)
    // The control's leading end: the column's top on the right, its bottom on the left.
    var y = right ? column.minY : column.maxY
    func segment(_ len: Double) -> Rect {
        defer { y += right ? len : -len }
        return Rect(x: column.minX, y: right ? y : y - len, width: column.width, height: len)
    }
    var items: [LayoutNode] = []
    for (i, len) in shown {
        let frame = segment(len)
        let title = tb.items[i].title.map {
            capCenteredTitle($0, style: style, centerX: frame.midX, midY: frame.midY, maxWidth: len - 2 * m.titlePadding, measuring: measuring)
                .turned(clockwise: right, about: frame.center)
        }
        items.append(.item(index: i, isEnabled: tb.items[i].isEnabled, frame: frame, isSelected: i == tb.selectedIndex,
                           iconFrame: nil, image: nil, iconMirrored: false, title: title, badge: nil))
    }
    var parts = [LayoutNode(role: .tabBarBackground, frame: box)]
    if !overflow.isEmpty {
        let f = segment(m.chevronWidth)
        parts.append(.control((.tabBarOverflowButton, .tabBarOverflowButtonIcon, .tabBarOverflowButtonTitle), frame: f,
                              icon: IconSlot(frame: Rect(center: f.center, size: Size(width: MacTabViewMetrics.chevronSymbolSide, height: MacTabViewMetrics.chevronSymbolSide)),
                                             image: .symbol("chevron.forward.2"), mirrored: false),
                              title: nil))
    }
    // The component canvas: the window's side beside the column and as much of the box beyond it.
    let canvas: Rect
    if right {
        let left = max(0, (column.minX - MacTabViewMetrics.canvasBelowRow).rounded(.down))
        canvas = Rect(x: left, y: 0, width: W - left, height: H)
    } else {
        canvas = Rect(x: 0, y: 0, width: min(W, (column.maxX + MacTabViewMetrics.canvasBelowRow).rounded(.up)), height: H)
    }
    let selection = items.first(where: \.isSelected)?.frame.insetBy(dx: m.knobInset, dy: m.knobInset)
    var layout = LayoutNode.tabBar(design: env.tabBarDesign, frame: column, arrangement: .vertical,
                                   extent: TabBarExtent(componentCanvas: canvas, drawsBar: true, drawnBounds: canvas),
                                   children: parts + (selection.map { [LayoutNode(role: .tabBarSelection, frame: $0)] } ?? []) + items)
    if !overflow.isEmpty { layout.attributes[.overflow] = .indices(overflow) }
    return layout
}
