import CNavMockXML

/// The one check an SVG icon's bytes pass before librsvg sees them (issue 35): read with a real
/// XML parser, held to an allow-list of what icon sets use, and bounded.
///
/// **Protection chosen: an allow-list strict enough that every known way to abort, overflow the
/// stack, hang or exhaust memory inside librsvg is unreachable, not a helper process.** An abort
/// inside librsvg cannot be caught in the process; a helper process could contain it, but would
/// cost a process start, a pipe and a copy of every mask for each icon first drawn (NavMock
/// renders a tab bar in a few milliseconds) and a second way of drawing icons to keep equal to
/// the first. Icons are small pictures: bootstrap-icons use `svg`, `path`, `rect` and `circle`,
/// Phosphor adds `g`, `line`, `polyline`, `polygon` and `ellipse` (IconCheckTests runs every
/// file of both sets through this check). Every known failure lies outside that vocabulary or
/// beyond a bound, and each has a test: `feConvolveMatrix` (abort, exit 134) and `feTurbulence`
/// (55 hours) are filters, refused by name; `<image>` with a `data:` PNG (2.8 GB) or `data:` SVG
/// (nesting without end, exit 139) is refused by name; `<use>` however its `href` is written
/// (`&#35;id`, `xlink:href`) is counted after libxml2 has decoded it, its expansion bounded by
/// ``IconComplexity`` (elements, path bytes, layers, reference depth), so exponential fan-out
/// (122 s, 715 MB) and deep chains are refused; entities are never substituted, and a DOCTYPE
/// that declares anything is refused. The libxml2 reader is told XML_PARSE_NONET and nothing
/// else (no entity substitution, no DTD loading, no XInclude), so the check reads no other file.
///
/// What is allowed:
/// - elements (SVG namespace, or none): ``allowedElements``; elements in another namespace
///   (Inkscape's, RDF inside `metadata`) are kept as inert nodes, as librsvg creates nothing for
///   them, but their SVG-namespace descendants are checked like any other;
/// - attributes with no namespace: ``allowedAttributes``; `xlink:href`; `xml:space` and
///   `xml:lang`; namespace declarations; attributes in another namespace (`inkscape:label`),
///   which librsvg ignores; `style` only as declarations of ``allowedAttributes`` properties;
/// - references: `href` only on `use` and gradients and only to an id of the same file
///   (`#id`); `url(#id)` only to an id of the same file; ids unique;
/// - text (`text`, `tspan`) with the process's fonts, as before (the fixtures' indicator uses
///   it), at most ``maxTextBytes``.
///
/// The cost of drawing it (``IconGeometry``): each element's drawing scale is worked out (every
/// `transform`, nested `svg` and `symbol` view box and `use` placement, from the icon's view box
/// to a 1,024-pixel box: the 64 pt large-content icon at scale 16, the largest NavMock draws),
/// and the icon is refused when, drawn there, a stroke is wider than 2,048 px (its own
/// `stroke-width` or NavMock's outline of emboldened icons), a coordinate, radius or font size
/// reaches farther than 65,536 px, its outlines together are longer than 2,000,000 px, or it has
/// more than 1,024 pieces of outline (lines, curves, quarter arcs; overlapping outlines cost Cairo
/// their count squared). Dashes: none (`stroke-dasharray` is refused). The walk's own work is
/// bounded too: at most 1 MiB of attribute text parsed, each `use` copy counted again. Measured with
/// `Benchmarks/icon-bounds.py` (the costliest icons each bound still lets through, drawn at
/// 1,024 px on the shared 2-core machine): at most 0.94 s and 30 MB; before these bounds, a 48 KB
/// icon stroked 10⁹ wide took over 120 s and 4.2 GB, and 2,000 stacked circles 12 s. A
/// `transform` where librsvg might not apply one (`svg`, `symbol`, `mask`) and geometry set in a
/// `style` are refused, so that what is measured is what librsvg draws.
///
/// Refused, each with a message naming the element or attribute and its line: filters and every
/// `fe*` element, `image`, `foreignObject`, `pattern` (tiles without end), `marker` (one per
/// vertex), `style` elements and `xml-stylesheet` (CSS could set what the attributes may not),
/// `script`, `switch`, `a`, `stroke-dasharray` (as many pieces as the path's length divided by
/// the pattern), processing instructions, entity references, and anything not listed.
public enum IconCheck {
    /// Largest icon file, bytes: 1 MiB (the same bound as ``RenderLimits/maxIconBytes``, which
    /// the file read applies first). The icon sets' largest file is 3.5 KB.
    public static let maxBytes = 1 << 20
    /// Deepest nesting of elements (the root `svg` is depth 0): 32. The icon sets nest 2 deep at
    /// most. With ``IconComplexity/maxReferenceDepth`` it bounds librsvg's recursion.
    public static let maxDepth = 32
    /// Most elements as written: 4,096 (the icon sets have 22 at most).
    public static let maxElements = 4_096
    /// Most attributes on one element: 64.
    public static let maxAttributesPerElement = 64
    /// Longest attribute value (path data, `points`, `style`), bytes: 64 KiB (the icon sets'
    /// longest is 3.3 KB of path data).
    public static let maxAttributeBytes = 64 << 10
    /// Most bytes of text an icon may draw (character data inside `text` and `tspan`): 1 KiB.
    /// Text is shaped and drawn with the process's fonts: 60 KB of it took 5.5 s and 180 MB.
    public static let maxTextBytes = 1 << 10

