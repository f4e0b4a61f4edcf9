import Foundation
import NavMockTestSupport
import NavMockCore
import NavMockTesting
import Testing

/// Runs the built `navmock` binary and checks stdout, stderr, the exit code and the files written.
struct CLI {
    static var root: String { TestRepository.root }

    /// The binary next to the test bundle (`swift build`/`swift test` put both in .build/<config>/).
    static let binary: String = {
        let fm = FileManager.default
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("navmock").path
            if fm.isExecutableFile(atPath: candidate) { return candidate }
            dir.deleteLastPathComponent()
        }
        return root + "/.build/debug/navmock"
    }()

    struct Result { let code: Int32; let stdout: String; let stderr: String }

    /// Whether `stderr` starts with an error in the compiler form: `error: …` or
    /// `FILE:LINE:COLUMN: error: …` (issue 43 §3).
    static func startsWithError(_ stderr: String) -> Bool {
        let first = stderr.prefix { $0 != "\n" }
        return first.hasPrefix("error: ") || first.wholeMatch(of: /.+:\d+:\d+: error: .+/) != nil
    }

    /// Runs the binary; kills it and reports exit code -1 after `timeout` seconds. The kill is
    /// SIGKILL: Foundation's `Process` on Linux starts children with most signals blocked, so the
    /// SIGTERM of `terminate()` would be ignored by a hung child and the test would hang with it.
    static func run(_ args: [String], stdin: String? = nil, cwd: String? = nil, env: [String: String] = [:], timeout: Double = 120) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        var environment = ProcessInfo.processInfo.environment
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out; p.standardError = err; p.standardInput = inp
        try p.run()
        let pid = p.processIdentifier
        let timer = DispatchWorkItem { if p.isRunning { kill(pid, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        if let stdin { inp.fileHandleForWriting.write(Data(stdin.utf8)) }
        try inp.fileHandleForWriting.close()
        // Read both pipes concurrently, so a chatty process cannot block on a full pipe.
        nonisolated(unsafe) var e = Data()
        let errDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { e = err.fileHandleForReading.readDataToEndOfFile(); errDone.signal() }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        errDone.wait()
        p.waitUntilExit()
        timer.cancel()
        let crashed = p.terminationReason == .uncaughtSignal
        return Result(code: crashed ? -1 : p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    static func tempDir() throws -> String { try temporaryFolder("cli") }

    static func files(in dir: String) -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: dir)) ?? []).sorted()
    }
}

let goodSpec = #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house"},{"title":"Alarm","image":"alarm","badgeValue":"2"}]}}"#

