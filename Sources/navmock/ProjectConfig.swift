import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock.json`: a project's defaults for the commands, found like `.swift-format` or
/// `.swiftlint.yml` by walking up from the current folder, stopping at the repository root (the
/// folder that holds `.git`) or the file-system root, and used only when trusted
/// (``locate(from:environment:)``: as git trusts a repository).
///
/// ```json
/// {
///   "formats": ["png", "svg"],            // render's --format
///   "svgText": "paths",                   // --svg-text of render and watch: text or paths
///   "scales": [2, 3],                     // --scale of render, test and gallery (positive, ≤ 16)
///   "comparison": {"channelTolerance": 1, "threshold": 0.1, "maxDiffPixels": 0,
///                  "maxDiffPixelRatio": 0.001, "ignoreAntialiasing": false},   // test and diff
///   "record": "missing",                  // test's record mode where neither --record,
///                                         //   NAVMOCK_RECORD nor CI decides
///   "check": {"ignore": ["rule-id"]},     // check's --ignore
///   "exclude": ["drafts/**"],             // --exclude of render, check, test and gallery
///   "fonts": ["fonts/Brand.otf"],         // --font of every command that draws
///   "sfSymbols": "design/sf-symbols",     // --sf-symbols: Apple's SF Symbols templates
///   "strings": ["App/Localizable.xcstrings"]  // the app's strings, for specs that give texts
///                                         //   by key and name no "strings" of their own
/// }
/// ```
/// Paths (`fonts`, `sfSymbols`, `strings`) are relative to the folder of the file; `strings` stay
/// inside it (docs/localization.md). A flag given on the command line
/// replaces the file's value for that flag (lists are not merged). Unknown keys and wrong values
/// are errors with `FILE:LINE:COLUMN: path: message` and a suggestion (exit 64).
///
/// The reader is total: any bytes give a configuration or a ``ProjectConfigError``, never a trap
/// (JSON limits from ``JSONLimits``; numbers outside their range are refused).
struct ProjectConfig: Sendable, Equatable {
    /// The file's path as found.
    var path: String
    var formats: [String]?
    /// How the SVG writes text (`--svg-text`): `text` or `paths`.
    var svgText: String?
    var scales: [Double]?
    var channelTolerance: Int?
    var threshold: Double?
    var maxDiffPixels: Int?
    var maxDiffPixelRatio: Double?
    var ignoreAntialiasing: Bool?
    var record: String?
    var checkIgnore: [String]?
    var exclude: [String]?
    /// Font files, made relative to the current folder (or absolute) from the file's folder.
    var fonts: [String]?
    /// The folder of SF Symbols templates (docs/apple-assets.md), made relative to the current
    /// folder (or absolute) from the file's folder.
    var sfSymbols: String?
    /// The app's strings for specs that give texts by key and name no `strings` of their own
    /// (``StringFiles/projectStrings``): the list as written, read against the file's folder.
    var strings: StringFiles.ProjectStrings?

    static let fileName = "navmock.json"
    static let keys = ["$schema", "formats", "svgText", "scales", "comparison", "record", "check", "exclude", "fonts", "sfSymbols", "strings"]
    static let comparisonKeys = ["channelTolerance", "threshold", "maxDiffPixels", "maxDiffPixelRatio", "ignoreAntialiasing"]
    static let checkKeys = ["ignore"]
    static let recordModes = ["all", "missing", "failed", "never"]

    /// The first `navmock.json` in `start` or a folder above it, not above the folder holding
    /// `.git`, when it is trusted (``locate(from:environment:)``); nil otherwise.
    static func find(from start: String) -> String? {
        locate(from: start).trusted
    }

    /// What the walk up from the working folder found.
    struct Lookup: Sendable, Equatable {
        /// The file found, trusted or not; nil when there is none.
        var path: String?
        /// Whether it may be used.
        var trusted: String? { ignoredBecause == nil ? path : nil }
        /// Why the file found is not used; nil when it is (or none was found).
        var ignoredBecause: String?
        /// Why it is used (`the repository /src/app is yours`), for `--verbose`.
        var trustedBecause: String?
    }

