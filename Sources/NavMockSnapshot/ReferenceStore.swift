import NavMockCore
import Foundation
import NavMockRender

/// Where a reference came from, as the manifest beside it records it.
public struct ReferenceProvenance: Sendable, Hashable, Codable {
    /// The spec file, relative to the manifest's folder (`../clock.json`); nil for images that do
    /// not come from a spec.
    public var spec: String?
    /// The variant's name, nil for a spec without variants.
    public var variant: String?
    /// Device pixels per point.
    public var scale: Double?
    /// SHA-256 of the variant's canonical JSON (keys sorted, no whitespace): it changes when what
    /// the spec asks for changes, not when it is reformatted.
    public var specSHA256: String?
    /// The ``ToolchainFingerprint/id`` it was rendered with.
    public var toolchain: String
    /// The variant fields added on the command line (`--vary`), as canonical JSON
    /// (`{"appearance":["light","dark"]}`); nil without `--vary`. `--prune` uses it to tell a
    /// variant that `--vary` made from one that is gone.
    public var vary: String?

    /// Creates a provenance record.
    public init(spec: String? = nil, variant: String? = nil, scale: Double? = nil, specSHA256: String? = nil, toolchain: String,
                vary: String? = nil) {
        self.spec = spec; self.variant = variant; self.scale = scale; self.specSHA256 = specSHA256; self.toolchain = toolchain
        self.vary = vary
    }
}

/// `manifest.json` in a references folder: each reference's provenance, and each toolchain's
/// components. One per folder; written with sorted keys so that it diffs well.
struct ReferenceManifest: Codable, Sendable {
    var about = "Written by navmock: where each reference image in this folder came from (spec, variant, scale, spec hash) and the toolchain it was rendered with."
    var version = 1
    var references: [String: ReferenceProvenance] = [:]
    var toolchains: [String: Toolchain] = [:]

    struct Toolchain: Codable, Sendable, Hashable {
        var libraries: [String: String]
        var fonts: [String: String]
        /// SF Symbols templates (path → SHA-256); absent from the file when there are none.
        var symbolTemplates: [String: String]?
    }

    static let fileName = "manifest.json"

    static func path(in folder: String) -> String { (folder as NSString).appendingPathComponent(fileName) }

    /// Largest manifest read: 16 MiB (an entry takes about 300 bytes, so some 50,000 references).
    public static let maxBytes = 16 << 20

    /// Reads the manifest of `folder`; nil when there is none, it cannot be parsed, or it is not a
    /// regular file of at most ``maxBytes`` (see ``loadChecked(folder:)``).
    static func load(folder: String) -> ReferenceManifest? {
        (try? loadChecked(folder: folder)) ?? nil
    }

