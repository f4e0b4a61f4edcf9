// Issue 41 item 4: a custom (non-symbol) page-indicator image keeps its aspect ratio. UIKit draws
// it at its own size, scaled down to fit 42 × 42 pt (`_UIPageIndicatorImageView setImage:`,
// metrics §7.1 "custom images"); a symbol keeps the symbol box. The layout learns the image's size
// through the injected ``ImageSizing`` (here fixed sizes; the renderer's reads the SVG).

import Foundation
import Testing
@testable import NavMockCore

private let measurer = FixedWidthTextMeasurer()
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.001) -> Bool { abs(a - b) <= tolerance }

/// The page control of `body` (a `pageControl` object's members) on an iPhone 17 Pro, laid out
/// with `sizes` (spec path → points).
private func pc(_ body: String, sizes: [String: Size], top: String = #""device": "iPhone 17 Pro""#) throws -> LayoutNode {
    let s = try SpecReader.read(Array("{ \(top), \"pageControl\": { \(body) } }".utf8))
    let l = try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer, imageSizes: FixedImageSizes(sizes))
    return try #require(l.pageControlNode)
}

/// Neighbouring slots never overlap and are `gap` apart along the row, in screen order.
private func expectGaps(_ l: LayoutNode, gap: Double, vertical: Bool = false) throws {
    let slots = try l.indicators.map { try #require($0.indicatorSlot) }
        .sorted { vertical ? $0.minY < $1.minY : $0.minX < $1.minX }
    for (a, b) in zip(slots, slots.dropFirst()) {
        let space = vertical ? b.minY - a.maxY : b.minX - a.maxX
        #expect(close(space, gap), "slots \(a) and \(b) are \(space) pt apart, not \(gap)")
    }
}

@Suite("Page control: custom indicator images keep their size and aspect (issue 41 item 4)")
struct PageIndicatorImageSizeTests {
    static let capsule = ["capsule.svg": Size(width: 24, height: 8)]

    @Test("a 24 × 8 pt capsule as the current page's image is drawn 24 × 8 in a 24 pt slot; the row and platter grow by the difference")
    func capsuleCurrent() throws {
        let plain = try pc(#""numberOfPages": 5, "currentPage": 1, "backgroundStyle": "prominent""#, sizes: [:])
        let l = try pc(#""numberOfPages": 5, "currentPage": 1, "backgroundStyle": "prominent", "preferredCurrentPageIndicatorImage": "capsule.svg""#,
                       sizes: Self.capsule)
        let current = try #require(l.indicators.first { $0.isCurrent })
        #expect(current.indicatorShape == .image)
        #expect(close(current.frame.width, 24) && close(current.frame.height, 8), "\(current.frame) (was squeezed into 9.7 × 3.0)")
        let slot = try #require(current.indicatorSlot)
        #expect(close(slot.width, 24) && close(slot.height, 9.7) && close(slot.midX, current.frame.midX))
        #expect(current.indicatorImageSize == Size(width: 24, height: 8))
        // The others keep their 9.7 pt slots and dots; the control grows by 24 − 9.7 along, not across.
        #expect(close(l.frame.width - plain.frame.width, 24 - 9.7) && close(l.frame.height, plain.frame.height))
        #expect(close(try #require(l.platterFrame).width, l.frame.width))
        for ind in l.indicators where !ind.isCurrent { #expect(close(ind.frame.width, 7.6)) }
        try expectGaps(l, gap: 8)
    }

    @Test("every indicator a capsule (preferredIndicatorImage): ten 24 pt slots, 8 pt apart, with the edge indicators shrunk inside theirs")
    func capsuleEverywhere() throws {
        let l = try pc(#""numberOfPages": 20, "currentPage": 0, "preferredIndicatorImage": "capsule.svg""#, sizes: Self.capsule)
        #expect(l.indicators.count == 10)
        for ind in l.indicators {
            let slot = try #require(ind.indicatorSlot)
            #expect(close(slot.width, 24))
            #expect(close(ind.frame.width, 24 * ind.indicatorScale) && close(ind.frame.height, 8 * ind.indicatorScale))
            #expect(close(ind.frame.midX, slot.midX))
        }
        let natural: Double = 2 * 14 + 10 * 24 + 9 * 8
        #expect(close(l.frame.width, natural))
        try expectGaps(l, gap: 8)
    }

    @Test("a tall image (10 × 60) is scaled down to fit 42 pt, aspect kept; the row grows to 42 and the control to 58 pt")
    func tall() throws {
        let l = try pc(#""numberOfPages": 3, "indicatorImages": [ { "page": 2, "image": "tall.svg" } ]"#, sizes: ["tall.svg": Size(width: 10, height: 60)])
        let ind = l.indicators[2]
        #expect(close(ind.frame.width, 7) && close(ind.frame.height, 42), "\(ind.frame)")
        #expect(close(l.frame.height, 42 + 2 * 8))
        // Every indicator is centred on the row's middle line.
        for i in l.indicators { #expect(close(i.frame.midY, l.frame.midY)) }
        try expectGaps(l, gap: 8)
    }

    @Test("a square image: at its size under 42 pt, fitted to 42 × 42 above it", arguments: [(16.0, 16.0), (5.0, 5.0), (100.0, 42.0)])
    func square(_ side: Double, _ drawn: Double) throws {
        let l = try pc(#""numberOfPages": 3, "preferredIndicatorImage": "sq.svg""#, sizes: ["sq.svg": Size(width: side, height: side)])
        for ind in l.indicators {
            #expect(close(ind.frame.width, drawn) && close(ind.frame.height, drawn), "\(ind.frame)")
            #expect(close(try #require(ind.indicatorSlot).width, drawn))
        }
        #expect(close(l.frame.height, max(9.7, drawn) + 16))
        try expectGaps(l, gap: 8)
    }

    @Test("the current page's image may differ in size from the others': 30 × 6 current among 12 × 12")
    func currentOfAnotherSize() throws {
        let l = try pc(#""numberOfPages": 4, "currentPage": 2, "preferredIndicatorImage": "dot.svg", "preferredCurrentPageIndicatorImage": "bar.svg""#,
                       sizes: ["dot.svg": Size(width: 12, height: 12), "bar.svg": Size(width: 30, height: 6)])
        let sizes = l.indicators.map { $0.frame.size }
        #expect(sizes == [Size(width: 12, height: 12), Size(width: 12, height: 12), Size(width: 30, height: 6), Size(width: 12, height: 12)])
        let along: Double = 2 * 14 + 3 * 12 + 30 + 3 * 8
        #expect(close(l.frame.width, along) && close(l.frame.height, 12 + 16))
        try expectGaps(l, gap: 8)
    }

    @Test("right to left: page 0 at the right, the wide slot mirrored with it, same gaps",
          arguments: [#""layoutDirection": "rightToLeft""#, #""locale": "ar""#])
    func rightToLeft(_ dir: String) throws {
        let body = #""numberOfPages": 4, "currentPage": 1, "preferredCurrentPageIndicatorImage": "capsule.svg""#
        let ltr = try pc(body, sizes: Self.capsule)
        let rtl = try pc(body, sizes: Self.capsule, top: #""device": "iPhone 17 Pro", "# + dir)
        #expect(rtl.indicators.map(\.frame.midX) == rtl.indicators.map(\.frame.midX).sorted(by: >), "page 0 at the right")
        // Mirrored about the control's centre: every frame of the left-to-right row, flipped.
        for (a, b) in zip(ltr.indicators, rtl.indicators) {
            #expect(close(a.frame.midX - ltr.frame.midX, rtl.frame.midX - b.frame.midX) && a.frame.size == b.frame.size)
        }
        try expectGaps(rtl, gap: 8)
    }

    @Test("a vertical control takes the image's height along the column and its width across")
    func vertical() throws {
        let l = try pc(#""numberOfPages": 3, "currentPage": 0, "direction": "topToBottom", "preferredCurrentPageIndicatorImage": "capsule.svg""#,
                       sizes: Self.capsule)
        let c = l.indicators[0]
        #expect(close(c.frame.width, 24) && close(c.frame.height, 8))
        let along: Double = 2 * 14 + 8 + 2 * 9.7 + 2 * 8
        #expect(close(l.frame.width, 24 + 16) && close(l.frame.height, along))
        try expectGaps(l, gap: 8, vertical: true)
    }

    @Test("symbols keep the 9.7 pt symbol box whatever sizes are known; a file without a usable size falls back to it")
    func symbolsAndUnknown() throws {
        let sym = try pc(#""numberOfPages": 3, "preferredIndicatorImage": "star.fill""#, sizes: ["star.fill": Size(width: 40, height: 10)])
        for ind in sym.indicators { #expect(close(ind.frame.width, 9.7) && close(ind.frame.height, 9.7) && ind.indicatorImageSize == nil) }
        let unknown = try pc(#""numberOfPages": 3, "preferredIndicatorImage": "missing.svg""#, sizes: [:])
        for ind in unknown.indicators { #expect(close(ind.frame.width, 9.7) && ind.indicatorImageSize == nil) }
        for bad in [Size(width: 0, height: 8), Size(width: .infinity, height: 8), Size(width: .nan, height: 8), Size(width: -3, height: 8)] {
            let l = try pc(#""numberOfPages": 3, "preferredIndicatorImage": "bad.svg""#, sizes: ["bad.svg": bad])
            #expect(close(l.indicators[0].frame.width, 9.7), "\(bad)")
        }
    }

    @Test("tvOS (11 pt slots, 10 pt gaps) draws SVG images at their size too")
    func otherDesigns() throws {
        let tv = try pc(#""numberOfPages": 3, "preferredIndicatorImage": "capsule.svg""#, sizes: Self.capsule, top: #""device": "Apple TV 4K""#)
        #expect(tv.indicators.allSatisfy { close($0.frame.width, 24) && close($0.frame.height, 8) })
        try expectGaps(tv, gap: PageControlMetricTable.tvOS.gap)
    }

    @Test("a control that large images push past the screen is reported (page-control.off-screen); one that fits is not",
          arguments: [
            (#""device": "iPhone 17 Pro", "canvas": "screen""#, #""numberOfPages": 30, "preferredIndicatorImage": "big.svg""#, true),
            (#""device": "iPhone 17 Pro""#, #""numberOfPages": 4, "direction": "bottomToTop", "preferredIndicatorImage": "wide.svg""#, true),
            (#""device": "iPhone SE (1st generation)", "osVersion": "15""#, #""numberOfPages": 3, "backgroundStyle": "prominent", "preferredIndicatorImage": "big.svg""#, true),
            (#""device": "iPhone 17 Pro""#, #""numberOfPages": 5, "preferredIndicatorImage": "wide.svg""#, false),
            (#""device": "iPhone 17 Pro""#, #""numberOfPages": 30"#, false),
          ])
    func offScreen(_ top: String, _ body: String, _ warns: Bool) throws {
        let s = try SpecReader.read(Array("{ \(top), \"pageControl\": { \(body) } }".utf8))
        let sizes = FixedImageSizes(["big.svg": Size(width: 500, height: 500), "wide.svg": Size(width: 100, height: 10)])
        let found = Checker.check(s, measuring: measurer, imageSizes: sizes).filter { $0.ruleID == .pageControlOffScreen }
        #expect(found.count == (warns ? 1 : 0), "\(top) \(body): \(found.map(\.message))")
    }

    @Test("a hostile size (1e30 pt wide) is bounded to 10,000 pt, fitted into 42 pt, and check warns once with the file's JSON path")
    func hostile() throws {
        let text = #"{ "device": "iPhone 17 Pro", "pageControl": { "numberOfPages": 3, "preferredIndicatorImage": "huge.svg" } }"#
        let s = try SpecReader.read(Array(text.utf8))
        let sizes = FixedImageSizes(["huge.svg": Size(width: 1e30, height: 8)])
        let l = try #require(try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer, imageSizes: sizes).pageControlNode)
        let ind = l.indicators[0]
        #expect(close(ind.frame.width, 42) && close(ind.frame.height, 8 * 42 / 10_000), "\(ind.frame)")
        #expect(l.frame.width.isFinite && l.frame.width < 300)
        let findings = Checker.check(s, measuring: measurer, imageSizes: sizes).filter { $0.ruleID == .pageControlImageSize }
        #expect(findings.count == 1 && findings.first?.path.description == "pageControl.preferredIndicatorImage", "\(findings)")
        #expect(findings.first?.message.contains("1e+30") == true)
        // Ordinary images: quiet.
        let quiet = Checker.check(s, measuring: measurer, imageSizes: FixedImageSizes(["huge.svg": Size(width: 24, height: 8)]))
        #expect(!quiet.contains { $0.ruleID == .pageControlImageSize })
    }
}
