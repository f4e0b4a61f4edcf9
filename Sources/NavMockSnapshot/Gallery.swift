import Foundation
import NavMockCore
import NavMockRender
import Synchronization

/// A guideline finding shown beside an image in the gallery's index: one of `navmock check`'s
/// findings for that image's variant (``SpecFindings``), with the same words.
public struct GalleryFinding: Sendable, Hashable {
    /// `error`, `warning` or `info` (``Severity``'s raw value, as `navmock check` prints it).
    public var severity: String
    /// The rule's id (`tab-bar.overflow`).
    public var rule: String
    /// The JSON path concerned.
    public var path: String
    /// What is wrong.
    public var message: String
    /// Creates a finding.
    public init(severity: String, rule: String, path: String, message: String) {
        self.severity = severity; self.rule = rule; self.path = path; self.message = message
    }
    /// A finding of `navmock check`, as the gallery lists it.
    public init(_ f: Finding) {
        self.init(severity: f.severity.rawValue, rule: f.ruleID.rawValue, path: f.path.description, message: f.message)
    }
}

/// Renders galleries: every variant of every spec to PNG, a contact sheet per spec, optional
/// redlines, an offline `index.html`, and a provenance manifest. What `navmock gallery` runs.
///
/// Work is spread over worker threads (one ``Renderer`` each); every image is written as soon as
/// it is rendered and dropped, so memory does not grow with the number of specs. A contact sheet
/// is composed by Cairo from the written files once the last variant of its spec is done.
public enum Gallery {
    /// How a gallery is rendered.
    public struct Options: Sendable {
        /// Output folder.
        public var outputDirectory: String
        /// Scales; empty for each device's own. The first is shown in the index and contact sheet.
        public var scales: [Double]
        /// Whether to write redlined copies under `redlines/`.
        public var redlines: Bool
        /// Fonts and icon folders.
        public var rendererOptions: Renderer.Options
        /// Worker threads (one renderer each); 0 for one per core.
        public var workers: Int
        /// Variant fields added to every spec (the CLI's `--vary`).
        public var extraVariants: JSONNode?
        /// How specs are read (what an unknown symbol name does). Default: unknown names are errors.
        public var readOptions = SpecReadOptions()
        /// Called with each variant once it is laid out, on the worker thread that draws it (so
        /// possibly concurrently, in no particular order): `file`, the variant, the prepared spec
        /// its images come from, and the measurer it was laid out with. `navmock languages` reads
        /// its truncation report from these instead of laying every variant out a second time.
        /// Nil (the default): nothing is called.
        public var onPrepared: (@Sendable (_ file: SpecFile, _ variant: SpecVariant, _ prepared: PreparedSpec, _ measuring: PangoTextMeasurer) -> Void)?
        /// Whether to write progress to standard error.
        public var progress: Bool
        /// Creates options.
        public init(outputDirectory: String, scales: [Double] = [], redlines: Bool = false, rendererOptions: Renderer.Options = .init(),
                    workers: Int = 0, extraVariants: JSONNode? = nil, progress: Bool = false) {
            self.outputDirectory = outputDirectory; self.scales = scales; self.redlines = redlines
            self.rendererOptions = rendererOptions; self.workers = workers; self.extraVariants = extraVariants; self.progress = progress
        }
    }

    /// What a run did.
    public struct Summary: Sendable {
        /// Images written (variants × scales; redlines not counted).
        public var images = 0
        /// Redlined images written.
        public var redlines = 0
        /// Contact sheets written.
        public var contactSheets = 0
        /// Specs rendered (at least partly).
        public var specs = 0
        /// Problems, as (kind, message), in spec order.
        public var errors: [(kind: ProblemKind, message: String)] = []
        /// Specs with at least one problem (not read, or a variant or its contact sheet failed).
        public var failedSpecs = 0
        /// Wall time, seconds.
        public var seconds = 0.0
        /// Whether the run was refused before writing anything (specs with the same image names).
        public var refused = false
    }

