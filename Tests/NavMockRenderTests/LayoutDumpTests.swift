// Text references of layouts: `navmock layout`'s JSON for every spec behind a reference image
// (Fixtures/references/<name>.layout.txt beside <name>@1x.png; the snapshot suite's beside its
// __snapshots__/) and for every Template (Fixtures/layouts/Templates/…), so that a layout change
// shows as a readable diff in review, not only as moved pixels. Re-record with
// NAVMOCK_RECORD=failed swift test --filter LayoutDump (a recording run fails, as for images).

import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot
import NavMockTestSupport
import Testing

/// (spec, dump) paths relative to the repository root.
private let dumpCases: [(spec: String, dump: String)] = {
    let fm = FileManager.default
    var out: [(String, String)] = []
    let refs = ((try? fm.contentsOfDirectory(atPath: TestRepository.references)) ?? []).filter { $0.hasSuffix("@1x.png") }.sorted()
    for r in refs {
        let name = String(r.dropLast("@1x.png".count))
        out.append(("Fixtures/specs/\(name).json", "Fixtures/references/\(name).layout.txt"))
    }
    let snaps = ((try? fm.contentsOfDirectory(atPath: TestRepository.snapshots)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    for s in snaps {
        out.append(("Fixtures/snapshots/\(s)", "Fixtures/snapshots/__snapshots__/\(s.dropLast(5)).layout.txt"))
    }
    let templates = ((fm.subpaths(atPath: TestRepository.templates)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    for t in templates {
        out.append(("Templates/\(t)", "Fixtures/layouts/Templates/\(t.dropLast(5)).layout.txt"))
    }
    return out
}()

@Suite("Layout dumps (text references)")
struct LayoutDumpTests {
    @Test("every reference image's spec and every Template has its committed layout dump, unchanged")
    func dumps() throws {
        #expect(dumpCases.count > 80, "found only \(dumpCases.count) specs")
        let renderer = try makeRenderer()
        for c in dumpCases {
            let bytes = Array(try TestRepository.text(c.spec).utf8)
            // Sized as every entry point sizes them: the spec's SVG images from its own folder.
            let images = renderer.imageSizes(baseDirectory: PathText.folder(TestRepository.path(c.spec)))
            let text: String
            if (try JSONParser.parse(bytes))["strings"] != nil {
                // Texts by key: the spec's own tree, looked up in its strings (Localizer).
                let matrix = try SpecSource.read(path: TestRepository.path(c.spec)).variants().matrix
                text = try PreparedSpec.prepare(try matrix.ownSpec(), measuring: renderer.textMeasurer, imageSizes: images).layout.jsonText()
            } else {
                text = try PreparedSpec.prepare(bytes, measuring: renderer.textMeasurer, imageSizes: images).layout.jsonText()
            }
            if let failure = TextReference.check(text, path: TestRepository.path(c.dump)) {
                Issue.record(Comment(rawValue: "\(c.spec): \(failure)"))
            }
        }
    }

    @Test("a changed layout fails with the first differing line of each side")
    func reportsTheDifference() throws {
        let dir = try temporaryFolder("dump")
        let path = dir + "/x.layout.txt"
        try Data("{\n  \"a\" : 1,\n  \"b\" : 2\n}\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(TextReference.check("{\n  \"a\" : 1,\n  \"b\" : 2\n}\n", path: path, record: .never) == nil)
        let message = try #require(TextReference.check("{\n  \"a\" : 1,\n  \"b\" : 3\n}\n", path: path, record: .never))
        #expect(message.contains("line 3 differs") && message.contains("\"b\" : 2") && message.contains("\"b\" : 3"), "\(message)")
        #expect(TextReference.check("x", path: dir + "/missing.layout.txt", record: .never)?.contains("no text reference") == true)
        // Recording a missing one fails ("run again to verify"), then it passes.
        #expect(TextReference.check("x\n", path: dir + "/new.layout.txt", record: .missing)?.contains("recorded") == true)
        #expect(TextReference.check("x\n", path: dir + "/new.layout.txt", record: .never) == nil)
    }
}
