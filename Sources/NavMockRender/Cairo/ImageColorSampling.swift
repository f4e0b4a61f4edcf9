import CCairo
import Foundation
import NavMockCore

/// The grid the renderer samples a backdrop PNG on (``ImageSizing/colorGrid(of:)``, through
/// ``Renderer/imageSizes(baseDirectory:)``): the image resolved inside the allowed folders as
/// drawing resolves it, decoded reduced (a mean of each block) to about ``targetPixels`` pixels a
/// side, averaged over at most ``maxColumns`` × ``maxRows`` cells (issue 41, item 2).
enum ImageColorSampling {
    /// The side (pixels) an image is reduced towards before averaging: 256.
    static let targetPixels = 256
    /// The most cells across (64) and down (128): cells of about 6–7 pt over an iPhone screen,
    /// finer than the tab bar's sampling grid.
    static let maxColumns = 64, maxRows = 128
}

extension Renderer {
    /// `ref`'s mean colours on a grid (``ImageColorSampling``), kept while the file is unchanged.
    /// - Throws: ``RenderError`` as the resource stage would for the file.
    func imageColorGrid(_ ref: FileReference, baseDirectory: String) throws(RenderError) -> ImageColorGrid? {
        let path = try icons.resolve(ref, baseDirectory: baseDirectory)
        let identity = ImageCache.FileIdentity(path: path)
        if let known = imageColors.grid(path, identity: identity) { return known }
        let grid = try decodedColorGrid(ref, path: path)
        if let grid { imageColors.insert(grid, for: path, identity: identity) }
        return grid
    }

    /// `ref` (at `path`) decoded reduced and averaged over the grid.
    private func decodedColorGrid(_ ref: FileReference, path: String) throws(RenderError) -> ImageColorGrid? {
        var width = 0, height = 0
        let (surface, dw, dh) = try imageSurface(ref, path: path) { w, h in
            width = w; height = h
            let k = min(ImageCache.maxFactor, max(w, h) / ImageColorSampling.targetPixels)
            return k >= 2 ? ImageCache.Plan(factor: k, x0: 0, y0: 0, x1: w, y1: h) : nil
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let w = Int(dw), h = Int(dh)
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let columns = min(w, ImageColorSampling.maxColumns), rows = min(h, ImageColorSampling.maxRows)
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

/// The colour grids a ``Renderer`` sampled, by resolved path, each kept while its file is
/// unchanged (device, inode, size, modification time), at most ``maxEntries``: `watch` and `serve`
/// redraw a spec on every change, and a batch's variants share their backdrop, without decoding
/// the image again for its colours (a 3000 × 6000 PNG takes about 0.4 s of CPU to read).
final class ImageColorCache {
    /// The most grids kept (16); the oldest goes first.
    static let maxEntries = 16
    private var entries: [(path: String, identity: ImageCache.FileIdentity, grid: ImageColorGrid)] = []

    /// The grid sampled from `path` while it had `identity`; nil when unknown or changed.
    func grid(_ path: String, identity: ImageCache.FileIdentity?) -> ImageColorGrid? {
        guard let identity else { return nil }
        return entries.first { $0.path == path && $0.identity == identity }?.grid
    }

    /// Keeps `grid` for `path` (as it was: `identity`; nothing is kept without one).
    func insert(_ grid: ImageColorGrid, for path: String, identity: ImageCache.FileIdentity?) {
        guard let identity else { return }
        entries.removeAll { $0.path == path }
        entries.append((path, identity, grid))
        if entries.count > Self.maxEntries { entries.removeFirst(entries.count - Self.maxEntries) }
    }
}
