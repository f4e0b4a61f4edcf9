import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock render SPEC|DIR... [-o OUT] [--format png,svg,pdf] [--scale 1,2,3] [--json]`
enum RenderCommand {
    static let help = """
    usage: navmock render SPEC|DIR... [-o DIR|FILE|-] [--format png,svg,pdf] [--scale 1,2,3] [--json]
                          [--vary PATH=V1,V2]... [--png-compression 0-9] [--svg-text text|paths] [--jobs N]
                          [--font FILE]... [--icons DIR]...

    Renders each spec (a folder: every .json below it) and each of its variants (named as `test`
    names them) to DIR (default: .), mirroring the folder tree: <spec>[-<variant>]@<scale>x.png,
    <spec>[-<variant>].svg, <spec>[-<variant>].pdf. A batch ends with: rendered N specs, M files, K failed.

      -o, --output OUT       output folder (created if needed); for a run with exactly one output
                             (one spec, variant, format and scale) a file: FILE.png|.svg|.pdf (the
                             format from the extension unless --format is given), or - for stdout
      --name NAME            the output name of a spec read from - (default: stdin)
      --format LIST          png, svg, pdf (default: png,svg; png for -o -)
      --scale LIST           PNG scales, any positive numbers (default: the device's own scale);
                             SVG and PDF ignore it (a note says so when only they are asked for)
      --json                 print the files written and the failures as JSON on stdout
      --vary PATH=V1,V2      vary a field of every spec (repeatable), as gallery does
      --png-compression N    DEFLATE level 0-9 (default 1: fast; 9: smallest)
      --svg-text MODE        text (default): titles and badges as real <text> a designer can
                             retype, in Apple's font families then the stand-ins; paths: the
                             glyphs' outlines, the same picture everywhere (docs/svg.md)
      --jobs N               threads it may use (default: one per core): a batch's specs run on
                             that many, one spec uses a second beside it; messages and files
                             are the same as with --jobs 1
      --font FILE            a font file put before the bundled ones (or NAVMOCK_FONTS=a:b)
      --icons DIR            a folder icon and image paths may also point into (repeatable)
      --exclude GLOB         skip files below a folder argument matching GLOB (* within a folder)
      --strict               refuse a spec the checks find warnings in
      --no-check             skip the checks (`navmock check` runs first; warnings go to stderr)
      --missing-symbols MODE error (default) or placeholder for unknown symbols
      --sf-symbols DIR       SF Symbols templates exported from Apple's SF Symbols app (NAME.svg),
                             drawn instead of the stand-ins (or NAVMOCK_SF_SYMBOLS; docs/apple-assets.md)
      --base-dir DIR         where a spec read from - resolves icon and image paths, which
                             must stay inside it (default: the current folder)

    Exit: 0 ok, 64 usage (also -o FILE for more than one output), 65 invalid spec (or two specs with the same output name: nothing is
    written), 66 missing input, unreadable folder or file it names, 70 internal error, 73 output
    cannot be written, 74 writing to stdout/stderr failed; a batch goes on past a failing spec
    and exits with the most severe code met (70 > 74 > 73 > 66 > 65 > 1).
    """

    /// Said (on stderr, dropped by --quiet) when `--scale` is given and no PNG is requested.
    static let scaleNote = "note: --scale sets the pixel scale of PNG files only; SVG and PDF are drawn in points and ignore it"

    static func run(_ args: [String]) -> ExitCode {
        var a: Arguments
        do { a = try Arguments(args, valued: ["base-dir", "output", "format", "scale", "png-compression", "svg-text", "font", "icons", "exclude", "vary", "missing-symbols", "name", "jobs", "sf-symbols"], boolean: ["json", "help", "strict", "no-check"]) }
        catch { Console.usage(error.message, command: "render"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty else { Console.usage("render needs at least one spec or folder", command: "render"); return .usage }
        let formatFlag = a.options["format"] != nil, scaleFlag = a.options["scale"] != nil
        do throws(Failure) { try Common.applyConfig(&a, accepting: ["format", "svg-text", "scale", "exclude", "font", "sf-symbols"]) }
        catch { Console.error(error.text); return error.code }
        let out = a.value("output") ?? "."
        let single = SingleOutput.target(out)
        // A format or scale named twice is one output, written once.
        var formats = a.list("format").isEmpty ? ["png", "svg"] : a.list("format").uniqued()
        if let single, !formatFlag {
            formats = [single.format ?? "png"]   // the extension (or png), unless --format was given
        }
        for f in formats where !["png", "svg", "pdf"].contains(f) {
            Console.usage("unknown format \"\(f)\"; use png, svg or pdf", command: "render"); return .usage
        }
        let scales: [Double]
        do throws(Failure) { scales = try SnapshotOptions.scales(a, command: "render") } catch { Console.error(error.text); return error.code }
        // Like curl: binary bytes would garble a terminal; SVG is text and may go there.
        if single?.path == "-", isatty(1) != 0, formats.contains(where: { $0 != "svg" }) {
            Console.usage("-o - would write \(formats.joined(separator: ",").uppercased()) bytes to the terminal; pipe or redirect it (navmock render … -o - > out.png), or give --format svg", command: "render"); return .usage
        }
        if single?.path == "-" && a.has("json") { Console.usage("-o - writes the image to stdout; --json cannot go there too", command: "render"); return .usage }
        let stdinName: String
        do throws(Failure) { stdinName = try SingleOutput.stdinName(a) } catch { Console.usage(error.text, command: "render"); return .usage }
        if scaleFlag, !formats.contains("png") { Console.info(scaleNote) }
        do throws(Failure) {
            try Common.applyBaseDirectory(a)
            let readOptions = try Common.readOptions(a)
            let extra = try SnapshotOptions.vary(a, command: "render")
            // Made before the specs are read: its first renderer can be made meanwhile.
            let asked = try SnapshotOptions.jobs(a, command: "render")
            let pipeline = MockupPipeline(rendererOptions: try Common.rendererOptions(a),
                                          parallelism: asked > 0 ? asked : MockupPipeline.defaultParallelism)
            let expansion = InputExpander.expand(a.positionals, exclude: a.values("exclude"), stdinName: stdinName)
            var worst = expansion.reportProblems()
            var failures: [RenderFailure] = expansion.problems.map { RenderFailure(spec: nil, variant: nil, exitCode: $0.code.rawValue, message: $0.text) }
            // Every spec is read and expanded first, so that two outputs with the same name
            // (`clock.json` with a variant `dark` and `clock-dark.json`) are refused before
            // anything is written.
            var planned: [(input: SpecInput, source: SpecSource, matrix: VariantMatrix, variants: [SpecVariant])] = []
            for input in expansion.inputs {
                do throws(Failure) {
                    let source = try Common.read(input.path)
                    let (m, vs) = try Common.variants(source, extra: extra, options: readOptions)
                    // Every variant validated before any is drawn: a spec with one invalid variant
                    // writes nothing, and every problem of every variant is reported at once.
                    try Common.validate(vs, of: m, source: source)
                    if extra != nil, let own = try? source.variants(options: readOptions), !own.matrix.fields.isEmpty {
                        // The spec's own variants get --vary's values in their names: say so, with an example.
                        let example = own.variants.first { !$0.name.isEmpty } ?? own.variants[0]
                        let now = vs.filter { v in example.values.allSatisfy(v.values.contains) }.map { $0.name.isEmpty ? "(no name)" : $0.name }
                        Console.info("note: \(source.displayPath): --vary makes \(vs.count) variants of this spec's own \(own.variants.count), named with its values added (\(example.name.isEmpty ? "(no name)" : example.name) → \(now.prefix(3).joined(separator: ", "))); outputs and references named without --vary are not these")
                    }
                    planned.append((input, source, m, vs))
                } catch {
                    Console.error(error.text)
                    failures.append(RenderFailure(spec: input.path, variant: nil, exitCode: error.code.rawValue, message: error.text))
                    worst = max(worst, error.code)
                }
            }
            if let single {
                let perVariant = formats.reduce(0) { $0 + ($1 == "png" ? max(1, scales.count) : 1) }
                let count = planned.reduce(0) { $0 + $1.variants.count } * perVariant
                guard count <= 1 else {
                    Console.usage("-o \(single.path) takes one output, and this run has \(count) (specs × variants × formats × scales); give a folder, or narrow it with --format, --scale or one spec", command: "render")
                    return .usage
                }
            }
            var owner: [String: String] = [:]
            var collided = false
            for p in planned where single == nil {
                for v in p.variants {
                    let stem = outputStem(p.input, v)
                    let me = p.input.path + Common.variantSuffix(v)
                    if let first = owner[stem], first != me || p.input.path == "-" {
                        Console.error("\(first) and \(me) would both write \((out as NSString).appendingPathComponent(stem)).*; rename one, or render them into different -o folders")
                        collided = true
                    } else { owner[stem] = me }
                }
            }
            if collided { return max(.dataError, worst) }
            let jobs = planned.flatMap { p in p.variants.map { (p.input, p.source, p.matrix, $0) } }
            let request = MockupRequest(formats: formats.compactMap(MockupRequest.Format.init(rawValue:)), scales: scales,
                                        checks: !a.has("no-check"), refusesWarnings: a.has("strict"))
            let json = a.has("json"), singlePath = single?.path
            let tally = Locked(Tally(failures: failures, failedSpecs: Set(failures.compactMap(\.spec)), worst: worst))
            // Specs on several threads: each spec's messages are held back and printed with its
            // result, in the order of a one-thread run (issue 20).
            let holdsMessages = min(jobs.count, pipeline.parallelism) > 1
            @Sendable func record(_ i: Int, _ outcome: Result<[String], Failure>) {
                let (input, _, _, v) = jobs[i]
                switch outcome {
                case .success(let files):
                    tally.withLock { $0.written += files.map { RenderedFile(spec: input.path, file: $0) } }
                    // An image sent to a closed stdout was lost: the run ends with that error (74), not "wrote".
                    if !json { for f in files where f != "-" || !Console.standardOutputFailed { Console.info("wrote \(f == "-" ? "the image to stdout" : f)") } }
                case .failure(let error):
                    Console.error(error.text)
                    tally.withLock { t in
                        t.failures.append(RenderFailure(spec: input.path, variant: v.name.isEmpty ? nil : v.name, exitCode: error.code.rawValue, message: error.text))
                        t.failedSpecs.insert(input.path)
                        t.worst = max(t.worst, error.code)
                    }
                }
            }
            ProgressLine.start(total: jobs.count)
            do throws(RenderError) {
                try pipeline.run(count: jobs.count, job: { i, stage -> (Result<[String], Failure>, [Console.CapturedLine]) in
                    let (input, source, matrix, v) = jobs[i]
                    func one() -> Result<[String], Failure> {
                        Console.detail("rendering \(input.path)\(Common.variantSuffix(v))")
                        do throws(Failure) {
                            return .success(try renderOne(source, variant: v, of: matrix, stem: outputStem(input, v), stage: stage,
                                                          request: request, outDir: out, singleFile: singlePath))
                        } catch { return .failure(error) }
                    }
                    guard holdsMessages else { return (one(), []) }
                    let (outcome, lines) = Console.capturing(one)
                    return (outcome.get(), lines)
                }, deliver: { i, done in
                    ProgressLine.step(outputStem(jobs[i].0, jobs[i].3))
                    Console.replay(done.1)
                    record(i, done.0)
                })
            } catch { throw Common.renderFailure(error, file: "navmock") }
            let (written, worstSeen, failuresSeen, failedSpecs) = tally.withLock { ($0.written, $0.worst, $0.failures, $0.failedSpecs) }
            worst = worstSeen
            failures = failuresSeen
            ProgressLine.finish()
            let specs = expansion.inputs.count + expansion.problems.count
            let failedCount = failedSpecs.count + expansion.problems.count
            let summary = "rendered \(specs) spec\(specs == 1 ? "" : "s"), \(written.count) file\(written.count == 1 ? "" : "s"), \(failedCount) failed"
            if a.has("json") {
                InfoCommands.printJSON(RenderReport(files: written, failures: failures, specs: specs, failed: failedCount))
            }
            if specs > 1 { Console.info(summary) }  // a batch; one spec's run says only what it wrote
            return worst
        } catch {
            Console.error(error.text)
            return error.code
        }
    }

    /// What a batch has done so far (`record` in `run`, called one spec at a time).
    struct Tally: Sendable {
        var written: [RenderedFile] = []
        var failures: [RenderFailure]
        var failedSpecs: Set<String>
        var worst: ExitCode
    }

    /// `render --json`: every file written and every failure (a spec, or one of its variants).
    struct RenderReport: Encodable { let files: [RenderedFile]; let failures: [RenderFailure]; let specs: Int; let failed: Int }
    struct RenderedFile: Encodable, Sendable { let spec: String; let file: String }
    struct RenderFailure: Encodable, Sendable { let spec: String?; let variant: String?; let exitCode: Int32; let message: String }

    /// `<spec>` or `<spec>-<variant>`, relative to the output folder (as `navmock test` names cases).
    static func outputStem(_ input: SpecInput, _ v: SpecVariant) -> String {
        input.relativeStem + (v.name.isEmpty ? "" : "-" + v.name)
    }

    /// Renders one spec variant into every requested file; nothing is written unless every
    /// format rendered. `stem` is the output path relative to `outDir`, without scale or extension.
    static func renderOne(_ source: SpecSource, variant: SpecVariant, of matrix: VariantMatrix, stem relativeStem: String,
                          stage: MockupStage, request: MockupRequest, outDir: String, singleFile: String? = nil) throws(Failure) -> [String] {
        let mockup: Mockup
        do throws(MockupError) {
            mockup = try stage.mockup(variant, of: matrix, source: source, request: request) { w in
                Console.err(Diagnostic.specWarning(w, file: source.displayPath, suffix: Common.variantSuffix(variant)))
            }
        } catch {
            if case .refused(let all) = error {
                printFindings(all, source: source, variant: variant)
                let f = all[0]
                throw Failure(code: .failure, text: "\(source.displayPath)\(Common.variantSuffix(variant)): not rendered: --strict and \(all.count) finding\(all.count == 1 ? "" : "s") (first: [\(f.ruleID)])")
            }
            throw Common.mockupFailure(error, source: source, variant: variant)
        }
        printFindings(Mockup.warnings(in: mockup.findings), source: source, variant: variant)
        let stem = (outDir as NSString).appendingPathComponent(relativeStem)
        let outputs = mockup.files.map { f in
            (f.scale.map { "\(stem)@\(Common.scaleName($0))x.png" } ?? "\(stem).\(f.format.rawValue)", f.bytes)
        }
        if let singleFile, outputs.count == 1 {
            // `-o FILE` / `-o -`: the one output goes there, through the same writer.
            if singleFile == "-" {
                do throws(FileError) { try AtomicFile.writeAll(1, outputs[0].1, path: "stdout") }
                catch { throw Failure(code: .ioError, text: "cannot write the image to standard output: \(error.description)") }
            } else {
                try AtomicWriter.write(outputs[0].1, to: singleFile)
            }
            return [singleFile]
        }
        try AtomicWriter.writeTogether(outputs)   // issue 14 §9: a spec's outputs change together or not at all
        return outputs.map(\.0)
    }

    /// The check's warnings and errors on stderr, except those that repeat a reader warning
    /// (printed when the spec was read).
    static func printFindings(_ findings: [Finding], source: SpecSource, variant: SpecVariant) {
        for f in findings where !Common.repeatsWarning(f, of: variant.spec) {
            Console.err(Diagnostic.finding(f, file: source.displayPath, suffix: Common.variantSuffix(variant), fd: 2))
        }
    }
}
