import CCairo
import CNavMockRsvg
import NavMockCore

// Stand-in symbols brought to one weight (issue 40 item 3): each glyph's mean stroke is measured
// as Benchmarks/fidelity.py measures Apple's (ink area over half its outline, at half contrast, at
// 3 px/pt of a 24 pt box), drawn as it is and with a trial outline; a weighted icon
// (``SceneItem/weightedIcon(_:frame:color:mirrored:stroke:)``) gets the outline that brings its
// own glyph to the scene's stroke. bootstrap-icons draw every outline 1 unit of 16 wide, but a
// glyph of curves and crossings (globe) measures heavier than one of straight lines
// (rectangle.stack), as Apple's do: one outline for all made the globe 29 % too heavy.

extension Renderer {
    /// How heavy an icon's glyph measures, in the icon's own units (``iconWeight(plain:trial:)``):
    /// its mean stroke drawn as it is, and with every shape stroked `trial` units wide.
    struct IconWeight: Hashable, Sendable {
        /// Mean stroke of the glyph as it is, units.
        let plain: Double
        /// The trial outline's width, units.
        let trial: Double
        /// Mean stroke with the trial outline, units.
        let stroked: Double

        /// The outline (units) that brings the mean stroke to `target` units: linear between the
        /// two measures; 0 for a glyph already as heavy (a filled symbol) or that the trial did
        /// not make heavier; at most ``trial`` (no extrapolation).
        func outline(toStroke target: Double) -> Double {
            guard target > plain, stroked > plain, trial > 0 else { return 0 }
            return min(trial, (target - plain) / (stroked - plain) * trial)
        }
    }

    /// The ``IconStore`` variant of the handle a weight's trial outline is drawn with (its
    /// stylesheet strokes every shape), apart from the handles drawn in a render.
    static let weightVariant = "\u{0}weight"

    /// The ``IconWeight`` of an icon: `plain` is its handle drawn as it is (any stylesheet on it
    /// sets colours only: the threshold is relative to the mask's highest coverage), `trial` a
    /// handle of the same SVG that this function alone draws (it sets its stylesheet). Nil for an
    /// icon without a view box or that draws nothing. The view box is drawn
    /// ``RenderMetrics/iconWeightPixels`` on its longer side, the trial outline is
    /// ``RenderMetrics/iconWeightTrial`` of that side.
    static func iconWeight(plain: UnsafeMutablePointer<RsvgHandle>, trial: UnsafeMutablePointer<RsvgHandle>) -> IconWeight? {
        var hasW: gboolean = 0, hasH: gboolean = 0, hasVB: gboolean = 0
        var w = RsvgLength(), h = RsvgLength(), vb = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(plain, &hasW, &w, &hasH, &h, &hasVB, &vb)
        guard hasVB != 0, vb.width > 0, vb.height > 0 else { return nil }
        let side = max(vb.width, vb.height)
        let k = Double(RenderMetrics.iconWeightPixels) / side   // pixels per unit
        let trialUnits = RenderMetrics.iconWeightTrial * side
        // Room around the box for the trial outline and for shapes that reach past the view box.
        let pad = RenderMetrics.iconWeightPixels / 4
        let width = Int((vb.width * k).rounded(.up)) + 2 * pad, height = Int((vb.height * k).rounded(.up)) + 2 * pad
        func measure(_ handle: UnsafeMutablePointer<RsvgHandle>) -> Double? {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            var viewport = RsvgRectangle(x: Double(pad), y: Double(pad), width: vb.width * k, height: vb.height * k)
            var gerr: UnsafeMutablePointer<GError>?
            _ = rsvg_handle_render_document(handle, cr, &viewport, &gerr)
            if let e = gerr { g_error_free(e) }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            let stride = Int(cairo_image_surface_get_stride(surface))
            let pixels = UnsafeBufferPointer(start: data, count: stride * height)
            return meanStroke(pixels, width: width, height: height, stride: stride).map { $0 / k }
        }
        guard let plainStroke = measure(plain) else { return nil }
        setStylesheet("svg * { stroke: #000 !important; stroke-width: \(DecimalText.fixed(trialUnits, places: 4)) !important; "
                      + "stroke-linejoin: round !important; }\n", on: trial)
        guard let stroked = measure(trial) else { return nil }
        return IconWeight(plain: plainStroke, trial: trialUnits, stroked: stroked)
    }

