import Foundation
import NavMockCore
import Synchronization

/// What the pipeline makes of one spec variant: which files, and whether it checks.
public struct MockupRequest: Sendable, Equatable {
    /// An output format.
    public enum Format: String, Sendable, CaseIterable {
        /// PNG, one file per scale in ``MockupRequest/scales``.
        case png
        /// SVG, in points.
        case svg
        /// PDF, one page, in points.
        case pdf
    }

    /// The formats, in the order their files are returned. Default: PNG and SVG.
    public var formats: [Format]
    /// The PNG scales, device pixels per point (each > 0), in the order their files are returned;
    /// empty (the default) for the device's own scale. Only PNG has a scale.
    public var scales: [Double]
    /// Whether the checks run (``SpecFindings``: the guideline rules, then the pixel rules).
    /// Default: true.
    public var checks: Bool
    /// Rule ids the checks skip (beside the spec's own `checks.ignore`). Default: none.
    public var ignoring: Set<String>
    /// When true, a variant with ``Mockup/warnings(in:)`` gets no files: the pipeline throws
    /// ``MockupError/refused(_:)`` (the CLI's `--strict`). Default: false.
    public var refusesWarnings: Bool

    /// A request; see the properties for the defaults.
    public init(formats: [Format] = [.png, .svg], scales: [Double] = [], checks: Bool = true,
                ignoring: Set<String> = [], refusesWarnings: Bool = false) {
        self.formats = formats; self.scales = scales; self.checks = checks
        self.ignoring = ignoring; self.refusesWarnings = refusesWarnings
    }

    /// The PNG scales for a spec laid out at `deviceScale`: ``scales``, or the device's own; none
    /// without PNG.
    public func pngScales(deviceScale: Double) -> [Double] {
        formats.contains(.png) ? (scales.isEmpty ? [deviceScale] : scales) : []
    }

    /// What the resource stage decodes images for: the PNG scales asked for, and the device's own
    /// when a PNG is drawn at it or an SVG or PDF embeds it.
    var imageScales: (scales: [Double], deviceScale: Bool) {
        (formats.contains(.png) ? scales : [], scales.isEmpty || formats.contains { $0 != .png })
    }
}

/// One file of a ``Mockup``.
public struct MockupFile: Sendable {
    /// Its format.
    public let format: MockupRequest.Format
    /// For a PNG, its scale (device pixels per point); nil for SVG and PDF.
    public let scale: Double?
    /// For a PNG, its size in pixels; nil for SVG and PDF.
    public let pixelSize: (width: Int, height: Int)?
    /// The file's bytes.
    public let bytes: [UInt8]
}

/// One spec variant through the whole pipeline: laid out once, checked, drawn.
public struct Mockup: Sendable {
    /// The spec as read, resolved, laid out and turned into a scene, its resources resolved.
    public let prepared: PreparedSpec
    /// What `navmock check` finds in it, every severity (``SpecFindings/of(_:in:renderer:baseDirectory:ignoring:shared:)``;
    /// a finding about a value inside `variants` points there); empty when the request has no checks.
    public let findings: [Finding]
    /// The files, in the request's order of formats, a PNG per scale.
    public let files: [MockupFile]

    /// The findings `render` prints and `--strict` refuses: warnings and errors, except the
    /// reader's own warnings (``RuleID/specWarning``, ``RuleID/symbolPlaceholder``), which the
    /// reader reports as ``Spec/warnings``.
    public static func warnings(in findings: [Finding]) -> [Finding] {
        findings.filter { $0.severity >= .warning && $0.ruleID != .specWarning && $0.ruleID != .symbolPlaceholder }
    }
}

