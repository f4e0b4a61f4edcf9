/// Builds the display list for a laid-out spec: backdrop, tab bar, status bar and home indicator.
/// Pure Swift; all colours are resolved here for the spec's appearance.
public func buildScene(_ spec: Spec, layout: Layout) -> Scene {
    let env = layout.environment
    let tree = layout.tree
    let ap = env.appearance
    let screen = Rect(origin: .zero, size: env.screenSize)
    var items: [SceneItem] = []
    let tabBar = tree.child(.tabBar)
    var backdrop = partsBackdrop(layout, tabBar: tabBar, backdropItems(spec.backdrop, screen: screen, colors: env.colors(spec.accessibility), contentTop: env.safeArea.top))
    if tabBar?.tabBarDesign == .mac && spec.$backdrop == nil {
        // A Mac tab view sits on the window's background unless the spec says what is behind it.
        backdrop = [.fill(.rect(screen), .solid(ap == .light ? MacTabViewMetrics.windowLight : MacTabViewMetrics.windowDark))]
    }

    if let tb = tabBar, let tbs = spec.tabBar {
        switch tb.tabBarDesign {
        case .classic?, .liquidGlass?: items += tabBarItems(tb, spec: tbs, env: env, accessibility: spec.accessibility, backdrop: backdrop)
        default: items += partsTabBarItems(tb, spec: tbs, env: env, accessibility: spec.accessibility, backdrop: backdrop)
            + padAccessoryItems(tb, env: env, accessibility: spec.accessibility)   // issue 14 §10
        }
    }
    if let pc = tree.child(.pageControl), let pcs = spec.pageControl {
        items += pageControlItems(pc, spec: pcs, env: env, accessibility: spec.accessibility)
    }
    if spec.canvas == .screen {
        items += statusBarItems(env: env)
    }
    if spec.modal {
        items += modalItems(env: env)
    }
    if let h = tree.child(.homeIndicator)?.frame {
        // Dark over light content, light over dark (GlassAdaptive.swift).
        // An appearance's bar colour lies between the backdrop and the indicator (AppearanceScene.swift).
        let under = backdrop + appearanceUnderlay(layout, tabBar: tabBar, spec: spec)
        items.append(.fill(.capsule(h), .solid(homeIndicatorColor(h, backdrop: under, ap))))
    }
    let titles = spec.tabBar?.items.compactMap(\.title) ?? []
    let design: String
    switch env.tabBarDesign {
    case .liquidGlass: design = "Liquid Glass"
    case .classic: design = "classic"
    case .padFloating: design = "iPadOS 18 floating"
    case .padGlass: design = "iPadOS Liquid Glass"
    case .tv: design = "tvOS"
    case .vision: design = "visionOS ornament"
    case .mac: design = "macOS tab view"
    }
    var summary = "\(env.platform.rawValue) \(env.osVersion)"
    if let d = env.device { summary += " on \(d.name)" }
    summary += ", \(env.orientation.rawValue), \(ap.rawValue)"
    if env.layoutDirection == .rightToLeft { summary += ", right-to-left" }
    if let tbs = spec.tabBar {
        summary += ": \(design) tab bar with \(tbs.items.count) tab\(tbs.items.count == 1 ? "" : "s")"
        if !titles.isEmpty { summary += " (" + titles.joined(separator: ", ") + ")" }
        let sel = tbs.items[tbs.selectedIndex]
        summary += "; selected: \(sel.title ?? "tab \(tbs.selectedIndex + 1)")"
        let badges = tbs.items.compactMap { i in i.badgeValue.map { "\(i.title ?? "tab"): \($0.isEmpty ? "dot" : $0)" } }
        if !badges.isEmpty { summary += "; badges: " + badges.joined(separator: ", ") }
        if tbs.state.scrollEdge { summary += "; at the scroll edge" }
        if tbs.drawsMinimized { summary += "; minimized" }
        if let a = tbs.bottomAccessory { summary += "; bottom accessory: \(a.title)" }
        if let tl = tabBar, !tl.overflowIndices.isEmpty, tl.componentCanvas == nil { summary += "; \(tl.overflowIndices.count) tabs in More" }
        if let tl = tabBar { summary += partsSummary(tl, spec: tbs) }
        if tbs.state.moreListVisible { summary += "; More list shown" }
        if let i = tbs.state.largeContentItem { summary += "; Large Content Viewer: \(tbs.items[i].title ?? "tab \(i + 1)")" }
    }
    if let pc = tree.child(.pageControl) { summary += (spec.tabBar != nil ? "; " : ": ") + pageControlSummary(pc) }
    if spec.modal { summary += "; covered by a modal sheet" }
    let title = spec.title ?? (spec.tabBar != nil ? "\(design) tab bar, \(env.platform.rawValue) \(env.osVersion)"
        : spec.pageControl != nil ? "Page control, \(env.platform.rawValue) \(env.osVersion)" : "NavMock mockup")
    return Scene(size: layout.canvas.size, origin: layout.canvas.origin, backdrop: backdrop, items: items,
                 title: title, summary: summary, scale: layout.scale)
}

