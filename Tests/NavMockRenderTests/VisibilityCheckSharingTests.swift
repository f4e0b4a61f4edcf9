// Issue 20: the pixel check cuts its whole render from the PNG raster `render` already made, draws
// what is behind the elements only inside their crops and from the canvas as it was before the
// first element; the measurements must not move.

import Foundation
import NavMockTestSupport
@testable import NavMockCore
@testable import NavMockRender
import Testing

@Suite("Visibility check sharing the render's raster")
struct VisibilityCheckSharingTests {
    @Test("measured on the render's own raster, every element measures exactly as on its own renders", arguments: [
        "Templates/tab-bars/clock-en-dark.json",          // Liquid Glass over list content, @3x
        "Templates/tab-bars/clock-classic-zh-dark.json",  // classic bar
        "Templates/tab-bars/photos-gradient.json",
        "Templates/page-controls/legacy-ios13.json",      // page control, @2x
        "Fixtures/specs/glass-dark-zh.json",
        "Fixtures/specs/custom-icon.json",
    ])
    func sameMeasurements(_ file: String) throws {
        let r = try makeRenderer()
        let (p, base) = try preparedTemplate(file, r)
        let scale = VisibilityCheck.scale(of: p.scene)
        let raster = try VisibilityCheck.rasterize(p, renderer: r, baseDirectory: base)
        // The same pixels as a plain raster, and the copy of the canvas before the first element is taken.
        #expect(raster.raster.data == (try r.rasterize(p.scene, scale: scale, baseDirectory: base)).data)
        // The copy is the measured area of the scene drawn up to (not including) the first measured
        // element, pixel for pixel.
        let start = try #require(raster.behindStart?.image)
        let s = p.scene
        let before = s.keeping(0..<raster.first)
        let upTo = try r.rasterize(before, scale: scale, baseDirectory: base)
        let x0 = Int(((raster.area.minX - s.origin.x) * scale).rounded()), y0 = Int(((raster.area.minY - s.origin.y) * scale).rounded())
        #expect(start.width == Int((raster.area.width * scale).rounded()) && start.height == Int((raster.area.height * scale).rounded()))
        var differing = 0
        for y in 0..<start.height {
            for i in 0..<(start.width * 4) where start.data[y * start.stride + i] != upTo.data[(y0 + y) * upTo.stride + x0 * 4 + i] { differing += 1 }
        }
        #expect(differing == 0, "\(file): \(differing) bytes of the copy differ from the scene drawn up to item \(raster.first)")
        let own = VisibilityCheck.measurements(p, renderer: r, baseDirectory: base)
        let shared = VisibilityCheck.measurements(p, renderer: r, baseDirectory: base, shared: raster)
        // The check took the copy to draw on (no second copy of its pixels); it is gone from the raster.
        #expect(raster.behindStart != nil && raster.behindStart?.image == nil)
        #expect(!own.isEmpty)
        #expect(own.count == shared.count)
        for (a, b) in zip(own, shared) {
            #expect(a.element.name == b.element.name)
            #expect(a.ratio == b.ratio && a.luminance == b.luminance && a.behind == b.behind,
                    "\(file): \(a.element.name) \(a.ratio) / \(b.ratio)")
        }
    }

    @Test("the raster is used only on the check's own pixel grid")
    func wholeWindow() throws {
        let r = try makeRenderer()
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-dark.json", r)
        let scale = VisibilityCheck.scale(of: p.scene)
        let raster = try r.rasterize(p.scene, scale: scale, baseDirectory: base)
        let area = Rect(x: p.scene.origin.x + 10, y: p.scene.origin.y + 4, width: 50, height: 20)
        let w = try #require(VisibilityCheck.wholePixels(raster, scene: p.scene, area: area, scale: scale))
        #expect(w.width == Int(50 * scale) && w.height == Int(20 * scale) && w.dx == Int(10 * scale) && w.dy == Int(4 * scale))
        // Another scale, or an area off the pixel grid or beyond the raster: drawn anew instead.
        #expect(VisibilityCheck.wholePixels(raster, scene: p.scene, area: area, scale: scale + 1) == nil)
        #expect(VisibilityCheck.wholePixels(raster, scene: p.scene, area: area.offsetBy(dx: 0.1, dy: 0), scale: scale) == nil)
        #expect(VisibilityCheck.wholePixels(raster, scene: p.scene, area: area.offsetBy(dx: p.scene.size.width, dy: 0), scale: scale) == nil)
        #expect(VisibilityCheck.wholePixels(nil, scene: p.scene, area: area, scale: scale) == nil)
    }

    @Test("a clipped raster has the unclipped pixels inside its rectangles and nothing outside")
    func clippedRaster() throws {
        let r = try makeRenderer()
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-dark.json", r)
        let o = p.scene.origin
        let boxes = [Rect(x: o.x + 20, y: o.y + 10, width: 40, height: 30), Rect(x: o.x + 50, y: o.y + 20, width: 60, height: 25)]
        let full = try r.rasterize(p.scene, scale: 2, baseDirectory: base)
        let clipped = try r.rasterize(p.scene, scale: 2, baseDirectory: base, clip: boxes)
        #expect(full.width == clipped.width && full.height == clipped.height)
        var inside = 0, differing = 0, strayOutside = 0
        for y in 0..<full.height {
            for x in 0..<full.width {
                let px = o.x + (Double(x) + 0.5) / 2, py = o.y + (Double(y) + 0.5) / 2
                let isIn = boxes.contains { px > $0.minX && px < $0.maxX && py > $0.minY && py < $0.maxY }
                for c in 0..<4 {
                    let i = y * full.stride + x * 4 + c
                    if isIn { if full.data[i] != clipped.data[i] { differing += 1 } } else if clipped.data[i] != 0 { strayOutside += 1 }
                }
                if isIn { inside += 1 }
            }
        }
        #expect(inside == (80 * 60 + 120 * 50 - 20 * 40))   // the two boxes overlap by 10 × 20 pt
        #expect(differing == 0)
        #expect(strayOutside == 0)
    }
}

