import Foundation
import Testing

/// Issue 14 §9: a spec's outputs change together or not at all.
@Suite("A spec's outputs change together")
struct OutputsTogetherTests {
    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @Test("when one output cannot be written, the others from the earlier run stay as they were and no temporary is left",
          arguments: ["svg", "pdf", "png"])
    func allOrNothing(_ blocked: String) throws {
        let dir = try RobustnessTests.workspace()
        let first = try RobustnessTests.shell(#"cd "\#(dir)" && "$NAVMOCK" render a.json -o out --format png,svg,pdf --scale 2"#)
        #expect(first.code == 0, "\(first.stderr)")
        let files = ["png": "out/a@2x.png", "svg": "out/a.svg", "pdf": "out/a.pdf"]
        let before = files.mapValues { Self.bytes(dir + "/" + $0) }
        #expect(before.values.allSatisfy { $0 != nil })
        // The blocked output becomes a folder, which cannot be replaced by a file; the spec changes.
        let target = dir + "/" + files[blocked]!
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        let spec = try String(contentsOfFile: dir + "/a.json", encoding: .utf8)
        try spec.replacingOccurrences(of: "\"device\"", with: "\"appearance\":\"dark\",\"device\"").write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        let second = try RobustnessTests.shell(#"cd "\#(dir)" && "$NAVMOCK" render a.json -o out --format png,svg,pdf --scale 2"#)
        #expect(second.code != 0)
        #expect(second.stderr.contains(files[blocked]!.split(separator: "/").last.map(String.init) ?? "?"))
        for (format, path) in files where format != blocked {
            #expect(Self.bytes(dir + "/" + path) == before[format]!, "\(path) changed although \(files[blocked]!) could not be written")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").filter { $0.hasPrefix(".navmock-tmp-") }
        #expect(left.isEmpty)
        // Unblocked, the next run replaces all three.
        try FileManager.default.removeItem(atPath: target)
        let third = try RobustnessTests.shell(#"cd "\#(dir)" && "$NAVMOCK" render a.json -o out --format png,svg,pdf --scale 2"#)
        #expect(third.code == 0, "\(third.stderr)")
        for (format, path) in files where format != blocked { #expect(Self.bytes(dir + "/" + path) != before[format]!) }
    }
}
