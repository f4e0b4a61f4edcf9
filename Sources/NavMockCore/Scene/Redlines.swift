// Redlines: the measurements a designer hands over, drawn over a mockup — frames outlined, sizes
// and distances in points. Built from the layout tree (`Layout.nodes`, screen coordinates) as extra
// scene items, so the existing renderer draws them like anything else.

extension TextLayout {
    /// One line of `text` in `style` whose baseline starts at `baselineOrigin` (screen coordinates,
    /// points), measured with `measuring` — for annotations and captions drawn as ``SceneItem/text(_:_:)``.
    public static func line(_ text: String, style: TextStyle, baselineOrigin: Point, measuring: any TextMeasuring) -> TextLayout {
        let m = measuring.measure(text, style: style)
        return TextLayout(text: text, style: style, baselineOrigin: baselineOrigin,
                          frame: Rect(x: baselineOrigin.x, y: baselineOrigin.y - m.ascent, width: m.width, height: m.ascent + m.descent),
                          truncated: false, tightened: false)
    }
}

/// The scene with redlines over it: the canvas grows by ``RedlineStyle/margin`` on every side (a
/// neutral band, with the canvas edge outlined), every component of the layout is outlined with
/// its width and height, its distances to the screen's edges, the parts inside it (icons, titles,
/// badges, the selection) outlined with their sizes, and the vertical spacing between the stacked
/// parts of the first item. Values are points, rounded to 0.5 pt. The overlay's items have the
/// identity `canvas.redlines`.
///
/// - Parameters:
///   - scene: the mockup (from ``buildScene(_:layout:)``).
///   - layout: its layout; frames are in screen coordinates, as the scene's.
///   - measuring: measures label text (the renderer's measurer).
public func redlineScene(_ scene: Scene, layout: Layout, measuring: any TextMeasuring) -> Scene {
    var r = RedlineBuilder(measuring: measuring, screen: Rect(origin: .zero, size: layout.environment.screenSize))
    let m = RedlineStyle.margin
    let canvas = Rect(origin: scene.origin, size: scene.size)
    let outer = canvas.insetBy(dx: -m, dy: -m)
    // The margin band, drawn over whatever the backdrop has outside the canvas.
    r.items += [
        .fill(.rect(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: m)), .solid(RedlineStyle.marginLight)),
        .fill(.rect(Rect(x: outer.minX, y: canvas.maxY, width: outer.width, height: m)), .solid(RedlineStyle.marginLight)),
        .fill(.rect(Rect(x: outer.minX, y: canvas.minY, width: m, height: canvas.height)), .solid(RedlineStyle.marginLight)),
        .fill(.rect(Rect(x: canvas.maxX, y: canvas.minY, width: m, height: canvas.height)), .solid(RedlineStyle.marginLight)),
        .stroke(.rect(canvas.insetBy(dx: -RedlineStyle.canvasEdgeOffset, dy: -RedlineStyle.canvasEdgeOffset)), RedlineStyle.canvasEdge, width: 0.5),
    ]
    r.bounds = outer
    for node in layout.nodes { r.component(node, canvas: canvas) }
    var out = scene
    out.size = outer.size
    out.origin = outer.origin
    out.append(contentsOf: r.items + r.labels, id: SceneElementID.canvas.appending("redlines"))
    out.title = scene.title + " — redlines"
    out.summary = scene.summary + " Redlines: frames, sizes and distances in points."
    return out
}

/// Collects the overlay: shapes first, labels last (so no line crosses a label).
struct RedlineBuilder {
    let measuring: any TextMeasuring
    let screen: Rect
    var items: [SceneItem] = []
    var labels: [SceneItem] = []
    var placed: [Rect] = []
    /// What labels should not cover when they can go elsewhere: the parts' own frames.
    var obstacles: [Rect] = []
    var bounds = Rect.zero
    /// Sizes already labelled, per role: a part repeated at the same size is labelled once.
    var labelled: Set<String> = []

    /// Points to one decimal, without a trailing `.0`.
    static func format(_ v: Double) -> String {
        let h = (v * RedlineStyle.labelRoundingSteps).rounded() / RedlineStyle.labelRoundingSteps
        return h == h.rounded() ? String(Int(h)) : DecimalText.fixed(h, places: 1)
    }

    static func visible(_ n: LayoutNode) -> Bool {
        n.isVisible && n.frame.width > RedlineStyle.minimumSide && n.frame.height > RedlineStyle.minimumSide
    }

