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

    deinit { removeAll() }
}

extension Renderer {
    /// Forgets the blurred backdrops of the last scene, so that the next render of it blurs
    /// again: what a benchmark calls to time one format on its own. Rendering never needs it
    /// (another scene replaces them).
    public func discardCachedBackdrops() { backdrops.removeAll() }
}
