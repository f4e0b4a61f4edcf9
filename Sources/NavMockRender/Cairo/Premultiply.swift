/// Straight (non-premultiplied) RGBA to Cairo's premultiplied ARGB32: the one place it is written.
enum Premultiply {
    /// Rewrites `pixels` straight RGBA pixels at `p` (4 bytes each) as premultiplied native-endian
    /// ARGB32 words, in place; each colour channel becomes `round(c × a / 255)`.
    static func inPlace(_ p: UnsafeMutablePointer<UInt8>, pixels: Int) {
        let words = UnsafeMutableRawPointer(p)
        for i in 0..<pixels {
            let o = i * 4
            let a = UInt32(p[o + 3])
            let r: UInt32 = (UInt32(p[o]) * a + 127) / 255
            let g: UInt32 = (UInt32(p[o + 1]) * a + 127) / 255
            let b: UInt32 = (UInt32(p[o + 2]) * a + 127) / 255
            let v: UInt32 = (a << 24) | (r << 16) | (g << 8) | b
            words.storeBytes(of: v, toByteOffset: o, as: UInt32.self)
        }
    }
}
