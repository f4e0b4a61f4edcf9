// Page-control renders: reference images per state (Fixtures/specs/pc-*.json → Fixtures/references/
// pc-*@1x.png, recorded after looking at each beside metrics §11 and the pk_* ground truth), pixels
// measured on a 3x render against the numbers of metrics §11, and SVG/PNG parity.

import Foundation
import NavMockCore
import NavMockRender
import NavMockTesting
import Testing

@Suite("Page control renders")
struct PageControlRenderTests {
    static let cases = [
        "pc-prominent-light", "pc-prominent-dark", "pc-minimal-light", "pc-default-photo", "pc-discrete-dark",
        "pc-scrubbing-dark", "pc-shrinking", "pc-images", "pc-current-image", "pc-vertical", "pc-rtl",
        "pc-progress", "pc-legacy", "pc-legacy-clipped", "pc-tvos", "pc-watch-horizontal", "pc-watch-vertical",
        "pc-visionos", "pc-hidden",
    ]

    @Test("renders match their references (@1x, ±1 per channel)", arguments: cases)
    func matchesReference(_ name: String) throws {
        let r = try makeRenderer()
        let prepared = try PreparedSpec.prepare(try loadSpec(name), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: Repo.specs))
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

    /// Runs of pixels in row `y` whose colour satisfies `pred`, as (start, end) pixel ranges.
    func runs(_ img: RGBAImage, y: Int, _ pred: (UInt8, UInt8, UInt8) -> Bool) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        var start: Int?
        for x in 0...img.width {
            var hit = false
            if x < img.width {
                let i = (y * img.width + x) * 4
                hit = pred(img.pixels[i], img.pixels[i + 1], img.pixels[i + 2])
            }
            if hit, start == nil { start = x }
            if !hit, let s = start { out.append((s, x - 1)); start = nil }
        }
        return out
    }

    @Test("measured like the ground truth: 73 × 26 pt platter #F6F6F6, 17.7 pt pitch, 7.6 pt dots (metrics §11)")
    func measured() throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(try loadSpec("pc-prominent-light"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: Repo.specs))
        let s = 3.0
        let img = try r.rasterize(p.scene, scale: s, baseDirectory: Repo.specs).rgba
        let pc = try #require(p.layout.pageControlNode)
        let midY = Int(((pc.frame.midY - p.scene.origin.y) * s).rounded(.down))
        // The platter: everything not white along the middle row (§11: 72.9 × 25.9 pt, #F6F6F6 on white).
        let platter = runs(img, y: midY) { r, g, b in !(r == 255 && g == 255 && b == 255) }
        let width = Double(try #require(platter.last).1 - (try #require(platter.first).0) + 1) / s
        #expect(abs(width - 73) <= 0.7, "platter \(width) pt")
        let px = (midY * img.width + platter[0].0 + 12) * 4
        #expect(abs(Int(img.pixels[px]) - 0xF6) <= 2 && abs(Int(img.pixels[px + 2]) - 0xF6) <= 2)
        let midX = Int(((pc.frame.minX + 14 + 9.7 + 4 - p.scene.origin.x) * s).rounded())   // between the first two dots
        var rows = 0
        for y in 0..<img.height {
            let i = (y * img.width + midX) * 4
            if img.pixels[i] < 252 { rows += 1 }
        }
        #expect(abs(Double(rows) / s - 26) <= 0.7, "platter height \(Double(rows) / s) pt")
        // The dots: dark runs on the middle row (PagerKit colours: label and secondaryLabel).
        let dots = runs(img, y: midY) { r, _, _ in r < 200 }
        #expect(dots.count == 3)
        let centres = dots.map { Double($0.0 + $0.1 + 1) / 2 / s }
        for (a, b) in zip(centres, centres.dropFirst()) { #expect(abs(b - a - 17.7) <= 0.34, "pitch \(b - a)") }
        for d in dots { #expect(abs(Double(d.1 - d.0 + 1) / s - 7.6) <= 0.5) }
        // Other dots: secondaryLabel over the platter ≈ #86868A (§11 pk prominent light: #86868A).
        let o = (midY * img.width + Int(centres[1] * s)) * 4
        #expect(abs(Int(img.pixels[o]) - 0x86) <= 3)
    }

    @Test("the platter lets the backdrop show through (glass over a two-colour backdrop)")
    func backdropShowsThrough() throws {
        let r = try makeRenderer()
        func platterColour(_ backdrop: String) throws -> (Int, Int, Int) {
            let json = ##"{"device": "iPhone 17 Pro", "appearance": "dark", "backdrop": {"color": "\##(backdrop)"}, "pageControl": {"numberOfPages": 3, "backgroundStyle": "prominent"}}"##
            let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: Repo.specs))
            let img = try r.rasterize(p.scene, scale: 1, baseDirectory: Repo.specs).rgba
            let pc = try #require(p.layout.pageControlNode)
            let x = Int((pc.frame.minX + 6 - p.scene.origin.x).rounded()), y = Int((pc.frame.midY - p.scene.origin.y).rounded(.down))
            let i = (y * img.width + x) * 4
            return (Int(img.pixels[i]), Int(img.pixels[i + 1]), Int(img.pixels[i + 2]))
        }
        let overBlack = try platterColour("#000000"), overRed = try platterColour("#FF0000")
        #expect(abs(overBlack.0 - 0x1E) <= 2)              // §11: #1E1E1E over black
        #expect(overRed.0 > overBlack.0 + 30)               // the red behind tints the platter
        #expect(overRed.0 > overRed.1 + 30)
    }

    @Test("the SVG rasterised by librsvg looks like the PNG", arguments: ["pc-prominent-light", "pc-images", "pc-progress", "pc-shrinking"])
    func parityWithPNG(_ name: String) throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(try loadSpec(name), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: Repo.specs))
        let png = try r.rasterize(p.scene, scale: 2, baseDirectory: Repo.specs).rgba
        let svg = try r.render(p.scene, as: .svg, baseDirectory: Repo.specs)
        let fromSVG = try SVGRasterizer.rasterize(svg, width: png.width, height: png.height).rgba
        let diff = compareImages(expected: png, actual: fromSVG, ImageComparison(channelTolerance: 24, maxDifferingRatio: 0.002))
        #expect(diff.passes, "\(name): \(diff.summary)")
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("<desc>") && text.contains("page control"))
    }

    @Test("a million pages draw the same 10 indicators as ten pages")
    func millionPagesScene() throws {
        let r = try makeRenderer()
        func scene(_ n: Int) throws -> Scene {
            let json = ##"{"device": "iPhone 17 Pro", "backdrop": {"color": "#000000"}, "pageControl": {"numberOfPages": \##(n), "currentPage": 3}}"##
            return try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: Repo.specs)).scene
        }
        let ten = try scene(10), million = try scene(1_000_000)
        #expect(million.items.count == ten.items.count)
        #expect(million.items.count == 10)
        #expect(million.size == ten.size)
    }
}
