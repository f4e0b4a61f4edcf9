@testable import NavMockCore
import Testing

/// Issue 34 §2: where a content mode puts an image is Core's arithmetic, which the renderer applies.
@Suite("Image placement by content mode")
struct ImagePlacementTests {
    /// A 100 × 40 pt frame at (10, 20).
    let frame = Rect(x: 10, y: 20, width: 100, height: 40)

    @Test("each content mode: the image's rectangle (points) and its scale")
    func modes() throws {
        // A 50 × 10 px image.
        func place(_ mode: BarImageContentMode, stretches: Bool = false) throws -> ImagePlacement {
            try #require(ImagePlacement(imageWidth: 50, imageHeight: 10, in: frame, mode: mode, stretchesWidth: stretches))
        }
        let fill = try place(.scaleToFill)
        #expect(fill.rect == frame && fill.scaleX == 2 && fill.scaleY == 4)
        let fit = try place(.scaleAspectFit)   // 2× (the width limits): 100 × 20, centred vertically
        #expect(fit.rect == Rect(x: 10, y: 30, width: 100, height: 20) && fit.scaleX == 2 && fit.scaleY == 2)
        let cover = try place(.scaleAspectFill)   // 4× (the height limits): 200 × 40, centred horizontally
        #expect(cover.rect == Rect(x: -40, y: 20, width: 200, height: 40) && cover.scaleX == 4 && cover.scaleY == 4)
        #expect(try place(.center).rect == Rect(x: 35, y: 35, width: 50, height: 10))
        #expect(try place(.top).rect == Rect(x: 35, y: 20, width: 50, height: 10))
        #expect(try place(.bottom).rect == Rect(x: 35, y: 50, width: 50, height: 10))
        let stretched = try place(.bottom, stretches: true)   // the frame's width, its own height, at the bottom
        #expect(stretched.rect == Rect(x: 10, y: 50, width: 100, height: 10) && stretched.scaleX == 2 && stretched.scaleY == 1)
    }

    @Test("an image without pixels has no placement")
    func empty() {
        #expect(ImagePlacement(imageWidth: 0, imageHeight: 10, in: frame, mode: .center) == nil)
        #expect(ImagePlacement(imageWidth: 10, imageHeight: 0, in: frame, mode: .scaleToFill) == nil)
    }

    @Test("both icon cases read as one icon; other items are none")
    func icons() {
        let f = Rect(x: 1, y: 2, width: 3, height: 4), c = Color(hex: 0x123456)
        let plain = SceneItem.icon(.symbol("star"), frame: f, color: c, mirrored: true).icon
        let heavy = SceneItem.emboldenedIcon(.symbol("star"), frame: f, color: c, mirrored: false, outline: 0.5).icon
        #expect(plain == SceneIcon(image: .symbol("star"), frame: f, color: c, mirrored: true, emboldened: false, outline: 0))
        #expect(heavy == SceneIcon(image: .symbol("star"), frame: f, color: c, mirrored: false, emboldened: true, outline: 0.5))
        #expect(SceneItem.fill(.rect(f), .solid(c)).icon == nil)
    }
}
