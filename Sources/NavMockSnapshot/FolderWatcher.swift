import Foundation
import NavMockCore

/// Watches folders for files written, renamed into place, created or deleted (Linux inotify),
/// for `navmock watch` and `navmock serve`.
///
/// Folders, not files, are watched: editors save by writing a temporary file and renaming it
/// over the old one, which replaces the file's inode (a watch on the file would see it deleted and
/// nothing after). One watcher belongs to one thread; it is not `Sendable`.
///
/// ```swift
/// let w = try FolderWatcher()
/// _ = w.watch("Specs")
/// while let changed = w.next(timeout: -1) { print(changed) }   // ["Specs/clock.json"]
/// ```
public final class FolderWatcher {
    private let fd: Int32
    private var folders: [Int32: String] = [:]
    private var watched: Set<String> = []

    /// Most folders watched at once (the kernel's default per-user limit is 8,192 to 65,536).
    public static let maxFolders = 4096

    /// Opens an inotify instance.
    /// - Throws: ``FileError`` when the kernel refuses one (the per-user limit of instances).
    public init() throws(FileError) {
        fd = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard fd >= 0 else { throw FileError(path: "inotify", reason: "cannot watch files: \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    /// The folders watched, sorted.
    public var watchedFolders: [String] { watched.sorted() }

    /// Starts watching `folder` (not its subfolders). Returns false when it cannot be watched (it
    /// is missing, not a folder, or over ``maxFolders``); watching a folder twice is a no-op.
    @discardableResult
    public func watch(_ folder: String) -> Bool {
        let f = folder.isEmpty ? "." : folder
        if watched.contains(f) { return true }
        guard watched.count < Self.maxFolders else { return false }
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_ONLYDIR)
        let wd = inotify_add_watch(fd, f, mask)
        guard wd >= 0 else { return false }
        folders[wd] = f
        watched.insert(f)
        return true
    }

    /// Waits up to `timeout` milliseconds (-1: for ever) for a change, then collects the changes
    /// that follow within `settle` milliseconds of each other (an editor's save is several
    /// events) — until a file that is not temporary (``isTemporary(_:)``) has been written whole
    /// (closed after writing, or renamed into place): the batch then ends at once. What that
    /// buys: a save by renaming ends with its rename, so its spec is reported without waiting
    /// `settle` ms for events that will not come (2 ms of a classic bar's edit-to-image, about
    /// 20 ms: Benchmarks/README.md, issue 37); a save of several files may come as several batches.
    /// - Returns: the paths changed (folder + `/` + name), each once, in the order first seen;
    ///   empty on a timeout; nil when the watcher failed (or a signal interrupted the wait and
    ///   `stop` says to stop).
    public func next(timeout: Int32, settle: Int32 = 2, stop: () -> Bool = { false }) -> [String]? {
        var out: [String] = [], seen = Set<String>()
        var wait = timeout
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&p, 1, wait)
            if n < 0 {
                if errno == EINTR { if stop() { return nil }; continue }
                return nil
            }
            if n == 0 { return out }
            var complete = false
            guard drain(into: &out, seen: &seen, complete: &complete) else { return nil }
            if stop() { return nil }
            if complete { return out }
            wait = settle
        }
    }

    /// Reads every pending event; `complete` becomes true when one says a file that is not
    /// temporary was written whole (closed after writing, or renamed into place).
    private func drain(into out: inout [String], seen: inout Set<String>, complete: inout Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { return errno == EAGAIN || errno == EINTR }
            if n == 0 { return true }
            var i = 0
            let header = MemoryLayout<inotify_event>.size
            while i + header <= n {
                let (wd, mask, len) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    (raw.loadUnaligned(fromByteOffset: i, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: i + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: i + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(i + header)..<min(n, i + header + len)].prefix { $0 != 0 }
                i += header + len
                if mask & UInt32(IN_IGNORED) != 0 {
                    if let f = folders.removeValue(forKey: wd) { watched.remove(f) }
                    continue
                }
                guard let folder = folders[wd], !nameBytes.isEmpty else { continue }
                let name = String(decoding: nameBytes, as: UTF8.self)
                let path = (folder as NSString).appendingPathComponent(name)
                if mask & (UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) != 0, !Self.isTemporary(name) { complete = true }
                if seen.insert(path).inserted { out.append(path) }
            }
        }
    }

