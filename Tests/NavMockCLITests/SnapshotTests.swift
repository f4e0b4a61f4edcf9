import Foundation
import NavMockRender
import NavMockTesting
import Testing

/// Runs the built `navmock` with `CI` and `NAVMOCK_RECORD` removed from the environment unless
/// given (`nil` removes a variable), so that record modes do not depend on where tests run.
func navmock(_ args: [String], cwd: String? = nil, env: [String: String?] = [:]) throws -> CLI.Result {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: CLI.binary)
    p.arguments = args
    if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
    var e = ProcessInfo.processInfo.environment
    e["CI"] = nil
    e["NAVMOCK_RECORD"] = nil
    for (k, v) in env { e[k] = v }
    p.environment = e
    let out = Pipe(), err = Pipe()
    p.standardOutput = out; p.standardError = err
    p.standardInput = FileHandle.nullDevice
    try p.run()
    // Read both pipes at once, so that neither fills up and blocks the tool.
    final class Box: @unchecked Sendable { var data = Data() }
    let o = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { o.data = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    let e2 = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    p.waitUntilExit()
    return CLI.Result(code: p.terminationStatus, stdout: String(decoding: o.data, as: UTF8.self), stderr: String(decoding: e2, as: UTF8.self))
}

/// A temporary copy of the fixture suite (Fixtures/snapshots, specs only).
func suiteCopy() throws -> String {
    let dir = try CLI.tempDir()
    for f in ["clock-variants.json", "classic-scroll-edge.json"] {
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/" + f, toPath: dir + "/" + f)
    }
    return dir
}

