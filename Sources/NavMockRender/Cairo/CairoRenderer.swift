import CCairo
import CNavMockPNG
import CPangoCairo
import CNavMockRsvg
import Foundation
import NavMockCore

/// The key under which an image surface keeps the decoded pixels it wraps (freed with the surface).
nonisolated(unsafe) private var decodedPixelsKey = cairo_user_data_key_t()

/// A rendered raster: Cairo ARGB32 pixels (premultiplied alpha, native-endian 32-bit words).
public struct RasterImage: Sendable {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// The pixel bytes, `stride × height` long.
    public let data: [UInt8]

    /// Where `area` (points, screen coordinates) lies in a raster of `width × height` pixels that
    /// holds all of `scene` at `scale`: its top-left pixel and size, when the raster is exactly
    /// the scene at that scale and the area lies on whole pixels inside it (at least one pixel
    /// each way); nil otherwise. The one test both the check's reuse of a render and the render's
    /// snapshot use.
    static func pixelWindow(of area: Rect, in scene: Scene, scale: Double, width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        let fx = (area.minX - scene.origin.x) * scale, fy = (area.minY - scene.origin.y) * scale
        let aw = area.width * scale, ah = area.height * scale
        guard Double(width) == scene.size.width * scale, Double(height) == scene.size.height * scale,
              fx == fx.rounded(), fy == fy.rounded(), aw == aw.rounded(), ah == ah.rounded(), fx >= 0, fy >= 0,
              aw >= 1, ah >= 1, Int(fx) + Int(aw) <= width, Int(fy) + Int(ah) <= height else { return nil }
        return (Int(fx), Int(fy), Int(aw), Int(ah))
    }
}

/// The pixels a raster starts from instead of a transparent canvas, and the index of the first
/// item still to draw on them (``Renderer/rasterize(_:scale:baseDirectory:clip:start:snapshot:)``,
/// which takes the pixels: a class, so that the raster holds the only reference and draws on
/// them without copying them first).
final class RasterStart {
    /// Premultiplied ARGB32 pixels, rows packed; emptied when a raster takes them.
    var pixels: [UInt8]
    /// The index of the first scene item not yet drawn on `pixels`.
    let from: Int
    init(pixels: [UInt8], from: Int) { self.pixels = pixels; self.from = from }
}

/// Draws a ``Scene`` with Cairo, Pango and librsvg, to PNG, SVG or PDF.
///
/// Not thread-safe (Pango and Cairo objects are per thread): create one `Renderer` per thread.
/// Creating one loads the fonts (NavMock's own fontconfig configuration) — reuse it.
///
/// ```swift
/// let renderer = try Renderer()
/// let layout = try layout(spec, in: env, measuring: renderer.textMeasurer)
/// let png = try renderer.render(buildScene(spec, layout: layout), as: .png(scale: 3), baseDirectory: ".")
/// ```
public final class Renderer {
    /// Settings of a renderer.
    public struct Options: Sendable {
        /// Font files to add before the bundled fonts (a licensed SF Pro, say). Default none.
        public var userFontFiles: [String]
        /// Folders besides the spec's own from which icon and image files may be read.
        public var allowedDirectories: [String]
        /// The bootstrap-icons SVG folder. Default ``SymbolSource/defaultDirectory`` of bootstrap-icons
        /// (`/usr/share/bootstrap-icons/svg`); the CLI passes `$NAVMOCK_ICONS_DIR` when it is set.
        public var iconThemeDirectory: String
        /// The Phosphor Icons SVG folder (the second icon set). Default ``SymbolSource/defaultDirectory``
        /// of Phosphor; the CLI passes `$NAVMOCK_PHOSPHOR_DIR` when it is set.
        public var phosphorDirectory: String = SymbolSource.phosphor.defaultDirectory
        /// DEFLATE level 0…9 for PNG output (libdeflate for small images, zlib for large ones:
        /// ``Renderer/encodePNG(_:level:filter:)``). Default 1 (fast; larger files than level 6).
        public var pngCompressionLevel: Int
        /// Whether to use libpng's adaptive row filters (smaller, slower). Default false.
        public var pngFilters: Bool
        /// A folder where icons' coverage masks are kept from one process to the next
        /// (``IconMaskStore``, in its `icon-masks` subfolder; created when first needed), so a PNG
        /// whose icons were drawn before loads neither them nor librsvg. Nil (the default): masks
        /// live only as long as the renderer. The CLI passes `$NAVMOCK_CACHE_DIR`, else
        /// `$XDG_CACHE_HOME/navmock`, else `~/.cache/navmock` (``init(environment:)``); the pixels
        /// are the same either way.
        public var iconMaskCacheDirectory: String?
        /// Seconds since 1970-01-01 UTC for the PDF creation date, as text (the CLI passes
        /// `SOURCE_DATE_EPOCH`); nil, or a value that is not a whole number from 0 to 253402300799,
        /// gives the fixed date 2000-01-01T00:00:00Z. Default nil.
        public var sourceDateEpoch: String?
        /// A folder of SF Symbols templates exported from Apple's SF Symbols app (`NAME.svg`),
        /// drawn instead of the stand-ins for the symbols it has (``SymbolTemplateFolder``). Nil
        /// (the default): stand-ins only. The CLI passes `--sf-symbols`, else `$NAVMOCK_SF_SYMBOLS`.
        public var sfSymbolsDirectory: String?
        /// How NavMock's SVG writes lines of text: real `<text>` (``SVGTextMode/text``, the
        /// default) or the glyphs' outlines (``SVGTextMode/paths``). The CLI passes `--svg-text`.
        public var svgText: SVGTextMode = .text
        /// Creates options. The renderer reads no environment variable: the CLI turns `NAVMOCK_FONTS`,
        /// `NAVMOCK_ICONS_DIR` and `SOURCE_DATE_EPOCH` into these options
        /// (``init(environment:)`` does the same for other callers).
        public init(userFontFiles: [String] = [], allowedDirectories: [String] = [],
                    iconThemeDirectory: String = SymbolSource.bootstrap.defaultDirectory, pngCompressionLevel: Int = 1,
                    pngFilters: Bool = false, sourceDateEpoch: String? = nil) {
            self.userFontFiles = userFontFiles
            self.allowedDirectories = allowedDirectories
            self.iconThemeDirectory = iconThemeDirectory
            self.pngCompressionLevel = pngCompressionLevel
            self.pngFilters = pngFilters
            self.sourceDateEpoch = sourceDateEpoch
        }

        /// Options from environment variables, given as a dictionary (the caller reads the
        /// process's): font files from `NAVMOCK_FONTS` (colon-separated), the icon folder from
        /// `NAVMOCK_ICONS_DIR` and `NAVMOCK_PHOSPHOR_DIR`, the PDF date from `SOURCE_DATE_EPOCH`,
        /// the cache folder from ``cacheDirectory(environment:)``; the rest default.
        public init(environment env: [String: String]) {
            self.init(userFontFiles: env["NAVMOCK_FONTS"].map { $0.split(separator: ":").map(String.init) } ?? [],
                      iconThemeDirectory: SymbolSource.bootstrap.directory(environment: env),
                      sourceDateEpoch: env["SOURCE_DATE_EPOCH"])
            phosphorDirectory = SymbolSource.phosphor.directory(environment: env)
            sfSymbolsDirectory = env["NAVMOCK_SF_SYMBOLS"].flatMap { $0.isEmpty ? nil : $0 }
            iconMaskCacheDirectory = Self.cacheDirectory(environment: env)
        }

