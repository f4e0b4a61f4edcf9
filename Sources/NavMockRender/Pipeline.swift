import Foundation
import NavMockCore
import Synchronization

/// A spec read from a file (or standard input), with what later stages need to name it in errors.
public struct SpecSource: Sendable {
    /// The path as the user gave it (`-` for standard input); used in messages.
    public let displayPath: String
    /// The folder relative file references are resolved against.
    public let baseDirectory: String
    /// The raw bytes.
    public let bytes: [UInt8]

    private static let stdinBase = Mutex<String?>(nil)

    /// A spec given as bytes (a description's JSON, a test's text) rather than read from a file.
    /// - Parameters:
    ///   - displayPath: the name messages give it (`TabView in HomeTests.swift`).
    ///   - baseDirectory: the folder its relative paths (icons, images, `strings`) resolve against
    ///     and must stay inside.
    ///   - bytes: the spec's JSON text (UTF-8); the reader bounds it as it bounds a file's.
    public init(displayPath: String, baseDirectory: String, bytes: [UInt8]) {
        self.displayPath = displayPath
        self.baseDirectory = baseDirectory
        self.bytes = bytes
    }

    /// The folder that file paths in a spec read from standard input resolve against (and must
    /// stay inside): the CLI's `--base-dir`; nil (the default) for the current folder.
    public static var standardInputBaseDirectory: String? {
        get { stdinBase.withLock { $0 } }
        set { stdinBase.withLock { $0 = newValue } }
    }

    /// Reads a spec file, at most ``JSONLimits/maxBytes`` bytes (checked before reading it all;
    /// standard input is read to its end, keeping only that many bytes, so the error gives its size).
    /// - Throws: ``SpecSourceError`` when the file is missing, unreadable, a folder, not a
    ///   regular file (a FIFO could block for ever), or larger than the limit.
    public static func read(path: String, limits: JSONLimits = .default) throws(SpecSourceError) -> SpecSource {
        if path == "-" {
            var data = [UInt8]()
            var total = 0
            while let chunk = try? FileHandle.standardInput.read(upToCount: 65536), !chunk.isEmpty {
                total += chunk.count
                if data.count <= limits.maxBytes { data += chunk.prefix(limits.maxBytes + 1 - data.count) }
            }
            if total > limits.maxBytes { throw .tooLarge("-", total, limits.maxBytes) }
            return SpecSource(displayPath: "-", baseDirectory: standardInputBaseDirectory ?? FileManager.default.currentDirectoryPath, bytes: data)
        }
        // Opened without blocking and checked on the opened descriptor (fstat): a FIFO, device or
        // folder is refused, and at most one byte past the limit is read.
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(path, limit: limits.maxBytes) }
        catch {
            switch error {
            case .missing: throw .missing(path)
            case .unreadable(let why): throw .unreadable(path, why)
            case .notRegular(let kind): throw .unreadable(path, kind == "a folder" ? "is a folder" : "not a regular file: \(kind)")
            case .tooLarge(let size, let limit): throw .tooLarge(path, size, limit)
            }
        }
        let base = PathText.folder(path)
        return SpecSource(displayPath: path, baseDirectory: base.isEmpty ? "." : base, bytes: bytes)
    }
}

/// Why a spec file could not be read (the CLI maps it to an exit code through `ProblemKind`:
/// 66, or 65 for ``tooLarge(_:_:_:)``).
public enum SpecSourceError: Error, Sendable, CustomStringConvertible {
    /// No such file.
    case missing(String)
    /// It exists but cannot be read.
    case unreadable(String, String)
    /// It has `size` bytes, more than `limit` (``JSONLimits/maxBytes``): an invalid spec, exit 65.
    case tooLarge(String, Int, Int)
    /// A short clause.
    public var description: String {
        switch self {
        case .missing(let p): return "\(p): no such file"
        case .unreadable(let p, let why): return "\(p): cannot read it (\(why))"
        case .tooLarge(let p, let size, let limit): return "\(p): input of \(size) bytes is larger than the limit of \(limit) bytes"
        }
    }
}

/// The pipeline of DESIGN.md for one spec: read → resolve → layout → scene, measuring text with
/// the renderer's fonts.
public struct PreparedSpec: Sendable {
    /// The spec.
    public let spec: Spec
    /// The resolved environment.
    public let environment: Environment
    /// The layout (screen coordinates, points).
    public let layout: Layout
    /// The display list.
    public let scene: Scene
    /// The scene with its resources resolved (``ResolvedScene``), once the pipeline's resource
    /// stage has run (``MockupStage/prepare(_:source:request:warn:)``); nil from
    /// ``prepare(_:measuring:imageSizes:)`` alone, and then whatever draws the scene resolves its resources
    /// as it draws.
    public internal(set) var resolved: ResolvedScene? = nil

