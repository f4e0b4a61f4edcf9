// Issue 14 §2: emoji presentation in titles and badges (Unicode UTS #51): VS16 makes a colour
// emoji (also for text-default characters such as ❤), VS15 a text glyph; keycaps, ZWJ sequences,
// flags and skin tones are single colour emoji.

import Foundation
import NavMockCore
import NavMockRender
import Testing

@Suite("Emoji presentation")
struct EmojiPresentationTests {
    @Test("which characters are forced to emoji or text presentation")
    func classification() {
        let emoji = ["❤️", "☺️", "✔️", "#️⃣", "1️⃣", "👍🏽", "🇯🇵", "👨‍👩‍👧", "😀", "🏳️‍🌈", "🏴󠁧󠁢󠁥󠁮󠁧󠁿"]
        for e in emoji { #expect(EmojiPresentation.presentation(of: Character(e)) == .emoji, "\(e)") }
        for t in ["❤︎", "☺︎", "😀︎", "✔︎"] { #expect(EmojiPresentation.presentation(of: Character(t)) == .text, "\(t)") }
        for plain in ["A", "❤", "✔", "#", "1", "闹", "ش", "©"] { #expect(EmojiPresentation.presentation(of: Character(plain)) == nil, "\(plain)") }
        // UTF-8 byte ranges, merged when adjacent.
        let runs = EmojiPresentation.runs(in: "A❤️😀 b❤︎")
        #expect(runs.map(\.range) == [1..<11, 13..<19], "\(runs)")
        #expect(runs.map(\.presentation) == [.emoji, .text])
    }

    @Test("emoji-presentation runs are drawn from Noto Color Emoji, text-presentation runs are not",
          arguments: ["❤️", "☺️", "✔️", "#️⃣", "👍🏽", "🇯🇵", "👨‍👩‍👧", "😀"])
    func fonts(_ e: String) throws {
        let r = try makeRenderer()
        let style = TextStyle(size: 10, weight: .medium, locale: "en")
        #expect(r.fontsUsed(for: e, style: style) == ["Noto Color Emoji 400"], "\(e)")
        // In a title, after text: the emoji alone from the colour font.
        #expect(r.fontsUsed(for: "Love " + e, style: style) == ["Inter 500", "Noto Color Emoji 400"], "\(e)")
    }

    @Test("VS15 makes a text glyph, never the colour font", arguments: ["❤︎", "☺︎", "✔︎", "😀︎", "☎︎"])
    func textPresentation(_ t: String) throws {
        let r = try makeRenderer()
        let used = r.fontsUsed(for: "A" + t, style: TextStyle(size: 10, weight: .medium, locale: "en"))
        #expect(!used.contains("Noto Color Emoji 400") && !used.isEmpty, "\(t): \(used)")
    }

    /// Pixels in the title's frame (and the badge's) that are red, the colour of the heart emoji
    /// (the tint is blue, the badge red behind white text, so the badge is checked for the heart's
    /// dark-red shading instead of its fill).
    private func redTitlePixels(_ title: String, scale: Double) throws -> Int {
        let r = try makeRenderer()
        let json = ##"{"device": "iPhone 16", "osVersion": "18", "backdrop": {"color": "#FFFFFF"}, "tabBar": {"items": [{"title": "\##(title)", "image": "house"}, {"title": "B", "image": "house"}]}}"##
        let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let img = try r.rasterize(p.scene, scale: scale, baseDirectory: "/").rgba
        let f = try #require(p.layout.tabBarNode?.items[0].title?.frame)
        var n = 0
        for y in Int((f.minY - p.scene.origin.y) * scale)..<Int((f.maxY - p.scene.origin.y) * scale) {
            for x in Int((f.minX - p.scene.origin.x) * scale)..<Int((f.maxX - p.scene.origin.x) * scale) {
                let i = (y * img.width + x) * 4
                if img.pixels[i] > 180 && img.pixels[i + 1] < 90 && img.pixels[i + 2] < 90 { n += 1 }
            }
        }
        return n
    }

    @Test("a title with ❤️ draws a red heart; with ❤︎ or a bare ❤ a heart in the tint", arguments: [1.0, 2.0, 3.0])
    func titlePixels(_ scale: Double) throws {
        #expect(try redTitlePixels("Love❤️", scale: scale) > Int(8 * scale * scale))
        #expect(try redTitlePixels("Love❤︎", scale: scale) == 0)
        #expect(try redTitlePixels("Love❤", scale: scale) == 0)
    }

    @Test("SVG keeps a title with colour emoji as <text>, in both text modes (a colour glyph has no outline)", arguments: SVGTextMode.allCases)
    func svgEmojiText(_ mode: SVGTextMode) throws {
        var options = Renderer.Options()
        options.svgText = mode
        let r = try Renderer(options: options)
        let json = ##"{"device": "iPhone 16", "osVersion": "18", "backdrop": {"color": "#FFFFFF"}, "tabBar": {"items": [{"title": "A❤️", "image": "house"}, {"title": "B", "image": "star"}]}}"##
        let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let svg = String(decoding: try r.render(p.scene, as: .svg, baseDirectory: "/"), as: UTF8.self)
        #expect(svg.contains(">A❤️</text>"))
        #expect(svg.contains(">B</text>") == (mode == .text))
        #expect(svg.contains("Noto Color Emoji"))
    }
}
