import Foundation
import NavMockCore

/// How NavMock's SVG writes lines of text (`--svg-text`).
public enum SVGTextMode: String, Sendable, Hashable, CaseIterable {
    /// Real `<text>` in a font-family list led by Apple's family names, then the pinned stand-in:
    /// a designer can retype it, and sees SF Pro where it is installed. The default: the point of
    /// NavMock's SVG is a file a designer keeps editing; the glyphs then come from the fonts of
    /// the program that opens it.
    case text
    /// Each line as the outlines of the glyphs NavMock's PNG draws (a `<path>`): the same picture
    /// in every program, whatever fonts it has; not editable as text.
    case paths
}

/// Bytes of a PNG embedded in the SVG and where it goes, points.
struct SVGEmbeddedImage {
    /// The PNG file's bytes.
    let png: [UInt8]
    /// Where its top-left corner lands, points.
    let origin: Point
    /// Its size on the canvas, points.
    let width: Double, height: Double
}

extension Renderer {
    /// NavMock's own SVG of a resolved scene (issue 36): one group per element, nested as the
    /// layout tree is, named by the element's identity; text as `<text>` or outlines
    /// (``Options/svgText``); icons as their own shapes; what SVG cannot express (a blurred or
    /// lensed backdrop, an image file) as an embedded PNG in its own group.
    /// - Throws: ``RenderError`` when an icon or image cannot be read.
    func svgDocument(_ res: ResolvedScene) throws(RenderError) -> [UInt8] {
        _ = try Self.pixelSize(of: res.scene, scale: 1)
        iconMasks.settle()   // masks made ahead read the icons' files on their thread until then
        var writer = SVGWriter(renderer: self, res: res, textMode: options.svgText)
        try writer.write()
        return Array(writer.finish().utf8)
    }
}

/// Writes one scene as NavMock's SVG. The files of this folder mirror the painter's parts:
/// shapes and paint here, text (SVGText.swift), images and materials (SVGImages.swift), icons
/// (SVGIcons.swift); the groups and definitions are ``SVGDocument``'s.
struct SVGWriter {
    let renderer: Renderer
    let res: ResolvedScene
    let textMode: SVGTextMode
    var doc = SVGDocument()

    var scene: Scene { res.scene }

    /// Writes the backdrop, then every element in ``SVGElementOrder``; items that paint nothing
    /// inside the canvas (a screen's backdrop under a bar's band) are left out.
    mutating func write() throws(RenderError) {
        let canvas = Rect(origin: scene.origin, size: scene.size)
        func shows(_ item: SceneItem) -> Bool { SVGElementOrder.paintBounds(item).map { $0.intersects(canvas) } ?? true }
        let backdrop = scene.backdrop.filter(shows)
        if !backdrop.isEmpty {
            doc.enter(SceneElementID.backdrop.rawValue)
            for item in backdrop { try draw(item, id: .backdrop) }
        }
        for e in SVGElementOrder.ordered(scene.elements.filter { shows($0.item) }) {
            doc.enter(e.id.rawValue)
            try draw(e.item, id: e.id)
        }
        doc.closeAll()
    }

