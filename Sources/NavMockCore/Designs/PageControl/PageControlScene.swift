/// The display list of a laid-out page control: the platter (thin material over the blurred
/// backdrop, so the backdrop shows through), then the indicators — dots, template images, and the
/// progress or scroll capsule. Colours are resolved here: the spec's tints as given, else the
/// design's defaults (UIKit: opaque white and translucent white). Reads the page control's node
/// of the layout tree (role `pageControl`).
func pageControlItems(_ node: LayoutNode, env: Environment) -> [SceneElement] {
    guard !node.isHidden, let m = node.pageControlMetrics, let tints = node.pageControlTints else { return [] }
    let accessibility = env.accessibility
    let platter = node.child(.pageControlPlatter)?.frame
    let ap = env.appearance
    let colors = env.colors(accessibility)
    var out: [SceneElement] = []
    let current = tints.current?.resolved(in: colors) ?? m.currentColor
    let other = tints.other?.resolved(in: colors)
        ?? (platter != nil ? m.platterOtherColor : m.otherColor)
    if let p = platter {
        out.append(SceneElementID(.pageControlPlatter), .glass(.capsule(p), tint: m.platterTint(ap), blur: m.platterBlur))
    }
    for ind in node.indicators {
        let color = ind.isCurrent ? current : other
        switch ind.indicatorShape {
        case nil:
            break
        case .dot?:
            out.append(ind.elementID, .fill(.ellipse(ind.frame), .solid(color)))
        case .image?:
            if let image = ind.image { out.append(ind.elementID, .icon(image, frame: ind.frame, color: color, mirrored: ind.isImageMirrored)) }
        case .capsule?:
            // Track in the other indicators' colour, the filled part (or the thumb) in the current one
            // (metrics §7.3: "track = indicator color, fill = current color").
            out.append(ind.elementID, .fill(.capsule(ind.frame), .solid(other)))
            if let n = node.child(.pageControlProgress) ?? node.child(.pageControlScroll), let fill = n.capsuleFill {
                out.append(n.elementID, .fill(.capsule(fill), .solid(current)))
            }
        }
    }
    if let clip = node.clippedFromNaturalSize.map({ _ in node.frame }) {
        // Issue 14 §7: a frame smaller than the natural size clips everything to it (two hard-edged masks).
        let hard: [GradientStop] = [GradientStop(offset: 0, color: .clear), GradientStop(offset: 0, color: .black),
                                    GradientStop(offset: 1, color: .black), GradientStop(offset: 1, color: .clear)]
        // One layer, clipped: its items share the page control's identity.
        let across = SceneItem.masked(out.sceneItems, mask: .linear(from: Point(x: clip.minX, y: 0), to: Point(x: clip.maxX, y: 0), stops: hard))
        return [SceneElement(node.elementID, .masked([across], mask: .linear(from: Point(x: 0, y: clip.minY), to: Point(x: 0, y: clip.maxY), stops: hard)))]
    }
    return out
}

/// A short description of the page control for the SVG `<desc>` and the PDF subject:
/// "page control, 5 pages, page 1 current, prominent background". Reads the page control's node.
func pageControlSummary(_ node: LayoutNode) -> String {
    let n = node.numberOfPages
    if node.isHidden {
        return "hidden page control (\(n) page\(n == 1 ? "" : "s"))"
    }
    var s = "\(node.pageControlDesign == .legacy ? "legacy " : "")page control, \(n) page\(n == 1 ? "" : "s"), page \(node.currentPage + 1) current"
    let visible = node.visiblePages
    if visible.count < n {
        s += ", pages \(visible.lowerBound + 1)–\(visible.upperBound) visible"
    }
    if let d = node.direction {
        if d.isVertical { s += ", vertical (\(d.rawValue))" }
        else if d == .rightToLeft { s += ", right to left" }
    }
    if node.child(.pageControlPlatter) != nil, let b = node.backgroundStyle { s += ", \(b.rawValue) background" }
    switch node.interactionState {
    case .none?, nil: break
    case .discrete?: s += ", tapped"
    case .continuous?: s += ", scrubbing"
    }
    if let p = node.child(.pageControlProgress)?.number(.progress) { s += ", progress \(Int((p * 100).rounded())) %" }
    if let sc = node.child(.pageControlScroll)?.number(.scrollPosition) { s += ", scrolled \(Int((sc * 100).rounded())) % through the page" }
    if node.indicators.contains(where: { $0.indicatorShape == .image }) { s += ", custom indicator images" }
    return s
}
