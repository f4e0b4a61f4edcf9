// The home indicator's paint over what lies beneath it (issue 40, item 4). The numbers are in
// HomeIndicatorMetrics.swift.

/// The home indicator's paint for `frame` (points, screen coordinates). Over a classic bar's
/// material (`material`, the material's tint, from ``materialTint(under:_:)``) it is one opaque
/// colour: black over a light material, #4B4B4B over a dark one. Elsewhere a vertical gradient,
/// dark over light content and light over dark (the switching point is
/// ``GlassForegroundMetrics/lightSwitchLuminance``), more opaque at the top edge; over an image
/// (unknown pixels) by the appearance.
func homeIndicatorPaint(_ frame: Rect, backdrop: [SceneItem], material: Color?, _ ap: Appearance) -> ScenePaint {
    let m = HomeIndicatorMetrics.self
    let threshold = GlassForegroundMetrics.lightSwitchLuminance
    if let tint = material {
        let l = backdropLuminance(under: frame, backdrop, veil: tint) ?? (ap == .light ? 1 : 0)
        return .solid(l >= threshold ? m.onLightMaterial : m.onDarkMaterial)
    }
    let l = backdropLuminance(under: frame, backdrop) ?? (ap == .light ? 1 : 0)
    let light = l >= threshold
    let top = light ? m.onLightTop : m.onDarkTop, bottom = light ? m.onLightBottom : m.onDarkBottom
    return .linear(from: Point(x: frame.midX, y: frame.minY), to: Point(x: frame.midX, y: frame.maxY),
                   stops: [GradientStop(offset: 0, color: top), GradientStop(offset: 1, color: bottom)])
}

/// The tint of the last blurred material (`.glass`, the classic bars' background) among `elements`
/// that covers `frame` and is not covered by an opaque fill drawn after it; nil when none does.
func materialTint(under frame: Rect, _ elements: [SceneElement]) -> Color? {
    var tint: Color?
    for e in elements {
        switch e.item {
        case .glass(let shape, let t, _) where shape.bounds.contains(frame):
            tint = t
        case .fill(let shape, .solid(let c)) where c.alpha >= 1 && shape.bounds.contains(frame):
            tint = nil
        case .fill(let shape, .linear) where shape.bounds.contains(frame):
            tint = nil
        default:
            continue
        }
    }
    return tint
}