    /// Runs read → resolve → layout → scene on `bytes`.
    /// - Throws: ``SpecError``.
    /// `options` are the reader's (what an unknown symbol name does; default: an error).
    /// `imageSizes` as ``prepareOrRefuse(_:measuring:imageSizes:)``.
    public static func prepare(_ bytes: [UInt8], measuring: any TextMeasuring, imageSizes: any ImageSizing,
                               options: SpecReadOptions = .init()) throws(SpecError) -> PreparedSpec {
        let spec = try SpecReader.read(bytes, options: options)
        return try prepare(spec, measuring: measuring, imageSizes: imageSizes)
    }

    /// Runs resolve → validate → layout → scene on a spec. `imageSizes` as
    /// ``prepareOrRefuse(_:measuring:imageSizes:)``.
    /// - Throws: ``SpecError/spec(_:)`` with every problem the validation stage (``SpecValidator``)
    ///   finds, those of the environment (`device`, `osVersion`) included.
    public static func prepare(_ spec: Spec, measuring: any TextMeasuring, imageSizes: any ImageSizing) throws(SpecError) -> PreparedSpec {
        switch prepareOrRefuse(spec, measuring: measuring, imageSizes: imageSizes) {
        case .success(let p): return p
        case .failure(let refused): throw .spec(refused.problems)
        }
    }

    /// Runs resolve → validate → layout → scene on a spec, and keeps what a refusal needs to be
    /// checked (``SpecFindings/of(_:measuring:baseDirectory:ignoring:)``) without resolving or
    /// validating the spec again.
    ///
    /// The one place every entry point lays out (`render`, `layout`, `check`, `test`, `watch`,
    /// `serve`, `gallery`, NavMockTesting, the Swift API): text measured by `measuring`, custom
    /// images sized by `imageSizes` — the renderer's (``Renderer/imageSizes(baseDirectory:)``
    /// for the spec's folder), so that every one lays an SVG indicator out at the same size.
    public static func prepareOrRefuse(_ spec: Spec, measuring: any TextMeasuring, imageSizes: any ImageSizing) -> Result<PreparedSpec, RefusedSpec> {
        let env = Environment.resolve(spec)
        do throws(SpecError) {
            let l = NavMockCore.layout(try SpecValidator.validate(spec, env), measuring: measuring, imageSizes: imageSizes)
            return .success(PreparedSpec(spec: spec, environment: env, layout: l, scene: buildScene(spec, layout: l, images: imageSizes)))
        } catch {
            return .failure(RefusedSpec(spec: spec, environment: env, problems: error.problems))
        }
    }
}

/// A spec the validation stage refused: the environment it was resolved in and every problem
/// (``SpecValidator/problems(_:_:)``).
public struct RefusedSpec: Error, Sendable {
    /// The spec.
    public let spec: Spec
    /// The environment it was resolved in (a fallback when the spec's own is unknown).
    public let environment: Environment
    /// Every problem, in the order of ``SpecValidator/problems(_:_:)``.
    public let problems: [SpecProblem]
}

extension SpecSource {
    /// Every variant of this spec (one unnamed variant without `variants`), each read strictly;
    /// `extra` adds fields to vary (the CLI's `--vary`).
    /// - Throws: ``SpecError`` with every problem: the JSON's, or those of the variants matrix,
    ///   or those of every variant that cannot be read (each distinct problem once, in order met),
    ///   so that one run reports every wrong value in `variants`.
    public func variants(extra: JSONNode? = nil, options: SpecReadOptions = .init()) throws(SpecError) -> (matrix: VariantMatrix, variants: [SpecVariant]) {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch { throw .json(error) }
        let m = try VariantExpander.matrix(root, extra: extra, options: options,
                                           strings: try StringFiles.table(for: root, extra: extra, baseDirectory: baseDirectory))
        var out: [SpecVariant] = [], problems: [SpecProblem] = [], seen = Set<String>()
        for i in 0..<m.count {
            do throws(SpecError) { out.append(try m.variant(at: i)) }
            catch {
                for p in error.problems where seen.insert("\(p.location)|\(p.path)|\(p.ruleID)").inserted { problems.append(p) }
            }
        }
        if !problems.isEmpty { throw .spec(problems) }
        return (m, out)
    }
}
