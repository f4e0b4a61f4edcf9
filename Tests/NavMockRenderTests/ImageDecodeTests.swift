import Foundation
import NavMockCore
@testable import NavMockRender
import Testing

/// A PNG written by hand (RGBA, 8 bits, zlib stored blocks), interlaced with Adam7 or not, so
/// that both of libpng's read paths can be tested without an encoder that writes interlaced files.
enum HandPNG {
    static func make(width: Int, height: Int, interlaced: Bool, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        // Adam7 passes: (x start, y start, x step, y step); one pass of everything when not interlaced.
        let passes = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
                                : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)   // filter: none
                for x in stride(from: x0, to: width, by: dx) { raw += pixel(x, y) }
            }
        }
        var z: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, raw.count - i)
            z.append(i + n == raw.count ? 1 : 0)
            z += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[i..<(i + n)]
            i += n
        } while i < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        z += be(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, interlaced ? 1 : 0])
        png += chunk("IDAT", z)
        png += chunk("IEND", [])
        return png
    }

    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var c: UInt32 = 0xFFFF_FFFF
        for byte in body {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return be(UInt32(data.count)) + body + be(~c)
    }

    /// Quadrants: top-left red, top-right blue, bottom-left green, bottom-right half-transparent white.
    static func quadrants(_ side: Int, interlaced: Bool = false) -> [UInt8] {
        make(width: side, height: side, interlaced: interlaced) { x, y in
            switch (x < side / 2, y < side / 2) {
            case (true, true): [255, 0, 0, 255]
            case (false, true): [0, 0, 255, 255]
            case (true, false): [0, 255, 0, 255]
            case (false, false): [255, 255, 255, 128]
            }
        }
    }
}

@Suite("Images decoded once, at the size the output needs (issue 19 §11, issue 12)")
struct ImageDecodeTests {
    /// A folder holding `big.png` and a 400 × 400 pt screen-canvas spec whose backdrop is that image.
    func workspace(_ png: [UInt8]) throws -> String {
        let dir = NSTemporaryDirectory() + "navmock-images-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(png).write(to: URL(fileURLWithPath: dir + "/big.png"))
        return dir
    }

    let spec = #"{"size": {"width": 400, "height": 400}, "canvas": "screen", "backdrop": {"image": "big.png"}, "tabBar": {"items": [{"title": "A"}]}}"#

