import Foundation

// Titles by key: before a variant is read, every text written as `{"key": "tab.home"}` (a tab's
// `title`, `badgeValue` or `badge`, the bottom accessory's `title` and `subtitle`, a section's
// `title`) is replaced by the string of the variant's `locale` from the spec's `strings`, as the
// app's bundle would give it, and a `locale` variant of `"catalog"` or `"pseudo"` becomes the
// list of languages. The reader then sees plain strings, so everything after it is unchanged.

/// What localizing a variant resolved, kept on ``Spec/localization`` for checks and reports.
public struct SpecLocalization: Sendable, Hashable {
    /// The `locale` as written (`de`, `en-x-accented`).
    public var language: String
    /// The language's name in English (`German`, `pseudo-language accented`).
    public var languageName: String
    /// The pseudo-language, if `language` names one.
    public var pseudo: PseudoLanguage?
    /// The key of each text given by key, by its JSON path (`tabBar.items[1].title` → `tab.inbox`).
    public var keys: [String: String]
    /// The JSON paths whose text is the development language's (the language lacks the key), or
    /// the key itself (no language has it: those are also in ``missing``).
    public var fallbacks: Set<String>
    /// The JSON paths whose key no language of the app's strings has (drawn as the key).
    public var missing: Set<String> = []

    /// `German (de)`.
    public var label: String { languageName == language ? language : "\(languageName) (\(language))" }
}

/// Replaces texts given by key with the strings of a language. See the top of this file.
public enum Localizer {
    /// The members whose value may be `{"key": …}`.
    public static let textFields: Set<String> = ["title", "subtitle", "badgeValue", "badge"]
    /// The `locale` variant value meaning every language of the catalog (development language first).
    public static let catalogLanguages = "catalog"
    /// The `locale` variant value meaning every pseudo-language (``PseudoLanguage``).
    public static let pseudoLanguages = "pseudo"

    /// The English name of a language tag (`German`), or of a pseudo-language.
    public static func languageName(_ tag: String) -> String {
        if let p = PseudoLanguage(tag: tag) { return "pseudo-language \(p.rawValue)" }
        return Locale(identifier: "en").localizedString(forIdentifier: tag) ?? tag
    }

    /// `variants` with a `locale` of `"catalog"` or `"pseudo"` (alone, or as items of the value
    /// list) replaced by the languages of `table` / the pseudo-language tags, each new value at
    /// the position of the word it replaces. `path` is where `variants` is (empty for `--vary`).
    /// - Throws: ``SpecError`` when `"catalog"` is used and the spec names no `strings`.
    public static func expandLocales(_ variants: JSONNode, table: StringTable?, path: JSONPath) throws(SpecError) -> JSONNode {
        guard case .object(let members) = variants.value, let i = members.firstIndex(where: { $0.key == "locale" }) else { return variants }
        let m = members[i]
        func expand(_ n: JSONNode) throws(SpecError) -> [JSONNode] {
            guard case .string(let s) = n.value else { return [n] }
            if s == catalogLanguages {
                guard let table else {
                    throw .invalid(path: path.components.isEmpty ? JSONPath([.key("--vary locale")]) : path.appending("locale"), location: n.location,
                                   message: "\"catalog\" means every language of the app's strings, but the spec names none; add \"strings\": [\"Localizable.xcstrings\"]")
                }
                return table.languages.map { JSONNode(.string($0), at: n.location) }
            }
            if s == pseudoLanguages { return PseudoLanguage.allCases.map { JSONNode(.string($0.tag), at: n.location) } }
            return [n]
        }
        let values: [JSONNode]
        switch m.value.value {
        case .string: values = try expand(m.value)
        case .array(let a):
            var out: [JSONNode] = []
            for n in a { out += try expand(n) }
            values = out
        default: return variants
        }
        var ms = members
        ms[i] = JSONMember(key: m.key, keyLocation: m.keyLocation, value: JSONNode(.array(values), at: m.value.location))
        return JSONNode(.object(ms), at: variants.location)
    }

    /// The tree with every text by key replaced (see the top of this file), the warnings of a
    /// language that lacks a key (drawn in the development language, as UIKit falls back; a key
    /// no language has is drawn as the key itself), and what was resolved (nil when the spec
    /// names no strings and gives no text by key).
    /// - Throws: ``SpecError`` for a text by key in a spec without `strings`, a malformed
    ///   `{"key": …}` object, or a `count` that is not a whole number.
    public static func localize(_ tree: JSONNode, table: StringTable?) throws(SpecError) -> (tree: JSONNode, warnings: [SpecWarning], localization: SpecLocalization?) {
        let written = tree["locale"].flatMap { n -> String? in if case .string(let s) = n.value { return s }; return nil }
        let tag = written ?? table?.developmentLanguage ?? "en"
        let pseudo = PseudoLanguage(tag: tag)
        var state = State(table: table, tag: tag, pseudo: pseudo, idiom: idiom(of: tree))
        if let table, pseudo == nil, table.language(matching: tag) == nil, let n = tree["locale"] {
            state.warnings.append(SpecWarning(path: JSONPath([.key("locale")]), location: n.location,
                message: "the app's strings have no \(languageName(tag)) (\(tag)); every text by key is drawn in the development language (\(table.developmentLanguage)), as UIKit does",
                ruleID: .localizationMissingTranslation))
        }
        state.language = pseudo == nil ? table?.language(matching: tag) : nil
        var out = try state.walk(tree, JSONPath())
        if pseudo == .rtl, case .object(var ms) = out.value, !ms.contains(where: { $0.key == "layoutDirection" }) {
            ms.append(JSONMember(key: "layoutDirection", keyLocation: tree.location, value: JSONNode(.string("rightToLeft"), at: tree.location)))
            out = JSONNode(.object(ms), at: out.location)
        }
        guard table != nil || !state.keys.isEmpty else { return (tree, [], nil) }
        let info = SpecLocalization(language: tag, languageName: languageName(tag), pseudo: pseudo, keys: state.keys, fallbacks: state.fallbacks, missing: state.missing)
        return (out, state.warnings, info)
    }

