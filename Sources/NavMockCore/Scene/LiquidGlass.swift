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
    /// The specular rim: colours of rings `rimRingWidth` points wide, outermost first. Each
    /// ring's colour is a vertical gradient from `.top` (at the shape's top) to `.bottom`.
    public var rim: [LiquidGlassRimRing]
    /// Width of one rim ring, points.
    public var rimRingWidth: Double

    /// Creates a material.
    public init(tint: Color, flatTint: Color, blur: Double, lensBand: Double, lensStrength: Double,
                rim: [LiquidGlassRimRing], rimRingWidth: Double) {
        self.tint = tint; self.flatTint = flatTint; self.blur = blur
        self.lensBand = lensBand; self.lensStrength = lensStrength
        self.rim = rim; self.rimRingWidth = rimRingWidth
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

/// The numbers of the Liquid Glass material and its shadow, each with its source.
/// "GT" = ../shared/groundtruth/ice_ios26_*.png, "§12" = ../shared/hig/metrics.md §12.
public enum LiquidGlassMetrics {
    /// Light tint over content: white at 50 %. GT ice_ios26_light_timeline: text that spans
    /// 184–243 outside the glass spans 225–254 inside (§12), a gain of ≈ 0.49 about white;
    /// 50 % white keeps 50 % of the contrast before the blur. Fitted, medium confidence.
    public static let tintLight = Color(hex: 0xFFFFFF, alpha: 0.32)
    /// Dark tint over content: near-black at 45 %. GT ice_ios26_dark_*: the glass body ≈ the
    /// content colour (#11151F over #11151F-ish content). No dark text ground truth: estimate,
    /// chosen to keep about half of the contrast as in the light appearance.
    public static let tintDark = Color(hex: 0x101014, alpha: 0.32)
    /// Over a one-colour backdrop: the frosted tints NavMock drew before (issue 21: unchanged).
    public static let flatTintLight = GlassTabBarMetrics.glassLight
    /// Over a one-colour backdrop, dark. Unchanged from before.
    public static let flatTintDark = GlassTabBarMetrics.glassDark
    /// Blur σ, points. Estimate: GT text stays legible through the glass with softened edges;
    /// 1 pt (3 px at @3x) gives the same stroke softening beside GT at @3x.
    public static let blur = 0.8
    /// Width of the lensing band, points. Estimate from GT ice_ios26_light_timeline: the text line
    /// above the capsule shows mirrored in its top ≈ 15 pt, the line below in its bottom ≈ 15 pt.
    public static let lensBand = 16.0
    /// Lens shape `k` (see ``liquidGlassLensDepth(_:band:strength:)``). Estimate: 6 shows about
    /// 9 pt of the content beyond the edge, mirrored, in the outer 4 pt of the band.
    public static let lensStrength = 6.0
    /// Rim ring width: one device pixel at @3x; three rings make the ≈ 1 pt rim (§12).
    public static let rimRingWidth = 1.0 / 3.0
    /// Light rim, outermost ring first. §12: 251 / 250 / 245 in the first three device rows over
    /// a body of 240 → white at (251−240)/15 ≈ 0.73, 0.67, 0.33. GT shows the same at the bottom edge
    /// (ice_ios26_light_notifications rows 2556–2558: 254 / 251 / 246).
    public static let rimLight: [LiquidGlassRimRing] = [
        LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.73), Color(hex: 0xFFFFFF, alpha: 0.80)),
        LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.67), Color(hex: 0xFFFFFF, alpha: 0.67)),
        LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.33), Color(hex: 0xFFFFFF, alpha: 0.33)),
    ]
    /// Dark rim. §12: 48 / 41 / 36 at the top over a body of 23 → white at ≈ 0.11, 0.08, 0.06;
    /// 56 / 48 / 39 along the bottom (outermost first) → ≈ 0.14, 0.11, 0.07.
    public static let rimDark: [LiquidGlassRimRing] = [
        LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.11), Color(hex: 0xFFFFFF, alpha: 0.14)),
        LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.08), Color(hex: 0xFFFFFF, alpha: 0.11)),
        LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.06), Color(hex: 0xFFFFFF, alpha: 0.07)),
    ]
    /// Extra stroke width of tab symbols on glass, points: each stroke of a bootstrap-icons glyph
    /// grows by this. §12: Apple's tab symbols measure 1.75–2.02 pt with ≈ 25–30 % more ink than
    /// NavMock's 1.47–1.66 pt outlines at the same size; +0.4 pt brings the strokes to ≈ 1.9 pt.
    /// Fitted; the glyphs are not SF Symbols, so their shapes still differ.
    public static let symbolOutline = 0.4
    /// The light material.
    public static let light = LiquidGlassMaterial(tint: tintLight, flatTint: flatTintLight, blur: blur, lensBand: lensBand,
                                                  lensStrength: lensStrength, rim: rimLight, rimRingWidth: rimRingWidth)
    /// The dark material.
    public static let dark = LiquidGlassMaterial(tint: tintDark, flatTint: flatTintDark, blur: blur, lensBand: lensBand,
                                                 lensStrength: lensStrength, rim: rimDark, rimRingWidth: rimRingWidth)

    /// Shadow, light. GT ice_ios26_light_timeline over white content: beside the capsule on its
    /// centre row 236 at 1 pt, 243 at 11 pt, 248 at 21 pt; below it (x = 50 pt) 228 at 0.3 pt, ≈ 236
    /// at 10 pt, ≈ 244 at 20 pt; §12: 233 in the 8 pt gap to the search circle. A Gaussian edge
    /// profile with σ 24 pt, peak black 15 % and the shadow 12 pt lower fits all six within 4 levels.
    /// Fitted, medium confidence.
    public static let shadowLight = LiquidGlassShadow(color: Color(hex: 0x000000, alpha: 0.15), sigma: 24, offsetY: 12)
    /// Shadow, dark: GT ice_ios26_dark_* shows no measurable shadow over #11151F content (a 15 %
    /// black would darken it by < 4 levels). Same profile as light at 20 %. Estimate.
    public static let shadowDark = LiquidGlassShadow(color: Color(hex: 0x000000, alpha: 0.20), sigma: 24, offsetY: 12)
}

