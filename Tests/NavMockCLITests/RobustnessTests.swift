import Foundation
import Testing

/// The failures of the robustness issue (streams, device files, partial batches, manifests,
/// temporary files, walking folders), each through the built binary. Permission cases run as
/// `nobody` (with setpriv) when the tests run as root, where `chmod 000` proves nothing.
@Suite("Robustness: streams, device files, batches")
struct RobustnessTests {
    /// Runs `script` with /bin/sh; `$NAVMOCK` is the binary. CI and NAVMOCK_RECORD are removed.
    static func shell(_ script: String, cwd: String? = nil) throws -> CLI.Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", script]
        if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
        var e = ProcessInfo.processInfo.environment
        e["CI"] = nil; e["NAVMOCK_RECORD"] = nil
        e["NAVMOCK"] = CLI.binary
        p.environment = e
        let out = try CLI.tempDir() + "/stdout", err = (out as NSString).deletingLastPathComponent + "/stderr"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        p.standardOutput = FileHandle(forWritingAtPath: out)
        p.standardError = FileHandle(forWritingAtPath: err)
        p.standardInput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let crashed = p.terminationReason == .uncaughtSignal
        return CLI.Result(code: crashed ? -1 : p.terminationStatus,
                          stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                          stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    /// A folder anyone may write, with two good specs `a.json` and `b.json`.
    static func workspace() throws -> String {
        let dir = try CLI.tempDir()
        chmod(dir, 0o777)
        try goodSpec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        try goodSpec.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        return dir
    }

    /// The command prefix that drops root: `setpriv` to nobody when running as root.
    static var asNobody: String { getuid() == 0 ? "setpriv --reuid=nobody --regid=nogroup --clear-groups " : "" }

    static func isCharacterDevice(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR
    }

    @Test("an unwritable or closed stdout or stderr gives exit 74, never a crash; a failed stderr does not stop the batch")
    func streams() throws {
        let dir = try Self.workspace()
        let full = try Self.shell("\"$NAVMOCK\" layout a.json > /dev/full", cwd: dir)
        #expect(full.code == 74, "\(full.stderr)")
        #expect(full.stderr.contains("standard output"))
        let closed = try Self.shell("\"$NAVMOCK\" layout a.json >&-", cwd: dir)
        #expect(closed.code == 74, "\(closed.stderr)")
        // An image for a closed stdout is lost: the error, and no "wrote the image to stdout".
        let image = try Self.shell("\"$NAVMOCK\" render a.json -o - --format svg >&-", cwd: dir)
        #expect(image.code == 74 && image.stderr.contains("output was lost") && !image.stderr.contains("wrote"), "\(image.stderr)")
        let errFull = try Self.shell("\"$NAVMOCK\" render a.json b.json -o out 2>/dev/full", cwd: dir)
        #expect(errFull.code == 74)
        #expect(FileManager.default.fileExists(atPath: dir + "/out/b.svg"), "the batch went on")
        let errClosed = try Self.shell("\"$NAVMOCK\" render a.json b.json -o out2 2>&-", cwd: dir)
        #expect(errClosed.code == 74)
        #expect(FileManager.default.fileExists(atPath: dir + "/out2/b.svg"))
        // A reader that stops early (`| head -1`): 74 for pipefail, but no message about lost output.
        // (list symbols prints ~100 KB, more than a pipe holds, so the write after head exits fails.)
        let piped = try Self.shell("{ \"$NAVMOCK\" list symbols; echo \"status=$?\" >&2; } | head -1 >/dev/null", cwd: dir)
        #expect(piped.stderr.contains("status=74"), "\(piped.stderr)")
        #expect(!piped.stderr.contains("standard output"), "\(piped.stderr)")
        // Both: no message can be written, still no crash.
        let both = try Self.shell("\"$NAVMOCK\" layout a.json >&- 2>&-", cwd: dir)
        #expect(both.code == 74)
    }

    @Test("device files and symlinks are written to, never renamed over")
    func deviceTargets() throws {
        let dir = try Self.workspace()
        #expect(try Self.shell("\"$NAVMOCK\" test a.json --record all >/dev/null 2>&1", cwd: dir).code == 0)
        let png = try #require(CLI.files(in: dir + "/__snapshots__").first { $0.hasSuffix(".png") })
        let ref = dir + "/__snapshots__/" + png

        let full = try Self.shell("\"$NAVMOCK\" test a.json --junit /dev/full", cwd: dir)
        #expect(full.code == 74, "\(full.stderr)")
        #expect(full.stderr.contains("/dev/full"))
        #expect(Self.isCharacterDevice("/dev/full"), "/dev/full is still a device")

        let null = try Self.shell("\"$NAVMOCK\" diff \(ref) \(ref) -o /dev/null", cwd: dir)
        #expect(null.code == 0, "\(null.stderr)")
        #expect(Self.isCharacterDevice("/dev/null"))

        let stdout = try Self.shell("\"$NAVMOCK\" test a.json --junit /dev/stdout", cwd: dir)
        #expect(stdout.code == 0, "\(stdout.stderr)")
        #expect(stdout.stdout.contains("<testsuites"))
        // As a non-root user too.
        let user = try Self.shell(Self.asNobody + "\"$NAVMOCK\" test a.json --junit /dev/stdout --artifacts \(dir)/arts", cwd: dir)
        #expect(user.code == 0, "\(user.stderr)")
        #expect(user.stdout.contains("<testsuites"))

        // A symlink to a regular file is written through; the link stays.
        try "old".write(toFile: dir + "/real.xml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.xml", withDestinationPath: "real.xml")
        #expect(try Self.shell("\"$NAVMOCK\" test a.json --junit link.xml", cwd: dir).code == 0)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.xml")) == "real.xml")
        #expect(((try? String(contentsOfFile: dir + "/real.xml", encoding: .utf8)) ?? "").contains("<testsuites"))
    }

    @Test("an unreadable folder exits 66 naming it, and the rest of the batch runs (as a non-root user)")
    func unreadableFolder() throws {
        let dir = try Self.workspace()
        let specs = dir + "/specs"
        try FileManager.default.createDirectory(atPath: specs + "/sub", withIntermediateDirectories: true)
        try goodSpec.write(toFile: specs + "/one.json", atomically: true, encoding: .utf8)
        try goodSpec.write(toFile: specs + "/sub/two.json", atomically: true, encoding: .utf8)
        for d in [specs, specs + "/sub"] { chmod(d, 0o777) }
        chmod(specs + "/sub", 0)
        defer { chmod(specs + "/sub", 0o755); chmod(specs, 0o755) }
        let r = try Self.shell(Self.asNobody + "\"$NAVMOCK\" render specs -o \(dir)/out", cwd: dir)
        #expect(r.code == 66, "\(r.stderr)")
        #expect(r.stderr.contains("specs/sub: cannot read the folder"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/one.svg"), "the rest of the batch ran")

        chmod(specs + "/sub", 0o755)
        chmod(specs, 0)
        for command in ["render specs -o \(dir)/out2", "check specs", "test specs --artifacts \(dir)/arts"] {
            let w = try Self.shell(Self.asNobody + "\"$NAVMOCK\" " + command, cwd: dir)
            #expect(w.code == 66, "\(command): \(w.code) \(w.stderr)")
            #expect(w.stderr.contains("specs: cannot read the folder"), "\(command)")
        }
    }

    @Test("a missing spec does not stop the batch: the others are rendered, exit 66")
    func missingSpec() throws {
        let dir = try Self.workspace()
        let r = try CLI.run(["render", "a.json", "missing.json", "b.json", "-o", "out"], cwd: dir)
        #expect(r.code == 66)
        #expect(r.stderr.contains("missing.json: no such file"))
        #expect(CLI.files(in: dir + "/out").filter { $0.hasSuffix(".svg") } == ["a.svg", "b.svg"])
        let c = try CLI.run(["check", "a.json", "missing.json", "b.json"], cwd: dir)
        #expect(c.code == 66)
        #expect(c.stdout.contains("2 specs checked"))
    }

    @Test("one-character names (a spec `b`, `a.json`, a folder `o/`) never crash any command",
          arguments: [["render", "b", "-o", "o"], ["render", "a.json", "-o", "o/"], ["check", "b"], ["layout", "b"],
                      ["test", "a.json", "--references", "r"], ["test", "b"], ["gallery", "b", "-o", "g"]])
    func oneCharacterNames(_ args: [String]) throws {
        let dir = try Self.workspace()
        try FileManager.default.copyItem(atPath: dir + "/a.json", toPath: dir + "/b")
        let r = try CLI.run(args, cwd: dir)
        #expect(r.code != -1, "crashed: \(r.stderr.prefix(300))")
        #expect([0, 1].contains(r.code), "\(args): \(r.code) \(r.stderr.prefix(300))")
    }

    @Test("specs whose outputs would have the same name are refused before anything is written (65, naming both)")
    func collisions() throws {
        let dir = try Self.workspace()
        for sub in ["p", "q"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true)
            try goodSpec.write(toFile: dir + "/\(sub)/x.json", atomically: true, encoding: .utf8)
        }
        for args in [["render", "p/x.json", "q/x.json", "-o", "out"], ["render", "p", "q", "-o", "out"], ["render", "p", "q/x.json", "-o", "out"],
                     ["gallery", "p", "q", "-o", "out"], ["test", "p", "q", "--references", "out"]] {
            let r = try CLI.run(args, cwd: dir)
            #expect(r.code == 65, "\(args): \(r.stderr)")
            #expect(r.stderr.contains("p/x.json") && r.stderr.contains("q/x.json"), "\(args): \(r.stderr)")
            #expect(CLI.files(in: dir + "/out").isEmpty, "\(args) wrote \(CLI.files(in: dir + "/out"))")
            #expect(!FileManager.default.fileExists(atPath: dir + "/p/__snapshots__"))
        }
    }

