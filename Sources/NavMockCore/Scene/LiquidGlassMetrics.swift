/// The numbers of the iOS 26 Liquid Glass tab bar: its material and shadow (drawn by
/// Render/Cairo/GlassRenderer.swift) and the layout of its items (LiquidGlass.swift). The model and
/// the measurements behind each number are written down in docs/liquid-glass.md.

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
    /// Over a one-colour backdrop (nothing to see through), light: #D6D6D6 at the content tint's
    /// 32 %, so that the body sits 13 levels below white over white (#F2F2F2) and the rim (251 /
    /// 250 / 245, §12) shows, as it does over content (issue 40, item 1: "a body about 10–15
    /// levels below white"; no ground truth shows glass over a flat colour), and the content's hue
    /// and darkness come through as they do over content (over black: 69, light glyphs). Estimate.
    public static let flatTintLight = Color(hex: 0xD6D6D6, alpha: 0.32)
    /// Over a one-colour backdrop, dark: #1C2030 at 32 %, the glass ≈ 3–4 levels lighter than the
    /// content and keeping its blue (#14182A over #11151F; GT ice_ios26_dark_news body #141423 along
    /// the top band, #12151F lower, over content ≈ #11151F; issue 40: "about 3 levels lighter").
    /// Fitted on one image, medium confidence.
    public static let flatTintDark = Color(hex: 0x1C2030, alpha: 0.32)
    /// Blur σ, points. GT ice_ios26_light_timeline (body text behind the glass), measured by
    /// Benchmarks/fidelity.py over 17 pt grey text drawn to read as the crop's does below the
    /// capsule (darkest 180/181 there, as Apple's): σ 0.5 / 0.8 / 1.2 / 1.6 pt give a luminance
    /// spread in the capsule (away from the rim, the pill and the glyphs) of 11.0 / 8.8 / 8.0 /
    /// 7.6 against Apple's 8.7, in the search circle 9.2 / 7.2 / 6.5 / 6.1 against 6.8, and a
    /// darkest 2 % of 222 / 231 / 234 / 235 against 227 (how much of the text comes through).
    /// 0.8 is the closest on all three. Fitted on one crop, medium confidence.
    public static let blur = 0.8
    /// Width of the lensing band, points. GT ice_ios26_light_timeline, darkest pixel per device row
    /// under the text beside the icons (x 100–187 pt): the rows 1–4 pt inside the top edge are
    /// bright (246–252), the line above shows mirrored 5–11 pt inside (223–228), unmirrored text
    /// from 12 pt on. With `k` = 4 (below) a 20 pt band puts the mirrored content 4.5–10 pt inside.
    /// Fitted, estimate (the first fit, 16 pt with `k` = 6, mirrored it 4–9.5 pt inside).
    public static let lensBand = 20.0
    /// Lens shape `k` (see ``liquidGlassLensDepth(_:band:strength:)``). GT shows the mirrored line
    /// at about its own size (≈ 8 pt of content in the ≈ 7 pt from 5 to 11 pt inside); `k` = 4
    /// shows 6.3 pt beyond the edge in 5.5 pt (×1.15), where 6 squeezed 9.5 pt into 5.4 pt (×1.76)
    /// and reached further out, pulling coloured content from beyond the rim (issue 21). Estimate.
    public static let lensStrength = 4.0
    /// Share of the lens band kept where the edge runs vertically (the middle of the capsule's
    /// round ends; see ``LiquidGlassMaterial/lensBand(normalX:normalY:tall:)``). GT ice_ios26_light_timeline:
    /// along the top edge the line above shows, mirrored, in a band reaching ≈ 12 pt in, but text
    /// that runs up to the capsule's trailing end and on beyond it (x 307–320 pt, rows of the
    /// centre line) bends into the end by only ≈ 3 pt; with the full band there NavMock pulled
    /// content from ≈ 9.5 pt beyond the ends into them (a mirrored coloured blob at the leading end
    /// over a coloured list). 0.25 gives a 5 pt band (≈ 1.6 pt of reach, bending ≈ 3 pt) at the
    /// ends' middle. Fitted by eye on one image: estimate.
    public static let lensEndFactor = 0.25
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
    /// More outline for symbols Apple draws heavier than the common weight on glass, points,
    /// added to ``symbolOutline``. magnifyingglass: on the search button of ice_ios26_dark_timeline
    /// and ice_ios26_light_notifications Apple's glyph measures 22.67 pt across with a 2.55 pt
    /// stroke; drawn in the classic bar's smaller box (``ClassicTabBarMetrics/symbolSideFactors``)
    /// the stand-in measured 22.0 pt and 2.21 pt with the common outline, 22.33 and ≈ 2.5 pt with
    /// 0.3 more (the classic bar's stroke factor for it, 1.309, says the same: Apple's magnifier is
    /// heavier than its other symbols). Fitted, confidence B.
    public static let symbolOutlineExtra: [String: Double] = ["magnifyingglass": 0.3]

    /// The outline a glass tab symbol `image` is drawn with: ``symbolOutline`` plus its
    /// ``symbolOutlineExtra``, points.
    public static func outline(for image: ImageReference) -> Double {
        symbolOutline + (image.symbolName.flatMap { symbolOutlineExtra[$0] } ?? 0)
    }
    /// The light material.
    public static let light = LiquidGlassMaterial(tint: tintLight, flatTint: flatTintLight, blur: blur, lensBand: lensBand,
                                                  lensStrength: lensStrength, lensEndFactor: lensEndFactor, rim: rimLight, rimRingWidth: rimRingWidth)
    /// The dark material.
    public static let dark = LiquidGlassMaterial(tint: tintDark, flatTint: flatTintDark, blur: blur, lensBand: lensBand,
                                                 lensStrength: lensStrength, lensEndFactor: lensEndFactor, rim: rimDark, rimRingWidth: rimRingWidth)

    /// Shadow, light. GT ice_ios26_light_timeline over white content: beside the capsule on its
    /// centre row 236 at 1 pt, 243 at 11 pt, 248 at 21 pt; below it (x = 50 pt) 228 at 0.3 pt, ≈ 236
    /// at 10 pt, ≈ 244 at 20 pt; §12: 233 in the 8 pt gap to the search circle. A Gaussian edge
    /// profile with σ 24 pt, peak black 15 % and the shadow 12 pt lower fits all six within 4 levels.
    /// Fitted, medium confidence.
    public static let shadowLight = LiquidGlassShadow(color: Color(hex: 0x000000, alpha: 0.15), sigma: 24, offsetY: 12)
    /// Shadow, dark: GT ice_ios26_dark_* shows no measurable shadow over #11151F content (a 15 %
    /// black would darken it by < 4 levels). Same profile as light at 20 %. Estimate.
    public static let shadowDark = LiquidGlassShadow(color: Color(hex: 0x000000, alpha: 0.20), sigma: 24, offsetY: 12)
    /// Inset of the 1 pt Increase Contrast border from the glass shape's edge, points: the stroke's
    /// centre line 0.25 pt inside, so that three quarters of its width fall on the glass and the rest
    /// covers the shape's antialiased edge. A drawing choice (no Apple figure; the border itself is
    /// ChromeMetricTable's contrastBorder), estimate.
    public static let contrastBorderInset = 0.25
}

