// The strings an app ships, by key and language, read from String Catalogs (`.xcstrings`) and
// `.strings` files, and looked up as the app's bundle would at run time.

/// One language's text for a key: a plain value, or values that vary by device or by count.
public struct LocalizedValue: Sendable, Hashable {
    /// The text (a `stringUnit`'s `value`, or a `.strings` value); nil when only variations exist.
    public var value: String?
    /// The `stringUnit` state (`translated`, `needs_review`, `new`, `stale`); `translated` for `.strings`.
    public var state: String
    /// Variations by device (`iphone`, `ipad`, `mac`, `appletv`, `applevision`, `applewatch`, `other`).
    public var device: [String: LocalizedValue]
    /// Variations by plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    public var plural: [String: String]
    /// Where it is written: `FILE:LINE:COLUMN`.
    public var place: String

    /// Creates a value.
    public init(value: String?, state: String = "translated", device: [String: LocalizedValue] = [:],
                plural: [String: String] = [:], place: String) {
        self.value = value; self.state = state; self.device = device; self.plural = plural; self.place = place
    }

    /// Whether a bundle built from it has text for this language: a value that is not a new, empty
    /// translation, or any variation.
    var ships: Bool {
        if !device.isEmpty || !plural.isEmpty { return true }
        guard let v = value else { return false }
        return !(state == "new" && v.isEmpty)
    }
}

/// What a lookup found.
public enum StringLookup: Sendable, Hashable {
    /// The language's own text; `needsReview` when its state is `needs_review` or `stale`.
    case found(String, needsReview: Bool)
    /// The language lacks the key: the development language's text, as UIKit falls back to it.
    case fallback(String, developmentLanguage: String)
    /// No language has the key: UIKit draws the key itself.
    case missing
}

/// The app's strings: every key, every language, from one or more files.
///
/// ```swift
/// var table = StringTable()
/// try table.add(catalog: bytes, file: "Localizable.xcstrings")
/// table.lookup("tab.home", language: "de", idiom: "iphone", count: nil)   // .found("Start", …)
/// ```
public struct StringTable: Sendable {
    /// The language the app is written in (a catalog's `sourceLanguage`; for `.strings` folders,
    /// `en` when present, else the first language); the fallback of every lookup.
    public var developmentLanguage: String = "en"
    /// The files read, as named.
    public private(set) var files: [String] = []
    /// key → language tag → value.
    public private(set) var entries: [String: [String: LocalizedValue]] = [:]
    /// Whether a catalog set ``developmentLanguage`` (a `.strings` folder then does not change it).
    var developmentLanguageFromCatalog = false

    /// An empty table.
    public init() {}

    /// Every language that has at least one string, the development language first, then by tag.
    public var languages: [String] {
        var set = Set<String>()
        for byLang in entries.values { for (l, v) in byLang where v.ships { set.insert(l) } }
        set.insert(developmentLanguage)
        return [developmentLanguage] + set.subtracting([developmentLanguage]).sorted()
    }

    /// Adds one value (a later file's value of the same key and language replaces an earlier one).
    public mutating func set(_ key: String, language: String, _ value: LocalizedValue) {
        entries[key, default: [:]][language] = value
    }

    /// Notes a file as read.
    mutating func noteFile(_ file: String) { files.append(file) }

    /// The catalog language that serves `tag`: the same tag (any case, `_` as `-`), else the tag
    /// with its last subtags dropped (`de-CH` → `de`, `zh-Hans-CN` → `zh-Hans`); nil when none.
    public func language(matching tag: String) -> String? {
        let known = languages
        var parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        while !parts.isEmpty {
            let t = parts.joined(separator: "-").lowercased()
            if let k = known.first(where: { $0.lowercased().replacingOccurrences(of: "_", with: "-") == t }) { return k }
            parts.removeLast()
        }
        return nil
    }

