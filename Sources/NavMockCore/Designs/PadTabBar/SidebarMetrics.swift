// The numbers of the sidebar a `sidebarAdaptable` tab view shows, per platform (SwiftUI's
// `sidebarAdaptable` documentation, confidence A, says where a sidebar appears: iPadOS when
// opened, macOS and tvOS always, visionOS for the tabs of a `TabSection`; it gives no geometry).
// Points. "Estimate" marks a number chosen by analogy where no source gives it, with the reason.

/// The geometry of a sidebar listing a tab view's tabs: its panel, the band above the rows, rows
/// and section headers. ``pad`` is the iPad's (``PadSidebarMetrics``); the other platforms draw
/// the same list with their own sizes.
public struct SidebarMetrics: Sendable, Hashable {
    /// Width of the panel.
    public var width: Double
    /// Glass eras (26): the panel floats this far from the screen's (window's) top, leading and bottom edges.
    public var floatingInset: Double
    /// Glass eras: the floating panel's corner radius.
    public var floatingCornerRadius: Double
    /// Height of the band above the rows (the navigation bar's, the Mac's toolbar, tvOS's top safe margin).
    public var topBand: Double
    /// Row height.
    public var rowHeight: Double
    /// Rows are inset this far from the panel's sides.
    public var rowInset: Double
    /// Corner radius of the selected row's highlight.
    public var rowCornerRadius: Double
    /// Symbol box.
    public var iconSide: Double
    /// Space before the symbol, inside the row.
    public var iconLeading: Double
    /// Space between symbol and title.
    public var iconTitleGap: Double
    /// Row title size.
    public var titleSize: Double
    /// Section header title size (semibold).
    public var headerSize: Double
    /// Space above a section header.
    public var headerGap: Double
    /// Space between the band and the first row.
    public var rowsTop: Double
    /// Space after a title (or before a header's chevron) at a row's trailing end.
    public var rowTrailing: Double
    /// A section header's disclosure chevron.
    public var chevronSide: Double

    /// iPadOS 18 and 26: the numbers of ``PadSidebarMetrics`` (sources there).
    public static let pad = SidebarMetrics(
        width: PadSidebarMetrics.width, floatingInset: PadSidebarMetrics.floatingInset,
        floatingCornerRadius: PadSidebarMetrics.floatingCornerRadius, topBand: PadSidebarMetrics.topBand,
        rowHeight: PadSidebarMetrics.rowHeight, rowInset: PadSidebarMetrics.rowInset, rowCornerRadius: PadSidebarMetrics.rowCornerRadius,
        iconSide: PadSidebarMetrics.iconSide, iconLeading: PadSidebarMetrics.iconLeading, iconTitleGap: PadSidebarMetrics.iconTitleGap,
        titleSize: PadSidebarMetrics.titleSize, headerSize: PadSidebarMetrics.headerSize, headerGap: PadSidebarMetrics.headerGap,
        rowsTop: PadSidebarMetrics.rowsTop, rowTrailing: PadSidebarMetrics.rowTrailing, chevronSide: PadSidebarMetrics.chevronSide)

    /// macOS 15 and 26. Title 13 pt: the Mac's regular control font (metrics §6 tab titles; high).
    /// Band 52: the unified toolbar's height beside the traffic lights (estimate). Width 220,
    /// rows 28 with a 16 pt symbol, headers 11 pt: a Finder-like source list (estimates, no
    /// measured Mac sidebar in ../shared/groundtruth). 26: floating 8 pt inside the window with
    /// 16 pt corners, as the iPad's 26 sidebar floats (estimate).
    public static let mac = SidebarMetrics(
        width: 220, floatingInset: 8, floatingCornerRadius: 16, topBand: 52, rowHeight: 28, rowInset: 10, rowCornerRadius: 6,
        iconSide: 16, iconLeading: 8, iconTitleGap: 6, titleSize: 13, headerSize: 11, headerGap: 10, rowsTop: 4, rowTrailing: 8, chevronSide: 10)

    /// tvOS 18 and 26. Rows 66: the HIG's default tvOS control size (metrics §4, high). Title 29:
    /// the tvOS tab title size (metrics §4, high for the bar; used here by analogy). Band 60: the
    /// top safe margin of tvOS (HIG layout; high). Width 440, symbols 36, the rest: estimates.
    public static let tv = SidebarMetrics(
        width: 440, floatingInset: 20, floatingCornerRadius: 40, topBand: 60, rowHeight: 66, rowInset: 20, rowCornerRadius: 16,
        iconSide: 36, iconLeading: 20, iconTitleGap: 16, titleSize: 29, headerSize: 25, headerGap: 20, rowsTop: 12, rowTrailing: 20, chevronSide: 20)

    /// visionOS 2 and 26: the sidebar inside the window for a `TabSection`'s tabs; the iPad's
    /// list sizes (visionOS apps share iPad's layout idiom; estimate), floating on the window's glass.
    public static let vision = pad

    /// The table of `platform`'s sidebar.
    public static func table(for platform: Platform) -> SidebarMetrics {
        switch platform {
        case .macOS: return mac
        case .tvOS: return tv
        case .visionOS: return vision
        default: return pad
        }
    }
}
