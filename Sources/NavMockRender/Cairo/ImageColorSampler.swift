import CCairo
import Foundation
import NavMockCore

/// The renderer's answer to what the scene may know of a spec's PNGs before drawing
/// (``ImageColorSource``): each image resolved inside the allowed folders as drawing resolves it,
/// decoded reduced (a mean of each block) to about ``ImageColorSampler/targetPixels`` pixels a
/// side, and averaged over a grid of at most ``ImageColorSampler/maxColumns`` ×
/// ``ImageColorSampler/maxRows`` cells. Lets the glyphs on glass and the home indicator follow a
/// backdrop image's light and dark parts (issue 41, item 2). What it cannot read gives nil, and
/// the resource stage then reports the file's error (missing, outside the folder, not a PNG).
/// Use it on the renderer's thread; each answer is kept for the sampler's life.
public final class ImageColorSampler: ImageColorSource {
    /// The side (pixels) an image is reduced towards before averaging: 256.
    public static let targetPixels = 256
    /// The most cells across (64) and down (128): cells of about 6–7 pt over an iPhone screen,
    /// finer than the tab bar's sampling grid.
    public static let maxColumns = 64, maxRows = 128

    let renderer: Renderer
    let baseDirectory: String
    private var grids: [FileReference: ImageColorGrid?] = [:]

    /// A sampler reading files relative to `baseDirectory` (the spec's folder) with `renderer`'s
    /// folder rules and limits.
    public init(renderer: Renderer, baseDirectory: String) {
        self.renderer = renderer; self.baseDirectory = baseDirectory
    }

    /// The colours of `file`, or nil when it cannot be resolved or decoded.
    public func colorGrid(of file: FileReference) -> ImageColorGrid? {
        if let known = grids[file] { return known }
        let g = try? renderer.imageColorGrid(file, baseDirectory: baseDirectory)
        grids[file] = g
        return g
    }
}

extension Renderer {
    /// `ref`'s mean colours on a grid (``ImageColorSampler``).
    /// - Throws: ``RenderError`` as the resource stage would for the file.
    func imageColorGrid(_ ref: FileReference, baseDirectory: String) throws(RenderError) -> ImageColorGrid? {
        let path = try icons.resolve(ref, baseDirectory: baseDirectory)
        var width = 0, height = 0
        let (surface, dw, dh) = try imageSurface(ref, path: path) { w, h in
            width = w; height = h
            let k = min(ImageCache.maxFactor, max(w, h) / ImageColorSampler.targetPixels)
            return k >= 2 ? ImageCache.Plan(factor: k, x0: 0, y0: 0, x1: w, y1: h) : nil
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let w = Int(dw), h = Int(dh)
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let columns = min(w, ImageColorSampler.maxColumns), rows = min(h, ImageColorSampler.maxRows)
        var colors: [Color] = []
        colors.reserveCapacity(columns * rows)
        data.withMemoryRebound(to: UInt32.self, capacity: stride * h) { px in
            for row in 0..<rows {
                let y0 = row * h / rows, y1 = (row + 1) * h / rows
                for column in 0..<columns {
                    let x0 = column * w / columns, x1 = (column + 1) * w / columns
                    // Premultiplied ARGB32: sums of premultiplied channels over the sum of alpha.
                    var a = 0.0, r = 0.0, g = 0.0, b = 0.0
                    for y in y0..<y1 {
                        for x in x0..<x1 {
                            let p = px[y * stride + x]
                            a += Double(p >> 24); r += Double((p >> 16) & 0xFF); g += Double((p >> 8) & 0xFF); b += Double(p & 0xFF)
                        }
                    }
                    let n = Double((y1 - y0) * (x1 - x0))
                    colors.append(a > 0 ? Color(red: r / a, green: g / a, blue: b / a, alpha: a / (255 * n))
                                        : Color(red: 0, green: 0, blue: 0, alpha: 0))
                }
            }
        }
        return ImageColorGrid(width: width, height: height, columns: columns, rows: rows, colors: colors)
    }
}