/// Why the pipeline made no mockup of a variant.
public enum MockupError: Error, Sendable {
    /// The spec (or the variant) is invalid: every problem the validation stage found, a problem
    /// about a value inside `variants` pointing there.
    case spec(SpecError)
    /// A resource could not be resolved or the scene could not be drawn (a missing icon, a file
    /// outside the spec's folder, Cairo).
    case render(RenderError)
    /// ``MockupRequest/refusesWarnings`` and these findings (``Mockup/warnings(in:)``, at least one).
    case refused([Finding])
}

/// The pipeline of DESIGN.md in one place, for every command and the Swift API: a spec variant →
/// prepared spec (validated, laid out, scene built, resources resolved) → findings (the rules,
/// then the pixel rules) → the requested files. `render`, `check`, `layout`, `test` and `gallery`
/// call it; they only name files, print and choose exit codes.
///
/// Every speed trick sits behind one option, ``parallelism``: how many threads the pipeline may
/// use. With more than one, and one job at a time (a one-spec `render`), the spare thread makes
/// the renderer while the spec is read, the Liquid Glass lens images and the check's icon masks
/// while the raster draws, and encodes the PNG the check shares while it measures; with several
/// jobs, they run on that many threads, one renderer each, results handed back in job order, and
/// the canvases drawn at once share a pixel budget. Each gain is measured in Benchmarks/README.md
/// ("Issue 20"). Bytes never depend on it.
///
/// ```swift
/// let pipeline = MockupPipeline(rendererOptions: .init())
/// let source = try SpecSource.read(path: "bar.json")
/// let (matrix, variants) = try source.variants()
/// try pipeline.run(count: variants.count, job: { i, stage in
///     try? stage.mockup(variants[i], of: matrix, source: source, request: .init(formats: [.png]))
/// }, deliver: { i, mockup in … })
/// ```
public final class MockupPipeline: Sendable {
    /// Threads the pipeline uses when none is said: the active processor count.
    public static var defaultParallelism: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// The options every renderer is made with.
    public let rendererOptions: Renderer.Options
    /// How many threads the pipeline may use (≥ 1).
    public let parallelism: Int

    /// The renderer made ahead, on another thread, while the caller reads its specs (nil with
    /// one thread), and the one handed out for work on the caller's thread.
    private let ahead: BackgroundWork<Made>?
    /// The first renderer once taken, and whether ``renderer()`` has handed it to the caller (a
    /// parallel ``run(count:job:deliver:)`` then gives its first worker a renderer of its own, so
    /// that no renderer is ever used by two threads at once).
    private let first = Mutex<(made: Made?, toCaller: Bool)>((nil, false))
    /// The pixels on canvases at once in a batch: 10 Mpx allows two phone screens @3x (3.0–3.2
    /// Mpx each), an iPad screen @2x (4.0–5.6) beside a phone screen or bars, but not two iPad
    /// screens and a phone screen. Measured on `render Templates`, 2 threads, peak memory: 6 Mpx
    /// 90–92 MiB, 8 Mpx 94–96, 10 Mpx 103–107, no budget 113–131; one thread 86 (Benchmarks/README.md,
    /// "Issue 20: the second core").
    let pixelBudget = PixelBudget(limit: 10_000_000)

    /// A renderer, or why it could not be made, handed from the thread that made it.
    ///
    /// Why `@unchecked Sendable` is sound: the struct is immutable, and the `Renderer` in it (whose
    /// caches are not behind a `Mutex`: it is not thread-safe) changes hands once. The thread that
    /// made it never touches it again; ``BackgroundWork`` publishes it under its `Mutex` and a
    /// semaphore, and from then on one thread at a time uses it (the caller's, or one worker's).
    struct Made: @unchecked Sendable { let result: Result<Renderer, RenderError> }

    /// A pipeline whose renderers use `rendererOptions`, on at most `parallelism` threads
    /// (clamped to at least 1; default ``defaultParallelism``). With more than one, the first
    /// renderer is made at once on another thread.
    public init(rendererOptions: Renderer.Options, parallelism: Int = MockupPipeline.defaultParallelism) {
        self.rendererOptions = rendererOptions
        self.parallelism = max(1, parallelism)
        ahead = self.parallelism > 1 ? BackgroundWork { Made(result: Self.newRenderer(rendererOptions)) } : nil
    }

