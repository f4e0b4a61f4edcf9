import CNavMockPNG
import Foundation

/// A decoded image: straight (non-premultiplied) RGBA, 8 bits per channel, rows packed.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes, row by row, R G B A.
    public var pixels: [UInt8]
    /// Creates an image; `pixels.count` must be `width × height × 4` (else nil).
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }
    /// A `width × height` image filled with one colour (R, G, B, A bytes).
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        self.width = width; self.height = height
        var p = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: p.count, by: 4) { p[i] = fill.0; p[i + 1] = fill.1; p[i + 2] = fill.2; p[i + 3] = fill.3 }
        pixels = p
    }
}

/// PNG decoding and encoding through libpng (never a home-made decoder).
public enum PNGCodec {
    /// Largest image decoded, in pixels (width × height).
    public static let maxDecodePixels = RenderLimits.maxPixels

    /// The width and height in pixels that a PNG's header (its IHDR chunk) declares, read without
    /// decoding anything: to refuse an image of the wrong size, or too large, before spending memory
    /// on it (a PNG of 100 Mpx of one colour compresses to a few hundred KB). Nil when `bytes` do
    /// not start with the PNG signature and an IHDR chunk; whether the rest is readable is
    /// ``decode(_:)``'s to say.
    public static func dimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        return (u32(16), u32(20))
    }

    /// Decodes PNG bytes to RGBA.
    /// - Throws: ``RenderError/backend(_:)`` with libpng's message for anything that is not a PNG
    ///   or is over ``maxDecodePixels``.
    public static func decode(_ bytes: [UInt8]) throws(RenderError) -> RGBAImage {
        var out: UnsafeMutablePointer<UInt8>?
        var w: Int32 = 0, h: Int32 = 0
        var err = [CChar](repeating: 0, count: 256)
        let rc = bytes.withUnsafeBufferPointer { buf in
            navmock_png_decode_rgba(buf.baseAddress, buf.count, maxDecodePixels, &out, &w, &h, &err, err.count)
        }
        guard rc == 0, let out else { throw .backend("not a readable PNG: " + CMessage.text(err)) }
        defer { navmock_png_free(out) }
        let n = Int(w) * Int(h) * 4
        return RGBAImage(width: Int(w), height: Int(h), pixels: Array(UnsafeBufferPointer(start: out, count: n)))!
    }

    /// Encodes RGBA as PNG (zlib level 6 with filters: these images are kept, so smaller is better).
    public static func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        // Convert to premultiplied ARGB32 words for the shared encoder.
        var data = image.pixels
        data.withUnsafeMutableBufferPointer { if let p = $0.baseAddress { Premultiply.inPlace(p, pixels: image.width * image.height) } }
        let raster = RasterImage(width: image.width, height: image.height, stride: image.width * 4, data: data)
        return try Renderer.encodePNG(raster, level: 6, filters: true)
    }
}

extension RasterImage {
    /// The raster as straight RGBA (un-premultiplied).
    public var rgba: RGBAImage {
        var p = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeBytes { raw in
            for y in 0..<height {
                let row = raw.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let v = row[x]
                    let a = v >> 24
                    var r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
                    if a != 0 && a != 255 { r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a); b = min(255, (b * 255 + a / 2) / a) }
                    let i = (y * width + x) * 4
                    p[i] = UInt8(r); p[i + 1] = UInt8(g); p[i + 2] = UInt8(b); p[i + 3] = UInt8(a)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: p)!
    }
}

/// The text of a NUL-terminated message our C helpers write into a `[CChar]` buffer (libpng's
/// error text), decoded as UTF-8 up to the first NUL; the whole buffer if it has none.
enum CMessage {
    static func text(_ buffer: [CChar]) -> String {
        let end = buffer.firstIndex(of: 0) ?? buffer.endIndex
        return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
