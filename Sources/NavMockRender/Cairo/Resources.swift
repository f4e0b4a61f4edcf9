import CCairo
import CNavMockPNG
import Foundation
import NavMockCore

// The resource stage: every symbol and file a scene draws is resolved (symbol name → the icon
// theme's SVG, spec paths → files inside the allowed folders) and decoded (SVG with librsvg, PNG
// with libpng) before anything is drawn or printed. `render`, `layout` and `check` all run it, so a
// missing or unreadable file fails each of them with the same message and exit code.

/// What the resource stage found for a scene: each image it draws and where it comes from.
public struct ResolvedResources: Sendable, Hashable {
    /// A symbol or SVG file and the file it resolved to.
    public struct Icon: Sendable, Hashable {
        /// The image as the spec names it.
        public var image: ImageReference
        /// The resolved path (the theme's SVG for a symbol; the real path inside the allowed folders;
        /// `placeholder:NAME` for a placeholder, which is drawn from memory).
        public var path: String
    }
    /// A PNG image: the file's size and the size it was decoded at.
    public struct Image: Sendable, Hashable {
        /// The file as the spec names it.
        public var file: FileReference
        /// The image's size in the file, pixels.
        public var width: Int, height: Int
        /// The size it was decoded at, pixels: the file's size, or that divided (rounded down) by
        /// a whole factor of 2 or more when the output needs fewer than half its pixels a side
        /// (see ``Renderer/resolveResources(_:baseDirectory:scales:)``).
        public var decodedWidth: Int, decodedHeight: Int
    }
    /// Each symbol and SVG file drawn, in drawing order, once each.
    public var icons: [Icon] = []
    /// Each PNG image drawn, in drawing order, once each.
    public var images: [Image] = []
}

extension Renderer {
    /// Resolves and decodes every symbol, icon file and image `scene` draws, in drawing order
    /// (backdrop, then items, masked groups included), the way drawing does, and keeps the decoded
    /// images for drawing this scene: each PNG is decoded once per spec, not once per output.
    ///
    /// A PNG is decoded at the size the largest of `scales` needs (and the scene's own scale, for
    /// SVG and PDF; 2 px/pt for the backdrop under frosted glass): when every place it is drawn
    /// needs fewer than half its pixels a side, it is decoded reduced by the largest whole factor
    /// that still leaves at least the pixels needed (a mean of each factor × factor block), so an
    /// 8192 × 8192 photo behind a 1920 × 1080 canvas takes 16 MB, not 256 MB. Images drawn at half
    /// their size or more are decoded whole (Cairo filters them as before).
    /// Images decoded for an earlier spec are released first.
    /// - Parameters:
    ///   - scales: the pixels per point of the PNGs that will be rendered; empty for the scene's own.
    /// - Throws: the first ``RenderError`` drawing would meet: ``RenderError/missingFile(_:resolvedPath:reason:)``
    ///   (no such file), ``RenderError/pathNotAllowed(_:reason:)`` (outside the spec's folder),
    ///   ``RenderError/unreadableFile(_:resolvedPath:reason:)`` (not a valid SVG or PNG, too large),
    ///   ``RenderError/iconThemeMissing(directory:)``, ``RenderError/backend(_:)`` (a symbol's file
    ///   missing from the theme).
    public func resolveResources(_ scene: Scene, baseDirectory: String, scales: [Double] = []) throws(RenderError) -> ResolvedResources {
        images.removeAll()
        var out = ResolvedResources()
        var seenIcons = Set<ImageReference>()
        var imageOrder: [FileReference] = [], draws: [FileReference: [ImageCache.Draw]] = [:]
        let densities = Array(Set(scales + [scene.scale]))
        let hasGlass = (scene.backdrop + scene.items).contains { if case .glass = $0 { true } else { false } }
        func visit(_ items: [SceneItem], backdrop: Bool) throws(RenderError) {
            for item in items {
                switch item {
                case .icon(let image, _, _, _):
                    guard seenIcons.insert(image).inserted else { continue }
                    _ = try icons.handle(for: image, baseDirectory: baseDirectory)
                    let path: String
                    switch image {
                    case .symbol(let n): path = try icons.symbolPath(n)
                    case .file(let f): path = try icons.resolve(f, baseDirectory: baseDirectory)
                    case .placeholder(let n): path = "placeholder:" + n
                    }
                    out.icons.append(.init(image: image, path: path))
                case .image(let ref, let frame):
                    if draws[ref] == nil { imageOrder.append(ref) }
                    draws[ref, default: []] += densities.map { ImageCache.Draw(frame: frame, scale: $0) }
                    if backdrop && hasGlass { draws[ref, default: []].append(ImageCache.Draw(frame: frame, scale: Self.liquidGlassDensity)) }
                case .masked(let children, _):
                    try visit(children, backdrop: backdrop)
                default:
                    continue
                }
            }
        }
        try visit(scene.backdrop, backdrop: true)
        try visit(scene.items, backdrop: false)
        for ref in imageOrder {
            let e = try cachedImage(ref, base: baseDirectory, draws: draws[ref] ?? [])
            out.images.append(.init(file: ref, width: e.width, height: e.height, decodedWidth: e.decodedWidth, decodedHeight: e.decodedHeight))
        }
        return out
    }

