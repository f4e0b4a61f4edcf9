/// Builds the display list for a laid-out spec: backdrop, tab bar, status bar and home indicator.
/// Pure Swift; all colours are resolved here for the spec's appearance.
public func buildScene(_ spec: Spec, layout: Layout) -> Scene {
    let env = layout.environment
    let ap = env.appearance
    let screen = Rect(origin: .zero, size: env.screenSize)
    var items: [SceneItem] = []
    var backdrop = platformBackdrop(layout, backdropItems(spec.backdrop, screen: screen, appearance: ap, contentTop: env.safeArea.top))
    if layout.tabBar?.design == .mac && spec.locations["backdrop"] == nil {
        // A Mac tab view sits on the window's background unless the spec says what is behind it.
        backdrop = [.fill(.rect(screen), .solid(ap == .light ? MacTabViewMetrics.windowLight : MacTabViewMetrics.windowDark))]
    }

    if let tb = layout.tabBar, let tbs = spec.tabBar {
        switch tb.design {
        case .classic, .liquidGlass: items += tabBarItems(tb, spec: tbs, env: env, accessibility: spec.accessibility, backdrop: backdrop)
        default: items += platformTabBarItems(tb, spec: tbs, env: env, accessibility: spec.accessibility)
        }
    }
    if let pc = layout.pageControl, let pcs = spec.pageControl {
        items += pageControlItems(pc, spec: pcs, env: env)
    }
    if spec.canvas == .screen {
        items += statusBarItems(env: env)
    }
    if spec.modal {
        items += modalItems(env: env)
    }
    if let h = layout.homeIndicator {
        // Dark over light content, light over dark (GlassAdaptive.swift).
        items.append(.fill(.capsule(h), .solid(homeIndicatorColor(h, backdrop: backdrop, ap))))
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
        if tbs.state.minimized { summary += "; minimized" }
        if let a = tbs.bottomAccessory { summary += "; bottom accessory: \(a.title)" }
        if let tl = layout.tabBar, !tl.overflowIndices.isEmpty, tl.platform == nil { summary += "; \(tl.overflowIndices.count) tabs in More" }
        if let tl = layout.tabBar { summary += platformSummary(tl, spec: tbs) }
        if tbs.state.moreListVisible { summary += "; More list shown" }
        if let i = tbs.state.largeContentItem { summary += "; Large Content Viewer: \(tbs.items[i].title ?? "tab \(i + 1)")" }
    }
    if let pc = layout.pageControl { summary += (spec.tabBar != nil ? "; " : ": ") + pageControlSummary(pc) }
    if spec.modal { summary += "; covered by a modal sheet" }
    let title = spec.title ?? (spec.tabBar != nil ? "\(design) tab bar, \(env.platform.rawValue) \(env.osVersion)"
        : spec.pageControl != nil ? "Page control, \(env.platform.rawValue) \(env.osVersion)" : "NavMock mockup")
    return Scene(size: layout.canvas.size, origin: layout.canvas.origin, backdrop: backdrop, items: items,
                 title: title, summary: summary, scale: layout.scale)
}

