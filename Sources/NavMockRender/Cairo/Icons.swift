import CCairo
import CNavMockRsvg
import Foundation
import NavMockCore
import Synchronization

/// Loads SVG icons with librsvg, from the places NavMock may read: the icon theme
/// (bootstrap-icons), the spec's folder and below, and folders given with `--icons`.
///
/// Handles may be loaded on any thread (the icon masks' thread loads them ahead, issue 20); the
/// table of loaded handles is behind a `Mutex`. A handle itself is used by one thread at a time
/// (``IconMaskCache/settle()`` before the renderer's thread draws with one).
final class IconStore {
    /// The bootstrap-icons folder (Debian's `bootstrap-icons`), or `NAVMOCK_ICONS_DIR`.
    let themeDirectory: String
    /// Folders besides the spec's own from which icon files may be read.
    let allowedDirectories: [String]
    /// Resolved path (and variant) → RsvgHandle*, as the pointer's bits (a `Mutex` hands out only
    /// `Sendable` values); each handle is released with the store.
    private let handles = Mutex<[String: UInt]>([:])

    /// The user's SF Symbols templates (SymbolTemplates.swift), drawn instead of the stand-ins.
    let symbolTemplates: SymbolTemplateFolder?

    init(themeDirectory: String, phosphorDirectory: String, allowedDirectories: [String], symbolTemplates: SymbolTemplateFolder? = nil) {
        self.symbolTemplates = symbolTemplates
        self.themeDirectory = themeDirectory
        self.phosphorDirectory = phosphorDirectory
        self.allowedDirectories = allowedDirectories.map { Self.realPath($0) ?? $0 }
    }

    deinit { handles.withLock { for h in $0.values { g_object_unref(UnsafeMutableRawPointer(bitPattern: h)) } } }

