import Foundation
import NavMockCore
import NavMockRender

/// When references are (re)written.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every reference; the cases pass (an explicit request).
    case all
    /// Write references that do not exist yet (default outside CI); such a case fails ("recorded,
    /// run again to verify"), so nothing passes by recording.
    case missing
    /// Rewrite references whose comparison fails; such a case fails too.
    case failed
    /// Never write (default when the `CI` environment variable is set): a missing reference fails.
    case never

    /// `NAVMOCK_RECORD` if set to a mode name; otherwise `never` under CI (see ``isCI``), else
    /// `missing`. A `NAVMOCK_RECORD` that names no mode is ignored here; the CLI refuses it (64)
    /// through ``environmentValue()``.
    public static var fromEnvironment: RecordMode {
        if let m = try? environmentValue() { return m }
        return isCI ? .never : .missing
    }

    /// The mode `NAVMOCK_RECORD` names, nil when it is unset or empty.
    /// - Throws: the unknown value, when it names no mode.
    public static func environmentValue() throws(UnknownRecordMode) -> RecordMode? {
        guard let v = ProcessInfo.processInfo.environment["NAVMOCK_RECORD"], !v.isEmpty else { return nil }
        guard let m = RecordMode(rawValue: v) else { throw UnknownRecordMode(value: v) }
        return m
    }

    /// Whether the `CI` environment variable says this is a CI run: set to anything but an empty
    /// string, `0`, `false` or `no` (any case), as CI services set it (`CI=true`, `CI=1`).
    public static var isCI: Bool {
        guard let v = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(v.trimmingCharacters(in: .whitespaces).lowercased())
    }
}

/// A `NAVMOCK_RECORD` value that names no record mode.
public struct UnknownRecordMode: Error, Sendable {
    /// The value as set.
    public let value: String
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
/// three-panel image) into `artifactsDirectory`, and says where. Recording follows `record`;
/// recorded references get a provenance entry (toolchain fingerprint) in the folder's `manifest.json`.
/// - Returns: what happened; never throws (I/O problems become `.failed` with the reason).
public func verifySnapshot(_ actual: RGBAImage, referencePath: String, comparison: ImageComparison = .exact,
                           record: RecordMode = .fromEnvironment, artifactsDirectory: String) -> SnapshotOutcome {
    let name = (PathText.lastComponent(referencePath) as NSString).deletingPathExtension
    let settings = SnapshotSettings(comparison: comparison, record: record, artifactsDirectory: artifactsDirectory)
    let folder = PathText.folder(referencePath)
    let r = ReferenceStore.check(actual, referencePath: referencePath, name: name, spec: "", variant: "",
                                 provenance: ReferenceProvenance(toolchain: settings.fingerprint.id),
                                 manifest: ReferenceManifest.load(folder: folder), settings: settings,
                                 artifactsStem: (artifactsDirectory as NSString).appendingPathComponent(name), captions: nil)
    switch r.status {
    case .passed: return .passed
    case .recorded: return .recorded(path: r.referencePath ?? referencePath)
    case .missing: return .missing(path: referencePath)
    case .failed, .error: return .failed(message: r.message)
    }
}

// MARK: - Snapshot tests from Swift

/// Where a Swift test keeps its reference images.
public enum ReferenceLocation: Sendable, Hashable {
    /// `__snapshots__/` beside the spec (for specs) or beside the test file (for images) — what
    /// `navmock test` uses by default.
    case besideSpec
    /// A folder: absolute, or relative to the test file's folder.
    case directory(String)
    /// A folder relative to the package root, found from the test file's path (the nearest folder
    /// above it that holds `Package.swift`), e.g. `.packageDirectory("Fixtures/snapshots")`.
    case packageDirectory(String)
}

/// How `verifySnapshot(ofSpec:)` and `assertSnapshot(ofSpec:)` compare and record.
public struct SnapshotConfiguration: Sendable {
    /// How images are compared. Default exact (±1 per channel, no differing pixel).
    public var comparison: ImageComparison
    /// When references are written. Default: the mode of the enclosing scope — a Swift Testing
    /// `.snapshots(record:)` trait or ``withSnapshotRecording(_:operation:)`` — else
    /// `NAVMOCK_RECORD`, else `never` under CI (see ``RecordMode/isCI``), else `missing`. Setting
    /// it (or passing `record:` to the initialiser) overrides the scope and the environment.
    public var record: RecordMode {
        get { explicitRecord ?? SnapshotRecording.mode ?? .fromEnvironment }
        set { explicitRecord = newValue }
    }
    /// The mode set on this configuration, nil when it follows the scope and the environment.
    public private(set) var explicitRecord: RecordMode?
    /// Where references live. Default `__snapshots__/` beside the spec.
    public var references: ReferenceLocation
    /// Where failures leave their images: nil for `$NAVMOCK_ARTIFACTS`, else
    /// `<package root>/.navmock-artifacts/<test file name>/`.
    public var artifactsDirectory: String?
    /// Scales to render; empty for the device's own.
    public var scales: [Double]
    /// Fonts and icon folders of the renderer. Default: from `NAVMOCK_FONTS` and
    /// `NAVMOCK_ICONS_DIR` (``Renderer/Options/init(environment:)``), as the CLI reads them.
    public var rendererOptions: Renderer.Options

