// What the scene may know of a spec's raster images before they are drawn: their colours, on a
// coarse grid. The scene never reads files; the renderer samples an image when it is asked
// (``ImageSizing/colorGrid(of:)``) and the scene decides from the samples as over a flat colour.

/// The mean colours of a raster image over a grid of `columns × rows` equal cells, row-major from
/// the top-left cell, in sRGB with straight alpha (0…1 each). `width × height` is the image's own
/// size in pixels, which places it (aspect fill for a backdrop) the way the renderer draws it.
public struct ImageColorGrid: Sendable, Equatable {
    /// The image's size in pixels (each ≥ 1).
    public let width: Int, height: Int
    /// The grid's size in cells (each ≥ 1, at most the image's pixels in that direction).
    public let columns: Int, rows: Int
    /// `columns × rows` colours, row-major.
    public let colors: [Color]

    /// A grid; nil unless every size is positive and there are `columns × rows` colours.
    public init?(width: Int, height: Int, columns: Int, rows: Int, colors: [Color]) {
        guard width > 0, height > 0, columns > 0, rows > 0, colors.count == columns * rows else { return nil }
        self.width = width; self.height = height; self.columns = columns; self.rows = rows; self.colors = colors
    }
}

/// `items` (a backdrop's display list) with each image whose colours `images` knows replaced by
/// its grid's cells, placed as the image is drawn (aspect fill, centred) and cut to its frame:
/// what ``backdropColor(at:_:)`` and the colour decisions over the backdrop read, never what is
/// drawn. Images it cannot read stay, and read as unknown.
func sampledBackdrop(_ items: [SceneItem], _ images: (any ImageSizing)?) -> [SceneItem] {
    guard let images else { return items }
    var out: [SceneItem] = []
    for item in items {
        guard case .image(let file, let frame) = item, let g = images.colorGrid(of: file),
              let p = ImagePlacement(imageWidth: Double(g.width), imageHeight: Double(g.height), in: frame, mode: .scaleAspectFill) else {
            out.append(item)
            continue
        }
        let cw = p.rect.width / Double(g.columns), ch = p.rect.height / Double(g.rows)
        for row in 0..<g.rows {
            let y0 = max(p.rect.minY + Double(row) * ch, frame.minY), y1 = min(p.rect.minY + Double(row + 1) * ch, frame.maxY)
            guard y0 < y1 else { continue }
            for column in 0..<g.columns {
                let x0 = max(p.rect.minX + Double(column) * cw, frame.minX), x1 = min(p.rect.minX + Double(column + 1) * cw, frame.maxX)
                guard x0 < x1 else { continue }
                out.append(.fill(.rect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)), .solid(g.colors[row * g.columns + column])))
            }
        }
    }
    return out
}
