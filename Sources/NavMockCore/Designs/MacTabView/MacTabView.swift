// The Mac's tab bar: a tab view (`NSTabView`) in a window, its tabs a segmented row centred on the
// top edge of the tab view's box, each sized to its title; tabs that do not fit go into an
// overflow menu behind a chevron (metrics §6; numbers in MacTabViewMetrics).

/// The macOS tab view.
func macTabView(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let m = MacTabViewMetrics.table(for: env.tabBarDesign)
    let W = env.screenSize.width, H = env.screenSize.height
    let style = TextStyle(size: m.titleSize, weight: spec.accessibility.boldText ? .bold : .regular, locale: env.locale)
    let box = Rect(x: m.sideMargin, y: m.topMargin + m.rowHeight / 2, width: max(0, W - 2 * m.sideMargin),
                   height: max(0, H - m.topMargin - m.rowHeight / 2 - m.sideMargin))
    let shownTabs = tb.items.indices.filter { !tb.items[$0].isHidden }
    // SF Pro's width where the title is set in NavMock's Inter (Latin script); other scripts are
    // set in fonts as wide as the system's (Noto CJK and PingFang are both full-width).
    func sfWidth(_ t: String) -> Double {
        let w = measuring.measure(t, style: style).width
        return t.unicodeScalars.allSatisfy { $0.value <= MacTabViewMetrics.latinScalarLimit } ? w * m.titleWidthFactor : w
    }
    let widths = shownTabs.map { max(m.minSegmentWidth, sfWidth(tb.items[$0].title ?? "") + 2 * m.titlePadding) }
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
    let row = Rect(x: ((W - rowWidth) / 2).rounded(), y: m.topMargin, width: rowWidth, height: m.rowHeight)
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
    let canvas = Rect(x: 0, y: 0, width: W, height: (row.maxY + MacTabViewMetrics.canvasBelowRow).rounded(.up))
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
