import Foundation
import NavMockSnapshot
import NavMockTestSupport
import Testing

/// Issue 35 item 2: an explicitly named `--artifacts`, `--references` or `gallery -o` folder that
/// is itself a symbolic link is followed (the command line is trusted), but nothing below it is;
/// and files inside a folder are written, renamed and deleted through the folder's descriptor, so
/// that a folder swapped for a link during a run is not followed.
@Suite("Named folders that are links; writing through a held folder")
struct NamedFolderLinkTests {
    static func run(_ args: [String], cwd: String, env: [String: String] = [:]) throws -> CLI.Result {
        try ClonedRepositoryTests.run(args, cwd: cwd, env: env)
    }

    @Test("--artifacts and --references naming a link are followed; a link inside them is not (73)")
    func namedLinks() throws {
        let dir = try CLI.tempDir(), real = try CLI.tempDir(), outside = try CLI.tempDir()
        try "precious".write(toFile: outside + "/precious.txt", atomically: true, encoding: .utf8)
        try goodSpec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: real + "/refs", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: real + "/arts", withIntermediateDirectories: true)
        #expect(symlink(real + "/refs", dir + "/refs") == 0)
        #expect(symlink(real + "/arts", dir + "/arts") == 0)
        // The named references folder is a link: followed, the reference lands in the real folder.
        let rec = try Self.run(["test", "a.json", "--scale", "1", "--record", "all", "--references", "refs"], cwd: dir)
        #expect(rec.code == 0, "\(rec.stdout) \(rec.stderr)")
        #expect(CLI.files(in: real + "/refs").contains("a@1x.png"), "\(CLI.files(in: real + "/refs"))")
        // A failing comparison writes artifacts into the named link's folder.
        try goodSpec.replacingOccurrences(of: "Home", with: "Away").write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        let fail = try Self.run(["test", "a.json", "--scale", "1", "--references", "refs", "--artifacts", "arts"], cwd: dir, env: ["CI": "1"])
        #expect(fail.code == 1, "\(fail.stdout) \(fail.stderr)")
        #expect(CLI.files(in: real + "/arts").contains("index.html"), "\(CLI.files(in: real + "/arts"))")
        // Below the named folder, a link is refused: at index.html, and at the reference.
        try FileManager.default.removeItem(atPath: real + "/arts/index.html")
        #expect(symlink(outside + "/precious.txt", real + "/arts/index.html") == 0)
        let below = try Self.run(["test", "a.json", "--scale", "1", "--references", "refs", "--artifacts", "arts"], cwd: dir, env: ["CI": "1"])
        #expect(below.code == 73 && below.stderr.contains("symbolic link"), "\(below.stdout) \(below.stderr)")
        try FileManager.default.removeItem(atPath: real + "/refs/a@1x.png")
        #expect(symlink(outside + "/precious.txt", real + "/refs/a@1x.png") == 0)
        let ref = try Self.run(["test", "a.json", "--scale", "1", "--record", "all", "--references", "refs"], cwd: dir)
        #expect(ref.code == 73, "\(ref.stdout) \(ref.stderr)")
        #expect(CLI.files(in: outside) == ["precious.txt"])
        #expect(try String(contentsOfFile: outside + "/precious.txt", encoding: .utf8) == "precious")
    }

    @Test("gallery -o naming a link is followed; a link inside it is not (73)")
    func galleryNamedLink() throws {
        let dir = try CLI.tempDir(), real = try CLI.tempDir(), outside = try CLI.tempDir()
        try "precious".write(toFile: outside + "/precious.txt", atomically: true, encoding: .utf8)
        try goodSpec.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        #expect(symlink(real, dir + "/docs") == 0)
        let r = try Self.run(["gallery", "a.json", "-o", "docs", "--scale", "1"], cwd: dir)
        #expect(r.code == 0, "\(r.stdout) \(r.stderr)")
        #expect(CLI.files(in: real).contains("index.html"), "\(CLI.files(in: real))")
        try FileManager.default.removeItem(atPath: real + "/index.html")
        #expect(symlink(outside + "/precious.txt", real + "/index.html") == 0)
        #expect(try Self.run(["gallery", "a.json", "-o", "docs", "--scale", "1"], cwd: dir).code == 73)
        #expect(try String(contentsOfFile: outside + "/precious.txt", encoding: .utf8) == "precious")
    }

    @Test("a folder swapped for a link after it was opened: writing, renaming and deleting through its descriptor stay in the folder checked")
    func swappedFolder() throws {
        let root = try CLI.tempDir(), outside = try CLI.tempDir()
        try FileManager.default.createDirectory(atPath: root + "/__snapshots__", withIntermediateDirectories: true)
        try "old".write(toFile: root + "/__snapshots__/a.png", atomically: true, encoding: .utf8)
        try "precious".write(toFile: outside + "/a.png", atomically: true, encoding: .utf8)
        let (fd, name) = try Confinement.openFolder(of: root + "/__snapshots__/a.png", inside: root, create: true)
        defer { close(fd) }
        #expect(name == "a.png")
        // The race: the folder is moved away and a link to another folder put in its place.
        #expect(rename(root + "/__snapshots__", root + "/moved") == 0)
        #expect(symlink(outside, root + "/__snapshots__") == 0)
        let t = openat(fd, "tmp", O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        #expect(t >= 0)
        _ = "new".withCString { write(t, $0, 3) }
        close(t)
        #expect(renameat(fd, "tmp", fd, name) == 0)
        #expect(try String(contentsOfFile: root + "/moved/a.png", encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: outside + "/a.png", encoding: .utf8) == "precious")
        // Opened afresh, the link is refused; a delete through it deletes nothing outside.
        #expect(throws: FileError.self) { try Confinement.openFolder(of: root + "/__snapshots__/a.png", inside: root, create: true) }
        #expect(Confinement.remove(root + "/__snapshots__/a.png", inside: root) == false)
        #expect(FileManager.default.fileExists(atPath: outside + "/a.png"))
        // AtomicFile writes through the held folder: refused at the link, fine in the real folder.
        #expect(throws: FileError.self) { try AtomicFile.write(Array("x".utf8), to: root + "/__snapshots__/b.png", inside: root) }
        try AtomicFile.write(Array("x".utf8), to: root + "/moved/sub/b.png", inside: root)
        #expect(try String(contentsOfFile: root + "/moved/sub/b.png", encoding: .utf8) == "x")
        #expect(CLI.files(in: outside) == ["a.png"])
    }
}
