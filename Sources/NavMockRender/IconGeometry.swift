/// Bounds on what drawing one SVG icon costs Cairo, worked out from its geometry before librsvg
/// sees it (issue 35): each element's drawing scale, from the icon's view box to the largest box
/// NavMock draws an icon in at the largest scale, times what the element draws.
///
/// Cairo's cost follows device space, not the file: a stroke 10⁹ pixels wide with round joins is a
/// fan of vertices per join (48 KB of arcs: over 120 s and 4.2 GB); 48 KB of arcs a view box wide,
/// stroked one pixel wide, cost 95 s (every arc is scan-converted across the whole surface). So
/// ``IconCheck`` refuses an icon when, drawn at ``boxPixels`` (the 64 pt large-content icon at
/// scale 16, the largest NavMock draws), any element
/// - has a stroke wider than ``maxStrokePixels`` (its `stroke-width`, inherited, or NavMock's own
///   outline of emboldened tab icons, ``outlinePixels``, times the element's drawing scale), or
/// - has a coordinate, radius or font size farther than ``maxCoordinatePixels`` from the origin, or
/// - the icon's outlines together are longer than ``maxDrawPixels`` (see ``Measure``).
///
/// An element's drawing scale is the product of every `transform` (matrix, translate, scale,
/// rotate, skewX, skewY) on the way down, every nested `svg` and `symbol` view box (with the
/// `use` that places it: its `x`, `y`, `width`, `height`), and the root view box fitted into a
/// ``boxPixels`` square (scaled by the box over its shorter side, whatever `preserveAspectRatio`
/// says); a `use` is walked once per placement, clip paths and masks once per element that
/// uses them (in bounding-box units as if the box were ``maxCoordinatePixels`` wide).
/// `stroke-dasharray` is refused by ``IconCheck`` (no dashes at all), so dash count is 0.
public enum IconGeometry {
    /// The largest box NavMock draws an icon in, pixels: 1,024 (the 64 pt icon of the large-content
    /// HUD, BottomTabBarMetrics.largeContentIconSide, at the largest `--scale`, 16).
    public static let boxPixels = 1_024.0
    /// The width of NavMock's outline of an emboldened tab icon at scale 16, pixels: 6.4
    /// (LiquidGlassMetrics.symbolOutline, 0.4 pt, times 16), applied to every element in its own
    /// user space with the root view box's units per point.
    public static let outlinePixels = 6.4
    /// Widest stroke drawn, pixels at ``boxPixels``: 2,048 (twice the box). The icon sets' widest
    /// is 110 px (Phosphor's bold weight).
    public static let maxStrokePixels = 2_048.0
    /// Farthest coordinate, radius (added to its centre's distance) or font size, pixels at
    /// ``boxPixels``: 65,536 (64 boxes; Cairo's fixed-point coordinates wrap at 8,388,608).
    public static let maxCoordinatePixels = 65_536.0
    /// Most outline drawn, pixels at ``boxPixels``: 2,000,000 (see ``Measure/drawPixels``). The
    /// icon sets' largest is 143,611 (bootstrap-icons).
    public static let maxDrawPixels = 2_000_000.0
    /// Most pieces of outline, in all: 1,024 (see ``Measure/segments``). The icon sets' most is
    /// 334 (bootstrap-icons). Overlapping outlines cost Cairo about their count squared: 2,000
    /// near-full circles over each other took 12 s, 1,000 took 2.8 s.
    public static let maxSegments = 1_024
    /// Most bytes of attribute text measured, each copy of an element counted again: 1 MiB. The
    /// icon sets' most is under 4 KB.
    public static let maxMeasuredBytes = 1 << 20
    /// Font size assumed for text with no `font-size`, user units (librsvg's "medium").
    public static let defaultFontSize = 12.0

    /// One element as ``IconCheck`` read it: its name and the attributes that place or size
    /// geometry, with `style` declarations over them.
    struct Element {
        /// Local name in the SVG namespace, or "" for an element of another namespace.
        var name = ""
        /// Line of its start tag.
        var line: Int32 = 0
        /// Attributes and style properties by name (style wins).
        var props: [String: String] = [:]
        /// Bytes of text directly inside it (`text`, `tspan`).
        var textBytes = 0
    }

    /// What the walk measured; the largest values over the icon's elements.
    struct Measure: Sendable, Equatable {
        /// Widest stroke, pixels at ``boxPixels``.
        var strokePixels = 0.0
        /// Farthest coordinate from the origin, pixels at ``boxPixels``.
        var coordinatePixels = 0.0
        /// Length of every outline Cairo fills, pixels at ``boxPixels``: each shape's length
        /// (cubic and quadratic curves by their control polygon, arcs by their sweep) counted three
        /// times (its fill, and the stroke's two sides), plus for each segment a round join or cap
        /// as long as (π + 2) times the stroke width, plus for text each byte as 8 font sizes.
        var drawPixels = 0.0
        /// Pieces of outline drawn: every line, curve and quarter of an arc of every path (after
        /// references are expanded), 4 for a circle or an ellipse, 8 for a rect, one per point of
        /// a polyline, 4 per byte of text.
        var segments = 0
        /// Bytes of attribute text parsed (transforms, lengths, view boxes, path data, points),
        /// once per copy of each element.
        var measuredBytes = 0
    }

