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
