// Tests for the field table (SpecFields), the files generated from it, the typed errors and the
// validation stage (SpecValidator): every problem of a spec is reported, each where it is written.

import Foundation
import NavMockTestSupport
import Testing
@testable import NavMockCore

private let root = TestRepository.root

/// Compares `text` with the committed file at `relative`; with NAVMOCK_REGENERATE=1 writes it instead.
private func expectFile(_ relative: String, equals text: String) throws {
    let path = root + "/" + relative
    if ProcessInfo.processInfo.environment["NAVMOCK_REGENERATE"] == "1" {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOfFile: path, encoding: .utf8)
    #expect(committed == text, "\(relative) differs from the field table; regenerate with NAVMOCK_REGENERATE=1 swift test --filter FieldTable")
}

/// Every problem reading and validating `text` raises (empty when it can be laid out).
private func problems(_ text: String) -> [SpecProblem] {
    do {
        let spec = try SpecReader.read(Array(text.utf8))
        let env = Environment.resolve(spec)
        return SpecValidator.problems(spec, env)
    } catch {
        return error.problems
    }
}

@Suite("FieldTable")
struct FieldTableTests {
    @Test("docs/spec-fields.md is the field table")
    func docs() throws { try expectFile("docs/spec-fields.md", equals: SpecFieldDocs.markdown) }

    @Test("Fuzz/spec.dict holds every key and enum value of the table")
    func fuzzDictionary() throws { try expectFile("Fuzz/spec.dict", equals: SpecFieldDocs.fuzzDictionary) }

