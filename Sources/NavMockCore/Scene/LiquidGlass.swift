import Foundation

/// The optical model of the iOS 26 Liquid Glass material, as the renderer draws it over content.
/// See docs/liquid-glass.md for the model and where each number comes from.
///
/// Order of operations, per point of the glass: sample the backdrop at a point displaced
/// along the edge normal (``liquidGlassLensDepth(_:band:strength:)``), blur it lightly
/// (`blur`), cover it with `tint`, then draw the specular rim (`rim`) along the edge.
/// Over a one-colour backdrop nothing can be seen through the glass, and `flatTint` is used
/// instead of `tint` so that the fill looks as it did before the see-through model.
public struct LiquidGlassMaterial: Sendable, Hashable {
    /// Colour laid over the refracted, blurred content.
    public var tint: Color
    /// Colour laid over a one-colour backdrop (the frosted look NavMock drew before).
    public var flatTint: Color
    /// Gaussian σ of the blur of the content seen through the glass, points (≥ 0).
    public var blur: Double
    /// Width of the lensing band along the edge, points (≥ 0; 0 = no lensing).
    public var lensBand: Double
    /// Shape parameter of the lens (see ``liquidGlassLensDepth(_:band:strength:)``), ≥ 0.
    public var lensStrength: Double
    /// How much of `lensBand` the lens keeps at the middle of a capsule's round ends, 0…1: along an
    /// edge whose outward unit normal has the component `a` along the shape's long axis and `c`
    /// across it, the band is `lensBand · (c² + lensEndFactor · a²)` (the full band along the long
    /// straight edges).
    public var lensEndFactor: Double
    /// The specular rim: colours of rings `rimRingWidth` points wide, outermost first. Each
    /// ring's colour is a vertical gradient from `.top` (at the shape's top) to `.bottom`.
    public var rim: [LiquidGlassRimRing]
    /// Width of one rim ring, points.
    public var rimRingWidth: Double

    /// Creates a material.
    public init(tint: Color, flatTint: Color, blur: Double, lensBand: Double, lensStrength: Double, lensEndFactor: Double,
                rim: [LiquidGlassRimRing], rimRingWidth: Double) {
        self.tint = tint; self.flatTint = flatTint; self.blur = blur
        self.lensBand = lensBand; self.lensStrength = lensStrength; self.lensEndFactor = lensEndFactor
        self.rim = rim; self.rimRingWidth = rimRingWidth
    }

    /// The lens band, points, along an edge whose outward unit normal is (`nx`, `ny`), of a shape
    /// that is wider than tall (`tall` false: the long axis is x; a circle counts as wide) or
    /// taller than wide (`tall` true).
    public func lensBand(normalX nx: Double, normalY ny: Double, tall: Bool) -> Double {
        let along = tall ? ny : nx, across = tall ? nx : ny
        return lensBand * (across * across + lensEndFactor * along * along)
    }

    /// The same material with `tint` and `flatTint` both replaced by `tint` (a bar tint colour).
    public func tinted(_ tint: Color) -> LiquidGlassMaterial {
        var m = self
        m.tint = tint; m.flatTint = tint
        return m
    }
}

/// One ring of the specular rim: its colour at the top of the shape and at the bottom (a vertical gradient).
public struct LiquidGlassRimRing: Sendable, Hashable {
    /// Colour at the shape's top edge.
    public var top: Color
    /// Colour at the shape's bottom edge.
    public var bottom: Color
    /// Creates a ring.
    public init(_ top: Color, _ bottom: Color) { self.top = top; self.bottom = bottom }
}

/// The soft shadow under a group of glass shapes: one shadow for their union (where two shapes'
/// shadows meet, as in the 8 pt gap between capsule and search circle, it does not darken twice).
/// Its opacity at signed distance `d` from the union moved down by `offsetY` (negative inside) is
/// `color.alpha · (1 − Φ(d / sigma))`, Φ the standard normal distribution: the profile of a
/// Gaussian blur across a straight edge.
public struct LiquidGlassShadow: Sendable, Hashable {
    /// Colour and peak opacity (deep inside the offset shapes).
    public var color: Color
    /// Spread of the fall-off, points (> 0).
    public var sigma: Double
    /// Downward offset of the shadow, points.
    public var offsetY: Double
    /// Creates a shadow.
    public init(color: Color, sigma: Double, offsetY: Double) {
        self.color = color; self.sigma = sigma; self.offsetY = offsetY
    }
    /// Opacity at signed distance `d` points from the offset shapes (negative inside).
    public func opacity(atDistance d: Double) -> Double {
        color.alpha * 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
    }
}

/// Lensing near the edge of the glass: for a point `depth` points inside the edge (measured
/// along the normal), the depth of the backdrop point it shows. Negative results lie outside
/// the glass. With `u = depth / band` in 0…1 the mapping is `band · (u − k·u·(1 − u)²)`, `k` =
/// `strength`: at the very edge the glass shows the edge itself; just inside it shows content
/// from beyond the edge, mirrored (the mapping falls while `u` is small, for `k` > 1); then the
/// content is squeezed back until, at `band`, the glass shows what is straight beneath it, with
/// no kink (value and slope match the identity there). Deeper than `band` the content is not moved.
/// - Parameters: depth ≥ 0 points; band > 0 points; strength ≥ 0.
public func liquidGlassLensDepth(_ depth: Double, band: Double, strength: Double) -> Double {
    guard band > 0, depth < band, depth >= 0 else { return depth }
    let u = depth / band
    return band * (u - strength * u * (1 - u) * (1 - u))
}

