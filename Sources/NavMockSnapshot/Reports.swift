import Foundation
import NavMockCore

/// Counts of a run.
public struct SnapshotTally: Sendable, Hashable, CustomStringConvertible {
    /// Cases that passed (including references recorded under `--record all`).
    public var passed = 0
    /// Cases that failed (mismatches, missing references, errors, references recorded under `missing`/`failed`).
    public var failed = 0
    /// Cases left out by a filter.
    public var skipped = 0
    /// References written.
    public var recorded = 0

    /// Counts `results`; `skipped` as given.
    public init(_ results: [SnapshotResult], skipped: Int = 0) {
        for r in results {
            if r.isFailure { failed += 1 } else { passed += 1 }
            if r.status == .recorded { recorded += 1 }
        }
        self.skipped = skipped
    }

    /// `12 passed, 1 failed`, plus `, 3 skipped` when some were.
    public var description: String {
        var s = "\(passed) passed, \(failed) failed"
        if skipped > 0 { s += ", \(skipped) skipped" }
        return s
    }
}

/// Test reports: JUnit XML, JSON, and an offline HTML page.
public enum SnapshotReport {
    /// The one-line form of a result for the terminal: `ok       tab-bars/clock@3x`,
    /// `FAIL     tab-bars/clock-dark@3x: 412 pixels differ …`.
    public static func line(_ r: SnapshotResult) -> String {
        let tag: String
        switch r.status {
        case .passed: tag = "ok      "
        case .failed: tag = "FAIL    "
        case .missing: tag = "MISSING "
        case .error: tag = "ERROR   "
        case .recorded: tag = r.isFailure ? "RECORDED" : "recorded"
        }
        if r.status == .passed { return "\(tag) \(r.message)" }  // the name, and any manifest repair
        if r.status == .error { return "\(tag) \(r.name): \(r.message)" }
        return "\(tag) \(r.message)"
    }

    /// JUnit XML (the format CI servers read): one `<testcase>` per case, classname the spec's
    /// path, `<failure>` for mismatches, missing references and unverified recordings, `<error>`
    /// for specs that could not be read or rendered.
    public static func junit(_ results: [SnapshotResult], skipped: Int, seconds: Double) -> String {
        let t = SnapshotTally(results, skipped: skipped)
        let errors = results.filter { $0.status == .error }.count
        func time(_ s: Double) -> String { String(format: "%.3f", s) }
        let head = [("tests", "\(results.count + skipped)"), ("failures", "\(t.failed - errors)"), ("errors", "\(errors)"),
                    ("skipped", "\(skipped)"), ("time", time(seconds))]
        let cases = results.map { r -> MarkupElement in
            let classname = (r.spec as NSString).deletingPathExtension.split(separator: "/")
                .filter { $0 != "." && $0 != ".." && !$0.isEmpty }.joined(separator: ".")
            var c = MarkupElement("testcase", [("classname", classname), ("name", r.name), ("file", r.spec), ("time", time(r.duration))])
            switch (r.status, r.isFailure) {
            case (.error, _):
                c.children.append(MarkupElement("error", [("type", "error"), ("message", r.message)]))
            case (_, true):
                c.children.append(MarkupElement("failure", [("type", r.status.rawValue), ("message", r.message)], text: r.message))
                if let a = r.artifacts {
                    let attachments = [a.expected, a.actual, a.diff].compactMap { $0 }.map { "[[ATTACHMENT|\($0)]]" }
                    c.children.append(MarkupElement("system-out", text: attachments.joined(separator: "\n")))
                }
            default:
                break
            }
            return c
        }
        let suite = MarkupElement("testsuite", [("name", "navmock snapshots")] + head, children: cases)
        return MarkupElement("testsuites", [("name", "navmock test")] + head, children: [suite]).document()
    }

