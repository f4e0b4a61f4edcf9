// Issue 41 items 7 and 8 (docs/tab-view-styles.md): the iOS 26 bar with its search tab selected
// (the tabs collapsed into a circle, the search tab a field along the bottom), and SwiftUI's
// `sidebarAdaptable` on every platform (iOS the bottom bar, macOS and tvOS a sidebar, visionOS the
// ornament and a sidebar of the sections' tabs). Text is measured with FixedWidthTextMeasurer.

import Foundation
import Testing
@testable import NavMockCore

private let measurer = FixedWidthTextMeasurer()

private func layoutOf(_ text: String) throws -> Layout {
    let s = try SpecReader.read(Array(text.utf8))
    return try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)
}

private func bar(_ text: String) throws -> LayoutNode { try #require(try layoutOf(text).tabBarNode) }

private func scene(_ text: String) throws -> Scene {
    let s = try SpecReader.read(Array(text.utf8))
    return buildScene(s, layout: try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer))
}

private func failure(_ text: String) -> SpecError? {
    do { _ = try layoutOf(text); return nil } catch let e as SpecError { return e } catch { return nil }
}

private let fourTabs = #"{"title": "Home", "image": "house"}, {"title": "New", "image": "square.grid.2x2"}, {"title": "Radio", "image": "dot.radiowaves.left.and.right"}, {"title": "Library", "image": "music.note.list"}, {"role": "search"}"#

@Suite("The selected search tab (iOS 26)")
struct SearchTabStateTests {
    func phone(_ selected: Int = 4, top: String = "", bar: String = "", device: String = "iPhone 17 Pro") -> String {
        #"{"device": "\#(device)"\#(top), "tabBar": {"items": [\#(fourTabs)], "selectedIndex": \#(selected)\#(bar)}}"#
    }

    @Test("the tabs collapse into a 48 pt circle at the leading corner showing the first tab; the search tab is a field across the rest, 8 pt after it, 21 pt from the edges",
          arguments: ["iPhone 17 Pro", "iPhone 16", "iPhone 17 Pro Max"])
    func collapsed(_ device: String) throws {
        let l = try layoutOf(phone(device: device))
        let b = try #require(l.tabBarNode)
        let W = l.environment.screenSize.width, H = l.environment.screenSize.height
        #expect(b.isSearchExpanded && !b.isMinimized)
        #expect(b.frame == Rect(x: 21, y: H - 21 - 48, width: 48, height: 48))
        #expect(b.items.count == 1 && b.items[0].index == 0 && !b.items[0].isSelected)
        #expect(b.items[0].icon?.image == .symbol("house"))
        let field = try #require(b.searchButton)
        #expect(field.frame == Rect(x: 21 + 48 + 8, y: H - 21 - 48, width: W - 21 - (21 + 48 + 8), height: 48))
        #expect(field.isSelected && field.index == 4)
        #expect(field.icon?.image == .symbol("magnifyingglass"))
        let icon = try #require(field.icon?.frame)
        #expect(icon.minX == field.frame.minX + 14 && icon.width == 20 && abs(icon.midY - field.frame.midY) < 1e-9)
        let t = try #require(field.title)
        #expect(t.text == "Search" && t.style.size == 17 && t.frame.minX == icon.maxX + 6)
        #expect(b.selectionFrame == nil)
    }

