import CCairo
import CNavMockPNG
import Foundation
import NavMockCore

// The resource stage: every symbol and file a scene draws is resolved (symbol name → the icon
// theme's SVG, spec paths → files inside the allowed folders) and decoded (SVG with librsvg, PNG
// with libpng) before anything is drawn or printed, in one walk whose result, a ``ResolvedScene``
// keyed by element identity, is what every later drawing of the scene uses. `render`, `layout`
// and `check` all run it, so a missing or unreadable file fails each of them with the same message
// and exit code.

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
        /// (see ``Renderer/resolveResources(_:baseDirectory:scales:includingSceneScale:)``).
        public var decodedWidth: Int, decodedHeight: Int
    }
    /// Each symbol and SVG file drawn, in drawing order, once each.
    public var icons: [Icon] = []
    /// Each PNG image drawn, in drawing order, once each.
    public var images: [Image] = []
}

extension Renderer {
    /// ``resolve(_:baseDirectory:scales:includingSceneScale:)``, reporting only what it found.
    /// - Throws: as ``resolve(_:baseDirectory:scales:includingSceneScale:)``.
    public func resolveResources(_ scene: Scene, baseDirectory: String, scales: [Double] = [],
                                 includingSceneScale: Bool = true) throws(RenderError) -> ResolvedResources {
        try resolve(scene, baseDirectory: baseDirectory, scales: scales, includingSceneScale: includingSceneScale).resources
    }

    /// The resource stage: resolves and decodes every symbol, icon file and image `scene` draws,
    /// in one walk in drawing order (backdrop, then items, masked groups included), the way
    /// drawing does, and keeps the decoded images for drawing this scene: each PNG is decoded
    /// once per spec, not once per output. Returns the ``ResolvedScene`` the painter, the pixel
    /// check and the icon-mask prefetch draw from, each item's resources under the identity of
    /// its element.
    ///
    /// Each icon's file is read and checked, and parsed by librsvg unless an earlier process of
    /// this build found these very bytes valid (the ``IconMaskStore``'s marker, named by their
    /// SHA-256: the same verdict).
    ///
    /// A PNG is decoded for the largest of `scales` (and 2 px/pt for a backdrop under glass), and
    /// only the part the canvas shows (``ImageCache/plan(width:height:draws:)``): when every place
    /// it is drawn needs fewer than half its pixels a side, it is decoded reduced by the largest
    /// whole factor that still leaves at least the pixels needed (a mean of each factor × factor
    /// block), so an 8192 × 8192 photo filling a 1920 × 1080 canvas at 1 px/pt takes 16 MB, not
    /// 256 MB. Images drawn at half their size or more are decoded whole (Cairo filters them as
    /// before). Images decoded for an earlier spec are released first.
    /// - Parameters:
    ///   - scales: the pixels per point of the PNGs that will be rendered.
    ///   - includingSceneScale: whether the scene's own scale is needed too (for SVG and PDF, and
    ///     for PNGs at the device's scale); default true. With no `scales` it is always included.
    /// - Throws: the first ``RenderError`` drawing would meet: ``RenderError/missingFile(_:resolvedPath:reason:)``
    ///   (no such file), ``RenderError/pathNotAllowed(_:reason:)`` (outside the spec's folder),
    ///   ``RenderError/unreadableFile(_:resolvedPath:reason:)`` (not a valid SVG or PNG, too large),
    ///   ``RenderError/iconThemeMissing(directory:)``, ``RenderError/backend(_:)`` (a symbol's file
    ///   missing from the theme).
    public func resolve(_ scene: Scene, baseDirectory: String, scales: [Double] = [],
                        includingSceneScale: Bool = true) throws(RenderError) -> ResolvedScene {
        images.removeAll()
        var out = ResolvedResources()
        var icons: [ResolvedScene.Key: ResolvedScene.Icon] = [:], byImage: [ImageReference: ResolvedScene.Icon] = [:]
        var imageItems: [(key: ResolvedScene.Key, ref: FileReference)] = []
        var imageOrder: [FileReference] = [], draws: [FileReference: [ImageCache.Draw]] = [:], placed = Set<FileReference>()
        let densities = Array(Set(scales + (includingSceneScale || scales.isEmpty ? [scene.scale] : [])))
        let canvas = Rect(origin: scene.origin, size: scene.size)
        // Glass draws the backdrop under each shape, a little beyond the canvas, at 2 px/pt.
        let hasGlass = scene.items.contains {
            switch $0 { case .glass, .liquidGlass: true; default: false }
        }
        let glassRegion = canvas.insetBy(dx: -ImageCache.glassReach, dy: -ImageCache.glassReach)
        func visit(_ items: [SceneItem], ids: [SceneElementID], backdrop: Bool) throws(RenderError) {
            for (item, id) in zip(items, ids) {
                let key = ResolvedScene.Key(id: id, item: item)
                if let icon = item.icon {
                    // Each symbol or file is read, checked and parsed once, for its first item.
                    if let found = byImage[icon.image] {
                        var same = found.emboldened == icon.emboldened ? found : found.with(emboldened: icon.emboldened)
                        // A weighted item of an icon whose first item was not: weighed now.
                        if icon.targetStroke != nil, same.emboldened, same.weighed == nil {
                            let source = try self.icons.source(for: same.image, at: same.storePath)
                            same = same.with(weighed: try weighedInk(same.image, at: same.storePath, source: source))
                        }
                        icons[key] = same
                        continue
                    }
                    let (found, source) = try resolvedIcon(icon, baseDirectory: baseDirectory)
                    if iconMasks.store?.isValid(source) != true {
                        _ = try self.icons.handle(for: icon.image, at: found.storePath)
                        iconMasks.store?.markValid(source)
                    }
                    byImage[icon.image] = found
                    icons[key] = found
                    out.icons.append(.init(image: icon.image, path: found.path))
                    continue
                }
                switch item {
                case .image(let ref, let frame):
                    imageItems.append((key, ref))
                    if draws[ref] == nil { imageOrder.append(ref) }
                    draws[ref, default: []] += densities.map { ImageCache.Draw(frame: frame, scale: $0, visible: canvas) }
                    if backdrop && hasGlass {
                        draws[ref, default: []].append(ImageCache.Draw(frame: frame, scale: Self.liquidGlassDensity, visible: glassRegion))
                    }
                case .placedImage(let ref, _, _, _, _):
                    // Placed by a content mode (not filling its frame): decoded whole, once.
                    imageItems.append((key, ref))
                    if draws[ref] == nil { imageOrder.append(ref); draws[ref] = [] }
                    placed.insert(ref)
                case .masked(let children, _):
                    // A masked group is drawn as one layer: its items have the group's identity.
                    try visit(children, ids: Array(repeating: id, count: children.count), backdrop: backdrop)
                default:
                    continue
                }
            }
        }
        try visit(scene.backdrop, ids: Array(repeating: .backdrop, count: scene.backdrop.count), backdrop: true)
        try visit(scene.items, ids: scene.itemIDs, backdrop: false)
        var decoded: [FileReference: (path: String, entry: ImageCache.Entry)] = [:]
        for ref in imageOrder {
            let path = try self.icons.resolve(ref, baseDirectory: baseDirectory)
            let e = try cachedImage(ref, path: path, draws: draws[ref] ?? [], placed: placed.contains(ref))
            decoded[ref] = (path, e)
            out.images.append(.init(file: ref, width: e.width, height: e.height, decodedWidth: e.decodedWidth, decodedHeight: e.decodedHeight))
        }
        var images: [ResolvedScene.Key: ResolvedScene.Image] = [:]
        for (key, ref) in imageItems {
            guard let d = decoded[ref] else { continue }
            images[key] = Self.placed(key.item, path: d.path, width: d.entry.width, height: d.entry.height)
        }
        return ResolvedScene(scene: scene, baseDirectory: baseDirectory, resources: out, icons: icons, images: images)
    }