    /// Finds the first `navmock.json` in `start` or a folder above it, not above the folder
    /// holding `.git` (a `navmock.json` that is not a regular file is skipped), and decides
    /// whether to trust it, as git trusts a repository's configuration:
    ///
    /// - Inside a repository (the walk met `.git` at or above the file's folder): trusted when
    ///   the repository's folder is owned by the user running NavMock, or is declared safe
    ///   (``safeDirectoriesVariable``), or `CI` is set (CI empty, 0, false or no is not CI):
    ///   CI checkouts are often made by another user than the one running the tests, and what
    ///   CI tests is the repository itself.
    /// - Outside a repository (no `.git` on the way): trusted only when the file is the user's
    ///   and not writable by group or others, and every folder from the file's down to `start`
    ///   is the user's or root's and not writable by group or others (as ssh requires of
    ///   `~/.ssh`), or the file's folder is declared safe. `CI` does not count there: a
    ///   world-writable folder above a checkout lets anyone plant one.
    static func locate(from start: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Lookup {
        var dir = URL(fileURLWithPath: start).standardizedFileURL.path
        var walked: [String] = []
        var found: String?
        var repository: String?
        for _ in 0..<256 {
            walked.append(dir)
            if found == nil {
                let candidate = (dir as NSString).appendingPathComponent(fileName)
                var st = stat()
                if stat(candidate, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG { found = candidate }
            }
            var gst = stat()
            if lstat((dir as NSString).appendingPathComponent(".git"), &gst) == 0 { repository = dir; break }
            if dir == "/" { break }
            dir = (dir as NSString).deletingLastPathComponent
            if dir.isEmpty { break }
        }
        guard let found else { return Lookup() }
        let folder = (found as NSString).deletingLastPathComponent
        let safe = safeDirectories(environment)
        func isSafe(_ d: String) -> Bool {
            safe.contains("*") || safe.contains(d) || safe.contains(URL(fileURLWithPath: d).resolvingSymlinksInPath().path)
        }
        let me = geteuid()
        if let repository {
            var st = stat()
            guard stat(repository, &st) == 0 else { return Lookup(path: found, ignoredBecause: "the repository \(repository) cannot be examined") }
            if st.st_uid == me { return Lookup(path: found, trustedBecause: "the repository \(repository) is yours") }
            if isSafe(repository) { return Lookup(path: found, trustedBecause: "\(safeDirectoriesVariable) declares \(repository) safe") }
            if isCI(environment) { return Lookup(path: found, trustedBecause: "CI is set and it is inside the repository \(repository)") }
            return Lookup(path: found, ignoredBecause: "the repository \(repository) belongs to user \(st.st_uid), not to you (\(me)); "
                          + "declare it safe with \(safeDirectoriesVariable)=\(repository) to use it")
        }
        if isSafe(folder) { return Lookup(path: found, trustedBecause: "\(safeDirectoriesVariable) declares \(folder) safe") }
        var st = stat()
        guard stat(found, &st) == 0 else { return Lookup(path: found, ignoredBecause: "it cannot be examined") }
        if st.st_uid != me {
            return Lookup(path: found, ignoredBecause: "it is outside any repository and belongs to user \(st.st_uid), not to you (\(me))")
        }
        if st.st_mode & 0o022 != 0 {
            return Lookup(path: found, ignoredBecause: "it is outside any repository and others may write it (mode \(String(st.st_mode & 0o777, radix: 8)))")
        }
        for d in walked where d == folder || d.hasPrefix(folder == "/" ? "/" : folder + "/") {
            var ds = stat()
            guard stat(d, &ds) == 0 else { return Lookup(path: found, ignoredBecause: "\(d) cannot be examined") }
            if ds.st_uid != me && ds.st_uid != 0 {
                return Lookup(path: found, ignoredBecause: "it is outside any repository and the folder \(d) on the way belongs to user \(ds.st_uid)")
            }
            if ds.st_mode & 0o022 != 0 {
                return Lookup(path: found, ignoredBecause: "it is outside any repository and others may write the folder \(d) on the way (mode \(String(ds.st_mode & 0o777, radix: 8)))")
            }
        }
        return Lookup(path: found, trustedBecause: "it is yours and nobody else may change it or a folder on the way")
    }

    /// Whether `CI` is set to something other than empty, 0, false or no (as ``RecordMode/isCI``).
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let v = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(v.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// `NAVMOCK_SAFE_DIRECTORIES`: folders whose `navmock.json` is trusted though another user
    /// owns them, separated by `:`; `*` trusts every folder (as git's `safe.directory`).
    static let safeDirectoriesVariable = "NAVMOCK_SAFE_DIRECTORIES"

    /// The folders ``safeDirectoriesVariable`` names, standardized.
    static func safeDirectories(_ environment: [String: String]) -> Set<String> {
        Set((environment[safeDirectoriesVariable] ?? "").split(separator: ":").map { part -> String in
            part == "*" ? "*" : URL(fileURLWithPath: String(part)).standardizedFileURL.path
        })
    }

    /// Reads the file at `path` (at most ``JSONLimits/maxBytes``).
    static func load(_ path: String) throws(ProjectConfigError) -> ProjectConfig {
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(path, limit: JSONLimits.default.maxBytes) }
        catch { throw ProjectConfigError(messages: ["\(path): \(error)"]) }
        return try parse(bytes, path: path)
    }

    /// Parses the bytes of a `navmock.json` at `path` (used for messages and relative paths).
    static func parse(_ bytes: [UInt8], path: String) throws(ProjectConfigError) -> ProjectConfig {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) }
        catch { throw ProjectConfigError(messages: ["\(path):\(error.location.map { "\($0)" } ?? "1:1"): \(error)"]) }
        var c = ProjectConfig(path: path)
        var problems: [String] = []
        func problem(_ n: JSONNode, _ p: String, _ m: String) { problems.append("\(path):\(n.location): \(p): \(m)") }
        func members(_ n: JSONNode, _ p: String, allowed: [String]) -> [JSONMember] {
            guard case .object(let ms) = n.value else { problem(n, p, "must be an object, not \(n.kindName)"); return [] }
            var seen = Set<String>()
            return ms.filter { m in
                if !seen.insert(m.key).inserted { problems.append("\(path):\(m.keyLocation): \(p).\(m.key): appears twice"); return false }
                guard allowed.contains(m.key) else {
                    let s = Suggestion.closest(to: m.key, among: allowed).map { "; did you mean \"\($0)\"?" } ?? "; known keys: " + allowed.joined(separator: ", ")
                    problems.append("\(path):\(m.keyLocation): \(p): unknown key \"\(m.key)\"\(s)")
                    return false
                }
                return true
            }
        }
        func strings(_ n: JSONNode, _ p: String, allowed: [String]? = nil) -> [String]? {
            guard case .array(let items) = n.value else { problem(n, p, "must be an array of strings, not \(n.kindName)"); return nil }
            var out: [String] = []
            for (i, item) in items.enumerated() {
                guard case .string(let s) = item.value, !s.isEmpty else { problem(item, "\(p)[\(i)]", "must be a non-empty string, not \(item.kindName)"); continue }
                if let allowed, !allowed.contains(s) {
                    let hint = Suggestion.closest(to: s, among: allowed).map { "did you mean \"\($0)\"?" } ?? "use " + allowed.joined(separator: ", ")
                    problem(item, "\(p)[\(i)]", "unknown value \"\(s)\"; \(hint)"); continue
                }
                out.append(s)
            }
            return out
        }
        func number(_ n: JSONNode, _ p: String, _ range: ClosedRange<Double>, integer: Bool = false) -> Double? {
            guard case .number(let num) = n.value, let d = num.double, d.isFinite else { problem(n, p, "must be a number, not \(n.kindName)"); return nil }
            if integer && !num.isInteger { problem(n, p, "must be a whole number, not \(num.literal)"); return nil }
            guard range.contains(d) else { problem(n, p, "must be from \(range.lowerBound.formatted()) to \(range.upperBound.formatted()), not \(num.literal)"); return nil }
            return d
        }
        let base = (path as NSString).deletingLastPathComponent
        for m in members(root, "navmock.json", allowed: keys) {
            let v = m.value, p = m.key
            switch m.key {
            case "formats": c.formats = strings(v, p, allowed: ["png", "svg", "pdf"])
            case "svgText":
                let modes = SVGTextMode.allCases.map(\.rawValue)
                guard case .string(let s) = v.value, modes.contains(s) else {
                    let hint: String
                    if case .string(let s) = v.value, let close = Suggestion.closest(to: s, among: modes) { hint = "; did you mean \"\(close)\"?" } else { hint = "" }
                    problem(v, p, "must be text or paths" + hint); continue
                }
                c.svgText = s
            case "scales":
                guard case .array(let items) = v.value else { problem(v, p, "must be an array of numbers, not \(v.kindName)"); continue }
                c.scales = items.enumerated().compactMap { number($1, "scales[\($0)]", 0.01...16) }
            case "record":
                guard case .string(let s) = v.value, recordModes.contains(s) else {
                    let hint: String
                    if case .string(let s) = v.value, let close = Suggestion.closest(to: s, among: recordModes) { hint = "; did you mean \"\(close)\"?" } else { hint = "" }
                    problem(v, p, "must be one of all, missing, failed, never" + hint); continue
                }
                c.record = s
            case "exclude": c.exclude = strings(v, p)
            case "fonts":
                c.fonts = strings(v, p)?.map { $0.hasPrefix("/") || base.isEmpty ? $0 : (base as NSString).appendingPathComponent($0) }
            case "sfSymbols":
                guard case .string(let s) = v.value, !s.isEmpty else { problem(v, p, "must be a non-empty string (a folder), not \(v.kindName)"); continue }
                c.sfSymbols = s.hasPrefix("/") || base.isEmpty ? s : (base as NSString).appendingPathComponent(s)
            case "strings":
                guard let list = strings(v, p), !list.isEmpty, !list.contains(where: \.isEmpty) else {
                    if case .array(let items) = v.value, items.isEmpty || items.contains(where: { if case .string("") = $0.value { return true }; return false }) {
                        problem(v, p, "must be a non-empty list of paths, such as [\"App/Localizable.xcstrings\"]")
                    }
                    continue
                }
                c.strings = StringFiles.ProjectStrings(entries: v, folder: base.isEmpty ? "." : base, file: path)
            case "check":
                for cm in members(v, p, allowed: checkKeys) {
                    c.checkIgnore = strings(cm.value, "check.ignore", allowed: Checker.ruleIDs)
                }
            case "comparison":
                for cm in members(v, p, allowed: comparisonKeys) {
                    let q = "comparison." + cm.key
                    switch cm.key {
                    case "channelTolerance": c.channelTolerance = number(cm.value, q, 0...255, integer: true).map { Int($0) }
                    case "threshold": c.threshold = number(cm.value, q, 0...1)
                    case "maxDiffPixels": c.maxDiffPixels = number(cm.value, q, 0...1e12, integer: true).map { Int($0) }
                    case "maxDiffPixelRatio": c.maxDiffPixelRatio = number(cm.value, q, 0...1)
                    default:
                        guard case .bool(let b) = cm.value.value else { problem(cm.value, q, "must be true or false, not \(cm.value.kindName)"); continue }
                        c.ignoreAntialiasing = b
                    }
                }
            default: break  // "$schema": for editors
            }
        }
        if !problems.isEmpty { throw ProjectConfigError(messages: problems) }
        return c
    }
}

/// A `navmock.json` that cannot be used: one message per problem (`FILE:LINE:COLUMN: path: message`).
struct ProjectConfigError: Error, Sendable {
    let messages: [String]
}
