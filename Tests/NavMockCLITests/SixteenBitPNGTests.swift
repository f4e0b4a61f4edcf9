import Foundation
import NavMockRender
import Testing

/// Issue 41 item 5: a 16-bit PNG without a colour-space chunk (gAMA, cHRM, sRGB, iCCP) is sRGB
/// (the PNG specification's default, and what browsers show); `diff` and `test` read it as linear
/// light before, brightening mid-tones by up to 72 levels, so identical pixels failed.
@Suite("16-bit PNGs are read as sRGB unless they say otherwise")
struct SixteenBitPNGTests {
    /// A PNG written here: 16 bits per sample, `channels` 1 (grey), 2 (grey + alpha), 3 (RGB) or
    /// 4 (RGBA), unfiltered rows in stored (uncompressed) deflate blocks, and a `gAMA` chunk only
    /// when `gamma` (in 1/100000) is given.
    static func png16(width: Int, height: Int, channels: Int, samples: [UInt16], gamma: UInt32? = nil) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var table = [UInt32](repeating: 0, count: 256)
        for n in 0..<256 { var c = UInt32(n); for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB88320 ^ (c >> 1) : c >> 1 }; table[n] = c }
        func crc(_ bytes: [UInt8]) -> UInt32 { ~bytes.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] { let td = Array(type.utf8) + data; return be32(UInt32(data.count)) + td + be32(crc(td)) }
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for s in samples[(y * width * channels)..<((y + 1) * width * channels)] { raw += [UInt8(s >> 8), UInt8(s & 0xFF)] }
        }
        var z: [UInt8] = [0x78, 0x01]
        var rest = raw[...]
        repeat {
            let part = rest.prefix(65535); rest = rest.dropFirst(part.count)
            let len = UInt16(part.count)
            z += [rest.isEmpty ? 1 : 0, UInt8(len & 0xFF), UInt8(len >> 8), UInt8(~len & 0xFF), UInt8(~len >> 8)] + part
        } while !rest.isEmpty
        var a: UInt32 = 1, b: UInt32 = 0
        for v in raw { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
        z += be32(b << 16 | a)
        let colourType: UInt8 = [1: 0, 2: 4, 3: 2, 4: 6][channels]!
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [16, colourType, 0, 0, 0])
        if let gamma { out += chunk("gAMA", be32(gamma)) }
        return out + chunk("IDAT", z) + chunk("IEND", [])
    }

    /// A 256 × 2 ramp through every 8-bit level, in grey and in colour, as 8-bit RGBA.
    static let width = 256, height = 2
    static func level(_ x: Int, _ y: Int, _ c: Int) -> Int { y == 0 ? x : [x, 255 - x, (x * 7) % 256][c] }

    @Test("grey, grey + alpha, RGB and RGBA at 16 bits: identical to the same levels at 8 bits", arguments: [1, 2, 3, 4])
    func sameAsEightBit(channels: Int) throws {
        let dir = try CLI.tempDir()
        var eight = RGBAImage(width: Self.width, height: Self.height, fill: (0, 0, 0, 255))
        var samples: [UInt16] = []
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let rgb = channels < 3 ? [Self.level(x, 0, 0), Self.level(x, 0, 0), Self.level(x, 0, 0)] : (0..<3).map { Self.level(x, y, $0) }
                let i = (y * Self.width + x) * 4
                for c in 0..<3 { eight.pixels[i + c] = UInt8(rgb[c]) }
                let colour = channels < 3 ? [rgb[0]] : rgb
                samples += colour.map { UInt16($0) * 257 }
                if channels % 2 == 0 { samples.append(65535) }
            }
        }
        try Data(try PNGCodec.encode(eight)).write(to: URL(fileURLWithPath: dir + "/eight.png"))
        try Data(Self.png16(width: Self.width, height: Self.height, channels: channels, samples: samples))
            .write(to: URL(fileURLWithPath: dir + "/sixteen.png"))
        let r = try navmock(["diff", "eight.png", "sixteen.png"], cwd: dir)
        #expect(r.code == 0, "\(channels) channels: \(r.stdout) \(r.stderr)")
        // Read through the library as `test` reads references: the same pixels.
        let decoded = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/sixteen.png"))))
        let differ = zip(decoded.pixels, eight.pixels).filter { $0 != $1 }.count
        #expect(decoded.pixels.count == eight.pixels.count && differ == 0,
                "\(channels) channels: \(differ) bytes differ; level 64 reads as \(decoded.pixels[64 * 4])")

        // A file that says it is linear (gAMA 1.0) is still converted: its mid-tones come out brighter.
        try Data(Self.png16(width: Self.width, height: Self.height, channels: channels, samples: samples, gamma: 100_000))
            .write(to: URL(fileURLWithPath: dir + "/linear.png"))
        let linear = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/linear.png"))))
        #expect(linear.pixels[128 * 4] > 180, "level 128 declared linear reads as \(linear.pixels[128 * 4]) in sRGB")
    }
}