    /// The `variations.device` idiom of the spec's device or platform (`iphone` by default).
    static func idiom(of tree: JSONNode) -> String {
        var platform: Platform? = nil
        if case .string(let p)? = tree["platform"]?.value { platform = Platform(rawValue: p) }
        if platform == nil, case .string(let d)? = tree["device"]?.value { platform = DeviceCatalog.device(named: d)?.platform }
        switch platform {
        case .iPadOS?: return "ipad"
        case .macOS?: return "mac"
        case .tvOS?: return "appletv"
        case .visionOS?: return "applevision"
        case .watchOS?: return "applewatch"
        default: return "iphone"
        }
    }

    struct State {
        let table: StringTable?
        let tag: String
        let pseudo: PseudoLanguage?
        let idiom: String
        var language: String? = nil
        var warnings: [SpecWarning] = []
        var keys: [String: String] = [:]
        var fallbacks: Set<String> = []
        var missing: Set<String> = []

        init(table: StringTable?, tag: String, pseudo: PseudoLanguage?, idiom: String) {
            self.table = table; self.tag = tag; self.pseudo = pseudo; self.idiom = idiom
        }

        mutating func walk(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> JSONNode {
            switch node.value {
            case .object(let ms):
                var out: [JSONMember] = []
                for m in ms {
                    let p = path.appending(m.key)
                    if Localizer.textFields.contains(m.key), case .object = m.value.value {
                        out.append(JSONMember(key: m.key, keyLocation: m.keyLocation, value: try text(m.value, p)))
                    } else {
                        out.append(JSONMember(key: m.key, keyLocation: m.keyLocation, value: try walk(m.value, p)))
                    }
                }
                return JSONNode(.object(out), at: node.location)
            case .array(let a):
                var out: [JSONNode] = []
                for (i, n) in a.enumerated() { out.append(try walk(n, path.appending(i))) }
                return JSONNode(.array(out), at: node.location)
            default:
                return node
            }
        }

        /// One `{"key": …, "count": …, "comment": …}`.
        mutating func text(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> JSONNode {
            guard case .object(let ms) = node.value else { return node }
            for m in ms where !["key", "count", "comment"].contains(m.key) {
                throw .spec([SpecProblem(path: path.appending(m.key), location: m.keyLocation,
                                         kind: .unknownKey(m.key, suggestion: Suggestion.closest(to: m.key, among: ["key", "count", "comment"]),
                                                           allowed: ["key", "count", "comment"]))])
            }
            guard let kn = node["key"], case .string(let key) = kn.value, !key.isEmpty else {
                throw .invalid(path: path.appending("key"), location: (node["key"] ?? node).location,
                               message: "a text by key needs \"key\": the key of the string in the app's strings, such as {\"key\": \"tab.home\"}")
            }
            var count: Int? = nil
            if let cn = node["count"] {
                guard case .number(let n) = cn.value, n.isInteger, let c = n.int, abs(c) < 1_000_000_000 else {
                    throw .invalid(path: path.appending("count"), location: cn.location,
                                   message: "\"count\" picks the plural form and must be a whole number, such as 3")
                }
                count = c
            }
            guard let table else {
                throw .invalid(path: path, location: node.location,
                               message: "\"\(key)\" is a key, but the spec names no strings to look it up in; add \"strings\": [\"Localizable.xcstrings\"] (or .lproj folders)")
            }
            keys[path.description] = key
            let text: String
            if pseudo == .longest {
                var best: String? = nil
                for l in table.languages {
                    if case .found(let t, _) = table.lookup(key, language: l, idiom: idiom, count: count),
                       best == nil || PseudoLanguage.displayColumns(t) > PseudoLanguage.displayColumns(best!) { best = t }
                }
                text = best ?? key
                // No language has it: drawn as the key, as in every language (the report lists it).
                if best == nil { fallbacks.insert(path.description); missing.insert(path.description) }
            } else if let pseudo {
                let dev = table.lookup(key, language: table.developmentLanguage, idiom: idiom, count: count)
                if case .found(let t, _) = dev { text = pseudo.transform(t) } else {
                    // The development language lacks it: the pseudo-language shows the key.
                    text = pseudo.transform(key)
                    fallbacks.insert(path.description); missing.insert(path.description)
                }
            } else {
                switch table.lookup(key, language: language ?? table.developmentLanguage, idiom: idiom, count: count) {
                case .found(let t, _): text = t
                case .fallback(let t, let dev):
                    text = t
                    fallbacks.insert(path.description)
                    // One warning per spec for a language the table lacks altogether (see localize).
                    if language != nil {
                        warnings.append(SpecWarning(path: path, location: node.location,
                            message: "\"\(key)\" has no \(Localizer.languageName(tag)) (\(tag)) text; drawn in the development language (\(dev)), \"\(t)\", as UIKit falls back",
                            ruleID: .localizationMissingTranslation))
                    }
                case .missing:
                    text = key
                    fallbacks.insert(path.description)
                    missing.insert(path.description)
                    warnings.append(SpecWarning(path: path, location: node.location,
                        message: "no language of the app's strings has the key \"\(key)\"; UIKit draws the key itself",
                        ruleID: .localizationMissingTranslation))
                }
            }
            return JSONNode(.string(text), at: node.location)
        }
    }
}
