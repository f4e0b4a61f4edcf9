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
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * width)
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

    /// One box pass along a row of `count` contiguous pixels, edges clamped.
    @inline(__always)
    static func horizontal(_ line: UnsafeMutablePointer<UInt32>, count: Int, radius r: Int, tmp: UnsafeMutablePointer<UInt32>) {
        tmp.update(from: line, count: count)
        let mul = reciprocal(2 * r + 1)
        let round: UInt32 = 1 << 23
        var sa: UInt32 = 0, sr: UInt32 = 0, sg: UInt32 = 0, sb: UInt32 = 0
        @inline(__always) func px(_ i: Int) -> UInt32 { tmp[min(max(i, 0), count - 1)] }
        for i in -r...r {
            let v = px(i)
            sa &+= v >> 24; sr &+= (v >> 16) & 0xFF; sg &+= (v >> 8) & 0xFF; sb &+= v & 0xFF
        }
        for i in 0..<count {
            line[i] = ((sa &* mul &+ round) >> 24) << 24 | ((sr &* mul &+ round) >> 24) << 16
                | ((sg &* mul &+ round) >> 24) << 8 | ((sb &* mul &+ round) >> 24)
            let add = px(i + r + 1), sub = px(i - r)
            sa = sa &+ (add >> 24) &- (sub >> 24)
            sr = sr &+ ((add >> 16) & 0xFF) &- ((sub >> 16) & 0xFF)
            sg = sg &+ ((add >> 8) & 0xFF) &- ((sub >> 8) & 0xFF)
            sb = sb &+ (add & 0xFF) &- (sub & 0xFF)
        }
    }

    /// One box pass down every column at once: `sums` holds four running sums per column, and
    /// each output row is written, then the sums move one row down. The rows leaving the window
    /// are read from a ring of the last `2r + 1` source rows (the image is overwritten in place).
    static func vertical(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowPixels: Int, radius r: Int,
                         sums: UnsafeMutablePointer<UInt32>) {
        let window = 2 * r + 1
        let mul = reciprocal(window)
        let round: UInt32 = 1 << 23
        // Source rows y - r ... y + r are needed while row y is written; rows above y were
        // overwritten, so the ring keeps the source of rows y - r ... y (r + 1 rows).
        let ringRows = r + 1
        let ring = UnsafeMutablePointer<UInt32>.allocate(capacity: ringRows * width)
        defer { ring.deallocate() }
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { p + min(max(y, 0), height - 1) * rowPixels }
        sums.initialize(repeating: 0, count: 4 * width)
        for k in -r...r {
            let src = row(k)
            for x in 0..<width {
                let v = src[x]
                sums[4 * x] &+= v >> 24; sums[4 * x + 1] &+= (v >> 16) & 0xFF
                sums[4 * x + 2] &+= (v >> 8) & 0xFF; sums[4 * x + 3] &+= v & 0xFF
            }
        }
        // The source of row y lives in ring slot y mod ringRows from when row y is overwritten.
        @inline(__always) func source(_ y: Int) -> UnsafeMutablePointer<UInt32> {
            let c = min(max(y, 0), height - 1)
            return ring + (c % ringRows) * width
        }
        for y in 0..<height {
            let out = p + y * rowPixels
            (ring + (y % ringRows) * width).update(from: out, count: width)
            for x in 0..<width {
                out[x] = ((sums[4 * x] &* mul &+ round) >> 24) << 24 | ((sums[4 * x + 1] &* mul &+ round) >> 24) << 16
                    | ((sums[4 * x + 2] &* mul &+ round) >> 24) << 8 | ((sums[4 * x + 3] &* mul &+ round) >> 24)
            }
            // Slide: add source row y + r + 1 (below y, so not yet overwritten; clamped to the last
            // row, which is overwritten only at the last step, after which the sums are unused),
            // remove source row y - r (from the ring).
            let addRow = row(y + r + 1)
            let sub = source(y - r)
            for x in 0..<width {
                let a = addRow[x], s = sub[x]
                sums[4 * x] = sums[4 * x] &+ (a >> 24) &- (s >> 24)
                sums[4 * x + 1] = sums[4 * x + 1] &+ ((a >> 16) & 0xFF) &- ((s >> 16) & 0xFF)
                sums[4 * x + 2] = sums[4 * x + 2] &+ ((a >> 8) & 0xFF) &- ((s >> 8) & 0xFF)
                sums[4 * x + 3] = sums[4 * x + 3] &+ (a & 0xFF) &- (s & 0xFF)
            }
        }
    }
}
