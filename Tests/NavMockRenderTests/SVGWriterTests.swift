import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavMockCore
@testable import NavMockRender
import NavMockSnapshot
import NavMockTestSupport
import NavMockTesting
import Testing

/// Every Template and variant, prepared once per test by `stage`, with the folder its paths resolve against.
func templateVariants(_ stage: MockupStage) throws -> [(name: String, prepared: PreparedSpec, base: String)] {
    let files = try FileManager.default.subpathsOfDirectory(atPath: Repo.path("Templates")).filter { $0.hasSuffix(".json") }.sorted()
    var out: [(String, PreparedSpec, String)] = []
    for f in files {
        let source = try SpecSource.read(path: Repo.path("Templates/" + f))
        let (matrix, variants) = try source.variants()
        for v in variants {
            out.append((f + (v.name.isEmpty ? "" : " [\(v.name)]"), try stage.prepare(v, of: matrix, source: source), source.baseDirectory))
        }
    }
    return out
}

/// The `<g>` elements of an SVG as an XML parser reads them: id, label, role and the ids of the
/// groups around each.
final class SVGGroups: NSObject, XMLParserDelegate {
    struct Group { let id: String; let label: String?; let role: String?; let ancestors: [String] }
    var groups: [Group] = []
    var open: [String?] = []
    var texts: [String] = []
    var inText = false
    var rootViewBox: String?
    var error: Error?

    static func read(_ svg: [UInt8]) -> SVGGroups {
        let g = SVGGroups()
        let parser = XMLParser(data: Data(svg))
        parser.shouldProcessNamespaces = false
        parser.delegate = g
        if !parser.parse() { g.error = parser.parserError ?? TestFailure("XMLParser failed") }
        return g
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "svg", rootViewBox == nil { rootViewBox = attributes["viewBox"] }
        if name == "text" { inText = true; texts.append("") }
        guard name == "g" else { return }
        if let id = attributes["id"] {
            groups.append(Group(id: id, label: attributes["inkscape:label"], role: attributes["data-role"], ancestors: open.compactMap { $0 }))
        }
        open.append(attributes["id"])
    }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "g" { open.removeLast() }
        if name == "text" { inText = false }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }
}

@Suite("NavMock's SVG writer")
struct SVGWriterTests {
    /// The element identities of a scene's items that paint inside its canvas, and their ancestors'.
    static func expectedLayers(_ scene: Scene) -> Set<String> {
        let canvas = Rect(origin: scene.origin, size: scene.size)
        var ids = Set<String>()
        func shows(_ i: SceneItem) -> Bool { SVGElementOrder.paintBounds(i).map { $0.intersects(canvas) } ?? true }
        if scene.backdrop.contains(where: shows) { ids.insert("backdrop") }
        for e in scene.elements where shows(e.item) { ids.formUnion(SVGDocument.chain(e.id.rawValue)) }
        return ids
    }

    @Test("every Template: the SVG parses, and every element that draws has exactly one group, named, labelled, inside its parent's")
    func layersOfEveryTemplate() throws {
        let stage = MockupStage(renderer: try makeRenderer())
        var checked = 0
        for (name, p, base) in try templateVariants(stage) {
            let svg = try stage.renderer.render(p.drawing(baseDirectory: base), as: .svg)
            let doc = SVGGroups.read(svg)
            #expect(doc.error == nil, "\(name): \(String(describing: doc.error))")
            let ids = doc.groups.map(\.id)
            #expect(Set(ids).count == ids.count, "\(name): a group id twice")
            let expected = Self.expectedLayers(p.scene)
            #expect(expected.isSubset(of: Set(ids)), "\(name): no group for \(expected.subtracting(ids).sorted())")
            for g in doc.groups where expected.contains(g.id) {
                #expect(g.label?.isEmpty == false && g.role == SVGNames.role(g.id), "\(name): \(g.id) has label \(g.label ?? "-"), role \(g.role ?? "-")")
                // Nested as the layout tree: inside the group of each ancestor that has one.
                let parents = SVGDocument.chain(g.id).dropLast().filter { expected.contains($0) }
                #expect(parents.allSatisfy { g.ancestors.contains($0) }, "\(name): \(g.id) is outside \(parents.filter { !g.ancestors.contains($0) })")
            }
            // Titles and badges are real text (the default, ``SVGTextMode/text``).
            for case .text(let t, _) in p.scene.items where SVGElementOrder.paintBounds(.text(t, .init(red: 0, green: 0, blue: 0)))!.intersects(Rect(origin: p.scene.origin, size: p.scene.size)) {
                #expect(doc.texts.contains(t.text), "\(name): no <text> \(t.text)")
            }
            #expect(doc.rootViewBox?.hasPrefix("\(SVGMarkup.number(p.scene.origin.x)) \(SVGMarkup.number(p.scene.origin.y)) ") == true)
            checked += 1
        }
        #expect(checked >= 60)
    }