/// The check's medians come from selection instead of sorting; they must be the sorted medians.
@Suite("Visibility check medians")
struct VisibilityMedianTests {
    /// The median as sorting gives it.
    private func sortedMedian(_ v: [Double]) -> Double {
        let s = v.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    @Test("selection gives the sorted median for odd and even counts, ties, runs and sorted input")
    func matchesSorting() {
        var rng = SystemRandomNumberGenerator()
        var cases: [[Double]] = [[3], [2, 1], [1, 1, 1, 1], [5, 4, 3, 2, 1], [1, 2, 3, 4, 5, 6],
                                 Array(repeating: 0.5, count: 101) + [0.1], (0..<1000).map(Double.init)]
        for n in [2, 3, 7, 64, 65, 500, 4001] {
            // Few distinct values, as quantised luminances are, and many distinct ones.
            cases.append((0..<n).map { _ in Double(Int.random(in: 0..<5, using: &rng)) / 4 })
            cases.append((0..<n).map { _ in Double.random(in: 1...21, using: &rng) })
            cases.append((0..<n).map { _ in Double.random(in: 1...21, using: &rng) }.sorted(by: >))
        }
        for v in cases {
            #expect(VisibilityCheck.median(v) == sortedMedian(v), "\(v.count) values")
            for k in [0, v.count / 3, v.count - 1] {
                var a = v
                VisibilityCheck.select(&a, k)
                let s = v.sorted()
                #expect(a[k] == s[k])
                #expect(a[..<k].allSatisfy { $0 <= a[k] } && a[(k + 1)...].allSatisfy { $0 >= a[k] })
                #expect(a.sorted() == s)   // a rearrangement: nothing lost or added
            }
        }
    }
}
