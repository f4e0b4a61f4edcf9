import CCairo
import CNavMockRaster
import Foundation
import NavMockCore

/// The Liquid Glass shadow in pixels (issue 20): its profile evaluated once per device pixel,
/// instead of the stack of nested copies that vector output draws
/// (``Renderer/drawGlassShadow(_:_:cr:)``).
///
/// The copies step the profile in bands of 2/255 of opacity and fill every band's whole shape, so
/// a phone bar's shadow (σ 24 pt, 60 pt out from the capsule) cost about 20 full fills of a
/// region 1 470 × 546 px at @3x, 13 % of a glass bar's instructions. Here each pixel's centre
/// gets its signed distance to the union of the shapes (moved down by the offset), the opacity
/// ``LiquidGlassShadow/opacity(atDistance:)`` gives for it (through a table 1/64 pt fine), and
/// one mask composites the shadow colour through it. The result is the profile itself, without
/// the copies' steps: pixels differ from the copies by at most a few levels of 255.
extension Renderer {
    /// Points per step of the opacity table: 1/64 pt, finer than a pixel at any scale NavMock
    /// draws (at most 4 px per point), so the table adds no visible step.
    static let shadowTableStep = 1.0 / 64

    /// Draws `s` under the union of `shapes` into the image surface of `cr`, one mask pixel per
    /// device pixel, and returns true; returns false (drawing nothing) where this cannot stand in
    /// for the copies: a transform with rotation or skew, or an ellipse that is not a circle
    /// (whose exact distance has no closed form). Respects `cr`'s clip.
    func drawGlassShadowPixels(_ shapes: [SceneShape], _ s: LiquidGlassShadow, inner: Double, outer: Double,
                               cr: OpaquePointer) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
        let fields = shapes.compactMap { navmock_shadow_shape($0, offsetY: s.offsetY) }
        guard fields.count == shapes.count else { return false }
        guard !fields.isEmpty, outer > inner else { return true }
        // The region the copies would cover: every shape grown by `outer`, moved down, in device
        // pixels, inside the target surface and the clip.
        var lo = (x: Double.infinity, y: Double.infinity), hi = (x: -Double.infinity, y: -Double.infinity)
        for f in fields {
            let hx = f.ex + f.r, hy = f.ey + f.r
            lo = (min(lo.x, f.cx - hx - outer), min(lo.y, f.cy - hy - outer))
            hi = (max(hi.x, f.cx + hx + outer), max(hi.y, f.cy + hy + outer))
        }
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        lo = (max(lo.x, cx0), max(lo.y, cy0)); hi = (min(hi.x, cx1), min(hi.y, cy1))
        let target = cairo_get_target(cr)
        let surfaceW = Double(cairo_image_surface_get_width(target)), surfaceH = Double(cairo_image_surface_get_height(target))
        let x0 = max(0, (lo.x * m.xx + m.x0).rounded(.down)), y0 = max(0, (lo.y * m.yy + m.y0).rounded(.down))
        let x1 = min(surfaceW, (hi.x * m.xx + m.x0).rounded(.up)), y1 = min(surfaceH, (hi.y * m.yy + m.y0).rounded(.up))
        guard x1 > x0, y1 > y0 else { return true }
        let w = Int(x1 - x0), h = Int(y1 - y0)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(mask) else { return false }
        defer { cairo_surface_destroy(mask) }
        let stride = Int(cairo_image_surface_get_stride(mask))
        // Opacity (as mask bytes, over the colour's own alpha) by distance: entry k is for
        // distance inner + k · step; beyond the last entry the shadow is under 1 % of its peak.
        let step = Self.shadowTableStep
        let table: [UInt8] = (0...Int(((outer - inner) / step).rounded(.up))).map { k in
            UInt8((s.opacity(atDistance: inner + Double(k) * step) * 255).rounded())
        }
        cairo_surface_flush(mask)
        navmock_shadow_mask(data, Int32(w), Int32(h), Int32(stride),
                            (x0 + 0.5 - m.x0) / m.xx, 1 / m.xx, (y0 + 0.5 - m.y0) / m.yy, 1 / m.yy,
                            fields, Int32(fields.count), inner, step, table, Int32(table.count))
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgb(cr, s.color.red, s.color.green, s.color.blue)
        cairo_mask_surface(cr, mask, x0, y0)
        cairo_restore(cr)
        return true
    }
}

extension navmock_shadow_shape {
    /// `shape` moved down by `offsetY`, as the C loop's distance field; nil for an ellipse that
    /// is not a circle. A rounded rectangle's radius is clamped to half its shorter side, as drawn
    /// (``Renderer/path(_:_:)``).
    init?(_ shape: SceneShape, offsetY: Double) {
        let b = shape.bounds
        if case .ellipse = shape, abs(b.width - b.height) >= 1e-9 { return nil }
        let hx = max(0, b.width / 2), hy = max(0, b.height / 2), r = max(0, shape.cornerRadius)
        self.init(cx: b.midX, cy: b.midY + offsetY, ex: hx - r, ey: hy - r, r: r)
    }
}
