import CCairo
import NavMockCore

/// Issue 14 §4: the device-pixel grid. Layout stays in points and scale-independent (DESIGN.md);
/// only the raster backend snaps, at the output scale, so that a hairline is exactly one device
/// pixel and the classic bar's material starts on a pixel edge at every scale, fractional ones
/// included. Vector output (SVG, PDF) keeps the unsnapped geometry: a hairline there is
/// 1/(device scale) pt tall, just above its `y`.
extension Renderer {
    /// `(x, y)` in device pixels.
    private func device(_ x: Double, _ y: Double, _ cr: OpaquePointer) -> (Double, Double) {
        var dx = x, dy = y
        cairo_user_to_device(cr, &dx, &dy)
        return (dx, dy)
    }

    /// A hairline along `y` from `x0` to `x1` (points): in pixels, the one full device-pixel row
    /// whose bottom edge is `y` rounded to the pixel grid, from `x0` to `x1` rounded; in vector
    /// output, a rectangle 1/`target.scale` pt tall just above `y`.
    func drawHairline(y: Double, x0: Double, x1: Double, color: Color, target: DrawTarget, cr: OpaquePointer) {
        setColor(color, cr)
        guard target.drawsPixels else {
            let t = 1 / max(target.scale, 0.01)
            cairo_rectangle(cr, x0, y - t, x1 - x0, t)
            cairo_fill(cr)
            return
        }
        let (a, row) = device(x0, y, cr), (b, _) = device(x1, y, cr)
        let left = min(a, b).rounded(), right = max(a, b).rounded(), bottom = row.rounded()
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, left, bottom - 1, right - left, 1)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// The path of `shape`; in pixels a plain rectangle's edges are moved to the nearest pixel
    /// edges (a bar's material then has no half-covered row), other shapes are unchanged.
    func gridPath(_ shape: SceneShape, _ cr: OpaquePointer, target: DrawTarget) {
        guard target.drawsPixels, case .rect(let r) = shape else { return path(shape, cr) }
        let (x0, y0) = device(r.minX, r.minY, cr), (x1, y1) = device(r.maxX, r.maxY, cr)
        cairo_new_path(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let l = min(x0, x1).rounded(), t = min(y0, y1).rounded()
        cairo_rectangle(cr, l, t, max(x0, x1).rounded() - l, max(y0, y1).rounded() - t)
        cairo_restore(cr)
    }
}
