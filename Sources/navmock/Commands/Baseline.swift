import Foundation
import NavMockCore
import NavMockRender

/// `navmock check --write-baseline FILE` / `--baseline FILE`: the findings a suite already has,
/// recorded once, so that `check` fails only on new ones (as linters' baselines do).
///
/// The file is JSON:
///
/// ```json
/// {
///   "navmockBaseline": 1,
///   "findings": [
///     {"file": "specs/clock.json", "rule": "tab-bar.overflow", "path": "tabBar.items",
///      "severity": "warning", "message": "3 tabs only reachable through More …"}
///   ]
/// }
/// ```
///
/// A finding is known when the baseline has an entry with the same `file` (as the finding's file
/// is printed), `rule` and `path`; line, column, severity and message are not compared, so edits
/// elsewhere in a spec and reworded messages keep it known. Entries count: two identical
/// findings need two entries.
struct Baseline {
    struct Entry: Codable, Hashable {
        let file: String
        let rule: String
        let path: String
        var severity: String?
        var message: String?

        /// What a finding is matched by.
        var key: String { "\(file)\u{1F}\(rule)\u{1F}\(path)" }
    }

    /// The file's version key and value.
    static let versionKey = "navmockBaseline", version = 1
    /// The largest baseline file read: 16 MiB.
    static let maxBytes = 16 << 20

    var entries: [Entry]

    /// The baseline of these results (readable specs' findings, in order).
    init(_ results: [CheckCommand.FileResult]) {
        entries = results.filter { !$0.unreadable }.flatMap { r in
            r.findings.map { Entry(file: r.path, rule: $0.ruleID.rawValue, path: $0.path.description,
                                   severity: $0.severity.rawValue, message: $0.message) }
        }
    }

    /// Reads a baseline file.
    /// - Throws: ``Failure``: 66 when it is missing or unreadable, 65 when it is not a baseline.
    init(reading path: String) throws(Failure) {
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(path, limit: Self.maxBytes) }
        catch {
            if case .tooLarge = error { throw Failure(code: .dataError, text: "\(path): \(error.description)") }
            throw Failure(code: .noInput, text: "--baseline \(path): \(error.description)")
        }
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) }
        catch { throw Failure(code: .dataError, text: "\(path):\(error.location.map { "\($0)" } ?? "1:1"): \(error)") }
        guard case .number(let v)? = root[Self.versionKey]?.value, v.literal == "\(Self.version)",
              case .array(let items)? = root["findings"]?.value else {
            throw Failure(code: .dataError, text: "\(path):\(root.location): (root): not a navmock check baseline (expected {\"\(Self.versionKey)\": \(Self.version), \"findings\": [...]}, as --write-baseline writes)")
        }
        var out: [Entry] = []
        for (i, item) in items.enumerated() {
            guard case .string(let file)? = item["file"]?.value, case .string(let rule)? = item["rule"]?.value,
                  case .string(let p)? = item["path"]?.value else {
                throw Failure(code: .dataError, text: "\(path):\(item.location): findings[\(i)]: an entry needs \"file\", \"rule\" and \"path\" strings")
            }
            out.append(Entry(file: file, rule: rule, path: p))
        }
        entries = out
    }

    /// The file's bytes: sorted entries, two-space indentation, a final newline.
    func encoded() -> [UInt8] {
        let sorted = entries.sorted { ($0.file, $0.rule, $0.path, $0.message ?? "") < ($1.file, $1.rule, $1.path, $1.message ?? "") }
        var out = "{\n  \"\(Self.versionKey)\": \(Self.version),\n  \"findings\": ["
        for (i, e) in sorted.enumerated() {
            out += (i == 0 ? "\n" : ",\n") + "    {\"file\": \(JSONPath.quoted(e.file)), \"rule\": \(JSONPath.quoted(e.rule)), \"path\": \(JSONPath.quoted(e.path))"
            if let s = e.severity { out += ", \"severity\": \(JSONPath.quoted(s))" }
            if let m = e.message { out += ", \"message\": \(JSONPath.quoted(m))" }
            out += "}"
        }
        out += sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(out.utf8)
    }

    /// `results` without the findings the baseline knows, and how many were known and how many
    /// baseline entries matched nothing (fixed since it was written).
    func filter(_ results: [CheckCommand.FileResult]) -> (results: [CheckCommand.FileResult], known: Int, fixed: Int) {
        var left: [String: Int] = [:]
        for e in entries { left[e.key, default: 0] += 1 }
        var known = 0
        let kept = results.map { r -> CheckCommand.FileResult in
            guard !r.unreadable else { return r }
            let findings = r.findings.filter { f in
                let key = Entry(file: r.path, rule: f.ruleID.rawValue, path: f.path.description).key
                guard let n = left[key], n > 0 else { return true }
                left[key] = n - 1
                known += 1
                return false
            }
            return CheckCommand.FileResult(path: r.path, findings: findings, unreadable: false)
        }
        return (kept, known, left.values.reduce(0, +))
    }
}
