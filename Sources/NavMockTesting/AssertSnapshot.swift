@_exported import NavMockSnapshot
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
/// (an issue at the call site) or XCTest (`XCTFail`), whichever is running the test.
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
        TestReporter.fail(f.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Compares an image with the reference `<name>.png` and reports a failure to Swift Testing or XCTest.
/// - Parameters:
///   - image: the decoded pixels.
///   - name: the reference's name without `.png`, e.g. `"clock-dark@2x"`.
public func assertSnapshot(of image: RGBAImage, named name: String, configuration: SnapshotConfiguration = .init(),
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let f = verifySnapshot(of: image, named: name, configuration: configuration, filePath: filePath) {
        TestReporter.fail(f.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Reports a failure to whichever test framework is running.
enum TestReporter {
    /// Swift Testing when one of its tests is running; else XCTest's `XCTFail` (imported, as this
    /// target is only linked into test bundles); else standard error.
    static func fail(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        try? AtomicFile.writeAll(2, Array("\(filePath):\(line): snapshot failure: \(message)\n".utf8), path: "stderr")
        #endif
    }
}