    static func realPath(_ p: String) -> String? {
        guard let r = realpath(p, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// Resolves a spec file reference against `baseDirectory`, refusing paths outside the allowed folders.
    func resolve(_ ref: FileReference, baseDirectory: String) throws(RenderError) -> String {
        // Absolute paths first, so that ".." is resolved the same way for relative spec paths.
        let cwd = FileManager.default.currentDirectoryPath
        let absBase = baseDirectory.hasPrefix("/") ? baseDirectory : (cwd as NSString).appendingPathComponent(baseDirectory)
        let raw = ref.path.hasPrefix("/") ? ref.path : (absBase as NSString).appendingPathComponent(ref.path)
        let standardized = (raw as NSString).standardizingPath
        let base = (absBase as NSString).standardizingPath
        let roots = [base, Self.realPath(absBase) ?? base] + allowedDirectories.map { ($0 as NSString).standardizingPath }
        func inside(_ p: String) -> Bool {
            roots.contains { p == $0 || p.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        let outside = RenderError.pathNotAllowed(ref, reason: "\"\(ref.path)\" is outside the spec's folder; icons and images are read only from the spec's folder and below, or from folders given with --icons")
        // Where the path points, before looking at the file: ".." may not climb out.
        guard inside(standardized) else { throw outside }
        guard let real = Self.realPath(standardized) else {
            throw .missingFile(ref, resolvedPath: standardized, reason: "no such file")
        }
        // Nor may a symbolic link lead out.
        guard inside(real) else { throw outside }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDir), !isDir.boolValue else {
            throw .missingFile(ref, resolvedPath: real, reason: "not a regular file")
        }
        guard FileManager.default.isReadableFile(atPath: real) else {
            throw .missingFile(ref, resolvedPath: real, reason: "permission denied")
        }
        return real
    }

    /// The folder of the second icon set (Phosphor), from the renderer's options.
    let phosphorDirectory: String

    /// The path of a symbol's SVG in the icon set its row names (``SymbolTable/resolve(_:)``), or
    /// the key of the user's template for it (``templateKey(for:)``) when there is one.
    func symbolPath(_ name: String) throws(RenderError) -> String {
        if let t = templateKey(for: name) { return t }
        guard let alias = SymbolTable.alias(for: name) else { throw .backend("unknown symbol \(name)") }
        let directory = alias.source == .bootstrap ? themeDirectory : phosphorDirectory
        let p = directory + "/" + alias.source.relativePath(of: alias.file)
        guard FileManager.default.isReadableFile(atPath: p) else {
            if !FileManager.default.fileExists(atPath: directory) { throw .iconThemeMissing(directory: directory) }
            throw .backend("icon \(p) for symbol \(name) is missing from the icon set")
        }
        return p
    }

    /// A loaded librsvg handle for the image. Cached per path.
    /// `variant` keeps a separate handle per drawing style (librsvg keeps properties a previous
    /// stylesheet set, such as the stroke of emboldened icons, when a later one omits them).
    func handle(for image: ImageReference, baseDirectory: String, variant: String = "") throws(RenderError) -> UnsafeMutablePointer<RsvgHandle> {
        try handle(for: image, at: path(for: image, baseDirectory: baseDirectory), variant: variant)
    }

    /// Where `image`'s SVG is: the file a spec names (resolved and checked: ``resolve(_:baseDirectory:)``),
    /// a symbol's file in its icon set (``symbolPath(_:)``), or for a placeholder a key no file path
    /// can have (it is drawn from memory). Reads no file.
    func path(for image: ImageReference, baseDirectory: String) throws(RenderError) -> String {
        switch image {
        case .symbol(let n): return try symbolPath(n)
        case .file(let f): return try resolve(f, baseDirectory: baseDirectory)
        case .placeholder(let n): return "\u{0}placeholder\u{0}" + n
        }
    }

    /// An icon's SVG as librsvg is given it (read, checked and, for Phosphor, its view box
    /// narrowed), with the SHA-256 of those bytes: what an icon mask in the ``IconMaskStore`` is
    /// keyed by, so a changed file never finds an old mask.
    struct Source: Sendable {
        /// The SVG bytes.
        let data: Data
        /// Their SHA-256, lowercase hex.
        let digest: String
        /// Whether librsvg draws these bytes alike in every process of one build and set of
        /// libraries, so that their masks may be kept on disk (``IconMaskStore``):
        /// ``isStorable(_:)``.
        let storable: Bool
    }

    /// Resolved path → its ``Source``, read once per store (until ``forgetChangedFiles()``).
    private let sources = Mutex<[String: Source]>([:])
    /// Resolved path → the identity (device, inode, size, modification time) of the file its
    /// ``Source`` was read from.
    private let identities = Mutex<[String: ImageCache.FileIdentity]>([:])

    /// Drops the sources and librsvg handles of icon files that changed (or went) since they were
    /// read, so that a long-running process (`navmock watch`, `serve`) draws the new ones. Call it
    /// on the renderer's thread between renders (no mask being made ahead). Returns the paths dropped.
    @discardableResult
    func forgetChangedFiles() -> [String] {
        let changed = identities.withLock { ids -> [String] in
            let gone = ids.filter { ImageCache.FileIdentity(path: $0.key) != $0.value }.map(\.key)
            for p in gone { ids[p] = nil }
            return gone
        }
        guard !changed.isEmpty else { return [] }
        sources.withLock { for p in changed { $0[p] = nil } }
        handles.withLock { hs in
            for key in hs.keys where changed.contains(where: { key.hasPrefix($0) }) {
                if let h = hs.removeValue(forKey: key) { g_object_unref(UnsafeMutableRawPointer(bitPattern: h)) }
            }
        }
        return changed
    }
    /// How many librsvg handles this store has made (for tests: none when every mask came from
    /// the ``IconMaskStore``).
    private let handlesMade = Mutex(0)
    /// How many librsvg handles this store has made.
    var handleCount: Int { handlesMade.withLock { $0 } }

    /// The ``Source`` of an image whose ``path(for:baseDirectory:)`` is `path`: the file read and
    /// checked against the size limit (or a placeholder's SVG made), once. No librsvg, no XML:
    /// ``IconCheck`` runs in ``handle(for:at:variant:)``, the one way icon bytes reach librsvg, so
    /// that a render whose masks all come from the ``IconMaskStore`` loads neither library.
    /// Callable from any thread.
    /// - Throws: ``RenderError/unreadableFile(_:resolvedPath:reason:)`` (cannot be read, too large),
    ///   or ``RenderError/backend(_:)`` for a symbol's file.
    func source(for image: ImageReference, at path: String) throws(RenderError) -> Source {
        if let s = sources.withLock({ $0[path] }) { return s }
        if let t = try templateSource(for: image, at: path) { return sources.withLock { table in if let first = table[path] { return first }; table[path] = t; return t } }
        let ref = Self.fileReference(image)
        var data: Data
        if case .placeholder(let n) = image {
            data = Data(SymbolPlaceholderMetrics.svg(for: n).utf8)
        } else {
            // Opened without blocking, checked with fstat (a regular file within the icon limit)
            // and read at most one byte past the limit.
            do throws(BoundedFile.Failure) { data = Data(try BoundedFile.read(path, limit: RenderLimits.maxIconBytes)) }
            catch {
                switch error {
                case .tooLarge(let size, let limit):
                    throw Self.failure(ref, path, "the file is \(size) bytes, over the icon limit of \(limit) bytes")
                case .notRegular: throw Self.failure(ref, path, error.description)
                default: throw Self.failure(ref, path, "cannot read the file")
                }
            }
        }
        if ref == nil, path.hasPrefix(phosphorDirectory + "/") { data = Self.tightenPhosphorViewBox(data) }
        let bytes = [UInt8](data)
        let source = Source(data: data, digest: Toolchain.sha256(bytes), storable: Self.isStorable(bytes))
        if case .placeholder = image {} else if let id = ImageCache.FileIdentity(path: path) { identities.withLock { $0[path] = id } }
        return sources.withLock { table in
            if let first = table[path] { return first }
            table[path] = source
            return source
        }
    }

    /// Whether librsvg draws `svg` alike in every process (a conservative test on the bytes, no
    /// parsing): not when it is gzip-compressed (SVGZ) or holds a NUL byte (UTF-16 or UTF-32
    /// text), whose content this test cannot see; not when it has a `text` element (drawn with
    /// the process's fontconfig fonts: NavMock's, the user's first) or a `systemLanguage` test
    /// (decided by the process's locale variables). Everything else librsvg reads from the bytes
    /// alone: a document made from memory has no base file, so no reference resolves.
    static func isStorable(_ svg: [UInt8]) -> Bool {
        if svg.count >= 2, svg[0] == 0x1F, svg[1] == 0x8B { return false }
        if svg.contains(0) { return false }
        return !containsTextElement(svg) && offsets(of: "systemLanguage", in: svg).isEmpty
    }

    /// Whether `svg` has an element named `text` (`<text`, or `<svg:text` and the like, followed
    /// by white space, `>` or `/`); a conservative test on the bytes, no parsing.
    static func containsTextElement(_ svg: [UInt8]) -> Bool {
        let end: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: ">"), UInt8(ascii: "/"), 0x0A, 0x09, 0x0D]
        let notInName: Set<UInt8> = [UInt8(ascii: ":"), UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: "<")]
        return offsets(of: "text", in: svg).contains { i in
            guard i + 4 < svg.count, end.contains(svg[i + 4]), i > 0 else { return false }
            if svg[i - 1] == UInt8(ascii: "<") { return true }
            // A prefix: `<`, up to 64 name bytes, `:`.
            guard svg[i - 1] == UInt8(ascii: ":") else { return false }
            var k = i - 2
            while k >= 0, i - 2 - k < 64, !notInName.contains(svg[k]) { k -= 1 }
            return k >= 0 && svg[k] == UInt8(ascii: "<")
        }
    }

