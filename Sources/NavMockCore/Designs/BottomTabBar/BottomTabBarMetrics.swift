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
    /// Mean stroke of a symbol's glyph, as a fraction of its icon box's side (1.88 pt in the
    /// stacked layout's 24 pt box): each stand-in symbol is stroked until it measures this
    /// (``SceneItem/weightedIcon(_:frame:color:mirrored:stroke:)``; times its
    /// ``symbolStrokeFactors`` entry), so one rule serves every symbol. Mean stroke = ink area over
    /// half its outline at half contrast, as Benchmarks/fidelity.py measures; Apple's classic
    /// symbols: rectangle.stack 1.76, bell 2.09, magnifyingglass 2.46, newspaper 1.94
    /// (ice_classic_dark_badge4), globe 1.85–1.87 (rss_ios18_screen_*); metrics §12 (typical
    /// 1.8–2.1 pt, the glass bar's 1.75–2.02). 1.88 is within 4 % of newspaper and globe and the
    /// middle of the others. Confidence B (five symbols in two apps; the stand-ins' shapes differ).
    public static let symbolStrokeRatio = 0.0783
    /// Symbols whose glyph Apple draws measurably heavier or lighter than ``symbolStrokeRatio``
    /// (the measure counts curves and diagonals heavier than straight lines, and SF's magnifying
    /// glass has a thicker handle): the factor on the target stroke. Measured on both of Apple's
    /// bars, which agree per symbol: rectangle.stack 1.76 classic / 1.76 glass (→ 1.76 / 1.88),
    /// bell 2.09 / 2.07–2.12 (→ 2.09 / 1.88), magnifyingglass 2.46 / 2.55 (→ 2.46 / 1.88)
    /// (ice_classic_dark_badge4, ice_ios26_*; Benchmarks/fidelity.py). Without them no one
    /// target holds rectangle.stack and bell both within 10 %. Confidence B. Others: 1.
    public static let symbolStrokeFactors: [String: Double] = [
        "rectangle.stack": 0.936,
        "bell": 1.112,
        "magnifyingglass": 1.309,
    ]
    /// Symbols whose glyph Apple draws smaller than the icon box (every stand-in and template
    /// fills its box): the factor on the box's side. magnifyingglass: Apple's classic glyph is
    /// 22.33 × 22.33 pt (ice_classic_dark_badge4: x 185.1–207.4, y 776.7–799.0 pt; 22.67 on the
    /// glass bar's search button, ice_ios26_*) where the stand-in filled 24 pt (23.67 measured,
    /// 24.33 with its outline): 21.9 pt of box plus its 0.45 pt outline. Confidence B (one symbol,
    /// two bars agree within 0.34 pt). Used for the classic bar's items and the iOS 26 search
    /// button (`searchItem`). Others: 1.
    public static let symbolSideFactors: [String: Double] = [
        "magnifyingglass": 0.9125,
    ]
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
    /// Hairline in dark mode: white at 13 %, so that it takes the content's colour (issue 40,
    /// item 6). ice_classic_dark_badge4: #484C58 in the row above the bar over content #2D313F
    /// (measured just above it, Benchmarks/fidelity.py) = white at 12.8–13.1 % per channel
    /// (metrics §1.3 FLT's black 16 % would vanish over dark content). Measured, medium confidence.
    public static let hairlineDark = Color(hex: 0xFFFFFF, alpha: 0.13)
    /// Material over the backdrop, light. metrics §11 (≈ #F7F8F7 over white), §1.3 FLT (80 % #F8F8F8).
    public static let materialLight = Color(hex: 0xF8F8F8, alpha: 0.85)
    /// Material, dark: #1A1A1D at 64 %, letting more of the content's colour through (issue 40,
    /// item 6). ice_classic_dark_badge4: the bar #1D1F28 in its top rows (§12) over content
    /// #2D313F measured just above it, and the unselected items #818182 over the bar; a one-colour
    /// veil cannot match both that (53–59 % of a near-black fits the bar exactly) and a bar that
    /// still reads as chrome over black (§1.3 FLT: 72 % #212121 = #181818), so 64 % of #1A1A1D is
    /// taken: #212229 over #2D313F (82 % #1C1C1E before gave a neutral #1F2024) and #111113 over
    /// black. Fitted, medium confidence.
    public static let materialDark = Color(hex: 0x1A1A1D, alpha: 0.64)
    /// Blur radius of the material, points. metrics §1.3 FLT (σ 10).
    public static let materialBlur = 10.0
    /// How far the material's blur reaches beyond what it covers, in multiples of ``materialBlur``:
    /// three box passes of NavMock's Gaussian approximation reach 3σ (past it a Gaussian's weight is
    /// under 0.3 %). Placeholder content ends this far above a classic bar. Own.
    public static let materialBlurReach = 3.0
    /// Unselected items, light: black at 40 % — §11 measures #999999 on white and #929299 on
    /// #F2F2F7, which a 40 % black reproduces (a translucent grey, not opaque #999999).
    public static let unselectedLight = Color(hex: 0x000000, alpha: 0.40)
    /// Unselected items, dark: opaque #818182. §11 measures #818182 over the bluish dark material
    /// (ice_classic_dark_badge4, iOS 18: neutral although the bar is #1D1F28) and #808080 over
    /// #181818 (em_ios17_tab_memo_dark); white at 45 % over the bar (before issue 40) picked up its
    /// blue (#85868A once the material lets the content through).
    public static let unselectedDark = Color(hex: 0x818182)
}

