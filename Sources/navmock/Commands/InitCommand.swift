import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock init [DIR]`: a project's first files, so that `render`, `check` and `test` work at once.
enum InitCommand {
    static let help = """
    usage: navmock init [DIR] [--force]

    Starts a NavMock project in DIR (default: the current folder, created if needed):

      navmock.json            the project's defaults (formats, scales, the record mode, excludes),
                              found by every command run below DIR
      mockups/tab-bar.json    an example spec: an iPhone tab bar with four tabs
      .gitignore              gets the line .navmock-artifacts/ (test's failure images), once

    Then: navmock render mockups -o out, navmock check mockups, navmock test mockups.
    A file that exists is left as it is (a note says so) unless --force is given; .gitignore is
    only ever appended to. Nothing is written through a symlink.

      --force                replace navmock.json and mockups/tab-bar.json if they exist

    Exit: 0 ok, 64 usage, 73 a file cannot be written.
    """

    /// The configuration written: every key a user is likely to change, at its default.
    static let config = """
    {
      "formats": ["png", "svg"],
      "record": "missing",
      "exclude": ["drafts/**"]
    }

    """

    /// The example spec: one a new user can read and edit (the README's first example).
    static let example = """
    {
      "device": "iPhone 16 Pro",
      "appearance": "light",
      "tabBar": {
        "items": [
          {"title": "Home", "image": "house.fill"},
          {"title": "Search", "image": "magnifyingglass"},
          {"title": "Inbox", "image": "tray.fill", "badgeValue": "3"},
          {"title": "Settings", "image": "gearshape.fill"}
        ],
        "selectedIndex": 0
      }
    }

    """

    /// The `.gitignore` line for `test`'s artifacts folder.
    static let ignoreLine = ".navmock-artifacts/"

    static func run(_ args: [String]) -> ExitCode {
        let a: Arguments
        do { a = try Arguments(args, valued: [], boolean: ["help", "force"]) }
        catch { Console.usage(error.message, command: "init"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard a.positionals.count <= 1 else { Console.usage("init takes at most one folder", command: "init"); return .usage }
        let dir = a.positionals.first ?? "."
        let force = a.has("force")
        do throws(Failure) {
            try folder(dir)
            try folder(dir + "/mockups")
            for (path, text) in [(dir + "/navmock.json", config), (dir + "/mockups/tab-bar.json", example)] {
                try refuseSymlink(path)
                if !force, exists(path) { Console.info("kept \(path) (it exists; --force replaces it)"); continue }
                try AtomicWriter.write(Array(text.utf8), to: path)
                Console.info("wrote \(path)")
            }
            try refuseSymlink(dir + "/.gitignore")
            try ignoreArtifacts(dir + "/.gitignore")
            Console.info("next: \(dir == "." ? "" : "cd \(dir) && ")navmock render mockups -o out; navmock test mockups")
            return .success
        } catch {
            Console.error(error.text)
            return error.code
        }
    }

    /// Whether anything (a file, a folder, a symlink, even a dangling one) is at `path`.
    static func exists(_ path: String) -> Bool { var st = stat(); return lstat(path, &st) == 0 }

    /// Refuses (73) a symlink at `path`: init never writes through one.
    static func refuseSymlink(_ path: String) throws(Failure) {
        var st = stat()
        if lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFLNK {
            throw Failure(code: .cantCreate, text: "\(path): a symlink; init writes only files of its own, not through links")
        }
    }

    /// Creates the folder `path` if nothing is there; refuses a symlink or a file in its place (73).
    static func folder(_ path: String) throws(Failure) {
        var st = stat()
        if lstat(path, &st) == 0 {
            guard st.st_mode & S_IFMT == S_IFDIR else { throw Failure(code: .cantCreate, text: "\(path): not a folder (a symlink or a file is there); init writes into real folders only") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        catch { throw Failure(code: .cantCreate, text: "\(path): cannot create the folder (\(error.localizedDescription))") }
    }

    /// Appends ``ignoreLine`` to the `.gitignore` at `path` unless a line already says it
    /// (with or without the slash, or with a leading `/`); creates the file if there is none.
    static func ignoreArtifacts(_ path: String) throws(Failure) {
        var text = ""
        if exists(path) {
            do throws(BoundedFile.Failure) { text = String(decoding: try BoundedFile.read(path, limit: 1 << 20), as: UTF8.self) }
            catch { throw Failure(code: .cantCreate, text: "\(path): \(error.description); add the line \(ignoreLine) yourself") }
            let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            if lines.contains(where: { ["/.navmock-artifacts/", ".navmock-artifacts/", ".navmock-artifacts", "/.navmock-artifacts"].contains($0) }) {
                Console.info("kept \(path) (it already ignores .navmock-artifacts)")
                return
            }
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        }
        text += "# navmock test: failure images and the report\n" + ignoreLine + "\n"
        try AtomicWriter.write(Array(text.utf8), to: path)
        Console.info("wrote \(path) (ignores .navmock-artifacts/)")
    }
}
