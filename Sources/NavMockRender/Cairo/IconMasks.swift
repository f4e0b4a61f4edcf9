import CCairo
import CNavMockRsvg
import Foundation
import NavMockCore

/// Icons drawn into image surfaces as coverage masks, each made once and reused (issue 20).
///
/// A raster of a bar draws each icon on the canvas, and the visibility check draws it again
/// alone (to find its pixels). librsvg's whole pipeline runs for every drawing (about 2 M
/// instructions an icon @3x); a mask is made by one such drawing and composited in its colour by
/// Cairo for each use. Two drawings share a mask when the icon lands on the pixel grid the same
/// way: the same icon (SVG bytes and variant), frame, mirroring and outline, and a transform that
/// differs only by whole pixels (a crop of the canvas at whole points and a whole-number scale, as
/// the check's are). With an ``IconMaskStore`` the masks also outlive the process: a mask found
/// there is neither drawn nor needs the icon's librsvg handle.
///
/// The icon is drawn opaque into an A8 surface, so where its shapes overlap they add up to one
/// coverage and the colour is applied once: a template image, as UIKit tints one. Drawing the
/// shapes one by one in a translucent colour darkened the overlaps (an emboldened icon's outline
/// over its fill); otherwise the pixels are the same as drawing the icon in its colour.
///
/// Only for image targets: SVG and PDF keep drawing the icon's own shapes in its colour, because
/// Cairo 1.16's SVG surface misplaces masks drawn away from the origin.
/// Used by one thread (its ``Renderer``'s); masks can be made ahead on another
/// (``Renderer/startIconMasks(for:scale:baseDirectory:)``) and are handed over by ``settle()``.
final class IconMaskCache {
    /// What a mask depends on. The transform is the one that maps the icon's user space to the
    /// mask's pixels (the drawing's transform moved by the mask's whole-pixel corner).
    struct Key: Hashable {
        /// The icon: its SVG's SHA-256 and drawing variant (``IconStore/Source``,
        /// ``Renderer/maskIdentity(_:variant:)``).
        let icon: String
        /// Whether the mask may be kept in the ``IconMaskStore`` (``IconStore/Source/storable``).
        let keptOnDisk: Bool
        let frame: Rect
        let mirrored: Bool
        let outline: Double
        let xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
    }

    /// A mask (an A8 image surface the cache owns) and the device pixel of its top-left corner.
    struct Mask {
        let surface: OpaquePointer
        let x: Int
        let y: Int
    }

    /// Masks kept at most; the cache is emptied when it would grow past this or past
    /// ``byteCapacity`` (a batch of specs with many different icons). A tab bar icon's mask is
    /// 10–40 KB @3x.
    static let capacity = 256
    /// Bytes of mask pixels kept at most (8 MiB).
    static let byteCapacity = 8 << 20

    private var masks: [Key: OpaquePointer] = [:]
    private var bytes = 0

    /// How many masks were made on the renderer's own thread (for tests).
    private(set) var made = 0

    /// Forgets every mask (the next drawing of each icon makes its mask again).
    func removeAll() {
        settle()
        clear()
    }

    /// Destroys the masks kept (not those under way).
    private func clear() {
        for s in masks.values { cairo_surface_destroy(s) }
        masks.removeAll()
        bytes = 0
    }

    /// Where a mask goes and the transform it is drawn with: the key, the device pixel of its
    /// top-left corner, its size in pixels.
    struct Plan {
        let key: Key
        let x: Int, y: Int, width: Int, height: Int
        /// The drawing's transform moved by the mask's corner (what the mask is drawn with).
        var matrix: cairo_matrix_t {
            cairo_matrix_t(xx: key.xx, yx: key.yx, xy: key.xy, yy: key.yy, x0: key.x0, y0: key.y0)
        }
    }

