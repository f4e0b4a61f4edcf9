// The numbers of the iPad's tab bar of iPadOS 18 and 26 and of its sidebar, each with its source
// and how sure it is. Points unless marked.
//
// Source keys besides those of ../shared/hig/metrics.md:
//   UK26-FTB   UIKitCore of iOS 26.1 (23B85), as metrics.md's UK26: `_UIFloatingTabBarPlatformMetrics.m`
//              (the iPad floating tab bar's table; an older build of the same file agrees),
//              `_UIFloatingTabBarPlatformMetrics_Glass.m` (its Liquid Glass subclass),
//              `_UIFloatingTabBar.m` (`sizeThatFits:`, `layoutSubviews`: the bar is a capsule,
//              height = item height + background insets, the sidebar button inside it),
//              `_UIFloatingTabBarItemView.m` (`sizeThatFits:`: title + title margins, rounded up to
//              the pixel; badge at the item's top-trailing corner moved by `badgeOffset`),
//              `_UITabContainerView.m` (`_floatingTabBarTopOffset`: the titles' baseline sits
//              `safeAreaOffset` below the safe area's top; the bar is centred; the sidebar is a
//              full-height leading column of `currentSidebarWidth`).
//   SFPRO      SF Pro's vertical metrics (ascender 0.952 em, descender 0.241 em, as UIKit's
//              `UIFont.systemFont(ofSize: 17).lineHeight` ≈ 20.29 shows). Medium confidence.
//
// "estimate" marks a number chosen by eye or by analogy where no source gives it; the reason is
// given beside it.

/// The iPad tab bar of iPadOS 18 (`padFloating`) and 26 (`padGlass`): a capsule of titles near the
/// top, centred, its titles on the navigation bar's baseline (metrics §3).
public struct PadTabBarMetrics: Sendable, Hashable {
    /// Inset of the items inside the capsule, every side. UK26-FTB `backgroundInsets` 4 (both). High.
    public var backgroundInset: Double
    /// Space above a title in its item. UK26-FTB `titleMargins.top`: 6 (18), 8 (26). High.
    public var titleMarginTop: Double
    /// Space below a title in its item. UK26-FTB `titleMargins.bottom`: 6 (18), 7.5 (26). High.
    public var titleMarginBottom: Double
    /// Space beside a title in its item. UK26-FTB `titleMargins.left/right` 16. High.
    public var titleMarginSide: Double
    /// Space beside a symbol in an item without a title (the search tab). UK26-FTB `imageMargins` 14. High.
    public var imageMarginSide: Double
    /// The titles' baseline below the safe area's top. UK26-FTB `safeAreaOffset`: 31 (18), 28 (26). High.
    public var baselineBelowSafeAreaTop: Double
    /// Closest the capsule comes to the screen's sides. UK26-FTB `minimumEdgeOffset`: 8 (18), 10 (26). High.
    public var minimumEdgeOffset: Double
    /// Widest capsule; tabs beyond go into the overflow menu. UK26-FTB `maximumWidth` 600. High.
    public var maximumWidth: Double
    /// Widest title. UK26-FTB `maximumContentWidth` 224. High.
    public var maximumTitleWidth: Double
    /// Symbol box of an item without a title. UK26-FTB `defaultImageSize` 20 × 20. High.
    public var imageSide: Double
    /// Title size: text style Body, 17 pt. UK26-FTB `contentFont` (Body). High.
    public var titleSize: Double
    /// Title weight. UK26-FTB passes a weight constant that the decompiled code does not name;
    /// medium is chosen because the selected title is Headline (semibold) and reads one step
    /// heavier in Apple's pictures. Estimate.
    public var titleWeight: FontWeight
    /// The selected tab's title weight: text style Headline (17 pt semibold). UK26-FTB `selectedContentFont`. High.
    public var selectedTitleWeight: FontWeight
    /// Sidebar button width: `sidebar.leading` at Body size between content insets of 16.
    /// UK26-FTB `sidebarButtonConfiguration` (insets 12/16); the symbol's width (≈ 22) is an estimate.
    public var sidebarButtonWidth: Double
    /// Name of the overflow button's symbol. UK26-FTB `overflowButtonImageName`: `ellipsis.circle` (18), `ellipsis` (26). High.
    public var overflowSymbol: String
    /// Badge: moved from the item's top-trailing corner by (3, −2). UK26-FTB `badgeOffset`. High.
    public var badgeOffsetX: Double
    /// Badge vertical offset. UK26-FTB `badgeOffset` (−2). High.
    public var badgeOffsetY: Double
    /// Badge text: Caption 1, 12 pt. UK26-FTB `badgeFont`. High.
    public var badgeFontSize: Double
    /// Badge text inset from the badge's ends. UK26-FTB `badgeInsets` (2, 4, 2, 4). High.
    public var badgeSidePadding: Double
    /// Badge height: 2 + Caption 1 line (≈ 14.3, SFPRO) + 2, rounded to 18. Medium.
    public var badgeHeight: Double
    /// Widest badge. UK26-FTB `maximumBadgeWidth` 64. High.
    public var badgeMaxWidth: Double

