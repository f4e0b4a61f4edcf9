/// The numbers of one page-control design on one platform, in points, each with its source in
/// ../shared/hig/metrics.md (§7 from UIKit's own implementation, §11 measured on real renders).
///
/// One table per platform and design: ``iOS`` (iOS and iPadOS 14+, also visionOS), ``legacy``
/// (before iOS 14), ``tvOS``, ``watchOS``. Layout reads only these tables; no page-control number
/// is written anywhere else. "Along" is the axis the indicators are laid out on (horizontal
/// unless the direction is `topToBottom`/`bottomToTop`), "across" the other one.
public struct PageControlMetricTable: Sendable, Hashable {
    /// Size of one indicator's slot (UIKit's symbol image view): `width` along the row, `height`
    /// across it. Points.
    public var slot: Size
    /// Diameter of the default dot drawn inside a slot at scale 1. Points.
    public var dotDiameter: Double
    /// Side of the square box a symbol indicator image is drawn in (the symbol configuration's
    /// size). Points. A non-symbol image (an SVG file) is drawn at its own size instead
    /// (``maxImageSize``).
    public var imageSide: Double
    /// Largest box a non-symbol indicator image (an SVG file) is drawn in: the image is drawn at
    /// its intrinsic size in points (``ImageSizing``), scaled down, aspect kept, to fit this box
    /// when it is larger; its slot along the row is as long as the image drawn, and the row as
    /// thick as its thickest indicator. Points. UIKit `_UIPageIndicatorImageView setImage:`
    /// scales a non-symbol image down to fit 42 × 42 (metrics §7.1 "custom images", read from
    /// UIKit's own implementation, high there): confidence B. (Capping it to the control's height
    /// instead, as first proposed for issue 41, had no source: confidence C, not drawn.)
    public var maxImageSize: Size
    /// Space between neighbouring slots along the row. Points.
    public var gap: Double
    /// Padding before the first and after the last slot, along the row (dropped by `minimal`). Points.
    public var paddingAlong: Double
    /// Padding on both sides of the row, across it. Points.
    public var paddingAcross: Double
    /// Most indicators shown at once; more pages scroll a window of this many (modern design).
    public var maxVisibleIndicators: Int
    /// Scales of the shrunk indicators at an end that has more pages beyond it, outermost first.
    public var edgeScales: [Double]
    /// Scale of the whole content while scrubbing (`interactionState` `continuous`).
    public var scrubbingScale: Double
    /// Whether the row is clipped at the control's edges instead of scrolling and shrinking (legacy).
    public var clipsInsteadOfShrinking: Bool
    /// Whether the platter (`backgroundStyle`) exists in this design.
    public var hasPlatter: Bool
    /// Whether `automatic` shows the platter even without interaction (tvOS).
    public var automaticShowsPlatter: Bool
    /// Default colour of the current page's indicator (`currentPageIndicatorTintColor` nil).
    public var currentColor: Color
    /// Default colour of the other indicators (`pageIndicatorTintColor` nil).
    public var otherColor: Color
    /// Default colour of the other indicators while the platter shows.
    public var platterOtherColor: Color
    /// The platter's material tint over the blurred backdrop, light appearance.
    public var platterLight: Color
    /// The platter's material tint, dark appearance.
    public var platterDark: Color
    /// Blur radius of the platter's material. Points.
    public var platterBlur: Double
    /// Horizontal row: distance from the safe area's bottom edge up to the control's centre.
    /// Vertical column: distance from the safe area's trailing edge in to the column's centre. Points.
    /// With a tab bar at the bottom, the row's centre is this far above the bar's top edge (or its
    /// accessory's) instead: an estimate (issue 14 §7) — Apple shows no page control over a tab
    /// bar, so the spacing above the home indicator is reused.
    public var edgeInset: Double
    /// Vertical column: its centre as a fraction of the screen height from the top (0…1).
    public var columnCenterFraction: Double
    /// Along-length of the capsule the current indicator grows into for `progress` (iOS 17), or
    /// into which the watchOS current indicator stretches to show scrolling. Points.
    public var capsuleLength: Double
}