/// The iPhone bars (classic and Liquid Glass) from the tab bar's node of the layout tree.
func tabBarItems(_ tb: LayoutNode, spec: TabBarSpec, env: Environment, accessibility a11y: AccessibilitySettings,
                 backdrop: [SceneItem] = []) -> [SceneItem] {
    let env = barEnvironment(env, spec)  // SwiftUI toolbarColorScheme (AppearanceScene.swift)
    let active = spec.activeAppearance(env)  // UITabBarAppearance (AppearanceLayout.swift, AppearanceScene.swift)
    let ap = env.appearance
    let colors = env.colors(a11y)
    var out: [SceneItem] = []
    let tint = (spec.tintColor ?? .system(.systemBlue)).resolved(in: colors)
    let label = SystemColor.label.color(in: ap)
    let unselected: Color
    // Reduce Transparency: glass and material become opaque (the system's opaque chrome colours).
    let chrome = ChromeMetricTable.standard
    let opaqueChrome = chrome.opaque(ap)
    let contrastBorder = chrome.contrastBorder(ap)

    if let ml = tb.child(.tabBarMoreList) {
        out.append(.fill(.rect(Rect(origin: .zero, size: env.screenSize)), .solid(SystemColor.systemBackground.color(in: ap))))
        if let t = ml.title { out.append(.text(t, label)) }
        let sep = SystemColor.separator.color(in: ap)
        for r in ml.children(.tabBarMoreListRow) {
            if let i = r.icon, let img = i.image { out.append(.icon(img, frame: i.frame, color: tint, mirrored: i.isImageMirrored)) }
            if let t = r.title { out.append(.text(t, label)) }
            if let c = r.chevron {
                out.append(.icon(c.image, frame: c.frame, color: SystemColor.tertiaryLabel.color(in: ap), mirrored: c.mirrored))
            }
            let m = MoreListMetricTable.iOS
            let inset = m.textInset(hasIcon: r.icon != nil), h = m.separatorHeight
            let line = env.layoutDirection == .rightToLeft ? Rect(x: 0, y: r.frame.maxY - h, width: r.frame.width - inset, height: h)
                                                            : Rect(x: inset, y: r.frame.maxY - h, width: r.frame.width - inset, height: h)
            out.append(.fill(.rect(line), .solid(sep)))
        }
    }

    func glassCapsule(_ shape: SceneShape) {
        out += liquidGlassItems(shape, ap, reduceTransparency: a11y.reduceTransparency, opaque: opaqueChrome,
                                contrastBorder: a11y.increaseContrast ? contrastBorder : nil)
    }

    switch tb.tabBarDesign ?? .classic {
    case .classic:
        unselected = spec.unselectedItemTintColor?.resolved(in: colors)
            ?? (a11y.increaseContrast ? label.withAlpha(ap == .light ? chrome.contrastUnselectedAlphaLight : chrome.contrastUnselectedAlphaDark)
                : (ap == .light ? ClassicTabBarMetrics.unselectedLight : ClassicTabBarMetrics.unselectedDark))
        if let active {
            out += appearanceBackground(active.background, tb: tb, colors: colors, a11y: a11y)
        } else if tb.drawsBackground {
            if a11y.reduceTransparency {
                out.append(.fill(.rect(tb.backgroundFrame), .solid(opaqueChrome)))
            } else {
                out.append(.glass(.rect(tb.backgroundFrame),
                                  tint: ap == .light ? ClassicTabBarMetrics.materialLight : ClassicTabBarMetrics.materialDark,
                                  blur: ClassicTabBarMetrics.materialBlur))
            }
            var hair = ap == .light ? ClassicTabBarMetrics.hairlineLight : ClassicTabBarMetrics.hairlineDark
            if a11y.increaseContrast { hair = contrastBorder.withAlpha(min(1, hair.alpha * 2)) }
            out.append(.hairline(y: tb.frame.minY, x0: tb.frame.minX, x1: tb.frame.maxX, color: hair))
        }
    case .padFloating, .padGlass, .tv, .vision, .mac:
        // Drawn by partsTabBarItems; nothing of the iPhone chrome applies.
        unselected = spec.unselectedItemTintColor?.resolved(in: colors) ?? label
    case .liquidGlass:
        let m = GlassTabBarMetrics.self
        unselected = spec.unselectedItemTintColor?.resolved(in: colors) ?? adaptiveGlassForeground(under: tb.frame, backdrop: backdrop, ap) ?? label
        let shapes = liquidGlassShapes(tb)
        out.append(liquidGlassShadow(shapes, ap))
        shapes.forEach(glassCapsule)
        if let active { out += glassAppearanceBackground(active.background, tb: tb, colors: colors) }
        if let s = tb.child(.tabBarSelection)?.frame { out.append(.fill(.capsule(s), .solid(ap == .light ? m.pillLight : m.pillDark))) }
        if let a = tb.child(.tabBarAccessory) {
            out += accessoryContentItems(a, ap)
        }
    }
    if active != nil { out += selectionIndicatorItems(tb, spec: spec, env: env, colors: colors) }
    var all = tb.items
    if let s = tb.searchButton { all.append(s) }
    for it in all {
        var color = it.isSelected ? tint : unselected
        // Disabled tabs are drawn at about a third of their colour's opacity (UIKit dims them).
        if !it.isEnabled { color = color.withAlphaMultiplied(by: chrome.disabledAlpha) }
        let custom = active == nil ? (icon: nil, title: nil) : appearanceItemColors(it, tb: tb, spec: spec, env: env, colors: colors)
        if let icon = it.icon, let img = icon.image {
            let f = icon.frame
            let glass = tb.tabBarDesign == .liquidGlass
            let iconColor = custom.icon ?? (glass && !it.isSelected && it.isEnabled
                ? liquidGlassIconColor(title: color, under: tb.frame, backdrop: backdrop, ap) : color)
            if glass && it.isEnabled && img.symbolName != nil {
                out.append(.emboldenedIcon(img, frame: f, color: iconColor, mirrored: icon.isImageMirrored, outline: LiquidGlassMetrics.symbolOutline))
            } else {
                out.append(.icon(img, frame: f, color: iconColor, mirrored: icon.isImageMirrored))
            }
        }
        if let t = it.title { out.append(.text(t, custom.title ?? color)) }
    }
    out += focusRingItems(tb, spec: spec, env: env, tint: tint)
    // Badges last: never covered or clipped by the bar, its glass or a neighbour.
    out += active == nil ? badgeItems(tb.items, colors) : appearanceBadgeItems(tb, spec: spec, env: env, colors: colors)
    if let lc = tb.child(.tabBarLargeContent) { out += largeContentItems(lc, ap, a11y) }
    return out
}

