import Foundation
import NavMockCore
import NavMockRender

/// A spec file to check or render, with the name its outputs take.
public struct SpecFile: Sendable, Hashable {
    /// The path to read (`-` for standard input).
    public let path: String
    /// The path relative to the folder argument, without `.json` (`tab-bars/clock`): outputs and
    /// artifacts mirror it.
    public let relativeStem: String
    /// Creates a spec file entry.
    public init(path: String, relativeStem: String) { self.path = path; self.relativeStem = relativeStem }

    /// The file name without `.json` (`clock`).
    public var stem: String { PathText.lastComponent(relativeStem) }
    /// The folder part of ``relativeStem`` (`tab-bars`, or "").
    public var relativeFolder: String { PathText.folder(relativeStem) }
    /// The spec's own folder (the current folder for standard input).
    public var folder: String {
        if path == "-" { return FileManager.default.currentDirectoryPath }
        let d = PathText.folder(path)
        return d.isEmpty ? "." : d
    }
}

/// A spec read, expanded into its variants, and checked — or the error that stopped it.
struct PlannedSpec: Sendable {
    let file: SpecFile
    /// The source, kept only for standard input (files are read again by the worker).
    let stdinSource: SpecSource?
    /// Each variant's name and values.
    let variants: [(name: String, values: [VariantValue])]
    /// A title for reports: the spec's `title`, else its file name.
    let title: String
    /// The number of values of each varied field, in order (empty without variants).
    var fieldValueCounts: [Int] = []
    /// Why it cannot be used: the kind of problem and the message.
    let error: (kind: ProblemKind, message: String)?
    /// Whether ``error`` is that another spec's outputs have the same names.
    var isNameCollision = false
}

/// Reading and expanding specs, shared by `navmock test`, `navmock gallery` and the Swift API.
enum SpecLoader {
    static func bytes(_ file: SpecFile) throws(SpecLoadError) -> SpecSource {
        do { return try SpecSource.read(path: file.path) }
        catch { throw SpecLoadError(kind: ProblemKind(error), message: error.description) }
    }

    static func matrix(_ source: SpecSource, extra: JSONNode?, read: SpecReadOptions) throws(SpecLoadError) -> VariantMatrix {
        let root: JSONNode
        do { root = try JSONParser.parse(source.bytes) }
        catch { throw specError(.json(error), file: source.displayPath) }
        do { return try VariantExpander.matrix(root, extra: extra, options: read,
                                               strings: try StringFiles.table(for: root, extra: extra, baseDirectory: source.baseDirectory)) }
        catch { throw specError(error, file: source.displayPath) }
    }

    static func specError(_ e: SpecError, file: String) -> SpecLoadError {
        SpecLoadError(kind: e.namesUnreadableFile ? .missingInput : .invalidSpec, message: e.problems.map { "\(file):\($0.location): \($0.path): \($0.message)" }.joined(separator: "\n"))
    }

    /// The kind and message of a render error (as `navmock render` reports them).
    static func renderError(_ e: RenderError, file: String) -> SpecLoadError {
        let kind = ProblemKind(e)
        if let ref = e.fileReference { return SpecLoadError(kind: kind, message: "\(file):\(ref.location): \(e.description)") }
        return SpecLoadError(kind: kind, message: "\(file): \(e.description)")
    }

    /// Reads, expands and validates every variant of each file. A spec whose output names
    /// (`<spec>-<variant>`) another spec already produces is refused (invalid spec), so that nothing is
    /// silently overwritten: `clock.json` with a variant `dark` and `clock-dark.json`, say.
    static func plan(_ files: [SpecFile], extra: JSONNode?, read options: SpecReadOptions) -> [PlannedSpec] {
        var owners: [String: String] = [:]
        return read(files, extra: extra, options: options).map { p in
            guard p.error == nil else { return p }
            let names = p.variants.map { p.file.relativeStem + ($0.name.isEmpty ? "" : "-" + $0.name) }
            for (i, n) in names.enumerated() {
                if let other = owners[n] {
                    let mine = p.variants[i].name.isEmpty ? p.file.path : "\(p.file.path) (variant \"\(p.variants[i].name)\")"
                    var refused = PlannedSpec(file: p.file, stdinSource: nil, variants: [], title: p.title,
                                              error: (.invalidSpec, "\(p.file.path): the outputs of \(mine) would be named \"\(n)\", as those of \(other); rename one, or give them in separate runs"))
                    refused.isNameCollision = true
                    return refused
                }
            }
            for (i, n) in names.enumerated() {
                owners[n] = p.variants[i].name.isEmpty ? p.file.path : "\(p.file.path) (variant \"\(p.variants[i].name)\")"
            }
            return p
        }
    }

