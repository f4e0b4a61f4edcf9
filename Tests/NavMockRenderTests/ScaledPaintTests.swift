import CCairo
import CNavMockRaster
@testable import NavMockRender
import Testing

/// The classic material's scale-up (ScaledPaint.swift, navmock_upscale.c) against Cairo's
/// bilinear paint, which it replaces in pixels.
@Suite("Scaled-up material paint")
struct ScaledPaintTests {
    /// An ARGB32 image surface of random premultiplied pixels (fixed seed); `opaqueRows`: rows
    /// whose alpha is 255; `blur`: σ in pixels of a ``BoxBlur`` afterwards, to make it as smooth as
    /// a material's blurred backdrop (0: raw noise).
    static func surface(width: Int, height: Int, seed: UInt64, opaqueRows: Range<Int> = 0..<0, blur: Double = 0) -> OpaquePointer {
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let data = cairo_image_surface_get_data(s)!, stride = Int(cairo_image_surface_get_stride(s))
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        for y in 0..<height {
            for x in 0..<width {
                let a = opaqueRows.contains(y) ? 255 : (next() % 4 == 0 ? 0 : 128 + next() % 128)
                let p = data + y * stride + x * 4
                for c in 0..<3 { p[c] = UInt8((UInt32((x * (7 + c) + y * 5) % 256) / 2 + next() % 64) * a / 255) }
                p[3] = UInt8(a)
            }
        }
        if blur > 0 {
            data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) {
                BoxBlur.gaussianApproximation($0, width: width, height: height, rowPixels: stride / 4, sigma: blur)
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    static func bytes(_ s: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(s)
        let n = Int(cairo_image_surface_get_stride(s)) * Int(cairo_image_surface_get_height(s))
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(s)!, count: n))
    }

