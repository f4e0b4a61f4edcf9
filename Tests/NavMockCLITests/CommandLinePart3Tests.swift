import Foundation
import NavMockCore
import NavMockTestSupport
import Testing

/// Issue 43: the command line, part 3, through the built binary.
extension CLI {
    /// Runs `navmock ARGS` by its bare name through a shell whose `PATH` is `path` and the system
    /// folders, from `cwd`, with `NAVMOCK_TEMPLATES` unset: as a user runs an installed binary.
    static func runFromPath(_ args: [String], path: String, cwd: String) throws -> Result {
        let quoted = (["navmock"] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", quoted]
        p.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var e = ProcessInfo.processInfo.environment
        e["NAVMOCK_TEMPLATES"] = nil
        e["PATH"] = path + ":/usr/local/bin:/usr/bin:/bin"
        p.environment = e
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err; p.standardInput = FileHandle.nullDevice
        try p.run()
        nonisolated(unsafe) var errData = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        p.waitUntilExit()
        return Result(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Copies the built binary to `bin/navmock` and of `Templates` to
    /// `share/navmock/Templates` under `prefix`, as the README's install commands do.
    static func install(into prefix: String) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix + "/share/navmock", withIntermediateDirectories: true)
        try fm.copyItem(atPath: binary, toPath: prefix + "/bin/navmock")
        try fm.copyItem(atPath: root + "/Templates", toPath: prefix + "/share/navmock/Templates")
    }

    static func realPath(_ p: String) -> String { URL(fileURLWithPath: p).resolvingSymlinksInPath().path }
}

@Suite("Issue 43 §1: an installed navmock finds its Templates")
struct InstalledTemplatesTests {
    /// `list templates` lists the installed Templates and `doctor` names their folder.
    func expectFinds(_ templates: String, path: String) throws {
        let elsewhere = try CLI.tempDir()   // its parent holds no share/navmock
        let expected = (try? FileManager.default.subpathsOfDirectory(atPath: templates))?.filter { $0.hasSuffix(".json") }.count ?? 0
        #expect(expected >= 8)
        let list = try CLI.runFromPath(["list", "templates"], path: path, cwd: elsewhere)
        #expect(list.code == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == expected, "\(list.stdout)")
        #expect(lines.allSatisfy { $0.hasPrefix(CLI.realPath(templates) + "/") }, "\(list.stdout)")
        let doctor = try CLI.runFromPath(["doctor"], path: path, cwd: elsewhere)
        #expect(doctor.stdout.contains("templates: \(CLI.realPath(templates))\n"), "\(doctor.stdout)")
    }

    @Test("<prefix>/bin/navmock run by its name through PATH, from another folder, finds <prefix>/share/navmock/Templates")
    func installedCopy() throws {
        let prefix = try CLI.tempDir()
        try CLI.install(into: prefix)
        try expectFinds(prefix + "/share/navmock/Templates", path: prefix + "/bin")
    }

    @Test("a symlink on PATH to <prefix>/bin/navmock finds the Templates of the binary's own prefix")
    func symlinked() throws {
        let root = try CLI.tempDir()
        try CLI.install(into: root + "/opt/navmock")
        try FileManager.default.createDirectory(atPath: root + "/usr/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/usr/bin/navmock", withDestinationPath: root + "/opt/navmock/bin/navmock")
        #expect(!FileManager.default.fileExists(atPath: root + "/usr/share/navmock/Templates"))
        try expectFinds(root + "/opt/navmock/share/navmock/Templates", path: root + "/usr/bin")
    }
}

@Suite("Issue 43 §2: small frictions")
struct SmallFrictionsTests {
    func files(_ r: CLI.Result) throws -> [String] {
        let o = try #require(CLI.json(r.stdout) as? [String: Any], "\(r.stdout) \(r.stderr)")
        let files = try #require(o["files"] as? [[String: Any]])
        return files.compactMap { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } }
    }

