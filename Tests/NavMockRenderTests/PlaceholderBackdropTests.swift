import Foundation
import NavMockCore
import NavMockRender
import Testing

/// Placeholder content behind a classic bottom tab bar (issue 43 item 5: the default `list`
/// backdrop put a red strip above the bar and a pink blur behind the first tab). Rows, lines and
/// tiles end above what the bar draws, so on a component canvas no placeholder ink shows at all:
/// the image equals the one drawn over `"plain"`, byte for byte. On a whole-screen canvas the band
/// from the bar's hairline down equals the plain one, and the content above it is still drawn.
@Suite("placeholder content ends above a classic tab bar")
struct PlaceholderBackdropTests {
    /// Devices with a classic bottom bar: Face ID and Home-button iPhones in both orientations,
    /// and the iPad's bottom bar of iPadOS 17.
    static let devices: [(platform: String, device: String, os: String, orientation: String)] = [
        ("iOS", "iPhone 16", "18", "portrait"), ("iOS", "iPhone SE (3rd generation)", "17", "portrait"),
        ("iOS", "iPhone 16", "18", "landscape"), ("iPadOS", "iPad Pro 11-inch (M4)", "17", "portrait"),
    ]

    static func spec(_ d: (platform: String, device: String, os: String, orientation: String), content: String?,
                     appearance: String, canvas: String, pageControl: Bool = false, scrollEdge: Bool = false) -> [UInt8] {
        let backdrop = content.map { #", "backdrop": { "content": "\#($0)" }"# } ?? ""
        let page = pageControl ? #", "pageControl": { "numberOfPages": 4, "currentPage": 1 }"# : ""
        let state = scrollEdge ? #", "state": { "scrollEdge": true }"# : ""
        return Array("""
        { "platform": "\(d.platform)", "device": "\(d.device)", "osVersion": "\(d.os)", "orientation": "\(d.orientation)",
          "appearance": "\(appearance)", "canvas": "\(canvas)"\(backdrop)\(page),
          "tabBar": { "items": [ { "title": "Home", "image": "house" }, { "title": "Search", "image": "magnifyingglass" },
                                 { "title": "Me", "image": "person" } ]\(state) } }
        """.utf8)
    }

    static func draw(_ bytes: [UInt8], scale: Double) throws -> (image: RGBAImage, layout: Layout) {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(bytes, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        return (try r.rasterize(p.scene, scale: scale, baseDirectory: Repo.specs).rgba, p.layout)
    }

    /// The default backdrop (no `backdrop` field: `list`) and every row-like kind, light and dark,
    /// @2x and @3x, with and without a page control above the bar, at and away from the scroll edge.
    @Test("component canvas: list (default), text, prose and grid draw exactly what plain draws",
          arguments: [nil, "list", "text", "prose", "grid"] as [String?])
    func componentCanvasShowsNoPlaceholderInk(content: String?) throws {
        for d in Self.devices {
            for (appearance, scale, page, edge) in [("light", 3.0, false, false), ("dark", 2.0, false, true),
                                                     ("light", 2.0, true, false), ("dark", 3.0, true, true)] {
                let got = try Self.draw(Self.spec(d, content: content, appearance: appearance, canvas: "component",
                                                  pageControl: page, scrollEdge: edge), scale: scale).image
                let plain = try Self.draw(Self.spec(d, content: "plain", appearance: appearance, canvas: "component",
                                                    pageControl: page, scrollEdge: edge), scale: scale).image
                #expect(got.width == plain.width && got.height == plain.height)
                let differ = zip(got.pixels, plain.pixels).filter { $0 != $1 }.count
                #expect(differ == 0, "\(content ?? "default") on \(d.device) \(d.orientation), \(appearance) @\(scale)x, page control \(page): \(differ) bytes differ from plain")
            }
        }
    }

    @Test("whole screen: the bar's band equals plain, and the list is still drawn above it")
    func screenCanvasKeepsContentAboveTheBar() throws {
        for d in Self.devices {
            let (got, layout) = try Self.draw(Self.spec(d, content: "list", appearance: "light", canvas: "screen"), scale: 2)
            let plain = try Self.draw(Self.spec(d, content: "plain", appearance: "light", canvas: "screen"), scale: 2).image
            let bar = try #require(layout.tabBarNode)
            let firstRow = Int(((bar.frame.minY - 1) * 2).rounded(.down))  // from 1 pt above the bar: its hairline
            let rowBytes = got.width * 4
            let band = firstRow * rowBytes..<got.pixels.count
            #expect(Array(got.pixels[band]) == Array(plain.pixels[band]), "\(d.device) \(d.orientation): the bar's band differs from plain")
            #expect(Array(got.pixels[0..<firstRow * rowBytes]) != Array(plain.pixels[0..<firstRow * rowBytes]),
                    "\(d.device) \(d.orientation): no list drawn above the bar")
        }
    }

    @Test("Liquid Glass keeps the content under its glass (drawn to show it)")
    func liquidGlassStillShowsContent() throws {
        let d = (platform: "iOS", device: "iPhone 16", os: "26", orientation: "portrait")
        let got = try Self.draw(Self.spec(d, content: "list", appearance: "light", canvas: "component"), scale: 2).image
        let plain = try Self.draw(Self.spec(d, content: "plain", appearance: "light", canvas: "component"), scale: 2).image
        #expect(got.pixels != plain.pixels)
    }
}
