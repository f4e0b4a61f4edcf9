import Foundation
import NavMockSnapshot

/// Paths of this repository, found from this file's location (`Tests/NavMockTestSupport/`).
public enum TestRepository {
    /// The package root.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    /// `Fixtures/`.
    public static var fixtures: String { root + "/Fixtures" }
    /// `Fixtures/specs/`: specs of the reference images.
    public static var specs: String { fixtures + "/specs" }
    /// `Fixtures/references/`: reference images (and their layout dumps) of `Fixtures/specs/`.
    public static var references: String { fixtures + "/references" }
    /// `Fixtures/snapshots/`: the snapshot suite's specs.
    public static var snapshots: String { fixtures + "/snapshots" }
    /// `Templates/`.
    public static var templates: String { root + "/Templates" }
    /// Failure artifacts of the tests (git-ignored).
    public static var artifacts: String { root + "/.navmock-artifacts/tests" }

    /// The path of `relative` below the root.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// The text of the file at `relative` below the root.
    /// - Throws: ``TestFailure`` when it cannot be read.
    public static func text(_ relative: String) throws -> String {
        guard let d = FileManager.default.contents(atPath: path(relative)) else { throw TestFailure("\(relative): cannot read it") }
        return String(decoding: d, as: UTF8.self)
    }
}

/// A new empty folder under the system's temporary folder, named `navmock-<prefix>-<UUID>`.
/// - Throws: what `FileManager` throws when it cannot be created.
public func temporaryFolder(_ prefix: String = "test") throws -> String {
    let d = NSTemporaryDirectory() + "navmock-\(prefix)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
    return d
}

/// A test's own failure, with a message.
public struct TestFailure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// Creates a failure with `description`.
    public init(_ description: String) { self.description = description }
}

/// Text references (layout dumps): committed files compared line by line, recorded like images.
public enum TextReference {
    /// Compares `actual` with the file at `path`; records according to `record`
    /// (``RecordMode/fromEnvironment`` by default, so `NAVMOCK_RECORD=failed swift test` rewrites
    /// the dumps that differ). A recording fails the test unless the mode is `all`, as for images.
    /// - Returns: nil when it matches (or was recorded under `all`); otherwise a message with the
    ///   first differing line of each side.
    public static func check(_ actual: String, path: String, record: RecordMode = .fromEnvironment) -> String? {
        let expected = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if record == .all || (expected == nil && record != .never) || (expected != actual && record == .failed && expected != nil) {
            if expected == actual { return nil }
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch { return "\(path): cannot record it: \(error)" }
            return record == .all ? nil : "\(path): recorded; run again to verify"
        }
        guard let expected else { return "\(path): no text reference; record it with NAVMOCK_RECORD=missing" }
        if expected == actual { return nil }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let i = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        let line = { (l: [Substring]) in i < l.count ? String(l[i]) : "(end of text)" }
        return "\(path): line \(i + 1) differs\n  expected: \(line(e))\n  actual:   \(line(a))\n"
            + "  (record with NAVMOCK_RECORD=failed after checking the change)"
    }
}
