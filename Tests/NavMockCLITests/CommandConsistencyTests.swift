import Foundation
import Testing
import NavMockTestSupport

/// Issue 17: every command sees the same spec (variants), `check` reports every problem, the
/// environment is read as strictly as the flags, and the small fixes — each through the binary.
@Suite("Every command sees the same spec (issue 17)")
struct CommandConsistencyTests {
    static let matrixSpec = #"""
    { "platform": "iOS", "device": "iPhone 17 Pro",
      "pageControl": { "numberOfPages": 5, "currentPage": 9 },
      "variants": { "appearance": ["light", "dark"], "osVersion": ["18", "26"] } }
    """#

    @Test("render writes every variant, named as test names them, and takes --vary")
    func renderVariants() throws {
        let dir = try CLI.tempDir()
        try Self.matrixSpec.write(toFile: dir + "/m.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/m.json", "-o", dir + "/out", "--format", "svg"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out") == ["m-dark-18.svg", "m-dark-26.svg", "m-light-18.svg", "m-light-26.svg"])
        // The clamp warning is printed once per variant, not twice.
        let clamp = r.stderr.components(separatedBy: "\n").filter { $0.contains("currentPage 9 is out of range") }
        #expect(clamp.count == 4, "\(r.stderr)")
        #expect(Set(clamp).count == 4, "\(r.stderr)")

        let v = try CLI.run(["render", dir + "/m.json", "-o", dir + "/out2", "--format", "svg", "--vary", "layoutDirection=leftToRight,rightToLeft"])
        #expect(v.code == 0, "\(v.stderr)")
        #expect(CLI.files(in: dir + "/out2").count == 8)
        #expect(CLI.files(in: dir + "/out2").contains("m-dark-26-rtl.svg"))
        // The names are those of `navmock test`.
        let t = try CLI.run(["test", dir + "/m.json", "--record", "all"], cwd: dir)
        #expect(t.code == 0, "\(t.stderr)")
        #expect(CLI.files(in: dir + "/__snapshots__").filter { $0.hasSuffix(".png") }
                == ["m-dark-18@3x.png", "m-dark-26@3x.png", "m-light-18@3x.png", "m-light-26@3x.png"])
    }

    @Test("render, check and layout refuse a bad variant, reported at the value inside variants")
    func badVariants() throws {
        let dir = try CLI.tempDir()
        let typo = #"{"device":"iPhone 17 Pro","pageControl":{"numberOfPages":3},"variants":{"apperance":["light","dark"]}}"#
        let type = #"{"device":"iPhone 17 Pro","pageControl":{"numberOfPages":3},"variants":{"pageControl.numberOfPages":[3,"x"]}}"#
        let os = #"{"device":"iPhone 17 Pro","pageControl":{"numberOfPages":3},"variants":{"osVersion":["26","99"]}}"#
        for (name, text, where_) in [("typo", typo, "variants.apperance"), ("type", type, "variants[\"pageControl.numberOfPages\"][1]"),
                                     ("os", os, "variants.osVersion[1]")] {
            try text.write(toFile: "\(dir)/\(name).json", atomically: true, encoding: .utf8)
            let c = try CLI.run(["check", "\(dir)/\(name).json"])
            #expect(c.code != 0, "\(name)")
            #expect((c.stdout + c.stderr).contains(where_), "\(name): \(c.stdout) \(c.stderr)")
            let l = try CLI.run(["layout", "\(dir)/\(name).json"])
            #expect(l.code == 65, "\(name): \(l.stderr)")
            #expect(l.stderr.contains(where_), "\(name): \(l.stderr)")
            let r = try CLI.run(["render", "\(dir)/\(name).json", "-o", dir + "/out", "--format", "svg"])
            #expect(r.code == 65, "\(name): \(r.stderr)")
            #expect(r.stderr.contains(where_), "\(name): \(r.stderr)")
        }
        // A finding only some variants have names the variant.
        let c = try CLI.run(["check", dir + "/os.json", "--format", "json"])
        #expect(c.stdout.contains("(variant \\\"99\\\")"), "\(c.stdout)")
    }

    @Test("check reports every error of an unreadable spec, counts it, and lists it in json and sarif with its rule id")
    func unreadableCounted() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/good.json", atomically: true, encoding: .utf8)
        let bad = #"{"device":"iPhone 17 Pro","appearance":"dak","pageControl":{"numberOfPages":"five"}}"#
        try bad.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let t = try CLI.run(["check", dir])
        #expect(t.code == 65)
        #expect(t.stderr.contains("appearance: unknown appearance \"dak\""), "\(t.stderr)")
        #expect(t.stderr.contains("pageControl.numberOfPages: expected a whole number"), "\(t.stderr)")
        // 3 info: tab-bar.unfilled-symbol, and the selected tab's systemBlue icon and title measured on the pixels (issue 14 §8).
        #expect(t.stdout.contains("2 specs checked: 2 errors, 0 warnings, 3 info; 1 could not be read"), "\(t.stdout)")

        let j = try CLI.run(["check", dir, "--format", "json"])
        #expect(j.code == 65)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as? [[String: Any]])
        let badItems = items.filter { ($0["file"] as? String)?.hasSuffix("bad.json") == true }
        #expect(badItems.count == 2, "\(j.stdout)")
        #expect(badItems.allSatisfy { $0["rule"] as? String == "spec.invalid" && $0["severity"] as? String == "error" })

        let sarif = try CLI.run(["check", dir, "--format", "sarif"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((doc["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let badResults = results.filter { "\($0["locations"] ?? "")".contains("bad.json") }
        #expect(badResults.count == 2, "\(sarif.stdout)")
        #expect(badResults.allSatisfy { $0["ruleId"] as? String == "spec.invalid" && $0["level"] as? String == "error" })
    }
}

@Suite("Environment variables as strict as flags (issue 17)")
struct StrictEnvironmentTests {
    static let tabSpec = #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house"}]}}"#

    @Test("NAVMOCK_RECORD=nevr exits 64 like --record nevr, with a suggestion")
    func record() throws {
        let dir = try CLI.tempDir()
        try Self.tabSpec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["test", dir + "/s.json"], cwd: dir, env: ["NAVMOCK_RECORD": "nevr"])
        #expect(r.code == 64, "\(r.stderr)")
        #expect(r.stderr.contains("NAVMOCK_RECORD") && r.stderr.contains("\"never\""), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/__snapshots__"))
    }

    @Test("CI=false, CI=0 and an empty CI are not CI (missing references are recorded); CI=true is")
    func ci() throws {
        for value in ["false", "0", "", "true"] {
            let dir = try CLI.tempDir()
            try Self.tabSpec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
            let r = try CLI.run(["test", dir + "/s.json"], cwd: dir, env: ["CI": value, "NAVMOCK_RECORD": ""])
            #expect(r.code == 1, "CI=\(value): \(r.stderr)")
            let recorded = FileManager.default.fileExists(atPath: dir + "/__snapshots__/s@3x.png")
            #expect(recorded == (value == "true" ? false : true), "CI=\(value): \(r.stdout)")
        }
    }

    @Test("NAVMOCK_ARTIFACTS sets where test leaves its artifacts and report")
    func artifacts() throws {
        let dir = try CLI.tempDir()
        try Self.tabSpec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["test", dir + "/s.json"], cwd: dir, env: ["CI": "1", "NAVMOCK_ARTIFACTS": dir + "/arts"])
        #expect(r.code == 1)
        #expect(FileManager.default.fileExists(atPath: dir + "/arts/index.html"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/.navmock-artifacts"))
    }

    @Test("doctor counts NAVMOCK_FONTS and --font in the fingerprint test records, and exits 66 for a missing one")
    func doctorFonts() throws {
        let name = try #require(((try? FileManager.default.contentsOfDirectory(atPath: "/usr/share/fonts/truetype/dejavu")) ?? [])
            .sorted().first { $0.hasSuffix(".ttf") })
        let font = "/usr/share/fonts/truetype/dejavu/" + name
        let plain = try CLI.run(["doctor"])
        let withEnv = try CLI.run(["doctor"], env: ["NAVMOCK_FONTS": font])
        let withFlag = try CLI.run(["doctor", "--font", font], env: ["NAVMOCK_FONTS": ""])
        func fp(_ r: CLI.Result) -> String? { r.stdout.components(separatedBy: "\n").first { $0.hasPrefix("fingerprint: ") } }
        #expect(fp(withEnv) != nil && fp(withEnv) != fp(plain), "\(withEnv.stdout)")
        #expect(fp(withEnv) == fp(withFlag))
        // The same fingerprint `test` records in the manifest.
        let dir = try CLI.tempDir()
        try Self.tabSpec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        _ = try CLI.run(["test", dir + "/s.json", "--record", "all"], cwd: dir, env: ["NAVMOCK_FONTS": font])
        let manifest = try String(contentsOfFile: dir + "/__snapshots__/manifest.json", encoding: .utf8)
        let id = try #require(fp(withEnv)).dropFirst("fingerprint: ".count)
        #expect(manifest.contains(String(id)), "\(manifest)")
        let missing = try CLI.run(["doctor", "--font", dir + "/none.ttf"])
        #expect(missing.code == 66)
        #expect(missing.stdout.contains("none.ttf MISSING"), "\(missing.stdout)")
    }

    @Test("NAVMOCK_TEMPLATES and NAVMOCK_ICONS_DIR naming nothing say so, without an install hint")
    func folders() throws {
        let t = try CLI.run(["list", "templates"], env: ["NAVMOCK_TEMPLATES": "/nonexistent"])
        #expect(t.code == 66)
        #expect(t.stderr.contains("NAVMOCK_TEMPLATES names /nonexistent, which does not exist"), "\(t.stderr)")
        let dir = try CLI.tempDir()
        try Self.tabSpec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/s.json", "-o", dir + "/out"], env: ["NAVMOCK_ICONS_DIR": "/nonexistent"])
        #expect(r.code == 70)
        #expect(r.stderr.contains("NAVMOCK_ICONS_DIR") && r.stderr.contains("/nonexistent does not exist"), "\(r.stderr)")
        #expect(!r.stderr.contains("apt-get"), "\(r.stderr)")
    }
}

@Suite("Small things of the command line (issue 17)")
struct CommandLineSmallThingsTests {
    @Test("badgeValue takes a whole number and draws it as the string would; a fraction is refused")
    func numericBadge() throws {
        let dir = try CLI.tempDir()
        let number = #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house","badgeValue":3}]}}"#
        try number.write(toFile: dir + "/n.json", atomically: true, encoding: .utf8)
        try number.replacingOccurrences(of: ":3}", with: ":\"3\"}").write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/n.json", dir + "/s.json", "-o", dir + "/out", "--format", "png"])
        #expect(r.code == 0, "\(r.stderr)")
        let a = FileManager.default.contents(atPath: dir + "/out/n@3x.png"), b = FileManager.default.contents(atPath: dir + "/out/s@3x.png")
        #expect(a != nil && a == b)
        try number.replacingOccurrences(of: ":3}", with: ":2.5}").write(toFile: dir + "/f.json", atomically: true, encoding: .utf8)
        let f = try CLI.run(["check", dir + "/f.json"])
        #expect(f.code == 65)
        #expect(f.stderr.contains("tabBar.items[0].badgeValue: expected a whole number, found 2.5"), "\(f.stderr)")
    }

    @Test("\"red\" suggests systemRed; \"Apple TV\" suggests the Apple TV models")
    func suggestions() throws {
        let dir = try CLI.tempDir()
        try #"{"device":"Apple TV","tabBar":{"tintColor":"red","items":[{"title":"A"}]}}"#.write(toFile: dir + "/d.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", dir + "/d.json"])
        #expect(r.code == 65)
        #expect(r.stderr.contains("did you mean \"systemRed\"?"), "\(r.stderr)")
        #expect(r.stderr.contains("unknown device \"Apple TV\"; did you mean \"Apple TV 4K\", \"Apple TV 4K (2nd generation)\", \"Apple TV 4K (1st generation)\", \"Apple TV HD\"?"), "\(r.stderr)")
    }

    @Test("the PDF creation date is SOURCE_DATE_EPOCH's, else fixed")
    func pdfDate() throws {
        let dir = try CLI.tempDir()
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house"}]}}"#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        _ = try CLI.run(["render", dir + "/s.json", "-o", dir + "/a", "--format", "pdf"], env: ["SOURCE_DATE_EPOCH": ""])
        _ = try CLI.run(["render", dir + "/s.json", "-o", dir + "/b", "--format", "pdf"], env: ["SOURCE_DATE_EPOCH": "1700000000"])
        let a = String(decoding: FileManager.default.contents(atPath: dir + "/a/s.pdf") ?? Data(), as: UTF8.self)
        let b = String(decoding: FileManager.default.contents(atPath: dir + "/b/s.pdf") ?? Data(), as: UTF8.self)
        #expect(a.contains("/CreationDate (20000101000000Z)"))
        #expect(b.contains("/CreationDate (20231114221320Z)"))
    }

    @Test("a transparent backdrop (#00000000) leaves transparent pixels around the bar")
    func transparentBackdrop() throws {
        let dir = try CLI.tempDir()
        try ##"{"device":"iPhone 16","backdrop":{"color":"#00000000"},"tabBar":{"items":[{"title":"Home","image":"house"}]}}"##
            .write(toFile: dir + "/t.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/t.json", "-o", dir + "/out", "--format", "png"])
        #expect(r.code == 0, "\(r.stderr)")
        let png = try #require(FileManager.default.contents(atPath: dir + "/out/t@3x.png"))
        #expect(png.count > 26 && png[25] == 6, "an RGBA PNG")
    }

    @Test("render prints the currentPage clamp warning once")
    func warningOnce() throws {
        let dir = try CLI.tempDir()
        try #"{"device":"iPhone 17 Pro","pageControl":{"numberOfPages":5,"currentPage":9}}"#.write(toFile: dir + "/p.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/p.json", "-o", dir + "/out", "--format", "svg"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "currentPage 9 is out of range").count == 2, "\(r.stderr)")
    }

    /// One spec file on a machine with a spare core: the renderer is made on that core while the
    /// spec is read (MockupPipeline's first renderer). What a user sees must not change: the same
    /// files, the same error for a font that cannot be loaded, and a bad spec still reported.
    @Test("render of one spec (its renderer made ahead) writes and fails as a run of two specs does")
    func earlyRenderer() throws {
        let dir = try CLI.tempDir()
        try StrictEnvironmentTests.tabSpec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        try StrictEnvironmentTests.tabSpec.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let one = try CLI.run(["render", dir + "/a.json", "--format", "png", "-o", dir + "/one"])
        let two = try CLI.run(["render", dir + "/a.json", dir + "/b.json", "--format", "png", "-o", dir + "/two"])
        #expect(one.code == 0 && two.code == 0, "\(one.stderr)\(two.stderr)")
        let a1 = try Data(contentsOf: URL(fileURLWithPath: dir + "/one/a@3x.png"))
        let a2 = try Data(contentsOf: URL(fileURLWithPath: dir + "/two/a@3x.png"))
        #expect(a1 == a2)
        // A font that cannot be loaded: the renderer fails; the same exit code and message.
        let badOne = try CLI.run(["render", dir + "/a.json", "--font", dir + "/none.ttf", "-o", dir + "/bad1"])
        let badTwo = try CLI.run(["render", dir + "/a.json", dir + "/b.json", "--font", dir + "/none.ttf", "-o", dir + "/bad2"])
        #expect(badOne.code != 0 && badOne.code == badTwo.code, "\(badOne.code) \(badTwo.code)")
        #expect(badOne.stderr.contains("none.ttf") && badOne.stderr == badTwo.stderr, "\(badOne.stderr)\n---\n\(badTwo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad1/a@3x.png"))
        // A spec that does not read is reported first, as before.
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house"}]"#.write(toFile: dir + "/broken.json", atomically: true, encoding: .utf8)
        let broken = try CLI.run(["render", dir + "/broken.json", "--font", dir + "/none.ttf", "-o", dir + "/bad3"])
        #expect(broken.code != 0)
        let lines = broken.stderr.split(separator: "\n")
        #expect(lines.first?.contains("broken.json") == true, "\(broken.stderr)")
    }
}

/// Issue 34: the pipeline, and every speed trick in it, lives in the library (`MockupPipeline`);
/// the CLI names files, prints and chooses exit codes.
@Suite("The CLI does not schedule the pipeline (issue 34)")
struct CLISchedulesNothingTests {
    @Test("no file of Sources/navmock starts a thread, prefetches or makes a renderer ahead")
    func noSchedulingInTheCLI() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let dir = root.appendingPathComponent("Sources/navmock").path
        let files = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        let banned = ["BackgroundWork", "Thread(", "Thread {", "DispatchQueue", "WorkerPool", "PixelBudget", "EarlyRenderer",
                      "startLiquidGlassLenses", "startIconMasks", "prefetch", "spare core"]
        for f in files {
            let text = try String(contentsOfFile: dir + "/" + f, encoding: .utf8)
            for word in banned { #expect(!text.contains(word), "Sources/navmock/\(f) mentions \(word)") }
        }
    }
}

/// Issue 13: the `navmock` binary holds no Swift Testing code, so no CLI source may import the
/// test glue (a debug build finds `NavMockTesting`'s module in the build folder anyway and would
/// hide the mistake; the release build refuses it).
@Suite("The CLI's imports (issue 13)")
struct CLIImportTests {
    @Test("no file of Sources/navmock imports NavMockTesting, NavMockUI, Testing or XCTest")
    func noTestImports() throws {
        let dir = TestRepository.path("Sources/navmock")
        let files = try #require(FileManager.default.enumerator(atPath: dir)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        for f in files {
            let text = try String(contentsOfFile: dir + "/" + f, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                let module = line.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
                #expect(!["NavMockTesting", "NavMockUI", "Testing", "XCTest"].contains(module), "\(f): \(line)")
            }
        }
    }

    @Test("Package.swift: neither the tool nor the library it links depends on NavMockUI or NavMockTesting")
    func noBuilderInTheTool() throws {
        let manifest = try String(contentsOfFile: TestRepository.path("Package.swift"), encoding: .utf8)
        for target in ["navmock", "NavMockCore", "NavMockRender", "NavMockSnapshot"] {
            // The target's declaration up to the end of its dependency list.
            let start = try #require(manifest.range(of: "arget(name: \"\(target)\""), "\(target) not declared")
            let rest = manifest[start.upperBound...]
            let declaration = rest.prefix { $0 != ")" }
            #expect(!declaration.contains("\"NavMockUI\"") && !declaration.contains("\"NavMockTesting\""), "\(target): \(declaration)")
        }
    }
}
