import CCairo
import CRsvg
import Foundation
import NavMockCore

/// Icons drawn into image surfaces as coverage masks, each made once and reused (issue 20).
///
/// A raster of a bar draws each icon on the canvas, and the visibility check draws it again
/// alone (to find its pixels). librsvg's whole pipeline runs for every drawing (about 2 M
/// instructions an icon @3x); a mask is made by one such drawing and composited in its colour by
/// Cairo for each use. Two drawings share a mask when the icon lands on the pixel grid the same
/// way: the same handle, frame, mirroring and outline, and a transform that differs only by whole
/// pixels (a crop of the canvas at whole points and a whole-number scale, as the check's are).
///
/// The icon is drawn opaque into an A8 surface, so where its shapes overlap they add up to one
/// coverage and the colour is applied once: a template image, as UIKit tints one. Drawing the
/// shapes one by one in a translucent colour darkened the overlaps (an emboldened icon's outline
/// over its fill); otherwise the pixels are the same as drawing the icon in its colour.
///
/// Only for image targets: SVG and PDF keep drawing the icon's own shapes in its colour, because
/// Cairo 1.16's SVG surface misplaces masks drawn away from the origin.
/// Used by one thread (its ``Renderer``'s).
final class IconMaskCache {
    /// What a mask depends on. The transform is the one that maps the icon's user space to the
    /// mask's pixels (the drawing's transform moved by the mask's whole-pixel corner).
    struct Key: Hashable {
        let handle: UInt
        let frame: Rect
        let mirrored: Bool
        let outline: Double
        let xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
    }

    /// A mask (an A8 image surface the cache owns) and the device pixel of its top-left corner.
    struct Mask {
        let surface: OpaquePointer
        let x: Int
        let y: Int
    }

    /// Masks kept at most; the cache is emptied when it would grow past this or past
    /// ``byteCapacity`` (a batch of specs with many different icons). A tab bar icon's mask is
    /// 10–40 KB @3x.
    static let capacity = 256
    /// Bytes of mask pixels kept at most (8 MiB).
    static let byteCapacity = 8 << 20

    private var masks: [Key: OpaquePointer] = [:]
    private var bytes = 0

    /// How many masks were made (for tests).
    private(set) var made = 0

    deinit { removeAll() }

    /// Forgets every mask (the next drawing of each icon makes its mask again).
    func removeAll() {
        for s in masks.values { cairo_surface_destroy(s) }
        masks.removeAll()
        bytes = 0
    }

    /// The mask of `handle` drawn into `frame` (points, in `cr`'s user space) by `cr`'s current
    /// transform, made by `draw` (which draws the icon opaque into the context it is given, whose
    /// transform is already set) when not cached. Nil when the transform is not invertible or the
    /// mask would be empty or over 4,096 pixels a side.
    func mask(_ handle: UnsafeMutablePointer<RsvgHandle>, frame: Rect, mirrored: Bool, outline: Double, cr: OpaquePointer,
              draw: (OpaquePointer) -> Void) -> Mask? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard (m.xx * m.yy - m.yx * m.xy).isNormal else { return nil }
        // Where the frame lands, grown by half its size and the outline each way: librsvg fits
        // the view box into the frame, and strokes and joins may reach past it.
        let pad = max(frame.width, frame.height) / 2 + outline
        let corners = [(frame.minX - pad, frame.minY - pad), (frame.maxX + pad, frame.minY - pad),
                       (frame.minX - pad, frame.maxY + pad), (frame.maxX + pad, frame.maxY + pad)]
            .map { (m.xx * $0.0 + m.xy * $0.1 + m.x0, m.yx * $0.0 + m.yy * $0.1 + m.y0) }
        let minX = corners.map(\.0).min()!.rounded(.down), maxX = corners.map(\.0).max()!.rounded(.up)
        let minY = corners.map(\.1).min()!.rounded(.down), maxY = corners.map(\.1).max()!.rounded(.up)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              maxX - minX >= 1, maxY - minY >= 1, maxX - minX <= 4096, maxY - minY <= 4096,
              abs(minX) < 1e9, abs(minY) < 1e9 else { return nil }
        let key = Key(handle: UInt(bitPattern: handle), frame: frame, mirrored: mirrored, outline: outline,
                      xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0 - minX, y0: m.y0 - minY)
        if let s = masks[key] { return Mask(surface: s, x: Int(minX), y: Int(minY)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maxX - minX), Int32(maxY - minY)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let mcr = cairo_create(surface)!
        var shifted = m
        shifted.x0 = key.x0
        shifted.y0 = key.y0
        cairo_set_matrix(mcr, &shifted)
        draw(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        let size = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        if masks.count >= Self.capacity || bytes + size > Self.byteCapacity { removeAll() }
        masks[key] = surface
        bytes += size
        made += 1
        return Mask(surface: surface, x: Int(minX), y: Int(minY))
    }
}

extension Renderer {
    /// Forgets the icons' coverage masks (``IconMaskCache``), so that the next raster draws every
    /// icon through librsvg again: what a benchmark calls to time one raster as a fresh process
    /// would draw it. Rendering never needs it (masks are kept for the renderer's life, at most
    /// ``IconMaskCache/capacity`` of them and ``IconMaskCache/byteCapacity`` bytes).
    public func discardCachedIconMasks() { iconMasks.removeAll() }
}
