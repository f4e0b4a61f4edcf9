import Foundation
import Testing

/// Rendering many specs in parallel gives byte-identical files to rendering them one by one
/// (one Renderer per thread; nothing shared but immutable values).
@Suite("Parallel rendering")
struct ConcurrencyTests {
    @Test("gallery on 1 thread and on 3 threads writes byte-identical images")
    func parallelIsDeterministic() throws {
        let one = try CLI.tempDir(), many = try CLI.tempDir()
        let specs = CLI.root + "/Fixtures/specs"
        let a = try CLI.run(["gallery", specs, "-o", one, "--scale", "1", "--jobs", "1"])
        let b = try CLI.run(["gallery", specs, "-o", many, "--scale", "1", "--jobs", "3"])
        #expect(a.code == 0 && b.code == 0, "\(a.stderr)\(b.stderr)")
        let images = CLI.files(in: one).filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheets") }
        #expect(images.count >= 40)
        #expect(CLI.files(in: many).filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheets") } == images)
        for f in images {
            let x = FileManager.default.contents(atPath: one + "/" + f), y = FileManager.default.contents(atPath: many + "/" + f)
            #expect(x != nil && x == y, "\(f) differs between 1 and 3 threads")
        }
    }

    @Test("render on 1 thread and on 3: the same files, stderr, --json report and exit code, failures included")
    func renderBatchIsDeterministic() throws {
        // A batch with every outcome: specs that render (with check findings), one refused by
        // --strict at render time, one that does not parse, one naming an unknown device, and a
        // missing path.
        let dir = try CLI.tempDir()
        for name in ["glass-light", "glass-dark-zh", "tb-more-classic", "pc-prominent-light", "classic-dark-landscape"] {
            try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/specs/\(name).json", toPath: dir + "/\(name).json")
        }
        try #"{"device":"iPhone 16","tabBar":{"items":["#.write(toFile: dir + "/broken.json", atomically: true, encoding: .utf8)
        try #"{"device":"Nope","tabBar":{"items":[{"title":"A","image":"house"}]}}"#.write(toFile: dir + "/device.json", atomically: true, encoding: .utf8)
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Compose","image":"house.fill"},{"title":"Inbox","image":"tray.fill"}]},"variants":{"appearance":["light","dark"]}}"#
            .write(toFile: dir + "/verb.json", atomically: true, encoding: .utf8)
        var results: [(code: Int32, stderr: String, stdout: String, files: [String: Data])] = []
        for (jobs, strict) in [("1", false), ("3", false), ("1", true), ("3", true)] {
            let out = try CLI.tempDir()
            let r = try CLI.run(["render", dir, dir + "/missing.json", "-o", out, "--format", "png,svg", "--json", "--jobs", jobs] + (strict ? ["--strict"] : []))
            var files: [String: Data] = [:]
            for f in CLI.files(in: out) { files[f] = FileManager.default.contents(atPath: out + "/" + f) }
            results.append((r.code, r.stderr.replacingOccurrences(of: out, with: "OUT"), r.stdout.replacingOccurrences(of: out, with: "OUT"), files))
        }
        for (one, three) in [(results[0], results[1]), (results[2], results[3])] {
            #expect(one.code == three.code)
            #expect(one.stderr == three.stderr)
            #expect(one.stdout == three.stdout)
            #expect(one.files == three.files)
        }
        // The batch did render and did fail: the comparison above is not between two empty runs.
        #expect(results[0].code == 66 && results[0].files.count >= 10, "\(results[0].stderr)")
        #expect(results[0].stderr.contains("tab-bar.action-title") && results[0].stderr.contains("broken.json"))
        #expect(results[2].stderr.contains("not rendered: --strict") && results[2].files.count < results[0].files.count)
    }

    @Test("render --jobs takes 1 to 256 workers")
    func renderJobsRange() throws {
        let spec = CLI.root + "/Fixtures/specs/glass-light.json"
        for bad in ["0", "x", "257"] {
            let r = try CLI.run(["render", spec, "-o", try CLI.tempDir(), "--jobs", bad])
            #expect(r.code == 64 && r.stderr.contains("--jobs") && r.stderr.contains("navmock render --help"), "\(bad): \(r.stderr)")
        }
    }

    @Test("render gives the same bytes as gallery for the same spec and scale")
    func renderMatchesGallery() throws {
        let g = try CLI.tempDir(), r = try CLI.tempDir()
        let spec = CLI.root + "/Fixtures/specs/glass-light.json"
        #expect(try CLI.run(["gallery", spec, "-o", g, "--scale", "2", "--jobs", "2"]).code == 0)
        #expect(try CLI.run(["render", spec, "-o", r, "--scale", "2", "--format", "png"]).code == 0)
        let x = FileManager.default.contents(atPath: g + "/glass-light@2x.png")
        let y = FileManager.default.contents(atPath: r + "/glass-light@2x.png")
        #expect(x != nil && x == y)
    }
}

@Suite("Gallery findings")
struct GalleryFindingTests {
    @Test("the gallery index lists each variant's check findings")
    func findingsInIndex() throws {
        let dir = try CLI.tempDir(), out = try CLI.tempDir()
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Compose","image":"house.fill"},{"title":"Inbox","image":"tray.fill"}]}}"#
            .write(toFile: dir + "/verb.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["gallery", dir, "-o", out, "--scale", "1"]).code == 0)
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("tab-bar.action-title"))
        #expect(!html.contains("checks not run"))
    }
}
