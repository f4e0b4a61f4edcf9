import CNavMockRaster
@testable import NavMockRender
import Testing

/// The Liquid Glass lens away from the edge (navmock_bilinear_span, GlassRenderer.swift) against
/// the Swift bilinear sample it replaces there: the same bits for every pixel.
@Suite("Lens bilinear span")
struct LensSpanTests {
    @Test("every pixel of a span is the Swift bilinear sample", arguments: [
        (1, 1, 3, 1), (2, 2, 5, 2), (17, 9, 40, 18), (64, 30, 129, 61), (200, 3, 401, 5),
    ])
    func sameBits(_ c: (sw: Int, sh: Int, dw: Int, dh: Int)) {
        var src = BoxBlurTests.image(width: c.sw, height: c.sh, seed: UInt64(c.sw * 7919 + c.sh))
        // Taps as the lens makes them: a destination pixel's centre mapped into the source, at
        // about half the destination's density and off its grid, clamped to the edges.
        let columns = (0..<c.dw).map { x in
            Renderer.sampleTap((Double(x) + 0.5) * Double(c.sw) / Double(c.dw) * 1.003 - 0.5 - 0.37, size: c.sw)
        }
        let cColumns = columns.map(navmock_tap.init)
        src.withUnsafeMutableBufferPointer { s in
            for y in 0..<c.dh {
                let row = Renderer.sampleTap((Double(y) + 0.5) * Double(c.sh) / Double(c.dh) - 0.5 + 0.21, size: c.sh)
                let want = columns.map { Renderer.bilinear(s.baseAddress!, c.sw, $0, row) }
                var got = [UInt32](repeating: 0xDEAD_BEEF, count: c.dw)
                // A span from the second pixel to the one before last; the ends are left alone.
                let x0 = min(1, c.dw), x1 = max(x0, c.dw - 1)
                got.withUnsafeMutableBufferPointer { g in
                    navmock_bilinear_span(s.baseAddress!, c.sw, cColumns, navmock_tap(row),
                                          g.baseAddress!, Int32(x0), Int32(x1))
                }
                for x in 0..<c.dw {
                    let expected = (x0..<x1).contains(x) ? want[x] : 0xDEAD_BEEF
                    #expect(got[x] == expected, "row \(y), pixel \(x) of \(c.dw)")
                    if got[x] != expected { return }
                }
            }
        }
    }
}
