import Foundation
import NavMockCore
import NavMockRender

// Snapshots in the shape of swift-snapshot-testing: `verifySnapshot(of: spec, as: .image(scale: 3))`
// and `.layout`, with the record mode as a parameter, a scope (a Swift Testing trait in
// NavMockTesting, or `withSnapshotRecording`) and `NAVMOCK_RECORD`. The `assert…` forms that report
// to a test framework are in NavMockTesting.

/// What a snapshot of a spec is: its image at a scale, or its layout dump as text.
///
/// ```swift
/// verifySnapshot(of: spec, as: .image(scale: 2))   // __snapshots__/<test name>@2x.png
/// verifySnapshot(of: spec, as: .layout)            // __snapshots__/<test name>.layout.txt
/// ```
public struct SnapshotStrategy: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case image(scale: Double?)
        case layout
    }
    let kind: Kind
    /// The image comparison to use instead of the configuration's (nil: the configuration's).
    public let comparison: ImageComparison?

    /// The rendered PNG, compared on decoded pixels with `<name>@<scale>x.png`.
    /// - Parameters:
    ///   - scale: device pixels per point (e.g. `3`); nil (the default) for the scales of the
    ///     ``SnapshotConfiguration``, else the device's own.
    ///   - comparison: how the pixels are compared; nil (the default) for the configuration's
    ///     (exact: ±1 per channel, no differing pixel).
    public static func image(scale: Double? = nil, comparison: ImageComparison? = nil) -> SnapshotStrategy {
        SnapshotStrategy(kind: .image(scale: scale), comparison: comparison)
    }

    /// The rendered PNG at the device's own scale (or the configuration's scales), compared exactly.
    public static var image: SnapshotStrategy { .image() }

    /// The layout dump — `navmock layout`'s JSON: every frame in screen coordinates, in points
    /// rounded to 0.001, the scale and the resolved environment — compared as text with
    /// `<name>.layout.txt`. A readable diff in review, and no fonts' pixels involved.
    public static var layout: SnapshotStrategy { SnapshotStrategy(kind: .layout, comparison: nil) }

    /// The scale an image strategy asks for (nil for `.layout`, or when it leaves it to the configuration).
    public var scale: Double? {
        if case .image(let s) = kind { return s }
        return nil
    }
}

/// The record mode of a scope: what ``SnapshotConfiguration/record`` defaults to inside
/// ``withSnapshotRecording(_:operation:)`` or a test with NavMockTesting's `.snapshots(record:)` trait.
public enum SnapshotRecording {
    /// The scope's mode; nil outside any scope (then `NAVMOCK_RECORD`, else `never` under CI, else `missing`).
    @TaskLocal public static var mode: RecordMode?
}

/// Runs `operation` with `mode` as the record mode of every snapshot check inside it that is not
/// given a mode of its own (a `record:` argument, or ``SnapshotConfiguration/record`` set). The
/// XCTest counterpart of the `.snapshots(record:)` trait.
///
/// ```swift
/// func testTabBar() {
///     withSnapshotRecording(.failed) { assertSnapshot(ofSpec: "Specs/bar.json") }
/// }
/// ```
/// - Returns: what `operation` returns. - Throws: what `operation` throws.
public func withSnapshotRecording<R>(_ mode: RecordMode, operation: () throws -> R) rethrows -> R {
    try SnapshotRecording.$mode.withValue(mode, operation: operation)
}

/// The `async` form of ``withSnapshotRecording(_:operation:)``.
/// - Returns: what `operation` returns. - Throws: what `operation` throws.
public func withSnapshotRecording<R>(_ mode: RecordMode, isolation: isolated (any Actor)? = #isolation,
                                     operation: () async throws -> R) async rethrows -> R {
    try await SnapshotRecording.$mode.withValue(mode, operation: operation, isolation: isolation)
}

