import Foundation
import NavMockCore
import NavMockRender
import Testing

/// Issue 40, item 6: the classic dark bar and its hairline take their colour from the content
/// behind (ice_classic_dark_badge4: bar #1D1F28 in its top rows and hairline #484C58 over content
/// #2D313F, measured with Benchmarks/fidelity.py), on @2x and @3x phones.
@Suite("Classic dark bar tinted by the content")
struct ClassicDarkBarContentTests {
    static func render(_ device: String, _ content: String) throws -> (image: RGBAImage, bar: Rect, scale: Double) {
        let json = """
        { "device": "\(device)", "osVersion": "18", "canvas": "screen", "appearance": "dark", "backdrop": { "color": "\(content)" },
          "tabBar": { "items": [ { "title": "Timeline", "image": "rectangle.stack" }, { "title": "News", "image": "newspaper" } ] } }
        """
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let bar = try #require(p.layout.tabBarNode).frame
        return (try r.rasterize(p.scene, scale: p.layout.scale, baseDirectory: Repo.specs).rgba, bar, p.layout.scale)
    }

    static func rgb(_ i: RGBAImage, _ px: Int, _ py: Int) -> [Double] {
        let k = (py * i.width + px) * 4
        return [Double(i.pixels[k]), Double(i.pixels[k + 1]), Double(i.pixels[k + 2])]
    }

    @Test("over #2D313F: bar #1D1F28 and hairline #484C58 (±6 per channel; the bar renders #212229)", arguments: ["iPhone 15 Pro", "iPhone 11", "iPhone 16 Pro"])
    func groundTruth(_ device: String) throws {
        let s = try Self.render(device, "#2D313F")
        let x = Int(s.bar.midX * s.scale)
        let body = Self.rgb(s.image, x, Int((s.bar.minY + 2) * s.scale))
        let hair = Self.rgb(s.image, x, Int(s.bar.minY * s.scale) - 1)
        for (got, want) in [(body, [0x1D, 0x1F, 0x28]), (hair, [0x48, 0x4C, 0x58])] {
            #expect(zip(got, want).allSatisfy { abs($0 - Double($1)) <= 6 }, "\(device): \(got), GT \(want)")
        }
    }

    @Test("the hairline and the bar keep the content's hue: bluer over blue content, redder over red", arguments: ["#202850", "#502020"])
    func followsContent(_ content: String) throws {
        let s = try Self.render("iPhone 15 Pro", content)
        let x = Int(s.bar.midX * s.scale)
        let body = Self.rgb(s.image, x, Int((s.bar.minY + 2) * s.scale))
        let hair = Self.rgb(s.image, x, Int(s.bar.minY * s.scale) - 1)
        let blue = content == "#202850"
        for c in [body, hair] {
            #expect(blue ? c[2] - c[0] >= 10 : c[0] - c[2] >= 10, "\(content): \(c)")
        }
    }
}