    /// An icon resolved: its file found (a spec's file resolved inside the allowed folders, a
    /// symbol's in its icon set) and read and checked (``IconStore/source(for:at:)``); no librsvg,
    /// except to weigh a weighted icon (``SceneIcon/targetStroke``) whose weight no store keeps.
    /// The resolver's step for one icon, which drawing an unresolved scene takes too.
    /// - Throws: ``RenderError`` from ``IconStore/path(for:baseDirectory:)`` and ``IconStore/source(for:at:)``.
    func resolvedIcon(_ icon: SceneIcon, baseDirectory: String) throws(RenderError) -> (icon: ResolvedScene.Icon, source: IconStore.Source) {
        let path = try icons.path(for: icon.image, baseDirectory: baseDirectory)
        // A user's SF Symbols template is drawn at its own weight, never emboldened.
        let drawn = IconStore.isTemplate(path) ? icon.drawnAsIs : icon
        let source = try icons.source(for: drawn.image, at: path)
        // A weighted icon's outline depends on its glyph's weight (IconWeight.swift).
        let weighed = drawn.targetStroke != nil ? try weighedInk(drawn.image, at: path, source: source) : nil
        return (ResolvedScene.Icon(image: drawn.image, storePath: path, digest: source.digest, emboldened: drawn.emboldened,
                                   storable: source.storable, weighed: weighed), source)
    }

