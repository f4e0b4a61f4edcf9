import Foundation
import NavMockCore
import NavMockTestSupport
import Testing

/// Issue 42 item 3: SF Symbols templates exported from Apple's app are read by a reader of their
/// own (not the icon allow-list): the design's variant picked, its paths alone kept, and the
/// reader bounded and self-contained. The fixture is NavMock's own drawing in the template layout.
@Suite("SF Symbols templates (issue 42 item 3)")
struct SymbolTemplateTests {
    static func fixture() throws -> [UInt8] {
        Array(try TestRepository.text("Fixtures/sf-symbols/house.fill.svg").utf8)
    }

    @Test("the template's variants are read in file order, and the tab bar's (Medium-L) is drawn")
    func variants() throws {
        let t = try SymbolTemplate.read(try Self.fixture())
        #expect(t.variants.map(\.description) == ["Ultralight-S", "Regular-S", "Black-S", "Regular-M", "Medium-L"])
        #expect(SymbolTemplateVariant.tabBar.description == "Medium-L")
        let g = try t.glyph(preferring: .tabBar)
        #expect(g.variant == .tabBar)
        // Medium-L's square frame (100 × 100 at 1800, 1470), nothing of the Regular-M triangle.
        #expect(g.svg.contains("d=\"M0 0H100V100H0Z M30 30v40h40v-40z\""), "\(g.svg)")
        #expect(g.svg.contains("transform=\"matrix(1 0 0 1 1800 1470)\""), "\(g.svg)")
        #expect(!g.svg.contains("M50 0L100 100L0 100Z"))
        // A square view box around it, the glyph taking 208/224 of its side.
        let side = 100 / SymbolTemplate.inkFraction
        #expect(g.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(1850 - side / 2) \(1520 - side / 2) \(side) \(side)\">"), "\(g.svg)")
    }

    @Test("nothing but the variant's paths is kept: no style, text, notes, guides or classes")
    func onlyPaths() throws {
        let svg = try SymbolTemplate.read(try Self.fixture()).glyph().svg
        for word in ["style", "text", "Notes", "Guides", "NAVMOCK-TEMPLATE-NOTE", "monochrome", "class", "use", "href", "#FF00FF"] {
            #expect(!svg.contains(word), "\(word) in \(svg)")
        }
        #expect(svg.components(separatedBy: "<path").count == 2)
    }

    @Test("a template without the design's variant is drawn in its nearest: weights apart, then scales")
    func nearest() throws {
        let t = try SymbolTemplate.read(Array(Self.template(["Ultralight-S", "Regular-S", "Black-S"]).utf8))
        #expect(t.variant(nearest: .tabBar)?.description == "Regular-S")
        #expect(t.variant(nearest: .init(.bold, .medium))?.description == "Black-S")
        #expect(t.variant(nearest: .init(.thin, .large))?.description == "Ultralight-S")
        let m = try SymbolTemplate.read(Array(Self.template(["Regular-M", "Medium-S", "Semibold-L"]).utf8))
        #expect(m.variant(nearest: .tabBar)?.description == "Medium-S")
        #expect(SymbolTemplateVariant(id: "Medium-L") == .tabBar)
        #expect(SymbolTemplateVariant(id: "medium-L") == nil)
        #expect(SymbolTemplateVariant(id: "Medium-XL") == nil)
    }

    @Test("transforms of the Symbols group and the variant compose; evenodd and relative commands are kept")
    func transformsAndRules() throws {
        let text = """
        <svg xmlns="http://www.w3.org/2000/svg"><g id="Symbols" transform="translate(10, 20)">
        <g id="Medium-L" transform="scale(2)"><g transform="matrix(1 0 0 1 5 5)"><path fill-rule="evenodd" d="m0 0 h10 v10 h-10 z"/></g></g>
        </g></svg>
        """
        let g = try SymbolTemplate.read(Array(text.utf8)).glyph()
        #expect(g.svg.contains("transform=\"matrix(2 0 0 2 20 30)\""), "\(g.svg)")
        #expect(g.svg.contains("fill-rule=\"evenodd\""))
        // Points 0…10 scaled by 2 and moved by (20, 30): 20…40 × 30…50.
        let side = 20 / SymbolTemplate.inkFraction
        #expect(g.svg.contains("viewBox=\"\(30 - side / 2) \(40 - side / 2) \(side) \(side)\""), "\(g.svg)")
    }

