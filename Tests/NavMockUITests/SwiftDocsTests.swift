// docs/swift.md against the code: each Swift block beside a Template image is in
// SwiftDocsExamples.swift and describes that Template; the table of every field's Swift is
// generated from SwiftSpelling and the field table.

import Foundation
import NavMockCore
import NavMockRender
import NavMockTestSupport
import Testing
@testable import NavMockUI

/// The table of docs/swift.md's "Every field and its Swift": one line per row of the field table.
func spellingTable() -> String {
    var lines = ["| field | Swift |", "|---|---|"]
    for s in SpecFields.all {
        for f in s.fields {
            let id = (s.path.isEmpty ? "" : s.path + ".") + f.key
            guard let spelling = SwiftSpelling.spelling(ofField: id) else { continue }
            let api = spelling.token == nil ? spelling.api : "`\(spelling.api)`"
            lines.append("| `\(id)` | \(api.replacingOccurrences(of: "|", with: "\\|")) |")
        }
    }
    return lines.joined(separator: "\n")
}

@Suite("NavMockUI: docs/swift.md")
struct SwiftDocsTests {
    static let docPath = TestRepository.path("docs/swift.md")

    /// The page's Swift blocks that follow a `<!-- template: … -->` line.
    static func blocks() throws -> [(template: String, code: String)] {
        let text = try String(contentsOfFile: docPath, encoding: .utf8)
        var out: [(String, String)] = []
        let parts = text.components(separatedBy: "<!-- template: ").dropFirst()
        for p in parts {
            let template = String(p.prefix { $0 != " " })
            guard let start = p.range(of: "```swift\n"), let end = p.range(of: "```", range: start.upperBound..<p.endIndex) else { continue }
            out.append((template, String(p[start.upperBound..<end.lowerBound])))
        }
        return out
    }

    @Test("each Swift block of the page is in SwiftDocsExamples.swift, for the same Template")
    func blocksAreCompiled() throws {
        let file = try String(contentsOfFile: TestRepository.path("Tests/NavMockUITests/SwiftDocsExamples.swift"), encoding: .utf8)
        let blocks = try SwiftDocsTests.blocks()
        #expect(blocks.count >= 5)
        #expect(blocks.map(\.template) == SwiftDocsExamples.all.map(\.template))
        for b in blocks {
            let indented = b.code.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
            #expect(file.contains(indented), "docs/swift.md's block for \(b.template) is not in SwiftDocsExamples.swift as written")
        }
    }

    @Test("each description of the page is its Template (canonical JSON), and its image is on the page")
    func blocksAreTheirTemplates() throws {
        let page = try String(contentsOfFile: SwiftDocsTests.docPath, encoding: .utf8)
        for (template, description) in SwiftDocsExamples.all {
            let source = try SpecSource.read(path: TestRepository.templates + "/" + template)
            let spec = try #require(try source.variants().variants.first).spec
            #expect(SpecJSON.canonical(spec) == SpecJSON.canonical(description.spec), "\(template)")
            let name = PathText.lastComponent(template).replacingOccurrences(of: ".json", with: "")
            #expect(page.contains("](images/\(name)@"), "\(template): no image on the page")
        }
    }

    @Test("the table of every field's Swift is generated from SwiftSpelling")
    func spellingTableIsCurrent() throws {
        var page = try String(contentsOfFile: SwiftDocsTests.docPath, encoding: .utf8)
        let begin = "<!-- spellings:begin -->\n", end = "<!-- spellings:end -->"
        let b = try #require(page.range(of: begin)), e = try #require(page.range(of: end))
        let expected = spellingTable() + "\n"
        if ProcessInfo.processInfo.environment["NAVMOCK_REGENERATE"] == "1" {
            page.replaceSubrange(b.upperBound..<e.lowerBound, with: expected)
            try page.write(toFile: SwiftDocsTests.docPath, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(page[b.upperBound..<e.lowerBound]) == expected,
                "docs/swift.md's table differs from SwiftSpelling; regenerate with NAVMOCK_REGENERATE=1 swift test --filter NavMockUI")
    }
}