    @Test("named layers: a tab's icon, title and badge, the indicators of a page control")
    func namedLayers() throws {
        let r = try makeRenderer()
        for (file, wanted) in [("Templates/tab-bars/music-badge.json", ["tabBar", "tabBar.background", "tabBar.background.material", "tabBar.background.rim",
                                                                         "tabBar.background.shadow", "tabBar.item-2", "tabBar.item-2.icon", "tabBar.item-2.title",
                                                                         "tabBar.item-2.badge", "tabBar.selection", "homeIndicator"]),
                               ("Templates/page-controls/legacy-ios13.json", ["pageControl", "pageControl.indicator-0", "pageControl.indicator-6"])] {
            let (p, base) = try preparedTemplate(file, r)
            let doc = SVGGroups.read(try r.render(p.drawing(baseDirectory: base), as: .svg))
            let ids = Set(doc.groups.map(\.id))
            for w in wanted { #expect(ids.contains(w), "\(file): no \(w) in \(ids.sorted())") }
            if let badge = doc.groups.first(where: { $0.id == "tabBar.item-2.badge" }) {
                #expect(badge.label == "Tab 3 – Badge" && badge.ancestors == ["tabBar", "tabBar.item-2"])
            }
        }
    }

    @Test("readable names and roles")
    func names() {
        #expect(SVGNames.label("tabBar.item-2.title") == "Tab 3 – Title")
        #expect(SVGNames.label("tabBar.item-2") == "Tab 3")
        #expect(SVGNames.label("pageControl.indicator-4") == "Indicator 5")
        #expect(SVGNames.label("tabBar.background") == "Tab Bar – Background")
        #expect(SVGNames.label("tabBar.searchItem-4.icon") == "Search Tab 5 – Icon")
        #expect(SVGNames.label("backdrop") == "Backdrop")
        #expect(SVGNames.role("tabBar.moreList.row-1.icon") == "tabBar.moreList.row.icon")
    }

    /// Pixels of `png` and of `svg` rasterised by librsvg at the same size that differ by more
    /// than 32 levels in a channel, and how many may: 0.1 % of the canvas, plus, at a scale
    /// other than the device's own, the rows of each one-device-pixel hairline (one device
    /// pixel of the device in the SVG, 1/scale pt; one pixel of the PNG).
    static func parity(_ p: PreparedSpec, _ res: ResolvedScene, _ svg: [UInt8], scale: Double, _ r: Renderer) throws -> (ImageDifference, allowed: Int) {
        let png = try r.rasterize(res, scale: scale).rgba
        let fromSVG = try SVGRasterizer.rasterize(svg, width: png.width, height: png.height).rgba
        var hairlines = 0.0
        if scale != p.scene.scale {
            for case .hairline(_, let x0, let x1, _) in p.scene.items { hairlines += abs(x1 - x0) * scale * 2 }
        }
        let allowed = Int(Double(png.width * png.height) * 0.001 + hairlines)
        return (compareImages(expected: png, actual: fromSVG, ImageComparison(channelTolerance: 32, maxDifferingPixels: allowed)), allowed)
    }

    @Test("every Template at @2x and @3x: librsvg draws the SVG as NavMock's PNG, within 32 levels on 0.1 % of pixels",
          arguments: [SVGTextMode.text, .paths])
    func parityWithPNG(_ mode: SVGTextMode) throws {
        var options = Renderer.Options()
        options.svgText = mode
        let stage = MockupStage(renderer: try Renderer(options: options))
        var worst = 0.0
        for (name, p, base) in try templateVariants(stage) {
            let res = p.drawing(baseDirectory: base)
            let svg = try stage.renderer.render(res, as: .svg)
            for scale in [2.0, 3.0] {
                let (diff, allowed) = try Self.parity(p, res, svg, scale: scale, stage.renderer)
                worst = max(worst, diff.differingRatio)
                #expect(diff.passes, "\(name) @\(scale)x, --svg-text \(mode): \(diff.differingPixels) pixels differ, \(allowed) allowed: \(diff.summary)")
            }
        }
        print("SVG parity (\(mode)): worst \(worst * 100) % of pixels")
    }

    @Test("the same bytes from two renderers, after other scenes, in both text modes")
    func sameBytes() throws {
        for mode in SVGTextMode.allCases {
            var options = Renderer.Options()
            options.svgText = mode
            let a = MockupStage(renderer: try Renderer(options: options)), b = MockupStage(renderer: try Renderer(options: options))
            let first = try templateVariants(a).prefix(12).map { try a.renderer.render($0.prepared.drawing(baseDirectory: $0.base), as: .svg) }
            let second = try templateVariants(b).prefix(12).reversed().map { try b.renderer.render($0.prepared.drawing(baseDirectory: $0.base), as: .svg) }
            #expect(first == Array(second.reversed()))
        }
    }

    @Test("paths mode outlines the text (no <text> but for colour emoji); text mode lists Apple's families first")
    func textModes() throws {
        var options = Renderer.Options()
        options.svgText = .paths
        let r = try Renderer(options: options)
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-light.json", r)
        let paths = String(decoding: try r.render(p.drawing(baseDirectory: base), as: .svg), as: UTF8.self)
        #expect(!paths.contains("<text") && paths.contains("aria-label=\"Alarm\""))
        let text = String(decoding: try makeRenderer().render(p.drawing(baseDirectory: base), as: .svg), as: UTF8.self)
        #expect(text.contains("font-family=\"SF Pro Text, SF Pro, Inter, "))
        #expect(text.contains(">Alarm</text>"))
    }

    @Test("an icon is its own shapes in its tint, from the tree IconCheck read: no file text, ids renamed, emboldened icons stroked")
    func iconShapes() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:i="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 16 16"><!-- note --><metadata><i:x>drop</i:x></metadata><defs><path id="a" d="M1 1h4v4z" style="fill:#123456;stroke:none"/></defs><use xlink:href="#a" fill="red"/><circle cx="8" cy="8" r="3" fill="none" stroke="blue" i:label="keep out"/></svg>"##
        let tree = try IconCheck.parse(Array(svg.utf8))
        #expect(tree.name == "svg" && tree.attribute("viewBox") == "0 0 16 16")
        let names = tree.children.compactMap { if case .element(let e) = $0 { return e.name } else { return nil } }
        #expect(names == ["defs", "use", "circle"])
        var ids: [String: String] = ["a": "icon-7"]
        let use = SVGWriter.markup(tree.children[1], colour: "#ff8d28", outline: nil, ids: ids)
        #expect(use == ##"<use xlink:href="#icon-7" fill="#ff8d28"/>"##)
        let defs = SVGWriter.markup(tree.children[0], colour: "#ff8d28", outline: "1.5", ids: ids)
        #expect(defs == ##"<defs stroke="#ff8d28" stroke-width="1.5" stroke-linejoin="round"><path id="icon-7" d="M1 1h4v4z" fill="#ff8d28" stroke="#ff8d28" stroke-width="1.5" stroke-linejoin="round"/></defs>"##)
        ids = [:]
        let circle = SVGWriter.markup(tree.children[2], colour: "#000000", outline: nil, ids: ids)
        #expect(circle == ##"<circle cx="8" cy="8" r="3" fill="none" stroke="#000000"/>"##)
        #expect(SVGWriter.renamingURLs("url(#a) url( '#b' )", ["a": "icon-1", "b": "icon-2"]) == "url(#icon-1) url(#icon-2)")
    }
}
