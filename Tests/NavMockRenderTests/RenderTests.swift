import Foundation
import NavMockCore
@testable import NavMockRender
import NavMockTesting
import Testing

/// Reference images: rendered at @1x (small files), compared on decoded pixels, exact within ±1 per
/// channel on the pinned toolchain (Debian 12: cairo 1.16, pango 1.50, librsvg 2.54). To re-record
/// after looking at the new images: `NAVMOCK_RECORD=all swift test --filter ReferenceImageTests`.
@Suite("Reference images")
struct ReferenceImageTests {
    static let cases = ["glass-light", "glass-dark-zh", "glass-rtl", "classic-light", "classic-dark-landscape", "custom-icon",
                        "tb-minimized", "tb-accessory-search", "tb-more-classic",
                        // iPad (17, 18, 26, compact width, sidebar), tvOS, visionOS, macOS.
                        "pf-ipad17-classic", "pf-ipad18-light", "pf-ipad26-dark-rtl", "pf-ipad-compact26", "pf-ipad-sidebar18",
                        "pf-ipad-sidebar26-dark", "pf-tv18-focus-dark", "pf-tv26-light", "pf-tv-custom-logo", "pf-tv-rtl",
                        "pf-vision-collapsed", "pf-vision-expanded-rtl", "pf-mac15-light", "pf-mac26-dark-overflow"]

    @Test("renders match their references", arguments: cases)
    func matchesReference(_ name: String) throws {
        let r = try makeRenderer()
        let prepared = try PreparedSpec.prepare(try loadSpec(name), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let raster = try r.rasterize(prepared.scene, scale: 1, baseDirectory: Repo.specs)
        let outcome = verifySnapshot(raster.rgba, referencePath: "\(Repo.references)/\(name)@1x.png",
                                     artifactsDirectory: Repo.artifacts)
        switch outcome {
        case .passed: break
        case .recorded(let p): Issue.record("recorded \(p); look at it, then run again to verify")
        case .missing(let p): Issue.record("no reference at \(p) (record with NAVMOCK_RECORD=missing)")
        case .failed(let m): Issue.record(Comment(rawValue: m))
        }
    }
}

@Suite("PNG output")
struct PNGOutputTests {
    @Test("a PNG has exactly round(points × scale) pixels", arguments: [1.0, 2.0, 3.0, 1.5, 0.75])
    func pixelSize(_ scale: Double) throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(try loadSpec("classic-light"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let png = try r.render(p.scene, as: .png(scale: scale), baseDirectory: Repo.specs)
        let img = try PNGCodec.decode(png)
        #expect(img.width == Int((p.scene.size.width * scale).rounded()))
        #expect(img.height == Int((p.scene.size.height * scale).rounded()))
        // The canvas of a classic bar on iPhone 16 is the full 393 pt width.
        #expect(p.scene.size.width == 393)
    }

    @Test("PNG bytes decode to the raster that was encoded")
    func encodeRoundTrip() throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(try loadSpec("glass-light"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let raster = try r.rasterize(p.scene, scale: 2, baseDirectory: Repo.specs)
        for level in [1, 9] {
            let decoded = try PNGCodec.decode(try Renderer.encodePNG(raster, level: level, filters: level > 5))
            #expect(compareImages(expected: raster.rgba, actual: decoded, ImageComparison(channelTolerance: 0)).passes)
        }
    }

    /// A premultiplied ARGB32 raster of `width × height` pixels from a deterministic noise
    /// (compresses poorly); `translucent`: alphas vary, else every pixel is opaque.
    static func noise(_ width: Int, _ height: Int, translucent: Bool) -> RasterImage {
        var state: UInt32 = 0x2545F491
        var data = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: data.count, by: 4) {
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            let a = translucent ? UInt32(state >> 24) : 255
            // Premultiplied: no channel above alpha.
            data[i] = UInt8(UInt32(state & 0xFF) * a / 255); data[i + 1] = UInt8(UInt32((state >> 8) & 0xFF) * a / 255)
            data[i + 2] = UInt8(UInt32((state >> 16) & 0xFF) * a / 255); data[i + 3] = UInt8(a)
        }
        return RasterImage(width: width, height: height, stride: width * 4, data: data)
    }

    /// The lengths of a PNG's IDAT chunks.
    static func idatLengths(_ png: [UInt8]) -> [Int] {
        var out: [Int] = [], i = 8
        while i + 8 <= png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            if String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self) == "IDAT" { out.append(n) }
            i += 12 + n
        }
        return out
    }