    deinit {
        _ = ahead?.wait()   // never end with that thread still inside fontconfig
    }

    /// A renderer just made. Renderers are kept until the process exits (one extra retain, never
    /// released): a command uses them to the end, and freeing Pango's font map, fontconfig's
    /// configuration and the icon handles just before `exit` is work the system does anyway.
    static func newRenderer(_ options: Renderer.Options) -> Result<Renderer, RenderError> {
        do throws(RenderError) {
            let r = try Renderer(options: options)
            _ = Unmanaged.passRetained(r)
            return .success(r)
        } catch { return .failure(error) }
    }

    /// The renderer for work on the caller's thread (the first one: made ahead, or now), the same
    /// on every call. Use it from one thread at a time.
    /// - Throws: ``RenderError`` when it cannot be made (no fonts, a `--font` file that is not a font).
    public func renderer() throws(RenderError) -> Renderer {
        try takeFirst(toCaller: true).result.get()
    }

    /// The first renderer (made ahead, or now); `toCaller` records that ``renderer()`` gave it out.
    private func takeFirst(toCaller: Bool) -> Made {
        first.withLock { f -> Made in
            if toCaller { f.toCaller = true }
            if let m = f.made { return m }
            let made = ahead?.wait() ?? Made(result: Self.newRenderer(rendererOptions))
            f.made = made
            return made
        }
    }

    /// Runs `job(i, stage)` for every `i` in `0..<count` and calls `deliver(i, result)` for each in
    /// order of `i`, one at a time: on the caller's thread with ``renderer()`` when one thread
    /// does, else on up to ``parallelism`` threads, one renderer each (the first is ``renderer()``'s).
    /// Returns when every job is delivered.
    /// - Throws: ``RenderError`` when a renderer cannot be made (jobs not yet started are not run;
    ///   those delivered stay delivered).
    public func run<R: Sendable>(count: Int, job: @escaping @Sendable (Int, MockupStage) -> R,
                                 deliver: @escaping @Sendable (Int, R) -> Void) throws(RenderError) {
        guard count > 0 else { return }
        let workers = min(count, parallelism)
        if workers == 1 {
            let stage = MockupStage(renderer: try renderer(), spareCore: parallelism > 1, budget: nil)
            for i in 0..<count { deliver(i, job(i, stage)) }
            return
        }
        let options = rendererOptions, budget = pixelBudget
        // The first renderer goes to worker 0 unless the caller holds it (``renderer()``).
        let callerHoldsFirst = first.withLock { $0.toCaller }
        let error = WorkerPool.run(count: count, workers: workers, makeRenderer: { [self] w in
            if w == 0, !callerHoldsFirst { return takeFirst(toCaller: false).result }
            return Self.newRenderer(options)
        }, job: { i, r in job(i, MockupStage(renderer: r, spareCore: false, budget: budget)) }, deliver: deliver)
        if let error { throw error }
    }
}

/// The pipeline's stages for one thread: one renderer, and what the pipeline lets that thread do
/// beside it (``MockupPipeline/run(count:job:deliver:)`` hands one to each job). Use it on the
/// thread it was handed to.
public struct MockupStage {
    /// The renderer this thread draws and measures text with.
    public let renderer: Renderer
    /// Whether a thread to spare may work beside this one (lens images, icon masks, PNG encoding).
    let spareCore: Bool
    /// The pixel budget shared with the other threads of a batch (nil: alone).
    let budget: PixelBudget?

    /// A stage on the caller's thread with `renderer`, nothing beside it (tests, the Swift API).
    public init(renderer: Renderer) { self.init(renderer: renderer, spareCore: false, budget: nil) }

