import Foundation
import Testing

/// `--svg-text text|paths` reaches the SVG from every command that writes one (`render`,
/// `watch`) and from `navmock.json`'s `"svgText"` (issue 36). `gallery`, `languages`, `test`
/// and `serve` write no SVG.
@Suite("--svg-text on every command that writes SVG, and navmock.json's svgText")
struct SVGTextOptionTests {
    static func svg(_ path: String) throws -> String {
        String(decoding: try #require(FileManager.default.contents(atPath: path), "\(path) not written"), as: UTF8.self)
    }

    @Test("render: text mode writes <text>, paths mode none; navmock.json's svgText is the default a flag replaces")
    func renderAndConfig() throws {
        let dir = try CLI.project(specs: 1), spec = dir + "/specs/s1.json"
        #expect(try CLI.run(["render", spec, "-o", dir + "/t.svg", "--svg-text", "text"]).code == 0)
        #expect(try CLI.run(["render", spec, "-o", dir + "/p.svg", "--svg-text", "paths"]).code == 0)
        #expect(try Self.svg(dir + "/t.svg").contains("<text"))
        #expect(!(try Self.svg(dir + "/p.svg").contains("<text")))
        // The project's default.
        try #"{"svgText": "paths"}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "specs/s1.json", "-o", "c.svg"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(!(try Self.svg(dir + "/c.svg").contains("<text")))
        // A flag replaces it.
        #expect(try CLI.run(["render", "specs/s1.json", "-o", "f.svg", "--svg-text", "text"], cwd: dir).code == 0)
        #expect(try Self.svg(dir + "/f.svg").contains("<text"))
        // A wrong value: the file, line, column and key, a suggestion, exit 64.
        try "{\n  \"svgText\": \"path\"\n}".write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        let bad = try CLI.run(["render", "specs/s1.json", "-o", "x.svg"], cwd: dir)
        #expect(bad.code == 64 && bad.stderr.contains("navmock.json:2:14: error: svgText: must be text or paths; did you mean \"paths\"?"), "\(bad.stderr)")
    }

    @Test("a title that starts right to left in a left-to-right spec is written rtl, anchored at its left edge, as the PNG lays it out")
    func mixedDirection() throws {
        let dir = try CLI.tempDir()
        let spec = ##"{"device": "iPhone 16", "backdrop": {"color": "#FFFFFF"}, "tabBar": {"items": [{"title": "مرحبا abc", "image": "house"}, {"title": "Home", "image": "star"}]}}"##
        try spec.write(toFile: dir + "/mixed.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", dir + "/mixed.json", "-o", dir + "/m.svg", "--no-check"]).code == 0)
        let svg = try Self.svg(dir + "/m.svg")
        let texts = svg.components(separatedBy: "<text").dropFirst().map { String($0.prefix { $0 != ">" }) }
        let mixed = try #require(texts.first { _ in true })
        #expect(mixed.contains("direction=\"rtl\"") && mixed.contains("text-anchor=\"end\""), "\(mixed)")
        #expect(texts.count == 2 && !texts[1].contains("direction="), "\(texts)")
    }

    @Test("watch: --svg-text and navmock.json's svgText reach the SVG it writes; a wrong mode is a usage error")
    func watch() throws {
        let dir = try CLI.project(specs: 1)
        func watched(_ extra: [String], into out: String) throws -> String {
            let w = try Spawned(["watch", "specs", "-o", out, "--format", "svg"] + extra, cwd: dir)
            let written = w.wait { _ in FileManager.default.fileExists(atPath: dir + "/" + out + "/s1.svg") }
            w.interrupt()
            #expect(written, "\(w.stderr)")
            return try Self.svg(dir + "/" + out + "/s1.svg")
        }
        #expect(!(try watched(["--svg-text", "paths"], into: "wp").contains("<text")))
        #expect(try watched([], into: "wt").contains("<text"))
        try #"{"svgText": "paths"}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        #expect(!(try watched([], into: "wc").contains("<text")))
        #expect(try watched(["--svg-text", "text"], into: "wf").contains("<text"))
        let bad = try CLI.run(["watch", "specs", "-o", "x", "--svg-text", "glyphs"], cwd: dir)
        #expect(bad.code == 64 && bad.stderr.contains("--svg-text takes text or paths"), "\(bad.stderr)")
    }
}