/// The numbers of the iOS 26 Liquid Glass tab bar, each with its source. Points.
///
/// Who reads what: the geometry (height … hugSegmentWidth) is the iPhone capsule's (BottomTabBar.swift);
/// the selection pill colours are read by the iPhone capsule and by the iPadOS 26 top capsule and
/// sidebar (the tint over a one-colour backdrop is ``LiquidGlassMetrics/flatTintLight``). The material,
/// rim and shadow are ``LiquidGlassMetrics`` (iPhone) and ``PlatformGlassMetricTable`` (iPadOS 26,
/// tvOS 26, visionOS); the item layout ``GlassItemLayoutMetrics``; `shadowRadius` sizes the
/// drawn bounds.
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
    /// Room kept around the glass shapes for their shadow in the drawn bounds, points (the iPhone
    /// capsule, search circle and accessory; the iPadOS 26 capsule, below it, PadTabBar.swift).
    /// metrics §11 (the light shadow fades over ≈ 20 pt).
    public static let shadowRadius = 20.0
    /// Selection pill (iPhone, iPadOS 26 capsule and sidebar), light: ≈ #ECECEC on #FEFEFE glass
    /// (metrics §11) → black at 7.5 %.
    public static let pillLight = Color(hex: 0x000000, alpha: 0.075)
    /// Selection pill (the same designs), dark: ≈ #333843 on glass ≈ #11151F (metrics §11) → white
    /// at 14 %.
    public static let pillDark = Color(hex: 0xFFFFFF, alpha: 0.14)
}

/// Badge numbers (`badgeValue`). Points.
public enum BadgeMetrics {
    /// Inline (icon beside title) items: the badge's anchor is kept at least this far above the
    /// bar's top plus the stacked offset, so a badge never covers the title. Estimate.
    public static let inlineIconClearance = 3.0
    /// The empty-value dot of the other platforms' corner badges, as a fraction of the badge
    /// height. Estimate (the dot of the iPad 18 bar, measured against its 18 pt badge ≈ 10 pt).
    public static let dotFraction = 0.56
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
    /// How far (points) a badge may reach past where UIKit normally puts it before `check` says it
    /// covers an icon: absorbs rounding in the measured text width. Our choice, not Apple's.
    public static let coverTolerance = 0.5
}

/// Limits and localised words of the tab bar's states (metrics §1.4, §2).
public enum TabBarLimits {
    /// How many tabs show before the trailing one becomes More: 5 in compact width (iPhone: four
    /// tabs and More — metrics §1.4, MORE, quoting the UITabBarController reference); 8 in regular
    /// width (metrics §1.4, "commonly cited: up to 8", low confidence). The search tab of the
    /// iOS 26 design is a separate button and does not count.
    public static func maxVisibleItems(in env: Environment) -> Int {
        env.sizeClasses.horizontal == .compact ? 5 : 8
    }

    /// The More tab's title in `locale` (UIKit's localisations of "More").
    public static func moreTitle(locale: String) -> String {
        let l = locale.lowercased()
        let table: [(String, String)] = [
            ("zh-hant", "更多"), ("zh", "更多"), ("ja", "その他"), ("ko", "더 보기"), ("ar", "المزيد"),
            ("he", "עוד"), ("th", "เพิ่มเติม"), ("de", "Mehr"), ("fr", "Plus"), ("es", "Más"), ("it", "Altro"),
            ("pt", "Mais"), ("nl", "Meer"), ("ru", "Ещё"), ("sv", "Mer"), ("da", "Mere"), ("nb", "Mer"),
            ("fi", "Lisää"), ("pl", "Więcej"), ("tr", "Diğer"), ("hi", "और"), ("uk", "Більше"),
        ]
        for (prefix, word) in table where l == prefix || l.hasPrefix(prefix + "-") || (prefix.contains("-") && l.hasPrefix(prefix)) {
            return word
        }
        return "More"
    }
}