    /// One rendered variant, as the index and the contact sheet need it.
    struct Image: Sendable {
        let variantIndex: Int
        let name: String
        let values: [VariantValue]
        /// Output files relative to the output folder, one per scale.
        let files: [(scale: Double, path: String)]
        let redlines: [(scale: Double, path: String)]
        /// Pixel size and scale of the first file.
        let pixelWidth: Int
        let pixelHeight: Int
        let scale: Double
        /// Size in points.
        var pointWidth: Double { Double(pixelWidth) / scale }
        var pointHeight: Double { Double(pixelHeight) / scale }
        let findings: [GalleryFinding]
        let warnings: [String]
    }

    /// A spec's images, collected until its last variant is done.
    struct SpecEntry: Sendable {
        var remaining: Int
        var images: [Image] = []
        var errors: [String] = []
        var sheet: String? = nil
    }

    /// Renders the gallery of `files`. Specs whose images would have the same names are refused
    /// (``ProblemKind/invalidSpec``, through `onError`) before anything is written.
    /// - Parameter onError: called (serially, in no particular order) with each problem.
    public static func run(_ files: [SpecFile], options: Options,
                           onError: @escaping @Sendable (ProblemKind, String) -> Void = { _, _ in }) -> Summary {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let out = options.outputDirectory
        var summary = Summary()
        let specs = SpecLoader.plan(files, extra: options.extraVariants, read: options.readOptions)
        // Two specs whose images would share a name: refuse before writing anything.
        let collisions = specs.filter(\.isNameCollision).compactMap { $0.error?.message }
        if !collisions.isEmpty {
            for c in collisions { onError(.invalidSpec, c); summary.errors.append((.invalidSpec, c)) }
            summary.refused = true
            summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
            return summary
        }
        var jobs: [(spec: Int, variant: Int)] = []
        let state = Locked<[Int: SpecEntry]>([:])
        let finished = Locked<[Int: SpecEntry]>([:])
        let errors = Locked<[(Int, ProblemKind, String)]>([])
        for (s, p) in specs.enumerated() {
            if let e = p.error {
                errors.withLock { $0.append((s, e.kind, e.message)) }
                onError(e.kind, e.message)
                finished.withLock { $0[s] = SpecEntry(remaining: 0, errors: [e.message]) }
                continue
            }
            state.withLock { $0[s] = SpecEntry(remaining: p.variants.count) }
            for v in p.variants.indices { jobs.append((s, v)) }
        }
        let counts = Locked((images: 0, redlines: 0, sheets: 0, done: 0))
        let progress = options.progress ? Progress(total: jobs.count) : nil
        let caches = Locked<[ObjectIdentifier: (path: String, source: SpecSource, matrix: VariantMatrix)]>([:])
        let fingerprint = ToolchainFingerprint.current(for: options.rendererOptions)
        let manifest = Locked(ReferenceManifest())
        let jobList = jobs

        let pipeline = MockupPipeline(rendererOptions: options.rendererOptions,
                                      parallelism: options.workers > 0 ? options.workers : MockupPipeline.defaultParallelism)
        var startError: RenderError?
        do throws(RenderError) { try pipeline.run(count: jobList.count, job: { i, stage in
            let renderer = stage.renderer
            let (s, v) = jobList[i]
            let p = specs[s]
            var cache = caches.withLock { $0[ObjectIdentifier(renderer)] }
            defer { caches.withLock { $0[ObjectIdentifier(renderer)] = cache } }
            var image: Image? = nil
            var problem: (ProblemKind, String)? = nil
            do throws(SpecLoadError) {
                let r = try renderVariant(p, variant: v, stage: stage, options: options, cache: &cache)
                image = r.image
                counts.withLock { $0.images += r.image.files.count; $0.redlines += r.image.redlines.count }
                manifest.withLock { m in
                    for f in r.image.files {
                        m.record(f.path, ReferenceProvenance(spec: p.file.path == "-" ? nil : FileIO.relative(p.file.path, from: out),
                                                             variant: r.image.name.isEmpty ? nil : r.image.name, scale: f.scale,
                                                             specSHA256: r.specHash, toolchain: fingerprint.id), fingerprint: fingerprint)
                    }
                }
            } catch {
                problem = (error.kind, error.message)
                onError(error.kind, error.message)
                errors.withLock { $0.append((s, error.kind, error.message)) }
            }
            // The last variant of a spec composes its contact sheet.
            let complete: SpecEntry? = state.withLock { st in
                guard var e = st[s] else { return nil }
                if let image { e.images.append(image) }
                if let problem { e.errors.append(problem.1) }
                e.remaining -= 1
                if e.remaining == 0 { st[s] = nil; return e }
                st[s] = e
                return nil
            }
            if var e = complete {
                e.images.sort { $0.variantIndex < $1.variantIndex }
                if !e.images.isEmpty {
                    do throws(SpecLoadError) {
                        e.sheet = try contactSheet(p, images: e.images, renderer: renderer, options: options)
                        counts.withLock { $0.sheets += 1 }
                    } catch {
                        onError(error.kind, error.message)
                        errors.withLock { $0.append((s, error.kind, error.message)) }
                        e.errors.append(error.message)
                    }
                }
                finished.withLock { $0[s] = e }
            }
            let done = counts.withLock { c -> Int in c.done += 1; return c.done }
            progress?.update(done, label: p.file.relativeStem)
            return ()
        }, deliver: { (_: Int, _: Void) in }) } catch { startError = error }
        progress?.finish()
        if let startError {
            let e = SpecLoader.renderError(startError, file: "navmock")
            onError(e.kind, e.message)
            errors.withLock { $0.append((-1, e.kind, e.message)) }
        }
        let c = counts.withLock { $0 }
        summary.images = c.images; summary.redlines = c.redlines; summary.contactSheets = c.sheets
        let entries = finished.withLock { $0 }
        summary.specs = entries.values.filter { !$0.images.isEmpty }.count
        summary.errors = errors.withLock { $0 }.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
        summary.failedSpecs = Set(errors.withLock { $0 }.map(\.0).filter { $0 >= 0 }).count

        // Index and provenance.
        let index = indexHTML(specs: specs, entries: entries, options: options, fingerprint: fingerprint, summary: summary)
        do { try AtomicFile.write(Array(index.utf8), to: (out as NSString).appendingPathComponent("index.html"), inside: out) }
        catch { onError(error.kind, error.description); summary.errors.append((error.kind, error.description)) }
        var m = manifest.withLock { $0 }
        m.about = "Written by navmock gallery: where each image in this folder came from (spec, variant, scale, spec hash) and the toolchain it was rendered with."
        do { try AtomicFile.write(m.encoded(), to: (out as NSString).appendingPathComponent(ReferenceManifest.fileName), inside: out) }
        catch { onError(error.kind, error.description); summary.errors.append((error.kind, error.description)) }
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
        return summary
    }

