// Issue 20: into images, icons are drawn once as coverage masks and composited in their colour;
// the check's drawing of an icon alone reuses the canvas's mask. A mask also makes an icon a
// template as UIKit tints one: overlapping shapes take the colour once.

import Foundation
import NavMockTestSupport
@testable import NavMockCore
@testable import NavMockRender
import Testing

@Suite("Icons as coverage masks")
struct IconMaskTests {
    /// A scene of `items` on a transparent 40 × 20 pt canvas.
    private func scene(_ items: [SceneItem]) -> Scene {
        Scene(size: Size(width: 40, height: 20), origin: Point(x: 0, y: 0), backdrop: [], items: items,
              title: "icons", summary: "", scale: 1)
    }

    /// An SVG file in a new folder: the folder and a reference to the file.
    private func icon(_ body: String) throws -> (String, ImageReference) {
        let dir = try temporaryFolder("icon-mask")
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 20 20\">\(body)</svg>"
        try svg.write(toFile: dir + "/icon.svg", atomically: true, encoding: .utf8)
        let ref = FileReference(path: "icon.svg", jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1))
        return (dir, .file(ref))
    }

    /// The alpha byte of pixel (x, y) of a raster.
    private func alpha(_ r: RasterImage, _ x: Int, _ y: Int) -> UInt8 { r.data[y * r.stride + x * 4 + 3] }

    @Test("overlapping shapes in a translucent colour are tinted once, as a template image", arguments: [1.0, 2.0, 3.0])
    func overlapsTintedOnce(_ scale: Double) throws {
        // Two squares overlapping in the middle third, both painted (the colour is replaced).
        let (dir, ref) = try icon("<rect x=\"0\" y=\"0\" width=\"14\" height=\"20\" fill=\"#000\"/><rect x=\"6\" y=\"0\" width=\"14\" height=\"20\" fill=\"red\"/>")
        let r = try makeRenderer()
        let half = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let raster = try r.rasterize(scene([.icon(ref, frame: Rect(x: 10, y: 0, width: 20, height: 20), color: half, mirrored: false)]),
                                     scale: scale, baseDirectory: dir)
        let y = Int(10 * scale)
        let left = alpha(raster, Int(12 * scale), y), middle = alpha(raster, Int(20 * scale), y), right = alpha(raster, Int(28 * scale), y)
        #expect(left == 128, "@\(scale)x: one square, half the colour")
        #expect(middle == left, "@\(scale)x: where the squares overlap the colour is not applied twice")
        #expect(right == left, "@\(scale)x")
        #expect(alpha(raster, Int(5 * scale), y) == 0, "@\(scale)x: outside the icon")
    }

    @Test("an emboldened icon's outline does not darken its fill")
    func outlineOverFill() throws {
        let (dir, ref) = try icon("<rect x=\"4\" y=\"4\" width=\"12\" height=\"12\" fill=\"#000\"/>")
        let r = try makeRenderer()
        let c = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
        let raster = try r.rasterize(scene([.emboldenedIcon(ref, frame: Rect(x: 10, y: 0, width: 20, height: 20), color: c, mirrored: false, outline: 1)]),
                                     scale: 3, baseDirectory: dir)
        // Inside the fill, on the outline's inner half (the edge is at x = 14 pt), and in the middle.
        let inside = alpha(raster, 20 * 3, 10 * 3), onEdge = alpha(raster, 14 * 3 + 1, 10 * 3)
        #expect(inside == 153)
        #expect(onEdge == inside)
        // The outline reaches out by half its width beyond the fill.
        #expect(alpha(raster, 14 * 3 - 1, 10 * 3) > 0)
    }

    @Test("a mask is made once for the canvas and reused by the check's drawings of the icon alone", arguments: [
        "Templates/tab-bars/clock-en-light.json",   // Liquid Glass, emboldened icons
        "Templates/tab-bars/music-classic-dark.json",
    ])
    func checkReusesCanvasMasks(_ file: String) throws {
        let path = Repo.path(file)
        let r = try makeRenderer()
        let data = try #require(FileManager.default.contents(atPath: path))
        let p = try PreparedSpec.prepare(Array(data), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let base = (path as NSString).deletingLastPathComponent
        let icons = p.scene.items.filter {
            switch $0 { case .icon, .emboldenedIcon, .weightedIcon: return true; default: return false }
        }.count
        #expect(icons >= 4)
        let shared = try VisibilityCheck.rasterize(p, renderer: r, baseDirectory: base)
        #expect(r.iconMasks.made == icons, "one mask per icon on the canvas")
        let measured = VisibilityCheck.measurements(p, renderer: r, baseDirectory: base, shared: shared)
        #expect(measured.contains { if case .icon = $0.element.kind { return true } else { return false } })
        #expect(r.iconMasks.made == icons, "the check drew the icons alone from the canvas's masks")
        // A different scale puts the icons on another pixel grid: new masks.
        _ = try r.rasterize(p.scene, scale: 2, baseDirectory: base)
        let afterScale2 = r.iconMasks.made
        #expect(afterScale2 > icons)
        // Discarded (as navmock-bench does before each timed raster), every mask is made again.
        r.discardCachedIconMasks()
        _ = try r.rasterize(p.scene, scale: 2, baseDirectory: base)
        #expect(r.iconMasks.made == afterScale2 + (afterScale2 - icons))
    }

    @Test("SVG keeps the icon's own shapes")
    func vectorOutputUnchanged() throws {
        let (dir, ref) = try icon("<rect x=\"0\" y=\"0\" width=\"14\" height=\"20\" fill=\"#000\"/>")
        let r = try makeRenderer()
        let svg = String(decoding: try r.render(scene([.icon(ref, frame: Rect(x: 10, y: 0, width: 20, height: 20),
                                                            color: Color(red: 1, green: 0, blue: 0), mirrored: false)]),
                                                as: .svg, baseDirectory: dir), as: UTF8.self)
        #expect(r.iconMasks.made == 0)
        #expect(!svg.contains("<mask"))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"14\" height=\"20\" fill=\"#ff0000\"/>"), "\(svg)")
    }
}
