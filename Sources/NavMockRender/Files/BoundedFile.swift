import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way NavMock reads a file it is given (a spec, a manifest, a reference or `diff`
/// PNG, an icon, an image, a font): opened without blocking, checked with `fstat` on the opened
/// descriptor to be a regular file no larger than a limit, then read — at most `limit + 1` bytes,
/// so a file that grows while it is read is refused too, never loaded whole.
///
/// A FIFO, socket, device or folder is refused before anything is read (reading a FIFO with
/// no writer would block for ever).
public enum BoundedFile {
    /// Why a file was not read.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// No such file (or a symlink to nothing).
        case missing
        /// It exists but cannot be opened or read (`reason`: "permission denied", …).
        case unreadable(String)
        /// A folder, FIFO, socket or device (`kind` names which).
        case notRegular(String)
        /// `size` bytes (at least), more than `limit`.
        case tooLarge(size: Int, limit: Int)

        /// Whether the file is missing, unreadable or not a regular file (the command line's 66,
        /// "input missing or unreadable"); false for ``tooLarge(size:limit:)`` (65, bad input).
        public var isUnreadable: Bool {
            if case .tooLarge = self { return false }
            return true
        }

        /// A short clause, without the path.
        public var description: String {
            switch self {
            case .missing: return "no such file"
            case .unreadable(let why): return "cannot read it (\(why))"
            case .notRegular(let kind): return "not a regular file (\(kind)); only regular files are read"
            case .tooLarge(let size, let limit): return "the file is \(size) bytes, over the limit of \(limit) bytes"
            }
        }
    }

    /// What a file of mode `mode` is, for messages.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a file"
        }
    }

    /// Opens `path` for reading without blocking and checks that it is a regular file of at most
    /// `limit` bytes. Returns the descriptor (blocking again, close-on-exec; the caller closes
    /// it) and the file's size.
    public static func open(_ path: String, limit: Int) throws(Failure) -> (fd: Int32, size: Int) {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            switch e {
            case ENOENT, ENOTDIR, ELOOP: throw .missing
            case EACCES, EPERM: throw .unreadable("permission denied")
            case ENXIO:
                // A socket (or a FIFO or device with nothing behind it).
                var st = stat()
                throw .notRegular(stat(path, &st) == 0 ? kind(st.st_mode) : "a socket")
            default: throw .unreadable(String(cString: strerror(e)))
            }
        }
        var st = stat()
        guard fstat(fd, &st) == 0 else { let e = errno; close(fd); throw .unreadable(String(cString: strerror(e))) }
        guard st.st_mode & S_IFMT == S_IFREG else { close(fd); throw .notRegular(kind(st.st_mode)) }
        let size = Int(st.st_size)
        guard size <= limit else { close(fd); throw .tooLarge(size: size, limit: limit) }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return (fd, size)
    }

    /// The bytes of the regular file `path`, at most `limit` of them (see ``BoundedFile``).
    /// - Throws: ``Failure``: missing, unreadable, not a regular file, or over `limit` (by its
    ///   size before reading, or by what a read found beyond it).
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let (fd, size) = try open(path, limit: limit)
        defer { close(fd) }
        return try read(fd: fd, expected: size, limit: limit)
    }

    /// Reads at most `limit + 1` bytes from `fd` (`expected`: the size `fstat` gave, a hint).
    public static func read(fd: Int32, expected: Int, limit: Int) throws(Failure) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: Swift.min(Swift.max(expected, 0), limit) + 1)
        var done = 0
        while true {
            if done == out.count {
                guard out.count <= limit else { break }
                out.append(contentsOf: repeatElement(0, count: Swift.min(Swift.max(out.count, 65536), limit + 1 - out.count)))
            }
            let n = out.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            done += n
        }
        guard done <= limit else { throw .tooLarge(size: Swift.max(done, expected), limit: limit) }
        out.removeSubrange(done...)
        return out
    }
}