    /// A component (depth 0): outline, width above, height beside, distances to the screen edges,
    /// then its parts.
    mutating func component(_ node: LayoutNode, canvas: Rect) {
        guard Self.visible(node) else { return }
        let f = node.frame
        items.append(.stroke(.rect(f), RedlineStyle.dimension, width: RedlineStyle.outlineWidth))
        // Width: above the frame (in the margin when the frame touches the canvas top).
        let d = RedlineStyle.dimensionOffset
        let wy = max(bounds.minY + d, f.minY - d)
        horizontal(from: f.minX, to: f.maxX, y: wy, color: RedlineStyle.dimension, tick: true)
        // Height: beside the frame, on the side with more room.
        let rightRoom = bounds.maxX - f.maxX, leftRoom = f.minX - bounds.minX
        let hx = rightRoom >= leftRoom ? min(bounds.maxX - d, f.maxX + d) : max(bounds.minX + d, f.minX - d)
        vertical(from: f.minY, to: f.maxY, x: hx, color: RedlineStyle.dimension, tick: true)
        // Distances to the screen's sides and bottom, when the canvas shows them.
        let midY = f.midY
        // (The home indicator is centred by the system: its sides say nothing.)
        let sides = node.role != .homeIndicator
        let gap = RedlineStyle.minimumGap, eps = RedlineStyle.minimumSide
        if sides, f.minX - screen.minX > gap, screen.minX >= canvas.minX - eps {
            horizontal(from: screen.minX, to: f.minX, y: midY, color: RedlineStyle.dimension, tick: false)
        }
        if sides, screen.maxX - f.maxX > gap, screen.maxX <= canvas.maxX + eps {
            horizontal(from: f.maxX, to: screen.maxX, y: midY, color: RedlineStyle.dimension, tick: false)
        }
        if screen.maxY - f.maxY > gap, screen.maxY <= canvas.maxY + eps {
            vertical(from: f.maxY, to: screen.maxY, x: f.minX + min(RedlineStyle.bottomLineInset, f.width * RedlineStyle.bottomLineFraction), color: RedlineStyle.dimension, tick: false)
        }
        let children = node.children.filter(Self.visible)
        obstacles = children.flatMap { $0.children.filter(Self.visible).map(\.frame) }
        // The spacing of one item's stacked parts: the first unselected item that has some.
        let candidates = children.filter { $0.children.filter(Self.visible).count >= 2 }
        if let item = candidates.first(where: { !$0.isSelected }) ?? candidates.first {
            _ = stacking(item.children.filter(Self.visible).map(\.frame), in: f, x: item.frame.minX + RedlineStyle.stackingInset)
        }
        rowSpacing(children)
        for child in children {
            items.append(.stroke(.rect(child.frame), RedlineStyle.part.withAlpha(RedlineStyle.partOutlineAlpha), width: 0.5))
            let leaves = child.children.filter(Self.visible)
            if leaves.isEmpty {
                sizeLabel(child.frame, role: child.role.rawValue)
                continue
            }
            for leaf in leaves {
                items.append(.stroke(.rect(leaf.frame), RedlineStyle.part, width: 0.5))
                if leaf.role.part != .title { sizeLabel(leaf.frame, role: leaf.role.rawValue) }
            }
        }
    }

    /// The gap between two neighbours of a row of like parts (page indicators, say): the largest
    /// pair, edge to edge, under them.
    mutating func rowSpacing(_ children: [LayoutNode]) {
        let groups = Dictionary(grouping: children.filter { $0.children.isEmpty }, by: \.role)
        for (_, group) in groups.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where group.count >= 2 {
            let row = group.map(\.frame).sorted { $0.minX < $1.minX }
            guard let y = row.first?.midY, row.allSatisfy({ abs($0.midY - y) < 1 }) else { continue }
            var best: (Rect, Rect)? = nil
            for i in 1..<row.count where row[i].minX - row[i - 1].maxX > RedlineStyle.minimumGap {
                let size = row[i].width + row[i - 1].width
                if best == nil || size > best!.0.width + best!.1.width + RedlineStyle.minimumSide { best = (row[i - 1], row[i]) }
            }
            guard let (a, b) = best else { continue }
            horizontal(from: a.maxX, to: b.minX, y: max(a.maxY, b.maxY) + RedlineStyle.rowSpacingOffset, color: RedlineStyle.spacing, tick: false)
        }
    }

    /// Vertical gaps between the parts of one item when they are stacked (top of the component →
    /// first part → … → bottom). Returns whether anything was drawn.
    mutating func stacking(_ frames: [Rect], in outer: Rect, x: Double) -> Bool {
        // Only the parts laid out in a column (overlapping horizontally), top to bottom, disjoint.
        let sorted = frames.sorted { $0.minY < $1.minY }
        var column: [Rect] = []
        for fr in sorted {
            if let last = column.last {
                guard fr.minY >= last.maxY - RedlineStyle.minimumSide, fr.minX < last.maxX, fr.maxX > last.minX else { continue }
            }
            column.append(fr)
        }
        guard column.count >= 2 else { return false }
        var edges: [(Double, Double)] = [(outer.minY, column[0].minY)]
        for i in 1..<column.count { edges.append((column[i - 1].maxY, column[i].minY)) }
        edges.append((column.last!.maxY, outer.maxY))
        for (a, b) in edges where b - a > RedlineStyle.minimumGap {
            vertical(from: a, to: b, x: x, color: RedlineStyle.spacing, tick: false, labelsBeside: true)
        }
        return true
    }

