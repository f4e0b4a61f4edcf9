/// Font weights used by the system text styles NavMock draws.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
    /// 400.
    case regular
    /// 500.
    case medium
    /// 600.
    case semibold
    /// 700.
    case bold
    /// The CSS/OpenType weight number.
    public var numeric: Int {
        switch self { case .regular: 400; case .medium: 500; case .semibold: 600; case .bold: 700 }
    }
}

/// How a run of text is set: size in points, weight, tracking, and the language that picks glyph forms.
public struct TextStyle: Sendable, Hashable {
    /// Font size in points (the em size).
    public var size: Double
    /// Weight.
    public var weight: FontWeight
    /// Extra space between characters in points (negative tightens), as UIKit's `kern`. Default 0.
    public var tracking: Double
    /// BCP 47 language tag, e.g. `zh-Hans`; picks regional CJK forms and shaping rules.
    public var locale: String
    /// Creates a style. `size` in points.
    public init(size: Double, weight: FontWeight, tracking: Double = 0, locale: String) {
        self.size = size; self.weight = weight; self.tracking = tracking; self.locale = locale
    }
    /// The same style with another tracking (points).
    public func withTracking(_ t: Double) -> TextStyle {
        TextStyle(size: size, weight: weight, tracking: t, locale: locale)
    }
}

/// The measured extent of a single line of text, in points, relative to its origin at the
/// left end of the baseline (y grows downwards, so `ascent` is above, `descent` below).
public struct TextMetrics: Sendable, Hashable {
    /// Advance width (logical), points.
    public var width: Double
    /// Logical ascent above the baseline, points (positive).
    public var ascent: Double
    /// Logical descent below the baseline, points (positive).
    public var descent: Double
    /// The ink rectangle relative to the baseline origin (y negative above the baseline), points.
    public var ink: Rect
    /// Creates metrics (points).
    public init(width: Double, ascent: Double, descent: Double, ink: Rect) {
        self.width = width; self.ascent = ascent; self.descent = descent; self.ink = ink
    }
}

/// Measures text exactly as the renderer will draw it. Layout only measures through this protocol;
/// NavMockRender supplies the Pango implementation, tests may supply a fixed-width one.
public protocol TextMeasuring: Sendable {
    /// Measures one line of `text` set in `style`. Units: points, independent of any output scale.
    func measure(_ text: String, style: TextStyle) -> TextMetrics
}

/// A measurer that gives every grapheme the same advance: `size × widthFactor`. For tests and for
/// layout where no fonts exist. Ascent 0.8 em, descent 0.2 em.
public struct FixedWidthTextMeasurer: TextMeasuring {
    /// Advance per grapheme cluster as a fraction of the font size. Default 0.5.
    public var widthFactor: Double
    /// Creates a measurer.
    public init(widthFactor: Double = 0.5) { self.widthFactor = widthFactor }
    /// See ``TextMeasuring/measure(_:style:)``.
    public func measure(_ text: String, style: TextStyle) -> TextMetrics {
        let n = Double(text.count)
        let w = max(0, n * style.size * widthFactor + max(0, n - 1) * style.tracking)
        return TextMetrics(width: w, ascent: style.size * 0.8, descent: style.size * 0.2,
                           ink: Rect(x: 0, y: -style.size * 0.7, width: w, height: style.size * 0.7))
    }
}

/// Fits a title into a width: first tightens the tracking (down to `minTracking`), then truncates
/// at a grapheme-cluster boundary and appends "…". Returns the text, the tracking used and its metrics.
///
/// Follows UIKit's `UITabBarButtonLabel resizeToFitWidth:` (metrics §1.2: tracking down to −1.2 pt
/// to fit the button width − 2 pt, then truncation).
public func fitText(_ text: String, style: TextStyle, width: Double, minTracking: Double = -1.2,
                    measuring: any TextMeasuring) -> (text: String, style: TextStyle, metrics: TextMetrics, truncated: Bool) {
    let m0 = measuring.measure(text, style: style)
    if m0.width <= width + 1e-9 { return (text, style, m0, false) }
    let clusters = Array(text)
    if clusters.count > 1 {
        // Tighten: width grows linearly with tracking, one gap per cluster boundary.
        let gaps = Double(clusters.count - 1)
        let needed = style.tracking - (m0.width - width) / gaps
        if needed >= minTracking {
            let s = style.withTracking(max(minTracking, needed - 0.001))
            let m = measuring.measure(text, style: s)
            if m.width <= width + 1e-6 { return (text, s, m, false) }
        }
    }
    let tight = style.withTracking(min(style.tracking, minTracking))
    let mt = measuring.measure(text, style: tight)
    if mt.width <= width + 1e-6 { return (text, tight, mt, false) }
    // Truncate: the longest prefix (in grapheme clusters) that fits with an ellipsis.
    var lo = 0, hi = clusters.count - 1
    var best = "…"
    while lo <= hi {
        let mid = (lo + hi) / 2
        var prefix = String(clusters[0..<mid])
        while prefix.last?.isWhitespace == true { prefix.removeLast() }
        let candidate = prefix + "…"
        if measuring.measure(candidate, style: tight).width <= width + 1e-6 {
            best = candidate; lo = mid + 1
        } else { hi = mid - 1 }
    }
    return (best, tight, measuring.measure(best, style: tight), true)
}