    init(renderer: Renderer, spareCore: Bool, budget: PixelBudget?) {
        self.renderer = renderer; self.spareCore = spareCore; self.budget = budget
    }

    /// Validates, lays out and builds the scene of `variant` (one of `matrix`'s, read from
    /// `source`), then resolves its resources: ``prepare(_:source:request:warn:)``, with a
    /// problem about a value inside `variants` pointing there.
    /// - Throws: as ``prepare(_:source:request:warn:)``.
    public func prepare(_ variant: SpecVariant, of matrix: VariantMatrix, source: SpecSource,
                        request: MockupRequest = .init(), warn: (SpecWarning) -> Void = { _ in }) throws(MockupError) -> PreparedSpec {
        do { return try prepare(variant.spec, source: source, request: request, warn: warn) }
        catch {
            if case .spec(let e) = error { throw .spec(matrix.mapError(e, variantName: variant.name)) }
            throw error
        }
    }

    /// Validates, lays out and builds the scene of `spec` (read from `source`), then resolves its
    /// resources (every symbol and file resolved and decoded, as drawing would; images for the
    /// scales `request` draws) into ``PreparedSpec/resolved``, which every later drawing of it
    /// (the files, the pixel rules, the icon masks made ahead) draws from. `warn` gets the reader's warnings once the spec is laid out,
    /// before its resources are resolved.
    /// - Throws: ``MockupError/spec(_:)`` with every problem the validation stage finds,
    ///   ``MockupError/render(_:)`` for a resource (66 for a missing file, in the CLI).
    public func prepare(_ spec: Spec, source: SpecSource, request: MockupRequest = .init(),
                        warn: (SpecWarning) -> Void = { _ in }) throws(MockupError) -> PreparedSpec {
        var p: PreparedSpec
        do { p = try PreparedSpec.prepare(spec, measuring: renderer.textMeasurer, imageSizes: renderer.imageSizes(baseDirectory: source.baseDirectory)) }
        catch { throw .spec(error) }
        for w in p.spec.warnings { warn(w) }
        let (scales, own) = request.imageScales
        do { p.resolved = try renderer.resolve(p.scene, baseDirectory: source.baseDirectory, scales: scales, includingSceneScale: own) }
        catch { throw .render(error) }
        return p
    }

    /// What `navmock check` finds in `variant`: laid out once when it can be (its resources
    /// resolved as drawing would), else the validation stage's problems as error findings under
    /// their rule ids; a finding about a value inside `variants` points there.
    /// - Throws: ``RenderError`` for a resource of a variant that lays out (a missing icon).
    public func findings(_ variant: SpecVariant, of matrix: VariantMatrix, source: SpecSource,
                         ignoring: Set<String> = []) throws(RenderError) -> [Finding] {
        var outcome = PreparedSpec.prepareOrRefuse(variant.spec, measuring: renderer.textMeasurer,
                                                   imageSizes: renderer.imageSizes(baseDirectory: source.baseDirectory))
        if case .success(var p) = outcome {
            p.resolved = try renderer.resolve(p.scene, baseDirectory: source.baseDirectory)
            outcome = .success(p)
        }
        return SpecFindings.of(outcome, in: matrix, renderer: renderer, baseDirectory: source.baseDirectory, ignoring: ignoring)
    }

    /// ``prepare(_:of:source:request:warn:)``, then ``mockup(_:of:source:request:)``.
    public func mockup(_ variant: SpecVariant, of matrix: VariantMatrix, source: SpecSource, request: MockupRequest,
                       warn: (SpecWarning) -> Void = { _ in }) throws(MockupError) -> Mockup {
        try mockup(try prepare(variant, of: matrix, source: source, request: request, warn: warn), of: matrix, source: source, request: request)
    }

