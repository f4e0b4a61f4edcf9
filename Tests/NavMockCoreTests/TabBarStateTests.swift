@testable import NavMockCore
import Testing

/// The iPhone tab bar states (issue "Tab bars on iPhone in every state"), with the fixed-width
/// measurer (every grapheme = size × 0.5 pt), so the numbers are font-independent.
@Suite("Tab bar states")
struct TabBarStateTests {
    let measurer = FixedWidthTextMeasurer()

    func lay(_ json: String) throws(SpecError) -> Layout {
        let spec = try SpecReader.read(Array(json.utf8))
        return try layout(spec, in: Environment.resolve(spec), measuring: measurer)
    }

    func error(_ json: String) -> SpecError? {
        do { _ = try lay(json); return nil } catch { return error }
    }

    func items(_ n: Int, search: Int? = nil) -> String {
        (0..<n).map { i in
            i == search ? #"{"title":"Search","role":"search"}"# : #"{"title":"T\#(i)","image":"star"}"#
        }.joined(separator: ",")
    }

    // MARK: More

    @Test("six tabs on iPhone: four show, the fifth place is More, two go into the list", arguments: ["18", "26"])
    func moreAtSix(_ os: String) throws {
        let l = try lay(#"{"device":"iPhone 16","osVersion":"\#(os)","tabBar":{"items":[\#(items(6))]}}"#)
        let tb = try #require(l.tabBarNode)
        #expect(tb.items.count == TabBarLimits.maxVisibleItems(in: l.environment))
        #expect(tb.items.count == 5)
        #expect(tb.items.map(\.itemKind) == [.tab, .tab, .tab, .tab, .more])
        #expect(tb.items[4].title?.text == "More")
        #expect(tb.items[4].icon?.image == .symbol("ellipsis"))
        #expect(tb.overflowIndices == [4, 5])
    }

    @Test("five tabs fit without More")
    func fiveFit() throws {
        let tb = try #require(try lay(#"{"device":"iPhone 16","tabBar":{"items":[\#(items(5))]}}"#).tabBarNode)
        #expect(tb.items.allSatisfy { $0.itemKind == .tab })
        #expect(tb.overflowIndices.isEmpty)
    }

    @Test("More's title follows the locale")
    func moreLocalised() throws {
        for (loc, word) in [("zh-Hans", "更多"), ("ja", "その他"), ("ar", "المزيد"), ("de", "Mehr")] {
            let tb = try #require(try lay(#"{"device":"iPhone 16","locale":"\#(loc)","tabBar":{"items":[\#(items(7))]}}"#).tabBarNode)
            #expect(tb.items.last?.title?.text == word, "\(loc)")
        }
    }

    @Test("selecting a tab inside More selects More; the More list lists the rest on the screen canvas")
    func moreSelectedAndList() throws {
        let l = try lay(#"{"device":"iPhone 16","canvas":"screen","tabBar":{"items":[\#(items(7))],"selectedIndex":6,"state":{"moreListVisible":true}}}"#)
        let tb = try #require(l.tabBarNode)
        #expect(tb.items.last?.isSelected == true)
        #expect(tb.items.dropLast().allSatisfy { !$0.isSelected })
        let list = try #require(tb.moreList)
        #expect(list.rows.map(\.index) == [4, 5, 6])
        #expect(list.rows.map { $0.title?.text } == ["T4", "T5", "T6"])
        // Rows are 44 pt apart, one under the other.
        #expect(list.rows[1].frame.minY - list.rows[0].frame.minY == 44)
    }

    @Test("the More list without tabs in More is an error")
    func noMoreList() throws {
        let e = try #require(error(#"{"device":"iPhone 16","tabBar":{"items":[\#(items(3))],"state":{"moreListVisible":true}}}"#))
        #expect(e.path.description == "tabBar.state.moreListVisible")
    }

    // MARK: Search

    @Test("the search tab is a separate 62 pt circle 21 pt from the trailing edge, 8 pt from the capsule (metrics §11)")
    func searchButton() throws {
        let l = try lay(#"{"device":"iPhone 17 Pro","tabBar":{"items":[\#(items(5, search: 4))]}}"#)
        let tb = try #require(l.tabBarNode)
        let s = try #require(tb.searchButton)
        #expect(s.frame == Rect(x: 402 - 21 - 62, y: 874 - 21 - 62, width: 62, height: 62))
        #expect(s.itemKind == .search)
        #expect(s.index == 4)
        // metrics §11: capsule 21…311 pt for four tabs with a search button on a 402 pt screen.
        #expect(tb.frame.minX == 21)
        #expect(abs(tb.frame.maxX - 311) < 1e-9)
        #expect(tb.items.count == 4)
    }

    @Test("in the classic design the search tab is an ordinary last item")
    func searchClassic() throws {
        let tb = try #require(try lay(#"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[\#(items(4, search: 3))]}}"#).tabBarNode)
        #expect(tb.searchButton == nil)
        #expect(tb.items.count == 4)
        #expect(tb.items[3].icon?.image == .symbol("magnifyingglass"))
    }

    @Test("only one tab can be the search tab: the spec reads, the validation stage refuses it")
    func twoSearches() throws {
        let json = #"{"tabBar":{"items":[{"title":"A","role":"search"},{"title":"B","role":"search"}]}}"#
        let spec = try SpecReader.read(Array(json.utf8))
        #expect(spec.tabBar?.items.compactMap(\.role) == [.search, .search])
        let e = try #require(error(json))
        #expect(e.path.description == "tabBar.items[1].role")
        #expect(e.message == "only one tab can have the search role")
        #expect(e.problems.map(\.ruleID) == [.specInvalid])
    }

    // MARK: Minimized and accessory

    @Test("minimized: the current tab in a circle at the leading corner, search at the trailing corner, the accessory inline")
    func minimized() throws {
        let l = try lay(#"{"device":"iPhone 16","tabBar":{"items":[\#(items(4, search: 3))],"selectedIndex":1,"minimizeBehavior":"onScrollDown","bottomAccessory":{"title":"Song","controls":["play.fill"]},"state":{"minimized":true}}}"#)
        let tb = try #require(l.tabBarNode)
        let d = GlassStateMetrics.minimizedHeight
        #expect(tb.isMinimized)
        #expect(tb.frame == Rect(x: 21, y: 852 - 21 - d, width: d, height: d))
        #expect(tb.items.count == 1 && tb.items[0].index == 1 && tb.items[0].title == nil)
        let s = try #require(tb.searchButton)
        #expect(s.frame == Rect(x: 393 - 21 - d, y: 852 - 21 - d, width: d, height: d))
        let a = try #require(tb.accessory)
        #expect(a.accessoryPlacement == .inline)
        #expect(a.frame.minX == tb.frame.maxX + 8)
        #expect(a.frame.maxX == s.frame.minX - 8)
        #expect(a.frame.minY == tb.frame.minY && a.frame.height == d)
        #expect(a.subtitle == nil)
    }

    @Test("state.minimized under never, automatic or no behaviour: drawn exactly as the expanded bar (issue 14 §7)",
          arguments: [#","minimizeBehavior":"never""#, #","minimizeBehavior":"automatic""#, ""], ["iPhone 16", "iPhone 16 Pro Max", "iPhone SE (3rd generation)"])
    func minimizedWithoutBehavior(_ behavior: String, _ device: String) throws {
        func tab(_ state: String, _ direction: String) throws -> LayoutNode {
            try #require(try lay(#"{"device":"\#(device)","osVersion":"26","layoutDirection":"\#(direction)","tabBar":{"items":[\#(items(4, search: 3))],"selectedIndex":1\#(behavior),"bottomAccessory":{"title":"Song","controls":["play.fill"]}\#(state)}}"#).tabBarNode)
        }
        for direction in ["leftToRight", "rightToLeft"] {
            let asked = try tab(#","state":{"minimized":true}"#, direction)
            #expect(!asked.isMinimized)
            #expect(asked == (try tab("", direction)))
            #expect(asked.accessory?.accessoryPlacement == .expanded)
        }
        let findings = Checker.check(try SpecReader.read(Array(#"{"device":"\#(device)","tabBar":{"items":[\#(items(4))]\#(behavior),"state":{"minimized":true}}}"#.utf8)), measuring: measurer)
        let f = try #require(findings.first { $0.ruleID == .tabBarMinimizedWithoutBehavior })
        #expect(f.severity == .warning && f.message.contains("onScrollDown") && f.message.contains("onScrollUp"))
        #expect(f.path.description == "tabBar.state.minimized")
    }

    @Test("expanded accessory: a full-width capsule 8 pt above the bar")
    func expandedAccessory() throws {
        let tb = try #require(try lay(#"{"device":"iPhone 16","tabBar":{"items":[\#(items(4))],"bottomAccessory":{"title":"Song","subtitle":"Artist","image":"music.note","controls":["play.fill","forward.fill"]}}}"#).tabBarNode)
        let a = try #require(tb.accessory)
        #expect(a.accessoryPlacement != .inline)
        #expect(a.frame == Rect(x: 21, y: tb.frame.minY - 8 - 48, width: 393 - 42, height: 48))
        #expect(a.children(.tabBarAccessoryControl).count == 2)
        #expect(a.children(.tabBarAccessoryControl)[1].frame.maxX == a.frame.maxX - 16)
        #expect(a.subtitle?.text == "Artist")
    }

    @Test("minimizing is refused where it does not exist", arguments: [
        (#"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[{"title":"A"}],"state":{"minimized":true}}}"#, "tabBar.state.minimized"),
        (#"{"device":"iPad Pro 11-inch (M4)","osVersion":"17","tabBar":{"items":[{"title":"A"}],"state":{"minimized":true}}}"#, "tabBar.state.minimized"),
        (#"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[{"title":"A"}],"bottomAccessory":{"title":"x"}}}"#, "tabBar.bottomAccessory"),
    ])
    func refusals(_ json: String, _ path: String) throws {
        let e = try #require(error(json))
        #expect(e.path.description == path)
    }

    // MARK: Right-to-left

    @Test("right-to-left mirrors every frame exactly: items, pill, search button, accessory", arguments: [false, true])
    func mirrors(_ minimized: Bool) throws {
        let base = #"{"device":"iPhone 16 Pro","layoutDirection":"DIR","tabBar":{"items":[\#(items(5, search: 4))],"selectedIndex":2,"minimizeBehavior":"onScrollDown","bottomAccessory":{"title":"Song","image":"music.note","controls":["play.fill"]},"state":{"minimized":\#(minimized)}}}"#
        let ltr = try #require(try lay(base.replacingOccurrences(of: "DIR", with: "leftToRight")).tabBarNode)
        let rtl = try #require(try lay(base.replacingOccurrences(of: "DIR", with: "rightToLeft")).tabBarNode)
        let W = 402.0
        func m(_ r: Rect) -> Rect { Rect(x: W - r.maxX, y: r.minY, width: r.width, height: r.height) }
        func close(_ a: Rect?, _ b: Rect?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
        }
        #expect(close(m(ltr.frame), rtl.frame))
        #expect(close(ltr.selectionFrame.map(m), rtl.selectionFrame))
        #expect(close(ltr.searchButton.map { m($0.frame) }, rtl.searchButton?.frame))
        #expect(close(ltr.accessory.map { m($0.frame) }, rtl.accessory?.frame))
        #expect(close((ltr.accessory?.child(.tabBarAccessoryArtwork)?.frame).map(m), rtl.accessory?.child(.tabBarAccessoryArtwork)?.frame))
        for (a, b) in zip(ltr.items, rtl.items) {
            #expect(a.index == b.index)
            #expect(close(m(a.frame), b.frame))
            #expect(close(a.iconFrame.map(m), b.iconFrame))
            #expect(close(a.title.map { m($0.frame) }, b.title?.frame))
        }
        if !minimized { #expect(rtl.items[0].frame.minX > rtl.items[3].frame.minX) }   // item 0 at the right
    }

    // MARK: Other states

    @Test("the Large Content Viewer is a panel centred on the screen with the item's symbol and title")
    func largeContent() throws {
        let tb = try #require(try lay(#"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home","image":"house"},{"title":"Browse","image":"square.grid.2x2"}],"state":{"largeContentItem":1}}}"#).tabBarNode)
        let lc = try #require(tb.largeContent)
        #expect(lc.index == 1)
        #expect(lc.frame.center == Point(x: 393 / 2, y: 852 / 2))
        #expect(lc.title?.text == "Browse")
        #expect(lc.icon?.image == .symbol("square.grid.2x2.fill"))
        #expect(try #require(tb.drawnBounds).contains(lc.frame))
    }

    @Test("hidden tabs are left out; disabled tabs stay, marked disabled")
    func hiddenAndDisabled() throws {
        let tb = try #require(try lay(#"{"device":"iPhone 16","tabBar":{"items":[{"title":"A"},{"title":"B","isHidden":true},{"title":"C","isEnabled":false}]}}"#).tabBarNode)
        #expect(tb.items.map(\.index) == [0, 2])
        #expect(tb.items[1].isEnabled == false)
        let e = try #require(error(#"{"tabBar":{"items":[{"title":"A"},{"title":"B","isHidden":true}],"selectedIndex":1}}"#))
        #expect(e.path.description == "tabBar.selectedIndex")
    }

    @Test("Bold Text draws titles bold; Dynamic Type does not grow the bar")
    func boldText() throws {
        let plain = try #require(try lay(#"{"device":"iPhone 16","tabBar":{"items":[{"title":"Home"}]}}"#).tabBarNode)
        let bold = try #require(try lay(#"{"device":"iPhone 16","accessibility":{"boldText":true},"tabBar":{"items":[{"title":"Home"}]}}"#).tabBarNode)
        // The only item is the selected one: semibold on glass (§12).
        #expect(plain.items[0].title?.style.weight == .semibold)
        #expect(bold.items[0].title?.style.weight == .bold)
        #expect(plain.frame == bold.frame)
    }

    @Test("the modal sheet makes the component canvas the whole screen")
    func modalCanvas() throws {
        let l = try lay(#"{"device":"iPhone 16","modal":true,"tabBar":{"items":[{"title":"Home"}]}}"#)
        #expect(l.canvas == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("layout roles for the new states")
    func roles() throws {
        let text = try lay(#"{"device":"iPhone 16","tabBar":{"items":[\#(items(7, search: 6))],"bottomAccessory":{"title":"Song"}}}"#).jsonText()
        for role in ["tabBar.moreItem", "tabBar.searchItem", "tabBar.accessory", "tabBar.accessory.title", "tabBar.selection"] {
            #expect(text.contains("\"role\": \"\(role)\""), "\(role)")
        }
    }
}