func decodePNG(_ path: String) throws -> RGBAImage {
    try PNGCodec.decode([UInt8](try #require(FileManager.default.contents(atPath: path))))
}

let suiteCases = ["classic-scroll-edge@1x", "classic-scroll-edge-scroll-edge@1x",
                  "clock-variants-light-ltr@1x", "clock-variants-light-rtl@1x", "clock-variants-dark-ltr@1x", "clock-variants-dark-rtl@1x"]

@Suite("navmock test")
struct SnapshotCommandTests {
    @Test("the committed suite in Fixtures/snapshots passes on the pinned toolchain, under CI")
    func committedSuite() throws {
        let tmp = try CLI.tempDir()
        let r = try navmock(["test", CLI.root + "/Fixtures/snapshots", "--scale", "1", "--artifacts", tmp], env: ["CI": "true"])
        #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasSuffix("6 passed, 0 failed\n"), "\(r.stdout)")
    }

    @Test("a suite records (and fails: run again), then passes, one line per case and a closing line")
    func recordThenPass() throws {
        let dir = try suiteCopy()
        let first = try navmock(["test", ".", "--scale", "1"], cwd: dir)
        #expect(first.code == 1)
        #expect(first.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("RECORDED ") }.count == 6, "\(first.stdout)")
        #expect(first.stdout.contains("run again to verify"))
        #expect(first.stdout.hasSuffix("0 passed, 6 failed (6 references recorded)\n"), "\(first.stdout)")
        let refs = CLI.files(in: dir + "/__snapshots__")
        #expect(refs == (suiteCases.map { $0 + ".png" } + ["manifest.json"]).sorted())
        let second = try navmock(["test", ".", "--scale", "1"], cwd: dir)
        #expect(second.code == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout == suiteCases.map { "ok       \($0)\n" }.joined() + "6 passed, 0 failed\n")
    }

    @Test("a damaged reference fails with expected, actual and diff images, the numbers and the paths")
    func damaged() throws {
        let dir = try suiteCopy()
        _ = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        // Damage: a red block over one reference.
        let refPath = dir + "/__snapshots__/clock-variants-dark-rtl@1x.png"
        var img = try decodePNG(refPath)
        for y in 10..<20 { for x in 40..<70 { let i = (y * img.width + x) * 4; img.pixels.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255]) } }
        try Data(try PNGCodec.encode(img)).write(to: URL(fileURLWithPath: refPath))

        let r = try navmock(["test", ".", "--scale", "1", "--artifacts", "arts"], cwd: dir)
        #expect(r.code == 1)
        let line = try #require(r.stdout.components(separatedBy: "\n").first { $0.hasPrefix("FAIL") })
        #expect(line.hasPrefix("FAIL     clock-variants-dark-rtl@1x: 300 pixels differ"), "\(line)")
        #expect(line.contains("largest channel difference"))
        #expect(line.contains("same toolchain"))
        #expect(line.contains("the spec is unchanged since it was recorded"))
        #expect(line.contains("expected arts/clock-variants-dark-rtl@1x.expected.png, actual arts/clock-variants-dark-rtl@1x.actual.png, diff arts/clock-variants-dark-rtl@1x.diff.png"))
        #expect(r.stdout.hasSuffix("5 passed, 1 failed\n"))
        let expected = try decodePNG(dir + "/arts/clock-variants-dark-rtl@1x.expected.png")
        let actual = try decodePNG(dir + "/arts/clock-variants-dark-rtl@1x.actual.png")
        let diff = try decodePNG(dir + "/arts/clock-variants-dark-rtl@1x.diff.png")
        #expect(compareImages(expected: expected, actual: img, ImageComparison(channelTolerance: 0)).passes)
        #expect(compareImages(expected: expected, actual: actual).differingPixels == 300)
        #expect(diff.width == 3 * img.width + 2 * 4 && diff.height > img.height)   // three panels and a caption strip
        // The report shows the three images.
        let html = try String(contentsOfFile: dir + "/arts/index.html", encoding: .utf8)
        #expect(html.contains("src=\"clock-variants-dark-rtl@1x.expected.png\"") && html.contains("src=\"clock-variants-dark-rtl@1x.diff.png\"")
                && html.contains("src=\"clock-variants-dark-rtl@1x.actual.png\""))
        #expect(html.contains("5 passed, 1 failed"))

        // A changed spec is told apart from a changed toolchain.
        let spec = dir + "/clock-variants.json"
        let text = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "\"Timer\", \"image\"", with: "\"Timers\", \"image\"")
        try text.write(toFile: spec, atomically: true, encoding: .utf8)
        let changed = try navmock(["test", ".", "--scale", "1", "--filter", "dark-rtl", "--artifacts", "arts"], cwd: dir)
        #expect(changed.stdout.contains("the spec changed since it was recorded"), "\(changed.stdout)")
        #expect(changed.stdout.hasSuffix("0 passed, 1 failed, 5 skipped\n"))
    }

    @Test("under CI a missing reference fails and nothing is written; --record all writes and passes")
    func ci() throws {
        let dir = try suiteCopy()
        let r = try navmock(["test", ".", "--scale", "1", "--artifacts", "arts"], cwd: dir, env: ["CI": "1"])
        #expect(r.code == 1)
        #expect(r.stdout.contains("MISSING  clock-variants-light-ltr@1x: no reference at ./__snapshots__/clock-variants-light-ltr@1x.png (CI is set, so nothing is recorded)"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("0 passed, 6 failed\n"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/__snapshots__"))
        #expect(FileManager.default.fileExists(atPath: dir + "/arts/clock-variants-light-ltr@1x.actual.png"))
        // NAVMOCK_RECORD and --record are explicit: they record even under CI.
        let all = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir, env: ["CI": "1"])
        #expect(all.code == 0, "\(all.stdout)")
        #expect(all.stdout.hasSuffix("6 passed, 0 failed (6 references recorded)\n"))
        let env = try navmock(["test", ".", "--scale", "1"], cwd: dir, env: ["CI": "1", "NAVMOCK_RECORD": "never"])
        #expect(env.code == 0)
    }

    @Test("--record failed rewrites a failing reference, which fails once, then passes")
    func recordFailed() throws {
        let dir = try suiteCopy()
        _ = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        let ref = dir + "/__snapshots__/classic-scroll-edge-scroll-edge@1x.png"
        try FileManager.default.removeItem(atPath: ref)
        try FileManager.default.copyItem(atPath: dir + "/__snapshots__/classic-scroll-edge@1x.png", toPath: ref)
        let r = try navmock(["test", ".", "--scale", "1", "--record", "failed"], cwd: dir)
        #expect(r.code == 1)
        #expect(r.stdout.contains("RECORDED classic-scroll-edge-scroll-edge@1x:"), "\(r.stdout)")
        #expect(try navmock(["test", ".", "--scale", "1", "--record", "never"], cwd: dir).code == 0)
    }

    @Test("a reference recorded under another toolchain says so; recording keeps it and adds this toolchain's")
    func otherToolchain() throws {
        let dir = try suiteCopy()
        _ = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        let manifestPath = dir + "/__snapshots__/manifest.json"
        let manifestData = try #require(FileManager.default.contents(atPath: manifestPath))
        var m = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        var toolchains = try #require(m["toolchains"] as? [String: Any])
        var refs = try #require(m["references"] as? [String: Any])
        var old = try #require(toolchains.values.first as? [String: Any])
        var libs = try #require(old["libraries"] as? [String: String])
        libs["pango"] = "1.99.0"
        old["libraries"] = libs
        toolchains["00000000000000aa"] = old
        var entry = try #require(refs["clock-variants-light-ltr@1x.png"] as? [String: Any])
        entry["toolchain"] = "00000000000000aa"
        refs["clock-variants-light-ltr@1x.png"] = entry
        m["toolchains"] = toolchains; m["references"] = refs
        try JSONSerialization.data(withJSONObject: m).write(to: URL(fileURLWithPath: manifestPath))
        let ref = dir + "/__snapshots__/clock-variants-light-ltr@1x.png"
        try FileManager.default.removeItem(atPath: ref)
        try FileManager.default.copyItem(atPath: dir + "/__snapshots__/clock-variants-dark-ltr@1x.png", toPath: ref)

        let r = try navmock(["test", ".", "--scale", "1", "--filter", "light-ltr", "--artifacts", "arts"], cwd: dir)
        #expect(r.code == 1)
        #expect(r.stdout.contains("the reference was recorded under another toolchain (00000000000000aa, this one is \(ToolchainFingerprint.current().id): pango 1.99.0 → "), "\(r.stdout)")
        let rec = try navmock(["test", ".", "--scale", "1", "--filter", "light-ltr", "--record", "failed", "--artifacts", "arts"], cwd: dir)
        #expect(rec.code == 1)
        let own = "clock-variants-light-ltr@1x.\(ToolchainFingerprint.current().id).png"
        #expect(FileManager.default.fileExists(atPath: dir + "/__snapshots__/" + own))
        #expect(FileManager.default.fileExists(atPath: ref))   // the other toolchain's is kept
        #expect(try navmock(["test", ".", "--scale", "1", "--filter", "light-ltr", "--artifacts", "arts"], cwd: dir).code == 0)
    }

    @Test("--references DIR keeps every reference in one tree; its manifest is never taken for a spec")
    func referencesFolder() throws {
        let dir = try suiteCopy()
        let rec = try navmock(["test", ".", "--scale", "1", "--references", "refs", "--record", "all"], cwd: dir)
        #expect(rec.code == 0, "\(rec.stdout)")
        #expect(CLI.files(in: dir + "/refs") == (suiteCases.map { $0 + ".png" } + ["manifest.json"]).sorted())
        #expect(!FileManager.default.fileExists(atPath: dir + "/__snapshots__"))
        let again = try navmock(["test", ".", "--scale", "1", "--references", "refs"], cwd: dir)
        #expect(again.code == 0 && again.stdout.hasSuffix("6 passed, 0 failed\n"), "\(again.stdout)")
        // Without --references the folder is just another folder: its manifest.json is skipped.
        let other = try navmock(["test", ".", "--scale", "1", "--record", "never"], cwd: dir)
        #expect(!other.stdout.contains("manifest"), "\(other.stdout)")
        #expect(other.stdout.hasSuffix("0 passed, 6 failed\n"))
    }

    @Test("--junit and --json report every case; the case lines then go to stderr")
    func reports() throws {
        let dir = try suiteCopy()
        _ = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        try "{ \"tabBar\": { \"items\": [] } }".write(toFile: dir + "/broken.json", atomically: true, encoding: .utf8)
        let r = try navmock(["test", ".", "--scale", "1", "--json", "--junit", "junit.xml", "--artifacts", "arts"], cwd: dir)
        #expect(r.code == 65)
        #expect(r.stderr.contains("ERROR    broken: ./broken.json:1:24: tabBar.items: a tab bar needs at least one item"), "\(r.stderr)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(doc["passed"] as? Int == 6 && doc["failed"] as? Int == 1)
        let cases = try #require(doc["cases"] as? [[String: Any]])
        #expect(cases.count == 7)
        #expect(cases.first { $0["name"] as? String == "broken" }?["exitCode"] as? Int == 65)
        let xml = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"navmock test\" tests=\"7\" failures=\"0\" errors=\"1\""), "\(xml)")
        #expect(xml.components(separatedBy: "<testcase ").count == 8)
        #expect(xml.contains("classname=\"clock-variants\" name=\"clock-variants-dark-rtl@1x\""))
    }

    @Test("--shard K/N: deterministic slices that together make the suite")
    func shards() throws {
        let dir = try suiteCopy()
        _ = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        var all: [String] = []
        for k in 1...3 {
            let r = try navmock(["test", ".", "--scale", "1", "--shard", "\(k)/3"], cwd: dir)
            #expect(r.code == 0)
            let names = r.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("ok ") }.map { String($0.dropFirst(9)) }
            #expect(names.count == 2)
            all += names
            #expect(r == (try navmock(["test", ".", "--scale", "1", "--shard", "\(k)/3"], cwd: dir)))
        }
        #expect(all.sorted() == suiteCases.sorted())
        #expect(try navmock(["test", ".", "--shard", "4/3"], cwd: dir).code == 64)
    }

    @Test("--prune lists references whose spec or variant is gone; --write deletes them")
    func prune() throws {
        let dir = try suiteCopy()
        _ = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        try FileManager.default.removeItem(atPath: dir + "/classic-scroll-edge.json")
        // And drop a variant value from the other spec.
        let spec = dir + "/clock-variants.json"
        try (try String(contentsOfFile: spec, encoding: .utf8)).replacingOccurrences(of: "[\"leftToRight\", \"rightToLeft\"]", with: "[\"leftToRight\"]")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let list = try navmock(["test", ".", "--prune"], cwd: dir)
        #expect(list.code == 0)
        #expect(list.stdout.contains("stale  ./__snapshots__/classic-scroll-edge-scroll-edge@1x.png: its spec ../classic-scroll-edge.json is gone"), "\(list.stdout)")
        #expect(list.stdout.contains("stale  ./__snapshots__/clock-variants-dark-rtl@1x.png: ../clock-variants.json has no variant \"dark-rtl\" any more"))
        #expect(list.stdout.hasSuffix("4 stale references; delete with --prune --write\n"))
        #expect(CLI.files(in: dir + "/__snapshots__").count == 7)
        let del = try navmock(["test", ".", "--prune", "--write"], cwd: dir)
        #expect(del.code == 0)
        #expect(CLI.files(in: dir + "/__snapshots__") == ["clock-variants-dark-ltr@1x.png", "clock-variants-light-ltr@1x.png", "manifest.json"])
        let manifest = try String(contentsOfFile: dir + "/__snapshots__/manifest.json", encoding: .utf8)
        #expect(!manifest.contains("scroll-edge"))
        #expect(try navmock(["test", ".", "--prune"], cwd: dir).stdout == "no stale references\n")
    }

    @Test("usage errors exit 64 with a suggestion; an invalid variant names its line, column and path")
    func usage() throws {
        let dir = try suiteCopy()
        let r = try navmock(["test", ".", "--record", "nevr"], cwd: dir)
        #expect(r.code == 64 && r.stderr.contains("unknown record mode \"nevr\"; did you mean \"never\"?"), "\(r.stderr)")
        #expect(try navmock(["test"], cwd: dir).code == 64)
        #expect(try navmock(["test", ".", "--threshold", "2"], cwd: dir).code == 64)
        #expect(try navmock(["test", "nope"], cwd: dir).code == 66)
        try "{\"device\": \"iPhone 16\",\n \"variants\": {\"apperance\": [\"dark\"]}}".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let bad = try navmock(["test", "bad.json"], cwd: dir)
        #expect(bad.code == 65)
        #expect(bad.stdout.contains("ERROR    bad: bad.json:2:15: variants.apperance: unknown key \"apperance\"; did you mean \"appearance\"?"), "\(bad.stdout)")
    }
}

