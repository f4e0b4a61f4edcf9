/// The display list of a laid-out page control: the platter (thin material over the blurred
/// backdrop, so the backdrop shows through), then the indicators — dots, template images, and the
/// progress or scroll capsule. Colours are resolved here: the spec's tints as given, else the
/// design's defaults (UIKit: opaque white and translucent white).
func pageControlItems(_ layout: PageControlLayout, spec: PageControlSpec, env: Environment,
                      accessibility: AccessibilitySettings) -> [SceneItem] {
    guard !layout.isHidden else { return [] }
    let m = layout.metrics
    let ap = env.appearance
    let colors = env.colors(accessibility)
    var out: [SceneItem] = []
    let current = spec.currentPageIndicatorTintColor?.resolved(in: colors) ?? m.currentColor
    let other = spec.pageIndicatorTintColor?.resolved(in: colors)
        ?? (layout.platterFrame != nil ? m.platterOtherColor : m.otherColor)
    if let p = layout.platterFrame {
        out.append(.glass(.capsule(p), tint: m.platterTint(ap), blur: m.platterBlur))
    }
    for ind in layout.indicators {
        let color = ind.isCurrent ? current : other
        switch ind.shape {
        case .dot:
            out.append(.fill(.ellipse(ind.frame), .solid(color)))
        case .image:
            if let image = ind.image { out.append(.icon(image, frame: ind.frame, color: color, mirrored: ind.mirrored)) }
        case .capsule:
            // Track in the other indicators' colour, the filled part (or the thumb) in the current one
            // (metrics §7.3: "track = indicator color, fill = current color").
            out.append(.fill(.capsule(ind.frame), .solid(other)))
            if let fill = (layout.progress ?? layout.scroll)?.fill {
                out.append(.fill(.capsule(fill), .solid(current)))
            }
        }
    }
    if let clip = layout.clippedFromNaturalSize.map({ _ in layout.frame }) {
        // Issue 14 §7: a frame smaller than the natural size clips everything to it (two hard-edged masks).
        let hard: [GradientStop] = [GradientStop(offset: 0, color: .clear), GradientStop(offset: 0, color: .black),
                                    GradientStop(offset: 1, color: .black), GradientStop(offset: 1, color: .clear)]
        let across = SceneItem.masked(out, mask: .linear(from: Point(x: clip.minX, y: 0), to: Point(x: clip.maxX, y: 0), stops: hard))
        return [.masked([across], mask: .linear(from: Point(x: 0, y: clip.minY), to: Point(x: 0, y: clip.maxY), stops: hard))]
    }
    return out
}

/// A short description of the page control for the SVG `<desc>` and the PDF subject:
/// "page control, 5 pages, page 1 current, prominent background".
func pageControlSummary(_ layout: PageControlLayout) -> String {
    if layout.isHidden {
        return "hidden page control (\(layout.numberOfPages) page\(layout.numberOfPages == 1 ? "" : "s"))"
    }
    var s = "\(layout.design == .legacy ? "legacy " : "")page control, \(layout.numberOfPages) page\(layout.numberOfPages == 1 ? "" : "s"), page \(layout.currentPage + 1) current"
    if layout.visiblePages.count < layout.numberOfPages {
        s += ", pages \(layout.visiblePages.lowerBound + 1)–\(layout.visiblePages.upperBound) visible"
    }
    if layout.direction.isVertical { s += ", vertical (\(layout.direction.rawValue))" }
    else if layout.direction == .rightToLeft { s += ", right to left" }
    if layout.platterFrame != nil { s += ", \(layout.backgroundStyle.rawValue) background" }
    switch layout.interactionState {
    case .none: break
    case .discrete: s += ", tapped"
    case .continuous: s += ", scrubbing"
    }
    if let p = layout.progress { s += ", progress \(Int((p.fraction * 100).rounded())) %" }
    if let sc = layout.scroll { s += ", scrolled \(Int((sc.fraction * 100).rounded())) % through the page" }
    if layout.indicators.contains(where: { $0.shape == .image }) { s += ", custom indicator images" }
    return s
}