    /// Where image `item` (an `.image` or `.placedImage`) of a file of `width × height` pixels at
    /// `path` lands: Core's placement (``ImagePlacement``) and its clip. Nil for any other item.
    static func placed(_ item: SceneItem, path: String, width: Int, height: Int) -> ResolvedScene.Image? {
        switch item {
        case .image(let ref, let frame):
            // It covers its frame, centred (aspect fill).
            return ResolvedScene.Image(file: ref, path: path, width: width, height: height,
                                       placement: ImagePlacement(imageWidth: Double(width), imageHeight: Double(height),
                                                                 in: frame, mode: .scaleAspectFill),
                                       clip: frame, clipsToPlacement: false)
        case .placedImage(let ref, let frame, let mode, _, let stretchesWidth):
            return ResolvedScene.Image(file: ref, path: path, width: width, height: height,
                                       placement: ImagePlacement(imageWidth: Double(width), imageHeight: Double(height),
                                                                 in: frame, mode: mode, stretchesWidth: stretchesWidth),
                                       clip: frame, clipsToPlacement: true)
        default:
            return nil
        }
    }

    /// How many PNG files this renderer has decoded (for tests and benchmarks: one per image per
    /// spec when ``resolveResources(_:baseDirectory:scales:includingSceneScale:)`` ran first).
    public var imageDecodeCount: Int { images.decodes }

    /// The decoded image of `ref` (resolved to `path`) from the cache when it was decoded from the same file with
    /// enough pixels for `draws`, else decoded now (reduced as far as `draws` allow) and cached.
    /// `placed` (or no `draws`): the image is also placed by a content mode, decoded whole, and
    /// bounded by ``RenderLimits/maxPlacedImagePixels``.
    func cachedImage(_ ref: FileReference, path: String, draws: [ImageCache.Draw], placed: Bool = false) throws(RenderError) -> ImageCache.Entry {
        let identity = ImageCache.FileIdentity(path: path)
        if let e = images.entry(path, identity: identity),
           ImageCache.covers(e.plan, ImageCache.plan(width: e.width, height: e.height, draws: draws), width: e.width, height: e.height) {
            return e
        }
        var width = 0, height = 0, plan: ImageCache.Plan?
        let (surface, dw, dh) = try imageSurface(ref, path: path, placed: placed || draws.isEmpty) { w, h in
            width = w; height = h
            plan = ImageCache.plan(width: w, height: h, draws: draws)
            return plan
        }
        // A plan the decoder could not follow (an interlaced image not reduced) gave every pixel.
        let whole = Int(dw) == width && Int(dh) == height
        let e = ImageCache.Entry(surface: surface, width: width, height: height, decodedWidth: Int(dw), decodedHeight: Int(dh),
                                 plan: whole ? nil : plan, identity: identity)
        images.insert(e, for: path)
        return e
    }

    /// Decodes the part of PNG `data` that `plan` names, reduced by its factor, to premultiplied
    /// ARGB32 (libpng, a row at a time); sets `width` and `height` to the decoded size. Nil when
    /// the image must be decoded whole instead (an interlaced image not reduced). The caller
    /// frees the pixels with `navmock_png_free`.
    static func decodePart(_ data: Data, _ plan: ImageCache.Plan, ref: FileReference, path: String,
                           width: inout Int32, height: inout Int32) throws(RenderError) -> UnsafeMutablePointer<UInt8>? {
        var out: UnsafeMutablePointer<UInt32>?
        var err = [CChar](repeating: 0, count: 256)
        var w: Int32 = 0, h: Int32 = 0
        let max = RenderLimits.maxImageSide * RenderLimits.maxImageSide
        let rc = data.withUnsafeBytes { buf in
            navmock_png_decode_argb32_reduced(buf.baseAddress?.assumingMemoryBound(to: UInt8.self), buf.count, max, Int32(plan.factor),
                                              Int32(plan.x0), Int32(plan.y0), Int32(plan.x1), Int32(plan.y1),
                                              &out, &w, &h, &err, err.count)
        }
        if rc == 1 { return nil }
        guard rc == 0, let out else { throw .unreadableFile(ref, resolvedPath: path, reason: "not a PNG image (" + CMessage.text(err) + ")") }
        width = w; height = h
        return UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt8.self)
    }
}

/// The decoded PNG images a ``Renderer`` keeps as Cairo surfaces, by resolved path, so that the
/// outputs of one spec (every scale, SVG, PDF, the backdrop under each glass shape) share one
/// decode. An entry is reused only while the file is unchanged (device, inode, size, modification
/// time) and has enough pixels for the draw. At most ``maxBytes`` of pixels are kept; the resource
/// stage empties it for each spec.
final class ImageCache {
    /// One place an image is drawn: the frame it fills (points) at `scale` pixels per point, of
    /// which at most `visible` (points) can show (the canvas, or a glass backdrop's region).
    struct Draw {
        var frame: Rect
        var scale: Double
        var visible: Rect
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
    /// size in pixels, and the part and reduction decoded (nil: every pixel).
    struct Entry {
        let surface: OpaquePointer
        let width: Int, height: Int
        let decodedWidth: Int, decodedHeight: Int
        let plan: Plan?
        let identity: FileIdentity?
    }