    /// Hands `watcher` to a thread of its own, which runs `body` with it (the watcher is used only
    /// there from then on): `navmock serve` watches while its main thread waits for Ctrl-C.
    public static func detach(_ watcher: FolderWatcher, _ body: @escaping @Sendable (FolderWatcher) -> Void) {
        final class Handover: @unchecked Sendable { let watcher: FolderWatcher; init(_ w: FolderWatcher) { watcher = w } }
        let handover = Handover(watcher)
        Thread { body(handover.watcher) }.start()
    }

    /// Whether a file name is an editor's or NavMock's temporary file, not worth a render: hidden
    /// files (`.clock.json.swp`, `.navmock-tmp-…`), backups (`clock.json~`), vim's `4913` probe.
    public static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".tmp") || name == "4913"
    }

    /// The folders below a spec's own folder that hold files it names (icons, images, the app's
    /// strings, `.lproj` folders): each relative path written in the spec's JSON (`"icons/star.svg"`)
    /// whose folder exists, and a named folder with the folders below it. A spec given alone is
    /// watched in its own folder; these are what an edit to its icons or strings also touches
    /// (the new-user trial of `watch a.json`: `icons/i.svg` edited, nothing re-rendered). Paths
    /// that leave the spec's folder (`..`, absolute, through a link) are not followed, as the
    /// reader does not follow them; unreadable JSON names nothing.
    /// - Parameters:
    ///   - spec: the spec file's path.
    ///   - text: its bytes (the JSON reader's limits apply).
    public static func referencedFolders(ofSpec spec: String, text: [UInt8]) -> [String] {
        guard let root = try? JSONParser.parse(text) else { return [] }
        let base = PathText.folder(spec).isEmpty ? "." : PathText.folder(spec)
        var strings: [String] = []
        func walk(_ n: JSONNode, depth: Int) {
            guard depth < 64, strings.count < 4096 else { return }
            switch n.value {
            case .string(let s) where s.contains("/") || s.hasSuffix(".lproj"): strings.append(s)
            case .object(let ms): for m in ms { walk(m.value, depth: depth + 1) }
            case .array(let a): for e in a { walk(e, depth: depth + 1) }
            default: break
            }
        }
        walk(root, depth: 0)
        var out: [String] = [], seen = Set<String>()
        for s in strings where !s.hasPrefix("/") && !s.split(separator: "/").contains("..") {
            // Each step below the spec's folder must be a real folder (not a link).
            var dir = base, ok = true
            let parts = s.split(separator: "/").map(String.init)
            for (k, part) in parts.enumerated() {
                let next = (dir as NSString).appendingPathComponent(part)
                var st = stat()
                guard lstat(next, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { ok = k == parts.count - 1; break }
                dir = next
            }
            guard ok, dir != base else { continue }
            let found = dir == (base as NSString).appendingPathComponent(s) ? folders(below: dir) : [dir]
            for f in found where seen.insert(f).inserted && out.count < maxFolders { out.append(f) }
        }
        return out
    }

    /// `folder` and every folder below it (not through symbolic links), at most ``maxFolders``,
    /// hidden folders and `__snapshots__` left out.
    public static func folders(below folder: String) -> [String] {
        var out = [folder], i = 0
        while i < out.count, out.count < maxFolders {
            let dir = out[i]; i += 1
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && name != "__snapshots__" {
                let p = (dir as NSString).appendingPathComponent(name)
                var st = stat()
                if lstat(p, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, out.count < maxFolders { out.append(p) }
            }
        }
        return out
    }
}