    /// Reads the manifest of `folder` through ``BoundedFile``: nil when there is none or it
    /// cannot be parsed (it is written again).
    /// - Throws: ``FileError`` when it is not a regular file (a FIFO would block) or is over
    ///   ``maxBytes``: such a manifest is left as it is, never replaced.
    static func loadChecked(folder: String) throws(FileError) -> ReferenceManifest? {
        let file = path(in: folder)
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(file, limit: maxBytes) }
        catch {
            switch error {
            case .missing: return nil
            case .tooLarge(let size, let limit):
                throw FileError(path: file, reason: "the manifest is \(size) bytes, over the limit of \(limit) bytes; it was left as it is")
            default: throw FileError(path: file, reason: "\(error); it was left as it is")
            }
        }
        return try? JSONDecoder().decode(ReferenceManifest.self, from: Data(bytes))
    }

    func fingerprint(_ id: String) -> ToolchainFingerprint? {
        toolchains[id].map { ToolchainFingerprint(id: id, libraries: $0.libraries, fonts: $0.fonts, symbolTemplates: $0.symbolTemplates) }
    }

    mutating func record(_ file: String, _ p: ReferenceProvenance, fingerprint: ToolchainFingerprint) {
        references[file] = p
        toolchains[fingerprint.id] = Toolchain(libraries: fingerprint.libraries, fonts: fingerprint.fonts, symbolTemplates: fingerprint.symbolTemplates)
    }

    /// Drops toolchains no reference uses.
    mutating func compact() {
        let used = Set(references.values.map(\.toolchain))
        toolchains = toolchains.filter { used.contains($0.key) }
    }

    func encoded() -> [UInt8] {
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(((try? enc.encode(self)) ?? Data("{}".utf8))) + [0x0A]
    }

    /// Read-modify-write of `folder`'s manifest under an exclusive lock on the folder (other
    /// processes, such as parallel test runs, may update it too); written atomically, never
    /// through a symbolic link at the manifest, at `folder` or between `root` (default: the
    /// folder holding `folder`) and it (``Confinement``). A manifest that does not parse is not
    /// replaced silently: it is kept aside as `manifest.json.unreadable-<n>` and a warning says so.
    static func update(folder: String, root: String? = nil, _ body: (inout ReferenceManifest) -> Void) throws(FileError) {
        let root = root ?? PathText.folder(folder)
        try Confinement.check(path(in: folder), inside: root)
        try FileIO.makeFolder(folder)
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd >= 0 { flock(fd, LOCK_EX) }
        defer { if fd >= 0 { flock(fd, LOCK_UN); close(fd) } }
        var m = try loadKeepingUnreadable(folder: folder) ?? ReferenceManifest()
        body(&m)
        m.compact()
        if m.references.isEmpty {
            Confinement.remove(path(in: folder), inside: root)
            return
        }
        try AtomicFile.write(m.encoded(), to: path(in: folder), inside: root, durable: true)
    }

    /// As ``loadChecked(folder:)``, but a manifest that is there and does not parse is renamed to
    /// `manifest.json.unreadable-<n>` (the first free `n` from 1) with a warning on standard
    /// error, so that the caller writes a new one without losing the old.
    /// - Throws: as ``loadChecked(folder:)``; also when the unreadable one cannot be moved aside.
    static func loadKeepingUnreadable(folder: String) throws(FileError) -> ReferenceManifest? {
        let file = path(in: folder)
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(file, limit: maxBytes) }
        catch {
            if case .missing = error { return nil }
            return try loadChecked(folder: folder)   // throws the same error, worded once
        }
        do { return try JSONDecoder().decode(ReferenceManifest.self, from: Data(bytes)) } catch {
            var n = 1
            while n < 10_000 {
                let aside = file + ".unreadable-\(n)"
                var st = stat()
                if lstat(aside, &st) != 0 && errno == ENOENT {
                    guard rename(file, aside) == 0 else {
                        throw FileError(path: file, reason: "the manifest does not parse and cannot be moved aside to \(aside): \(String(cString: strerror(errno))); it was left as it is")
                    }
                    let why = (error as? DecodingError).map(describe) ?? "\(error)"
                    try? AtomicFile.writeAll(2, Array("warning: \(file) does not parse (\(why)); kept it as \(aside) and wrote a new manifest\n".utf8), path: "stderr")
                    return nil
                }
                n += 1
            }
            throw FileError(path: file, reason: "the manifest does not parse and \(n - 1) unreadable copies are already kept aside; it was left as it is")
        }
    }

    /// A decoding error in one phrase.
    static func describe(_ e: DecodingError) -> String {
        switch e {
        case .dataCorrupted(let c): return "not JSON: \(c.debugDescription)"
        case .keyNotFound(let k, _): return "no \"\(k.stringValue)\""
        case .typeMismatch(_, let c), .valueNotFound(_, let c):
            return "\(c.codingPath.map(\.stringValue).joined(separator: ".")): \(c.debugDescription)"
        @unknown default: return "\(e)"
        }
    }
}