/// Snapshots a spec value, as an image or as its layout dump, against a reference named after the test.
///
/// ```swift
/// @Test func homeTabBar() throws {
///     let spec = try SpecReader.read(Array(#"{"device": "iPhone 16", "tabBar": {"items": [{"title": "Home", "image": "house"}]}}"#.utf8))
///     #expect(verifySnapshot(of: spec, as: .image(scale: 2)) == nil)   // __snapshots__/homeTabBar@2x.png
/// }
/// ```
/// - Parameters:
///   - spec: the spec (one variant; a spec file's `variants` are expanded by ``verifySnapshot(ofSpec:as:record:configuration:filePath:)``).
///   - strategy: ``SnapshotStrategy/image(scale:comparison:)`` (default: the device's scale) or ``SnapshotStrategy/layout``.
///   - name: the reference's name without `@<scale>x.png` / `.layout.txt`; default the test
///     function's name without its parentheses (`homeTabBar`). Give one when a test takes two
///     snapshots with the same strategy.
///   - record: the record mode; nil (the default) for the configuration's (see ``SnapshotConfiguration/record``).
///   - configuration: comparison, where references (default `__snapshots__/` beside the test
///     file) and artifacts go, the scales, the renderer's fonts. File references in the spec
///     resolve against the test file's folder.
///   - testName: the calling function (`#function`), for the default name.
/// - Returns: nil when every image (or the dump) matches; otherwise what failed. An invalid spec
///   is a failure with status `.error` and the reader's problems.
public func verifySnapshot(of spec: Spec, as strategy: SnapshotStrategy = .image, named name: String? = nil, record: RecordMode? = nil,
                           configuration: SnapshotConfiguration = .init(), testName: String = #function,
                           filePath: StaticString = #filePath) -> SnapshotFailure? {
    let testFile = "\(filePath)"
    var config = configuration
    if let record { config.record = record }
    if let c = strategy.comparison { config.comparison = c }
    let base = name ?? SnapshotNames.testName(testName)
    let renderer: Renderer
    do { renderer = try TestPaths.renderer(config.rendererOptions) }
    catch { return SnapshotFailure(results: [.error(name: base, spec: "", variant: "", kind: ProblemKind(error), message: error.description)], checked: 1) }
    let prepared: PreparedSpec
    do { prepared = try PreparedSpec.prepare(spec, measuring: renderer.textMeasurer, imageSizes: renderer.imageSizes(baseDirectory: PathText.folder(testFile))) }
    catch {
        let message = error.problems.map { "\($0.path): \($0.message)" }.joined(separator: "; ")
        return SnapshotFailure(results: [.error(name: base, spec: "", variant: "", kind: .invalidSpec, message: message)], checked: 1)
    }
    switch strategy.kind {
    case .layout:
        let folder = SnapshotNames.referencesFolder(config.references, besideSpec: (PathText.folder(testFile) as NSString).appendingPathComponent("__snapshots__"), testFile: testFile)
        let r = verifyTextSnapshot(prepared.layout.jsonText(), referencePath: (folder as NSString).appendingPathComponent(base + ".layout.txt"),
                                   name: base + ".layout", record: config.record,
                                   artifactsDirectory: TestPaths.artifacts(config.artifactsDirectory, testFile: testFile))
        return r.isFailure ? SnapshotFailure(results: [r], checked: 1) : nil
    case .image(let scale):
        let scales = scale.map { [$0] } ?? (config.scales.isEmpty ? [prepared.layout.scale] : config.scales)
        var failures: [SnapshotResult] = []
        for s in scales {
            let caseName = "\(base)@\(scaleName(s))x"
            let image: RGBAImage
            do { image = try renderer.rasterize(prepared.scene, scale: s, baseDirectory: PathText.folder(testFile)).rgba }
            catch { failures.append(.error(name: caseName, spec: "", variant: "", kind: ProblemKind(error), message: error.description)); continue }
            if let f = verifySnapshot(of: image, named: caseName, configuration: config, filePath: filePath) { failures += f.results }
        }
        return failures.isEmpty ? nil : SnapshotFailure(results: failures, checked: scales.count)
    }
}

