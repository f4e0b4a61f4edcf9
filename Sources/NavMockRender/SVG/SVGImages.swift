import Foundation
import NavMockCore

extension SVGWriter {
    /// An `<image>` of embedded PNG bytes over `image`'s place.
    mutating func embed(_ image: SVGEmbeddedImage) {
        doc.draw("<image x=\"\(SVGMarkup.number(image.origin.x))\" y=\"\(SVGMarkup.number(image.origin.y))\" width=\"\(SVGMarkup.number(image.width))\" height=\"\(SVGMarkup.number(image.height))\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(Data(image.png).base64EncodedString())\"/>")
    }

    /// An image file of the spec (``SceneItem/image(_:frame:)``, ``SceneItem/placedImage(_:frame:mode:tint:stretchesWidth:)``):
    /// its pixels embedded as a PNG where the painter places them (tinted first for a template
    /// image), clipped to the item's frame (and to the image's own rectangle for a placed one).
    mutating func drawImage(_ item: SceneItem, id: SceneElementID) throws(RenderError) {
        guard let (resolved, image) = try renderer.svgImage(item, id: id, in: res), let placement = resolved.placement else { return }
        var clip = clipPath(.rect(resolved.clip))
        doc.draw("<g clip-path=\"url(#\(clip))\">")
        if resolved.clipsToPlacement {
            clip = clipPath(.rect(placement.rect))
            doc.draw("<g clip-path=\"url(#\(clip))\">")
        }
        embed(image)
        if resolved.clipsToPlacement { doc.draw("</g>") }
        doc.draw("</g>")
    }

    /// A material (``SceneItem/glass(_:tint:blur:)``): the blurred backdrop under the shape as an
    /// embedded image (a flat colour when the backdrop is one colour) in a `material` group,
    /// then the tint over the shape.
    mutating func drawGlass(_ shape: SceneShape, tint: Color, blur: Double) throws(RenderError) {
        doc.openPart("material")
        switch try renderer.svgBlurredBackdrop(shape.bounds, blur: blur, res: res) {
        case .color(let c):
            doc.draw(SVGMarkup.shape(shape, SVGMarkup.paint("fill", c)))
        case .image(let image):
            doc.draw("<g clip-path=\"url(#\(clipPath(shape)))\">")
            embed(image)
            doc.draw("</g>")
        }
        doc.leave()
        doc.openPart("tint")
        doc.draw(SVGMarkup.shape(shape, SVGMarkup.paint("fill", tint)))
        doc.leave()
    }

    /// iOS 26 Liquid Glass (``SceneItem/liquidGlass(_:_:)``): what is seen through the glass
    /// (lensed and blurred) as an embedded image clipped to the shape in a `material` group, the
    /// tint, and the specular rim as vector rings in a `rim` group.
    mutating func drawLiquidGlass(_ shape: SceneShape, _ m: LiquidGlassMaterial) throws(RenderError) {
        let clip = clipPath(shape)
        doc.openPart("material")
        if let image = try renderer.svgLensedBackdrop(shape, m, res: res) {
            doc.draw("<g clip-path=\"url(#\(clip))\">")
            embed(image)
            doc.draw("</g>")
            doc.draw(SVGMarkup.shape(shape, SVGMarkup.paint("fill", m.tint)))
        } else if case .fill(.rect, .solid(let c)) = scene.backdrop.first, scene.backdrop.count == 1 {
            // Nothing to see through: the frosted fill (the painter's case).
            doc.draw(SVGMarkup.shape(shape, SVGMarkup.paint("fill", c)))
            doc.draw(SVGMarkup.shape(shape, SVGMarkup.paint("fill", m.flatTint)))
        } else {
            doc.draw(SVGMarkup.shape(shape, SVGMarkup.paint("fill", m.tint)))
        }
        doc.leave()
        guard !m.rim.isEmpty else { return }
        doc.openPart("rim")
        doc.draw("<g clip-path=\"url(#\(clip))\" fill=\"none\" stroke-width=\"\(SVGMarkup.number(m.rimRingWidth))\">")
        let b = shape.bounds
        for (i, ring) in m.rim.enumerated() {
            let g = linearGradient(from: Point(x: 0, y: b.minY), to: Point(x: 0, y: b.maxY),
                                   stops: [GradientStop(offset: 0, color: ring.top), GradientStop(offset: 1, color: ring.bottom)])
            let ringShape = renderer.grown(shape, by: -(Double(i) + 0.5) * m.rimRingWidth)
            doc.draw("<path d=\"\(SVGMarkup.pathData(ringShape))\" stroke=\"url(#\(g))\"/>")
        }
        doc.draw("</g>")
        doc.leave()
    }
}