/// The Large Content Viewer's panel, icon and title (the same on every platform that has it),
/// from its node (`tabBar.largeContent`).
func largeContentItems(_ lc: LayoutNode, _ ap: Appearance, _ a11y: AccessibilitySettings) -> [SceneItem] {
    let label = SystemColor.label.color(in: ap)
    let m = ChromeMetricTable.standard
    let panel = (ap == .light ? m.largeContentPanelLight : m.largeContentPanelDark).withAlpha(a11y.reduceTransparency ? 1 : m.largeContentPanelAlpha)
    var out: [SceneItem] = [
        .shadow(.roundedRect(lc.frame, radius: GlassStateMetrics.largeContentRadius), m.largeContentShadow, radius: m.largeContentShadowRadius),
        .fill(.roundedRect(lc.frame, radius: GlassStateMetrics.largeContentRadius), .solid(panel)),
    ]
    if let i = lc.icon, let img = i.image { out.append(.icon(img, frame: i.frame, color: label, mirrored: i.isImageMirrored)) }
    if let t = lc.title { out.append(.text(t, label)) }
    return out
}

func statusBarItems(env: Environment) -> [SceneItem] {
    guard env.platform == .iOS || env.platform == .iPadOS, env.safeArea.top > 0 else { return [] }
    let m = StatusBarMetricTable.iOS
    let fg = SystemColor.label.color(in: env.appearance)
    let top = env.safeArea.top
    var out: [SceneItem] = []
    let style = TextStyle(size: m.timeSize, weight: .semibold, locale: "en")
    // "9:41", Apple's marketing time, centred in the leading ear.
    let y = min(top, m.maxBandHeight) / 2 + m.baselineBelowMid
    let timeWidth = m.timeWidth
    let cx = env.screenSize.width * m.timeCenterFraction
    out.append(.text(TextLayout(text: "9:41", style: style, baselineOrigin: Point(x: cx - timeWidth / 2, y: y),
                                frame: Rect(x: cx - timeWidth / 2, y: y - m.timeAscent, width: timeWidth, height: m.timeBoxHeight),
                                truncated: false, tightened: false), fg))
    // Battery: outline, level and cap, in the trailing ear.
    let bx = env.screenSize.width * m.batteryXFraction
    let body = Rect(x: bx, y: y - m.batteryTopAboveBaseline, width: m.batteryWidth, height: m.batteryHeight)
    out.append(.stroke(.roundedRect(body.insetBy(dx: 0.5, dy: 0.5), radius: m.batteryRadius), fg.withAlphaMultiplied(by: m.outlineAlpha), width: 1))
    out.append(.fill(.roundedRect(body.insetBy(dx: 2, dy: 2), radius: 2), .solid(fg)))
    out.append(.fill(.roundedRect(Rect(x: body.maxX + 1, y: body.midY - m.capHeight / 2, width: m.capWidth, height: m.capHeight), radius: m.capRadius),
                     .solid(fg.withAlphaMultiplied(by: m.outlineAlpha))))
    // Signal bars.
    for i in 0..<m.signalBars {
        let h = m.signalHeight + Double(i) * m.signalStep
        out.append(.fill(.roundedRect(Rect(x: bx - m.signalOffset + Double(i) * m.signalPitch, y: y - 1 - h, width: m.signalWidth, height: h), radius: 1),
                         .solid(fg)))
    }
    if top >= m.islandMinSafeTop {
        out.append(.fill(.capsule(Rect(x: (env.screenSize.width - m.islandWidth) / 2, y: m.islandTop, width: m.islandWidth, height: m.islandHeight)),
                         .solid(.black)))
    }
    return out
}