    /// The whole document.
    func finish() -> String {
        let o = scene.origin, s = scene.size
        let w = SVGMarkup.number(s.width), h = SVGMarkup.number(s.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        out += " xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\""
        out += " width=\"\(w)\" height=\"\(h)\" viewBox=\"\(SVGMarkup.number(o.x)) \(SVGMarkup.number(o.y)) \(w) \(h)\" role=\"img\">\n"
        out += "<title>\(SVGMarkup.escape(scene.title))</title>\n<desc>\(SVGMarkup.escape(scene.summary))</desc>\n"
        if !doc.defs.isEmpty { out += "<defs>\n" + doc.defs + "</defs>\n" }
        out += doc.body
        out += "</svg>\n"
        return out
    }

    // MARK: - Items

    /// Writes `item`, drawn for the element `id`, in the current group.
    mutating func draw(_ item: SceneItem, id: SceneElementID) throws(RenderError) {
        switch item {
        case .fill(let shape, let paint):
            doc.draw(SVGMarkup.shape(shape, fillAttributes(paint)))
        case .stroke(let shape, let color, let width):
            doc.draw(SVGMarkup.shape(shape, " fill=\"none\"" + SVGMarkup.paint("stroke", color) + " stroke-width=\"\(SVGMarkup.number(width))\""))
        case .hairline(let y, let x0, let x1, let color):
            // One device pixel of the device's own scale, just above `y` (PixelGrid.swift's vector case).
            let t = 1 / max(scene.scale, 0.01)
            doc.draw(SVGMarkup.shape(.rect(Rect(x: min(x0, x1), y: y - t, width: abs(x1 - x0), height: t)), SVGMarkup.paint("fill", color)))
        case .edgeRule(let r, let edge, let pixels, let color):
            let w = pixels / max(scene.scale, 1)
            doc.draw(SVGMarkup.shape(.rect(Rect(x: edge == .minX ? r.minX : r.maxX - w, y: r.minY, width: w, height: r.height)), SVGMarkup.paint("fill", color)))
        case .text(let t, let color):
            drawText(t, color: color)
        case .icon, .emboldenedIcon, .weightedIcon, .originalIcon:
            try drawIcon(item, id: id)
        case .image, .placedImage:
            try drawImage(item, id: id)
        case .shadow(let shape, let color, let radius):
            // The painter's stacked, growing copies, each a shape a designer can select.
            let steps = RenderMetrics.shadowSteps
            let a = 1 - pow(1 - color.alpha, 1 / Double(steps))
            doc.openPart("shadow")
            for k in 1...steps {
                let grown = renderer.grown(shape, by: radius * Double(k) / Double(steps))
                doc.draw(SVGMarkup.shape(grown, SVGMarkup.paint("fill", color.withAlpha(a))))
            }
            doc.leave()
        case .masked(let children, let mask):
            switch mask {
            case .solid(let c):
                doc.draw("<g opacity=\"\(SVGMarkup.fraction(c.alpha))\">")
            case .linear(let from, let to, let stops):
                let gradient = doc.define("gradient") { gid in
                    "<linearGradient id=\"\(gid)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGMarkup.number(from.x))\" y1=\"\(SVGMarkup.number(from.y))\" x2=\"\(SVGMarkup.number(to.x))\" y2=\"\(SVGMarkup.number(to.y))\">"
                        + stops.map { "<stop offset=\"\(SVGMarkup.fraction($0.offset))\" stop-color=\"#ffffff\" stop-opacity=\"\(SVGMarkup.fraction($0.color.alpha))\"/>" }.joined()
                        + "</linearGradient>"
                }
                let o = scene.origin, s = scene.size
                let area = "x=\"\(SVGMarkup.number(o.x))\" y=\"\(SVGMarkup.number(o.y))\" width=\"\(SVGMarkup.number(s.width))\" height=\"\(SVGMarkup.number(s.height))\""
                let m = doc.define("mask") { mid in
                    "<mask id=\"\(mid)\" maskUnits=\"userSpaceOnUse\" \(area)><rect \(area) fill=\"url(#\(gradient))\"/></mask>"
                }
                doc.draw("<g mask=\"url(#\(m))\">")
            }
            for c in children { try draw(c, id: id) }
            doc.draw("</g>")
        case .glass(let shape, let tint, let blur):
            try drawGlass(shape, tint: tint, blur: blur)
        case .liquidGlass(let shape, let material):
            try drawLiquidGlass(shape, material)
        case .glassShadow(let shapes, let shadow):
            drawGlassShadow(shapes, shadow)
        }
    }

    /// `fill` attributes of a scene paint: a colour, or a gradient defined once.
    mutating func fillAttributes(_ paint: ScenePaint) -> String {
        switch paint {
        case .solid(let c): return SVGMarkup.paint("fill", c)
        case .linear(let from, let to, let stops):
            return " fill=\"url(#\(linearGradient(from: from, to: to, stops: stops)))\""
        }
    }

    /// The id of a linear gradient in user space (points) from `from` to `to`.
    mutating func linearGradient(from: Point, to: Point, stops: [GradientStop]) -> String {
        doc.define("gradient") { gid in
            "<linearGradient id=\"\(gid)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGMarkup.number(from.x))\" y1=\"\(SVGMarkup.number(from.y))\" x2=\"\(SVGMarkup.number(to.x))\" y2=\"\(SVGMarkup.number(to.y))\">"
                + stops.map { s in
                    "<stop offset=\"\(SVGMarkup.fraction(s.offset))\" stop-color=\"\(SVGMarkup.hex(s.color))\"" + (s.color.alpha < 1 ? " stop-opacity=\"\(SVGMarkup.fraction(s.color.alpha))\"" : "") + "/>"
                }.joined()
                + "</linearGradient>"
        }
    }

    /// The id of a clip path that is `shape`.
    mutating func clipPath(_ shape: SceneShape) -> String {
        doc.define("clip") { cid in "<clipPath id=\"\(cid)\"><path d=\"\(SVGMarkup.pathData(shape))\"/></clipPath>" }
    }

    /// A Liquid Glass shadow (``Renderer/drawGlassShadow(_:_:cr:target:)``'s vector case): nested
    /// copies of the union of `shapes`, outermost first, each at the opacity that makes the stack
    /// follow ``LiquidGlassShadow/opacity(atDistance:)``, in a group of its own.
    mutating func drawGlassShadow(_ shapes: [SceneShape], _ s: LiquidGlassShadow) {
        guard let thinnest = shapes.map({ min($0.bounds.width, $0.bounds.height) / 2 }).min(), s.sigma > 0 else { return }
        let inner = -min(s.offsetY + 2, thinnest - 0.5), outer = 2.5 * s.sigma
        doc.openPart("shadow")
        doc.draw("<g transform=\"translate(0 \(SVGMarkup.number(s.offsetY)))\">")
        var covered = 0.0, edge = outer, d = outer
        while d > inner {
            d = max(inner, d - 0.5)
            let target = s.opacity(atDistance: (edge + d) / 2)
            guard target - covered >= Renderer.shadowLevels / 255 || edge - d >= Renderer.shadowMaxStep || d <= inner else { continue }
            let a = ((1 - (1 - target) / (1 - covered)) * 255).rounded() / 255
            if a > 0 {
                covered = 1 - (1 - covered) * (1 - a)
                let data = shapes.map { SVGMarkup.pathData(renderer.grown($0, by: edge)) }.joined()
                doc.draw("<path d=\"\(data)\"" + SVGMarkup.paint("fill", s.color.withAlpha(a)) + "/>")
            }
            edge = d
        }
        doc.draw("</g>")
        doc.leave()
    }
}
