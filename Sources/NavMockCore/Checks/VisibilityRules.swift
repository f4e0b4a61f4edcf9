/// Issue 14 §8: visibility measured on the rendered pixels. The rules are listed here (so that
/// `navmock list rules`, `--ignore` and `checks.ignore` know them); the measurement needs a
/// rasterizer and lives in NavMockRender (`VisibilityCheck`), which `check` and `render` run
/// after the rules of this module. Without a renderer these rules find nothing.
enum VisibilityRules {
    static let all: [Rule] = [
        Rule(.tabBarTitleContrast, .warning, "a tab title whose rendered pixels have less than 4.5:1 contrast with what is drawn behind it",
             guideline: "Accessibility › Color and effects: text needs a contrast of at least 4.5:1 (WCAG 2.x, 1.4.3)") { _, _ in [] },
        Rule(.tabBarIconContrast, .warning, "a tab icon whose rendered pixels have less than 3:1 contrast with what is drawn behind it",
             guideline: "Accessibility › Color and effects: icons and other non-text content need 3:1 (WCAG 2.x, 1.4.11)") { _, _ in [] },
        Rule(.pageControlIndicatorContrast, .warning, "page indicators whose rendered pixels have less than 3:1 contrast with what is drawn behind them",
             guideline: "Page controls and Accessibility: indicators are non-text content and need 3:1 (WCAG 2.x, 1.4.11)") { _, _ in [] },
        Rule(.pageControlCurrentIndicatorContrast, .warning, "the current page's indicator has less than 3:1 contrast with the other indicators",
             guideline: "Page controls: the current page must stand out from the others; 3:1 as for non-text content (WCAG 2.x, 1.4.11)") { _, _ in [] },
    ]
}

/// Thresholds of the pixel contrast checks (issue 14 §8).
public enum VisibilityMetrics {
    /// Minimum contrast of text with its background: 4.5:1. Source: WCAG 2.x success criterion
    /// 1.4.3 (Contrast, minimum); Apple's HIG Accessibility page asks for the same ratio. Confidence: published.
    public static let textMinimum = 4.5
    /// Minimum contrast of icons and indicators (non-text content): 3:1. Source: WCAG 2.x
    /// success criterion 1.4.11 (Non-text contrast). Confidence: published.
    public static let nonTextMinimum = 3.0
    /// Below this ratio an element is effectively invisible and the finding is a warning even when
    /// the colours are the system's own: 1.5:1. Source: issue 14 §8 (a NavMock choice: the default
    /// page control on a light backdrop measures 1.08:1). Confidence: a judgement, not a standard.
    public static let invisible = 1.5
    /// A pixel belongs to an element's glyph when the element drawn alone covers it with at least
    /// this fraction of its strongest coverage (leaves out anti-aliased edges). NavMock's choice.
    public static let glyphCoverage = 0.75
    /// The scale the check rasterizes at when the device's own is lower (thin glyphs at 1x have
    /// too few fully covered pixels): 2 pixels per point. NavMock's choice.
    public static let minimumScale = 2.0
    /// Margin drawn around the measured elements, points (an emboldened symbol's outline and a
    /// glyph's overhang reach past its box). NavMock's choice.
    public static let cropMargin = 4.0
}

/// How serious a measured shortfall is (issue 14 §8): below ``VisibilityMetrics/invisible`` a
/// warning whatever set the colour; below `minimum` a warning when the spec set the colour, an
/// info finding when it is the system's default (Apple's own design); nil when it meets `minimum`.
public func visibilitySeverity(ratio: Double, minimum: Double, specSetColor: Bool) -> Severity? {
    if ratio < VisibilityMetrics.invisible { return .warning }
    if ratio < minimum { return specSetColor ? .warning : .info }
    return nil
}

/// The WCAG 2.x contrast ratio of two relative luminances (0…1): (lighter + 0.05) / (darker + 0.05), 1…21.
public func contrastRatio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
}