    /// Creates a configuration; every parameter has the default described on its property.
    public init(comparison: ImageComparison = .exact, record: RecordMode? = nil,
                references: ReferenceLocation = .besideSpec, artifactsDirectory: String? = nil,
                scales: [Double] = [], rendererOptions: Renderer.Options = .init(environment: ProcessInfo.processInfo.environment)) {
        self.comparison = comparison; self.explicitRecord = record; self.references = references
        self.artifactsDirectory = artifactsDirectory; self.scales = scales; self.rendererOptions = rendererOptions
    }
}

/// Why a snapshot check did not pass: every failing case, with its message (numbers, artifact
/// paths, toolchain or spec change).
public struct SnapshotFailure: Error, Sendable, CustomStringConvertible {
    /// The failing cases (mismatches, missing references, recordings to verify, errors).
    public let results: [SnapshotResult]
    /// All passing and failing cases checked.
    public let checked: Int
    /// One line per failing case.
    public var description: String {
        results.map { SnapshotReport.line($0) }.joined(separator: "\n")
    }
}

/// Renders every variant of a spec and compares each with its reference, as `navmock test` does.
///
/// ```swift
/// @Test func clockTabBar() {
///     #expect(verifySnapshot(ofSpec: "Specs/clock.json") == nil)
/// }
/// ```
/// - Parameters:
///   - specPath: the spec file, absolute or relative to the folder of the calling test file.
///   - configuration: comparison, record mode, where references and artifacts go.
/// - Returns: nil when every case passed; otherwise what failed.
public func verifySnapshot(ofSpec specPath: String, configuration: SnapshotConfiguration = .init(),
                           filePath: StaticString = #filePath) -> SnapshotFailure? {
    let testFile = "\(filePath)"
    let path = TestPaths.resolve(specPath, testFile: testFile)
    let file = SpecFile(path: path, relativeStem: (PathText.lastComponent(path) as NSString).deletingPathExtension)
    let refs: String?
    switch configuration.references {
    case .besideSpec: refs = nil
    case .directory(let d): refs = TestPaths.resolve(d, testFile: testFile)
    case .packageDirectory(let d): refs = (TestPaths.packageRoot(of: testFile) as NSString).appendingPathComponent(d)
    }
    let settings = SnapshotSettings(comparison: configuration.comparison, record: configuration.record,
                                    artifactsDirectory: TestPaths.artifacts(configuration.artifactsDirectory, testFile: testFile),
                                    fingerprint: .current(userFontFiles: configuration.rendererOptions.userFontFiles))
    let options = SnapshotSuite.Options(settings: settings, referencesDirectory: refs, scales: configuration.scales,
                                        rendererOptions: configuration.rendererOptions, workers: 1)
    let suite = SnapshotSuite(files: [file], options: options)
    var cache: (path: String, source: SpecSource, matrix: VariantMatrix)? = nil
    let manifests = Locked<[String: ReferenceManifest?]>([:])
    let renderer: Renderer
    do { renderer = try TestPaths.renderer(configuration.rendererOptions) }
    catch {
        let e = SpecLoader.renderError(error, file: "navmock")
        return SnapshotFailure(results: [.error(name: file.stem, spec: path, variant: "", kind: e.kind, message: e.message)], checked: 1)
    }
    var results: [SnapshotResult] = []
    for c in suite.cases {
        results.append(SnapshotSuite.runCase(c, specs: suite.specs, options: options, stage: MockupStage(renderer: renderer), manifests: manifests, cache: &cache))
    }
    let failures = results.filter(\.isFailure)
    return failures.isEmpty ? nil : SnapshotFailure(results: failures, checked: results.count)
}

/// Compares an image with the reference `<name>.png` (for images a test renders itself).
/// - Parameters:
///   - image: the decoded pixels.
///   - name: the reference's name without `.png`, e.g. `"clock-dark@2x"`.
/// - Returns: nil when it passed; otherwise what failed.
public func verifySnapshot(of image: RGBAImage, named name: String, configuration: SnapshotConfiguration = .init(),
                           filePath: StaticString = #filePath) -> SnapshotFailure? {
    let testFile = "\(filePath)"
    let folder: String
    switch configuration.references {
    case .besideSpec: folder = (PathText.folder(testFile) as NSString).appendingPathComponent("__snapshots__")
    case .directory(let d): folder = TestPaths.resolve(d, testFile: testFile)
    case .packageDirectory(let d): folder = (TestPaths.packageRoot(of: testFile) as NSString).appendingPathComponent(d)
    }
    let ref = (folder as NSString).appendingPathComponent(name + ".png")
    let fp = ToolchainFingerprint.current(for: configuration.rendererOptions)
    let artifacts = TestPaths.artifacts(configuration.artifactsDirectory, testFile: testFile)
    let settings = SnapshotSettings(comparison: configuration.comparison, record: configuration.record,
                                    artifactsDirectory: artifacts, fingerprint: fp)
    let captions = (try? TestPaths.renderer(configuration.rendererOptions)).map(CaptionRenderer.init)
    let r = ReferenceStore.check(image, referencePath: ref, name: name, spec: "", variant: "",
                                 provenance: ReferenceProvenance(toolchain: fp.id), manifest: ReferenceManifest.load(folder: folder),
                                 settings: settings, artifactsStem: (artifacts as NSString).appendingPathComponent(name), captions: captions)
    return r.isFailure ? SnapshotFailure(results: [r], checked: 1) : nil
}

/// Paths and per-thread renderers for the Swift API.
enum TestPaths {
    static func resolve(_ p: String, testFile: String) -> String {
        p.hasPrefix("/") ? p : ((PathText.folder(testFile) as NSString).appendingPathComponent(p) as NSString).standardizingPath
    }