        /// NavMock's cache folder: `NAVMOCK_CACHE_DIR` when set (empty: no cache, nil), else
        /// `XDG_CACHE_HOME/navmock` (when absolute, as the XDG base directory specification
        /// asks), else `HOME/.cache/navmock`; nil without any of them.
        public static func cacheDirectory(environment env: [String: String]) -> String? {
            if let d = env["NAVMOCK_CACHE_DIR"] { return d.isEmpty ? nil : d }
            if let x = env["XDG_CACHE_HOME"], x.hasPrefix("/") { return x + "/navmock" }
            if let h = env["HOME"], !h.isEmpty { return h + "/.cache/navmock" }
            return nil
        }
    }

    /// The options this renderer was made with (fonts, icon folders, PNG compression and filters).
    public let options: Options
    let fonts: FontSystem
    let icons: IconStore
    /// The decoded PNG images of the spec being drawn (Resources.swift).
    let images = ImageCache()
    /// The colour grids of backdrop images sampled before their scenes (ImageColorSampler.swift),
    /// kept across specs while their files are unchanged.
    let imageColors = ImageColorCache()
    /// The Pango measurer layout must use with this renderer (same fonts, same settings).
    public let textMeasurer: PangoTextMeasurer
    /// The blurred backdrops of the last scene, shared by its formats and scales.
    let backdrops = BackdropCache()
    /// Icons as coverage masks, shared by the canvas and the check's drawings (image targets only).
    let iconMasks: IconMaskCache
    /// Forgets the icon files (SVG) this renderer read that have changed or gone since (their
    /// device, inode, size or modification time differ), so that the next render reads them again.
    /// For long-running processes that render a spec again after an edit (`navmock watch`,
    /// `navmock serve`); a one-shot render never needs it. Decoded PNG images already check their
    /// file on each use. Call it on the renderer's thread, between renders.
    /// - Returns: the resolved paths of the icons forgotten.
    @discardableResult
    public func forgetChangedFiles() -> [String] { icons.forgetChangedFiles() }

    /// How many icons and images were resolved one item at a time, outside the resource stage's
    /// walk (``resolve(_:baseDirectory:scales:includingSceneScale:)``): by drawing a scene that
    /// was not resolved, or an item its resolved scene lacks (for tests: none when everything
    /// drawn comes from a resolved scene).
    var itemResolutions = 0
    /// The ``IconInk`` of each icon measured this far (with its ``IconWeight`` once weighed), by
    /// its SVG's SHA-256 (``plainInk(_:)``, ``weighedInk(_:at:source:)``): an icon is measured once
    /// per renderer when no icon-mask store keeps it, whatever draws it (PNG, PDF, SVG).
    var measuredInks: [String: IconInk?] = [:]

    /// Loads the fonts and prepares the icon store. The first renderer of a process also makes its
    /// font configuration fontconfig's current one (so that Pango does not load the system's).
    /// - Throws: ``RenderError/fontMissing(file:package:)`` naming the Debian package,
    ///   ``RenderError/userFontUnreadable(path:reason:)``, ``RenderError/backend(_:)``.
    public init(options: Options = Options()) throws(RenderError) {
        self.options = options
        fonts = try FontSystem(userFontFiles: options.userFontFiles)
        icons = IconStore(themeDirectory: options.iconThemeDirectory, phosphorDirectory: options.phosphorDirectory,
                          allowedDirectories: options.allowedDirectories,
                          symbolTemplates: options.sfSymbolsDirectory.map(SymbolTemplateFolder.init(directory:)))
        textMeasurer = PangoTextMeasurer(fonts: fonts)
        iconMasks = IconMaskCache(store: options.iconMaskCacheDirectory.flatMap { IconMaskStore(folder: $0, fontFiles: options.userFontFiles) })
    }

    /// The pixel size of a scene at `scale`: `round(points × scale)` per side.
    /// - Throws: ``RenderError/canvasTooLarge(width:height:limit:)`` beyond 32,767 px a side or 100 Mpx.
    public static func pixelSize(of scene: Scene, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let wd = (scene.size.width * scale).rounded(), hd = (scene.size.height * scale).rounded()
        guard wd.isFinite, hd.isFinite, wd <= Double(RenderLimits.maxPixelSide), hd <= Double(RenderLimits.maxPixelSide) else {
            throw .canvasTooLarge(width: wd.isFinite ? Int(min(wd, 1e9)) : -1, height: hd.isFinite ? Int(min(hd, 1e9)) : -1,
                                  limit: "\(RenderLimits.maxPixelSide) pixels a side")
        }
        let w = Int(wd), h = Int(hd)
        guard w >= 1, h >= 1 else { throw .canvasTooLarge(width: w, height: h, limit: "at least 1 pixel a side") }
        guard w * h <= RenderLimits.maxPixels else {
            throw .canvasTooLarge(width: w, height: h, limit: "\(RenderLimits.maxPixels) pixels")
        }
        return (w, h)
    }

    /// Renders `scene` to the bytes of a file in `format`. Relative file paths in the scene are
    /// resolved against `baseDirectory` (the spec's folder), each as it is drawn.
    /// - Throws: ``RenderError``.
    public func render(_ scene: Scene, as format: OutputFormat, baseDirectory: String) throws(RenderError) -> [UInt8] {
        try render(ResolvedScene(unresolved: scene, baseDirectory: baseDirectory), as: format)
    }

    /// Renders a resolved scene (``resolve(_:baseDirectory:scales:includingSceneScale:)``) to the
    /// bytes of a file in `format`, drawing each icon and image from what the resolver found.
    /// - Throws: ``RenderError``.
    public func render(_ resolved: ResolvedScene, as format: OutputFormat) throws(RenderError) -> [UInt8] {
        switch format {
        case .png(let scale):
            let raster = try rasterize(resolved, scale: scale)
            return try encodePNG(raster)
        case .svg:
            return try svgDocument(resolved)   // NavMock's own writer (SVG/SVGWriter.swift)
        case .pdf:
            return try pdfDocument(resolved)
        }
    }

    /// Draws `scene` into pixels at `scale` (device pixels per point), without encoding; files
    /// resolved against `baseDirectory` as they are drawn.
    public func rasterize(_ scene: Scene, scale: Double, baseDirectory: String) throws(RenderError) -> RasterImage {
        try rasterize(ResolvedScene(unresolved: scene, baseDirectory: baseDirectory), scale: scale, clip: [])
    }

    /// Draws a resolved scene into pixels at `scale` (device pixels per point), without encoding.
    public func rasterize(_ resolved: ResolvedScene, scale: Double) throws(RenderError) -> RasterImage {
        try rasterize(resolved, scale: scale, clip: [])
    }

    /// ``rasterize(_:scale:baseDirectory:)`` drawing only inside the rectangles of `clip` (points,
    /// the scene's coordinates; none: everything); the other pixels stay transparent. Rectangles
    /// on whole pixels leave the pixels inside as an unclipped raster has them.
    func rasterize(_ scene: Scene, scale: Double, baseDirectory: String, clip: [Rect]) throws(RenderError) -> RasterImage {
        try rasterize(ResolvedScene(unresolved: scene, baseDirectory: baseDirectory), scale: scale, clip: clip)
    }