func tabBarItems(_ tb: TabBarLayout, spec: TabBarSpec, env: Environment, accessibility a11y: AccessibilitySettings,
                 backdrop: [SceneItem] = []) -> [SceneItem] {
    let ap = env.appearance
    var out: [SceneItem] = []
    let tint = (spec.tintColor ?? .system(.systemBlue)).resolved(in: ap)
    let label = SystemColor.label.color(in: ap)
    let unselected: Color
    // Reduce Transparency: glass and material become opaque (the system's opaque chrome colours).
    let opaqueChrome = ap == .light ? Color(hex: 0xF9F9F9) : Color(hex: 0x1C1C1E)
    let contrastBorder = ap == .light ? Color(hex: 0x000000, alpha: 0.35) : Color(hex: 0xFFFFFF, alpha: 0.45)

    if let ml = tb.moreList {
        out.append(.fill(.rect(Rect(origin: .zero, size: env.screenSize)), .solid(SystemColor.systemBackground.color(in: ap))))
        out.append(.text(ml.title, label))
        let sep = SystemColor.separator.color(in: ap)
        for r in ml.rows {
            if let i = r.icon { out.append(.icon(i.image, frame: i.frame, color: tint, mirrored: i.mirrored)) }
            out.append(.text(r.title, label))
            out.append(.icon(r.chevron.image, frame: r.chevron.frame, color: SystemColor.tertiaryLabel.color(in: ap), mirrored: r.chevron.mirrored))
            let inset = r.icon == nil ? 16.0 : 58.0
            let line = env.layoutDirection == .rightToLeft ? Rect(x: 0, y: r.frame.maxY - 0.33, width: r.frame.width - inset, height: 0.33)
                                                            : Rect(x: inset, y: r.frame.maxY - 0.33, width: r.frame.width - inset, height: 0.33)
            out.append(.fill(.rect(line), .solid(sep)))
        }
    }

    func glassCapsule(_ shape: SceneShape) {
        out += liquidGlassItems(shape, ap, reduceTransparency: a11y.reduceTransparency, opaque: opaqueChrome,
                                contrastBorder: a11y.increaseContrast ? contrastBorder : nil)
    }

    switch tb.design {
    case .classic:
        unselected = spec.unselectedItemTintColor?.resolved(in: ap)
            ?? (a11y.increaseContrast ? label.withAlpha(ap == .light ? 0.62 : 0.68)
                : (ap == .light ? ClassicTabBarMetrics.unselectedLight : ClassicTabBarMetrics.unselectedDark))
        if tb.drawsBackground {
            if a11y.reduceTransparency {
                out.append(.fill(.rect(tb.backgroundFrame), .solid(opaqueChrome)))
            } else {
                out.append(.glass(.rect(tb.backgroundFrame),
                                  tint: ap == .light ? ClassicTabBarMetrics.materialLight : ClassicTabBarMetrics.materialDark,
                                  blur: ClassicTabBarMetrics.materialBlur))
            }
            var hair = ap == .light ? ClassicTabBarMetrics.hairlineLight : ClassicTabBarMetrics.hairlineDark
            if a11y.increaseContrast { hair = contrastBorder.withAlpha(min(1, hair.alpha * 2)) }
            out.append(.hairline(y: tb.barFrame.minY, x0: tb.barFrame.minX, x1: tb.barFrame.maxX, color: hair))
        }
    case .padFloating, .padGlass, .tv, .vision, .mac:
        // Drawn by platformTabBarItems; nothing of the iPhone chrome applies.
        unselected = spec.unselectedItemTintColor?.resolved(in: ap) ?? label
    case .liquidGlass:
        let m = GlassTabBarMetrics.self
        unselected = spec.unselectedItemTintColor?.resolved(in: ap) ?? adaptiveGlassForeground(under: tb.barFrame, backdrop: backdrop, ap) ?? label
        let shapes = liquidGlassShapes(tb)
        out.append(liquidGlassShadow(shapes, ap))
        shapes.forEach(glassCapsule)
        if let s = tb.selectionFrame { out.append(.fill(.capsule(s), .solid(ap == .light ? m.pillLight : m.pillDark))) }
        if let a = tb.accessory {
            if let f = a.artworkFrame {
                out.append(.fill(.roundedRect(f, radius: GlassStateMetrics.artworkRadius), .solid(SystemColor.tertiarySystemFill.color(in: ap))))
                if let img = a.artwork {
                    out.append(.icon(img, frame: f.insetBy(dx: 7, dy: 7), color: SystemColor.secondaryLabel.color(in: ap), mirrored: false))
                }
            }
            out.append(.text(a.title, label))
            if let st = a.subtitle { out.append(.text(st, SystemColor.secondaryLabel.color(in: ap))) }
            for c in a.controls { out.append(.icon(c.image, frame: c.frame, color: label, mirrored: c.mirrored)) }
        }
    }
    var all = tb.items
    if let s = tb.searchButton { all.append(s) }
    for it in all {
        var color = it.isSelected ? tint : unselected
        // Disabled tabs are drawn at about a third of their colour's opacity (UIKit dims them).
        if !it.isEnabled { color = color.withAlphaMultiplied(by: 0.35) }
        if let f = it.iconFrame, let img = it.image {
            let iconColor = tb.design == .liquidGlass && !it.isSelected && it.isEnabled
                ? liquidGlassIconColor(title: color, under: tb.barFrame, backdrop: backdrop, ap) : color
            if tb.design == .liquidGlass && it.isEnabled && img.symbolName != nil {
                out.append(.emboldenedIcon(img, frame: f, color: iconColor, mirrored: it.iconMirrored, outline: LiquidGlassMetrics.symbolOutline))
            } else {
                out.append(.icon(img, frame: f, color: iconColor, mirrored: it.iconMirrored))
            }
        }
        if let t = it.title { out.append(.text(t, color)) }
    }
    // Badges last: never covered or clipped by the bar, its glass or a neighbour.
    out += badgeItems(tb.items, ap)
    if let lc = tb.largeContent { out += largeContentItems(lc, ap, a11y) }
    return out
}

