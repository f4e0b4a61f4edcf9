/// Three box blurs in each direction: a close approximation of a Gaussian blur, in linear time
/// whatever the radius. Works on premultiplied ARGB32 words in place.
///
/// Each box pass divides by a fixed-point reciprocal (one multiply and shift per channel instead
/// of a division), and the vertical passes run row by row over running column sums, so both
/// directions read and write memory in order.
enum BoxBlur {
    /// Blurs `width × height` pixels (rows `rowPixels` words apart) with a Gaussian of `sigma` pixels.
    /// Does nothing for `sigma` ≤ 0.5 or an empty image. Edges are extended (clamped).
    static func gaussianApproximation(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowPixels: Int, sigma: Double) {
        guard sigma > 0.5, width > 0, height > 0 else { return }
        let radii = boxRadii(sigma: sigma)
        let tmp = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, 1))
        defer { tmp.deallocate() }
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: width)
        defer { sums.deallocate() }
        for r in radii where r > 0 {
            if width > 1 { for y in 0..<height { horizontal(p + y * rowPixels, count: width, radius: r, tmp: tmp) } }
            if height > 1 { vertical(p, width: width, height: height, rowPixels: rowPixels, radius: r, sums: sums) }
        }
    }

    /// The radii of the three box passes for a Gaussian of `sigma` pixels (Kovesi, "Fast
    /// almost-Gaussian filtering": widths `wl` and `wl + 2`, odd, whose variances add up to σ²).
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let wIdeal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down)); if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { (($0 < m ? wl : wu) - 1) / 2 }
    }

    /// `(sum × reciprocal(n) + 2²³) >> 24` is `sum / n` rounded to nearest for every sum ≤ 255 n
    /// when n < 2¹⁵ (the reciprocal's error, < 1, times 255 n stays under 2²³); the product fits
    /// in 32 bits because it is at most ≈ 255 × 2²⁴.
    @inline(__always)
    static func reciprocal(_ n: Int) -> UInt32 { UInt32(((1 << 24) + n / 2) / n) }

    /// The four channels of an ARGB32 word, one per lane (lane 0: the lowest byte).
    @inline(__always)
    static func lanes(_ v: UInt32) -> SIMD4<UInt32> { SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(v, to: SIMD4<UInt8>.self)) }

    /// `sum / n` rounded to nearest in every lane (see ``reciprocal(_:)``), packed back into a word.
    @inline(__always)
    static func packed(_ sums: SIMD4<UInt32>, _ mul: UInt32) -> UInt32 {
        unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: (sums &* mul &+ (1 << 23)) &>> 24), to: UInt32.self)
    }

    /// One box pass along a row of `count` contiguous pixels, edges clamped. The four channels
    /// are summed side by side in one vector, with the same integer arithmetic per channel.
    @inline(__always)
    static func horizontal(_ line: UnsafeMutablePointer<UInt32>, count: Int, radius r: Int, tmp: UnsafeMutablePointer<UInt32>) {
        tmp.update(from: line, count: count)
        let mul = reciprocal(2 * r + 1)
        var sum = SIMD4<UInt32>(repeating: 0)
        @inline(__always) func px(_ i: Int) -> UInt32 { tmp[min(max(i, 0), count - 1)] }
        for i in -r...r { sum &+= lanes(px(i)) }
        // Where both the pixel entering and the one leaving the window lie inside the row, no clamping.
        let lo = min(count, r), hi = max(lo, count - r - 1)
        for i in 0..<lo {
            line[i] = packed(sum, mul)
            sum = sum &+ lanes(px(i + r + 1)) &- lanes(px(i - r))
        }
        for i in lo..<hi {
            line[i] = packed(sum, mul)
            sum = sum &+ lanes(tmp[i + r + 1]) &- lanes(tmp[i - r])
        }
        for i in hi..<count {
            line[i] = packed(sum, mul)
            sum = sum &+ lanes(px(i + r + 1)) &- lanes(px(i - r))
        }
    }

    /// One box pass down every column at once: `sums` holds the running sums of each column (four
    /// channels side by side), and each output row is written, then the sums move one row down.
    /// The rows leaving the window are read from a ring of the last `2r + 1` source rows (the image
    /// is overwritten in place).
    static func vertical(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowPixels: Int, radius r: Int,
                         sums: UnsafeMutablePointer<SIMD4<UInt32>>) {
        let window = 2 * r + 1
        let mul = reciprocal(window)
        // Source rows y - r ... y + r are needed while row y is written; rows above y were
        // overwritten, so the ring keeps the source of rows y - r ... y (r + 1 rows).
        let ringRows = r + 1
        let ring = UnsafeMutablePointer<UInt32>.allocate(capacity: ringRows * width)
        defer { ring.deallocate() }
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { p + min(max(y, 0), height - 1) * rowPixels }
        sums.initialize(repeating: SIMD4(repeating: 0), count: width)
        for k in -r...r {
            let src = row(k)
            for x in 0..<width { sums[x] &+= lanes(src[x]) }
        }
        // The source of row y lives in ring slot y mod ringRows from when row y is overwritten.
        @inline(__always) func source(_ y: Int) -> UnsafeMutablePointer<UInt32> {
            let c = min(max(y, 0), height - 1)
            return ring + (c % ringRows) * width
        }
        for y in 0..<height {
            let out = p + y * rowPixels
            (ring + (y % ringRows) * width).update(from: out, count: width)
            for x in 0..<width { out[x] = packed(sums[x], mul) }
            // Slide: add source row y + r + 1 (below y, so not yet overwritten; clamped to the last
            // row, which is overwritten only at the last step, after which the sums are unused),
            // remove source row y - r (from the ring).
            let addRow = row(y + r + 1)
            let sub = source(y - r)
            for x in 0..<width { sums[x] = sums[x] &+ lanes(addRow[x]) &- lanes(sub[x]) }
        }
    }
}
