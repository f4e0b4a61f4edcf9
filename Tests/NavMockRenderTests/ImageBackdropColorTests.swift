import Foundation
@testable import NavMockCore
import NavMockRender
import Testing

/// Issue 41, item 2, over a backdrop image: the glyphs on Liquid Glass and the home indicator
/// follow the image's pixels under them (the renderer samples the PNG before the scene is built,
/// ``ImageSizing/colorGrid(of:)``), as they follow a flat colour. Before, an image read as unknown: light
/// glass over a black photo kept black glyphs and a black home indicator.
@Suite("Glass glyphs and home indicator over a backdrop image")
struct ImageBackdropColorTests {
    /// A folder holding `images` (name → RGBA image) as PNGs.
    static func folder(_ images: [String: RGBAImage]) throws -> String {
        let dir = NSTemporaryDirectory() + "navmock-image-backdrop-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, image) in images { try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        return dir
    }

    /// `width × height` pixels, black where `dark(x, y)`, else white.
    static func image(_ width: Int, _ height: Int, dark: (Int, Int) -> Bool) -> RGBAImage {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height { for x in 0..<width where dark(x, y) { px[(y * width + x) * 4] = 0; px[(y * width + x) * 4 + 1] = 0; px[(y * width + x) * 4 + 2] = 0 } }
        return RGBAImage(width: width, height: height, pixels: px)!
    }

