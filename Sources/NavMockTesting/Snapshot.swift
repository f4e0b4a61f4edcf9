import Foundation
import NavMockRender

/// When references are (re)written.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every reference; the run reports them as recorded.
    case all
    /// Write references that do not exist yet (default outside CI).
    case missing
    /// Rewrite references whose comparison fails.
    case failed
    /// Never write (default when the `CI` environment variable is set).
    case never

    /// `NAVMOCK_RECORD` if set to a mode name; otherwise `never` under CI, else `missing`.
    public static var fromEnvironment: RecordMode {
        let env = ProcessInfo.processInfo.environment
        if let v = env["NAVMOCK_RECORD"], let m = RecordMode(rawValue: v) { return m }
        return env["CI"] != nil ? .never : .missing
    }
}

/// The outcome of checking one image against its reference.
public enum SnapshotOutcome: Sendable, Equatable {
    /// The image matches its reference.
    case passed
    /// The reference was written (counts as a failure unless the mode was `all`: run again to verify).
    case recorded(path: String)
    /// No reference exists and recording is off.
    case missing(path: String)
    /// The image differs; artifacts were written.
    case failed(message: String)

    /// Whether the case counts as passed.
    public var isSuccess: Bool { self == .passed }
}

/// Compares an image with the PNG reference at `referencePath` on decoded pixels.
///
/// On a mismatch writes `<name>.expected.png`, `<name>.actual.png` and `<name>.diff.png` (a
/// three-panel image) into `artifactsDirectory`, and says where. Recording follows `record`.
/// - Returns: what happened; never throws (I/O problems become `.failed` with the reason).
public func verifySnapshot(_ actual: RGBAImage, referencePath: String, comparison: ImageComparison = .exact,
                           record: RecordMode = .fromEnvironment, artifactsDirectory: String) -> SnapshotOutcome {
    let fm = FileManager.default
    let name = ((referencePath as NSString).lastPathComponent as NSString).deletingPathExtension
    func write(_ img: RGBAImage, _ path: String) -> Bool {
        guard let bytes = try? PNGCodec.encode(img) else { return false }
        try? fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        return fm.createFile(atPath: path, contents: Data(bytes))
    }
    guard let data = fm.contents(atPath: referencePath) else {
        if record == .never { return .missing(path: referencePath) }
        return write(actual, referencePath) ? .recorded(path: referencePath)
            : .failed(message: "cannot write the reference \(referencePath)")
    }
    if record == .all {
        return write(actual, referencePath) ? .recorded(path: referencePath) : .failed(message: "cannot write \(referencePath)")
    }
    let expected: RGBAImage
    do { expected = try PNGCodec.decode([UInt8](data)) }
    catch { return .failed(message: "the reference \(referencePath) is not a readable PNG: \(error)") }
    let diff = compareImages(expected: expected, actual: actual, comparison)
    if diff.passes { return .passed }
    let base = (artifactsDirectory as NSString).appendingPathComponent(name)
    _ = write(expected, base + ".expected.png")
    _ = write(actual, base + ".actual.png")
    _ = write(diffImage(expected: expected, actual: actual, channelTolerance: comparison.channelTolerance), base + ".diff.png")
    if record == .failed, write(actual, referencePath) { return .recorded(path: referencePath) }
    return .failed(message: "\(name): \(diff.summary); see \(base).{expected,actual,diff}.png")
}