    @Test("right to left: the circle at the trailing (right) corner, the field to its left")
    func mirrored() throws {
        let l = try layoutOf(phone(top: #", "layoutDirection": "rightToLeft""#))
        let b = try #require(l.tabBarNode)
        let W = l.environment.screenSize.width
        #expect(b.frame.maxX == W - 21)
        let field = try #require(b.searchButton)
        #expect(field.frame.minX == 21 && field.frame.maxX == b.frame.minX - 8)
        #expect(try #require(field.icon?.frame).maxX == field.frame.maxX - 14)
    }

    @Test("the field's trailing end holds the dictation microphone (mic.fill, 20 pt, 14 pt in), drawn in the placeholder's secondary label colour; the placeholder stops 6 pt before it; mirrored right to left",
          arguments: ["", #", "layoutDirection": "rightToLeft""#], ["light", "dark"])
    func dictation(_ direction: String, _ appearance: String) throws {
        let text = phone(top: #", "appearance": "\#(appearance)""# + direction)
        let field = try #require(try bar(text).searchButton)
        let mic = try #require(field.child(.tabBarSearchItemDictation))
        #expect(mic.image == .symbol("mic.fill") && mic.frame.width == 20 && mic.frame.height == 20)
        #expect(abs(mic.frame.midY - field.frame.midY) < 1e-9)
        let t = try #require(field.title)
        if direction.isEmpty {
            #expect(mic.frame.maxX == field.frame.maxX - 14 && t.frame.maxX <= mic.frame.minX - 6)
        } else {
            #expect(mic.frame.minX == field.frame.minX + 14 && t.frame.minX >= mic.frame.maxX - 1e-9)
        }
        let sc = try scene(text)
        let items = zip(sc.items, sc.itemIDs).filter { $0.1 == SceneElementID(mic) }.map(\.0)
        let secondary = SystemColor.secondaryLabel.color(in: appearance == "dark" ? .dark : .light)
        #expect(items.count == 1 && items.first?.icon?.color == secondary && items.first?.icon?.image == .symbol("mic.fill"), "\(items)")
        // The resting bar has no field and no microphone.
        #expect(try bar(phone(1)).allNodes.allSatisfy { $0.role != .tabBarSearchItemDictation })
    }

    @Test("another tab selected: the resting bar with the 62 pt search circle, as before")
    func resting() throws {
        let b = try bar(phone(1))
        #expect(!b.isSearchExpanded && b.frame.height == 62)
        #expect(try #require(b.searchButton).frame.width == 62 && b.items.count == 4)
    }

    @Test("minimized with the search tab selected keeps the minimized look")
    func minimized() throws {
        let b = try bar(phone(bar: #", "minimizeBehavior": "onScrollDown", "state": {"minimized": true}"#))
        #expect(b.isMinimized && !b.isSearchExpanded)
    }

    @Test("a bottom accessory stays above, full width")
    func accessory() throws {
        let l = try layoutOf(phone(bar: #", "bottomAccessory": {"title": "Song"}"#))
        let b = try #require(l.tabBarNode)
        let a = try #require(b.child(.tabBarAccessory))
        #expect(a.frame.maxY == b.frame.minY - 8 && a.frame.minX == 21 && a.frame.maxX == l.environment.screenSize.width - 21)
    }

    @Test("the circle is glass, the field a glass capsule; magnifier and placeholder in the secondary label colour", arguments: ["light", "dark"])
    func drawn(_ appearance: String) throws {
        let s = try scene(phone(top: #", "appearance": "\#(appearance)""#))
        let ap: Appearance = appearance == "light" ? .light : .dark
        let placeholder = SystemColor.secondaryLabel.color(in: ap)
        var shapes: [SceneShape] = []
        for case .liquidGlass(let shape, _) in s.items { shapes.append(shape) }
        #expect(shapes.contains { if case .ellipse = $0 { return $0.bounds.width == 48 } else { return false } })
        #expect(shapes.contains { if case .capsule = $0 { return $0.bounds.height == 48 && $0.bounds.width > 48 } else { return false } })
        var placeholderColor: Color?
        for case .text(let t, let c) in s.items where t.text == "Search" { placeholderColor = c }
        #expect(placeholderColor == placeholder)
        var magnifier: Color?
        for item in s.items { if let i = item.icon, i.image == .symbol("magnifyingglass") { magnifier = i.color } }
        #expect(magnifier == placeholder)
    }

    @Test("the layout JSON says searchExpanded, the SVG description the state")
    func json() throws {
        #expect(try layoutOf(phone()).jsonText().contains(#""searchExpanded": true"#))
        #expect(try scene(phone()).summary.contains("tabs collapsed, search field shown"))
        #expect(try !scene(phone(1)).summary.contains("search field"))
    }
}

@Suite("sidebarAdaptable on every platform")
struct SidebarAdaptableTests {
    static let tabs = #"{"title": "Home", "image": "house"}, {"title": "Browse", "image": "square.grid.2x2"}, {"title": "Library", "image": "books.vertical"}, {"title": "Search", "image": "magnifyingglass", "role": "search"}"#

    func spec(_ platform: String, _ os: String, selected: Int = 1, top: String = "", bar: String = "") -> String {
        #"{"platform": "\#(platform)", "osVersion": "\#(os)"\#(top), "tabBar": {"items": [\#(Self.tabs)], "selectedIndex": \#(selected), "tabViewStyle": "sidebarAdaptable"\#(bar)}}"#
    }

    @Test("iOS: the ordinary bottom bar, the same as without the style", arguments: ["18", "26"])
    func iOS(_ os: String) throws {
        let with = try bar(spec("iOS", os))
        let without = try bar(spec("iOS", os).replacingOccurrences(of: #", "tabViewStyle": "sidebarAdaptable""#, with: ""))
        #expect(with == without)
        #expect(with.child(.tabBarSidebar) == nil)
        // A section's tabs are listed in the bar with the others (as on an iPad in compact width).
        let sectioned = try bar(spec("iOS", os, bar: #", "sections": [{"title": "Collections", "items": [2]}]"#))
        #expect(sectioned == with)
    }

    @Test("macOS and tvOS: a sidebar listing every tab, the selected one highlighted, no bar",
          arguments: [("macOS", "15", 220.0, 28.0, 13.0, false), ("macOS", "26", 220, 28, 13, true),
                      ("tvOS", "18", 440, 66, 29, false), ("tvOS", "26", 440, 66, 29, true)])
    func sidebar(_ platform: String, _ os: String, _ width: Double, _ rowHeight: Double, _ titleSize: Double, _ floating: Bool) throws {
        let l = try layoutOf(spec(platform, os))
        let b = try #require(l.tabBarNode)
        let sb = try #require(b.child(.tabBarSidebar))
        #expect(!b.drawsBar && b.items.isEmpty && b.child(.tabBarSidebarButton) == nil)
        #expect(sb.frame.width == width && sb.frame.minX == (floating ? sb.frame.minY : 0))
        #expect((sb.frame.minX > 0) == floating)
        let rows = sb.children(.tabBarSidebarRow)
        #expect(rows.map(\.index) == [0, 1, 2, 3])
        #expect(rows.allSatisfy { $0.frame.height == rowHeight })
        #expect(rows.filter(\.isSelected).map(\.index) == [1])
        #expect(rows[3].title?.text == "Search" && rows[0].title?.style.size == titleSize)
        #expect(b.selectionFrame == rows[1].frame)
        #expect(l.canvas == Rect(origin: .zero, size: l.environment.screenSize))
    }

    @Test("macOS right to left: the sidebar on the right")
    func macMirrored() throws {
        let l = try layoutOf(spec("macOS", "15", top: #", "layoutDirection": "rightToLeft""#))
        let sb = try #require(l.tabBarNode?.child(.tabBarSidebar))
        #expect(sb.frame.maxX == l.environment.screenSize.width)
    }

    @Test("sections: the tabs outside sections, then each section's header and tabs")
    func sections() throws {
        let b = try bar(spec("tvOS", "18", bar: #", "sections": [{"title": "Collections", "items": [2]}]"#))
        let sb = try #require(b.child(.tabBarSidebar))
        #expect(sb.children(.tabBarSidebarRow).map(\.index) == [0, 1, 3, 2])
        let header = try #require(sb.children(.tabBarSidebarHeader).first)
        #expect(header.title?.text == "Collections" && header.frame.minY > sb.children(.tabBarSidebarRow)[2].frame.maxY)
    }

    @Test("visionOS: the ornament holds the tabs outside sections; a sidebar in the window lists the sections' tabs")
    func vision() throws {
        let l = try layoutOf(spec("visionOS", "26", selected: 2, bar: #", "sections": [{"title": "Collections", "items": [2]}]"#))
        let b = try #require(l.tabBarNode)
        #expect(b.items.map(\.index) == [0, 1, 3] && b.frame.maxX < 0)
        let sb = try #require(b.child(.tabBarSidebar))
        #expect(sb.frame.minX > 0 && sb.frame.maxX <= l.environment.screenSize.width)
        #expect(sb.children(.tabBarSidebarRow).map(\.index) == [2] && sb.children(.tabBarSidebarRow)[0].isSelected)
        #expect(b.selectionFrame == nil || b.selectionFrame == sb.children(.tabBarSidebarRow)[0].frame)
        // Without sections: the ornament alone, as before.
        let plain = try bar(spec("visionOS", "26"))
        #expect(plain.child(.tabBarSidebar) == nil && plain.items.count == 4)
    }

    @Test("what has nothing to draw on is refused at its path",
          arguments: [
            (#"{"platform": "macOS", "osVersion": "14", "tabBar": {"items": [{"title": "A"}], "tabViewStyle": "sidebarAdaptable"}}"#, "tabBar.tabViewStyle", "15"),
            (#"{"platform": "visionOS", "osVersion": "1", "tabBar": {"items": [{"title": "A", "image": "star"}], "tabViewStyle": "sidebarAdaptable"}}"#, "tabBar.tabViewStyle", "2"),
            (#"{"platform": "iOS", "osVersion": "17", "tabBar": {"items": [{"title": "A"}], "tabViewStyle": "sidebarAdaptable"}}"#, "tabBar.tabViewStyle", "18"),
            (#"{"platform": "macOS", "tabBar": {"items": [{"title": "A"}], "tabViewStyle": "sidebarAdaptable", "tabPosition": "bottom"}}"#, "tabBar.tabPosition", "sidebar"),
            (#"{"platform": "tvOS", "tabBar": {"items": [{"title": "A"}], "tabViewStyle": "sidebarAdaptable", "state": {"focusedIndex": 0}}}"#, "tabBar.state.focusedIndex", "sidebar"),
            (#"{"platform": "tvOS", "tabBar": {"items": [{"title": "A"}], "tabViewStyle": "sidebarAdaptable", "logo": {"image": "l.png"}}}"#, "tabBar.logo", "sidebar"),
            (#"{"platform": "macOS", "tabBar": {"items": [{"title": "A"}], "tabViewStyle": "sidebarAdaptable", "state": {"sidebarVisible": true}}}"#, "tabBar.state.sidebarVisible", "iPadOS"),
            (#"{"platform": "visionOS", "tabBar": {"items": [{"title": "A", "image": "star"}], "tabViewStyle": "sidebarAdaptable", "sections": [{"title": "S", "items": [0]}]}}"#, "tabBar.sections", "outside"),
          ])
    func refused(_ json: String, _ path: String, _ word: String) throws {
        let e = try #require(failure(json), "\(json) was accepted")
        #expect(e.path.description == path)
        #expect(e.message.contains(word), "\(e.message)")
    }

    @Test("visionOS: a tab shown only in the sidebar needs no symbol")
    func visionNoSymbol() throws {
        let json = #"{"platform": "visionOS", "tabBar": {"items": [{"title": "A", "image": "star"}, {"title": "B"}], "tabViewStyle": "sidebarAdaptable", "sections": [{"title": "S", "items": [1]}]}}"#
        #expect(failure(json) == nil)
    }
}
