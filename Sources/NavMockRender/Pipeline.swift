import Foundation
import NavMockCore

/// A spec read from a file (or standard input), with what later stages need to name it in errors.
public struct SpecSource: Sendable {
    /// The path as the user gave it (`-` for standard input); used in messages.
    public let displayPath: String
    /// The folder relative file references are resolved against.
    public let baseDirectory: String
    /// The raw bytes.
    public let bytes: [UInt8]

    /// Reads a spec file, at most ``JSONLimits/maxBytes`` bytes (checked before reading it all).
    /// - Throws: ``SpecSourceError`` when the file is missing, unreadable or a folder.
    public static func read(path: String, limits: JSONLimits = .default) throws(SpecSourceError) -> SpecSource {
        if path == "-" {
            var data = [UInt8]()
            while let chunk = try? FileHandle.standardInput.read(upToCount: 65536), !chunk.isEmpty {
                data += chunk
                if data.count > limits.maxBytes { break }
            }
            return SpecSource(displayPath: "-", baseDirectory: FileManager.default.currentDirectoryPath, bytes: data)
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw .missing(path) }
        guard !isDir.boolValue else { throw .unreadable(path, "is a folder") }
        guard let h = FileHandle(forReadingAtPath: path) else { throw .unreadable(path, "permission denied") }
        defer { try? h.close() }
        // Read at most one byte past the limit, so a huge file is refused without loading it.
        let data = (try? h.read(upToCount: limits.maxBytes + 1)) ?? Data()
        let base = (path as NSString).deletingLastPathComponent
        return SpecSource(displayPath: path, baseDirectory: base.isEmpty ? "." : base, bytes: [UInt8](data ?? Data()))
    }
}

/// Why a spec file could not be read (exit 66).
public enum SpecSourceError: Error, Sendable, CustomStringConvertible {
    /// No such file.
    case missing(String)
    /// It exists but cannot be read.
    case unreadable(String, String)
    /// A short clause.
    public var description: String {
        switch self {
        case .missing(let p): return "\(p): no such file"
        case .unreadable(let p, let why): return "\(p): cannot read it (\(why))"
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

    /// Runs read → resolve → layout → scene on `bytes`.
    /// - Throws: ``SpecError``.
    public static func prepare(_ bytes: [UInt8], measuring: any TextMeasuring) throws(SpecError) -> PreparedSpec {
        let spec = try SpecReader.read(bytes)
        return try prepare(spec, measuring: measuring)
    }

    /// Runs resolve → layout → scene on a spec.
    public static func prepare(_ spec: Spec, measuring: any TextMeasuring) throws(SpecError) -> PreparedSpec {
        let env = try Environment.resolve(spec)
        let l = try NavMockCore.layout(spec, in: env, measuring: measuring)
        return PreparedSpec(spec: spec, environment: env, layout: l, scene: buildScene(spec, layout: l))
    }
}
