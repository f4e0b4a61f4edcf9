// Issue 20: with a core to spare, `render` has the check's elements drawn alone on another thread
// while it draws the scene. They must be the very images the check would draw itself, and
// drawing them alongside the render must change nothing (and must not crash: icons and text are
// shared by the two threads).

import Foundation
import NavMockTestSupport
@testable import NavMockCore
@testable import NavMockRender
import Testing

@Suite("The check's elements drawn alone, made ahead")
struct AloneRasterPrefetchTests {
    /// `file` prepared with `r`, and the folder its paths resolve against.
    private func prepared(_ file: String, _ r: Renderer) throws -> (PreparedSpec, String) {
        let path = Repo.path(file)
        guard let d = FileManager.default.contents(atPath: path) else { throw TestFailure("\(file): cannot read it") }
        return (try PreparedSpec.prepare(Array(d), measuring: r.textMeasurer), (path as NSString).deletingLastPathComponent)
    }

    static let specs = [
        "Templates/tab-bars/clock-en-light.json",     // Liquid Glass, emboldened symbols, badge
        "Templates/tab-bars/arabic-rtl.json",          // right to left
        "Fixtures/specs/classic-light.json",           // classic bar
        "Fixtures/specs/custom-icon.json",             // an icon file of the spec's own
        "Fixtures/specs/glass-dark-zh.json",           // CJK titles
        "Templates/page-controls/onboarding.json",     // page indicators
        "Fixtures/specs/pc-images.json",               // indicator images
    ]

    @Test("made ahead while the scene is drawn, the elements alone are the check's own, and the measurements the same",
          arguments: specs)
    func sameMeasurements(_ file: String) throws {
        let plain = try makeRenderer(), ahead = try makeRenderer()
        let (p, base) = try prepared(file, plain)
        let elements = VisibilityCheck.elements(p)
        #expect(!elements.isEmpty, "nothing to measure")
        let lenses = ahead.startLiquidGlassLenses(for: p.scene, baseDirectory: base)
        let alone = VisibilityCheck.startAloneRasters(p, renderer: ahead, baseDirectory: base, after: lenses)
        // The render's raster, drawn on this thread while the other draws the elements.
        let shared = try VisibilityCheck.rasterize(p, renderer: ahead, baseDirectory: base)
        let made = alone.work.wait()
        let scale = VisibilityCheck.scale(of: p.scene)
        for e in elements {
            let box = try #require(VisibilityCheck.crop(e.bounds, in: p.scene))
            let own = try plain.rasterize(VisibilityCheck.aloneScene(e, box: box, in: p.scene), scale: scale, baseDirectory: base)
            #expect(made[e.item]?.data == own.data, "item \(e.item) differs from the check's own raster")
        }
        let a = VisibilityCheck.measurements(p, renderer: ahead, baseDirectory: base, shared: shared, alone: alone)
        let b = VisibilityCheck.measurements(p, renderer: plain, baseDirectory: base, shared: try VisibilityCheck.rasterize(p, renderer: plain, baseDirectory: base))
        #expect(a.map(\.ratio) == b.map(\.ratio) && a.map(\.luminance) == b.map(\.luminance) && a.map(\.behind) == b.map(\.behind))
        #expect(!a.isEmpty)
        // The raster drawn alongside is the raster drawn alone.
        #expect(shared.raster.data == (try VisibilityCheck.rasterize(p, renderer: plain, baseDirectory: base)).raster.data)
    }

    @Test("twenty renders with the elements drawn alongside give the same bytes and findings as one without")
    func repeatedAlongside() throws {
        let plain = try makeRenderer()
        let (p, base) = try prepared("Templates/tab-bars/clock-en-light.json", plain)
        let want = try VisibilityCheck.rasterize(p, renderer: plain, baseDirectory: base)
        let wantFindings = VisibilityCheck.adding(to: [], p, renderer: plain, baseDirectory: base, shared: want).map(\.description)
        for _ in 0..<20 {
            let r = try makeRenderer()
            let alone = VisibilityCheck.startAloneRasters(p, renderer: r, baseDirectory: base, after: r.startLiquidGlassLenses(for: p.scene, baseDirectory: base))
            let got = try VisibilityCheck.rasterize(p, renderer: r, baseDirectory: base)
            #expect(got.raster.data == want.raster.data)
            #expect(VisibilityCheck.adding(to: [], p, renderer: r, baseDirectory: base, shared: got, alone: alone).map(\.description) == wantFindings)
        }
    }
}
