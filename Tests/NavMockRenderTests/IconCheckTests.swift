import Foundation
import NavMockRender
import Testing

/// The one check before librsvg sees an icon (IconCheck: libxml2, an allow-list, bounds) and the
/// expansion limits it applies (IconComplexity).
@Suite("Icon check")
struct IconCheckTests {
    static func svg(_ body: String) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 16 16\">\(body)</svg>".utf8)
    }

    /// Levels of `fanOut` references each, as in the issue's 2.2 KB icon (11 levels of 10).
    static func nested(levels: Int, fanOut: Int) -> [UInt8] {
        var body = "<defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for lv in 1...levels {
            body += "<g id=\"l\(lv)\">" + String(repeating: "<use xlink:href=\"#l\(lv - 1)\"/>", count: fanOut) + "</g>"
        }
        return svg(body + "</defs><use href=\"#l\(levels)\"/>")
    }

    @Test("counts elements, expanded copies and reference depth")
    func measures() throws {
        let m = try IconCheck.check(Self.nested(levels: 2, fanOut: 3))
        // svg, defs, rect, g1 and its 3 uses, g2 and its 3 uses, the top use: 12 as written.
        #expect(m.elements == 12)
        #expect(m.referenceDepth == 3)
        // Each use of l0 copies the rect: g1 = 1 + 3×(1+1) = 7; g2 = 1 + 3×(1+7) = 25;
        // svg = 1 + defs(1 + rect 1 + g1 7 + g2 25) + use(1 + 25) = 61.
        #expect(m.expandedElements == 61)
    }

    @Test("the issue's icon (11 levels of 10 <use>) is refused for its depth; 4 levels of 11 for its size")
    func refusals() {
        #expect { try IconCheck.check(Self.nested(levels: 11, fanOut: 10)) } throws: { e in
            "\(e)".contains("more than \(IconComplexity.maxReferenceDepth) deep")
        }
        #expect { try IconCheck.check(Self.nested(levels: 4, fanOut: 11)) } throws: { e in
            "\(e)".contains("more than \(IconComplexity.maxExpandedElements) elements")
        }
        #expect(throws: IconCheck.Refusal.self) { try IconCheck.check(Self.svg("<g id=\"a\"><use href=\"#a\"/></g>")) }
        #expect(throws: IconCheck.Refusal.self) {
            try IconCheck.check(Self.svg("<pattern id=\"p\"><rect fill=\"url(#p)\" width=\"1\" height=\"1\"/></pattern>"))
        }
        #expect(throws: IconCheck.Refusal.self) {
            try IconCheck.check(Array("<!DOCTYPE svg [<!ENTITY r \"<rect/>\">]><svg>&r;</svg>".utf8))
        }
        // A gradient that inherits from itself, through href written as a character reference.
        #expect(throws: IconCheck.Refusal.self) {
            try IconCheck.check(Self.svg("<linearGradient id=\"a\" href=\"&#35;a\"/>"))
        }
        // Inside the expansion limits, 3 levels of 10 (4,688 elements, 4 references deep) draw
        // 1,000 rects: over the limit on pieces of outline (IconGeometry); 3 levels of 5 do not.
        #expect { try IconCheck.check(Self.nested(levels: 3, fanOut: 10)) } throws: { e in
            "\(e)".contains("more than \(IconComplexity.maxExpandedElements) elements") == false && "\(e)".contains("pieces of outline")
        }
        #expect((try? IconCheck.check(Self.nested(levels: 3, fanOut: 5))) != nil)
    }

    @Test("comments, CDATA, the XML declaration and quoted '>' do not confuse the count")
    func scanning() throws {
        let m = try IconCheck.check(Array("<?xml version=\"1.0\"?><!-- <use href=\"#x\"/> --><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"1>2\"><![CDATA[<g>]]><g/><path d='M0 0'/></svg>".utf8))
        #expect(m.elements == 3)
        #expect(m.referenceDepth == 0)
        // Malformed input is refused as malformed (exit 66 in the CLI), never traps.
        for cut in ["<svg", "<svg a=\"", "<svg><use href=\"#", "<!DOCTYPE [", "<", "</", "", "\u{1F}\u{8B}"] {
            #expect { try IconCheck.check(Array(cut.utf8)) } throws: { e in (e as? IconCheck.Refusal)?.malformed == true }
        }
    }

    /// `expected` must be refused (not as malformed) with a message containing `fragment`.
    static func refused(_ svg: String, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) { try IconCheck.check(Array(svg.utf8)) } throws: { e in
            guard let r = e as? IconCheck.Refusal, !r.malformed, r.description.contains(fragment) else {
                Issue.record("\(e) should contain \(fragment)", sourceLocation: sourceLocation); return false
            }
            return true
        }
    }

    @Test("each known way to abort, overflow or exhaust librsvg is refused before it sees the file")
    func knownReproductions() {
        let s = { (body: String) in String(decoding: Self.svg(body), as: UTF8.self) }
        // librsvg aborts (exit 134) on a convolution kernel of order 21; filters are refused by name.
        Self.refused(s("<filter id=\"f\"><feConvolveMatrix order=\"21\"/></filter><rect filter=\"url(#f)\" width=\"1\" height=\"1\"/>"), "element <filter> is not allowed")
        Self.refused(s("<feConvolveMatrix order=\"21\"/>"), "element <feConvolveMatrix> is not allowed")
        // 55 hours of turbulence.
        Self.refused(s("<feTurbulence numOctaves=\"1000000000\"/>"), "element <feTurbulence> is not allowed")
        // Filters without a filter element: the property, in an attribute or a style.
        Self.refused(s("<rect filter=\"blur(9)\" width=\"1\" height=\"1\"/>"), "attribute filter of <rect> is not allowed")
        Self.refused(s("<rect style=\"fill:red;filter:blur(9)\" width=\"1\" height=\"1\"/>"), "sets \"filter\"")
        Self.refused(s("<rect style=\"fil\\74 er:blur(9)\" width=\"1\" height=\"1\"/>"), "CSS escapes")
        // Declarations without a name (found by the icon fuzz target: `style=":;"` trapped).
        for style in [":", ":;", ";:;", " : red", ";;;"] {
            let r = Result { () throws(IconCheck.Refusal) in try IconCheck.check(Array(s("<rect style=\"\(style)\" width=\"1\" height=\"1\"/>").utf8)) }
            if case .failure(let e) = r { #expect(!e.malformed && e.description.contains("sets \"\""), "\(style): \(e)") }
            else { #expect(style == ";;;", "\(style) accepted") }
        }
        // <use> written as &#35;id, 2,000 levels: refused at the ninth.
        var chain = "<rect id=\"c0\" width=\"1\" height=\"1\"/>"
        for k in 1...2_000 { chain += "<g id=\"c\(k)\"><use href=\"&#35;c\(k - 1)\"/></g>" }
        Self.refused(s(chain), "nest more than \(IconComplexity.maxReferenceDepth) deep")
        // 2,000 nested elements: refused at the 33rd.
        Self.refused(s(String(repeating: "<g>", count: 2_000) + String(repeating: "</g>", count: 2_000)), "nest more than \(IconCheck.maxDepth) deep")
        // Entities: never substituted; a DOCTYPE that declares one is refused, an undeclared one is malformed.
        Self.refused("<!DOCTYPE svg [<!ENTITY h \"&#35;a\">]>" + s("<rect id=\"a\"/><use href=\"&h;\"/>"), "DOCTYPE that declares")
        Self.refused("<!DOCTYPE svg [<!ATTLIST use href CDATA \"#a\">]>" + s("<rect id=\"a\"/><use/>"), "DOCTYPE that declares")
        #expect { try IconCheck.check(Array(s("<use href=\"&h;\"/>").utf8)) } throws: { e in (e as? IconCheck.Refusal)?.malformed == true }
        // An external DTD is not loaded (no network, no file): a DOCTYPE without declarations passes.
        #expect((try? IconCheck.check(Array(("<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">" + s("<rect width=\"1\" height=\"1\"/>")).utf8))) != nil)
        // data: images (a PNG of 2.8 GB decoded; SVG inside SVG without end), and every other image.
        Self.refused(s("<image href=\"data:image/png;base64,AAAA\"/>"), "element <image> is not allowed")
        Self.refused(s("<rect fill=\"url(data:image/svg+xml,x)\" width=\"1\" height=\"1\"/>"), "refer only to an element of its own file")
        Self.refused(s("<use xlink:href=\"data:image/svg+xml;utf8,&lt;svg/&gt;\"/>"), "refer only to an element of its own file")
        Self.refused(s("<use href=\"file:///etc/passwd#a\"/>"), "refer only to an element of its own file")
        // Tiles, markers and dashes multiply the drawing; CSS could set what the attributes may not.
        Self.refused(s("<pattern id=\"p\" width=\"0.0001\" height=\"0.0001\"/>"), "element <pattern> is not allowed")
        Self.refused(s("<marker id=\"m\"/>"), "element <marker> is not allowed")
        Self.refused(s("<path d=\"M0 0H1e9\" stroke-dasharray=\"0.001\"/>"), "attribute stroke-dasharray of <path> is not allowed")
        Self.refused(s("<style>rect{stroke-dasharray:0.001}</style>"), "element <style> is not allowed")
        Self.refused("<?xml-stylesheet href=\"data:text/css,x\"?>" + s(""), "xml-stylesheet")
        Self.refused(s("<foreignObject/>"), "element <foreignObject> is not allowed")
        Self.refused(s("<script>1</script>"), "element <script> is not allowed")
        // Prefixes do not hide an element: the namespace is what counts.
        Self.refused("<s:svg xmlns:s=\"http://www.w3.org/2000/svg\"><s:filter/></s:svg>", "element <filter> is not allowed")
        // Duplicate ids (which one would librsvg follow?), an href on an element that draws none.
        Self.refused(s("<rect id=\"a\"/><rect id=\"a\"/>"), "given twice")
        Self.refused(s("<rect href=\"#a\"/>"), "may not have href")
        // Expanded path data and layers.
        // 15 copies of 64 KB of stroked arcs took 478 s: refused by the path data they expand to (the
        // definition counts once, each copy once more).
        let longPath = "<path id=\"p\" d=\"M0 0" + String(repeating: " A3 5 0 1 1 9 2", count: 1_400) + "\" stroke=\"#000\"/>"
        Self.refused(s("<defs>" + longPath + "</defs>" + String(repeating: "<use href=\"#p\"/>", count: 15)), "bytes of path data")
        // One copy is inside the path-data bound, but its 1,400 arcs are over the bound on pieces of
        // outline (IconGeometry); 150 of them pass.
        Self.refused(s("<defs>" + longPath + "</defs><use href=\"#p\"/>"), "pieces of outline")
        let shorter = "<path id=\"p\" d=\"M0 0" + String(repeating: " A3 5 0 1 1 9 2", count: 150) + "\" stroke=\"#000\"/>"
        #expect((try? IconCheck.check(Array(s("<defs>" + shorter + "</defs><use href=\"#p\"/>").utf8))) != nil)
        // 60 KB of text took 5.5 s; a title may be long, drawn text may not.
        Self.refused(s("<text>" + String(repeating: "W", count: IconCheck.maxTextBytes + 1) + "</text>"), "bytes of text")
        Self.refused(s("<text>" + String(repeating: "<tspan>WWWW</tspan>", count: IconCheck.maxTextBytes / 4 + 1) + "</text>"), "bytes of text")
        #expect((try? IconCheck.check(Array(s("<title>" + String(repeating: "W", count: 4_000) + "</title>").utf8))) != nil)
        Self.refused(s("<defs><g id=\"m\" opacity=\"0.5\"/></defs>" + String(repeating: "<use href=\"#m\"/>", count: 300)), "offscreen layers")
        // Bounds as written.
        Self.refused(s(String(repeating: "<rect/>", count: IconCheck.maxElements)), "more than \(IconCheck.maxElements) elements")
        Self.refused(s("<path d=\"" + String(repeating: "M0 0", count: IconCheck.maxAttributeBytes / 4 + 1) + "\"/>"), "over the limit of \(IconCheck.maxAttributeBytes)")
        #expect { try IconCheck.check([UInt8](repeating: 0x20, count: IconCheck.maxBytes + 1)) } throws: { e in "\(e)".contains("over the icon limit") }
    }

    @Test("what icon sets use passes: gradients, clip paths, masks, symbols, style declarations, foreign attributes, text")
    func allowed() throws {
        let ok = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 16 16" inkscape:version="1.2">
          <title>t</title><desc>d</desc><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
          <defs>
            <linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" style="stop-color: rgb(0, 0, 0); stop-opacity: .5"/></linearGradient>
            <radialGradient id="r" xlink:href="#g" cx="8" cy="8" r="8" gradientUnits="userSpaceOnUse"/>
            <clipPath id="c"><circle cx="8" cy="8" r="7"/></clipPath>
            <mask id="m"><rect width="16" height="16" fill="#fff"/></mask>
            <symbol id="s" viewBox="0 0 2 2"><path d="M0 0h2v2z"/></symbol>
          </defs>
          <g clip-path="url(#c)" mask="url( '#m' )" inkscape:label="layer"><rect width="16" height="16" style="fill:url(#g);stroke:url(&quot;#r&quot;)"/></g>
          <use xlink:href="#s" x="1" y="1" width="4" height="4"/>
          <text x="2" y="12" font-size="8" xml:space="preserve">A<tspan dx="1">B</tspan></text>
        </svg>
        """
        let m = try IconCheck.check(Array(ok.utf8))
        // svg, title, desc, metadata, rdf:RDF, defs, 2 gradients and 2 stops, clipPath and circle,
        // mask and rect, symbol and path, g and rect, use, text, tspan.
        #expect(m.elements == 21)
        // The rect's stroke → the radial gradient → the linear one it inherits from.
        #expect(m.referenceDepth == 2)
    }

    /// The files of an icon set's folder, or nil (with a message) when it is not installed.
    static func files(of set: String, in dir: String) -> [String]? {
        guard let walker = FileManager.default.enumerator(atPath: dir) else {
            print("icon set \(set) is not installed at \(dir): skipped")
            return nil
        }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }.sorted().map { dir + "/" + $0 }
    }

    @Test("every file of both installed icon sets passes the check, well inside the limits", arguments: [
        ("bootstrap-icons", ProcessInfo.processInfo.environment["NAVMOCK_ICONS_DIR"] ?? "/usr/share/bootstrap-icons/svg", 1_900),
        ("Phosphor", (ProcessInfo.processInfo.environment["NAVMOCK_PHOSPHOR_DIR"] ?? "/usr/local/share/navmock/phosphor") , 9_000),
    ])
    func iconSets(set: String, dir: String, atLeast: Int) throws {
        guard let files = Self.files(of: set, in: dir) else { return }
        #expect(files.count >= atLeast, "\(set): \(files.count) files")
        var most = IconComplexity.Measure(), refused: [String] = []
        for f in files {
            let bytes = [UInt8](FileManager.default.contents(atPath: f) ?? Data())
            do throws(IconCheck.Refusal) {
                let m = try IconCheck.check(bytes)
                most.elements = max(most.elements, m.elements)
                most.expandedElements = max(most.expandedElements, m.expandedElements)
                most.referenceDepth = max(most.referenceDepth, m.referenceDepth)
                most.expandedPathBytes = max(most.expandedPathBytes, m.expandedPathBytes)
                most.expandedLayers = max(most.expandedLayers, m.expandedLayers)
                most.strokePixels = max(most.strokePixels, m.strokePixels)
                most.coordinatePixels = max(most.coordinatePixels, m.coordinatePixels)
                most.drawPixels = max(most.drawPixels, m.drawPixels)
                most.segments = max(most.segments, m.segments)
                most.measuredBytes = max(most.measuredBytes, m.measuredBytes)
            } catch { refused.append("\(f): \(error)") }
        }
        #expect(refused.isEmpty, "\(set): \(refused.count) refused, first \(refused.prefix(3))")
        #expect(most.expandedElements * 10 <= IconComplexity.maxExpandedElements, "\(set): \(most)")
        #expect(most.expandedPathBytes * 10 <= IconComplexity.maxExpandedPathBytes, "\(set): \(most)")
        #expect(most.expandedLayers * 10 <= IconComplexity.maxExpandedLayers, "\(set): \(most)")
        #expect(most.referenceDepth * 4 <= IconComplexity.maxReferenceDepth, "\(set): \(most)")
        // The drawing bounds, with room: a stroke at most a tenth, the outlines a fifth, the pieces a third.
        #expect(most.strokePixels * 10 <= IconGeometry.maxStrokePixels, "\(set): \(most)")
        #expect(most.coordinatePixels * 10 <= IconGeometry.maxCoordinatePixels, "\(set): \(most)")
        #expect(most.drawPixels * 5 <= IconGeometry.maxDrawPixels, "\(set): \(most)")
        #expect(most.segments * 3 <= IconGeometry.maxSegments, "\(set): \(most)")
        #expect(most.measuredBytes * 100 <= IconGeometry.maxMeasuredBytes, "\(set): \(most)")
        print("icon set \(set): \(files.count - refused.count) of \(files.count) files pass; most elements \(most.elements), expanded \(most.expandedElements), path bytes \(most.expandedPathBytes), layers \(most.expandedLayers), reference depth \(most.referenceDepth), stroke \(Int(most.strokePixels)) px, farthest \(Int(most.coordinatePixels)) px, outlines \(Int(most.drawPixels)) px, segments \(most.segments), measured bytes \(most.measuredBytes)")
    }
}
