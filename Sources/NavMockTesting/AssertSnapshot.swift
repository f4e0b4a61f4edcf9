@_exported import NavMockSnapshot
@_exported import NavMockCore
import NavMockRender
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

// The glue between the snapshot engine (`NavMockSnapshot`) and the test frameworks: the only
// target that imports Swift Testing and XCTest. The `navmock` tool does not depend on it, so
// neither framework is linked into the tool.

/// Checks every variant of a spec against its references and reports a failure to Swift Testing
/// (an issue at the call site, with the expected, actual and difference images attached) or
/// XCTest (`XCTFail`), whichever is running the test.
///
/// ```swift
/// import NavMockTesting
/// import Testing
///
/// @Test func clockTabBar() {
///     assertSnapshot(ofSpec: "Specs/clock.json")   // __snapshots__/clock@3x.png beside the spec
/// }
/// ```
/// - Parameters:
///   - specPath: the spec file, absolute or relative to the folder of the calling test file.
///   - configuration: comparison, record mode, where references and artifacts go.
public func assertSnapshot(ofSpec specPath: String, configuration: SnapshotConfiguration = .init(),
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let f = verifySnapshot(ofSpec: specPath, configuration: configuration, filePath: filePath) {
        TestReporter.fail(f, spec: specPath, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Checks every variant of a spec file as images or as layout dumps
/// (``verifySnapshot(ofSpec:as:record:configuration:filePath:)``) and reports a failure, with its
/// files attached, to whichever test framework is running the test.
///
/// ```swift
/// @Test func clockTabBar() {
///     assertSnapshot(ofSpec: "Specs/clock.json", as: .image(scale: 2))   // __snapshots__/clock@2x.png
///     assertSnapshot(ofSpec: "Specs/clock.json", as: .layout)            // __snapshots__/clock.layout.txt
/// }
/// ```
/// - Parameters:
///   - specPath: the spec file, absolute or relative to the folder of the calling test file.
///   - strategy: `.image(scale:comparison:)`, `.image` (the device's scale) or `.layout`.
///   - record: the record mode; nil (the default): the configuration's, which is the
///     `.snapshots(record:)` trait's, else `NAVMOCK_RECORD`, else `never` under CI, else `missing`.
///   - configuration: comparison, where references and artifacts go, scales, fonts.
public func assertSnapshot(ofSpec specPath: String, as strategy: SnapshotStrategy, record: RecordMode? = nil,
                           configuration: SnapshotConfiguration = .init(),
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let f = verifySnapshot(ofSpec: specPath, as: strategy, record: record, configuration: configuration, filePath: filePath) {
        TestReporter.fail(f, spec: specPath, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Snapshots a spec value as an image or as its layout dump
/// (``verifySnapshot(of:as:named:record:configuration:testName:filePath:)``) and reports a failure,
/// with its files attached, to whichever test framework is running the test.
///
/// ```swift
/// @Test(.snapshots(record: .missing)) func homeTabBar() throws {
///     let spec = try SpecReader.read(Array(json.utf8))
///     assertSnapshot(of: spec, as: .image(scale: 3))   // __snapshots__/homeTabBar@3x.png beside this file
///     assertSnapshot(of: spec, as: .layout)            // __snapshots__/homeTabBar.layout.txt
/// }
/// ```
/// - Parameters:
///   - spec: the spec (one variant).
///   - strategy: `.image(scale:comparison:)` (default `.image`, the device's scale) or `.layout`.
///   - name: the reference's name; default the test function's name (`homeTabBar`).
///   - record: the record mode; nil (the default): the configuration's (see ``SnapshotConfiguration/record``).
///   - configuration: comparison, where references and artifacts go, scales, fonts.
///   - testName: the calling function (`#function`), for the default name.
public func assertSnapshot(of spec: Spec, as strategy: SnapshotStrategy = .image, named name: String? = nil, record: RecordMode? = nil,
                           configuration: SnapshotConfiguration = .init(), testName: String = #function,
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let f = verifySnapshot(of: spec, as: strategy, named: name, record: record, configuration: configuration,
                              testName: testName, filePath: filePath) {
        TestReporter.fail(f, spec: nil, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Compares an image with the reference `<name>.png` and reports a failure to Swift Testing or XCTest.
/// - Parameters:
///   - image: the decoded pixels.
///   - name: the reference's name without `.png`, e.g. `"clock-dark@2x"`.
///   - configuration: comparison, record mode, where references (default `__snapshots__/` beside
///     the test file) and artifacts go.
public func assertSnapshot(of image: RGBAImage, named name: String, configuration: SnapshotConfiguration = .init(),
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let f = verifySnapshot(of: image, named: name, configuration: configuration, filePath: filePath) {
        TestReporter.fail(f, spec: nil, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// A file a failing snapshot attaches to the test result: the reference, what was rendered, and
/// the three-panel difference image (or, for a layout dump, the expected and actual texts).
public struct SnapshotAttachment: Sendable, Hashable {
    /// The attachment's name: the artifact's file name (`clock-dark@2x.expected.png`).
    public let name: String
    /// The artifact on disk (under the artifacts folder).
    public let path: String
}

extension SnapshotFailure {
    /// What a report of this failure attaches, in order: for each failing case, its expected,
    /// actual and difference files, those that exist (a missing reference has only the actual).
    public var attachments: [SnapshotAttachment] {
        results.flatMap { r -> [SnapshotAttachment] in
            guard let a = r.artifacts else { return [] }
            return [a.expected, a.actual, a.diff].compactMap { $0 }
                .filter { FileManager.default.fileExists(atPath: $0) }
                .map { SnapshotAttachment(name: PathText.lastComponent($0), path: $0) }
        }
    }

    /// How to accept the new images, for the failure message: `NAVMOCK_RECORD`, the `record:`
    /// argument, the trait, and for a spec file `navmock test --record failed`. Inside a scope that
    /// sets the mode (``SnapshotRecording/mode``: a `.snapshots(record:)` trait or
    /// ``withSnapshotRecording(_:operation:)``) it says that the scope is what to change. Nil when
    /// no case failed on a comparison or a missing reference (recordings and errors need no accepting).
    /// - Parameter spec: the spec file as the test names it, when there is one.
    public func acceptHint(spec: String?) -> String? {
        guard results.contains(where: { $0.status == .failed || $0.status == .missing }) else { return nil }
        let cli = spec.map { "; or `navmock test \($0) --record failed`" } ?? ""
        if let scoped = SnapshotRecording.mode {
            return "to accept the new output after looking at it: this test's `.snapshots(record: .\(scoped))` trait"
                + " (or withSnapshotRecording) sets the record mode, so NAVMOCK_RECORD does not apply: set it to .failed"
                + " and run the test again\(cli)"
        }
        return "to accept the new output after looking at it: run the test again with NAVMOCK_RECORD=failed"
            + " (a `record:` argument takes precedence: set it to .failed)\(cli)"
    }
}

/// Reports a failure to whichever test framework is running.
enum TestReporter {
    /// The message: one line per failing case, then how to accept (``SnapshotFailure/acceptHint(spec:)``).
    static func message(_ failure: SnapshotFailure, spec: String?) -> String {
        failure.description + (failure.acceptHint(spec: spec).map { "\n" + $0 } ?? "")
    }

    /// Swift Testing when one of its tests is running: an issue at the call site, and the
    /// artifacts as attachments (saved by `swift test --attachments-path DIR`). Else XCTest's
    /// `XCTFail` (imported, as this target is only linked into test bundles), with `XCTAttachment`s
    /// where XCTest has them (Apple platforms; on Linux the message's paths are all there is).
    /// Else standard error.
    static func fail(_ failure: SnapshotFailure, spec: String?, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        let message = message(failure, spec: spec)
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
            for a in failure.attachments {
                guard let bytes = FileManager.default.contents(atPath: a.path) else { continue }
                Attachment.record([UInt8](bytes), named: a.name, sourceLocation: location)
            }
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        #if canImport(Darwin)
        XCTContext.runActivity(named: "snapshot failure") { activity in
            for a in failure.attachments {
                let attachment = XCTAttachment(contentsOfFile: URL(fileURLWithPath: a.path))
                attachment.name = a.name
                attachment.lifetime = .keepAlways
                activity.add(attachment)
            }
        }
        #endif
        XCTFail(message, file: filePath, line: line)
        #else
        try? AtomicFile.writeAll(2, Array("\(filePath):\(line): snapshot failure: \(message)\n".utf8), path: "stderr")
        #endif
    }
}
