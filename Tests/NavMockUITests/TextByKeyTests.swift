import Foundation
import NavMockCore
import NavMockRender
import NavMockTestSupport
@testable import NavMockTesting
@testable import NavMockUI
import Testing

/// The every-language Template (Templates/tab-bars/every-language.json) in Swift, by key, in `language`.
private func everyLanguage(_ language: String) -> TabView {
    TabView {
        Tab(key: "tab.inbox", systemImage: "tray").badge(3)
        Tab(key: "tab.calendar", systemImage: "calendar")
        Tab(key: "tab.contacts", systemImage: "person.2")
        Tab(key: "tab.favorites", systemImage: "star")
        Tab(key: "tab.settings", systemImage: "gear")
    }
    .title("A five-tab bar in every language of the app's String Catalog, and in the pseudo-languages")
    .platform(.iOS)
    .device("iPhone SE (3rd generation)")
    .strings("strings/Localizable.xcstrings")
    .backdrop(color: .rgb(0xF2F2F7))
    .locale(language)
    .ignoringChecks([.tabBarTruncatedTitle, .localizationTruncatedTitle, .tabBarLongTitle], reason: "shows truncation")
}

/// A folder holding `files` (name → text), removed by the caller.
private func folder(_ files: [String: String]) throws -> String {
    let dir = NSTemporaryDirectory() + "navmock-textbykey-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
    return dir
}

/// A small String Catalog written for these tests: a section header, the accessory's lines, a
/// plural badge; English and German.
private let catalog = """
{
  "sourceLanguage": "en",
  "version": "1.0",
  "strings": {
    "section.library": { "localizations": {
      "en": { "stringUnit": { "state": "translated", "value": "Library" } },
      "de": { "stringUnit": { "state": "translated", "value": "Mediathek" } } } },
    "tab.listen": { "localizations": {
      "en": { "stringUnit": { "state": "translated", "value": "Listen Now" } },
      "de": { "stringUnit": { "state": "translated", "value": "Jetzt hören" } } } },
    "tab.songs": { "localizations": {
      "en": { "stringUnit": { "state": "translated", "value": "Songs" } },
      "de": { "stringUnit": { "state": "translated", "value": "Titel" } } } },
    "player.title": { "localizations": {
      "en": { "stringUnit": { "state": "translated", "value": "Morning walk" } },
      "de": { "stringUnit": { "state": "translated", "value": "Morgenrunde" } } } },
    "player.subtitle": { "localizations": {
      "en": { "stringUnit": { "state": "translated", "value": "Field recordings" } } } },
    "badge.new": { "localizations": {
      "en": { "variations": { "plural": {
        "one": { "stringUnit": { "state": "translated", "value": "%lld new" } },
        "other": { "stringUnit": { "state": "translated", "value": "%lld new" } } } } },
      "de": { "variations": { "plural": {
        "one": { "stringUnit": { "state": "translated", "value": "%lld neu" } },
        "other": { "stringUnit": { "state": "translated", "value": "%lld neue" } } } } } } }
  }
}
"""

@Suite("NavMockUI texts by key (strings(_:), Tab(key:))")
struct TextByKeyTests {
    @Test("the every-language Template written by key in Swift is, in every language and pseudo-language, the spec its JSON gives")
    func everyLanguageTemplate() throws {
        let base = TestRepository.templates + "/tab-bars"
        let variants = try SpecSource.read(path: base + "/every-language.json").variants().variants
        #expect(variants.count >= 12 + 4)
        for v in variants {
            let language = try #require(v.spec.locale)
            let spec = try everyLanguage(language).readSpec(baseDirectory: base)
            // The title and reason are the description's own; the rest must be the Template's.
            var expected = v.spec
            expected.title = spec.title
            #expect(SpecJSON.canonical(spec) == SpecJSON.canonical(expected), "\(language)")
            #expect(spec.localization?.keys["tabBar.items[0].title"] == "tab.inbox", "\(language)")
        }
        // The strings were looked up: German is not the development language's text.
        let de = try everyLanguage("de").readSpec(baseDirectory: base)
        let en = try everyLanguage("en").readSpec(baseDirectory: base)
        #expect(de.tabBar?.items[1].title != en.tabBar?.items[1].title)
        #expect(en.tabBar?.items[1].title == "Calendar")
    }

