import CCairo
import CNavMockRaster
import CNavMockRsvg
import Foundation
import NavMockCore

/// Drawing of the iOS 26 Liquid Glass material (``SceneItem/liquidGlass(_:_:)``) and its shadow
/// (``SceneItem/glassShadow(_:_:)``). The optical model is in docs/liquid-glass.md.
///
/// The content seen through the glass is computed once per shape as an image at
/// ``liquidGlassDensity`` pixels per point (lensed, then blurred) and painted clipped to the shape,
/// so PNG, SVG and PDF show the same pixels there (SVG and PDF embed it as an image); tint, rim and
/// shadow are vector drawing.
extension Renderer {
    /// Pixels per point of the refracted content image (the same density as the classic blur).
    static let liquidGlassDensity = 2.0
    /// Pixels per point at which the backdrop is drawn and blurred before the lens samples it
    /// (bilinearly). One is enough: the blur (σ 0.8 pt) leaves almost nothing above half a cycle
    /// per point (≈ 4 % at that frequency), and a quarter of the pixels keeps the glass as fast as
    /// the frosted glass was (Benchmarks/, glass-light @3x).
    static let liquidGlassSourceDensity = 1.0

    func drawLiquidGlass(_ shape: SceneShape, _ m: LiquidGlassMaterial, cr: OpaquePointer, target: DrawTarget, res: ResolvedScene,
                         cache: inout [GlassKey: BlurredBackdrop]) throws(RenderError) {
        let scene = res.scene
        cairo_save(cr)
        path(shape, cr)
        cairo_clip(cr)
        if scene.backdrop.count == 1, case .fill(.rect, .solid(let c)) = scene.backdrop[0] {
            // Nothing to see through: the frosted fill of before.
            setColor(c, cr); cairo_paint(cr)
            setColor(m.flatTint, cr); cairo_paint(cr)
        } else {
            // Made once per scene and shared by its formats and scales (BackdropCache).
            let surface: OpaquePointer, origin: Point
            do throws(RenderError) {
                (surface, origin) = try backdrops.entry(.liquidGlass(shape: shape, material: m), scene: scene, base: res.baseDirectory) { () throws(RenderError) in
                    let (s, o) = try lensedBackdrop(shape, m, res: res)
                    return BackdropCache.Entry(surface: s, origin: o, density: Self.liquidGlassDensity)
                }.placed
            } catch { cairo_restore(cr); throw error }
            cairo_save(cr)
            cairo_translate(cr, origin.x, origin.y)
            cairo_scale(cr, 1 / Self.liquidGlassDensity, 1 / Self.liquidGlassDensity)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_paint(cr)
            cairo_restore(cr)
            setColor(m.tint, cr); cairo_paint(cr)
        }
        // The specular rim: rings inside the edge, each a vertical gradient.
        let b = shape.bounds
        for (i, ring) in m.rim.enumerated() {
            path(grown(shape, by: -(Double(i) + 0.5) * m.rimRingWidth), cr)
            let pat = cairo_pattern_create_linear(0, b.minY, 0, b.maxY)!
            cairo_pattern_add_color_stop_rgba(pat, 0, ring.top.red, ring.top.green, ring.top.blue, ring.top.alpha)
            cairo_pattern_add_color_stop_rgba(pat, 1, ring.bottom.red, ring.bottom.green, ring.bottom.blue, ring.bottom.alpha)
            if target.drawsPixels, let column = verticalGradientColumn(pat, rows: b.insetBy(dx: -1, dy: -1), cr: cr) {
                cairo_set_source(cr, column)
                cairo_pattern_destroy(column)
            } else {
                cairo_set_source(cr, pat)
            }
            cairo_set_line_width(cr, m.rimRingWidth)
            cairo_stroke(cr)
            cairo_pattern_destroy(pat)
        }
        cairo_restore(cr)
    }

