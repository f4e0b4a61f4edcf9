import CCairo
import CNavMockPNG
import CPangoCairo
import Foundation
import NavMockCore

// What NavMock's SVG writer (../SVG) needs of the C libraries, as Swift values: glyph outlines
// from Pango, PNG bytes of decoded and blurred pixels, icons' trees from IconCheck.

/// An icon item as the SVG writer draws it: the icon's tree as ``IconCheck`` read it, its frame
/// (points), tint, mirroring and stroke width (points; 0 for a plain icon).
struct SVGIcon {
    let tree: IconElement
    let frame: Rect
    /// Where the view box is fitted (``Renderer/iconViewport(_:frame:)``): `frame`, or inside it
    /// for a symbol whose shapes reach past its view box. Points, unmirrored.
    let viewport: Rect
    /// The tint; nil: the icon's own colours (``SceneItem/originalIcon(_:frame:mirrored:)``).
    let color: Color?
    let mirrored: Bool
    let outline: Double
}

/// What a material shows: one colour (a one-colour backdrop) or an image.
enum SVGMaterial {
    case color(Color)
    case image(SVGEmbeddedImage)
}

extension Renderer {
    /// The outlines of a line of text as NavMock's PNG fills them (Pango's layout at the same
    /// place, hinting off), as SVG path data in points; nil for text with colour emoji (bitmaps
    /// without outlines), which the writer keeps as `<text>`.
    func svgTextOutline(_ t: TextLayout) -> String? {
        guard !EmojiPresentation.containsEmoji(t.text) else { return nil }
        return FreeTypeLock.with { () -> String in
            guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return "" }
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            // The identity matrix, as the painter's context has at whole-number scales.
            if pango_context_get_matrix(fonts.drawingContext) != nil { pango_context_set_matrix(fonts.drawingContext, nil) }
            let layout = fonts.makeLayout(t.text, style: t.style, drawing: true)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            cairo_move_to(cr, t.baselineOrigin.x - Double(logical.x) / Double(PANGO_SCALE), t.baselineOrigin.y - baseline)
            pango_cairo_layout_path(cr, layout)
            guard let path = cairo_copy_path(cr) else { return "" }
            defer { cairo_path_destroy(path) }
            return Self.pathData(path.pointee)
        }
    }

    /// The family NavMock's fonts draw a CSS `font-family` list with (the face Pango picks first
    /// for it, as librsvg in this process does for an icon's text), or nil.
    func svgResolvedFamily(_ list: String) -> String? {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\"'")) }.joined(separator: ",")
        guard !names.isEmpty else { return nil }
        return FreeTypeLock.with { () -> String? in
            guard let desc = pango_font_description_new() else { return nil }
            defer { pango_font_description_free(desc) }
            pango_font_description_set_family(desc, names)
            pango_font_description_set_absolute_size(desc, 12 * Double(PANGO_SCALE))
            guard let font = pango_context_load_font(fonts.context, desc) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard let described = pango_font_describe(font) else { return nil }
            defer { pango_font_description_free(described) }
            return pango_font_description_get_family(described).map { String(cString: $0) }
        }
    }

    /// SVG path data of a Cairo path (user space, points).
    static func pathData(_ path: cairo_path_t) -> String {
        guard path.status == CAIRO_STATUS_SUCCESS, let data = path.data else { return "" }
        var d = ""
        var i = 0
        let n = Int(path.num_data)
        func p(_ k: Int) -> String { SVGMarkup.number(data[k].point.x) + " " + SVGMarkup.number(data[k].point.y) }
        while i < n {
            let h = data[i].header
            switch h.type {
            case CAIRO_PATH_MOVE_TO: d += "M" + p(i + 1)
            case CAIRO_PATH_LINE_TO: d += "L" + p(i + 1)
            case CAIRO_PATH_CURVE_TO: d += "C" + p(i + 1) + " " + p(i + 2) + " " + p(i + 3)
            case CAIRO_PATH_CLOSE_PATH: d += "Z"
            default: break
            }
            i += max(1, Int(h.length))
        }
        return d
    }

    /// The PNG bytes of a Cairo ARGB32 image (DEFLATE level 6 with adaptive row filters: small
    /// files, since the SVG carries them as base64).
    func svgPNG(_ surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .backend("an image without pixels") }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let raster = RasterImage(width: w, height: h, stride: stride, data: Array(UnsafeBufferPointer(start: data, count: stride * h)))
        return try Self.encodePNG(raster, level: 6, filter: .adaptive)
    }

    /// The icon item `item` of element `id` as the SVG writer draws it, from what `res` resolved;
    /// nil for any other item.
    /// - Throws: ``RenderError`` when the icon's file cannot be read or ``IconCheck`` refuses it.
    func svgIcon(_ item: SceneItem, id: SceneElementID, in res: ResolvedScene) throws(RenderError) -> SVGIcon? {
        guard let drawing = try iconDrawing(item, id: id, in: res) else { return nil }
        let tree = try icons.tree(for: drawing.resolved.image, at: drawing.resolved.storePath)
        // Placed where the painter places it: all its drawing inside the frame. Its ink is kept
        // in the icon-mask store, so that an SVG whose icons were measured before loads no librsvg.
        let viewport = try iconPlace(drawing)
        return SVGIcon(tree: tree, frame: drawing.frame, viewport: viewport, color: drawing.original ? nil : drawing.color, mirrored: drawing.mirrored, outline: drawing.outline)
    }

    /// The image item `item` of element `id`: where `res` placed it, and its pixels as a PNG
    /// (tinted for a template image) over the rectangle they cover. The pixels are the ones the
    /// painter draws, from the spec's image cache: for ``SceneItem/image(_:frame:)`` only the part
    /// the canvas shows, reduced to what the device's own scale needs (as the PDF embeds it); a
    /// placed image whole.
    /// - Throws: ``RenderError`` when the file is missing, outside the folders or not a PNG.
    func svgImage(_ item: SceneItem, id: SceneElementID, in res: ResolvedScene) throws(RenderError) -> (ResolvedScene.Image, SVGEmbeddedImage)? {
        let ref: FileReference, tint: Color?, draws: [ImageCache.Draw]
        let scene = res.scene
        switch item {
        case .image(let r, let frame):
            ref = r; tint = nil
            draws = [ImageCache.Draw(frame: frame, scale: scene.scale, visible: Rect(origin: scene.origin, size: scene.size))]
        case .placedImage(let r, _, _, let t, _): ref = r; tint = t; draws = []
        default: return nil
        }
        guard let (resolved, image) = try resolvedImage(item, ref, id: id, in: res, draws: draws), let placement = resolved.placement else { return nil }
        var png: [UInt8]
        if let tint {
            // A template image: its alpha masks a fill of the tint.
            let w = cairo_image_surface_get_width(image.surface), h = cairo_image_surface_get_height(image.surface)
            let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
            defer { cairo_surface_destroy(tinted) }
            let cr = cairo_create(tinted)!
            setColor(tint, cr)
            cairo_mask_surface(cr, image.surface, 0, 0)
            cairo_destroy(cr)
            png = try svgPNG(tinted)
        } else {
            png = try svgPNG(image.surface)
        }
        var r = placement.rect
        if let p = image.plan {
            // A part of the file, reduced: it covers its part of the placement.
            r = Rect(x: r.minX + Double(p.x0) * placement.scaleX, y: r.minY + Double(p.y0) * placement.scaleY,
                     width: Double(p.x1 - p.x0) * placement.scaleX, height: Double(p.y1 - p.y0) * placement.scaleY)
        }
        return (resolved, SVGEmbeddedImage(png: png, origin: r.origin, width: r.width, height: r.height))
    }

    /// What a material (``SceneItem/glass(_:tint:blur:)``) shows under `bounds`: the painter's
    /// blurred backdrop (``blurredBackdrop(for:blur:res:cache:)``), one colour or a PNG.
    func svgBlurredBackdrop(_ bounds: Rect, blur: Double, res: ResolvedScene) throws(RenderError) -> SVGMaterial {
        var cache: [GlassKey: BlurredBackdrop] = [:]
        let b = try blurredBackdrop(for: bounds, blur: blur, res: res, cache: &cache)
        if let c = b.color { return .color(c) }
        guard let s = b.surface else { return .color(Color(red: 0, green: 0, blue: 0, alpha: 0)) }
        let w = Double(cairo_image_surface_get_width(s)), h = Double(cairo_image_surface_get_height(s))
        return .image(SVGEmbeddedImage(png: try svgPNG(s), origin: b.origin, width: w / b.density, height: h / b.density))
    }

    /// What is seen through Liquid Glass of `shape`: the painter's lensed, blurred backdrop as a
    /// PNG; nil when the backdrop is one colour (the frosted fill then).
    func svgLensedBackdrop(_ shape: SceneShape, _ m: LiquidGlassMaterial, res: ResolvedScene) throws(RenderError) -> SVGEmbeddedImage? {
        let scene = res.scene
        if scene.backdrop.count == 1, case .fill(.rect, .solid) = scene.backdrop[0] { return nil }
        let (surface, origin) = try backdrops.entry(.liquidGlass(shape: shape, material: m), scene: scene, base: res.baseDirectory) { () throws(RenderError) in
            let (s, o) = try lensedBackdrop(shape, m, res: res)
            return BackdropCache.Entry(surface: s, origin: o, density: Self.liquidGlassDensity)
        }.placed
        let w = Double(cairo_image_surface_get_width(surface)), h = Double(cairo_image_surface_get_height(surface))
        return SVGEmbeddedImage(png: try svgPNG(surface), origin: origin, width: w / Self.liquidGlassDensity, height: h / Self.liquidGlassDensity)
    }
}
