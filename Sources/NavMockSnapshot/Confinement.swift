import Foundation
import NavMockCore

/// Files that belong to a folder — references and their `manifest.json` in a references folder,
/// failure images and `index.html` in the artifacts folder, a gallery's files in its output
/// folder — are written, replaced and deleted only inside it: never through a symbolic link.
///
/// A cloned repository may commit symbolic links anywhere (`__snapshots__/manifest.json ->
/// /etc/cron.d/x`, `__snapshots__ -> /`, `.navmock-artifacts/index.html -> ~/.bashrc`), and
/// `navmock test` runs in CI and as root. NavMock refuses such a link with an error naming it
/// (exit 73) rather than replacing it: replacing would quietly change a committed file, while the
/// error shows what the repository holds and the fix (remove the link) is one command.
/// The folder itself (`folder`) is the caller's: the one the user named (`--artifacts`,
/// `--references`, `gallery -o`) or the spec's folder, where `__snapshots__` is checked too.
public enum Confinement {
    /// Throws when `path` or a folder between `folder` and it is a symbolic link, or when `path`
    /// exists and is not a regular file. `path` must be `folder` + `/` + a relative path (as
    /// NavMock builds them); parts that do not exist yet are fine (they will be made as folders).
    /// - Throws: ``FileError`` of kind ``ProblemKind/cannotCreate``.
    public static func check(_ path: String, inside folder: String) throws(FileError) {
        let parts = components(of: path, below: folder)
        var current = folder.isEmpty ? "." : folder
        for (i, part) in parts.enumerated() {
            current = (current as NSString).appendingPathComponent(part)
            var st = stat()
            guard lstat(current, &st) == 0 else { return }   // the rest does not exist yet
            let kind = st.st_mode & S_IFMT
            if kind == S_IFLNK {
                throw FileError(path: path, reason: "\(current) is a symbolic link; navmock does not write through links in \(folder.isEmpty ? "." : folder) (remove the link)")
            }
            if i == parts.count - 1, kind != S_IFREG {
                let what = kind == S_IFIFO ? "a FIFO" : kind == S_IFSOCK ? "a socket" : "a device"
                throw FileError(path: path, reason: kind == S_IFDIR ? "is a folder, not a file" : "not a regular file (\(what)); navmock only replaces regular files here")
            }
        }
    }

    /// Opens the folder that holds `path` (`folder` + `/` + a relative path), walking down from
    /// `folder` one part at a time with `openat(O_DIRECTORY | O_NOFOLLOW)` and creating missing
    /// parts with `mkdirat` when `create` is true, and checks the file's own name there with
    /// `fstatat(AT_SYMLINK_NOFOLLOW)`: a link or a non-regular file is refused as
    /// ``check(_:inside:)`` refuses it. `folder` itself is opened following a link (it is the
    /// caller's: named on the command line, or the spec's folder).
    ///
    /// Writing, renaming and deleting relative to the returned descriptor (`openat`, `renameat`,
    /// `unlinkat`) then stays in the folder that was checked even if a folder on the way is
    /// swapped for a link meanwhile: a descriptor names the folder itself, not its path.
    /// - Returns: the folder's descriptor (the caller closes it) and the file's name in it.
    /// - Throws: ``FileError`` of kind ``ProblemKind/cannotCreate``: a link below `folder`, a
    ///   part that is a file, a target that is not a regular file, a folder that cannot be
    ///   opened or made (missing when `create` is false: `ENOENT` in the reason).
    public static func openFolder(of path: String, inside folder: String, create: Bool) throws(FileError) -> (fd: Int32, name: String) {
        let parts = components(of: path, below: folder)
        guard let name = parts.last else { throw FileError(path: path, reason: "is the folder \(folder) itself, not a file in it") }
        let top = folder.isEmpty ? "." : folder
        var fd = open(top, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0, errno == ENOENT, create {
            try FileIO.makeFolder(top)
            fd = open(top, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard fd >= 0 else { throw FileError(path: path, reason: "cannot open the folder \(top): \(String(cString: strerror(errno)))") }
        var current = top
        for part in parts.dropLast() {
            current = (current as NSString).appendingPathComponent(part)
            var next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(fd, part, 0o777) != 0 && errno != EEXIST {
                    let why = String(cString: strerror(errno))
                    close(fd)
                    throw FileError(path: path, reason: "cannot create the folder \(current): \(why)")
                }
                next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let e = errno
                var st = stat()
                let isLink = fstatat(fd, part, &st, AT_SYMLINK_NOFOLLOW) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
                close(fd)
                if isLink || e == ELOOP {
                    throw FileError(path: path, reason: "\(current) is a symbolic link; navmock does not write through links in \(top) (remove the link)")
                }
                throw FileError(path: path, reason: e == ENOTDIR ? "cannot create the folder: \(current) is a file, not a folder"
                                                    : "cannot open the folder \(current): \(String(cString: strerror(e)))")
            }
            close(fd)
            fd = next
        }
        var st = stat()
        if fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 {
            let kind = st.st_mode & S_IFMT
            if kind != S_IFREG {
                close(fd)
                let here = (current as NSString).appendingPathComponent(name)
                if kind == S_IFLNK { throw FileError(path: path, reason: "\(here) is a symbolic link; navmock does not write through links in \(top) (remove the link)") }
                let what = kind == S_IFIFO ? "a FIFO" : kind == S_IFSOCK ? "a socket" : "a device"
                throw FileError(path: path, reason: kind == S_IFDIR ? "is a folder, not a file" : "not a regular file (\(what)); navmock only replaces regular files here")
            }
        }
        return (fd, name)
    }

    /// Deletes `path`, a regular file inside `folder`, through the folder's descriptor
    /// (``openFolder(of:inside:create:)``): never through a link, never a link itself.
    /// - Returns: true when it is gone (deleted, or not there); false when it was not deleted (a
    ///   link on the way or at it, not a regular file, or `unlinkat` failed).
    @discardableResult
    public static func remove(_ path: String, inside folder: String) -> Bool {
        let opened: (fd: Int32, name: String)
        do throws(FileError) { opened = try openFolder(of: path, inside: folder, create: false) }
        catch { return error.reason.contains(String(cString: strerror(ENOENT))) }
        defer { close(opened.fd) }
        return unlinkat(opened.fd, opened.name, 0) == 0 || errno == ENOENT
    }

    /// Whether `path` (inside `folder`) can be deleted or replaced without following a link.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        (try? check(path, inside: folder)) != nil
    }

    /// Whether `path` itself is a symbolic link (not followed).
    public static func isLink(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    /// The parts of `path` below `folder` (all of `path`'s parts when it does not start with it).
    static func components(of path: String, below folder: String) -> [String] {
        let f = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var rest = path
        if f.isEmpty || f == "." {
            if rest.hasPrefix("./") { rest = String(rest.dropFirst(2)) }
        } else if rest.hasPrefix(f + "/") {
            rest = String(rest.dropFirst(f.count + 1))
        } else if f == "/" {
            rest = String(rest.dropFirst())
        }
        return rest.split(separator: "/").map(String.init).filter { $0 != "." && !$0.isEmpty }
    }
}