    /// A title may be this much wider than its item's content area before it is shortened.
    /// UK26-FTB `_UIFloatingTabBarItemView layoutSubviews` (`width > content + 8`). High.
    public static let titleOverhang = 8.0
    /// Width of the ring of iPadOS 18's `ellipsis.circle` overflow symbol (drawn as the dots in a
    /// ring, bootstrap-icons having no such glyph). Estimate.
    public static let overflowRingWidth = 1.5
    /// The dots of that symbol sit this far inside its ring. Estimate.
    public static let overflowDotsInset = 3.5

    /// SF Pro's line height at 17 pt (ascender + descender), used for the item height. SFPRO. Medium.
    public static let bodyLineHeight = 20.29
    /// SF Pro's ascender at 17 pt, used to put the baseline. SFPRO. Medium.
    public static let bodyAscender = 16.18

    /// iPadOS 18. UK26-FTB `_UIFloatingTabBarPlatformMetrics`.
    public static let floating = PadTabBarMetrics(
        backgroundInset: 4, titleMarginTop: 6, titleMarginBottom: 6, titleMarginSide: 16, imageMarginSide: 14,
        baselineBelowSafeAreaTop: 31, minimumEdgeOffset: 8, maximumWidth: 600, maximumTitleWidth: 224, imageSide: 20,
        titleSize: 17, titleWeight: .medium, selectedTitleWeight: .semibold, sidebarButtonWidth: 54,
        overflowSymbol: "ellipsis.circle", badgeOffsetX: 3, badgeOffsetY: -2, badgeFontSize: 12, badgeSidePadding: 4,
        badgeHeight: 18, badgeMaxWidth: 64)

    /// iPadOS 26. UK26-FTB `_UIFloatingTabBarPlatformMetrics_Glass` (its overrides; the rest inherited).
    public static let glass = PadTabBarMetrics(
        backgroundInset: 4, titleMarginTop: 8, titleMarginBottom: 7.5, titleMarginSide: 16, imageMarginSide: 14,
        baselineBelowSafeAreaTop: 28, minimumEdgeOffset: 10, maximumWidth: 600, maximumTitleWidth: 224, imageSide: 20,
        titleSize: 17, titleWeight: .medium, selectedTitleWeight: .semibold, sidebarButtonWidth: 54,
        overflowSymbol: "ellipsis", badgeOffsetX: 3, badgeOffsetY: -2, badgeFontSize: 12, badgeSidePadding: 4,
        badgeHeight: 18, badgeMaxWidth: 64)

    /// An item's height: title margins + the Body line, rounded up to the half point (the @2x
    /// pixel, UIKit's `UICeilToScale`): 32.5 (18), 36 (26). UK26-FTB + SFPRO.
    public var itemHeight: Double {
        ((titleMarginTop + Self.bodyLineHeight + titleMarginBottom) * 2).rounded(.up) / 2
    }
    /// The capsule's height: item + insets: 40.5 (18), 44 (26).
    public var barHeight: Double { itemHeight + 2 * backgroundInset }
    /// The title's baseline below the capsule's top.
    public var baselineFromBarTop: Double { backgroundInset + titleMarginTop + Self.bodyAscender }

