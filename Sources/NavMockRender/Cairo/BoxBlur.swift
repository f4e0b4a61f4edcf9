import CNavMockRaster

/// Three box blurs in each direction: a close approximation of a Gaussian blur, in linear time
/// whatever the radius. Works on premultiplied ARGB32 words in place.
///
/// Each box pass divides by a fixed-point reciprocal (one multiply and shift per channel instead
/// of a division). The passes run in C (`navmock_box_blur`, issue 20): each one down the columns
/// of the image, one running sum per byte, so the compiler vectorises it; a pass along the rows
/// runs down the columns of the transposed image.
enum BoxBlur {
    /// Blurs `width × height` pixels (rows `rowPixels` words apart) with a Gaussian of `sigma` pixels.
    /// Does nothing for `sigma` ≤ 0.5 or an empty image. Edges are extended (clamped).
    static func gaussianApproximation(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowPixels: Int, sigma: Double) {
        guard sigma > 0.5, width > 0, height > 0 else { return }
        let radii = boxRadii(sigma: sigma).map { Int32(clamping: $0) }
        let long = max(width, height)
        let ringRows = min((radii.max() ?? 0) + 1, Int32(long))
        let transposed = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { transposed.deallocate() }
        let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, Int(ringRows)) * 4 * long)
        defer { ring.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * long)
        defer { sums.deallocate() }
        radii.withUnsafeBufferPointer {
            navmock_box_blur(p, Int32(width), Int32(height), Int32(rowPixels), $0.baseAddress, Int32($0.count), transposed, ring, sums)
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
}
