// Issue 20: with a core to spare, `render` has the Liquid Glass lens images made on another
// thread while the content and the glass's shadow are drawn. They must be the very same images.

import Foundation
import NavMockTestSupport
@testable import NavMockCore
@testable import NavMockRender
import Testing

@Suite("Liquid Glass lens images made ahead")
struct LensPrefetchTests {
    @Test("made ahead, the lens images give the same PNG at every scale and the same SVG", arguments: [
        "Templates/tab-bars/clock-en-light.json",   // glass bar over list content
        "Templates/tab-bars/clock-en-dark.json",
        "Templates/tab-bars/music-mini-player.json",
        "Templates/tab-bars/arabic-rtl.json",         // right to left
    ])
    func samePixels(_ file: String) throws {
        let plain = try makeRenderer(), ahead = try makeRenderer()
        let (p, base) = try preparedTemplate(file, plain)
        let glass = p.scene.items.filter { if case .liquidGlass = $0 { return true } else { return false } }.count
        #expect(glass > 0, "the spec has no Liquid Glass to lens")
        ahead.startLiquidGlassLenses(for: p.scene, baseDirectory: base)
        for scale in [3.0, 1.0, 2.0] {
            #expect(try ahead.rasterize(p.scene, scale: scale, baseDirectory: base).data
                    == (try plain.rasterize(p.scene, scale: scale, baseDirectory: base)).data, "@\(scale)x")
        }
        #expect(try ahead.render(p.scene, as: .svg, baseDirectory: base) == (try plain.render(p.scene, as: .svg, baseDirectory: base)))
        // The images were taken from the prefetch, one per glass shape (none made twice).
        #expect(ahead.backdrops.prefetchedEntries == glass)
        #expect(plain.backdrops.prefetchedEntries == 0)
    }

    @Test("a backdrop with text or images, or of one colour, is not made ahead")
    func onlyPlainBackdrops() throws {
        let r = try makeRenderer()
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-light.json", r)
        var scene = p.scene
        // One colour: the glass shows no backdrop to lens.
        scene.backdrop = [.fill(.rect(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)), .solid(Color(red: 1, green: 1, blue: 1)))]
        r.startLiquidGlassLenses(for: scene, baseDirectory: base)
        _ = try r.rasterize(scene, scale: 1, baseDirectory: base)
        #expect(r.backdrops.prefetchedEntries == 0)
        // Text in the backdrop: drawing it uses the renderer's fonts, so it stays on this thread.
        var withText = p.scene
        let title = try #require(p.layout.tabBarNode?.items.first?.title)
        withText.backdrop.append(.text(title, Color(red: 0, green: 0, blue: 0)))
        r.startLiquidGlassLenses(for: withText, baseDirectory: base)
        _ = try r.rasterize(withText, scale: 1, baseDirectory: base)
        #expect(r.backdrops.prefetchedEntries == 0)
        // The same renderer does make the plain backdrop's images ahead (the counter can move).
        r.startLiquidGlassLenses(for: p.scene, baseDirectory: base)
        _ = try r.rasterize(p.scene, scale: 1, baseDirectory: base)
        #expect(r.backdrops.prefetchedEntries > 0)
    }
}