/// A file that could not be written or read, with the reason.
public struct FileError: Error, Sendable, CustomStringConvertible {
    /// The path concerned.
    public let path: String
    /// Why.
    public let reason: String
    /// ``ProblemKind/cannotCreate`` (the file cannot be created or put in place) or
    /// ``ProblemKind/writeFailed`` (a write to an opened output failed).
    public let kind: ProblemKind
    /// The `errno` of the failed system call (`EPIPE` when the reader of a pipe went away), or 0.
    public let errorNumber: Int32
    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }
    /// Creates an error; `kind` defaults to ``ProblemKind/cannotCreate``, `errorNumber` to 0.
    public init(path: String, reason: String, kind: ProblemKind = .cannotCreate, errorNumber: Int32 = 0) {
        self.path = path; self.reason = reason; self.kind = kind; self.errorNumber = errorNumber
    }
}

/// Folders, PNG files (written with ``AtomicFile``) and relative paths.
enum FileIO {
    static func makeFolder(_ dir: String) throws(FileError) {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) {
            guard isDir.boolValue else { throw FileError(path: dir, reason: "is a file, not a folder") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        catch {
            // Say which part of the path is in the way, if one is a file.
            var probe = PathText.folder(dir)
            while !probe.isEmpty && probe != "/" {
                if FileManager.default.fileExists(atPath: probe, isDirectory: &isDir) {
                    if !isDir.boolValue { throw FileError(path: dir, reason: "cannot create the folder: \(probe) is a file, not a folder") }
                    break
                }
                probe = PathText.folder(probe)
            }
            throw FileError(path: dir, reason: "cannot create the folder")
        }
    }

    /// Encodes `image` and writes it to `path`, a file inside `folder` when given (never through
    /// a symbolic link there, ``AtomicFile/write(_:to:inside:durable:)``).
    static func writePNG(_ image: RGBAImage, to path: String, inside folder: String? = nil) throws(FileError) {
        let bytes: [UInt8]
        do { bytes = try PNGCodec.encode(image) } catch { throw FileError(path: path, reason: "cannot encode the PNG: \(error)") }
        if let folder { try AtomicFile.write(bytes, to: path, inside: folder) } else { try AtomicFile.write(bytes, to: path) }
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// `to` relative to the folder `from` (both absolute or both relative to the same folder).
    static func relative(_ to: String, from folder: String) -> String {
        let a = URL(fileURLWithPath: to).standardizedFileURL.pathComponents
        let b = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        let ups = Array(repeating: "..", count: b.count - i)
        let rest = Array(a[i...])
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

/// The files a failing comparison leaves for inspection.
public struct SnapshotArtifacts: Sendable, Hashable {
    /// The reference image (absent when there was none).
    public let expected: String?
    /// What was rendered.
    public let actual: String
    /// The three-panel image: expected | differences | actual (absent when there was no reference).
    public let diff: String?
}

/// Everything one comparison needs besides the images.
public struct SnapshotSettings: Sendable {
    /// How images are compared. Default ``ImageComparison/exact``.
    public var comparison: ImageComparison
    /// When references are written. Default ``RecordMode/fromEnvironment``.
    public var record: RecordMode
    /// Where failures leave `expected`, `actual` and `diff` images.
    public var artifactsDirectory: String
    /// The toolchain rendering now.
    public var fingerprint: ToolchainFingerprint

    /// Creates settings.
    public init(comparison: ImageComparison = .exact, record: RecordMode = .fromEnvironment,
                artifactsDirectory: String, fingerprint: ToolchainFingerprint = .current()) {
        self.comparison = comparison; self.record = record
        self.artifactsDirectory = artifactsDirectory; self.fingerprint = fingerprint
    }
}

/// The outcome of one image against its reference, with what a report needs.
public struct SnapshotResult: Sendable {
    /// What happened.
    public enum Status: String, Sendable {
        /// Matches its reference.
        case passed
        /// Differs (or the reference is unreadable); artifacts written.
        case failed
        /// A reference was written.
        case recorded
        /// No reference, and recording is off.
        case missing
        /// The spec could not be read or rendered (no comparison was made).
        case error
    }
    /// The case's name: the reference's file name without `.png` (`tab-bars/clock-dark@2x`).
    public let name: String
    /// The spec file, as given.
    public let spec: String
    /// The variant's name ("" without variants).
    public let variant: String
    /// What happened.
    public let status: Status
    /// Whether the case counts as failed: failures, missing references, errors, and recordings
    /// unless the mode was `all` (a recorded reference proves nothing until a run compares it).
    public let isFailure: Bool
    /// The reference compared with (or written).
    public let referencePath: String?
    /// The numbers, when a comparison was made.
    public let difference: ImageDifference?
    /// Failure images.
    public let artifacts: SnapshotArtifacts?
    /// One line: what happened, the numbers, the paths, and whether the toolchain or the spec changed.
    public let message: String
    /// For `.error`: what kind of problem it was (the CLI maps it to an exit code).
    public let errorKind: ProblemKind?
    /// Seconds spent on the case (reading, rendering, comparing, writing).
    public internal(set) var duration: Double = 0
    /// What the case was rendered from (spec hash, scale, toolchain), when a comparison was made;
    /// `navmock test` records it in the artifacts' ``ArtifactsRecord``.
    public internal(set) var provenance: ReferenceProvenance? = nil

    static func error(name: String, spec: String, variant: String, kind: ProblemKind, message: String) -> SnapshotResult {
        SnapshotResult(name: name, spec: spec, variant: variant, status: .error, isFailure: true, referencePath: nil,
                       difference: nil, artifacts: nil, message: message, errorKind: kind)
    }
}

/// Compares images with references on disk, records them according to the mode, and leaves
/// artifacts for failures.
///
/// A case may have more than one accepted reference: the main one, `NAME.png`, and one per other
/// toolchain, `NAME.<fingerprint>.png`. A comparison uses the reference of the current toolchain
/// when there is one, else the main one. Recording writes the current toolchain's reference:
/// the main one when it was recorded with this toolchain (or is new), else its own; `--record all`
/// always rewrites the main one (this toolchain becomes the reference toolchain).
enum ReferenceStore {
    /// A reference of another size than the image drawn is decoded (for the expected and diff
    /// artifacts) only while it has at most this many times the image's pixels; a larger one is
    /// reported from its PNG header alone. 4: a reference recorded at twice the scale still shows.
    static let largestUndecodedRatio = 4
    /// Checks `actual` against the reference at `referencePath` (the main one).
    /// - Parameters:
    ///   - name: the case name used for artifacts (`sub/clock-dark@2x`).
    ///   - artifactsStem: path prefix of the artifacts (`ARTIFACTS/sub/clock-dark@2x`).
    ///   - manifest: the reference folder's manifest as read at the start of the run, if any.
    ///   - captions: renders the diff image's captions, when a renderer is at hand.
    ///   - referencesRoot: the folder the references belong to (`--references DIR`); nil: the
    ///     folder holding the reference's folder (the spec's, for `__snapshots__`). No reference,
    ///     manifest or artifact is written or deleted through a symbolic link below it or below
    ///     the artifacts folder (``Confinement``).
    static func check(_ actual: RGBAImage, referencePath: String, name: String, spec: String, variant: String,
                      provenance: ReferenceProvenance, manifest: ReferenceManifest?, settings: SnapshotSettings,
                      artifactsStem: String, captions: CaptionRenderer?, referencesRoot: String? = nil) -> SnapshotResult {
        let folder = PathText.folder(referencePath)
        let root = referencesRoot ?? PathText.folder(folder)
        let artifactsRoot = settings.artifactsDirectory
        let mainFile = PathText.lastComponent(referencePath)
        let base = (mainFile as NSString).deletingPathExtension
        let fp = settings.fingerprint
        let altFile = "\(base).\(fp.id).png"
        let altPath = (folder as NSString).appendingPathComponent(altFile)

        func result(_ status: SnapshotResult.Status, failure: Bool, ref: String?, diff: ImageDifference? = nil,
                    artifacts: SnapshotArtifacts? = nil, message: String) -> SnapshotResult {
            var r = SnapshotResult(name: name, spec: spec, variant: variant, status: status, isFailure: failure, referencePath: ref,
                                   difference: diff, artifacts: artifacts, message: message, errorKind: nil)
            r.provenance = provenance
            return r
        }
        /// Writes the reference, then at once its manifest entry (a kill between runs loses neither).
        func writeReference(_ file: String, removing: [String] = []) -> SnapshotResult? {
            let path = (folder as NSString).appendingPathComponent(file)
            do throws(FileError) {
                try FileIO.writePNG(actual, to: path, inside: root)
                for r in removing { unlink((folder as NSString).appendingPathComponent(r)) }
                try ReferenceManifest.update(folder: folder, root: root) { m in
                    m.record(file, provenance, fingerprint: fp)
                    for r in removing { m.references[r] = nil }
                }
            } catch {
                return .error(name: name, spec: spec, variant: variant, kind: error.kind, message: "cannot write the reference: \(error)")
            }
            return nil
        }
        let artifactPaths = (expected: artifactsStem + ".expected.png", actual: artifactsStem + ".actual.png", diff: artifactsStem + ".diff.png")
        func clearArtifacts() {
            for p in [artifactPaths.expected, artifactPaths.actual, artifactPaths.diff] { Confinement.remove(p, inside: artifactsRoot) }
        }

        if settings.record == .all {
            let alt = FileIO.exists(altPath) ? [altFile] : []
            if let e = writeReference(mainFile, removing: alt) { return e }
            clearArtifacts()
            return result(.recorded, failure: false, ref: referencePath, message: "\(name): recorded \(referencePath)")
        }

        // Which reference to compare with.
        let comparePath: String?, compareFile: String?
        if FileIO.exists(altPath) { comparePath = altPath; compareFile = altFile }
        else if FileIO.exists(referencePath) { comparePath = referencePath; compareFile = mainFile }
        else { comparePath = nil; compareFile = nil }

        guard let comparePath, let compareFile else {
            if settings.record == .never {
                clearArtifacts()
                var arts: SnapshotArtifacts? = nil
                if (try? FileIO.writePNG(actual, to: artifactPaths.actual, inside: artifactsRoot)) != nil {
                    arts = SnapshotArtifacts(expected: nil, actual: artifactPaths.actual, diff: nil)
                }
                let why = RecordMode.isCI ? " (CI is set, so nothing is recorded)" : ""
                return result(.missing, failure: true, ref: referencePath, artifacts: arts,
                              message: "\(name): no reference at \(referencePath)\(why); record it with --record missing"
                                + (arts != nil ? "; the image is at \(artifactPaths.actual)" : ""))
            }
            if let e = writeReference(mainFile) { return e }
            clearArtifacts()
            return result(.recorded, failure: true, ref: referencePath,
                          message: "\(name): recorded \(referencePath); run again to verify")
        }

        let recordedWith = manifest?.references[compareFile]
        let rewriteFile = Self.rewriteFile(compared: compareFile, main: mainFile, alt: altFile, recordedWith: recordedWith, fingerprint: fp)

        /// The failure for a reference of `size` that is not decoded (see below): the actual image
        /// as the only artifact, recorded under `failed` as any failure is.
        func sizeMismatch(_ size: PixelSize) -> SnapshotResult {
            let diff = ImageDifference.sizeMismatch(expected: size, actual: PixelSize(width: actual.width, height: actual.height))
            clearArtifacts()
            var arts: SnapshotArtifacts? = nil
            if (try? FileIO.writePNG(actual, to: artifactPaths.actual, inside: artifactsRoot)) != nil {
                arts = SnapshotArtifacts(expected: nil, actual: artifactPaths.actual, diff: nil)
            }
            var msg = "\(name): \(diff.summary) (the reference is not decoded: it is over \(Self.largestUndecodedRatio) times the image's pixels)"
            if let arts { msg += "; actual \(arts.actual)" }
            if settings.record == .failed {
                if let e = writeReference(rewriteFile) { return e }
                return result(.recorded, failure: true, ref: (folder as NSString).appendingPathComponent(rewriteFile), diff: diff, artifacts: arts,
                              message: msg + "; recorded \((folder as NSString).appendingPathComponent(rewriteFile)); run again to verify")
            }
            return result(.failed, failure: true, ref: comparePath, diff: diff, artifacts: arts, message: msg)
        }

        let expected: RGBAImage
        do {
            let data: [UInt8]
            do throws(BoundedFile.Failure) { data = try BoundedFile.read(comparePath, limit: RenderLimits.maxComparedPNGBytes) }
            catch { throw RenderError.backend(error.description) }
            // A reference whose header gives another size, and many more pixels than the image
            // drawn, is not decoded: the sizes differ whatever its pixels are, and a small file can
            // claim 100 Mpx (a "PNG bomb": gigabytes and minutes to decode and draw a diff of).
            if let size = PNGCodec.dimensions(data), size.width != actual.width || size.height != actual.height,
               size.width * size.height > Self.largestUndecodedRatio * max(actual.width * actual.height, 1) {
                return sizeMismatch(PixelSize(width: size.width, height: size.height))
            }
            expected = try PNGCodec.decode(data)
        } catch {
            if settings.record == .failed {
                if let e = writeReference(rewriteFile) { return e }
                return result(.recorded, failure: true, ref: comparePath,
                              message: "\(name): the reference \(comparePath) was not a readable PNG; recorded a new one; run again to verify")
            }
            return result(.failed, failure: true, ref: comparePath,
                          message: "\(name): the reference \(comparePath) is not a readable PNG (\(error)); record it again with --record failed")
        }

        let diff = compareImages(expected: expected, actual: actual, settings.comparison)
        if diff.passes {
            clearArtifacts()
            // A reference without its manifest entry (a run killed between the two writes, or a
            // manifest deleted): it matches under this toolchain, so record that, and say so.
            if recordedWith == nil, settings.record != .never, !provenance.toolchain.isEmpty {
                do throws(FileError) {
                    try ReferenceManifest.update(folder: folder, root: root) { m in
                        if m.references[compareFile] == nil { m.record(compareFile, provenance, fingerprint: fp) }
                    }
                } catch {
                    return .error(name: name, spec: spec, variant: variant, kind: error.kind,
                                  message: "cannot add the missing manifest entry: \(error)")
                }
                return result(.passed, failure: false, ref: comparePath, diff: diff,
                              message: "\(name) (manifest: added the missing entry for \(compareFile))")
            }
            return result(.passed, failure: false, ref: comparePath, diff: diff, message: "\(name)")
        }

        // Artifacts.
        var wrote = true, wroteDiff = true
        do {
            try FileIO.writePNG(expected, to: artifactPaths.expected, inside: artifactsRoot)
            try FileIO.writePNG(actual, to: artifactPaths.actual, inside: artifactsRoot)
            // The three-panel diff only while it stays within the output limit (two large images).
            if diffImageFits(expected: diff.expectedSize, actual: diff.actualSize) {
                var d = diffImage(expected: expected, actual: actual, settings.comparison)
                if let captions {
                    d = captions.captioned(d, panels: ["expected", diff.sizeMismatch ? "sizes differ" : "\(diff.differingPixels) px differ", "actual"])
                }
                try FileIO.writePNG(d, to: artifactPaths.diff, inside: artifactsRoot)
            } else {
                wroteDiff = false
            }
        } catch { wrote = false }
        let arts = wrote ? SnapshotArtifacts(expected: artifactPaths.expected, actual: artifactPaths.actual, diff: wroteDiff ? artifactPaths.diff : nil) : nil

        var msg = "\(name): \(diff.summary)"
        msg += "; " + explanation(recordedWith: recordedWith, manifest: manifest, current: fp, provenance: provenance)
        if let arts {
            msg += "; expected \(arts.expected!), actual \(arts.actual), " + (arts.diff.map { "diff \($0)" } ?? "no diff image (it would be over \(RenderLimits.maxPixels) pixels)")
        } else {
            msg += "; could not write the artifacts into \(PathText.folder(artifactsStem))"
        }
        if settings.record == .failed {
            if let e = writeReference(rewriteFile) { return e }
            return result(.recorded, failure: true, ref: (folder as NSString).appendingPathComponent(rewriteFile), diff: diff, artifacts: arts,
                          message: msg + "; recorded \((folder as NSString).appendingPathComponent(rewriteFile)); run again to verify")
        }
        return result(.failed, failure: true, ref: comparePath, diff: diff, artifacts: arts, message: msg)
    }

    /// Where a rewrite goes under `failed`: the file compared with, unless that is the main
    /// reference of another toolchain, which is kept; then this toolchain's own.
    static func rewriteFile(compared: String, main: String, alt: String, recordedWith: ReferenceProvenance?,
                            fingerprint fp: ToolchainFingerprint) -> String {
        if compared == alt { return alt }
        if let r = recordedWith, r.toolchain != fp.id { return alt }
        return main
    }

    /// The reference file that accepting an image rendered under `fp` writes, as `--record
    /// failed` (or `missing`, for a new one) would under that toolchain: its own
    /// `NAME.<fingerprint>.png` when there is one, else the main one unless another toolchain
    /// recorded it (then its own).
    static func acceptedFile(mainPath: String, fingerprint fp: ToolchainFingerprint, manifest: ReferenceManifest?) -> String {
        let folder = PathText.folder(mainPath)
        let mainFile = PathText.lastComponent(mainPath)
        let altFile = "\((mainFile as NSString).deletingPathExtension).\(fp.id).png"
        let altPath = (folder as NSString).appendingPathComponent(altFile)
        if FileIO.exists(altPath) { return altPath }
        guard FileIO.exists(mainPath) else { return mainPath }
        let file = rewriteFile(compared: mainFile, main: mainFile, alt: altFile, recordedWith: manifest?.references[mainFile], fingerprint: fp)
        return (folder as NSString).appendingPathComponent(file)
    }

    /// Why the images may differ: another toolchain, a changed spec, or neither.
    static func explanation(recordedWith: ReferenceProvenance?, manifest: ReferenceManifest?, current: ToolchainFingerprint,
                            provenance: ReferenceProvenance) -> String {
        guard let r = recordedWith else {
            return "the reference has no provenance record (no \(ReferenceManifest.fileName) entry), so a toolchain change cannot be told apart from a spec change"
        }
        var parts: [String] = []
        if r.toolchain != current.id {
            var s = "the reference was recorded under another toolchain (\(r.toolchain), this one is \(current.id)"
            if let old = manifest?.fingerprint(r.toolchain) {
                let ch = current.changes(from: old)
                if !ch.isEmpty { s += ": " + ch.prefix(4).joined(separator: ", ") + (ch.count > 4 ? ", …" : "") }
            }
            s += "), which may explain the difference"
            parts.append(s)
        } else {
            parts.append("same toolchain (\(current.id)) as the reference")
        }
        if let a = r.specSHA256, let b = provenance.specSHA256 {
            if a != b { parts.append("the spec changed since it was recorded") }
            else if r.toolchain == current.id { parts.append("the spec is unchanged since it was recorded, so the drawing code (or the reference file) changed") }
            else { parts.append("the spec is unchanged since it was recorded") }
        }
        return parts.joined(separator: "; ")
    }
}
