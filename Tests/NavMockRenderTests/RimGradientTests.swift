import CCairo
import Foundation
import NavMockCore
@testable import NavMockRender
import Testing

/// The Liquid Glass rim strokes its rings with a one-pixel column of the vertical gradient,
/// repeated across (``Renderer/verticalGradientColumn(_:rows:cr:)``), instead of the gradient:
/// the same pixels, a third of the work.
@Suite("Rim gradient as a repeated column")
struct RimGradientTests {
    /// The bytes of a 300 × 120 px canvas (a coloured ground) with three capsule rings stroked
    /// in a translucent vertical gradient under `transform`, through the column or the gradient.
    static func strokeRings(_ transform: cairo_matrix_t, column: Bool, renderer: Renderer) throws -> [UInt8] {
        let s = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 120))
        defer { cairo_surface_destroy(s) }
        let cr = try #require(cairo_create(s))
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.2, 0.35, 0.6)
        cairo_paint(cr)
        var t = transform
        cairo_set_matrix(cr, &t)
        let bar = Rect(x: 6, y: 5, width: 80, height: 24)
        for i in 0..<3 {
            let g = -(Double(i) + 0.5) / 3
            renderer.path(.capsule(bar.insetBy(dx: -g, dy: -g)), cr)
            let pat = try #require(cairo_pattern_create_linear(0, bar.minY, 0, bar.maxY))
            defer { cairo_pattern_destroy(pat) }
            cairo_pattern_add_color_stop_rgba(pat, 0, 1, 0.9, 0.8, 0.73 - Double(i) * 0.2)
            cairo_pattern_add_color_stop_rgba(pat, 1, 0.5, 1, 0.7, 0.3)
            if column, let c = renderer.verticalGradientColumn(pat, rows: bar.insetBy(dx: -1, dy: -1), cr: cr) {
                cairo_set_source(cr, c)
                cairo_pattern_destroy(c)
            } else {
                #expect(!column, "no column for a transform without rotation")
                cairo_set_source(cr, pat)
            }
            cairo_set_line_width(cr, 1.0 / 3)
            cairo_stroke(cr)
        }
        cairo_surface_flush(s)
        let data = try #require(cairo_image_surface_get_data(s))
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(s)) * 120))
    }

    @Test("the same bytes as the gradient, at whole and fractional scales and offsets",
          arguments: [(1.0, 0.0, 0.0), (2, 0, 0), (3, 0, 0), (2.5, 0.3, 0.7), (3, 11.25, -3.4)])
    func sameBytes(scale: Double, dx: Double, dy: Double) throws {
        let renderer = try makeRenderer()
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, scale, 0, 0, scale, dx, dy)
        let viaColumn = try Self.strokeRings(m, column: true, renderer: renderer)
        let viaGradient = try Self.strokeRings(m, column: false, renderer: renderer)
        let differing = zip(viaColumn, viaGradient).filter { $0 != $1 }.count
        #expect(viaColumn.count == viaGradient.count && differing == 0, "\(differing) bytes differ")
        #expect(Set(viaGradient).count > 20, "the rings drew something")
    }

    @Test("no column when the transform rotates: the gradient would vary along a row")
    func rotationRefused() throws {
        let renderer = try makeRenderer()
        let s = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
        defer { cairo_surface_destroy(s) }
        let cr = try #require(cairo_create(s))
        defer { cairo_destroy(cr) }
        cairo_rotate(cr, 0.3)
        let pat = try #require(cairo_pattern_create_linear(0, 0, 0, 10))
        defer { cairo_pattern_destroy(pat) }
        #expect(renderer.verticalGradientColumn(pat, rows: Rect(x: 0, y: 0, width: 10, height: 10), cr: cr) == nil)
    }
}