    /// Elements an icon may use (local names in the SVG namespace or none). `title`, `desc` and
    /// `metadata` are drawn by nothing; `text` and `tspan` draw with the process's fonts.
    public static let allowedElements: Set<String> = [
        "svg", "g", "defs", "symbol", "use",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "linearGradient", "radialGradient", "stop", "clipPath", "mask",
        "title", "desc", "metadata", "text", "tspan",
    ]

    /// Attributes (no namespace) an icon may use, and the properties a `style` attribute may set:
    /// geometry, presentation (fill, stroke without dashes, opacity, clip, mask, colour,
    /// visibility, transform), gradient and stop, clip and mask units, text. Not `filter`, not
    /// `marker-*`, not `stroke-dasharray`.
    public static let allowedAttributes: Set<String> = [
        "id", "class", "style", "version", "baseProfile", "x", "y", "width", "height", "viewBox",
        "preserveAspectRatio", "d", "points", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2",
        "pathLength", "transform", "href",
        "fill", "fill-rule", "fill-opacity", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin",
        "stroke-miterlimit", "stroke-opacity", "opacity", "color", "display", "visibility", "overflow",
        "clip-path", "clip-rule", "mask", "shape-rendering", "color-interpolation", "vector-effect",
        "enable-background", "isolation", "mix-blend-mode",
        "gradientUnits", "gradientTransform", "spreadMethod", "fx", "fy", "fr", "offset", "stop-color",
        "stop-opacity", "clipPathUnits", "maskUnits", "maskContentUnits",
        "font-family", "font-size", "font-weight", "font-style", "font-variant", "font-stretch",
        "text-anchor", "dominant-baseline", "alignment-baseline", "baseline-shift", "dx", "dy",
        "letter-spacing", "word-spacing", "text-decoration", "writing-mode", "direction", "unicode-bidi",
    ]

    /// Properties a `style` attribute may not set: names and references, and geometry (where
    /// librsvg may differ from the attribute, so that ``IconGeometry`` would measure the wrong one).
    static let notInStyle: Set<String> = [
        "id", "class", "style", "href", "d", "points", "transform", "x", "y", "width", "height", "viewBox",
        "preserveAspectRatio", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2", "fx", "fy", "fr", "dx", "dy",
        "pathLength", "offset", "gradientUnits", "gradientTransform", "clipPathUnits", "maskUnits", "maskContentUnits",
    ]

