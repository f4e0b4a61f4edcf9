import CNavMockRsvg
import NavMockCore

// The intrinsic size of a spec's SVG image, for the layout (issue 41 item 4): read through the
// icon store's one checked loader (the spec's folder only, no link out of it, the icon size
// limit, IconCheck's allow-list and bounds before librsvg sees a byte), from librsvg's
// intrinsic dimensions. Core sees only ``ImageSizing``.

/// The renderer's ``ImageSizing``: SVG files resolved against the spec's folder and read as
/// drawing reads them (``IconStore/intrinsicSize(of:baseDirectory:)``), so the layout and the
/// picture agree; PNG backdrops sampled for their colours (``ImageColorSampling``). Made by ``Renderer/imageSizes(baseDirectory:)``.
///
/// Why `@unchecked Sendable` is sound: it holds the renderer, which is used by one thread at a
/// time; the layout asks for sizes on the thread that owns the renderer (the pipeline lays out
/// on the stage's thread, before that thread draws), and waits for icon masks made ahead before
/// it touches a librsvg handle, as drawing does.
struct RendererImageSizes: ImageSizing, @unchecked Sendable {
    let renderer: Renderer
    let baseDirectory: String

    func intrinsicSize(of file: FileReference) -> Size? {
        renderer.iconMasks.settle()   // masks made ahead use the icons' handles until then
        return renderer.icons.intrinsicSize(of: file, baseDirectory: baseDirectory)
    }

    func colorGrid(of file: FileReference) -> ImageColorGrid? {
        (try? renderer.imageColorGrid(file, baseDirectory: baseDirectory)) ?? nil
    }
}

extension Renderer {
    /// The ``ImageSizing`` layout uses with this renderer for a spec whose relative paths resolve
    /// against `baseDirectory` (its folder): an SVG's intrinsic size in points, read through the
    /// same checked loader that draws it. Use it on the renderer's thread, like the renderer.
    ///
    /// ```swift
    /// let p = try PreparedSpec.prepare(spec, measuring: renderer.textMeasurer,
    ///                                  imageSizes: renderer.imageSizes(baseDirectory: "specs"))
    /// ```
    public func imageSizes(baseDirectory: String) -> any ImageSizing {
        RendererImageSizes(renderer: self, baseDirectory: baseDirectory)
    }
}

extension IconStore {
    /// The intrinsic size of the SVG `ref` names, in points (a CSS pixel, an SVG user unit, is
    /// one point, as the drawing takes it): its `width` and `height` where both are absolute
    /// lengths (``CSSLength/points(_:)``), one of them with the `viewBox`'s aspect where only one
    /// is, else the `viewBox`'s size. Nil when the file is outside the spec's folder, missing,
    /// over the icon size limit, refused by ``IconCheck`` or librsvg, or has no usable size:
    /// the layout then keeps the symbol box, and the resource stage reports the file with its
    /// JSON path. Sizes are finite and larger than 0; the layout bounds them.
    func intrinsicSize(of ref: FileReference, baseDirectory: String) -> Size? {
        let image = ImageReference.file(ref)
        guard let path = try? resolve(ref, baseDirectory: baseDirectory), let h = try? handle(for: image, at: path) else { return nil }
        var hasW: gboolean = 0, hasH: gboolean = 0, hasVB: gboolean = 0
        var w = RsvgLength(), hh = RsvgLength(), vb = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(h, &hasW, &w, &hasH, &hh, &hasVB, &vb)
        func usable(_ v: Double?) -> Double? { v.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }
        let width = hasW != 0 ? usable(CSSLength.points(w)) : nil
        let height = hasH != 0 ? usable(CSSLength.points(hh)) : nil
        let box: Size? = hasVB != 0 ? usable(vb.width).flatMap { bw in usable(vb.height).map { Size(width: bw, height: $0) } } : nil
        switch (width, height, box) {
        case (let w?, let h?, _): return Size(width: w, height: h)
        case (let w?, nil, let b?): return usable(w * b.height / b.width).map { Size(width: w, height: $0) }
        case (nil, let h?, let b?): return usable(h * b.width / b.height).map { Size(width: $0, height: h) }
        case (_, _, let b?): return b
        default: return nil
        }
    }
}

/// CSS absolute lengths in CSS pixels (CSS Values and Units Level 3, §5.2 "Absolute lengths":
/// 1in = 2.54cm = 96px, 1pt = 1/72in, 1pc = 12pt), which is how librsvg converts them at its
/// default 96 DPI. A CSS pixel is one point here.
enum CSSLength {
    /// CSS pixels per inch.
    static let pixelsPerInch = 96.0
    /// `length` in CSS pixels, or nil for a relative one (`%`, `em`, `ex`: they need a viewport
    /// or a font, and a bare `width` of 100 % is what an SVG without `width` has).
    static func points(_ length: RsvgLength) -> Double? {
        let v = length.length
        switch length.unit {
        case RSVG_UNIT_PX: return v
        case RSVG_UNIT_IN: return v * pixelsPerInch
        case RSVG_UNIT_CM: return v * pixelsPerInch / 2.54
        case RSVG_UNIT_MM: return v * pixelsPerInch / 25.4
        case RSVG_UNIT_PT: return v * pixelsPerInch / 72
        case RSVG_UNIT_PC: return v * pixelsPerInch / 6
        default: return nil
        }
    }
}
