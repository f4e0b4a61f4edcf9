import Foundation
import NavMockTestSupport
import Testing

/// Issue 35 item 4: the icon-mask cache is used only when its folder is the user's alone, never
/// through a link, and keyed by content (the build, the `--font` files).
@Suite("CLI: a shared or planted icon-mask cache is not trusted", .serialized)
struct CacheTrustTests {
    static let spec = CLI.root + "/Templates/tab-bars/clock-en-light.json"

    /// Renders the spec at 3x into a new folder with the cache `cache`; the PNG's bytes.
    static func render(cache: String, extra: [String] = [], binary: String? = nil) throws -> (png: Data, result: CLI.Result) {
        let out = try CLI.tempDir()
        let args = ["render", spec, "--format", "png", "--scale", "3", "-o", out, "--verbose"] + extra
        let env = ["NAVMOCK_CACHE_DIR": cache, "LD_LIBRARY_PATH": "", "LD_PRELOAD": ""]
        let r: CLI.Result
        if let binary {
            r = try RobustnessTests.shell("NAVMOCK_CACHE_DIR='\(cache)' '\(binary)' " + args.map { "'\($0)'" }.joined(separator: " "))
        } else {
            r = try CLI.run(args, env: env)
        }
        #expect(r.code == 0, "\(r.stderr.suffix(400))")
        return (try Data(contentsOf: URL(fileURLWithPath: out + "/clock-en-light@3x.png")), r)
    }

    static func masks(_ cache: String) -> [String] {
        CLI.files(in: cache + "/icon-masks").filter { $0.utf8.count == 64 }
    }

    static func uncached() throws -> Data { try render(cache: "").png }

    @Test("a cache folder others may write is not used (a note with --verbose); the image is the same")
    func worldWritable() throws {
        let cache = try CLI.tempDir()
        chmod(cache, 0o777)
        let r = try Self.render(cache: cache)
        #expect(!FileManager.default.fileExists(atPath: cache + "/icon-masks"))
        #expect(r.result.stderr.contains("icon-mask cache: not used: others may write \(cache)"), "\(r.result.stderr)")
        #expect(r.png == (try Self.uncached()))
        // The same folder made private is used.
        chmod(cache, 0o700)
        _ = try Self.render(cache: cache)
        #expect(Self.masks(cache).count >= 4)
        // An icon-masks folder others may write, after the fact: not read, not written.
        chmod(cache + "/icon-masks", 0o777)
        let before = CLI.files(in: cache + "/icon-masks")
        for m in Self.masks(cache) { try Data("planted".utf8).write(to: URL(fileURLWithPath: cache + "/icon-masks/" + m)) }
        let again = try Self.render(cache: cache)
        #expect(again.png == (try Self.uncached()))
        #expect(CLI.files(in: cache + "/icon-masks") == before)
    }

    @Test("a cache folder of another user is not used (as root: chown)")
    func othersFolder() throws {
        guard getuid() == 0 else { print("skipped: another owner needs chown, which needs root"); return }
        let cache = try CLI.tempDir()
        #expect(chown(cache, 65534, 65534) == 0)
        let r = try Self.render(cache: cache)
        #expect(!FileManager.default.fileExists(atPath: cache + "/icon-masks"))
        #expect(r.result.stderr.contains("belongs to user 65534"), "\(r.result.stderr)")
    }

    @Test("an icon-masks symbolic link is neither written nor pruned through")
    func iconMasksLink() throws {
        let cache = try CLI.tempDir(), elsewhere = try CLI.tempDir()
        let junk = (0..<5).map { String(repeating: "\($0)", count: 64) }
        for j in junk { FileManager.default.createFile(atPath: elsewhere + "/" + j, contents: Data("x".utf8)) }
        #expect(symlink(elsewhere, cache + "/icon-masks") == 0)
        let r = try Self.render(cache: cache)
        #expect(r.result.stderr.contains("is a symbolic link"), "\(r.result.stderr)")
        #expect(CLI.files(in: elsewhere) == junk.sorted())
        #expect(r.png == (try Self.uncached()))
    }

    @Test("a dangling link at a .valid marker never makes a file elsewhere")
    func danglingMarker() throws {
        let cache = try CLI.tempDir(), elsewhere = try CLI.tempDir()
        _ = try Self.render(cache: cache)
        let markers = CLI.files(in: cache + "/icon-masks").filter { $0.hasSuffix(".valid") }
        #expect(!markers.isEmpty)
        for (i, m) in markers.enumerated() {
            try FileManager.default.removeItem(atPath: cache + "/icon-masks/" + m)
            #expect(symlink(elsewhere + "/created-\(i)", cache + "/icon-masks/" + m) == 0)
        }
        // New masks are needed too, so the marker is consulted: drop the masks.
        for m in Self.masks(cache) { try FileManager.default.removeItem(atPath: cache + "/icon-masks/" + m) }
        let r = try Self.render(cache: cache)
        #expect(CLI.files(in: elsewhere).isEmpty, "\(CLI.files(in: elsewhere))")
        #expect(r.png == (try Self.uncached()))
    }

    @Test("temporary files in icon-masks left by killed runs are removed; a locked or fresh one is kept")
    func staleTemporaries() throws {
        let cache = try CLI.tempDir()
        let dir = cache + "/icon-masks"
        #expect(mkdir(dir, 0o700) == 0)
        let abandoned = dir + "/.tmp-99999999-1", locked = dir + "/.tmp-99999999-2", fresh = dir + "/.tmp-99999999-3"
        for p in [abandoned, locked, fresh] { FileManager.default.createFile(atPath: p, contents: Data("x".utf8)) }
        for p in [abandoned, locked] {
            var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, p, &times, 0) == 0)
        }
        let fd = open(locked, O_RDONLY)
        #expect(fd >= 0 && flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        _ = try Self.render(cache: cache)
        #expect(Self.masks(cache).count >= 4)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: locked) && FileManager.default.fileExists(atPath: fresh))
    }

    @Test("masks are keyed by the --font files' content: one drawn with a font is not found without it")
    func fontsInKey() throws {
        let cache = try CLI.tempDir()
        let fonts = try CLI.tempDir()
        // Any font file will do; its bytes are what counts.
        let font = try #require(FileManager.default.enumerator(atPath: "/usr/share/fonts")?.allObjects
            .compactMap { $0 as? String }.first { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") })
        let copy = fonts + "/Brand" + (font.hasSuffix(".otf") ? ".otf" : ".ttf")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/" + font, toPath: copy)
        _ = try Self.render(cache: cache, extra: ["--font", copy])
        let withFont = Self.masks(cache)
        #expect(withFont.count >= 4)
        _ = try Self.render(cache: cache)
        #expect(Self.masks(cache).count == 2 * withFont.count, "none of the font's masks was reused without it")
    }

    @Test("the build is known by content: a copy of the executable (another inode and time) finds the masks")
    func buildByContent() throws {
        let cache = try CLI.tempDir(), bin = try CLI.tempDir()
        _ = try Self.render(cache: cache)
        let files = CLI.files(in: cache + "/icon-masks")
        #expect(files.count >= 4)
        let copy = bin + "/navmock"
        try FileManager.default.copyItem(atPath: CLI.binary, toPath: copy)
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, copy, &times, 0) == 0)
        let r = try Self.render(cache: cache, binary: copy)
        #expect(r.png == (try Self.uncached()))
        #expect(CLI.files(in: cache + "/icon-masks") == files, "nothing new written: the copy is the same build")
    }
}