/// The glass shapes of an iPhone Liquid Glass tab bar, back to front: the bottom accessory,
/// the capsule (a circle when minimized), the search button.
func liquidGlassShapes(_ tb: LayoutNode) -> [SceneShape] {
    var shapes: [SceneShape] = []
    if let a = tb.child(.tabBarAccessory) { shapes.append(.capsule(a.frame)) }
    shapes.append(tb.isMinimized || tb.isSearchExpanded ? .ellipse(tb.frame) : .capsule(tb.frame))
    if let s = tb.searchButton { shapes.append(tb.isSearchExpanded ? .capsule(s.frame) : .ellipse(s.frame)) }
    return shapes
}

/// One shadow under all the glass shapes of a bar, in the appearance's profile.
func liquidGlassShadow(_ shapes: [SceneShape], _ ap: Appearance) -> SceneItem {
    .glassShadow(shapes, ap == .light ? LiquidGlassMetrics.shadowLight : LiquidGlassMetrics.shadowDark)
}

/// One glass shape: the material (or, with Reduce Transparency, `opaque`), and with Increase
/// Contrast a 1 pt `contrastBorder` along the edge. `material` defaults to the iPhone's for `ap`.
func liquidGlassItems(_ shape: SceneShape, _ ap: Appearance, reduceTransparency: Bool, opaque: Color,
                      contrastBorder: Color?, material: LiquidGlassMaterial? = nil) -> [SceneItem] {
    let glass = material ?? (ap == .light ? LiquidGlassMetrics.light : LiquidGlassMetrics.dark)
    var out: [SceneItem] = [reduceTransparency ? .fill(shape, .solid(opaque)) : .liquidGlass(shape, glass)]
    if let c = contrastBorder {
        let b = shape.bounds.insetBy(dx: LiquidGlassMetrics.contrastBorderInset, dy: LiquidGlassMetrics.contrastBorderInset)
        let rim: SceneShape
        switch shape { case .ellipse: rim = .ellipse(b); default: rim = .capsule(b) }
        out.append(.stroke(rim, c, width: 1))
    }
    return out
}

/// The centres (x, points) of `titleWidths.count` items between `minX` and `maxX` (the capsule's
/// ends): item `i` is `max(minWidth, width + padding)` wide, as wide as its selection pill would
/// be, whether it is selected or not (Apple's items do not move with the selection:
/// ``GlassItemLayoutMetrics``); the items are spread so that the gaps between them are equal
/// (negative gaps let wide items overlap a little, as Apple's do), the first starting `endInset`
/// after `minX` and the last ending `endInset` before `maxX`. Returns nil when two centres would
/// come closer than ``GlassItemLayoutMetrics/minimumPitch`` (the caller then uses equal slots).
/// - Parameter titleWidths: natural title widths, points (0 for an item without a title).
public func liquidGlassItemCentres(titleWidths: [Double], minX: Double, maxX: Double) -> [Double]? {
    let m = GlassItemLayoutMetrics.self
    guard !titleWidths.isEmpty else { return [] }
    let widths = titleWidths.map { liquidGlassPillWidth(contentWidth: $0) }
    let span = maxX - minX - 2 * m.endInset
    if widths.count == 1 { return [(minX + maxX) / 2] }
    let gap = (span - widths.reduce(0, +)) / Double(widths.count - 1)
    var x = minX + m.endInset
    var centres: [Double] = []
    for w in widths { centres.append(x + w / 2); x += w + gap }
    for i in 1..<centres.count where centres[i] - centres[i - 1] < m.minimumPitch { return nil }
    return centres
}

/// Width of the selection pill around content `contentWidth` points wide (the wider of the
/// title and the icon), points: the content plus ``GlassItemLayoutMetrics/padding``, never
/// below ``GlassItemLayoutMetrics/minWidth`` (§12: 74 pt around Timeline and News, 83.3 around
/// "Notifications").
public func liquidGlassPillWidth(contentWidth: Double) -> Double {
    max(GlassItemLayoutMetrics.minWidth, contentWidth + GlassItemLayoutMetrics.padding)
}

/// Item frames for the capsule, centred on ``liquidGlassItemCentres(titleWidths:minX:maxX:)``
/// and reaching halfway to the neighbouring centres (or `inner`'s end), whichever is nearer, so
/// they never overlap. Titles are measured in `style` (the unselected one) for every item, so the
/// selection does not move them. Nil when the items need equal slots: the centres come too close, or a title
/// would not fit its frame (2 pt to spare) and so would be tightened or truncated. Points.
func liquidGlassItemFrames(_ titles: [String?], style: TextStyle, inner: Rect, capsule: Rect,
                           measuring: any TextMeasuring) -> [Rect]? {
    let widths = titles.map { $0.map { measuring.measure($0, style: style).width } ?? 0 }
    guard let c = liquidGlassItemCentres(titleWidths: widths, minX: capsule.minX, maxX: capsule.maxX) else { return nil }
    let frames = c.indices.map { i in
        let a = i == 0 ? inner.minX : (c[i - 1] + c[i]) / 2
        let b = i == c.count - 1 ? inner.maxX : (c[i] + c[i + 1]) / 2
        let half = min(c[i] - a, b - c[i])
        return Rect(x: c[i] - half, y: inner.minY, width: 2 * half, height: inner.height)
    }
    for (f, w) in zip(frames, widths) where w > f.width - ClassicTabBarMetrics.titleWidthAllowance { return nil }
    return frames
}
