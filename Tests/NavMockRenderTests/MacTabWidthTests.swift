// Issue 14 §2: macOS 26 tab widths recalibrated on a public report (github.com/island-io/mila/
// issues/137): a 600 pt window, a 560 pt tab view, ten tabs measured 55, 55, 55, 55, 60, 60, 55,
// 82, 55, 56 pt, only the tenth in the overflow menu. Measured with the real text measurer (Inter),
// since the widths depend on the font; each within 4 pt (the font differs from SF Pro).

import Foundation
import NavMockCore
import NavMockRender
import Testing

private let titles = ["Hotkeys", "Audio", "Models", "LLM", "Speakers", "Meetings", "Live AI", "Voice Memos", "Storage", "Updates"]
private let measured: [Double] = [55, 55, 55, 55, 60, 60, 55, 82, 55, 56]

private func macBar(width: Double, extra: String = "", selected: Int = 0) throws -> LayoutNode {
    let r = try makeRenderer()
    let items = titles.map { #"{"title": "\#($0)"}"# }.joined(separator: ", ")
    let json = #"{"platform": "macOS", "osVersion": "26", "size": {"width": \#(width), "height": 400}\#(extra), "tabBar": {"selectedIndex": \#(selected), "items": [\#(items)]}}"#
    return try #require(try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: ".")).layout.tabBarNode)
}

@Suite("macOS 26 tab widths")
struct MacTabWidthTests {
    @Test("the report's ten tabs: each shown tab within 4 pt, only the tenth overflows", arguments: [
        "", #", "appearance": "dark""#, #", "layoutDirection": "rightToLeft""#, #", "locale": "he""#,
    ])
    func report(_ extra: String) throws {
        let b = try macBar(width: 600, extra: extra)
        #expect(b.overflowIndices == [9])
        #expect(b.items.compactMap(\.index) == Array(0..<9))
        for it in b.items {
            let i = try #require(it.index)
            #expect(abs(it.frame.width - measured[i]) <= 4, "\(titles[i]): \(it.frame.width) pt, measured \(measured[i])")
            #expect(it.title?.truncated == false)
        }
        #expect(b.child(.tabBarOverflowButton) != nil)
    }

    @Test("the selection does not change the widths or the overflow", arguments: [0, 4, 7, 8])
    func selection(_ i: Int) throws {
        let b = try macBar(width: 600, selected: i)
        #expect(b.overflowIndices == [9] && b.items.count == 9)
    }

    @Test("a wider window shows all ten, with no overflow; a narrower one overflows more")
    func otherWidths() throws {
        let wide = try macBar(width: 700)
        #expect(wide.overflowIndices.isEmpty && wide.items.count == 10)
        let total: Double = wide.items.map(\.frame.width).reduce(0, +)
        let reported: Double = measured.reduce(0, +)
        #expect(abs(total - reported) <= 10, "\(total) pt of tabs, the report 588")
        let narrow = try macBar(width: 480)
        #expect(narrow.overflowIndices.count > 1 && narrow.items.allSatisfy { $0.frame.width >= 55 })
    }

    @Test("short titles take the 55 pt minimum")
    func minimum() throws {
        let b = try macBar(width: 700)
        for i in [0, 1, 2, 3, 6, 8] { #expect(b.items[i].frame.width == 55, "\(titles[i])") }
    }
}

@Suite("macOS tab titles keep their padding (issue 41 item 6)")
struct MacTabPaddingTests {
    @Test("every title keeps the table's padding from its segment's dividers, untruncated", arguments: [
        (#""osVersion": "26""#, 600.0), (#""osVersion": "26", "appearance": "dark", "layoutDirection": "rightToLeft""#, 600),
        (#""osVersion": "26", "locale": "he""#, 700), (#""osVersion": "15""#, 900), (#""osVersion": "15", "layoutDirection": "rightToLeft""#, 900),
    ])
    func padding(_ extra: String, _ width: Double) throws {
        let r = try makeRenderer()
        let items = titles.map { #"{"title": "\#($0)"}"# }.joined(separator: ", ")
        let json = #"{"platform": "macOS", \#(extra), "size": {"width": \#(width), "height": 400}, "tabBar": {"items": [\#(items)]}}"#
        let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let b = try #require(p.layout.tabBarNode)
        let pad = MacTabViewMetrics.table(for: p.environment.tabBarDesign).titlePadding
        #expect(pad >= 3)
        for it in b.items {
            let t = try #require(it.title)
            #expect(t.frame.minX >= it.frame.minX + pad - 1e-6 && t.frame.maxX <= it.frame.maxX - pad + 1e-6,
                    "\(t.text): title \(t.frame.minX)…\(t.frame.maxX) in segment \(it.frame.minX)…\(it.frame.maxX)")
            #expect(t.truncated == false, "\(t.text)")
        }
    }
}
