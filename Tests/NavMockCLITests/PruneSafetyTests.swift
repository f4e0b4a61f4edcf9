import Foundation
import NavMockTestSupport
import Testing

/// Issue 35 item 3: `--prune --write` deletes only what is known to be gone; a manifest that
/// does not parse is kept aside; temporary files of live runs survive the cleanup whatever their
/// process id says.
@Suite("Prune and temporary files: nothing live is deleted")
struct PruneSafetyTests {
    /// A folder with `a.json` (no variants of its own); the icon-mask cache off.
    static func project() throws -> String {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        return dir
    }

    static let env: [String: String?] = ["NAVMOCK_CACHE_DIR": ""]

    static func pngs(_ dir: String) -> [String] { CLI.files(in: dir).filter { $0.hasSuffix(".png") } }

    @Test("references recorded with --vary are live for --prune --write run without --vary; a gone spec's are not")
    func variedReferencesSurvive() throws {
        let dir = try Self.project()
        let rec = try navmock(["test", "a.json", "--scale", "1", "--vary", "appearance=light,dark", "--record", "all"], cwd: dir, env: Self.env)
        #expect(rec.code == 0, "\(rec.stderr)")
        let recorded = Self.pngs(dir + "/__snapshots__")
        #expect(recorded.count == 2, "\(recorded)")
        let manifest = try String(contentsOfFile: dir + "/__snapshots__/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"vary\""), "\(manifest)")
        let prune = try navmock(["test", "a.json", "--prune", "--write"], cwd: dir, env: Self.env)
        #expect(prune.code == 0, "\(prune.stderr)")
        #expect(Self.pngs(dir + "/__snapshots__") == recorded, "\(prune.stdout)")
        // Without a manifest entry, a file named after an existing spec is kept as well.
        try FileManager.default.removeItem(atPath: dir + "/__snapshots__/manifest.json")
        _ = try navmock(["test", "a.json", "--prune", "--write"], cwd: dir, env: Self.env)
        #expect(Self.pngs(dir + "/__snapshots__") == recorded)
        // The spec gone: its references are stale.
        try FileManager.default.removeItem(atPath: dir + "/a.json")
        try goodSpec.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let gone = try navmock(["test", ".", "--prune", "--write"], cwd: dir, env: Self.env)
        #expect(gone.code == 0 && gone.stdout.contains("2 stale references deleted"), "\(gone.stdout)")
        #expect(Self.pngs(dir + "/__snapshots__").isEmpty)
    }

    @Test("a __snapshots__ that is a symbolic link is neither pruned nor written through")
    func symlinkedSnapshots() throws {
        let dir = try Self.project()
        let elsewhere = try CLI.tempDir()
        // The folder the link points to holds files no spec of the project makes.
        for f in ["a@3x.png", "zebra@3x.png", "notes@2x.png"] {
            FileManager.default.createFile(atPath: elsewhere + "/" + f, contents: Data("x".utf8))
        }
        #expect(symlink(elsewhere, dir + "/__snapshots__") == 0)
        let prune = try navmock(["test", ".", "--prune", "--write"], cwd: dir, env: Self.env)
        #expect(prune.code == 0, "\(prune.stderr)")
        #expect(prune.stderr.contains("symbolic link"), "\(prune.stderr)")
        #expect(CLI.files(in: elsewhere) == ["a@3x.png", "notes@2x.png", "zebra@3x.png"])
        let named = try navmock(["test", "a.json", "--prune", "--write"], cwd: dir, env: Self.env)
        #expect(named.code == 0)
        #expect(CLI.files(in: elsewhere).count == 3)
        // Recording refuses the link (73) and writes nothing there.
        let rec = try navmock(["test", "a.json", "--record", "all", "--scale", "1"], cwd: dir, env: Self.env)
        #expect(rec.code == 73, "\(rec.stdout) \(rec.stderr)")
        #expect((rec.stdout + rec.stderr).contains("symbolic link"))
        #expect(CLI.files(in: elsewhere) == ["a@3x.png", "notes@2x.png", "zebra@3x.png"])
    }

    @Test("a manifest that does not parse is kept aside as manifest.json.unreadable-N, with a warning")
    func unreadableManifestKept() throws {
        let dir = try Self.project()
        #expect(try navmock(["test", "a.json", "--record", "all", "--scale", "1"], cwd: dir, env: Self.env).code == 0)
        let manifest = dir + "/__snapshots__/manifest.json"
        let broken = "{\"references\": [oops\n"
        try broken.write(toFile: manifest, atomically: true, encoding: .utf8)
        let r = try navmock(["test", "a.json", "--record", "all", "--scale", "1"], cwd: dir, env: Self.env)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("manifest.json does not parse"), "\(r.stderr)")
        #expect(try String(contentsOfFile: manifest + ".unreadable-1", encoding: .utf8) == broken)
        let fresh = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as? [String: Any]
        #expect((fresh?["references"] as? [String: Any])?.count == 1)
        // A second bad one goes to -2; the first is not overwritten.
        try broken.write(toFile: manifest, atomically: true, encoding: .utf8)
        _ = try navmock(["test", "a.json", "--record", "all", "--scale", "1"], cwd: dir, env: Self.env)
        #expect(FileManager.default.fileExists(atPath: manifest + ".unreadable-2"))
    }

    @Test("the temporary-file cleanup keeps a file another process holds locked, whatever its PID (another PID namespace)")
    func lockedTemporariesSurvive() throws {
        let dir = try Self.project()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        // 99999999 is above pid_max: to a PID check, the writer is dead — as a writer in another
        // container looks. This process holds its lock, as that writer would.
        let abandoned = dir + "/out/.navmock-tmp-99999999-1", locked = dir + "/out/.navmock-tmp-99999999-2"
        let fresh = dir + "/out/.navmock-tmp-99999999-3"
        for p in [abandoned, locked, fresh] { FileManager.default.createFile(atPath: p, contents: Data("x".utf8)) }
        let old = Date().timeIntervalSince1970 - 3600
        for p in [abandoned, locked] {
            var times = [timespec(tv_sec: Int(old), tv_nsec: 0), timespec(tv_sec: Int(old), tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, p, &times, 0) == 0)
        }
        let fd = open(locked, O_RDONLY)
        #expect(fd >= 0 && flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        let r = try navmock(["render", "a.json", "-o", "out"], cwd: dir, env: Self.env)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: locked))
        #expect(FileManager.default.fileExists(atPath: fresh))
    }
}
