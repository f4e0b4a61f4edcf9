import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock render SPEC|DIR... [-o OUT] [--format png,svg,pdf] [--scale 1,2,3] [--json]`
enum RenderCommand {
    static let help = """
    usage: navmock render SPEC|DIR... [-o DIR|FILE|-] [--format png,svg,pdf] [--scale 1,2,3] [--json]
                          [--vary PATH=V1,V2]... [--png-compression 0-9] [--jobs N] [--font FILE]... [--icons DIR]...

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
      --jobs N               worker threads for a batch (default: one per core); messages and
                             files are the same as with --jobs 1
      --font FILE            a font file put before the bundled ones (or NAVMOCK_FONTS=a:b)
      --icons DIR            a folder icon and image paths may also point into (repeatable)
      --exclude GLOB         skip files below a folder argument matching GLOB (* within a folder)
      --strict               refuse a spec the checks find warnings in
      --no-check             skip the checks (`navmock check` runs first; warnings go to stderr)
      --missing-symbols MODE error (default) or placeholder for unknown symbols
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
        do { a = try Arguments(args, valued: ["base-dir", "output", "format", "scale", "png-compression", "font", "icons", "exclude", "vary", "missing-symbols", "name", "jobs"], boolean: ["json", "help", "strict", "no-check"]) }
        catch { Console.usage(error.message, command: "render"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard !a.positionals.isEmpty else { Console.usage("render needs at least one spec or folder", command: "render"); return .usage }
        let formatFlag = a.options["format"] != nil, scaleFlag = a.options["scale"] != nil
        do throws(Failure) { try Common.applyConfig(&a, accepting: ["format", "scale", "exclude", "font"]) }
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
        var scales: [Double] = []
        for s in a.list("scale") {
            guard let v = Double(s), v.isFinite, v > 0, v <= 16 else {
                Console.usage("--scale takes positive numbers up to 16, not \"\(s)\"", command: "render"); return .usage
            }
            if !scales.contains(v) { scales.append(v) }
        }
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
            let early = EarlyRenderer.start(a)
            defer { early?.finish() }   // never exit while that thread is still inside fontconfig
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
            let options = try Common.rendererOptions(a)
            let asked = try SnapshotOptions.jobs(a, command: "render")
            let workers = min(jobs.count, asked > 0 ? asked : WorkerPool.defaultWorkers)
            let formats = formats, scales = scales
            let check = !a.has("no-check"), strict = a.has("strict"), json = a.has("json"), singlePath = single?.path
            let tally = Locked(Tally(failures: failures, failedSpecs: Set(failures.compactMap(\.spec)), worst: worst))
            // One spec at a time on a machine with more cores: the second core helps with each spec
            // (its PNG encoding and Liquid Glass lens images).
            let alongside = workers <= 1 && WorkerPool.defaultWorkers > 1
            // One spec's outcome: the files it wrote, or why it failed.
            @Sendable func job(_ i: Int, _ renderer: Renderer) -> Result<[String], Failure> {
                let (input, source, matrix, v) = jobs[i]
                Console.detail("rendering \(input.path)\(Common.variantSuffix(v))")
                do throws(Failure) {
                    return .success(try renderOne(source, variant: v, of: matrix, stem: outputStem(input, v), renderer: renderer,
                                                  formats: formats, scales: scales, outDir: out,
                                                  check: check, strict: strict, singleFile: singlePath,
                                                  spareCore: alongside, sharingCores: workers > 1))
                } catch { return .failure(error) }
            }
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
            if workers <= 1 {
                let renderer: Renderer
                if let early { renderer = try early.take() } else { renderer = try Common.makeRenderer(options) }
                for i in jobs.indices {
                    ProgressLine.step(outputStem(jobs[i].0, jobs[i].3))
                    record(i, job(i, renderer))
                }
            } else {
                // Specs render on `workers` threads, one renderer each; each spec's messages are
                // held back and printed with its result, in the order of the serial run (issue 20).
                let startError = WorkerPool.run(count: jobs.count, workers: workers, rendererOptions: options,
                                                job: { i, renderer in Console.capturing { () -> Result<[String], Failure> in job(i, renderer) } },
                                                deliver: { i, done in
                    ProgressLine.step(outputStem(jobs[i].0, jobs[i].3))
                    Console.replay(done.1)
                    if case .success(let outcome) = done.0 { record(i, outcome) }
                })
                if let startError { throw Common.renderFailure(startError, file: "navmock") }
            }
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

    /// The pixels a parallel batch may have on canvases at once: 10 Mpx allows two phone screens
    /// @3x (3.0–3.2 Mpx each), an iPad screen @2x (4.0–5.6) beside a phone screen or bars, but
    /// not two iPad screens and a phone screen. Measured on `render Templates`, 2 threads, peak
    /// memory: 6 Mpx 90–92 MiB, 8 Mpx 94–96, 10 Mpx 103–107, no budget 113–131; one thread 86
    /// (wall times in Benchmarks/README.md, "Issue 20: the second core").
    static let pixelBudget = PixelBudget(limit: 10_000_000)

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

    /// Renders one spec into every requested file; nothing is written unless every format rendered.
    /// `stem` is the output path relative to `outDir`, without scale or extension.
    static func renderOne(_ source: SpecSource, variant: SpecVariant, of matrix: VariantMatrix, stem relativeStem: String, renderer: Renderer,
                          formats: [String], scales: [Double], outDir: String,
                          check: Bool = true, strict: Bool = false, singleFile: String? = nil,
                          spareCore: Bool = false, sharingCores: Bool = false) throws(Failure) -> [String] {
        // Images decoded once, for the PNG scales and (SVG, PDF, default PNG) the device's own.
        let prepared = try Common.prepare(variant, of: matrix, source: source, renderer: renderer,
                                          scales: formats.contains("png") ? scales : [],
                                          ownScale: scales.isEmpty || formats.contains { $0 != "png" })
        let pngScales = formats.contains("png") ? (scales.isEmpty ? [prepared.layout.scale] : scales) : []
        // With a core to spare, the Liquid Glass lens images are made there while this thread
        // draws what lies under the glass.
        if spareCore { renderer.startLiquidGlassLenses(for: prepared.scene, baseDirectory: source.baseDirectory) }
        // And the icons' masks for the PNG the check shares, after the lenses (icons are drawn last).
        let checkScale = VisibilityCheck.scale(of: prepared.scene)
        if spareCore, check, pngScales.contains(checkScale) {
            renderer.startIconMasks(for: prepared.scene, scale: checkScale, baseDirectory: source.baseDirectory)
        }
        // In a parallel batch, the canvases being drawn at once share a pixel budget (PixelBudget),
        // so that two large ones are not in memory together; bars and page controls go on beside them.
        let largest = (pngScales + [prepared.layout.scale]).max() ?? 1
        let pixels = sharingCores ? prepared.scene.size.width * prepared.scene.size.height * largest * largest : 0
        RenderCommand.pixelBudget.take(pixels)
        defer { RenderCommand.pixelBudget.give(pixels) }
        // The PNG at the scale the pixel check measures is drawn first and shared with the check,
        // which then draws only what is behind the elements (issue 20). On failure the check goes
        // without it and the render below reports the error, as before.
        var shared: (scale: Double, raster: VisibilityCheck.SharedRaster)?
        // With a core to spare, that PNG is encoded on another thread while the check measures.
        var encoding: BackgroundWork<Result<[UInt8], RenderError>>?
        if check {
            let s = VisibilityCheck.scale(of: prepared.scene)
            if pngScales.contains(s), let r = try? VisibilityCheck.rasterize(prepared, renderer: renderer, baseDirectory: source.baseDirectory) {
                shared = (s, r)
                if spareCore {
                    let level = renderer.options.pngCompressionLevel, filters = renderer.options.pngFilters
                    encoding = BackgroundWork { () -> Result<[UInt8], RenderError> in
                        do throws(RenderError) { return .success(try Renderer.encodePNG(r.raster, level: level, filters: filters)) }
                        catch { return .failure(error) }
                    }
                }
            }
            // The reader's warnings were printed by prepare; each is printed once.
            let rules = Checker.check(prepared.spec, environment: prepared.environment, layout: prepared.layout,
                                      measuring: renderer.textMeasurer, baseDirectory: source.baseDirectory)
            let all = VisibilityCheck.adding(to: rules, prepared, renderer: renderer, baseDirectory: source.baseDirectory,
                                             shared: shared?.raster)   // issue 14 §8
                .filter { $0.severity >= .warning && $0.ruleID != .specWarning && $0.ruleID != .symbolPlaceholder }
            let findings = all.filter { !Common.repeatsWarning($0, of: prepared.spec) }
            for f in findings { Console.err("\(source.displayPath):\(f)\(Common.variantSuffix(variant))") }
            if strict, let f = all.first {
                throw Failure(code: .failure, text: "\(source.displayPath)\(Common.variantSuffix(variant)): not rendered: --strict and \(all.count) finding\(all.count == 1 ? "" : "s") (first: [\(f.ruleID)])")
            }
        }
        let stem = (outDir as NSString).appendingPathComponent(relativeStem)
        var outputs: [(String, [UInt8])] = []
        do {
            for f in formats {
                switch f {
                case "png":
                    for s in pngScales {
                        let bytes: [UInt8]
                        if let done = shared, done.scale == s {
                            if let encoding { bytes = try encoding.wait().get() }
                            else { bytes = try renderer.encodePNG(done.raster.raster) }
                            shared = nil   // its memory goes before the next format's
                            encoding = nil
                        } else {
                            bytes = try renderer.render(prepared.scene, as: .png(scale: s), baseDirectory: source.baseDirectory)
                        }
                        outputs.append(("\(stem)@\(Common.scaleName(s))x.png", bytes))
                    }
                case "svg":
                    outputs.append(("\(stem).svg", try renderer.render(prepared.scene, as: .svg, baseDirectory: source.baseDirectory)))
                default:
                    outputs.append(("\(stem).pdf", try renderer.render(prepared.scene, as: .pdf, baseDirectory: source.baseDirectory)))
                }
            }
        } catch {
            throw Common.renderFailure(error, file: source.displayPath)
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
}

func jsonQuote(_ s: String) -> String {
    var o = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": o += "\\\""
        case "\\": o += "\\\\"
        case "\n": o += "\\n"
        default: if u.value < 0x20 { o += String(format: "\\u%04x", u.value) } else { o.unicodeScalars.append(u) }
        }
    }
    return o + "\""
}

/// The renderer of a one-spec `render`, made on the spare core while this thread reads the spec
/// (issue 20): fontconfig's configuration and Pango's font map take about a millisecond, which the
/// reading (the JSON, the symbol table, the variants) then hides. Started only for one spec file
/// on a machine with more than one core, with options that parse; whatever else happens, the
/// command makes its renderer as before, and a renderer made here and not taken is dropped.
struct EarlyRenderer {
    /// A renderer, or why it could not be made, handed from the thread that made it.
    ///
    /// Why `@unchecked Sendable` is sound: the struct is immutable, and the `Renderer` in it (whose
    /// caches are not behind a `Mutex`: it is not thread-safe) changes hands once. The making thread
    /// returns it and never touches it again; ``BackgroundWork`` publishes the value under its
    /// `Mutex` and a semaphore; from then on only the command's thread uses it (`take()`, or drops
    /// it when the run had more than one job).
    struct Made: @unchecked Sendable { let result: Result<Renderer, RenderError> }
    let work: BackgroundWork<Made>

    /// Starts making the renderer `a`'s options ask for (``Common/rendererOptions(_:)``, which has
    /// no side effects and reads only the arguments and the environment), or nil when it is not
    /// worth it (more than one input, a folder, one core) or the options do not parse (the command
    /// reports that later, in its usual order).
    static func start(_ a: Arguments) -> EarlyRenderer? {
        guard a.positionals.count == 1, WorkerPool.defaultWorkers > 1,
              let options = try? Common.rendererOptions(a) else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: a.positionals[0], isDirectory: &isDirectory), isDirectory.boolValue { return nil }
        return EarlyRenderer(work: BackgroundWork { Made(result: Common.newRenderer(options)) })
    }

    /// Waits until the other thread is done (the command then ends with no thread of its still
    /// inside fontconfig or Pango, whether or not it took the renderer).
    func finish() { _ = work.wait() }

    /// The renderer, as ``Common/makeRenderer(_:)`` returns it (kept alive to the end), or its
    /// error as that reports it. Waits for the other thread if it is not done.
    func take() throws(Failure) -> Renderer { try Common.keep(work.wait().result) }
}