    /// ``rasterize(_:scale:baseDirectory:clip:)`` of a resolved scene.
    ///
    /// `start`: instead of a transparent canvas, these pixels (a raster of this size) with the
    /// backdrop and the items before index `start.from` already drawn; only the rest is drawn,
    /// on those very pixels: the raster takes them (`start.pixels` is left empty).
    /// `snapshot`: the pixels of `snapshot.area` (points, on whole pixels of the canvas) are
    /// copied just before item `snapshot.before` is drawn, into the second result.
    func rasterize(_ resolved: ResolvedScene, scale: Double, clip: [Rect],
                   start: RasterStart? = nil,
                   snapshot: (before: Int, area: Rect)? = nil) throws(RenderError) -> RasterImage {
        try rasterizeTakingSnapshot(resolved, scale: scale, clip: clip, start: start, snapshot: snapshot).raster
    }

    /// ``rasterize(_:scale:baseDirectory:clip:start:snapshot:)`` with the snapshot (nil when none
    /// was asked for, or the item or area is not in the canvas).
    func rasterizeTakingSnapshot(_ resolved: ResolvedScene, scale: Double, clip: [Rect] = [],
                                 start: RasterStart? = nil,
                                 snapshot: (before: Int, area: Rect)? = nil) throws(RenderError) -> (raster: RasterImage, snapshot: RasterImage?) {
        let scene = resolved.scene
        let (w, h) = try Self.pixelSize(of: scene, scale: scale)
        // Cairo draws straight into the array returned (cleared, as a new image surface is): no
        // copy of the pixels afterwards, and one raster in memory instead of two for a moment.
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w)))
        guard stride > 0 else { throw .backend("cairo could not create a \(w) × \(h) image") }
        var data: [UInt8]
        var startAt = 0
        if let start, start.pixels.count == stride * h {
            // Taken, not shared: drawing then needs no copy of the pixels first (issue 20).
            data = start.pixels; start.pixels = []; startAt = start.from
        } else {
            data = [UInt8](repeating: 0, count: stride * h)
        }
        var taken: RasterImage?
        var failure: RenderError?
        data.withUnsafeMutableBytes { buf in
            guard let base = buf.baseAddress?.assumingMemoryBound(to: UInt8.self),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(stride)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                failure = .backend("cairo could not create a \(w) × \(h) image")
                return
            }
            let cr = cairo_create(surface)!
            // Exact round(points × scale) pixels: scale each axis so the canvas fills them.
            cairo_scale(cr, Double(w) / scene.size.width, Double(h) / scene.size.height)
            if !clip.isEmpty {
                for r in clip { cairo_rectangle(cr, r.minX - scene.origin.x, r.minY - scene.origin.y, r.width, r.height) }
                cairo_clip(cr)
            }
            let copy: (() -> Void)? = snapshot.map { shot in {
                // The area's pixels, when it lies on whole pixels inside the canvas.
                guard let (x0, y0, sw, sh) = RasterImage.pixelWindow(of: shot.area, in: scene, scale: scale, width: w, height: h) else { return }
                cairo_surface_flush(surface)
                let ss = sw * 4   // an ARGB32 row's stride: whole 32-bit pixels
                let out = [UInt8](unsafeUninitializedCapacity: ss * sh) { o, count in
                    for y in 0..<sh { memcpy(o.baseAddress! + y * ss, base + (y0 + y) * stride + x0 * 4, ss) }
                    count = ss * sh
                }
                taken = RasterImage(width: sw, height: sh, stride: ss, data: out)
            } }
            do throws(RenderError) {
                try draw(resolved, cr: cr, target: .pixels(scale: scale), from: startAt,
                         before: snapshot.flatMap { s in copy.map { (s.before, $0) } })
            } catch { failure = error }
            cairo_destroy(cr)
            cairo_surface_finish(surface)   // nothing may write to the array after this closure
            cairo_surface_destroy(surface)
        }
        if let failure { throw failure }
        return (RasterImage(width: w, height: h, stride: stride, data: data), taken)
    }

    /// Encodes a raster as PNG with libpng (the options' compression level and filters).
    public func encodePNG(_ raster: RasterImage) throws(RenderError) -> [UInt8] {
        try Self.encodePNG(raster, level: options.pngCompressionLevel, filters: options.pngFilters)
    }

    /// Encodes a raster as PNG with libpng at zlib `level` (0…9), with or without row filters.
    public static func encodePNG(_ raster: RasterImage, level: Int, filters: Bool) throws(RenderError) -> [UInt8] {
        try encodePNG(raster, level: level, filter: filters ? .adaptive : .none)
    }

    /// Encodes a raster as PNG at DEFLATE `level` (0…9) with the row `filter`. Without a filter,
    /// at levels 1…9, an image whose rows fit in 4 MiB is compressed whole by libdeflate (faster
    /// and smaller than zlib at the same level: issue 20); anything else streams row by row through
    /// libpng and zlib, so a large canvas needs no second copy of its pixels.
    public static func encodePNG(_ raster: RasterImage, level: Int, filter: PNGRowFilter) throws(RenderError) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var len = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = raster.data.withUnsafeBufferPointer { buf in
            navmock_png_encode_argb32(buf.baseAddress, Int32(raster.width), Int32(raster.height), Int32(raster.stride),
                                      Int32(level), filter.rawValue, &out, &len, &err, err.count)
        }
        guard rc == 0, let out else { throw .backend("libpng: " + CMessage.text(err)) }
        defer { navmock_png_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: len))
    }

    private final class Sink { var bytes: [UInt8] = [] }

    /// The PDF of a resolved scene, drawn by Cairo (the SVG is NavMock's own: SVG/SVGWriter.swift).
    private func pdfDocument(_ resolved: ResolvedScene) throws(RenderError) -> [UInt8] {
        let scene = resolved.scene
        _ = try Self.pixelSize(of: scene, scale: 1)
        FreeTypeLock.lock.lock()
        defer { FreeTypeLock.lock.unlock() }
        let sink = Sink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            let s = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            s.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let surface: OpaquePointer = cairo_pdf_surface_create_for_stream(write, closure, scene.size.width, scene.size.height)
        // Cairo refuses noncharacters in metadata (the surface would be in error): a title may hold any.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, MarkupText.metadataText(scene.title))
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, MarkupText.metadataText(scene.summary))
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "NavMock")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, PDFDate.creationDate(sourceDateEpoch: options.sourceDateEpoch))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface); throw .backend("cairo could not create a PDF surface")
        }
        let cr = cairo_create(surface)!
        do {
            try draw(resolved, cr: cr, target: .pdf(deviceScale: scene.scale))
        } catch {
            cairo_destroy(cr); cairo_surface_destroy(surface); throw error
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .backend("cairo: " + String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }

    // MARK: - Drawing

    /// Draws the backdrop and the items, or (`from` > 0) only the items from index `from` on,
    /// calling `before.action` just before item `before.index` is drawn.
    private func draw(_ res: ResolvedScene, cr: OpaquePointer, target: DrawTarget,
                      from first: Int = 0, before: (index: Int, action: () -> Void)? = nil) throws(RenderError) {
        let scene = res.scene
        cairo_translate(cr, -scene.origin.x, -scene.origin.y)
        var glassCache: [GlassKey: BlurredBackdrop] = [:]
        if first == 0 {
            for item in scene.backdrop { try drawItem(item, id: .backdrop, cr: cr, res: res, target: target, glass: &glassCache) }
        }
        // Each item with the identity of the element it draws (`scene.itemIDs`, the same positions):
        // its resources are found by it, and a layered SVG opens a group per element (issue 36)
        // when it changes.
        for (i, (item, id)) in zip(scene.items, scene.itemIDs).enumerated() where i >= first {
            if let before, before.index == i { before.action() }
            try drawItem(item, id: id, cr: cr, res: res, target: target, glass: &glassCache)
        }
    }

    struct GlassKey: Hashable { let bounds: Rect; let blur: Double }
    struct BlurredBackdrop { let surface: OpaquePointer?; let color: Color?; let origin: Point; let density: Double }

    /// Draws `item`, drawn for the element `id`, of `res.scene`, its icon or image from `res`.
    func drawItem(_ item: SceneItem, id: SceneElementID, cr: OpaquePointer, res: ResolvedScene, target: DrawTarget,
                  glass: inout [GlassKey: BlurredBackdrop]) throws(RenderError) {
        let scene = res.scene
        switch item {
        case .fill(let shape, let paint):
            path(shape, cr)
            let pattern = setPaint(paint, cr)
            cairo_fill(cr)
            if let pattern { cairo_pattern_destroy(pattern) }
        case .stroke(let shape, let color, let width):
            path(shape, cr)
            setColor(color, cr)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        case .hairline(let y, let x0, let x1, let color):
            drawHairline(y: y, x0: x0, x1: x1, color: color, target: target, cr: cr)   // PixelGrid.swift
        case .edgeRule(let r, let edge, let pixels, let color):
            // Device pixels of the layout's own scale (not the output's): the same width in every output.
            let w = pixels / max(scene.scale, 1)
            path(.rect(Rect(x: edge == .minX ? r.minX : r.maxX - w, y: r.minY, width: w, height: r.height)), cr)
            setColor(color, cr)
            cairo_fill(cr)
        case .text(let t, let color):
            drawText(t, color: color, cr: cr, target: target)
        case .icon, .emboldenedIcon, .weightedIcon, .originalIcon:
            // Masks made ahead read the icons' files and load their handles on their thread: taken
            // from there, not loaded twice.
            iconMasks.settle()
            if let i = try iconDrawing(item, id: id, in: res) { try drawIcon(i, cr: cr, target: target) }
        case .image(let ref, let frame):
            try drawImage(item, ref, frame: frame, id: id, in: res, pixelScale: target.scale, padsEdges: target.drawsPixels, cr: cr)
        case .placedImage(let ref, _, let mode, let tint, let stretchesWidth):
            try drawPlacedImage(item, ref, mode: mode, tint: tint, stretchesWidth: stretchesWidth, id: id, in: res, cr: cr)  // PlacedImage.swift
        case .shadow(let shape, let color, let radius):
            // Stacked, growing copies at low opacity: darkest at the edge, gone at `radius`.
            let steps = RenderMetrics.shadowSteps
            let a = 1 - pow(1 - color.alpha, 1 / Double(steps))
            for k in 1...steps {
                let grow = radius * Double(k) / Double(steps)
                path(grown(shape, by: grow), cr)
                setColor(color.withAlpha(a), cr)
                cairo_fill(cr)
            }
        case .masked(let children, let mask):
            cairo_push_group(cr)
            do {
                for c in children { try drawItem(c, id: id, cr: cr, res: res, target: target, glass: &glass) }
            } catch {
                cairo_pattern_destroy(cairo_pop_group(cr))
                throw error
            }
            cairo_pop_group_to_source(cr)
            switch mask {
            case .solid(let c):
                cairo_paint_with_alpha(cr, c.alpha)
            case .linear(let from, let to, let stops):
                let pat = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)!
                for s in stops { cairo_pattern_add_color_stop_rgba(pat, s.offset, 0, 0, 0, s.color.alpha) }
                cairo_mask(cr, pat)
                cairo_pattern_destroy(pat)
            }
        case .glass(let shape, let tint, let blur):
            let b = try blurredBackdrop(for: shape.bounds, blur: blur, res: res, cache: &glass)
            cairo_save(cr)
            gridPath(shape, cr, target: target)   // a bar's material on the pixel grid (PixelGrid.swift)
            cairo_clip(cr)
            if let c = b.color {
                setColor(c, cr); cairo_paint(cr)
            } else if let s = b.surface {
                cairo_save(cr)
                cairo_translate(cr, b.origin.x, b.origin.y)
                cairo_scale(cr, 1 / b.density, 1 / b.density)
                if !paintScaledUp(s, cr: cr, target: target) {   // ScaledPaint.swift: pixels
                    cairo_set_source_surface(cr, s, 0, 0)
                    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
                    cairo_paint(cr)
                }
                cairo_restore(cr)
            }
            setColor(tint, cr)
            cairo_paint(cr)
            cairo_restore(cr)
        case .liquidGlass(let shape, let material):
            try drawLiquidGlass(shape, material, cr: cr, target: target, res: res, cache: &glass)
        case .glassShadow(let shapes, let shadow):
            drawGlassShadow(shapes, shadow, cr: cr, target: target)
        }
    }

    func grown(_ shape: SceneShape, by d: Double) -> SceneShape {
        switch shape {
        case .rect(let r): return .roundedRect(r.insetBy(dx: -d, dy: -d), radius: d)
        case .roundedRect(let r, let rad): return .roundedRect(r.insetBy(dx: -d, dy: -d), radius: rad + d)
        case .capsule(let r): return .capsule(r.insetBy(dx: -d, dy: -d))
        case .ellipse(let r): return .ellipse(r.insetBy(dx: -d, dy: -d))
        }
    }

    /// The backdrop under `bounds`, blurred: a flat colour when the backdrop is one colour,
    /// otherwise an image at ``materialDensity(blur:)`` (embedded as such in SVG and PDF), made
    /// once per scene (``BackdropCache``).
    func blurredBackdrop(for bounds: Rect, blur: Double, res: ResolvedScene,
                                 cache: inout [GlassKey: BlurredBackdrop]) throws(RenderError) -> BlurredBackdrop {
        let scene = res.scene
        let key = GlassKey(bounds: bounds, blur: blur)
        if let b = cache[key] { return b }
        if scene.backdrop.count == 1, case .fill(.rect, .solid(let c)) = scene.backdrop[0] {
            let b = BlurredBackdrop(surface: nil, color: c, origin: .zero, density: 1)
            cache[key] = b
            return b
        }
        let e = try backdrops.entry(.material(bounds: bounds, blur: blur), scene: scene, base: res.baseDirectory) { () throws(RenderError) in
            try blurMaterial(bounds, blur: blur, res: res)
        }
        let b = BlurredBackdrop(surface: e.surface, color: nil, origin: e.origin, density: e.density)
        cache[key] = b
        return b
    }

    /// Pixels per point at which a material's backdrop of `blur` points (σ) is drawn and blurred:
    /// ``RenderMetrics/materialMaxDensity``, or fewer for wide blurs, so the blur stays
    /// ``RenderMetrics/materialBlurSamples`` px wide whatever its size in points. A
    /// Gaussian that wide has nothing left above a fraction of the sampling frequency, so drawing
    /// at that density and painting the result scaled up (bilinearly) loses nothing visible (see
    /// Benchmarks/README.md for the measured difference), and costs a fraction of the pixels.
    static func materialDensity(blur: Double) -> Double {
        min(RenderMetrics.materialMaxDensity, RenderMetrics.materialBlurSamples / max(blur, 0.01))
    }

    /// Draws the backdrop under `bounds` at ``materialDensity(blur:)`` and blurs it.
    private func blurMaterial(_ bounds: Rect, blur: Double, res: ResolvedScene) throws(RenderError) -> BackdropCache.Entry {
        let density = Self.materialDensity(blur: blur)
        let margin = (blur * 2).rounded(.up)
        let region = Rect(x: (bounds.minX - margin).rounded(.down), y: (bounds.minY - margin).rounded(.down),
                          width: (bounds.width + 2 * margin).rounded(.up) + 1, height: (bounds.height + 2 * margin).rounded(.up) + 1)
        let w = Int32((region.width * density).rounded(.up)), h = Int32((region.height * density).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(surface)!
        cairo_scale(cr, density, density)
        cairo_translate(cr, -region.minX, -region.minY)
        var none: [GlassKey: BlurredBackdrop] = [:]
        do {
            for item in res.scene.backdrop { try drawItem(item, id: .backdrop, cr: cr, res: res, target: .pixels(scale: density), glass: &none) }
        } catch {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        // Drawing at `density` already averages over 1/density (area coverage) and the bilinear
        // scale-up adds as much again: take that variance (≈ 1/4 px²) off the blur's.
        let sigma = (max(0, blur * density * blur * density - 0.25)).squareRoot()
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * Int(h)) { p in
            BoxBlur.gaussianApproximation(p, width: Int(w), height: Int(h), rowPixels: stride / 4, sigma: sigma)
        }
        cairo_surface_mark_dirty(surface)
        return BackdropCache.Entry(surface: surface, origin: region.origin, density: density)
    }

    func path(_ shape: SceneShape, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        switch shape {
        case .rect(let r):
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case .roundedRect(let r, _), .capsule(let r):
            roundedRect(r, radius: shape.cornerRadius, cr)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, r.midX, r.midY)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        }
    }

    private func roundedRect(_ r: Rect, radius: Double, _ cr: OpaquePointer) {
        let rad = max(0, radius)
        guard rad > 0 else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height); return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func setColor(_ c: Color, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    private func setPaint(_ p: ScenePaint, _ cr: OpaquePointer) -> OpaquePointer? {
        switch p {
        case .solid(let c):
            setColor(c, cr); return nil
        case .linear(let from, let to, let stops):
            let pat = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)!
            for s in stops { cairo_pattern_add_color_stop_rgba(pat, s.offset, s.color.red, s.color.green, s.color.blue, s.color.alpha) }
            cairo_set_source(cr, pat)
            return pat
        }
    }

    private func drawText(_ t: TextLayout, color: Color, cr: OpaquePointer, target: DrawTarget) {
        FreeTypeLock.with { drawTextLocked(t, color: color, cr: cr, target: target) }
    }

    /// Makes the Pango context text is drawn in match `cr`. At a whole-number scale with
    /// no rotation the context keeps the identity matrix: Pango then lays the text out with the
    /// fonts the layout measured it with, and Cairo scales the outlines, which gives the same
    /// pixels as fonts loaded at the device size (hinting and metric hinting are off; all
    /// Templates and Fixtures at @1x, @2x and @3x are byte-identical either way) without loading
    /// a second set of fonts for each size: Pango 1.50 starts a font match and a font sort
    /// thread for every new size (issue 20: 8 fewer per glass bar, 14 M fewer instructions).
    /// At other scales (1.5, 0.75: glyph positions then differ) the context follows `cr`.
    private func matchTextContext(_ cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        if m.xy == 0, m.yx == 0, m.xx == m.yy, m.xx >= 1, m.xx == m.xx.rounded() {
            if pango_context_get_matrix(fonts.drawingContext) != nil { pango_context_set_matrix(fonts.drawingContext, nil) }
        } else {
            pango_cairo_update_context(cr, fonts.drawingContext)
        }
    }

    private func drawTextLocked(_ t: TextLayout, color: Color, cr: OpaquePointer, target: DrawTarget) {
        matchTextContext(cr)
        let layout = fonts.makeLayout(t.text, style: t.style, drawing: true)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        cairo_save(cr)
        setColor(color, cr)
        if t.quarterTurns != 0 {
            // Turned text (a Mac tab view's side tabs): drawn upright in a frame turned about the baseline's start.
            cairo_translate(cr, t.baselineOrigin.x, t.baselineOrigin.y)
            cairo_rotate(cr, Double(t.quarterTurns) * Double.pi / 2)
            cairo_move_to(cr, -Double(logical.x) / Double(PANGO_SCALE), -baseline)
        } else {
            cairo_move_to(cr, t.baselineOrigin.x - Double(logical.x) / Double(PANGO_SCALE), t.baselineOrigin.y - baseline)
        }
        let colourGlyphs = EmojiPresentation.containsEmoji(t.text)
        if target.drawsPixels && !colourGlyphs {
            // Cairo 1.16's image backend snaps glyphs to whole pixels; outlines keep the exact,
            // scale-independent positions (and match what librsvg draws from the SVG). Colour
            // emoji are bitmaps without outlines, so text containing them is drawn as glyphs.
            pango_cairo_layout_path(cr, layout)
            cairo_fill(cr)
        } else {
            pango_cairo_show_layout(cr, layout)
        }
        cairo_restore(cr)
    }

    /// Draws an icon as a template image: every painted part takes `color`, so only the shapes'
    /// coverage (their alpha) matters, as UIKit's `.alwaysTemplate` does. Done with a user
    /// stylesheet in librsvg rather than a Cairo group and mask, because Cairo 1.16's SVG backend
    /// misplaces masks drawn away from the origin; this way PNG, SVG and PDF draw the same shapes.
    /// (In SVG and PDF, overlapping shapes under a translucent tint compose per shape.)
    ///
    /// Into an image surface the icon is drawn once as a coverage mask (``IconMaskCache``) and
    /// composited in `color`, so overlapping shapes take the tint once, as in UIKit; the check's
    /// drawing of the icon alone reuses the canvas's mask.
    /// - Throws: ``RenderError`` from ``IconDrawing/handle()`` when the icon must be drawn through
    ///   librsvg (its mask in neither cache, or a vector target).
    private func drawIcon(_ icon: IconDrawing, cr: OpaquePointer, target: DrawTarget) throws(RenderError) {
        if icon.original {
            // Its own colours: librsvg draws the file as it is (a symbol's `currentColor` is black).
            iconMasks.settle()
            drawIconShapes(try icon.handle(), frame: icon.frame, place: try iconPlace(icon), colour: nil, mirrored: icon.mirrored, cr: cr, outline: 0)
            return
        }
        let colour = IconColour(icon.color)
        if target.drawsPixels {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            if let plan = IconMaskCache.plan(icon.identity, keptOnDisk: icon.resolved.storable, frame: icon.frame, mirrored: icon.mirrored, outline: icon.outline, matrix: m) {
                var mask = iconMasks.cached(plan)
                if mask == nil {
                    let handle = try icon.handle(), place = try iconPlace(icon)
                    mask = iconMasks.make(plan) { mcr in
                        drawIconCoverage(handle, frame: icon.frame, place: place, mirrored: icon.mirrored, cr: mcr, outline: icon.outline)
                    }
                }
                if let mask {
                    cairo_save(cr)
                    cairo_identity_matrix(cr)
                    cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha)
                    cairo_mask_surface(cr, mask.surface, Double(mask.x), Double(mask.y))
                    cairo_restore(cr)
                    return
                }
            }
        }
        iconMasks.settle()   // masks made ahead use the icons' handles until then
        drawIconShapes(try icon.handle(), frame: icon.frame, place: try iconPlace(icon), colour: colour.css, mirrored: icon.mirrored, cr: cr, outline: icon.outline)
    }

    /// The ``IconStore`` variant of an emboldened icon's handle (its stylesheet adds a stroke).
    static let outlineVariant = "\u{0}outline"

    /// What an icon's mask is keyed by (``IconMaskCache/Key/icon``): its SVG's SHA-256, and
    /// `+outline` for an emboldened icon's variant.
    static func maskIdentity(_ source: IconStore.Source, variant: String) -> String {
        maskIdentity(digest: source.digest, variant: variant)
    }

    /// ``maskIdentity(_:variant:)`` of an SVG whose SHA-256 is `digest`.
    static func maskIdentity(digest: String, variant: String) -> String {
        digest + (variant.isEmpty ? "" : "+" + variant.filter { $0 != "\u{0}" })
    }

    /// An icon item as it is drawn: its resolved file (``ResolvedScene/Icon``: path, digest,
    /// variant), frame (points), colour, mirroring and outline (points). The librsvg handle is
    /// loaded only when asked for (``handle()``): an icon whose mask is kept needs none.
    struct IconDrawing {
        let store: IconStore
        let resolved: ResolvedScene.Icon
        let frame: Rect
        let color: Color
        let mirrored: Bool
        let outline: Double
        /// Drawn in its own colours (``SceneItem/originalIcon(_:frame:mirrored:)``): no mask, no tint.
        var original = false
        /// ``ResolvedScene/Icon/maskIdentity``.
        var identity: String { resolved.maskIdentity }
        /// The icon's librsvg handle (loaded on first use, librsvg with it).
        /// - Throws: ``RenderError`` from ``IconStore/handle(for:at:variant:)``.
        func handle() throws(RenderError) -> UnsafeMutablePointer<RsvgHandle> {
            try store.handle(for: resolved.image, at: resolved.storePath, variant: resolved.variant)
        }
    }

    /// An icon item's ``IconDrawing``, drawn for the element `id`, from what `res` resolved;
    /// nil for any other item. An item `res` has not resolved (a scene drawn without the resource
    /// stage) is resolved now: its file read and checked (``resolvedIcon(_:baseDirectory:)``); no librsvg.
    /// - Throws: ``RenderError`` from ``resolvedIcon(_:baseDirectory:)``.
    func iconDrawing(_ item: SceneItem, id: SceneElementID, in res: ResolvedScene) throws(RenderError) -> IconDrawing? {
        guard let icon = item.icon else { return nil }
        let resolved: ResolvedScene.Icon
        if let found = res.icon(item, of: id) { resolved = found } else {
            itemResolutions += 1
            resolved = try resolvedIcon(icon, baseDirectory: res.baseDirectory).icon
        }
        // A user's SF Symbols template is drawn at its own weight: not emboldened, no outline.
        let (drawn, outline) = Self.outlined(icon, resolved: resolved)
        return IconDrawing(store: icons, resolved: drawn, frame: icon.frame, color: icon.color, mirrored: icon.mirrored,
                           outline: outline, original: icon.original)
    }

    /// How `icon`, resolved as `resolved`, is drawn: the resolved icon (its handle variant and mask
    /// identity) and the outline, points. No outline unless emboldened (a user's SF Symbols
    /// template never is); the scene's for an emboldened icon; for a weighted one
    /// (``SceneIcon/targetStroke``) the outline its own glyph needs (``weightedOutline(_:ink:place:)``),
    /// and a weighted icon that needs none is drawn plain: with the plain handle, since the
    /// outline variant's handle keeps the stroke a previous stylesheet gave it when a later one
    /// sets none.
    static func outlined(_ icon: SceneIcon, resolved: ResolvedScene.Icon) -> (ResolvedScene.Icon, Double) {
        guard resolved.emboldened else { return (resolved, 0) }
        guard let target = icon.targetStroke else { return (resolved, icon.outline) }
        let outline = weightedOutline(target, ink: resolved.weighed, place: iconViewport(resolved.weighed, frame: icon.frame))
        return outline > 0 ? (resolved, outline) : (resolved.with(emboldened: false), 0)
    }

    /// An icon's colour as librsvg takes it from the stylesheet: 8-bit channels, alpha to four
    /// places. The mask path composites this same colour, so both paths tint alike.
    struct IconColour {
        /// The CSS `rgba(…)` text.
        let css: String
        /// Channels 0…1 (the CSS values over 255) and alpha, for Cairo.
        let red: Double, green: Double, blue: Double, alpha: Double
        init(_ c: Color) {
            let r = (c.red * 255).rounded(), g = (c.green * 255).rounded(), b = (c.blue * 255).rounded()
            let a = DecimalText.fixed(c.alpha, places: 4)
            css = "rgba(\(Int(r)),\(Int(g)),\(Int(b)),\(a))"
            red = r / 255; green = g / 255; blue = b / 255
            alpha = Double(a) ?? c.alpha
        }
    }

    /// Draws an icon opaque (only its coverage matters): what a mask is made of.
    func drawIconCoverage(_ handle: UnsafeMutablePointer<RsvgHandle>, frame: Rect, place: Rect, mirrored: Bool, cr: OpaquePointer, outline: Double) {
        drawIconShapes(handle, frame: frame, place: place, colour: "rgba(0,0,0,1)", mirrored: mirrored, cr: cr, outline: outline)
    }

    /// Draws an icon's shapes through librsvg, every painted part in `colour` (a CSS colour), or
    /// in the file's own colours when `colour` is nil (`alwaysOriginal`: the handle's stylesheet
    /// emptied, as every drawing sets its own), its view box fitted into `place`
    /// (``iconViewport(_:frame:)``: the whole drawing inside `frame`, the axis of the mirror).
    private func drawIconShapes(_ handle: UnsafeMutablePointer<RsvgHandle>, frame: Rect, place: Rect, colour: String?, mirrored: Bool,
                                cr: OpaquePointer, outline: Double) {
        // Its own colours: a stylesheet that sets nothing replaces any left on the handle (the
        // ink measurement's); librsvg keeps the previous one when given an empty text.
        var css = "svg { }"
        if let c = colour {
            css = iconOutlineCSS(handle, frame: place, colour: c, outline: outline)
            css += Self.iconColourCSS(c)
        }
        Self.setStylesheet(css, on: handle)
        cairo_save(cr)
        if mirrored {
            cairo_translate(cr, frame.midX, 0)
            cairo_scale(cr, -1, 1)
            cairo_translate(cr, -frame.midX, 0)
        }
        var viewport = RsvgRectangle(x: place.minX, y: place.minY, width: place.width, height: place.height)
        var gerr: UnsafeMutablePointer<GError>?
        _ = rsvg_handle_render_document(handle, cr, &viewport, &gerr)
        if let e = gerr { g_error_free(e) }
        cairo_restore(cr)
    }

    /// The stylesheet that paints every painted part of an icon in `c` (a CSS colour), as
    /// UIKit's template images take their tint.
    static func iconColourCSS(_ c: String) -> String {
        """
        svg { fill: \(c) !important; color: \(c) !important; }
        svg * { color: \(c) !important; }
        [fill]:not([fill="none"]) { fill: \(c) !important; }
        [stroke]:not([stroke="none"]) { stroke: \(c) !important; }
        [style*="fill:"]:not([style*="fill:none"]) { fill: \(c) !important; }
        [style*="stroke:"]:not([style*="stroke:none"]) { stroke: \(c) !important; }
        """
    }

    /// Sets `css` as `handle`'s user stylesheet (an error, which librsvg reports only for CSS it
    /// cannot parse, leaves the previous one).
    static func setStylesheet(_ css: String, on handle: UnsafeMutablePointer<RsvgHandle>) {
        var gerr: UnsafeMutablePointer<GError>?
        _ = css.withCString { p in
            rsvg_handle_set_stylesheet(handle, UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), gsize(strlen(p)), &gerr)
        }
        if let e = gerr { g_error_free(e) }
    }

    /// Where `icon`'s view box is fitted (``iconViewport(_:frame:)``), from its ``plainInk(_:)``.
    /// - Throws: as ``plainInk(_:)``.
    func iconPlace(_ icon: IconDrawing) throws(RenderError) -> Rect {
        Self.iconViewport(try plainInk(icon.resolved), frame: icon.frame)
    }

    /// `r`'s ``IconInk``, measured on its plain handle (librsvg keeps an emboldened variant's
    /// stroke in its geometry once its stylesheet has set it, whatever stylesheet follows): from
    /// this renderer's ``measuredInks``, else the icon-mask store's record (no librsvg), else
    /// measured and kept in both. Nil for an icon without a view box or ink.
    /// - Throws: as ``IconStore/handle(for:at:variant:)``.
    func plainInk(_ r: ResolvedScene.Icon) throws(RenderError) -> IconInk? {
        if let known = measuredInks[r.digest] { return known }
        let store = r.storable ? iconMasks.store : nil
        let ink: IconInk?
        if let kept = store?.ink(digest: r.digest).flatMap(IconInk.decode) {
            ink = kept
        } else {
            ink = Self.iconInk(try icons.handle(for: r.image, at: r.storePath))
            store?.saveInk(digest: r.digest, ink?.record ?? [])
        }
        measuredInks[r.digest] = ink
        return ink
    }

    /// An icon's view box and the box of all it draws (librsvg's ink rectangle, without an
    /// emboldening stroke), both in the icon's own units; what ``iconViewport(_:frame:)`` needs.
    struct IconInk: Hashable, Sendable {
        let viewBox: Rect
        let ink: Rect
        /// How heavy its glyph measures (``iconWeight(plain:trial:)``): only for an icon whose
        /// strokes are brought to a weight (``SceneItem/weightedIcon(_:frame:color:mirrored:stroke:)``).
        var weight: IconWeight? = nil
    }

    /// `handle`'s ``IconInk``; nil for an icon without a view box (drawn at its own size, never
    /// fitted) or that draws nothing.
    static func iconInk(_ handle: UnsafeMutablePointer<RsvgHandle>) -> IconInk? {
        var hasW: gboolean = 0, hasH: gboolean = 0, hasVB: gboolean = 0
        var w = RsvgLength(), h = RsvgLength(), vb = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasW, &w, &hasH, &h, &hasVB, &vb)
        guard hasVB != 0, vb.width > 0, vb.height > 0 else { return nil }
        // No stylesheet is set to measure: geometry does not depend on colour, and librsvg keeps
        // what a stylesheet set once, so a tint set here would stay on an `alwaysOriginal` icon.
        // The view box fitted onto itself: the ink in the icon's own units (librsvg 2.54 reports
        // the geometry of a document fitted into a smaller viewport unscaled).
        var viewport = vb
        var units = RsvgRectangle(), logical = RsvgRectangle()
        var gerr: UnsafeMutablePointer<GError>?
        let ok = rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &units, &logical, &gerr)
        if let e = gerr { g_error_free(e) }
        guard ok != 0, units.width > 0, units.height > 0, units.x.isFinite, units.y.isFinite, units.width.isFinite, units.height.isFinite else { return nil }
        // A document with an absolute width and height of its own is measured at that size (its
        // view box scaled to it), from the viewport's corner: back to view-box units. Without
        // them (or with the view box's own size: every stand-in) the factor is 1. A 24 × 8 pt
        // capsule with viewBox 0 0 12 4 read as twice its view box, and was drawn half size.
        var kx = 1.0, ky = 1.0
        if hasW != 0, hasH != 0, let pw = CSSLength.points(w), let ph = CSSLength.points(h), pw > 0, ph > 0, pw.isFinite, ph.isFinite {
            kx = vb.width / pw; ky = vb.height / ph
        }
        let ink = Rect(x: vb.x + (units.x - vb.x) * kx, y: vb.y + (units.y - vb.y) * ky, width: units.width * kx, height: units.height * ky)
        guard ink.width > 0, ink.height > 0, ink.width.isFinite, ink.height.isFinite else { return nil }
        return IconInk(viewBox: Rect(x: vb.x, y: vb.y, width: vb.width, height: vb.height), ink: ink)
    }

    /// Where librsvg fits an icon's view box so that all the icon draws lies inside `frame`
    /// (points, unmirrored): `frame` itself for an icon whose shapes stay inside its view box (every
    /// SF Symbol; NavMock's own symbols), else `frame` scaled about the centre of what is drawn
    /// so that the union of the view box and the shapes' ink fits the frame, centred (aspect
    /// kept). A stand-in that reaches past its own view box (Phosphor's `newspaper-fill` for
    /// `newspaper.fill`, 0.86 pt at 24 pt) is an artefact of the stand-in: an SF Symbol's image holds all of its
    /// drawing, and a UIImageView shows it whole. The ink is measured without an emboldened
    /// icon's stroke (which reaches half the outline, under 0.5 pt, past the frame), so bold
    /// symbols are placed as before. The PNG, the PDF and NavMock's SVG all place icons here.
    /// `measured`: the icon's ``IconInk`` (nil: `frame`).
    static func iconViewport(_ measured: IconInk?, frame: Rect) -> Rect {
        guard let m = measured, frame.width > 0, frame.height > 0 else { return frame }
        let vb = m.viewBox, units = m.ink
        let s = min(frame.width / vb.width, frame.height / vb.height)
        let box = Rect(x: frame.midX - vb.width * s / 2, y: frame.midY - vb.height * s / 2, width: vb.width * s, height: vb.height * s)
        let ink = Rect(x: box.minX + (units.minX - vb.minX) * s, y: box.minY + (units.minY - vb.minY) * s, width: units.width * s, height: units.height * s)
        // Past the frame by less than a hundredth of a point is inside (librsvg's geometry is
        // rounded to 1/256 of a unit).
        let slack = RenderMetrics.iconInkSlack
        guard ink.minX < frame.minX - slack || ink.minY < frame.minY - slack
                || ink.maxX > frame.maxX + slack || ink.maxY > frame.maxY + slack else { return frame }
        // What is drawn: the ink with the view box (fitted into the frame) it belongs to.
        let minX = min(box.minX, ink.minX), minY = min(box.minY, ink.minY)
        let maxX = max(box.maxX, ink.maxX), maxY = max(box.maxY, ink.maxY)
        let k = min(frame.width / (maxX - minX), frame.height / (maxY - minY))
        guard k.isFinite, k > 0, k < 1 else { return frame }
        // The drawing's centre goes to the frame's centre, scaled by k.
        let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
        return Rect(x: frame.midX + (frame.minX - cx) * k, y: frame.midY + (frame.minY - cy) * k,
                    width: frame.width * k, height: frame.height * k)
    }

    /// Reads and decodes the PNG `ref`, resolved to `path` (inside the allowed folders), into a Cairo image surface
    /// the caller destroys; its size in pixels. `plan` (``ImageCache/plan(width:height:draws:)``, given
    /// the image's size from its header) says which part to decode and how far reduced; nil: all of it.
    /// `placed`: an image placed by a content mode (decoded whole), bounded by
    /// ``RenderLimits/maxPlacedImagePixels`` from its header.
    func imageSurface(_ ref: FileReference, path: String, placed: Bool = false,
                      plan: (_ width: Int, _ height: Int) -> ImageCache.Plan? = { _, _ in nil }) throws(RenderError) -> (OpaquePointer, Int32, Int32) {
        let data: Data
        do throws(BoundedFile.Failure) { data = Data(try BoundedFile.read(path, limit: RenderLimits.maxImageBytes)) }
        catch { throw .unreadableFile(ref, resolvedPath: path, reason: error.description) }
        var out: UnsafeMutablePointer<UInt8>?
        var w: Int32 = 0, h: Int32 = 0
        var err = [CChar](repeating: 0, count: 256)
        // The size from the header first: nothing is decoded for an image over the bounds.
        let header = data.withUnsafeBytes { buf in
            navmock_png_header(buf.baseAddress?.assumingMemoryBound(to: UInt8.self), buf.count, &w, &h, &err, err.count)
        }
        guard header == 0 else { throw .unreadableFile(ref, resolvedPath: path, reason: "not a PNG image (" + CMessage.text(err) + ")") }
        guard w <= Int32(RenderLimits.maxImageSide), h <= Int32(RenderLimits.maxImageSide) else {
            throw .unreadableFile(ref, resolvedPath: path, reason: "\(w) × \(h) pixels is larger than the limit of \(RenderLimits.maxImageSide) pixels a side")
        }
        if placed, Int(w) * Int(h) > RenderLimits.maxPlacedImagePixels {
            throw .unreadableFile(ref, resolvedPath: path, reason: "\(w) × \(h) pixels is larger than the limit of \(RenderLimits.maxPlacedImagePixels) pixels (width × height) for an image placed by a content mode, which is decoded whole")
        }
        let max = RenderLimits.maxImageSide * RenderLimits.maxImageSide
        // A part or reduced, straight to premultiplied ARGB32 (ImageCache), else every pixel.
        var part: UnsafeMutablePointer<UInt8>?
        if let p = plan(Int(w), Int(h)) { part = try Self.decodePart(data, p, ref: ref, path: path, width: &w, height: &h) }
        if let part {
            out = part
        } else {
            let rc = data.withUnsafeBytes { buf in
                navmock_png_decode_rgba(buf.baseAddress?.assumingMemoryBound(to: UInt8.self), buf.count, max, &out, &w, &h, &err, err.count)
            }
            guard rc == 0, out != nil else { throw .unreadableFile(ref, resolvedPath: path, reason: "not a PNG image (" + CMessage.text(err) + ")") }
        }
        guard let out else { throw .backend("no pixels decoded") }
        // Premultiplied ARGB32 in place (4 bytes a pixel either way, rows packed, which is Cairo's
        // stride for ARGB32), wrapped without a copy: one copy of the pixels in memory, not two.
        // The surface frees the decoded buffer when it is destroyed (it may outlive this call in
        // an SVG or PDF recording).
        if part == nil { Premultiply.inPlace(out, pixels: Int(w) * Int(h)) }
        let stride: Int32 = w * 4
        guard cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, w) == stride,
              let surface = cairo_image_surface_create_for_data(out, CAIRO_FORMAT_ARGB32, w, h, stride),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            navmock_png_free(out)
            throw .backend("cairo could not wrap a \(w) × \(h) image")
        }
        guard cairo_surface_set_user_data(surface, &decodedPixelsKey, out, { navmock_png_free($0) })
                == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            navmock_png_free(out)
            throw .backend("cairo could not keep a \(w) × \(h) image")
        }
        cairo_surface_mark_dirty(surface)
        return (surface, w, h)
    }

    /// The image `item` (an `.image` or `.placedImage` of `ref`), drawn for the element `id`,
    /// as `res` resolved it, and its decoded pixels with enough of them for `draws` (decoded by
    /// the resolver, or again now when a drawing needs more: ``cachedImage(_:path:draws:placed:)``).
    /// An item `res` has not resolved (a scene drawn without the resource stage) is resolved now
    /// by the resolver's steps: found inside the allowed folders, decoded, placed
    /// (``placed(_:path:width:height:)``).
    /// - Throws: ``RenderError`` when the file is missing, outside the folders or not a PNG.
    func resolvedImage(_ item: SceneItem, _ ref: FileReference, id: SceneElementID, in res: ResolvedScene,
                       draws: [ImageCache.Draw]) throws(RenderError) -> (image: ResolvedScene.Image, pixels: ImageCache.Entry)? {
        if let found = res.image(item, of: id) {
            return (found, try cachedImage(ref, path: found.path, draws: draws))
        }
        itemResolutions += 1
        let path = try icons.resolve(ref, baseDirectory: res.baseDirectory)
        let e = try cachedImage(ref, path: path, draws: draws)
        return Self.placed(item, path: path, width: e.width, height: e.height).map { ($0, e) }
    }

    /// `padsEdges` (pixels only): the image's edge pixels extend past it, so that filtering at
    /// its border does not blend in transparency (a 1 × 1 black backdrop drew grey towards its
    /// edges, and every image a grey 1 px frame); the clip keeps the drawing inside the frame.
    private func drawImage(_ item: SceneItem, _ ref: FileReference, frame: Rect, id: SceneElementID, in res: ResolvedScene,
                           pixelScale: Double, padsEdges: Bool, cr: OpaquePointer) throws(RenderError) {
        // Decoded once per spec (and reduced when far larger than the output needs): ImageCache.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)   // what of the surface can show, in points
        let visible = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard let (resolved, image) = try resolvedImage(item, ref, id: id, in: res,
                                                        draws: [ImageCache.Draw(frame: frame, scale: pixelScale, visible: visible)]),
              // It covers its frame, centred (aspect fill): Core's arithmetic (ImagePlacement), on the file's size.
              let placement = resolved.placement else { return }
        let clip = resolved.clip
        cairo_save(cr)
        cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(cr)
        cairo_translate(cr, placement.rect.minX, placement.rect.minY)
        cairo_scale(cr, placement.scaleX, placement.scaleY)
        if let p = image.plan {
            // A part, reduced: its pixels stretched over the part (a dropped remainder is under a pixel).
            cairo_translate(cr, Double(p.x0), Double(p.y0))
            cairo_scale(cr, Double(p.x1 - p.x0) / Double(image.decodedWidth), Double(p.y1 - p.y0) / Double(image.decodedHeight))
        }
        cairo_set_source_surface(cr, image.surface, 0, 0)
        if padsEdges { cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD) }
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
