/// Escaping of text for XML, SVG and HTML (the one escaper of NavMock's markup outputs: SVG
/// titles and text, JUnit XML, the HTML reports and gallery).
public enum MarkupText {
    /// `text` with `&`, `<`, `>` and `"` replaced by entity references, safe in element content
    /// and in double-quoted attribute values. Control characters below U+0020 other than tab and
    /// line feed are dropped (XML 1.0 does not allow them).
    /// - Parameter whitespaceAsReferences: also write tab and line feed as `&#9;` and `&#10;`, so
    ///   that they survive in an attribute value (XML normalizes literal ones to spaces). Default false.
    public static func escaped(_ text: String, whitespaceAsReferences: Bool = false) -> String {
        var o = ""
        o.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": o += "&amp;"
            case "<": o += "&lt;"
            case ">": o += "&gt;"
            case "\"": o += "&quot;"
            case "\n" where whitespaceAsReferences: o += "&#10;"
            case "\t" where whitespaceAsReferences: o += "&#9;"
            case "\n", "\t": o.unicodeScalars.append(c)
            default:
                if c.value < 0x20 { continue }
                o.unicodeScalars.append(c)
            }
        }
        return o
    }
}
