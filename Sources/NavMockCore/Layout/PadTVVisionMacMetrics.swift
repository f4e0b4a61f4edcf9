// The numbers of the tab bars of iPad (iPadOS 18 and 26), Apple TV, Vision Pro and Mac: one
// table per platform, each number with its source and how sure it is. Points unless marked.
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
//   UK26-TV    same build, `_UITabBarVisualProviderLegacyTVOS.m` (band of 140, full-width blurred
//              background, centred items with a default item width of 80 and spacing of 30).
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

/// The visionOS tab bar: a vertical glass ornament beside the window's leading edge (metrics §5).
public enum VisionTabBarMetrics {
    /// A tab's square: visionOS's default control size. metrics §5 (HIG-SPEC, 60 × 60). High (size), estimate (use).
    public static let itemSide = 60.0
    /// Space between tabs. Estimate.
    public static let itemSpacing = 4.0
    /// Inset of the tabs inside the ornament. Estimate (as the iOS 26 capsule's 4).
    public static let inset = 4.0
    /// Collapsed width: 60 + 2 × 4 = 68. metrics §5 ("estimate ≈ 68 collapsed"). Low.
    public static var collapsedWidth: Double { itemSide + 2 * inset }
    /// Gap between the ornament and the window's leading edge. Estimate.
    public static let gapToWindow = 20.0
    /// Symbol box. Estimate.
    public static let iconSide = 26.0
    /// Title: 17 pt medium. Estimate (visionOS Body is 17 pt; tab titles read medium).
    public static let titleSize = 17.0
    /// Title weight. Estimate.
    public static let titleWeight = FontWeight.medium
    /// Space after the title in the expanded bar. Estimate.
    public static let titleTrailing = 24.0
    /// Widest expanded bar. Estimate.
    public static let maxExpandedWidth = 320.0
    /// Glass tint. Estimate (visionOS glass reads as a mid grey over any surroundings). The rest of
    /// the ornament's glass is ``PadTVVisionGlassMetricTable/visionOrnament``.
    public static let glassTint = Color(hex: 0x7A7A7E, alpha: 0.38)
    /// The glass's light rim with Reduce Transparency (the see-through glass draws its own). Estimate.
    public static let rim = Color(hex: 0xFFFFFF, alpha: 0.32)
    /// Selection: a lighter patch of glass. Estimate.
    public static let selection = Color(hex: 0xFFFFFF, alpha: 0.22)
    /// Unselected symbols and titles: white at 75 %. Estimate (visionOS's secondary vibrancy).
    public static let unselectedAlpha = 0.75
    /// Shadow under the ornament. Estimate.
    public static let shadowOpacity = 0.22
    /// Shadow radius. Estimate.
    public static let shadowRadius = 24.0
    /// The window's corner radius. Estimate.
    public static let windowCornerRadius = 46.0
    /// What is seen around the window (passthrough), light surroundings. Estimate.
    public static let roomLight = Color(hex: 0xC9C4BB)
    /// Passthrough, dim surroundings. Estimate.
    public static let roomDark = Color(hex: 0x2B2C30)
    /// How much of the window the component canvas shows beside the bar. Chosen.
    public static let canvasWindowStrip = 200.0
    /// Badges may stand out of the ornament by this much before they are pulled in. Estimate.
    public static let badgeOutset = 12.0
    /// Width of the stroke, in the room's colour, that rounds the window's corners: it must be at
    /// least (√2 − 1) × the corner radius (≈ 19 pt) to cover a square corner. Derived.
    public static let cornerCut = 24.0
    /// The window's faint rim. Estimate.
    public static let windowRim = Color(hex: 0xFFFFFF, alpha: 0.25)
}