/// The Large Content Viewer's panel, icon and title (the same on every platform that has it).
func largeContentItems(_ lc: LargeContentLayout, _ ap: Appearance, _ a11y: AccessibilitySettings) -> [SceneItem] {
    let label = SystemColor.label.color(in: ap)
    let panel = ap == .light ? Color(hex: 0xF2F2F2, alpha: a11y.reduceTransparency ? 1 : 0.96) : Color(hex: 0x2C2C2E, alpha: a11y.reduceTransparency ? 1 : 0.96)
    var out: [SceneItem] = [
        .shadow(.roundedRect(lc.frame, radius: GlassStateMetrics.largeContentRadius), Color(hex: 0, alpha: 0.18), radius: 24),
        .fill(.roundedRect(lc.frame, radius: GlassStateMetrics.largeContentRadius), .solid(panel)),
    ]
    if let i = lc.icon { out.append(.icon(i.image, frame: i.frame, color: label, mirrored: i.mirrored)) }
    if let t = lc.title { out.append(.text(t, label)) }
    return out
}

func statusBarItems(env: Environment) -> [SceneItem] {
    guard env.platform == .iOS || env.platform == .iPadOS, env.safeArea.top > 0 else { return [] }
    let fg = SystemColor.label.color(in: env.appearance)
    let top = env.safeArea.top
    var out: [SceneItem] = []
    let style = TextStyle(size: 17, weight: .semibold, locale: "en")
    // "9:41", Apple's marketing time, centred in the leading ear.
    let y = min(top, 54) / 2 + 6
    let timeWidth = 38.0
    let cx = env.screenSize.width * 0.17
    out.append(.text(TextLayout(text: "9:41", style: style, baselineOrigin: Point(x: cx - timeWidth / 2, y: y),
                                frame: Rect(x: cx - timeWidth / 2, y: y - 14, width: timeWidth, height: 18),
                                truncated: false, tightened: false), fg))
    // Battery: outline, level and cap, in the trailing ear.
    let bx = env.screenSize.width * 0.83
    let body = Rect(x: bx, y: y - 11.5, width: 25, height: 12)
    out.append(.stroke(.roundedRect(body.insetBy(dx: 0.5, dy: 0.5), radius: 3.5), fg.withAlphaMultiplied(by: 0.4), width: 1))
    out.append(.fill(.roundedRect(body.insetBy(dx: 2, dy: 2), radius: 2), .solid(fg)))
    out.append(.fill(.roundedRect(Rect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4), radius: 0.75), .solid(fg.withAlphaMultiplied(by: 0.4))))
    // Signal bars.
    for i in 0..<4 {
        let h = 4.0 + Double(i) * 2.2
        out.append(.fill(.roundedRect(Rect(x: bx - 48 + Double(i) * 4.5, y: y - 1 - h, width: 3, height: h), radius: 1), .solid(fg)))
    }
    if top >= 59 {
        // Dynamic Island: 126 × 37.33 pt at y 11 (metrics §8.2, low confidence).
        out.append(.fill(.capsule(Rect(x: (env.screenSize.width - 126) / 2, y: 11, width: 126, height: 37.33)), .solid(.black)))
    }
    return out
}

func modalItems(env: Environment) -> [SceneItem] {
    let W = env.screenSize.width, H = env.screenSize.height
    let top = max(env.safeArea.top, 20) + 10
    let dim = Color(hex: 0x000000, alpha: env.appearance == .light ? 0.2 : 0.45)
    let sheet = env.appearance == .light ? SystemColor.systemBackground.color(in: .light) : SystemColor.secondarySystemBackground.color(in: .dark)
    return [
        .fill(.rect(Rect(x: 0, y: 0, width: W, height: H)), .solid(dim)),
        .fill(.roundedRect(Rect(x: 0, y: top, width: W, height: H - top + 40), radius: 38), .solid(sheet)),
        .fill(.capsule(Rect(x: (W - 36) / 2, y: top + 5, width: 36, height: 5)), .solid(SystemColor.tertiaryLabel.color(in: env.appearance))),
    ]
}