extension PageControlMetricTable {
    /// iOS and iPadOS 14 and later (the design UIKit draws since iOS 14; numbers from iOS 26.1).
    public static let iOS = PageControlMetricTable(
        // metrics §11 "page indicator pitch": image views ≈ 9.7 pt wide (17.7 pt pitch − 8 pt gap);
        // 8 + 9.7 + 8 = 25.7 pt matches the measured 26 pt platter, so the view is 9.7 pt tall too.
        slot: Size(width: 9.7, height: 9.7),
        dotDiameter: 7.6,             // metrics §11 "page indicator dot": 7.6 pt (two scales agree)
        imageSide: 9.7,               // the slot (metrics §7.1: symbol at Footnote, scale small, fills the view)
        maxImageSize: Size(width: 42, height: 42), // metrics §7.1 "custom images" (UK26 `setImage:`), confidence B
        gap: 8,                       // metrics §7.1 UK26 `_indicatorSpacing` = 8
        paddingAlong: 14,             // metrics §7.1 UK26 `layoutSubviews`: 14 each side, 0 with .minimal
        paddingAcross: 8,             // metrics §7.1 UK26 `sizeForNumberOfPages:` adds 16
        maxVisibleIndicators: 10,     // metrics §7.1 UK26 `maxVisibleIndicators`
        // metrics §7.1 `_indicatorScaleForPage:` (up to 2 per end) and HIG-PC "1st/10th ≈ ¼,
        // 2nd/9th ≈ ½"; the easing curve itself was not recovered, so the HIG's values are used.
        edgeScales: [0.25, 0.5],
        scrubbingScale: 1.05,         // metrics §7.2 UK26 `setScrubbing:` ×1.05
        clipsInsteadOfShrinking: false,
        hasPlatter: true,             // metrics §7.2 `backgroundStyle`
        automaticShowsPlatter: false, // metrics §7.2 UK26 `_updateCurrentPlatterMode`: only while interacting
        currentColor: .white,         // metrics §7.2 DOCS "opaque white"
        // metrics §7.2: "translucent white" (DOCS); the alpha was not recovered — replicas use
        // 30–35 % (LGW 35 %). Estimate: 35 %.
        otherColor: Color(hex: 0xFFFFFF, alpha: 0.35),
        // metrics §7.2 `_pageControlPlatterIndicatorColor`: name only. Estimate: the same white.
        platterOtherColor: Color(hex: 0xFFFFFF, alpha: 0.35),
        // metrics §7.2 systemThinMaterial; §11 measures #F6F6F6 over white (light) and #1E1E1E
        // over black (pk_bgstyle_iphone_prominent_dark). These tints reproduce both over a flat
        // backdrop: 0.7 × #F2 + 0.3 × #FF = #F6; 0.78 × #26 = #1E.
        platterLight: Color(hex: 0xF2F2F2, alpha: 0.70),
        platterDark: Color(hex: 0x262626, alpha: 0.78),
        platterBlur: 10,              // metrics §1.3 FLT material blur σ 10 (same family of materials; estimate)
        // metrics §11 pk_pagecontrol_iphone_*: row centre 58.7 pt above the bottom of a 402 × 874
        // screen whose safe-area bottom is 34 pt → 24.7 pt above the safe area.
        edgeInset: 24.7,
        columnCenterFraction: 0.5,    // estimate: a vertical control centred on the trailing edge
        // metrics §7.1 "minimum width: 5 indicators (4 when a progress indicator is shown)": the
        // progress capsule takes two slots (2 × 9.7 + 8); its ink is that minus the slot's margin
        // around the dot (9.7 − 7.6): 9.7 + 8 + 7.6 = 25.3 pt.
        capsuleLength: 25.3)