    /// How many PNG files this renderer has decoded (for tests and benchmarks: one per image per
    /// spec when ``resolveResources(_:baseDirectory:scales:)`` ran first).
    public var imageDecodeCount: Int { images.decodes }

    /// The decoded image of `ref` from the cache when it was decoded from the same file with
    /// enough pixels for `draws`, else decoded now (reduced as far as `draws` allow) and cached.
    func cachedImage(_ ref: FileReference, base: String, draws: [ImageCache.Draw]) throws(RenderError) -> ImageCache.Entry {
        let path = try icons.resolve(ref, baseDirectory: base)
        let identity = ImageCache.FileIdentity(path: path)
        if let e = images.entry(path, identity: identity),
           e.factor <= ImageCache.reduction(width: e.width, height: e.height, draws: draws) {
            return e
        }
        var width = 0, height = 0, factor = 1
        let (surface, dw, dh) = try imageSurface(ref, base: base) { w, h in
            width = w; height = h
            factor = ImageCache.reduction(width: w, height: h, draws: draws)
            return factor
        }
        let e = ImageCache.Entry(surface: surface, width: width, height: height, decodedWidth: Int(dw), decodedHeight: Int(dh),
                                 factor: factor, identity: identity)
        images.insert(e, for: path)
        return e
    }

    /// Decodes PNG `data` reduced by `factor` (≥ 2) to premultiplied ARGB32 (libpng, a row at a
    /// time); sets `width` and `height` to the reduced size. The caller frees the pixels with
    /// `navmock_png_free`.
    static func decodeReduced(_ data: Data, factor: Int, ref: FileReference, path: String,
                              width: inout Int32, height: inout Int32) throws(RenderError) -> UnsafeMutablePointer<UInt8> {
        var out: UnsafeMutablePointer<UInt32>?
        var err = [CChar](repeating: 0, count: 256)
        let max = RenderLimits.maxImageSide * RenderLimits.maxImageSide
        let rc = data.withUnsafeBytes { buf in
            navmock_png_decode_argb32_reduced(buf.baseAddress?.assumingMemoryBound(to: UInt8.self), buf.count, max, Int32(factor),
                                              &out, &width, &height, &err, err.count)
        }
        guard rc == 0, let out else { throw .unreadableFile(ref, resolvedPath: path, reason: "not a PNG image (" + String(cString: err) + ")") }
        return UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt8.self)
    }
}

