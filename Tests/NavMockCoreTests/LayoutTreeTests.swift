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

    /// A bar with every optional part: the music mini player's bar (items with badges, the search
    /// button, the accessory) given the Large Content Viewer, the More list, the iPad's sidebar
    /// button and sidebar (rows, headers, Edit) and the tvOS bar's logo, focus and fades, each
    /// taken from a real laid-out template.
    func everyPart() throws -> LayoutNode {
        var tb = try #require(try template("music-mini-player").tabBarNode)
        tb.children.append(try #require(try template("large-content-viewer").tabBarNode?.largeContent))
        tb.children.append(try #require(try template("mail-more-list").tabBarNode?.moreList))
        let pad = try lay(#"{"device": "iPad Pro 11-inch (M4)", "osVersion": "18", "tabBar": {"tabViewStyle": "sidebarAdaptable", "items": [{"title": "A", "image": "star"}, {"title": "B", "image": "house"}]}}"#)
        tb.children.append(try #require(pad.tabBarNode?.sidebarButton))
        tb.children.append(try #require(try template("ipad-18-sidebar").tabBarNode?.sidebar))
        tb.children.append(try #require(try template("tvos-branded").tabBarNode?.logo))
        let scrolled = try #require(try template("tvos-live-tv-scrolled").tabBarNode)
        tb.children.append(try #require(scrolled.focus))
        tb.children.append(contentsOf: scrolled.fades)
        #expect(tb.searchButton != nil && tb.accessory != nil && tb.sidebarButton != nil)
        #expect(tb.sidebar?.editButton != nil && !(tb.sidebar?.headers.isEmpty ?? true) && scrolled.fades.count == 2)
        return tb
    }

    /// The tab bars of real templates, unchanged: the iPhone designs, the iPad bar and sidebars,
    /// tvOS (logo, focus, fades), visionOS and the Mac.
    func templateBars() throws -> [(String, LayoutNode)] {
        try ["music-mini-player", "music-badge", "badges", "arabic-rtl", "large-content-viewer", "mail-more-list", "ipad-18-tab-bar", "ipad-18-sidebar", "ipad-26-sidebar",
             "tvos-branded", "tvos-live-tv-scrolled", "visionos-expanded", "macos-preferences"].map { name in
            (name, try #require(try template(name).tabBarNode, "\(name)"))
        }
    }

    /// Every rectangle a node's payload holds besides its images (a line of text's box, a chevron,
    /// the focused content, a tab bar's canvas and drawn bounds), in a fixed order.
    func payloadFrames(_ n: LayoutNode) -> [Rect] {
        switch n.payload {
        case .text(let t)?: return [t.frame]
        case .chevron(let c)?: return [c.frame]
        case .listRow(let c, let s)?: return [c.frame, s]
        case .screen(let bar, let sheet)?:
            return (bar.map { [$0.time.frame, $0.battery, $0.cap] + $0.signal + [$0.island].compactMap { $0 } } ?? [])
                + (sheet.map { [$0.dimmed, $0.sheet, $0.grabber] } ?? [])
        case .focus(let t, let i)?: return [t?.frame, i].compactMap { $0 }
        case .tabBar(let e)?: return [e.drawnBounds, e.componentCanvas].compactMap { $0 }
        case .image?, .pageControl?, .border?, nil: return []
        }
    }

    /// Every line of text a node's payload holds (its own, a badge's, the focused title).
    func payloadTexts(_ n: LayoutNode) -> [TextLayout] {
        switch n.payload {
        case .text(let t)?: return [t]
        case .focus(let t?, _)?: return [t]
        case .screen(let bar?, _)?: return [bar.time]
        default: return []
        }
    }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test("mirroring moves every node of the bar, search button, accessory, Large Content Viewer, More list, sidebar and tvOS parts included")
    func mirrorEveryNode() throws {
        let axis = 150.0   // off the screen's centre, so no centred part stays put
        var roles = Set<LayoutRole>()
        for (name, tb) in [("every part", try everyPart())] + (try templateBars()) {
            let before = tb.allNodes, after = tb.mirrored(aroundX: axis).allNodes
            #expect(before.count == after.count, "\(name)")
            if name == "every part" { #expect(before.count > 30) }
            for (a, b) in zip(before, after) {
                #expect(a.role == b.role && a.index == b.index, "\(name) \(a.role)")
                #expect(abs(b.frame.minX - (2 * axis - a.frame.maxX)) < 1e-9, "\(name) \(a.role)")
                // A mirrored tree keeps every frame's size (and its payload's).
                #expect(b.frame.minY == a.frame.minY && b.frame.size == a.frame.size, "\(name) \(a.role)")
                let pa = payloadFrames(a), pb = payloadFrames(b)
                #expect(pa.count == pb.count && zip(pa, pb).allSatisfy { $0.size == $1.size && $0.minY == $1.minY }, "\(name) \(a.role)")
                if a.role.part != .badge {
                    #expect(zip(pa, pb).allSatisfy { abs($1.minX - (2 * axis - $0.maxX)) < 1e-9 }, "\(name) \(a.role)")
                }
                #expect(a.image == b.image && a.isImageMirrored == b.isImageMirrored, "\(name) \(a.role)")
                // Text is not flipped: a mirrored line's baseline starts at its box's left end (a badge's
                // text keeps its place in the oval: offsetEveryNode).
                if a.role.part != .badge {
                    #expect(payloadTexts(b).allSatisfy { abs($0.baselineOrigin.x - $0.frame.minX) < 1e-9 }, "\(name) \(a.role)")
                }
                roles.insert(a.role)
            }
            // Twice is the identity: the same tree, every frame and payload within 1e-9.
            let twice = tb.mirrored(aroundX: axis).mirrored(aroundX: axis).allNodes
            #expect(twice.count == before.count)
            for (a, b) in zip(before, twice) {
                #expect(a.role == b.role && a.index == b.index && a.attributes == b.attributes && a.children.count == b.children.count, "\(name) \(a.role)")
                #expect(close(a.frame, b.frame) && a.frame.size == b.frame.size, "\(name) \(a.role)")
                let pa = payloadFrames(a), pb = payloadFrames(b)
                #expect(pa.count == pb.count && zip(pa, pb).allSatisfy { close($0, $1) }, "\(name) \(a.role)")
                let ta = payloadTexts(a), tbx = payloadTexts(b)
                #expect(ta.count == tbx.count && zip(ta, tbx).allSatisfy {
                    $0.text == $1.text && $0.style == $1.style && abs($0.baselineOrigin.x - $1.baselineOrigin.x) < 1e-9
                        && abs($0.baselineOrigin.y - $1.baselineOrigin.y) < 1e-9 }, "\(name) \(a.role)")
                #expect(a.image == b.image && a.isImageMirrored == b.isImageMirrored && a.chevron?.image == b.chevron?.image, "\(name) \(a.role)")
            }
        }
        for r: LayoutRole in [.tabBarSearchItem, .tabBarAccessory, .tabBarAccessoryControl, .tabBarLargeContent,
                              .tabBarLargeContentIcon, .tabBarMoreListRow, .tabBarMoreListTitle, .tabBarSidebarButton,
                              .tabBarSidebar, .tabBarSidebarRow, .tabBarSidebarHeader, .tabBarSidebarEditButton,
                              .tabBarLogo, .tabBarFocus, .tabBarFade, .tabBarItemBadge] {
            #expect(roles.contains(r), "\(r)")
        }
    }

    @Test("payloads agree with what the tree prints: every text node carries its line, every image node its image, mirrored or not")
    func payloadsAgree() throws {
        let tb = try everyPart()
        for mirrored in [false, true] {
            let bar = mirrored ? tb.mirrored(aroundX: 150) : tb
            let nodes = bar.allNodes
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
                if n.role.part == .badge { #expect(n.text == (n.textLayout?.text ?? ""), "\(n.role)") }
                if n.role == .tabBarMoreListRow || n.role == .tabBarSidebarHeader { #expect(n.chevron != nil, "\(n.role)") }
            }
            #expect(texts >= 5 && images >= 5, "\(texts) texts, \(images) images")
            // Every text payload's baseline starts at its box's left end, the focused title's too.
            for n in nodes { for t in payloadTexts(n) { #expect(abs(t.baselineOrigin.x - t.frame.minX) < 1e-9, "\(n.role)") } }
            #expect(bar.tabBarDesign == tb.tabBarDesign)
            #expect(bar.items.count == tb.items.count && bar.searchButton != nil)
            // The iPad bar draws its search tab among the items: no separate button.
            let pad = try template("ipad-18-tab-bar")
            let padNode = try #require(pad.tabBarNode)
            #expect(padNode.items.count == padNode.children.filter { $0.itemKind != nil }.count && padNode.items.contains { $0.itemKind == .search } && padNode.searchButton == nil)
            // The mirrored items are the same items, in the same order, with the same parts.
            for (a, b) in zip(tb.items, bar.items) {
                #expect(a.index == b.index && a.isSelected == b.isSelected && a.itemKind == b.itemKind && a.title?.text == b.title?.text)
                #expect(b.iconFrame == (mirrored ? a.iconFrame?.mirrored(aroundX: 150) : a.iconFrame))
                #expect(a.icon?.image == b.icon?.image && a.badge?.frame.size == b.badge?.frame.size && a.badge?.textLayout?.text == b.badge?.textLayout?.text)
            }
        }
    }

    @Test("an offset moves every node and every payload by the same amount; a mirrored badge's text moves with its oval")
    func offsetEveryNode() throws {
        var badgeTexts = 0
        for (name, tb) in [("every part", try everyPart())] + (try templateBars()) {
            let moved = tb.offsetBy(dx: 3, dy: -140)
            let before = tb.allNodes, after = moved.allNodes
            #expect(before.count == after.count, "\(name)")
            for (a, b) in zip(before, after) {
                #expect(abs(b.frame.minX - a.frame.minX - 3) < 1e-9 && abs(b.frame.minY - a.frame.minY + 140) < 1e-9 && b.frame.size == a.frame.size, "\(name) \(a.role)")
                let pa = payloadFrames(a), pb = payloadFrames(b)
                #expect(pa.count == pb.count && zip(pa, pb).allSatisfy { close($0.offsetBy(dx: 3, dy: -140), $1) }, "\(name) \(a.role)")
                let ta = payloadTexts(a), tbx = payloadTexts(b)
                #expect(ta.count == tbx.count && zip(ta, tbx).allSatisfy {
                    abs($1.baselineOrigin.x - $0.baselineOrigin.x - 3) < 1e-9 && abs($1.baselineOrigin.y - $0.baselineOrigin.y + 140) < 1e-9 }, "\(name) \(a.role)")
                #expect(a.attributes == b.attributes && a.image == b.image, "\(name) \(a.role)")
            }
            let mirrored = tb.mirrored(aroundX: 150)
            for (a, b) in zip(tb.items, mirrored.items) {
                guard let ba = a.badge, let bb = b.badge, let ta = ba.textLayout, let tbx = bb.textLayout else { continue }
                // The text keeps its place inside the oval (it is not flipped).
                #expect(abs((ta.frame.minX - ba.frame.minX) - (tbx.frame.minX - bb.frame.minX)) < 1e-9)
                #expect(abs((ta.baselineOrigin.x - ba.frame.minX) - (tbx.baselineOrigin.x - bb.frame.minX)) < 1e-9)
                #expect(ta.frame.minY == tbx.frame.minY && ta.baselineOrigin.y == tbx.baselineOrigin.y)
                badgeTexts += 1
            }
        }
        #expect(badgeTexts >= 2)
    }

    @Test("a mirrored fade turns round")
    func fadeTurns() throws {
        let l = try lay(#"{"platform": "tvOS", "tabBar": {"items": [\#((0..<12).map { #"{"title": "Channel \#($0)"}"# }.joined(separator: ","))]}}"#)
        let fade = try #require(l.tabBarNode?.fades.first)
        let m = try #require(l.tabBarNode?.mirrored(aroundX: 960).fades.first)
        #expect(m.fadesTowardsMaxX == !fade.fadesTowardsMaxX)
        #expect(fade.fadeEdge != nil && m.fadeEdge == fade.fadeEdge?.opposite)
        // Both ends of a scrolled bar turn round, and twice gives back the original.
        let scrolled = try #require(try template("tvos-live-tv-scrolled").tabBarNode)
        #expect(scrolled.fades.count == 2)
        #expect(scrolled.mirrored(aroundX: 960).fades.map(\.fadeEdge) == scrolled.fades.map { $0.fadeEdge?.opposite })
        #expect(scrolled.mirrored(aroundX: 960).mirrored(aroundX: 960).fades.map(\.fadeEdge) == scrolled.fades.map(\.fadeEdge))
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