    /// The nearest folder above the test file holding `Package.swift` (else the test file's folder).
    static func packageRoot(of testFile: String) -> String {
        var dir = PathText.folder(testFile)
        while dir != "/" && !dir.isEmpty {
            if FileManager.default.fileExists(atPath: (dir as NSString).appendingPathComponent("Package.swift")) { return dir }
            dir = PathText.folder(dir)
        }
        return PathText.folder(testFile)
    }

    static func artifacts(_ given: String?, testFile: String) -> String {
        if let given { return resolve(given, testFile: testFile) }
        if let env = ProcessInfo.processInfo.environment["NAVMOCK_ARTIFACTS"], !env.isEmpty { return env }
        let name = (PathText.lastComponent(testFile) as NSString).deletingPathExtension
        return ((packageRoot(of: testFile) as NSString).appendingPathComponent(".navmock-artifacts") as NSString).appendingPathComponent(name)
    }

    /// A renderer for this thread and these options (renderers are not thread-safe; loading the
    /// fonts is not free, so each thread keeps one per set of options).
    static func renderer(_ options: Renderer.Options) throws(RenderError) -> Renderer {
        let key = "navmock.renderer:" + options.userFontFiles.joined(separator: "\u{1F}") + "|" + options.allowedDirectories.joined(separator: "\u{1F}")
            + "|" + options.iconThemeDirectory
        let dict = Thread.current.threadDictionary
        if let r = dict[key] as? Renderer { return r }
        let r = try Renderer(options: options)
        dict[key] = r
        return r
    }
}

// MARK: - Text snapshots

/// Compares a text (a layout dump, say) with the reference file at `referencePath`, recording it
/// according to `record` as ``verifySnapshot(_:referencePath:comparison:record:artifactsDirectory:)``
/// does for images: a recording fails the case (run again to verify) unless the mode is `all`.
///
/// On a mismatch writes `<artifactsDirectory>/<name>.expected<ext>` and `<name>.actual<ext>`
/// (`ext` the reference's extension, e.g. `.txt`) and names the first differing line of each side.
/// - Parameters:
///   - name: the case name used for the artifacts and in messages (`clock-dark.layout`).
///   - spec: the spec file the text came from, for reports ("" when there is none).
///   - variant: the variant's name ("" without variants).
/// - Returns: the case's result; never throws (I/O problems become `.error` with the reason).
public func verifyTextSnapshot(_ actual: String, referencePath: String, name: String, spec: String = "", variant: String = "",
                               record: RecordMode = .fromEnvironment, artifactsDirectory: String) -> SnapshotResult {
    func result(_ status: SnapshotResult.Status, failing: Bool, _ message: String, _ artifacts: SnapshotArtifacts? = nil) -> SnapshotResult {
        SnapshotResult(name: name, spec: spec, variant: variant, status: status, isFailure: failing, referencePath: referencePath,
                       difference: nil, artifacts: artifacts, message: message, errorKind: status == .error ? .writeFailed : nil)
    }
    let fm = FileManager.default
    let expected = fm.contents(atPath: referencePath).map { String(decoding: $0, as: UTF8.self) }
    let ext = (referencePath as NSString).pathExtension
    let stem = (artifactsDirectory as NSString).appendingPathComponent(name)
    let expectedArtifact = stem + ".expected" + (ext.isEmpty ? "" : "." + ext), actualArtifact = stem + ".actual" + (ext.isEmpty ? "" : "." + ext)
    func write(_ text: String, _ path: String) throws {
        try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    if expected == actual {
        for p in [expectedArtifact, actualArtifact] { try? fm.removeItem(atPath: p) }
        return result(.passed, failing: false, name)
    }
    let rewrite = record == .all || (expected == nil && record != .never) || (expected != nil && record == .failed)
    if rewrite {
        do { try write(actual, referencePath) } catch { return result(.error, failing: true, "\(referencePath): cannot record it: \(error)") }
        return result(.recorded, failing: record != .all,
                      record == .all ? "\(name): recorded \(referencePath)" : "\(name): recorded \(referencePath); run again to verify")
    }
    do { try write(actual, actualArtifact) } catch { return result(.error, failing: true, "\(actualArtifact): cannot write it: \(error)") }
    guard let expected else {
        return result(.missing, failing: true, "\(name): no reference at \(referencePath)\(RecordMode.isCI && record == .never ? " (CI is set, so nothing is recorded)" : ""); record it with NAVMOCK_RECORD=missing; the text is at \(actualArtifact)",
                      SnapshotArtifacts(expected: nil, actual: actualArtifact, diff: nil))
    }
    try? write(expected, expectedArtifact)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let i = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
    let line = { (l: [Substring]) in i < l.count ? String(l[i]).trimmingCharacters(in: .whitespaces) : "(end of text)" }
    return result(.failed, failing: true,
                  "\(name): line \(i + 1) differs: expected \(line(e)), actual \(line(a)); expected \(expectedArtifact), actual \(actualArtifact)",
                  SnapshotArtifacts(expected: expectedArtifact, actual: actualArtifact, diff: nil))
}
