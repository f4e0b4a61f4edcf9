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

    static func specFailure(_ e: SpecError, file: String) -> Failure {
        // One line per problem; the first gets the "error: " of every failure, the others their own.
        Failure(code: e.namesUnreadableFile ? .noInput : .dataError, text: e.problems.map { "\(file):\($0.location): \($0.path): \($0.message)" }.joined(separator: "\n"))
    }

    /// A failure of the pipeline (``MockupStage``) on `variant` of `source`, as the commands print it.
    static func mockupFailure(_ e: MockupError, source: SpecSource, variant: SpecVariant? = nil) -> Failure {
        switch e {
        case .spec(let e): return specFailure(e, file: source.displayPath)
        case .render(let e): return renderFailure(e, file: source.displayPath)
        case .refused(let all):
            return Failure(code: .failure, text: "\(source.displayPath)\(variant.map(variantSuffix) ?? ""): \(all.count) finding\(all.count == 1 ? "" : "s")")
        }
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

    /// Renderer options from the shared flags `--font`, `--icons`, `--png-compression`, `--svg-text`.
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
        try AppleAssets.apply(a, to: &options)
        options.pngCompressionLevel = level
        if let t = a.value("svg-text") {
            guard let mode = SVGTextMode(rawValue: t) else {
                throw Failure(code: .usage, text: "--svg-text takes text or paths, not \"\(t)\"")
            }
            options.svgText = mode
        }
        options.pngFilters = level >= 6
        if let cache = options.iconMaskCacheDirectory, let why = Renderer.iconMaskCacheProblem(in: cache) {
            Console.detail("icon-mask cache: not used: \(why)")
        }
        return options
    }

    /// The pipeline for `a`'s renderer options (``rendererOptions(_:)``), for commands that work
    /// through their specs in order; made before the specs are read.
    static func pipeline(_ a: Arguments) throws(Failure) -> MockupPipeline {
        MockupPipeline(rendererOptions: try rendererOptions(a))
    }

    /// The pipeline's stage for this thread, or why its renderer could not be made.
    static func stage(_ pipeline: MockupPipeline) throws(Failure) -> MockupStage {
        do throws(RenderError) { return MockupStage(renderer: try pipeline.renderer()) }
        catch { throw renderFailure(error, file: "navmock") }
    }

    /// `1`, `2`, `1.5` for file names.
    static func scaleName(_ s: Double) -> String {
        s == s.rounded() ? String(Int(s)) : String(s)
    }
}
