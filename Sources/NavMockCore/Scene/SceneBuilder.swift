/// Builds the display list for a laid-out spec: backdrop, tab bar, status bar and home indicator.
/// Pure Swift; all colours are resolved here for the spec's appearance.
public func buildScene(_ spec: Spec, layout: Layout) -> Scene {
    let env = layout.environment
    let ap = env.appearance
    let screen = Rect(origin: .zero, size: env.screenSize)
    var items: [SceneItem] = []
    let backdrop = backdropItems(spec.backdrop, screen: screen, appearance: ap, contentTop: env.safeArea.top)

    if let tb = layout.tabBar, let tbs = spec.tabBar {
        items += tabBarItems(tb, spec: tbs, env: env)
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
        // metrics §11 rss: #797979 on white; light on dark content.
        let c = ap == .light ? Color(hex: 0x000000, alpha: 0.53) : Color(hex: 0xFFFFFF, alpha: 0.6)
        items.append(.fill(.capsule(h), .solid(c)))
    }
    let titles = spec.tabBar?.items.compactMap(\.title) ?? []
    let design = env.tabBarDesign == .liquidGlass ? "Liquid Glass" : "classic"
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
    }
    if spec.modal { summary += "; covered by a modal sheet" }
    let title = spec.title ?? (spec.tabBar != nil ? "\(design) tab bar, \(env.platform.rawValue) \(env.osVersion)" : "NavMock mockup")
    return Scene(size: layout.canvas.size, origin: layout.canvas.origin, backdrop: backdrop, items: items,
                 title: title, summary: summary, scale: layout.scale)
}

func tabBarItems(_ tb: TabBarLayout, spec: TabBarSpec, env: Environment) -> [SceneItem] {
    let ap = env.appearance
    var out: [SceneItem] = []
    let tint = (spec.tintColor ?? .system(.systemBlue)).resolved(in: ap)
    let unselected: Color
    switch tb.design {
    case .classic:
        unselected = spec.unselectedItemTintColor?.resolved(in: ap)
            ?? (ap == .light ? ClassicTabBarMetrics.unselectedLight : ClassicTabBarMetrics.unselectedDark)
        if tb.drawsBackground {
            out.append(.glass(.rect(tb.backgroundFrame),
                              tint: ap == .light ? ClassicTabBarMetrics.materialLight : ClassicTabBarMetrics.materialDark,
                              blur: ClassicTabBarMetrics.materialBlur))
            out.append(.hairline(y: tb.barFrame.minY, x0: tb.barFrame.minX, x1: tb.barFrame.maxX,
                                 color: ap == .light ? ClassicTabBarMetrics.hairlineLight : ClassicTabBarMetrics.hairlineDark))
        }
    case .liquidGlass:
        let m = GlassTabBarMetrics.self
        unselected = spec.unselectedItemTintColor?.resolved(in: ap) ?? SystemColor.label.color(in: ap)
        let shape = SceneShape.capsule(tb.barFrame)
        if ap == .light { out.append(.shadow(shape, Color(hex: 0x000000, alpha: m.shadowOpacity), radius: m.shadowRadius)) }
        else { out.append(.shadow(shape, Color(hex: 0x000000, alpha: m.shadowOpacity * 2), radius: m.shadowRadius)) }
        out.append(.glass(shape, tint: ap == .light ? m.glassLight : m.glassDark, blur: m.glassBlur))
        out.append(.stroke(.capsule(tb.barFrame.insetBy(dx: 0.25, dy: 0.25)), ap == .light ? m.rimLight : m.rimDark, width: 0.5))
        if let s = tb.selectionFrame { out.append(.fill(.capsule(s), .solid(ap == .light ? m.pillLight : m.pillDark))) }
    }
    for it in tb.items {
        let color = it.isSelected ? tint : unselected
        if let f = it.iconFrame, let img = it.image {
            out.append(.icon(img, frame: f, color: color, mirrored: it.iconMirrored))
        }
        if let t = it.title { out.append(.text(t, color)) }
    }
    // Badges last: never covered or clipped by the bar, its glass or a neighbour.
    let red = SystemColor.systemRed.color(in: ap)
    for it in tb.items {
        guard let b = it.badge else { continue }
        out.append(.fill(.capsule(b.frame), .solid(red)))
        if let t = b.text { out.append(.text(t, .white)) }
    }
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
