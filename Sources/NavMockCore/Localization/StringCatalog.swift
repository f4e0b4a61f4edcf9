// A reader for Xcode String Catalogs (`Localizable.xcstrings`, JSON):
//
//   { "sourceLanguage": "en", "version": "1.0",
//     "strings": { KEY: { "comment": …, "extractionState": …, "shouldTranslate": false,
//                         "localizations": { LANG: LOCALIZATION } } } }
//   LOCALIZATION := { "stringUnit": { "state": STATE, "value": TEXT } }
//                 | { "variations": { "device": { IDIOM: LOCALIZATION, … } } }
//                 | { "variations": { "plural": { CATEGORY: { "stringUnit": … }, … } } }
//   (a key with `substitutions` is read for its plain value; its substitutions are not used)
//
// Read with NavMock's JSON parser, so every error has a line and column; unknown members are
// errors with the member named (a misspelt "stringUnit" would otherwise drop a translation silently).

extension StringTable {
    /// The `stringUnit` states Xcode writes.
    public static let catalogStates: Set<String> = ["translated", "needs_review", "new", "stale"]
    /// The device idioms of `variations.device`.
    public static let deviceIdioms: Set<String> = ["iphone", "ipad", "ipod", "mac", "appletv", "applevision", "applewatch", "other"]
    /// The plural categories of `variations.plural`.
    public static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// Adds the strings of a String Catalog; its `sourceLanguage` becomes the development language.
    /// - Throws: ``LocalizationFileError`` with the line and column of malformed JSON, a missing or
    ///   wrong member, an unknown state, device or plural category.
    public mutating func add(catalog bytes: [UInt8], file: String) throws(LocalizationFileError) {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes, limits: JSONLimits(maxBytes: StringsFileReader.maxBytes, maxStringBytes: 1 << 20,
                                                                    maxArrayCount: 100_000, maxObjectMembers: 100_000)) }
        catch {
            let at = error.location ?? SourcePosition(line: 1, column: 1)
            throw LocalizationFileError(file: file, line: at.line, column: at.column, message: "not a String Catalog: \(error.description)")
        }
        func fail(_ node: JSONNode, _ message: String) -> LocalizationFileError {
            LocalizationFileError(file: file, line: node.location.line, column: node.location.column, message: message)
        }
        func object(_ node: JSONNode, _ what: String, allowed: Set<String>?) throws(LocalizationFileError) -> [JSONMember] {
            guard case .object(let ms) = node.value else { throw fail(node, "\(what) must be an object, found \(node.kindName)") }
            if let allowed, let bad = ms.first(where: { !allowed.contains($0.key) }) {
                throw LocalizationFileError(file: file, line: bad.keyLocation.line, column: bad.keyLocation.column,
                                            message: "\(what) has no member \"\(bad.key)\"; expected one of: \(allowed.sorted().joined(separator: ", "))")
            }
            return ms
        }
        func string(_ node: JSONNode, _ what: String) throws(LocalizationFileError) -> String {
            guard case .string(let s) = node.value else { throw fail(node, "\(what) must be a string, found \(node.kindName)") }
            return s
        }
        func place(_ node: JSONNode) -> String { "\(file):\(node.location.line):\(node.location.column)" }
        func unit(_ node: JSONNode, _ what: String) throws(LocalizationFileError) -> (value: String, state: String) {
            let ms = try object(node, what, allowed: ["state", "value"])
            guard let v = ms.first(where: { $0.key == "value" }) else { throw fail(node, "\(what) has no \"value\"") }
            var state = "translated"
            if let s = ms.first(where: { $0.key == "state" }) {
                state = try string(s.value, "\"state\"")
                guard Self.catalogStates.contains(state) else {
                    throw fail(s.value, "unknown state \"\(state)\"; expected one of: \(Self.catalogStates.sorted().joined(separator: ", "))")
                }
            }
            return (try string(v.value, "\"value\""), state)
        }
        func localization(_ node: JSONNode, _ what: String) throws(LocalizationFileError) -> LocalizedValue {
            let ms = try object(node, what, allowed: ["stringUnit", "variations", "substitutions"])
            var out = LocalizedValue(value: nil, state: "translated", place: place(node))
            if let u = ms.first(where: { $0.key == "stringUnit" }) {
                let (v, s) = try unit(u.value, "\"stringUnit\"")
                out.value = v; out.state = s
            }
            if let vars = ms.first(where: { $0.key == "variations" }) {
                for kind in try object(vars.value, "\"variations\"", allowed: ["device", "plural"]) {
                    if kind.key == "device" {
                        for d in try object(kind.value, "\"device\"", allowed: Self.deviceIdioms) {
                            out.device[d.key] = try localization(d.value, "the \"\(d.key)\" variation")
                        }
                    } else {
                        for p in try object(kind.value, "\"plural\"", allowed: Self.pluralCategories) {
                            let pm = try object(p.value, "the \"\(p.key)\" form", allowed: ["stringUnit"])
                            guard let u = pm.first(where: { $0.key == "stringUnit" }) else { throw fail(p.value, "the \"\(p.key)\" form has no \"stringUnit\"") }
                            let (v, s) = try unit(u.value, "\"stringUnit\"")
                            out.plural[p.key] = v
                            if s != "translated" { out.state = s }
                        }
                    }
                }
            }
            if out.value == nil && out.device.isEmpty && out.plural.isEmpty {
                throw fail(node, "\(what) has neither a \"stringUnit\" nor \"variations\"")
            }
            return out
        }

        let top = try object(root, "a String Catalog", allowed: ["sourceLanguage", "strings", "version"])
        guard let src = top.first(where: { $0.key == "sourceLanguage" }) else { throw fail(root, "a String Catalog needs \"sourceLanguage\"") }
        let source = try string(src.value, "\"sourceLanguage\"")
        guard let strings = top.first(where: { $0.key == "strings" }) else { throw fail(root, "a String Catalog needs \"strings\"") }
        for k in try object(strings.value, "\"strings\"", allowed: nil) {
            let km = try object(k.value, "the string \"\(k.key)\"",
                                allowed: ["comment", "extractionState", "localizations", "shouldTranslate"])
            var translated = false
            if let locs = km.first(where: { $0.key == "localizations" }) {
                for l in try object(locs.value, "\"localizations\"", allowed: nil) {
                    set(k.key, language: l.key, try localization(l.value, "the \"\(l.key)\" localization of \"\(k.key)\""))
                    if l.key == source { translated = true }
                }
            }
            // A key without a source-language entry is its own development-language text (Xcode
            // fills it in when it builds the app).
            if !translated { set(k.key, language: source, LocalizedValue(value: k.key, place: "\(file):\(k.keyLocation.line):\(k.keyLocation.column)")) }
        }
        developmentLanguage = source
        developmentLanguageFromCatalog = true
        noteFile(file)
    }

    /// Adds the entries of one `.strings` file as `language` (the `.lproj` folder's name without
    /// `.lproj`; `Base` counts as the development language).
    /// - Throws: ``LocalizationFileError`` (see ``StringsFileReader/read(_:file:)``).
    public mutating func add(strings bytes: [UInt8], file: String, language: String) throws(LocalizationFileError) {
        let lang = language == "Base" ? developmentLanguage : language
        for e in try StringsFileReader.read(bytes, file: file) {
            set(e.key, language: lang, LocalizedValue(value: e.value, place: "\(file):\(e.line):\(e.column)"))
        }
        noteFile(file)
    }

    /// For tables made of `.strings` folders only: the development language becomes `en` when
    /// it has strings, else the first language by tag. A catalog's `sourceLanguage` is kept.
    public mutating func settleDevelopmentLanguage(preferring preferred: String? = nil) {
        if let preferred { developmentLanguage = preferred; return }
        guard !developmentLanguageFromCatalog else { return }
        var all = Set<String>()
        for byLang in entries.values { all.formUnion(byLang.keys) }
        if all.contains("en") || all.isEmpty { developmentLanguage = "en" } else { developmentLanguage = all.sorted()[0] }
    }
}
