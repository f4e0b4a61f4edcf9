import Foundation
import NavMockCore
import NavMockRender
import Testing

/// The home indicator against Apple's screenshots (issue 40, item 4; ../shared/groundtruth, rows
/// measured with Benchmarks/fidelity.py): black over the light classic material, #4B4B4B over the
/// dark one, a gradient over content (81 → 121 over white), and `homeIndicator: hidden`.
@Suite("Home indicator against the ground truth")
struct HomeIndicatorFidelityTests {
    struct Shot {
        let image: RGBAImage
        let layout: Layout
        let scale: Double
        /// R, G, B of the device pixel holding the point (x, y).
        func rgb(_ x: Double, _ y: Double) -> [Double] {
            let px = min(max(Int(x * scale), 0), image.width - 1), py = min(max(Int(y * scale), 0), image.height - 1)
            let i = (py * image.width + px) * 4
            return [Double(image.pixels[i]), Double(image.pixels[i + 1]), Double(image.pixels[i + 2])]
        }
    }

    static func render(_ json: String) throws -> Shot {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        return Shot(image: try r.rasterize(p.scene, scale: p.layout.scale, baseDirectory: Repo.specs).rgba, layout: p.layout,
                    scale: p.layout.scale)
    }

    static func spec(device: String = "iPhone 16 Pro", os: String, appearance: String, backdrop: String, extra: String = "",
                     bar: String = "") -> String {
        """
        { "device": "\(device)", "osVersion": "\(os)", "canvas": "screen", "appearance": "\(appearance)",
          "backdrop": \(backdrop) \(extra),
          "tabBar": { "items": [ { "title": "Feeds", "image": "newspaper" }, { "title": "Explore", "image": "globe" } ] \(bar) } }
        """
    }

    /// The colours of the indicator's first, middle and last device rows at its centre.
    static func rows(_ s: Shot) throws -> (top: [Double], middle: [Double], bottom: [Double]) {
        let h = try #require(s.layout.tree.child(.homeIndicator)?.frame)
        let px = 1 / s.scale
        return (s.rgb(h.midX, h.minY + px / 2), s.rgb(h.midX, h.midY), s.rgb(h.midX, h.maxY - px / 2))
    }

    static func near(_ got: [Double], _ want: [Double], _ tol: Double = 6) -> Bool {
        zip(got, want).allSatisfy { abs($0 - $1) <= tol }
    }

