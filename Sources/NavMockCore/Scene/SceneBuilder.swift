/// Builds the display list for a laid-out spec: backdrop, tab bar, status bar and home indicator.
/// Pure Swift; all colours are resolved here for the spec's appearance. `images` (default none)
/// gives the colours of a backdrop image (``ImageSizing/colorGrid(of:)``), so that the glyphs on
/// glass and the home indicator over it follow its light and dark parts as they do over a flat
/// colour; without them an image backdrop reads as unknown (the appearance's defaults).
public func buildScene(_ spec: Spec, layout: Layout, images: (any ImageSizing)? = nil) -> Scene {
    let env = layout.environment
    let tree = layout.tree
    let ap = env.appearance
    let screen = Rect(origin: .zero, size: env.screenSize)
    var items: [SceneElement] = []
    let tabBar = tree.child(.tabBar)
    let design = tabBar?.tabBarDesign?.entry
    var backdrop = backdropItems(env.backdrop, screen: screen, colors: env.colors(env.accessibility), contentTop: env.safeArea.top,
                                 contentBottom: tabBar.flatMap { placeholderContentBottom($0, canvas: spec.canvas == .component ? layout.canvas : nil) })
    if let d = design { backdrop = d.backdrop(layout, backdrop) }
    // What the colour decisions read: an image's pixels as its colour grid's cells.
    let seen = sampledBackdrop(backdrop, images)

    if let tb = tabBar, let d = design {
        items += originalImages(d.scene(tb, env, seen), tabBar: tb)
    }
    if let pc = tree.child(.pageControl) {
        items += pageControlItems(pc, env: env)
    }
    items += statusBarItems(tree, env: env)
    items += modalItems(tree, env: env)
    if let h = tree.child(.homeIndicator)?.frame {
        // Dark over light content, light over dark; one colour over a classic bar's material
        // (HomeIndicatorScene.swift). An appearance's bar colour lies between the backdrop and the
        // indicator (AppearanceScene.swift).
        let under = seen + appearanceUnderlay(layout, tabBar: tabBar)
        items.append(SceneElementID(.homeIndicator), .fill(.capsule(h), homeIndicatorPaint(h, backdrop: under, material: materialTint(under: h, items), ap)))
    }
    let titles = spec.tabBar?.items.compactMap(\.title) ?? []
    let designName = env.tabBarDesign.entry.name
    var summary = "\(env.platform.rawValue) \(env.osVersion)"
    if let d = env.device { summary += " on \(d.name)" }
    summary += ", \(env.orientation.rawValue), \(ap.rawValue)"
    if env.layoutDirection == .rightToLeft { summary += ", right-to-left" }
    if let tbs = spec.tabBar {
        summary += ": \(designName) tab bar with \(tbs.items.count) tab\(tbs.items.count == 1 ? "" : "s")"
        if !titles.isEmpty { summary += " (" + titles.joined(separator: ", ") + ")" }
        let sel = tbs.items[tbs.selectedIndex]
        summary += "; selected: \(sel.title ?? "tab \(tbs.selectedIndex + 1)")"
        let badges = tbs.items.compactMap { i in i.badgeValue.map { "\(i.title ?? "tab"): \($0.isEmpty ? "dot" : $0)" } }
        if !badges.isEmpty { summary += "; badges: " + badges.joined(separator: ", ") }
        if tbs.state.scrollEdge { summary += "; at the scroll edge" }
        if tbs.drawsMinimized { summary += "; minimized" }
        if tabBar?.isSearchExpanded == true { summary += "; tabs collapsed, search field shown" }
        if let a = tbs.bottomAccessory { summary += "; bottom accessory: \(a.title)" }
        if let tl = tabBar, !tl.overflowIndices.isEmpty, tl.componentCanvas == nil { summary += "; \(tl.overflowIndices.count) tabs in More" }
        if let tl = tabBar { summary += platformTabBarSummary(tl, spec: tbs) }
        if tbs.state.moreListVisible { summary += "; More list shown" }
        if let i = tbs.state.largeContentItem { summary += "; Large Content Viewer: \(tbs.items[i].title ?? "tab \(i + 1)")" }
    }
    if let pc = tree.child(.pageControl) { summary += (spec.tabBar != nil ? "; " : ": ") + pageControlSummary(pc) }
    if spec.modal { summary += "; covered by a modal sheet" }
    let title = spec.title ?? (spec.tabBar != nil ? "\(designName) tab bar, \(env.platform.rawValue) \(env.osVersion)"
        : spec.pageControl != nil ? "Page control, \(env.platform.rawValue) \(env.osVersion)" : "NavMock mockup")
    return Scene(size: layout.canvas.size, origin: layout.canvas.origin, backdrop: backdrop, elements: items,
                 title: title, summary: summary, scale: layout.scale)
}

