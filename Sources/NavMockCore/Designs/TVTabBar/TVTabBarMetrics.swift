// The numbers of the Apple TV's tab bar, each with its source and how sure it is. Points unless
// marked.
//
// Source keys besides those of ../shared/hig/metrics.md:
//   UK26-TV    same build, `_UITabBarVisualProviderLegacyTVOS.m` (band of 140, full-width blurred
//              background, centred items with a default item width of 80 and spacing of 30).
//   SFPRO      SF Pro's vertical metrics (ascender 0.952 em, descender 0.241 em, as UIKit's
//              `UIFont.systemFont(ofSize: 17).lineHeight` ≈ 20.29 shows). Medium confidence.
//
// "estimate" marks a number chosen by eye or by analogy where no source gives it; the reason is
// given beside it.

/// The tvOS tab bar (metrics §4).
public enum TVTabBarMetrics {
    /// The band the bar covers, from the screen's top. metrics §4 (UK26-TV intrinsic height 140; XAM). High.
    public static let bandHeight = 140.0
    /// The bar's top below the screen's top. metrics §4 (HIG-TB, "you cannot change it"). High.
    public static let barTop = 46.0
    /// The bar's height. metrics §4 (HIG-TB). High.
    public static let barHeight = 68.0
    /// Side inset of the content (the title-safe area). DeviceCatalog (HIG-SPEC tvOS, 80 pt). High.
    public static let sideInset = 80.0
    /// Before tvOS 26 a tab's pill fills the bar's height. Estimate (the only height the HIG gives).
    public static let pillHeight = 68.0
    /// tvOS 26: the tabs sit in a glass capsule, inset 4 pt (as the iOS 26 capsule, metrics §11). Estimate.
    public static let glassInset = 4.0
    /// Title before tvOS 26: bold system 29 pt. metrics §4 (UK26 `UITabBarButtonLabel`). High.
    public static let titleSize = 29.0
    /// Title weight before tvOS 26. metrics §4. High.
    public static let titleWeight = FontWeight.bold
    /// Title in tvOS 26: Emphasized Caption 1. metrics §4 (UK26) names the style; its size, 25 pt,
    /// is tvOS's Caption 1 (medium confidence) and "emphasized" is drawn semibold (estimate).
    public static let glassTitleSize = 25.0
    /// Title weight in tvOS 26 (estimate).
    public static let glassTitleWeight = FontWeight.semibold
    /// Space beside a title inside its pill. Estimate (Apple's pictures: about one em).
    public static let titlePadding = 28.0
    /// Narrowest tab. UK26-TV (default item width 80). High (as a default), medium here.
    public static let minItemWidth = 80.0
    /// Space between tabs. Estimate (the pills of neighbouring tabs must not touch).
    public static let itemSpacing = 4.0
    /// Symbol of a tab without a title (Search, Settings). Estimate.
    public static let iconSide = 36.0
    /// Width of the fade at a cut-off end. Estimate (HIG-TB describes the fade, not its width).
    public static let fadeWidth = 160.0
    /// Space between the logo and the tabs. Estimate.
    public static let logoGap = 40.0
    /// The focused tab grows by this factor. Estimate (tvOS focus lifts items by 5–10 %).
    public static let focusScale = 1.06
    /// The focused tab's drop shadow: black at 35 %, radius 20, 8 pt down. Estimate (HIG-TB says
    /// only that it has a shadow).
    public static let focusShadowOpacity = 0.35
    /// Focus shadow radius. Estimate.
    public static let focusShadowRadius = 20.0
    /// Focus shadow offset (down). Estimate.
    public static let focusShadowOffsetY = 8.0
    /// Unselected titles: the label colour at 50 %. metrics §4 (UK26, before 26). Medium.
    public static let unselectedAlpha = 0.5
    /// The selected title when the bar is not focused: label at 86 %. metrics §4 (UK26 light: 0.86).
    /// UK26 gives 0.5 for dark, which over the opaque pill drawn here would be unreadable; 0.86 is
    /// used in both (estimate).
    public static let selectedAlpha = 0.86
    /// The selected tab's opaque pill, light. Estimate (HIG-TB: only the selected tab is opaque).
    public static let selectedPillLight = Color(hex: 0xFFFFFF)
    /// The selected tab's opaque pill, dark. Estimate.
    public static let selectedPillDark = Color(hex: 0x5B5B5F)
    /// The focused tab: a white pill with dark text in both appearances. Estimate (tvOS's focus look).
    public static let focusPill = Color(hex: 0xFFFFFF)
    /// Text on the focused pill. Estimate.
    public static let focusText = Color(hex: 0x000000, alpha: 0.9)
    /// The translucent band before tvOS 26, light: white at 70 % over a 30 pt blur. Estimate (UK26-TV
    /// uses private blur styles 4009/5004).
    public static let materialLight = Color(hex: 0xF2F2F2, alpha: 0.70)
    /// The band, dark. Estimate.
    public static let materialDark = Color(hex: 0x161618, alpha: 0.62)
    /// Blur of the band, points. Estimate.
    public static let materialBlur = 30.0
    /// Badge height. Estimate (the iOS 18 pt badge scaled like tvOS text, 29/17).
    public static let badgeHeight = 30.0
    /// Badge text size. Estimate.
    public static let badgeFontSize = 21.0
    /// Badge text padding at the ends. Estimate.
    public static let badgePadding = 8.0
    /// The badge's top-trailing corner, from the pill's: 4 pt out, 8 pt up. Estimate (as iOS
    /// badges, metrics §11, overhanging the item's corner).
    public static let badgeOffsetX = 4.0
    /// The badge's vertical offset. Estimate.
    public static let badgeOffsetY = -8.0
    /// Widest badge. Estimate (iOS's 64 pt, metrics §1.5, scaled by 1.5).
    public static let badgeMaxWidth = 96.0
    /// Scrolled tabs vanish this far after the logo. Estimate.
    public static let fadeAfterLogo = 8.0
    /// `barTintColor` over the blurred content: the tint at 55 %. Estimate (UIKit tints bars
    /// translucently; the exact blend is private).
    public static let barTintAlpha = 0.55
}
