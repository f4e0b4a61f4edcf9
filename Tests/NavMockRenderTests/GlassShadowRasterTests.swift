import Foundation
import NavMockCore
@testable import NavMockRender
import Testing

/// The Liquid Glass shadow in pixels (GlassShadowRaster.swift): one opacity per pixel from the
/// profile, where vector output keeps the stack of nested copies.
@Suite("Liquid Glass shadow in pixels")
struct GlassShadowRasterTests {
    /// The phone bar's light shadow (σ 24 pt, 12 pt down, 15 %).
    static let shadow = LiquidGlassMetrics.shadowLight

    /// A white canvas of `size` points with the shadow of `shapes` on it.
    static func scene(_ shapes: [SceneShape], size: Size = Size(width: 200, height: 160),
                      shadow: LiquidGlassShadow = shadow) -> Scene {
        Scene(size: size, origin: .zero, backdrop: [.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), .solid(Color(hex: 0xFFFFFF)))],
              items: [.glassShadow(shapes, shadow)], title: "shadow", summary: "shadow", scale: 1)
    }

    /// Green channel of the pixel whose centre is at (x, y) points.
    static func value(_ r: RasterImage, _ x: Double, _ y: Double, scale: Double) -> Int {
        Int(r.data[Int(y * scale) * r.stride + Int(x * scale) * 4 + 1])
    }

    /// White under the shadow at signed distance `d` from the moved-down shape, rounded as an
    /// 8-bit composite: 255 · (1 − opacity).
    static func expected(_ d: Double, _ s: LiquidGlassShadow = shadow) -> Double { 255 * (1 - s.opacity(atDistance: d)) }

    @Test("outside a capsule each pixel follows the profile (±1 level), at @1x, @2x and @3x", arguments: [1.0, 2.0, 3.0])
    func followsProfile(scale: Double) throws {
        // Capsule 100 × 40 pt at (50, 40): moved down 12 pt its centre row is y = 72.
        let capsule = SceneShape.capsule(Rect(x: 50, y: 40, width: 100, height: 40))
        let r = try makeRenderer().rasterize(Self.scene([capsule]), scale: scale, baseDirectory: "/")
        let px = 0.5 / scale   // from a pixel's corner to its centre
        // Beside the straight part (left of the left cap on the centre row): the distance is
        // horizontal to the cap's arc, whose leftmost point is x = 50.
        for x in stride(from: 1.0, through: 40, by: 3) {
            let cx = x + px
            let d = 50 - cx
            #expect(abs(Double(Self.value(r, x, 72, scale: scale)) - Self.expected(d)) <= 1, "x \(x) @\(scale)x")
        }
        // Below the straight part: distance to the bottom edge y = 92.
        for y in stride(from: 93.0, through: 159, by: 4) {
            let d = y + px - 92
            #expect(abs(Double(Self.value(r, 100, y, scale: scale)) - Self.expected(d)) <= 1, "y \(y) @\(scale)x")
        }
        // Off a corner: Euclidean distance to the cap's circle (centre (70, 72), radius 20).
        let (x, y) = (40.0, 110.0)
        let d = ((70 - x - px) * (70 - x - px) + (y + px - 72) * (y + px - 72)).squareRoot() - 20
        #expect(abs(Double(Self.value(r, x, y, scale: scale)) - Self.expected(d)) <= 1)
    }

    @Test("where two shapes' shadows meet, the nearer shape decides: no double darkening")
    func unionDoesNotDarkenTwice() throws {
        // Capsule and circle 8 pt apart, as the bar and its search tab.
        let capsule = SceneShape.capsule(Rect(x: 10, y: 40, width: 100, height: 40))
        let circle = SceneShape.ellipse(Rect(x: 118, y: 40, width: 40, height: 40))
        let r = try makeRenderer().rasterize(Self.scene([capsule, circle]), scale: 2, baseDirectory: "/")
        // On the shapes' centre row (moved down: y = 72), the pixel centred at x = 114.25 pt is
        // 4.25 pt from the capsule's end (x = 110) and 3.75 pt from the circle (x = 118).
        let got = Double(Self.value(r, 114, 72, scale: 2))
        #expect(abs(got - Self.expected(3.75)) <= 1, "gap \(got), the circle's shadow alone \(Self.expected(3.75))")
    }

    @Test("pixels and vector copies agree within 6 levels (the copies step the profile every 2/255)")
    func matchesVectorCopies() throws {
        let renderer = try makeRenderer()
        let shapes: [[SceneShape]] = [
            [.capsule(Rect(x: 30, y: 40, width: 140, height: 50))],
            [.roundedRect(Rect(x: 40, y: 30, width: 120, height: 60), radius: 12),
             .ellipse(Rect(x: 80, y: 100, width: 30, height: 30))],
            // An ellipse that is not a circle has no exact distance: drawn as copies, so identical.
            [.ellipse(Rect(x: 40, y: 40, width: 120, height: 50))],
        ]
        for (k, s) in shapes.enumerated() {
            let scene = Self.scene(s, shadow: LiquidGlassShadow(color: Color(hex: 0x000000, alpha: 0.2), sigma: 8, offsetY: 4))
            let pixels = try renderer.rasterize(scene, scale: 2, baseDirectory: "/")
            let svg = try renderer.render(scene, as: .svg, baseDirectory: "/")
            let copies = try SVGRasterizer.rasterize(svg, width: pixels.width, height: pixels.height)
            var worst = 0
            for i in 0..<pixels.data.count { worst = max(worst, abs(Int(pixels.data[i]) - Int(copies.data[i]))) }
            #expect(worst <= 6, "shapes \(k): largest difference \(worst)")
            #expect(k != 0 || worst > 0, "the capsule's shadow should be drawn per pixel, not as copies")
        }
    }

    @Test("a clip keeps the shadow inside it")
    func respectsClip() throws {
        let scene = Self.scene([.capsule(Rect(x: 50, y: 40, width: 100, height: 40))])
        let clip = Rect(x: 20, y: 60, width: 20, height: 30)
        let r = try makeRenderer().rasterize(scene, scale: 2, baseDirectory: "/", clip: [clip])
        #expect(Self.value(r, 30, 72, scale: 2) < 255)                       // inside: shadowed white
        #expect(r.data[Int(72 * 2) * r.stride + Int(10 * 2) * 4 + 3] == 0)   // outside: untouched
    }
}
