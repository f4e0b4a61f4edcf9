/// The numbers of the Liquid Glass foreground that follows the content beneath it (issue 21): the
/// adaptive glyph colour and the unselected icons' colour (GlassAdaptive.swift reads them; the
/// home indicator's colours are ``HomeIndicatorMetrics``). "GT" = ../shared/groundtruth, "§12" = ../shared/hig/metrics.md
/// §12; docs/liquid-glass.md lists them with their sources.
public enum GlassForegroundMetrics {
    /// Light appearance: when the content under the glass has a relative luminance (WCAG, 0…1)
    /// below this, unselected glyphs turn white. No ground truth for the switching point:
    /// estimate (≈ #767676, where white and black text have equal contrast, is 0.18).
    public static let lightSwitchLuminance = 0.18
    /// Dark appearance: above this the unselected glyphs turn black. Estimate (the same point).
    public static let darkSwitchLuminance = 0.18
    /// Columns of the grid on which the backdrop is sampled under the glass (and one row of them
    /// under the icons), ≥ 1. A drawing choice, not an Apple figure: 9 columns put at least two
    /// samples under each of up to four items of a 290 pt capsule.
    public static let sampleColumns = 9
    /// Rows of that grid, ≥ 1: top, middle and bottom of the capsule (a drawing choice).
    public static let sampleRows = 3
    /// How far unselected icons on light glass are mixed from the title colour towards the content
    /// beneath them, 0…1. §12 measures #191919 over white and #191917–#1E170E over warm content
    /// with titles #000000: 10 % gives #1A1A1A over white. Fitted, medium confidence.
    public static let iconContentMix = 0.1
    /// Unselected icons on dark glass. §12 / GT ice_ios26_dark_*: #EFF3FD–#F1F4FD (titles #FFFFFF);
    /// the darker end is taken. Measured, medium confidence.
    public static let unselectedIconDark = Color(hex: 0xEFF3FD)
}
