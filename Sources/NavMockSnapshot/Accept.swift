import Foundation
import NavMockCore
import NavMockRender

/// `accept.json` in an artifacts folder: what `navmock accept` needs to make a failed run's
/// actual images the references — for each case, its spec, variant, scale, the SHA-256 of the
/// variant it rendered and of its actual image, and the toolchain that rendered it.
///
/// Written by `navmock test` beside `index.html` whenever a case left an actual image (a
/// comparison that failed, or a missing reference under `--record never`); removed when none did.
/// Read back as untrusted input (``ArtifactsAcceptance``): a bundle may come from CI, downloaded.
public struct ArtifactsRecord: Codable, Sendable {
    /// One case that left an actual image.
    public struct Case: Codable, Sendable, Hashable {
        /// The case's name: `tab-bars/clock-dark@2x`; the actual image is `<name>.actual.png`.
        public var name: String
        /// The spec file, relative to the folder `test` ran in (`Specs/tab-bars/clock.json`).
        public var spec: String
        /// The spec's path below its folder argument, without `.json` (`tab-bars/clock`): the
        /// references mirror it.
        public var stem: String
        /// The variant's name ("" without variants).
        public var variant: String
        /// Device pixels per point of the image.
        public var scale: Double
        /// SHA-256 of the variant's canonical JSON (``ReferenceProvenance/specSHA256``).
        public var specSHA256: String
        /// SHA-256 of `<name>.actual.png` as written.
        public var actualSHA256: String
    }

    /// What the file is, for a reader who opens it.
    public var about = "Written by navmock test: the failing cases whose actual images `navmock accept` can make the references."
    /// The format's version (1).
    public var version = 1
    /// The toolchain that rendered every actual image.
    public var toolchain: ToolchainFingerprint
    /// `--references DIR` of the run (relative to the folder it ran in), nil for `__snapshots__/`.
    public var referencesDirectory: String?
    /// `--vary` of the run, as canonical JSON; nil without.
    public var vary: String?
    /// The cases, in suite order.
    public var cases: [Case]

    /// The file's name in the artifacts folder.
    public static let fileName = "accept.json"
    /// Largest record read: 8 MiB (about 300 bytes a case).
    public static let maxBytes = 8 << 20
    /// Most cases read from one record.
    public static let maxCases = 20_000

    /// Creates a record.
    public init(toolchain: ToolchainFingerprint, referencesDirectory: String?, vary: String?, cases: [Case]) {
        self.toolchain = toolchain; self.referencesDirectory = referencesDirectory; self.vary = vary; self.cases = cases
    }

    /// The record of a run's results: every result that left an actual image and has a spec hash.
    /// Paths are made relative to `workingDirectory` (the folder `test` ran in).
    public static func from(_ results: [SnapshotResult], fingerprint: ToolchainFingerprint, referencesDirectory: String?,
                            vary: String?, workingDirectory: String = FileManager.default.currentDirectoryPath) -> ArtifactsRecord {
        func rel(_ p: String) -> String {
            let r = p.hasPrefix("/") ? FileIO.relative(p, from: workingDirectory) : p
            return r.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        }
        var cases: [Case] = []
        for r in results where r.status == .failed || r.status == .missing {
            guard let actual = r.artifacts?.actual, let p = r.provenance, let digest = p.specSHA256, let scale = p.scale,
                  r.spec != "-", let sum = Toolchain.sha256(file: actual) else { continue }
            var stem = r.name
            let suffix = "@\(scaleName(scale))x"
            if stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
            if !r.variant.isEmpty, stem.hasSuffix("-" + r.variant) { stem.removeLast(r.variant.count + 1) }
            cases.append(Case(name: r.name, spec: rel(r.spec), stem: stem, variant: r.variant, scale: scale,
                              specSHA256: digest, actualSHA256: sum))
        }
        return ArtifactsRecord(toolchain: fingerprint, referencesDirectory: referencesDirectory.map(rel), vary: vary, cases: cases)
    }

    /// Writes the record into `artifactsDirectory` atomically (never through a link), or removes
    /// a previous one when there are no cases.
    /// - Throws: ``FileError`` when it cannot be written.
    public func write(into artifactsDirectory: String) throws(FileError) {
        let path = (artifactsDirectory as NSString).appendingPathComponent(Self.fileName)
        if cases.isEmpty {
            if Confinement.isInside(path, artifactsDirectory) { unlink(path) }
            return
        }
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? enc.encode(self) else { throw FileError(path: path, reason: "cannot encode the record") }
        try AtomicFile.write(Array(data) + [0x0A], to: path, inside: artifactsDirectory)
    }
}

