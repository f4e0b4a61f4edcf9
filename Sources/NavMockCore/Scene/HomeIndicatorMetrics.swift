/// The home indicator's colours (issue 40, item 4; HomeIndicatorScene.swift reads them; the width
/// is ``HomeIndicatorMetricTable``'s). Each measured on Apple's screenshots in
/// ../shared/groundtruth (named per row) with Benchmarks/fidelity.py, device row by device row;
/// docs/liquid-glass.md lists them.
public enum HomeIndicatorMetrics {
    /// Over light content (no bar material beneath): black, its opacity falling from the top edge
    /// to the bottom one. rss_ios18_screen_favorites_white: rows 81 → 121 over #FFFFFF (black at
    /// 68 % → 52.5 %); rss_ios18_screen_feeds_grouped: 76 → 115 over #F2F2F7 (68.6 % → 52.5 %).
    /// Measured, high confidence.
    public static let onLightTop = Color(hex: 0x000000, alpha: 0.68)
    /// The bottom edge of that gradient (same sources).
    public static let onLightBottom = Color(hex: 0x000000, alpha: 0.525)
    /// Over dark content (no bar material beneath): white, falling from the top edge to the
    /// bottom one. ice_ios26_dark_news: rows 57 → 48 in red over #11151F (white at 16.8 % →
    /// 13.0 %; #34363B–#35363B in the middle, §12). Measured, medium confidence (one image).
    public static let onDarkTop = Color(hex: 0xFFFFFF, alpha: 0.168)
    /// The bottom edge of that gradient (same source).
    public static let onDarkBottom = Color(hex: 0xFFFFFF, alpha: 0.13)
    /// Over the light classic bar material (iOS 13–18 `systemChromeMaterial`): opaque black, every
    /// row (rss_ios18_screen_explore_material, §12). Measured, high confidence.
    public static let onLightMaterial = Color(hex: 0x000000)
    /// Over the dark classic bar material: opaque #4B4B4B, every row, neutral although the bar
    /// beneath is bluish #1D1F28 (ice_classic_dark_badge4, §12). Measured, medium confidence.
    public static let onDarkMaterial = Color(hex: 0x4B4B4B)
}
