import NavMockCore

extension SVGWriter {
    /// A template icon as its own shapes (``IconElement``, as ``IconCheck`` read and checked
    /// it): its view box fitted into the frame as librsvg fits it (centred, aspect kept), every
    /// painted part in the tint as the painter's stylesheet makes it, and for an emboldened icon
    /// every shape also stroked. The tint's opacity is the group's, so overlapping shapes take it
    /// once, as in the PNG.
    mutating func drawIcon(_ item: SceneItem, id: SceneElementID) throws(RenderError) {
        guard let icon = try renderer.svgIcon(item, id: id, in: res) else { return }
        // `f` is the frame (the group's box, the mirror's axis); `v` where the view box is fitted,
        // inside the frame for a symbol whose shapes reach past its view box.
        let root = icon.tree, f = icon.frame, v = icon.viewport
        guard f.width > 0, f.height > 0, v.width > 0, v.height > 0 else { return }
        let vb = Self.viewBox(of: root) ?? Rect(x: 0, y: 0, width: f.width, height: f.height)
        guard vb.width > 0, vb.height > 0 else { return }
        var sx = v.width / vb.width, sy = v.height / vb.height
        if root.attribute("preserveAspectRatio")?.split(separator: " ").first != "none" { sx = min(sx, sy); sy = sx }
        let tx = v.minX + (v.width - vb.width * sx) / 2 - vb.minX * sx
        let ty = v.minY + (v.height - vb.height * sy) / 2 - vb.minY * sy
        // Nil: the icon's own colours (alwaysOriginal): its fills and strokes are written as they are.
        let colour = icon.color.map(SVGMarkup.hex)
        // The stroke of an emboldened icon, in the icon's own units (only with a view box, as the painter's).
        let outline: String? = icon.outline > 0 && Self.viewBox(of: root) != nil
            ? DecimalText.fixed(icon.outline * max(vb.width / v.width, vb.height / v.height), places: 4) : nil
        var open = "<g"
        if icon.mirrored { open += " transform=\"matrix(-1 0 0 1 \(SVGMarkup.number(2 * f.midX)) 0)\"" }
        if let c = icon.color, c.alpha < 1 { open += " opacity=\"\(SVGMarkup.fraction(c.alpha))\"" }
        // The icon's frame, unpainted: the box a designer aligns the icon by (and its group's box).
        doc.draw(SVGMarkup.shape(.rect(f), " fill=\"none\""))
        let wrapped = open != "<g"
        if wrapped { doc.draw(open + ">") }
        // The icon's ids, renamed so that two icons (or two drawings of one) cannot collide.
        var ids: [String: String] = [:]
        Self.collectIDs(root) { ids[$0] = doc.freshID("icon") }
        // An icon's text names its font loosely (`sans-serif`): the family NavMock's fonts resolve
        // it to goes first, so that other programs draw the face the PNG shows.
        var families: [String: String] = [:]
        Self.collectFontFamilies(root) { list in
            if families[list] == nil { families[list] = renderer.svgResolvedFamily(list).map { $0 + ", " + list } ?? list }
        }
        var inner = "<g transform=\"matrix(\(SVGMarkup.fixed(sx, places: 6)) 0 0 \(SVGMarkup.fixed(sy, places: 6)) \(SVGMarkup.number(tx)) \(SVGMarkup.number(ty)))\""
        if let colour { inner += " fill=\"\(colour)\" color=\"\(colour)\"" }
        inner += Self.attributes(of: root, colour: colour, outline: nil, ids: ids, families: families, isRoot: true)
        var markup = inner + ">"
        for child in root.children { markup += Self.markup(child, colour: colour, outline: outline, ids: ids, families: families) }
        markup += "</g>"
        doc.draw(markup)
        if wrapped { doc.draw("</g>") }
    }