    static func read(_ files: [SpecFile], extra: JSONNode?, options: SpecReadOptions) -> [PlannedSpec] {
        files.map { file in
            do throws(SpecLoadError) {
                let src = try bytes(file)
                let m = try matrix(src, extra: extra, read: options)
                var vs: [(String, [VariantValue])] = []
                var title: String? = nil
                for i in 0..<m.count {
                    let v: SpecVariant
                    do throws(SpecError) { v = try m.variant(at: i) } catch { throw specError(error, file: src.displayPath) }
                    if title == nil { title = v.spec.title }
                    vs.append((v.name, v.values))
                }
                return PlannedSpec(file: file, stdinSource: file.path == "-" ? src : nil, variants: vs,
                                   title: title ?? file.relativeStem, fieldValueCounts: m.fields.map(\.values.count), error: nil)
            } catch {
                return PlannedSpec(file: file, stdinSource: nil, variants: [], title: file.relativeStem, error: (error.kind, error.message))
            }
        }
    }

    /// Reads variant `index` of a planned spec and runs the pipeline's ``MockupStage/prepare(_:of:source:request:warn:)``
    /// on it (its resources resolved for `request`'s scales); returns the variants matrix it was
    /// read from too (findings about values in `variants` point there).
    static func prepare(_ spec: PlannedSpec, variant index: Int, extra: JSONNode?, read options: SpecReadOptions, stage: MockupStage,
                        request: MockupRequest, cache: inout (path: String, source: SpecSource, matrix: VariantMatrix)?)
        throws(SpecLoadError) -> (source: SpecSource, matrix: VariantMatrix, variant: SpecVariant, prepared: PreparedSpec) {
        let src: SpecSource, m: VariantMatrix
        if let c = cache, c.path == spec.file.path {
            src = c.source; m = c.matrix
        } else {
            if let s = spec.stdinSource {
                src = s
            } else {
                src = try bytes(spec.file)
            }
            m = try matrix(src, extra: extra, read: options)
            cache = (spec.file.path, src, m)
        }
        guard index < m.count else { throw SpecLoadError(kind: .invalidSpec, message: "\(src.displayPath): the spec changed while running") }
        let v: SpecVariant
        do { v = try m.variant(at: index) } catch { throw specError(error, file: src.displayPath) }
        let p: PreparedSpec
        do throws(MockupError) { p = try stage.prepare(v, of: m, source: src, request: request) }
        catch {
            switch error {
            case .spec(let e): throw specError(e, file: src.displayPath)
            case .render(let e): throw renderError(e, file: src.displayPath)
            case .refused: throw SpecLoadError(kind: .internalFailure, message: "\(src.displayPath): refused")   // prepare never refuses
            }
        }
        return (src, m, v, p)
    }
}

/// A failure to read, expand or render a spec: its kind and a message.
struct SpecLoadError: Error {
    let kind: ProblemKind
    let message: String
}

/// `1`, `2`, `1.5` for file names.
func scaleName(_ s: Double) -> String { s == s.rounded() && abs(s) < 1e6 ? String(Int(s)) : String(s) }

/// A suite of snapshot cases from spec files: every variant of every spec at each scale, compared
/// with its reference image. What `navmock test` runs.
public struct SnapshotSuite: Sendable {
    /// How a suite runs.
    public struct Options: Sendable {
        /// Comparison, record mode, artifacts folder, toolchain.
        public var settings: SnapshotSettings
        /// Where references live: nil for `__snapshots__/` beside each spec; a folder to keep them
        /// all in one tree that mirrors the specs' (keep it outside the spec folders).
        public var referencesDirectory: String?
        /// Scales to render; empty for each device's own.
        public var scales: [Double]
        /// Fonts and icon folders for the renderers.
        public var rendererOptions: Renderer.Options
        /// Worker threads (one renderer each).
        public var workers: Int
        /// Variant fields added to every spec (the CLI's `--vary`), shaped like `variants`.
        public var extraVariants: JSONNode?
        /// How specs are read (what an unknown symbol name does). Default: unknown names are errors.
        public var readOptions = SpecReadOptions()
        /// Only cases whose name contains this text run; the others are skipped.
        public var filter: String?
        /// Run the `index`-th (1-based) of `count` slices.
        public var shard: Shard?

