// Colours and sizes of the redline overlay (NavMock's own annotation style, not Apple's).

/// Colours and sizes of redline annotations.
public enum RedlineStyle {
    /// Outlines of components, dimension lines and their labels.
    public static let dimension = Color(hex: 0xFF2D55)
    /// Outlines and size labels of the parts of a component (icons, titles, badges, selection).
    public static let part = Color(hex: 0x0A84FF)
    /// Spacing between stacked parts.
    public static let spacing = Color(hex: 0xBF5AF2)
    /// The margin around the canvas that holds labels.
    public static let marginLight = Color(hex: 0xF2F2F7)
    /// Label text.
    public static let labelText = Color(hex: 0xFFFFFF)
    /// Label text style: 8 pt semibold.
    public static let labelStyle = TextStyle(size: 8, weight: .semibold, locale: "en")
    /// Space around the canvas for labels, points.
    public static let margin: Double = 28
    /// The canvas edge's outline: colour, and its offset outside the canvas (half its 0.5 pt width).
    public static let canvasEdge = Color(hex: 0x8E8E93), canvasEdgeOffset = 0.25
    /// Smallest frame side and edge gap worth drawing or labelling, points.
    public static let minimumSide = 0.01, minimumGap = 0.25
    /// Width of a component's outline, of dimension lines and of their end ticks, points.
    public static let outlineWidth = 0.75, lineWidth = 0.75
    /// End ticks: long (sizes) and short (distances), points.
    public static let longTick = 6.0, shortTick = 3.0
    /// Distance of a width line above (or a height line beside) a component, points.
    public static let dimensionOffset = 8.0
    /// The bottom-distance line stands at most this far in from the component's leading edge,
    /// or a quarter (`bottomLineFraction`) of its width. Points.
    public static let bottomLineInset = 24.0, bottomLineFraction = 0.25
    /// Stacked parts' spacing lines stand this far inside the item's leading edge, points.
    public static let stackingInset = 5.0
    /// Parts' outlines are drawn at this opacity of ``part``.
    public static let partOutlineAlpha = 0.55
    /// Row spacing lines stand this far under the row, points.
    public static let rowSpacingOffset = 4.0
    /// Labels: horizontal padding inside the capsule (each side) and the extra height; gap to
    /// what they label; the wider gap of a vertical line's label. Points.
    public static let labelPadding = 3.0, labelExtraHeight = 2.0, labelGap = 2.0, labelGapWide = 3.0
    /// Labelled values are rounded to a tenth of a point.
    public static let labelRoundingSteps = 10.0
}


