import CCairo
import NavMockCore

extension Renderer {
    /// Draws the PNG `ref` in `frame` as `mode` places it (``SceneItem/placedImage(_:frame:mode:)``),
    /// clipped to `frame`. Sizes: `frame` in points; the image's own size is its pixel size in points.
    /// With `tint` the image's alpha masks a fill of `tint` (a template image); with `stretchesWidth`
    /// it is scaled to the frame's width and keeps its own height.
    /// - Throws: ``RenderError`` when the file is missing or not a PNG.
    func drawPlacedImage(_ ref: FileReference, frame: Rect, mode: BarImageContentMode, tint: Color? = nil, stretchesWidth: Bool = false,
                         base: String, cr: OpaquePointer) throws(RenderError) {
        // From the spec's image cache, decoded whole (no draws: a content mode does not fill its frame).
        let image = try cachedImage(ref, base: base, draws: [])
        let surface = image.surface
        // Where the content mode puts it: Core's arithmetic (ImagePlacement), applied here.
        guard let placement = ImagePlacement(imageWidth: Double(image.decodedWidth), imageHeight: Double(image.decodedHeight),
                                             in: frame, mode: mode, stretchesWidth: stretchesWidth) else { return }
        let r = placement.rect
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)   // the image's own rectangle: padding stays inside it
        cairo_clip(cr)
        cairo_translate(cr, r.minX, r.minY)
        cairo_scale(cr, placement.scaleX, placement.scaleY)
        let pattern = cairo_pattern_create_for_surface(surface)
        defer { cairo_pattern_destroy(pattern) }
        // A stretched image reaches its frame's edges: its border pixels are repeated outwards
        // instead of fading into transparency under the scaling filter.
        if mode == .scaleToFill || stretchesWidth { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        if let tint {
            setColor(tint, cr)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}
