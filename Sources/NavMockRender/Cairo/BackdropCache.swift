import CCairo
import CNavMockPNG
import NavMockCore

/// The blurred (and, for Liquid Glass, lensed) backdrop images of the last scene a ``Renderer``
/// drew, so that its PNG at every scale, its SVG and its PDF share one blur: the images do not
/// depend on the output scale or format.
///
/// Entries belong to one backdrop (the scene's backdrop items and base folder): the first request
/// for another backdrop empties the cache, so a batch keeps at most one scene's images in memory.
/// Not thread-safe, like the renderer that owns it.
final class BackdropCache {
    /// What an image was made from, besides the backdrop: the glass shape and its material or blur.
    enum Key: Hashable {
        /// Classic material: the backdrop under `bounds` blurred by `blur` points.
        case material(bounds: Rect, blur: Double)
        /// Liquid Glass: the backdrop under `shape` lensed and blurred by `material`.
        case liquidGlass(shape: SceneShape, material: LiquidGlassMaterial)
    }

    /// A cached image: a Cairo image surface (owned by the cache) and where it goes.
    /// `@unchecked Sendable` because a Cairo surface pointer is not `Sendable`: a prefetch's thread
    /// makes the surface and hands it over through ``BackgroundWork`` (a mutex and a semaphore),
    /// after which only the cache's thread uses it; the fields are `let`.
    struct Entry: @unchecked Sendable {
        /// The image surface.
        let surface: OpaquePointer
        /// Top-left corner, points.
        let origin: Point
        /// Pixels per point.
        let density: Double
        /// The surface and its origin.
        var placed: (OpaquePointer, Point) { (surface, origin) }
    }

    /// An image being made on another thread (``prefetch(_:scene:base:work:)``).
    typealias Pending = BackgroundWork<Result<Entry, RenderError>>

    private var backdrop: [SceneItem] = []
    private var base = ""
    private var entries: [Key: Entry] = [:]
    private var pending: [Key: Pending] = [:]
    /// How many entries came from a prefetch (for tests).
    private(set) var prefetchedEntries = 0

    /// The image for `key` over `scene`'s backdrop, made by `make` (whose surface the cache then
    /// owns) when it is not cached.
    func entry<E: Error>(_ key: Key, scene: Scene, base: String, make: () throws(E) -> Entry) throws(E) -> Entry {
        use(scene, base)
        if let e = entries[key] { return e }
        // Made ahead on another thread: the same image (a failure is made again here, and throws).
        if let p = pending.removeValue(forKey: key), case .success(let e) = p.wait() {
            entries[key] = e
            prefetchedEntries += 1
            return e
        }
        let e = try make()
        entries[key] = e
        return e
    }

    /// Starts `work` on another thread to make the image for `key` over `scene`'s backdrop, unless
    /// it is cached or under way; ``entry(_:scene:base:make:)`` takes its result. `work` must not
    /// touch the renderer's state (caches, icons, fonts).
    func prefetch(_ key: Key, scene: Scene, base: String, work: @escaping @Sendable () -> Result<Entry, RenderError>) {
        use(scene, base)
        guard entries[key] == nil, pending[key] == nil else { return }
        pending[key] = Pending(work)
    }

    /// Waits for each image under way (``prefetch(_:scene:base:work:)``), callable from any
    /// thread: for work that must come after them.
    func pendingWaits() -> [@Sendable () -> Void] {
        pending.values.map { p in { _ = p.wait() } }
    }

    /// Empties the cache when `scene`'s backdrop or `base` is not the one it holds.
    private func use(_ scene: Scene, _ base: String) {
        if backdrop != scene.backdrop || self.base != base {
            removeAll()
            backdrop = scene.backdrop; self.base = base
        }
    }

    /// Destroys every cached surface (waiting for those under way).
    func removeAll() {
        for (_, p) in pending { if case .success(let e) = p.wait() { cairo_surface_destroy(e.surface) } }
        pending = [:]
        for (_, e) in entries { cairo_surface_destroy(e.surface) }
        entries = [:]
        backdrop = []
        base = ""
    }

    /// Attaches NavMock's own PNG encoding (level 1, ``PNGRowFilter/vectorEmbedding``) of `surface` as its
    /// `image/png` MIME data when `cr` draws to an SVG document (`target`), so Cairo's SVG writer embeds those
    /// bytes as they are instead of re-encoding the image with its own (slower) PNG writer. The
    /// bytes encode exactly the surface's pixels. Nothing for other targets.
    ///
    /// Whether the surface still carries its PNG is asked of Cairo, never remembered here: Cairo
    /// drops a surface's MIME data whenever the surface is flushed or marked dirty, which a raster
    /// of the same scene does (``paintScaledUp(_:cr:target:)`` flushes its source). Remembering it made
    /// an SVG drawn after such a raster, from an image cached for an earlier spec of a batch, embed
    /// Cairo's own encoding: other bytes than the same spec drawn alone (issue 34).
    func attachPNG(_ surface: OpaquePointer, for cr: OpaquePointer, target: DrawTarget) {
        guard target.kind == .svg, !Self.carriesPNG(surface),
              let data = cairo_image_surface_get_data(surface) else { return }
        var out: UnsafeMutablePointer<UInt8>?
        var len = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = navmock_png_encode_argb32(data, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                                           cairo_image_surface_get_stride(surface), 1, PNGRowFilter.vectorEmbedding.rawValue,
                                           &out, &len, &err, err.count)
        // On failure Cairo simply encodes the image itself.
        guard rc == 0, let out else { return }
        let status = cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_PNG, out, UInt(len),
                                                 { navmock_png_free($0) }, UnsafeMutableRawPointer(out))
        if status != CAIRO_STATUS_SUCCESS { navmock_png_free(out) }
    }

    /// Whether `surface` carries `image/png` MIME data now (Cairo drops it when the surface is
    /// flushed or changed).
    static func carriesPNG(_ surface: OpaquePointer) -> Bool {
        var data: UnsafePointer<UInt8>?
        var length: UInt = 0
        cairo_surface_get_mime_data(surface, CAIRO_MIME_TYPE_PNG, &data, &length)
        return data != nil
    }

    deinit { removeAll() }
}

extension Renderer {
    /// Forgets the blurred backdrops of the last scene, so that the next render of it blurs
    /// again: what a benchmark calls to time one format on its own. Rendering never needs it
    /// (another scene replaces them).
    public func discardCachedBackdrops() { backdrops.removeAll() }
}