/// Why a bundle cannot be accepted at all (as opposed to one case of it).
public struct AcceptError: Error, Sendable, CustomStringConvertible {
    /// What kind of problem: a missing bundle or record (missing input), an unreadable or hostile
    /// one (invalid input).
    public let kind: ProblemKind
    /// `PATH: reason`.
    public let description: String
}

/// `navmock accept`: makes the actual images of a failed `navmock test` run's artifacts folder
/// (its ``ArtifactsRecord``) the references, as `--record failed` would have.
///
/// The folder is untrusted (it may be downloaded from CI): it is read only as a real folder, every
/// file in it through ``Confinement`` (no symbolic link, nothing outside it) and ``BoundedFile``
/// (regular files, bounded sizes); paths in the record must be relative and stay below the folder
/// accept runs in; each image must have the SHA-256 the record gives and decode as a PNG within
/// ``RenderLimits``; and the spec on disk must still produce the variant the image was rendered
/// from (the same ``ReferenceProvenance/specSHA256``). A case failing any check is refused; the
/// caller writes nothing when any is (``plan(bundle:workingDirectory:)``, then ``apply(_:)``).
public enum ArtifactsAcceptance {
    /// One reference to write.
    public struct Change: Sendable {
        /// The case's name (`tab-bars/clock-dark@2x`).
        public let name: String
        /// The reference file that will be written.
        public let referencePath: String
        /// Whether a reference file is there now (false: a new reference).
        public let replaces: Bool
        /// Whether the reference there now already has the actual image's pixels (accepted
        /// before, by this bundle or by hand): nothing to write, nothing left to review.
        public let isCurrent: Bool
        /// The decoded actual image.
        public let image: RGBAImage
        /// The provenance recorded for it (toolchain: the bundle's).
        public let provenance: ReferenceProvenance
        /// The bundle's toolchain, kept in the folder's manifest.
        public let fingerprint: ToolchainFingerprint
        /// The folder nothing is written outside of (the spec's folder, or `--references`).
        public let root: String
    }

    /// What accepting a bundle would do: the references to write and the cases refused.
    public struct Plan: Sendable {
        /// The references to write, in the record's order.
        public let changes: [Change]
        /// `name: why`, one per refused case.
        public let refusals: [String]
        /// Every file and folder the plan was made from (the bundle, its record and actual images,
        /// the specs, the references and their folders' manifests), whether there or not: while
        /// none of them changes, neither does the plan (`navmock serve` keeps it so).
        public var inputs: [String] = []
    }

    /// Longest path text taken from a record.
    static let maxPathLength = 1024

