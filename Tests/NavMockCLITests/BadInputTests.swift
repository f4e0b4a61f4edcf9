import Foundation
import Testing

/// The catalogue of bad inputs (Fixtures/bad/catalogue.tsv): each case runs through the built
/// binary and must give its exit code and message, never crash, and write nothing (a hang is
/// stopped by `CLI.run`'s timeout and fails the case).
@Suite("Bad inputs")
struct BadInputTests {
    struct Case: CustomStringConvertible, Sendable {
        let file: String, command: String, exit: Int32, fragment: String, note: String
        var description: String { file }
    }

    static let catalogue: [Case] = {
        let path = CLI.root + "/Fixtures/bad/catalogue.tsv"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 4, let code = Int32(f[2]) else { return nil }
            return Case(file: f[0], command: f[1], exit: code, fragment: f[3], note: f.count > 4 ? f[4] : "")
        }
    }()

    /// A private copy of Fixtures/bad, with the generated cases added.
    static func workspace() throws -> String {
        let dir = try CLI.tempDir()
        let bad = dir + "/bad"
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/bad", toPath: bad)
        func write(_ name: String, _ bytes: [UInt8]) throws {
            guard FileManager.default.createFile(atPath: bad + "/" + name, contents: Data(bytes)) else { throw CocoaError(.fileWriteUnknown) }
        }
        try write("huge-title", Array(#"{"tabBar":{"items":[{"title":""#.utf8) + [UInt8](repeating: 0x78, count: 10 << 20) + Array(#""}]}}"#.utf8))
        try write("long-title", Array(#"{"tabBar":{"items":[{"title":""#.utf8) + [UInt8](repeating: 0x78, count: 1 << 20) + Array(#""}]}}"#.utf8))
        let item = Array(#"{"title":"T"},"#.utf8)
        var array = Array(#"{"tabBar":{"items":["#.utf8)
        for _ in 0..<100_000 { array += item }
        array += Array(#"{"title":"T"}]}}"#.utf8)
        try write("huge-array", array)
        try write("deep-nesting", [UInt8](repeating: 0x5B, count: 1_000_000))
        try write("huge-file", Array("{\"title\": \"".utf8) + [UInt8](repeating: 0x20, count: 5 << 20) + Array("\"}".utf8))
        var svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">"#.utf8)
        let rect = Array(#"<rect x="1" y="1" width="2" height="2"/>"#.utf8)
        while svg.count < 2 << 20 { svg += rect }
        svg += Array("</svg>".utf8)
        try write("icons/enormous.svg", svg)
        return bad
    }

    @Test("the catalogue has at least 60 cases")
    func size() {
        #expect(Self.catalogue.count >= 60)
    }

    @Test("every bad input gets its exit code and message, with no crash, no hang and no output")
    func catalogue() throws {
        let bad = try Self.workspace()
        for c in Self.catalogue {
            let file = bad + "/" + (c.file.hasPrefix("@gen:") ? String(c.file.dropFirst(5)) : c.file)
            let out = try CLI.tempDir() + "/out"
            let args = c.command.split(separator: " ").map {
                String($0).replacingOccurrences(of: "{FILE}", with: file).replacingOccurrences(of: "{OUT}", with: out)
            }
            let r = try CLI.run(args, cwd: bad, timeout: 30)
            #expect(r.code == c.exit, "\(c.file): exit \(r.code), expected \(c.exit); stderr: \(r.stderr.prefix(400))")
            #expect(r.stderr.contains(c.fragment), "\(c.file): stderr lacks \"\(c.fragment)\": \(r.stderr.prefix(400))")
            #expect(CLI.startsWithError(r.stderr), "\(c.file): \(r.stderr.prefix(200))")
            // One short message: huge inputs are never echoed back.
            #expect(r.stderr.utf8.count < 2000, "\(c.file): \(r.stderr.utf8.count) bytes of stderr")
            #expect(CLI.files(in: out).isEmpty, "\(c.file): wrote \(CLI.files(in: out))")
        }
        // No temporary files left in the workspace either.
        #expect(!CLI.files(in: bad).contains { $0.contains(".tmp-") || $0.contains(".navmock-tmp-") })
    }
}

@Suite("Bad inputs, relative paths")
struct RelativePathTests {
    @Test("a relative spec path whose icon climbs out is refused as outside the folder (65), not as missing")
    func relative() throws {
        let bad = try BadInputTests.workspace()
        let out = try CLI.tempDir() + "/out"
        let r = try CLI.run(["render", "icon-climbs-out.json", "-o", out], cwd: bad)
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.contains("outside the spec's folder"))
        let sub = try CLI.run(["render", "bad/icon-climbs-out.json", "-o", out], cwd: (bad as NSString).deletingLastPathComponent)
        #expect(sub.code == 65, "\(sub.stderr)")
        #expect(CLI.files(in: out).isEmpty)
    }
}

@Suite("Bad inputs, resources in layout and check")
struct ResourceExitTests {
    /// The catalogue's icon, image and symbol cases: `layout` and `check` resolve resources as
    /// `render` does, so they fail with render's exit code (65 unknown symbol or outside the
    /// folder, 66 missing or unreadable file) and the very same message.
    @Test("layout and check exit like render (65 unknown symbol, 66 missing icon) with the same message")
    func sameAsRender() throws {
        let bad = try BadInputTests.workspace()
        let prefixes = ["icon-", "backdrop-", "tv-logo", "tv-background", "unknown-symbol"]
        let cases = BadInputTests.catalogue.filter { c in
            c.command.hasPrefix("render ") && prefixes.contains { c.file.hasPrefix($0) || c.file.hasPrefix("@gen:" + $0) }
        }
        #expect(cases.count >= 12)
        #expect(cases.contains { $0.exit == 65 } && cases.contains { $0.exit == 66 })
        for c in cases {
            let file = bad + "/" + (c.file.hasPrefix("@gen:") ? String(c.file.dropFirst(5)) : c.file)
            let render = try CLI.run(["render", file, "-o", try CLI.tempDir() + "/out"], cwd: bad, timeout: 30)
            #expect(render.code == c.exit, "\(c.file)")
            for command in ["layout", "check"] {
                let r = try CLI.run([command, file], cwd: bad, timeout: 30)
                #expect(r.code == c.exit, "\(command) \(c.file): exit \(r.code), expected \(c.exit); \(r.stderr.prefix(300))")
                #expect(r.stderr == render.stderr, "\(command) \(c.file): \(r.stderr.prefix(300)) vs \(render.stderr.prefix(300))")
                #expect(command != "layout" || r.stdout.isEmpty, "\(c.file): layout printed a tree")
            }
        }
    }
}