/// The status bar the layout placed on the root's payload (iPhone and iPad screens): the time,
/// the battery with its level and cap, the signal bars and the Dynamic Island, in the label colour.
func statusBarItems(_ root: LayoutNode, env: Environment) -> [SceneElement] {
    guard case .screen(let bar?, _)? = root.payload else { return [] }
    let m = StatusBarMetricTable.iOS
    let fg = SystemColor.label.color(in: env.appearance)
    var out: [SceneItem] = [.text(bar.time, fg)]
    out.append(.stroke(.roundedRect(bar.battery.insetBy(dx: 0.5, dy: 0.5), radius: m.batteryRadius), fg.withAlphaMultiplied(by: m.outlineAlpha), width: 1))
    out.append(.fill(.roundedRect(bar.battery.insetBy(dx: 2, dy: 2), radius: 2), .solid(fg)))
    out.append(.fill(.roundedRect(bar.cap, radius: m.capRadius), .solid(fg.withAlphaMultiplied(by: m.outlineAlpha))))
    for s in bar.signal { out.append(.fill(.roundedRect(s, radius: 1), .solid(fg))) }
    if let i = bar.island { out.append(.fill(.capsule(i), .solid(.black))) }
    return out.tagged(.statusBar)
}

/// The modal sheet the layout placed on the root's payload: the dimmed screen, the sheet in the
/// system background colour and its grabber.
func modalItems(_ root: LayoutNode, env: Environment) -> [SceneElement] {
    guard case .screen(_, let s?)? = root.payload else { return [] }
    let m = ModalSheetMetricTable.iOS
    let dim = env.appearance == .light ? m.dimLight : m.dimDark
    let sheet = env.appearance == .light ? SystemColor.systemBackground.color(in: .light) : SystemColor.secondarySystemBackground.color(in: .dark)
    return [
        .fill(.rect(s.dimmed), .solid(dim)),
        .fill(.roundedRect(s.sheet, radius: m.cornerRadius), .solid(sheet)),
        .fill(.capsule(s.grabber), .solid(SystemColor.tertiaryLabel.color(in: env.appearance))),
    ].tagged(.modal)
}

/// Where placeholder rows, lines and tiles end, in points from the top of the screen: above what a
/// classic bottom tab bar draws (its hairline included) by the reach of its material's blur
/// (``ClassicTabBarMetrics/materialBlurReach`` × ``ClassicTabBarMetrics/materialBlur``), so the material picks none of it up, as a list
/// scrolled to its end stops above the bar. Without it a row cut by the top of a component canvas
/// showed as a coloured strip above the bar, and a thumbnail as a coloured blur behind the first tab.
/// `nil` (content runs to the bottom of the screen) for Liquid Glass, which is drawn to show the
/// content through it, and for bars with a canvas of their own (top bars, sidebars, ornaments).
/// With a component `canvas` (a rect in screen points) that starts higher, for a page control above
/// the bar, content ends at the canvas's top instead, so no row is cut there either.
func placeholderContentBottom(_ tabBar: LayoutNode, canvas: Rect?) -> Double? {
    guard tabBar.tabBarDesign == .classic, tabBar.componentCanvas == nil else { return nil }
    let end = max(0, tabBar.extent.drawnBounds.minY.rounded(.down) - ClassicTabBarMetrics.materialBlurReach * ClassicTabBarMetrics.materialBlur)
    return min(end, canvas?.minY ?? end)
}

/// The backdrop's display list over the whole screen (only the part under the canvas matters).
/// Placeholder content starts `contentTop` points and ends `contentBottom` points from the top of
/// the screen (a row, line or tile that would cross `contentBottom` is left out); `nil` (the
/// default): it runs on past the bottom of the screen.
func backdropItems(_ b: Backdrop, screen: Rect, colors context: ColorContext, contentTop: Double,
                   contentBottom: Double? = nil) -> [SceneItem] {
    let ap = context.appearance
    let bg = SystemColor.systemBackground.color(in: ap)
    switch b {
    case .color(let c):
        return [.fill(.rect(screen), .solid(c.resolved(in: context)))]
    case .gradient(let colors, let angle):
        let rad = angle * Double.pi / 180
        // angle 0 = upward, 90 = to the right, 180 = downward (CSS convention).
        let dx = sin(rad), dy = -cos(rad)
        let half = (abs(dx) * screen.width + abs(dy) * screen.height) / 2
        let c = screen.center
        let stops = colors.enumerated().map { GradientStop(offset: Double($0.offset) / Double(colors.count - 1), color: $0.element.resolved(in: context)) }
        return [.fill(.rect(screen), .linear(from: Point(x: c.x - dx * half, y: c.y - dy * half),
                                             to: Point(x: c.x + dx * half, y: c.y + dy * half), stops: stops))]
    case .image(let f):
        return [.fill(.rect(screen), .solid(bg)), .image(f, frame: screen)]
    case .content(let kind):
        return [.fill(.rect(screen), .solid(bg))] + placeholder(kind, screen: screen, appearance: ap, top: contentTop, bottom: contentBottom)
    }
}

