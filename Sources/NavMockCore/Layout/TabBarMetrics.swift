/// The numbers of the classic tab bar (iOS 7–18, iPadOS ≤ 17), each with its source in
/// ../shared/hig/metrics.md. Points.
public enum ClassicTabBarMetrics {
    /// Content height on iPhone. metrics §1.1 (UK26 `intrinsicContentSizeGivenSize:` = 49), §11 (measured 49.0).
    public static let barHeight = 49.0
    /// Content height on iPhone in landscape when "mini height in landscape" applies: compact width
    /// and compact height (iPhone XS, 16, SE in landscape). metrics §1.1 (UK26
    /// `intrinsicContentSizeGivenSize:` returns 32.0 only under `_UIUseMiniHeightInLandscape`).
    /// Phones that are regular width in landscape (Plus, Max, XR/11, Air) keep 49 with icon and
    /// title side by side: Tencent/QMUI_iOS issue 633 (UIKit measured on iPhone XS Max landscape:
    /// tab bar 70 = 49 + 21; "Regular 49 or Compact 32 + safe area" per size class) and
    /// flutter/flutter pull 39258 (wide tab bar = inline items, compact only with the wide flag).
    /// Confidence: 32 high (UIKit code); the size-class condition medium (two reports, the
    /// condition's own code is not in the stored UIKit).
    public static let compactHeightBarHeight = 32.0
    /// Content height on iPad (iOS 12–17 SDK). metrics §1.1 (UK26 `_UIBarsUseNewPadHeights` → 50; HACK).
    public static let padBarHeight = 50.0
    /// Below the content on iPads with a home indicator: UIKit adds
    /// `_UIBackgroundExtensionForBarWithInsetFromHomeAffordanceAllowance` (UK26
    /// `_UITabBarVisualProviderLegacyIOS intrinsicContentSizeGivenSize:`, and `_layoutRegion`
    /// uses it instead of the safe area on the pad idiom), not the 20 pt safe area. Its value is
    /// not in the stored UIKit; 15 = the 65 pt total measured on home-indicator iPads, portrait and
    /// landscape alike (Tencent/QMUI_iOS issue 633, iOS 12; issue 1280, `tabBar.bounds` = 65 on
    /// iPad Pro 12.9-inch, iOS 14.5) − 50. Confidence: 65 total medium (two reports), the 50 + 15
    /// split medium (UIKit's structure). Home-button iPads: no extension (50 in all).
    public static let padHomeAffordanceAllowance = 15.0
    /// Stacked layout: icon centre below the bar top. metrics §11 (measured 18.7 pt, rss_*, em_*).
    public static let stackedIconCenterY = 18.7
    /// Stacked layout: icon box side. metrics §11 (SF Symbols 23–26 pt tall; bootstrap glyphs fill their box).
    public static let stackedIconSide = 24.0
    /// Stacked layout: title baseline below the bar top. metrics §11 (measured 45.0 pt).
    public static let stackedTitleBaseline = 45.0
    /// Title font: 10 pt medium. metrics §1.2 (UK26 `UITabBarButtonLabel`), §11 (cap height 7.0 pt).
    public static let titleSize = 10.0
    /// Title weight. metrics §1.2.
    public static let titleWeight = FontWeight.medium
    /// Inline layout (icon beside title): gap between icon and title. metrics §1.2 (UK26, 6 pt).
    public static let inlineGap = 6.0
    /// Inline title size. metrics §1.2 (text style Footnote = 13 pt; medium confidence).
    public static let inlineTitleSize = 13.0
    /// Inline icon side in a regular-height bar. metrics §1.2 (HIG-TB-0725 custom icon, circle 25).
    public static let inlineIconSide = 25.0
    /// Inline icon side in the 32 pt compact-height bar. metrics §1.2 (HIG-TB-0725, compact circle 18).
    public static let compactInlineIconSide = 18.0
    /// Title fits the item width minus this much. metrics §1.2 (UK26 `resizeToFitWidth:`, width − 2).
    public static let titleWidthAllowance = 2.0
    /// Regular-width (centred) items: padding around an item's content. Estimate: chosen so iPad
    /// items sit about 34 pt apart, as in iPadOS 12–17 screenshots; metrics has no row.
    public static let centeredItemPadding = 17.0
    /// Regular-width (centred) items: the narrowest item. Estimate (UIKit's `itemWidth` default 0
    /// lets the system choose; 76 pt is the iOS 7 phone button width, metrics §1.2 DUMP).
    public static let centeredMinItemWidth = 76.0
    /// Hairline: one device pixel, black at 30 % (light). metrics §1.3 FLT, §11 (measured #B2B2B2 on white).
    public static let hairlineLight = Color(hex: 0x000000, alpha: 0.30)
    /// Hairline in dark mode. metrics §1.3 FLT gives black 16 %; over dark content that vanishes,
    /// and §11 measures #484C58 over the dark bar, so a light separator is used (estimate).
    public static let hairlineDark = Color(hex: 0x545458, alpha: 0.65)
    /// Material over the backdrop, light. metrics §11 (≈ #F7F8F7 over white), §1.3 FLT (80 % #F8F8F8).
    public static let materialLight = Color(hex: 0xF8F8F8, alpha: 0.85)
    /// Material, dark. metrics §1.3 FLT (72 % #212121); §11 bar ≈ #1D1F27 over dark content.
    public static let materialDark = Color(hex: 0x1C1C1E, alpha: 0.82)
    /// Blur radius of the material, points. metrics §1.3 FLT (σ 10).
    public static let materialBlur = 10.0
    /// Unselected items, light: black at 40 % — §11 measures #999999 on white and #929299 on
    /// #F2F2F7, which a 40 % black reproduces (a translucent grey, not opaque #999999).
    public static let unselectedLight = Color(hex: 0x000000, alpha: 0.40)
    /// Unselected items, dark: white at 45 % — §11 measures #818182 (iOS 18) and #808080 over #181818.
    public static let unselectedDark = Color(hex: 0xFFFFFF, alpha: 0.45)
}

