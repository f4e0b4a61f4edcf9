import Foundation
import Testing

/// Issue 18: the conventions of rsvg-convert, swift-format, git and GitHub Actions, through the built binary.
extension CLI {
    /// Runs the binary under a pseudo-terminal (`script`), stdout and stderr merged; nil when
    /// util-linux's `script` is not installed.
    static func runOnTerminal(_ args: [String], cwd: String, env: [String: String] = [:]) throws -> Result? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
        let quoted = ([binary] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        p.arguments = ["-qec", quoted, "/dev/null"]
        p.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var e = ProcessInfo.processInfo.environment
        e["NO_COLOR"] = nil; e["TERM"] = "xterm"
        for (k, v) in env { e[k] = v }
        p.environment = e
        let out = Pipe()
        p.standardOutput = out; p.standardError = out; p.standardInput = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(code: p.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }

    /// A folder with `n` copies of the good spec (`s1.json`…), and a `.git` folder (a repository root).
    static func project(specs n: Int) throws -> String {
        let dir = try tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: true)
        for i in 1...max(1, n) { try goodSpec.write(toFile: dir + "/specs/s\(i).json", atomically: true, encoding: .utf8) }
        return dir
    }

    static func json(_ text: String) -> Any? { try? JSONSerialization.jsonObject(with: Data(text.utf8)) }
}

@Suite("Issue 18 §1: one output to a file or stdout")
struct SingleOutputTests {
    @Test("-o FILE writes that one file in the format of its extension; --format wins; -o - writes the bytes to stdout")
    func singleFile() throws {
        let dir = try CLI.project(specs: 1), spec = dir + "/specs/s1.json"
        let png = try CLI.run(["render", spec, "-o", dir + "/my.png"])
        #expect(png.code == 0, "\(png.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: dir + "/my.png"))
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try CLI.run(["render", spec, "-o", dir + "/v.svg"]).code == 0)
        #expect(String(decoding: try #require(FileManager.default.contents(atPath: dir + "/v.svg")), as: UTF8.self).contains("<svg"))
        #expect(try CLI.run(["render", spec, "-o", dir + "/odd.svg", "--format", "pdf"]).code == 0)
        #expect(FileManager.default.contents(atPath: dir + "/odd.svg").map { Array($0.prefix(4)) } == Array("%PDF".utf8))
        let out = try CLI.run(["render", spec, "-o", "-"])
        #expect(out.code == 0)
        #expect(Array(out.stdout.utf8.prefix(4)) == [0xEF, 0xBF, 0xBD, 0x50] || out.stdout.utf8.dropFirst().starts(with: Array("PNG".utf8)))
        let svg = try CLI.run(["render", spec, "-o", "-", "--format", "svg"])
        #expect(svg.code == 0 && svg.stdout.hasPrefix("<?xml") && svg.stdout.contains("</svg>"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/-"))
        // On a terminal, binary bytes are refused (64, nothing written); SVG text may go there.
        if let tty = try CLI.runOnTerminal(["render", spec, "-o", "-"], cwd: dir) {
            #expect(tty.code == 64 && tty.stdout.contains("to the terminal") && !tty.stdout.contains("PNG\r\n"), "\(tty.stdout)")
            let ttySVG = try #require(try CLI.runOnTerminal(["render", spec, "-o", "-", "--format", "svg"], cwd: dir))
            #expect(ttySVG.code == 0 && ttySVG.stdout.contains("</svg>"))
        }
    }

    @Test("-o FILE with more than one output is a usage error (64), short, and nothing is written; an existing folder stays a folder")
    func severalOutputs() throws {
        let dir = try CLI.project(specs: 2)
        for args in [["render", dir + "/specs/s1.json", "-o", dir + "/x.png", "--scale", "1,2"],
                     ["render", dir + "/specs", "-o", dir + "/x.png"],
                     ["render", dir + "/specs/s1.json", "-o", "-", "--format", "png,svg"]] {
            let r = try CLI.run(args)
            #expect(r.code == 64, "\(args): \(r.stderr)")
            #expect(r.stderr.contains("takes one output") && r.stderr.contains("--help") && r.stderr.utf8.count < 2000)
            #expect(r.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
        try FileManager.default.createDirectory(atPath: dir + "/folder.png", withIntermediateDirectories: true)
        #expect(try CLI.run(["render", dir + "/specs/s1.json", "-o", dir + "/folder.png"]).code == 0)
        #expect(CLI.files(in: dir + "/folder.png") == ["s1.svg", "s1@3x.png"])
    }

    @Test("--name names a spec read from stdin; a path or a --name without - is refused (64)")
    func stdinName() throws {
        let dir = try CLI.tempDir()
        let r = try CLI.run(["render", "-", "--name", "clock", "-o", dir + "/out"], stdin: goodSpec)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out") == ["clock.svg", "clock@3x.png"])
        #expect(try CLI.run(["render", "-", "--name", "../up", "-o", dir + "/out"], stdin: goodSpec).code == 64)
        #expect(try CLI.run(["render", dir + "/out", "--name", "x", "-o", dir + "/o2"]).code == 64)
    }
}