    /// A vertical linear gradient `pattern` (user space of `cr`) as Cairo would paint it on the
    /// device rows of `rows`, as a source pattern for `cr`: an image one pixel wide, row k the
    /// colour of device row `first + k`, repeated across with the nearest pixel. Stroking with it
    /// instead of the gradient gives the same pixels (a row's colour does not depend on x, and the
    /// image stores the premultiplied values the gradient would composite) at a third of the cost:
    /// Cairo evaluates a gradient source over a stroke's whole bounding box, for the rim's rings
    /// the whole glass (issue 20: the rim was 12 M of a glass bar's 200 M instructions). Nil when
    /// the transform rotates or skews (the gradient then varies along rows) or the range is empty.
    /// The caller destroys the pattern.
    func verticalGradientColumn(_ pattern: OpaquePointer, rows: Rect, cr: OpaquePointer) -> OpaquePointer? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else { return nil }
        let top = rows.minY * m.yy + m.y0, bottom = rows.maxY * m.yy + m.y0
        let first = (min(top, bottom) - 1).rounded(.down), last = (max(top, bottom) + 1).rounded(.up)
        guard last > first, last - first < 32_768,
              let column = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, Int32(last - first)),
              cairo_surface_status(column) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(column) }   // the pattern holds its own reference
        let g = cairo_create(column)!
        cairo_translate(g, 0, -first)
        cairo_transform(g, &m)
        cairo_set_source(g, pattern)
        cairo_set_operator(g, CAIRO_OPERATOR_SOURCE)
        cairo_paint(g)
        cairo_destroy(g)
        // User space -> device -> the column's rows.
        var down = cairo_matrix_t(), toColumn = cairo_matrix_t()
        cairo_matrix_init_translate(&down, 0, -first)
        cairo_matrix_multiply(&toColumn, &m, &down)
        guard let source = cairo_pattern_create_for_surface(column) else { return nil }
        cairo_pattern_set_matrix(source, &toColumn)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(source, CAIRO_FILTER_NEAREST)
        return source
    }

    /// Starts making `scene`'s Liquid Glass lens images on other threads, so that they are ready
    /// (or nearly) when a raster of `scene` reaches its glass: with a core to spare, the lens and
    /// blur then cost no time of their own, being made while the content and the glass's shadow are
    /// drawn (issue 20). The images are the ones the raster would make itself (same code, same
    /// pixels). Only for a backdrop of shapes (`fill` items: no text, icons or images, whose drawing
    /// uses the renderer's fonts and files); otherwise, and for a one-colour backdrop, nothing.
    /// Call it on the renderer's own thread; the next raster, SVG or PDF of `scene` takes the images.
    public func startLiquidGlassLenses(for scene: Scene, baseDirectory: String) {
        startLiquidGlassLenses(for: ResolvedScene(unresolved: scene, baseDirectory: baseDirectory))
    }

    /// ``startLiquidGlassLenses(for:baseDirectory:)`` for a resolved scene (its backdrop drawn
    /// from what the resolver found).
    public func startLiquidGlassLenses(for res: ResolvedScene) {
        let scene = res.scene, baseDirectory = res.baseDirectory
        let plain = scene.backdrop.allSatisfy { if case .fill = $0 { return true } else { return false } }
        guard plain, !scene.backdrop.isEmpty else { return }
        if scene.backdrop.count == 1, case .fill(.rect, .solid) = scene.backdrop[0] { return }
        // Drawing fills and the lens touch no state of the renderer (BackdropCache.prefetch).
        nonisolated(unsafe) let renderer = self
        for item in scene.items {
            guard case .liquidGlass(let shape, let m) = item else { continue }
            backdrops.prefetch(.liquidGlass(shape: shape, material: m), scene: scene, base: baseDirectory) {
                do throws(RenderError) {
                    let (s, o) = try renderer.lensedBackdrop(shape, m, res: res)
                    return .success(BackdropCache.Entry(surface: s, origin: o, density: Self.liquidGlassDensity))
                } catch { return .failure(error) }
            }
        }
    }

    /// The backdrop under `shape`, lensed along its edge and blurred, as an image at
    /// ``liquidGlassDensity`` whose top-left corner is `origin` (points). The caller owns it.
    func lensedBackdrop(_ shape: SceneShape, _ m: LiquidGlassMaterial, res: ResolvedScene)
        throws(RenderError) -> (surface: OpaquePointer, origin: Point) {
        let d = Self.liquidGlassDensity, sd = Self.liquidGlassSourceDensity
        let bounds = shape.bounds
        // How far beyond the edge the lens reaches (at its widest band), plus 3 σ for the blur.
        let reach = -(0...32).map { liquidGlassLensDepth(m.lensBand * Double($0) / 32, band: m.lensBand, strength: m.lensStrength) }.min()!
        let margin = (max(0, reach) + 3 * m.blur + 1).rounded(.up)
        let src = Rect(x: (bounds.minX - margin).rounded(.down), y: (bounds.minY - margin).rounded(.down),
                       width: (bounds.width + 2 * margin).rounded(.up) + 1, height: (bounds.height + 2 * margin).rounded(.up) + 1)
        let sw = Int(src.width * sd), sh = Int(src.height * sd)
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sw), Int32(sh))!
        defer { cairo_surface_destroy(source) }
        let scr = cairo_create(source)!
        cairo_scale(scr, sd, sd)
        cairo_translate(scr, -src.minX, -src.minY)
        var none: [GlassKey: BlurredBackdrop] = [:]
        do {
            for item in res.scene.backdrop { try drawItem(item, id: .backdrop, cr: scr, res: res, target: .pixels(scale: sd), glass: &none) }
        } catch {
            cairo_destroy(scr)
            throw error
        }
        cairo_destroy(scr)
        cairo_surface_flush(source)
        let sRow = Int(cairo_image_surface_get_stride(source)) / 4
        let sData = UnsafeMutableRawPointer(cairo_image_surface_get_data(source)!).assumingMemoryBound(to: UInt32.self)
        BoxBlur.gaussianApproximation(sData, width: sw, height: sh, rowPixels: sRow, sigma: m.blur * sd)

        let dst = Rect(x: bounds.minX.rounded(.down), y: bounds.minY.rounded(.down),
                       width: (bounds.maxX.rounded(.up) - bounds.minX.rounded(.down)) + 1,
                       height: (bounds.maxY.rounded(.up) - bounds.minY.rounded(.down)) + 1)
        let dw = Int(dst.width * d), dh = Int(dst.height * d)
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(dw), Int32(dh))!
        let dRow = Int(cairo_image_surface_get_stride(out)) / 4
        let dData = UnsafeMutableRawPointer(cairo_image_surface_get_data(out)!).assumingMemoryBound(to: UInt32.self)
        let radius = shape.cornerRadius
        let tall = bounds.height > bounds.width
        // Only a band along the edge bends light: a pixel at least `calm` inside both straight
        // edges of a side, where the corners do not reach, is the plain bilinear sample of its
        // own point. There the sample positions depend on x or y alone and are worked out once
        // per column and row, exactly as `bilinear` does per pixel, so the pixels are the same.
        // (The widest band is `lensBand · max(1, lensEndFactor)`; one point more keeps rounding
        // at its edge on the lens's side.)
        let calm = m.lensBand * max(1, m.lensEndFactor) + 1
        let halfW = bounds.width / 2, halfH = bounds.height / 2
        let columns = (0..<dw).map { x in navmock_tap(Self.sampleTap((dst.minX + (Double(x) + 0.5) / d - src.minX) * sd - 0.5, size: sw)) }
        // Outside the corners, the nearest edge is a straight one (`edgeDepth`'s second case): its
        // normal is (±1, 0) or (0, ±1), so the lensed sample moves along one axis only and its tap
        // depends on the column (left and right edges) or on the row (top and bottom edges) alone.
        // Those taps are worked out once per column and row with the same arithmetic as the
        // per-pixel path (`px + 0 · shift` is `px`), so the pixels are the same.
        let halfWR = bounds.width / 2 - radius, halfHR = bounds.height / 2 - radius
        // Each column's distance from the centre line, as the per-pixel test computes it, and how
        // far past the straight part of the top and bottom edges it lies.
        let distances = (0..<dw).map { x in abs(dst.minX + (Double(x) + 0.5) / d - bounds.midX) }
        let qxs = distances.map { $0 - halfWR }
        let lensedColumns = (0..<dw).map { x -> navmock_tap in
            let px = dst.minX + (Double(x) + 0.5) / d
            let sx: Double = px - bounds.midX < 0 ? -1 : 1
            let depth = radius - qxs[x]
            let qx = px + sx * Self.lensShift(depth, band: m.lensBand(normalX: sx, normalY: 0, tall: tall), strength: m.lensStrength)
            return navmock_tap(Self.sampleTap((qx - src.minX) * sd - 0.5, size: sw))
        }
        // Runs of calm pixels are drawn in C (navmock_bilinear_span: the same bits, a third of the work).
        // (radius − calm)², or −1 when the corners have no calm part.
        let cornerCalm = radius - calm > 0 ? (radius - calm) * (radius - calm) : -1
        qxs.withUnsafeBufferPointer { qxs in
        distances.withUnsafeBufferPointer { distances in
        columns.withUnsafeBufferPointer { columns in
        lensedColumns.withUnsafeBufferPointer { lensedColumns in
        for y in 0..<dh {
            let py = dst.minY + (Double(y) + 0.5) / d
            let ay = abs(py - bounds.midY)
            let row = Self.sampleTap((py - src.minY) * sd - 0.5, size: sh)
            let qy = ay - halfHR
            let lensedRow: SampleTap = {
                let sy: Double = py - bounds.midY < 0 ? -1 : 1
                let q = py + sy * Self.lensShift(radius - qy, band: m.lensBand(normalX: 0, normalY: sy, tall: tall), strength: m.lensStrength)
                return Self.sampleTap((q - src.minY) * sd - 0.5, size: sh)
            }()
            // |dx| ≤ halfW - calm with |dy| ≤ halfH - max(radius, calm) (between the straight
            // top and bottom edges), or |dx| ≤ halfW - max(radius, calm) with |dy| ≤ halfH - calm.
            let xLimit = ay <= halfH - max(radius, calm) ? halfW - calm : (ay <= halfH - calm ? halfW - max(radius, calm) : -1)
            let line = dData + y * dRow
            // Also calm: a pixel of a corner at most `radius − calm` from the arc's centre (its
            // depth then exceeds every band, so the per-pixel path would not move its sample).
            let cornerRow = qy > 0 && cornerCalm > 0, qy2 = qy * qy
            // Which path a pixel takes: 0 calm (its own point), 1 a left or right straight edge
            // (its column's lensed tap), 2 a top or bottom straight edge (the row's lensed tap),
            // 3 a corner (worked out per pixel). Runs of 0, 1 and 2 are drawn in C.
            @inline(__always) func path(_ x: Int) -> Int {
                if distances[x] <= xLimit { return 0 }
                let qx = qxs[x]
                if !(qx > 0 && qy > 0) { return qx > qy ? 1 : 2 }
                return cornerRow && qx * qx + qy2 <= cornerCalm ? 0 : 3
            }
            let spanRow = navmock_tap(row), spanLensedRow = navmock_tap(lensedRow)
            var x = 0
            while x < dw {
                let kind = path(x)
                if kind != 3 {
                    var end = x + 1
                    while end < dw && path(end) == kind { end += 1 }
                    navmock_bilinear_span(sData, sRow, kind == 1 ? lensedColumns.baseAddress : columns.baseAddress,
                                          kind == 2 ? spanLensedRow : spanRow, line, Int32(x), Int32(end))
                    x = end
                    continue
                }
                defer { x += 1 }
                let px = dst.minX + (Double(x) + 0.5) / d
                let e = edgeDepth(px, py, bounds, radius: radius)
                let shift = Self.lensShift(e.depth, band: m.lensBand(normalX: e.nx, normalY: e.ny, tall: tall), strength: m.lensStrength)
                let qxp = px + e.nx * shift, qyp = py + e.ny * shift
                line[x] = bilinear(sData, sRow, sw, sh, (qxp - src.minX) * sd - 0.5, (qyp - src.minY) * sd - 0.5)
            }
        }
        }
        }
        }
        }
        cairo_surface_mark_dirty(out)
        return (out, dst.origin)
    }

    /// How far (points) the point lies inside the rounded rectangle `r` (corner `radius`), and the
    /// outward normal of the nearest edge. Negative depth: outside.
    private func edgeDepth(_ x: Double, _ y: Double, _ r: Rect, radius: Double) -> (depth: Double, nx: Double, ny: Double) {
        let dx = x - r.midX, dy = y - r.midY
        let sx: Double = dx < 0 ? -1 : 1, sy: Double = dy < 0 ? -1 : 1
        let qx = abs(dx) - (r.width / 2 - radius), qy = abs(dy) - (r.height / 2 - radius)
        if qx > 0 && qy > 0 {
            let l = (qx * qx + qy * qy).squareRoot()
            return (radius - l, sx * qx / l, sy * qy / l)
        }
        return qx > qy ? (radius - qx, sx, 0) : (radius - qy, 0, sy)
    }

    /// How far (points) the lens moves a point `depth` points inside the edge, along the edge's
    /// inward normal: 0 outside the band of `band` points; the one formula of the per-pixel path
    /// and of the per-row and per-column taps.
    @inline(__always)
    static func lensShift(_ depth: Double, band: Double, strength: Double) -> Double {
        depth >= 0 && depth < band ? depth - liquidGlassLensDepth(depth, band: band, strength: strength) : 0
    }

    /// Where a bilinear sample at pixel coordinate `v` along an axis of `size` pixels reads: the
    /// two neighbouring pixels (clamped to the edges) and the weight of the second, 0…255 of 256.
    struct SampleTap { let i0: Int, i1: Int, f: UInt32 }

    @inline(__always)
    static func sampleTap(_ v: Double, size: Int) -> SampleTap {
        let c = min(max(v, 0), Double(size - 1))
        let i0 = Int(c)
        return SampleTap(i0: i0, i1: min(i0 + 1, size - 1), f: UInt32((c - Double(i0)) * 256))
    }

    /// Bilinear sample of premultiplied ARGB32 pixels at pixel coordinates (x, y), edges clamped.
    @inline(__always)
    private func bilinear(_ p: UnsafeMutablePointer<UInt32>, _ row: Int, _ w: Int, _ h: Int, _ x: Double, _ y: Double) -> UInt32 {
        Self.bilinear(p, row, Self.sampleTap(x, size: w), Self.sampleTap(y, size: h))
    }

    /// Bilinear sample of premultiplied ARGB32 pixels between the taps of a column and a row.
    @inline(__always)
    static func bilinear(_ p: UnsafeMutablePointer<UInt32>, _ row: Int, _ tx: SampleTap, _ ty: SampleTap) -> UInt32 {
        let x0 = tx.i0, x1 = tx.i1, y0 = ty.i0, y1 = ty.i1, fx = tx.f, fy = ty.f
        let a = p[y0 * row + x0], b = p[y0 * row + x1], c = p[y1 * row + x0], e = p[y1 * row + x1]
        // Two channels at a time (0x00FF00FF masks): weights ≤ 256, so 16 bits per channel suffice
        // and no sum leaves 32 bits (255 · 256 per lane); hence the wrapping operators, which only
        // drop Swift's overflow checks (issue 20: a third of this function's instructions).
        @inline(__always) func lerp(_ u: UInt32, _ v: UInt32, _ f: UInt32) -> (UInt32, UInt32) {
            let lo = ((u & 0x00FF_00FF) &* (256 &- f) &+ (v & 0x00FF_00FF) &* f) >> 8
            let hi = (((u >> 8) & 0x00FF_00FF) &* (256 &- f) &+ ((v >> 8) & 0x00FF_00FF) &* f) >> 8
            return (lo & 0x00FF_00FF, hi & 0x00FF_00FF)
        }
        let (tl, th) = lerp(a, b, fx), (bl, bh) = lerp(c, e, fx)
        let lo = ((tl &* (256 &- fy) &+ bl &* fy) >> 8) & 0x00FF_00FF
        let hi = ((th &* (256 &- fy) &+ bh &* fy) >> 8) & 0x00FF_00FF
        return lo | (hi << 8)
    }

    /// One shadow under the union of `shapes`: nested copies of all of them, grown or shrunk by
    /// bands of up to `shadowMaxStep` points, each at the opacity that makes the stack follow
    /// ``LiquidGlassShadow/opacity(atDistance:)`` (vector shapes, so SVG and PDF keep them as such).
    /// Overlapping shapes of one step are filled once, so the union does not darken twice.
    func drawGlassShadow(_ shapes: [SceneShape], _ s: LiquidGlassShadow, cr: OpaquePointer, target: DrawTarget) {
        guard let thinnest = shapes.map({ min($0.bounds.width, $0.bounds.height) / 2 }).min(), s.sigma > 0 else { return }
        // From just inside what the glass will cover (the offset shows `offsetY` of the inside below
        // the shapes) out to 2.5 σ, where the shadow is under 1 % of its peak. A copy is added
        // wherever the profile has grown by `shadowLevels` of opacity since the last one (or every
        // `shadowMaxStep` points), so the flat outer part needs few of the large copies.
        let inner = -min(s.offsetY + 2, thinnest - 0.5), outer = 2.5 * s.sigma
        // In pixels the profile itself is drawn, once per pixel (GlassShadowRaster.swift).
        if target.drawsPixels, drawGlassShadowPixels(shapes, s, inner: inner, outer: outer, cr: cr) { return }
        cairo_save(cr)
        cairo_translate(cr, 0, s.offsetY)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        var covered = 0.0  // composited opacity of the copies drawn so far (outermost first)
        var edge = outer   // outer edge of the copy being collected
        var d = outer
        while d > inner {
            d = max(inner, d - 0.5)
            let target = s.opacity(atDistance: (edge + d) / 2)
            guard target - covered >= Self.shadowLevels / 255 || edge - d >= Self.shadowMaxStep || d <= inner else { continue }
            // Whole 1/255 steps of opacity, as an 8-bit surface stores them: the error of a copy is
            // carried into the next instead of being lost.
            let a = ((1 - (1 - target) / (1 - covered)) * 255).rounded() / 255
            if a > 0 {
                covered = 1 - (1 - covered) * (1 - a)
                cairo_new_path(cr)
                for shape in shapes { appendPath(grown(shape, by: edge), cr) }
                setColor(s.color.withAlpha(a), cr)
                cairo_fill(cr)
            }
            edge = d
        }
        cairo_restore(cr)
    }

    /// Opacity a glass shadow's copy adds, in 1/255 levels (fewer copies, each a visible step of at most this).
    static let shadowLevels = 2.0
    /// Widest band between two copies of a glass shadow, points.
    static let shadowMaxStep = 8.0

    /// Adds `shape` to the current path as a sub-path (``path(_:_:)`` starts a new path).
    private func appendPath(_ shape: SceneShape, _ cr: OpaquePointer) {
        let saved = cairo_copy_path(cr)!
        path(shape, cr)
        let added = cairo_copy_path(cr)!
        cairo_new_path(cr)
        cairo_append_path(cr, saved)
        cairo_append_path(cr, added)
        cairo_path_destroy(saved)
        cairo_path_destroy(added)
    }
}

