/// Three box blurs in each direction: a close approximation of a Gaussian blur, in linear time
/// whatever the radius. Works on premultiplied ARGB32 words in place.
enum BoxBlur {
    /// Blurs `width × height` pixels (rows `rowPixels` words apart) with a Gaussian of `sigma` pixels.
    static func gaussianApproximation(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowPixels: Int, sigma: Double) {
        guard sigma > 0.5, width > 0, height > 0 else { return }
        // Box widths for three passes (Kovesi, "Fast almost-Gaussian filtering").
        let n = 3.0
        let wIdeal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down)); if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)
        let m = Int(mIdeal.rounded())
        var tmp = [UInt32](repeating: 0, count: max(width, height))
        for pass in 0..<3 {
            let r = ((pass < m ? wl : wu) - 1) / 2
            tmp.withUnsafeMutableBufferPointer { t in
                for y in 0..<height { blurLine(p + y * rowPixels, count: width, step: 1, radius: r, tmp: t.baseAddress!) }
                for x in 0..<width { blurLine(p + x, count: height, step: rowPixels, radius: r, tmp: t.baseAddress!) }
            }
        }
    }

    /// One box pass along a line of `count` pixels `step` words apart, edges clamped.
    @inline(__always)
    static func blurLine(_ line: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius r: Int, tmp: UnsafeMutablePointer<UInt32>) {
        guard r > 0, count > 1 else { return }
        for i in 0..<count { tmp[i] = line[i * step] }
        let div = UInt32(2 * r + 1)
        var sa: UInt32 = 0, sr: UInt32 = 0, sg: UInt32 = 0, sb: UInt32 = 0
        @inline(__always) func px(_ i: Int) -> UInt32 { tmp[min(max(i, 0), count - 1)] }
        for i in -r...r {
            let v = px(i)
            sa &+= v >> 24; sr &+= (v >> 16) & 0xFF; sg &+= (v >> 8) & 0xFF; sb &+= v & 0xFF
        }
        let half = div / 2
        for i in 0..<count {
            line[i * step] = (((sa + half) / div) << 24) | (((sr + half) / div) << 16) | (((sg + half) / div) << 8) | ((sb + half) / div)
            let add = px(i + r + 1), sub = px(i - r)
            sa = sa &+ (add >> 24) &- (sub >> 24)
            sr = sr &+ ((add >> 16) & 0xFF) &- ((sub >> 16) & 0xFF)
            sg = sg &+ ((add >> 8) & 0xFF) &- ((sub >> 8) & 0xFF)
            sb = sb &+ (add & 0xFF) &- (sub & 0xFF)
        }
    }
}