    /// Where `needle` starts in `bytes`, in order.
    private static func offsets(of needle: String, in bytes: [UInt8]) -> [Int] {
        let n = Array(needle.utf8)
        guard !n.isEmpty, bytes.count >= n.count else { return [] }
        return (0...(bytes.count - n.count)).filter { bytes[$0] == n[0] && bytes[$0..<($0 + n.count)].elementsEqual(n) }
    }

    /// The spec's file reference behind `image`, if it names a file.
    private static func fileReference(_ image: ImageReference) -> FileReference? {
        if case .file(let f) = image { return f }
        return nil
    }

    /// The error for an icon that cannot be used, naming the spec's reference when there is one.
    private static func failure(_ ref: FileReference?, _ path: String, _ reason: String) -> RenderError {
        if let ref { return .unreadableFile(ref, resolvedPath: path, reason: reason) }
        return .backend("icon \(path): \(reason)")
    }

    /// The error for an icon ``IconCheck`` refuses: not well-formed XML is an unusable file (exit
    /// 66, as librsvg's own refusal was); well-formed but outside the allow-list or a bound, a
    /// refused icon (exit 65). For a symbol's file (no spec reference), a backend error.
    private static func refusal(_ ref: FileReference?, _ path: String, _ error: IconCheck.Refusal) -> RenderError {
        guard let ref else { return .backend("icon \(path) is refused: \(error.description)") }
        if error.malformed { return .unreadableFile(ref, resolvedPath: path, reason: error.description) }
        return .iconTooComplex(ref, resolvedPath: path, reason: error.description)
    }

