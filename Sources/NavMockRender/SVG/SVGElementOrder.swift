import NavMockCore

/// The order in which NavMock's SVG writes a scene's items, so that each element's group holds
/// all of its drawing and sits inside its parent's (issue 36).
///
/// A scene draws some parts of an element after other elements: a tab's badge after every tab
/// (so that it stays on top), the iPad sidebar's rows after the sidebar button. Written in that
/// order, the tab's group would have to be opened twice. An item is moved back, to just after the
/// last item of the group it belongs in, only when nothing it moves past can touch the same
/// pixels (their painted areas, ``paintBounds(_:)``, are apart): the picture is then the same in
/// either order. Items that cannot move stay where they are, in a group of their own
/// (``SVGDocument/enter(_:)``).
enum SVGElementOrder {
    /// `elements` (in drawing order) reordered as the type says.
    static func ordered(_ elements: [SceneElement]) -> [SceneElement] {
        var out: [SceneElement] = []
        out.reserveCapacity(elements.count)
        for e in elements {
            let id = e.id.rawValue
            // The deepest group of its chain that was opened and is closed now.
            let last = out.last.map { SVGDocument.chain($0.id.rawValue) } ?? []
            let conflict = SVGDocument.chain(id).reversed().first { g in
                !last.contains(g) && out.contains { SVGDocument.chain($0.id.rawValue).contains(g) }
            }
            guard let g = conflict,
                  let p = out.lastIndex(where: { SVGDocument.chain($0.id.rawValue).contains(g) }),
                  let b = paintBounds(e.item),
                  out[(p + 1)...].allSatisfy({ other in paintBounds(other.item).map { !$0.intersects(b) } ?? false })
            else { out.append(e); continue }
            out.insert(e, at: p + 1)
        }
        return out
    }

    /// A rectangle (points, screen coordinates) that holds every pixel `item` can paint, with a
    /// point to spare for anti-aliasing; nil when not known (the item then moves past nothing).
    static func paintBounds(_ item: SceneItem) -> Rect? {
        let spare = 1.0
        func out(_ r: Rect, _ d: Double) -> Rect { r.insetBy(dx: -(d + spare), dy: -(d + spare)) }
        switch item {
        case .fill(let s, _): return out(s.bounds, 0)
        case .stroke(let s, _, let w): return out(s.bounds, w / 2)
        case .hairline(let y, let x0, let x1, _): return out(Rect(x: min(x0, x1), y: y - 1, width: abs(x1 - x0), height: 1), 0)
        case .edgeRule(let r, _, _, _): return out(r, 0)
        // Glyphs may reach past the line box (accents, italics): half the font size each way.
        case .text(let t, _): return out(t.frame, t.style.size / 2)
        case .icon(_, let f, _, _), .originalIcon(_, let f, _): return out(f, 0)
        case .emboldenedIcon(_, let f, _, _, let o): return out(f, o)
        // Its outline is under its stroke.
        case .weightedIcon(_, let f, _, _, let s): return out(f, s)
        case .image(_, let f), .placedImage(_, let f, _, _, _): return out(f, 0)
        case .shadow(let s, _, let r): return out(s.bounds, r)
        case .glass(let s, _, _), .liquidGlass(let s, _): return out(s.bounds, 0)
        case .glassShadow(let shapes, let sh):
            guard let first = shapes.first else { return nil }
            let u = shapes.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
            return out(u.offsetBy(dx: 0, dy: sh.offsetY), 2.5 * sh.sigma + 1)
        case .masked(let items, _):
            let bs = items.map(paintBounds)
            guard !bs.isEmpty, bs.allSatisfy({ $0 != nil }) else { return nil }
            return bs.dropFirst().reduce(bs[0]!) { $0.union($1!) }
        }
    }
}