    /// The text of `key` in `language` as a bundle gives it: the device variation for `idiom`
    /// (else `other`, else the plain value), the plural category of `count` in that language (else
    /// `other`), with `%d`, `%lld`, `%ld`, `%@` and `%1$lld` replaced by the count; the development
    /// language's when the language lacks the key (``StringLookup/fallback(_:developmentLanguage:)``);
    /// ``StringLookup/missing`` when no language has it.
    public func lookup(_ key: String, language: String, idiom: String, count: Int?) -> StringLookup {
        let byLang = entries[key] ?? [:]
        let lang = byLang.keys.first { $0.lowercased() == language.lowercased() } ?? language
        if let v = byLang[lang], v.ships, let text = Self.resolve(v, language: lang, idiom: idiom, count: count) {
            return .found(text.text, needsReview: text.state == "needs_review" || text.state == "stale")
        }
        if let d = byLang[developmentLanguage], let text = Self.resolve(d, language: developmentLanguage, idiom: idiom, count: count) {
            return .fallback(text.text, developmentLanguage: developmentLanguage)
        }
        return .missing
    }

    static func resolve(_ v: LocalizedValue, language: String, idiom: String, count: Int?) -> (text: String, state: String)? {
        if let d = v.device[idiom] ?? v.device["other"], let r = resolve(d, language: language, idiom: idiom, count: count) { return r }
        if !v.plural.isEmpty {
            let n = count ?? 0
            let category = PluralRules.category(of: n, language: language)
            guard let form = v.plural[category] ?? v.plural["other"] else { return nil }
            return (substituteCount(form, n), v.state)
        }
        guard let text = v.value, v.ships else { return nil }
        return (count.map { substituteCount(text, $0) } ?? text, v.state)
    }

    /// `text` with its integer and object format specifiers (`%d`, `%i`, `%u`, `%ld`, `%lld`,
    /// `%@`, positional `%1$lld`) replaced by `n`, and `%%` by `%`.
    static func substituteCount(_ text: String, _ n: Int) -> String {
        guard text.contains("%") else { return text }
        var out = "", s = Substring(text)
        while let p = s.firstIndex(of: "%") {
            out += s[..<p]
            var rest = s[s.index(after: p)...]
            if rest.first == "%" { out += "%"; s = rest.dropFirst(); continue }
            // Optional position `1$`.
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" { rest = rest.dropFirst(digits.count + 1) }
            let length = rest.prefix(while: { $0 == "l" || $0 == "h" || $0 == "q" || $0 == "z" })
            rest = rest.dropFirst(length.count)
            if let conv = rest.first, "diu@".contains(conv) { out += "\(n)"; s = rest.dropFirst() }
            else { out += "%"; s = s[s.index(after: p)...] }
        }
        return out + s
    }
}

/// CLDR plural categories for cardinal whole numbers, for the languages apps most often ship
/// (source: Unicode CLDR `plurals.xml`, integer rules only). Languages not listed use `one` for 1,
/// `other` otherwise (the English rule).
public enum PluralRules {
    /// The category (`zero`, `one`, `two`, `few`, `many`, `other`) of `n` in `language` (a BCP 47 tag).
    public static func category(of n: Int, language: String) -> String {
        let lang = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let i = abs(n), m10 = i % 10, m100 = i % 100
        switch lang {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue":
            return "other"
        case "fr", "hi", "bn", "pa", "gu", "mr", "fa", "am", "zu", "kn":
            return i == 0 || i == 1 ? "one" : "other"
        case "ru", "uk", "be":
            if m10 == 1 && m100 != 11 { return "one" }
            if (2...4).contains(m10) && !(12...14).contains(m100) { return "few" }
            return "many"
        case "pl":
            if i == 1 { return "one" }
            if (2...4).contains(m10) && !(12...14).contains(m100) { return "few" }
            return "many"
        case "cs", "sk":
            return i == 1 ? "one" : (2...4).contains(i) ? "few" : "other"
        case "ar":
            if i == 0 { return "zero" }
            if i == 1 { return "one" }
            if i == 2 { return "two" }
            if (3...10).contains(m100) { return "few" }
            if (11...99).contains(m100) { return "many" }
            return "other"
        case "he", "iw":
            return i == 1 ? "one" : i == 2 ? "two" : "other"
        default:
            return i == 1 ? "one" : "other"
        }
    }
}