    /// Checks the bundle and every case; writes nothing.
    /// - Parameters:
    ///   - bundle: the artifacts folder.
    ///   - workingDirectory: the folder the record's paths are relative to (the repository's root,
    ///     where `test` ran). Default: the current folder.
    /// - Throws: ``AcceptError`` when the folder or its record cannot be used at all.
    public static func plan(bundle: String, workingDirectory: String = ".") throws(AcceptError) -> Plan {
        var st = stat()
        guard lstat(bundle, &st) == 0 else { throw AcceptError(kind: .missingInput, description: "\(bundle): no such folder") }
        if st.st_mode & S_IFMT == S_IFLNK {
            throw AcceptError(kind: .invalidSpec, description: "\(bundle): is a symbolic link; an artifacts folder is only read as a real folder")
        }
        guard st.st_mode & S_IFMT == S_IFDIR else { throw AcceptError(kind: .invalidSpec, description: "\(bundle): not a folder") }
        let recordPath = (bundle as NSString).appendingPathComponent(ArtifactsRecord.fileName)
        let record = try readRecord(recordPath, bundle: bundle)
        var inputs = [bundle, recordPath]

        let fp = record.toolchain
        var refusals: [String] = []
        if !isFingerprintID(fp.id) { throw AcceptError(kind: .invalidSpec, description: "\(recordPath): the toolchain id \"\(fp.id.prefix(40))\" is not 16 hex digits") }
        let components = fp.libraries.count + fp.fonts.count + (fp.symbolTemplates?.count ?? 0)
        let texts = Array(fp.libraries.keys) + fp.libraries.values + fp.fonts.keys + fp.fonts.values
            + (fp.symbolTemplates.map { Array($0.keys) + $0.values } ?? [])
        if components > 10_000 || texts.contains(where: { $0.utf8.count > maxPathLength }) {
            throw AcceptError(kind: .invalidSpec, description: "\(recordPath): the toolchain record is larger than any navmock writes")
        }
        if let refs = record.referencesDirectory, !isSafeRelative(refs) {
            throw AcceptError(kind: .invalidSpec, description: "\(recordPath): referencesDirectory \"\(refs.prefix(80))\" must be a relative path that stays below \(workingDirectory)")
        }
        var extra: JSONNode? = nil
        if let v = record.vary {
            guard v.utf8.count <= 65536, let node = try? JSONParser.parse(Array(v.utf8)) else {
                throw AcceptError(kind: .invalidSpec, description: "\(recordPath): vary is not the JSON navmock writes")
            }
            extra = node
        }
        func inWD(_ p: String) -> String { workingDirectory == "." ? p : (workingDirectory as NSString).appendingPathComponent(p) }

        var changes: [Change] = []
        var renderer: Renderer? = nil   // made for the first case that gets that far
        var seen = Set<String>(), targets = Set<String>()
        var matrices: [String: VariantMatrix] = [:]
        for c in record.cases {
            let label = String(c.name.prefix(200))
            func refuse(_ why: String) { refusals.append("\(label): \(why)") }
            guard isSafeRelative(c.name), isSafeRelative(c.stem), isSafeRelative(c.spec), c.spec.hasSuffix(".json"),
                  !c.variant.contains("/"), c.variant.utf8.count <= 200, !c.variant.contains("\0") else {
                refuse("its name, spec or variant is not a relative path below the folder (no /…, no .., no links)"); continue
            }
            guard c.scale.isFinite, c.scale >= 0.5, c.scale <= 8 else { refuse("scale \(c.scale) is outside 0.5…8"); continue }
            let expectedName = c.stem + (c.variant.isEmpty ? "" : "-" + c.variant) + "@\(scaleName(c.scale))x"
            guard c.name == expectedName else { refuse("the name does not follow from its spec, variant and scale (\(expectedName))"); continue }
            guard seen.insert(c.name).inserted else { refuse("listed twice"); continue }

            // The actual image: inside the bundle, a regular file, bounded, the bytes recorded
            // (decoded below, once its header says it is the size the spec draws).
            let actualPath = (bundle as NSString).appendingPathComponent(c.name + ".actual.png")
            inputs.append(actualPath)
            let imageBytes: [UInt8]
            do throws(AcceptError) { imageBytes = try readImageBytes(actualPath, inside: bundle, sha256: c.actualSHA256) }
            catch { refuse(error.description); continue }

            // The spec on disk must still make the variant that was rendered.
            let specPath = inWD(c.spec)
            inputs.append(specPath)
            do throws(FileError) { try Confinement.check(specPath, inside: workingDirectory) }
            catch { refuse("\(c.spec): \(error.reason)"); continue }
            let m: VariantMatrix
            if let cached = matrices[specPath] { m = cached } else {
                do throws(SpecLoadError) { m = try SpecLoader.matrix(SpecLoader.bytes(SpecFile(path: specPath, relativeStem: c.stem)), extra: extra, read: .init()) }
                catch { refuse("the spec cannot be read here: \(error.message)"); continue }
                matrices[specPath] = m
            }
            var found: SpecVariant? = nil
            for i in 0..<min(m.count, 100_000) {
                guard let v = try? m.variant(at: i), v.name == c.variant else { continue }
                found = v; break
            }
            guard let variant = found else { refuse("\(c.spec) has no variant \"\(c.variant)\" now"); continue }
            let digest = Toolchain.sha256(Array(variant.canonicalJSON.utf8))
            guard digest == c.specSHA256 else {
                refuse("\(c.spec) changed since the run that made this image (its variant's SHA-256 is \(digest.prefix(12))…, the bundle's \(c.specSHA256.prefix(12))…); run the tests again")
                continue
            }

            // The image must be the size the variant draws at its scale (checked from the PNG's
            // header, before decoding: any other image, or one made to exhaust memory, is refused).
            let image: RGBAImage
            do throws(AcceptError) {
                image = try checkedImage(imageBytes, path: actualPath, variant: variant, baseDirectory: PathText.folder(specPath),
                                     scale: c.scale, renderer: &renderer)
            } catch { refuse(error.description); continue }

            // Where the reference goes: as --record failed chooses under the bundle's toolchain.
            let file = SpecFile(path: specPath, relativeStem: c.stem)
            let refs = record.referencesDirectory.map(inWD)
            let main = SnapshotSuite.referencePath(file, variant: c.variant, scale: c.scale, referencesDirectory: refs)
            let folder = PathText.folder(main)
            inputs += [main, folder, (folder as NSString).appendingPathComponent(ReferenceManifest.fileName)]
            let target = ReferenceStore.acceptedFile(mainPath: main, fingerprint: fp, manifest: ReferenceManifest.load(folder: folder))
            let root = refs ?? PathText.folder(folder)
            do throws(FileError) { try Confinement.check(target, inside: root) }
            catch { refuse(error.description); continue }
            guard targets.insert(target).inserted else { refuse("another case writes \(target) too"); continue }
            let provenance = ReferenceProvenance(spec: FileIO.relative(specPath, from: folder), variant: c.variant.isEmpty ? nil : c.variant,
                                                 scale: c.scale, specSHA256: c.specSHA256, toolchain: fp.id, vary: record.vary)
            let replaces = FileIO.exists(target)
            inputs.append(target)
            changes.append(Change(name: c.name, referencePath: target, replaces: replaces,
                                  isCurrent: replaces && referenceHolds(image, at: target), image: image,
                                  provenance: provenance, fingerprint: fp, root: root))
        }
        return Plan(changes: changes, refusals: refusals, inputs: inputs)
    }