    /// The mask of `icon` (``Key/icon``) drawn into `frame` (points) by the transform `m`: where it
    /// goes. Nil when the transform is not invertible or the mask would be empty or over 4,096
    /// pixels a side.
    static func plan(_ icon: String, keptOnDisk: Bool = true, frame: Rect, mirrored: Bool, outline: Double,
                     matrix m: cairo_matrix_t) -> Plan? {
        guard (m.xx * m.yy - m.yx * m.xy).isNormal else { return nil }
        // Where the frame lands, grown by half its size and the outline each way: librsvg fits
        // the view box into the frame, and strokes and joins may reach past it.
        let pad = max(frame.width, frame.height) / 2 + outline
        let corners = [(frame.minX - pad, frame.minY - pad), (frame.maxX + pad, frame.minY - pad),
                       (frame.minX - pad, frame.maxY + pad), (frame.maxX + pad, frame.maxY + pad)]
            .map { (m.xx * $0.0 + m.xy * $0.1 + m.x0, m.yx * $0.0 + m.yy * $0.1 + m.y0) }
        let minX = corners.map(\.0).min()!.rounded(.down), maxX = corners.map(\.0).max()!.rounded(.up)
        let minY = corners.map(\.1).min()!.rounded(.down), maxY = corners.map(\.1).max()!.rounded(.up)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              maxX - minX >= 1, maxY - minY >= 1, maxX - minX <= 4096, maxY - minY <= 4096,
              abs(minX) < 1e9, abs(minY) < 1e9 else { return nil }
        let key = Key(icon: icon, keptOnDisk: keptOnDisk, frame: frame, mirrored: mirrored, outline: outline,
                      xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0 - minX, y0: m.y0 - minY)
        return Plan(key: key, x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    /// A new A8 surface for `plan`, with `draw` run on a context whose transform is the plan's
    /// (the icon drawn opaque). Nil when Cairo cannot make the surface. The caller owns it.
    static func surface(for plan: Plan, draw: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(plan.width), Int32(plan.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let mcr = cairo_create(surface)!
        var matrix = plan.matrix
        cairo_set_matrix(mcr, &matrix)
        draw(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        return surface
    }

    /// Keeps `surface` (owned by the cache from now on) as the mask for `key`.
    private func insert(_ key: Key, _ surface: OpaquePointer) {
        let size = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        if masks.count >= Self.capacity || bytes + size > Self.byteCapacity { clear() }
        masks[key] = surface
        bytes += size
    }

    /// Masks kept between processes, or nil (the renderer's ``Renderer/Options/iconMaskCacheDirectory``).
    let store: IconMaskStore?

    /// How many masks were read from the ``store`` (for tests).
    private(set) var loaded = 0

    /// A cache whose masks are also read from and saved to `store`.
    init(store: IconMaskStore? = nil) { self.store = store }

    /// The mask `plan` describes, if kept here or in the ``store``; nil when it must be made
    /// (``make(_:draw:)``). Waits first for masks being made ahead (``settle()``).
    func cached(_ plan: Plan) -> Mask? {
        settle()
        if let s = masks[plan.key] { return Mask(surface: s, x: plan.x, y: plan.y) }
        guard let s = store?.load(plan) else { return nil }
        insert(plan.key, s)
        loaded += 1
        return Mask(surface: s, x: plan.x, y: plan.y)
    }

    /// Makes the mask `plan` describes with `draw` (which draws the icon opaque into the context
    /// it is given, whose transform is already set), keeps it, and saves it in the ``store``.
    /// Nil when Cairo cannot make the surface.
    func make(_ plan: Plan, draw: (OpaquePointer) -> Void) -> Mask? {
        settle()
        guard let surface = Self.surface(for: plan, draw: draw) else { return nil }
        insert(plan.key, surface)
        made += 1
        store?.save(plan, surface)
        return Mask(surface: surface, x: plan.x, y: plan.y)
    }

    // MARK: Made ahead

    /// Masks made on another thread, handed over with their keys.
    ///
    /// Why `@unchecked Sendable` is sound: the struct is immutable (`let`), and its only
    /// non-`Sendable` parts are Cairo surface pointers. The thread that makes a surface returns it
    /// and never touches it again; ``BackgroundWork`` publishes the value under its `Mutex` and a
    /// semaphore, so the cache's thread, which owns the surfaces from ``settle()`` on, sees them
    /// complete. No surface is ever used by two threads at once.
    struct Made: @unchecked Sendable {
        let masks: [(Key, OpaquePointer)]
        /// How many of them came from the ``store``.
        let loaded: Int
    }
    /// Masks under way on another thread (``start(_:matrix:after:)``), or nil.
    private var pending: BackgroundWork<Made>?
    /// How many masks came from a prefetch (for tests).
    private(set) var prefetched = 0

    /// Whether masks are being made on another thread now: while they are, that thread uses the
    /// icons' librsvg handles, which nothing else may touch (``settle()`` first).
    var busy: Bool { pending != nil }

    /// Waits for the masks under way, if any, and keeps them.
    func settle() {
        guard let work = pending else { return }
        pending = nil
        let made = work.wait()
        for (key, surface) in made.masks {
            if masks[key] == nil { insert(key, surface); prefetched += 1 } else { cairo_surface_destroy(surface) }
        }
        loaded += made.loaded
    }

    /// One icon to make a mask of on another thread: `identify` returns its ``Key/icon`` (reading
    /// the file there if need be; nil stops the work), `load` its librsvg handle (only called when
    /// the mask is in neither cache; nil stops the work), `frame`, `mirrored` and `outline` as the
    /// raster draws it, and `draw` draws it opaque with that handle into the context it is given.
    struct Job: Sendable {
        let identify: @Sendable () -> (icon: String, keptOnDisk: Bool)?
        let load: @Sendable () -> UInt?
        let frame: Rect
        let mirrored: Bool
        let outline: Double
        let draw: @Sendable (UInt, OpaquePointer) -> Void
    }

    /// Starts making the masks of `jobs`, drawn by the transform `matrix`, on a thread of its own:
    /// after the work in `after` is done (the Liquid Glass lenses, which the raster needs first),
    /// it plans each icon's mask and reads it from the ``store``, or loads the icon's handle and
    /// draws it (saving it in the store). Masks already cached are skipped.
    /// The caller must not use the handles of these icons until ``settle()`` (``Renderer/drawIcon``,
    /// ``cached(_:)`` and ``make(_:draw:)`` settle first).
    func start(_ jobs: [Job], matrix: cairo_matrix_t, after: [@Sendable () -> Void]) {
        settle()
        guard !jobs.isEmpty else { return }
        let cached = Set(masks.keys)
        let store = store
        pending = BackgroundWork {
            for wait in after { wait() }
            var out: [(Key, OpaquePointer)] = []
            var loaded = 0
            var seen = cached
            // Nil ends the work: the raster reads or loads that icon again and reports why.
            for job in jobs {
                guard let icon = job.identify() else { break }
                guard let plan = IconMaskCache.plan(icon.icon, keptOnDisk: icon.keptOnDisk, frame: job.frame, mirrored: job.mirrored, outline: job.outline, matrix: matrix),
                      seen.insert(plan.key).inserted else { continue }
                if let s = store?.load(plan) { out.append((plan.key, s)); loaded += 1; continue }
                guard let bits = job.load() else { break }
                if let s = IconMaskCache.surface(for: plan, draw: { job.draw(bits, $0) }) {
                    store?.save(plan, s)
                    out.append((plan.key, s))
                }
            }
            return Made(masks: out, loaded: loaded)
        }
    }

    deinit {
        settle()
        for s in masks.values { cairo_surface_destroy(s) }
    }
}

extension Renderer {
    /// Forgets the icons' coverage masks (``IconMaskCache``), so that the next raster draws every
    /// icon through librsvg again: what a benchmark calls to time one raster as a fresh process
    /// would draw it. Rendering never needs it (masks are kept for the renderer's life, at most
    /// ``IconMaskCache/capacity`` of them and ``IconMaskCache/byteCapacity`` bytes).
    public func discardCachedIconMasks() { iconMasks.removeAll() }

    /// How many icon masks the cache folder `folder` (``Options/iconMaskCacheDirectory``) holds on
    /// disk (``IconMaskStore``); 0 when it has none or cannot be read.
    public static func cachedIconMaskCount(in folder: String) -> Int { IconMaskStore.maskCount(in: folder) }
}

extension Renderer {
    /// Starts drawing `scene`'s icons as masks on another thread, for a raster of `scene` at
    /// `scale` on this renderer: with a core to spare, they are then ready when the raster reaches
    /// them (icons come last), having been made while this thread draws the content, the shadow
    /// and the glass (issue 20). The thread first waits for the Liquid Glass lenses under way
    /// (``startLiquidGlassLenses(for:baseDirectory:)``), which the raster needs before the icons.
    /// Here, on the calling thread, each icon is resolved (its file found, read and checked:
    /// ``resolvedIcon(_:baseDirectory:)``, the resource stage's step); the other thread takes its
    /// mask from the renderer's ``IconMaskStore`` when there is one, and otherwise parses and draws
    /// it (librsvg: 3.4 M instructions for a tab bar's four icons, off the raster's thread). An icon
    /// that cannot be resolved means no prefetch, and one librsvg cannot load there stops it (the
    /// raster reports either). The masks are the ones the raster
    /// would make (same code, same transform, the handles the raster then takes from the
    /// ``IconStore``), so the pixels are the same; a raster whose transform differs makes its own.
    /// Call it on the renderer's own thread.
    public func startIconMasks(for scene: Scene, scale: Double, baseDirectory base: String) {
        startIconMasks(for: ResolvedScene(unresolved: scene, baseDirectory: base), scale: scale)
    }

    /// ``startIconMasks(for:scale:baseDirectory:)`` for a resolved scene: each icon's file and
    /// digest are the resolver's (``ResolvedScene/icon(_:of:)``), so nothing is found or read
    /// again; an icon the scene has not resolved is resolved here first. Call it on the
    /// renderer's own thread.
    public func startIconMasks(for res: ResolvedScene, scale: Double) {
        let scene = res.scene
        guard let (w, h) = try? Self.pixelSize(of: scene, scale: scale) else { return }
        // The canvas's transform, as the raster sets it (rasterizeTakingSnapshot, then draw).
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, Double(w) / scene.size.width, Double(h) / scene.size.height)
        cairo_matrix_translate(&m, -scene.origin.x, -scene.origin.y)
        // Why handing these to another thread is sound (hence `nonisolated(unsafe)`): the other
        // thread calls only the icon store's `handle(for:at:variant:)` (and `source(for:at:)`), whose
        // tables are behind a `Mutex`, `drawIconCoverage` and `iconInk` (the plain handle's ink),
        // which read no state of the renderer, on handles that this thread does not use before
        // `IconMaskCache.settle()` (`drawIcon`, `svgIcon`,
        // `cached` and `make` settle before any use of a handle).
        nonisolated(unsafe) let renderer = self
        var jobs: [IconMaskCache.Job] = []
        for (item, id) in zip(scene.items, scene.itemIDs) {
            // An icon in its own colours is drawn without a mask.
            guard let icon = item.icon, !icon.original else { continue }
            // An icon that cannot be resolved: no prefetch (the raster reports it).
            var found = res.icon(item, of: id)
            if found == nil {
                itemResolutions += 1
                found = try? resolvedIcon(icon, baseDirectory: res.baseDirectory).icon
            }
            guard let resolved = found else { return }
            // As ``iconDrawing(_:id:in:)``: a user's SF Symbols template has no outline, nor a
            // weighted icon already heavy enough.
            let (drawn, outline) = Renderer.outlined(icon, resolved: resolved)
            let (image, path, variant) = (drawn.image, drawn.storePath, drawn.variant)
            let identity = (icon: drawn.maskIdentity, keptOnDisk: drawn.storable)
            jobs.append(IconMaskCache.Job(
                identify: { identity },
                load: { (try? renderer.icons.handle(for: image, at: path, variant: variant)).map { UInt(bitPattern: $0) } },
                frame: icon.frame, mirrored: icon.mirrored, outline: outline,
                draw: { bits, mcr in
                    // Fitted as ``Renderer/iconPlace(_:)`` fits it, measured on the plain handle
                    // here: this runs on the mask thread, which must not touch the renderer's
                    // ink cache (only a mask not yet made gets here).
                    let plain = try? renderer.icons.handle(for: image, at: path)
                    let place = Renderer.iconViewport(plain.flatMap(Renderer.iconInk), frame: icon.frame)
                    renderer.drawIconCoverage(UnsafeMutablePointer(bitPattern: bits)!, frame: icon.frame, place: place, mirrored: icon.mirrored,
                                              cr: mcr, outline: outline)
                }))
        }
        iconMasks.start(jobs, matrix: m, after: backdrops.pendingWaits())
    }
}

