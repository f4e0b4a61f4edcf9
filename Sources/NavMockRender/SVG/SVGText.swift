import NavMockCore

extension SVGWriter {
    /// A line of text: `<text>` in Apple's families then the stand-ins (``SVGTextMode/text``), or
    /// the outlines NavMock's PNG fills (``SVGTextMode/paths``; text with colour emoji, which have
    /// no outlines, stays `<text>`).
    mutating func drawText(_ t: TextLayout, color: Color) {
        // Turned text (a Mac tab view's side tabs): the upright text, turned about its baseline's start.
        let turn = t.quarterTurns == 0 ? "" : " transform=\"rotate(\(t.quarterTurns * 90) \(SVGMarkup.number(t.baselineOrigin.x)) \(SVGMarkup.number(t.baselineOrigin.y)))\""
        if textMode == .paths, let d = renderer.svgTextOutline(t) {
            if !d.isEmpty { doc.draw("<path d=\"\(d)\"" + SVGMarkup.paint("fill", color) + turn + " aria-label=\"\(SVGMarkup.escape(t.text))\"/>") }
            return
        }
        var a = " x=\"\(SVGMarkup.number(t.baselineOrigin.x))\" y=\"\(SVGMarkup.number(t.baselineOrigin.y))\"" + turn
        a += " font-family=\"\(SVGMarkup.escape(fontFamilies(t.style)))\" font-size=\"\(SVGMarkup.number(t.style.size))\""
        a += " font-weight=\"\(Self.cssWeight(t.style.weight))\""
        if t.style.tracking != 0 { a += " letter-spacing=\"\(SVGMarkup.number(t.style.tracking))\"" }
        a += SVGMarkup.paint("fill", color)
        a += " xml:lang=\"\(SVGMarkup.escape(t.style.locale))\" xml:space=\"preserve\""
        // Pango lays a line out in the direction of its first strong character; an SVG `<text>`
        // runs left to right unless told. A line that starts right to left ("مرحبا abc") says so,
        // anchored at its end, which is its left edge there: x stays the line's left edge.
        if Renderer.startsRightToLeft(t.text) { a += " direction=\"rtl\" unicode-bidi=\"embed\" text-anchor=\"end\"" }
        doc.draw("<text\(a)>\(SVGMarkup.escape(t.text))</text>")
    }

    /// The CSS weight of a font weight.
    static func cssWeight(_ w: FontWeight) -> Int {
        switch w {
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        }
    }

    /// The `font-family` list of a style: Apple's system families for the locale first (SF Pro
    /// Text below 20 pt and SF Pro Display from 20 pt, as the system switches optical sizes;
    /// PingFang, Hiragino Sans or Apple SD Gothic Neo for Chinese, Japanese and Korean), then the
    /// families NavMock draws with (the user's fonts, Inter, the locale's Noto CJK face, …), then
    /// `sans-serif`. Family names are written without quotes (valid CSS: names of identifiers).
    func fontFamilies(_ style: TextStyle) -> String {
        var apple = [style.size < 20 ? "SF Pro Text" : "SF Pro Display", "SF Pro"]
        let l = style.locale.lowercased()
        if l.hasPrefix("ja") { apple.append("Hiragino Sans") }
        else if l.hasPrefix("ko") { apple.append("Apple SD Gothic Neo") }
        else if l.hasPrefix("zh") {
            apple.append(l.contains("hk") || l.contains("mo") ? "PingFang HK" : (l.contains("hant") || l.contains("tw") ? "PingFang TC" : "PingFang SC"))
        } else if l.hasPrefix("ar") { apple.append("SF Arabic") }
        else if l.hasPrefix("he") { apple.append("SF Hebrew") }
        let standIns = renderer.fonts.familyList(locale: style.locale).split(separator: ",").map(String.init)
        var seen = Set<String>()
        return (apple + standIns + ["sans-serif"]).filter { seen.insert($0).inserted }.joined(separator: ", ")
    }
}
