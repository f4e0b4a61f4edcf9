import Foundation
import NavMockCore
import NavMockRender

/// `navmock check SPEC|DIR... [--json | --format text|json|sarif] [--strict] [--ignore RULE]...`
enum CheckCommand {
    static let help = """
    usage: navmock check SPEC|DIR... [--format text|json|sarif|github] [--json] [--strict] [--ignore RULE]... [--fail-on RULE]...
                         [--baseline FILE | --write-baseline FILE]

    Applies the Human Interface Guidelines for tab bars and page controls to each spec, before
    anything is drawn, and prints one line per finding:

      FILE:LINE:COLUMN: severity: json.path: message [rule-id]

    then a summary line (specs that could not be read are counted in it). Every variant of a spec
    is checked; a finding only some variants have names them, and one about a value inside
    `variants` points there. A spec that cannot be read reports every problem found, on stderr
    in text and as error results under their rule ids in json and sarif.
    `navmock list rules` lists every rule. A spec can skip rules with
    "checks": {"ignore": ["rule-id", …]}; --ignore does the same for the whole run.

      --format FORMAT   text (default), json, sarif (SARIF 2.1.0, for code-scanning tools) or
                        github (GitHub Actions workflow commands: annotations on the spec lines)
      --sarif-root DIR  the folder SARIF file URIs are relative to (its originalUriBaseIds
                        SRCROOT; default: the current folder)
      --json            the same as --format json
      --strict          warnings count as errors
      --fail-on RULE    a finding of this rule, whatever its severity, exits 1 (repeatable); for CI:
                        --fail-on tab-bar.truncated-translation fails on a title truncated in any
                        language of the app's strings (a spec with "variants": {"locale": "catalog"})
      --write-baseline FILE  record every finding in FILE (JSON) and exit 0 (65 or 66 for a spec
                        that cannot be read), to accept the findings a suite has today
      --baseline FILE   findings recorded in FILE (same file, rule and JSON path) are known:
                        not printed, not counted; only new findings fail
      --ignore RULE     skip a rule (repeatable)
      --exclude GLOB    skip files below a folder argument whose relative path or name matches
                        GLOB (repeatable; * stays within a folder, ** does not)
      --missing-symbols MODE error (default) or placeholder for unknown symbols
      --sf-symbols DIR       SF Symbols templates exported from Apple's SF Symbols app (NAME.svg),
                             drawn instead of the stand-ins (or NAVMOCK_SF_SYMBOLS; docs/apple-assets.md)
      --base-dir DIR         where a spec read from standard input (-) resolves icon and
                             image paths, which must stay inside it (default: the current folder)

    Exit: 0 no errors (and, with --strict, no warnings; with --fail-on, none of those rules); 1 errors found; 64 usage; 65 a spec that
    cannot be read at all (malformed JSON, unknown keys, wrong types, an unknown symbol) or names a
    file outside its folder; 66 a missing spec, an unreadable folder, or a missing or unreadable
    icon or image file (the same message as render); 74 writing to stdout/stderr failed.
    """