    @Test("each reference's manifest entry is written with it; a missing entry is added by a later run, which says so")
    func manifestRepair() throws {
        let dir = try Self.workspace()
        #expect(try navmock(["test", "a.json", "b.json", "--record", "all"], cwd: dir).code == 0)
        let manifest = dir + "/__snapshots__/manifest.json"
        let written = try String(contentsOfFile: manifest, encoding: .utf8)
        #expect(written.contains("a@3x.png") && written.contains("b@3x.png"))
        try FileManager.default.removeItem(atPath: manifest)
        let r = try navmock(["test", "a.json", "b.json"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("manifest: added the missing entry for a@3x.png"))
        #expect(try String(contentsOfFile: manifest, encoding: .utf8).contains("b@3x.png"))
        // Under record never (CI) nothing is written.
        try FileManager.default.removeItem(atPath: manifest)
        #expect(try navmock(["test", "a.json", "--record", "never"], cwd: dir).code == 0)
        #expect(!FileManager.default.fileExists(atPath: manifest))
    }

    @Test("a manifest that cannot be written is an error, exit 73")
    func manifestUnwritable() throws {
        let dir = try Self.workspace()
        try FileManager.default.createDirectory(atPath: dir + "/__snapshots__/manifest.json", withIntermediateDirectories: true)
        let r = try navmock(["test", "a.json", "--record", "all"], cwd: dir)
        #expect(r.code == 73, "\(r.stdout) \(r.stderr)")
        #expect((r.stdout + r.stderr).contains("manifest.json"))
    }

    @Test("temporary files are .navmock-tmp-PID-*; those left by killed runs (unlocked, over a minute old) are removed when writing there again")
    func staleTemporaries() throws {
        let dir = try Self.workspace()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        // The dead one is an hour old and nobody holds its lock; the live one was just made.
        let dead = dir + "/out/.navmock-tmp-99999999-123", live = dir + "/out/.navmock-tmp-\(getpid())-456"
        for p in [dead, live] { FileManager.default.createFile(atPath: p, contents: Data("x".utf8)) }
        var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, dead, &times, 0) == 0)
        #expect(try CLI.run(["render", "a.json", "-o", "out"], cwd: dir).code == 0)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(!CLI.files(in: dir + "/out").contains { $0.contains("tmp") && !$0.hasSuffix("-456") })
    }

    @Test("FIFOs are skipped when walking a folder and refused (66) when named; no hang")
    func fifos() throws {
        let dir = try Self.workspace()
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: true)
        try goodSpec.write(toFile: dir + "/specs/one.json", atomically: true, encoding: .utf8)
        #expect(mkfifo(dir + "/specs/pipe.json", 0o644) == 0)
        let walked = try CLI.run(["render", "specs", "-o", "out"], cwd: dir, timeout: 30)
        #expect(walked.code == 0, "\(walked.stderr)")
        #expect(CLI.files(in: dir + "/out").contains("one.svg"))
        let check = try CLI.run(["check", "specs"], cwd: dir, timeout: 30)
        #expect(check.code == 0)
        let named = try CLI.run(["check", "specs/pipe.json"], cwd: dir, timeout: 30)
        #expect(named.code == 66, "\(named.stderr)")
        #expect(named.stderr.contains("not a regular file"))
    }

    @Test("NavMock's own outputs in a spec folder are not specs; --exclude skips more")
    func ownOutputs() throws {
        let dir = try Self.workspace()
        #expect(try CLI.run(["gallery", ".", "-o", "gallery"], cwd: dir).code == 0)
        #expect(try navmock(["test", ".", "--json", "--record", "all"], cwd: dir).code == 0)
        let results = try navmock(["test", ".", "--json"], cwd: dir)
        try results.stdout.write(toFile: dir + "/results.json", atomically: true, encoding: .utf8)
        try CLI.run(["check", ".", "--format", "sarif"], cwd: dir).stdout.write(toFile: dir + "/check.sarif.json", atomically: true, encoding: .utf8)
        let c = try CLI.run(["check", "."], cwd: dir)
        #expect(c.code == 0, "\(c.stdout) \(c.stderr)")
        #expect(c.stdout.contains("2 specs checked"), "\(c.stdout)")
        let ex = try CLI.run(["check", ".", "--exclude", "b.*"], cwd: dir)
        #expect(ex.stdout.contains("1 spec checked"), "\(ex.stdout)")
    }

    @Test("test that ran nothing fails (exit 1): an empty folder, a --filter that matches nothing")
    func ranNothing() throws {
        let dir = try Self.workspace()
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
        let empty = try navmock(["test", "empty"], cwd: dir)
        #expect(empty.code == 1)
        #expect(empty.stderr.contains("no snapshot test ran"))
        let filtered = try navmock(["test", "a.json", "--filter", "nothing-like-this"], cwd: dir)
        #expect(filtered.code == 1)
        #expect(filtered.stderr.contains("matched none") && filtered.stderr.contains("case-sensitively"))
    }
}