    /// Checks a prepared variant and draws the requested files. The PNG at the scale the pixel
    /// rules measure is drawn once, for its file and for the check (issue 20), which then draws
    /// only what is behind the elements.
    /// - Throws: ``MockupError/refused(_:)`` (``MockupRequest/refusesWarnings``), ``MockupError/render(_:)``.
    public func mockup(_ prepared: PreparedSpec, of matrix: VariantMatrix, source: SpecSource,
                       request: MockupRequest) throws(MockupError) -> Mockup {
        let base = source.baseDirectory, scene = prepared.scene
        // Drawn from the resources the resource stage resolved (prepare), not resolved again.
        let res = prepared.drawing(baseDirectory: base)
        let pngScales = request.pngScales(deviceScale: prepared.layout.scale)
        let checkScale = VisibilityCheck.scale(of: scene)
        let sharesRaster = request.checks && pngScales.contains(checkScale)
        // With a thread to spare, the lens images are made there while this one draws what lies
        // under the glass, then the icons' masks for the raster the check shares (icons come last).
        if spareCore {
            renderer.startLiquidGlassLenses(for: res)
            if sharesRaster { renderer.startIconMasks(for: res, scale: checkScale) }
        }
        // In a batch, the canvases drawn at once share a pixel budget: two large ones are not in
        // memory together, bars and page controls go on beside them.
        let largest = (pngScales + [prepared.layout.scale]).max() ?? 1
        let pixels = budget == nil ? 0 : scene.size.width * scene.size.height * largest * largest
        budget?.take(pixels)
        defer { budget?.give(pixels) }

        var findings: [Finding] = []
        var shared: VisibilityCheck.SharedRaster?
        var encoding: BackgroundWork<Result<[UInt8], RenderError>>?
        if request.checks {
            // On failure the check goes without the raster, and drawing the file reports the error.
            if sharesRaster, let r = try? VisibilityCheck.rasterize(prepared, renderer: renderer, baseDirectory: base) {
                shared = r
                if spareCore {   // encoded there while the check measures
                    let level = renderer.options.pngCompressionLevel, filters = renderer.options.pngFilters
                    encoding = BackgroundWork { () -> Result<[UInt8], RenderError> in
                        do throws(RenderError) { return .success(try Renderer.encodePNG(r.raster, level: level, filters: filters)) }
                        catch { return .failure(error) }
                    }
                }
            }
            findings = SpecFindings.of(.success(prepared), in: matrix, renderer: renderer, baseDirectory: base,
                                       ignoring: request.ignoring, shared: shared)
            let warnings = Mockup.warnings(in: findings)
            if request.refusesWarnings, !warnings.isEmpty {
                _ = encoding?.wait()
                throw .refused(warnings)
            }
        }
        var files: [MockupFile] = []
        do throws(RenderError) {
            for f in request.formats {
                switch f {
                case .png:
                    for s in pngScales {
                        if let done = shared, s == checkScale {
                            let bytes: [UInt8]
                            if let encoding { bytes = try encoding.wait().get() } else { bytes = try renderer.encodePNG(done.raster) }
                            files.append(MockupFile(format: .png, scale: s, pixelSize: (done.raster.width, done.raster.height), bytes: bytes))
                            shared = nil; encoding = nil   // its memory goes before the next file's
                        } else {
                            let raster = try renderer.rasterize(res, scale: s)
                            files.append(MockupFile(format: .png, scale: s, pixelSize: (raster.width, raster.height),
                                                    bytes: try renderer.encodePNG(raster)))
                        }
                    }
                case .svg:
                    files.append(MockupFile(format: .svg, scale: nil, pixelSize: nil, bytes: try renderer.render(res, as: .svg)))
                case .pdf:
                    files.append(MockupFile(format: .pdf, scale: nil, pixelSize: nil, bytes: try renderer.render(res, as: .pdf)))
                }
            }
        } catch {
            _ = encoding?.wait()
            throw .render(error)
        }
        return Mockup(prepared: prepared, findings: findings, files: files)
    }
}
