import Foundation
@testable import NavMockCore
import NavMockTestSupport
import Testing

/// Issue 39: the `.strings` and String Catalog readers, lookups as a bundle does them, the
/// pseudo-languages, and texts by key through the variant matrix.
@Suite("Localization: readers, lookups, pseudo-languages")
struct LocalizationTests {
    static func strings(_ text: String) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try StringsFileReader.read(Array(text.utf8), file: "x.strings").map { ($0.key, $0.value) })
    }

    static func error(_ text: String) -> LocalizationFileError? {
        do { _ = try StringsFileReader.read(Array(text.utf8), file: "x.strings"); return nil } catch { return error }
    }

    @Test(".strings grammar: comments, escapes, bare keys, a key alone, a value over two lines")
    func stringsGrammar() throws {
        let s = try Self.strings(#"""
        /* block */ "a" = "A"; // line
        "q" = "say \"hi\"\tnow\\";
        bare.key_1 = "B";
        "u" = "caf\U00E9 \u2192";
        "o" = "\101\102";
        "alone";
        "pair" = "\UD83D\UDE00";
        "multi" = "one
        two";
        """#)
        #expect(s["a"] == "A")
        #expect(s["q"] == "say \"hi\"\tnow\\")
        #expect(s["bare.key_1"] == "B")
        #expect(s["u"] == "café →")
        #expect(s["o"] == "AB")
        #expect(s["alone"] == "alone")
        #expect(s["pair"] == "😀")
        #expect(s["multi"] == "one\ntwo")
    }

    @Test(".strings errors have the line and column of the fault", arguments: [
        ("\"a\" = \"A\"\n\"b\" = \"B\";", 1, 10, "expected \";\""),
        ("\"a\" = \"A\";\n  \"b\" = \"B", 2, 9, "never closed"),
        ("/* open\n\"a\" = \"A\";", 1, 1, "comment is never closed"),
        ("\"a\" = \"\\q\";", 1, 8, "unknown escape \\q"),
        ("\"a\" = \"\\U12\";", 1, 8, "four hexadecimal digits"),
        ("\"a\" = ;", 1, 7, "expected a value"),
        ("\"a\" \"b\";", 1, 4, "expected \";\""),
        ("\"a\" = \"\\UDC00\";", 1, 7, "unpaired surrogate"),
    ])
    func stringsErrors(_ text: String, _ line: Int, _ column: Int, _ words: String) throws {
        let e = try #require(Self.error(text))
        #expect("\(e.line):\(e.column)" == "\(line):\(column)", "\(e)")
        #expect(e.message.contains(words), "\(e)")
        #expect(e.description.hasPrefix("x.strings:\(line):\(column): "))
    }

    @Test(".strings encodings: UTF-16 LE and BE with a mark, UTF-16 without one, UTF-8 with a mark; bad UTF-8 has its place")
    func encodings() throws {
        let text = "/* c */\n\"k\" = \"受信 ✓\";\n"
        let units = Array(text.utf16)
        let bare: [UInt8] = units.flatMap { (u: UInt16) -> [UInt8] in [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let swapped: [UInt8] = units.flatMap { (u: UInt16) -> [UInt8] in [UInt8(u >> 8), UInt8(u & 0xFF)] }
        let le: [UInt8] = [0xFF, 0xFE] + bare, be: [UInt8] = [0xFE, 0xFF] + swapped
        let bom8: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [le, be, bare, bom8] {
            let e = try StringsFileReader.read(bytes, file: "f")
            #expect(e.map(\.key) == ["k"] && e.first?.value == "受信 ✓")
            #expect(e.first.map { "\($0.line):\($0.column)" } == "2:1")
        }
        let bad: [UInt8] = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        do { _ = try StringsFileReader.read(bad, file: "f"); Issue.record("accepted bad UTF-8") }
        catch { #expect("\(error.line):\(error.column)" == "2:8" && error.message.contains("UTF-8"), "\(error)") }
    }

    @Test("the fixture .lproj files read (UTF-8 and UTF-16), and a broken one points at its line")
    func fixtureStrings() throws {
        let ja = try #require(FileManager.default.contents(atPath: TestRepository.fixtures + "/l10n/lproj/ja.lproj/Localizable.strings"))
        #expect(Array(ja.prefix(2)) == [0xFF, 0xFE])
        #expect(try StringsFileReader.read(Array(ja), file: "ja").map(\.value) == ["受信", "設定"])
        let en = try #require(FileManager.default.contents(atPath: TestRepository.fixtures + "/l10n/lproj/en.lproj/Localizable.strings"))
        let e = try StringsFileReader.read(Array(en), file: "en")
        #expect(e.map(\.key) == ["tab.inbox", "tab.settings", "tab.quote", "tab.bare", "tab.escaped", "tab.alone"])
        #expect(e.first { $0.key == "tab.escaped" }?.value == "café → done")
        let broken = try #require(FileManager.default.contents(atPath: TestRepository.fixtures + "/l10n/broken-lproj/de.lproj/Localizable.strings"))
        do { _ = try StringsFileReader.read(Array(broken), file: "de"); Issue.record("accepted") }
        catch { #expect("\(error.line):\(error.column)" == "3:33", "\(error)") }
    }

    static func catalog(_ path: String) throws -> StringTable {
        let bytes = try #require(FileManager.default.contents(atPath: TestRepository.root + "/" + path))
        var t = StringTable()
        try t.add(catalog: Array(bytes), file: path)
        return t
    }

    @Test("the Template's catalog: 14 languages, the source language first, 5 keys in each")
    func templateCatalog() throws {
        let t = try Self.catalog("Templates/tab-bars/strings/Localizable.xcstrings")
        #expect(t.developmentLanguage == "en")
        #expect(t.languages == ["en", "ar", "de", "es", "fi", "fr", "he", "hi", "ja", "ko", "pt-BR", "ru", "th", "zh-Hans"])
        for l in t.languages {
            for k in ["tab.inbox", "tab.calendar", "tab.contacts", "tab.favorites", "tab.settings"] {
                guard case .found = t.lookup(k, language: l, idiom: "iphone", count: nil) else { Issue.record("\(l) lacks \(k)"); continue }
            }
        }
        #expect(t.lookup("tab.settings", language: "de", idiom: "iphone", count: nil) == .found("Einstellungen", needsReview: false))
        #expect(t.lookup("tab.favorites", language: "hi", idiom: "iphone", count: nil) == .found("पसंदीदा", needsReview: true))
        // A device variation: the iPhone's shorter word, the full one elsewhere.
        #expect(t.lookup("tab.contacts", language: "fi", idiom: "iphone", count: nil) == .found("Kontaktit", needsReview: false))
        #expect(t.lookup("tab.contacts", language: "fi", idiom: "ipad", count: nil) == .found("Yhteystiedot", needsReview: false))
        #expect(t.language(matching: "de-CH") == "de" && t.language(matching: "zh-Hans-CN") == "zh-Hans" && t.language(matching: "pt_BR") == "pt-BR")
        #expect(t.language(matching: "sv") == nil)
    }

    @Test("fallback as UIKit: a missing or new (empty) translation gives the development language; no language: missing")
    func fallback() throws {
        let t = try Self.catalog("Fixtures/l10n/Partial.xcstrings")
        #expect(t.lookup("tab.settings", language: "th", idiom: "iphone", count: nil) == .fallback("Settings", developmentLanguage: "en"))
        #expect(t.lookup("tab.inbox", language: "th", idiom: "iphone", count: nil) == .found("กล่องจดหมาย", needsReview: false))
        #expect(t.lookup("tab.ipad-only", language: "de", idiom: "ipad", count: nil) == .fallback("Library", developmentLanguage: "en"))
        #expect(t.lookup("tab.ipad-only", language: "en", idiom: "iphone", count: nil) == .found("Books", needsReview: false))
        #expect(t.lookup("tab.nowhere", language: "de", idiom: "iphone", count: nil) == .missing)
    }

    @Test("plural forms by CLDR category, the count written into the form")
    func plurals() throws {
        let t = try Self.catalog("Fixtures/l10n/Partial.xcstrings")
        func v(_ l: String, _ n: Int) -> StringLookup { t.lookup("badge.new", language: l, idiom: "iphone", count: n) }
        #expect(v("en", 1) == .found("1 new", needsReview: false))
        #expect(v("de", 1) == .found("1 neu", needsReview: false))
        #expect(v("de", 5) == .found("5 neue", needsReview: false))
        #expect(v("ar", 0) == .found("لا جديد", needsReview: false))
        #expect(v("ar", 2) == .found("اثنان جديدان", needsReview: false))
        #expect(v("ar", 3) == .found("3 جديدة", needsReview: false))
        #expect(v("ar", 11) == .found("11 جديدًا", needsReview: false))
        #expect(v("ar", 100) == .found("100 جديد", needsReview: false))
        #expect(StringTable.substituteCount("%1$lld of %d, 100%%", 7) == "7 of 7, 100%")
        #expect(PluralRules.category(of: 21, language: "ru") == "one" && PluralRules.category(of: 12, language: "ru") == "many"
                && PluralRules.category(of: 23, language: "ru") == "few" && PluralRules.category(of: 0, language: "fr") == "one"
                && PluralRules.category(of: 1, language: "ja") == "other")
    }

    @Test("malformed catalogs: the file, line and column of the fault", arguments: [
        ("Fixtures/l10n/broken/Trailing.xcstrings", 6, 77, "trailing comma"),
        ("Fixtures/l10n/broken/BadState.xcstrings", 6, 40, "unknown state \"done\""),
    ])
    func catalogErrors(_ path: String, _ line: Int, _ column: Int, _ words: String) throws {
        do { _ = try Self.catalog(path); Issue.record("accepted \(path)") }
        catch let e as LocalizationFileError {
            #expect(e.file == path && "\(e.line):\(e.column)" == "\(line):\(column)", "\(e)")
            #expect(e.message.contains(words), "\(e)")
        }
    }

    @Test("a misspelt catalog member is an error that names it, not a silently missing translation")
    func misspeltMember() {
        var t = StringTable()
        let json = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnits":{"state":"translated","value":"x"}}}}}}"#
        do { try t.add(catalog: Array(json.utf8), file: "c.xcstrings"); Issue.record("accepted") }
        catch { #expect(error.message.contains("\"stringUnits\"") && error.line == 1, "\(error)") }
    }

    @Test("pseudo-languages: accented keeps the length; +40 % and +100 % grow; RTL is wrapped; tags parse")
    func pseudo() {
        let a = PseudoLanguage.accented.transform("Settings 2")
        #expect(a == "Šéţţîñĝš 2" && a.count == 10 && a.unicodeScalars.count == 10)
        #expect(PseudoLanguage.long40.transform("Settings") == "Settings Set")   // 8 → ⌈11.2⌉ = 12
        #expect(PseudoLanguage.long100.transform("Inbox") == "Inbox Inbo")      // 5 → 10
        #expect(PseudoLanguage.rtl.transform("Inbox") == "\u{202E}Inbox\u{202C}")
        #expect(PseudoLanguage(tag: "en-x-long100") == .long100 && PseudoLanguage(tag: "de") == nil && PseudoLanguage(tag: "en-x-other") == nil)
        #expect(PseudoLanguage.displayColumns("設定") == 4 && PseudoLanguage.displayColumns("Set") == 3)
    }

    static let spec = #"""
    {"device": "iPhone 16", "tabBar": {"items": [
      {"title": {"key": "tab.inbox", "comment": "Tab"}, "image": "tray", "badgeValue": {"key": "badge.new", "count": 2}},
      {"title": {"key": "tab.settings"}, "image": "gear"}]},
     "variants": {"locale": ["catalog", "pseudo"]}}
    """#

    @Test("a locale variant of \"catalog\" and \"pseudo\": every language, each with its texts, direction and warnings")
    func variants() throws {
        let table = try Self.catalog("Fixtures/l10n/Partial.xcstrings")
        let m = try VariantExpander.matrix(try JSONParser.parse(Array(Self.spec.utf8)), strings: table)
        #expect((0..<m.count).map { m.name(at: $0) } == ["en", "ar", "de", "th", "en-x-accented", "en-x-long40", "en-x-long100", "en-x-rtl", "en-x-longest"])
        let v = try m.variants()
        func titles(_ i: Int) -> [String?] { v[i].spec.tabBar?.items.map(\.title) ?? [] }
        #expect(titles(1) == ["الوارد", "الإعدادات"])
        #expect(v[1].spec.layoutDirection == .rightToLeft && v[2].spec.layoutDirection == .leftToRight)
        #expect(v[2].spec.tabBar?.items[0].badgeValue == "2 neue")
        #expect(titles(3) == ["กล่องจดหมาย", "Settings"])
        #expect(v[3].spec.warnings.map(\.ruleID) == [.localizationMissingTranslation, .localizationMissingTranslation])
        #expect(v[3].spec.warnings.first?.message.contains("\"badge.new\" has no Thai (th) text; drawn in the development language (en), \"2 new\"") == true)
        #expect(v[3].spec.localization?.fallbacks == ["tabBar.items[0].badgeValue", "tabBar.items[1].title"])
        #expect(v[3].spec.localization?.keys["tabBar.items[1].title"] == "tab.settings")
        #expect(titles(4) == ["Îñƀöẋ", "Šéţţîñĝš"])
        #expect(v[7].spec.layoutDirection == .rightToLeft)
        #expect(titles(8) == ["Posteingang", "Einstellungen"])   // the longest of each key (Thai marks take no column)
        #expect(v[0].spec.warnings.isEmpty && v[2].spec.warnings.isEmpty)
    }

    @Test("texts by key without strings, a malformed key object, and \"catalog\" without strings are errors at their place")
    func keyErrors() throws {
        func problem(_ json: String, strings: StringTable? = nil) -> SpecProblem? {
            do {
                let m = try VariantExpander.matrix(try JSONParser.parse(Array(json.utf8)), strings: strings)
                _ = try m.variants(); return nil
            } catch let error as SpecError { return error.problems.first } catch { return nil }
        }
        let none = try #require(problem(#"{"tabBar":{"items":[{"title":{"key":"a"},"image":"tray"}]}}"#))
        #expect(none.path.description == "tabBar.items[0].title" && none.location == SourcePosition(line: 1, column: 30))
        #expect(none.message.contains("names no strings"))
        let table = try Self.catalog("Fixtures/l10n/Partial.xcstrings")
        let typo = try #require(problem(#"{"tabBar":{"items":[{"title":{"kye":"a"},"image":"tray"}]}}"#, strings: table))
        #expect(typo.path.description == "tabBar.items[0].title.kye" && typo.message.contains("\"key\""), "\(typo.message)")
        let count = try #require(problem(#"{"tabBar":{"items":[{"title":{"key":"a","count":1.5},"image":"tray"}]}}"#, strings: table))
        #expect(count.path.description == "tabBar.items[0].title.count")
        let cat = try #require(problem(#"{"tabBar":{"items":[{"title":"A","image":"tray"}]},"variants":{"locale":"catalog"}}"#))
        #expect(cat.path.description == "variants.locale" && cat.message.contains("names none"), "\(cat.path) \(cat.message)")
    }

    @Test("a spec without strings or keys reads exactly as before (no localization, same canonical JSON)")
    func unchanged() throws {
        let json = #"{"device":"iPhone 16","tabBar":{"items":[{"title":"A","image":"tray"}]},"variants":{"appearance":["light","dark"]}}"#
        let v = try VariantExpander.matrix(try JSONParser.parse(Array(json.utf8))).variants()
        #expect(v.allSatisfy { $0.spec.localization == nil && $0.spec.warnings.isEmpty })
        #expect(v[0].canonicalJSON == #"{"appearance":"light","device":"iPhone 16","tabBar":{"items":[{"image":"tray","title":"A"}]}}"#)
    }
}

/// The localization rules fire on their variant and not on the near one (CheckTests' pairs, through
/// the variant matrix that resolves texts by key).
@Suite("Localization: rules")
struct LocalizationRuleTests {
    static let catalog = #"""
    {"sourceLanguage": "en", "strings": {
      "a": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Home"}},
                               "de": {"stringUnit": {"state": "translated", "value": "Startbildschirmübersicht"}},
                               "fr": {"stringUnit": {"state": "translated", "value": "Accueillant"}}}},
      "b": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Mail"}},
                               "de": {"stringUnit": {"state": "translated", "value": "Post"}}}}}}
    """#

    static func findings() throws -> [String: [Finding]] {
        var table = StringTable()
        try table.add(catalog: Array(catalog.utf8), file: "c.xcstrings")
        let spec = #"{"platform":"iOS","size":{"width":320,"height":568},"tabBar":{"items":[{"title":{"key":"a"},"image":"house"},{"title":{"key":"b"},"image":"tray"},{"title":"Three","image":"star"},{"title":"Four","image":"gear"},{"title":"Five","image":"bell"}]},"variants":{"locale":"catalog"}}"#
        let m = try VariantExpander.matrix(try JSONParser.parse(Array(spec.utf8)), strings: table)
        var out: [String: [Finding]] = [:]
        for v in try m.variants() { out[v.name] = Checker.check(v.spec, measuring: FixedWidthTextMeasurer()) }
        return out
    }

    @Test("truncated, tightened and missing translations fire in their language only, naming it")
    func rulePairs() throws {
        let f = try Self.findings()
        func ids(_ v: String) -> Set<RuleID> { Set(f[v]?.map(\.ruleID) ?? []) }
        #expect(Array(f.keys).sorted() == ["de", "en", "fr"])
        #expect(ids("de").contains(.localizationTruncatedTitle) && !ids("en").contains(.localizationTruncatedTitle))
        #expect(f["de"]?.first { $0.ruleID == .localizationTruncatedTitle }?.message.hasPrefix("German (de): \"Startbildschirmübersicht\" (key a) is cut to") == true,
                "\(f["de"] ?? [])")
        #expect(ids("fr").contains(.localizationTightenedTitle) && !ids("en").contains(.localizationTightenedTitle), "\(f["fr"]?.map(\.message) ?? []) \(f["de"]?.map(\.message) ?? [])")
        #expect(ids("fr").contains(.localizationMissingTranslation) && !ids("de").contains(.localizationMissingTranslation))
        #expect(f["fr"]?.first { $0.ruleID == .localizationMissingTranslation }?.path.description == "tabBar.items[1].title")
    }
}

/// The report's rows against the layout and the badge rule, in Core with a fixed-width measurer.
@Suite("Localization: truncation report")
struct TruncationReportTests {
    static func prepared(_ json: String) throws -> (Spec, Environment, Layout) {
        let spec = try SpecReader.read(Array(json.utf8))
        let env = Environment.resolve(spec)
        return (spec, env, layout(try SpecValidator.validate(spec, env), measuring: FixedWidthTextMeasurer()))
    }

    @Test("a badge that covers icons is listed as the badge rule finds it; titles as the layout flags them; text and JSON say so")
    func badgesAndTitles() throws {
        let json = #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house.fill"},{"title":"Startbildschirmübersicht","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill","badgeValue":"New comments"},{"title":"Shop","image":"bag.fill"},{"title":"Inbox","image":"tray.fill"}]}}"#
        let (spec, env, lay) = try Self.prepared(json)
        let row = TruncationReport.row(file: "t.json", variant: "", spec: spec, environment: env, layout: lay, measuring: FixedWidthTextMeasurer())
        let rule = Checker.check(spec, measuring: FixedWidthTextMeasurer()).filter { $0.ruleID == .tabBarBadgeCoversIcon }
        #expect(row.badges.map(\.index) == [2] && rule.map(\.path.description) == ["tabBar.items[2].badgeValue"], "\(row.badges) \(rule)")
        // What it covers, as the rule's message says it.
        let b = try #require(row.badges.first), message = try #require(rule.first?.message)
        #expect(b.coversOwnIcon == message.contains("its own icon"))
        #expect(!b.coversOthers.isEmpty || b.coversOwnIcon)
        for i in b.coversOthers { #expect(message.contains("the icon of tab \(i)"), "\(message)") }
        let flagged = (lay.tabBarNode?.items ?? []).compactMap { it -> Int? in it.child(LayoutRolePart.title)?.bool(.truncated) == true ? it.index : nil }
        #expect(row.titles.filter { $0.change == .truncated }.map(\.index) == flagged && flagged == [1])
        #expect(row.titles.first?.points ?? 0 > 0)
        let text = TruncationReport.text([row])
        #expect(text.contains("tab 1 \"Startbildschirmübersicht\" truncated to \""), "\(text)")
        #expect(text.contains("badge \"New comments\" on tab 2 is") && text.contains(" pt wide and covers "), "\(text)")
        #expect(text.hasSuffix("1 render: 1 truncated, 0 tightened, 1 badges over icons; truncation in en\n"), "\(text)")
        let parsed = try JSONParser.parse(Array(TruncationReport.json([row]).utf8))
        guard case .array(let rows) = parsed.value, case .array(let titles)? = rows.first?["titles"]?.value else { Issue.record("shape"); return }
        #expect(titles.count == 1)
    }
}
