import Foundation
import NavMockCore
import NavMockRender
import Testing

/// `selectionIndicatorTintColor` and `shadowImage`, measured on rendered bars (iPhone 16, iOS 18,
/// whole screen @1x, white backdrop, transparent bar background so only these images show).
/// Fixtures/specs/images/selection-half.png is 20 × 20 px: its left half opaque #FF0000, its right
/// half transparent. Fixtures/specs/images/shadow-line.png is 8 × 3 px of opaque #0000FF.
@Suite("UITabBarAppearance selection indicator tint and shadow image")
struct AppearanceIndicatorTests {
    struct Shot {
        let image: RGBAImage
        let tabBar: LayoutNode
        /// The pixel containing (x, y) points.
        func rgb(_ x: Double, _ y: Double) -> [Int] {
            let px = min(max(Int(x), 0), image.width - 1), py = min(max(Int(y), 0), image.height - 1)
            let i = (py * image.width + px) * 4
            return [Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2])]
        }
    }

    static func render(_ appearance: String) throws -> Shot {
        let bytes = Array("""
        { "device": "iPhone 16", "osVersion": "18", "canvas": "screen", "backdrop": { "color": "#FFFFFF" },
          "tabBar": { "items": [ { "title": "A" }, { "title": "B" }, { "title": "C" } ], "selectedIndex": 1,
                      "standardAppearance": { "configureWith": "transparentBackground", \(appearance) } } }
        """.utf8)
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(bytes, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        return Shot(image: try r.rasterize(p.scene, scale: 1, baseDirectory: Repo.specs).rgba, tabBar: try #require(p.layout.tabBarNode))
    }

    static func close(_ got: [Int], _ want: [Int], _ tolerance: Int = 6) -> Bool { zip(got, want).allSatisfy { abs($0 - $1) <= tolerance } }

    /// Two points near the selected item's top edge (clear of its title): one in the image's
    /// opaque left half, one in its transparent right half.
    static func indicatorPixels(_ s: Shot) throws -> (inside: [Int], outside: [Int]) {
        let selected = s.tabBar.items.first { $0.isSelected }
        let f = try #require(selected).frame
        return (s.rgb(f.minX + f.width * 0.2, f.minY + 3), s.rgb(f.minX + f.width * 0.8, f.minY + 3))
    }

    /// With `selectionIndicatorTintColor` #00C060 the image's shape is that colour; without one it
    /// keeps its own red. Either way its clear half stays white (±6 per channel).
    @Test("selection indicator: tinted #00C060 / untinted #FF0000 inside its shape, white in its clear half",
          arguments: [(##", "selectionIndicatorTintColor": "#00C060""##, [0, 192, 96]), ("", [255, 0, 0])])
    func indicator(tint: String, want: [Int]) throws {
        let s = try Self.render(#""selectionIndicatorImage": "images/selection-half.png""# + tint)
        let (inside, outside) = try Self.indicatorPixels(s)
        #expect(Self.close(inside, want), "inside \(inside)")
        #expect(Self.close(outside, [255, 255, 255]), "outside \(outside)")
    }

    @Test("the shadow image spans the bar's width at its own 3 pt height, its bottom on the bar's top edge")
    func shadowImageSpansWidth() throws {
        let s = try Self.render(##""shadowImage": "images/shadow-line.png""##)
        let bar = s.tabBar.frame
        for x in [bar.minX + 1, bar.minX + bar.width * 0.25, bar.midX, bar.maxX - 1.5] {
            #expect(Self.close(s.rgb(x, bar.minY - 1.5), [0, 0, 255]), "x \(x): \(s.rgb(x, bar.minY - 1.5))")
            #expect(Self.close(s.rgb(x, bar.minY - 4.5), [255, 255, 255]), "above, x \(x): \(s.rgb(x, bar.minY - 4.5))")
        }
        #expect(!Self.close(s.rgb(bar.midX, bar.minY + 0.5), [0, 0, 255]), "the bar's own first row is not the shadow")
    }
}