/// The backdrop's display list over the whole screen (only the part under the canvas matters).
func backdropItems(_ b: Backdrop, screen: Rect, appearance ap: Appearance, contentTop: Double) -> [SceneItem] {
    let bg = SystemColor.systemBackground.color(in: ap)
    switch b {
    case .color(let c):
        return [.fill(.rect(screen), .solid(c.resolved(in: ap)))]
    case .gradient(let colors, let angle):
        let rad = angle * Double.pi / 180
        // angle 0 = upward, 90 = to the right, 180 = downward (CSS convention).
        let dx = sin(rad), dy = -cos(rad)
        let half = (abs(dx) * screen.width + abs(dy) * screen.height) / 2
        let c = screen.center
        let stops = colors.enumerated().map { GradientStop(offset: Double($0.offset) / Double(colors.count - 1), color: $0.element.resolved(in: ap)) }
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
    let ink = ap == .light ? Color(hex: 0x000000, alpha: 0.14) : Color(hex: 0xFFFFFF, alpha: 0.18)
    let faint = ap == .light ? Color(hex: 0x000000, alpha: 0.07) : Color(hex: 0xFFFFFF, alpha: 0.09)
    let palette: [UInt32] = [0xFF9F0A, 0x30B0C7, 0xAF52DE, 0x34C759, 0xFF375F, 0x5E5CE6, 0xFFCC00, 0x0A84FF]
    var out: [SceneItem] = []
    let W = screen.width, H = screen.height
    switch kind {
    case .plain:
        break
    case .list:
        var y = top + 16, i = 0
        while y < H {
            let c = Color(hex: palette[i % palette.count], alpha: ap == .light ? 0.85 : 0.75)
            out.append(.fill(.roundedRect(Rect(x: 16, y: y, width: 44, height: 44), radius: 10), .solid(c)))
            let w1 = (W - 92) * (0.55 + 0.35 * Double((i * 37) % 10) / 10)
            out.append(.fill(.roundedRect(Rect(x: 72, y: y + 6, width: w1, height: 12), radius: 6), .solid(ink)))
            out.append(.fill(.roundedRect(Rect(x: 72, y: y + 26, width: w1 * 0.7, height: 10), radius: 5), .solid(faint)))
            out.append(.fill(.rect(Rect(x: 72, y: y + 55.5, width: W - 72, height: 0.5)), .solid(faint)))
            y += 56; i += 1
        }
    case .text:
        var y = top + 20, i = 0
        while y < H {
            let w = i % 6 == 5 ? (W - 40) * 0.45 : (W - 40) * (0.86 + 0.14 * Double((i * 53) % 7) / 7)
            out.append(.fill(.roundedRect(Rect(x: 20, y: y, width: w, height: 9), radius: 4.5), .solid(ink)))
            y += i % 6 == 5 ? 30 : 18; i += 1
        }
    case .prose:
        out += proseBackdrop(screen: screen, appearance: ap, top: top)
    case .grid:
        let cols = max(2, Int(W / 130)), gap = 8.0
        let side = (W - gap * Double(cols + 1)) / Double(cols)
        var y = top + gap, i = 0
        while y < H {
            for c in 0..<cols {
                let col = Color(hex: palette[(i + c * 3) % palette.count], alpha: 0.9)
                out.append(.fill(.roundedRect(Rect(x: gap + Double(c) * (side + gap), y: y, width: side, height: side), radius: 12), .solid(col)))
            }
            y += side + gap; i += 1
        }
    case .photo:
        let sky = ap == .light ? [Color(hex: 0x5AA9F0), Color(hex: 0xF6D5A8)] : [Color(hex: 0x0B1A3A), Color(hex: 0x3B2A58)]
        out.append(.fill(.rect(screen), .linear(from: Point(x: 0, y: 0), to: Point(x: 0, y: H),
                                                 stops: [GradientStop(offset: 0, color: sky[0]), GradientStop(offset: 1, color: sky[1])])))
        out.append(.fill(.ellipse(Rect(x: W * 0.6, y: H * 0.12, width: W * 0.22, height: W * 0.22)), .solid(Color(hex: 0xFFE08A))))
        out.append(.fill(.ellipse(Rect(x: -W * 0.3, y: H * 0.62, width: W * 1.2, height: H * 0.6)), .solid(Color(hex: ap == .light ? 0x4C8C4A : 0x1F3A28))))
        out.append(.fill(.ellipse(Rect(x: W * 0.25, y: H * 0.7, width: W * 1.1, height: H * 0.5)), .solid(Color(hex: ap == .light ? 0x2F6B3A : 0x152A1C))))
        out.append(.fill(.ellipse(Rect(x: W * 0.05, y: H * 0.82, width: W * 0.5, height: H * 0.3)), .solid(Color(hex: ap == .light ? 0xC98B4A : 0x5A3B1E))))
    }
    return out
}

import Foundation
