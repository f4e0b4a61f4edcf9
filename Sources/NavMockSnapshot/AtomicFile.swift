import NavMockCore
import Foundation
import Synchronization

/// The one file writer of NavMock's outputs (images, reports, JUnit, manifests).
///
/// - A regular file (or a path that does not exist yet) is written to a temporary file
///   `.navmock-tmp-<pid>-<random>` in the same folder and renamed over the target, so a reader
///   never sees half a file and an error or a kill leaves the old file as it was.
/// - A symlink to a regular file is written through: the file it points to is replaced, the link stays.
/// - A target that exists and is not a regular file (a device such as `/dev/null` or `/dev/full`,
///   a FIFO, or a symlink to one) is opened and written directly, never renamed over; `/dev/stdout`,
///   `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` write to the process's own descriptor.
/// - The first write into a folder removes the temporary files there that a killed run left:
///   those no process holds a lock on and that are older than ``staleAge``. The writer takes an
///   exclusive `flock(2)` on its temporary file as soon as it creates it and holds it until the
///   rename, so a live run's temporaries are never touched — also a run in another container
///   sharing the folder, whose process id means nothing here (a process-alive test would see it
///   as dead). The age covers only the instant between `open` and `flock`. (Locks are kept by
///   the kernel, so a killed writer's lock goes with it; on NFS, `flock` is emulated with
///   byte-range locks that the server keeps.)
/// - ``write(_:to:inside:)`` writes a file that belongs to a folder (a reference, a manifest, an
///   artifact, a report): it never follows a symbolic link there (see ``Confinement``).
public enum AtomicFile {
    /// The prefix of every temporary file; the process id follows.
    public static let temporaryPrefix = ".navmock-tmp-"

    private static let cleaned = Mutex<Set<String>>([])

    /// How old an unlocked temporary file must be before it counts as left by a killed run: 60 s.
    public static let staleAge: Double = 60