@Suite("navmock command line")
struct CLITests {
    @Test("render writes <spec>@<scale>x.png and <spec>.svg, and exits 0")
    func render() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/home.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/home.json", "-o", dir + "/out", "--scale", "1,2", "--format=png,svg,pdf"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out") == ["home.pdf", "home.svg", "home@1x.png", "home@2x.png"])
        let png = try #require(FileManager.default.contents(atPath: dir + "/out/home@2x.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test("a folder's tree is mirrored under the output folder")
    func mirrorTree() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/specs/a/b", withIntermediateDirectories: true)
        try goodSpec.write(toFile: dir + "/specs/a/b/deep.json", atomically: true, encoding: .utf8)
        try goodSpec.write(toFile: dir + "/specs/top.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/specs", "-o", dir + "/out", "--format", "svg"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out") == ["a", "a/b", "a/b/deep.svg", "top.svg"])
    }

    @Test("an invalid spec exits 65 with FILE:LINE:COLUMN: path: message, and writes nothing")
    func invalidSpec() throws {
        let dir = try CLI.tempDir()
        let bad = "{\n  \"tabBar\": {\n    \"items\": [ { \"titel\": \"Home\" } ]\n  }\n}\n"
        try bad.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/bad.json", "-o", dir + "/out"])
        #expect(r.code == 65)
        #expect(r.stderr.contains("\(dir)/bad.json:3:18: error: tabBar.items[0].titel: unknown key \"titel\"; did you mean \"title\"?"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test("a missing spec exits 66; a missing icon exits 66 naming the JSON path")
    func missing() throws {
        let dir = try CLI.tempDir()
        let r1 = try CLI.run(["render", dir + "/nope.json", "-o", dir + "/out"])
        #expect(r1.code == 66)
        try #"{"tabBar":{"items":[{"title":"A","image":"icons/none.svg"}]}}"#.write(toFile: dir + "/icon.json", atomically: true, encoding: .utf8)
        let r2 = try CLI.run(["render", dir + "/icon.json", "-o", dir + "/out"])
        #expect(r2.code == 66)
        #expect(r2.stderr.contains("tabBar.items[0].image"), "\(r2.stderr)")
        #expect(CLI.files(in: dir + "/out").isEmpty)
    }

    @Test("an output path under a file exits 73 and leaves nothing behind")
    func unwritable() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        try "x".write(toFile: dir + "/file", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/s.json", "-o", dir + "/file/out"])
        #expect(r.code == 73, "\(r.stderr)")
        #expect(CLI.files(in: dir) == ["file", "s.json"])
    }

    @Test("an error leaves an existing output untouched; no temporary files remain")
    func atomic() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", dir + "/s.json", "-o", dir + "/out", "--format", "svg"]).code == 0)
        let before = try #require(FileManager.default.contents(atPath: dir + "/out/s.svg"))
        try #"{"tabBar":{"items":[{"title":"A","image":"icons/none.svg"}]}}"#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", dir + "/s.json", "-o", dir + "/out", "--format", "svg"]).code == 66)
        #expect(FileManager.default.contents(atPath: dir + "/out/s.svg") == before)
        #expect(CLI.files(in: dir + "/out") == ["s.svg"])
    }

    @Test("a batch renders the good specs and exits with the most severe code")
    func batch() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        try "{".write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        try #"{"tabBar":{"items":[{"title":"A","image":"icons/none.svg"}]}}"#.write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/a.json", dir + "/b.json", dir + "/c.json", "-o", dir + "/out", "--format", "svg"])
        #expect(r.code == 66)   // 66 (missing icon) is more severe than 65 (invalid JSON)
        #expect(CLI.files(in: dir + "/out") == ["a.svg"])
        #expect(r.stderr.contains("b.json:1:2"))
    }

    @Test("usage errors exit 64 with a suggestion")
    func usage() throws {
        let r1 = try CLI.run(["rendr"])
        #expect(r1.code == 64)
        #expect(r1.stderr.contains("did you mean \"render\"?"))
        let r2 = try CLI.run(["render", "x.json", "--scal", "2"])
        #expect(r2.code == 64)
        #expect(r2.stderr.contains("--scale"))
        #expect(try CLI.run(["render", "x.json", "--scale", "0"]).code == 64)
        #expect(try CLI.run(["render", "x.json", "--format", "gif"]).code == 64)
        #expect(try CLI.run([]).code == 64)
    }

    @Test("layout prints sorted JSON with frames in screen coordinates; `-` reads standard input")
    func layout() throws {
        let r = try CLI.run(["layout", "-"], stdin: goodSpec)
        #expect(r.code == 0, "\(r.stderr)")
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(obj["role"] as? String == "canvas")
        let env = try #require(obj["environment"] as? [String: Any])
        #expect(env["device"] as? String == "iPhone 16")
        #expect(env["tabBarDesign"] as? String == "liquidGlass")
        // Stable text: the same bytes twice.
        #expect(try CLI.run(["layout", "-"], stdin: goodSpec).stdout == r.stdout)
        #expect(r.stdout.contains("\"role\": \"tabBar.item.badge\""))
    }

    @Test("schema is JSON; list, doctor, help and --version answer")
    func info() throws {
        let s = try CLI.run(["schema"])
        #expect(s.code == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(s.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let d = try CLI.run(["list", "devices"])
        #expect(d.code == 0 && d.stdout.contains("iPhone SE (3rd generation)") && d.stdout.contains("Apple Watch Series 10 (46mm)"))
        let sy = try CLI.run(["list", "symbols"])
        #expect(sy.code == 0 && sy.stdout.contains("magnifyingglass") && sy.stdout.contains("search.svg"))
        let t = try CLI.run(["list", "templates"], cwd: CLI.root)
        #expect(t.code == 0 && t.stdout.contains("clock-en-light.json"), "\(t.stderr)")
        let doc = try CLI.run(["doctor"])
        #expect(doc.code == 0, "\(doc.stdout)\(doc.stderr)")
        #expect(doc.stdout.contains("cairo 1.") && doc.stdout.contains("pango 1.") && doc.stdout.contains("librsvg 2."))
        #expect(doc.stdout.contains("Noto Sans CJK SC"))
        for c in ["render", "layout", "list", "schema", "doctor"] {
            let h = try CLI.run(["help", c])
            #expect(h.code == 0 && h.stdout.contains("usage: navmock \(c)"), "\(c)")
        }
        #expect(try CLI.run(["--version"]).stdout.hasPrefix("navmock "))
    }

    @Test("the committed schema file is what `navmock schema` prints")
    func schemaFile() throws {
        let s = try CLI.run(["schema"])
        let file = try #require(FileManager.default.contents(atPath: CLI.root + "/schema/spec-v1.json"))
        #expect(String(decoding: file, as: UTF8.self) == s.stdout, "regenerate with: navmock schema > schema/spec-v1.json")
    }

    @Test("the Templates are clean under `navmock check` (intended findings are suppressed with a reason)")
    func templatesClean() throws {
        let r = try CLI.run(["check", CLI.root + "/Templates"])
        #expect(r.code == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains(" 0 errors, 0 warnings"), "\(r.stdout)")
        #expect(!r.stdout.contains(": warning:") && !r.stdout.contains(": error:"))
    }

    @Test("check: findings as lines, JSON and SARIF; exit 1 on errors, 1 on warnings with --strict, 65 for an unreadable spec")
    func check() throws {
        let dir = try CLI.tempDir()
        try #"{"platform":"watchOS","tabBar":{"items":[{"title":"Add","image":"plus"}]}}"#.write(toFile: dir + "/watch.json", atomically: true, encoding: .utf8)
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Compose","image":"house.fill"},{"title":"Inbox","image":"tray.fill"}]}}"#.write(toFile: dir + "/verb.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", dir + "/watch.json"])
        #expect(r.code == 1)
        #expect(r.stdout.contains("\(dir)/watch.json:1:32: error: tabBar: watchOS has no tab bar"), "\(r.stdout)")
        #expect(r.stdout.contains("[tab-bar.platform]"))
        let w = try CLI.run(["check", dir + "/verb.json"])
        #expect(w.code == 0)
        #expect(w.stdout.contains("warning: tabBar.items[0].title:") && w.stdout.contains("[tab-bar.action-title]"))
        #expect(try CLI.run(["check", "--strict", dir + "/verb.json"]).code == 1)
        #expect(try CLI.run(["check", "--strict", "--ignore", "tab-bar.action-title", dir + "/verb.json"]).code == 0)
        #expect(try CLI.run(["check", "--ignore", "tab-bar.actoin-title", dir + "/verb.json"]).code == 64)
        let j = try CLI.run(["check", "--json", dir + "/verb.json"])
        let arr = try JSONParser.parse(Array(j.stdout.utf8))
        // The first action-title finding (contrast findings measured on the pixels may come before it).
        guard case .array(let items) = arr.value, let first = items.first(where: {
            if case .string(let r)? = $0["rule"]?.value { return r == "tab-bar.action-title" }; return false
        }) else { Issue.record("no action-title finding in the JSON array: \(j.stdout)"); return }
        if case .string(let rule)? = first["rule"]?.value { #expect(rule == "tab-bar.action-title") } else { Issue.record("no rule") }
        let s = try CLI.run(["check", "--format", "sarif", dir + "/verb.json"])
        let sarif = try JSONParser.parse(Array(s.stdout.utf8))
        if case .string(let v)? = sarif["version"]?.value { #expect(v == "2.1.0") } else { Issue.record("no SARIF version") }
        #expect(s.stdout.replacingOccurrences(of: "\" : ", with: "\": ").contains("\"ruleId\": \"tab-bar.action-title\""))
        try "{".write(toFile: dir + "/broken.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", dir + "/broken.json"]).code == 65)
        // render runs the checks: warnings on stderr, and --strict refuses.
        let rr = try CLI.run(["render", dir + "/verb.json", "-o", dir + "/out", "--format", "svg"])
        #expect(rr.code == 0 && rr.stderr.contains("[tab-bar.action-title]"))
        let rs = try CLI.run(["render", dir + "/verb.json", "-o", dir + "/strict", "--format", "svg", "--strict"])
        #expect(rs.code == 1 && CLI.files(in: dir + "/strict").isEmpty)
        let lr = try CLI.run(["list", "rules"])
        #expect(lr.stdout.contains("page-control.too-many-pages") && lr.stdout.contains("tab-bar.overflow"))
    }

    @Test("every Template renders")
    func templates() throws {
        let dir = try CLI.tempDir()
        let r = try CLI.run(["render", CLI.root + "/Templates", "-o", dir, "--format", "png,svg", "--scale", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        let files = CLI.files(in: dir).filter { $0.hasSuffix(".png") }
        #expect(files.count >= 8)
    }
}