    @Test("the JSON writes texts by key as {\"key\": …} and the strings named, and navmock reads it back")
    func jsonShape() throws {
        let d = TabView {
            Tab(key: "tab.listen", systemImage: "play.circle")
            TabSection(key: "section.library") {
                Tab(key: "tab.songs", systemImage: "music.note").badge(key: LocalizedKey("badge.new", count: 3))
            }
        }
        .tabViewBottomAccessory { BottomAccessory(key: "player.title", subtitleKey: "player.subtitle", systemImage: "music.note") }
        .strings("Localizable.xcstrings")
        let json = d.json
        for key in ["tab.listen", "section.library", "tab.songs", "player.title", "player.subtitle"] {
            #expect(json.contains("\"key\": \"\(key)\""), "\(key) missing from\n\(json)")
        }
        #expect(json.contains("\"count\": 3"))
        #expect(json.contains("\"strings\": ["))
        #expect(!json.contains("\"title\": \"tab.listen\""), "the key must not be written as a literal title")

        let dir = try folder(["Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let german = try d.locale("de").readSpec(baseDirectory: dir)
        #expect(german.tabBar?.items.map(\.title) == ["Jetzt hören", "Titel"])
        #expect(german.tabBar?.sections.first?.title == "Mediathek")
        #expect(german.tabBar?.items[1].badgeValue == "3 neue")
        #expect(german.tabBar?.bottomAccessory?.title == "Morgenrunde")
        // No German subtitle: drawn in English, as UIKit falls back, with a warning naming the path.
        #expect(german.tabBar?.bottomAccessory?.subtitle == "Field recordings")
        #expect(german.warnings.contains { $0.path.description == "tabBar.bottomAccessory.subtitle" })
        let english = try d.readSpec(baseDirectory: dir)
        #expect(english.tabBar?.items[1].badgeValue == "3 new")
        #expect(english.warnings.isEmpty)

        // checkedSpec(strings:) with the table loaded by the caller gives the same spec.
        let root = try JSONParser.parse(Array(d.locale("de").json.utf8))
        let table = try StringFiles.table(for: root, baseDirectory: dir)
        #expect(SpecJSON.canonical(try d.locale("de").checkedSpec(strings: table)) == SpecJSON.canonical(german))
    }

    @Test("a text by key without strings read is refused at its path; missing strings files name the file")
    func refusals() throws {
        let d = TabView { Tab("Home", systemImage: "house"); Tab(key: "tab.away", systemImage: "airplane") }
        #expect(d.usesStrings)
        #expect(!TabView { Tab("Home", systemImage: "house") }.usesStrings)
        do {
            _ = try d.checkedSpec()
            Issue.record("a key without strings was accepted")
        } catch {
            #expect(error.problems.contains { $0.path.description == "tabBar.items[1].title" }, "\(error)")
        }
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            _ = try d.strings("Missing.xcstrings").readSpec(baseDirectory: dir)
            Issue.record("a missing catalog was accepted")
        } catch {
            #expect("\(error)".contains("Missing.xcstrings"), "\(error)")
        }
        // assertSnapshot's path reads the files from the test file's folder: a missing catalog fails
        // there with the file's name, not with "the spec names no strings".
        let failure = verifySnapshot(of: d.strings("Nowhere.xcstrings"), as: .layout, named: "textByKeyMissing",
                                     record: .never, testName: "refusals()")
        let message = try #require(failure).description
        #expect(message.contains("Nowhere.xcstrings"), "\(message)")
    }

    @Test("a literal badge or title after a key replaces the key")
    func literalReplacesKey() {
        let t = TabView { Tab(key: "tab.songs", systemImage: "music.note").badge(key: "badge.new").badge(2) }
        #expect(!t.json.contains("badge.new"))
        #expect(t.json.contains("\"key\": \"tab.songs\""))
    }
}