/// How the iOS 26 capsule places its items: not equal slots but widths that follow the titles.
/// Fitted to the item centres measured (middle of the icon's and the title's ink box) on the
/// three ground-truth captures of 2025-08-27 (../shared/groundtruth README, metrics §12):
/// Timeline / Notifications / Favorites / News 62.0 / 132.7 / 203.6 / 269.8 pt with Timeline
/// selected (ice_ios26_dark_timeline) and 61.8 / 132.7 / 203.6 / 269.8 with News selected
/// (ice_ios26_dark_news): the selection does not move the items, so every item is as wide as its
/// selection pill would be; Timeline / Notifications / Favorites / Messages 61.8 / 133.0 / 203.6 /
/// 270.1 (Notifications selected, ice_ios26_light_notifications). The first and last items sit at
/// 62.0 and 270.0 in all four captures whatever their titles: a 74 pt item 4 pt from each end.
/// With NavMock's Inter title widths the rule puts these twelve centres within 0.3 pt. The later
/// capture ice_ios26_light_timeline (2025-09-10; Timeline / Notifications / News / Profile 61.8 /
/// 134.5 / 207.7 / 269.7) has its two middle items 2 and 4 pt further right: no rule of equal
/// gaps fits both it and the others (it would need the same unselected "Notifications" item
/// 83 pt wide in one and 95 pt in the other), so it is left out of the fit. Points.
public enum GlassItemLayoutMetrics {
    /// Padding added to an item's title width (NavMock's measured advance width in the title
    /// font): the item's width and its selection pill's. §12: the pill is 83.3 pt around
    /// "Notifications", whose advance in the default font (Inter SemiBold, 10 pt) is 61.9 pt →
    /// 21.4; the centres above fit best with 21–22. 21.3, fitted on the default font (SF Pro's
    /// own ink width there is 63.0, so with SF Pro titles the pill comes out ≈ 1–2 pt wider
    /// than Apple's); medium confidence.
    public static let padding = 21.3
    /// Narrowest item (and selection pill). §12: the pill is 74.0 pt around Timeline and News;
    /// the end items' centres (62.0 = 21 + 4 + 74 / 2 on every ice_ios26_* crop) give the same.
    public static let minWidth = 74.0
    /// Inset of the first and last item (and of a selected end item's pill) from the capsule's
    /// ends, points. GT ice_ios26_dark_timeline pill 25.0–99.0 pt in a capsule 21–311, and
    /// ice_ios26_dark_news 233.0–307.0: 4 pt (the pill's inset from the capsule's top and
    /// bottom is 4 pt too, §12). High confidence.
    public static let endInset = 4.0
    /// Closest two item centres may come; closer, the items fall back to equal slots. Estimate
    /// (the 44 pt minimum hit target).
    public static let minimumPitch = 44.0
}