    /// Mean stroke of the ink in an 8-bit coverage mask, pixels: the pixels at or above
    /// ``RenderMetrics/iconWeightThreshold`` of the highest coverage are ink; the stroke is their
    /// count over half the count of ink pixels with a 4-neighbour outside the ink (a band `w` wide
    /// and `L` long: `wL / L`). Nil for a mask without ink.
    static func meanStroke(_ mask: UnsafeBufferPointer<UInt8>, width: Int, height: Int, stride: Int) -> Double? {
        var highest: UInt8 = 0
        for y in 0..<height { for x in 0..<width { highest = max(highest, mask[y * stride + x]) } }
        guard highest > 0 else { return nil }
        let cut = Double(highest) * RenderMetrics.iconWeightThreshold
        func isInk(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && y >= 0 && x < width && y < height && Double(mask[y * stride + x]) >= cut
        }
        var area = 0, boundary = 0
        for y in 0..<height {
            for x in 0..<width where isInk(x, y) {
                area += 1
                if !isInk(x - 1, y) || !isInk(x + 1, y) || !isInk(x, y - 1) || !isInk(x, y + 1) { boundary += 1 }
            }
        }
        guard boundary > 0 else { return nil }
        return Double(area) / (Double(boundary) / 2)
    }

    /// The ``IconInk`` of a weighted icon with its ``IconWeight`` (``weightedOutline(_:ink:place:)``
    /// needs it): kept in the icon-mask store when the SVG is storable (read back, no librsvg), else
    /// measured on its handles (librsvg loaded) and kept; measured once per renderer either way.
    /// Nil for an icon without a view box or ink.
    /// - Throws: as ``IconStore/handle(for:at:variant:)``.
    func weighedInk(_ image: ImageReference, at path: String, source: IconStore.Source) throws(RenderError) -> IconInk? {
        // Known with its weight (or known to have no ink): from this renderer, else the store.
        if let known = measuredInks[source.digest], known == nil || known?.weight != nil { return known }
        let store = source.storable ? iconMasks.store : nil
        if let kept = store?.ink(digest: source.digest).flatMap(IconInk.decode), kept == nil || kept?.weight != nil {
            measuredInks[source.digest] = kept
            return kept
        }
        let plain = try icons.handle(for: image, at: path)
        var ink = Self.iconInk(plain)
        if ink != nil {
            ink?.weight = Self.iconWeight(plain: plain, trial: try icons.handle(for: image, at: path, variant: Self.weightVariant))
        }
        store?.saveInk(digest: source.digest, ink?.record ?? [])
        measuredInks[source.digest] = ink
        return ink
    }

    /// The outline, points, that brings a weighted icon (``SceneIcon/targetStroke``) to its
    /// stroke, drawn with its view box fitted into `place` (``iconViewport(_:frame:)``); 0 when
    /// its weight is unknown. The target is converted to the icon's units as the outline's
    /// stylesheet converts back (``iconOutlineCSS(_:frame:colour:outline:)``).
    static func weightedOutline(_ target: Double, ink: IconInk?, place: Rect) -> Double {
        guard let ink, let weight = ink.weight, place.width > 0, place.height > 0 else { return 0 }
        let unitsPerPoint = max(ink.viewBox.width / place.width, ink.viewBox.height / place.height)
        return weight.outline(toStroke: target * unitsPerPoint) / unitsPerPoint
    }
}