    /// Writes `bytes` to `path` as described above, creating missing folders.
    /// - Parameter durable: also `fsync` the file before the rename (for manifests).
    /// - Throws: ``FileError`` of kind ``ProblemKind/cannotCreate`` when the file cannot be created
    ///   or renamed into place (nothing half-written stays), ``ProblemKind/writeFailed`` when a
    ///   write to an opened non-regular target fails.
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = false) throws(FileError) {
        try commit(try stage(bytes, to: path, durable: durable))
    }

    /// Writes `bytes` to `path`, a file that belongs to `folder` (a reference in its references
    /// folder, an artifact or report in the artifacts folder): as ``write(_:to:durable:)``, but
    /// refused when `path` or a folder between `folder` and it is a symbolic link, or when `path`
    /// exists and is not a regular file (``Confinement/check(_:inside:)``): a cloned repository's
    /// committed link never makes NavMock write outside the folder.
    /// - Throws: ``FileError`` of kind ``ProblemKind/cannotCreate`` (exit 73) for a link, as
    ///   ``write(_:to:durable:)`` otherwise.
    ///
    /// Written through the held folder (``Confinement/openFolder(of:inside:create:)``): the
    /// temporary file is made with `openat(O_EXCL | O_NOFOLLOW)` in the folder checked and renamed
    /// with `renameat` there, so a folder swapped for a link during the run is not followed.
    public static func write(_ bytes: [UInt8], to path: String, inside folder: String, durable: Bool = false) throws(FileError) {
        let (dir, name) = try Confinement.openFolder(of: path, inside: folder, create: true)
        defer { close(dir) }
        removeStaleTemporaries(in: PathText.folder(path).isEmpty ? "." : PathText.folder(path), at: dir)
        let tmp = temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileError(path: path, reason: "cannot write into \(PathText.folder(path)): \(errnoText())") }
        _ = flock(fd, LOCK_EX)   // held until the rename, as in stage(_:to:durable:)
        do throws(FileError) {
            try writeAll(fd, bytes, path: path)
            if durable, fsync(fd) != 0 { throw FileError(path: path, reason: "cannot write: \(errnoText())") }
        } catch {
            close(fd); unlinkat(dir, tmp, 0)
            throw FileError(path: path, reason: error.reason, kind: .cannotCreate)
        }
        if close(fd) != 0 {
            let why = errnoText()
            unlinkat(dir, tmp, 0)
            throw FileError(path: path, reason: "cannot write: \(why)")
        }
        if renameat(dir, tmp, dir, name) != 0 {
            let why = errnoText()
            unlinkat(dir, tmp, 0)
            throw FileError(path: path, reason: "cannot write: \(why)")
        }
    }

    /// Writes several files that belong together (one spec's PNG, SVG and PDF) so that they change
    /// together or not at all: every regular file is first written to its temporary file; only when
    /// all of them are complete are they renamed into place (then the non-regular targets, such as
    /// devices, are written). If any cannot be written, the temporaries are removed and every
    /// target keeps its earlier content. (A rename that fails after others succeeded — which needs
    /// the folder to change under us — can still leave a mix; rename(2) offers no group operation.)
    /// - Throws: ``FileError`` of the first file that fails, as ``write(_:to:durable:)``.
    public static func writeTogether(_ files: [(path: String, bytes: [UInt8])]) throws(FileError) {
        var staged: [Staged] = []
        for f in files {
            do throws(FileError) { staged.append(try stage(f.bytes, to: f.path, durable: false)) }
            catch {
                for st in staged { st.discard() }
                throw error
            }
        }
        let renames = staged.filter { if case .temporary = $0 { true } else { false } }
        let direct = staged.filter { if case .direct = $0 { true } else { false } }
        for (k, st) in (renames + direct).enumerated() {
            do throws(FileError) { try commit(st) }
            catch {
                for st in (renames + direct).dropFirst(k + 1) { st.discard() }
                throw error
            }
        }
    }

    /// A file written as far as it can be before it replaces its target.
    enum Staged {
        /// A complete temporary file `tmp`, to be renamed over `target` (`path` as the caller wrote
        /// it); `fd` is open on it and holds its lock until the rename.
        case temporary(tmp: String, target: String, path: String, fd: Int32)
        /// A device, FIFO or the process's own stream: written directly when committed.
        case direct(path: String, bytes: [UInt8])

        /// Removes the temporary file (and releases its lock) without committing it.
        func discard() {
            if case .temporary(let tmp, _, _, let fd) = self { unlink(tmp); close(fd) }
        }
    }

    /// Writes the temporary file for `path` (or leaves a non-regular target for ``commit(_:)``).
    static func stage(_ bytes: [UInt8], to path: String, durable: Bool) throws(FileError) -> Staged {
        if ownDescriptor(path) != nil { return .direct(path: path, bytes: bytes) }
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG {
            if (st.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, reason: "is a folder, not a file") }
            return .direct(path: path, bytes: bytes)
        }
        // A symlink to a regular file (or a dangling one): write the file it names.
        var target = path
        var lst = stat()
        if lstat(path, &lst) == 0, (lst.st_mode & S_IFMT) == S_IFLNK {
            target = resolvedLink(path)
        }
        let dir = PathText.folder(target).isEmpty ? "." : PathText.folder(target)
        try FileIO.makeFolder(dir)
        removeStaleTemporaries(in: dir)
        let tmp = dir + "/" + temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw FileError(path: path, reason: "cannot write into \(dir): \(errnoText())")
        }
        // Held until the rename: tells ``removeStaleTemporaries(in:)`` of any process that this
        // file is being written.
        _ = flock(fd, LOCK_EX)
        do throws(FileError) {
            try writeAll(fd, bytes, path: path)
            if durable, fsync(fd) != 0 { throw FileError(path: path, reason: "cannot write: \(errnoText())") }
        } catch {
            close(fd); unlink(tmp)
            throw FileError(path: path, reason: error.reason, kind: .cannotCreate)
        }
        return .temporary(tmp: tmp, target: target, path: path, fd: fd)
    }

    /// Puts a staged file in place: renames the temporary file, or writes the non-regular target.
    static func commit(_ staged: Staged) throws(FileError) {
        switch staged {
        case .direct(let path, let bytes):
            if let fd = ownDescriptor(path) { return try writeAll(fd, bytes, path: path) }
            let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw FileError(path: path, reason: "cannot open: \(errnoText())") }
            defer { close(fd) }
            try writeAll(fd, bytes, path: path)
        case .temporary(let tmp, let target, let path, let fd):
            // close(2) reports a delayed write error (NFS, a full disk): check it before the rename.
            if close(fd) != 0 {
                let why = errnoText()
                unlink(tmp)
                throw FileError(path: path, reason: "cannot write: \(why)")
            }
            if rename(tmp, target) != 0 {
                let why = errnoText()
                unlink(tmp)
                throw FileError(path: path, reason: "cannot write: \(why)")
            }
        }
    }

    /// The descriptor a path names when it is the process's own stream (`/dev/stdout` and the like).
    static func ownDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            if let n = Int32(path.dropFirst(prefix.count)), n >= 1 { return n }
        }
        return nil
    }

    /// Writes every byte to an open descriptor (`fd`), retrying short writes and interruptions;
    /// `path` names it in the error.
    /// - Throws: ``FileError`` of kind ``ProblemKind/writeFailed`` (an I/O error on an opened output).
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(FileError) {
        var done = 0
        let failure: Int32? = bytes.withUnsafeBytes { raw -> Int32? in
            while done < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { return EIO }
                done += n
            }
            return nil
        }
        if let e = failure { throw FileError(path: path, reason: "cannot write: \(String(cString: strerror(e)))", kind: .writeFailed, errorNumber: e) }
    }

    /// The final path a symlink chain leads to (up to 40 links), even when its last step does not exist.
    static func resolvedLink(_ path: String) -> String {
        var p = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(p, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return p }
            var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(p, &buf, buf.count - 1)
            guard n > 0 else { return p }
            let dest = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            p = dest.hasPrefix("/") ? dest : (PathText.folder(p) as NSString).appendingPathComponent(dest)
        }
        return p
    }

    /// Removes the `.navmock-tmp-*` files in `dir` that a killed run left (``isAbandoned(_:)``);
    /// once per folder and process.
    public static func removeStaleTemporaries(in dir: String) {
        let key = URL(fileURLWithPath: dir).standardizedFileURL.path
        guard cleaned.withLock({ $0.insert(key).inserted }) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for name in names where name.hasPrefix(temporaryPrefix) {
            let path = (dir as NSString).appendingPathComponent(name)
            if isAbandoned(path) { unlink(path) }
        }
    }

    /// As ``removeStaleTemporaries(in:)``, the folder `dir` held open as `fd`: each candidate is
    /// tested and deleted relative to `fd` (`openat(O_NOFOLLOW)`, `unlinkat`), so only files of
    /// that folder are touched even if `dir`'s path is swapped meanwhile.
    static func removeStaleTemporaries(in dir: String, at fd: Int32) {
        let key = URL(fileURLWithPath: dir).standardizedFileURL.path
        guard cleaned.withLock({ $0.insert(key).inserted }) else { return }
        let listing = dup(fd)
        guard listing >= 0, let d = fdopendir(listing) else { if listing >= 0 { close(listing) }; return }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(temporaryPrefix) { names.append(name) }
        }
        let now = Date().timeIntervalSince1970
        for name in names {
            let t = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard t >= 0 else { continue }
            var st = stat()
            var abandoned = false
            if fstat(t, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG {
                let age = now - (Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9)
                abandoned = age > staleAge && flock(t, LOCK_EX | LOCK_NB) == 0
            }
            close(t)
            if abandoned { unlinkat(fd, name, 0) }
        }
    }

    /// Whether the temporary file at `path` was left by a run that is gone: a regular file (not
    /// followed if a link), older than ``staleAge`` and with no `flock(2)` held on it. Its process
    /// id is not consulted: a writer in another PID namespace (a container sharing the folder)
    /// has an id that means nothing here, but its lock is seen by every process of the kernel.
    public static func isAbandoned(_ path: String, now: Double = Date().timeIntervalSince1970) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return false }
        let age = now - (Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9)
        guard age > staleAge else { return false }
        // Taken only to test; released by close. A lock that cannot be tested keeps the file.
        return flock(fd, LOCK_EX | LOCK_NB) == 0
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