@Suite("navmock diff")
struct SnapshotDiffCommandTests {
    @Test("same images exit 0; different ones exit 1 with the numbers and a diff image")
    func diff() throws {
        let dir = try CLI.tempDir()
        let a = RGBAImage(width: 30, height: 20, fill: (0, 120, 255, 255))
        var b = a
        for i in 0..<7 { b.pixels[i * 4] = 200 }
        try Data(try PNGCodec.encode(a)).write(to: URL(fileURLWithPath: dir + "/a.png"))
        try Data(try PNGCodec.encode(b)).write(to: URL(fileURLWithPath: dir + "/b.png"))
        try Data(try PNGCodec.encode(RGBAImage(width: 31, height: 20, fill: (0, 0, 0, 255)))).write(to: URL(fileURLWithPath: dir + "/c.png"))
        let same = try navmock(["diff", "a.png", "a.png"], cwd: dir)
        #expect(same.code == 0 && same.stdout == "same: identical pixels [±1 per channel, no differing pixel]\n", "\(same.stdout)")
        let d = try navmock(["diff", "a.png", "b.png", "-o", "d.png"], cwd: dir)
        #expect(d.code == 1)
        #expect(d.stdout.hasPrefix("different: 7 pixels differ (1.17 %; largest channel difference 200"), "\(d.stdout)")
        let img = try decodePNG(dir + "/d.png")
        #expect(img.width == 3 * 30 + 2 * 4)
        #expect(try navmock(["diff", "a.png", "b.png", "--max-diff-pixels", "7"], cwd: dir).code == 0)
        #expect(try navmock(["diff", "a.png", "b.png", "--max-diff-pixel-ratio", "1.2%"], cwd: dir).code == 0)
        #expect(try navmock(["diff", "a.png", "b.png", "--threshold", "0.5"], cwd: dir).code == 0)
        let json = try navmock(["diff", "a.png", "b.png", "--json"], cwd: dir)
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(doc["differingPixels"] as? Int == 7 && doc["same"] as? Bool == false)
    }

