/// Lines of text from the top of the content (`top`, points) down to `bottom` (points; a line
/// whose box would cross it is left out; `.infinity`: the bottom of the screen cuts the last), broken by character count, in the appearance's ink.
/// Deterministic; not measured (the renderer sets each line).
func proseBackdrop(screen: Rect, appearance ap: Appearance, top: Double, bottom: Double) -> [SceneItem] {
    let m = ProseBackdropMetrics.self
    let style = TextStyle(size: m.fontSize, weight: .regular, locale: "en")
    let ink = ap == .light ? m.inkLight : m.inkDark
    let perLine = max(m.minimumCharactersPerLine, Int((screen.width - 2 * m.margin) / m.averageAdvance))
    var out: [SceneItem] = []
    var baseline = top + m.lineHeight, w = 0
    while baseline - m.fontSize < screen.height && baseline - m.fontSize + m.lineHeight <= bottom {
        var line = ""
        while true {
            let word = m.words[w % m.words.count]
            if !line.isEmpty && line.count + 1 + word.count > perLine { break }
            line += (line.isEmpty ? "" : " ") + word
            w += 1
        }
        let width = Double(line.count) * m.averageAdvance
        out.append(.text(TextLayout(text: line, style: style, baselineOrigin: Point(x: m.margin, y: baseline),
                                    frame: Rect(x: m.margin, y: baseline - m.fontSize, width: width, height: m.lineHeight),
                                    truncated: false, tightened: false), ink))
        baseline += m.lineHeight
    }
    return out
}
