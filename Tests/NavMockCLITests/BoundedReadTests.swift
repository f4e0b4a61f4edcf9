import Foundation
import Testing

/// Issue 35, reading without bounds: every file NavMock is given is checked on the opened
/// descriptor (a regular file, no larger than its limit) before it is read. Large files are
/// sparse (`truncate`), so a test writes no gigabytes; that each command exits with the size
/// error (inside `CLI.run`'s timeout) shows it did not read the file. FIFOs have no writer: a
/// read would block until the timeout kills the process (exit -1).
@Suite("Bounded reads: sizes and non-regular files")
struct BoundedReadTests {
    /// A sparse file of `size` bytes at `path`.
    static func sparse(_ path: String, _ size: Int) {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(size)) == 0)
    }

    static func fifo(_ path: String) { #expect(mkfifo(path, 0o644) == 0) }

    /// A PNG signature and IHDR of `width × height` (RGBA), then an empty IDAT and IEND: enough
    /// for a header check, never decoded.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let td = Array(type.utf8) + data
            return be(UInt32(data.count)) + td + be(crc(td))
        }
        let ihdr = be(width) + be(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", []))
    }

    @Test("a 2 GiB .json in a walked folder is refused by its size (65), unread; the other specs still render")
    func walkedFolder() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        Self.sparse(dir + "/huge.json", 2 << 30)
        let r = try CLI.run(["render", dir, "-o", dir + "/out", "--no-check"], timeout: 60)
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.contains("huge.json: input of 2147483648 bytes is larger than the limit of 4194304 bytes"), "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out").contains("a@3x.png"))
    }

    @Test("a snapshot reference over 402,611,076 bytes fails its case naming the file and the limit, unread")
    func reference() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/home.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/__snapshots__", withIntermediateDirectories: true)
        Self.sparse(dir + "/__snapshots__/home@3x.png", 1 << 30)
        let r = try CLI.run(["test", dir, "--record", "never", "--artifacts", dir + "/artifacts"], timeout: 60)
        #expect(r.code == 1, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("home@3x.png is not a readable PNG (the file is 1073741824 bytes, over the limit of 402611076 bytes)"), "\(r.stdout)")
    }

    @Test("a manifest over 16 MiB is refused (73) naming it and the limit, and left as it is")
    func manifest() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/home.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/__snapshots__", withIntermediateDirectories: true)
        let manifest = dir + "/__snapshots__/manifest.json"
        Self.sparse(manifest, 1 << 30)
        // Outside CI (CI set means nothing is recorded, so the manifest would not be updated).
        let r = try CLI.run(["test", dir, "--artifacts", dir + "/artifacts"], env: ["CI": ""], timeout: 60)
        #expect(r.code == 73, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("manifest.json: the manifest is 1073741824 bytes, over the limit of 16777216 bytes; it was left as it is"), "\(r.stdout)")
        let size = (try? FileManager.default.attributesOfItem(atPath: manifest)[.size] as? Int) ?? 0
        #expect(size == 1 << 30)
    }

    @Test("a navmock diff input over 402,611,076 bytes is refused (66) naming it and the limit, unread")
    func diff() throws {
        let dir = try CLI.tempDir()
        Self.sparse(dir + "/big.png", 3 << 30)
        let r = try CLI.run(["diff", dir + "/big.png", dir + "/big.png"], timeout: 60)
        #expect(r.code == 66, "\(r.stderr)")
        #expect(r.stderr.contains("big.png: the file is 3221225472 bytes, over the limit of 402611076 bytes"), "\(r.stderr)")
    }

    @Test("an appearance image over 4 Mpx is refused from its header (66), before decoding; 2048 × 2048 passes the header check")
    func placedImage() throws {
        let dir = try CLI.tempDir()
        try Self.pngHeader(width: 4097, height: 1024).write(to: URL(fileURLWithPath: dir + "/bar.png"))
        let spec = #"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[{"title":"A"}],"standardAppearance":{"backgroundImage":"bar.png"}}}"#
        try spec.write(toFile: dir + "/bar.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/bar.json", "-o", dir + "/out"])
        #expect(r.code == 66, "\(r.stderr)")
        #expect(r.stderr.contains("4097 × 1024 pixels is larger than the limit of 4194304 pixels (width × height) for an image placed by a content mode"), "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out").isEmpty)
        // At the limit the header passes, and the (empty) image data is what is refused.
        try Self.pngHeader(width: 2048, height: 2048).write(to: URL(fileURLWithPath: dir + "/bar.png"))
        let atLimit = try CLI.run(["render", dir + "/bar.json", "-o", dir + "/out"])
        #expect(!atLimit.stderr.contains("for an image placed by a content mode"), "\(atLimit.stderr)")
    }

    @Test("a FIFO as a spec, manifest, --font, icon, image or diff input is refused, never read")
    func fifos() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/home.json", atomically: true, encoding: .utf8)
        Self.fifo(dir + "/fifo.json")
        Self.fifo(dir + "/font.ttf")
        Self.fifo(dir + "/icon.svg")
        Self.fifo(dir + "/image.png")
        Self.fifo(dir + "/a.png")
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"A","image":"icon.svg"}]}}"#.write(toFile: dir + "/icon.json", atomically: true, encoding: .utf8)
        try #"{"device":"iPhone 16","backdrop":{"image":"image.png"},"tabBar":{"items":[{"title":"A"}]}}"#.write(toFile: dir + "/image.json", atomically: true, encoding: .utf8)

        let spec = try CLI.run(["render", dir + "/fifo.json", "-o", dir + "/out"], timeout: 30)
        #expect(spec.code == 66 && spec.stderr.contains("fifo.json: not a regular file"), "\(spec.code) \(spec.stderr)")
        let font = try CLI.run(["render", dir + "/home.json", "--font", dir + "/font.ttf", "-o", dir + "/out"], timeout: 30)
        #expect(font.code == 66 && font.stderr.contains("font.ttf\" cannot be loaded: not a regular file (a FIFO)"), "\(font.code) \(font.stderr)")
        let icon = try CLI.run(["render", dir + "/icon.json", "-o", dir + "/out"], timeout: 30)
        #expect(icon.code == 66 && icon.stderr.contains("icon.svg\" is not usable: not a regular file (a FIFO)"), "\(icon.code) \(icon.stderr)")
        let image = try CLI.run(["render", dir + "/image.json", "-o", dir + "/out"], timeout: 30)
        #expect(image.code == 66 && image.stderr.contains("image.png\" is not usable: not a regular file (a FIFO)"), "\(image.code) \(image.stderr)")
        let diff = try CLI.run(["diff", dir + "/a.png", dir + "/a.png"], timeout: 30)
        #expect(diff.code == 66 && diff.stderr.contains("a.png: not a regular file (a FIFO)"), "\(diff.code) \(diff.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/home@3x.png"))

        let suite = dir + "/suite"
        try FileManager.default.createDirectory(atPath: suite + "/__snapshots__", withIntermediateDirectories: true)
        try goodSpec.write(toFile: suite + "/home.json", atomically: true, encoding: .utf8)
        Self.fifo(suite + "/__snapshots__/manifest.json")
        let manifest = try CLI.run(["test", suite, "--artifacts", dir + "/artifacts"], env: ["CI": ""], timeout: 60)
        #expect(manifest.code == 73, "\(manifest.code) \(manifest.stdout) \(manifest.stderr)")
        #expect(manifest.stdout.contains("manifest.json: not a regular file (a FIFO)"), "\(manifest.stdout)")
    }
}
