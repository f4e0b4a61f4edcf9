// Tests for the page control: reading (`pageControl`), layout against the rows of metrics.md
// (../shared/hig/metrics.md §7 UIKit, §11 measured; cited per test), the shrinking window,
// directions, clamping warnings and the platform refusals.

import Foundation
import Testing
@testable import NavMockCore

// MARK: - Helpers

private let measurer = FixedWidthTextMeasurer()
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.001) -> Bool { abs(a - b) <= tolerance }

/// A spec: top-level JSON members (without braces) plus a `pageControl` object body.
private func pcSpec(_ pageControl: String, top: String = #""device": "iPhone 17 Pro""#) -> String {
    "{ \(top), \"pageControl\": { \(pageControl) } }"
}

private func read(_ text: String) throws -> Spec { try SpecReader.read(Array(text.utf8)) }

private func makeLayout(_ text: String) throws -> Layout {
    let s = try read(text)
    return try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)
}

private func pc(_ body: String, top: String = #""device": "iPhone 17 Pro""#) throws -> LayoutNode {
    try #require(try makeLayout(pcSpec(body, top: top)).pageControlNode)
}

/// The SpecError a spec raises at read, resolve or layout time, or nil.
private func specError(_ text: String) -> SpecError? {
    do {
        let s = try SpecReader.read(Array(text.utf8))
        _ = try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)
        return nil
    } catch { return error }
}

/// Centres of the indicators along x (horizontal) or y (vertical), in page order.
private func centres(_ l: LayoutNode, vertical: Bool = false) -> [Double] {
    l.indicators.map { vertical ? $0.frame.midY : $0.frame.midX }
}

/// The slot (UIKit's image view) an indicator is drawn in: centred on the indicator's frame, the
/// metric table's `slot` (width along the row, height across it) times the indicator's scale (and
/// the content's, while scrubbing).
private func slot(_ ind: LayoutNode, of l: LayoutNode) throws -> Rect {
    let m = try #require(l.pageControlMetrics)
    let k = ind.indicatorScale * l.contentScale
    let along = m.slot.width * k, across = m.slot.height * k
    let vertical = l.direction == .topToBottom || l.direction == .bottomToTop
    return Rect(center: ind.frame.center, size: vertical ? Size(width: across, height: along) : Size(width: along, height: across))
}

private func diffs(_ xs: [Double]) -> [Double] { zip(xs.dropFirst(), xs).map { $0 - $1 } }

// MARK: - Geometry (iOS 14+)

@Suite("Page control: geometry (iOS 14+ design)")
struct PageControlGeometryTests {