/// The decoded PNG images a ``Renderer`` keeps as Cairo surfaces, by resolved path, so that the
/// outputs of one spec (every scale, SVG, PDF, the backdrop under each glass shape) share one
/// decode. An entry is reused only while the file is unchanged (device, inode, size, modification
/// time) and has enough pixels for the draw. At most ``maxBytes`` of pixels are kept; the resource
/// stage empties it for each spec.
final class ImageCache {
    /// One place an image is drawn: the frame it fills (points) at `scale` pixels per point.
    struct Draw {
        var frame: Rect
        var scale: Double
    }
    /// What identifies the file an entry was decoded from.
    struct FileIdentity: Equatable {
        var device: UInt64 = 0, inode: UInt64 = 0, size: Int64 = 0, seconds: Int = 0, nanoseconds: Int = 0
        init?(path: String) {
            var st = stat()
            guard stat(path, &st) == 0 else { return nil }
            device = UInt64(st.st_dev); inode = UInt64(st.st_ino); size = Int64(st.st_size)
            seconds = Int(st.st_mtim.tv_sec); nanoseconds = Int(st.st_mtim.tv_nsec)
        }
    }
    /// A decoded image: its Cairo surface (owned by the cache), the file's size and the decoded
    /// size in pixels, and the whole factor it was reduced by (1: not reduced).
    struct Entry {
        let surface: OpaquePointer
        let width: Int, height: Int
        let decodedWidth: Int, decodedHeight: Int
        let factor: Int
        let identity: FileIdentity?
    }

    /// The most pixel bytes kept (512 MiB); a decode that would pass it empties the cache first.
    static let maxBytes = 512 << 20
    /// The largest reduction (an image drawn at under 1/1024 of its size is decoded at that).
    static let maxFactor = 1024

    private var entries: [String: Entry] = [:]
    private var bytes = 0
    /// How many images were put in (decodes).
    private(set) var decodes = 0

    deinit { removeAll() }

    /// The entry for `path` if it was decoded from the file `identity` describes.
    func entry(_ path: String, identity: ImageCache.FileIdentity?) -> Entry? {
        guard let e = entries[path], let identity, e.identity == identity else { return nil }
        return e
    }

    /// Keeps `entry` (taking over its surface) for `path`, replacing an earlier one.
    func insert(_ entry: Entry, for path: String) {
        decodes += 1
        if let old = entries.removeValue(forKey: path) {
            bytes -= old.decodedWidth * old.decodedHeight * 4
            cairo_surface_destroy(old.surface)
        }
        let size = entry.decodedWidth * entry.decodedHeight * 4
        if bytes + size > Self.maxBytes { removeAll() }
        entries[path] = entry
        bytes += size
    }

    /// Releases every surface (a surface still used by a Cairo recording lives until that ends).
    func removeAll() {
        for e in entries.values { cairo_surface_destroy(e.surface) }
        entries = [:]
        bytes = 0
    }

    /// The whole factor an image of `width × height` pixels can be decoded reduced by for every
    /// one of `draws` (each fills its frame, cropping, as ``SceneItem/image(_:frame:)`` does):
    /// 1 while some draw needs half its pixels a side or more; else the largest factor that
    /// leaves at least the pixels the most demanding draw needs, at most ``maxFactor`` and the
    /// image's shorter side.
    static func reduction(width: Int, height: Int, draws: [Draw]) -> Int {
        guard width > 0, height > 0, !draws.isEmpty else { return 1 }
        // Output pixels per image pixel, for the most demanding draw.
        var need = 0.0
        for d in draws {
            let s = Swift.max(d.frame.width / Double(width), d.frame.height / Double(height)) * d.scale
            guard s.isFinite else { return 1 }
            need = Swift.max(need, s)
        }
        guard need < 0.5 else { return 1 }
        let factor = need > 0 ? (1 / need).rounded(.down) : Double(maxFactor)
        let k = Int(Swift.min(factor, Double(maxFactor), Double(Swift.min(width, height))))
        return k >= 2 ? k : 1
    }
}
