import Foundation
@testable import NavMockCore
import Testing

/// Issue 14 §7: `pageControl.frame` ({width, height} in points, centred at the placement); smaller
/// than the natural size it clips, with a warning naming the natural size.
@Suite("Page control frame")
struct PageControlFrameTests {
    let measurer = FixedWidthTextMeasurer()

    func lay(_ json: String) throws -> (Spec, Layout) {
        let s = try SpecReader.read(Array(json.utf8))
        return (s, try layout(s, in: Environment.resolve(s), measuring: measurer))
    }

    func natural(_ top: String, pages: Int, extra: String = "") throws -> Rect {
        try #require(try lay(#"{\#(top),"pageControl":{"numberOfPages":\#(pages)\#(extra)}}"#).1.pageControlNode).frame
    }

    @Test("a frame smaller than natural: centred where the natural one was, clipped, and a warning naming the natural size", arguments: [
        (#""device":"iPhone 16""#, 5), (#""device":"iPhone 16","osVersion":"15""#, 8), (#""device":"iPhone SE (3rd generation)""#, 3),
        (#""device":"iPad Pro 11-inch (M4)","orientation":"landscape""#, 10), (#""device":"iPhone 16","layoutDirection":"rightToLeft""#, 6),
        (#""device":"Apple Watch Series 10 (46mm)""#, 4),
    ])
    func clipped(_ top: String, _ pages: Int) throws {
        let nat = try natural(top, pages: pages)
        let w = (nat.width / 2).rounded(), h = nat.height
        let json = #"{\#(top),"pageControl":{"numberOfPages":\#(pages),"frame":{"width":\#(w),"height":\#(h)}}}"#
        let (spec, l) = try lay(json)
        let pc = try #require(l.pageControlNode)
        #expect(abs(pc.frame.midX - nat.midX) < 1e-9 && abs(pc.frame.midY - nat.midY) < 1e-9)
        #expect(pc.frame.width == w && pc.frame.height == h)
        let n = try #require(pc.clippedFromNaturalSize)
        #expect(abs(n.width - nat.width) < 1e-9 && abs(n.height - nat.height) < 1e-9)
        // The indicators keep their natural places (the clip hides the ends), and the canvas holds the frame.
        let unclipped = try #require(try lay(#"{\#(top),"pageControl":{"numberOfPages":\#(pages)}}"#).1.pageControlNode)
        #expect(pc.indicators.map(\.frame) == unclipped.indicators.map(\.frame))
        #expect(try #require(pc.pageControlCanvas).contains(pc.frame) || !Rect(origin: .zero, size: l.environment.screenSize).contains(pc.frame))
        #expect(pc.attributes[.clipped] == .bool(true))
        let f = Checker.check(spec, measuring: measurer).filter { $0.ruleID == .pageControlFrameClipped }
        #expect(f.count == 1)
        #expect(f.first?.severity == .warning)
        #expect(f.first?.path.description == "pageControl.frame")
        let natText = "\(SchemaJSON.format((nat.width * 10).rounded() / 10)) × \(SchemaJSON.format((nat.height * 10).rounded() / 10)) pt"
        #expect(f.first?.message.contains(natText) == true, "\(f.first?.message ?? "") lacks \(natText)")
        // The scene wraps the control in hard-edged masks (clipped on both axes).
        let items = buildScene(spec, layout: l).items
        #expect(items.contains { if case .masked(let inner, _) = $0, case .masked? = inner.first { return true }; return false })
    }

    @Test("a frame too short but wide enough still clips; one at or above natural does not", arguments: [true, false])
    func heightOnly(_ short: Bool) throws {
        let nat = try natural(#""device":"iPhone 16""#, pages: 5)
        let h = short ? nat.height - 4 : nat.height + 20
        let (spec, l) = try lay(#"{"device":"iPhone 16","pageControl":{"numberOfPages":5,"frame":{"width":\#(nat.width + 40),"height":\#(h)}}}"#)
        let pc = try #require(l.pageControlNode)
        #expect((pc.clippedFromNaturalSize != nil) == short)
        #expect(Checker.check(spec, measuring: measurer).contains { $0.ruleID == .pageControlFrameClipped } == short)
        #expect(abs(pc.frame.width - (nat.width + 40)) < 1e-9 && abs(pc.frame.midY - nat.midY) < 1e-9)
    }

    @Test("the natural size depends on the page count and style: the same frame clips 9 pages, not 2")
    func dependsOnPages() throws {
        let small = try natural(#""device":"iPhone 16""#, pages: 2)
        let json = { (n: Int) in #"{"device":"iPhone 16","pageControl":{"numberOfPages":\#(n),"frame":{"width":\#(small.width),"height":\#(small.height)}}}"# }
        #expect(try lay(json(2)).1.pageControlNode?.clippedFromNaturalSize == nil)
        #expect(try lay(json(9)).1.pageControlNode?.clippedFromNaturalSize != nil)
        // minimal drops the padding along the row: its natural width is smaller.
        let minimal = try natural(#""device":"iPhone 16""#, pages: 2, extra: #","backgroundStyle":"minimal""#)
        #expect(minimal.width < small.width)
    }

    @Test("bad frames are refused at their JSON path", arguments: [
        (#"{"width":10}"#, "pageControl.frame"), (#"{"width":0,"height":10}"#, "pageControl.frame.width"),
        (#"{"width":10,"height":"tall"}"#, "pageControl.frame.height"), (#"[10,10]"#, "pageControl.frame"),
        (#"{"width":10,"height":10,"x":3}"#, "pageControl.frame.x"),
    ])
    func refused(_ frame: String, _ path: String) throws {
        do {
            _ = try SpecReader.read(Array(#"{"device":"iPhone 16","pageControl":{"numberOfPages":3,"frame":\#(frame)}}"#.utf8))
            Issue.record("accepted \(frame)")
        } catch {
            #expect(error.problems.contains { $0.path.description == path }, "\(error.problems.map(\.path.description))")
        }
    }
}
