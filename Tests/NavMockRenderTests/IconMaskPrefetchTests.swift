// Issue 20: with a core to spare, `render` has the icons' coverage masks made on another thread
// (after the Liquid Glass lenses) while the raster draws the content and the glass. They must be
// the very masks the raster would make, and the raster must use them.

import Foundation
import NavMockTestSupport
@testable import NavMockCore
@testable import NavMockRender
import Testing

@Suite("Icon masks made ahead")
struct IconMaskPrefetchTests {
    private func iconCount(_ scene: Scene) -> Int {
        scene.items.filter { switch $0 { case .icon, .emboldenedIcon, .weightedIcon: return true; default: return false } }.count
    }

    @Test("made ahead, the masks give the same raster, and the raster makes none itself", arguments: [
        "Templates/tab-bars/clock-en-light.json",   // Liquid Glass, emboldened icons, lens made ahead too
        "Templates/tab-bars/arabic-rtl.json",       // right to left: mirrored icons
        "Templates/tab-bars/music-classic-dark.json",
        "Templates/tab-bars/ipad-17-bottom-bar.json",
    ])
    func samePixels(_ file: String) throws {
        let plain = try makeRenderer(), ahead = try makeRenderer()
        let (p, base) = try preparedTemplate(file, plain)
        let icons = iconCount(p.scene)
        #expect(icons >= 4)
        let scale = VisibilityCheck.scale(of: p.scene)
        ahead.startLiquidGlassLenses(for: p.scene, baseDirectory: base)
        ahead.startIconMasks(for: p.scene, scale: scale, baseDirectory: base)
        let shared = try VisibilityCheck.rasterize(p, renderer: ahead, baseDirectory: base)
        let expected = try VisibilityCheck.rasterize(p, renderer: plain, baseDirectory: base)
        #expect(shared.raster.data == expected.raster.data)
        #expect(ahead.iconMasks.prefetched > 0 && ahead.iconMasks.prefetched <= icons, "masks taken from the prefetch")
        #expect(ahead.iconMasks.made == 0, "the raster made no mask of its own")
        #expect(plain.iconMasks.prefetched == 0)
        // The check's measurements (which draw the icons alone) agree too.
        let a = VisibilityCheck.measurements(p, renderer: ahead, baseDirectory: base, shared: shared)
        let b = VisibilityCheck.measurements(p, renderer: plain, baseDirectory: base, shared: expected)
        #expect(a.map(\.ratio) == b.map(\.ratio))
        #expect(ahead.iconMasks.made == 0)
    }

    @Test("vector output and other scales right after the start wait for the masks and draw as before")
    func otherOutputsUnchanged() throws {
        let plain = try makeRenderer(), ahead = try makeRenderer()
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-dark.json", plain)
        ahead.startIconMasks(for: p.scene, scale: 3, baseDirectory: base)
        #expect(ahead.iconMasks.busy)
        // SVG reads the icons' files the masks' thread reads: it settles first.
        #expect(try ahead.render(p.scene, as: .svg, baseDirectory: base) == (try plain.render(p.scene, as: .svg, baseDirectory: base)))
        #expect(!ahead.iconMasks.busy)
        #expect(ahead.iconMasks.prefetched == iconCount(p.scene))
        // At another scale the transform differs: the raster makes its own masks, the same as plain's.
        #expect(try ahead.rasterize(p.scene, scale: 2, baseDirectory: base).data
                == (try plain.rasterize(p.scene, scale: 2, baseDirectory: base)).data)
        #expect(ahead.iconMasks.made == iconCount(p.scene))
    }

    @Test("a scene whose corner is not at the origin (a crop) is made ahead on its own grid", arguments: [(0.0, 8.0), (5.5, 3.25)])
    func croppedScene(_ dx: Double, _ dy: Double) throws {
        let plain = try makeRenderer(), ahead = try makeRenderer()
        let (p, base) = try preparedTemplate("Templates/tab-bars/music-classic-dark.json", plain)
        var scene = p.scene
        scene.origin = Point(x: scene.origin.x + dx, y: scene.origin.y + dy)
        scene.size = Size(width: scene.size.width - dx, height: scene.size.height - dy)
        ahead.startIconMasks(for: scene, scale: 3, baseDirectory: base)
        #expect(try ahead.rasterize(scene, scale: 3, baseDirectory: base).data
                == (try plain.rasterize(scene, scale: 3, baseDirectory: base)).data)
        #expect(ahead.iconMasks.prefetched == iconCount(scene))
        #expect(ahead.iconMasks.made == 0)
    }

    @Test("an icon librsvg cannot read, found only on the masks' thread, stops the prefetch; the raster reports it")
    func unreadableIcon() throws {
        let r = try makeRenderer()
        let (p, _) = try preparedTemplate("Templates/tab-bars/clock-en-light.json", r)
        let dir = try temporaryFolder("bad-icon")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("<svg xmlns='http://www.w3.org/2000/svg'><path d=".utf8).write(to: URL(fileURLWithPath: dir + "/bad.svg"))
        var scene = p.scene
        let ref = FileReference(path: "bad.svg", jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1))
        // First among the icons, so that the prefetch stops before the others.
        scene.insert(.icon(.file(ref), frame: Rect(x: 10, y: 10, width: 20, height: 20),
                           color: Color(red: 0, green: 0, blue: 0), mirrored: false), at: 0, id: .canvas)
        r.startIconMasks(for: scene, scale: 3, baseDirectory: dir)
        #expect(r.iconMasks.busy, "the file is found here; it is read on the other thread")
        #expect(throws: RenderError.self) { try r.rasterize(scene, scale: 3, baseDirectory: dir) }
        #expect(r.iconMasks.prefetched == 0)
    }

    @Test("two threads loading one icon get the same handle")
    func oneHandlePerIcon() async throws {
        let r = try makeRenderer()
        let image = ImageReference.symbol("globe")
        let path = try r.icons.path(for: image, baseDirectory: ".")
        nonisolated(unsafe) let store = r.icons
        let handles = await withTaskGroup(of: UInt.self) { group in
            for _ in 0..<8 { group.addTask { (try? store.handle(for: image, at: path)).map { UInt(bitPattern: $0) } ?? 0 } }
            return await group.reduce(into: Set<UInt>()) { $0.insert($1) }
        }
        #expect(handles.count == 1 && !handles.contains(0))
        #expect(UInt(bitPattern: try r.icons.handle(for: image, baseDirectory: ".")) == handles.first)
    }

    @Test("an icon that cannot be loaded stops the prefetch; the raster reports it")
    func missingIcon() throws {
        let r = try makeRenderer()
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-light.json", r)
        var scene = p.scene
        let ref = FileReference(path: "no-such-icon.svg", jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1))
        scene.append(.icon(.file(ref), frame: Rect(x: 10, y: 10, width: 20, height: 20),
                           color: Color(red: 0, green: 0, blue: 0), mirrored: false), id: .canvas)
        r.startIconMasks(for: scene, scale: 3, baseDirectory: base)
        #expect(!r.iconMasks.busy)
        #expect(throws: RenderError.self) { try r.rasterize(scene, scale: 3, baseDirectory: base) }
    }
}