/// The glass shapes of an iPhone Liquid Glass tab bar, back to front: the bottom accessory,
/// the capsule (a circle when minimized), the search button.
func liquidGlassShapes(_ tb: TabBarLayout) -> [SceneShape] {
    var shapes: [SceneShape] = []
    if let a = tb.accessory { shapes.append(.capsule(a.frame)) }
    shapes.append(tb.minimized ? .ellipse(tb.barFrame) : .capsule(tb.barFrame))
    if let s = tb.searchButton { shapes.append(.ellipse(s.frame)) }
    return shapes
}

/// One shadow under all the glass shapes of a bar, in the appearance's profile.
func liquidGlassShadow(_ shapes: [SceneShape], _ ap: Appearance) -> SceneItem {
    .glassShadow(shapes, ap == .light ? LiquidGlassMetrics.shadowLight : LiquidGlassMetrics.shadowDark)
}

/// One glass shape: the material (or, with Reduce Transparency, `opaque`), and with Increase
/// Contrast a 1 pt `contrastBorder` along the edge.
func liquidGlassItems(_ shape: SceneShape, _ ap: Appearance, reduceTransparency: Bool, opaque: Color,
                      contrastBorder: Color?) -> [SceneItem] {
    var out: [SceneItem] = [reduceTransparency ? .fill(shape, .solid(opaque))
                                               : .liquidGlass(shape, ap == .light ? LiquidGlassMetrics.light : LiquidGlassMetrics.dark)]
    if let c = contrastBorder {
        let b = shape.bounds.insetBy(dx: 0.25, dy: 0.25)
        let rim: SceneShape
        switch shape { case .ellipse: rim = .ellipse(b); default: rim = .capsule(b) }
        out.append(.stroke(rim, c, width: 1))
    }
    return out
}

