@testable import NavMockRender
import Testing

/// The fixed-point, row-wise box blur against a plain one (integer division per channel, columns
/// walked with a stride, a copy of each line): the same boxes, so only rounding may differ.
@Suite("Box blur")
struct BoxBlurTests {
    /// The straightforward blur the fast one replaced: three box passes per direction. `exact`:
    /// each channel divided with the fast blur's fixed-point reciprocal (``reciprocal(_:)``)
    /// instead of an integer division, which the fast blur must then match bit for bit.
    static func reference(_ pixels: [UInt32], width: Int, height: Int, sigma: Double, exact: Bool = false) -> [UInt32] {
        var p = pixels
        func line(_ start: Int, _ count: Int, _ step: Int, _ r: Int) {
            guard r > 0, count > 1 else { return }
            let src = (0..<count).map { p[start + $0 * step] }
            func px(_ i: Int) -> UInt32 { src[min(max(i, 0), count - 1)] }
            let div = UInt32(2 * r + 1)
            for i in 0..<count {
                var out: UInt32 = 0
                for shift in [24, 16, 8, 0] as [UInt32] {
                    var sum: UInt32 = 0
                    for k in (i - r)...(i + r) { sum += (px(k) >> shift) & 0xFF }
                    let q = exact ? (sum &* Self.reciprocal(Int(div)) &+ (1 << 23)) >> 24 : (sum + div / 2) / div
                    out |= (q & 0xFF) << shift
                }
                p[start + i * step] = out
            }
        }
        for r in BoxBlur.boxRadii(sigma: sigma) {
            for y in 0..<height { line(y * width, width, 1, r) }
            for x in 0..<width { line(x, height, width, r) }
        }
        return p
    }

    /// The multiplier navmock_box_blur divides a window's sum by: round(2²⁴ / n).
    static func reciprocal(_ n: Int) -> UInt32 { UInt32(((1 << 24) + n / 2) / n) }

    /// Random premultiplied pixels (each colour channel ≤ alpha), from a fixed seed.
    static func image(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        return (0..<(width * height)).map { _ in
            let a = next() % 256
            return a << 24 | (next() % (a + 1)) << 16 | (next() % (a + 1)) << 8 | next() % (a + 1)
        }
    }

    @Test("matches the plain blur within one level", arguments: [
        (1, 1, 2.0), (1, 9, 1.5), (9, 1, 1.5), (17, 13, 0.9), (40, 30, 3.0), (64, 7, 5.0), (5, 64, 8.0), (33, 21, 20.0),
    ])
    func matchesReference(_ c: (width: Int, height: Int, sigma: Double)) {
        let src = Self.image(width: c.width, height: c.height, seed: UInt64(c.width * 1000 + c.height))
        let want = Self.reference(src, width: c.width, height: c.height, sigma: c.sigma)
        var got = src
        got.withUnsafeMutableBufferPointer {
            BoxBlur.gaussianApproximation($0.baseAddress!, width: c.width, height: c.height, rowPixels: c.width, sigma: c.sigma)
        }
        var worst: UInt32 = 0
        for (a, b) in zip(got, want) {
            for shift in [24, 16, 8, 0] as [UInt32] {
                let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
                worst = max(worst, UInt32(abs(x - y)))
            }
        }
        #expect(worst <= 1, "largest difference \(worst) levels")
        if c.width * c.height > 1 && c.sigma > 0.5 { #expect(got != src) }
    }

    /// The same fixed-point arithmetic as the plain loops, so every byte is equal: whatever the
    /// passes are rearranged into (columns of the transposed image, vector loops), the sums and
    /// the rounding must stay those of a window of 2r + 1 pixels with the edges extended.
    @Test("equals the plain blur with the same fixed-point rounding, bit for bit", arguments: [
        (1, 1, 2.0), (2, 1, 1.5), (1, 2, 1.5), (9, 5, 0.9), (8, 8, 3.0), (37, 11, 2.5), (11, 37, 6.0), (64, 3, 12.0),
        (3, 64, 30.0), (61, 45, 4.7), (120, 9, 2.0),
    ])
    func bitExact(_ c: (width: Int, height: Int, sigma: Double)) {
        let src = Self.image(width: c.width, height: c.height, seed: UInt64(c.width * 7919 + c.height))
        let want = Self.reference(src, width: c.width, height: c.height, sigma: c.sigma, exact: true)
        var got = src
        got.withUnsafeMutableBufferPointer {
            BoxBlur.gaussianApproximation($0.baseAddress!, width: c.width, height: c.height, rowPixels: c.width, sigma: c.sigma)
        }
        let differing = zip(got, want).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(got.count) pixels differ")
    }

    @Test("keeps a flat image flat and respects the row stride")
    func flatAndStride() {
        let width = 10, height = 6, row = 13
        var p = [UInt32](repeating: 0xDEAD_BEEF, count: row * height)
        for y in 0..<height { for x in 0..<width { p[y * row + x] = 0x80_40_20_10 } }
        p.withUnsafeMutableBufferPointer {
            BoxBlur.gaussianApproximation($0.baseAddress!, width: width, height: height, rowPixels: row, sigma: 4)
        }
        for y in 0..<height {
            for x in 0..<row { #expect(p[y * row + x] == (x < width ? 0x80_40_20_10 : 0xDEAD_BEEF)) }
        }
    }
}