/// Deterministic placeholder content: rows, text, tiles or a photo-like composition, between
/// `top` and `bottom` (points from the top of the screen; rows, lines and tiles end above `bottom`;
/// `nil`: they run on past the bottom of the screen, cut by it; the photo fills the screen).
func placeholder(_ kind: PlaceholderContent, screen: Rect, appearance ap: Appearance, top: Double, bottom: Double?) -> [SceneItem] {
    let bottom = bottom ?? .infinity
    let m = PlaceholderMetricTable.standard
    let ink = ap == .light ? m.inkLight : m.inkDark
    let faint = ap == .light ? m.faintLight : m.faintDark
    let palette = m.palette
    var out: [SceneItem] = []
    let W = screen.width, H = screen.height
    switch kind {
    case .plain:
        break
    case .list:
        var y = top + m.listTop, i = 0
        while y < H && y + m.listPitch <= bottom {
            let c = Color(hex: palette[i % palette.count], alpha: ap == .light ? m.thumbAlphaLight : m.thumbAlphaDark)
            out.append(.fill(.roundedRect(Rect(x: m.thumbX, y: y, width: m.thumbSide, height: m.thumbSide), radius: m.thumbRadius), .solid(c)))
            let w1 = (W - m.listTextRoom) * (m.listWidthBase + m.listWidthRange * Double((i * m.listVaryFactor) % m.listVaryModulus) / Double(m.listVaryModulus))
            out.append(.fill(.roundedRect(Rect(x: m.listTextX, y: y + m.line1Top, width: w1, height: m.line1Height), radius: m.line1Radius), .solid(ink)))
            out.append(.fill(.roundedRect(Rect(x: m.listTextX, y: y + m.line2Top, width: w1 * m.line2Fraction, height: m.line2Height), radius: m.line2Radius),
                             .solid(faint)))
            out.append(.fill(.rect(Rect(x: m.listTextX, y: y + m.separatorTop, width: W - m.listTextX, height: m.separatorHeight)), .solid(faint)))
            y += m.listPitch; i += 1
        }
    case .text:
        var y = top + m.textTop, i = 0
        let last = m.textLinesPerParagraph - 1
        while y < H && y + m.textLineHeight <= bottom {
            let w = i % m.textLinesPerParagraph == last ? (W - 2 * m.textMargin) * m.textShortFraction
                : (W - 2 * m.textMargin) * (m.textLongBase + m.textLongRange * Double((i * m.textVaryFactor) % m.textVaryModulus) / Double(m.textVaryModulus))
            out.append(.fill(.roundedRect(Rect(x: m.textMargin, y: y, width: w, height: m.textLineHeight), radius: m.textLineRadius), .solid(ink)))
            y += i % m.textLinesPerParagraph == last ? m.textParagraphPitch : m.textPitch; i += 1
        }
    case .prose:
        out += proseBackdrop(screen: screen, appearance: ap, top: top, bottom: bottom)
    case .grid:
        let cols = max(2, Int(W / m.gridColumnWidth)), gap = m.gridGap
        let side = (W - gap * Double(cols + 1)) / Double(cols)
        var y = top + gap, i = 0
        while y < H && y + side <= bottom {
            for c in 0..<cols {
                let col = Color(hex: palette[(i + c * m.gridColorStep) % palette.count], alpha: m.tileAlpha)
                out.append(.fill(.roundedRect(Rect(x: gap + Double(c) * (side + gap), y: y, width: side, height: side), radius: m.gridTileRadius), .solid(col)))
            }
            y += side + gap; i += 1
        }
    case .photo:
        let sky = ap == .light ? m.skyLight : m.skyDark
        out.append(.fill(.rect(screen), .linear(from: Point(x: 0, y: 0), to: Point(x: 0, y: H),
                                                 stops: [GradientStop(offset: 0, color: sky[0]), GradientStop(offset: 1, color: sky[1])])))
        out.append(.fill(.ellipse(Rect(x: W * m.sunX, y: H * m.sunY, width: W * m.sunSide, height: W * m.sunSide)), .solid(m.sun)))
        for h in m.hills {
            out.append(.fill(.ellipse(Rect(x: W * h.x, y: H * h.y, width: W * h.width, height: H * h.height)),
                             .solid(Color(hex: ap == .light ? h.light : h.dark))))
        }
    }
    return out
}

import Foundation

/// `items` with every icon drawn for a node of `tabBar` that draws its image in its own colours
/// (``LayoutNode/drawsOriginalImage``) turned into ``SceneItem/originalIcon(_:frame:mirrored:)``:
/// whatever tint a design chose for the item's state, UIKit does not apply it to an
/// `alwaysOriginal` image (issue 41 item 4). One place for every design.
func originalImages(_ items: [SceneElement], tabBar: LayoutNode) -> [SceneElement] {
    var ids = Set<SceneElementID>()
    func collect(_ n: LayoutNode) {
        if n.drawsOriginalImage { ids.insert(n.elementID) }
        n.children.forEach(collect)
    }
    collect(tabBar)
    guard !ids.isEmpty else { return items }
    return items.map { e in
        guard ids.contains(e.id), let icon = e.item.icon else { return e }
        return SceneElement(e.id, .originalIcon(icon.image, frame: icon.frame, mirrored: icon.mirrored))
    }
}