    /// A minimal template with a square in each of `variants`.
    static func template(_ variants: [String], extra: String = "", body: String = "<path d=\"M0 0L10 0L10 10Z\"/>") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\">\(extra)<g id=\"Symbols\">"
            + variants.map { "<g id=\"\($0)\">\(body)</g>" }.joined() + "</g></svg>"
    }

    /// What each hostile or broken file is refused with.
    static let refusals: [(name: String, text: String, expect: @Sendable (SymbolTemplateProblem) -> Bool)] = [
        ("a DTD with entities", "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]>" + template(["Regular-M"]),
         { if case .declaration = $0 { return true }; return false }),
        ("an unknown entity", template(["Regular-M"], extra: "<text>&b;</text>"), { if case .entity("b", _, _) = $0 { return true }; return false }),
        ("an external href", template(["Regular-M"], extra: "<image href=\"file:///etc/passwd\"/>"),
         { if case .externalReference("file:///etc/passwd", _, _) = $0 { return true }; return false }),
        ("an external xlink:href", template(["Regular-M"], extra: "<use xlink:href=\"http://example.com/a.svg#x\"/>"),
         { if case .externalReference = $0 { return true }; return false }),
        ("a stylesheet instruction", "<?xml-stylesheet href=\"http://example.com/a.css\"?>" + template(["Regular-M"]),
         { if case .externalReference = $0 { return true }; return false }),
        ("an image in the variant", template(["Medium-L"], body: "<image width=\"1\" height=\"1\"/>"),
         { if case .unsupportedElement("image", "Medium-L", _, _) = $0 { return true }; return false }),
        ("a rotation", template(["Medium-L"], body: "<path transform=\"rotate(45)\" d=\"M0 0L1 1Z\"/>"),
         { if case .unsupportedTransform = $0 { return true }; return false }),
        ("path data with a quote", template(["Medium-L"], body: "<path d=\"M0 0L1 1Z&quot; onload=&quot;x\"/>"),
         { if case .badPathData = $0 { return true }; return false }),
        ("path data without its numbers", template(["Medium-L"], body: "<path d=\"M0 0L1\"/>"),
         { if case .badPathData = $0 { return true }; return false }),
        ("no Symbols group", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Regular-M\"><path d=\"M0 0L1 1Z\"/></g></svg>",
         { $0 == .noVariants }),
        ("an element left open", "<svg><g id=\"Symbols\"><g id=\"Regular-M\"><path d=\"M0 0L1 1Z\"/></g>",
         { if case .malformed = $0 { return true }; return false }),
        ("mismatched tags", "<svg><g id=\"Symbols\"></svg></g>", { if case .malformed = $0 { return true }; return false }),
        ("deep nesting", "<svg>" + String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100) + "</svg>",
         { $0 == .tooDeep(limit: SymbolTemplate.Limits.maxDepth) }),
        ("too many elements", "<svg>" + String(repeating: "<g/>", count: SymbolTemplate.Limits.maxElements + 1) + "</svg>",
         { $0 == .tooManyElements(limit: SymbolTemplate.Limits.maxElements) }),
        ("too large", "<svg>" + String(repeating: " ", count: SymbolTemplate.Limits.maxBytes) + "</svg>",
         { if case .tooLarge = $0 { return true }; return false }),
        ("not UTF-8", "<svg>\u{FFFD}</svg>", { $0 == .notText }),
    ]

    @Test("hostile and broken files are refused with what is wrong and where", arguments: refusals.indices)
    func refused(_ k: Int) throws {
        let c = Self.refusals[k]
        var bytes = Array(c.text.utf8)
        if c.name == "not UTF-8" { bytes = [0x3C, 0x73, 0x76, 0x67, 0x3E, 0xFF, 0xFE, 0x3C, 0x2F, 0x73, 0x76, 0x67, 0x3E] }
        do {
            let t = try SymbolTemplate.read(bytes)
            Issue.record("\(c.name): read, with variants \(t.variants)")
        } catch {
            #expect(c.expect(error), "\(c.name): \(error)")
            #expect(!error.reason.isEmpty)
        }
    }

    @Test("a refusal names the line and column")
    func position() throws {
        let text = "<svg>\n<g id=\"Symbols\">\n  <g id=\"Regular-M\"><circle r=\"3\"/></g></g></svg>"
        do { _ = try SymbolTemplate.read(Array(text.utf8)); Issue.record("read") }
        catch {
            #expect(error.position?.line == 3, "\(error)")
            #expect(error.position?.column == 21, "\(error)")
            #expect(error.description.hasPrefix("3:21: <circle> in variant Regular-M"), "\(error)")
        }
    }

    @Test("any bytes give a template or a problem, never a trap (mutations of the fixture, fixed seed)")
    func total() throws {
        let base = try Self.fixture()
        var rng = SplitMix(seed: 42)
        var read = 0, refused = 0
        for _ in 0..<1500 {
            var b = base
            for _ in 0..<Int(rng.next() % 4 + 1) {
                let at = Int(rng.next() % UInt64(b.count))
                switch rng.next() % 3 {
                case 0: b[at] = UInt8(truncatingIfNeeded: rng.next())
                case 1: b.remove(at: at)
                default: b.insert(Array("<>&\"'/=;#-".utf8)[Int(rng.next() % 10)], at: at)
                }
            }
            do { _ = try SymbolTemplate.read(b).glyph(); read += 1 } catch { refused += 1 }
        }
        #expect(read + refused == 1500)
        #expect(read > 0 && refused > 0, "read \(read), refused \(refused)")
    }
}

/// A small deterministic generator (SplitMix64) for the mutation test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