    /// One spec's findings; for a spec that could not be read, its reader's problems as errors.
    struct FileResult { let path: String; let findings: [Finding]; let unreadable: Bool }

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do { a = try Arguments(args, valued: ["base-dir", "format", "ignore", "font", "exclude", "missing-symbols", "sarif-root", "baseline", "write-baseline", "sf-symbols", "fail-on"], boolean: ["json", "strict", "help"]) }
        catch { Console.usage(error.message, command: "check"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty else { Console.usage("check needs at least one spec or folder", command: "check"); return .usage }
        do throws(Failure) { try Common.applyConfig(&a, accepting: ["ignore", "exclude", "font", "sf-symbols"]) }
        catch { Console.error(error.text); return error.code }
        let format = a.has("json") ? "json" : (a.value("format") ?? "text")
        guard ["text", "json", "sarif", "github"].contains(format) else {
            Console.usage("unknown format \"\(format)\"; use text, json, sarif or github", command: "check"); return .usage
        }
        let sarifRoot = a.value("sarif-root") ?? FileManager.default.currentDirectoryPath
        if a.value("sarif-root") != nil && format != "sarif" { Console.usage("--sarif-root goes with --format sarif", command: "check"); return .usage }
        let ignore = Set(a.values("ignore")), failOn = Set(a.values("fail-on"))
        for id in ignore.union(failOn) where !Checker.ruleIDs.contains(id) {
            var msg = "unknown rule id \"\(id)\""
            if let s = closest(id, Checker.ruleIDs) { msg += "; did you mean \"\(s)\"?" }
            Console.usage(msg + " (`navmock list rules` lists them)", command: "check"); return .usage
        }
        if a.value("baseline") != nil && a.value("write-baseline") != nil {
            Console.usage("--baseline and --write-baseline go one at a time", command: "check"); return .usage
        }
        do {
            try Common.applyBaseDirectory(a)
            let readOptions = try Common.readOptions(a)
            let baseline = try a.value("baseline").map { path throws(Failure) in try Baseline(reading: path) }
            let expansion = InputExpander.expand(a.positionals, exclude: a.values("exclude"))
            let inputs = expansion.inputs
            let pipeline = try Common.pipeline(a)   // its renderer is made while the first spec is read
            var worst = expansion.reportProblems()
            var results: [FileResult] = []
            var unreadable = 0
            ProgressLine.start(total: inputs.count)
            defer { ProgressLine.finish() }
            for input in inputs {
                ProgressLine.step(input.relativeStem)
                Console.detail("checking \(input.path)")
                do throws(Failure) {
                    let source = try Common.read(input.path)
                    let variants: [SpecVariant], matrix: VariantMatrix
                    do throws(SpecError) { (matrix, variants) = try source.variants(options: readOptions) }
                    catch {
                        // Every problem the reader found, as error findings under their rule ids,
                        // so that JSON and SARIF list the most broken files too.
                        let failure = Common.specFailure(error, file: source.displayPath)
                        if format == "text" || format == "github" { Console.error(failure.text) }
                        results.append(FileResult(path: source.displayPath, findings: error.problems.map {
                            Finding(ruleID: $0.ruleID, severity: .error, path: $0.path, location: $0.location, message: $0.message)
                        }, unreadable: true))
                        unreadable += 1
                        worst = max(worst, failure.code)
                        continue
                    }
                    let stage = try Common.stage(pipeline)
                    var perVariant: [[Finding]] = []
                    for v in variants {
                        // Laid out once; a spec that lays out has its icons resolved like render's
                        // (66 for a missing file); a refusal becomes error findings.
                        do throws(RenderError) { perVariant.append(try stage.findings(v, of: matrix, source: source, ignoring: ignore)) }
                        catch { throw Common.renderFailure(error, file: source.displayPath) }
                    }
                    let f = SpecFindings.merged(perVariant, names: variants.map(\.name))
                    results.append(FileResult(path: source.displayPath, findings: f, unreadable: false))
                } catch {
                    Console.error(error.text)
                    unreadable += 1
                    worst = max(worst, error.code)
                }
            }
            ProgressLine.finish()
            if let path = a.value("write-baseline") {
                let b = Baseline(results)
                try AtomicWriter.write(b.encoded(), to: path)
                Console.info("wrote \(path): \(b.entries.count) finding\(b.entries.count == 1 ? "" : "s") recorded; check with --baseline \(path) fails only on new ones")
                return worst
            }
            var known = 0
            if let baseline {
                let (kept, k, fixed) = baseline.filter(results)
                results = kept; known = k
                if fixed > 0 { Console.info("note: \(fixed) finding\(fixed == 1 ? "" : "s") of the baseline no longer occur\(fixed == 1 ? "s" : ""); rewrite it with --write-baseline") }
            }
            if results.contains(where: { $0.findings.contains { $0.severity == .error || (a.has("strict") && $0.severity == .warning) || failOn.contains($0.ruleID.rawValue) } && !$0.unreadable }) {
                worst = max(worst, .failure)
            }
            switch format {
            case "json": Console.outRaw(json(results))
            case "sarif": Console.outRaw(SARIF.encode(SARIF.log(results, root: sarifRoot, exitCode: worst, unreadable: unreadable)))
            case "github":
                Console.outRaw(GitHubAnnotations.check(results))
                Console.out(summaryLine(results, unreadable: unreadable))
            default:
                for r in results where !r.unreadable { for f in r.findings { Console.out(Diagnostic.finding(f, file: r.path, fd: 1)) } }
                if Verbosity.level != .quiet { Console.out(summaryLine(results, unreadable: unreadable) + (baseline == nil ? "" : "; \(known) known from the baseline")) }
            }
            return worst
        } catch {
            Console.error(error.text)
            return error.code
        }
    }

    static func json(_ results: [FileResult]) -> String {
        var out = "[\n"
        var first = true
        for r in results {
            for f in r.findings {
                if !first { out += ",\n" }
                first = false
                out += "  {\"file\": \(JSONPath.quoted(r.path)), \"line\": \(f.location.line), \"column\": \(f.location.column), "
                out += "\"path\": \(JSONPath.quoted(f.path.description)), \"severity\": \"\(f.severity.rawValue)\", "
                out += "\"rule\": \(JSONPath.quoted(f.ruleID.rawValue)), \"message\": \(JSONPath.quoted(f.message))}"
            }
        }
        return out + (first ? "]\n" : "\n]\n")
    }

    /// `N specs checked: E errors, W warnings, I info[; U could not be read]`.
    static func summaryLine(_ results: [FileResult], unreadable: Int) -> String {
        let all = results.flatMap(\.findings)
        let e = all.filter { $0.severity == .error }.count, w = all.filter { $0.severity == .warning }.count
        let i = all.filter { $0.severity == .info }.count
        let n = results.filter { !$0.unreadable }.count + unreadable
        return "\(n) spec\(n == 1 ? "" : "s") checked: \(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s"), \(i) info"
            + (unreadable > 0 ? "; \(unreadable) could not be read" : "")
    }
}