/// Numbers of the iOS 26 states that metrics §10 lists as not pinned down: each is an estimate,
/// chosen from the HIG's pictures and the measured bar, and says so.
public enum GlassStateMetrics {
    /// Height of the minimized tab circle, the inline accessory and the minimized search button.
    /// Estimate: the HIG picture of the minimized Music app shows three equal pieces, about the
    /// 48 pt of the accessory capsule (metrics §2, "≈ 48-pt capsule").
    public static let minimizedHeight = 48.0
    /// Height of the expanded accessory capsule. metrics §2 (BSH: inset grows by 56 = 48 + 8; low).
    public static let accessoryHeight = 48.0
    /// Gap between the accessory and the bar, and between inline pieces. metrics §2 (BSH, low).
    public static let accessoryGap = 8.0
    /// Artwork tile side and corner radius in the accessory. Estimate.
    public static let artworkSide = 32.0
    /// Corner radius of the artwork tile. Estimate.
    public static let artworkRadius = 7.0
    /// Accessory control icons: side and spacing. Estimate.
    public static let controlSide = 22.0
    /// Spacing between accessory controls. Estimate.
    public static let controlSpacing = 18.0
    /// Large Content Viewer panel side and corner radius. Estimate (Apple shows a rounded square
    /// of about this size for tab bar items; not measured).
    public static let largeContentSide = 160.0
    /// Corner radius of the Large Content Viewer panel. Estimate.
    public static let largeContentRadius = 24.0
    /// Icon side in the Large Content Viewer. Estimate.
    public static let largeContentIconSide = 64.0
    /// Title size in the Large Content Viewer. Estimate.
    public static let largeContentTitleSize = 20.0
    /// The Large Content Viewer's icon centre below the panel's top, as a fraction of its side
    /// (when it has a title). Estimate.
    public static let largeContentIconCenterFraction = 0.40
    /// The Large Content Viewer's title baseline above the panel's bottom. Estimate.
    public static let largeContentTitleBaselineAboveBottom = 28.0
    /// The Large Content Viewer's title may use the panel's side less this much. Estimate.
    public static let largeContentTitleMargin = 20.0
    /// Accessory: the artwork tile's inset from the capsule's leading end. Estimate.
    public static let accessoryLeadingInset = 8.0
    /// Accessory: gap between the artwork tile and the text. Estimate.
    public static let accessoryArtworkGap = 10.0
    /// Accessory: the text's inset from the leading end when there is no artwork. Estimate.
    public static let accessoryTextInset = 18.0
    /// Accessory: the last control's inset from the trailing end. Estimate.
    public static let accessoryTrailingInset = 16.0
    /// Accessory: gap between the text and the first control. Estimate.
    public static let accessoryTextGap = 8.0
    /// Accessory title size (semibold): expanded, and inline beside the minimized bar. Estimate
    /// (Subheadline 15 pt and Footnote 13 pt, as in the HIG's Music pictures).
    public static let accessoryTitleSize = 15.0, accessoryInlineTitleSize = 13.0
    /// Accessory subtitle size (regular). Estimate (Footnote).
    public static let accessorySubtitleSize = 13.0
    /// Accessory with a subtitle: the title's baseline above, and the subtitle's below, the
    /// capsule's middle. Estimate.
    public static let accessoryTitleBaselineAboveMid = 2.0, accessorySubtitleBaselineBelowMid = 14.0
    /// Reduce Transparency: the accessory artwork's symbol inset inside its tile. Estimate.
    public static let artworkSymbolInset = 7.0
    /// The selected search tab's field (issue 41 item 7; docs/tab-view-styles.md): the magnifier's
    /// box, 20 pt (the 17 pt Body symbol of a search field; estimate), its inset from the field's
    /// leading end, 14 pt (estimate), and the gap to the placeholder, 6 pt (estimate). The field
    /// and the collapsed tabs' circle are ``minimizedHeight`` tall, ``accessoryGap`` apart: the
    /// write-ups show two pieces of the minimized bar's size side by side (C; not measured). The
    /// dictation microphone at the trailing end takes the same box and inset, mirrored, and the
    /// placeholder stops the same gap before it (screenshots of the iOS 26 field, C; estimate).
    public static let searchFieldIconSide = 20.0, searchFieldLeadingInset = 14.0, searchFieldIconGap = 6.0
    /// The placeholder's size: 17 pt regular, UIKit's search text field (Body; medium).
    public static let searchFieldFontSize = 17.0
}

/// Cap height of SF Pro as a fraction of the em (SFPRO, 0.705): titles are centred on their cap
/// height so that the layout does not depend on the drawing font's ascent and descent.
let sfCapHeight = 0.705

/// Lengths closer than this are equal when layout compares them (rounding noise), points.
let layoutTolerance = 1e-9