    /// The root's `viewBox` (`min-x min-y width height`), else its `width` and `height` in user
    /// units (a box from 0, 0), else nil.
    static func viewBox(of root: IconElement) -> Rect? {
        if let v = root.attribute("viewBox") {
            let n = v.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).compactMap { Double($0) }
            if n.count == 4 { return Rect(x: n[0], y: n[1], width: n[2], height: n[3]) }
        }
        func length(_ s: String?) -> Double? {
            guard var t = s else { return nil }
            if t.hasSuffix("px") { t.removeLast(2) }
            return Double(t)
        }
        if let w = length(root.attribute("width")), let h = length(root.attribute("height")) { return Rect(x: 0, y: 0, width: w, height: h) }
        return nil
    }

    /// Calls `found` with every id of the icon, in document order.
    static func collectIDs(_ e: IconElement, _ found: (String) -> Void) {
        if let id = e.attribute("id") { found(id) }
        for case .element(let c) in e.children { collectIDs(c, found) }
    }

    /// Calls `found` with every `font-family` the icon names (attribute or style declaration).
    static func collectFontFamilies(_ e: IconElement, _ found: (String) -> Void) {
        if let f = e.attribute("font-family") { found(f) }
        if let style = e.attribute("style") {
            for d in style.split(separator: ";") {
                let parts = d.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: " \t\r\n") }
                if parts.count == 2, parts[0].lowercased() == "font-family" { found(parts[1]) }
            }
        }
        for case .element(let c) in e.children { collectFontFamilies(c, found) }
    }

    /// Attributes of the root `svg` that do not place it (those go into the fitting transform).
    static let placing: Set<String> = ["x", "y", "width", "height", "viewBox", "preserveAspectRatio", "version", "baseProfile", "overflow", "id", "class"]

    /// Presentation attributes the painter's stylesheet decides (``Renderer/drawIconShapes``):
    /// a painted fill or stroke becomes the tint, `color` is the tint (from the group).
    static func attributes(of e: IconElement, colour: String?, outline: String?, ids: [String: String], families: [String: String] = [:],
                           isRoot: Bool) -> String {
        // A `style` attribute's declarations win over the element's attributes (CSS), and become
        // attributes themselves: no style text from the file is written.
        var merged: [(String, String)] = []
        func set(_ name: String, _ value: String) {
            if let i = merged.firstIndex(where: { $0.0 == name }) { merged[i].1 = value } else { merged.append((name, value)) }
        }
        for a in e.attributes where a.name != "style" { set(a.name, a.value) }
        if let style = e.attribute("style") {
            for declaration in style.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: " \t\r\n") }
                guard parts.count == 2, !parts[0].isEmpty else { continue }
                set(parts[0].lowercased(), parts[1])
            }
        }
        var out = ""
        for (name, value) in merged {
            if isRoot && placing.contains(name) { continue }
            if name == "class" || (name == "color" && colour != nil) { continue }
            if isRoot && name == "fill" && colour != nil { continue }   // the root's fill is the tint (the group's)
            if outline != nil && (name == "stroke" || name == "stroke-width" || name == "stroke-linejoin") { continue }
            var v = value
            if name == "id" { v = ids[value] ?? value }
            else if name == "font-family" { v = families[value] ?? value }
            else if let colour, name == "fill" || name == "stroke" { if v.trimmingCharacters(in: " \t\r\n") != "none" { v = colour } }
            else if name == "href" {
                let target = v.trimmingCharacters(in: " \t\r\n")
                if target.hasPrefix("#"), let n = ids[String(target.dropFirst())] { v = "#" + n }
                out += " xlink:href=\"\(SVGMarkup.escape(v))\""
                continue
            } else { v = renamingURLs(v, ids) }
            out += " \(name)=\"\(SVGMarkup.escape(v))\""
        }
        if let w = outline, let colour { out += " stroke=\"\(colour)\" stroke-width=\"\(w)\" stroke-linejoin=\"round\"" }
        return out
    }

    /// `url(#id)` references in `value` pointed at the renamed ids.
    static func renamingURLs(_ value: String, _ ids: [String: String]) -> String {
        guard value.contains("url(") else { return value }
        var out = "", rest = Substring(value)
        while let r = rest.range(of: "url(") {
            out += rest[..<r.upperBound]
            rest = rest[r.upperBound...]
            let body = rest.prefix { $0 != ")" }
            let target = body.trimmingCharacters(in: " \t\"'")
            if target.hasPrefix("#"), let n = ids[String(target.dropFirst())] { out += "#" + n } else { out += body }
            rest = rest[body.endIndex...]
        }
        return out + rest
    }

    /// The markup of an icon's child: its element with its attributes as ``attributes(of:colour:outline:ids:isRoot:)``
    /// writes them, and its children; text escaped.
    static func markup(_ node: IconNode, colour: String?, outline: String?, ids: [String: String], families: [String: String] = [:]) -> String {
        switch node {
        case .text(let t): return SVGMarkup.escape(t)
        case .element(let e):
            let a = attributes(of: e, colour: colour, outline: outline, ids: ids, families: families, isRoot: false)
            guard !e.children.isEmpty else { return "<\(e.name)\(a)/>" }
            return "<\(e.name)\(a)>" + e.children.map { markup($0, colour: colour, outline: outline, ids: ids, families: families) }.joined() + "</\(e.name)>"
        }
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        let s = Set(set)
        return String(drop(while: { s.contains($0) }).reversed().drop(while: { s.contains($0) }).reversed())
    }
}
