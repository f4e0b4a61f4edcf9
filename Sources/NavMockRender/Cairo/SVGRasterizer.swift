import CCairo
import CNavMockRsvg
import Foundation

/// Rasterises SVG documents with librsvg (used to check that NavMock's SVG and PNG agree).
///
/// For SVG that NavMock wrote, not for files from elsewhere: these bytes do not pass ``IconCheck``
/// (NavMock's own SVG embeds images and uses Cairo's filters, which an icon may not), so a hostile
/// document given here reaches librsvg as it is. No spec input reaches this function; icons reach
/// librsvg only through `IconStore.handle`, after the check.
public enum SVGRasterizer {
    /// Renders `svg` into a `width × height` pixel image (the document's viewBox fitted to it).
    /// - Throws: ``RenderError/backend(_:)`` when librsvg cannot parse the document.
    public static func rasterize(_ svg: [UInt8], width: Int, height: Int) throws(RenderError) -> RasterImage {
        guard width > 0, height > 0, width <= RenderLimits.maxPixelSide, height <= RenderLimits.maxPixelSide else {
            throw .canvasTooLarge(width: width, height: height, limit: "\(RenderLimits.maxPixelSide) pixels a side")
        }
        var gerr: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &gerr) }
        guard let handle else {
            var msg = "librsvg could not read the SVG"
            if let e = gerr { if let m = e.pointee.message { msg += ": " + String(cString: m) }; g_error_free(e) }
            throw .backend(msg)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        let ok = rsvg_handle_render_document(handle, cr, &viewport, &gerr)
        cairo_destroy(cr)
        if ok == 0 {
            var msg = "librsvg could not render the SVG"
            if let e = gerr { if let m = e.pointee.message { msg += ": " + String(cString: m) }; g_error_free(e) }
            throw .backend(msg)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface)!, count: stride * height))
        return RasterImage(width: width, height: height, stride: stride, data: data)
    }
}