        /// Creates options.
        public init(settings: SnapshotSettings, referencesDirectory: String? = nil, scales: [Double] = [],
                    rendererOptions: Renderer.Options = .init(), workers: Int = 0, extraVariants: JSONNode? = nil,
                    filter: String? = nil, shard: Shard? = nil) {
            self.settings = settings; self.referencesDirectory = referencesDirectory; self.scales = scales
            self.rendererOptions = rendererOptions; self.workers = workers; self.extraVariants = extraVariants
            self.filter = filter; self.shard = shard
        }
    }

    /// The `index`-th of `count` deterministic slices (1-based): cases in suite order, dealt round
    /// robin, so every slice gets within one case of the same number, and the slices together
    /// are the whole suite.
    public struct Shard: Sendable, Hashable {
        /// 1…count.
        public let index: Int
        /// Number of slices.
        public let count: Int
        /// Parses `K/N` (1 ≤ K ≤ N); nil otherwise.
        public init?(_ text: String) {
            let p = text.split(separator: "/", omittingEmptySubsequences: false)
            guard p.count == 2, let k = Int(p[0]), let n = Int(p[1]), n >= 1, (1...n).contains(k) else { return nil }
            index = k; count = n
        }
        /// Whether case number `i` (0-based, in suite order) belongs to this slice.
        public func contains(_ i: Int) -> Bool { i % count == index - 1 }
    }

    /// One case: a variant of a spec at one scale (or at the device's scale).
    public struct Case: Sendable {
        /// `tab-bars/clock-dark@2x`, or without `@…x` when the device's scale is used.
        public let id: String
        let spec: Int
        /// Variant index in the spec's matrix.
        public let variantIndex: Int
        /// Variant name ("" without variants).
        public let variantName: String
        /// The scale asked for; nil for the device's own.
        public let scale: Double?
    }

    let options: Options
    let specs: [PlannedSpec]
    /// The cases to run (after the filter and the shard), in suite order.
    public let cases: [Case]
    /// Cases left out by the filter (the shard's other slices are not counted).
    public let skipped: Int
    /// Why specs are refused because their images would have the same names as another's
    /// (`x.json` in two folders given together, or `x.json` with a variant `dark` beside
    /// `x-dark.json`), each message naming both specs. A suite with any must not run: the CLI
    /// refuses it (exit 65) before anything is written.
    public let collisions: [String]

    /// Reads and expands every spec (errors become failing cases) and selects the cases to run.
    public init(files: [SpecFile], options: Options) {
        self.options = options
        specs = SpecLoader.plan(files, extra: options.extraVariants, read: options.readOptions)
        collisions = specs.filter(\.isNameCollision).compactMap { $0.error?.message }
        var all: [Case] = []
        for (s, p) in specs.enumerated() {
            if p.error != nil {
                all.append(Case(id: p.file.relativeStem, spec: s, variantIndex: -1, variantName: "", scale: nil))
                continue
            }
            for (v, variant) in p.variants.enumerated() {
                let base = p.file.relativeStem + (variant.name.isEmpty ? "" : "-" + variant.name)
                if options.scales.isEmpty {
                    all.append(Case(id: base, spec: s, variantIndex: v, variantName: variant.name, scale: nil))
                } else {
                    for sc in options.scales {
                        all.append(Case(id: "\(base)@\(scaleName(sc))x", spec: s, variantIndex: v, variantName: variant.name, scale: sc))
                    }
                }
            }
        }
        if let sh = options.shard { all = all.enumerated().filter { sh.contains($0.offset) }.map(\.element) }
        if let f = options.filter, !f.isEmpty {
            let kept = all.filter { $0.id.contains(f) }
            skipped = all.count - kept.count
            all = kept
        } else {
            skipped = 0
        }
        cases = all
    }

    /// Where the reference of `file`'s variant at `scale` lives.
    public static func referencePath(_ file: SpecFile, variant: String, scale: Double, referencesDirectory: String?) -> String {
        let name = file.stem + (variant.isEmpty ? "" : "-" + variant) + "@\(scaleName(scale))x.png"
        if let dir = referencesDirectory {
            return ((dir as NSString).appendingPathComponent(file.relativeFolder) as NSString).appendingPathComponent(name)
        }
        return ((file.folder as NSString).appendingPathComponent("__snapshots__") as NSString).appendingPathComponent(name)
    }