    // MARK: - One variant

    static func outputStem(_ p: PlannedSpec, variant: String) -> String {
        p.file.relativeStem + (variant.isEmpty ? "" : "-" + variant)
    }

    static func renderVariant(_ p: PlannedSpec, variant v: Int, stage: MockupStage, options: Options,
                              cache: inout (path: String, source: SpecSource, matrix: VariantMatrix)?)
        throws(SpecLoadError) -> (image: Image, specHash: String) {
        let renderer = stage.renderer
        let request = MockupRequest(formats: [.png], scales: options.scales, checks: true)
        let loaded = try SpecLoader.prepare(p, variant: v, extra: options.extraVariants, read: options.readOptions, stage: stage,
                                            request: request, cache: &cache)
        // Laid out once: the images, the redlines and the findings (`navmock check`'s: the rules
        // and the pixel rules) all come from `prepared`.
        let prepared = loaded.prepared, base = loaded.source.baseDirectory
        options.onPrepared?(p.file, loaded.variant, prepared, renderer.textMeasurer)
        let mockup: Mockup
        do throws(MockupError) { mockup = try stage.mockup(prepared, of: loaded.matrix, source: loaded.source, request: request) }
        catch {
            if case .render(let e) = error { throw SpecLoader.renderError(e, file: loaded.source.displayPath) }
            throw SpecLoadError(kind: .internalFailure, message: "\(loaded.source.displayPath): \(error)")   // no refusal was asked
        }
        let stem = outputStem(p, variant: loaded.variant.name)
        var files: [(Double, String)] = [], redlines: [(Double, String)] = []
        // The redlines are drawn over the spec's own elements: from the resources resolved for them.
        let redScene = options.redlines ? prepared.drawing(baseDirectory: base).drawing(redlineScene(prepared.scene, layout: prepared.layout, measuring: renderer.textMeasurer)) : nil
        for f in mockup.files {
            guard let s = f.scale else { continue }
            let rel = "\(stem)@\(scaleName(s))x.png"
            try write(f.bytes, rel, options)
            files.append((s, rel))
            if let redScene {
                let rrel = "redlines/\(stem)@\(scaleName(s))x.png"
                let bytes: [UInt8]
                do throws(RenderError) { bytes = try renderer.render(redScene, as: .png(scale: s)) }
                catch { throw SpecLoader.renderError(error, file: loaded.source.displayPath) }
                try write(bytes, rrel, options)
                redlines.append((s, rrel))
            }
        }
        let size = mockup.files.first?.pixelSize ?? (0, 0)
        let warnings = loaded.variant.spec.warnings.map { "\(loaded.source.displayPath):\($0)" }
        let image = Image(variantIndex: v, name: loaded.variant.name, values: loaded.variant.values, files: files, redlines: redlines,
                          pixelWidth: size.width, pixelHeight: size.height, scale: files.first?.0 ?? prepared.layout.scale,
                          findings: mockup.findings.map(GalleryFinding.init), warnings: warnings)
        return (image, Toolchain.sha256(Array(loaded.variant.canonicalJSON.utf8)))
    }

