import NavMockCore

// The text of NavMock's SVG (issue 36): numbers, colours, escaping and shape geometry written one
// way, so that the same scene always gives the same bytes.

/// How numbers, colours and shapes are written in NavMock's SVG.
enum SVGMarkup {
    /// A length or coordinate, points: rounded to 0.001 pt (a thousandth of a device pixel at
    /// @1x), without trailing zeros; `-0` is written `0`.
    static func number(_ d: Double) -> String { fixed(d, places: 3) }

    /// An opacity or gradient offset, 0…1: rounded to four places (finer than 8-bit alpha).
    static func fraction(_ d: Double) -> String { fixed(min(1, max(0, d)), places: 4) }

    /// `d` rounded to `places` decimals, trailing zeros dropped.
    static func fixed(_ d: Double, places: Int) -> String {
        guard d.isFinite else { return "0" }
        let unit = (0..<max(0, places)).reduce(1.0) { v, _ in v * 10 }
        let r = (d * unit).rounded() / unit
        if r == 0 { return "0" }
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        var t = DecimalText.fixed(r, places: places)
        while t.hasSuffix("0") { t.removeLast() }
        if t.hasSuffix(".") { t.removeLast() }
        return t
    }

    /// `#rrggbb` of a colour's channels (8-bit, as every rasteriser stores them); its alpha is
    /// written apart (``paint(_:_:)``).
    static func hex(_ c: Color) -> String {
        func h(_ v: Double) -> String {
            let n = Int((min(1, max(0, v)) * 255).rounded())
            let s = String(n, radix: 16)
            return n < 16 ? "0" + s : s
        }
        return "#" + h(c.red) + h(c.green) + h(c.blue)
    }

    /// The attributes that paint with `c` as `property` (`fill` or `stroke`): the colour, and
    /// its opacity when not opaque.
    static func paint(_ property: String, _ c: Color) -> String {
        var s = " \(property)=\"\(hex(c))\""
        if c.alpha < 1 { s += " \(property)-opacity=\"\(fraction(c.alpha))\"" }
        return s
    }

    /// Text escaped for an attribute value or character data.
    static func escape(_ t: String) -> String { MarkupText.escaped(t, whitespaceAsReferences: true) }

    /// The element drawing `shape` (screen coordinates, points) with `attributes` (each with a
    /// leading space): `rect` (with `rx` for rounded corners and capsules) or `ellipse`.
    static func shape(_ shape: SceneShape, _ attributes: String) -> String {
        let r = shape.bounds
        switch shape {
        case .ellipse:
            return "<ellipse cx=\"\(number(r.midX))\" cy=\"\(number(r.midY))\" rx=\"\(number(max(0, r.width / 2)))\" ry=\"\(number(max(0, r.height / 2)))\"\(attributes)/>"
        case .rect, .roundedRect, .capsule:
            let rad = max(0, shape.cornerRadius)
            let corner = rad > 0 ? " rx=\"\(number(rad))\"" : ""
            return "<rect x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(max(0, r.width)))\" height=\"\(number(max(0, r.height)))\"\(corner)\(attributes)/>"
        }
    }

    /// Path data of `shape`, clockwise from its top edge (so that shapes of one path add up
    /// under the non-zero rule): a rectangle, a rectangle with circular corners (``SceneShape/cornerRadius``),
    /// or an ellipse as two arcs.
    static func pathData(_ shape: SceneShape) -> String {
        let r = shape.bounds
        switch shape {
        case .ellipse:
            guard r.width > 0, r.height > 0 else { return "" }
            let rx = number(r.width / 2), ry = number(r.height / 2)
            return "M\(number(r.minX)) \(number(r.midY))A\(rx) \(ry) 0 0 1 \(number(r.maxX)) \(number(r.midY))A\(rx) \(ry) 0 0 1 \(number(r.minX)) \(number(r.midY))Z"
        case .rect, .roundedRect, .capsule:
            let rad = max(0, shape.cornerRadius)
            guard rad > 0 else {
                return "M\(number(r.minX)) \(number(r.minY))H\(number(r.maxX))V\(number(r.maxY))H\(number(r.minX))Z"
            }
            let a = "A\(number(rad)) \(number(rad)) 0 0 1 "
            return "M\(number(r.minX + rad)) \(number(r.minY))H\(number(r.maxX - rad))\(a)\(number(r.maxX)) \(number(r.minY + rad))"
                + "V\(number(r.maxY - rad))\(a)\(number(r.maxX - rad)) \(number(r.maxY))"
                + "H\(number(r.minX + rad))\(a)\(number(r.minX)) \(number(r.maxY - rad))"
                + "V\(number(r.minY + rad))\(a)\(number(r.minX + rad)) \(number(r.minY))Z"
        }
    }
}