    @Test("whole-buffer (libdeflate) and streamed (libpng) PNGs decode to the raster, opaque and translucent, at every filter",
          arguments: [(300, 200), (1200, 1000)])
    func bothEncoders(width: Int, height: Int) throws {
        for translucent in [false, true] {
            let raster = Self.noise(width, height, translucent: translucent)
            for (level, filter) in [(1, PNGRowFilter.none), (6, .none), (9, .none), (1, .sub), (1, .up), (6, .adaptive)] {
                let png = try Renderer.encodePNG(raster, level: level, filter: filter)
                #expect(compareImages(expected: raster.rgba, actual: try PNGCodec.decode(png), ImageComparison(channelTolerance: 0)).passes,
                        "\(width)×\(height) translucent \(translucent) level \(level) \(filter)")
            }
        }
    }

    @Test("small images go whole through libdeflate (IDAT chunks up to 1 MiB), large ones stream through libpng (8 KiB chunks)")
    func whichEncoder() throws {
        // 1000 × 1000 opaque noise: 3 MB of rows (under the 4 MiB limit) that hardly compress.
        let whole = Self.idatLengths(try Renderer.encodePNG(Self.noise(1000, 1000, translucent: false), level: 1, filter: .none))
        #expect(whole.count == 3 && whole.dropLast().allSatisfy { $0 == 1 << 20 }, "\(whole)")
        // 1200 × 1000 translucent: 4.8 MB of rows, over the limit.
        let streamed = Self.idatLengths(try Renderer.encodePNG(Self.noise(1200, 1000, translucent: true), level: 1, filter: .none))
        #expect(streamed.count > 100 && streamed.dropLast().allSatisfy { $0 == 8192 }, "\(streamed.count) chunks")
    }

    @Test("too large a canvas is refused with the bound in the message")
    func tooLarge() throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(try loadSpec("classic-light"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        #expect(throws: RenderError.self) { try r.render(p.scene, as: .png(scale: 100), baseDirectory: Repo.specs) }
        do {
            _ = try r.render(p.scene, as: .png(scale: 100), baseDirectory: Repo.specs)
        } catch {
            #expect(error.description.contains("32767"))
        }
    }
}

