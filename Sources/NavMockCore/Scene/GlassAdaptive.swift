// What the glass and the home indicator see beneath them, and the foreground colours that follow
// from it (issue 21: the glyphs adapt to the content's luminance; the selected tint stays). The
// numbers are in GlassForegroundMetrics.swift.

/// The selected title's style in the iOS 26 capsule: semibold (§12: mean stroke 1.09–1.25 pt
/// against 0.97–1.06 for the unselected titles, measured on ice_ios26_*); Bold Text stays bold.
func liquidGlassSelectedTitleStyle(_ s: TextStyle) -> TextStyle {
    var t = s
    if t.weight != .bold { t.weight = .semibold }
    return t
}

/// The colour of unselected **icons** on Liquid Glass whose titles use `title` (§12: titles stay
/// #000000 / #FFFFFF, icons are off-black / off-white and pick up the content): light, the title
/// colour mixed 10 % towards the content seen beneath (#1A1A1A over white, ≈ #1A1712 over warm
/// content; GT #191919, #191917–#1E170E); dark, #EFF3FD (GT #EFF3FD–#F1F4FD). Other colours
/// (a custom unselected tint, the adaptive white or black) are kept.
func liquidGlassIconColor(title: Color, under rect: Rect, backdrop: [SceneItem], _ ap: Appearance) -> Color {
    guard title == SystemColor.label.color(in: ap) else { return title }
    let m = GlassForegroundMetrics.self
    if ap == .dark { return m.unselectedIconDark }
    var r = 0.0, g = 0.0, b = 0.0, n = 0.0
    for i in 0..<m.sampleColumns {
        let p = Point(x: rect.minX + rect.width * (Double(i) + 0.5) / Double(m.sampleColumns), y: rect.midY)
        guard let c = backdropColor(at: p, backdrop) else { continue }
        r += c.red; g += c.green; b += c.blue; n += 1
    }
    let content = n > 0 ? Color(red: r / n, green: g / n, blue: b / n) : Color(hex: 0xFFFFFF)
    let k = m.iconContentMix
    return Color(red: title.red + (content.red - title.red) * k, green: title.green + (content.green - title.green) * k,
                 blue: title.blue + (content.blue - title.blue) * k)
}

/// The colour of a backdrop display list at `p` (points): its filled shapes composited in order.
/// Nil where an image lies (its pixels are not known here); text and icons are ignored.
func backdropColor(at p: Point, _ items: [SceneItem]) -> Color? {
    var r = 0.0, g = 0.0, b = 0.0
    for item in items {
        switch item {
        case .fill(let shape, let paint) where shapeContains(shape, p):
            let c = paintColor(paint, at: p)
            r = c.red * c.alpha + r * (1 - c.alpha); g = c.green * c.alpha + g * (1 - c.alpha); b = c.blue * c.alpha + b * (1 - c.alpha)
        case .image(_, let f) where p.x >= f.minX && p.x <= f.maxX && p.y >= f.minY && p.y <= f.maxY:
            return nil
        default:
            continue
        }
    }
    return Color(red: r, green: g, blue: b)
}

/// Mean relative luminance of the backdrop over `rect` (a grid of
/// ``GlassForegroundMetrics/sampleColumns`` × ``GlassForegroundMetrics/sampleRows`` samples), seen through
/// `veil` when one is given (the glass tint), or nil when any sample falls on an image.
func backdropLuminance(under rect: Rect, _ items: [SceneItem], veil: Color? = nil) -> Double? {
    let m = GlassForegroundMetrics.self
    var sum = 0.0
    for i in 0..<m.sampleColumns {
        for j in 0..<m.sampleRows {
            let p = Point(x: rect.minX + rect.width * (Double(i) + 0.5) / Double(m.sampleColumns),
                          y: rect.minY + rect.height * (Double(j) + 0.5) / Double(m.sampleRows))
            guard var c = backdropColor(at: p, items) else { return nil }
            if let v = veil {
                c = Color(red: v.red * v.alpha + c.red * (1 - v.alpha), green: v.green * v.alpha + c.green * (1 - v.alpha),
                          blue: v.blue * v.alpha + c.blue * (1 - v.alpha))
            }
            sum += c.relativeLuminance
        }
    }
    return sum / Double(m.sampleColumns * m.sampleRows)
}

/// The unselected glyph colour of glass over `rect`: white where the content under the glass is
/// dark in the light appearance, black where it is light in the dark one (decided from the
/// content, ``glassGlyphContentLuminance(under:backdrop:_:)``); nil when the default label colour
/// stays (and over images, whose pixels are not known here).
func adaptiveGlassForeground(under rect: Rect, backdrop: [SceneItem], _ ap: Appearance) -> Color? {
    guard let l = glassGlyphContentLuminance(under: rect, backdrop: backdrop, ap) else { return nil }
    let m = GlassForegroundMetrics.self
    if ap == .light && l < m.lightSwitchLuminance { return Color(hex: 0xFFFFFF) }
    if ap == .dark && l > m.darkSwitchLuminance { return Color(hex: 0x000000) }
    return nil
}

private func shapeContains(_ s: SceneShape, _ p: Point) -> Bool {
    let r = s.bounds
    guard p.x >= r.minX, p.x <= r.maxX, p.y >= r.minY, p.y <= r.maxY else { return false }
    switch s {
    case .rect: return true
    case .ellipse:
        guard r.width > 0, r.height > 0 else { return false }
        let dx = (p.x - r.midX) / (r.width / 2), dy = (p.y - r.midY) / (r.height / 2)
        return dx * dx + dy * dy <= 1
    case .roundedRect, .capsule: break
    }
    let radius = s.cornerRadius
    let qx = abs(p.x - r.midX) - (r.width / 2 - radius), qy = abs(p.y - r.midY) - (r.height / 2 - radius)
    return qx <= 0 || qy <= 0 || qx * qx + qy * qy <= radius * radius
}

private func paintColor(_ paint: ScenePaint, at p: Point) -> Color {
    switch paint {
    case .solid(let c): return c
    case .linear(let from, let to, let stops):
        guard let first = stops.first, let last = stops.last else { return Color(hex: 0, alpha: 0) }
        let dx = to.x - from.x, dy = to.y - from.y, len2 = dx * dx + dy * dy
        let t = len2 > 0 ? ((p.x - from.x) * dx + (p.y - from.y) * dy) / len2 : 0
        if t <= first.offset { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.offset {
            let f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}