extension Renderer {
    /// The stylesheet rules that stroke every shape of an icon in `colour` with a line `outline`
    /// points wide (converted to the SVG's own units through its view box), so each stroke of the
    /// glyph grows by `outline`; empty for `outline` ≤ 0 or an SVG without a view box. Round joins
    /// keep corners from growing spikes.
    func iconOutlineCSS(_ handle: UnsafeMutablePointer<RsvgHandle>, frame: Rect, colour: String, outline: Double) -> String {
        guard outline > 0, frame.width > 0, frame.height > 0 else { return "" }
        var hasW: gboolean = 0, hasH: gboolean = 0, hasVB: gboolean = 0
        var w = RsvgLength(), h = RsvgLength(), vb = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasW, &w, &hasH, &h, &hasVB, &vb)
        guard hasVB != 0, vb.width > 0, vb.height > 0 else { return "" }
        // The view box is fitted into the frame (aspect kept): one point is this many SVG units.
        let unitsPerPoint = max(vb.width / frame.width, vb.height / frame.height)
        let width = DecimalText.fixed(outline * unitsPerPoint, places: 4)
        return "svg * { stroke: \(colour) !important; stroke-width: \(width) !important; stroke-linejoin: round !important; }\n"
    }
}

extension navmock_tap {
    /// `t` as the C span takes it (navmock_bilinear_span).
    init(_ t: Renderer.SampleTap) { self.init(i0: Int32(t.i0), i1: Int32(t.i1), f: t.f) }
}