/// The numbers of the iOS 26 Liquid Glass tab bar on iPhone, each with its source. Points.
public enum GlassTabBarMetrics {
    /// Capsule height. metrics §2 (FAB 62), §11 (measured 62.0; conflict 62 vs 64 resolved).
    public static let height = 62.0
    /// Inset from the leading and trailing screen edges. metrics §2 (FAB 21), §11 (measured 21.0).
    public static let sideInset = 21.0
    /// Gap between the capsule bottom and the screen bottom. metrics §2 (FAB 21), §11 (measured 21.0).
    public static let bottomInset = 21.0
    /// Gap between the capsule and the separate search button. metrics §11 (measured 8.0).
    public static let searchGap = 8.0
    /// Inset of the items and the selection pill inside the capsule. metrics §11 (pill 54 pt tall,
    /// 4 pt from top and bottom); the same 4 pt is used at the ends (item centres then match §11 within 2 pt).
    public static let itemInset = 4.0
    /// Icon centre below the capsule top. metrics §11 (icon box from 11 pt, centre ≈ 23.3 pt).
    public static let iconCenterY = 23.3
    /// Icon box side. metrics §11 (icons ≈ 24–25 pt tall).
    public static let iconSide = 24.0
    /// Title baseline below the capsule top. metrics §11 (measured 48.7 pt).
    public static let titleBaseline = 48.7
    /// Title size. metrics §2 (FAB, TG: 10 pt), §11 (cap height 7.0 pt).
    public static let titleSize = 10.0
    /// Title weight. metrics §2 says semibold (FAB, TG), but §11 measures "medium-to-semibold"
    /// on real renders, and beside ice_ios26_* Inter Medium matches the stroke weight better
    /// (Inter SemiBold reads heavier than SF's), so medium.
    public static let titleWeight = FontWeight.medium
    /// Width of each segment when the bar hugs few items. metrics §2 (FAB 98-pt segments for < 3 tabs).
    public static let hugSegmentWidth = 98.0
    /// Horizontal padding of the selection pill around its item's content. Chosen so that the pill
    /// around "Timeline" is ≈ 65 pt and around "Notifications" ≈ 84 pt, as metrics §11 measures.
    public static let pillPadding = 12.0
    /// Narrowest selection pill. metrics §11 (≈ 65 pt around short titles).
    public static let pillMinWidth = 64.0
    /// Glass tint over the blurred backdrop, light. metrics §11 (≈ #FAFAFA–#FEFEFE over light content).
    public static let glassLight = Color(hex: 0xFFFFFF, alpha: 0.72)
    /// Glass tint, dark: the fill follows the content (metrics §11), so only a slight darkening.
    public static let glassDark = Color(hex: 0x101010, alpha: 0.40)
    /// Blur radius of the glass, points (estimate; the glass shows only soft shapes through it).
    public static let glassBlur = 12.0
    /// The rim: about 1 px of light at the edge. metrics §11 (lum 62 over 24 in dark).
    public static let rimLight = Color(hex: 0xFFFFFF, alpha: 0.85)
    /// The rim in dark mode. metrics §11.
    public static let rimDark = Color(hex: 0xFFFFFF, alpha: 0.18)
    /// Shadow: darkens the backdrop by ≈ 13/255 at the edge, fading over ≈ 20 pt (metrics §11, light).
    public static let shadowOpacity = 0.10
    /// Shadow extent, points. metrics §11.
    public static let shadowRadius = 20.0
    /// Selection pill, light: ≈ #ECECEC on #FEFEFE glass (metrics §11) → black at 7.5 %.
    public static let pillLight = Color(hex: 0x000000, alpha: 0.075)
    /// Selection pill, dark: ≈ #333843 on glass ≈ #11151F (metrics §11) → white at 14 %.
    public static let pillDark = Color(hex: 0xFFFFFF, alpha: 0.14)
}

/// Badge numbers (`badgeValue`). Points.
public enum BadgeMetrics {
    /// Badge height; a one-character badge is an 18 × 18 circle. metrics §11 (ice_classic_dark_badge4),
    /// overriding the base style's minimum width of 24 (metrics §9 conflict 3).
    public static let height = 18.0
    /// Text size. metrics §1.5 (UK26 `_UIBadgeVisualStyle`: system 13 pt regular).
    public static let fontSize = 13.0
    /// Padding between the text and the ends of a capsule badge. metrics §1.5 (edge padding 5).
    public static let edgePadding = 5.0
    /// Widest badge before its text is truncated. metrics §1.5 (max width 64).
    public static let maxWidth = 64.0
    /// The badge's leading edge relative to the icon centre. metrics §11 (centre = icon centre +
    /// 17.5 pt for an 18 pt circle → leading edge at +8.5 pt).
    public static let leadingFromIconCenter = 8.5
    /// The badge's top relative to the icon centre. metrics §11 (top 3 pt below the bar top, icon
    /// centre 18.65 pt below it → −15.65 pt).
    public static let topFromIconCenter = -15.65
    /// Diameter of the dot drawn for an empty badge. Estimate: metrics §1.5 marks the dot as
    /// unverified; 10 pt matches the dot iOS shows on app-icon notifications scaled to a tab icon.
    public static let dotDiameter = 10.0
    /// Badges stay inside the bar, this far from its sides. metrics §1.5 (UK26 `CGRectInset(bar, 6, 0)`).
    public static let barSideClamp = 6.0
}
