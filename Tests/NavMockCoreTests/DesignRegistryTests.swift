import Foundation
import NavMockTestSupport
@testable import NavMockCore
import Testing

/// Issue 33: each design is one value, chosen once (``TabBarDesign/choose(platform:osVersion:sizeClasses:)``)
/// and laid out, drawn and named through one registry; the status bar and the More list's
/// separators come from the layout.
@Suite("Design registry")
struct DesignRegistryTests {
    let measurer = FixedWidthTextMeasurer()

    func lay(_ json: String) throws -> Layout {
        let spec = try SpecReader.read(Array(json.utf8))
        return try layout(spec, in: Environment.resolve(spec), measuring: measurer)
    }

    @Test("the design each platform, era and size class gets")
    func choice() {
        let regular = SizeClasses(horizontal: .regular, vertical: .regular), compact = SizeClasses(horizontal: .compact, vertical: .regular)
        let cases: [(Platform, Int, SizeClasses, TabBarDesign)] = [
            (.iOS, 26, compact, .liquidGlass), (.iOS, 18, compact, .classic), (.iOS, 13, compact, .classic),
            (.iPadOS, 26, regular, .padGlass), (.iPadOS, 18, regular, .padFloating), (.iPadOS, 17, regular, .classic),
            (.iPadOS, 26, compact, .liquidGlass), (.iPadOS, 18, compact, .classic),
            (.tvOS, 26, regular, .tvGlass), (.tvOS, 18, regular, .tv), (.tvOS, 9, regular, .tv),
            (.visionOS, 26, regular, .vision), (.visionOS, 1, regular, .vision),
            (.macOS, 26, regular, .macGlass), (.macOS, 15, regular, .mac),
        ]
        for (p, v, sc, want) in cases {
            #expect(TabBarDesign.choose(platform: p, osVersion: OSVersion(major: v), sizeClasses: sc) == want, "\(p) \(v) \(sc.horizontal)")
        }
        #expect(PageControlDesign.choose(platform: .iOS, osVersion: OSVersion(major: 13)) == .legacy)
        #expect(PageControlDesign.choose(platform: .tvOS, osVersion: OSVersion(major: 14)) == .modern)
        #expect(PageControlDesign.choose(platform: .watchOS, osVersion: OSVersion(major: 10)) == .watch)
    }

