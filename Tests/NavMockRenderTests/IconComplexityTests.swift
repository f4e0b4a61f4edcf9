import Foundation
import NavMockRender
import Testing

/// The structural limits on SVG icons (IconComplexity), checked before librsvg renders them.
@Suite("Icon complexity limits")
struct IconComplexityTests {
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
        let m = try IconComplexity.check(Self.nested(levels: 2, fanOut: 3))
        // svg, defs, rect, g1 and its 3 uses, g2 and its 3 uses, the top use: 12 as written.
        #expect(m.elements == 12)
        #expect(m.referenceDepth == 3)
        // Each use of l0 copies the rect: g1 = 1 + 3×(1+1) = 7; g2 = 1 + 3×(1+7) = 25;
        // svg = 1 + defs(1 + rect 1 + g1 7 + g2 25) + use(1 + 25) = 61.
        #expect(m.expandedElements == 61)
    }

    @Test("the issue's icon (11 levels of 10 <use>) is refused for its depth; 4 levels of 11 for its size")
    func refusals() {
        #expect { try IconComplexity.check(Self.nested(levels: 11, fanOut: 10)) } throws: { e in
            "\(e)".contains("more than \(IconComplexity.maxReferenceDepth) deep")
        }
        #expect { try IconComplexity.check(Self.nested(levels: 4, fanOut: 11)) } throws: { e in
            "\(e)".contains("more than \(IconComplexity.maxExpandedElements) elements")
        }
        #expect(throws: IconComplexity.Violation.self) { try IconComplexity.check(Self.svg("<g id=\"a\"><use href=\"#a\"/></g>")) }
        #expect(throws: IconComplexity.Violation.self) {
            try IconComplexity.check(Self.svg("<pattern id=\"p\"><rect fill=\"url(#p)\" width=\"1\" height=\"1\"/></pattern>"))
        }
        #expect(throws: IconComplexity.Violation.self) {
            try IconComplexity.check(Array("<!DOCTYPE svg [<!ENTITY r \"<rect/>\">]><svg>&r;</svg>".utf8))
        }
        // Inside: 3 levels of 10 expand to 4,688 elements, 4 references deep.
        #expect((try? IconComplexity.check(Self.nested(levels: 3, fanOut: 10))) != nil)
    }

    @Test("comments, CDATA, processing instructions and quoted '>' do not confuse the count")
    func scanning() throws {
        let m = try IconComplexity.check(Array("<?xml version=\"1.0\"?><!-- <use href=\"#x\"/> --><svg a=\"1>2\"><![CDATA[<g>]]><g/><path d='M0 0'/></svg>".utf8))
        #expect(m.elements == 3)
        #expect(m.referenceDepth == 0)
        // Malformed input never traps: truncated tags and attributes.
        for cut in ["<svg", "<svg a=\"", "<svg><use href=\"#", "<!DOCTYPE [", "<", "</"] {
            _ = try? IconComplexity.check(Array(cut.utf8))
        }
    }

    @Test("every bundled bootstrap icon is well inside the limits (a tenth of each at most)")
    func bundledIcons() throws {
        let dir = ProcessInfo.processInfo.environment["NAVMOCK_ICONS_DIR"] ?? "/usr/share/bootstrap-icons/svg"
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".svg") }
        #expect(names.count > 1000)
        var most = IconComplexity.Measure()
        for n in names {
            let bytes = [UInt8](FileManager.default.contents(atPath: dir + "/" + n) ?? Data())
            let m = try IconComplexity.check(bytes)
            most.elements = max(most.elements, m.elements)
            most.expandedElements = max(most.expandedElements, m.expandedElements)
            most.referenceDepth = max(most.referenceDepth, m.referenceDepth)
        }
        #expect(most.expandedElements * 10 <= IconComplexity.maxExpandedElements, "largest bundled icon: \(most)")
        #expect(most.referenceDepth * 4 <= IconComplexity.maxReferenceDepth, "deepest bundled icon: \(most)")
        print("bundled icons: \(names.count); most elements \(most.elements), expanded \(most.expandedElements), reference depth \(most.referenceDepth)")
    }
}