    static func write(_ bytes: [UInt8], _ rel: String, _ options: Options) throws(SpecLoadError) {
        // Never through a link in the output folder (a committed one, in a repository's docs).
        do { try AtomicFile.write(bytes, to: (options.outputDirectory as NSString).appendingPathComponent(rel), inside: options.outputDirectory) }
        catch { throw SpecLoadError(kind: error.kind, message: error.description) }
    }

    // MARK: - Contact sheet

    /// Cell and sheet bounds, pixels.
    enum Sheet {
        static let maxCellWidth = 640.0
        static let maxCellHeight = 720.0
        static let maxWidth = 4096.0
        static let maxPixels = 16_000_000.0
        static let pad = 24.0
        static let gap = 20.0
        static let captionHeight = 40.0
        static let headerHeight = 58.0
    }

    /// Composes the spec's contact sheet from the images already written: the variants in a grid
    /// (one column per value of the last varied field when there are two or more fields), each
    /// captioned with its name and values, under a header with the spec's title and path. Every
    /// cell has the same number of pixels per point (at most the largest image scale), so
    /// variants of different sizes keep their proportions.
    /// - Returns: the sheet's path relative to the output folder.
    static func contactSheet(_ p: PlannedSpec, images: [Image], renderer: Renderer, options: Options) throws(SpecLoadError) -> String {
        let n = images.count
        var cols: Int
        switch p.fieldValueCounts.count {
        case 0: cols = 1
        case 1: cols = min(n, 4)
        default: cols = p.fieldValueCounts.last!
        }
        cols = max(1, min(cols, 8, n))
        let rows = (n + cols - 1) / cols
        let maxW = images.map(\.pointWidth).max() ?? 1, maxH = images.map(\.pointHeight).max() ?? 1
        var k = min(images.map(\.scale).max() ?? 1, Sheet.maxCellWidth / maxW, Sheet.maxCellHeight / maxH)
        func sheetSize(_ k: Double) -> (Double, Double) {
            let cw = (maxW * k).rounded(.up), ch = (maxH * k).rounded(.up)
            return (2 * Sheet.pad + Double(cols) * cw + Double(cols - 1) * Sheet.gap,
                    Sheet.headerHeight + 2 * Sheet.pad + Double(rows) * (ch + Sheet.captionHeight) + Double(rows - 1) * Sheet.gap)
        }
        while k > 0.05 {
            let (w, h) = sheetSize(k)
            if w <= Sheet.maxWidth && w * h <= Sheet.maxPixels { break }
            k *= 0.9
        }
        let (W, H) = sheetSize(k)
        let cw = (maxW * k).rounded(.up), ch = (maxH * k).rounded(.up)
        let m = renderer.textMeasurer
        var items: [SceneItem] = []
        let ink = Color(hex: 0x1C1C1E), muted = Color(hex: 0x6E6E73)
        func text(_ s: String, x: Double, baseline: Double, size: Double, weight: FontWeight, color: Color, width: Double) {
            let fitted = fitText(s, style: TextStyle(size: size, weight: weight, locale: "en"), width: width, measuring: m)
            items.append(.text(.line(fitted.text, style: fitted.style, baselineOrigin: Point(x: x, y: baseline), measuring: m), color))
        }
        text(p.title, x: Sheet.pad, baseline: Sheet.pad + 17, size: 17, weight: .semibold, color: ink, width: W - 2 * Sheet.pad)
        let sub = p.file.path + " · \(n) variant\(n == 1 ? "" : "s")"
            + (options.scales.isEmpty ? "" : " · @\(scaleName(options.scales[0]))x")
        text(sub, x: Sheet.pad, baseline: Sheet.pad + 38, size: 12, weight: .regular, color: muted, width: W - 2 * Sheet.pad)
        for (i, img) in images.enumerated() {
            let col = i % cols, row = i / cols
            let x = Sheet.pad + Double(col) * (cw + Sheet.gap)
            let y = Sheet.headerHeight + Sheet.pad + Double(row) * (ch + Sheet.captionHeight + Sheet.gap)
            let w = img.pointWidth * k, h = img.pointHeight * k
            let frame = Rect(x: x + ((cw - w) / 2).rounded(), y: y + (ch - h).rounded(), width: w, height: h)
            items.append(.fill(.rect(frame.insetBy(dx: -1, dy: -1)), .solid(Color(hex: 0xD1D1D6))))
            if let f = img.files.first {
                items.append(.image(FileReference(path: f.path, jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1)), frame: frame))
            }
            let name = img.name.isEmpty ? p.file.stem : img.name
            text(name, x: x, baseline: y + ch + 17, size: 13, weight: .semibold, color: ink, width: cw)
            let values = img.values.map { "\($0.path): \($0.json)" }.joined(separator: " · ")
            if !values.isEmpty { text(values, x: x, baseline: y + ch + 33, size: 11, weight: .regular, color: muted, width: cw) }
        }
        let rect = Rect(x: 0, y: 0, width: W, height: H)
        let scene = Scene(size: rect.size, origin: .zero, backdrop: [.fill(.rect(rect), .solid(Color(hex: 0xF2F2F7)))], items: items,
                          title: "\(p.title) — contact sheet", summary: "The \(n) variants of \(p.file.path).", scale: 1)
        let rel = "contact-sheets/\(p.file.relativeStem).png"
        do {
            let bytes = try renderer.render(scene, as: .png(scale: 1), baseDirectory: options.outputDirectory)
            try write(bytes, rel, options)
        } catch let e as RenderError {
            throw SpecLoadError(kind: .internalFailure, message: "\(p.file.path): contact sheet: \(e.description)")
        } catch let e as SpecLoadError {
            throw e
        } catch {
            throw SpecLoadError(kind: .internalFailure, message: "\(p.file.path): contact sheet: \(error)")
        }
        return rel
    }

    // MARK: - index.html

    static func indexHTML(specs: [PlannedSpec], entries: [Int: SpecEntry], options: Options,
                          fingerprint: ToolchainFingerprint, summary: Summary) -> String {
        let esc = SnapshotReport.esc, url = SnapshotReport.urlPath
        let imageCount = entries.values.reduce(0) { $0 + $1.images.count }
        var h = SnapshotReport.htmlHead(title: "NavMock gallery")
        h += "<header><h1>NavMock gallery</h1>"
        h += "<p class=\"meta\">\(specs.count) spec\(specs.count == 1 ? "" : "s") · \(imageCount) image\(imageCount == 1 ? "" : "s")"
        h += options.redlines ? " · with redlines" : ""
        h += " · toolchain \(esc(fingerprint.id)) · provenance in <a href=\"manifest.json\">manifest.json</a></p>"
        h += "</header>\n<nav class=\"toc\">"
        for (s, p) in specs.enumerated() {
            let bad = !(entries[s]?.errors.isEmpty ?? true)
            h += "<div><a href=\"#spec-\(s)\">\(esc(p.file.relativeStem))</a>\(bad ? " <span class=\"error\">(error)</span>" : "")</div>"
        }
        h += "</nav>\n"
        for (s, p) in specs.enumerated() {
            let e = entries[s] ?? SpecEntry(remaining: 0)
            h += "<article class=\"entry\" id=\"spec-\(s)\"><h2>\(esc(p.title))</h2>"
            h += "<p class=\"spec\">\(esc(p.file.path))"
            if p.fieldValueCounts.count > 0 { h += " · \(p.variants.count) variants" }
            if let sheet = e.sheet { h += " · <a href=\"\(esc(url(sheet)))\">contact sheet</a>" }
            h += "</p>\n"
            for err in e.errors { h += "<p class=\"error\">\(esc(err))</p>\n" }
            if !e.images.isEmpty {
                h += "<div class=\"grid\">\n"
                for img in e.images {
                    guard let first = img.files.first else { continue }
                    // A variant and its redlines share one cell of the grid, side by side, so
                    // they never land on different rows.
                    if !img.redlines.isEmpty { h += "<div class=\"pair\">" }
                    h += "<figure><a href=\"\(esc(url(first.path)))\"><img src=\"\(esc(url(first.path)))\" alt=\"\(esc(p.title + (img.name.isEmpty ? "" : ", " + img.name)))\" loading=\"lazy\"></a>"
                    h += "<figcaption><b>\(esc(img.name.isEmpty ? p.file.stem : img.name))</b> "
                    h += img.files.map { "<a href=\"\(esc(url($0.path)))\">@\(scaleName($0.scale))x</a>" }.joined(separator: " ")
                    if !img.redlines.isEmpty {
                        h += " · redlines " + img.redlines.map { "<a href=\"\(esc(url($0.path)))\">@\(scaleName($0.scale))x</a>" }.joined(separator: " ")
                    }
                    if !img.values.isEmpty {
                        h += "<div class=\"values\">" + img.values.map { "\(esc($0.path)) = <code>\(esc($0.json))</code>" }.joined(separator: "<br>") + "</div>"
                    }
                    h += "<div class=\"findings\">"
                    if img.findings.isEmpty {
                        h += "findings: none"
                    } else {
                        h += img.findings.map { "\(esc($0.severity)): \(esc($0.path)): \(esc($0.message)) [\(esc($0.rule))]" }.joined(separator: "<br>")
                    }
                    for w in img.warnings { h += "<br>warning: \(esc(w))" }
                    h += "</div></figcaption></figure>\n"
                    if let r = img.redlines.first {
                        let label = img.name.isEmpty ? p.file.stem : img.name
                        h += "<figure><a href=\"\(esc(url(r.path)))\"><img src=\"\(esc(url(r.path)))\" alt=\"redlines of \(esc(label))\" loading=\"lazy\"></a>"
                        h += "<figcaption><b>\(esc(label))</b> · redlines, in points</figcaption></figure>"
                    }
                    if !img.redlines.isEmpty { h += "</div>\n" }
                }
                h += "</div>\n"
            }
            h += "</article>\n"
        }
        h += "</body>\n</html>\n"
        return h
    }
}

/// A one-line progress counter on standard error, redrawn at most ten times a second.
final class Progress: Sendable {
    let total: Int
    /// When the line was last drawn (uptime, nanoseconds); the line is written under this lock.
    private let last = Mutex<UInt64>(0)
    init(total: Int) { self.total = total }
    func update(_ done: Int, label: String) {
        last.withLock { last in
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - last > 100_000_000 || done == total else { return }
            last = now
            let text = "\r\u{1B}[K[\(done)/\(total)] \(label)"
            try? AtomicFile.writeAll(2, Array(text.utf8), path: "stderr")  // a line that cannot be shown is dropped
        }
    }
    func finish() {
        try? AtomicFile.writeAll(2, Array("\r\u{1B}[K".utf8), path: "stderr")
    }
}