    @Test("different sizes are reported as such; missing or non-PNG files exit 66")
    func errors() throws {
        let dir = try CLI.tempDir()
        try Data(try PNGCodec.encode(RGBAImage(width: 30, height: 20, fill: (0, 0, 0, 255)))).write(to: URL(fileURLWithPath: dir + "/a.png"))
        try Data(try PNGCodec.encode(RGBAImage(width: 31, height: 20, fill: (0, 0, 0, 255)))).write(to: URL(fileURLWithPath: dir + "/c.png"))
        try "not a png".write(toFile: dir + "/x.png", atomically: true, encoding: .utf8)
        let s = try navmock(["diff", "a.png", "c.png", "-o", "d.png"], cwd: dir)
        #expect(s.code == 1 && s.stdout.hasPrefix("different: sizes differ: expected 30 × 20, actual 31 × 20"), "\(s.stdout)")
        #expect(FileManager.default.fileExists(atPath: dir + "/d.png"))
        let m = try navmock(["diff", "a.png", "nope.png"], cwd: dir)
        #expect(m.code == 66 && m.stderr.contains("nope.png: no such file"))
        let x = try navmock(["diff", "a.png", "x.png"], cwd: dir)
        #expect(x.code == 66 && x.stderr.contains("x.png: not a readable PNG"), "\(x.stderr)")
        #expect(try navmock(["diff", "a.png"], cwd: dir).code == 64)
    }
}

extension CLI.Result: Equatable {
    static func == (a: CLI.Result, b: CLI.Result) -> Bool { a.code == b.code && a.stdout == b.stdout && a.stderr == b.stderr }
}
