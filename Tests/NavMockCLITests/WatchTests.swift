import Foundation
import NavMockSnapshot
import Testing

/// A `navmock` process left running (watch, serve), its output collected as it comes.
final class Spawned: @unchecked Sendable {
    let process = Process()
    private let out = Locked(Data()), err = Locked(Data())

    init(_ args: [String], cwd: String) throws {
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = args
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var e = ProcessInfo.processInfo.environment
        e["CI"] = nil; e["NAVMOCK_RECORD"] = nil
        process.environment = e
        let o = Pipe(), r = Pipe()
        process.standardOutput = o; process.standardError = r; process.standardInput = FileHandle.nullDevice
        o.fileHandleForReading.readabilityHandler = { [out] h in let d = h.availableData; out.withLock { $0.append(d) } }
        r.fileHandleForReading.readabilityHandler = { [err] h in let d = h.availableData; err.withLock { $0.append(d) } }
        try process.run()
    }

    var stdout: String { String(decoding: out.withLock { $0 }, as: UTF8.self) }
    var stderr: String { String(decoding: err.withLock { $0 }, as: UTF8.self) }

    /// Polls (every 20 ms, at most `limit` seconds: a bound against hanging, not a measure) until
    /// `condition` holds; returns whether it did.
    func wait(upTo limit: Double = 90, _ condition: (Spawned) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if condition(self) { return true }
            if !process.isRunning { return condition(self) }
            usleep(20_000)
        }
        return condition(self)
    }

    /// Sends SIGINT (Ctrl-C) and waits for the process to end; returns its exit status.
    @discardableResult
    func interrupt() -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        if !wait(upTo: 30, { !$0.process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}

/// Saves `text` at `path` the way editors do: a temporary file renamed over it.
func saveByRenaming(_ text: String, to path: String) throws {
    let tmp = (path as NSString).deletingLastPathComponent + "/.\((path as NSString).lastPathComponent).swp"
    try text.write(toFile: tmp, atomically: false, encoding: .utf8)
    #expect(rename(tmp, path) == 0)
}

@Suite("navmock watch")
struct WatchTests {
    @Test("renders at start, again when a spec is saved by renaming or an icon it names changes; an error is reported with file:line:column and watching goes on")
    func watch() throws {
        let dir = try CLI.tempDir()
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/specs/icons", withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/specs/bar.json")
        let star = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20" fill="COLOR"/></svg>"#
        try star.replacingOccurrences(of: "COLOR", with: "black").write(toFile: dir + "/specs/icons/box.svg", atomically: true, encoding: .utf8)
        let iconSpec = #"{ "device": "iPhone SE (3rd generation)", "osVersion": "17", "tabBar": { "items": [ { "title": "Box", "image": "icons/box.svg" }, { "title": "Home", "image": "house" } ] } }"#
        try iconSpec.write(toFile: dir + "/specs/boxed.json", atomically: true, encoding: .utf8)

        let w = try Spawned(["watch", "specs", "-o", "out", "--scale", "1"], cwd: dir)
        defer { w.interrupt() }
        func renders(_ spec: String) -> Int { w.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("rendered specs/\(spec) → ") }.count }
        #expect(w.wait { renders("bar.json") == 1 && renders("boxed.json") == 1 && $0.stderr.contains("Ctrl-C to stop") }, "\(w.stdout)\(w.stderr)")
        let first = try #require(fm.contents(atPath: dir + "/out/bar@1x.png"), "no image after the first render")
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
        #expect(w.stdout.contains("rendered specs/bar.json → out/bar@1x.png, out/bar-scroll-edge@1x.png ("))

        // A save by renaming re-renders that spec only.
        let text = try String(contentsOfFile: dir + "/specs/bar.json", encoding: .utf8)
        try saveByRenaming(text.replacingOccurrences(of: "\"Search\"", with: "\"Find\""), to: dir + "/specs/bar.json")
        #expect(w.wait { _ in renders("bar.json") == 2 }, "\(w.stdout)\(w.stderr)")
        #expect(fm.contents(atPath: dir + "/out/bar@1x.png") != first)
        #expect(renders("boxed.json") == 1)

        // An icon the spec names.
        let boxed = fm.contents(atPath: dir + "/out/boxed@1x.png")
        try saveByRenaming(star.replacingOccurrences(of: "width=\"20\"", with: "width=\"8\""), to: dir + "/specs/icons/box.svg")
        #expect(w.wait { _ in renders("boxed.json") == 2 }, "\(w.stdout)\(w.stderr)")
        #expect(fm.contents(atPath: dir + "/out/boxed@1x.png") != boxed)

        // An error: reported at its place; the last good image stays; the next good save renders.
        let good = fm.contents(atPath: dir + "/out/bar@1x.png")
        try saveByRenaming(text.replacingOccurrences(of: "\"house\"", with: "\"hous\""), to: dir + "/specs/bar.json")
        #expect(w.wait { $0.stderr.contains("specs/bar.json:") && $0.stderr.contains(": error: tabBar.items[0].image: unknown symbol \"hous\"") }, "\(w.stderr)")
        let line = try #require(w.stderr.components(separatedBy: "\n").first { $0.contains("unknown symbol \"hous\"") })
        let place = line.components(separatedBy: ": error: ")[0].split(separator: ":")
        #expect(place.count == 3 && place[0] == "specs/bar.json" && Int(place[1]) != nil && Int(place[2]) != nil, "\(line)")
        #expect(fm.contents(atPath: dir + "/out/bar@1x.png") == good)
        try saveByRenaming(text, to: dir + "/specs/bar.json")
        #expect(w.wait { _ in renders("bar.json") == 3 }, "\(w.stdout)\(w.stderr)")

        // A new spec in the folder is picked up.
        try saveByRenaming(iconSpec, to: dir + "/specs/new.json")
        #expect(w.wait { _ in renders("new.json") == 1 }, "\(w.stdout)\(w.stderr)")
        #expect(w.process.isRunning)
    }

    @Test("navmock.json changed: every spec is rendered again with its new setting; a broken one is reported with file:line:column, the last good one stays and watching goes on")
    func configuration() throws {
        let dir = try CLI.tempDir()
        let fm = FileManager.default
        try "{\"scales\": [1]}\n".write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: true)
        let spec = #"{ "device": "iPhone SE (3rd generation)", "osVersion": "17", "tabBar": { "items": [ { "title": "TITLE", "image": "star" }, { "title": "Home", "image": "house" } ] } }"#
        for name in ["a", "b"] { try spec.replacingOccurrences(of: "TITLE", with: name).write(toFile: dir + "/specs/\(name).json", atomically: true, encoding: .utf8) }
        let w = try Spawned(["watch", "specs", "-o", "out"], cwd: dir)
        defer { w.interrupt() }
        func rendered(_ line: String) -> Int { w.stdout.components(separatedBy: "\n").filter { $0.hasPrefix(line) }.count }
        #expect(w.wait { _ in rendered("rendered specs/a.json → out/a@1x.png (") == 1 && rendered("rendered specs/b.json → out/b@1x.png (") == 1 }, "\(w.stdout)\(w.stderr)")
        let one = try decodePNG(dir + "/out/a@1x.png")

        try saveByRenaming("{\"scales\": [2]}\n", to: dir + "/navmock.json")
        #expect(w.wait { _ in rendered("rendered specs/a.json → out/a@2x.png (") == 1 && rendered("rendered specs/b.json → out/b@2x.png (") == 1 }, "\(w.stdout)\(w.stderr)")
        for name in ["a", "b"] {
            let two = try decodePNG(dir + "/out/\(name)@2x.png")
            #expect(two.width == one.width * 2 && two.height == one.height * 2, "\(name): \(two.width)×\(two.height)")
        }

        // A broken file: its problem at its place, on stderr; the watcher goes on with scale 2.
        try saveByRenaming("{\"scales\": [2],\n \"scale\": 3}\n", to: dir + "/navmock.json")
        #expect(w.wait { $0.stderr.contains("navmock.json:2:") }, "\(w.stderr)")
        let line = try #require(w.stderr.components(separatedBy: "\n").first { $0.contains("navmock.json:2:") })
        let place = line.components(separatedBy: "navmock.json:")[1].split(separator: ":")
        #expect(place.count >= 3 && place[0] == "2" && Int(place[1]) != nil && line.contains("\"scale\""), "\(line)")
        #expect(rendered("rendered specs/a.json → out/a@2x.png (") == 1, "nothing to render again: \(w.stdout)")
        try saveByRenaming(spec.replacingOccurrences(of: "TITLE", with: "A2"), to: dir + "/specs/a.json")
        #expect(w.wait { _ in rendered("rendered specs/a.json → out/a@2x.png (") == 2 }, "\(w.stdout)\(w.stderr)")
        #expect(rendered("rendered specs/a.json → out/a@1x.png (") == 1 && w.process.isRunning)
    }

    @Test("a spec given alone: its icons in a folder below it are watched too; a folder copied into a watched folder has its specs rendered")
    func referencedAndCopiedFolders() throws {
        let dir = try CLI.tempDir()
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/app/icons/tabs", withIntermediateDirectories: true)
        let box = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20" fill="black"/></svg>"#
        try box.write(toFile: dir + "/app/icons/tabs/box.svg", atomically: true, encoding: .utf8)
        let spec = #"{ "device": "iPhone SE (3rd generation)", "osVersion": "17", "tabBar": { "items": [ { "title": "Box", "image": "icons/tabs/box.svg" }, { "title": "Home", "image": "house" } ] } }"#
        try spec.write(toFile: dir + "/app/boxed.json", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/specs/bar.json")

        let w = try Spawned(["watch", "app/boxed.json", "specs", "-o", "out", "--scale", "1"], cwd: dir)
        defer { w.interrupt() }
        func renders(_ spec: String) -> Int { w.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("rendered \(spec) → ") }.count }
        #expect(w.wait { renders("app/boxed.json") == 1 && renders("specs/bar.json") == 1 && $0.stderr.contains("Ctrl-C to stop") }, "\(w.stdout)\(w.stderr)")

        // The icon two folders below the spec changes: the spec is drawn again.
        try box.replacingOccurrences(of: "black", with: "red").write(toFile: dir + "/app/icons/tabs/box.svg", atomically: true, encoding: .utf8)
        #expect(w.wait { _ in renders("app/boxed.json") >= 2 }, "\(w.stdout)\(w.stderr)")

        // A folder made elsewhere and moved in whole (its files make no events of their own).
        try fm.createDirectory(atPath: dir + "/staging/more", withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/staging/more/moved.json")
        #expect(rename(dir + "/staging", dir + "/specs/new") == 0)
        #expect(w.wait { _ in renders("specs/new/more/moved.json") >= 1 }, "\(w.stdout)\(w.stderr)")
        #expect(fm.fileExists(atPath: dir + "/out/new/more/moved@1x.png"))
    }

    @Test("watch needs -o and a spec")
    func usage() throws {
        #expect(try navmock(["watch", "x.json"]).code == 64)
        #expect(try navmock(["watch", "-o", "out"]).code == 64)
        let dir = try CLI.tempDir()
        #expect(try navmock(["watch", "missing.json", "-o", "out"], cwd: dir).code == 66)
    }
}
