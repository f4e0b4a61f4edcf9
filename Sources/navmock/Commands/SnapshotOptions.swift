import Foundation
import NavMockCore
import NavMockSnapshot

/// Options shared by `navmock test`, `navmock diff` and `navmock gallery`.
enum SnapshotOptions {
    /// The comparison flags, named as pixelmatch and Playwright users know them.
    static let comparisonFlags: Set<String> = ["threshold", "channel-tolerance", "max-diff-pixels", "max-diff-pixel-ratio"]

    static let comparisonHelp = """
      --channel-tolerance N  a pixel differs when a channel differs by more than N (0-255;
                             default 1: exact on the pinned toolchain)
      --threshold T          instead: pixelmatch's colour threshold on the YIQ distance, 0-1
                             (0.1 is pixelmatch's default; smaller is stricter)
      --max-diff-pixels N    the budget: pass with up to N differing pixels (default 0)
      --max-diff-pixel-ratio R
                             or up to this fraction of all pixels (0-1, or a percentage: 0.5%)
      --ignore-antialiasing  pixelmatch's anti-aliasing detection: differing pixels on
                             anti-aliased edges are counted apart and do not fail

    """

    /// Builds the comparison from the flags.
    static func comparison(_ a: Arguments, command: String = "test") throws(Failure) -> ImageComparison {
        var c = ImageComparison.exact
        if let v = a.value("channel-tolerance") {
            guard let n = Int(v), (0...255).contains(n) else { throw usage("--channel-tolerance takes a whole number from 0 to 255, not \"\(v)\"", command) }
            c.channelTolerance = n
        }
        if let v = a.value("threshold") {
            guard let t = Double(v), t.isFinite, (0...1).contains(t) else { throw usage("--threshold takes a number from 0 to 1, not \"\(v)\"", command) }
            c.threshold = t
        }
        if let v = a.value("max-diff-pixels") {
            guard let n = Int(v), n >= 0 else { throw usage("--max-diff-pixels takes a whole number of pixels, not \"\(v)\"", command) }
            c.maxDifferingPixels = n
        }
        if let v = a.value("max-diff-pixel-ratio") {
            let pct = v.hasSuffix("%")
            guard let r0 = Double(pct ? String(v.dropLast()) : v), r0.isFinite else {
                throw usage("--max-diff-pixel-ratio takes a fraction from 0 to 1 or a percentage, not \"\(v)\"", command)
            }
            let r = pct ? r0 / 100 : r0
            guard (0...1).contains(r) else { throw usage("--max-diff-pixel-ratio must be between 0 and 1 (or 0% and 100%), not \"\(v)\"", command) }
            c.maxDifferingRatio = r
        }
        c.detectAntialiasing = a.has("ignore-antialiasing")
        return c
    }

    /// The scales `--scale` takes: 0.1 (the smallest canvas, 16 pt, is then still 1.6 pixels)
    /// to 16 (a 64 pt icon box at 1,024 pixels, the largest the icon checks measure).
    static let scaleRange: ClosedRange<Double> = 0.1...16

    /// `--scale 1,2,3`, each in ``scaleRange``, repeats dropped; every command that draws reads it here.
    /// - Throws: a usage ``Failure`` (exit 64) naming the value.
    static func scales(_ a: Arguments, command: String = "test") throws(Failure) -> [Double] {
        var out: [Double] = []
        for s in a.list("scale") {
            guard let v = Double(s), v.isFinite, scaleRange.contains(v) else {
                throw usage("--scale takes numbers from 0.1 to 16, not \"\(s)\"", command)
            }
            if !out.contains(v) { out.append(v) }
        }
        return out
    }

    /// `--jobs N` (default: one per core).
    static func jobs(_ a: Arguments, command: String = "test") throws(Failure) -> Int {
        guard let v = a.value("jobs") else { return 0 }
        guard let n = Int(v), (1...256).contains(n) else { throw usage("--jobs takes a whole number from 1 to 256, not \"\(v)\"", command) }
        return n
    }

    /// `--vary PATH=V1,V2` (repeatable) as an object shaped like a spec's `variants`. Each value is
    /// JSON when it parses as JSON (`true`, `2`, `"x"`, `{…}`), else a string; a list written as a
    /// JSON array (`PATH=[…]`) is taken whole.
    static func vary(_ a: Arguments, command: String = "test") throws(Failure) -> JSONNode? {
        let items = a.values("vary")
        guard !items.isEmpty else { return nil }
        var members: [String] = []
        for item in items {
            guard let eq = item.firstIndex(of: "="), eq != item.startIndex else {
                throw usage("--vary takes PATH=VALUE,VALUE…, such as --vary appearance=light,dark; not \"\(item)\"", command)
            }
            let path = String(item[..<eq]), rest = String(item[item.index(after: eq)...])
            if rest.hasPrefix("["), (try? JSONParser.parse(Array(rest.utf8))) != nil {
                members.append(JSONPath.quoted(path) + ":" + rest)
                continue
            }
            let values = rest.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let json = values.map { v -> String in
                let t = v.trimmingCharacters(in: .whitespaces)
                return (try? JSONParser.parse(Array(t.utf8))) != nil ? t : JSONPath.quoted(t)
            }
            members.append(JSONPath.quoted(path) + ":[" + json.joined(separator: ",") + "]")
        }
        do { return try JSONParser.parse(Array(("{" + members.joined(separator: ",") + "}").utf8)) }
        catch { throw usage("--vary: \(error)", command) }
    }

    /// A usage error of `navmock test` (64), with the pointer to its help every usage error has.
    static func usage(_ m: String, _ command: String = "test") -> Failure { Failure(code: .usage, text: m + "\nrun `navmock \(command) --help` for its options") }

    /// Spec files from the arguments (with `--exclude`), without anything inside `outputFolder`
    /// (a references or gallery folder). Problems (a missing argument, an unreadable folder) are
    /// printed; `worst` is their most severe code, and the rest of the batch goes on.
    static func inputs(_ a: Arguments, excluding outputFolder: String?) -> (files: [SpecFile], worst: ExitCode) {
        let expansion = InputExpander.expand(a.positionals, exclude: a.values("exclude"), stdinName: (try? SingleOutput.stdinName(a)) ?? "stdin")
        let ex = outputFolder.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
        let files = expansion.inputs.filter { i in
            guard i.path != "-", let ex else { return true }
            return !URL(fileURLWithPath: i.path).standardizedFileURL.path.hasPrefix(ex)
        }.map { SpecFile(path: $0.path, relativeStem: $0.relativeStem) }
        return (files, expansion.reportProblems())
    }

}