    /// iPadOS 18 selection pill, light: `systemBackground` (white). UK26-FTB `selectionBackgroundColor`. High.
    public static let selectionLight = Color(hex: 0xFFFFFF)
    /// iPadOS 18 selection pill, dark: `systemFill` (#787880 at 36 %). UK26-FTB. High.
    public static let selectionDark = Color(hex: 0x787880, alpha: 0.36)
    /// iPadOS 18 selection shadow: black at 8 %, radius 16, 2 pt down. UK26-FTB `selectionShadow`. High.
    public static let selectionShadowOpacity = 0.08
    /// Selection shadow radius. UK26-FTB. High.
    public static let selectionShadowRadius = 16.0
    /// Selection shadow offset (down). UK26-FTB. High.
    public static let selectionShadowOffsetY = 2.0
    /// iPadOS 18 capsule material: `systemMaterial` (blur style 8, UK26-FTB `backgroundEffects`),
    /// approximated as white at 78 % over a 15 pt blur (estimate, like the classic bar's material).
    public static let materialLight = Color(hex: 0xFAFAFA, alpha: 0.78)
    /// The same, dark (estimate).
    public static let materialDark = Color(hex: 0x252527, alpha: 0.80)
    /// Blur of the material, points (estimate).
    public static let materialBlur = 15.0
    /// Compositing colour over the material, light: rgba(0, 0, 0.25, 0.06). UK26-FTB. High.
    public static let compositingLight = Color(red: 0, green: 0, blue: 0.25, alpha: 0.06)
    /// Compositing colour, dark: rgba(0.75, 0.75, 1, 0.06). UK26-FTB. High.
    public static let compositingDark = Color(red: 0.75, green: 0.75, blue: 1, alpha: 0.06)
}

/// The iPad sidebar of a `sidebarAdaptable` tab view.
public enum PadSidebarMetrics {
    /// Width. The default (`preferredSidebarWidth` of the customization store) is not in the
    /// decompiled code; 320 pt is UIKit's usual primary-column width on iPad. Estimate.
    public static let width = 320.0
    /// iPadOS 26: the sidebar floats (UK26-FTB Glass `supportsFloatingSidebar`), this far from the
    /// screen's top, leading and bottom edges. Estimate (the bar's `minimumEdgeOffset`, 10).
    public static let floatingInset = 10.0
    /// iPadOS 26 panel corner radius. Estimate (concentric with the iPad's screen corners).
    public static let floatingCornerRadius = 26.0
    /// Height of the band above the rows (the navigation bar's, metrics §3 HACK: iPad bars 50 pt). Medium.
    public static let topBand = 50.0
    /// Row height. Estimate: UIKit's 44 pt minimum list row.
    public static let rowHeight = 44.0
    /// Rows are inset this far from the sidebar's sides (their selection is a rounded rectangle). Estimate.
    public static let rowInset = 10.0
    /// Selection corner radius. Estimate.
    public static let rowCornerRadius = 10.0
    /// Symbol box. Estimate (a 17 pt Body symbol, large scale).
    public static let iconSide = 22.0
    /// Space before the symbol, inside the row. Estimate.
    public static let iconLeading = 12.0
    /// Space between symbol and title. Estimate.
    public static let iconTitleGap = 12.0
    /// Row title: Body, 17 pt regular. Estimate (UIKit's sidebar list cells).
    public static let titleSize = 17.0
    /// Section header title: Title 3, 20 pt semibold. Estimate.
    public static let headerSize = 20.0
    /// Space above a section header. Estimate.
    public static let headerGap = 12.0
    /// The sidebar's trailing border: 1 px. UK26-FTB `sidebarBorderWidth` 1 (iPadOS 18; 0 in 26). High.
    public static let borderWidthPixels = 1.0
    /// Edit button title: Body, 17 pt. Estimate.
    public static let editTitleSize = 17.0
    /// The Edit title's trailing end from the sidebar's trailing edge. Estimate (UIKit's 20 pt
    /// navigation-bar margin on iPad).
    public static let editTrailing = 20.0
    /// Height of a button's touch area in the band: 44 pt, the HIG's minimum. High.
    public static let buttonHeight = 44.0
    /// The sidebar button's leading edge from the sidebar's. Estimate.
    public static let buttonLeading = 8.0
    /// Space between the band and the first row. Estimate.
    public static let rowsTop = 8.0
    /// Space after a title (or before the header's chevron) at a row's trailing end. Estimate.
    public static let rowTrailing = 12.0
    /// The section header's disclosure chevron. Estimate.
    public static let chevronSide = 14.0
}
