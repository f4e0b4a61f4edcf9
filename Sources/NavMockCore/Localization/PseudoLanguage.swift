// Pseudo-languages: the development language's strings changed the way translation changes
// them, for apps not yet translated (Xcode's and Android's pseudo-locales, in NavMock's spelling).

/// A pseudo-language, named in `locale` as a BCP 47 private-use tag: `en-x-accented`,
/// `en-x-long40`, `en-x-long100`, `en-x-rtl`, `en-x-longest` (the language part picks fonts and
/// plural rules; the text always comes from the development language, or for `longest` from
/// every language).
public enum PseudoLanguage: String, Sendable, CaseIterable {
    /// Every ASCII letter replaced by an accented letter (one character for one: same length),
    /// to find text that is not localized and clipped accents.
    case accented
    /// The text grown by 40 % (repeating it after a space): the usual growth of a translation
    /// from English of a short label (IBM's and Microsoft's expansion tables: +40 % for 11–20
    /// characters).
    case long40
    /// The text grown by 100 % (Xcode's Double-Length Pseudolanguage): the growth of the
    /// shortest labels (up to 10 characters) in the same tables.
    case long100
    /// The text drawn right to left (between U+202E and U+202C, so that it reads reversed) in a
    /// right-to-left layout (Xcode's Right-to-Left Pseudolanguage, Android's `ar-XB`).
    case rtl
    /// For each key, the longest text of any language in the catalog (East Asian wide
    /// characters count twice), drawn in the development language's layout direction.
    case longest

    /// The locale tag that names it: `en-x-accented`.
    public var tag: String { "en-x-" + rawValue }

    /// The pseudo-language a tag names (its `x-` subtag), nil for a real language.
    public init?(tag: String) {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let x = parts.firstIndex(of: "x"), x + 1 < parts.count, let p = PseudoLanguage(rawValue: String(parts[x + 1])) else { return nil }
        self = p
    }

    /// The growth of ``long40`` and ``long100`` as a fraction; 0 for the others.
    public var growth: Double {
        switch self { case .long40: return 0.4; case .long100: return 1; default: return 0 }
    }

    /// `text` in this pseudo-language (``longest`` returns `text`: the table picks it).
    public func transform(_ text: String) -> String {
        switch self {
        case .accented:
            return String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
        case .long40, .long100:
            let n = text.count
            guard n > 0 else { return text }
            let target = Int((Double(n) * (1 + growth)).rounded(.up))
            var out = text
            let filler = Array(" " + text)
            var k = 0
            while out.count < target { out.append(filler[k % filler.count]); k += 1 }
            return out
        case .rtl:
            return "\u{202E}" + text + "\u{202C}"
        case .longest:
            return text
        }
    }

    /// The width of `text` for ``longest``, in "columns": East Asian wide and fullwidth characters
    /// (CJK, Hangul, kana, fullwidth forms) count two, combining marks none, others one.
    public static func displayColumns(_ text: String) -> Int {
        var n = 0
        for s in text.unicodeScalars {
            let v = s.value
            if s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .enclosingMark { continue }
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
            n += wide ? 2 : 1
        }
        return n
    }

    /// One precomposed accented letter for each ASCII letter (each a single Unicode scalar, so the
    /// text keeps its length).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let marked = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        var m: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (a, b) in zip(plain, marked) { m[a] = b }
        return m
    }()
}
