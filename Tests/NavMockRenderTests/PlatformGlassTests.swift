import Foundation
import NavMockCore
import NavMockRender
import Testing

/// The iPadOS 26 top capsule, the tvOS 26 capsule and the visionOS ornament on the see-through
/// Liquid Glass model (Scene/PlatformGlassMetrics.swift; no ground truth, so the tests check the
/// model's properties rather than Apple's numbers), and the iPhone lens's weaker round ends.
@Suite("Liquid Glass on iPadOS 26, tvOS 26 and visionOS")
struct PlatformGlassTests {
    static func spec(_ platform: String, appearance: String = "light", backdrop: String, device: String? = nil) -> [UInt8] {
        let dev = device.map { "\"device\": \"\($0)\", " } ?? ""
        let style = platform == "iPadOS" ? "\"tabViewStyle\": \"sidebarAdaptable\", " : ""
        return Array("""
        { "platform": "\(platform)", \(dev)"osVersion": "26", "appearance": "\(appearance)", "backdrop": \(backdrop),
          "tabBar": { \(style)"items": [ { "title": "Home", "image": "house" }, { "title": "Browse", "image": "square.grid.2x2" },
                      { "title": "Library", "image": "books.vertical" } ], "selectedIndex": 0 } }
        """.utf8)
    }

    static func prepare(_ bytes: [UInt8]) throws -> (Renderer, PreparedSpec) {
        let r = try makeRenderer()
        return (r, try PreparedSpec.prepare(bytes, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: ".")))
    }

    @Test("the iPad, tvOS and visionOS glass is drawn with the see-through material and one shadow")
    func seeThroughItems() throws {
        for (platform, table) in [("iPadOS", PlatformGlassMetricTable.padTopCapsule), ("tvOS", .tv), ("visionOS", .visionOrnament)] {
            let (_, p) = try Self.prepare(Self.spec(platform, backdrop: "{ \"content\": \"photo\" }"))
            var glass: [LiquidGlassMaterial] = [], shadows = 0, frosted = 0
            for item in p.scene.items {
                if case .liquidGlass(_, let m) = item { glass.append(m) }
                if case .glassShadow = item { shadows += 1 }
                if case .glass = item { frosted += 1 }
            }
            #expect(glass == [table.light], "\(platform)")
            #expect(shadows == 1 && frosted == 0, "\(platform): \(shadows) shadows, \(frosted) frosted")
        }
    }

    @Test("the iPadOS 26 sidebar stays frosted")
    func sidebarStaysFrosted() throws {
        let (_, p) = try Self.prepare(Array(try loadSpec("pf-ipad-sidebar26-dark")))
        var frosted = 0, glass = 0
        for item in p.scene.items {
            if case .glass = item { frosted += 1 }
            if case .liquidGlass = item { glass += 1 }
        }
        #expect(frosted == 1 && glass == 0)
    }

    @Test("content shows through the iPad and tvOS capsules, and their unselected glyphs adapt to it")
    func contentShowsThroughAndGlyphsAdapt() throws {
        let dark = "{ \"gradient\": [\"#000000\", \"#202020\"] }"
        for platform in ["iPadOS", "tvOS"] {
            let (r, p) = try Self.prepare(Self.spec(platform, backdrop: dark))
            let tb = try #require(p.layout.tabBarNode)
            let img = try r.rasterize(p.scene, scale: 1, baseDirectory: Repo.specs).rgba
            // Inside the capsule's trailing end, at mid height, clear of the rim, the glyphs and
            // (on tvOS) the selected tab's pill at the leading end.
            let x = Int(tb.frame.maxX - p.scene.origin.x - 8), y = Int(tb.frame.midY - p.scene.origin.y)
            let i = (y * img.width + x) * 4
            let l = (Double(img.pixels[i]) + Double(img.pixels[i + 1]) + Double(img.pixels[i + 2])) / 3
            // Frosted glass (white 72 % over the blur) would read ≥ 183; white 32 % over ≤ #202020 reads ≤ 110.
            #expect(l < 120, "\(platform): glass body \(l) over dark content")
            var titles: [String: Color] = [:]
            for case .text(let t, let c) in p.scene.items { titles[t.text] = c }
            let browse = try #require(titles["Browse"])
            #expect(browse.red > 0.99 && browse.green > 0.99 && browse.blue > 0.99, "\(platform): unselected title \(browse) over dark content")
        }
        // Over light content the light appearance keeps the label colour.
        let (_, p) = try Self.prepare(Self.spec("iPadOS", backdrop: "{ \"gradient\": [\"#FFFFFF\", \"#F0F0F0\"] }"))
        var titles: [String: Color] = [:]
        for case .text(let t, let c) in p.scene.items { titles[t.text] = c }
        #expect(titles["Browse"] == Color(hex: 0x000000))
    }

    @Test("the lens band is full along the long edges and a quarter at the middle of the round ends")
    func lensEnds() {
        let m = LiquidGlassMetrics.light
        #expect(m.lensBand(normalX: 0, normalY: -1, tall: false) == m.lensBand)
        #expect(abs(m.lensBand(normalX: 1, normalY: 0, tall: false) - m.lensBand * LiquidGlassMetrics.lensEndFactor) < 1e-9)
        // A tall shape (the visionOS ornament): its long edges are the sides.
        #expect(m.lensBand(normalX: 1, normalY: 0, tall: true) == m.lensBand)
        #expect(LiquidGlassMetrics.lensEndFactor < 0.5)
    }
}