/// How the iOS 26 capsule places its items: not equal slots but widths that follow the titles.
/// Fitted to the item centres measured on the ground truth (metrics §12, README of
/// ../shared/groundtruth): Timeline / Notifications / Favorites / Messages 61.7 / 132.5 / 203.5 /
/// 269.8 pt (Notifications selected), Timeline / Notifications / News / Profile 62.2 / 134.8 / 207.3
/// / 270.2 (Timeline selected), Timeline / Notifications / Favorites / News 61.7 / 132.8 / 203.3 /
/// 270.0 (News selected), with the titles' SF Pro widths measured on the same images (40.7, 63.0,
/// 43.7, 47.7; 41.7, 61.7, 25.3, 30.3; 40.7, 61.7, 43.3, 26.0 pt). The rule below reproduces all
/// twelve centres within 1.0 pt. Points.
public enum GlassItemLayoutMetrics {
    /// Padding added to the selected item's title width: its selection pill. §12: the pill is
    /// 83.3 pt around "Notifications" (SF width 63.0) → 20.3.
    public static let selectedPadding = 20.3
    /// Narrowest selected item (and selection pill). §12: 74.0 pt around Timeline and News.
    public static let selectedMinWidth = 74.0
    /// Padding added to an unselected item's title width. Fitted (see above), estimate.
    public static let unselectedPadding = 24.0
    /// Narrowest unselected item. Fitted, estimate.
    public static let unselectedMinWidth = 71.0
    /// Inset of the first and last item from the capsule's ends. Fitted (5 pt; the pill's own
    /// inset is 4 pt, §12), estimate.
    public static let endInset = 5.0
    /// Closest two item centres may come; closer, the items fall back to equal slots. Estimate
    /// (the 44 pt minimum hit target).
    public static let minimumPitch = 44.0
}

/// The centres (x, points) of `titleWidths.count` items between `minX` and `maxX` (the capsule's
/// ends): item `i` is `max(min, width + padding)` wide (the selected one with the selection pill's
/// numbers), the items are spread so that the gaps between them are equal (negative gaps let
/// wide items overlap a little, as Apple's do), the first starting `endInset` after `minX` and
/// the last ending `endInset` before `maxX`. Returns nil when two centres would come closer than
/// ``GlassItemLayoutMetrics/minimumPitch`` (the caller then uses equal slots).
/// - Parameters: titleWidths: natural title widths, points (0 for an item without a title);
///   selected: index of the selected item, or nil.
public func liquidGlassItemCentres(titleWidths: [Double], selected: Int?, minX: Double, maxX: Double) -> [Double]? {
    let m = GlassItemLayoutMetrics.self
    guard !titleWidths.isEmpty else { return [] }
    let widths = titleWidths.enumerated().map { i, t in
        i == selected ? max(m.selectedMinWidth, t + m.selectedPadding) : max(m.unselectedMinWidth, t + m.unselectedPadding)
    }
    let span = maxX - minX - 2 * m.endInset
    if widths.count == 1 { return [(minX + maxX) / 2] }
    let gap = (span - widths.reduce(0, +)) / Double(widths.count - 1)
    var x = minX + m.endInset
    var centres: [Double] = []
    for w in widths { centres.append(x + w / 2); x += w + gap }
    for i in 1..<centres.count where centres[i] - centres[i - 1] < m.minimumPitch { return nil }
    return centres
}

/// Width of the selection pill around a title `titleWidth` points wide (content: the wider of
/// title and icon). §12: title width plus 20.3, never below 74 pt.
public func liquidGlassPillWidth(contentWidth: Double) -> Double {
    max(GlassItemLayoutMetrics.selectedMinWidth, contentWidth + GlassItemLayoutMetrics.selectedPadding)
}

/// Item frames for the capsule, centred on ``liquidGlassItemCentres(titleWidths:selected:minX:maxX:)``
/// and reaching halfway to the neighbouring centres (or `inner`'s end), whichever is nearer, so
/// they never overlap. Nil when the items need equal slots: the centres come too close, or a title
/// would not fit its frame (2 pt to spare) and so would be tightened or truncated. Points.
func liquidGlassItemFrames(_ items: [(title: String?, selected: Bool)], style: TextStyle, inner: Rect, capsule: Rect,
                           measuring: any TextMeasuring) -> [Rect]? {
    let widths = items.map { $0.title.map { measuring.measure($0, style: style).width } ?? 0 }
    guard let c = liquidGlassItemCentres(titleWidths: widths, selected: items.firstIndex(where: \.selected),
                                         minX: capsule.minX, maxX: capsule.maxX) else { return nil }
    let frames = c.indices.map { i in
        let a = i == 0 ? inner.minX : (c[i - 1] + c[i]) / 2
        let b = i == c.count - 1 ? inner.maxX : (c[i] + c[i + 1]) / 2
        let half = min(c[i] - a, b - c[i])
        return Rect(x: c[i] - half, y: inner.minY, width: 2 * half, height: inner.height)
    }
    for (f, w) in zip(frames, widths) where w > f.width - ClassicTabBarMetrics.titleWidthAllowance { return nil }
    return frames
}