    /// iOS, iPadOS and tvOS before 14: the legacy dots (`_UILegacyPageControlVisualProvider`).
    public static let legacy = PageControlMetricTable(
        slot: Size(width: 7, height: 7), // metrics §7.1 "legacy look": `_modernBounds` 7 × 7
        dotDiameter: 7,                  // same row
        imageSide: 7,                    // no custom images before iOS 14 (unused)
        maxImageSize: Size(width: 7, height: 7), // no custom images before iOS 14 (unused)
        gap: 9,                          // same row: pitch 16 = 7 + 9 (SMPC margin 9)
        paddingAlong: 0,                 // same row: width = 16 × pages − 9 (SMPC sizeForNumberOfPages)
        paddingAcross: 15,               // same row: height 37 = 7 + 30
        maxVisibleIndicators: .max,      // HIG-PC: "clipped if there are too many to fit"
        edgeScales: [],
        scrubbingScale: 1,
        clipsInsteadOfShrinking: true,   // HIG-PC (page-controls.zh.txt, first section)
        hasPlatter: false,               // `backgroundStyle` is iOS 14+ (metrics §7.3)
        automaticShowsPlatter: false,
        currentColor: .white,            // metrics §7.2 legacy: current white
        // metrics §7.2 "legacy others: white with a per-idiom alpha (value not recovered)". Estimate 30 %.
        otherColor: Color(hex: 0xFFFFFF, alpha: 0.30),
        platterOtherColor: Color(hex: 0xFFFFFF, alpha: 0.30),
        platterLight: .clear, platterDark: .clear, platterBlur: 0,
        edgeInset: 18.5,                 // estimate: the 37 pt control resting on the safe area's bottom
        columnCenterFraction: 0.5,
        capsuleLength: 0)

    /// tvOS 14 and later: the iOS design with a 12 pt symbol, never interactive, platter by default.
    ///
    /// Geometry measured on pk_pagecontrol_tvos_light (PagerKit's Apple TV mock-up, 3 pages, 0.982
    /// px/pt; Benchmarks/fidelity.py `page_rows`, each dot at half its own contrast; issue 40 item 7):
    /// dots 8.37 / 8.83 / 8.75 pt across (from their area; NavMock's own dots rendered at the same
    /// 0.982 px/pt measure 0.1–0.2 pt over their size, so ≈ 8.5 pt), pitch 20.98 pt (20.90 and 21.06
    /// between neighbours), platter 81.1 pt wide on the dot row and 27.0 pt tall. Confidence B:
    /// one scaled mock-up (a dot is 9 pixels), but the three dots, both spacings and the platter
    /// agree; the same measure on the iPhone mock-up gives 7.44–7.52 against metrics §11's 7.6.
    /// The "9.0 against 9.8" came from the dots' extent at a low threshold (blur and the
    /// mock-up's sharpening ring count in: 9–10 pt), an earlier 7.1 from a band that cut the dots'
    /// lower part off.
    public static let tvOS = PageControlMetricTable(
        // The platter's 27.0 pt = 8 + 11 + 8 (metrics §7.1 padding 8 across): an 11 × 11 pt image
        // view, square as on iOS; the 8.6 pt dot is iOS's ink share of the view (7.6 / 9.7 × 11).
        // Along the row, UIKit's 14 pt padding and the measured 21.0 pt pitch give 14 + 3 × 11 +
        // 2 × 10 + 14 = 81 pt (measured 81.1): the gap is 10, not §7.1's idiom-independent 8
        // (a 13 pt view with 8 pt gaps would make the platter 83 × 29 pt). Symbol size 12 pt on
        // tvOS: metrics §7.1 UK26.
        slot: Size(width: 11, height: 11),
        dotDiameter: 8.6,             // measured 8.37–8.83 (above); was 9.8, an estimate from §11's "≈ 9–10 pt"
        imageSide: 11,                // the slot
        maxImageSize: Size(width: 42, height: 42), // as iOS: `_UIPageIndicatorImageView` is idiom-independent (metrics §7.1), confidence B
        gap: 10,                      // measured pitch 20.98 − the 11 pt view (above)
        paddingAlong: 14,             // metrics §7.1
        paddingAcross: 8,             // metrics §7.1
        maxVisibleIndicators: 10,     // metrics §7.1
        edgeScales: [0.25, 0.5],      // as iOS
        scrubbingScale: 1,            // never interactive (metrics §7.4)
        clipsInsteadOfShrinking: false,
        hasPlatter: true,
        automaticShowsPlatter: true,  // metrics §11: "tvOS draws a capsule behind the dots by default"
        currentColor: .white,         // metrics §7.2 (UIKit defaults; PagerKit's own colours in §11)
        otherColor: Color(hex: 0xFFFFFF, alpha: 0.35),
        platterOtherColor: Color(hex: 0xFFFFFF, alpha: 0.35),
        // metrics §11: fill ≈ #D9D6D3 over #BDBBB8 → white at 42 %.
        platterLight: Color(hex: 0xFFFFFF, alpha: 0.42),
        platterDark: Color(hex: 0x262626, alpha: 0.78), // estimate: the iOS dark material
        platterBlur: 10,
        // metrics §11 pk_pagecontrol_tvos_light: row centre ≈ 85 pt above the screen bottom; the
        // tvOS safe area is 60 pt (DeviceCatalog), so the iOS 24.7 pt rule gives 84.7 pt.
        edgeInset: 24.7,
        columnCenterFraction: 0.5,
        capsuleLength: 11 + 10 + 8.6) // as iOS: two slots and the gap minus the slot's margin around the dot