func modalItems(env: Environment) -> [SceneItem] {
    let m = ModalSheetMetricTable.iOS
    let W = env.screenSize.width, H = env.screenSize.height
    let top = max(env.safeArea.top, m.minSafeTop) + m.topGap
    let dim = env.appearance == .light ? m.dimLight : m.dimDark
    let sheet = env.appearance == .light ? SystemColor.systemBackground.color(in: .light) : SystemColor.secondarySystemBackground.color(in: .dark)
    return [
        .fill(.rect(Rect(x: 0, y: 0, width: W, height: H)), .solid(dim)),
        .fill(.roundedRect(Rect(x: 0, y: top, width: W, height: H - top + m.bottomOverhang), radius: m.cornerRadius), .solid(sheet)),
        .fill(.capsule(Rect(x: (W - m.grabberWidth) / 2, y: top + m.grabberTop, width: m.grabberWidth, height: m.grabberHeight)),
              .solid(SystemColor.tertiaryLabel.color(in: env.appearance))),
    ]
}

/// The backdrop's display list over the whole screen (only the part under the canvas matters).
func backdropItems(_ b: Backdrop, screen: Rect, colors context: ColorContext, contentTop: Double) -> [SceneItem] {
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
        return [.fill(.rect(screen), .solid(bg))] + placeholder(kind, screen: screen, appearance: ap, top: contentTop)
    }
}

/// Deterministic placeholder content: rows, text, tiles or a photo-like composition.
func placeholder(_ kind: PlaceholderContent, screen: Rect, appearance ap: Appearance, top: Double) -> [SceneItem] {
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
        while y < H {
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
        while y < H {
            let w = i % m.textLinesPerParagraph == last ? (W - 2 * m.textMargin) * m.textShortFraction
                : (W - 2 * m.textMargin) * (m.textLongBase + m.textLongRange * Double((i * m.textVaryFactor) % m.textVaryModulus) / Double(m.textVaryModulus))
            out.append(.fill(.roundedRect(Rect(x: m.textMargin, y: y, width: w, height: m.textLineHeight), radius: m.textLineRadius), .solid(ink)))
            y += i % m.textLinesPerParagraph == last ? m.textParagraphPitch : m.textPitch; i += 1
        }
    case .prose:
        out += proseBackdrop(screen: screen, appearance: ap, top: top)
    case .grid:
        let cols = max(2, Int(W / m.gridColumnWidth)), gap = m.gridGap
        let side = (W - gap * Double(cols + 1)) / Double(cols)
        var y = top + gap, i = 0
        while y < H {
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