    /// Why an icon is refused: a clause with the element's line.
    struct Violation: Error { let description: String }

    // MARK: - Affine transforms

    /// x' = a x + c y + e, y' = b x + d y + f.
    struct Affine {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0
        static let identity = Affine()
        /// `self` after `m` (m is applied first).
        func then(_ m: Affine) -> Affine {
            Affine(a: a * m.a + c * m.b, b: b * m.a + d * m.b, c: a * m.c + c * m.d, d: b * m.c + d * m.d,
                   e: a * m.e + c * m.f + e, f: b * m.e + d * m.f + f)
        }
        func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + c * y + e, b * x + d * y + f) }
        /// The largest factor by which it stretches a length (the operator norm of its linear part).
        var norm: Double {
            let t = a * a + b * b + c * c + d * d, det = a * d - b * c
            let s = (t + (max(0, t * t - 4 * det * det)).squareRoot()) / 2
            return s.squareRoot()
        }
        static func translate(_ x: Double, _ y: Double) -> Affine { Affine(e: x, f: y) }
        static func scale(_ x: Double, _ y: Double) -> Affine { Affine(a: x, d: y) }
    }

    // MARK: - Numbers

    /// A reader of SVG's number grammar over bytes.
    struct Scanner {
        let s: [UInt8]
        var i = 0
        init(_ text: String) { s = Array(text.utf8) }
        var atEnd: Bool { i >= s.count }
        static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
        mutating func skipSpace() { while i < s.count, Self.isSpace(s[i]) { i += 1 } }
        /// Space, at most one comma, space.
        mutating func skipCommaSpace() {
            skipSpace()
            if i < s.count, s[i] == UInt8(ascii: ",") { i += 1; skipSpace() }
        }
        func peek() -> UInt8? { i < s.count ? s[i] : nil }
        /// A number ([+-] digits [. digits] [e[+-]digits]), or nil (nothing consumed).
        mutating func number() -> Double? {
            let start = i
            var j = i
            if j < s.count, s[j] == UInt8(ascii: "+") || s[j] == UInt8(ascii: "-") { j += 1 }
            var digits = 0
            while j < s.count, s[j] >= 0x30, s[j] <= 0x39 { j += 1; digits += 1 }
            if j < s.count, s[j] == UInt8(ascii: ".") {
                j += 1
                while j < s.count, s[j] >= 0x30, s[j] <= 0x39 { j += 1; digits += 1 }
            }
            guard digits > 0 else { return nil }
            if j < s.count, s[j] == UInt8(ascii: "e") || s[j] == UInt8(ascii: "E") {
                var k = j + 1
                if k < s.count, s[k] == UInt8(ascii: "+") || s[k] == UInt8(ascii: "-") { k += 1 }
                let e0 = k
                while k < s.count, s[k] >= 0x30, s[k] <= 0x39 { k += 1 }
                if k > e0 { j = k }
            }
            guard let text = String(bytes: s[start..<j], encoding: .ascii), let v = Double(text) else { return nil }
            i = j
            return v.isFinite ? v : (v > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
        }
        /// An arc flag: one `0` or `1`.
        mutating func flag() -> Double? {
            guard i < s.count, s[i] == 0x30 || s[i] == 0x31 else { return nil }
            i += 1
            return s[i - 1] == 0x31 ? 1 : 0
        }
        /// The rest up to a separator, lower-cased (a unit).
        mutating func word() -> String {
            let start = i
            while i < s.count, (s[i] >= 0x61 && s[i] <= 0x7A) || (s[i] >= 0x41 && s[i] <= 0x5A) || s[i] == 0x25 { i += 1 }
            return String(decoding: s[start..<i], as: UTF8.self).lowercased()
        }
    }

    /// A length's unit: user units per one of it, relative to the font size and the viewport
    /// (for `%`: its width, height or normalised diagonal). Nil: not a unit librsvg reads.
    static func unitFactor(_ unit: String, fontSize: Double, percentOf: Double) -> Double? {
        switch unit {
        case "", "px": return 1
        case "in": return 96
        case "cm": return 96 / 2.54
        case "mm": return 96 / 25.4
        case "pt": return 4.0 / 3
        case "pc": return 16
        case "em": return fontSize
        case "ex": return fontSize / 2
        case "%": return percentOf / 100
        default: return nil
        }
    }

    // MARK: - The walk

    /// What an element inherits from its ancestors (or the element that places it).
    struct Context {
        /// User units to pixels at ``boxPixels``.
        var ctm: Affine
        /// `stroke-width`, in the user units it applies in.
        var strokeWidth = 1.0
        /// `font-size`, user units.
        var fontSize = IconGeometry.defaultFontSize
        /// The nearest viewport's width and height, user units (for `%`).
        var viewport: (w: Double, h: Double)
    }

    struct Walk {
        let elements: [Element]
        let children: [[Int32]]
        let ids: [String: Int32]
        /// NavMock's outline, in root user units.
        var outline = 0.0
        var measure = Measure()
        /// Device bounding box of what the element being walked draws (for bounding-box units).
        var box = Walk.empty
        static let empty = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)

        func fail(_ e: Element, _ what: String) -> Violation {
            Violation(description: (e.line > 0 ? "line \(e.line): " : "") + "<\(e.name)> " + what)
        }

        /// A length attribute of `e` in user units; `fallback` when absent.
        mutating func length(_ e: Element, _ name: String, _ ctx: Context, axis: Int = 2, fallback: Double = 0) throws(Violation) -> Double {
            guard let text = e.props[name] else { return fallback }
            return try lengths(e, name, text, ctx, axis: axis).first ?? fallback
        }

        /// A list of lengths (`x="1 2 3"` on text; one for every other attribute).
        mutating func lengths(_ e: Element, _ name: String, _ text: String, _ ctx: Context, axis: Int = 2) throws(Violation) -> [Double] {
            try read(e, text)
            var sc = Scanner(text)
            var out: [Double] = []
            let w = ctx.viewport.w, h = ctx.viewport.h
            let percentOf = axis == 0 ? w : axis == 1 ? h : ((w * w + h * h) / 2).squareRoot()
            sc.skipSpace()
            while !sc.atEnd {
                guard let v = sc.number() else {
                    if out.isEmpty, ["auto", "inherit", "none", "initial", "unset", "normal"].contains(text.trimmingCharacters(in: .whitespaces).lowercased()) { return [] }
                    throw fail(e, "has \(name)=\"\(text.prefix(40))\", not a length an icon may use")
                }
                let unit = sc.word()
                guard let k = unitFactor(unit, fontSize: ctx.fontSize, percentOf: percentOf) else {
                    throw fail(e, "has \(name)=\"\(text.prefix(40))\", not a length an icon may use (unit \"\(unit.prefix(8))\")")
                }
                out.append(v * k)
                sc.skipCommaSpace()
            }
            return out
        }

        /// A `transform` list; throws when it is not one.
        mutating func transform(_ e: Element, _ text: String) throws(Violation) -> Affine {
            try read(e, text)
            var sc = Scanner(text)
            var m = Affine.identity
            sc.skipSpace()
            while !sc.atEnd {
                let name = sc.word()
                sc.skipSpace()
                guard sc.peek() == UInt8(ascii: "(") else { throw fail(e, "has a transform that cannot be read (\"\(text.prefix(40))\")") }
                sc.i += 1
                var args: [Double] = []
                sc.skipSpace()
                while let v = sc.number() { args.append(v); sc.skipCommaSpace() }
                guard sc.peek() == UInt8(ascii: ")") else { throw fail(e, "has a transform that cannot be read (\"\(text.prefix(40))\")") }
                sc.i += 1
                let t: Affine
                switch (name, args.count) {
                case ("matrix", 6): t = Affine(a: args[0], b: args[1], c: args[2], d: args[3], e: args[4], f: args[5])
                case ("translate", 1): t = .translate(args[0], 0)
                case ("translate", 2): t = .translate(args[0], args[1])
                case ("scale", 1): t = .scale(args[0], args[0])
                case ("scale", 2): t = .scale(args[0], args[1])
                case ("rotate", 1), ("rotate", 3):
                    let r = args[0] * .pi / 180
                    let rot = Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
                    t = args.count == 1 ? rot : Affine.translate(args[1], args[2]).then(rot).then(.translate(-args[1], -args[2]))
                case ("skewx", 1): t = Affine(c: tan(args[0] * .pi / 180))
                case ("skewy", 1): t = Affine(b: tan(args[0] * .pi / 180))
                default: throw fail(e, "has a transform that cannot be read (\"\(text.prefix(40))\")")
                }
                m = m.then(t)
                sc.skipCommaSpace()
            }
            return m
        }

        /// The view box of `e` (four numbers), or nil when it has none.
        mutating func viewBox(_ e: Element) throws(Violation) -> (x: Double, y: Double, w: Double, h: Double)? {
            guard let text = e.props["viewBox"] else { return nil }
            try read(e, text)
            var sc = Scanner(text)
            var v: [Double] = []
            sc.skipSpace()
            while let n = sc.number() { v.append(n); sc.skipCommaSpace() }
            guard v.count == 4, sc.atEnd else { throw fail(e, "has a viewBox that is not four numbers (\"\(text.prefix(40))\")") }
            guard v[2] > 0, v[3] > 0 else { return (v[0], v[1], 0, 0) }
            return (v[0], v[1], v[2], v[3])
        }

        /// `v` pixels as text: a whole number when it is one Int holds, else as Double prints it
        /// (the icon fuzz target found `Int(w.rounded())` trapping on a stroke of 10¹⁰¹ px).
        static func pixels(_ v: Double) -> String {
            v.isFinite && abs(v) < 1e15 ? String(Int(v.rounded())) : String(v)
        }

        /// Counts `text`, about to be parsed for `e`, against ``maxMeasuredBytes``: an attribute
        /// is parsed once per copy of its element, and a 64 KiB `transform` copied 4,000 times
        /// would be 256 MB to read.
        mutating func read(_ e: Element, _ text: String) throws(Violation) {
            measure.measuredBytes += text.utf8.count
            guard measure.measuredBytes <= maxMeasuredBytes else {
                throw fail(e, "takes the geometry to measure over \(maxMeasuredBytes) bytes once its <use> copies are expanded (long transforms, coordinate lists or path data copied many times)")
            }
        }

        /// Checks one stroke width and one coordinate (with a radius), pixels.
        mutating func stroke(_ e: Element, _ ctx: Context) throws(Violation) -> Double {
            var w = max(ctx.strokeWidth, outline) * ctx.ctm.norm
            if e.props["vector-effect"]?.contains("non-scaling-stroke") == true { w = max(w, ctx.strokeWidth * IconGeometry.boxPixels / 64) }
            measure.strokePixels = max(measure.strokePixels, w)
            guard w <= maxStrokePixels else {
                throw fail(e, "is stroked \(Self.pixels(w)) px wide when the icon is drawn \(Int(boxPixels)) px wide (64 pt at scale 16), over the limit of \(Int(maxStrokePixels)) px (its stroke-width, transform or view box)")
            }
            return w
        }

        mutating func point(_ e: Element, _ ctx: Context, _ x: Double, _ y: Double, radius: Double = 0) throws(Violation) {
            let (dx, dy) = ctx.ctm.apply(x, y)
            let r = abs(radius) * ctx.ctm.norm
            let far = max(abs(dx), abs(dy)) + r
            box = (min(box.minX, dx - r), min(box.minY, dy - r), max(box.maxX, dx + r), max(box.maxY, dy + r))
            measure.coordinatePixels = max(measure.coordinatePixels, far.isNaN ? .infinity : far)
            guard far <= maxCoordinatePixels else {
                throw fail(e, "reaches \(Self.pixels(far)) px from the origin when the icon is drawn \(Int(boxPixels)) px wide (64 pt at scale 16), over the limit of \(Int(maxCoordinatePixels)) px (its coordinates, radii, transform or view box)")
            }
        }

        /// Adds an outline of `length` pixels made of `segments` pieces, stroked `w` pixels wide.
        mutating func draw(_ e: Element, length: Double, segments: Int, stroke w: Double) throws(Violation) {
            measure.drawPixels += 3 * length + Double(segments) * (Double.pi + 2) * w
            measure.segments += segments
            guard measure.segments <= maxSegments else {
                throw fail(e, "takes the icon over \(maxSegments) pieces of outline (lines, curves, quarter arcs) in all: too costly to draw (overlapping outlines cost Cairo as their count squared)")
            }
            if measure.drawPixels.isNaN { measure.drawPixels = .infinity }
            guard measure.drawPixels <= maxDrawPixels else {
                throw fail(e, "takes the icon's outlines over \(Int(maxDrawPixels)) px in all when it is drawn \(Int(boxPixels)) px wide (64 pt at scale 16): too costly to draw (long or many paths, large arcs, wide strokes)")
            }
        }

        /// Walks element `k` drawn in `parent`. `placed`: reached through a `use`, a clip path or
        /// a mask. Recursive (at most 32 levels of nesting through 8 references: 288 frames), so
        /// its frame is kept small: the work is in the functions it calls, never inlined.
        mutating func walk(_ k: Int32, _ parent: Context, placed: Bool = false) throws(Violation) {
            // This element's box from nothing; added to the enclosing one's when done.
            let outer = box
            box = Self.empty
            defer { box = (min(outer.minX, box.minX), min(outer.minY, box.minY), max(outer.maxX, box.maxX), max(outer.maxY, box.maxY)) }
            let name = elements[Int(k)].name
            var ctx = try enter(k, parent)
            switch name {
            case "svg", "symbol":
                // A nested viewport (the root's is set up by the caller; a symbol's by its use).
                guard k != 0 || placed else { break }
                guard let inner = try viewport(elements[Int(k)], ctx, at: true) else { return }
                ctx = inner
            case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan":
                try shape(k, ctx)
            case "use":
                guard let (target, inner, symbol) = try placement(k, ctx) else { break }
                if let symbol, let viewport = try viewport(symbol, inner, at: false) {
                    for c in children[Int(target)] { try walk(c, viewport) }
                } else if symbol == nil {
                    try walk(target, inner, placed: true)
                }
            case "g": break
            case "clipPath", "mask":
                guard placed else { return }
            default:
                // defs, gradients, stops, title, desc, metadata, other namespaces: nothing drawn
                // unless a reference reaches what is inside.
                return
            }
            // Children (a symbol's only through a use: `placed`).
            if name == "symbol" && !placed { return }
            for c in children[Int(k)] { try walk(c, ctx) }
            // Clip paths and masks: drawn in this element's user space (or bounding-box units).
            for attr in ["clip-path", "mask"] {
                guard let (ref, inner) = layer(k, attr, ctx) else { continue }
                try walk(ref, inner, placed: true)
            }
        }

        /// What element `k` inherits and sets: font size, stroke width, transform.
        @inline(never)
        mutating func enter(_ k: Int32, _ parent: Context) throws(Violation) -> Context {
            let e = elements[Int(k)]
            var ctx = parent
            if let fs = e.props["font-size"] {
                switch fs.trimmingCharacters(in: .whitespaces).lowercased() {
                case "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "smaller", "larger":
                    ctx.fontSize = max(parent.fontSize * 1.2, 48)
                default:
                    if let v = try lengths(e, "font-size", fs, parent).first { ctx.fontSize = abs(v) }
                }
            }
            if let sw = e.props["stroke-width"], let v = try lengths(e, "stroke-width", sw, ctx).first { ctx.strokeWidth = abs(v) }
            if let t = e.props["transform"] { ctx.ctm = ctx.ctm.then(try transform(e, t)) }
            return ctx
        }

        /// The viewport a nested `svg` or a placed `symbol` sets up (its `x` and `y` too when `at`).
        @inline(never)
        mutating func viewport(_ e: Element, _ parent: Context, at: Bool) throws(Violation) -> Context? {
            var ctx = parent
            if at {
                let x = try length(e, "x", ctx, axis: 0), y = try length(e, "y", ctx, axis: 1)
                ctx.ctm = ctx.ctm.then(.translate(x, y))
            }
            let w = try length(e, "width", ctx, axis: 0, fallback: ctx.viewport.w)
            let h = try length(e, "height", ctx, axis: 1, fallback: ctx.viewport.h)
            // A view box with no area: SVG draws nothing, but librsvg may ignore it as invalid and
            // draw the content unscaled, so it is measured as no view box.
            if let vb = try viewBox(e), vb.w > 0, vb.h > 0 {
                let sx = abs(w) / vb.w, sy = abs(h) / vb.h
                let none = e.props["preserveAspectRatio"]?.contains("none") == true
                let s = max(sx, sy)
                ctx.ctm = ctx.ctm.then(.scale(none ? sx : s, none ? sy : s)).then(.translate(-vb.x, -vb.y))
                ctx.viewport = (vb.w, vb.h)
            } else {
                ctx.viewport = (abs(w), abs(h))
            }
            if !at, let sw = e.props["stroke-width"], let v = try lengths(e, "stroke-width", sw, ctx).first { ctx.strokeWidth = abs(v) }
            try point(e, ctx, 0, 0)
            return ctx
        }

        /// Where `use` element `k` draws: its target, the context there, and for a `symbol` or
        /// `svg` target that element with the use's width and height (its viewport). Nil when the
        /// href names nothing.
        @inline(never)
        mutating func placement(_ k: Int32, _ ctx: Context) throws(Violation) -> (Int32, Context, Element?)? {
            let e = elements[Int(k)]
            let x = try length(e, "x", ctx, axis: 0), y = try length(e, "y", ctx, axis: 1)
            guard let target = reference(e.props["href"]) else { return nil }
            var inner = ctx
            inner.ctm = ctx.ctm.then(.translate(x, y))
            try point(e, inner, 0, 0)
            let t = elements[Int(target)]
            guard t.name == "symbol" || t.name == "svg" else { return (target, inner, nil) }
            var te = t
            te.props["x"] = nil; te.props["y"] = nil
            if let w = e.props["width"] { te.props["width"] = w }
            if let h = e.props["height"] { te.props["height"] = h }
            return (target, inner, te)
        }

        /// The clip path or mask element `k` names in `attr`, and the context its content is drawn
        /// in: `ctx`, or in bounding-box units the element's device box (``box``, as walked so far).
        @inline(never)
        func layer(_ k: Int32, _ attr: String, _ ctx: Context) -> (Int32, Context)? {
            guard let ref = elements[Int(k)].props[attr].flatMap(urlReference) else { return nil }
            let t = elements[Int(ref)]
            guard t.name == "clipPath" || t.name == "mask" else { return nil }
            var inner = ctx
            let unitsAttr = t.name == "clipPath" ? "clipPathUnits" : "maskContentUnits"
            if t.props[unitsAttr]?.contains("objectBoundingBox") == true {
                // The unit square is the element's bounding box: at most its device box.
                let mine = box
                guard mine.maxX >= mine.minX, mine.maxY >= mine.minY else { return nil }
                inner.ctm = Affine(a: mine.maxX - mine.minX, d: mine.maxY - mine.minY, e: mine.minX, f: mine.minY)
            }
            return (ref, inner)
        }

        /// A shape or text element: its stroke, points and outline.
        @inline(never)
        mutating func shape(_ k: Int32, _ ctx: Context) throws(Violation) {
            let e = elements[Int(k)]
            switch e.name {
            case "path":
                try path(e, ctx)
            case "rect":
                let x = try length(e, "x", ctx, axis: 0), y = try length(e, "y", ctx, axis: 1)
                let w = abs(try length(e, "width", ctx, axis: 0)), h = abs(try length(e, "height", ctx, axis: 1))
                let sw = try stroke(e, ctx)
                for (px, py) in [(x, y), (x + w, y), (x, y + h), (x + w, y + h)] { try point(e, ctx, px, py) }
                let (ax, ay) = ctx.ctm.apply(x, y), (bx, by) = ctx.ctm.apply(x + w, y), (cx, cy) = ctx.ctm.apply(x, y + h)
                let len = 2 * (hypot(bx - ax, by - ay) + hypot(cx - ax, cy - ay))
                try draw(e, length: len, segments: e.props["rx"] != nil || e.props["ry"] != nil ? 8 : 4, stroke: sw)
            case "circle", "ellipse":
                let cx = try length(e, "cx", ctx, axis: 0), cy = try length(e, "cy", ctx, axis: 1)
                let r = e.name == "circle" ? abs(try length(e, "r", ctx))
                    : max(abs(try length(e, "rx", ctx, axis: 0)), abs(try length(e, "ry", ctx, axis: 1)))
                let sw = try stroke(e, ctx)
                try point(e, ctx, cx, cy, radius: r)
                try draw(e, length: 2 * .pi * r * ctx.ctm.norm, segments: 4, stroke: sw)
            case "line":
                let x1 = try length(e, "x1", ctx, axis: 0), y1 = try length(e, "y1", ctx, axis: 1)
                let x2 = try length(e, "x2", ctx, axis: 0), y2 = try length(e, "y2", ctx, axis: 1)
                let sw = try stroke(e, ctx)
                try point(e, ctx, x1, y1); try point(e, ctx, x2, y2)
                let (ax, ay) = ctx.ctm.apply(x1, y1), (bx, by) = ctx.ctm.apply(x2, y2)
                try draw(e, length: hypot(bx - ax, by - ay), segments: 1, stroke: sw)
            case "polyline", "polygon":
                try read(e, e.props["points"] ?? "")
                var sc = Scanner(e.props["points"] ?? "")
                var v: [Double] = []
                sc.skipSpace()
                while let n = sc.number() { v.append(n); sc.skipCommaSpace() }
                let sw = try stroke(e, ctx)
                var len = 0.0, last: (Double, Double)? = nil, first: (Double, Double)? = nil
                var i = 0
                while i + 1 < v.count {
                    try point(e, ctx, v[i], v[i + 1])
                    let p = ctx.ctm.apply(v[i], v[i + 1])
                    if let l = last { len += hypot(p.0 - l.0, p.1 - l.1) } else { first = p }
                    last = p
                    i += 2
                }
                if let f = first, let l = last { len += hypot(f.0 - l.0, f.1 - l.1) }
                try draw(e, length: len, segments: v.count / 2 + 1, stroke: sw)
            case "text", "tspan":
                // Glyphs run along the line from the farthest position given: each within a font
                // size of it, as many as the bytes of text.
                var far = (x: 0.0, y: 0.0)
                for (name, axis) in [("x", 0), ("y", 1), ("dx", 0), ("dy", 1)] {
                    guard let t = e.props[name] else { continue }
                    let vs = try lengths(e, name, t, ctx, axis: axis).map(abs)
                    let v = name.hasPrefix("d") ? vs.reduce(0, +) : (vs.max() ?? 0)
                    if axis == 0 { far.x += v } else { far.y += v }
                }
                // Spacing moves every glyph along the line (either way, vertical text too).
                var spacing = 0.0
                for name in ["letter-spacing", "word-spacing"] {
                    if let t = e.props[name] { spacing += try lengths(e, name, t, ctx, axis: 0).map(abs).reduce(0, +) }
                }
                far.x += spacing * Double(e.textBytes); far.y += spacing * Double(e.textBytes)
                let sw = try stroke(e, ctx)
                for (px, py) in [(far.x, far.y), (-far.x, far.y), (far.x, -far.y), (-far.x, -far.y)] {
                    try point(e, ctx, px, py, radius: ctx.fontSize * Double(e.textBytes + 1))
                }
                try draw(e, length: 8 * ctx.fontSize * ctx.ctm.norm * Double(e.textBytes), segments: 4 * e.textBytes, stroke: sw)
            default:
                break
            }
        }

        func reference(_ href: String?) -> Int32? {
            guard let h = href?.trimmingCharacters(in: .whitespaces), h.hasPrefix("#") else { return nil }
            return ids[String(h.dropFirst())]
        }

        func urlReference(_ value: String) -> Int32? {
            guard let open = value.range(of: "url(", options: .caseInsensitive) else { return nil }
            let body = value[open.upperBound...].prefix(while: { $0 != ")" })
            let t = body.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\n\"'"))
            guard t.hasPrefix("#") else { return nil }
            return ids[String(t.dropFirst())]
        }

        /// A `path`'s data: every point checked, its length and segments added. Stops at the first
        /// error, as librsvg draws up to it.
        mutating func path(_ e: Element, _ ctx: Context) throws(Violation) {
            let sw = try stroke(e, ctx)
            try read(e, e.props["d"] ?? "")
            var sc = Scanner(e.props["d"] ?? "")
            var cur = (0.0, 0.0), start = (0.0, 0.0), len = 0.0, segments = 0
            var command: UInt8 = 0
            var lastCubic: (Double, Double)? = nil, lastQuad: (Double, Double)? = nil
            let m = ctx.ctm, norm = m.norm
            func dist(_ p: (Double, Double), _ q: (Double, Double)) -> Double {
                let a = m.apply(p.0, p.1), b = m.apply(q.0, q.1)
                return hypot(a.0 - b.0, a.1 - b.1)
            }
            sc.skipSpace()
            loop: while !sc.atEnd {
                if let c = sc.peek(), (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) {
                    command = c
                    sc.i += 1
                    sc.skipSpace()
                    if c == UInt8(ascii: "Z") || c == UInt8(ascii: "z") {
                        len += dist(cur, start); segments += 1; cur = start
                        lastCubic = nil; lastQuad = nil
                        continue
                    }
                } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                    break
                }
                let rel = command >= 0x61
                let base = rel ? cur : (0.0, 0.0)
                func num() -> Double? { let v = sc.number(); sc.skipCommaSpace(); return v }
                var pts: [(Double, Double)] = []
                var next: (Double, Double)
                switch command | 0x20 {
                case UInt8(ascii: "m"), UInt8(ascii: "l"):
                    guard let x = num(), let y = num() else { break loop }
                    next = (base.0 + x, base.1 + y)
                case UInt8(ascii: "t"):
                    guard let x = num(), let y = num() else { break loop }
                    pts = [lastQuad.map { (2 * cur.0 - $0.0, 2 * cur.1 - $0.1) } ?? cur]
                    next = (base.0 + x, base.1 + y)
                case UInt8(ascii: "h"):
                    guard let x = num() else { break loop }
                    next = (base.0 + x, cur.1)
                case UInt8(ascii: "v"):
                    guard let y = num() else { break loop }
                    next = (cur.0, base.1 + y)
                case UInt8(ascii: "c"):
                    guard let x1 = num(), let y1 = num(), let x2 = num(), let y2 = num(), let x = num(), let y = num() else { break loop }
                    pts = [(base.0 + x1, base.1 + y1), (base.0 + x2, base.1 + y2)]
                    next = (base.0 + x, base.1 + y)
                case UInt8(ascii: "s"):
                    guard let x2 = num(), let y2 = num(), let x = num(), let y = num() else { break loop }
                    let c1 = lastCubic.map { (2 * cur.0 - $0.0, 2 * cur.1 - $0.1) } ?? cur
                    pts = [c1, (base.0 + x2, base.1 + y2)]
                    next = (base.0 + x, base.1 + y)
                case UInt8(ascii: "q"):
                    guard let x1 = num(), let y1 = num(), let x = num(), let y = num() else { break loop }
                    pts = [(base.0 + x1, base.1 + y1)]
                    next = (base.0 + x, base.1 + y)
                case UInt8(ascii: "a"):
                    guard let rx = num(), let ry = num(), let phi = num() else { break loop }
                    guard let large = sc.flag() else { break loop }
                    sc.skipCommaSpace()
                    guard let sweep = sc.flag() else { break loop }
                    sc.skipCommaSpace()
                    guard let x = num(), let y = num() else { break loop }
                    next = (base.0 + x, base.1 + y)
                    let arc = Self.arc(from: cur, to: next, rx: rx, ry: ry, degrees: phi, large: large != 0, sweep: sweep != 0)
                    try point(e, ctx, next.0, next.1)
                    // Every point of the arc is within half its length plus half the chord of the
                    // chord's middle, and within twice the radius of it.
                    let chord = hypot(next.0 - cur.0, next.1 - cur.1), long = arc.radius * arc.sweep
                    try point(e, ctx, (cur.0 + next.0) / 2, (cur.1 + next.1) / 2, radius: min(2 * arc.radius, (long + chord) / 2))
                    len += long * norm + dist(cur, next)
                    segments += max(1, Int((arc.sweep / (.pi / 2)).rounded(.up)))
                    cur = next
                    lastCubic = nil; lastQuad = nil
                    continue
                default:
                    break loop
                }
                // Control points (cubic, quadratic) and the end point: the control polygon is at
                // least as long as the curve, which lies inside it.
                var prev = cur
                for p in pts { try point(e, ctx, p.0, p.1); len += dist(prev, p); prev = p }
                try point(e, ctx, next.0, next.1)
                len += dist(prev, next)
                let lower = command | 0x20
                lastCubic = lower == UInt8(ascii: "c") || lower == UInt8(ascii: "s") ? pts.last : nil
                lastQuad = lower == UInt8(ascii: "q") || lower == UInt8(ascii: "t") ? pts.last : nil
                segments += 1
                if command | 0x20 == UInt8(ascii: "m") {
                    len -= dist(cur, next)
                    start = next
                    command = rel ? UInt8(ascii: "l") : UInt8(ascii: "L")
                }
                cur = next
            }
            try draw(e, length: len, segments: segments, stroke: sw)
        }

        /// An SVG arc (SVG 1.1 F.6.5, radii too small to join the ends scaled up as SVG does):
        /// its centre, its larger radius and the angle it sweeps, radians (its length is at most
        /// the radius times the sweep). A zero radius is a straight line.
        static func arc(from p: (Double, Double), to q: (Double, Double), rx rx0: Double, ry ry0: Double, degrees: Double,
                        large: Bool, sweep: Bool) -> (centre: (Double, Double), radius: Double, sweep: Double) {
            var rx = abs(rx0), ry = abs(ry0)
            let mid = ((p.0 + q.0) / 2, (p.1 + q.1) / 2)
            guard rx > 0, ry > 0, p != q else { return (mid, hypot(p.0 - q.0, p.1 - q.1) / 2, 0) }
            let phi = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
            let cp = cos(phi), sp = sin(phi)
            let dx = (p.0 - q.0) / 2, dy = (p.1 - q.1) / 2
            let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
            // In units of the radii, so that huge radii do not overflow when squared.
            let lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
            if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
            let a = x1 / rx, b = y1 / ry                      // the half chord on the unit circle
            let d2 = a * a + b * b
            let k = (max(0, 1 - d2) / max(d2, .leastNormalMagnitude)).squareRoot() * (large != sweep ? 1 : -1)
            let cxu = k * b, cyu = -k * a                      // the centre on the unit circle
            let cx = cp * (cxu * rx) - sp * (cyu * ry) + mid.0, cy = sp * (cxu * rx) + cp * (cyu * ry) + mid.1
            let u = (a - cxu, b - cyu), v = (-a - cxu, -b - cyu)
            var delta = atan2(u.0 * v.1 - u.1 * v.0, u.0 * v.0 + u.1 * v.1)
            if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
            let r = max(rx, ry)
            guard r.isFinite, cx.isFinite, cy.isFinite, delta.isFinite else { return (mid, .infinity, 2 * .pi) }
            return ((cx, cy), r, abs(delta))
        }
    }

    /// Checks the icon's geometry (``IconCheck`` calls it once the reference graph is bounded).
    /// - Throws: ``Violation`` naming the first element over a bound.
    static func evaluate(_ elements: [Element], children: [[Int32]], ids: [String: Int32]) throws(Violation) -> Measure {
        guard let root = elements.first else { return Measure() }
        var walk = Walk(elements: elements, children: children, ids: ids)
        let ctx0 = Context(ctm: .identity, viewport: (boxPixels, boxPixels))
        var vb: (x: Double, y: Double, w: Double, h: Double)
        if let v = try walk.viewBox(root), v.w > 0, v.h > 0 {
            vb = v
        } else {
            // librsvg fits an absolute width and height as it would a view box.
            let w = try walk.length(root, "width", ctx0, axis: 0, fallback: -1)
            let h = try walk.length(root, "height", ctx0, axis: 1, fallback: -1)
            let absolute = { (s: String?) in s.map { !$0.contains("%") } ?? false }
            if w > 0, h > 0, absolute(root.props["width"]), absolute(root.props["height"]) { vb = (0, 0, w, h) }
            else { vb = (0, 0, 16, 16) }  // measured as a 16-unit icon
        }
        if root.props["transform"] != nil {
            throw Violation(description: (root.line > 0 ? "line \(root.line): " : "") + "the root <svg> has a transform; icons place their drawing with the viewBox")
        }
        let s = boxPixels / min(vb.w, vb.h)
        var ctx = ctx0
        ctx.ctm = Affine.scale(s, s).then(.translate(-vb.x, -vb.y))
        ctx.viewport = (vb.w, vb.h)
        walk.outline = outlinePixels * max(vb.w, vb.h) / boxPixels
        try walk.walk(0, ctx)
        return walk.measure
    }
}

import Foundation
