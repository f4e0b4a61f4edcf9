import Foundation
@testable import NavMockCore
import NavMockRender
import Testing

/// Issue 41, item 2: the unselected glyph colour on Liquid Glass is decided from the content under
/// the glass, not from the glass's own frosted surface. Reported (confidence C): light glass over
/// black content drew grey glass with black glyphs where the system shows light glyphs. Every
/// design with adaptive glass glyphs (iPhone 26 capsule, iPadOS 26 top capsule, tvOS 26 capsule),
/// both appearances, black / white / gradient content, @2x and @3x devices.
@Suite("Glass glyph colour from the content under the glass")
struct GlassGlyphContentTests {
    static let designs: [(device: String, platform: String)] = [
        ("iPhone 16 Pro", "iOS"), ("iPhone 11", "iOS"), ("iPad Pro 11-inch (M4)", "iPadOS"), ("Apple TV 4K", "tvOS"),
    ]
    static let contents: [(backdrop: String, dark: Bool)] = [
        (##"{ "color": "#000000" }"##, true), (##"{ "color": "#1C1C1E" }"##, true), (##"{ "gradient": ["#000000", "#202020"] }"##, true),
        (##"{ "color": "#FFFFFF" }"##, false), (##"{ "color": "#F2F2F7" }"##, false), (##"{ "gradient": ["#FFFFFF", "#E0E0E0"] }"##, false),
    ]

    /// The colour the scene gives the unselected title "Notifications".
    static func unselectedTitle(device: String, platform: String, appearance: String, backdrop: String) throws -> Color {
        let json = """
        { "device": "\(device)", "platform": "\(platform)", "osVersion": "26", "canvas": "screen", "appearance": "\(appearance)",
          "backdrop": \(backdrop),
          "tabBar": { "items": [ { "title": "Home", "image": "house" }, { "title": "Notifications", "image": "bell" } ] } }
        """
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        for case .text(let t, let c) in p.scene.items where t.text == "Notifications" { return c }
        Issue.record("no title drawn for \(device)")
        return Color(hex: 0xFF00FF)
    }

    @Test("light glass: light glyphs over dark content, dark glyphs over light content", arguments: designs)
    func lightGlass(_ design: (device: String, platform: String)) throws {
        for c in Self.contents {
            let got = try Self.unselectedTitle(device: design.device, platform: design.platform, appearance: "light", backdrop: c.backdrop)
            #expect((got.relativeLuminance > 0.5) == c.dark, "\(design.device) light over \(c.backdrop): \(got)")
        }
    }

    @Test("dark glass: dark glyphs over light content, light glyphs over dark content", arguments: designs)
    func darkGlass(_ design: (device: String, platform: String)) throws {
        for c in Self.contents {
            let got = try Self.unselectedTitle(device: design.device, platform: design.platform, appearance: "dark", backdrop: c.backdrop)
            #expect((got.relativeLuminance > 0.5) == c.dark, "\(design.device) dark over \(c.backdrop): \(got)")
        }
    }

    @Test("the decision does not depend on the frosted fill the renderer paints over a flat colour")
    func decidedFromContent() {
        // A one-colour backdrop and the same colour as a two-stop gradient (which the renderer
        // sees through) decide alike, in both appearances, from black to white.
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        for ap in [Appearance.light, .dark] {
            for v in stride(from: 0, through: 255, by: 5) {
                let c = Color(red: Double(v) / 255, green: Double(v) / 255, blue: Double(v) / 255)
                let flat: [SceneItem] = [.fill(.rect(rect), .solid(c))]
                let seen: [SceneItem] = [.fill(.rect(rect), .linear(from: Point(x: 0, y: 0), to: Point(x: 0, y: 50),
                                                                      stops: [GradientStop(offset: 0, color: c), GradientStop(offset: 1, color: c)]))]
                #expect(adaptiveGlassForeground(under: rect, backdrop: flat, ap) == adaptiveGlassForeground(under: rect, backdrop: seen, ap),
                        "\(ap) over \(v)")
            }
        }
    }
}