    @Test("over the classic bar's material it is one opaque colour: #000000 light, #4B4B4B dark (rss_ios18_screen_explore_material, ice_classic_dark_badge4)",
          arguments: [("iPhone 16 Pro", "light", "#FFFFFF", 0x00), ("iPhone 15 Pro", "dark", "#1C202B", 0x4B),
                      ("iPhone 11", "light", "#F2F2F7", 0x00), ("iPhone 11", "dark", "#000000", 0x4B)])
    func overMaterial(_ device: String, _ appearance: String, _ backdrop: String, _ want: Int) throws {
        let s = try Self.render(Self.spec(device: device, os: "18", appearance: appearance, backdrop: "{ \"color\": \"\(backdrop)\" }"))
        let r = try Self.rows(s)
        let w = [Double(want), Double(want), Double(want)]
        for c in [r.top, r.middle, r.bottom] { #expect(Self.near(c, w), "\(device) \(appearance): \(c), GT \(want)") }
    }

    @Test("over content it fades from the top edge to the bottom one: 81 → 121 over white, 76 → 115 over #F2F2F7 (rss_ios18_screen_favorites_white, feeds_grouped)",
          arguments: [("#FFFFFF", 81.0, 121.0, "18"), ("#F2F2F7", 76.0, 115.0, "18"), ("#FFFFFF", 81.0, 121.0, "26")])
    func overLightContent(_ backdrop: String, _ top: Double, _ bottom: Double, _ os: String) throws {
        // At the scroll edge the classic bar draws no material; the iOS 26 capsule ends above the indicator.
        let bar = os == "18" ? ", \"state\": { \"scrollEdge\": true }" : ""
        let s = try Self.render(Self.spec(os: os, appearance: "light", backdrop: "{ \"color\": \"\(backdrop)\" }", bar: bar))
        let r = try Self.rows(s)
        // What is beside the indicator (under the iOS 26 capsule's shadow, a little below the
        // backdrop) scales the GT rows, measured over #FFFFFF and #F2F2F7.
        let h = try #require(s.layout.tree.child(.homeIndicator)?.frame)
        let beside = s.rgb(h.minX - 4, h.midY)[0], gtBeneath = backdrop == "#FFFFFF" ? 255.0 : 242.0
        #expect(abs(r.top[0] - top * beside / gtBeneath) <= 6, "top row \(r.top[0]), GT \(top) over \(gtBeneath), here over \(beside)")
        #expect(abs(r.bottom[0] - bottom * beside / gtBeneath) <= 6, "bottom row \(r.bottom[0]), GT \(bottom)")
        #expect(r.bottom[0] - r.top[0] >= 25, "a gradient, darker at the top: \(r.top[0]) → \(r.bottom[0])")
    }

    @Test("over dark iOS 26 content it is white fading downwards: #383A3E → #303238 over #11151F (ice_ios26_dark_news)")
    func overDarkContent() throws {
        let s = try Self.render(Self.spec(os: "26", appearance: "dark", backdrop: "{ \"color\": \"#11151F\" }"))
        let r = try Self.rows(s)
        #expect(Self.near(r.middle, [0x34, 0x36, 0x3B]), "middle \(r.middle), GT #34363B")
        #expect(r.top[0] > r.bottom[0] + 4, "lighter at the top: \(r.top[0]) → \(r.bottom[0]) (GT 57 → 48)")
    }

    @Test("homeIndicator hidden leaves it out on every design and scale; visible (the default) draws it",
          arguments: [("iPhone 16 Pro", "26", "light"), ("iPhone 16 Pro", "18", "dark"), ("iPhone 11", "17", "light"), ("iPhone 15 Pro", "26", "dark")])
    func hidden(_ device: String, _ os: String, _ appearance: String) throws {
        let backdrop = "{ \"color\": \"#808080\" }"
        let shown = try Self.render(Self.spec(device: device, os: os, appearance: appearance, backdrop: backdrop))
        let h = try #require(shown.layout.tree.child(.homeIndicator)?.frame)
        let visible = try Self.render(Self.spec(device: device, os: os, appearance: appearance, backdrop: backdrop, extra: ", \"homeIndicator\": \"visible\""))
        #expect(visible.image.pixels == shown.image.pixels)
        let hidden = try Self.render(Self.spec(device: device, os: os, appearance: appearance, backdrop: backdrop, extra: ", \"homeIndicator\": \"hidden\""))
        #expect(hidden.layout.tree.child(.homeIndicator) == nil)
        // Where the indicator was, the pixels are what is beside it.
        // Where the indicator was, the pixels are what is beside it (±2: the iOS 26 capsule's soft shadow).
        #expect(Self.near(hidden.rgb(h.midX, h.midY), hidden.rgb(h.minX - 6, h.midY), 2), "\(device) iOS \(os) \(appearance)")
        #expect(!Self.near(shown.rgb(h.midX, h.midY), shown.rgb(h.minX - 6, h.midY), 10))
    }

    @Test("the spec reader refuses other values of homeIndicator")
    func refusesOtherValues() throws {
        let r = try makeRenderer()
        #expect(throws: (any Error).self) {
            _ = try PreparedSpec.prepare(Array(Self.spec(os: "26", appearance: "light", backdrop: "{ \"color\": \"#FFFFFF\" }",
                                                          extra: ", \"homeIndicator\": false").utf8), measuring: r.textMeasurer,
                                         imageSizes: r.imageSizes(baseDirectory: "."))
        }
    }
}