/// The macOS tab view (`NSTabView`): a segmented row of tabs across the top of a box (metrics §6).
public struct MacTabViewMetrics: Sendable, Hashable {
    /// The tab view's inset from the window's content sides and bottom. Estimate (HIG window margin 20).
    public var sideMargin: Double
    /// The tab row's top below the content's top. Estimate.
    public var topMargin: Double
    /// The tab row's height. Estimate: 24 (macOS 11–15), 28 (macOS 26, taller controls).
    public var rowHeight: Double
    /// Tab title: the system font, 13 pt (macOS's regular control size). High.
    public var titleSize: Double
    /// Space beside a title in its segment. macOS 11–15: estimate. macOS 26: 1, calibrated on a
    /// public report (github.com/island-io/mila/issues/137: ten tabs measured 55, 55, 55, 55, 60,
    /// 60, 55, 82, 55, 56 pt) with NavMock's Inter, which is wider than SF Pro: "Voice Memos" is
    /// 82.4 pt in Inter 13, so an SF Pro segment's padding (≈ 3 pt) would overshoot; with 1 every
    /// segment is within 2.4 pt of the report. Medium.
    public var titlePadding: Double
    /// Narrowest segment. macOS 26: 55 — four very different titles (Hotkeys, Audio, LLM, Storage)
    /// all measure 55 pt in the same report. Medium. macOS 11–15: estimate.
    public var minSegmentWidth: Double
    /// Inset of the selected segment's knob inside the row. Estimate.
    public var knobInset: Double
    /// Corner radius of the row (nil: a capsule). Estimate: 6 (11–15); capsule (26).
    public var rowCornerRadius: Double?
    /// Corner radius of the box. Estimate.
    public var boxCornerRadius: Double
    /// Width of the overflow chevron segment. Estimate.
    public var chevronWidth: Double
    /// Whether the tabs alone are fitted to the box's width, the overflow segment added beyond it
    /// (macOS 26: in the same report the row spans 599 pt over a 560 pt box and only the tenth tab
    /// overflows; medium), rather than tabs and overflow segment kept ``rowSideClearance`` inside the box.
    public var overflowButtonBeyondBox: Bool
    /// Tabs keep this far from the box's sides; beyond, they overflow. Estimate.
    public static let rowSideClearance = 16.0
    /// The component canvas shows this much below the tab row (the box's top). Chosen.
    public static let canvasBelowRow = 24.0
    /// The overflow chevron's symbol box. Estimate.
    public static let chevronSymbolSide = 11.0
    /// Separators stop this far from the row's top and bottom. Estimate.
    public static let separatorInset = 5.0
    /// The knob's shadow: black at 12 % (light) / 30 % (dark), radius 2, ½ pt down. Estimate.
    public static let knobShadowLight = 0.12
    /// Knob shadow opacity, dark. Estimate.
    public static let knobShadowDark = 0.30

    /// macOS 11–15.
    public static let classic = MacTabViewMetrics(sideMargin: 20, topMargin: 12, rowHeight: 24, titleSize: 13, titlePadding: 12,
                                                  minSegmentWidth: 50, knobInset: 2, rowCornerRadius: 6, boxCornerRadius: 6, chevronWidth: 28,
                                                  overflowButtonBeyondBox: false)
    /// macOS 26.
    public static let glass = MacTabViewMetrics(sideMargin: 20, topMargin: 12, rowHeight: 28, titleSize: 13, titlePadding: 1,
                                                minSegmentWidth: 55, knobInset: 2, rowCornerRadius: nil, boxCornerRadius: 12, chevronWidth: 32,
                                                overflowButtonBeyondBox: true)

    /// Window background, light (`windowBackgroundColor`). Medium.
    public static let windowLight = Color(hex: 0xECECEC)
    /// Window background, dark. Medium.
    public static let windowDark = Color(hex: 0x323232)
    /// Row track, light. Estimate.
    public static let trackLight = Color(hex: 0x000000, alpha: 0.07)
    /// Row track, dark. Estimate.
    public static let trackDark = Color(hex: 0xFFFFFF, alpha: 0.10)
    /// Selected knob, light. Estimate.
    public static let knobLight = Color(hex: 0xFFFFFF)
    /// Selected knob, dark. Estimate.
    public static let knobDark = Color(hex: 0x6B6B6F)
    /// Separators between unselected segments, light. Estimate.
    public static let separatorLight = Color(hex: 0x000000, alpha: 0.12)
    /// Separators, dark. Estimate.
    public static let separatorDark = Color(hex: 0xFFFFFF, alpha: 0.14)
    /// The box's fill, light. Estimate.
    public static let boxLight = Color(hex: 0x000000, alpha: 0.035)
    /// The box's fill, dark. Estimate.
    public static let boxDark = Color(hex: 0xFFFFFF, alpha: 0.045)
    /// The box's border, light. Estimate.
    public static let boxBorderLight = Color(hex: 0x000000, alpha: 0.10)
    /// The box's border, dark. Estimate.
    public static let boxBorderDark = Color(hex: 0xFFFFFF, alpha: 0.12)
    /// Tab titles: `labelColor` (black at 85 % / white at 85 %). Medium.
    public static let labelAlpha = 0.85
}
