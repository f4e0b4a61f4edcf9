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
/// What a spec is, in a folder: every `.json` file except those that are recognisably something
/// else, so that a repository root can be walked and a broken spec is still reported:
/// - `navmock.json` (the configuration) and NavMock's own outputs (below);
/// - valid JSON whose top level is not an object (a spec is one), or is an object with none of
///   the keys only a spec has
///   (``specKeys``: `device`, `tabBar`, `pageControl`, `osVersion`, `variants`, …; not the
///   generic `version`, `title`, `$schema`, …): `package.json`, `composer.json`, an app's settings;
/// - a file that is not valid JSON (`tsconfig.json` with comments) or is larger than the spec
///   limit, when its text (the first 64 KiB of a large one) has keys (`"name":`) and none of
///   them is one of those (a truncated spec, `{`, or a blank file is still a spec).
/// `--verbose` names each file skipped. A file named on the command line is always read as a
/// spec. A folder argument with JSON but no spec in it is a problem (66) that says what a spec is.
///
/// Walking a folder also skips:
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
        /// JSON files below folder arguments that are not specs (paths as walked).
        var skipped: [String] = []
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
                var found: [String] = [], skipped: [String] = []
                walk(a, relative: "", root: root, exclude: exclude, into: &found, skipped: &skipped, problems: &result.problems)
                for path in skipped { Console.detail("skipped \(path): not a spec (none of the keys only a spec has)") }
                result.skipped += skipped
                if found.isEmpty && !skipped.isEmpty {
                    let names = skipped.prefix(3).joined(separator: ", ") + (skipped.count > 3 ? ", …" : "")
                    result.problems.append(Failure(code: .noInput, text: "\(a): no specs in this folder: a spec is a .json file with keys only a spec has (\"device\", \"tabBar\", \"pageControl\", …); \(skipped.count) other JSON file\(skipped.count == 1 ? " was" : "s were") skipped (\(names))"))
                }
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
                             into found: inout [String], skipped: inout [String], problems: inout [Failure]) {
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
                walk(path, relative: rel, root: root, exclude: exclude, into: &found, skipped: &skipped, problems: &problems)
            case S_IFREG:
                guard name.hasSuffix(".json") else { continue }
                switch kind(path) {
                case .spec: found.append(rel)
                case .other: skipped.append(path)
                case .navMockOutput: continue
                }
            case S_IFLNK:
                guard name.hasSuffix(".json") else { continue }
                var st = stat()
                guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                guard target.hasPrefix(root + "/") else {
                    Console.warning("\(path): skipped: a symlink to a file outside \(root)")
                    continue
                }
                switch kind(path) {
                case .spec: found.append(rel)
                case .other: skipped.append(path)
                case .navMockOutput: continue
                }
            default:
                continue  // FIFOs, sockets, devices: reading one could block for ever.
            }
        }
    }

    static func stem(_ name: String) -> String {
        name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// What a `.json` file below a folder argument is.
    enum Kind: Equatable { case spec, navMockOutput, other }

    /// Whether the JSON file at `path` is a spec (see ``InputExpander``), one of NavMock's own
    /// outputs (a reference or gallery manifest: `references` and `toolchains`; `test --json`:
    /// `cases`, `toolchain`, `comparison`; SARIF: `runs`, `version`; `render --json`: `files` and
    /// `failures`; `check --json`: objects with `file`, `rule` and `severity`), or something else.
    /// Read through ``BoundedFile``, at most the spec limit (``JSONLimits/maxBytes``); a file that
    /// cannot be read is a spec, so that the reader reports why.
    static func kind(_ path: String) -> Kind {
        if PathText.lastComponent(path) == "navmock.json" { return .other }
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(path, limit: JSONLimits.default.maxBytes) }
        catch {
            if case .tooLarge = error { return looksLikeSpec(prefix(path)) ? .spec : .other }
            return .spec
        }
        guard let root = try? JSONParser.parse(bytes) else { return looksLikeSpec(bytes) ? .spec : .other }
        if case .object(let members) = root.value {
            if root["references"] != nil && root["toolchains"] != nil { return .navMockOutput }
            if root["cases"] != nil && root["toolchain"] != nil && root["comparison"] != nil { return .navMockOutput }
            if root["runs"] != nil && root["version"] != nil { return .navMockOutput }
            if root["files"] != nil && root["failures"] != nil { return .navMockOutput }  // render --json
            return members.isEmpty || members.contains(where: { specKeys.contains($0.key) }) ? .spec : .other
        }
        if case .array(let items) = root.value, !items.isEmpty,
           items.allSatisfy({ ($0["spec"] != nil && $0["file"] != nil) || ($0["file"] != nil && $0["rule"] != nil && $0["severity"] != nil) }) {
            return .navMockOutput
        }
        return .other   // an array, a string, a number: data, not a spec (a spec is an object)
    }

    /// The top-level keys of a spec (``SpecReader/topLevelKeys``) that other JSON files seldom
    /// have: all but `$schema`, `version`, `title`, `platform`, `size`, `locale`, `canvas` and
    /// `checks`.
    static let specKeys = Set(SpecReader.topLevelKeys).subtracting(["$schema", "version", "title", "platform", "size", "locale", "canvas", "checks"])

    /// Whether text that is not JSON (or only the start of a large file) may be a spec: it quotes
    /// one of ``specKeys`` as a key, or has no key at all (`{`, a blank file).
    static func looksLikeSpec(_ bytes: [UInt8]) -> Bool {
        let keys = quotedKeys(bytes)
        return keys.isEmpty || !keys.isDisjoint(with: specKeys)
    }

    /// The strings of `bytes` followed by `:` (JSON keys, roughly: no escapes decoded).
    static func quotedKeys(_ bytes: [UInt8]) -> Set<String> {
        var keys = Set<String>(), i = 0
        while i < bytes.count {
            guard bytes[i] == 0x22 else { i += 1; continue }
            var j = i + 1
            while j < bytes.count, bytes[j] != 0x22, bytes[j] != 0x0A { j += bytes[j] == 0x5C ? 2 : 1 }
            guard j < bytes.count, bytes[j] == 0x22 else { i = j + 1; continue }
            var k = j + 1
            while k < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[k]) { k += 1 }
            if k < bytes.count, bytes[k] == 0x3A { keys.insert(String(decoding: bytes[(i + 1)..<j], as: UTF8.self)) }
            i = j + 1
        }
        return keys
    }

    /// The first 64 KiB of a regular file (nothing when it cannot be read).
    static func prefix(_ path: String) -> [UInt8] {
        guard let (fd, _) = try? BoundedFile.open(path, limit: Int.max) else { return [] }
        defer { close(fd) }
        var out = [UInt8](repeating: 0, count: 65536)
        let n = out.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        return n > 0 ? Array(out.prefix(n)) : []
    }

    /// Shell-style glob: `*` any run of characters but `/`, `**` any run including `/`, `?` one
    /// character but `/`.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        fnmatch(pattern.replacingOccurrences(of: "**", with: "*"), text, pattern.contains("**") ? 0 : FNM_PATHNAME) == 0
    }
}