    @Test("every row of every section appears in the schema and the docs")
    func rowsEverywhere() throws {
        let markdown = SpecFieldDocs.markdown
        let dict = SpecFieldDocs.fuzzDictionary
        for section in SpecFields.all {
            #expect(Set(section.keys).count == section.keys.count, "\(section.path): a key twice")
            for f in section.fields {
                #expect(markdown.contains("| `\(f.key)`"), "\(section.path).\(f.key) missing from the docs")
                #expect(dict.contains("\"\\\"\(f.key)\\\"\""), "\(f.key) missing from the fuzz dictionary")
                #expect(!f.doc.isEmpty)
            }
        }
        let schema = try JSONParser.parse(Array(SpecSchema.text.utf8))
        for key in SpecFields.tabBar.keys { #expect(schema["properties"]?["tabBar"]?["properties"]?[key] != nil, "\(key)") }
        for key in SpecFields.pageControl.keys { #expect(schema["properties"]?["pageControl"]?["properties"]?[key] != nil, "\(key)") }
    }

    @Test("the reader accepts every key of the table and refuses others with a suggestion")
    func readerKeys() throws {
        #expect(SpecReader.topLevelKeys == SpecFields.spec.keys)
        let e = try #require(problems(#"{"tabBar": {"items": [{"title": "A"}], "customisable": true}}"#).first)
        #expect(e.kind == .unknownKey("customisable", suggestion: "customizable", allowed: SpecFields.tabBar.keys))
        #expect(e.message == #"unknown key "customisable"; did you mean "customizable"?"#)
    }
}

@Suite("Validation stage")
struct ValidationTests {
    @Test("four platform mistakes on four lines: four errors from validation, in source order, with rule ids")
    func fourMistakes() throws {
        let text = """
        {"device": "iPhone 16",
         "tabBar": {"items": [{"title": "A"}, {"title": "B"}],
           "customizable": true,
           "logo": {"image": "logo.png"},
           "state": {"expanded": true,
                     "scrollOffset": 1}}}
        """
        let spec = try SpecReader.read(Array(text.utf8))  // the reader finds nothing wrong
        let found = SpecValidator.problems(spec, Environment.resolve(spec))
        #expect(found.map(\.location.line) == [3, 4, 5, 6])
        #expect(found.map(\.path.description) == ["tabBar.customizable", "tabBar.logo", "tabBar.state.expanded", "tabBar.state.scrollOffset"])
        #expect(found[0].kind == .notOnPlatform(field: "customizable", owner: "the iPadOS 18+ tab view (tab bar and sidebar)", component: "the iOS tab bar"))
        #expect(found.allSatisfy { $0.ruleID == .specUnavailable })
        // layout refuses with all four, and so does `check`.
        #expect(throws: SpecError.self) { try SpecValidator.validate(spec, Environment.resolve(spec)) }
        do { _ = try SpecValidator.validate(spec, Environment.resolve(spec)) } catch { #expect(error.problems.count == 4) }
        let findings = Checker.check(spec, measuring: FixedWidthTextMeasurer()).filter { $0.severity == .error }
        #expect(findings.count == 4, "\(findings)")
    }

    @Test("five reader mistakes on four lines: five errors from the reader, in source order")
    func fourReaderMistakes() {
        let text = """
        {"device": "iPhone 16",
         "apperance": "dark",
         "tabBar": {"items": [{"title": 5}, {"title": "B", "isHidden": "no"}],
                    "selectedIndex": 7,
           "tintColor": "blu"}}
        """
        let found = problems(text)
        #expect(found.map(\.location.line) == [2, 3, 3, 4, 5])
        #expect(found.map(\.path.description) == ["apperance", "tabBar.items[0].title", "tabBar.items[1].isHidden",
                                                  "tabBar.selectedIndex", "tabBar.tintColor"])
        #expect(found[1].kind == .wrongType(expected: "a string", found: "a number"))
        #expect(found[3].kind == .outOfRange(value: "7", lower: "0", upper: "1", unit: ""))
    }

    @Test("a spec with hundreds of mistakes reports 100 of them, not hundreds")
    func boundedProblems() {
        // 64 items with three mistakes each: 192 problems.
        let items = Array(repeating: #"{"titel": "A", "badgeValue": 5, "isHidden": "no"}"#, count: 64).joined(separator: ",\n")
        let found = problems(#"{"tabBar": {"items": ["# + items + "]}}")
        #expect(found.count == Context.maxProblems)
        #expect(found.first?.path.description == "tabBar.items[0].titel")
    }

    @Test("a refusal carries its rule id as a value, not in its message")
    func ruleIDs() throws {
        let watch = problems(#"{"device": "Apple Watch Series 10 (46mm)", "tabBar": {"items": [{"title": "A"}]}}"#)
        #expect(watch.map(\.ruleID) == [.tabBarPlatform])
        #expect(!watch[0].message.contains("["))
        let mac = problems(#"{"platform": "macOS", "pageControl": {"numberOfPages": 3}}"#)
        #expect(mac.map(\.ruleID) == [.pageControlPlatform])
        let old = problems(#"{"device": "iPhone 16", "osVersion": "13", "pageControl": {"numberOfPages": 3, "direction": "rightToLeft", "progress": 0.5}}"#)
        #expect(old.map(\.kind) == [.needsVersion(field: "direction", platform: "iOS", major: 16, current: "13", hint: ""),
                                    .needsVersion(field: "progress", platform: "iOS", major: 17, current: "13", hint: "")])
    }

    @Test("a field written with its default value is still refused where it does not exist")
    func writtenDefault() {
        let p = problems(#"{"device": "iPhone 16", "tabBar": {"items": [{"title": "A"}], "state": {"scrolledOffscreen": false}}}"#)
        #expect(p.map(\.path.description) == ["tabBar.state.scrolledOffscreen"])
    }
}

@Suite("FieldTable: README")
struct ReadmeFieldTests {
    /// The field paths in the first column of the README's spec table: `tabBar.state.focusedIndex`,
    /// then bare keys of the same object (`scrollOffset`); JSON examples left out.
    static func readmeFields() throws -> [(section: String, key: String)] {
        let text = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        var out: [(String, String)] = []
        guard let start = text.range(of: "## The spec, by example"), let end = text.range(of: "### Every platform") else { return [] }
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let first = line.dropFirst(2).prefix { $0 != "|" }
            var section = ""
            for (i, part) in first.split(separator: "`", omittingEmptySubsequences: false).enumerated() where i % 2 == 1 {
                let name = String(part)
                guard name.range(of: #"^[A-Za-z$][A-Za-z.\[\]]*$"#, options: .regularExpression) != nil else { continue }
                if name.contains(".") || section.isEmpty {
                    var comps = name.split(separator: ".").map(String.init)
                    var key = comps.removeLast()
                    if key.hasSuffix("[]") { key.removeLast(2) }
                    section = comps.joined(separator: ".")
                    out.append((section, key))
                } else {
                    out.append((section, name))
                }
            }
        }
        return out
    }

    @Test("every field the README's spec table names is a row of the field table")
    func agree() throws {
        let fields = try Self.readmeFields()
        #expect(fields.count >= 40)
        for (section, key) in fields {
            let s = SpecFields.all.first { $0.path == section }
            #expect(s?.keys.contains(key) == true, "README names \(section).\(key), which the field table does not have")
        }
        // The complete list is docs/spec-fields.md (generated); the README names the common fields.
    }
}
