import Foundation
import NavMockCore
import NavMockRender

/// Draws text into images (captions of diff images) through the renderer's own fonts and Pango —
/// a scene of `.text` items, rasterised by Cairo; no home-made font rasteriser.
///
/// Not thread-safe, like the ``Renderer`` it wraps: one per thread.
final class CaptionRenderer {
    let renderer: Renderer

    init(renderer: Renderer) { self.renderer = renderer }

    /// `image` with a caption strip above it: one centred label per equal-width panel.
    func captioned(_ image: RGBAImage, panels: [String]) -> RGBAImage {
        let size = max(11, min(28, Double(image.width) / Double(max(1, panels.count)) / 16))
        let height = Int((size * 2).rounded())
        let style = TextStyle(size: size, weight: .semibold, locale: "en")
        let panelWidth = Double(image.width) / Double(max(1, panels.count))
        var items: [SceneItem] = []
        let m = renderer.textMeasurer
        for (i, text) in panels.enumerated() {
            let fitted = fitText(text, style: style, width: panelWidth - 8, measuring: m)
            let x = panelWidth * (Double(i) + 0.5) - fitted.metrics.width / 2
            let baseline = Double(height) / 2 + (fitted.metrics.ascent - fitted.metrics.descent) / 2
            items.append(.text(.line(fitted.text, style: fitted.style, baselineOrigin: Point(x: x, y: baseline), measuring: m),
                               Color(hex: 0x1C1C1E)))
        }
        guard let strip = render(width: image.width, height: height, background: Color(hex: 0xF2F2F7), items: items) else { return image }
        return Self.stack([strip, image])
    }

    /// Renders items on a plain background, 1 px per point.
    func render(width: Int, height: Int, background: Color, items: [SceneItem]) -> RGBAImage? {
        let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let scene = Scene(size: rect.size, origin: .zero, backdrop: [.fill(.rect(rect), .solid(background))], items: items,
                          title: "caption", summary: "caption", scale: 1)
        return (try? renderer.rasterize(scene, scale: 1, baseDirectory: "."))?.rgba
    }

    /// Images one above the other, left-aligned, on white.
    static func stack(_ images: [RGBAImage]) -> RGBAImage {
        let w = images.map(\.width).max() ?? 0, h = images.map(\.height).reduce(0, +)
        var out = RGBAImage(width: w, height: h, fill: (255, 255, 255, 255))
        var y0 = 0
        for img in images {
            for y in 0..<img.height {
                let src = y * img.width * 4, dst = ((y0 + y) * w) * 4
                out.pixels.replaceSubrange(dst..<(dst + img.width * 4), with: img.pixels[src..<(src + img.width * 4)])
            }
            y0 += img.height
        }
        return out
    }
}

/// Captions for three-panel diff images.
public enum DiffCaptions {
    /// `image` (a ``diffImage(expected:actual:_:)``) with a strip above naming its panels, drawn
    /// with `renderer`'s fonts.
    public static func captioned(_ image: RGBAImage, renderer: Renderer, panels: [String]) -> RGBAImage {
        CaptionRenderer(renderer: renderer).captioned(image, panels: panels)
    }
}
