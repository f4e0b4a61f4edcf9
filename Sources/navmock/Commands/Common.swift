import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// Shared steps of the commands: reading and preparing a spec, with errors formatted per DESIGN.md.
enum Common {
    static func read(_ path: String) throws(Failure) -> SpecSource {
        do { return try SpecSource.read(path: path) }
        catch { throw Failure(code: ExitCode(ProblemKind(error)), text: error.description) }
    }

    /// Runs the pipeline on a spec file (read → resolve → layout → scene), then the resource
    /// stage (every symbol and file resolved and decoded, as drawing would); prints the spec's
    /// warnings to stderr. A missing icon fails here with render's message and code (66), for
    /// `render`, `layout` and `check` alike.
    static func prepare(_ source: SpecSource, renderer: Renderer, options: SpecReadOptions) throws(Failure) -> PreparedSpec {
        let p: PreparedSpec
        do { p = try PreparedSpec.prepare(source.bytes, measuring: renderer.textMeasurer, options: options) }
        catch { throw specFailure(error, file: source.displayPath) }
        for w in p.spec.warnings { Console.err("\(source.displayPath):\(w)") }
        try resolveResources(p, source: source, renderer: renderer)
        return p
    }

    /// The resource stage of ``prepare(_:renderer:)`` alone; images are decoded for `scales`
    /// (pixels per point of the PNGs to render), and the device's own unless `ownScale` is false.
    static func resolveResources(_ p: PreparedSpec, source: SpecSource, renderer: Renderer, scales: [Double] = [],
                                 ownScale: Bool = true) throws(Failure) {
        do { _ = try renderer.resolveResources(p.scene, baseDirectory: source.baseDirectory, scales: scales, includingSceneScale: ownScale) }
        catch { throw renderFailure(error, file: source.displayPath) }
    }

    static func specFailure(_ e: SpecError, file: String) -> Failure {
        // One line per problem; the first gets the "error: " of every failure, the others their own.
        Failure(code: .dataError, text: e.problems.map { "\(file):\($0.location): \($0.path): \($0.message)" }.joined(separator: "\nerror: "))
    }

    static func renderFailure(_ e: RenderError, file: String) -> Failure {
        let code = ExitCode(ProblemKind(e))
        if let ref = e.fileReference {
            return Failure(code: code, text: "\(file):\(ref.location): \(e.description)")
        }
        return Failure(code: code, text: "\(file): \(e.description)")
    }

    /// `--base-dir DIR`: where a spec read from standard input resolves its file paths (default:
    /// the current folder). The folder must exist (66).
    static func applyBaseDirectory(_ a: Arguments) throws(Failure) {
        guard let d = a.value("base-dir") else { return }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: d, isDirectory: &isDir), isDir.boolValue else {
            throw Failure(code: .noInput, text: "--base-dir \(d): no such folder")
        }
        SpecSource.standardInputBaseDirectory = d
    }

    /// Reader options from the shared flag `--missing-symbols error|placeholder` (default
    /// `error`: an unknown symbol name refuses the spec, 65); anything else is a usage error (64).
    static func readOptions(_ a: Arguments) throws(Failure) -> SpecReadOptions {
        guard let v = a.value("missing-symbols") else { return SpecReadOptions() }
        guard let policy = MissingSymbolPolicy(rawValue: v) else {
            throw Failure(code: .usage, text: "--missing-symbols takes error or placeholder, not \"\(v)\"")
        }
        return SpecReadOptions(missingSymbols: policy)
    }

    /// Renderer options from the shared flags `--font`, `--icons`, `--png-compression`.
    static func rendererOptions(_ a: Arguments) throws(Failure) -> Renderer.Options {
        var level = 1
        if let l = a.value("png-compression") {
            guard let v = Int(l), (0...9).contains(v) else {
                throw Failure(code: .usage, text: "--png-compression takes a whole number from 0 to 9, not \"\(l)\"")
            }
            level = v
        }
        let fonts = a.values("font")
        var options = Renderer.Options(environment: ProcessInfo.processInfo.environment)
        if !fonts.isEmpty { options.userFontFiles = fonts }
        options.allowedDirectories = a.values("icons")
        options.pngCompressionLevel = level
        options.pngFilters = level >= 6
        if let cache = options.iconMaskCacheDirectory, let why = Renderer.iconMaskCacheProblem(in: cache) {
            Console.detail("icon-mask cache: not used: \(why)")
        }
        return options
    }

    static func makeRenderer(_ options: Renderer.Options) throws(Failure) -> Renderer {
        try keep(newRenderer(options))
    }

    /// A renderer for `options`, or why it could not be made (on whichever thread calls it).
    static func newRenderer(_ options: Renderer.Options) -> Result<Renderer, RenderError> {
        do throws(RenderError) { return .success(try Renderer(options: options)) } catch { return .failure(error) }
    }

    /// A renderer just made (here, or on another thread: `EarlyRenderer`) as the command uses it,
    /// or the failure that reports why it could not be made.
    static func keep(_ made: Result<Renderer, RenderError>) throws(Failure) -> Renderer {
        switch made {
        case .success(let renderer):
            // Kept alive until the process exits (one extra retain, never released): a command uses
            // its renderer to the end, and freeing Pango's font map, fontconfig's configuration and
            // the icon handles just before `exit` is work the operating system does anyway.
            _ = Unmanaged.passRetained(renderer)
            return renderer
        case .failure(let error):
            throw renderFailure(error, file: "navmock")
        }
    }

    /// `1`, `2`, `1.5` for file names.
    static func scaleName(_ s: Double) -> String {
        s == s.rounded() ? String(Int(s)) : String(s)
    }
}
