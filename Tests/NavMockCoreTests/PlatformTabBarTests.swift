// Tests for the tab bars of iPad (iPadOS 17/18/26), tvOS, visionOS and macOS: numbers of
// Designs/*/…Metrics.swift (sources cited there and in ../shared/hig/metrics.md §3–§6),
// the choice of design, the compact-width fallback, mirroring, the fields each platform refuses.
// Text is measured with FixedWidthTextMeasurer (a grapheme = size × 0.5 pt), so widths are exact.

import Foundation
import Testing
@testable import NavMockCore

private let measurer = FixedWidthTextMeasurer()
private func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.001) -> Bool { abs(a - b) <= tolerance }

private func layoutOf(_ text: String) throws -> Layout {
    let s = try SpecReader.read(Array(text.utf8))
    return try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)
}

private func bar(_ text: String) throws -> LayoutNode { try #require(try layoutOf(text).tabBarNode) }

/// The error a spec gets from reading or layout, or nil.
private func failure(_ text: String) -> SpecError? {
    do { _ = try layoutOf(text); return nil } catch let e as SpecError { return e } catch { return nil }
}

private func items(_ titles: [String]) -> String {
    titles.map { #"{"title": "\#($0)", "image": "star"}"# }.joined(separator: ",")
}

// MARK: - iPad

@Suite("Tab bars: iPad designs by osVersion")
struct PadDesignTests {
    let music = items(["Home", "New", "Radio"])

    func pad(_ os: String, extra: String = "", orientation: String = "portrait") -> String {
        #"{"device": "iPad Pro 11-inch (M4)", "orientation": "\#(orientation)", "osVersion": "\#(os)", "tabBar": {"items": [\#(music)]\#(extra)}}"#
    }

    @Test("iPadOS 17 and earlier: the classic bottom bar, 50 pt above the 15 pt home-affordance allowance (metrics §1.1; 65 in all, issue 14 §5)")
    func padOS17() throws {
        let b = try bar(pad("17"))
        #expect(b.tabBarDesign == .classic)
        #expect(b.frame.height == 50)
        #expect(close(b.frame.maxY, 1210 - 15))
        #expect(b.componentCanvas == nil)
    }

    @Test("iPadOS 18: a capsule 40.5 pt tall whose titles sit on the baseline 31 pt below the safe area (UK26-FTB)")
    func padOS18() throws {
        let b = try bar(pad("18"))
        #expect(b.tabBarDesign == .padFloating)
        #expect(close(b.frame.height, 40.5))
        for it in b.items { #expect(close(try #require(it.title).baselineOrigin.y, 24 + 31)) }
        // Items: title + 16 pt each side (UK26-FTB titleMargins); capsule = items + 4 pt insets.
        let widths: [Double] = [34 + 32, 25.5 + 32, 42.5 + 32]
        #expect(b.items.map(\.frame.width) == widths)
        #expect(close(b.frame.width, 8 + 66 + 57.5 + 74.5))
        // Centred (rounded to the point), near the top.
        #expect(b.frame.minX == ((834 - b.frame.width) / 2).rounded())
        #expect(close(b.frame.minY, 24 + 31 - (4 + 6 + 16.18)))
        #expect(close(b.items[0].frame.minY, b.frame.minY + 4))
        #expect(b.selectionFrame == b.items[0].frame)
        #expect(b.sidebarButton == nil)
    }

    @Test("iPadOS 26: the Liquid Glass capsule, 44 pt tall, baseline 28 pt below the safe area (UK26-FTB Glass)")
    func padOS26() throws {
        let b = try bar(pad("26"))
        #expect(b.tabBarDesign == .padGlass)
        #expect(close(b.frame.height, 44))
        for it in b.items { #expect(close(try #require(it.title).baselineOrigin.y, 24 + 28)) }
        #expect(close(b.items[0].frame.height, 36))
    }

    @Test("the canvas of a top bar is the full width from the screen's top over the bar and its shadow")
    func topBand() throws {
        let l = try layoutOf(pad("18"))
        let b = try #require(l.tabBarNode)
        #expect(l.canvas.minX == 0 && l.canvas.minY == 0 && l.canvas.width == 834)
        #expect(l.canvas.maxY >= b.frame.maxY + 16 && l.canvas.maxY <= b.frame.maxY + 20)
        #expect(l.canvas.height == l.canvas.height.rounded())
    }

    @Test("sidebarAdaptable draws the sidebar button at the capsule's leading end; tabBarOnly does not")
    func sidebarButton() throws {
        let b = try bar(pad("18", extra: #", "tabViewStyle": "sidebarAdaptable""#))
        let s = try #require(b.sidebarButton)
        #expect(close(s.frame.minX, b.frame.minX + 4))
        #expect(s.frame.width == 54)
        #expect(s.icon?.image == .symbol("sidebar.leading"))
        #expect(close(b.items[0].frame.minX, s.frame.maxX))
        #expect(try bar(pad("18", extra: #", "tabViewStyle": "tabBarOnly""#)).sidebarButton == nil)
    }

    @Test("the search tab is pinned at the trailing end as a symbol (20 pt, 14 pt margins)")
    func searchPinned() throws {
        let text = #"{"device": "iPad Pro 11-inch (M4)", "osVersion": "18", "tabBar": {"items": [{"title": "Search", "image": "magnifyingglass", "role": "search"}, \#(music)]}}"#
        let b = try bar(text)
        let last = try #require(b.items.last)
        #expect(last.itemKind == .search && last.index == 0 && last.title == nil)
        #expect(last.frame.width == 48)
        #expect(close(last.frame.maxX, b.frame.maxX - 4))
    }

    @Test("tabs beyond the 600 pt capsule go into the overflow menu")
    func overflow() throws {
        let many = items((1...12).map { "Section \($0)" })
        let b = try bar(#"{"device": "iPad Pro 11-inch (M4)", "osVersion": "18", "tabBar": {"items": [\#(many)]}}"#)
        #expect(b.frame.width <= 600)
        let o = try #require(b.overflowButton)
        #expect(!b.overflowIndices.isEmpty)
        #expect(b.items.count + b.overflowIndices.count == 12)
        #expect(b.overflowIndices == Array((b.items.count)..<12))
        #expect(close(o.frame.maxX, b.frame.maxX - 4))
    }

    @Test("right-to-left: the sidebar button at the right (leading) end, the tabs in reverse order, the capsule still centred")
    func mirrored() throws {
        let ltr = try bar(pad("18", extra: #", "tabViewStyle": "sidebarAdaptable""#))
        let rtl = try bar(#"{"device": "iPad Pro 11-inch (M4)", "layoutDirection": "rightToLeft", "osVersion": "18", "tabBar": {"tabViewStyle": "sidebarAdaptable", "items": [\#(music)]}}"#)
        #expect(rtl.frame == ltr.frame.mirrored(aroundX: 417))
        let s = try #require(rtl.sidebarButton)
        #expect(close(s.frame.maxX, rtl.frame.maxX - 4))
        #expect(s.icon?.isImageMirrored == true)
        #expect(rtl.items.map(\.index) == [0, 1, 2])
        #expect(rtl.items[0].frame.minX > rtl.items[1].frame.maxX - 0.001)
        for (a, b) in zip(rtl.items, ltr.items) { #expect(a.frame == b.frame.mirrored(aroundX: 417)) }
    }

    @Test("a badge sits at the item's top-trailing corner, moved by (3, −2) (UK26-FTB badgeOffset)")
    func badge() throws {
        let b = try bar(#"{"device": "iPad Pro 11-inch (M4)", "osVersion": "18", "tabBar": {"items": [{"title": "Radio", "badgeValue": "2"}, {"title": "Home", "badgeValue": ""}]}}"#)
        let badge = try #require(b.items[0].badge)
        #expect(close(badge.frame.maxX, b.items[0].frame.maxX + 3))
        #expect(close(badge.frame.minY, b.items[0].frame.minY - 2))
        #expect(badge.frame.width == 18 && badge.frame.height == 18)
        #expect(b.items[1].badge == nil)   // an empty badge value draws nothing on this bar
    }
}

@Suite("Tab bars: iPad compact width")
struct PadCompactTests {
    @Test("a narrow iPad size (Slide Over, Split View) falls back to the iPhone's bottom bar",
          arguments: [("18", TabBarDesign.classic), ("26", TabBarDesign.liquidGlass)])
    func narrowSize(_ os: String, _ design: TabBarDesign) throws {
        let l = try layoutOf(#"{"platform": "iPadOS", "size": {"width": 375, "height": 1000}, "osVersion": "\#(os)", "tabBar": {"items": [\#(items(["Home", "New", "Radio"]))]}}"#)
        #expect(l.environment.sizeClasses.horizontal == .compact)
        let b = try #require(l.tabBarNode)
        #expect(b.tabBarDesign == design)
        #expect(b.frame.minY > 900)   // at the bottom
        #expect(b.componentCanvas == nil)
    }

    @Test("a compact sizeClass override on a full iPad gives the bottom bar too")
    func override() throws {
        let b = try bar(#"{"device": "iPad Pro 11-inch (M4)", "osVersion": "18", "sizeClass": {"horizontal": "compact"}, "tabBar": {"items": [\#(items(["Home", "New"]))]}}"#)
        #expect(b.tabBarDesign == .classic)
        #expect(b.isStacked)
        #expect(close(b.frame.maxY, 1210 - 15))
    }

    @Test("the sidebar needs regular width; sidebarAdaptable alone is fine in compact width")
    func sidebarNeedsRegular() throws {
        let base = #"{"platform": "iPadOS", "size": {"width": 375, "height": 1000}, "osVersion": "18", "tabBar": {"tabViewStyle": "sidebarAdaptable", "items": [\#(items(["Home", "New"]))]"#
        #expect(try bar(base + "}}").tabBarDesign == .classic)
        let e = try #require(failure(base + #", "state": {"sidebarVisible": true}}}"#))
        #expect(e.path.description == "tabBar.state.sidebarVisible")
        #expect(e.message.contains("regular width"))
    }
}

@Suite("Tab bars: iPad sidebar")
struct PadSidebarTests {
    let spec = #"""
    {"device": "iPad Pro 11-inch (M4)", "orientation": "landscape", "osVersion": "OS", "tabBar": {
      "tabViewStyle": "sidebarAdaptable", "customizable": CUSTOM,
      "items": [{"title": "Home", "image": "house"}, {"title": "Radio", "image": "star"}, {"title": "Artists", "image": "mic"}, {"title": "Albums", "image": "star"}],
      "sections": [{"title": "Library", "items": [3, 2]}], "selectedIndex": 2, "state": {"sidebarVisible": true}}}
    """#

    func sidebar(os: String = "18", customizable: Bool = false, rtl: Bool = false) throws -> (LayoutNode, LayoutNode, Layout) {
        var text = spec.replacingOccurrences(of: "OS", with: os).replacingOccurrences(of: "CUSTOM", with: customizable ? "true" : "false")
        if rtl { text = text.replacingOccurrences(of: #""orientation""#, with: #""layoutDirection": "rightToLeft", "orientation""#) }
        let l = try layoutOf(text)
        let b = try #require(l.tabBarNode)
        return (b, try #require(b.sidebar), l)
    }

    @Test("iPadOS 18: a 320 pt leading column over the whole height; the canvas is the whole screen")
    func column() throws {
        let (b, sb, l) = try sidebar()
        #expect(sb.frame == Rect(x: 0, y: 0, width: 320, height: 834))
        #expect(sb.bool(.floating) == false)
        #expect(b.items.isEmpty)                    // the bar has turned into the sidebar
        #expect(b.drawsBar == false)
        #expect(l.canvas == Rect(x: 0, y: 0, width: 1210, height: 834))
    }

    @Test("rows: top-level tabs first, then each section's header and its tabs in the section's order")
    func rows() throws {
        let (b, sb, _) = try sidebar()
        #expect(sb.rows.map(\.index) == [0, 1, 3, 2])
        #expect(sb.headers.map { $0.title?.text } == ["Library"])
        #expect(sb.headers[0].frame.minY > sb.rows[1].frame.maxY && sb.headers[0].frame.maxY <= sb.rows[2].frame.minY)
        #expect(sb.rows.filter(\.isSelected).map(\.index) == [2])
        #expect(b.selectionFrame == sb.rows[3].frame)
        for r in sb.rows { #expect(r.frame.height == 44 && r.frame.minX == 10 && r.frame.width == 300) }
        // Rows start below the 50 pt band under the 24 pt status bar.
        #expect(sb.rows[0].frame.minY >= 24 + 50)
    }

    @Test("Edit shows only in a customizable tab view; the sidebar button stays in the band")
    func editButton() throws {
        #expect(try sidebar().1.editButton == nil)
        let (b, sb, _) = try sidebar(customizable: true)
        let e = try #require(sb.editButton)
        #expect(e.title?.text == "Edit")
        #expect(e.frame.maxX <= sb.frame.maxX && e.frame.midY == 24 + 25)
        #expect(try #require(b.sidebarButton).frame.midY == 24 + 25)
    }

    @Test("iPadOS 26: the sidebar floats 10 pt from the edges")
    func floating() throws {
        let (_, sb, _) = try sidebar(os: "26")
        #expect(sb.bool(.floating) == true)
        #expect(sb.frame == Rect(x: 10, y: 10, width: 320, height: 834 - 20))
    }

    @Test("right-to-left: the sidebar is the trailing column, rows mirrored")
    func mirrored() throws {
        let (_, sb, _) = try sidebar(rtl: true)
        #expect(sb.frame == Rect(x: 1210 - 320, y: 0, width: 320, height: 834))
        for r in sb.rows {
            let icon = try #require(r.icon), title = try #require(r.title)
            #expect(icon.frame.minX > title.frame.maxX)    // symbol on the right of its title
        }
    }

    @Test("a selected tab that lives only in a section shows as a trailing item while the bar shows")
    func recentItem() throws {
        let text = spec.replacingOccurrences(of: "OS", with: "18").replacingOccurrences(of: "CUSTOM", with: "false")
            .replacingOccurrences(of: #", "state": {"sidebarVisible": true}"#, with: "")
        let b = try bar(text)
        #expect(b.items.map(\.index) == [0, 1, 2])
        #expect(b.items.last?.isSelected == true)
    }
}

// MARK: - tvOS

@Suite("Tab bars: tvOS")
struct TVTests {
    /// 14 titles, about 2,400 pt of tabs: more than the 1,760 pt between the title-safe insets.
    let manyTitles = ["Live TV", "Recordings", "Movies", "TV Shows", "Sports", "Kids", "News", "Documentaries",
                      "Music Videos", "Library", "Settings", "Favourites", "Channels", "Radio"]

    func tv(_ os: String = "18", items list: String = items(["Live", "Recorded", "Movies"]), extra: String = "", state: String = "{}", top: String = "") -> String {
        #"{"platform": "tvOS", "osVersion": "\#(os)"\#(top), "tabBar": {"items": [\#(list)]\#(extra), "state": \#(state)}}"#
    }

    @Test("the bar is 68 pt tall, its top 46 pt below the screen's top, in a 140 pt band that is the canvas (HIG-TB, UK26)")
    func geometry() throws {
        let l = try layoutOf(tv())
        let b = try #require(l.tabBarNode)
        #expect(b.tabBarDesign == .tv)
        #expect(b.frame.minY == 46 && b.frame.height == 68)
        #expect(l.canvas == Rect(x: 0, y: 0, width: 1920, height: 140))
        #expect(b.child(.tabBarBackground)?.frame == Rect(x: 0, y: 0, width: 1920, height: 140))
        for it in b.items { #expect(it.frame.minY == 46 && it.frame.height == 68) }
        // Pills: title (29 pt bold) + 28 pt each side; the group centred.
        let widths: [Double] = [4 * 14.5 + 56, 8 * 14.5 + 56, 6 * 14.5 + 56]
        #expect(b.items.map(\.frame.width) == widths)
        let group = b.items.first!.frame.union(b.items.last!.frame)
        #expect(abs(group.midX - 960) <= 0.5)
        #expect(b.items[0].title?.style.size == 29 && b.items[0].title?.style.weight == .bold)
    }

    @Test("tvOS 26: a glass capsule 68 pt tall at 46 pt hugs the tabs; pills inset 4 pt")
    func glass() throws {
        let b = try bar(tv("26"))
        #expect(b.frame.minY == 46 && b.frame.height == 68)
        #expect(b.child(.tabBarBackground)?.frame == nil)
        #expect(close(b.frame.minX, b.items[0].frame.minX - 4))
        #expect(close(b.frame.maxX, b.items.last!.frame.maxX + 4))
        for it in b.items { #expect(it.frame.minY == 50 && it.frame.height == 60) }
        #expect(b.items[0].title?.style.size == 25)
    }

    @Test("focus raises the focused tab 6 % with its title; the selected pill stays where it is")
    func focus() throws {
        let b = try bar(tv(state: #"{"focusedIndex": 1}"#))
        let f = try #require(b.focus)
        #expect(f.index == 1)
        #expect(close(f.frame.width, b.items[1].frame.width * 1.06) && close(f.frame.midX, b.items[1].frame.midX))
        #expect(close(try #require(f.focusContent?.title).style.size, 29 * 1.06))
        #expect(f.frame.maxY < 140)
        #expect(b.selectionFrame == b.items[0].frame)
    }

    @Test("too many tabs: they run to the screen's edge and fade there; a scroll offset fades the leading end too")
    func fades() throws {
        let many = items(manyTitles)
        let b = try bar(tv(items: many))
        #expect(b.items[0].frame.minX == 80)   // from the title-safe inset
        #expect(b.items.last!.frame.maxX > 1920)
        #expect(b.fades.map(\.frame) == [Rect(x: 1760, y: 0, width: 160, height: 140)])
        #expect(b.fades.map(\.fadesTowardsMaxX) == [true])
        #expect(b.overflowIndices.isEmpty)     // no More tab on tvOS
        let scrolled = try bar(tv(items: many, state: #"{"scrollOffset": 120}"#))
        #expect(scrolled.items[0].frame.minX == 80 - 120)
        #expect(scrolled.fades.count == 2)
        #expect(scrolled.fades.contains { $0.frame == Rect(x: 0, y: 0, width: 160, height: 140) && !$0.fadesTowardsMaxX } == true)
        // The offset stops where the last tab reaches the screen's edge.
        let far = try bar(tv(items: many, state: #"{"scrollOffset": 100000}"#))
        #expect(close(far.items.last!.frame.maxX, 1920))
    }

    @Test("no More tab on tvOS: moreListVisible is refused with the reason")
    func noMore() throws {
        let e = try #require(failure(tv(state: #"{"moreListVisible": true}"#)))
        #expect(e.path.description == "tabBar.state.moreListVisible")
        #expect(e.message.contains("tvOS has no More tab"))
    }

    @Test("scrolled offscreen: everything moves up out of the 140 pt band, which stays the canvas")
    func offscreen() throws {
        let l = try layoutOf(tv(state: #"{"scrolledOffscreen": true}"#))
        let b = try #require(l.tabBarNode)
        #expect(b.frame.maxY <= 0)
        for it in b.items { #expect(it.frame.maxY <= 0) }
        #expect(b.drawsBar == false && b.bool(.scrolledOffscreen) == true)
        #expect(l.canvas == Rect(x: 0, y: 0, width: 1920, height: 140))
    }

    @Test("a logo sits at the title-safe inset, centred on the bar; the tabs keep clear of it")
    func logo() throws {
        let b = try bar(tv(extra: #", "logo": {"image": "logo.png", "width": 160, "height": 48}"#))
        let l = try #require(b.logo)
        #expect(l.frame == Rect(x: 80, y: 46 + 10, width: 160, height: 48))
        #expect(b.items[0].frame.minX >= l.frame.maxX + 40)
    }

    @Test("fonts for the items and the selected item; icon-only tabs are 68 pt circles")
    func fontsAndIcons() throws {
        let list = #"{"title": "Live"}, {"title": "Movies"}, {"image": "magnifyingglass", "role": "search"}, {"image": "gearshape"}"#
        let b = try bar(tv(items: list, extra: #", "itemFont": {"size": 31, "weight": "medium"}, "selectedItemFont": {"size": 31, "weight": "bold"}"#))
        #expect(b.items[0].title?.style == TextStyle(size: 31, weight: .bold, locale: "en"))
        #expect(b.items[1].title?.style == TextStyle(size: 31, weight: .medium, locale: "en"))
        #expect(b.items[2].frame.width == 68 && b.items[2].iconFrame?.width == 36 && b.items[2].itemKind == .search)
        #expect(b.items[3].icon?.image == .symbol("gearshape") && b.items[3].title == nil)
    }

    @Test("right-to-left: the order and the fades mirror")
    func mirrored() throws {
        let many = items(manyTitles)
        let b = try bar(tv(items: many, top: #", "layoutDirection": "rightToLeft""#))
        #expect(b.items[0].frame.maxX == 1920 - 80)
        #expect(b.items[1].frame.maxX < b.items[0].frame.minX)
        #expect(b.fades.map(\.frame) == [Rect(x: 0, y: 0, width: 160, height: 140)])
        #expect(b.fades.map(\.fadesTowardsMaxX) == [false])
    }

    @Test("contentKind is read and kept for the guideline check; the layout ignores it")
    func contentKind() throws {
        let s = try SpecReader.read(Array(tv(items: #"{"title": "Live", "contentKind": "live"}, {"title": "DVR", "contentKind": "recorded"}, {"title": "More", "contentKind": "other"}"#).utf8))
        #expect(s.tabBar?.items.map(\.contentKind) == [.live, .recorded, .other])
    }
}

// MARK: - visionOS

@Suite("Tab bars: visionOS")
struct VisionTests {
    func vision(_ state: String = "{}", top: String = "") -> String {
        #"{"platform": "visionOS"\#(top), "tabBar": {"items": [\#(items(["Home", "Browse", "Library", "Search"]))], "selectedIndex": 1, "state": \#(state)}}"#
    }

    @Test("collapsed: a 68 pt vertical ornament 20 pt beside the window's leading edge, centred on its height")
    func collapsed() throws {
        let l = try layoutOf(vision())
        let b = try #require(l.tabBarNode)
        #expect(b.tabBarDesign == .vision)
        #expect(b.frame.maxX == -20 && b.frame.width == 68)
        let h: Double = 8 + 4 * 60 + 3 * 4
        #expect(b.frame.height == h)
        #expect(b.frame.minY == ((720 - h) / 2).rounded())
        for (i, it) in b.items.enumerated() {
            #expect(it.title == nil)
            #expect(it.frame.minY == b.frame.minY + 4 + Double(i) * 64)
        }
        #expect(b.selectionFrame == Rect(x: b.items[1].frame.minX, y: b.items[1].frame.minY, width: 60, height: 60))
        // The canvas holds the ornament (at negative x) and the window's leading strip.
        #expect(l.canvas.minX < b.frame.minX && l.canvas.maxX >= 200 && l.canvas.height == 720)
    }

    @Test("expanded: titles appear, the bar widens over the window, its leading edge fixed")
    func expanded() throws {
        let c = try bar(vision()), e = try bar(vision(#"{"expanded": true}"#))
        #expect(e.frame.minX == c.frame.minX)
        let width: Double = 68 + 7 * 8.5 + 24              // "Library", 17 pt
        #expect(e.frame.width == width)
        #expect(e.frame.maxX > 0)                       // it covers the window's content
        #expect(e.items.allSatisfy { $0.title != nil })
        #expect(e.selectionFrame == e.items[1].frame)
        #expect(e.bool(.expanded) == true)
    }

    @Test("right-to-left: the ornament sits beside the window's right (leading) edge")
    func mirrored() throws {
        let b = try bar(vision(#"{"expanded": true}"#, top: #", "layoutDirection": "rightToLeft""#))
        #expect(b.frame.maxX == 1280 + 20 + 68)   // the leading edge stays put; expanding grows it to the left
        let icon = try #require(b.items[0].iconFrame), title = try #require(b.items[0].title)
        #expect(icon.minX > title.frame.maxX)
    }

    @Test("the screen canvas grows to hold the ornament outside the window")
    func screenCanvas() throws {
        let l = try layoutOf(vision(top: #", "canvas": "screen""#))
        #expect(l.canvas.minX < -88 && l.canvas.maxX == 1280)
    }
}

// MARK: - macOS

@Suite("Tab bars: macOS tab view")
struct MacTests {
    func mac(_ os: String = "15", list: String = #"{"title": "General"}, {"title": "Accounts"}, {"title": "Advanced"}"#, top: String = "", selected: Int = 1,
             bar: String = "") -> String {
        #"{"platform": "macOS", "osVersion": "\#(os)"\#(top), "tabBar": {"items": [\#(list)], "selectedIndex": \#(selected)\#(bar)}}"#
    }

    @Test("tabPosition bottom (NSTabView.TabPosition.bottom): the same row on the box's bottom edge, as far from the window's bottom as the top row is from its top",
          arguments: ["15", "26"])
    func bottom(_ os: String) throws {
        let top = try #require(try layoutOf(mac(os)).tabBarNode)
        let l = try layoutOf(mac(os, bar: #", "tabPosition": "bottom""#))
        let b = try #require(l.tabBarNode)
        let H = l.environment.screenSize.height
        #expect(b.frame.maxY == H - top.frame.minY && b.frame.height == top.frame.height)
        #expect(b.frame.minX == top.frame.minX && b.items.map(\.frame.width) == top.items.map(\.frame.width))
        let box = try #require(b.child(.tabBarBackground)?.frame)
        let topBox = try #require(top.child(.tabBarBackground)?.frame)
        #expect(box.maxY == b.frame.midY && box.minY == 20 && box.height == topBox.height && box.minX == topBox.minX)
        #expect(b.selectionFrame == b.items[1].frame.insetBy(dx: 2, dy: 2))
        #expect(l.canvas == Rect(x: 0, y: (b.frame.minY - 24).rounded(.down), width: 1024, height: H - (b.frame.minY - 24).rounded(.down)))
        #expect(b.items.allSatisfy { ($0.title?.frame).map { b.frame.minY < $0.midY && $0.midY < b.frame.maxY } ?? false })
    }

    @Test("tabPosition bottom, right to left: the order mirrors on the bottom edge too")
    func bottomMirrored() throws {
        let b = try bar(mac(top: #", "layoutDirection": "rightToLeft""#, bar: #", "tabPosition": "bottom""#))
        #expect(b.items[0].frame.minX > b.items[2].frame.maxX && b.frame.minY > 500)
    }

    @Test("tabPosition top is today's look")
    func top() throws {
        #expect(try bar(mac(bar: #", "tabPosition": "top""#)) == bar(mac()))
    }

    @Test("tabPosition left and right: the control turned a quarter on that side of the box, titles turned with it (left: first tab at the bottom, reading up; right: first at the top, reading down)",
          arguments: [("left", "15"), ("right", "15"), ("left", "26"), ("right", "26")])
    func sides(_ side: String, _ os: String) throws {
        let top = try #require(try layoutOf(mac(os)).tabBarNode)
        let l = try layoutOf(mac(os, bar: #", "tabPosition": "\#(side)""#))
        let b = try #require(l.tabBarNode)
        let W = l.environment.screenSize.width, H = l.environment.screenSize.height
        let right = side == "right"
        #expect(b.itemArrangement == .vertical)
        #expect(b.frame.width == top.frame.height && b.frame.height == top.frame.width)
        #expect(right ? b.frame.maxX == W - top.frame.minY : b.frame.minX == top.frame.minY)
        #expect(b.frame.minY == ((H - b.frame.height) / 2).rounded())
        #expect(b.items.map(\.frame.height) == top.items.map(\.frame.width))
        #expect(right ? b.items[0].frame.minY < b.items[2].frame.minY : b.items[0].frame.minY > b.items[2].frame.minY)
        let box = try #require(b.child(.tabBarBackground)?.frame)
        #expect((right ? box.maxX : box.minX) == b.frame.midX && box.minY == 20 && box.maxY == H - 20)
        for (it, upright) in zip(b.items, top.items) {
            let t = try #require(it.title), u = try #require(upright.title)
            #expect(t.quarterTurns == (right ? 1 : 3))
            #expect(abs(t.frame.height - u.frame.width) < 1e-9 && abs(t.frame.width - u.frame.height) < 1e-9)
            #expect(abs(t.frame.midY - it.frame.midY) < 1e-9)
        }
        #expect(b.selectionFrame == b.items[1].frame.insetBy(dx: 2, dy: 2))
        #expect(right ? l.canvas.maxX == W && l.canvas.minX < b.frame.minX : l.canvas.minX == 0 && l.canvas.maxX > b.frame.maxX)
        #expect(try layoutOf(mac(os, bar: #", "tabPosition": "\#(side)""#)).jsonText().contains(#""quarterTurns": \#(right ? 1 : 3)"#))
    }

    @Test("tabPosition left: right to left keeps the window's left side")
    func sideNotMirrored() throws {
        #expect(try bar(mac(top: #", "layoutDirection": "rightToLeft""#, bar: #", "tabPosition": "left""#)).frame.minX == 12)
    }

    @Test("a segmented row centred on the box's top edge, each tab sized to its title (13 pt + 12 pt each side)")
    func row() throws {
        let l = try layoutOf(mac())
        let b = try #require(l.tabBarNode)
        #expect(b.tabBarDesign == .mac)
        #expect(b.frame.minY == 12 && b.frame.height == 24)
        let widths: [Double] = [7 * 6.5 + 24, 8 * 6.5 + 24, 8 * 6.5 + 24]
        #expect(b.items.map(\.frame.width) == widths)
        #expect(b.frame.minX == ((1024 - b.frame.width) / 2).rounded())
        let box = try #require(b.child(.tabBarBackground)?.frame)
        #expect(box.minY == b.frame.midY && box.minX == 20 && box.maxX == 1024 - 20)
        #expect(b.selectionFrame == b.items[1].frame.insetBy(dx: 2, dy: 2))
        #expect(l.canvas == Rect(x: 0, y: 0, width: 1024, height: 12 + 24 + 24))
    }

    @Test("macOS 26: the taller (28 pt) row")
    func mac26() throws {
        #expect(try bar(mac("26")).frame.height == 28)
    }

    @Test("tabs that do not fit go into the overflow menu behind a chevron")
    func overflow() throws {
        let list = (1...20).map { #"{"title": "Preference pane \#($0)"}"# }.joined(separator: ",")
        let b = try bar(mac(list: list))
        let o = try #require(b.overflowButton)
        #expect(o.icon?.image == .symbol("chevron.forward.2"))
        #expect(b.items.count + b.overflowIndices.count == 20 && !b.overflowIndices.isEmpty)
        #expect(b.frame.width <= 1024 - 40 - 32)
        #expect(o.frame.maxX == b.frame.maxX)
    }

    @Test("right-to-left: the tabs' order mirrors")
    func mirrored() throws {
        let b = try bar(mac(top: #", "layoutDirection": "rightToLeft""#))
        #expect(b.items[0].frame.minX > b.items[2].frame.maxX)
    }

    @Test("a Mac tab needs a title and has no badge")
    func refused() throws {
        let e1 = try #require(failure(mac(list: #"{"image": "star"}"#, selected: 0)))
        #expect(e1.path.description == "tabBar.items[0]" && e1.message.contains("title"))
        let e2 = try #require(failure(mac(list: #"{"title": "General", "badgeValue": "1"}"#, selected: 0)))
        #expect(e2.path.description == "tabBar.items[0].badgeValue")
    }
}

// MARK: - Fields by platform

@Suite("Tab bars: fields each platform refuses")
struct PlatformFieldTests {
    @Test("fields of one platform are refused on another, at their path, naming the platform",
          arguments: [
            (#"{"tabBar": {"items": [{"title": "A"}], "logo": {"image": "l.png"}}}"#, "tabBar.logo", "tvOS"),
            (#"{"platform": "visionOS", "tabBar": {"items": [{"title": "A", "image": "star"}], "state": {"focusedIndex": 0}}}"#, "tabBar.state.focusedIndex", "tvOS"),
            (#"{"device": "iPhone 16", "osVersion": "14", "tabBar": {"items": [{"title": "A"}], "state": {"focusedIndex": 0}}}"#, "tabBar.state.focusedIndex", "15"),
            (#"{"tabBar": {"items": [{"title": "A", "contentKind": "live"}]}}"#, "tabBar.items[0].contentKind", "tvOS"),
            (#"{"platform": "tvOS", "tabBar": {"items": [{"title": "A"}], "state": {"expanded": true}}}"#, "tabBar.state.expanded", "visionOS"),
            (#"{"platform": "iPadOS", "osVersion": "17", "tabBar": {"items": [{"title": "A"}], "tabViewStyle": "sidebarAdaptable"}}"#, "tabBar.tabViewStyle", "iPadOS 18"),
            (#"{"platform": "iPadOS", "osVersion": "18", "tabBar": {"items": [{"title": "A"}], "state": {"sidebarVisible": true}}}"#, "tabBar.state.sidebarVisible", "sidebarAdaptable"),
            (#"{"platform": "iPadOS", "osVersion": "18", "tabBar": {"items": [{"title": "A"}], "sections": [{"title": "S", "items": [0]}]}}"#, "tabBar.sections", "sidebarAdaptable"),
            (#"{"platform": "visionOS", "tabBar": {"items": [{"title": "A"}]}}"#, "tabBar.items[0]", "symbol"),
            (#"{"platform": "macOS", "tabBar": {"items": [{"title": "A"}], "state": {"minimized": true}}}"#, "tabBar.state.minimized", "iPhone"),
            (#"{"platform": "tvOS", "osVersion": "26", "tabBar": {"items": [{"title": "A"}], "backgroundImage": "b.png"}}"#, "tabBar.backgroundImage", "tvOS 26"),
            (#"{"platform": "iPadOS", "osVersion": "18", "tabBar": {"items": [{"title": "A"}], "bottomAccessory": {"title": "Song"}}}"#, "tabBar.bottomAccessory", "iPhone"),
            (#"{"tabBar": {"items": [{"title": "A"}], "tabPosition": "bottom"}}"#, "tabBar.tabPosition", "macOS"),
            (#"{"platform": "iPadOS", "tabBar": {"items": [{"title": "A"}], "tabPosition": "top"}}"#, "tabBar.tabPosition", "macOS"),
            (#"{"platform": "tvOS", "tabBar": {"items": [{"title": "A"}], "tabPosition": "bottom"}}"#, "tabBar.tabPosition", "NSTabView"),
          ])
    func refused(_ json: String, _ path: String, _ word: String) throws {
        let e = try #require(failure(json), "\(json) was accepted")
        #expect(e.path.description == path)
        #expect(e.message.contains(word), "\(e.message)")
    }

    @Test("watchOS has no tab bar and points to a vertical page set")
    func watch() throws {
        let e = try #require(failure(#"{"platform": "watchOS", "tabBar": {"items": [{"title": "A"}]}}"#))
        #expect(e.path.description == "tabBar")
        #expect(e.message.contains("watchOS has no tab bar") && e.message.contains("page"))
    }
}

@Suite("Spec reader: the other platforms' fields")
struct PlatformReaderTests {
    func read(_ tabBar: String) throws -> TabBarSpec {
        try #require(try SpecReader.read(Array(#"{"tabBar": {"items": [{"title": "A"}, {"title": "B"}, {"title": "C"}]\#(tabBar)}}"#.utf8)).tabBar)
    }
    func error(_ tabBar: String) -> SpecError? {
        do { _ = try read(tabBar); return nil } catch let e as SpecError { return e } catch { return nil }
    }

    @Test("the iPad fields are read")
    func pad() throws {
        let tb = try read(#", "tabViewStyle": "sidebarAdaptable", "customizable": true, "sections": [{"title": "Library", "items": [2, 1]}], "state": {"sidebarVisible": true}"#)
        #expect(tb.tabViewStyle == .sidebarAdaptable && tb.customizable && tb.state.sidebarVisible)
        #expect(tb.sections == [TabSectionSpec(title: "Library", items: [2, 1])])
    }

    @Test("the tvOS fields are read")
    func tv() throws {
        let tb = try read(#", "barTintColor": "systemIndigo", "itemFont": {"size": 30}, "selectedItemFont": {"size": 30, "weight": "bold"}, "logo": {"image": "brand.png", "width": 120}, "state": {"focusedIndex": 2, "scrollOffset": 40.5, "scrolledOffscreen": true}"#)
        #expect(tb.barAppearance.itemFont == TabFontSpec(size: 30, weight: .regular))
        #expect(tb.barAppearance.selectedItemFont == TabFontSpec(size: 30, weight: .bold))
        #expect(tb.barAppearance.logo?.width == 120 && tb.barAppearance.logo?.height == 68)
        #expect(tb.barAppearance.logo?.image.jsonPath.description == "tabBar.logo.image")
        #expect(tb.state.focusedIndex == 2 && tb.state.scrollOffset == 40.5 && tb.state.scrolledOffscreen)
    }

    @Test("bad values are errors at their path",
          arguments: [
            (#", "sections": [{"title": "S", "items": [0]}, {"title": "T", "items": [0]}]"#, "tabBar.sections[1].items[0]", "already in section 0"),
            (#", "sections": [{"title": "S", "items": [3]}]"#, "tabBar.sections[0].items[0]", "out of range"),
            (#", "sections": [{"title": "S", "items": []}]"#, "tabBar.sections[0].items", "at least one tab"),
            (#", "logo": {"image": "l.png", "height": 80}"#, "tabBar.logo.height", "200 × 68"),
            (#", "logo": {"image": "l.svg"}"#, "tabBar.logo.image", "PNG"),
            (##", "backgroundColor": "#000000", "backgroundImage": "b.png""##, "tabBar.backgroundImage", "not both"),
            (#", "itemFont": {"size": 200}"#, "tabBar.itemFont.size", "out of range"),
            (#", "tabViewStyle": "sidebarAdaptible""#, "tabBar.tabViewStyle", "did you mean"),
            (#", "state": {"focusedIndex": 3}"#, "tabBar.state.focusedIndex", "out of range"),
            (#", "state": {"scrollOffset": -1}"#, "tabBar.state.scrollOffset", "out of range"),
            (#", "state": {"expandd": true}"#, "tabBar.state.expandd", "did you mean \"expanded\""),
          ])
    func bad(_ tabBar: String, _ path: String, _ word: String) throws {
        let e = try #require(error(tabBar), "\(tabBar) was accepted")
        #expect(e.path.description == path)
        #expect(e.message.contains(word), "\(e.message)")
    }
}

@Suite("Layout JSON: the other platforms' roles")
struct PlatformLayoutJSONTests {
    @Test("the sidebar, the sidebar button, the focus and the fades appear in `navmock layout` with their roles")
    func roles() throws {
        let pad = try layoutOf(#"{"platform": "iPadOS", "osVersion": "18", "tabBar": {"tabViewStyle": "sidebarAdaptable", "customizable": true, "items": [{"title": "A", "image": "star"}], "state": {"sidebarVisible": true}}}"#).jsonText()
        for role in ["tabBar.sidebarButton", "tabBar.sidebar", "tabBar.sidebar.row", "tabBar.sidebar.row.icon", "tabBar.sidebar.editButton"] {
            #expect(pad.contains(#""role": "\#(role)""#), "\(role)")
        }
        let many = (1...12).map { #"{"title": "Channel \#($0)"}"# }.joined(separator: ",")
        let tv = try layoutOf(#"{"platform": "tvOS", "tabBar": {"items": [\#(many)], "state": {"focusedIndex": 0, "scrollOffset": 10}}}"#).jsonText()
        for role in ["tabBar.focus", "tabBar.fade", "tabBar.item"] { #expect(tv.contains(#""role": "\#(role)""#), "\(role)") }
        #expect(tv.contains(#""towards": "maxX""#) && tv.contains(#""towards": "minX""#))
        let vision = try layoutOf(#"{"platform": "visionOS", "tabBar": {"items": [{"title": "A", "image": "star"}], "state": {"expanded": true}}}"#).jsonText()
        #expect(vision.contains(#""itemLayout": "vertical""#) && vision.contains(#""expanded": true"#))
    }
}
