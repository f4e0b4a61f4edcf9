import Foundation
import NavMockCore
@testable import NavMockRender
import NavMockTesting
import NavMockTestSupport
import Testing

/// Issue 42 item 3: a user's SF Symbols template is drawn instead of the stand-in, as documented
/// (the tab bar's variant, its paths alone, at its own weight), and without templates nothing
/// changes. The template is NavMock's own drawing in the export layout
/// (Fixtures/sf-symbols/house.fill.svg: Medium-L is a square frame, Regular-M a triangle).
@Suite("SF Symbols templates drawn (issue 42 item 3)")
struct SymbolTemplateRenderTests {
    static let folder = Repo.path("Fixtures/sf-symbols")

    static func renderer(templates: String?) throws -> Renderer {
        var o = Renderer.Options()
        o.sfSymbolsDirectory = templates
        return try Renderer(options: o)
    }

    /// `house.fill` alone in a 24 pt frame, black, at 4 px/pt, on a transparent canvas.
    static func icon(_ r: Renderer, emboldened: Bool = false) throws -> RasterImage {
        let frame = Rect(x: 0, y: 0, width: 24, height: 24)
        let item: SceneItem = emboldened
            ? .emboldenedIcon(.symbol("house.fill"), frame: frame, color: .black, mirrored: false, outline: 0.4)
            : .icon(.symbol("house.fill"), frame: frame, color: .black, mirrored: false)
        let scene = Scene(size: Size(width: 24, height: 24), origin: Point(x: 0, y: 0), backdrop: [], items: [item],
                          title: "t", summary: "t", scale: 4)
        return try r.rasterize(scene, scale: 4, baseDirectory: folder)
    }

    /// The alpha of the pixel at (`x`, `y`) points.
    static func alpha(_ img: RasterImage, _ x: Double, _ y: Double) -> UInt8 {
        let px = Int(x * 4), py = Int(y * 4)
        let word = img.data.withUnsafeBytes { $0.load(fromByteOffset: py * img.stride + px * 4, as: UInt32.self) }
        return UInt8(word >> 24)
    }

    @Test("the template's Medium-L frame is drawn instead of bootstrap's house: a hole in the middle, ink in the corners")
    func drawnFromTemplate() throws {
        let with = try Self.icon(try Self.renderer(templates: Self.folder))
        let without = try Self.icon(try Self.renderer(templates: nil))
        // The frame's side is 208/224 of the icon's (0.86 pt margin); its hole is the middle 40 %.
        #expect(Self.alpha(with, 12, 12) == 0)
        #expect(Self.alpha(with, 3, 3) == 255)
        #expect(Self.alpha(with, 21, 21) == 255)
        // The stand-in: a filled house, its roof leaving the top corners empty.
        #expect(Self.alpha(without, 12, 14) == 255)
        #expect(Self.alpha(without, 3, 3) == 0)
        // Not the Regular-M triangle, whose top corners are empty.
        #expect(Self.alpha(with, 3, 1.5) == 255)
    }

    @Test("a template is drawn at its own weight: the glass bar's emboldening of stand-ins leaves it as it is")
    func notEmboldened() throws {
        let r = try Self.renderer(templates: Self.folder)
        #expect(try Self.icon(r, emboldened: true).data == Self.icon(r, emboldened: false).data)
        // The stand-in is emboldened (the test would pass vacuously otherwise).
        let s = try Self.renderer(templates: nil)
        #expect(try Self.icon(s, emboldened: true).data != Self.icon(s, emboldened: false).data)
    }

    static let homeSpec = #"""
    { "device": "iPhone 17 Pro", "backdrop": {"content": "plain"},
      "tabBar": { "items": [ {"title": "Home", "image": "house.fill"}, {"title": "Search", "image": "magnifyingglass"} ] } }
    """#

    static func outputs(_ spec: String, templates: String?) throws -> (png: [UInt8], svg: String, pdf: [UInt8]) {
        var o = Renderer.Options()
        o.sfSymbolsDirectory = templates
        o.sourceDateEpoch = "0"
        let r = try Renderer(options: o)
        let p = try PreparedSpec.prepare(Array(spec.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        return (try r.render(p.scene, as: .png(scale: 2), baseDirectory: folder),
                String(decoding: try r.render(p.scene, as: .svg, baseDirectory: folder), as: UTF8.self),
                try r.render(p.scene, as: .pdf, baseDirectory: folder))
    }

    @Test("without a template for the spec's symbols, PNG, SVG and PDF are byte for byte those of no folder at all")
    func absenceChangesNothing() throws {
        let empty = try temporaryFolder("sf-empty")
        let other = try temporaryFolder("sf-other")
        // A template for a symbol the spec does not draw.
        try FileManager.default.copyItem(atPath: Self.folder + "/house.fill.svg", toPath: other + "/star.fill.svg")
        let none = try Self.outputs(Self.homeSpec, templates: nil)
        for dir in [empty, other] {
            let o = try Self.outputs(Self.homeSpec, templates: dir)
            #expect(o.png == none.png, "\(dir)")
            #expect(o.svg == none.svg, "\(dir)")
            #expect(o.pdf == none.pdf, "\(dir)")
        }
        // And with the template the PNG and SVG do change (so the comparison above can fail).
        let with = try Self.outputs(Self.homeSpec, templates: Self.folder)
        #expect(with.png != none.png)
        #expect(with.svg != none.svg)
    }

    @Test("nothing of the template but the drawing reaches the outputs: no notes, styles, guides or classes")
    func onlyTheDrawing() throws {
        let o = try Self.outputs(Self.homeSpec, templates: Self.folder)
        let pdf = String(decoding: o.pdf, as: UTF8.self)
        for word in ["NAVMOCK-TEMPLATE-NOTE", "Template v.6.0", "monochrome", "SFSymbols", "Guides", "Baseline-M", "Regular-M", "Medium-L", "house.fill.svg"] {
            #expect(!o.svg.contains(word), "\(word) in the SVG")
            #expect(!pdf.contains(word), "\(word) in the PDF")
        }
    }

    @Test("a template that cannot be used fails the render with its file, line and column (exit 66)")
    func unusable() throws {
        let dir = try temporaryFolder("sf-bad")
        try "<svg>\n<g id=\"Symbols\">\n<g id=\"Medium-L\"><image width=\"1\"/></g></g></svg>".write(toFile: dir + "/house.fill.svg", atomically: true, encoding: .utf8)
        do {
            _ = try Self.outputs(Self.homeSpec, templates: dir)
            Issue.record("rendered")
        } catch let e as RenderError {
            guard case .symbolTemplateUnusable(let location, let symbol, let reason) = e else { Issue.record("\(e)"); return }
            #expect(location == dir + "/house.fill.svg:3:18", "\(location)")
            #expect(symbol == "house.fill")
            #expect(reason.contains("<image> in variant Medium-L"), "\(reason)")
            #expect(e.description.hasPrefix(dir + "/house.fill.svg:3:18: the SF Symbols template for \"house.fill\" is not usable"))
        }
    }

    @Test("only a file named for the symbol is a template; names that could leave the folder are not looked up")
    func names() throws {
        let f = SymbolTemplateFolder(directory: Self.folder)
        #expect(f.file(for: "house.fill") == Self.folder + "/house.fill.svg")
        #expect(f.file(for: "house") == nil)
        #expect(f.file(for: "../sf-symbols/house.fill") == nil)
        #expect(f.file(for: ".hidden") == nil)
        #expect(f.templates().map(\.name) == ["house.fill"])
    }
}
