import Foundation
import NavMockTestSupport
@testable import NavMockCore
import Testing

/// The layout tree: typed attributes, its JSON, and the one transform that mirrors and moves
/// every part of a bar.
@Suite("Layout tree")
struct LayoutTreeTests {
    let measurer = FixedWidthTextMeasurer()

    func lay(_ json: String) throws -> Layout {
        let spec = try SpecReader.read(Array(json.utf8))
        return try layout(spec, in: Environment.resolve(spec), measuring: measurer)
    }

    func template(_ name: String) throws -> Layout {
        try lay(try TestRepository.text("Templates/tab-bars/\(name).json"))
    }

    /// A bar with every optional part: items with badges, the search button, the accessory,
    /// the Large Content Viewer, the More list and a platform part (a sidebar button).
    func everyPart() throws -> TabBarLayout {
        var tb = try #require(try template("music-mini-player").tabBar)
        tb.largeContent = try #require(try template("large-content-viewer").tabBar?.largeContent)
        tb.moreList = try #require(try template("mail-more-list").tabBar?.moreList)
        let pad = try lay(#"{"device": "iPad Pro 11-inch (M4)", "osVersion": "18", "tabBar": {"tabViewStyle": "sidebarAdaptable", "items": [{"title": "A", "image": "star"}, {"title": "B", "image": "house"}]}}"#)
        tb.parts = try #require(pad.tabBar?.parts)
        #expect(tb.searchButton != nil && tb.accessory != nil && tb.parts?.sidebarButton != nil)
        return tb
    }

    @Test("mirroring moves every node of the bar, search button, accessory, Large Content Viewer and More list included")
    func mirrorEveryNode() throws {
        let tb = try everyPart()
        let axis = 150.0   // off the screen's centre, so no centred part stays put
        let before = tb.node.allNodes, after = tb.applying(.mirror(aroundX: axis)).node.allNodes
        #expect(before.count == after.count)
        #expect(before.count > 30)
        var roles = Set<LayoutRole>()
        // (The More list's own node spans from the screen's left edge to its rows' end: derived, not moved.)
        for (a, b) in zip(before, after) where a.role != .tabBarMoreList {
            #expect(a.role == b.role)
            #expect(abs(b.frame.minX - (2 * axis - a.frame.maxX)) < 1e-9, "\(a.role)")
            #expect(b.frame.minY == a.frame.minY && b.frame.size == a.frame.size, "\(a.role)")
            roles.insert(a.role)
        }
        for r: LayoutRole in [.tabBarSearchItem, .tabBarAccessory, .tabBarAccessoryControl, .tabBarLargeContent,
                              .tabBarLargeContentIcon, .tabBarMoreListRow, .tabBarMoreListTitle, .tabBarSidebarButton] {
            #expect(roles.contains(r), "\(r)")
        }
        // Twice is the identity.
        let twice = tb.applying(.mirror(aroundX: axis)).applying(.mirror(aroundX: axis)).node.allNodes
        for (a, b) in zip(before, twice) { #expect(abs(a.frame.minX - b.frame.minX) < 1e-9 && a.frame.size == b.frame.size, "\(a.role)") }
    }

    @Test("payloads agree with what the tree prints: every text node carries its line, every image node its image, mirrored or not")
    func payloadsAgree() throws {
        let tb = try everyPart()
        for mirrored in [false, true] {
            let bar = mirrored ? tb.applying(.mirror(aroundX: 150)) : tb
            let nodes = bar.node.allNodes
            var texts = 0, images = 0
            for n in nodes {
                if n.role.isText {
                    let t = try #require(n.textLayout, "\(n.role)")
                    #expect(t.text == n.text && t.frame == n.frame, "\(n.role)")
                    #expect(t.baselineOrigin.x == t.frame.minX, "\(n.role)")
                    texts += 1
                }
                if n.symbol != nil || n.string(.file) != nil {
                    #expect(n.image != nil, "\(n.role)")
                    #expect(n.isImageMirrored == (n.bool(.mirrored) == true), "\(n.role)")
                    images += 1
                }
                if n.role == .tabBarMoreListRow { #expect(n.chevron != nil) }
            }
            #expect(texts >= 5 && images >= 5, "\(texts) texts, \(images) images")
            let node = bar.node
            #expect(node.tabBarDesign == tb.design)
            #expect(node.items.count == tb.items.count && node.searchButton != nil)
            // The iPad bar draws its search tab among the items: no separate button.
            let pad = try template("ipad-18-tab-bar")
            let padNode = try #require(pad.tabBarNode)
            #expect(padNode.items.count == pad.tabBar?.items.count && padNode.items.contains { $0.itemKind == .search } && padNode.searchButton == nil)
            for (a, b) in zip(node.items, bar.items) {
                #expect(a.index == b.index && a.isSelected == b.isSelected && a.icon?.frame == b.iconFrame && a.title == b.title)
                #expect(a.icon?.image == b.image && a.badge?.frame == b.badge?.frame && a.badge?.textLayout == b.badge?.text)
            }
        }
    }

    @Test("an offset moves every node by the same amount; a badge's text moves with its oval")
    func offsetEveryNode() throws {
        let tb = try everyPart()
        let moved = tb.applying(.offset(dx: 3, dy: -140))
        for (a, b) in zip(tb.node.allNodes, moved.node.allNodes) where a.role != .tabBarMoreList {
            #expect(abs(b.frame.minX - a.frame.minX - 3) < 1e-9 && abs(b.frame.minY - a.frame.minY + 140) < 1e-9, "\(a.role)")
        }
        let mirrored = tb.applying(.mirror(aroundX: 150))
        for (a, b) in zip(tb.items, mirrored.items) {
            guard let ba = a.badge, let bb = b.badge, let ta = ba.text, let tbx = bb.text else { continue }
            // The text keeps its place inside the oval (it is not flipped).
            #expect(abs((ta.frame.minX - ba.frame.minX) - (tbx.frame.minX - bb.frame.minX)) < 1e-9)
        }
    }

    @Test("a mirrored fade turns round")
    func fadeTurns() throws {
        let l = try lay(#"{"platform": "tvOS", "tabBar": {"items": [\#((0..<12).map { #"{"title": "Channel \#($0)"}"# }.joined(separator: ","))]}}"#)
        let fade = try #require(l.tabBar?.parts?.fades.first)
        let m = try #require(l.tabBar?.applying(.mirror(aroundX: 960)).parts?.fades.first)
        #expect(m.towardsMaxX == !fade.towardsMaxX)
    }

    @Test("attributes are typed: booleans, whole numbers, numbers, index lists, strings")
    func typedAttributes() throws {
        let l = try lay(#"{"device":"iPhone 16","osVersion":"18","tabBar":{"selectedIndex":1,"items":[{"title":"A","image":"star"},{"title":"B","image":"star","isEnabled":false},{"title":"C"},{"title":"D"},{"title":"E"},{"title":"F"}]}}"#)
        let tree = l.tree
        #expect(tree.role == .canvas && tree.frame == l.canvas)
        let bar = try #require(tree.first(.tabBar))
        #expect(bar.attributes[.overflow] == .indices([4, 5]))
        let items = bar.children.filter { $0.role == .tabBarItem }
        #expect(items.map(\.isSelected) == [false, true, false, false])
        #expect(items[0].first(.tabBarItemTitle)?.text == "A")
        #expect(items[0].first(.tabBarItemIcon)?.symbol == "star")
        #expect(bar.first(.tabBarBackground)?.bool(.visible) == true)
        let json = l.jsonText()
        #expect(json.contains(#""selected": true"#))
        #expect(json.contains(#""visible": true"#))
        #expect(json.contains("\"overflow\": [\n"))
        #expect(!json.contains(#""true""#) && !json.contains(#""false""#))

        let pc = try lay(#"{"device":"iPhone 16","pageControl":{"numberOfPages":5,"currentPage":2}}"#)
        let node = try #require(pc.tree.first(.pageControl))
        #expect(node.int(.numberOfPages) == 5 && node.int(.currentPage) == 2 && node.bool(.hidden) == false)
        #expect(node.children.filter { $0.role == .pageControlIndicator }.compactMap { $0.number(.scale) }.count == 5)
        let pj = pc.jsonText()
        #expect(pj.contains(#""numberOfPages": 5"#) && pj.contains(#""hidden": false"#))
    }

    @Test("every role prints as its dotted name")
    func roleNames() {
        #expect(LayoutRole.tabBarItemIcon.rawValue == "tabBar.item.icon")
        #expect(LayoutRole.tabBarSidebarEditButtonTitle.rawValue == "tabBar.sidebar.editButton.title")
        #expect(LayoutRole.allCases.allSatisfy { $0.rawValue.split(separator: ".").first.map { ["canvas", "homeIndicator", "tabBar", "pageControl"].contains($0) } == true })
    }
}
