import Foundation
import NavMockCore
import NavMockTestSupport
import Testing

/// Issue 39's "done when": the Template's five-tab bar in every language of its String Catalog with
/// one command; the truncation report against the layout's own flags; malformed catalogs; the
/// fallback drawn; `check --fail-on`.
@Suite("navmock languages and texts by key")
struct LanguagesTests {
    static let template = CLI.root + "/Templates/tab-bars/every-language.json"

    /// The tab titles `navmock layout --variant NAME` flags: index → "truncated" or "tightened".
    static func layoutFlags(_ variant: String) throws -> [Int: String] {
        let r = try CLI.run(["layout", template, "--variant", variant])
        #expect(r.code == 0, "\(variant): \(r.stderr)")
        var out: [Int: String] = [:]
        func walk(_ n: JSONNode) {
            if case .string("tabBar.item.title")? = n["role"]?.value, case .number(let i)? = n["index"]?.value, let index = i.int {
                if case .bool(true)? = n["truncated"]?.value { out[index] = "truncated" }
                else if n["tracking"] != nil { out[index] = "tightened" }
            }
            if case .array(let cs)? = n["children"]?.value { cs.forEach(walk) }
            if case .object(let ms) = n.value { for m in ms where m.key != "children" { if case .object = m.value.value { walk(m.value) } } }
        }
        walk(try JSONParser.parse(Array(r.stdout.utf8), limits: JSONLimits(maxBytes: 64 << 20, maxArrayCount: 100_000, maxObjectMembers: 100_000)))
        return out
    }

    @Test("one command renders the five-tab Template in all 14 languages (4+ scripts, RTL) and the pseudo-languages; the report lists exactly the titles the layout flags")
    func template() throws {
        let dir = try CLI.tempDir()
        let r = try CLI.run(["languages", Self.template, "-o", dir, "--scale", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        let files = CLI.files(in: dir)
        for f in ["truncation.txt", "truncation.json", "truncation.html", "index.html", "contact-sheets/every-language.png"] {
            #expect(files.contains(f), "\(f) missing: \(files)")
        }
        let json = try JSONParser.parse(Array(try String(contentsOfFile: dir + "/truncation.json", encoding: .utf8).utf8))
        guard case .array(let rows) = json.value else { Issue.record("not an array"); return }
        func s(_ n: JSONNode?) -> String { if case .string(let v)? = n?.value { return v }; return "" }
        let languages = rows.map { s($0["language"]) }
        #expect(languages == ["en", "ar", "de", "es", "fi", "fr", "he", "hi", "ja", "ko", "pt-BR", "ru", "th", "zh-Hans",
                              "en-x-accented", "en-x-long40", "en-x-long100", "en-x-rtl", "en-x-longest"])
        #expect(files.filter { $0.hasSuffix("@1x.png") && !$0.contains("/") }.count == 19)
        var truncated = 0, tightened = 0
        for row in rows {
            let variant = s(row["variant"])
            var reported: [Int: String] = [:]
            if case .array(let titles)? = row["titles"]?.value {
                for t in titles { if case .number(let i)? = t["index"]?.value, let index = i.int { reported[index] = s(t["change"]) } }
            }
            let flagged = try Self.layoutFlags(variant)
            #expect(reported == flagged, "\(variant): report \(reported), layout \(flagged)")
            truncated += reported.values.filter { $0 == "truncated" }.count
            tightened += reported.values.filter { $0 == "tightened" }.count
            #expect(s(row["image"]) == "every-language-\(variant)@1x.png")
        }
        // The comparison means something only if both kinds occur.
        #expect(truncated == 3 && tightened >= 3, "\(truncated) truncated, \(tightened) tightened")
        #expect(r.stdout.contains("German (de) · iPhone SE (3rd generation) · portrait: tab 4 \"Einstellungen\" (key tab.settings) tightened to"))
        #expect(r.stdout.contains("truncation in en-x-long100"))
        let fail = try CLI.run(["languages", Self.template, "-o", try CLI.tempDir(), "--scale", "1", "--fail-on", "truncated"])
        #expect(fail.code == 1, "\(fail.stderr)")
    }