    /// Elements that may not have a `transform` (SVG 1.1 gives them none; a view box places them).
    static let untransformable: Set<String> = ["svg", "symbol", "mask", "defs", "title", "desc", "metadata", "stop", "tspan"]

    /// Elements that may carry `href` (or `xlink:href`): `use` and gradients (which inherit
    /// stops and attributes from the gradient named).
    static let hrefElements: Set<String> = ["use", "linearGradient", "radialGradient"]

    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// Why an icon is not drawn.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// Whether the bytes are not well-formed XML (libxml2's message), rather than well-formed
        /// but refused by the allow-list or a bound.
        public let malformed: Bool
        /// A short lower-case clause, with the line when known: "line 3: element <filter> is not
        /// allowed in an icon (…)".
        public let description: String
    }

    /// Checks `svg` and returns its ``IconComplexity/Measure``. Reads only these bytes (no file,
    /// no network); linear in their size plus the number of references. The geometry walk
    /// recurses once per element on the way down (at most 32 levels through 8 references): call
    /// it on a thread with 2 MiB of stack or more (NavMock's have 8 MiB).
    ///
    /// ```swift
    /// let measure = try IconCheck.check(Array(svgData))   // throws(IconCheck.Refusal)
    /// ```
    /// - Throws: ``Refusal`` with `malformed` true when libxml2 cannot read the bytes as XML (or
    ///   cannot be loaded); false when the icon is outside the allow-list or a bound (``maxBytes``,
    ///   ``maxDepth``, ``maxElements``, ``maxAttributesPerElement``, ``maxAttributeBytes``,
    ///   ``maxTextBytes``, the limits of ``IconComplexity``).
    public static func check(_ svg: [UInt8]) throws(Refusal) -> IconComplexity.Measure {
        try checked(svg, keepingTree: false).measure
    }

    /// Checks `svg` as ``check(_:)`` does and returns the document as the check read it: its
    /// root `svg` element with the SVG elements and attributes the allow-list let through
    /// (``IconElement``), for NavMock's SVG writer, which draws an icon's own shapes from this
    /// tree and never from the file's text. Left out: elements of other vocabularies and
    /// everything inside them, `title`, `desc` and `metadata`, attributes in other namespaces;
    /// `xlink:href` is kept as `href`.
    /// - Throws: ``Refusal``, as ``check(_:)``.
    public static func parse(_ svg: [UInt8]) throws(Refusal) -> IconElement {
        guard let root = try checked(svg, keepingTree: true).tree else {
            throw Refusal(malformed: true, description: "not a valid SVG (no root element)")
        }
        return root
    }

    /// The check, keeping the tree when asked.
    static func checked(_ svg: [UInt8], keepingTree: Bool) throws(Refusal) -> (measure: IconComplexity.Measure, tree: IconElement?) {
        guard svg.count <= maxBytes else {
            throw Refusal(malformed: false, description: "it is \(svg.count) bytes, over the icon limit of \(maxBytes) bytes")
        }
        if let why = navmock_xml_load() { throw Refusal(malformed: true, description: String(cString: why)) }
        let result: Result<([IconComplexity.Node], [IconGeometry.Element], [String: Int32], IconElement?), Refusal> = svg.withUnsafeBufferPointer { buf in
            guard let reader = navmock_xml_open(buf.baseAddress, buf.count) else {
                return .failure(Refusal(malformed: true, description: "libxml2 could not open a reader"))
            }
            defer { navmock_xml_close(reader) }
            var walk = Walk(reader: reader)
            walk.keepsTree = keepingTree
            do throws(Refusal) { try walk.run() } catch { return .failure(error) }
            return .success((walk.nodes, walk.elements, walk.ids, walk.finishTree()))
        }
        let (nodes, elements, ids, tree): ([IconComplexity.Node], [IconGeometry.Element], [String: Int32], IconElement?)
        switch result {
        case .success(let r): (nodes, elements, ids, tree) = r
        case .failure(let e): throw e
        }
        var measure: IconComplexity.Measure
        do throws(IconComplexity.Violation) { measure = try IconComplexity.evaluate(nodes, ids: ids) }
        catch { throw Refusal(malformed: false, description: error.description) }
        // With the expansion bounded (and no reference cycle), what drawing it costs.
        do throws(IconGeometry.Violation) {
            let g = try IconGeometry.evaluate(elements, children: nodes.map(\.children), ids: ids)
            measure.strokePixels = g.strokePixels
            measure.coordinatePixels = g.coordinatePixels
            measure.drawPixels = g.drawPixels
            measure.segments = g.segments
            measure.measuredBytes = g.measuredBytes
        } catch { throw Refusal(malformed: false, description: error.description) }
        return (measure, tree)
    }

    /// One pass of libxml2's reader over the document, building the reference graph.
    struct Walk {
        let reader: OpaquePointer
        var nodes: [IconComplexity.Node] = []
        /// The same elements as ``IconGeometry`` reads them, in step with `nodes`.
        var elements: [IconGeometry.Element] = []
        var ids: [String: Int32] = [:]
        /// Open elements, outermost first.
        var open: [Int32] = []
        /// Whether each open element is an SVG `text` or `tspan`, in step with `open`.
        var openIsText: [Bool] = []
        /// Bytes of character data inside `text` and `tspan` so far.
        var textBytes = 0
        var sawRoot = false
        /// Whether to keep the tree (``IconCheck/parse(_:)``).
        var keepsTree = false
        /// The elements being read, outermost first, with their depth; nil for one left out of
        /// the tree (and so everything inside it).
        var building: [(depth: Int, element: IconElement?)] = []
        /// The root, once its end is read.
        var root: IconElement?

        init(reader: OpaquePointer) { self.reader = reader }

        /// Closes the elements being read down to `depth` (those at `depth` and deeper), each
        /// added to its parent.
        mutating func closeTree(to depth: Int) {
            while let last = building.last, last.depth >= depth {
                building.removeLast()
                guard let done = last.element else { continue }
                if building.isEmpty { root = done }
                else if building[building.count - 1].element != nil { building[building.count - 1].element!.children.append(.element(done)) }
            }
        }

        /// The root of the tree kept (nil when none was kept).
        mutating func finishTree() -> IconElement? {
            closeTree(to: 0)
            return root
        }

        func refuse(_ what: String, line: Int32? = nil) -> Refusal {
            let l = line ?? navmock_xml_line(reader)
            return Refusal(malformed: false, description: (l > 0 ? "line \(l): " : "") + what)
        }

        static func string(_ p: UnsafePointer<CChar>?) -> String? { p.map { String(cString: $0) } }

        mutating func run() throws(Refusal) {
            while true {
                let rc = navmock_xml_read(reader)
                if rc == 0 { break }
                if rc < 0 {
                    var line: Int32 = 0
                    let msg = String(cString: navmock_xml_error(reader, &line))
                    let text = msg.isEmpty ? "malformed XML" : msg
                    throw Refusal(malformed: true, description: "not a valid SVG (" + (line > 0 ? "line \(line): " : "") + text + ")")
                }
                switch navmock_xml_node_type(reader) {
                case Int32(NAVMOCK_XML_ELEMENT): try element()
                case Int32(NAVMOCK_XML_END_ELEMENT):
                    if !open.isEmpty { open.removeLast(); openIsText.removeLast() }
                    if keepsTree { closeTree(to: max(0, Int(navmock_xml_depth(reader)))) }
                case Int32(NAVMOCK_XML_TEXT), Int32(NAVMOCK_XML_CDATA), Int32(NAVMOCK_XML_SIGNIFICANT_WHITESPACE):
                    guard openIsText.last == true, let owner = open.last else { continue }
                    let value = Self.string(navmock_xml_value(reader)) ?? ""
                    if keepsTree {
                        closeTree(to: max(0, Int(navmock_xml_depth(reader))))
                        if building.last?.element != nil { building[building.count - 1].element!.children.append(.text(value)) }
                    }
                    let n = value.utf8.count
                    textBytes += n
                    elements[Int(owner)].textBytes += n
                    if textBytes > maxTextBytes {
                        throw refuse("it has more than \(maxTextBytes) bytes of text (the limit on text in an icon)")
                    }
                case Int32(NAVMOCK_XML_DOCUMENT_TYPE):
                    if navmock_xml_has_internal_subset(reader) != 0 {
                        throw refuse("it has a DOCTYPE that declares entities or attributes; icons may declare none", line: 0)
                    }
                case Int32(NAVMOCK_XML_ENTITY_REFERENCE):
                    let name = Self.string(navmock_xml_local_name(reader)) ?? ""
                    throw refuse("it uses the entity &\(name.prefix(40));, and icons may use none")
                case Int32(NAVMOCK_XML_PROCESSING_INSTRUCTION):
                    let name = Self.string(navmock_xml_local_name(reader)) ?? ""
                    throw refuse("the processing instruction <?\(name.prefix(40))?> is not allowed in an icon")
                default: continue
                }
            }
            guard sawRoot else { throw Refusal(malformed: true, description: "not a valid SVG (no root element)") }
        }

        mutating func element() throws(Refusal) {
            let line = navmock_xml_line(reader)
            let depth = max(0, Int(navmock_xml_depth(reader)))
            guard depth <= maxDepth else {
                throw refuse("its elements nest more than \(maxDepth) deep (the limit on icon nesting)", line: line)
            }
            guard nodes.count < maxElements else {
                throw refuse("it has more than \(maxElements) elements (the limit on icon size)", line: line)
            }
            let name = Self.string(navmock_xml_local_name(reader)) ?? ""
            let ns = Self.string(navmock_xml_namespace(reader))
            let isSVG = ns == nil || ns == svgNamespace
            if !sawRoot {
                sawRoot = true
                guard isSVG, name == "svg" else { throw refuse("its root element is <\(name.prefix(40))>, not <svg>", line: line) }
            }
            if isSVG, !allowedElements.contains(name) {
                throw refuse("element <\(name.prefix(40))> is not allowed in an icon (icons may use paths, basic shapes, groups, gradients, clip paths, masks, text and bounded <use>)", line: line)
            }
            // Keep `open` in step with the reader's depth (the root is 0).
            if open.count > depth { open.removeLast(open.count - depth); openIsText.removeLast(openIsText.count - depth) }
            let index = Int32(nodes.count)
            var node = IconComplexity.Node()
            node.layer = isSVG && (name == "mask" || name == "clipPath")
            var geometry = IconGeometry.Element(name: isSVG ? name : "", line: line)
            var styled: [String: String] = [:]
            var count = 0
            // The tree keeps SVG elements that draw or define, inside a kept parent.
            let parentKept = building.isEmpty || building.last?.element != nil
            var kept: IconElement? = keepsTree && isSVG && parentKept && !["title", "desc", "metadata"].contains(name)
                ? IconElement(name: name) : nil
            if keepsTree { closeTree(to: depth) }
            while navmock_xml_next_attribute(reader) == 1 {
                count += 1
                guard count <= maxAttributesPerElement else {
                    throw refuse("element <\(name)> has more than \(maxAttributesPerElement) attributes", line: line)
                }
                if isSVG {
                    try attribute(of: name, index: count - 1, into: &node, geometry: &geometry, styled: &styled, line: line)
                    if kept != nil, let local = Self.string(navmock_xml_local_name(reader)), let value = Self.string(navmock_xml_value(reader)) {
                        switch Self.string(navmock_xml_namespace(reader)) {
                        case nil: kept!.attributes.append(IconAttribute(name: local, value: value))
                        case xlinkNamespace?: kept!.attributes.append(IconAttribute(name: "href", value: value))
                        default: break
                        }
                    }
                }
                else if let local = Self.string(navmock_xml_local_name(reader)), local == "id",
                        Self.string(navmock_xml_namespace(reader)) == nil,
                        let value = Self.string(navmock_xml_value(reader)) {
                    try define(value, at: index, line: line)
                }
            }
            navmock_xml_to_element(reader)
            if let parent = open.last { nodes[Int(parent)].children.append(index) }
            nodes.append(node)
            if keepsTree {
                building.append((depth, kept))
                if navmock_xml_is_empty(reader) != 0 { closeTree(to: depth) }
            }
            // A style declaration wins over the attribute, as in librsvg.
            geometry.props.merge(styled) { _, style in style }
            elements.append(geometry)
            if navmock_xml_is_empty(reader) == 0 { open.append(index); openIsText.append(isSVG && (name == "text" || name == "tspan")) }
        }

        mutating func define(_ id: String, at index: Int32, line: Int32) throws(Refusal) {
            guard ids[id] == nil else { throw refuse("the id \"\(id.prefix(40))\" is given twice", line: line) }
            ids[id] = index
        }

        /// The current attribute of SVG element `element`.
        mutating func attribute(of element: String, index: Int, into node: inout IconComplexity.Node,
                                geometry: inout IconGeometry.Element, styled: inout [String: String], line: Int32) throws(Refusal) {
            let local = Self.string(navmock_xml_local_name(reader)) ?? ""
            let ns = Self.string(navmock_xml_namespace(reader))
            let value = Self.string(navmock_xml_value(reader)) ?? ""
            let shown = ns == xlinkNamespace ? "xlink:" + local : local
            if ns == xmlnsNamespace { return }
            guard value.utf8.count <= maxAttributeBytes else {
                throw refuse("attribute \(shown) of <\(element)> is \(value.utf8.count) bytes, over the limit of \(maxAttributeBytes)", line: line)
            }
            if navmock_xml_attribute_has_entity(reader, Int32(index)) != 0 {
                throw refuse("attribute \(shown) of <\(element)> uses an entity, and icons may use none", line: line)
            }
            switch ns {
            case nil: break
            case xlinkNamespace?:
                guard local == "href" else { throw refuse("attribute xlink:\(local.prefix(40)) is not allowed in an icon", line: line) }
            case xmlNamespace?:
                guard local == "space" || local == "lang" else { throw refuse("attribute xml:\(local.prefix(40)) is not allowed in an icon", line: line) }
                return
            case svgNamespace?:
                throw refuse("attribute \(local.prefix(40)) of <\(element)> is in the SVG namespace; icons write attributes without a prefix", line: line)
            default:
                return  // Another vocabulary's (inkscape:label): librsvg reads none of them.
            }
            guard ns != nil || allowedAttributes.contains(local) else {
                throw refuse("attribute \(local.prefix(40)) of <\(element)> is not allowed in an icon", line: line)
            }
            if local == "transform", untransformable.contains(element) {
                throw refuse("<\(element)> may not have a transform in an icon (its view box places it)", line: line)
            }
            let had = geometry.props["href"]
            geometry.props[local] = value
            switch local {
            case "id" where ns == nil:
                try define(value, at: Int32(nodes.count), line: line)
            case "href":
                if had != nil {
                    throw refuse("<\(element)> has both href and xlink:href; an icon gives one", line: line)
                }
                guard hrefElements.contains(element) else {
                    throw refuse("<\(element)> may not have \(shown) (only <use> and gradients refer to other elements)", line: line)
                }
                let target = value.trimmingASCIIWhitespace
                guard target.hasPrefix("#"), target.count > 1 else {
                    throw refuse("\(shown) of <\(element)> is \"\(value.prefix(40))\"; an icon may refer only to an element of its own file (#id)", line: line)
                }
                node.refs.append(String(target.dropFirst()))
            case "d", "points":
                node.pathBytes += value.utf8.count
            case "style":
                try style(value, of: element, into: &node, styled: &styled, line: line)
            case "opacity", "mask", "clip-path":
                node.layer = true
                try urls(in: value, attribute: local, of: element, into: &node, line: line)
            default:
                try urls(in: value, attribute: local, of: element, into: &node, line: line)
            }
        }

        /// A `style` attribute: `property: value` declarations of allowed properties only.
        mutating func style(_ text: String, of element: String, into node: inout IconComplexity.Node,
                            styled: inout [String: String], line: Int32) throws(Refusal) {
            // No CSS escapes, comments, blocks or at-rules: they could spell a property the list refuses.
            if text.contains(where: { $0 == "\\" || $0 == "{" || $0 == "}" || $0 == "@" }) || text.contains("/*") {
                throw refuse("the style of <\(element)> uses CSS escapes, comments, blocks or at-rules; icons may only declare properties", line: line)
            }
            for declaration in text.split(separator: ";") {
                // Empty pieces kept: ":" is two empty parts, never none (the icon fuzz target found
                // `style=":;"` trapping here).
                let parts = declaration.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0]).trimmingASCIIWhitespace.lowercased()
                if name.isEmpty && parts.count == 1 { continue }
                guard parts.count == 2, allowedAttributes.contains(name), !notInStyle.contains(name) else {
                    throw refuse("the style of <\(element)> sets \"\(name.prefix(40))\", which is not allowed in an icon", line: line)
                }
                var value = String(parts[1]).trimmingASCIIWhitespace
                if value.lowercased().hasSuffix("!important") { value = String(value.dropLast(10)).trimmingASCIIWhitespace }
                styled[name] = value
                if name == "opacity" || name == "mask" || name == "clip-path" { node.layer = true }
                try urls(in: String(parts[1]), attribute: name, of: element, into: &node, line: line)
            }
        }

        /// Each `url(…)` in `value` must name an id of this file (`#id`); each becomes a reference.
        mutating func urls(in value: String, attribute: String, of element: String, into node: inout IconComplexity.Node, line: Int32) throws(Refusal) {
            guard value.contains("(") else { return }
            var rest = Substring(value)
            while let open = rest.firstIndex(of: "(") {
                let function = rest[..<open].reversed().prefix(while: { $0.isLetter || $0 == "-" }).reversed()
                let after = rest[rest.index(after: open)...]
                guard String(function).lowercased() == "url" else {
                    // Colour functions (rgb(), hsl()) take numbers; nothing else is read.
                    rest = after
                    continue
                }
                let body = after.prefix(while: { $0 != ")" })
                let target = String(body).trimmingASCIIWhitespace.trimmingQuotes.trimmingASCIIWhitespace
                guard target.hasPrefix("#"), target.count > 1 else {
                    throw refuse("\(attribute) of <\(element)> refers to \"\(target.prefix(40))\"; an icon may refer only to an element of its own file (url(#id))", line: line)
                }
                node.refs.append(String(target.dropFirst()))
                rest = after[body.endIndex...]
            }
        }
    }
}

fileprivate extension String {
    /// Without leading and trailing ASCII white space (space, tab, CR, LF, form feed).
    var trimmingASCIIWhitespace: String {
        let ws: Set<Character> = [" ", "\t", "\r", "\n", "\u{0C}"]
        return String(drop(while: { ws.contains($0) }).reversed().drop(while: { ws.contains($0) }).reversed())
    }
    /// Without leading and trailing quotation marks (`"`, `'`).
    var trimmingQuotes: String {
        let q: Set<Character> = ["\"", "'"]
        return String(drop(while: { q.contains($0) }).reversed().drop(while: { q.contains($0) }).reversed())
    }
}
