import Foundation
import NavMockCore
import NavMockRender

/// `navmock check SPEC|DIR... [--json | --format text|json|sarif] [--strict] [--ignore RULE]...`
enum CheckCommand {
    static let help = """
    usage: navmock check SPEC|DIR... [--format text|json|sarif] [--json] [--strict] [--ignore RULE]...

    Applies the Human Interface Guidelines for tab bars and page controls to each spec, before
    anything is drawn, and prints one line per finding:

      FILE:LINE:COLUMN: json.path: severity: message [rule-id]

    then a summary line (specs that could not be read are counted in it). Every variant of a spec
    is checked; a finding only some variants have names them, and one about a value inside
    `variants` points there. A spec that cannot be read reports every problem found, on stderr
    in text and as error results under their rule ids in json and sarif.
    `navmock list rules` lists every rule. A spec can skip rules with
    "checks": {"ignore": ["rule-id", …]}; --ignore does the same for the whole run.

      --format FORMAT   text (default), json, or sarif (SARIF 2.1.0, for code-scanning tools)
      --json            the same as --format json
      --strict          warnings count as errors
      --ignore RULE     skip a rule (repeatable)
      --exclude GLOB    skip files below a folder argument whose relative path or name matches
                        GLOB (repeatable; * stays within a folder, ** does not)
      --missing-symbols MODE error (default) or placeholder for unknown symbols
      --base-dir DIR         where a spec read from standard input (-) resolves icon and
                             image paths, which must stay inside it (default: the current folder)

    Exit: 0 no errors (and, with --strict, no warnings); 1 errors found; 64 usage; 65 a spec that
    cannot be read at all (malformed JSON, unknown keys, wrong types, an unknown symbol) or names a
    file outside its folder; 66 a missing spec, an unreadable folder, or a missing or unreadable
    icon or image file (the same message as render); 74 writing to stdout/stderr failed.
    """

    /// One spec's findings; for a spec that could not be read, its reader's problems as errors.
    struct FileResult { let path: String; let findings: [Finding]; let unreadable: Bool }

    /// The reader's problems of a spec whose variants could not be read (parsed again for them).
    static func specProblems(_ source: SpecSource) -> [SpecProblem] {
        do {
            let root = try JSONParser.parse(source.bytes)
            _ = try Common.readAll(VariantExpander.matrix(root))
            return []
        } catch let e as SpecError { return e.problems }
        catch let e as JSONParseError { return SpecError.json(e).problems }
        catch { return [] }
    }

    /// The findings of every variant as one list: a finding every variant has is listed once; one
    /// only some variants have is listed for each of them, with the variant named.
    static func merge(_ perVariant: [[Finding]], names: [String]) -> [Finding] {
        guard perVariant.count > 1 else { return perVariant.first ?? [] }
        func key(_ f: Finding) -> String { "\(f.ruleID)|\(f.path)|\(f.location)|\(f.message)" }
        var counts: [String: Int] = [:]
        for list in perVariant { for k in Set(list.map(key)) { counts[k, default: 0] += 1 } }
        var out: [Finding] = [], seen = Set<String>()
        for (i, list) in perVariant.enumerated() {
            for var f in list {
                if counts[key(f)] == perVariant.count {
                    if seen.insert(key(f)).inserted { out.append(f) }
                } else {
                    f.message += " (variant \"\(names[i])\")"
                    out.append(f)
                }
            }
        }
        return out.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }

    static func run(_ args: [String]) -> ExitCode {
        let a: Arguments
        do { a = try Arguments(args, valued: ["base-dir", "format", "ignore", "font", "exclude", "missing-symbols"], boolean: ["json", "strict", "help"]) }
        catch { Console.error(error.message + "\n" + help); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty else { Console.error("check needs at least one spec or folder\n" + help); return .usage }
        let format = a.has("json") ? "json" : (a.value("format") ?? "text")
        guard ["text", "json", "sarif"].contains(format) else {
            Console.error("unknown format \"\(format)\"; use text, json or sarif"); return .usage
        }
        let ignore = Set(a.values("ignore"))
        for id in ignore where !Checker.ruleIDs.contains(id) {
            var msg = "unknown rule id \"\(id)\""
            if let s = closest(id, Checker.ruleIDs) { msg += "; did you mean \"\(s)\"?" }
            Console.error(msg + " (`navmock list rules` lists them)"); return .usage
        }
        do {
            try Common.applyBaseDirectory(a)
            let readOptions = try Common.readOptions(a)
            let expansion = InputExpander.expand(a.positionals, exclude: a.values("exclude"))
            let inputs = expansion.inputs
            let renderer = try Common.makeRenderer(try Common.rendererOptions(a))
            var worst = expansion.reportProblems()
            var results: [FileResult] = []
            var unreadable = 0
            for input in inputs {
                do throws(Failure) {
                    let source = try Common.read(input.path)
                    let variants: [SpecVariant], matrix: VariantMatrix
                    do throws(Failure) { (matrix, variants) = try Common.variants(source, options: readOptions) }
                    catch {
                        // Every problem the reader found, as error findings under their rule ids,
                        // so that JSON and SARIF list the most broken files too.
                        if format == "text" { Console.error(error.text) }
                        let problems = specProblems(source)
                        results.append(FileResult(path: source.displayPath, findings: problems.map {
                            Finding(ruleID: $0.ruleID, severity: .error, path: $0.path, location: $0.location, message: $0.message)
                        }, unreadable: true))
                        unreadable += 1
                        worst = max(worst, error.code)
                        continue
                    }
                    var perVariant: [[Finding]] = []
                    for v in variants {
                        // Laid out once; a spec that lays out has its icons resolved like render's
                        // (66 for a missing file); a refusal becomes an error finding.
                        if let p = try? PreparedSpec.prepare(v.spec, measuring: renderer.textMeasurer) {
                            try Common.resolveResources(p, source: source, renderer: renderer)
                            let rules = Checker.check(v.spec, environment: p.environment, layout: p.layout, measuring: renderer.textMeasurer,
                                                      baseDirectory: source.baseDirectory, ignoring: ignore)
                            // Issue 14 §8: contrast measured on the rendered pixels.
                            perVariant.append(VisibilityCheck.adding(to: rules, p, renderer: renderer, baseDirectory: source.baseDirectory, ignoring: ignore))
                        } else {
                            perVariant.append(Checker.check(v.spec, measuring: renderer.textMeasurer, baseDirectory: source.baseDirectory, ignoring: ignore))
                        }
                    }
                    let mapped = perVariant.enumerated().map { i, list in
                        list.map { Common.mapFinding($0, of: matrix, variant: variants[i].name) }
                    }
                    let f = merge(mapped, names: variants.map(\.name))
                    results.append(FileResult(path: source.displayPath, findings: f, unreadable: false))
                    if f.contains(where: { $0.severity == .error || (a.has("strict") && $0.severity == .warning) }) {
                        worst = max(worst, .failure)
                    }
                } catch {
                    Console.error(error.text)
                    unreadable += 1
                    worst = max(worst, error.code)
                }
            }
            switch format {
            case "json": Console.outRaw(json(results))
            case "sarif": Console.outRaw(sarif(results))
            default:
                for r in results where !r.unreadable { for f in r.findings { Console.out("\(r.path):\(f)") } }
                let all = results.flatMap(\.findings)
                let e = all.filter { $0.severity == .error }.count, w = all.filter { $0.severity == .warning }.count
                let i = all.filter { $0.severity == .info }.count
                let n = results.filter { !$0.unreadable }.count + unreadable
                Console.out("\(n) spec\(n == 1 ? "" : "s") checked: \(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s"), \(i) info"
                            + (unreadable > 0 ? "; \(unreadable) could not be read" : ""))
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
                out += "  {\"file\": \(jsonQuote(r.path)), \"line\": \(f.location.line), \"column\": \(f.location.column), "
                out += "\"path\": \(jsonQuote(f.path.description)), \"severity\": \"\(f.severity.rawValue)\", "
                out += "\"rule\": \(jsonQuote(f.ruleID.rawValue)), \"message\": \(jsonQuote(f.message))}"
            }
        }
        return out + (first ? "]\n" : "\n]\n")
    }

    /// SARIF 2.1.0: one run, the rules as the tool's rules, one result per finding.
    static func sarif(_ results: [FileResult]) -> String {
        let level: (Severity) -> String = { $0 == .error ? "error" : ($0 == .warning ? "warning" : "note") }
        var rules: [String] = []
        for r in Checker.rules {
            rules.append("""
                    {"id": \(jsonQuote(r.id.rawValue)), "shortDescription": {"text": \(jsonQuote(r.summary))}, "fullDescription": {"text": \(jsonQuote(r.guideline))}, "defaultConfiguration": {"level": "\(level(r.severity))"}}
            """)
        }
        var res: [String] = []
        for r in results {
            for f in r.findings {
                res.append("""
                        {"ruleId": \(jsonQuote(f.ruleID.rawValue)), "level": "\(level(f.severity))", "message": {"text": \(jsonQuote("\(f.path): \(f.message)"))}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": \(jsonQuote(r.path))}, "region": {"startLine": \(f.location.line), "startColumn": \(f.location.column)}}, "logicalLocations": [{"fullyQualifiedName": \(jsonQuote(f.path.description))}]}]}
                """)
            }
        }
        return """
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {"driver": {"name": "navmock", "version": \(jsonQuote(NavMockVersion.string)), "informationUri": "https://github.com/navmock/navmock", "rules": [
        \(rules.joined(separator: ",\n"))
              ]}},
              "results": [
        \(res.joined(separator: ",\n"))
              ]
            }
          ]
        }

        """
    }
}