    @Test("a scale or a format given twice is written once")
    func duplicates() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/home.json", atomically: true, encoding: .utf8)
        let scales = try CLI.run(["render", dir + "/home.json", "-o", dir + "/a", "--scale", "1,2,1.0", "--format", "png", "--json"])
        #expect(scales.code == 0, "\(scales.stderr)")
        #expect(try files(scales) == ["home@1x.png", "home@2x.png"])
        let formats = try CLI.run(["render", dir + "/home.json", "-o", dir + "/b", "--format", "png,svg,png", "--scale", "2", "--json"])
        #expect(formats.code == 0, "\(formats.stderr)")
        #expect(try files(formats) == ["home@2x.png", "home.svg"])
        let wrote = try CLI.run(["render", dir + "/home.json", "-o", dir + "/c", "--scale", "1,1", "--format", "png"])
        #expect(wrote.stderr.components(separatedBy: "wrote ").count == 2, "\(wrote.stderr)")
        // One output, however often it is named: `-o FILE` takes it.
        let single = try CLI.run(["render", dir + "/home.json", "-o", dir + "/one.png", "--scale", "2,2"])
        #expect(single.code == 0, "\(single.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/one.png"))
    }

    static let scaleNote = "note: --scale sets the pixel scale of PNG files only; SVG and PDF are drawn in points and ignore it"

    @Test("--scale with only SVG or PDF requested is noted on stderr, not refused")
    func scaleIgnoredForVectors() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/home.json", atomically: true, encoding: .utf8)
        let svg = try CLI.run(["render", dir + "/home.json", "-o", dir + "/a", "--format", "svg,pdf", "--scale", "2"])
        #expect(svg.code == 0, "\(svg.stderr)")
        #expect(svg.stderr.split(separator: "\n").filter { $0 == Self.scaleNote }.count == 1, "\(svg.stderr)")
        #expect(CLI.files(in: dir + "/a") == ["home.pdf", "home.svg"])
        let file = try CLI.run(["render", dir + "/home.json", "-o", dir + "/b.svg", "--scale", "3"])
        #expect(file.code == 0 && file.stderr.contains(Self.scaleNote), "\(file.stderr)")
        // Not when a PNG takes it, nor without --scale, nor under --quiet.
        for args in [["--format", "png,svg", "--scale", "2"], ["--format", "svg"], ["--format", "svg", "--scale", "2", "--quiet"]] {
            let r = try CLI.run(["render", dir + "/home.json", "-o", dir + "/c"] + args)
            #expect(r.code == 0 && !r.stderr.contains("note:"), "\(args): \(r.stderr)")
        }
    }

    @Test("device names ignore case and repeated spaces; the canonical name is printed")
    func deviceNames() throws {
        let spec = #"{"device":"  iphone   17 PRO ","tabBar":{"items":[{"title":"Home","image":"house"},{"title":"Alarm","image":"alarm"}]}}"#
        let layout = try CLI.run(["layout", "-"], stdin: spec)
        #expect(layout.code == 0, "\(layout.stderr)")
        let root = try #require(CLI.json(layout.stdout) as? [String: Any])
        let env = try #require(root["environment"] as? [String: Any])
        #expect(env["device"] as? String == "iPhone 17 Pro")
        let dir = try CLI.tempDir()
        let svg = try CLI.run(["render", "-", "-o", dir + "/x.svg"], stdin: spec)
        #expect(svg.code == 0, "\(svg.stderr)")
        let text = try String(contentsOfFile: dir + "/x.svg", encoding: .utf8)
        #expect(text.contains("on iPhone 17 Pro") && !text.contains("iphone"), "\(text.prefix(600))")
        // A typo still gets its suggestion, in the catalog's spelling.
        let typo = try CLI.run(["layout", "-"], stdin: #"{"device":"iphone  17 prp"}"#)
        #expect(typo.code == 65 && typo.stderr.contains(#"did you mean "iPhone 17 Pro"?"#), "\(typo.stderr)")
        // The schema accepts what the reader accepts, and still offers the catalog's names.
        let schema = SchemaValidator(root: try JSONParser.parse(Array(try CLI.run(["schema"]).stdout.utf8)))
        #expect(schema.validate(try JSONParser.parse(Array(spec.utf8)), schema.root).isEmpty)
        #expect(!schema.validate(try JSONParser.parse(Array(#"{"device":"iphone 17 prp"}"#.utf8)), schema.root).isEmpty)
        #expect(try CLI.run(["schema"]).stdout.contains("\"iPhone 17 Pro\""))
    }

    @Test("-V prints the version like --version")
    func shortVersion() throws {
        let long = try CLI.run(["--version"]), short = try CLI.run(["-V"])
        #expect(short.code == 0 && short.stdout == long.stdout && short.stdout.hasPrefix("navmock "), "\(short.stderr)")
        #expect(try CLI.run(["-V", "extra"]).code == 64)
    }

    /// Item 2: a repository root holds JSON that is not a spec.
    @Test("check, render and test of a repository folder read only the specs in it")
    func foldersWithOtherJSON() throws {
        let dir = try CLI.tempDir()
        let fm = FileManager.default
        let spec = StrictEnvironmentTests.tabSpec
        try spec.write(toFile: dir + "/bar.json", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: dir + "/mockups/dots", withIntermediateDirectories: true)
        try #"{"device":"iPhone 16","pageControl":{"numberOfPages":3}}"#.write(toFile: dir + "/mockups/dots/pages.json", atomically: true, encoding: .utf8)
        try #"{"name":"app","version":"1.0.0","scripts":{"test":"jest"}}"#.write(toFile: dir + "/package.json", atomically: true, encoding: .utf8)
        try "{\n  // comments: not JSON\n  \"compilerOptions\": {}\n}\n".write(toFile: dir + "/tsconfig.json", atomically: true, encoding: .utf8)
        try #"{"scales":[2]}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        try #"[1, 2, 3]"#.write(toFile: dir + "/mockups/data.json", atomically: true, encoding: .utf8)
        let check = try CLI.run(["check", dir])
        #expect(check.code == 0, "\(check.stderr)")
        #expect(check.stdout.contains("2 specs checked"), "\(check.stdout)")
        let render = try CLI.run(["render", dir, "-o", dir + "/out", "--format", "svg"])
        #expect(render.code == 0, "\(render.stderr)")
        let written = try fm.subpathsOfDirectory(atPath: dir + "/out").filter { $0.hasSuffix(".svg") }.sorted()
        #expect(written == ["bar.svg", "mockups/dots/pages.svg"], "\(written)")
        // --verbose names what was skipped, and why.
        let verbose = try CLI.run(["check", dir, "--verbose"])
        for name in ["package.json", "tsconfig.json", "navmock.json", "data.json"] {
            #expect(verbose.stderr.contains(name) && verbose.stderr.contains("not a spec"), "\(name): \(verbose.stderr)")
        }
        // A broken spec is still a spec: reported, not skipped.
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house"}]"#.write(toFile: dir + "/broken.json", atomically: true, encoding: .utf8)
        let broken = try CLI.run(["check", dir])
        #expect(broken.code == 65 && broken.stderr.contains("broken.json"), "\(broken.code) \(broken.stderr)")
        try fm.removeItem(atPath: dir + "/broken.json")
        let record = try CLI.run(["test", dir, "--record", "all"], env: ["CI": "false"])
        #expect(record.code == 0, "\(record.stderr)")
        let test = try CLI.run(["test", dir, "--record", "never"])
        #expect(test.code == 0 && test.stdout.contains("2 passed"), "\(test.stdout)\(test.stderr)")
        // A folder of JSON with no spec in it says what a spec is.
        let other = try CLI.tempDir()
        try #"{"name":"app"}"#.write(toFile: other + "/package.json", atomically: true, encoding: .utf8)
        let none = try CLI.run(["check", other])
        #expect(none.code == 66 && none.stderr.contains("no specs") && none.stderr.contains("\"tabBar\"")
                && none.stderr.contains("package.json"), "\(none.stderr)")
        // A file named on the command line is always a spec.
        let named = try CLI.run(["check", other + "/package.json"])
        #expect(named.code == 65, "\(named.stderr)")
    }

    /// Item 3: every command's diagnostics in the compiler form, which a gcc-style problem
    /// matcher reads (`^(.+):(\d+):(\d+): (error|warning|info): (.*)$`).
    @Test("every command's diagnostics match a gcc-style problem matcher")
    func compilerForm() throws {
        let dir = try CLI.tempDir()
        // An unknown key (an error), a contrast finding and a More tab (warnings), a reader warning.
        try #"{"device":"iPhone 16","tabBar":{"items":[{"titel":"Home","image":"house"}]}}"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let items = (0..<7).map { #"{"title":"Tab \#($0)","image":"star"}"# }.joined(separator: ",")
        try ##"{"device":"iPhone 16","osVersion":"18","tabBar":{"tintColor":"#F2F2F7","items":[\##(items)]}}"##.write(toFile: dir + "/warn.json", atomically: true, encoding: .utf8)
        let matcher = try Regex(#"^(.+):(\d+):(\d+): (error|warning|info): (.*)$"#)
        let unlocated = try Regex(#"^(error|warning): (?!.*:\d+:\d+: ).+$"#)   // a place goes first
        var located = 0, severities = Set<String>()
        func lines(_ r: CLI.Result) -> [String] { (r.stdout + "\n" + r.stderr).split(separator: "\n").map(String.init) }
        let runs: [[String]] = [
            ["check", dir + "/bad.json"], ["check", dir + "/warn.json"], ["check", dir],
            ["render", dir + "/bad.json", "-o", dir + "/out"], ["render", dir + "/warn.json", "-o", dir + "/out", "--format", "svg"],
            ["layout", dir + "/bad.json"], ["layout", dir + "/warn.json"],
            ["test", dir, "--record", "never"], ["gallery", dir, "-o", dir + "/gallery"],
            ["render", dir + "/missing.json"], ["check", dir + "/bad.json", "--format", "github"],
        ]
        for args in runs {
            let r = try CLI.run(args)
            for line in lines(r) where line.contains("error:") || line.contains("warning:") || line.contains(": info:") {
                if line.hasPrefix("::") { continue }   // GitHub workflow commands have their own form
                if let m = line.wholeMatch(of: matcher) {
                    located += 1
                    severities.insert(String(m.output[4].substring ?? ""))
                    #expect(FileManager.default.fileExists(atPath: String(m.output[1].substring ?? "")), "\(args): \(line)")
                } else {
                    #expect(line.wholeMatch(of: unlocated) != nil, "\(args): not in the compiler form: \(line)")
                }
            }
        }
        #expect(located >= 8, "\(located)")
        #expect(severities == ["error", "warning", "info"], "\(severities)")
    }

    /// Item 7: a baseline of known findings; only new ones fail.
    @Test("check --write-baseline records the findings; --baseline fails only on new ones")
    func baseline() throws {
        let dir = try CLI.tempDir()
        let items = (0..<7).map { #"{"title":"T\#($0)","image":"star"}"# }
        func write(_ list: [String]) throws {
            try #"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[\#(list.joined(separator: ","))]}}"#.write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        }
        try write(items)
        let strict = try CLI.run(["check", dir, "--strict"])
        #expect(strict.code == 1 && strict.stdout.contains("[tab-bar.overflow]"), "\(strict.stdout)")
        let rec = try CLI.run(["check", dir, "--strict", "--write-baseline", dir + "/base.json"])
        #expect(rec.code == 0, "\(rec.stderr)")
        let base = try String(contentsOfFile: dir + "/base.json", encoding: .utf8)
        #expect(base.hasPrefix("{\n  \"navmockBaseline\": 1,") && base.contains("\"rule\": \"tab-bar.overflow\""), "\(base)")
        let known = try CLI.run(["check", dir, "--strict", "--baseline", dir + "/base.json"])
        #expect(known.code == 0 && !known.stdout.contains("[tab-bar.overflow]") && known.stdout.contains("known from the baseline"), "\(known.stdout)")
        // A new warning fails; the known ones stay quiet. A line moved above them changes nothing.
        var more = items
        more[0] = #"{"title":"Home","image":"house.fill"}"#
        more.insert(#"{"title":"Settings and privacy controls","image":"gear"}"#, at: 0)
        try write(more)
        let new = try CLI.run(["check", dir, "--strict", "--baseline", dir + "/base.json"])
        #expect(new.code == 1, "\(new.stdout)")
        #expect(!new.stdout.contains("[tab-bar.overflow]"), "\(new.stdout)")
        // Fewer tabs: the overflow is fixed, and the run says the baseline can shrink.
        try write(Array(items.prefix(4)))
        let fixed = try CLI.run(["check", dir, "--baseline", dir + "/base.json"])
        #expect(fixed.code == 0 && fixed.stderr.contains("no longer occur"), "\(fixed.stderr)")
        // A file that is not a baseline, or none.
        try #"{"findings": []}"#.write(toFile: dir + "/wrong.json", atomically: true, encoding: .utf8)
        let wrong = try CLI.run(["check", dir + "/w.json", "--baseline", dir + "/wrong.json"])
        #expect(wrong.code == 65 && wrong.stderr.contains("not a navmock check baseline"), "\(wrong.stderr)")
        let missing = try CLI.run(["check", dir + "/w.json", "--baseline", dir + "/none.json"])
        #expect(missing.code == 66, "\(missing.stderr)")
        #expect(try CLI.run(["check", dir, "--baseline", "a", "--write-baseline", "b"]).code == 64)
    }

    /// Item 6: a project's first files.
    @Test("navmock init writes a project that renders, checks and tests at once, and keeps what exists")
    func initProject() throws {
        let dir = try CLI.tempDir()
        let r = try CLI.run(["init", "p"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let p = dir + "/p"
        for f in ["navmock.json", "mockups/tab-bar.json", ".gitignore"] {
            #expect(FileManager.default.fileExists(atPath: p + "/" + f), "\(f)")
        }
        let render = try CLI.run(["render", "mockups", "-o", "out"], cwd: p)
        #expect(render.code == 0 && CLI.files(in: p + "/out").contains("tab-bar@3x.png"), "\(render.stderr)")
        #expect(try CLI.run(["check", "mockups", "--strict"], cwd: p).code == 0)
        #expect(try CLI.run(["test", "mockups", "--record", "all"], cwd: p, env: ["CI": "false"]).code == 0)
        #expect(try CLI.run(["test", "mockups"], cwd: p, env: ["CI": "true"]).code == 0)
        // A second run keeps everything, and the ignore line is there once.
        try "edited".write(toFile: p + "/navmock.json", atomically: true, encoding: .utf8)
        let again = try CLI.run(["init", "p"], cwd: dir)
        #expect(again.code == 0 && again.stderr.contains("kept"), "\(again.stderr)")
        #expect(try String(contentsOfFile: p + "/navmock.json", encoding: .utf8) == "edited")
        let ignore = try String(contentsOfFile: p + "/.gitignore", encoding: .utf8)
        #expect(ignore.components(separatedBy: ".navmock-artifacts/").count == 2, "\(ignore)")
        // An existing .gitignore is appended to, its lines kept.
        let q = dir + "/q"
        try FileManager.default.createDirectory(atPath: q, withIntermediateDirectories: true)
        try "build/\nnode_modules".write(toFile: q + "/.gitignore", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["init", q]).code == 0)
        #expect(try String(contentsOfFile: q + "/.gitignore", encoding: .utf8).hasPrefix("build/\nnode_modules\n# navmock test"))
        // Never through a symlink.
        let s = dir + "/s"
        try FileManager.default.createDirectory(atPath: s, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: s + "/navmock.json", withDestinationPath: dir + "/elsewhere.json")
        let link = try CLI.run(["init", s, "--force"])
        #expect(link.code == 73 && !FileManager.default.fileExists(atPath: dir + "/elsewhere.json"), "\(link.stderr)")
    }

    /// Item 6: one set-up script for the README, CI and the image.
    @Test("the Dockerfile only runs scripts/setup.sh, on Debian 12")
    func dockerfile() throws {
        let text = try String(contentsOfFile: CLI.root + "/Dockerfile", encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.first?.hasPrefix("FROM ") == true && lines.first?.contains("bookworm") == true, "\(lines)")
        let runs = lines.filter { $0.hasPrefix("RUN ") }
        #expect(runs.count == 1 && runs[0].contains("bash scripts/setup.sh --prefix /usr/local"), "\(runs)")
        let ci = try String(contentsOfFile: CLI.root + "/.ci/run", encoding: .utf8)
        #expect(ci.contains("bash scripts/setup.sh"))
    }

    @Test("scripts/setup.sh --prefix installs a navmock that finds its Templates",
          .enabled(if: FileManager.default.isExecutableFile(atPath: CLI.root + "/.build/release/navmock"),
                   "needs the release build that scripts/setup.sh makes (.ci/run runs it before the tests)"))
    func setupPrefix() throws {
        let prefix = try CLI.tempDir() + "/prefix"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = [CLI.root + "/scripts/setup.sh", "--no-install", "--no-build", "--prefix", prefix]
        p.standardOutput = FileHandle.nullDevice
        try p.run(); p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let r = try CLI.runFromPath(["list", "templates"], path: prefix + "/bin", cwd: "/")
        #expect(r.code == 0 && r.stdout.contains("tab-bars/"), "\(r.stderr)")
    }

    /// Item 4: variants that do what a user expects.
    @Test("variants: a disabled tab is named, an invalid variant writes nothing and every one is reported, --vary says what it renames")
    func variantSurprises() throws {
        let dir = try CLI.tempDir()
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"A","image":"house"},{"title":"B","image":"star"}]},"variants":{"tabBar.items[1].isEnabled":[true,false]}}"#
            .write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/s.json", "-o", dir + "/out", "--format", "svg"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out").sorted() == ["s-disabled.svg", "s.svg"], "\(CLI.files(in: dir + "/out"))")
        // Two variants that cannot be drawn: nothing is written, both are reported.
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"A","image":"house"}]},"variants":{"device":["iPhone 16","Apple Watch Series 11 (46mm)"],"osVersion":["18","17"]}}"#
            .write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let bad = try CLI.run(["render", dir + "/bad.json", "-o", dir + "/out2", "--format", "svg"])
        #expect(bad.code == 65, "\(bad.stderr)")
        #expect(CLI.files(in: dir + "/out2").isEmpty, "\(CLI.files(in: dir + "/out2"))")
        #expect(bad.stderr.contains("watchOS has no tab bar"), "\(bad.stderr)")
        #expect(bad.stderr.contains("variants.osVersion[0]") && bad.stderr.contains("variants.osVersion[1]"), "\(bad.stderr)")
        // --vary multiplies the spec's own variants; a note says how they are named now.
        let vary = try CLI.run(["render", dir + "/s.json", "-o", dir + "/out3", "--format", "svg", "--vary", "appearance=light,dark"])
        #expect(vary.code == 0 && vary.stderr.contains("note: ") && vary.stderr.contains("disabled → disabled-light, disabled-dark"), "\(vary.stderr)")
        #expect(CLI.files(in: dir + "/out3").count == 4)
    }
}