    /// A "W × H" label just above a frame (or below it, or inside, where there is room).
    mutating func sizeLabel(_ f: Rect, role: String) {
        let text = "\(Self.format(f.width)) × \(Self.format(f.height))"
        guard labelled.insert(role + " " + text).inserted else { return }
        let (w, h) = labelSize(text)
        let g = RedlineStyle.labelGap
        let candidates = [
            Point(x: f.midX, y: f.minY - h / 2 - g), Point(x: f.midX, y: f.maxY + h / 2 + g),
            Point(x: f.maxX + w / 2 + g, y: f.midY), Point(x: f.minX - w / 2 - g, y: f.midY),
        ]
        for c in candidates where place(text, center: c, color: RedlineStyle.part, required: false) { return }
    }

    mutating func horizontal(from x0: Double, to x1: Double, y: Double, color: Color, tick: Bool) {
        let t = RedlineStyle.lineWidth
        items.append(.fill(.rect(Rect(x: x0, y: y - t / 2, width: x1 - x0, height: t)), .solid(color)))
        let th = tick ? RedlineStyle.longTick : RedlineStyle.shortTick
        items.append(.fill(.rect(Rect(x: x0, y: y - th / 2, width: t, height: th)), .solid(color)))
        items.append(.fill(.rect(Rect(x: x1 - t, y: y - th / 2, width: t, height: th)), .solid(color)))
        let text = Self.format(x1 - x0)
        let (w, _) = labelSize(text)
        if !place(text, center: Point(x: (x0 + x1) / 2, y: y), color: color, required: false) {
            _ = place(text, center: Point(x: x1 + w / 2 + RedlineStyle.labelGap, y: y), color: color, required: true)
        }
    }

    mutating func vertical(from y0: Double, to y1: Double, x: Double, color: Color, tick: Bool, labelsBeside: Bool = false) {
        let t = RedlineStyle.lineWidth
        items.append(.fill(.rect(Rect(x: x - t / 2, y: y0, width: t, height: y1 - y0)), .solid(color)))
        let tw = tick ? RedlineStyle.longTick : RedlineStyle.shortTick
        items.append(.fill(.rect(Rect(x: x - tw / 2, y: y0, width: tw, height: t)), .solid(color)))
        items.append(.fill(.rect(Rect(x: x - tw / 2, y: y1 - t, width: tw, height: t)), .solid(color)))
        let text = Self.format(y1 - y0)
        let (w, _) = labelSize(text)
        let c = Point(x: x, y: (y0 + y1) / 2)
        let tries = labelsBeside
            ? [Point(x: x + w / 2 + RedlineStyle.labelGap, y: c.y), Point(x: x - w / 2 - RedlineStyle.labelGap, y: c.y), c]
            : [c, Point(x: x + w / 2 + RedlineStyle.labelGapWide, y: c.y), Point(x: x - w / 2 - RedlineStyle.labelGapWide, y: c.y)]
        for t in tries where place(text, center: t, color: color, required: false) { return }
        _ = place(text, center: tries[0], color: color, required: true)
    }

    func labelSize(_ text: String) -> (Double, Double) {
        let m = measuring.measure(text, style: RedlineStyle.labelStyle)
        return (m.width + 2 * RedlineStyle.labelPadding, m.ascent + m.descent + RedlineStyle.labelExtraHeight)
    }

    /// Places a label centred at `center` unless it would overlap one already placed (or leave the
    /// image) — then returns false, unless `required`.
    mutating func place(_ text: String, center: Point, color: Color, required: Bool) -> Bool {
        let m = measuring.measure(text, style: RedlineStyle.labelStyle)
        let (w, h) = (m.width + 2 * RedlineStyle.labelPadding, m.ascent + m.descent + RedlineStyle.labelExtraHeight)
        var box = Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
        if !required {
            guard bounds.contains(box), !placed.contains(where: { $0.insetBy(dx: -1, dy: -1).intersects(box) }),
                  !obstacles.contains(where: { $0.intersects(box) }) else { return false }
        } else {
            box = box.offsetBy(dx: max(0, bounds.minX - box.minX) - max(0, box.maxX - bounds.maxX),
                               dy: max(0, bounds.minY - box.minY) - max(0, box.maxY - bounds.maxY))
        }
        placed.append(box)
        labels.append(.fill(.capsule(box), .solid(color)))
        let baseline = Point(x: box.minX + RedlineStyle.labelPadding, y: box.midY + (m.ascent - m.descent) / 2)
        labels.append(.text(.line(text, style: RedlineStyle.labelStyle, baselineOrigin: baseline, measuring: measuring), RedlineStyle.labelText))
        return true
    }
}