    /// Runs every case on worker threads; `onResult` gets each result in suite order as soon as it
    /// and the ones before it are done. Each reference written updates its folder's manifest at
    /// once (atomically, under a lock), so a killed run leaves no reference without provenance.
    /// - Returns: the results in suite order, or the error that kept the renderers from starting.
    public func run(onResult: @escaping @Sendable (SnapshotResult) -> Void = { _ in }) -> (results: [SnapshotResult], error: RenderError?) {
        let results = Locked<[SnapshotResult]>([])
        let manifests = Locked<[String: ReferenceManifest?]>([:])
        let specs = self.specs, cases = self.cases, options = self.options
        let caches = Locked<[ObjectIdentifier: (path: String, source: SpecSource, matrix: VariantMatrix)]>([:])
        let pipeline = MockupPipeline(rendererOptions: options.rendererOptions,
                                      parallelism: options.workers > 0 ? options.workers : MockupPipeline.defaultParallelism)
        var err: RenderError?
        do throws(RenderError) { try pipeline.run(count: cases.count, job: { i, stage in
            let renderer = stage.renderer
            var cache = caches.withLock { $0[ObjectIdentifier(renderer)] }
            defer { caches.withLock { $0[ObjectIdentifier(renderer)] = cache } }
            let t0 = DispatchTime.now().uptimeNanoseconds
            var r = Self.runCase(cases[i], specs: specs, options: options, stage: stage, manifests: manifests, cache: &cache)
            r.duration = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
            return r
        }, deliver: { _, r in
            results.withLock { $0.append(r) }
            onResult(r)
        }) } catch { err = error }
        let all = results.withLock { $0 }
        return (all, err)
    }

    static func runCase(_ c: Case, specs: [PlannedSpec], options: Options, stage: MockupStage,
                        manifests: Locked<[String: ReferenceManifest?]>,
                        cache: inout (path: String, source: SpecSource, matrix: VariantMatrix)?) -> SnapshotResult {
        let p = specs[c.spec]
        if let e = p.error {
            return .error(name: c.id, spec: p.file.path, variant: "", kind: e.kind, message: e.message)
        }
        let loaded: (source: SpecSource, matrix: VariantMatrix, variant: SpecVariant, prepared: PreparedSpec)
        let request = MockupRequest(formats: [.png], scales: c.scale.map { [$0] } ?? [], checks: false)
        do { loaded = try SpecLoader.prepare(p, variant: c.variantIndex, extra: options.extraVariants, read: options.readOptions, stage: stage,
                                             request: request, cache: &cache) }
        catch { return .error(name: c.id, spec: p.file.path, variant: c.variantName, kind: error.kind, message: error.message) }
        let scale = c.scale ?? loaded.prepared.layout.scale
        let name = c.scale == nil ? "\(c.id)@\(scaleName(scale))x" : c.id
        let image: RGBAImage
        let renderer = stage.renderer
        // Drawn from the resources the pipeline's resource stage resolved (prepare), not resolved again.
        do { image = try renderer.rasterize(loaded.prepared.drawing(baseDirectory: loaded.source.baseDirectory), scale: scale).rgba }
        catch {
            let e = SpecLoader.renderError(error, file: loaded.source.displayPath)
            return .error(name: name, spec: p.file.path, variant: c.variantName, kind: e.kind, message: e.message)
        }
        let ref = referencePath(p.file, variant: c.variantName, scale: scale, referencesDirectory: options.referencesDirectory)
        let folder = PathText.folder(ref)
        let manifest = manifests.withLock { m -> ReferenceManifest? in
            if let cached = m[folder] { return cached }
            let loaded = ReferenceManifest.load(folder: folder)
            m[folder] = .some(loaded)
            return loaded
        }
        let specRel = p.file.path == "-" ? nil : FileIO.relative(p.file.path, from: folder)
        let provenance = ReferenceProvenance(spec: specRel, variant: c.variantName.isEmpty ? nil : c.variantName, scale: scale,
                                             specSHA256: Toolchain.sha256(Array(loaded.variant.canonicalJSON.utf8)),
                                             toolchain: options.settings.fingerprint.id,
                                             vary: options.extraVariants.map(VariantExpander.canonicalJSON))
        let artifactsStem = (options.settings.artifactsDirectory as NSString).appendingPathComponent(name)
        return ReferenceStore.check(image, referencePath: ref, name: name, spec: p.file.path, variant: c.variantName,
                                    provenance: provenance, manifest: manifest, settings: options.settings,
                                    artifactsStem: artifactsStem, captions: CaptionRenderer(renderer: renderer),
                                    referencesRoot: options.referencesDirectory)
    }
}
