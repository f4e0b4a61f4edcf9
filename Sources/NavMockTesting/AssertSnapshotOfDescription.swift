import NavMockUI
import NavMockRender

// assertSnapshot and verifySnapshot for a description written with NavMockUI (`TabView { … }`,
// `PageControl(…)`): its spec, snapshotted as a spec value is. NavMockTesting depends on NavMockUI
// for these two signatures and does not re-export it (its SwiftUI-shaped names would then be in
// every test file that imports NavMockTesting): a test imports both.

/// Snapshots a description (``MockupDescription``: a `TabView`, a `PageControl`) as an image or
/// as its layout dump, and reports a failure, with its files attached, to whichever test
/// framework is running the test. The same check as ``assertSnapshot(of:as:named:record:configuration:testName:fileID:filePath:line:column:)``
/// on the description's `spec`.
///
/// ```swift
/// import NavMockTesting
/// import NavMockUI
/// import Testing
///
/// @Test func homeTabBar() {
///     let home = TabView {
///         Tab("Home", systemImage: "house")
///         Tab("Inbox", systemImage: "tray").badge(3)
///     }
///     .device("iPhone 16")
///     assertSnapshot(of: home, as: .image(scale: 3))   // __snapshots__/homeTabBar@3x.png beside this file
///     assertSnapshot(of: home, as: .layout)            // __snapshots__/homeTabBar.layout.txt
/// }
/// ```
/// - Parameters:
///   - description: the mockup.
///   - strategy: `.image(scale:comparison:)` (default `.image`, the device's scale) or `.layout`.
///   - name: the reference's name; default the test function's name.
///   - record: the record mode; nil (the default): the configuration's (the `.snapshots(record:)`
///     trait's, else `NAVMOCK_RECORD`, else `never` under CI, else `missing`).
///   - configuration: comparison, where references and artifacts go, scales, fonts. File paths
///     in the description (SVG icons, PNGs) resolve against the test file's folder.
///   - testName: the calling function (`#function`), for the default name.
public func assertSnapshot(of description: some MockupDescription, as strategy: SnapshotStrategy = .image, named name: String? = nil,
                           record: RecordMode? = nil, configuration: SnapshotConfiguration = .init(), testName: String = #function,
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    if let f = verifySnapshot(of: description, as: strategy, named: name, record: record, configuration: configuration,
                              testName: testName, filePath: filePath) {
        TestReporter.fail(f, spec: nil, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Snapshots a description as an image or as its layout dump and returns the failure, or nil
/// when it matches: ``verifySnapshot(of:as:named:record:configuration:testName:filePath:)`` on
/// its spec as the JSON reader reads it (``NavMockUI/MockupDescription/readSpec(baseDirectory:)``,
/// with the test file's folder), so that a description the reader
/// would refuse (an unknown symbol, a selection that is not a tab) fails with the reader's
/// message and the field's JSON path.
public func verifySnapshot(of description: some MockupDescription, as strategy: SnapshotStrategy = .image, named name: String? = nil,
                           record: RecordMode? = nil, configuration: SnapshotConfiguration = .init(), testName: String = #function,
                           filePath: StaticString = #filePath) -> SnapshotFailure? {
    let spec: Spec
    do { spec = try description.readSpec(baseDirectory: PathText.folder("\(filePath)")) } catch {
        return .invalidSpec(named: name ?? String(testName.prefix { $0 != "(" }), error)
    }
    return verifySnapshot(of: spec, as: strategy, named: name, record: record, configuration: configuration,
                          testName: testName, filePath: filePath)
}

extension MockupDescription {
    /// The spec `navmock render` reads from the description's `json` in `baseDirectory`: for a
    /// description that names strings (`strings(_:)`) or gives texts by key, the files are read
    /// from `baseDirectory` (bounded, kept inside it, as a spec file's are) and every key looked up
    /// in the description's language; otherwise the same as `checkedSpec()`.
    /// - Throws: ``SpecError`` with every problem and its JSON path: a missing or malformed
    ///   strings file (with its line and column), a text by key without strings, the reader's checks.
    public func readSpec(baseDirectory: String) throws(SpecError) -> Spec {
        guard usesStrings else { return try checkedSpec() }
        let source = SpecSource(displayPath: "description", baseDirectory: baseDirectory.isEmpty ? "." : baseDirectory, bytes: Array(json.utf8))
        return try source.variants().variants[0].spec
    }
}