    /// What to decode of an image: the part [x0, x1) × [y0, y1) (pixels of the file) and the
    /// whole factor it is reduced by.
    struct Plan: Equatable {
        var factor: Int
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    /// Whether an image of `width × height` decoded by plan `decoded` has the part and the pixels
    /// plan `needed` asks for (nil for either: every pixel, not reduced): at least as many pixels,
    /// over at least the part that shows (the needed part without its margin of two blocks; the
    /// decoded part has its own margin).
    static func covers(_ decoded: Plan?, _ needed: Plan?, width: Int, height: Int) -> Bool {
        let all = Plan(factor: 1, x0: 0, y0: 0, x1: width, y1: height)
        let d = decoded ?? all, n = needed ?? all, slack = needed == nil ? 0 : 2 * n.factor
        return d.factor <= n.factor && d.x0 <= n.x0 + slack && d.y0 <= n.y0 + slack
            && d.x1 + slack >= n.x1 && d.y1 + slack >= n.y1
    }

    /// The most pixel bytes kept (512 MiB); a decode that would pass it empties the cache first.
    static let maxBytes = 512 << 20
    /// The largest reduction (an image drawn at under 1/1024 of its size is decoded at that).
    static let maxFactor = 1024
    /// How far beyond the canvas (points) the resource stage decodes a backdrop image when the
    /// scene has glass, which draws the backdrop around each shape: frosted glass twice its blur
    /// plus 2 pt, Liquid Glass its lens reach plus three blur radii plus 1 pt, both well under
    /// this. A region reaching further costs a second decode, never a wrong pixel.
    static let glassReach = 64.0

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

    /// What of an image of `width × height` pixels to decode for `draws`: nil for every pixel (the
    /// output needs half its pixels a side or more, and sees most of it), else the part the
    /// frames show (with a margin of two blocks for Cairo's filter, aligned to blocks) at the
    /// ``reduction(width:height:draws:)`` factor.
    static func plan(width: Int, height: Int, draws: [Draw]) -> Plan? {
        guard width > 0, height > 0, !draws.isEmpty else { return nil }
        let k = reduction(width: width, height: height, draws: draws)
        // The part each frame shows: the image fills it, centred, so the frame's share of the
        // scaled image, around the image's centre.
        var lo = (x: Double(width), y: Double(height)), hi = (x: 0.0, y: 0.0)
        for d in draws {
            let f = d.frame, v = d.visible
            let s = Swift.max(f.width / Double(width), f.height / Double(height))
            guard s.isFinite, s > 0 else { continue }
            // The image's top-left corner (points), and the visible part of the frame.
            let ox = f.midX - Double(width) * s / 2, oy = f.midY - Double(height) * s / 2
            let vx0 = Swift.max(f.minX, v.minX), vx1 = Swift.min(f.maxX, v.maxX)
            let vy0 = Swift.max(f.minY, v.minY), vy1 = Swift.min(f.maxY, v.maxY)
            guard vx0 < vx1, vy0 < vy1 else { continue }
            lo = (Swift.min(lo.x, (vx0 - ox) / s), Swift.min(lo.y, (vy0 - oy) / s))
            hi = (Swift.max(hi.x, (vx1 - ox) / s), Swift.max(hi.y, (vy1 - oy) / s))
        }
        guard lo.x < hi.x, lo.y < hi.y else { return k >= 2 ? Plan(factor: k, x0: 0, y0: 0, x1: width, y1: height) : nil }
        let margin = Double(2 * k)
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(Swift.min(Swift.max(v, 0), Double(limit))) }
        let x0 = clamp((lo.x - margin).rounded(.down), width) / k * k, y0 = clamp((lo.y - margin).rounded(.down), height) / k * k
        let x1 = clamp((hi.x + margin).rounded(.up), width), y1 = clamp((hi.y + margin).rounded(.up), height)
        // Decoding a part pays only when it is at most half the image; else all of it (reduced or not).
        let part = (x1 - x0) * (y1 - y0) * 2 <= width * height && x1 - x0 >= k && y1 - y0 >= k
        if part { return Plan(factor: k, x0: x0, y0: y0, x1: x1, y1: y1) }
        return k >= 2 ? Plan(factor: k, x0: 0, y0: 0, x1: width, y1: height) : nil
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