    /// ``handle(for:baseDirectory:variant:)`` for an image whose ``path(for:baseDirectory:)`` is
    /// `path`: the cached handle, or the image's ``Source`` parsed by librsvg (loaded now if this
    /// is the process's first). Callable from any thread; two threads loading one icon at once keep
    /// the first handle stored.
    /// - Throws: as ``source(for:at:)``; ``RenderError/iconTooComplex(_:resolvedPath:reason:)``
    ///   or ``RenderError/unreadableFile(_:resolvedPath:reason:)`` when ``IconCheck`` refuses the
    ///   bytes; ``RenderError/backend(_:)`` when librsvg cannot be loaded;
    ///   ``RenderError/unreadableFile(_:resolvedPath:reason:)`` when it does not read the SVG or the
    ///   view box is empty or absurd.
    func handle(for image: ImageReference, at path: String, variant: String = "") throws(RenderError) -> UnsafeMutablePointer<RsvgHandle> {
        let key = path + variant
        if let h = handles.withLock({ $0[key] }) { return UnsafeMutablePointer(bitPattern: h)! }
        let data = try source(for: image, at: path).data
        let ref = Self.fileReference(image)
        // The one check before librsvg sees an icon's bytes (IconCheck: libxml2, an allow-list,
        // bounds); a placeholder's SVG is NavMock's own.
        if case .placeholder = image {} else {
            do throws(IconCheck.Refusal) { _ = try IconCheck.check([UInt8](data)) }
            catch { throw Self.refusal(ref, path, error) }
        }
        if let why = navmock_rsvg_load() { throw .backend(String(cString: why)) }
        var gerr: UnsafeMutablePointer<GError>?
        // No base file: references to other files or the network cannot resolve; librsvg's
        // own limits stay on (no RSVG_HANDLE_FLAG_UNLIMITED).
        let h: UnsafeMutablePointer<RsvgHandle>? = data.withUnsafeBytes { buf in
            guard let base = buf.baseAddress else { return nil }
            return rsvg_handle_new_from_data(base.assumingMemoryBound(to: UInt8.self), gsize(buf.count), &gerr)
        }
        guard let h else {
            var msg = "not a valid SVG"
            if let e = gerr { if let m = e.pointee.message {
                // librsvg's message, on one line, short, without control characters.
                let line = String(cString: m).unicodeScalars.map { $0.properties.generalCategory == .control ? " " : String($0) }.joined()
                msg += " (" + String(line.trimmingCharacters(in: .whitespaces).prefix(160)) + ")"
            }; g_error_free(e) }
            throw Self.failure(ref, path, msg)
        }
        handlesMade.withLock { $0 += 1 }
        var hasW: gboolean = 0, hasH: gboolean = 0, hasVB: gboolean = 0
        var w = RsvgLength(), hh = RsvgLength(), vb = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(h, &hasW, &w, &hasH, &hh, &hasVB, &vb)
        if hasVB != 0 && (vb.width <= 0 || vb.height <= 0 || vb.width > 1e6 || vb.height > 1e6) {
            g_object_unref(UnsafeMutableRawPointer(h))
            throw Self.failure(ref, path, "its viewBox (\(vb.width) × \(vb.height)) is empty or absurd")
        }
        let bits = UInt(bitPattern: h)
        let kept = handles.withLock { hs -> UInt in
            if let first = hs[key] { return first }
            hs[key] = bits
            return bits
        }
        if kept != bits { g_object_unref(UnsafeMutableRawPointer(h)) }
        return UnsafeMutablePointer(bitPattern: kept)!
    }

    /// Resolved path → the icon's tree as ``IconCheck/parse(_:)`` read it, parsed once per store.
    private let trees = Mutex<[String: IconElement]>([:])

    /// The tree of an image whose ``path(for:baseDirectory:)`` is `path`, as ``IconCheck`` read
    /// and checked its ``Source`` (the same bytes librsvg is given): what NavMock's SVG writer
    /// draws the icon's shapes from. A placeholder's SVG (NavMock's own) is read the same way.
    /// - Throws: as ``source(for:at:)``; as ``handle(for:at:variant:)`` when ``IconCheck`` refuses the bytes.
    func tree(for image: ImageReference, at path: String) throws(RenderError) -> IconElement {
        if let t = trees.withLock({ $0[path] }) { return t }
        let data = try source(for: image, at: path).data
        let tree: IconElement
        do throws(IconCheck.Refusal) { tree = try IconCheck.parse([UInt8](data)) }
        catch { throw Self.refusal(Self.fileReference(image), path, error) }
        return trees.withLock { table in
            if let first = table[path] { return first }
            table[path] = tree
            return tree
        }
    }

    /// Phosphor draws its glyphs inside 24…232 of a 256-unit box, bootstrap-icons nearly edge to
    /// edge of 16 units: Phosphor's box is narrowed to 16…240 (in memory only) so that glyphs of
    /// both sets fill an icon frame alike (about 93 % of it).
    static func tightenPhosphorViewBox(_ data: Data) -> Data {
        guard let text = String(data: data, encoding: .utf8), text.contains("viewBox=\"0 0 256 256\"") else { return data }
        return Data(text.replacingOccurrences(of: "viewBox=\"0 0 256 256\"", with: "viewBox=\"16 16 224 224\"").utf8)
    }
}