@Suite("SVG output")
struct SVGOutputTests {
    func svg(_ name: String, _ r: Renderer) throws -> [UInt8] {
        let p = try PreparedSpec.prepare(try loadSpec(name), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        return try r.render(p.scene, as: .svg, baseDirectory: Repo.specs)
    }

    @Test("SVG is byte-identical whatever was rendered before, in this or a new renderer")
    func byteStable() throws {
        let r = try makeRenderer()
        let first = try svg("glass-light", r)
        _ = try svg("classic-light", r)
        _ = try svg("glass-dark-zh", r)
        let again = try svg("glass-light", r)
        let fresh = try svg("glass-light", try makeRenderer())
        #expect(first == again)
        #expect(first == fresh)
    }

    @Test("SVG uses user units with a viewBox in points, a title, a description and real text")
    func structure() throws {
        let r = try makeRenderer()
        let text = String(decoding: try svg("classic-light", r), as: UTF8.self)
        let p = try PreparedSpec.prepare(try loadSpec("classic-light"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let w = Int(p.scene.size.width), h = Int(p.scene.size.height)
        #expect(text.contains("width=\"\(w)\""))
        #expect(text.contains("height=\"\(h)\""))
        // The view box is the canvas in screen coordinates (points), as `navmock layout` gives frames.
        #expect(text.contains("viewBox=\"\(SVGMarkup.number(p.scene.origin.x)) \(SVGMarkup.number(p.scene.origin.y)) \(w) \(h)\""))
        #expect(!text.contains("pt\""))
        #expect(text.contains("<title>"))
        #expect(text.contains("<desc>iOS 18 on iPhone 16"))
        for title in ["Feeds", "Favorites", "Explore", "Settings"] { #expect(text.contains(">\(title)</text>")) }
        // Groups are named by the element's identity; Cairo's numbered glyphs are gone.
        #expect(text.contains("<g id=\"tabBar.item-0.title\""))
        #expect(!text.contains("glyph-"))
    }

    @Test("the SVG rasterised by librsvg looks like the PNG",
          arguments: ["classic-light", "glass-light", "glass-dark-zh", "glass-rtl", "pf-ipad18-light", "pf-tv-custom-logo", "pf-tv-rtl", "pf-vision-expanded-rtl", "pf-mac15-light"])
    func parityWithPNG(_ name: String) throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(try loadSpec(name), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        // At the device's own scale: the hairline is one device pixel there in both outputs.
        let png = try r.rasterize(p.scene, scale: p.scene.scale, baseDirectory: Repo.specs).rgba
        let svgBytes = try r.render(p.scene, as: .svg, baseDirectory: Repo.specs)
        let fromSVG = try SVGRasterizer.rasterize(svgBytes, width: png.width, height: png.height).rgba
        // Anti-aliasing and glyph rasterisation differ slightly between the two paths: allow a
        // small per-channel difference and a few edge pixels, nothing more (every Template at @2x
        // and @3x: SVGWriterTests).
        let diff = compareImages(expected: png, actual: fromSVG, ImageComparison(channelTolerance: 24, maxDifferingRatio: 0.002))
        #expect(diff.passes, "\(name): \(diff.summary)")
    }
}

@Suite("Text")
struct TextTests {
    @Test("measurements do not depend on the output scale or on drawing")
    func scaleIndependent() throws {
        let r = try makeRenderer()
        let style = TextStyle(size: 10, weight: .medium, locale: "en")
        let before = r.textMeasurer.measure("Notifications", style: style).width
        let p = try PreparedSpec.prepare(try loadSpec("glass-light"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        for s in [1.0, 2.0, 3.0] { _ = try r.rasterize(p.scene, scale: s, baseDirectory: Repo.specs) }
        let fresh = try makeRenderer().textMeasurer.measure("Notifications", style: style).width
        #expect(before == fresh)
        // metrics §11 measures "Notifications" ≈ 62 pt in SF at 10 pt; Inter is within a few points.
        #expect(abs(before - 62) < 4)
    }

    @Test("the CJK collections' monospaced faces are left out; every regional proportional face stays")
    func noMonospacedCJK() throws {
        let families = try makeRenderer().fonts.familyNames
        for region in ["SC", "TC", "HK", "JP", "KR"] {
            #expect(families.contains("Noto Sans CJK \(region)"))
            #expect(!families.contains("Noto Sans Mono CJK \(region)"))
        }
        #expect(families.contains("Inter") && families.contains("DejaVu Sans"))
    }

    @Test("CJK text uses the locale's regional Noto face", arguments: [("zh-Hans", "SC"), ("zh-Hant", "TC"), ("zh-HK", "HK"), ("ja", "JP"), ("ko", "KR")])
    func cjkFaces(_ locale: String, _ suffix: String) throws {
        let r = try makeRenderer()
        let fonts = r.fontsUsed(for: "闹钟", style: TextStyle(size: 10, weight: .regular, locale: locale))
        #expect(fonts.contains { $0.hasPrefix("Noto Sans CJK \(suffix)") }, "\(fonts)")
    }

    @Test("Latin text uses Inter at the asked weight")
    func latin() throws {
        let r = try makeRenderer()
        let fonts = r.fontsUsed(for: "Alarm", style: TextStyle(size: 10, weight: .medium, locale: "en"))
        #expect(fonts == ["Inter 500"])
    }

    @Test("tightening with tracking narrows the text by (clusters − 1) × tracking")
    func tracking() throws {
        let r = try makeRenderer()
        let s = TextStyle(size: 10, weight: .medium, locale: "en")
        let w0 = r.textMeasurer.measure("Stopwatch", style: s).width
        let w1 = r.textMeasurer.measure("Stopwatch", style: s.withTracking(-1)).width
        #expect(abs((w0 - w1) - 8) < 1.01, "w0 \(w0) w1 \(w1)")
    }
}

@Suite("Files a spec names")
struct FileReferenceTests {
    func scene(_ json: String, _ r: Renderer) throws -> Scene {
        try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: ".")).scene
    }

    @Test("an icon outside the spec's folder is refused")
    func climbOut() throws {
        let r = try makeRenderer()
        let s = try scene(#"{"tabBar":{"items":[{"title":"A","image":"../../Package.swift.svg"}]}}"#, r)
        do {
            _ = try r.render(s, as: .png(scale: 1), baseDirectory: Repo.specs)
            Issue.record("rendered an icon outside the spec's folder")
        } catch {
            switch error {
            case .pathNotAllowed, .missingFile: #expect(error.description.contains("tabBar.items[0].image"))
            default: Issue.record("unexpected \(error)")
            }
        }
    }

    @Test("a missing icon file is a missing-file error naming the JSON path")
    func missingIcon() throws {
        let r = try makeRenderer()
        let s = try scene(#"{"tabBar":{"items":[{"title":"A","image":"icons/nope.svg"}]}}"#, r)
        do {
            _ = try r.render(s, as: .svg, baseDirectory: Repo.specs)
            Issue.record("rendered with a missing icon")
        } catch {
            guard case .missingFile(let ref, _, _) = error else { Issue.record("unexpected \(error)"); return }
            #expect(ref.jsonPath.description == "tabBar.items[0].image")
        }
    }

    @Test("icons are template images: drawn in the tint, whatever their own colour")
    func template() throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(try loadSpec("custom-icon"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let img = try r.rasterize(p.scene, scale: 2, baseDirectory: Repo.specs).rgba
        let icon = try #require(p.layout.tabBarNode?.items[0].icon?.frame)
        let x = Int(((icon.midX - p.scene.origin.x) * 2).rounded()), y = Int(((icon.midY - p.scene.origin.y) * 2).rounded())
        let i = (y * img.width + x) * 4
        // #AF52DE (the tint), not the SVG's own green.
        #expect(abs(Int(img.pixels[i]) - 0xAF) <= 2 && abs(Int(img.pixels[i + 1]) - 0x52) <= 2 && abs(Int(img.pixels[i + 2]) - 0xDE) <= 2,
                "\(img.pixels[i]),\(img.pixels[i + 1]),\(img.pixels[i + 2])")
    }
}

@Suite("Titles in every script")
struct ScriptTests {
    @Test("long titles are tightened, then truncated inside their own item, never overlapping a neighbour",
          arguments: [("de", "Benachrichtigungseinstellungen"), ("ja", "ストップウォッチとタイマーの設定"), ("ar", "الإعدادات والخصوصية والأمان"),
                      ("he", "הגדרות פרטיות ואבטחה"), ("th", "การตั้งค่าความเป็นส่วนตัว"), ("zh-Hans", "世界时钟和闹钟设置")])
    func longTitles(_ locale: String, _ title: String) throws {
        let r = try makeRenderer()
        for os in ["18", "26"] {
            let json = #"{"device":"iPhone SE (3rd generation)","osVersion":"\#(os)","locale":"\#(locale)","tabBar":{"items":[{"title":"\#(title)","image":"star"},{"title":"\#(title)","image":"bell"},{"title":"\#(title)","image":"gearshape"},{"title":"\#(title)","image":"house"},{"title":"\#(title)","image":"person"}]}}"#
            let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
            let tb = try #require(p.layout.tabBarNode)
            for it in tb.items {
                let t = try #require(it.title)
                // Horizontally the whole line box stays in its item; vertically what counts is the ink
                // (scripts with tall marks have line boxes taller than the 49 pt bar).
                #expect(t.frame.minX >= it.frame.minX - 1e-9 && t.frame.maxX <= it.frame.maxX + 1e-9,
                        "\(locale) \(os): \(t.text) \(t.frame) outside \(it.frame)")
                // Marks above and below (Thai, Arabic) stay inside the drawn canvas: the ink is within the bar.
                let ink = r.textMeasurer.measure(t.text, style: t.style).ink
                #expect(t.baselineOrigin.y + ink.minY >= tb.frame.minY - 0.01)
                #expect(t.baselineOrigin.y + ink.maxY <= p.layout.canvas.maxY)
                #expect(t.style.tracking >= -1.2)
            }
            for (a, b) in zip(tb.items, tb.items.dropFirst()) {
                #expect(!a.title!.frame.intersects(b.title!.frame), "\(locale) \(os): titles overlap")
            }
            #expect(tb.items.contains { $0.title!.truncated || $0.title!.tightened }, "\(locale) \(os): expected the title to need fitting")
        }
    }

    @Test("emoji in titles and badges are measured at the text size, not at the bitmap strike size")
    func emoji() throws {
        let r = try makeRenderer()
        let w = r.textMeasurer.measure("🔥", style: TextStyle(size: 13, weight: .regular, locale: "en")).width
        #expect(w > 10 && w < 20, "\(w)")
        let fonts = r.fontsUsed(for: "🔥", style: TextStyle(size: 13, weight: .regular, locale: "en"))
        #expect(fonts.contains { $0.hasPrefix("Noto Color Emoji") }, "\(fonts)")
    }

    @Test("Arabic, Hebrew and Thai titles are drawn with the Noto face of their script",
          arguments: [("الرئيسية", "Noto Sans Arabic"), ("עמוד הבית", "Noto Sans Hebrew"), ("หน้าแรก", "Noto Looped Thai")])
    func scripts(_ text: String, _ family: String) throws {
        let r = try makeRenderer()
        let fonts = r.fontsUsed(for: text, style: TextStyle(size: 10, weight: .medium, locale: "en"))
        #expect(fonts.contains { $0.hasPrefix(family) }, "\(fonts)")
    }

    @Test("user font files come first")
    func userFonts() throws {
        let r = try Renderer(options: Renderer.Options(userFontFiles: ["/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"]))
        #expect(r.fontsUsed(for: "Alarm", style: TextStyle(size: 10, weight: .regular, locale: "en")).first?.hasPrefix("DejaVu Serif") == true)
        #expect(throws: RenderError.self) { try Renderer(options: Renderer.Options(userFontFiles: ["/nonexistent/font.ttf"])) }
    }
}

/// Text is measured in a Pango context of its own: a drawing's transform (set on the drawing
/// context) never reaches a measurement. Before, a render at a fractional scale left its transform
/// in the one shared context, and the next spec of a batch was laid out at that scale (28 of 39
/// tab-bar Templates rendered in one batch @1.5x differed from each rendered alone).
@Suite("Text measuring does not depend on earlier drawings")
struct MeasuringContextTests {
    @Test("measurements are the same before and after drawing text at fractional and whole scales")
    func measureAfterDrawing() throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(try loadSpec("glass-light"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let style = TextStyle(size: 10, weight: .medium, locale: "en")
        // Straight from Pango (the measurer caches by text and style).
        func width(_ text: String) -> Double { PangoTextMeasurer(fonts: r.fonts).measure(text, style: style).width }
        let before = width("Notifications and more")
        for scale in [1.5, 0.75, 3.0, 2.5] {
            _ = try r.rasterize(p.scene, scale: scale, baseDirectory: Repo.specs)
            #expect(width("Notifications and more") == before, "after drawing @\(scale)x")
        }
    }

    @Test("a spec rendered after another at a fractional scale is the spec rendered alone", arguments: [1.5, 0.75, 2.5])
    func batchOrder(scale: Double) throws {
        func template(_ name: String, _ r: Renderer) throws -> PreparedSpec {
            let d = try #require(FileManager.default.contents(atPath: Repo.path("Templates/tab-bars/\(name).json")))
            return try PreparedSpec.prepare(Array(d), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        }
        let base = Repo.path("Templates/tab-bars")
        let first = try makeRenderer()
        let earlier = try PreparedSpec.prepare(try loadSpec("glass-light"), measuring: first.textMeasurer, imageSizes: first.imageSizes(baseDirectory: "."))
        _ = try first.rasterize(earlier.scene, scale: scale, baseDirectory: Repo.specs)
        let afterOther = try template("music-minimized", first)
        let fresh = try makeRenderer()
        let alone = try template("music-minimized", fresh)
        #expect(afterOther.layout == alone.layout)
        #expect(try first.rasterize(afterOther.scene, scale: scale, baseDirectory: base).data
                == (try fresh.rasterize(alone.scene, scale: scale, baseDirectory: base)).data)
    }
}