@Suite("Issue 18 §3: help and arguments")
struct HelpArgumentTests {
    static let commands = ["render", "layout", "check", "test", "diff", "gallery", "list", "schema", "doctor", "completions", "help"]

    @Test("-h and --help on every command print its usage (0); help help; the top help names every command's every option")
    func helpEverywhere() throws {
        let top = try CLI.run(["help"])
        #expect(top.code == 0)
        for c in Self.commands {
            for flag in ["-h", "--help"] {
                let r = try CLI.run(c == "help" ? ["help", flag] : [c, flag])
                #expect(r.code == 0, "\(c) \(flag): \(r.stderr)")
                #expect(r.stdout.hasPrefix("usage: navmock \(c)"), "\(c) \(flag): \(r.stdout.prefix(80))")
            }
            let help = try CLI.run(["help", c]).stdout
            #expect(help.hasPrefix("usage: navmock \(c)"))
            // Every option of the command's help is in the top-level help.
            let options = help.split(whereSeparator: { !($0.isLetter || $0 == "-") }).filter { $0.hasPrefix("--") && $0.count > 2 && $0 != "--help" }
            for o in Set(options) { #expect(top.stdout.contains(String(o)), "top help lacks \(o) of \(c)") }
        }
        #expect(top.stdout.contains("sarif") && top.stdout.contains("github") && top.stdout.contains("--sarif-root"))
        #expect(try CLI.run(["help", "help"]).stdout.contains("Without COMMAND"))
    }

    @Test("unexpected arguments are refused with 64 and a short message pointing to --help")
    func unexpected() throws {
        for args in [["doctor", "extra"], ["schema", "extra"], ["--version", "extra"], ["help", "render", "extra"], ["list", "devices", "extra"],
                     ["list", "rules", "--search", "x"], ["completions"], ["completions", "tcsh"], ["render", "--bogus", "x.json"],
                     ["layout", "a.json", "b.json"], ["--quiet", "--verbose", "list", "rules"]] {
            let r = try CLI.run(args)
            #expect(r.code == 64, "\(args): \(r.code) \(r.stderr)")
            #expect(CLI.startsWithError(r.stderr) && r.stderr.utf8.count < 2000, "\(args): \(r.stderr)")
            #expect(r.stderr.contains("--help") || r.stderr.contains("navmock help"), "\(args): \(r.stderr)")
        }
    }

    @Test("a usage error names the option as written (-o with its long form) and suggests only near spellings")
    func spelledAsWritten() throws {
        for (args, want, not) in [(["render", "x.json", "-o"], "option -o (--output) needs a value", "x"),
                                  (["render", "x.json", "--output"], "option --output needs a value", "(--output)"),
                                  (["render", "x.json", "--no-check=yes"], "option --no-check takes no value", "x"),
                                  (["completions", "tcsh"], "bash, zsh or fish", "did you mean"),
                                  (["completions", "bsah"], #"did you mean "bash"?"#, "zsh\"")] {
            let r = try CLI.run(args)
            #expect(r.code == 64, "\(args): \(r.code)")
            #expect(r.stderr.contains(want), "\(args): \(r.stderr)")
            let firstLine = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(!firstLine.contains(not) || not == "x", "\(args): \(firstLine)")
        }
    }

    @Test("list … --json is a JSON array of objects; list devices' columns line up for the longest name")
    func lists() throws {
        for (which, key) in [("devices", "name"), ("symbols", "name"), ("rules", "id"), ("templates", "path")] {
            let r = try CLI.run(["list", which, "--json"])
            #expect(r.code == 0, "\(which): \(r.stderr)")
            let rows = try #require(CLI.json(r.stdout) as? [[String: Any]], "\(which): \(r.stdout.prefix(200))")
            #expect(!rows.isEmpty && rows.allSatisfy { $0[key] is String }, "\(which)")
        }
        let rules = try #require(CLI.json(try CLI.run(["list", "rules", "--json"]).stdout) as? [[String: Any]])
        #expect(rules.contains { ($0["helpUri"] as? String)?.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/") == true })
        let search = try #require(CLI.json(try CLI.run(["list", "symbols", "--search", "alarm", "--json"]).stdout) as? [[String: Any]])
        #expect(search.contains { $0["name"] as? String == "alarm" })
        let lines = try CLI.run(["list", "devices"]).stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first)
        let col = try #require(header.range(of: "PLATFORM")).lowerBound.utf16Offset(in: header)
        #expect(lines.count > 10)
        for l in lines.dropFirst() {
            let chars = Array(l)
            #expect(chars.count > col && chars[col - 1] == " " && chars[col] != " " && chars[col - 2] == " ", "misaligned: \(l)")
        }
    }

    @Test("completions for bash, zsh and fish name every command and option; the bash script parses")
    func completions() throws {
        let render = try CLI.run(["render", "--help"]).stdout
        for shell in ["bash", "zsh", "fish"] {
            let r = try CLI.run(["completions", shell])
            #expect(r.code == 0 && !r.stdout.isEmpty, "\(shell)")
            for c in HelpArgumentTests.commands { #expect(r.stdout.contains(c), "\(shell) lacks \(c)") }
            for o in ["output", "name", "sarif-root", "github", "record", "quiet"] {
                #expect(r.stdout.contains(shell == "fish" ? "-l \(o)" : "--\(o)"), "\(shell) lacks --\(o)")
            }
            #expect(render.contains("--name"))
        }
        // --format's values follow the command: report formats for check, image formats elsewhere.
        let bashScript = try CLI.run(["completions", "bash"]).stdout
        let checkArm = try #require(bashScript.split(separator: "\n").first { $0.contains("\"check --format\")") })
        #expect(checkArm.contains("text json sarif github") && !checkArm.contains("png"), "\(checkArm)")
        let formatArm = try #require(bashScript.split(separator: "\n").first { $0.contains("*\" --format\")") })
        #expect(formatArm.contains("png svg pdf") && !formatArm.contains("sarif"), "\(formatArm)")
        let fish = try CLI.run(["completions", "fish"]).stdout
        #expect(fish.contains("from check' -l format -x -a 'text json sarif github'") && fish.contains("from render' -l format -x -a 'png svg pdf'"), "\(fish)")
        let dir = try CLI.tempDir()
        try bashScript.write(toFile: dir + "/c.bash", atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-n", dir + "/c.bash"]
        try p.run(); p.waitUntilExit()
        #expect(p.terminationStatus == 0)
    }

    @Test("--quiet drops the status lines, keeps errors; --verbose says what it reads")
    func quietVerbose() throws {
        let dir = try CLI.project(specs: 2)
        let normal = try CLI.run(["render", dir + "/specs", "-o", dir + "/o1"])
        #expect(normal.stderr.contains("wrote ") && normal.stderr.contains("rendered 2 specs, 4 files, 0 failed"))
        let quiet = try CLI.run(["--quiet", "render", dir + "/specs", "-o", dir + "/o2"])
        #expect(quiet.code == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(CLI.files(in: dir + "/o2").count == 4)
        let bad = try CLI.run(["render", dir + "/nope.json", "--quiet"])
        #expect(bad.code == 66 && CLI.startsWithError(bad.stderr))
        let verbose = try CLI.run(["render", dir + "/specs", "-o", dir + "/o3", "--verbose"])
        #expect(verbose.stderr.contains("rendering \(dir)/specs/s1.json"))
    }
}

@Suite("Issue 18 §2: navmock.json")
struct ProjectConfigTests {
    @Test("found upwards up to the repository root; formats, scales, fonts relative to the file; flags override; doctor names it")
    func defaults() throws {
        let dir = try CLI.project(specs: 1)
        try #"{"formats": ["pdf"], "scales": [1, 2]}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/specs/deep", withIntermediateDirectories: true)
        let r = try CLI.run(["render", "../s1.json", "-o", "out"], cwd: dir + "/specs/deep")
        #expect(r.code == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir + "/specs/deep/out") == ["s1.pdf"])
        let png = try CLI.run(["render", "../s1.json", "-o", "png", "--format", "png"], cwd: dir + "/specs/deep")
        #expect(CLI.files(in: dir + "/specs/deep/png") == ["s1@1x.png", "s1@2x.png"], "\(png.stderr)")
        let doctor = try CLI.run(["doctor"], cwd: dir + "/specs/deep")
        #expect(doctor.stdout.contains("configuration: \(dir)/navmock.json"))
        // A navmock.json above the repository root is not used.
        let inner = dir + "/specs/repo"
        try FileManager.default.createDirectory(atPath: inner + "/.git", withIntermediateDirectories: true)
        #expect(try CLI.run(["doctor"], cwd: inner).stdout.contains("configuration: none"))
        let plain = try CLI.run(["render", "../s1.json", "-o", "out"], cwd: inner)
        #expect(CLI.files(in: inner + "/out") == ["s1.svg", "s1@3x.png"], "\(plain.stderr)")
        // Fonts: relative to the file (a missing one is named with its full path).
        try #"{"fonts": ["fonts/Brand.otf"]}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        let f = try CLI.run(["render", "s1.json", "-o", "o"], cwd: dir + "/specs", env: ["NAVMOCK_FONTS": ""])
        #expect(f.code == 66 && f.stderr.contains("\(dir)/fonts/Brand.otf"), "\(f.stderr)")
    }

    @Test("unknown keys and wrong values are errors (64) with FILE:LINE:COLUMN and a suggestion")
    func errors() throws {
        let dir = try CLI.project(specs: 1)
        try "{\n  \"scale\": [2],\n  \"record\": \"nevr\",\n  \"check\": {\"ignore\": [\"tab-bar.overflw\"]}\n}".write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", "specs"], cwd: dir)
        #expect(r.code == 64)
        #expect(r.stderr.contains("navmock.json:2:3: error: navmock.json: unknown key \"scale\"; did you mean \"scales\"?"), "\(r.stderr)")
        #expect(r.stderr.contains("navmock.json:3:13: error: record:") && r.stderr.contains("did you mean \"never\"?"), "\(r.stderr)")
        #expect(r.stderr.contains("did you mean \"tab-bar.overflow\"?"), "\(r.stderr)")
        // Any bytes: an error, never a crash or a hang.
        var seed: UInt64 = 18
        for n in [0, 1, 7, 300, 5000] {
            var bytes = [UInt8]()
            for _ in 0..<n { seed = seed &* 6364136223846793005 &+ 1442695040888963407; bytes.append(UInt8(truncatingIfNeeded: seed >> 33)) }
            try Data(bytes).write(to: URL(fileURLWithPath: dir + "/navmock.json"))
            let g = try CLI.run(["check", "specs"], cwd: dir, timeout: 30)
            #expect(g.code == 64 && CLI.startsWithError(g.stderr) && g.stderr.utf8.count < 2000, "\(n) bytes: \(g.code) \(g.stderr.prefix(300))")
        }
        for text in ["[]", "{\"scales\": [1e400]}", "{\"scales\": [-1]}", "{\"comparison\": {\"maxDiffPixels\": 1e30}}", "{\"formats\": \"png\"}",
                     "{\"comparison\": {\"channelTolerance\": 1.5}}", "{\"fonts\": [\"\"]}", "{\"exclude\": [1]}", "{\"a\":1,\"a\":2}"] {
            try text.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
            let g = try CLI.run(["check", "specs"], cwd: dir, timeout: 30)
            #expect(g.code == 64, "\(text): \(g.code) \(g.stderr)")
        }
    }

    @Test("check ignores, excludes, tolerances and the record mode come from the file; the command line wins")
    func checkAndTest() throws {
        let dir = try CLI.project(specs: 2)
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Buy","image":"cart"},{"title":"Home","image":"house"}]}}"#
            .write(toFile: dir + "/specs/verb.json", atomically: true, encoding: .utf8)
        try #"{"check": {"ignore": ["tab-bar.action-title"]}, "exclude": ["s2.json"]}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        let c = try CLI.run(["check", "--strict", "specs"], cwd: dir)
        #expect(c.code == 0 && !c.stdout.contains("tab-bar.action-title") && c.stdout.contains("2 specs checked"), "\(c.stdout)")
        let flags = try CLI.run(["check", "--strict", "specs", "--ignore", "tab-bar.unfilled-symbol"], cwd: dir)
        #expect(flags.code == 1 && flags.stdout.contains("tab-bar.action-title"), "\(flags.stdout)")
        // record: the file's mode applies where neither --record, NAVMOCK_RECORD nor CI decides.
        try #"{"record": "never", "comparison": {"maxDiffPixels": 5}}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        let env = ["CI": "", "NAVMOCK_RECORD": ""]
        let never = try CLI.run(["test", "specs/s1.json", "--artifacts", dir + "/a"], cwd: dir, env: env)
        #expect(never.code == 1 && !FileManager.default.fileExists(atPath: dir + "/specs/__snapshots__"), "\(never.stdout)")
        let rec = try CLI.run(["test", "specs/s1.json", "--record", "missing", "--artifacts", dir + "/a", "--json"], cwd: dir, env: env)
        #expect(rec.code == 1 && FileManager.default.fileExists(atPath: dir + "/specs/__snapshots__/s1@3x.png"), "\(rec.stderr)")
        #expect(rec.stdout.contains("up to 5 differing pixels"), "\(rec.stdout.prefix(600))")
    }
}

@Suite("Issue 18 §4: progress, summaries, colour")
struct ProgressSummaryTests {
    @Test("on a terminal: one progress line, messages above it, colour; piped or NO_COLOR: neither")
    func terminal() throws {
        let dir = try CLI.project(specs: 3)
        try "{".write(toFile: dir + "/specs/s4.json", atomically: true, encoding: .utf8)
        guard let t = try CLI.runOnTerminal(["render", "specs", "-o", "out"], cwd: dir) else { return }
        #expect(t.code == 65)
        #expect(t.stdout.contains("\r\u{1B}[K[1/3] s1") && t.stdout.contains("[3/3] s3"), "\(t.stdout.debugDescription)")
        #expect(t.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(t.stdout.debugDescription)")
        #expect(t.stdout.contains("\r\u{1B}[Krendered 4 specs, 6 files, 1 failed"), "\(t.stdout.debugDescription)")
        let nc = try #require(try CLI.runOnTerminal(["render", "specs", "-o", "out"], cwd: dir, env: ["NO_COLOR": "1"]))
        #expect(!nc.stdout.contains("\u{1B}[1;31m") && nc.stdout.contains("[3/3]"))
        let q = try #require(try CLI.runOnTerminal(["render", "specs", "-o", "out", "--quiet"], cwd: dir))
        #expect(!q.stdout.contains("[1/3]"))
        let c = try #require(try CLI.runOnTerminal(["check", "specs"], cwd: dir))
        #expect(c.stdout.contains("[3/4]") || c.stdout.contains("[4/4]"), "\(c.stdout.debugDescription)")
        let piped = try CLI.run(["render", "specs", "-o", "out"], cwd: dir)
        #expect(!piped.stderr.contains("\u{1B}") && piped.stderr.contains("rendered 4 specs, 6 files, 1 failed"))
    }

    @Test("render --json lists the files and the failures; gallery's summary counts failed specs")
    func summaries() throws {
        let dir = try CLI.project(specs: 2)
        try "{".write(toFile: dir + "/specs/s3.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", "specs", "-o", "out", "--json"], cwd: dir)
        #expect(r.code == 65)
        let o = try #require(CLI.json(r.stdout) as? [String: Any], "\(r.stdout)")
        #expect((o["files"] as? [[String: Any]])?.count == 4 && o["specs"] as? Int == 3 && o["failed"] as? Int == 1)
        let f = try #require((o["failures"] as? [[String: Any]])?.first)
        #expect(f["spec"] as? String == "specs/s3.json" && f["exitCode"] as? Int == 65 && (f["message"] as? String)?.contains("s3.json:") == true)
        // A saved render --json is not read as a spec.
        try r.stdout.write(toFile: dir + "/specs/rendered.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["render", "specs", "-o", "out2"], cwd: dir).stderr.contains("rendered 3 specs"))
        let g = try CLI.run(["gallery", "specs", "-o", "gal"], cwd: dir)
        #expect(g.code == 65 && g.stderr.contains("3 specs, 1 failed"), "\(g.stderr)")
    }
}

@Suite("Issue 18 §5-6: CI annotations and SARIF")
struct AnnotationSARIFTests {
    @Test("check --format github prints workflow commands at the spec lines, escaped")
    func checkGitHub() throws {
        let dir = try CLI.project(specs: 1)
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Buy","image":"cart"},{"title":"Home","image":"house"}]}}"#
            .write(toFile: dir + "/specs/verb, 1.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", "specs"], cwd: dir)
        let g = try CLI.run(["check", "specs", "--format", "github"], cwd: dir)
        #expect(g.code == r.code)
        let lines = g.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(lines.contains { $0.hasPrefix("::warning file=specs/verb%2C 1.json,line=1,col=") && $0.contains("title=navmock check [tab-bar.action-title]::tabBar.items[0].title: ") }, "\(g.stdout)")
        #expect(lines.count == r.stdout.split(separator: "\n").count - 1, "\(g.stdout)")
        // The closing summary is the text format's, word for word (the info count follows the contrast rules).
        let summary = r.stdout.split(separator: "\n").last.map(String.init) ?? "(none)"
        #expect(summary.hasPrefix("2 specs checked: 0 errors, 1 warning, ") && g.stdout.hasSuffix(summary + "\n"), "\(g.stdout)")
    }

    @Test("test --github FILE writes an error command per failing case, beside --junit and --json")
    func testGitHub() throws {
        let dir = try CLI.project(specs: 1)
        let env = ["CI": "", "NAVMOCK_RECORD": ""]
        #expect(try CLI.run(["test", "specs", "--record", "all"], cwd: dir, env: env).code == 0)
        try goodSpec.replacingOccurrences(of: "\"2\"", with: "\"3\"").write(toFile: dir + "/specs/s1.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["test", "specs", "--github", "gh.txt", "--junit", "j.xml", "--artifacts", "art"], cwd: dir, env: env)
        #expect(r.code == 1)
        let gh = try String(contentsOfFile: dir + "/gh.txt", encoding: .utf8)
        #expect(gh.hasPrefix("::error file=specs/s1.json,line=1,title=navmock test s1@3x (failed)::") && gh.contains("%0Adiff image: "), "\(gh)")
        let out = try CLI.run(["test", "specs", "--github", "-", "--artifacts", "art"], cwd: dir, env: env)
        #expect(out.stdout.contains("::error file=specs/s1.json"))
        #expect(try CLI.run(["test", "specs", "--github", "-", "--json"], cwd: dir, env: env).code == 64)
    }

    @Test("SARIF: URIs percent-encoded relative to SRCROOT (--sarif-root), rules with help and guideline links, an invocation")
    func sarif() throws {
        let dir = try CLI.project(specs: 1)
        try FileManager.default.createDirectory(atPath: dir + "/specs/tab bars", withIntermediateDirectories: true)
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Buy","image":"cart"},{"title":"Home","image":"house"}]}}"#
            .write(toFile: dir + "/specs/tab bars/réveil#1.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", "specs", "--format", "sarif"], cwd: dir)
        let log = try #require(CLI.json(r.stdout) as? [String: Any], "\(r.stdout)")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = try #require((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"])
        #expect(base == "file://\(URL(fileURLWithPath: dir).standardizedFileURL.path)/")
        let results = try #require(run["results"] as? [[String: Any]])
        let uris = results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String] }
        #expect(uris.contains { $0["uri"] == "specs/tab%20bars/r%C3%A9veil%231.json" && $0["uriBaseId"] == "SRCROOT" }, "\(uris)")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let actionRule = try #require(rules.first { $0["id"] as? String == "tab-bar.action-title" })
        let link = actionRule["helpUri"] as? String
        #expect(link == "https://developer.apple.com/design/human-interface-guidelines/tab-bars")
        let inv = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(inv["executionSuccessful"] as? Bool == true && inv["exitCode"] as? Int == 0 && (inv["commandLine"] as? String)?.contains("--format sarif") == true)
        // --sarif-root: the base moves, the URIs follow.
        let s2 = try CLI.run(["check", "specs", "--format", "sarif", "--sarif-root", "specs"], cwd: dir)
        #expect(s2.stdout.contains("\"uri\" : \"tab%20bars/r%C3%A9veil%231.json\""), "\(s2.stdout.prefix(300))")
        #expect(try CLI.run(["check", "specs", "--sarif-root", "specs"], cwd: dir).code == 64)
    }
}
