import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock test SPEC|DIR...`: renders every spec (and variant) and compares decoded pixels with
/// its reference image.
enum TestCommand {
    static let help = """
    usage: navmock test SPEC|DIR... [--record all|missing|failed|never] [-u] [--artifacts DIR]
                        [--junit FILE] [--github FILE] [--json] [--shard K/N] [--filter TEXT] [--scale LIST]
                        [--references DIR] [--vary PATH=V1,V2]... [--prune [--write]]
                        [comparison options] [--jobs N] [--font FILE]... [--icons DIR]...

    Renders each spec (a folder: every .json below it), each of its variants, and compares the
    decoded pixels with the reference __snapshots__/<spec>[-<variant>]@<scale>x.png beside the
    spec. Prints one line per case, then "N passed, N failed".

      --record MODE          all: write every reference (passes); missing: write the missing ones;
                             failed: rewrite the failing ones; never: write nothing. A case recorded
                             under missing or failed fails ("run again to verify"). Default:
                             NAVMOCK_RECORD (an unknown mode there exits 64, as here), else never
                             when CI is set (CI empty, 0, false or no is not CI), else navmock.json's
                             "record", else missing.
      -u, --update           the same as --record failed: accept the new output of the failing
                             cases (after looking at it in the report)
      --artifacts DIR        where failures leave <case>.expected.png, .actual.png, .diff.png and
                             the report index.html (default NAVMOCK_ARTIFACTS, else .navmock-artifacts)
      --junit FILE           also write JUnit XML
      --github FILE          also write GitHub Actions annotations (workflow commands), one per
                             failing case at its spec; - for stdout (after the results)
      --json                 results as JSON on stdout (the case lines go to stderr)
      --shard K/N            run the K-th of N deterministic slices of the suite
      --filter TEXT          run only the cases whose name (tab-bars/clock-dark@2x) contains TEXT,
                             case-sensitively (the others are skipped); none matching fails (1)
      --scale LIST           scales to check (default: each device's own)
      --references DIR       keep references in DIR (mirroring the spec folders) instead of
                             __snapshots__/ beside each spec
      --vary PATH=V1,V2      add a variant field to every spec (repeatable)
      --name NAME            the case name of a spec read from - (default: stdin)
      --exclude GLOB         skip files below a folder argument whose relative path or name
                             matches GLOB (repeatable; * stays within a folder, ** does not)
      --prune                list references whose spec or variant is gone; with --write, delete them
      --jobs N               worker threads (default: one per core)
    \(SnapshotOptions.comparisonHelp)
    Provenance: each folder of references has a manifest.json with each reference's spec hash and
    toolchain fingerprint; a failure under another toolchain says so.
      --missing-symbols MODE error (default) or placeholder for unknown symbols
      --sf-symbols DIR       SF Symbols templates exported from Apple's SF Symbols app (NAME.svg),
                             drawn instead of the stand-ins (or NAVMOCK_SF_SYMBOLS; docs/apple-assets.md)
      --base-dir DIR         where a spec read from standard input (-) resolves icon and
                             image paths, which must stay inside it (default: the current folder)

    Exit: 0 all passed, 1 any failure or no case ran, 64 usage, 65 invalid spec or two specs
    with the same image names, 66 missing input or unreadable folder, 70 internal error,
    73 output cannot be written, 74 writing to stdout/stderr failed (the most severe met).
    """

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do {
            a = try Arguments(args, valued: SnapshotOptions.comparisonFlags.union(["record", "base-dir", "artifacts", "junit", "github", "shard", "filter", "scale", "name",
                                                                                  "references", "vary", "jobs", "font", "icons", "png-compression", "exclude", "missing-symbols", "sf-symbols"]),
                              boolean: ["json", "prune", "write", "ignore-antialiasing", "help", "update"],
                              short: ["-o": "--output", "-h": "--help", "-u": "--update"])
        } catch { Console.usage(error.message, command: "test"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty else { Console.usage("test needs at least one spec or folder", command: "test"); return .usage }
        if a.has("json") && a.value("github") == "-" { Console.usage("--json and --github - both write to stdout; give --github a file", command: "test"); return .usage }
        do throws(Failure) {
            let config = try Common.applyConfig(&a, accepting: SnapshotOptions.comparisonFlags.union(["scale", "exclude", "font", "ignore-antialiasing", "sf-symbols"]))
            try Common.applyBaseDirectory(a)
            _ = try SingleOutput.stdinName(a)
            let refs = a.value("references")
            let extra = try SnapshotOptions.vary(a)
            if a.has("prune") { return prune(a, references: refs, extra: extra) }
            if a.has("write") { throw SnapshotOptions.usage("--write goes with --prune") }
            var record = RecordMode.fromEnvironment
            if (try? RecordMode.environmentValue()) == nil, !RecordMode.isCI, let m = config?.record.flatMap(RecordMode.init(rawValue:)) {
                record = m  // navmock.json: only where neither NAVMOCK_RECORD nor CI decides
            }
            if a.value("record") == nil {
                // As strict as the flag: an unknown NAVMOCK_RECORD is a usage error, not ignored.
                do throws(UnknownRecordMode) { _ = try RecordMode.environmentValue() } catch {
                    throw SnapshotOptions.usage("NAVMOCK_RECORD: unknown record mode \"\(error.value)\"" + (closest(error.value, RecordMode.allCases.map(\.rawValue)).map { "; did you mean \"\($0)\"?" } ?? "; use all, missing, failed or never"))
                }
            }
            if a.has("update") {
                if let m = a.value("record"), m != RecordMode.failed.rawValue {
                    throw SnapshotOptions.usage("-u (--update) is --record failed; it cannot go with --record \(m)")
                }
                record = .failed
            } else if let m = a.value("record") {
                guard let r = RecordMode(rawValue: m) else {
                    throw SnapshotOptions.usage("unknown record mode \"\(m)\"" + (closest(m, RecordMode.allCases.map(\.rawValue)).map { "; did you mean \"\($0)\"?" } ?? "; use all, missing, failed or never"))
                }
                record = r
            }
            var shard: SnapshotSuite.Shard? = nil
            if let s = a.value("shard") {
                guard let sh = SnapshotSuite.Shard(s) else { throw SnapshotOptions.usage("--shard takes K/N with 1 ≤ K ≤ N, such as 2/4; not \"\(s)\"") }
                shard = sh
            }
            let rendererOptions = try Common.rendererOptions(a)
            let envArtifacts = ProcessInfo.processInfo.environment["NAVMOCK_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            let artifacts = a.value("artifacts") ?? envArtifacts ?? ".navmock-artifacts"
            if a.value("artifacts") == nil, envArtifacts == nil, Confinement.isLink(artifacts) {
                // The default folder may come with a cloned repository: never write through it.
                throw Failure(code: .cantCreate, text: "\(artifacts) is a symbolic link; navmock does not write its artifacts through a link (remove it, or name a folder with --artifacts)")
            }
            let settings = SnapshotSettings(comparison: try SnapshotOptions.comparison(a), record: record, artifactsDirectory: artifacts,
                                            fingerprint: .current(userFontFiles: rendererOptions.userFontFiles))
            let (inputs, inputWorst) = SnapshotOptions.inputs(a, excluding: refs)
            var suiteOptions = SnapshotSuite.Options(settings: settings, referencesDirectory: refs, scales: try SnapshotOptions.scales(a),
                                                     rendererOptions: rendererOptions, workers: try SnapshotOptions.jobs(a),
                                                     extraVariants: extra, filter: a.value("filter"), shard: shard)
            suiteOptions.readOptions = try Common.readOptions(a)
            let suite = SnapshotSuite(files: inputs, options: suiteOptions)
            if !suite.collisions.isEmpty {
                for c in suite.collisions { Console.error(c) }
                return max(.dataError, inputWorst)
            }
            let json = a.has("json")
            let t0 = DispatchTime.now().uptimeNanoseconds
            ProgressLine.start(total: suite.cases.count)
            let quiet = Verbosity.level == .quiet
            let (results, startError) = suite.run { r in
                ProgressLine.step(r.name)
                if quiet && !r.isFailure { return }  // --quiet: only the cases that fail
                var line = SnapshotReport.line(r)
                if r.status == .failed || r.status == .missing, r.artifacts?.actual != nil {
                    line += "; to accept it after looking: run again with -u, or navmock accept \(artifacts)"
                }
                if json { Console.err(Diagnostic.testLine(line, fd: 2)) } else { Console.out(Diagnostic.testLine(line, fd: 1)) }
            }
            ProgressLine.finish()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
            var worst = inputWorst
            if let startError {
                let f = Common.renderFailure(startError, file: "navmock")
                Console.error(f.text)
                worst = max(worst, f.code)
            }
            for r in results where r.isFailure { worst = max(worst, r.errorKind.map(ExitCode.init) ?? .failure) }
            let tally = SnapshotTally(results, skipped: suite.skipped)
            var closing = tally.description
            if tally.recorded > 0 { closing += " (\(tally.recorded) reference\(tally.recorded == 1 ? "" : "s") recorded)" }
            if json { Console.err(closing) } else { Console.out(closing) }
            if results.isEmpty {
                // Nothing ran: a test run that checked nothing must not pass.
                let why = suite.skipped > 0
                    ? "--filter \"\(a.value("filter") ?? "")\" matched none of the \(suite.skipped) case\(suite.skipped == 1 ? "" : "s") (it matches part of the case name, such as tab-bars/clock-dark@2x, case-sensitively)"
                    : "no specs found in \(a.positionals.joined(separator: " "))"
                Console.error("no snapshot test ran: \(why)")
                worst = max(worst, .failure)
            }

            // Reports.
            let html = SnapshotReport.html(results, skipped: suite.skipped, comparison: settings.comparison,
                                           fingerprint: settings.fingerprint, directory: artifacts)
            do throws(Failure) { try AtomicWriter.write(Array(html.utf8), to: (artifacts as NSString).appendingPathComponent("index.html"), inside: artifacts) }
            catch {
                // A link there (a cloned repository's) is refused as an error; other failures
                // to write the report only warn (the results are on stdout).
                if Confinement.isInside((artifacts as NSString).appendingPathComponent("index.html"), artifacts) {
                    Console.warning("cannot write the report: \(error.text)")
                } else { Console.error("cannot write the report: \(error.text)"); worst = max(worst, error.code) }
            }
            // What `navmock accept` reads: the failing cases' spec hashes and the toolchain.
            let acceptRecord = ArtifactsRecord.from(results, fingerprint: settings.fingerprint, referencesDirectory: refs,
                                              vary: extra.map(VariantExpander.canonicalJSON))
            do throws(FileError) { try acceptRecord.write(into: artifacts) }
            catch { Console.warning("cannot write \(ArtifactsRecord.fileName): \(error)") }
            if tally.failed > 0 { Console.err("report: \((artifacts as NSString).appendingPathComponent("index.html"))") }
            if let junit = a.value("junit") {
                do throws(Failure) { try AtomicWriter.write(Array(SnapshotReport.junit(results, skipped: suite.skipped, seconds: seconds).utf8), to: junit) }
                catch { Console.error(error.text); worst = max(worst, error.code) }
            }
            if let gh = a.value("github") {
                let text = GitHubAnnotations.test(results)
                if gh == "-" { Console.outRaw(text) } else {
                    do throws(Failure) { try AtomicWriter.write(Array(text.utf8), to: gh) }
                    catch { Console.error(error.text); worst = max(worst, error.code) }
                }
            }
            if json {
                Console.outRaw(SnapshotReport.json(results, skipped: suite.skipped, comparison: settings.comparison, fingerprint: settings.fingerprint,
                                                     exitCode: { ExitCode($0).rawValue }))
            }
            return worst
        } catch {
            Console.error(error.text)
            return error.code
        }
    }

    static func prune(_ a: Arguments, references: String?, extra: JSONNode?) -> ExitCode {
        let scan = ReferencePruner.scan(arguments: a.positionals, referencesDirectory: references, extraVariants: extra)
        let stale = scan.stale
        for s in scan.skipped { Console.warning("\(s.path): left alone, \(s.reason) (references are never pruned through a link)") }
        let write = a.has("write")
        for s in stale { Console.out("\(write ? "deleted" : "stale")  \(s.path): \(s.reason)") }
        if write {
            let failed = ReferencePruner.delete(stale)
            for f in failed { Console.error("\(f): cannot delete it") }
            Console.out("\(stale.count - failed.count) stale reference\(stale.count == 1 ? "" : "s") deleted")
            return failed.isEmpty ? .success : .cantCreate
        }
        Console.out(stale.isEmpty ? "no stale references" : "\(stale.count) stale reference\(stale.count == 1 ? "" : "s"); delete with --prune --write")
        return .success
    }
}