    /// Writes one reference atomically, then at once its manifest entry (the bundle's toolchain).
    /// - Throws: ``FileError`` when either cannot be written (never through a link).
    public static func apply(_ change: Change) throws(FileError) {
        let folder = PathText.folder(change.referencePath)
        try FileIO.writePNG(change.image, to: change.referencePath, inside: change.root)
        try ReferenceManifest.update(folder: folder, root: change.root) { m in
            m.record(PathText.lastComponent(change.referencePath), change.provenance, fingerprint: change.fingerprint)
        }
    }

    /// A decoding path written as a JSON path (`cases[2].spec`).
    static func codingPath(_ keys: [any CodingKey]) -> String {
        var out = ""
        for k in keys {
            if let i = k.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + k.stringValue }
        }
        return out.isEmpty ? "(the top level)" : out
    }

    static func readRecord(_ path: String, bundle: String) throws(AcceptError) -> ArtifactsRecord {
        do throws(FileError) { try Confinement.check(path, inside: bundle) }
        catch { throw AcceptError(kind: .invalidSpec, description: error.description) }
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(path, limit: ArtifactsRecord.maxBytes) }
        catch {
            if case .missing = error {
                throw AcceptError(kind: .missingInput, description: "\(path): no such file; it is written by navmock test when a case fails (this navmock or later)")
            }
            throw AcceptError(kind: .invalidSpec, description: "\(path): \(error)")
        }
        // Its syntax first, with the project's parser: a broken file is reported at its line and
        // column (`FILE:LINE:COLUMN: path: message`), then the shape, at the field that is wrong.
        do throws(JSONParseError) { _ = try JSONParser.parse(bytes) }
        catch {
            let at = error.location.map { ":\($0.line):\($0.column)" } ?? ""
            let field = error.path.components.isEmpty ? "" : "\(error.path): "
            throw AcceptError(kind: .invalidSpec, description: "\(path)\(at): \(field)\(error.description); not a record navmock test writes")
        }
        let record: ArtifactsRecord
        do { record = try JSONDecoder().decode(ArtifactsRecord.self, from: Data(bytes)) }
        catch {
            var field = ""
            if let e = error as? DecodingError {
                switch e {
                case .keyNotFound(let k, let c): field = Self.codingPath(c.codingPath + [k]) + ": missing; "
                case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): field = Self.codingPath(c.codingPath) + ": wrong type or value; "
                @unknown default: break
                }
            }
            throw AcceptError(kind: .invalidSpec, description: "\(path): \(field)not a record navmock test writes")
        }
        guard record.version == 1 else { throw AcceptError(kind: .invalidSpec, description: "\(path): version \(record.version) is not one this navmock reads (1)") }
        guard record.cases.count <= ArtifactsRecord.maxCases else {
            throw AcceptError(kind: .invalidSpec, description: "\(path): \(record.cases.count) cases, over the limit of \(ArtifactsRecord.maxCases)")
        }
        return record
    }

    /// Whether the reference file at `path` decodes to `image`'s pixels (its header is read first:
    /// a file of another size is not decoded).
    static func referenceHolds(_ image: RGBAImage, at path: String) -> Bool {
        guard let bytes = try? BoundedFile.read(path, limit: RenderLimits.maxComparedPNGBytes),
              let size = PNGCodec.dimensions(bytes), size == (image.width, image.height),
              let current = try? PNGCodec.decode(bytes) else { return false }
        return current.pixels == image.pixels
    }

    /// `bytes` decoded, when its header gives the pixel size that `variant` (whose relative paths
    /// resolve against `baseDirectory`) draws at `scale`; laid out with `renderer`'s fonts and
    /// image sizes (made on first use).
    /// - Throws: ``AcceptError`` (`.invalidSpec`) for another size, a header that is not a PNG's,
    ///   a variant that cannot be laid out, or bytes libpng cannot read.
    static func checkedImage(_ bytes: [UInt8], path: String, variant: SpecVariant, baseDirectory: String, scale: Double,
                             renderer: inout Renderer?) throws(AcceptError) -> RGBAImage {
        guard let size = PNGCodec.dimensions(bytes) else { throw AcceptError(kind: .invalidSpec, description: "\(path): not a PNG") }
        if renderer == nil {
            do { renderer = try Renderer() }
            catch { throw AcceptError(kind: .invalidSpec, description: "\(path): cannot lay out its spec to check the image's size (\(error))") }
        }
        let expected: (width: Int, height: Int)
        do {
            let r = renderer!
            let prepared = try PreparedSpec.prepare(variant.spec, measuring: r.textMeasurer,
                                                    imageSizes: r.imageSizes(baseDirectory: baseDirectory.isEmpty ? "." : baseDirectory))
            expected = try Renderer.pixelSize(of: prepared.scene, scale: scale)
        } catch {
            throw AcceptError(kind: .invalidSpec, description: "\(path): its spec cannot be drawn here (\(error))")
        }
        guard size == expected else {
            throw AcceptError(kind: .invalidSpec, description: "\(path): the image is \(size.width) × \(size.height) pixels, but its spec draws \(expected.width) × \(expected.height) at @\(scaleName(scale))x; it is not the image navmock test made for this case")
        }
        do { return try PNGCodec.decode(bytes) }
        catch { throw AcceptError(kind: .invalidSpec, description: "\(path): not a readable PNG (\(error))") }
    }

    /// The bytes of a bundle image: inside the bundle, a regular file, at most
    /// ``RenderLimits/maxComparedPNGBytes``, with the SHA-256 the record gives.
    static func readImageBytes(_ path: String, inside bundle: String, sha256: String) throws(AcceptError) -> [UInt8] {
        do throws(FileError) { try Confinement.check(path, inside: bundle) }
        catch { throw AcceptError(kind: .invalidSpec, description: error.description) }
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(path, limit: RenderLimits.maxComparedPNGBytes) }
        catch { throw AcceptError(kind: .invalidSpec, description: "\(path): \(error)") }
        guard Toolchain.sha256(bytes) == sha256 else {
            throw AcceptError(kind: .invalidSpec, description: "\(path): its SHA-256 is not the one the record gives (the file was changed after the run)")
        }
        return bytes
    }

    /// 16 lower-case hex digits (a ``ToolchainFingerprint/id``): it becomes part of a file name.
    static func isFingerprintID(_ s: String) -> Bool {
        s.utf8.count == 16 && s.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// A relative path whose parts are all names: no leading `/`, no `.` or `..` part, no empty
    /// part, no NUL or backslash, at most ``maxPathLength`` bytes.
    static func isSafeRelative(_ p: String) -> Bool {
        guard !p.isEmpty, p.utf8.count <= maxPathLength, !p.hasPrefix("/"), !p.contains("\0"), !p.contains("\\") else { return false }
        return p.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != "" && $0 != "." && $0 != ".." }
    }
}