    func pixel(_ r: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * r.width + x) * 4
        let p = r.rgba.pixels
        return Array(p[i..<(i + 4)])
    }

    @Test("each PNG is decoded once per spec, for every scale, SVG and PDF")
    func onceperSpec() throws {
        let dir = try workspace(HandPNG.quadrants(512))
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(spec.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let before = r.imageDecodeCount
        _ = try r.resolveResources(p.scene, baseDirectory: dir, scales: [1, 2, 3])
        for s in [1.0, 2.0, 3.0] { _ = try r.render(p.scene, as: .png(scale: s), baseDirectory: dir) }
        _ = try r.render(p.scene, as: .svg, baseDirectory: dir)
        _ = try r.render(p.scene, as: .pdf, baseDirectory: dir)
        #expect(r.imageDecodeCount - before == 1)
        // A new spec (the resource stage again) decodes again; a changed file is decoded again.
        _ = try r.resolveResources(p.scene, baseDirectory: dir, scales: [1], includingSceneScale: false)
        #expect(r.imageDecodeCount - before == 2)
        try Data(HandPNG.quadrants(256)).write(to: URL(fileURLWithPath: dir + "/big.png"))
        _ = try r.render(p.scene, as: .png(scale: 1), baseDirectory: dir)
        #expect(r.imageDecodeCount - before == 3)
    }

    @Test("a large image is decoded reduced, and draws the same colours in the same places", arguments: [false, true])
    func reduced(interlaced: Bool) throws {
        let dir = try workspace(HandPNG.quadrants(2048, interlaced: interlaced))
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(spec.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let found = try r.resolveResources(p.scene, baseDirectory: dir, scales: [1], includingSceneScale: false)
        // 400 pt of a 2048-pixel image under the iOS 26 glass bar, whose backdrop is drawn at
        // 2 px/pt: 0.39 output pixels per image pixel, so reduced by 2 to 1024 pixels a side,
        // still at least the 800 needed.
        #expect(found.images.count == 1)
        #expect(found.images.first.map { [$0.width, $0.height] } == [2048, 2048])
        #expect(found.images.first.map { [$0.decodedWidth, $0.decodedHeight] } == [1024, 1024])
        let raster = try r.rasterize(p.scene, scale: 1, baseDirectory: dir)
        #expect(pixel(raster, 100, 100) == [255, 0, 0, 255])
        #expect(pixel(raster, 300, 100) == [0, 0, 255, 255])
        #expect(pixel(raster, 100, 250) == [0, 255, 0, 255])
        // The boundary stays at the middle: one pixel either side is pure.
        #expect(pixel(raster, 198, 100) == [255, 0, 0, 255])
        #expect(pixel(raster, 201, 100) == [0, 0, 255, 255])
    }

    @Test("an image drawn at half its size or more is decoded whole, pixel for pixel as before")
    func notReduced() throws {
        let dir = try workspace(HandPNG.quadrants(600))
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(spec.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let found = try r.resolveResources(p.scene, baseDirectory: dir, scales: [1], includingSceneScale: false)
        #expect(found.images.first.map { [$0.decodedWidth, $0.decodedHeight] } == [600, 600])
    }

    @Test("only the part the canvas shows is decoded")
    func part() throws {
        // The component canvas shows only the bar's band of the 400 × 400 pt screen.
        let dir = try workspace(HandPNG.quadrants(2048))
        let r = try makeRenderer()
        let component = spec.replacingOccurrences(of: #""canvas": "screen", "#, with: "")
        let p = try PreparedSpec.prepare(Array(component.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let found = try r.resolveResources(p.scene, baseDirectory: dir, scales: [1], includingSceneScale: false)
        let band = p.scene.size.height / 400 * 2048
        let d = try #require(found.images.first)
        #expect(d.decodedWidth == 1024)
        // The band and 64 pt above it for the glass (reduced by 2), and a margin of two blocks.
        let rows = (band + 64.0 / 400 * 2048) / 2
        #expect(Double(d.decodedHeight) <= rows + 3 && Double(d.decodedHeight) > rows - 1, "\(d.decodedHeight) rows for a \(band)-pixel band")
        // Bottom band of the image: green on the left; drawn from that one decode.
        let decodes = r.imageDecodeCount
        let raster = try r.rasterize(p.scene, scale: 1, baseDirectory: dir)
        #expect(pixel(raster, 20, 2) == [0, 255, 0, 255])
        #expect(r.imageDecodeCount == decodes)
        // With glass over a backdrop image (iOS 26 here), every output still shares one decode.
        let glass = #"{"device": "iPhone 16", "backdrop": {"image": "big.png"}, "tabBar": {"items": [{"title": "A", "image": "house"}, {"title": "B", "image": "star"}]}}"#
        let g = try PreparedSpec.prepare(Array(glass.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let start = r.imageDecodeCount
        _ = try r.resolveResources(g.scene, baseDirectory: dir, scales: [1, 3])
        for s in [1.0, 3.0] { _ = try r.rasterize(g.scene, scale: s, baseDirectory: dir) }
        _ = try r.render(g.scene, as: .svg, baseDirectory: dir)
        #expect(r.imageDecodeCount - start == 1)
    }

    @Test("a truncated large image is refused as unreadable, reduced or not")
    func truncated() throws {
        var png = HandPNG.quadrants(2048)
        png.removeLast(png.count / 2)
        let dir = try workspace(png)
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(spec.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        for scales in [[1.0], [8.0]] {
            do {
                _ = try r.resolveResources(p.scene, baseDirectory: dir, scales: scales)
                Issue.record("accepted a truncated PNG at \(scales)")
            } catch {
                guard case .unreadableFile = error else { Issue.record("\(error)"); continue }
            }
        }
    }

    @Test("reduction factors and parts")
    func plans() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        func draw(_ scale: Double, visible: Rect? = nil) -> ImageCache.Draw { .init(frame: frame, scale: scale, visible: visible ?? frame) }
        #expect(ImageCache.reduction(width: 200, height: 200, draws: [draw(1)]) == 1)   // half: whole
        #expect(ImageCache.reduction(width: 201, height: 200, draws: [draw(1)]) == 1)   // fill uses the larger ratio
        #expect(ImageCache.reduction(width: 300, height: 300, draws: [draw(1)]) == 3)
        #expect(ImageCache.reduction(width: 300, height: 300, draws: [draw(1), draw(2)]) == 1)
        #expect(ImageCache.reduction(width: 8192, height: 8192, draws: [draw(0.001)]) == 1024)
        #expect(ImageCache.reduction(width: 8192, height: 8192, draws: []) == 1)
        #expect(ImageCache.plan(width: 100, height: 100, draws: [draw(1)]) == nil)
        #expect(ImageCache.plan(width: 1000, height: 1000, draws: [draw(1)]) == ImageCache.Plan(factor: 10, x0: 0, y0: 0, x1: 1000, y1: 1000))
        // Only the top tenth shows: rows 0 to 100 and a margin of two blocks.
        let top = ImageCache.plan(width: 1000, height: 1000, draws: [draw(1, visible: Rect(x: 0, y: 0, width: 100, height: 10))])
        #expect(top == ImageCache.Plan(factor: 10, x0: 0, y0: 0, x1: 1000, y1: 120))
        #expect(ImageCache.covers(nil, top, width: 1000, height: 1000))
        #expect(!ImageCache.covers(top, nil, width: 1000, height: 1000))
        #expect(!ImageCache.covers(top, ImageCache.Plan(factor: 10, x0: 0, y0: 0, x1: 1000, y1: 200), width: 1000, height: 1000))
        // What shows is covered; the needed margin need not be.
        #expect(ImageCache.covers(top, ImageCache.Plan(factor: 10, x0: 0, y0: 0, x1: 1000, y1: 140), width: 1000, height: 1000))
        #expect(!ImageCache.covers(top, ImageCache.Plan(factor: 10, x0: 0, y0: 0, x1: 1000, y1: 141), width: 1000, height: 1000))
        #expect(!ImageCache.covers(top, ImageCache.Plan(factor: 5, x0: 0, y0: 0, x1: 1000, y1: 120), width: 1000, height: 1000))
    }
}