    @Test("a laid-out bar carries the design the environment chose, for every design", arguments: [
        (#""device": "iPhone 17 Pro""#, TabBarDesign.liquidGlass), (#""device": "iPhone 15", "osVersion": "17""#, .classic),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "18""#, .padFloating), (#""device": "iPad Pro 11-inch (M4)""#, .padGlass),
        (#""platform": "tvOS", "osVersion": "18""#, .tv), (#""platform": "tvOS""#, .tvGlass),
        (#""platform": "visionOS""#, .vision), (#""platform": "macOS", "osVersion": "15""#, .mac), (#""platform": "macOS""#, .macGlass),
    ])
    func everyDesign(top: String, design: TabBarDesign) throws {
        let l = try lay(#"{\#(top), "tabBar": {"items": [{"title": "A", "image": "star"}, {"title": "B", "image": "house"}]}}"#)
        #expect(l.environment.tabBarDesign == design)
        let bar = try #require(l.tabBarNode)
        #expect(bar.tabBarDesign == design)
        #expect(bar.string(.design) == design.rawValue)
        #expect(l.jsonText().contains(#""design": "\#(design.rawValue)""#))
        // The registry's drawing of the bar is what the scene draws.
        let spec = try SpecReader.read(Array(#"{\#(top), "tabBar": {"items": [{"title": "A", "image": "star"}, {"title": "B", "image": "house"}]}}"#.utf8))
        let drawn = design.entry.scene(bar, l.environment, [])
        #expect(!drawn.isEmpty)
        #expect(buildScene(spec, layout: l).title.hasPrefix(design.entry.name + " tab bar"))
    }

    @Test("the tvOS 26 and macOS 26 designs draw their own era: glass capsule, taller tabs")
    func eras() throws {
        let tv18 = try #require(try lay(#"{"platform": "tvOS", "osVersion": "18", "tabBar": {"items": [{"title": "A"}, {"title": "B"}]}}"#).tabBarNode)
        let tv26 = try #require(try lay(#"{"platform": "tvOS", "tabBar": {"items": [{"title": "A"}, {"title": "B"}]}}"#).tabBarNode)
        #expect(tv18.child(.tabBarBackground) != nil && tv26.child(.tabBarBackground) == nil)
        let mac15 = try #require(try lay(#"{"platform": "macOS", "osVersion": "15", "tabBar": {"items": [{"title": "A"}, {"title": "B"}]}}"#).tabBarNode)
        let mac26 = try #require(try lay(#"{"platform": "macOS", "tabBar": {"items": [{"title": "A"}, {"title": "B"}]}}"#).tabBarNode)
        #expect(mac15.frame.height == MacTabViewMetrics.classic.rowHeight && mac26.frame.height == MacTabViewMetrics.glass.rowHeight)
    }

    @Test("the status bar is laid out on a screen canvas only, with the island on Dynamic Island phones")
    func statusBar() throws {
        let items = #""tabBar": {"items": [{"title": "A"}, {"title": "B"}]}"#
        let screen = try lay(#"{"device": "iPhone 17 Pro", "canvas": "screen", \#(items)}"#)
        guard case .screen(let bar?, nil)? = screen.tree.payload else { Issue.record("no status bar on a screen canvas"); return }
        let (time, battery, cap, signal, island) = (bar.time, bar.battery, bar.cap, bar.signal, bar.island)
        #expect(time.text == "9:41")
        #expect(time.frame.maxY <= screen.environment.safeArea.top && battery.maxY <= screen.environment.safeArea.top)
        #expect(cap.minX > battery.maxX && signal.count == StatusBarMetricTable.iOS.signalBars && island != nil)
        #expect(signal.allSatisfy { $0.maxX < battery.minX })
        let se = try lay(#"{"device": "iPhone SE (3rd generation)", "canvas": "screen", \#(items)}"#)
        guard case .screen(let seBar?, _)? = se.tree.payload else { Issue.record("no status bar on the SE"); return }
        #expect(seBar.island == nil)
        // A modal spec's sheet is laid out too, below the status bar's band, over the tab bar.
        let modal = try lay(#"{"device": "iPhone 17 Pro", "modal": true, \#(items)}"#)
        guard case .screen(nil, let sheet?)? = modal.tree.payload else { Issue.record("no sheet for a modal spec"); return }
        #expect(sheet.sheet.minY > modal.environment.safeArea.top && sheet.sheet.maxY > modal.environment.screenSize.height)
        #expect(sheet.grabber.midX == modal.environment.screenSize.width / 2 && sheet.dimmed.size == modal.environment.screenSize)
        #expect(try lay(#"{"device": "iPhone 17 Pro", \#(items)}"#).tree.payload == nil)
        #expect(try lay(#"{"platform": "tvOS", "canvas": "screen", \#(items)}"#).tree.payload == nil)
    }

    @Test("a More list row's separator starts at its text on the leading side, and mirrors with the row")
    func moreListSeparators() throws {
        let tabs = (1...7).map { #"{"title": "T\#($0)", "image": "star"}"# }.joined(separator: ", ")
        func rows(_ direction: String) throws -> [LayoutNode] {
            let l = try lay(#"{"device": "iPhone 15", "osVersion": "17", "canvas": "screen", "layoutDirection": "\#(direction)", "tabBar": {"items": [\#(tabs)], "state": {"moreListVisible": true}}}"#)
            return try #require(l.tabBarNode?.moreList).rows
        }
        let ltr = try rows("leftToRight"), rtl = try rows("rightToLeft")
        #expect(!ltr.isEmpty && ltr.count == rtl.count)
        for (a, b) in zip(ltr, rtl) {
            let s = try #require(a.separator), t = try #require(b.separator)
            #expect(s.maxY == a.frame.maxY && s.maxX == a.frame.maxX)
            #expect(abs(s.minX - (try #require(a.title)).frame.minX) < 1e-9, "the line starts under the title")
            #expect(t.minX == a.frame.minX && abs(t.width - s.width) < 1e-9, "mirrored: from the leading (right) side")
        }
    }

    @Test("the iPadOS 18 sidebar's border is on its trailing edge, in the tree, and turns with the layout direction")
    func sidebarBorder() throws {
        let tabs = #""tabViewStyle": "sidebarAdaptable", "items": [{"title": "A", "image": "star"}, {"title": "B", "image": "house"}], "state": {"sidebarVisible": true}"#
        func sidebar(_ os: String, _ direction: String) throws -> LayoutNode {
            try #require(try lay(#"{"device": "iPad Pro 11-inch (M4)", "osVersion": "\#(os)", "layoutDirection": "\#(direction)", "tabBar": {\#(tabs)}}"#).tabBarNode?.sidebar)
        }
        #expect(try sidebar("18", "leftToRight").borderEdge == .maxX)
        #expect(try sidebar("18", "rightToLeft").borderEdge == .minX)
        #expect(try sidebar("26", "leftToRight").borderEdge == nil, "the floating glass sidebar has no border")
        // The scene asks for device pixels; it does no pixel arithmetic of its own.
        let spec = try SpecReader.read(Array(#"{"device": "iPad Pro 11-inch (M4)", "osVersion": "18", "layoutDirection": "rightToLeft", "tabBar": {\#(tabs)}}"#.utf8))
        let scene = buildScene(spec, layout: try layout(spec, in: Environment.resolve(spec), measuring: measurer))
        let rules = scene.items.compactMap { item -> (Rect, HorizontalEdge, Double)? in
            if case .edgeRule(let r, let e, let px, _) = item { return (r, e, px) }
            return nil
        }
        #expect(rules.count == 1 && rules.first?.1 == .minX && rules.first?.2 == PadSidebarMetrics.borderWidthPixels)
    }
}
