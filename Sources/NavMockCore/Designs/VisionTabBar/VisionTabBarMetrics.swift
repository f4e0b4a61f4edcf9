// The numbers of the Vision Pro's tab bar (the ornament), each with its source and how sure it
// is. Points unless marked. "estimate" marks a number chosen by eye or by analogy where no source
// gives it; the reason is given beside it.

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
    /// the ornament's glass is ``PlatformGlassMetricTable/visionOrnament``.
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
