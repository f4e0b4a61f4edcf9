import Foundation
import NavMockCore
import NavMockRender

/// Expands `SPEC|DIR...` arguments into spec files: a folder contributes every `.json` file below
/// it (sorted), with its path relative to the folder so that outputs mirror the tree.
struct SpecInput: Sendable {
    /// The path to read (`-` for standard input).
    let path: String
    /// The path relative to the argument folder, without `.json` (the output name stem).
    let relativeStem: String
}

/// The one folder walker of `render`, `check`, `test` and `gallery`.
///
/// Walking a folder skips:
/// - hidden files and folders (`.navmock-artifacts`, temporary files) and `__snapshots__`;
/// - NavMock's own JSON outputs: reference and gallery manifests, saved `test --json`,
///   `render --json`, `check --json` and SARIF results;
/// - what is not a regular file (FIFOs, sockets, devices), which could hang a read;
/// - symlinks to files outside the folder argument (icons follow the same containment rule);
/// - paths matching an `--exclude` glob (matched against the path relative to the folder and
///   against the file name; `*` does not cross `/`, `**` does).
///
/// A missing argument, an unreadable folder (it or any folder below it) or a non-regular file
/// named directly is a problem (66) that is reported while the rest of the batch goes on.
enum InputExpander {
    struct Expansion {
        var inputs: [SpecInput] = []
        var problems: [Failure] = []
        /// Prints each problem and returns the most severe code (success when none).
        func reportProblems() -> ExitCode {
            var worst = ExitCode.success
            for p in problems { Console.error(p.text); worst = max(worst, p.code) }
            return worst
        }
    }

    /// - Parameter stdinName: the output name stem of a spec read from `-` (`--name`).
    static func expand(_ args: [String], exclude: [String] = [], stdinName: String = "stdin") -> Expansion {
        var result = Expansion()
        for a in args {
            if a == "-" { result.inputs.append(SpecInput(path: "-", relativeStem: stdinName)); continue }
            var st = stat()
            guard stat(a, &st) == 0 else {
                var l = stat()
                let why = lstat(a, &l) == 0 ? "a symlink to nothing" : "no such file or folder"
                result.problems.append(Failure(code: .noInput, text: "\(a): \(why)")); continue
            }
            switch st.st_mode & S_IFMT {
            case S_IFREG:
                result.inputs.append(SpecInput(path: a, relativeStem: stem(PathText.lastComponent(a))))
            case S_IFDIR:
                let root = URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath().path
                var found: [String] = []
                walk(a, relative: "", root: root, exclude: exclude, into: &found, problems: &result.problems)
                for rel in found.sorted() {
                    result.inputs.append(SpecInput(path: (a as NSString).appendingPathComponent(rel), relativeStem: stem(rel)))
                }
            default:
                result.problems.append(Failure(code: .noInput, text: "\(a): not a regular file (a FIFO, socket or device); specs are read from files or - (standard input)"))
            }
        }
        return result
    }

    private static func walk(_ dir: String, relative: String, root: String, exclude: [String],
                             into found: inout [String], problems: inout [Failure]) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: dir) }
        catch {
            problems.append(Failure(code: .noInput, text: "\(dir): cannot read the folder (\(access(dir, R_OK | X_OK) == 0 ? "unreadable" : "permission denied")); its specs were not read"))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") && name != "__snapshots__" {
            let rel = relative.isEmpty ? name : relative + "/" + name
            let path = (dir as NSString).appendingPathComponent(name)
            if exclude.contains(where: { glob($0, matches: rel) || glob($0, matches: name) }) { continue }
            var l = stat()
            guard lstat(path, &l) == 0 else { continue }
            switch l.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, relative: rel, root: root, exclude: exclude, into: &found, problems: &problems)
            case S_IFREG:
                if name.hasSuffix(".json"), !isNavMockOutput(path) { found.append(rel) }
            case S_IFLNK:
                guard name.hasSuffix(".json") else { continue }
                var st = stat()
                guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                guard target.hasPrefix(root + "/") else {
                    Console.warning("\(path): skipped: a symlink to a file outside \(root)")
                    continue
                }
                if !isNavMockOutput(path) { found.append(rel) }
            default:
                continue  // FIFOs, sockets, devices: reading one could block for ever.
            }
        }
    }

    static func stem(_ name: String) -> String {
        name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// A JSON file NavMock wrote, recognised by its shape: a reference or gallery manifest
    /// (`references` and `toolchains`), `test --json` (`cases`, `toolchain`), SARIF (`runs`,
    /// `version`), `render --json` (`files` and `failures`) or `check --json` (objects
    /// with `file`, `rule` and `severity`).
    /// Read through ``BoundedFile`` at most the spec limit (``JSONLimits/maxBytes``, all the parser
    /// takes): a larger file is not read here but left to the spec reader, which refuses it by its size.
    static func isNavMockOutput(_ path: String) -> Bool {
        guard let d = try? BoundedFile.read(path, limit: JSONLimits.default.maxBytes),
              let root = try? JSONParser.parse(d) else { return false }
        if case .object = root.value {
            if root["references"] != nil && root["toolchains"] != nil { return true }
            if root["cases"] != nil && root["toolchain"] != nil && root["comparison"] != nil { return true }
            if root["runs"] != nil && root["version"] != nil { return true }
            if root["files"] != nil && root["failures"] != nil { return true }  // render --json
            return false
        }
        if case .array(let items) = root.value, !items.isEmpty {
            return items.allSatisfy { ($0["spec"] != nil && $0["file"] != nil) || ($0["file"] != nil && $0["rule"] != nil && $0["severity"] != nil) }
        }
        return false
    }

    /// Shell-style glob: `*` any run of characters but `/`, `**` any run including `/`, `?` one
    /// character but `/`.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        fnmatch(pattern.replacingOccurrences(of: "**", with: "*"), text, pattern.contains("**") ? 0 : FNM_PATHNAME) == 0
    }
}
