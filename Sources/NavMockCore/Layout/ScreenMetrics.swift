// Tables of the screen furniture that both layout and scene read: the home indicator and the
// More list. One table shape for every design (a struct, one static instance per design, like
// ``PageControlMetricTable``); each number names its source in ../shared/hig/metrics.md and how
// sure it is (High: measured or from UIKit; Medium: one source; Estimate: chosen from pictures).

/// The home indicator of Face ID iPhones and iPads (drawn when the device has one). Points.
public struct HomeIndicatorMetricTable: Sendable, Hashable {
    // Width: it follows the screen's width, see ``width(screenWidth:)`` (144 pt at 402 pt,
    // 140 pt at 393 pt, metrics §11/§12).
    /// Width on the reference screen (``referenceScreenWidth``), points. metrics §12 / groundtruth
    /// ice_ios26_*: 144 measured on the 402 pt wide iPhone 17 Pro. High.
    public var referenceWidth: Double
    /// The screen width at which ``referenceWidth`` was measured, points (402). High.
    public var referenceScreenWidth: Double
    /// Growth of the width per point of screen width: 144 pt at 402, 140 pt at 393 (metrics §12,
    /// both measured) → 4/9. Other widths follow the line: Estimate.
    public var widthSlope: Double
    /// Narrowest screen the line is followed to, points: the 375 pt wide phones (132 pt there).
    /// Narrower screens take the same width. Estimate: no small-phone ground truth.
    public var narrowestScreenWidth: Double
    /// Widest screen the line is followed to, points: the 440 pt wide Pro Max phones (160.9 pt).
    /// Wider screens (iPad) take the same width. Estimate: no iPad or Pro Max ground truth.
    public var widestScreenWidth: Double
    /// Height. metrics §11 rss (5 pt). Medium.
    public var height: Double
    /// Gap between its bottom and the screen's bottom. metrics §11 rss (8 pt). Medium.
    public var bottomInset: Double
    /// Colour over light content: metrics §11 rss measures #797979 on white (black at 53 %); the
    /// later §11 row measures darker greys over the classic bars. Medium.
    public var light: Color
    /// Colour over dark content: white at 60 %. Estimate.
    public var dark: Color

    /// iOS and iPadOS.
    public static let iOS = HomeIndicatorMetricTable(referenceWidth: 144, referenceScreenWidth: 402, widthSlope: 4.0 / 9.0,
                                                     narrowestScreenWidth: 375, widestScreenWidth: 440, height: 5, bottomInset: 8,
                                                     light: Color(hex: 0x000000, alpha: 0.53), dark: Color(hex: 0xFFFFFF, alpha: 0.6))

    /// Width for a screen `screenWidth` points wide, points: on the line through the two measured
    /// widths (144 at 402, 140 at 393; 375 → 132, 440 → 160.9), screens narrower than
    /// ``narrowestScreenWidth`` or wider than ``widestScreenWidth`` (iPad) taking the value at that
    /// end. Everything off the two measured widths is an estimate.
    public func width(screenWidth: Double) -> Double {
        let clamped = min(max(screenWidth, narrowestScreenWidth), widestScreenWidth)
        return referenceWidth + (clamped - referenceScreenWidth) * widthSlope
    }
}

/// The More list (the navigation screen listing the tabs that did not fit). Points. The rows follow
/// UITableView's default cell; metrics has no More-list section, so the numbers are the standard
/// iOS list metrics (Medium: the HIG's list pictures and UIKit's default cell), the large title
/// the iOS navigation bar's.
public struct MoreListMetricTable: Sendable, Hashable {
    /// Large title size (bold). UIKit's large title text style (34 pt). Medium.
    public var titleSize: Double
    /// Large title baseline below the safe area's top (the 44 pt bar plus the large-title band). Estimate.
    public var titleBaseline: Double
    /// Leading and trailing margin of the title, rows, icons and chevron (the layout margin). Medium.
    public var sideInset: Double
    /// Top of the first row below the safe area's top. Estimate.
    public var firstRowTop: Double
    /// Row height (UITableView's default 44 pt). Medium.
    public var rowHeight: Double
    /// Row title size (Body, 17 pt regular). Medium.
    public var rowTitleSize: Double
    /// Icon box side, and its top inside the row (centred: (44 − 25) / 2). Estimate.
    public var iconSide: Double, iconTop: Double
    /// Leading edge of the title (and of the separator) when the row has an icon. Estimate.
    public var textInsetWithIcon: Double
    /// Room kept at the trailing end for the chevron. Estimate.
    public var textTrailingRoom: Double
    /// Disclosure chevron side, and its top inside the row. Estimate.
    public var chevronSide: Double, chevronTop: Double
    /// Thickness of the row separator (one pixel at @3x). Medium.
    public var separatorHeight: Double

    /// iOS (iPhone).
    public static let iOS = MoreListMetricTable(titleSize: 34, titleBaseline: 88, sideInset: 16, firstRowTop: 108, rowHeight: 44,
                                                rowTitleSize: 17, iconSide: 25, iconTop: 9.5, textInsetWithIcon: 58, textTrailingRoom: 40,
                                                chevronSide: 12, chevronTop: 16, separatorHeight: 0.33)
}

extension MoreListMetricTable {
    /// Where a row's title (and its separator) starts: after the icon, or at the side inset.
    public func textInset(hasIcon: Bool) -> Double { hasIcon ? textInsetWithIcon : sideInset }
}