    /// watchOS (SwiftUI page-style `TabView`): dots at the bottom for horizontal paging, a column
    /// beside the Digital Crown for vertical paging (watchOS 10+). Apple publishes no sizes
    /// (metrics §7.4, §10): every number here is an estimate, scaled from the iOS dot to the
    /// watch's smaller type and chosen to read at 2 px/pt.
    public static let watchOS = PageControlMetricTable(
        slot: Size(width: 5.5, height: 5.5), // estimate
        dotDiameter: 5,               // estimate (10 px at @2x)
        imageSide: 5.5,               // images are not offered on watchOS (unused)
        maxImageSize: Size(width: 5.5, height: 5.5), // images are not offered on watchOS (unused)
        gap: 3.5,                     // estimate: 9 pt pitch
        paddingAlong: 0,              // no platter on watchOS
        paddingAcross: 0,
        maxVisibleIndicators: 10,     // estimate: as iOS (HIG-PC "more than about 10 dots are hard to count")
        edgeScales: [0.25, 0.5],      // estimate: as iOS
        scrubbingScale: 1,
        clipsInsteadOfShrinking: false,
        hasPlatter: false,
        automaticShowsPlatter: false,
        currentColor: .white,         // estimate: as iOS
        otherColor: Color(hex: 0xFFFFFF, alpha: 0.40), // estimate
        platterOtherColor: Color(hex: 0xFFFFFF, alpha: 0.40),
        platterLight: .clear, platterDark: .clear, platterBlur: 0,
        // Horizontal: the row centre 5.5 pt above the screen bottom (the watch has no bottom safe
        // area). Vertical: the column centre 5.5 pt in from the right edge, beside the crown.
        edgeInset: 5.5,               // estimate
        columnCenterFraction: 1.0 / 3, // estimate: the Digital Crown sits beside the upper part of the screen
        capsuleLength: 5.5 * 2 + 3.5 - 0.5) // the current dot stretched over two slots (as iOS progress)

    /// The table for an environment: watchOS, tvOS, legacy (before 14 on iOS, iPadOS and tvOS),
    /// or iOS (iOS, iPadOS and visionOS). macOS has no page control (callers refuse it first).
    public static func table(for env: Environment) -> PageControlMetricTable {
        switch env.pageControlDesign {
        case .watch: return .watchOS
        case .legacy: return .legacy
        case .modern: return env.platform == .tvOS ? .tvOS : .iOS
        }
    }

    /// The first major version of iOS, iPadOS and tvOS with the modern page control (symbol
    /// indicators, a scrolling window, background styles): 14 (metrics §7).
    public static let modernSince = 14

    /// The platter's material tint in `appearance`.
    public func platterTint(_ appearance: Appearance) -> Color {
        appearance == .light ? platterLight : platterDark
    }

    /// Distance between the centres of neighbouring slots along the row, points.
    public var pitch: Double { slot.width + gap }
}

/// The margin around a page control on the component canvas (DESIGN.md "Canvas"), points.
let pageControlCanvasMargin = 12.0