    @Test("right to left and each script's own text: the Arabic and Hebrew layouts are mirrored; Thai, Hindi, Japanese keep their text")
    func scripts() throws {
        let ar = try CLI.run(["layout", Self.template, "--variant", "ar"])
        #expect(ar.stdout.contains("\"layoutDirection\" : \"rightToLeft\"") || ar.stdout.contains("\"layoutDirection\": \"rightToLeft\""), "\(ar.stdout.prefix(600))")
        #expect(ar.stdout.contains("الإعدادات"))
        for (v, word) in [("th", "การตั้งค่า"), ("hi", "सेटिंग्स"), ("ja", "設定"), ("ru", "Настройки"), ("he", "הגדרות")] {
            #expect(try CLI.run(["layout", Self.template, "--variant", v]).stdout.contains(word), "\(v)")
        }
    }

    @Test("a malformed catalog or .strings file: exit 65 naming the catalog's file, line and column", arguments: [
        ("broken-trailing.json", "broken/Trailing.xcstrings:6:77: not a String Catalog: trailing comma"),
        ("broken-state.json", "broken/BadState.xcstrings:6:40: unknown state \"done\""),
        ("broken-strings.json", "broken-lproj/de.lproj/Localizable.strings:3:33: expected \";\" after the entry \"tab.settings\""),
    ])
    func malformed(_ spec: String, _ words: String) throws {
        let r = try CLI.run(["render", CLI.root + "/Fixtures/l10n/" + spec, "-o", try CLI.tempDir()])
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.contains(":2:15: error: strings[0]: "), "\(r.stderr)")
        #expect(r.stderr.contains(words), "\(r.stderr)")
    }

    @Test("a catalog, .strings file or .lproj folder that is missing or unreadable: exit 66 in every command, naming it and the strings entry")
    func missingCatalog() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/empty.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/locked.lproj", withIntermediateDirectories: true)
        try "\"tab.home\" = \"Home\";\n".write(toFile: dir + "/locked.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        chmod(dir + "/locked.lproj/Localizable.strings", 0)
        let cases = [("Gone.xcstrings", "Gone.xcstrings: no such file or folder"), ("empty.lproj", "empty.lproj: has no Localizable.strings")]
            + (getuid() == 0 ? [] : [("locked.lproj", "locked.lproj/Localizable.strings: cannot read it")])
        for (entry, words) in cases {
            try """
            {"platform": "iOS", "device": "iPhone 16", "strings": ["\(entry)"],
             "tabBar": {"items": [{"title": {"key": "tab.home"}, "image": "house"}, {"title": "B", "image": "star"}]}}
            """.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
            for args in [["render", dir + "/s.json", "-o", dir + "/out"], ["check", dir + "/s.json"], ["layout", dir + "/s.json"],
                         ["test", dir + "/s.json", "--references", dir + "/refs"], ["languages", dir + "/s.json", "-o", dir + "/lang"]] {
                let r = try CLI.run(args, env: ["CI": "1"])
                #expect(r.code == 66, "\(args[0]) \(entry): \(r.code) \(r.stdout) \(r.stderr)")
                let all = r.stderr + r.stdout  // `test` lists it as "ERROR name: FILE:LINE:COLUMN: path: message"
                #expect(all.contains("s.json:1:56: ") && all.contains("strings[0]: ") && all.contains(words),
                        "\(args[0]) \(entry): \(r.stderr) \(r.stdout)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"), "nothing written")
    }

    @Test("navmock.json's strings serve specs that give texts by key and name none; other specs read as before; bad entries name the file")
    func projectStrings() throws {
        let dir = try CLI.tempDir()
        let fm = FileManager.default
        for d in [".git", "App", "mockups"] { try fm.createDirectory(atPath: dir + "/" + d, withIntermediateDirectories: true) }
        try fm.copyItem(atPath: CLI.root + "/Templates/tab-bars/strings/Localizable.xcstrings", toPath: dir + "/App/Localizable.xcstrings")
        try #"""
        {"platform": "iOS", "device": "iPhone SE (3rd generation)",
         "tabBar": {"items": [{"title": {"key": "tab.inbox"}, "image": "tray"}, {"title": {"key": "tab.settings"}, "image": "gear"}]}}
        """#.write(toFile: dir + "/mockups/keys.json", atomically: true, encoding: .utf8)
        try #"""
        {"platform": "iOS", "size": {"width": 200, "height": 400},
         "tabBar": {"items": [{"title": "Einstellungen", "image": "tray"}, {"title": "Posteingang", "image": "gear"}, {"title": "C", "image": "star"}]}}
        """#.write(toFile: dir + "/mockups/literal.json", atomically: true, encoding: .utf8)
        let before = try CLI.run(["check", "mockups/literal.json"], cwd: dir)
        #expect(before.stdout.contains("[tab-bar.truncated-title]"), "\(before.stdout)")
        // Without navmock.json a text by key has no strings to come from.
        #expect(try CLI.run(["layout", "mockups/keys.json"], cwd: dir).code == 65)

        try #"{"strings": ["App/Localizable.xcstrings"]}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        try String(contentsOfFile: dir + "/mockups/keys.json", encoding: .utf8).replacingOccurrences(of: "{\"platform\"", with: "{\"locale\": \"de\", \"platform\"")
            .write(toFile: dir + "/mockups/keys-de.json", atomically: true, encoding: .utf8)
        let de = try CLI.run(["layout", "mockups/keys-de.json"], cwd: dir)
        #expect(de.code == 0, "\(de.stderr)")
        #expect(de.stdout.contains("Posteingang") && de.stdout.contains("Einstellungen"), "\(de.stdout.prefix(400))")
        let all = try CLI.run(["languages", "mockups/keys.json", "--vary", "locale=catalog", "-o", dir + "/report", "--scale", "1"], cwd: dir)
        #expect(all.code == 0, "\(all.stderr)")
        #expect(all.stdout.contains("German (de)") && all.stdout.contains("Japanese (ja)"), "\(all.stdout)")
        // A spec that gives no text by key is read as if there were no strings: the same findings.
        let after = try CLI.run(["check", "mockups/literal.json"], cwd: dir)
        #expect(after.stdout == before.stdout && after.code == before.code, "\(after.stdout)")

        for (entry, code, words) in [("../Outside.xcstrings", Int32(65), "is outside the folder of"),
                                     ("App/Gone.xcstrings", 66, "App/Gone.xcstrings: no such file or folder")] {
            try #"{"strings": ["\#(entry)"]}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
            let r = try CLI.run(["render", "mockups/keys.json", "-o", dir + "/out"], cwd: dir)
            #expect(r.code == code, "\(entry): \(r.stderr)")
            #expect(r.stderr.contains("navmock.json:1:14: strings[0]: ") && r.stderr.contains(words), "\(entry): \(r.stderr)")
        }
        try #"{"strings": "App/Localizable.xcstrings"}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "mockups/keys.json", "-o", dir + "/out"], cwd: dir).code == 64)
        #expect(!fm.fileExists(atPath: dir + "/out"))
    }

    @Test("a key missing in one language: a warning, and the development language's text drawn, as UIKit falls back")
    func fallback() throws {
        let spec = CLI.root + "/Fixtures/l10n/partial.json"
        let r = try CLI.run(["render", spec, "-o", try CLI.tempDir(), "--format", "svg"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("partial.json:8:18: warning: tabBar.items[1].title: \"tab.settings\" has no Thai (th) text; drawn in the development language (en), \"Settings\", as UIKit falls back (variant \"th\")"), "\(r.stderr)")
        #expect(r.stderr.contains("no language of the app's strings has the key \"tab.nowhere\"; UIKit draws the key itself"))
        let th = try CLI.run(["layout", spec, "--variant", "th"]).stdout
        #expect(th.contains("\"text\" : \"Settings\"") || th.contains("\"text\": \"Settings\""), "\(th.prefix(300))")
        #expect(th.contains("กล่องจดหมาย") && th.contains("tab.nowhere"))
    }

    @Test("the report lists the texts a language lacks (drawn in the development language) and the keys no language has (drawn as the key)")
    func untranslated() throws {
        let dir = try CLI.tempDir()
        let r = try CLI.run(["languages", CLI.root + "/Fixtures/l10n/partial.json", "-o", dir, "--scale", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Thai (th) · iPhone 16 · portrait: tabBar.items[1].title (key tab.settings) has no Thai (th) text; drawn in the development language\n"), "\(r.stdout)")
        #expect(r.stdout.contains("Thai (th) · iPhone 16 · portrait: tabBar.items[0].badgeValue (key badge.new) has no Thai (th) text"), "\(r.stdout)")
        #expect(r.stdout.contains("English (en) · iPhone 16 · portrait: tabBar.items[3].title (key tab.nowhere) is in no language of the app's strings; drawn as the key\n"), "\(r.stdout)")
        // German has tab.settings: not listed for it.
        #expect(!r.stdout.contains("German (de) · iPhone 16 · portrait: tabBar.items[1].title"), "\(r.stdout)")
        let json = try JSONParser.parse(Array(try String(contentsOfFile: dir + "/truncation.json", encoding: .utf8).utf8))
        guard case .array(let rows) = json.value else { Issue.record("not an array"); return }
        func s(_ n: JSONNode?) -> String { if case .string(let v)? = n?.value { return v }; return "" }
        var listed: [String: [String]] = [:]
        for row in rows {
            if case .array(let us)? = row["untranslated"]?.value { listed[s(row["language"])] = us.map { s($0["key"]) } }
        }
        #expect(listed["th"] == ["badge.new", "tab.settings", "tab.ipad-only", "tab.nowhere"], "\(listed)")
        #expect(listed["en"] == ["tab.nowhere"], "\(listed)")
        let html = try String(contentsOfFile: dir + "/truncation.html", encoding: .utf8)
        #expect(html.contains("tabBar.items[1].title (key tab.settings) has no Thai (th) text"))
        // The pseudo-languages draw a key no language has as the key too, and say so.
        let pseudo = try CLI.run(["languages", CLI.root + "/Fixtures/l10n/partial.json", "--vary", "locale=pseudo", "-o", try CLI.tempDir(), "--scale", "1"])
        #expect(pseudo.code == 0, "\(pseudo.stderr)")
        for tag in ["accented", "long40", "long100", "rtl", "longest"] {
            #expect(pseudo.stdout.contains("(en-x-\(tag)) · iPhone 16 · portrait: tabBar.items[3].title (key tab.nowhere) is in no language of the app's strings; drawn as the key"),
                    "\(tag): \(pseudo.stdout)")
        }
    }

    @Test(".lproj folders (UTF-8 and UTF-16 .strings) name their languages")
    func lproj() throws {
        let dir = try CLI.tempDir()
        let r = try CLI.run(["languages", CLI.root + "/Fixtures/l10n/lproj.json", "-o", dir, "--scale", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("English (en) · iPhone 16 · portrait: every title fits\nGerman (de)"), "\(r.stdout)")
        #expect(try CLI.run(["layout", CLI.root + "/Fixtures/l10n/lproj.json", "--variant", "ja"]).stdout.contains("受信"))
    }

    @Test("check names the language of a truncated title, and --fail-on makes it fail CI")
    func checkFailOn() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.copyItem(atPath: CLI.root + "/Templates/tab-bars/strings/Localizable.xcstrings", toPath: dir + "/Localizable.xcstrings")
        try #"""
        {"platform": "iOS", "size": {"width": 320, "height": 568}, "accessibility": {"boldText": true},
         "strings": ["Localizable.xcstrings"],
         "tabBar": {"items": [
           {"title": {"key": "tab.inbox"}, "image": "tray"}, {"title": {"key": "tab.calendar"}, "image": "calendar"},
           {"title": {"key": "tab.contacts"}, "image": "person.2"}, {"title": {"key": "tab.favorites"}, "image": "star"},
           {"title": {"key": "tab.settings"}, "image": "gear"}]},
         "variants": {"locale": "catalog"}}
        """#.write(toFile: dir + "/narrow.json", atomically: true, encoding: .utf8)
        let plain = try CLI.run(["check", dir + "/narrow.json"])
        #expect(plain.code == 0, "\(plain.stdout)")
        #expect(plain.stdout.contains("warning: tabBar.items[4].title: German (de): \"Einstellungen\" (key tab.settings) is cut to \"Einstellung…\" on a 320 × 568 pt screen in portrait"), "\(plain.stdout)")
        #expect(plain.stdout.contains("[tab-bar.truncated-translation]"))
        // Reported once, by the rule that names the language, not also as a plain truncated title.
        #expect(plain.stdout.components(separatedBy: "tabBar.items[4].title").count - 1 == 2, "\(plain.stdout)")  // de truncated, ru tightened
        #expect(!plain.stdout.contains("[tab-bar.truncated-title]"), "\(plain.stdout)")
        let strict = try CLI.run(["check", dir + "/narrow.json", "--fail-on", "tab-bar.truncated-translation"])
        #expect(strict.code == 1)
        #expect(try CLI.run(["check", dir + "/narrow.json", "--fail-on", "tab-bar.truncated-translatoin"]).code == 64)
    }
}
