// Layout helpers the tab bar designs share: titles centred on a cap height, corner badges, the
// Edit button's word, scaling about a centre.


/// A title laid out with its cap height centred on `midY`, centred on `centerX`, fitted to
/// `maxWidth` (tightened, then truncated).
func capCenteredTitle(_ text: String, style: TextStyle, centerX: Double, midY: Double, maxWidth: Double,
                      measuring: any TextMeasuring) -> TextLayout {
    titleLayout(text, style: style, centerX: centerX, baseline: midY + style.size * sfCapHeight / 2,
                maxWidth: maxWidth, measuring: measuring)
}

/// A title laid out from its leading x (left-to-right), cap height centred on `midY`.
func capCenteredLeadingTitle(_ text: String, style: TextStyle, x: Double, midY: Double, maxWidth: Double,
                             measuring: any TextMeasuring) -> TextLayout {
    let f = fitText(text, style: style, width: max(0, maxWidth), measuring: measuring)
    let baseline = midY + style.size * sfCapHeight / 2
    return TextLayout(text: f.text, style: f.style, baselineOrigin: Point(x: x, y: baseline),
                      frame: Rect(x: x, y: baseline - f.metrics.ascent, width: f.metrics.width, height: f.metrics.ascent + f.metrics.descent),
                      truncated: f.truncated, tightened: f.style.tracking != style.tracking)
}

/// A red badge whose top-trailing corner is `topTrailing` (left-to-right): a circle for one
/// character, a capsule for longer text (its text fitted to `maxWidth`). Nil for "" when
/// `emptyDraws` is false (the iPad floating bar draws no badge for an empty value).
func cornerBadge(_ value: String, topTrailing: Point, height: Double, fontSize: Double, padding: Double, maxWidth: Double,
                 emptyDraws: Bool, locale: String, measuring: any TextMeasuring) -> LayoutNode? {
    if value.isEmpty {
        guard emptyDraws else { return nil }
        let d = (height * BadgeMetrics.dotFraction).rounded()
        return .badge(frame: Rect(x: topTrailing.x - d, y: topTrailing.y, width: d, height: d), text: nil)
    }
    let style = TextStyle(size: fontSize, weight: .regular, locale: locale)
    let fitted = fitText(value, style: style, width: maxWidth - 2 * padding, minTracking: 0, measuring: measuring)
    let w = fitted.text.count <= 1 ? height : min(maxWidth, max(height, fitted.metrics.width + 2 * padding))
    let frame = Rect(x: topTrailing.x - w, y: topTrailing.y, width: w, height: height)
    return .badge(frame: frame, text: centredText(fitted, in: frame))
}

/// The word UIKit shows on the Edit button, in `locale` (a few languages; English otherwise).
func editTitle(locale: String) -> String {
    let l = locale.lowercased()
    let table: [(String, String)] = [
        ("zh-hant", "編輯"), ("zh", "编辑"), ("ja", "編集"), ("ko", "편집"), ("ar", "تعديل"), ("he", "עריכה"),
        ("th", "แก้ไข"), ("de", "Bearbeiten"), ("fr", "Modifier"), ("es", "Editar"), ("it", "Modifica"),
        ("pt", "Editar"), ("nl", "Wijzig"), ("ru", "Изменить"),
    ]
    for (prefix, word) in table where l == prefix || l.hasPrefix(prefix + "-") { return word }
    return "Edit"
}

/// The rectangle `r` scaled by `factor` about its centre.
func scaled(_ r: Rect, by factor: Double) -> Rect {
    Rect(center: r.center, size: Size(width: r.width * factor, height: r.height * factor))
}