/// Snapshots every variant of a spec file, as images (what ``verifySnapshot(ofSpec:configuration:filePath:)``
/// does, at the strategy's scale) or as layout dumps, `__snapshots__/<spec>[-<variant>].layout.txt`
/// beside the spec.
///
/// ```swift
/// @Test func clockLayout() {
///     #expect(verifySnapshot(ofSpec: "Specs/clock.json", as: .layout) == nil)
/// }
/// ```
/// - Parameters:
///   - specPath: the spec file, absolute or relative to the folder of the calling test file.
///   - strategy: ``SnapshotStrategy/image(scale:comparison:)`` or ``SnapshotStrategy/layout``.
///   - record: the record mode; nil (the default) for the configuration's (see ``SnapshotConfiguration/record``).
///   - configuration: comparison, where references and artifacts go, the scales (when the
///     strategy gives none), the renderer's fonts.
/// - Returns: nil when every case passed; otherwise what failed (an unreadable or invalid spec
///   is a failing case with status `.error`).
public func verifySnapshot(ofSpec specPath: String, as strategy: SnapshotStrategy, record: RecordMode? = nil,
                           configuration: SnapshotConfiguration = .init(), filePath: StaticString = #filePath) -> SnapshotFailure? {
    var config = configuration
    if let record { config.record = record }
    if let c = strategy.comparison { config.comparison = c }
    guard case .layout = strategy.kind else {
        if let s = strategy.scale { config.scales = [s] }
        return verifySnapshot(ofSpec: specPath, configuration: config, filePath: filePath)
    }
    let testFile = "\(filePath)"
    let path = TestPaths.resolve(specPath, testFile: testFile)
    let stem = (PathText.lastComponent(path) as NSString).deletingPathExtension
    let folder = SnapshotNames.referencesFolder(config.references, besideSpec: (PathText.folder(path) as NSString).appendingPathComponent("__snapshots__"), testFile: testFile)
    let variants: [SpecVariant]
    let renderer: Renderer
    var baseDirectory = "."
    do throws(SpecLoadError) {
        let source: SpecSource
        do { source = try SpecSource.read(path: path) } catch { throw SpecLoadError(kind: ProblemKind(error), message: error.description) }
        baseDirectory = source.baseDirectory
        do { variants = try source.variants().variants } catch { throw SpecLoader.specError(error, file: path) }
        do { renderer = try TestPaths.renderer(config.rendererOptions) } catch { throw SpecLoader.renderError(error, file: "navmock") }
    } catch {
        return SnapshotFailure(results: [.error(name: stem, spec: path, variant: "", kind: error.kind, message: error.message)], checked: 1)
    }
    let artifacts = TestPaths.artifacts(config.artifactsDirectory, testFile: testFile)
    var failures: [SnapshotResult] = []
    for v in variants {
        let name = v.name.isEmpty ? stem : "\(stem)-\(v.name)"
        let text: String
        do { text = try PreparedSpec.prepare(v.spec, measuring: renderer.textMeasurer, imageSizes: renderer.imageSizes(baseDirectory: baseDirectory)).layout.jsonText() }
        catch {
            let e = SpecLoader.specError(error, file: path)
            failures.append(.error(name: name, spec: path, variant: v.name, kind: e.kind, message: e.message)); continue
        }
        let r = verifyTextSnapshot(text, referencePath: (folder as NSString).appendingPathComponent(name + ".layout.txt"), name: name + ".layout",
                                   spec: path, variant: v.name, record: config.record, artifactsDirectory: artifacts)
        if r.isFailure { failures.append(r) }
    }
    return failures.isEmpty ? nil : SnapshotFailure(results: failures, checked: variants.count)
}

/// Reference names and folders of the Swift API.
enum SnapshotNames {
    /// `#function` as a file name: `homeTabBar()` → `homeTabBar`, `bar(device:)` → `bar`; characters
    /// other than letters, digits, `-`, `_` and `.` become `_`.
    static func testName(_ function: String) -> String {
        let bare = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
        let safe = String(bare.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return safe.isEmpty ? "snapshot" : safe
    }

    /// The folder references go in: `besideSpec` for ``ReferenceLocation/besideSpec``.
    static func referencesFolder(_ location: ReferenceLocation, besideSpec: String, testFile: String) -> String {
        switch location {
        case .besideSpec: return besideSpec
        case .directory(let d): return TestPaths.resolve(d, testFile: testFile)
        case .packageDirectory(let d): return (TestPaths.packageRoot(of: testFile) as NSString).appendingPathComponent(d)
        }
    }
}

extension SnapshotFailure {
    /// The failure of a case whose spec cannot be drawn: every problem, with its JSON path, as one
    /// error under the case `name` (what ``verifySnapshot(of:as:named:record:configuration:testName:filePath:)``
    /// reports for a spec the validation stage refuses).
    public static func invalidSpec(named name: String, _ error: SpecError) -> SnapshotFailure {
        let message = error.problems.map { "\($0.path): \($0.message)" }.joined(separator: "; ")
        return SnapshotFailure(results: [.error(name: name, spec: "", variant: "", kind: .invalidSpec, message: message)], checked: 1)
    }
}
