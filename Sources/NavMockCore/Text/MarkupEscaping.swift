/// Escaping of text for XML, SVG and HTML (the one escaper of NavMock's markup outputs: SVG
/// titles and text, JUnit XML, the HTML reports and gallery).
public enum MarkupText {
    /// Whether XML 1.0 allows `c` in a document (its `Char` production): tab, line feed, carriage
    /// return, U+0020 and above, but not the noncharacters U+FFFE and U+FFFF.
    public static func isXMLCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x9, 0xA, 0xD: return true
        case 0..<0x20, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    /// Whether `c` is one of Unicode's 66 noncharacters (U+FDD0…U+FDEF and the last two code
    /// points of every plane), which Cairo refuses in PDF metadata and text.
    public static func isNoncharacter(_ c: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(c.value) || c.value & 0xFFFE == 0xFFFE
    }

    /// `text` without control characters below U+0020 (tab and line feed become spaces) and
    /// without noncharacters: what a PDF's metadata (title, subject) may carry.
    public static func metadataText(_ text: String) -> String {
        var o = String.UnicodeScalarView()
        for c in text.unicodeScalars where !isNoncharacter(c) {
            if c == "\n" || c == "\t" { o.append(" ") } else if c.value >= 0x20 { o.append(c) }
        }
        return String(o)
    }

    /// `text` with `&`, `<`, `>` and `"` replaced by entity references, safe in element content
    /// and in double-quoted attribute values. Characters XML 1.0 does not allow are dropped:
    /// control characters below U+0020 other than tab and line feed, and U+FFFE and U+FFFF.
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
                if !isXMLCharacter(c) || c == "\r" { continue }
                o.unicodeScalars.append(c)
            }
        }
        return o
    }
}