    /// Paints `source` over a copy of `canvas` scaled by `scale` and moved by `offset` (device
    /// pixels), clipped to `clip` (device pixels; none: unclipped); `ours`: through paintScaledUp, else Cairo.
    /// Returns the pixels and whether paintScaledUp took it.
    static func paint(_ source: OpaquePointer, over canvas: [UInt8], width: Int, height: Int, scale: Double,
                      offset: (Double, Double), clip: [(Double, Double, Double, Double)], ours: Bool) throws -> ([UInt8], Bool) {
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(target) }
        let data = cairo_image_surface_get_data(target)!
        canvas.withUnsafeBytes { data.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: canvas.count) }
        cairo_surface_mark_dirty(target)
        let cr = cairo_create(target)!
        defer { cairo_destroy(cr) }
        if !clip.isEmpty {
            for r in clip { cairo_rectangle(cr, r.0, r.1, r.2, r.3) }
            cairo_clip(cr)
        }
        cairo_translate(cr, offset.0, offset.1)
        cairo_scale(cr, scale, scale)
        var took = false
        if ours {
            took = try makeRenderer().paintScaledUp(source, cr: cr, target: .pixels(scale: 1))
        } else {
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_paint(cr)
        }
        return (bytes(target), took)
    }

    static func canvas(width: Int, height: Int) -> [UInt8] {
        let s = surface(width: width, height: height, seed: 99)
        defer { cairo_surface_destroy(s) }
        return bytes(s)
    }

    /// A sample position rounded to the other side of a 1/128 weight step moves a channel by
    /// (difference of the two source pixels) / 128 plus the truncation: on smooth content, as a
    /// blurred backdrop is, 2 levels at most (1 in every Template and Fixture); raw noise, 3.
    @Test("equals Cairo's bilinear paint to within 2 levels on smooth content, most bytes exactly", arguments: [
        (6.0, -7.0, -2.0), (6.0, -7.3, -2.6), (3.0, 0.0, 0.0), (2.5, 1.25, -3.5), (4.0, -11.0, 5.0), (1.7, 0.4, 0.9),
    ])
    func matchesCairo(_ c: (scale: Double, dx: Double, dy: Double)) throws {
        let (w, h) = (160, 90)
        let source = Self.surface(width: 40, height: 24, seed: UInt64(c.scale * 10), opaqueRows: 3..<14, blur: 2.5)
        defer { cairo_surface_destroy(source) }
        let canvas = Self.canvas(width: w, height: h)
        // A clip inside the canvas, one reaching past its edges, and a second box.
        let clip = [(4.0, 3.0, 120.0, 60.0), (130.0, 70.0, 60.0, 40.0)]
        let (want, _) = try Self.paint(source, over: canvas, width: w, height: h, scale: c.scale, offset: (c.dx, c.dy), clip: clip, ours: false)
        let (got, took) = try Self.paint(source, over: canvas, width: w, height: h, scale: c.scale, offset: (c.dx, c.dy), clip: clip, ours: true)
        #expect(took)
        let diffs = zip(got, want).map { abs(Int($0) - Int($1)) }
        #expect(diffs.max() ?? 0 <= 2, "largest difference \(diffs.max() ?? 0)")
        let differing = diffs.filter { $0 > 0 }.count
        #expect(differing * 50 < diffs.count, "\(differing) of \(diffs.count) bytes differ")
        // Outside the clip nothing moved.
        let stride = w * 4
        for y in [0, 1, 2, 63, 69] { for x in [0, 3, 124, 129] { #expect(got[y * stride + x * 4 ..< y * stride + x * 4 + 4] == canvas[y * stride + x * 4 ..< y * stride + x * 4 + 4]) } }
    }

    @Test("without a clip paints the whole canvas, as Cairo does")
    func noClip() throws {
        let source = Self.surface(width: 30, height: 20, seed: 8, opaqueRows: 0..<20, blur: 2)
        defer { cairo_surface_destroy(source) }
        let canvas = Self.canvas(width: 90, height: 60)
        func run(_ ours: Bool) throws -> [UInt8] {
            let (pixels, took) = try Self.paint(source, over: canvas, width: 90, height: 60, scale: 3, offset: (0, 0), clip: [], ours: ours)
            #expect(took == ours)
            return pixels
        }
        let want = try run(false), got = try run(true)
        #expect(got != canvas)
        #expect(zip(got, want).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
    }

    @Test("the AVX2, SSE2 and plain C paths give the same bytes", arguments: [(6.0, 0.37), (3.0, -1.5), (1.3, 2.2), (0.6, 0.1)])
    func pathsAgree(_ c: (scale: Double, shift: Double)) {
        let (w, h, sw, sh) = (203, 57, 45, 17)
        let source = Self.surface(width: sw, height: sh, seed: 5, opaqueRows: 2..<9)
        defer { cairo_surface_destroy(source) }
        let src = cairo_image_surface_get_data(source)!, srcStride = cairo_image_surface_get_stride(source)
        let canvas = Self.canvas(width: w, height: h)
        var results: [[UInt8]] = []
        for path: Int32 in [0, 1, 2] {
            var out = canvas
            let scratch = UnsafeMutableRawPointer.allocate(byteCount: navmock_upscale_scratch_bytes(Int32(w - 3), sw.asInt32), alignment: 32)
            defer { scratch.deallocate() }
            out.withUnsafeMutableBytes { d in
                navmock_upscale_over(d.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(w * 4), 1, 2, Int32(w - 2), Int32(h - 1),
                                     src, sw.asInt32, sh.asInt32, srcStride, 1 / c.scale, c.shift, 1 / c.scale, -c.shift, scratch, path)
            }
            results.append(out)
        }
        #expect(results[0] != canvas)
        #expect(results[0] == results[1])
        #expect(results[2] == results[1])
    }

    @Test("leaves to Cairo what it cannot paint the same way")
    func declines() throws {
        let source = Self.surface(width: 10, height: 10, seed: 1)
        defer { cairo_surface_destroy(source) }
        let canvas = Self.canvas(width: 40, height: 40)
        // A clip off the pixel grid.
        #expect(try !Self.paint(source, over: canvas, width: 40, height: 40, scale: 3, offset: (0, 0), clip: [(0.5, 0, 20, 20)], ours: true).1)
        let r = try makeRenderer()
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40)!
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)!
        defer { cairo_destroy(cr) }
        cairo_rectangle(cr, 0, 0, 20, 20)
        cairo_clip(cr)
        // A rotation, and a group being drawn.
        cairo_save(cr); cairo_rotate(cr, 0.3); #expect(!r.paintScaledUp(source, cr: cr, target: .pixels(scale: 1))); cairo_restore(cr)
        cairo_push_group(cr); #expect(!r.paintScaledUp(source, cr: cr, target: .pixels(scale: 1))); cairo_pattern_destroy(cairo_pop_group(cr))
        #expect(r.paintScaledUp(source, cr: cr, target: .pixels(scale: 1)))
        // A vector target.
        let pdf = cairo_pdf_surface_create_for_stream({ _, _, _ in CAIRO_STATUS_SUCCESS }, nil, 40, 40)!
        defer { cairo_surface_destroy(pdf) }
        let vcr = cairo_create(pdf)!
        defer { cairo_destroy(vcr) }
        cairo_rectangle(vcr, 0, 0, 20, 20)
        cairo_clip(vcr)
        #expect(!r.paintScaledUp(source, cr: vcr, target: .pdf(deviceScale: 1)))
    }
}

private extension Int {
    var asInt32: Int32 { Int32(self) }
}