    /// Machine-readable results: counts, settings, and one object per case.
    /// - Parameter exitCode: the exit code of a problem kind, written in each error case's `exitCode`
    ///   (the caller owns the codes: the CLI's table).
    public static func json(_ results: [SnapshotResult], skipped: Int, comparison: ImageComparison, fingerprint: ToolchainFingerprint,
                            exitCode: (ProblemKind) -> Int32) -> String {
        struct Case: Encodable {
            let name: String, spec: String, variant: String, status: String, failure: Bool
            let reference: String?, differingPixels: Int?, antialiasedPixels: Int?, largestDifference: Int?, largestDistance: Double?
            let artifacts: [String: String]?, message: String, exitCode: Int32?
        }
        struct Doc: Encodable {
            let passed: Int, failed: Int, skipped: Int, recorded: Int
            let comparison: String, toolchain: String, cases: [Case]
        }
        let t = SnapshotTally(results, skipped: skipped)
        let doc = Doc(passed: t.passed, failed: t.failed, skipped: t.skipped, recorded: t.recorded,
                      comparison: comparison.description, toolchain: fingerprint.id, cases: results.map { r in
            var arts: [String: String]? = nil
            if let a = r.artifacts {
                var d = ["actual": a.actual]
                if let e = a.expected { d["expected"] = e }
                if let f = a.diff { d["diff"] = f }
                arts = d
            }
            let ds = r.difference.map { ($0.largestDistance * 1000).rounded() / 1000 }
            return Case(name: r.name, spec: r.spec, variant: r.variant, status: r.status.rawValue, failure: r.isFailure,
                        reference: r.referencePath, differingPixels: r.difference?.differingPixels,
                        antialiasedPixels: r.difference?.antialiasedPixels, largestDifference: r.difference?.largestDifference,
                        largestDistance: ds, artifacts: arts, message: r.message, exitCode: r.errorKind.map(exitCode))
        })
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? enc.encode(doc)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// One offline HTML page for the artifacts folder: every failure with its expected, actual and
    /// diff images side by side (paths relative to the page), then the cases that passed.
    public static func html(_ results: [SnapshotResult], skipped: Int, comparison: ImageComparison,
                            fingerprint: ToolchainFingerprint, directory: String) -> String {
        let t = SnapshotTally(results, skipped: skipped)
        func rel(_ p: String) -> String { urlPath(FileIO.relative(p, from: directory)) }
        var h = htmlHead(title: "navmock test: \(t)")
        h += "<header><h1>navmock test</h1><p class=\"tally \(t.failed > 0 ? "bad" : "good")\">\(esc(t.description))</p>"
        h += "<p class=\"meta\">comparison: \(esc(comparison.description)) · toolchain \(esc(fingerprint.id))</p></header>\n"
        let failures = results.filter(\.isFailure)
        if !failures.isEmpty {
            h += "<section><h2>Failures</h2>\n"
            for r in failures {
                h += "<article class=\"case \(r.status.rawValue)\" id=\"\(esc(r.name))\"><h3><span class=\"tag\">\(esc(r.status.rawValue))</span> \(esc(r.name))</h3>\n"
                h += "<p class=\"spec\">\(esc(r.spec))\(r.variant.isEmpty ? "" : " · variant <b>\(esc(r.variant))</b>")</p>\n"
                h += "<p class=\"msg\">\(esc(r.message))</p>\n"
                if let a = r.artifacts {
                    h += "<div class=\"panels\">"
                    if let e = a.expected { h += figure(rel(e), "expected") }
                    h += figure(rel(a.actual), "actual")
                    if let d = a.diff { h += figure(rel(d), "diff: expected | differences | actual", wide: true) }
                    h += "</div>\n"
                }
                h += "</article>\n"
            }
            h += "</section>\n"
        }
        let passed = results.filter { !$0.isFailure }
        if !passed.isEmpty {
            h += "<section><details\(failures.isEmpty ? " open" : "")><summary>\(passed.count) passed</summary><ul class=\"passed\">"
            for r in passed { h += "<li>\(esc(r.name))\(r.status == .recorded ? " <i>(recorded)</i>" : "")</li>" }
            h += "</ul></details></section>\n"
        }
        h += "</body>\n</html>\n"
        return h
    }

    static func figure(_ src: String, _ caption: String, wide: Bool = false) -> String {
        "<figure class=\"\(wide ? "wide" : "")\"><a href=\"\(esc(src))\"><img src=\"\(esc(src))\" alt=\"\(esc(caption))\" loading=\"lazy\"></a><figcaption>\(esc(caption))</figcaption></figure>"
    }

    static func htmlHead(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(esc(title))</title>
        <style>
        :root { color-scheme: light; --fg: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6; --bad: #d70015; --good: #248a3d; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px 32px 64px; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Inter, "DejaVu Sans", sans-serif; color: var(--fg); background: #f5f5f7; }
        header { margin-bottom: 24px; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 28px 0 12px; }
        article.entry h2 { margin: 0 0 2px; }
        h3 { font-size: 15px; margin: 0 0 4px; word-break: break-all; }
        .tally { font-size: 16px; font-weight: 600; margin: 0; }
        .tally.bad { color: var(--bad); } .tally.good { color: var(--good); }
        .meta, .spec { color: var(--muted); margin: 2px 0; }
        .msg { margin: 6px 0 10px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; white-space: pre-wrap; word-break: break-word; }
        article.case, article.entry { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; margin: 0 0 16px; }
        .tag { display: inline-block; font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: #fff; background: var(--bad); border-radius: 4px; padding: 1px 6px; vertical-align: 2px; }
        .recorded .tag { background: #b25000; } .missing .tag { background: #8e8e93; }
        .panels { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        .panels figure { flex: 0 1 calc(50% - 6px); min-width: 200px; }
        .panels figure.wide { flex: 1 1 100%; }
        figure { margin: 0; }
        figure img { display: block; max-width: 100%; max-height: 75vh; width: auto; height: auto; border: 1px solid var(--line); background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; image-rendering: auto; }
        figcaption { color: var(--muted); font-size: 12px; margin-top: 4px; }
        ul.passed { columns: 3 260px; font-size: 12px; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        summary { cursor: pointer; font-weight: 600; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 14px; }
        .pair { display: flex; gap: 10px; align-items: flex-start; } .pair figure { flex: 1 1 0; min-width: 0; }
        .values { color: var(--muted); font-size: 12px; }
        .findings { font-size: 12px; color: var(--muted); margin: 8px 0 0; }
        .error { color: var(--bad); font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; white-space: pre-wrap; }
        nav.toc { columns: 3 240px; font-size: 13px; margin-bottom: 18px; }
        nav.toc a { color: var(--fg); }
        a { color: #0066cc; }
        </style>
        </head>
        <body>

        """
    }

    /// HTML text and attribute escaping (``MarkupText/escaped(_:whitespaceAsReferences:)``).
    static func esc(_ s: String) -> String { MarkupText.escaped(s) }

    /// A relative path as a URL path (each component percent-encoded).
    static func urlPath(_ p: String) -> String {
        p.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0)
        }.joined(separator: "/")
    }
}

/// An XML element for the reports NavMock writes (JUnit): attributes in the order given, then
/// either text or child elements; written with two-space indentation, text and attribute values
/// escaped by ``MarkupText`` (tabs and line feeds as character references, so they survive).
struct MarkupElement {
    var name: String
    var attributes: [(name: String, value: String)]
    var text: String?
    var children: [MarkupElement]

    init(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil, children: [MarkupElement] = []) {
        self.name = name; self.attributes = attributes.map { (name: $0.0, value: $0.1) }; self.text = text; self.children = children
    }

    /// The element as a UTF-8 XML document (declaration first, a line feed last).
    func document() -> String {
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(to: &s, indent: 0)
        return s
    }

    func write(to s: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        s += pad + "<" + name
        for a in attributes { s += " \(a.name)=\"\(MarkupText.escaped(a.value, whitespaceAsReferences: true))\"" }
        if let text, children.isEmpty {
            s += ">" + MarkupText.escaped(text, whitespaceAsReferences: true) + "</\(name)>\n"
        } else if children.isEmpty {
            s += "/>\n"
        } else {
            s += ">\n"
            for c in children { c.write(to: &s, indent: indent + 2) }
            s += pad + "</\(name)>\n"
        }
    }
}
