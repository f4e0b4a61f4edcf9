import Foundation
import NavMockCore
import Testing

/// Issue 14 §7: a spec with both a tab bar and a page control at the `bottom` placement puts the
/// control above the bar's top edge (or its accessory's), the same distance as above the home indicator.
@Suite("Page control with a tab bar")
struct PageControlWithTabBarTests {
    let measurer = FixedWidthTextMeasurer()

    func lay(_ json: String) throws -> Layout {
        let s = try SpecReader.read(Array(json.utf8))
        return try layout(s, in: Environment.resolve(s), measuring: measurer)
    }

    static let items = #"{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass"},{"title":"Library","image":"books.vertical.fill"}"#

    @Test("the control's centre is edgeInset above the bar's top; no dot covers an icon", arguments: [
        #""device":"iPhone 16""#, #""device":"iPhone 16","osVersion":"18""#, #""device":"iPhone SE (3rd generation)""#,
        #""device":"iPhone 16 Pro Max","layoutDirection":"rightToLeft""#, #""device":"iPhone 16","orientation":"landscape""#,
        #""device":"iPad Pro 11-inch (M4)","osVersion":"17""#, #""device":"iPhone 16","locale":"ar","osVersion":"18""#,
    ])
    func aboveTheBar(_ top: String) throws {
        let l = try lay(#"{\#(top),"tabBar":{"items":[\#(Self.items)]},"pageControl":{"numberOfPages":5,"currentPage":2}}"#)
        let tb = try #require(l.tabBarNode), pc = try #require(l.pageControlNode)
        let barTop = min(tb.backgroundFrame.minY, tb.frame.minY)
        let inset = PageControlMetricTable.table(for: l.environment).edgeInset
        #expect(abs(pc.frame.midY - (barTop - inset)) < 1e-9)
        #expect(pc.frame.maxY <= barTop)
        for it in tb.items { if let icon = it.icon?.frame { #expect(!pc.frame.intersects(icon)) } }
        // Without the bar it sits above the home indicator (or the screen's bottom) as before.
        let alone = try #require(try lay(#"{\#(top),"pageControl":{"numberOfPages":5,"currentPage":2}}"#).pageControlNode)
        #expect(abs(alone.frame.midY - (l.environment.screenSize.height - l.environment.safeArea.bottom - inset)) < 1e-9)
    }

    @Test("with an expanded bottom accessory the control sits above the accessory; top and centre placements ignore the bar")
    func accessoryAndOtherPlacements() throws {
        let acc = try lay(#"{"device":"iPhone 16","tabBar":{"items":[\#(Self.items)],"bottomAccessory":{"title":"Song"}},"pageControl":{"numberOfPages":3}}"#)
        let a = try #require(acc.tabBarNode?.child(.tabBarAccessory)), pc = try #require(acc.pageControlNode)
        #expect(abs(pc.frame.midY - (a.frame.minY - PageControlMetricTable.table(for: acc.environment).edgeInset)) < 1e-9)
        for placement in ["top", "center"] {
            let with = try #require(try lay(#"{"device":"iPhone 16","tabBar":{"items":[\#(Self.items)]},"pageControl":{"numberOfPages":3,"placement":"\#(placement)"}}"#).pageControlNode)
            let without = try #require(try lay(#"{"device":"iPhone 16","pageControl":{"numberOfPages":3,"placement":"\#(placement)"}}"#).pageControlNode)
            #expect(with.frame == without.frame)
        }
    }
}
