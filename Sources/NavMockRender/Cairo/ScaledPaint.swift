import CCairo
import CNavMockRaster

/// Issue 20: the classic material's blurred backdrop, drawn at ``Renderer/materialDensity(blur:)``
/// (0.5 px/pt for a phone bar's blur), scaled up onto the canvas. pixman's bilinear paint cost
/// 7.2 M instructions for a phone bar @3x (24 per pixel); `navmock_upscale_over` stretches each
/// source row once to the canvas's width and mixes two stretched rows per canvas row, eight
/// pixels at a time with AVX2 (2.6 M).
extension Renderer {
    /// Paints image surface `source` (ARGB32) bilinearly through `cr`'s current matrix, with
    /// OVER, inside `cr`'s clip, straight into the canvas's pixels. The result is Cairo's
    /// `CAIRO_FILTER_BILINEAR` paint (7-bit weights, truncated, as pixman computes them) but for
    /// the sample positions: computed here in double precision, by pixman in 16.16 fixed point,
    /// so where the two fall on different sides of a 1/128 step a channel differs by a level or
    /// two (29 of the 400 Template and Fixture PNGs differ, by 1 level at most; Benchmarks/README.md).
    ///
    /// Returns false, having drawn nothing, where Cairo must paint instead: a vector `target`, a
    /// group being drawn, a device offset, a matrix that rotates, skews or flips, or a clip that
    /// is not whole-pixel rectangles.
    func paintScaledUp(_ source: OpaquePointer, cr: OpaquePointer, target drawTarget: DrawTarget) -> Bool {
        guard drawTarget.drawsPixels, let target = cairo_get_group_target(cr), target == cairo_get_target(cr),
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
              cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32 else { return false }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard ox == 0, oy == 0 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, m.xx.isFinite, m.yy.isFinite, m.x0.isFinite, m.y0.isFinite else { return false }

        // The clip in device pixels: whole-pixel rectangles (the whole surface when unclipped),
        // or Cairo paints.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        let w = Double(cairo_image_surface_get_width(target)), h = Double(cairo_image_surface_get_height(target))
        var boxes: [(x0: Int32, y0: Int32, x1: Int32, y1: Int32)] = []
        for i in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[i]
            guard r.x == r.x.rounded(), r.y == r.y.rounded(), r.width == r.width.rounded(), r.height == r.height.rounded()
            else { return false }
            let x0 = max(0, r.x), y0 = max(0, r.y), x1 = min(w, r.x + r.width), y1 = min(h, r.y + r.height)
            if x1 > x0, y1 > y0 { boxes.append((Int32(x0), Int32(y0), Int32(x1), Int32(y1))) }
        }

        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard let dst = cairo_image_surface_get_data(target), let src = cairo_image_surface_get_data(source) else { return false }
        let dstStride = cairo_image_surface_get_stride(target), srcStride = cairo_image_surface_get_stride(source)
        let sw = cairo_image_surface_get_width(source), sh = cairo_image_surface_get_height(source)
        // Device pixel x is source pixel (x − x0) / xx.
        let ax = 1 / m.xx, bx = -m.x0 / m.xx, ay = 1 / m.yy, by = -m.y0 / m.yy
        let widest = boxes.map { $0.x1 - $0.x0 }.max() ?? 0
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: max(1, navmock_upscale_scratch_bytes(widest, sw)), alignment: 32)
        defer { scratch.deallocate() }
        for b in boxes {
            navmock_upscale_over(dst, dstStride, b.x0, b.y0, b.x1, b.y1, src, sw, sh, srcStride, ax, bx, ay, by, scratch, 0)
            cairo_surface_mark_dirty_rectangle(target, b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0)
        }
        return true
    }
}