    @Test("3 pages: 73 × 26 pt platter, 17.7 pt pitch, 7.6 pt dots (metrics §11 pk_*)")
    func threePages() throws {
        let l = try pc(#""numberOfPages": 3, "backgroundStyle": "prominent""#)
        #expect(l.pageControlDesign == .modern)
        // §11: prominent platter ≈ 73 × 26 pt for 3 pages; 14 + 3 × 9.7 + 2 × 8 + 14 = 73.1, 8 + 9.7 + 8 = 25.7.
        #expect(close(l.frame.width, 73.1) && close(l.frame.height, 25.7))
        #expect(abs(l.frame.width - 73) <= 0.5 && abs(l.frame.height - 26) <= 0.5)
        let platter = try #require(l.platterFrame)
        #expect(platter == l.frame)                               // §7.2: same size as the content area
        #expect(l.indicators.count == 3)
        for d in diffs(centres(l)) { #expect(close(d, 17.7)) }   // §11: pitch 17.7 pt
        for ind in l.indicators {
            #expect(close(ind.frame.width, 7.6) && close(ind.frame.height, 7.6))  // §11: dot 7.6 pt
            #expect(close(ind.frame.midY, l.frame.midY))
            #expect(ind.indicatorShape == .dot && ind.indicatorScale == 1)
        }
        #expect(l.indicators.map(\.index) == [0, 1, 2])
        #expect(l.indicators.map(\.isCurrent) == [true, false, false])
    }

    @Test("padding: 14 pt along the row, 8 pt across it (metrics §7.1 UK26)")
    func padding() throws {
        let l = try pc(#""numberOfPages": 4, "currentPage": 2"#)
        let first = try #require(l.indicators.first), last = try #require(l.indicators.last)
        let s0 = try slot(first, of: l), s1 = try slot(l.indicators[1], of: l), sLast = try slot(last, of: l)
        #expect(close(s0.minX - l.frame.minX, 14))
        #expect(close(l.frame.maxX - sLast.maxX, 14))
        #expect(close(s0.minY - l.frame.minY, 8))
        #expect(close(l.frame.maxY - s0.maxY, 8))
        #expect(close(s0.width, 9.7))                    // §11: image views ≈ 9.7 pt
        #expect(close(s1.minX - s0.maxX, 8))   // §7.1: 8 pt gap between views
    }

    @Test("natural size follows the page count, as size(forNumberOfPages:) (metrics §7.1, §11)",
          arguments: [1, 2, 3, 5, 8, 10, 11, 24, 1_000_000])
    func naturalSize(_ n: Int) throws {
        let l = try pc("\"numberOfPages\": \(n)")
        let v = Double(min(n, 10))
        #expect(close(l.frame.width, 28 + 9.7 * v + 8 * (v - 1)))
        #expect(close(l.frame.height, 25.7))
    }

    @Test("minimal drops the padding along the row and never shows the platter (metrics §7.1, §7.2)")
    func minimal() throws {
        for state in ["none", "discrete", "continuous"] {
            let l = try pc(#""numberOfPages": 3, "backgroundStyle": "minimal", "interactionState": "\#(state)""#)
            #expect(l.platterFrame == nil)
            let expected = 3 * 9.7 + 2 * 8 // 45.1: no 14 pt padding
            #expect(close(l.frame.width, expected * 1), "\(state)")
            #expect(close(l.frame.height, 25.7))
        }
        let l = try pc(#""numberOfPages": 3, "backgroundStyle": "minimal""#)
        let s0 = try slot(l.indicators[0], of: l)
        #expect(close(s0.minX, l.frame.minX))
    }

    @Test("automatic shows the platter only while interacting; prominent always (metrics §7.2)")
    func platterByStyle() throws {
        #expect(try pc(#""numberOfPages": 3"#).platterFrame == nil)
        #expect(try pc(#""numberOfPages": 3, "interactionState": "discrete""#).platterFrame != nil)
        #expect(try pc(#""numberOfPages": 3, "interactionState": "continuous""#).platterFrame != nil)
        #expect(try pc(#""numberOfPages": 3, "backgroundStyle": "prominent""#).platterFrame != nil)
        #expect(try pc(#""numberOfPages": 3, "backgroundStyle": "automatic", "interactionState": "none""#).platterFrame == nil)
    }

    @Test("scrubbing grows the content and the platter ×1.05 around the centre (metrics §7.2)")
    func scrubbing() throws {
        let still = try pc(#""numberOfPages": 3, "backgroundStyle": "prominent""#)
        let l = try pc(#""numberOfPages": 3, "backgroundStyle": "prominent", "interactionState": "continuous""#)
        #expect(l.contentScale == 1.05 && still.contentScale == 1)
        let p = try #require(l.platterFrame)
        #expect(close(p.width, 73.1 * 1.05) && close(p.height, 25.7 * 1.05))
        #expect(close(p.midX, still.frame.midX) && close(p.midY, still.frame.midY))
        for d in diffs(centres(l)) { #expect(close(d, 17.7 * 1.05)) }
        #expect(close(l.indicators[0].frame.width, 7.6 * 1.05))
        #expect(l.frame == still.frame)                          // the natural frame does not change
    }

    @Test("placement: centred horizontally, 24.7 pt above the safe area (metrics §11 pk: 58.7 pt above the bottom)")
    func placement() throws {
        let l = try pc(#""numberOfPages": 3"#)
        #expect(close(l.frame.midX, 402 / 2))
        #expect(close(874 - l.frame.midY, 58.7))
        let se = try pc(#""numberOfPages": 3"#, top: #""device": "iPhone SE (3rd generation)""#)
        #expect(close(667 - se.frame.midY, 24.7))                // no bottom safe area
    }

    @Test("component canvas: natural size with a 12 pt margin, whole points (DESIGN.md Canvas)")
    func componentCanvas() throws {
        let layout = try makeLayout(pcSpec(#""numberOfPages": 3, "backgroundStyle": "prominent""#))
        let l = try #require(layout.pageControlNode)
        #expect(layout.canvas == l.pageControlCanvas)
        let c = layout.canvas
        #expect(c.minX == c.minX.rounded() && c.minY == c.minY.rounded() && c.width == c.width.rounded() && c.height == c.height.rounded())
        #expect(c.width >= 73.1 + 24 && c.width <= 73.1 + 24 + 2)
        #expect(c.height >= 25.7 + 24 && c.height <= 25.7 + 24 + 2)
        #expect(l.frame.minX - c.minX >= 12 && c.maxX - l.frame.maxX >= 12)
        #expect(l.frame.minY - c.minY >= 12 && c.maxY - l.frame.maxY >= 12)
        // Screen canvas: the whole screen; frames stay in screen coordinates.
        let screen = try makeLayout(pcSpec(#""numberOfPages": 3"#, top: #""device": "iPhone 17 Pro", "canvas": "screen""#))
        #expect(screen.canvas == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(screen.pageControlNode?.frame == l.frame)
    }
}

// MARK: - Too many pages

@Suite("Page control: the shrinking window (metrics §7.1)")
struct PageControlWindowTests {

    @Test("at most 10 indicators; the current page is always visible and full size",
          arguments: [11, 12, 13, 20, 24, 57])
    func windowFollowsCurrent(_ n: Int) throws {
        for current in 0..<n {
            let l = try pc("\"numberOfPages\": \(n), \"currentPage\": \(current)")
            #expect(l.indicators.count == 10)
            let pages = try l.indicators.map { try #require($0.index) }
            #expect(pages == Array(pages[0]..<(pages[0] + 10)), "contiguous window")
            let cur = try #require(l.indicators.first { $0.isCurrent })
            #expect(cur.index == current)
            #expect(cur.indicatorScale == 1)
            // Equidistant whatever their size (HIG-PC "always equidistant").
            for d in diffs(centres(l)) { #expect(close(d, 17.7)) }
        }
    }

    @Test("ends shrink to ½ and ¼ only where more pages lie beyond (HIG-PC, metrics §7.1)")
    func edgeScales() throws {
        let start = try pc(#""numberOfPages": 20, "currentPage": 0"#)
        #expect(start.indicators.map(\.indicatorScale) == [1, 1, 1, 1, 1, 1, 1, 1, 0.5, 0.25])
        #expect(start.visiblePages == 0..<10)
        let middle = try pc(#""numberOfPages": 20, "currentPage": 10"#)
        #expect(middle.indicators.map(\.indicatorScale) == [0.25, 0.5, 1, 1, 1, 1, 1, 1, 0.5, 0.25])
        #expect(middle.visiblePages == 3..<13)
        let end = try pc(#""numberOfPages": 20, "currentPage": 19"#)
        #expect(end.indicators.map(\.indicatorScale) == [0.25, 0.5, 1, 1, 1, 1, 1, 1, 1, 1])
        #expect(end.visiblePages == 10..<20)
        // The shrunk dots are 7.6 × scale.
        #expect(close(middle.indicators[0].frame.width, 7.6 / 4) && close(middle.indicators[1].frame.width, 7.6 / 2))
        // 10 pages or fewer never shrink.
        #expect(try pc(#""numberOfPages": 10, "currentPage": 9"#).indicators.allSatisfy { $0.indicatorScale == 1 })
    }

    @Test("1,000,000 pages lay out only 10 indicators, around the current page")
    func millionPages() throws {
        let l = try pc(#""numberOfPages": 1000000, "currentPage": 500000"#)
        #expect(l.indicators.count == 10)
        #expect(l.visiblePages.count == 10 && l.visiblePages.contains(500_000))
        #expect(l.indicators.contains { $0.isCurrent && $0.index == 500_000 && $0.indicatorScale == 1 })
        let ten = try pc(#""numberOfPages": 10"#)
        #expect(l.frame == ten.frame)
        let last = try pc(#""numberOfPages": 1000000, "currentPage": 999999"#)
        #expect(last.visiblePages == 999_990..<1_000_000)
    }

    @Test("the legacy design clips instead: 7 pt dots on a 16 pt pitch, 37 pt tall (metrics §7.1)")
    func legacy() throws {
        let l = try pc(#""numberOfPages": 5, "currentPage": 1"#, top: #""device": "iPhone 11", "osVersion": "13""#)
        #expect(l.pageControlDesign == .legacy)
        #expect(close(l.frame.height, 37))
        #expect(close(l.frame.width, 5 * 16 - 9))
        for d in diffs(centres(l)) { #expect(close(d, 16)) }
        for ind in l.indicators { #expect(close(ind.frame.width, 7) && ind.indicatorScale == 1) }
        #expect(l.platterFrame == nil)
        // 40 pages on a 375 pt screen: the row is wider than the screen and is cut at its edges.
        let c = try pc(#""numberOfPages": 40, "currentPage": 3"#, top: #""device": "iPhone SE (3rd generation)", "osVersion": "13""#)
        #expect(close(c.frame.width, 375))
        #expect(c.indicators.count < 40 && c.indicators.count >= 23)
        #expect(c.indicators.allSatisfy { $0.indicatorScale == 1 && $0.frame.maxX > 0 && $0.frame.minX < 375 })
        for d in diffs(centres(c)) { #expect(close(d, 16)) }
        #expect(!c.indicators.contains { $0.isCurrent })       // page 3 lies beyond the left edge
        // A million legacy pages cost no more.
        let m = try pc(#""numberOfPages": 1000000"#, top: #""device": "iPhone SE (3rd generation)", "osVersion": "13""#)
        #expect(m.indicators.count <= 25)
    }
}

// MARK: - Reading and clamping

@Suite("Page control: reading")
struct PageControlReaderTests {

    @Test("an out-of-range currentPage is clamped with a warning, as UIKit does")
    func clamping() throws {
        let s = try read(pcSpec(#""numberOfPages": 3, "currentPage": 7"#))
        #expect(s.pageControl?.currentPage == 2)
        #expect(s.warnings.count == 1)
        let w = try #require(s.warnings.first)
        #expect(w.path.description == "pageControl.currentPage")
        #expect(w.message.contains("clamped") && w.message.contains("7") && w.message.contains("2"))
        let neg = try read(pcSpec(#""numberOfPages": 3, "currentPage": -4"#))
        #expect(neg.pageControl?.currentPage == 0 && neg.warnings.count == 1)
        let ok = try read(pcSpec(#""numberOfPages": 3, "currentPage": 2"#))
        #expect(ok.pageControl?.currentPage == 2 && ok.warnings.isEmpty)
        let zero = try read(pcSpec(#""numberOfPages": 0, "currentPage": 1"#))
        #expect(zero.pageControl?.currentPage == 0 && zero.warnings.count == 1)
        // The layout draws the clamped page.
        let l = try pc(#""numberOfPages": 3, "currentPage": 7"#)
        #expect(l.currentPage == 2 && l.indicators[2].isCurrent)
    }

    @Test("progress outside 0…1 is clamped with a warning")
    func progressClamp() throws {
        let s = try read(pcSpec(#""numberOfPages": 3, "progress": 1.5"#))
        #expect(s.pageControl?.progress == 1)
        #expect(s.warnings.first?.path.description == "pageControl.progress")
    }

    @Test("strict reading: unknown keys, missing numberOfPages, bad per-page images", arguments: [
        (#""numberOfPage": 3"#, "did you mean \"numberOfPages\""),
        (#""currentPage": 1"#, "needs \"numberOfPages\""),
        (#""numberOfPages": -1"#, "out of range"),
        (#""numberOfPages": 2000000000"#, "out of range"),
        (#""numberOfPages": 3, "backgroundStyle": "prominant""#, "did you mean \"prominent\""),
        (#""numberOfPages": 3, "direction": "upward""#, "unknown direction"),
        (#""numberOfPages": 3, "indicatorImages": [ { "page": 3, "image": "star.fill" } ]"#, "out of range"),
        (#""numberOfPages": 3, "indicatorImages": [ { "page": 1, "image": "star.fill" }, { "page": 1, "image": "star" } ]"#, "already has an image"),
        (#""numberOfPages": 3, "indicatorImages": [ { "page": 1, "image": "nosuchsymbol" } ]"#, "unknown symbol"),
        (#""numberOfPages": 3, "indicatorImages": { "0": "star" }"#, "expected an array"),
        (#""numberOfPages": 3, "pageIndicatorTintColor": "blue""#, "invalid colour"),
        (#""numberOfPages": 3, "scrollPosition": 2"#, "out of range"),
    ])
    func rejects(_ body: String, _ fragment: String) {
        let e = specError(pcSpec(body))
        #expect(e != nil, "\(body)")
        #expect(e?.message.contains(fragment) == true, "\(body): \(e?.message ?? "no error")")
        #expect(e?.path.description.hasPrefix("pageControl") == true)
    }

    @Test("the schema's pageControl lists exactly the keys the reader accepts")
    func schemaKeys() throws {
        let schema = try JSONParser.parse(Array(SpecSchema.text.utf8))
        let pcSchema = try #require(schema["properties"]?["pageControl"])
        guard case .object(let members)? = pcSchema["properties"]?.value else { Issue.record("no properties"); return }
        let keys = members.map(\.key)
        #expect(keys.count == 17)
        #expect(Set(keys).count == keys.count)
        // Every schema key is one the reader knows (a valid value for each, on iOS 26) …
        let values: [String: String] = [
            "numberOfPages": "3", "currentPage": "1", "hidesForSinglePage": "false", "allowsContinuousInteraction": "true",
            "backgroundStyle": #""prominent""#, "interactionState": #""discrete""#, "direction": #""rightToLeft""#,
            "currentPageIndicatorTintColor": #""label""#, "pageIndicatorTintColor": ##""#FFFFFF80""##,
            "preferredIndicatorImage": #""bookmark.fill""#, "indicatorImages": #"[{"page": 0, "image": "location.fill"}]"#,
            "preferredCurrentPageIndicatorImage": #""star.fill""#, "currentPageIndicatorImages": #"[{"page": 1, "image": "star"}]"#,
            "progress": "0.5", "scrollPosition": "0.5", "placement": #""bottom""#,
            "frame": #"{"width": 100, "height": 30}"#,
        ]
        #expect(Set(values.keys) == Set(keys))
        for k in keys where k != "numberOfPages" && k != "scrollPosition" {
            let v = try #require(values[k])
            #expect(specError(pcSpec("\"numberOfPages\": 3, \"\(k)\": \(v)")) == nil, "\(k)")
        }
        let watch = #""device": "Apple Watch Series 10 (46mm)""#
        #expect(specError(pcSpec(#""numberOfPages": 3, "direction": "topToBottom", "scrollPosition": 0.5"#, top: watch)) == nil)
        // … and additionalProperties is false.
        if case .bool(let b)? = pcSchema["additionalProperties"]?.value { #expect(b == false) } else { Issue.record("additionalProperties missing") }
    }
}

// MARK: - Hidden, images, progress

@Suite("Page control: content")
struct PageControlContentTests {

    @Test("zero pages, or one page hidden, draws nothing; the layout says hidden")
    func hidden() throws {
        for body in [#""numberOfPages": 0"#, #""numberOfPages": 1, "hidesForSinglePage": true"#] {
            let layout = try makeLayout(pcSpec(body + #", "backgroundStyle": "prominent""#))
            let l = try #require(layout.pageControlNode)
            #expect(l.isHidden && l.indicators.isEmpty && l.platterFrame == nil)
            #expect(close(l.frame.width, 28) && close(l.frame.height, 25.7))   // the empty control's natural size
            #expect(l.bool(.hidden) == true)
            #expect(l.children.isEmpty)
            #expect(layout.canvas.width <= 28 + 24 + 2)
            let s = try read(pcSpec(body))
            #expect(buildScene(s, layout: try makeLayout(pcSpec(body))).items.isEmpty)
        }
        let shown = try pc(#""numberOfPages": 1"#)
        #expect(!shown.isHidden && shown.indicators.count == 1)
    }

    @Test("indicator images: per page, preferred, current; centres still evenly spaced (metrics §7.3)")
    func images() throws {
        let l = try pc(#""numberOfPages": 4, "currentPage": 0, "indicatorImages": [ { "page": 0, "image": "location.fill" } ]"#)
        #expect(l.indicators[0].image == .symbol("location.fill") && l.indicators[0].indicatorShape == .image)
        #expect(l.indicators.dropFirst().allSatisfy { $0.indicatorShape == .dot && $0.image == nil })
        for d in diffs(centres(l)) { #expect(close(d, 17.7)) }
        #expect(close(l.indicators[0].frame.width, 9.7))
        let b = try pc(#""numberOfPages": 3, "currentPage": 1, "preferredIndicatorImage": "bookmark.fill", "preferredCurrentPageIndicatorImage": "star.fill", "currentPageIndicatorImages": [ { "page": 2, "image": "heart.fill" } ]"#)
        #expect(b.indicators.map(\.image) == [.symbol("bookmark.fill"), .symbol("star.fill"), .symbol("bookmark.fill")])
        // A page's own current image wins when it is current.
        let c = try pc(#""numberOfPages": 3, "currentPage": 2, "preferredCurrentPageIndicatorImage": "star.fill", "currentPageIndicatorImages": [ { "page": 2, "image": "heart.fill" } ]"#)
        #expect(c.indicators[2].image == .symbol("heart.fill"))
        let node = l.children.first { $0.role == .pageControlIndicator && $0.index == 0 }
        #expect(node?.symbol == "location.fill")
    }

    @Test("progress (iOS 17): the current indicator grows into a capsule filled to the fraction (metrics §7.3)")
    func progress() throws {
        let top = #""device": "iPhone 17 Pro", "osVersion": "17""#
        let l = try pc(#""numberOfPages": 4, "currentPage": 1, "progress": 0.5"#, top: top)
        let cur = try #require(l.indicators.first { $0.isCurrent })
        #expect(cur.indicatorShape == .capsule)
        #expect(close(cur.frame.width, 25.3) && close(cur.frame.height, 7.6))
        let p = try #require(l.progress)
        let fill = try #require(p.capsuleFill)
        #expect(close(fill.width, 25.3 * 0.5) && close(fill.minX, cur.frame.minX))
        // The capsule takes two slots: the control is one pitch (17.7 pt) wider (metrics §7.1 minimum width).
        let plain = try pc(#""numberOfPages": 4, "currentPage": 1"#, top: top)
        #expect(close(l.frame.width - plain.frame.width, 17.7))
        // Hidden while scrubbing (UIPageControlProgress.isProgressVisible).
        let scrub = try pc(#""numberOfPages": 4, "currentPage": 1, "progress": 0.5, "interactionState": "continuous""#, top: top)
        #expect(scrub.progress == nil && scrub.indicators.allSatisfy { $0.indicatorShape == .dot })
        // Right to left: filled from the right end.
        let rtl = try pc(#""numberOfPages": 4, "currentPage": 1, "progress": 0.5, "direction": "rightToLeft""#, top: top)
        let rf = try #require(rtl.progress?.capsuleFill)
        #expect(close(rf.maxX, try #require(rtl.indicators.first { $0.isCurrent }).frame.maxX))
        #expect(l.children.contains { $0.role == .pageControlProgress && $0.index == 1 })
    }
}

// MARK: - Direction

@Suite("Page control: direction and right-to-left")
struct PageControlDirectionTests {

    @Test("leftToRight: page 0 at the left; rightToLeft: page 0 at the right")
    func horizontal() throws {
        let ltr = centres(try pc(#""numberOfPages": 4, "direction": "leftToRight""#))
        #expect(diffs(ltr).allSatisfy { close($0, 17.7) })
        let rtl = centres(try pc(#""numberOfPages": 4, "direction": "rightToLeft""#))
        #expect(diffs(rtl).allSatisfy { close($0, -17.7) })
        #expect(close(ltr[0], rtl[3]) && close(ltr[3], rtl[0]))
    }

    @Test("natural follows layoutDirection")
    func natural() throws {
        let l = try pc(#""numberOfPages": 4"#, top: #""device": "iPhone 17 Pro", "layoutDirection": "rightToLeft""#)
        #expect(l.direction == .rightToLeft)
        #expect(diffs(centres(l)).allSatisfy { close($0, -17.7) })
        let forced = try pc(#""numberOfPages": 4, "direction": "leftToRight""#, top: #""device": "iPhone 17 Pro", "layoutDirection": "rightToLeft""#)
        #expect(diffs(centres(forced)).allSatisfy { close($0, 17.7) })
        // The shrinking window runs right to left too: the shrunk end beyond the current page is at the left.
        let w = try pc(#""numberOfPages": 20, "currentPage": 0"#, top: #""device": "iPhone 17 Pro", "layoutDirection": "rightToLeft""#)
        let leftmost = try #require(w.indicators.min { $0.frame.midX < $1.frame.midX })
        #expect(leftmost.indicatorScale == 0.25 && leftmost.index == 9)
    }

    @Test("topToBottom / bottomToTop: a column with the padding axes swapped (metrics §7.3)")
    func vertical() throws {
        let t = try pc(#""numberOfPages": 3, "direction": "topToBottom", "backgroundStyle": "prominent""#)
        #expect(close(t.frame.width, 25.7) && close(t.frame.height, 73.1))
        let first = t.indicators[0]
        let s0 = try slot(first, of: t)
        #expect(close(s0.minY - t.frame.minY, 14) && close(s0.minX - t.frame.minX, 8))
        #expect(diffs(centres(t, vertical: true)).allSatisfy { close($0, 17.7) })
        #expect(t.indicators.allSatisfy { close($0.frame.midX, t.frame.midX) })
        // At the trailing edge, vertically centred (estimate).
        #expect(close(402 - t.frame.midX, 24.7) && close(t.frame.midY, 874 / 2))
        let b = try pc(#""numberOfPages": 3, "direction": "bottomToTop""#)
        #expect(diffs(centres(b, vertical: true)).allSatisfy { close($0, -17.7) })
        let minimal = try pc(#""numberOfPages": 3, "direction": "topToBottom", "backgroundStyle": "minimal""#)
        #expect(close(minimal.frame.height, 45.1) && close(minimal.frame.width, 25.7))
        // Right-to-left layouts put the column at the left (trailing) edge.
        let r = try pc(#""numberOfPages": 3, "direction": "topToBottom""#, top: #""device": "iPhone 17 Pro", "layoutDirection": "rightToLeft""#)
        #expect(close(r.frame.midX, 24.7))
    }
}

// MARK: - Platforms

@Suite("Page control: platforms")
struct PageControlPlatformTests {

    @Test("macOS has no page control: invalid, and the message says so")
    func macOS() throws {
        let e = try #require(specError(pcSpec(#""numberOfPages": 3"#, top: #""platform": "macOS""#)))
        #expect(e.path.description == "pageControl")
        #expect(e.message.contains("macOS has no page control"))
    }

    @Test("visionOS, tvOS and watchOS page controls are never interactive", arguments: [
        (#""platform": "visionOS""#, "discrete", "visionOS"),
        (#""platform": "visionOS""#, "continuous", "visionOS"),
        (#""device": "Apple TV 4K""#, "discrete", "tvOS"),
        (#""device": "Apple Watch Series 10 (46mm)""#, "discrete", "watchOS"),
    ])
    func notInteractive(_ top: String, _ state: String, _ name: String) throws {
        let e = try #require(specError(pcSpec("\"numberOfPages\": 3, \"interactionState\": \"\(state)\"", top: top)))
        #expect(e.path.description == "pageControl.interactionState")
        #expect(e.message.contains(name) && e.message.contains("interactive"))
        // "none" is fine.
        #expect(specError(pcSpec(#""numberOfPages": 3, "interactionState": "none""#, top: top)) == nil)
    }

    @Test("APIs newer than osVersion are refused", arguments: [
        (#""osVersion": "13""#, #""backgroundStyle": "prominent""#, "iOS 14"),
        (#""osVersion": "13""#, #""preferredIndicatorImage": "bookmark.fill""#, "iOS 14"),
        (#""osVersion": "15""#, #""direction": "topToBottom""#, "iOS 16"),
        (#""osVersion": "15""#, #""preferredCurrentPageIndicatorImage": "star.fill""#, "iOS 16"),
        (#""osVersion": "16""#, #""progress": 0.5"#, "iOS 17"),
    ])
    func versions(_ os: String, _ field: String, _ needs: String) throws {
        let e = try #require(specError(pcSpec(#""numberOfPages": 3, "# + field, top: #""device": "iPhone 11", "# + os)))
        #expect(e.message.contains("needs \(needs) or later"))
    }

    @Test("scrubbing needs allowsContinuousInteraction")
    func scrubbingNeedsContinuous() throws {
        let e = try #require(specError(pcSpec(#""numberOfPages": 3, "interactionState": "continuous", "allowsContinuousInteraction": false"#)))
        #expect(e.path.description == "pageControl.interactionState")
    }

    @Test("tvOS: a platter by default, 81.1 × 27.0 pt for 3 pages, pitch 20.98 pt (pk_pagecontrol_tvos_light, issue 40 item 7; ±0.2 pt)")
    func tvOS() throws {
        let l = try pc(#""numberOfPages": 3"#, top: #""device": "Apple TV 4K""#)
        #expect(abs(l.frame.width - 81.1) <= 0.2 && abs(l.frame.height - 26.96) <= 0.2, "\(l.frame)")
        #expect(l.platterFrame != nil)     // automatic shows it on tvOS
        #expect(diffs(centres(l)).allSatisfy { abs($0 - 20.98) <= 0.2 }, "\(diffs(centres(l)))")
        #expect(close(1080 - l.frame.midY, 84.7))
    }

    @Test("watchOS: dots at the bottom; vertical paging beside the Digital Crown with the scroll position")
    func watchOS() throws {
        let top = #""device": "Apple Watch Series 10 (46mm)""#
        let h = try pc(#""numberOfPages": 5, "currentPage": 1"#, top: top)
        #expect(h.pageControlDesign == .watch && h.platterFrame == nil)
        #expect(h.indicators.allSatisfy { close($0.frame.midY, 248 - 5.5) })
        #expect(close(h.frame.midX, 104))
        let v = try pc(#""numberOfPages": 4, "currentPage": 1, "direction": "topToBottom", "scrollPosition": 0.5"#, top: top)
        #expect(v.indicators.allSatisfy { close($0.frame.midX, 208 - 5.5) })
        #expect(diffs(centres(v, vertical: true)).allSatisfy { $0 > 0 })
        let s = try #require(v.scroll)
        let track = try #require(v.indicators.first { $0.isCurrent }).frame
        let thumb = try #require(s.capsuleFill)
        #expect(track.height > track.width && close(thumb.midY, track.midY))   // halfway down the page
        #expect(v.children.contains { $0.role == .pageControlScroll })
        // Not available: bottomToTop, vertical before watchOS 10, images, scrollPosition off the watch.
        #expect(specError(pcSpec(#""numberOfPages": 3, "direction": "bottomToTop""#, top: top)) != nil)
        #expect(specError(pcSpec(#""numberOfPages": 3, "direction": "topToBottom""#, top: top + #", "osVersion": "9""#))?.message.contains("watchOS 10") == true)
        #expect(specError(pcSpec(#""numberOfPages": 3, "preferredIndicatorImage": "star""#, top: top)) != nil)
        #expect(specError(pcSpec(#""numberOfPages": 3, "scrollPosition": 0.5"#))?.path.description == "pageControl.scrollPosition")
    }

    @Test("the layout JSON has the page-control roles with index and scale")
    func layoutJSON() throws {
        let text = try makeLayout(pcSpec(#""numberOfPages": 20, "currentPage": 10, "backgroundStyle": "prominent""#)).jsonText()
        for role in ["\"pageControl\"", "\"pageControl.platter\"", "\"pageControl.indicator\""] { #expect(text.contains(role)) }
        #expect(text.contains("\"scale\": 0.25") && text.contains("\"scale\": 0.5"))
        #expect(text.contains("\"index\": 10"))
    }
}
