import Foundation
import NavMockTestSupport
import Testing

/// Issue 35 item 5: a cloned repository cannot make `navmock test` or `gallery` write outside it
/// through committed symbolic links, and its `navmock.json` is trusted as git trusts a repository.
@Suite("A cloned repository: committed links and navmock.json")
struct ClonedRepositoryTests {
    /// CI off, no safe folders, no icon-mask cache, unless a test says otherwise.
    static func run(_ args: [String], cwd: String, env: [String: String] = [:]) throws -> CLI.Result {
        var e = ["CI": "", "NAVMOCK_RECORD": "", "NAVMOCK_CACHE_DIR": "", "NAVMOCK_SAFE_DIRECTORIES": "", "NAVMOCK_ARTIFACTS": ""]
        for (k, v) in env { e[k] = v }
        return try CLI.run(args, cwd: cwd, env: e)
    }

    /// A project with `a.json` and its recorded reference at 1x; and a folder outside it holding
    /// `precious.txt`, which no run may change.
    static func project() throws -> (dir: String, outside: String) {
        let dir = try CLI.tempDir(), outside = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        try "precious".write(toFile: outside + "/precious.txt", atomically: true, encoding: .utf8)
        let r = try run(["test", "a.json", "--scale", "1", "--record", "all"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        return (dir, outside)
    }

    static func untouched(_ outside: String, _ names: [String] = ["precious.txt"]) throws -> Bool {
        try CLI.files(in: outside) == names && String(contentsOfFile: outside + "/precious.txt", encoding: .utf8) == "precious"
    }

    @Test("a committed link at __snapshots__/manifest.json is refused (73), recording or not; nothing outside changes")
    func manifestLink() throws {
        let (dir, outside) = try Self.project()
        let manifest = dir + "/__snapshots__/manifest.json"
        try FileManager.default.removeItem(atPath: manifest)
        #expect(symlink(outside + "/precious.txt", manifest) == 0)
        let r = try Self.run(["test", "a.json", "--scale", "1", "--record", "all"], cwd: dir)
        #expect(r.code == 73, "\(r.stdout) \(r.stderr)")
        #expect((r.stdout + r.stderr).contains("symbolic link"))
        #expect(try Self.untouched(outside))
        // A dangling one (it would create a file outside) is refused as well.
        try FileManager.default.removeItem(atPath: manifest)
        #expect(symlink(outside + "/new.json", manifest) == 0)
        #expect(try Self.run(["test", "a.json", "--scale", "1", "--record", "all"], cwd: dir).code == 73)
        #expect(try Self.untouched(outside))
    }

    @Test("a committed link at a reference is never written through (--record failed and all: 73)")
    func referenceLink() throws {
        let (dir, outside) = try Self.project()
        let ref = dir + "/__snapshots__/a@1x.png"
        try FileManager.default.removeItem(atPath: ref)
        #expect(symlink(outside + "/precious.txt", ref) == 0)
        for mode in ["failed", "all"] {
            let r = try Self.run(["test", "a.json", "--scale", "1", "--record", mode], cwd: dir)
            #expect(r.code == 73, "\(mode): \(r.stdout) \(r.stderr)")
            #expect(try Self.untouched(outside))
        }
        // Under CI nothing is recorded; the comparison fails (1), and nothing is written outside.
        let ci = try Self.run(["test", "a.json", "--scale", "1"], cwd: dir, env: ["CI": "1"])
        #expect(ci.code == 1, "\(ci.stdout) \(ci.stderr)")
        #expect(try Self.untouched(outside))
    }

    @Test("under CI=1, links at .navmock-artifacts/index.html, at an artifact or at .navmock-artifacts itself are refused (73)")
    func artifactLinks() throws {
        let (dir, outside) = try Self.project()
        // A failing comparison writes artifacts: change the spec.
        try goodSpec.replacingOccurrences(of: "Home", with: "Away").write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        let arts = dir + "/.navmock-artifacts"
        try? FileManager.default.removeItem(atPath: arts)
        try FileManager.default.createDirectory(atPath: arts, withIntermediateDirectories: true)
        #expect(symlink(outside + "/precious.txt", arts + "/index.html") == 0)
        #expect(symlink(outside + "/diff.png", arts + "/a@1x.diff.png") == 0)
        let r = try Self.run(["test", "a.json", "--scale", "1"], cwd: dir, env: ["CI": "1"])
        #expect(r.code == 73, "\(r.stdout) \(r.stderr)")
        #expect(r.stderr.contains("index.html") && r.stderr.contains("symbolic link"), "\(r.stderr)")
        #expect(try Self.untouched(outside))
        // The folder itself.
        try FileManager.default.removeItem(atPath: arts)
        #expect(symlink(outside, arts) == 0)
        let whole = try Self.run(["test", "a.json", "--scale", "1"], cwd: dir, env: ["CI": "1"])
        #expect(whole.code == 73 && whole.stderr.contains("symbolic link"), "\(whole.stderr)")
        #expect(try Self.untouched(outside))
    }

    @Test("gallery never writes through a committed link in its output folder (73)")
    func galleryLink() throws {
        let (dir, outside) = try Self.project()
        try FileManager.default.createDirectory(atPath: dir + "/docs", withIntermediateDirectories: true)
        #expect(symlink(outside + "/precious.txt", dir + "/docs/index.html") == 0)
        let r = try Self.run(["gallery", "a.json", "-o", "docs", "--scale", "1"], cwd: dir)
        #expect(r.code == 73, "\(r.stdout) \(r.stderr)")
        #expect(try Self.untouched(outside))
    }

    /// `formats: ["pdf"]`: a trusted file makes `render` write only a PDF.
    static let config = #"{"formats": ["pdf"]}"#

    static func renderedWithConfig(_ cwd: String, env: [String: String] = [:]) throws -> (used: Bool, result: CLI.Result) {
        let out = try CLI.tempDir()
        let r = try run(["render", cwd + "/a.json", "-o", out, "--verbose"], cwd: cwd, env: env)
        #expect(r.code == 0, "\(r.stderr)")
        return (CLI.files(in: out) == ["a.pdf"], r)
    }

    @Test("outside a repository, a navmock.json in a folder others may write is ignored, and --verbose says why")
    func plantedAbove() throws {
        let base = try CLI.tempDir()
        let work = base + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try goodSpec.write(toFile: work + "/a.json", atomically: true, encoding: .utf8)
        try Self.config.write(toFile: base + "/navmock.json", atomically: true, encoding: .utf8)
        chmod(base, 0o755)
        let mine = try Self.renderedWithConfig(work)
        #expect(mine.used, "\(mine.result.stderr)")
        #expect(mine.result.stderr.contains("configuration: \(base)/navmock.json"), "\(mine.result.stderr)")
        // The same file in a world-writable folder (as /tmp): not used, and the reason is given.
        chmod(base, 0o1777)
        let planted = try Self.renderedWithConfig(work)
        #expect(!planted.used)
        #expect(planted.result.stderr.contains("\(base)/navmock.json: not used") && planted.result.stderr.contains("others may write"), "\(planted.result.stderr)")
        // CI does not make it trusted; declaring the folder safe does.
        #expect(try !Self.renderedWithConfig(work, env: ["CI": "1"]).used)
        #expect(try Self.renderedWithConfig(work, env: ["NAVMOCK_SAFE_DIRECTORIES": "/nowhere:" + base]).used)
        chmod(base, 0o755)
        // A file others may write is not used either.
        chmod(base + "/navmock.json", 0o666)
        #expect(try !Self.renderedWithConfig(work).used)
    }

    @Test("outside a repository, another user's navmock.json is ignored (as root: chown)")
    func othersFile() throws {
        guard getuid() == 0 else {
            print("skipped: another owner needs chown, which needs root")
            return
        }
        let base = try CLI.tempDir()
        try goodSpec.write(toFile: base + "/a.json", atomically: true, encoding: .utf8)
        try Self.config.write(toFile: base + "/navmock.json", atomically: true, encoding: .utf8)
        #expect(try Self.renderedWithConfig(base).used)
        #expect(chown(base + "/navmock.json", 65534, 65534) == 0)
        let r = try Self.renderedWithConfig(base)
        #expect(!r.used)
        #expect(r.result.stderr.contains("belongs to user 65534"), "\(r.result.stderr)")
    }

    @Test("inside a repository owned by another user: ignored unless CI is set or the repository is declared safe")
    func othersRepository() throws {
        guard getuid() == 0 else {
            print("skipped: another owner needs chown, which needs root")
            return
        }
        let repo = try CLI.tempDir()
        try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repo + "/specs", withIntermediateDirectories: true)
        try goodSpec.write(toFile: repo + "/specs/a.json", atomically: true, encoding: .utf8)
        try Self.config.write(toFile: repo + "/navmock.json", atomically: true, encoding: .utf8)
        // Yours: used, even with a world-writable folder inside (git does not look there either).
        #expect(try Self.renderedWithConfig(repo + "/specs").used)
        #expect(chown(repo, 65534, 65534) == 0)
        let r = try Self.renderedWithConfig(repo + "/specs")
        #expect(!r.used)
        #expect(r.result.stderr.contains("NAVMOCK_SAFE_DIRECTORIES=\(repo)"), "\(r.result.stderr)")
        // A CI checkout made by another user keeps working.
        let ci = try Self.renderedWithConfig(repo + "/specs", env: ["CI": "true"])
        #expect(ci.used && ci.result.stderr.contains("CI is set"), "\(ci.result.stderr)")
        #expect(try Self.renderedWithConfig(repo + "/specs", env: ["NAVMOCK_SAFE_DIRECTORIES": repo]).used)
        #expect(try Self.renderedWithConfig(repo + "/specs", env: ["NAVMOCK_SAFE_DIRECTORIES": "*"]).used)
    }
}
