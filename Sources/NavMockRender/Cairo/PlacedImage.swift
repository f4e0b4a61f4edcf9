import CCairo
import NavMockCore

extension Renderer {
    /// Draws the PNG `ref` of `item` (``SceneItem/placedImage(_:frame:mode:tint:stretchesWidth:)``,
    /// drawn for the element `id`) where `res` placed it as `mode` says, clipped to its frame and
    /// its own rectangle. Sizes: the frame in points; the image's own size is its pixel size in
    /// points. With `tint` the image's alpha masks a fill of `tint` (a template image); with
    /// `stretchesWidth` it is scaled to the frame's width and keeps its own height.
    /// - Throws: ``RenderError`` when the file is missing or not a PNG.
    func drawPlacedImage(_ item: SceneItem, _ ref: FileReference, mode: BarImageContentMode, tint: Color?, stretchesWidth: Bool,
                         id: SceneElementID, in res: ResolvedScene, cr: OpaquePointer) throws(RenderError) {
        // From the spec's image cache, decoded whole (no draws: a content mode does not fill its
        // frame), so its decoded size is the file's, which the placement was worked out on.
        guard let (resolved, image) = try resolvedImage(item, ref, id: id, in: res, draws: []),
              // Where the content mode puts it: Core's arithmetic (ImagePlacement), applied here.
              let placement = resolved.placement else { return }
        let surface = image.surface
        let r = placement.rect, frame = resolved.clip
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        if resolved.clipsToPlacement {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)   // the image's own rectangle: padding stays inside it
            cairo_clip(cr)
        }
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