    /// The unselected title's colour and the home indicator's mean luminance (nil without one),
    /// through the pipeline every command uses.
    static func colors(device: String, platform: String, appearance: String, image: String, in dir: String,
                       renderer: Renderer? = nil) throws -> (title: Color, indicator: Double?) {
        let json = """
        { "device": "\(device)", "platform": "\(platform)", "osVersion": "26", "canvas": "screen", "appearance": "\(appearance)",
          "backdrop": { "image": "\(image)" },
          "tabBar": { "items": [ { "title": "Home", "image": "house" }, { "title": "Notifications", "image": "bell" } ] } }
        """
        let source = SpecSource(displayPath: dir + "/spec.json", baseDirectory: dir, bytes: Array(json.utf8))
        let (matrix, variants) = try source.variants()
        let p = try MockupStage(renderer: try renderer ?? makeRenderer()).prepare(variants[0], of: matrix, source: source)
        var title: Color?
        var indicator: Double?
        for e in p.scene.elements {
            if case .text(let t, let c) = e.item, t.text == "Notifications" { title = c }
            if e.id == SceneElementID(.homeIndicator), case .fill(_, let paint) = e.item {
                switch paint {
                case .solid(let c): indicator = c.relativeLuminance
                case .linear(_, _, let stops): indicator = stops.map(\.color.relativeLuminance).reduce(0, +) / Double(stops.count)
                }
            }
        }
        return (try #require(title, "no title drawn for \(device)"), indicator)
    }

    static let designs: [(device: String, platform: String)] = [
        ("iPhone 16 Pro", "iOS"), ("iPhone 11", "iOS"), ("iPad Pro 11-inch (M4)", "iPadOS"), ("Apple TV 4K (2nd generation)", "tvOS"),
    ]

    @Test("light and dark glass switch their glyphs over a black or a white image", arguments: designs)
    func flatImages(_ design: (device: String, platform: String)) throws {
        let dir = try Self.folder(["black.png": Self.image(60, 120) { _, _ in true }, "white.png": Self.image(60, 120) { _, _ in false }])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (ap, file, lightGlyphs) in [("light", "black.png", true), ("light", "white.png", false), ("dark", "white.png", false), ("dark", "black.png", true)] {
            let c = try Self.colors(device: design.device, platform: design.platform, appearance: ap, image: file, in: dir)
            #expect((c.title.relativeLuminance > 0.5) == lightGlyphs, "\(design.device) \(ap) over \(file): \(c.title)")
            if let l = c.indicator { #expect((l > 0.5) == lightGlyphs, "\(design.device) \(ap) home indicator over \(file): \(l)") }
        }
    }

    @Test("what decides is the part of the image under the bar, placed as it is drawn (aspect fill)")
    func placement() throws {
        // Black only along the bottom fifth: the bar sits on black though most of the image is white.
        let bottom = Self.image(100, 200) { _, y in y >= 160 }
        // Four times wider than tall: aspect fill shows only its middle, which is black; a
        // stretched image would put mostly white under the bar.
        let wide = Self.image(400, 100) { x, _ in x >= 160 && x < 240 }
        // Black only along the top: the bar sits on white.
        let top = Self.image(100, 200) { _, y in y < 40 }
        let dir = try Self.folder(["bottom.png": bottom, "wide.png": wide, "top.png": top])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for device in ["iPhone 16 Pro", "iPhone 11"] {
            for (file, lightGlyphs) in [("bottom.png", true), ("wide.png", true), ("top.png", false)] {
                let c = try Self.colors(device: device, platform: "iOS", appearance: "light", image: file, in: dir)
                #expect((c.title.relativeLuminance > 0.5) == lightGlyphs, "\(device) over \(file): \(c.title)")
            }
        }
    }

    @Test("a renderer that sampled an image samples it again once the file changes (watch, serve)")
    func changedFile() throws {
        let dir = try Self.folder(["photo.png": Self.image(60, 120) { _, _ in true }])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try makeRenderer()
        let first = try Self.colors(device: "iPhone 16 Pro", platform: "iOS", appearance: "light", image: "photo.png", in: dir, renderer: r)
        #expect(first.title.relativeLuminance > 0.5)
        // Replaced by a white image of another size (so its identity differs whatever the clock).
        try Data(try PNGCodec.encode(Self.image(61, 120) { _, _ in false })).write(to: URL(fileURLWithPath: dir + "/photo.png"))
        let second = try Self.colors(device: "iPhone 16 Pro", platform: "iOS", appearance: "light", image: "photo.png", in: dir, renderer: r)
        #expect(second.title.relativeLuminance < 0.5, "the old grid was kept: \(second.title)")
    }

    @Test("a backdrop image's edges are its own pixels, not blended with transparency (1 × 1, a screen's size, a thin strip)")
    func edges() throws {
        let dir = try Self.folder(["one.png": Self.image(1, 1) { _, _ in true }, "screen.png": Self.image(402, 874) { _, _ in true },
                                   "strip.png": Self.image(10, 3000) { _, _ in true }])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for file in ["one.png", "screen.png", "strip.png"] {
            let json = #"{ "device": "iPhone 16 Pro", "canvas": "screen", "backdrop": { "image": "\#(file)" }, "pageControl": { "numberOfPages": 3 } }"#
            let source = SpecSource(displayPath: dir + "/spec.json", baseDirectory: dir, bytes: Array(json.utf8))
            let (matrix, variants) = try source.variants()
            let r = try makeRenderer()
            let p = try MockupStage(renderer: r).prepare(variants[0], of: matrix, source: source)
            for scale in [1.0, 3.0] {
                let img = try r.rasterize(p.scene, scale: scale, baseDirectory: dir).rgba
                for (x, y) in [(0, 0), (img.width - 1, 0), (0, img.height - 1), (img.width - 1, img.height - 1), (img.width / 2, 0), (0, img.height / 3)] {
                    let i = (y * img.width + x) * 4
                    #expect(img.pixels[i] < 8 && img.pixels[i + 1] < 8 && img.pixels[i + 2] < 8,
                            "\(file) @\(scale)x (\(x), \(y)): \(img.pixels[i...(i + 2)].map { $0 })")
                }
            }
        }
    }

    @Test("an image that cannot be read still fails with its own error, from the resource stage")
    func unreadable() throws {
        let dir = try Self.folder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        for file in ["bad.png", "missing.png"] {
            #expect(throws: MockupError.self) { _ = try Self.colors(device: "iPhone 16 Pro", platform: "iOS", appearance: "light", image: file, in: dir) }
        }
    }
}
