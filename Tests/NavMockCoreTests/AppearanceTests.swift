// Tests for `tabBar.standardAppearance` / `scrollEdgeAppearance` (UITabBarAppearance, issue 15):
// the reader and its aliases, the validation stage, UIKit's choice of item layout and of
// appearance, the geometry the item appearance changes, the scene's colours, the check of fields
// a design ignores, and the generated docs table. Text is measured with FixedWidthTextMeasurer
// (a grapheme = size × 0.5 pt), so widths are exact.

import Foundation
import Testing
@testable import NavMockCore

private let measurer = FixedWidthTextMeasurer()
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private func read(_ text: String) throws(SpecError) -> Spec { try SpecReader.read(Array(text.utf8)) }
private func layoutOf(_ text: String) throws -> Layout {
    let s = try read(text)
    return try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)
}
private func problems(_ text: String) -> [SpecProblem] {
    do throws(SpecError) {
        let s = try read(text)
        return SpecValidator.problems(s, Environment.resolve(s))
    } catch { return error.problems }
}
private func findings(_ text: String) throws -> [Finding] {
    Checker.check(try read(text), measuring: measurer).filter { $0.ruleID == .tabBarAppearanceIgnored }
}
/// A three-tab spec with `bar` (members of tabBar after items) and `top` (top-level members).
private func spec(_ bar: String, top: String = ##""device": "iPhone 16", "osVersion": "18""##, items: String? = nil) -> String {
    let it = items ?? ##"[{"title": "One", "image": "star"}, {"title": "Two", "image": "bell", "badgeValue": "3"}, {"title": "Three", "image": "gearshape", "isEnabled": false}]"##
    return "{\(top), \"tabBar\": {\"items\": \(it)\(bar.isEmpty ? "" : ", " + bar)}}"
}

@Suite("Appearance: reading")
struct AppearanceReaderTests {
    @Test("every field of UITabBarAppearance is read")
    func everything() throws {
        let s = try read(spec(##"""
        "standardAppearance": {"configureWith": "opaqueBackground", "backgroundColor": "#112233", "backgroundEffect": "systemThinMaterial",
          "backgroundImage": "bar.png", "backgroundImageContentMode": "scaleAspectFit", "shadowColor": "clear", "shadowImage": "shadow.png",
          "inlineLayoutAppearance": {"focused": {"iconColor": "systemRed", "titleTextAttributes": {"font": {"size": 12, "weight": "bold"}, "foregroundColor": "#010203", "kern": -0.5},
            "titlePositionAdjustment": {"horizontal": 1, "vertical": -2}, "badgeBackgroundColor": "systemGreen",
            "badgeTextAttributes": {"font": {"size": 11}, "foregroundColor": "black"}, "badgePositionAdjustment": {"horizontal": 3},
            "badgeTitlePositionAdjustment": {"vertical": 1}}},
          "selectionIndicatorTintColor": "systemPink", "selectionIndicatorImage": "sel.png", "itemPositioning": "centered", "itemWidth": 70, "itemSpacing": 12},
        "scrollEdgeAppearance": {"configureWith": "transparentBackground"}
        """##))
        let a = try #require(s.tabBar?.standardAppearance)
        #expect(a.configureWith == .opaqueBackground && a.backgroundEffect == .systemThinMaterial && a.backgroundImageContentMode == .scaleAspectFit)
        #expect(a.backgroundColor == ColorValue("#112233") && a.shadowColor == .system(.clear) && a.shadowImage?.path == "shadow.png")
        #expect(a.itemPositioning == .centered && a.itemWidth == 70 && a.itemSpacing == 12 && a.selectionIndicatorImage?.path == "sel.png")
        let f = try #require(a.item(.inline, .focused))
        #expect(f.titleTextAttributes?.font == TabFontSpec(size: 12, weight: .bold) && f.titleTextAttributes?.kern == -0.5)
        #expect(f.titlePositionAdjustment == OffsetSpec(horizontal: 1, vertical: -2) && f.badgePositionAdjustment == OffsetSpec(horizontal: 3, vertical: 0))
        #expect(f.badgeTextAttributes?.font?.weight == .regular && f.badgeTitlePositionAdjustment?.vertical == 1)
        #expect(a.item(.stacked, .normal) == nil)
        #expect(s.tabBar?.scrollEdgeAppearance?.configureWith == .transparentBackground)
    }

    @Test("mistakes inside an appearance are reported at their paths", arguments: [
        (##""standardAppearance": {"backgroundColr": "red"}"##, "tabBar.standardAppearance.backgroundColr", "backgroundColor"),
        (##""standardAppearance": {"stackedLayoutAppearance": {"selected": {"titleTextAttributes": {"kern": 40}}}}"##,
         "tabBar.standardAppearance.stackedLayoutAppearance.selected.titleTextAttributes.kern", "10"),
        (##""standardAppearance": {"configureWith": "opaque"}"##, "tabBar.standardAppearance.configureWith", "opaqueBackground"),
        (##""standardAppearance": {"backgroundImageContentMode": "center"}"##, "tabBar.standardAppearance.backgroundImageContentMode", "backgroundImage"),
        (##""standardAppearance": {"inlineLayoutAppearance": {"hover": {}}}"##, "tabBar.standardAppearance.inlineLayoutAppearance.hover", "unknown key"),
        (##""standardAppearance": {"shadowImage": "line.svg"}"##, "tabBar.standardAppearance.shadowImage", "PNG"),
    ])
    func mistakes(_ bar: String, _ path: String, _ word: String) throws {
        let p = try #require(problems(spec(bar)).first, "\(bar) was accepted")
        #expect(p.path.description == path)
        #expect(p.message.contains(word), "\(p.message)")
    }

    @Test("a SwiftUI alias and its UIKit field together are an error (exit 65), each alias alone works")
    func aliases() throws {
        for (bar, path) in [(##""tint": "systemRed", "tintColor": "systemBlue""##, "tabBar.tint"),
                            (##""toolbarBackground": "visible", "standardAppearance": {}"##, "tabBar.toolbarBackground")] {
            let p = problems(spec(bar))
            #expect(p.map(\.path.description) == [path], "\(p)")
        }
        let both = problems(spec("", items: ##"[{"title": "A", "badge": 3, "badgeValue": "3"}]"##))
        #expect(both.map(\.path.description) == ["tabBar.items[0].badge"])
        let s = try read(spec(##""tint": "systemRed", "toolbarBackground": "visible", "toolbarColorScheme": "dark""##, items: ##"[{"title": "A", "badge": 7}]"##))
        #expect(s.tabBar?.tintColor == .system(.systemRed) && s.tabBar?.items[0].badgeValue == "7")
        #expect(s.tabBar?.toolbarBackground == .visible && s.tabBar?.toolbarColorScheme == .dark)
        // A spec error: the CLI exits 65 for it (README, exit codes).
        #expect(throws: SpecError.self) { try read(spec(##""tint": "systemRed", "tintColor": "systemBlue""##)) }
    }

    @Test("the appearance exists on iOS and iPadOS only, the scroll-edge appearance from 15")
    func availability() {
        let old = problems(spec(##""scrollEdgeAppearance": {}"##, top: ##""device": "iPhone 11", "osVersion": "14""##))
        #expect(old.map(\.path.description) == ["tabBar.scrollEdgeAppearance"] && old.first?.ruleID == .specUnavailable)
        #expect(problems(spec(##""standardAppearance": {}"##, top: ##""device": "iPhone 11", "osVersion": "14""##)).isEmpty)
        let tv = problems(spec(##""standardAppearance": {}"##, top: ##""platform": "tvOS""##))
        #expect(tv.map(\.path.description) == ["tabBar.standardAppearance"])
    }
}

@Suite("Appearance: UIKit's choices")
struct AppearanceChoiceTests {
    @Test("UIKit's item-layout rule (UK26 _styleForTraitCollection:) agrees with the drawn layout on every catalog phone and iPad ≤ 17")
    func uikitRule() throws {
        var checked = 0
        for d in DeviceCatalog.all where d.platform == .iOS || d.platform == .iPadOS {
            for o in ["portrait", "landscape"] {
                let os = d.platform == .iOS ? "18" : "17"
                let l = try layoutOf(##"{"device": "\##(d.name)", "osVersion": "\##(os)", "orientation": "\##(o)", "tabBar": {"items": [{"title": "A", "image": "star"}, {"title": "B", "image": "bell"}, {"title": "C", "image": "gearshape"}]}}"##)
                let tb = try #require(l.tabBarNode)
                let env = l.environment
                let uikit = uikitItemLayoutStyle(platform: env.platform, sizeClasses: env.sizeClasses, barWidth: tb.frame.width, itemCount: 3,
                                                 hasAccessory: false, usesMiniHeight: tb.frame.height == ClassicTabBarMetrics.compactHeightBarHeight)
                #expect(uikit == itemLayoutStyle(of: tb), "\(d.name) \(o): UIKit \(uikit), drawn \(itemLayoutStyle(of: tb))")
                checked += 1
            }
        }
        #expect(checked > 10)
        // The rule's own edges: an iPad with 9 tabs stacks; a phone with an accessory stacks; a narrow landscape phone stacks.
        let regular = SizeClasses(horizontal: .regular, vertical: .regular), compactBoth = SizeClasses(horizontal: .compact, vertical: .compact)
        #expect(uikitItemLayoutStyle(platform: .iPadOS, sizeClasses: regular, barWidth: 1024, itemCount: 9, hasAccessory: false, usesMiniHeight: false) == .stacked)
        #expect(uikitItemLayoutStyle(platform: .iPadOS, sizeClasses: regular, barWidth: 1024, itemCount: 8, hasAccessory: false, usesMiniHeight: false) == .inline)
        #expect(uikitItemLayoutStyle(platform: .iOS, sizeClasses: compactBoth, barWidth: 852, itemCount: 3, hasAccessory: true, usesMiniHeight: true) == .stacked)
        #expect(uikitItemLayoutStyle(platform: .iOS, sizeClasses: compactBoth, barWidth: 560, itemCount: 3, hasAccessory: false, usesMiniHeight: true) == .stacked)
        #expect(uikitItemLayoutStyle(platform: .iOS, sizeClasses: compactBoth, barWidth: 568, itemCount: 3, hasAccessory: false, usesMiniHeight: true) == .compactInline)
    }

    @Test("the appearance in effect: scroll edge from iOS 15 (transparent background, standard items unless a scroll-edge appearance), toolbarBackground")
    func activeAppearance() throws {
        let std = ##""standardAppearance": {"backgroundColor": "#FF0000", "stackedLayoutAppearance": {"normal": {"iconColor": "#00FF00"}}}"##
        let edge17 = try #require(try read(spec(std + ##", "state": {"scrollEdge": true}"##, top: ##""device": "iPhone 15", "osVersion": "17""##)).tabBar)
        let env17 = Environment.resolve(try read(spec("", top: ##""device": "iPhone 15", "osVersion": "17""##)))
        let a = try #require(edge17.activeAppearance(env17))
        #expect(a.background.configureWith == .transparentBackground)
        #expect(a.items.item(.stacked, .normal)?.iconColor == ColorValue("#00FF00"))
        let env14 = Environment.resolve(try read(spec("", top: ##""device": "iPhone 11", "osVersion": "14""##)))
        #expect(edge17.activeAppearance(env14)?.background.backgroundColor == ColorValue("#FF0000"))
        #expect(!edge17.drawsScrollEdge(env14) && edge17.drawsScrollEdge(env17))
        var visible = edge17
        visible.standardAppearance = nil
        visible.toolbarBackground = .visible
        #expect(visible.activeAppearance(env17)?.background.configureWith == nil)   // the standard (default) background
        visible.toolbarBackground = .hidden
        visible.state.scrollEdge = false
        #expect(visible.activeAppearance(env17)?.background.configureWith == .transparentBackground)
        #expect(TabBarSpec().activeAppearance(env17) == nil)
    }

    @Test("before iOS 15 state.scrollEdge keeps the standard bar and gets a finding")
    func scrollEdgeBefore15() throws {
        let text = spec(##""state": {"scrollEdge": true}"##, top: ##""device": "iPhone 11", "osVersion": "14""##)
        #expect(try #require(try layoutOf(text).tabBarNode).drawsBackground)
        #expect(try findings(text).map(\.path.description) == ["tabBar.state.scrollEdge"])
        let new = spec(##""state": {"scrollEdge": true}"##, top: ##""device": "iPhone 11", "osVersion": "15""##)
        #expect(try !(try #require(try layoutOf(new).tabBarNode).drawsBackground))
        #expect(try findings(new).isEmpty)
    }
}

@Suite("Appearance: geometry")
struct AppearanceGeometryTests {
    @Test("title and badge adjustments move exactly by their offsets; an empty appearance moves nothing")
    func adjustments() throws {
        let plain = try #require(try layoutOf(spec("")).tabBarNode)
        let empty = try #require(try layoutOf(spec(##""standardAppearance": {}"##)).tabBarNode)
        #expect(plain.items == empty.items)
        let moved = try #require(try layoutOf(spec(##"""
            "standardAppearance": {"stackedLayoutAppearance": {"selected": {"titlePositionAdjustment": {"horizontal": 3, "vertical": -4},
              "badgePositionAdjustment": {"horizontal": -2, "vertical": 5}, "badgeTitlePositionAdjustment": {"vertical": 1}}}}, "selectedIndex": 1
            """##)).tabBarNode)
        let before = try #require(try layoutOf(spec(##""selectedIndex": 1"##)).tabBarNode)
        let t0 = try #require(before.items[1].title), t1 = try #require(moved.items[1].title)
        #expect(t1.frame.minX - t0.frame.minX == 3 && t1.baselineOrigin.y - t0.baselineOrigin.y == -4)
        let b0 = try #require(before.items[1].badge), b1 = try #require(moved.items[1].badge)
        #expect(b1.frame.minX - b0.frame.minX == -2 && b1.frame.minY - b0.frame.minY == 5)
        #expect(try #require(b1.textLayout).baselineOrigin.y - (try #require(b0.textLayout)).baselineOrigin.y == 6)
        #expect(moved.items[0].title == before.items[0].title)   // normal items keep their place
    }

    @Test("a focused title is set and measured in the focused font: bold 12 pt, not truncated")
    func focusedFont() throws {
        let l = try #require(try layoutOf(spec(##"""
            "standardAppearance": {"stackedLayoutAppearance": {"focused": {"titleTextAttributes": {"font": {"size": 12, "weight": "bold"}, "kern": 0.5}}}},
            "state": {"focusedIndex": 0}
            """##)).tabBarNode)
        let t = try #require(l.items[0].title)
        #expect(t.style.size == 12 && t.style.weight == .bold && t.style.tracking == 0.5 && !t.truncated && t.text == "One")
        #expect(abs(t.frame.width - measurer.measure("One", style: t.style).width) < 1e-9)
        #expect(abs(t.frame.midX - l.items[0].frame.midX) < 1e-9)
        #expect(l.items[1].title?.style.size == ClassicTabBarMetrics.titleSize)
    }

    @Test("itemPositioning centered: 80 pt items 30 pt apart, centred (UK26 defaults); itemWidth/itemSpacing override; inline layouts ignore it")
    func centered() throws {
        let l = try #require(try layoutOf(spec(##""standardAppearance": {"itemPositioning": "centered"}"##)).tabBarNode)
        #expect(l.items.map(\.frame.width) == [80, 80, 80])
        #expect(l.items[1].frame.minX - l.items[0].frame.maxX == 30)
        #expect(abs(l.items[1].frame.midX - l.frame.midX) <= 0.5)
        #expect(abs((try #require(l.items[0].iconFrame)).midX - l.items[0].frame.midX) < 1e-9)
        let custom = try #require(try layoutOf(spec(##""standardAppearance": {"itemPositioning": "centered", "itemWidth": 60, "itemSpacing": 10}"##)).tabBarNode)
        #expect(custom.items.map(\.frame.width) == [60, 60, 60] && custom.items[1].frame.minX - custom.items[0].frame.maxX == 10)
        let landscape = ##""device": "iPhone 16", "osVersion": "18", "orientation": "landscape""##
        let inline = try #require(try layoutOf(spec(##""standardAppearance": {"itemPositioning": "centered"}"##, top: landscape)).tabBarNode)
        let inlinePlain = try #require(try layoutOf(spec("", top: landscape)).tabBarNode)
        #expect(inline.items.map(\.frame) == inlinePlain.items.map(\.frame))
    }
}

@Suite("Appearance: scene")
struct AppearanceSceneTests {
    func scene(_ text: String) throws -> [SceneItem] {
        let s = try read(text)
        return buildScene(s, layout: try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)).items
    }

    @Test("opaque colour and no hairline; the default configuration draws the design's material and hairline")
    func background() throws {
        let items = try scene(spec(##""standardAppearance": {"backgroundColor": "#FFFFFF", "shadowColor": "clear"}"##))
        #expect(items.contains { if case .fill(.rect, .solid(let c)) = $0 { return c == Color(hex: 0xFFFFFF) }; return false })
        #expect(!items.contains { if case .hairline = $0 { return true }; return false })
        let plain = try scene(spec("")), empty = try scene(spec(##""standardAppearance": {}"##))
        #expect(plain == empty)
        let transparent = try scene(spec(##""standardAppearance": {"configureWith": "transparentBackground"}"##))
        #expect(!transparent.contains { if case .glass = $0 { return true }; if case .hairline = $0 { return true }; return false })
    }

    @Test("state colours: icon and title separately, badge fill and text, disabled keeps the normal appearance")
    func colours() throws {
        let items = try scene(spec(##"""
            "standardAppearance": {"stackedLayoutAppearance": {
              "normal": {"iconColor": "#00FF00", "titleTextAttributes": {"foregroundColor": "#0000FF"}},
              "selected": {"iconColor": "#FF0000", "badgeBackgroundColor": "#123456", "badgeTextAttributes": {"foregroundColor": "#ABCDEF"}}}},
            "selectedIndex": 1
            """##))
        // Plain or weighted (the classic bar's symbols are stroked to Apple's weight): any icon item.
        let icons = items.compactMap { $0.icon?.color }
        try #require(icons.count >= 2)
        let texts = items.compactMap { if case .text(let t, let c) = $0 { return (t.text, c) }; return nil }
        #expect(icons[0] == Color(hex: 0x00FF00) && icons[1] == Color(hex: 0xFF0000))
        #expect(texts.first { $0.0 == "One" }?.1 == Color(hex: 0x0000FF))
        #expect(texts.first { $0.0 == "3" }?.1 == Color(hex: 0xABCDEF))
        #expect(items.contains { if case .fill(.capsule, .solid(let c)) = $0 { return c == Color(hex: 0x123456) }; return false })
        // The disabled third tab takes the normal state's colours (no dimming of a colour the app set).
        #expect(icons[2] == Color(hex: 0x00FF00))
    }

    @Test("a focused tab gets a focus ring (iOS 15+ keyboard focus)")
    func focusRing() throws {
        let items = try scene(spec(##""state": {"focusedIndex": 2}"##, items: ##"[{"title": "One"}, {"title": "Two"}, {"title": "Three"}]"##))
        #expect(items.contains { if case .stroke(.roundedRect, _, _) = $0 { return true }; return false })
    }
}

@Suite("Appearance: fields a design ignores")
struct AppearanceCheckTests {
    @Test("the glass bar ignores the material and hairline; the iPad top bars the whole appearance; an unused layout appearance is named")
    func ignored() throws {
        let glass = try findings(spec(##""standardAppearance": {"backgroundEffect": "systemMaterial", "shadowColor": "systemRed", "backgroundColor": "#FFFFFF"}"##,
                                      top: ##""device": "iPhone 16", "osVersion": "26""##))
        #expect(glass.map(\.path.description) == ["tabBar.standardAppearance.backgroundEffect", "tabBar.standardAppearance.shadowColor"])
        #expect(glass[0].message.contains("iOS 26 Liquid Glass bar"))
        let pad = try findings(spec(##""standardAppearance": {"backgroundColor": "#FFFFFF"}"##, top: ##""device": "iPad Pro 11-inch (M4)", "osVersion": "18""##))
        #expect(pad.map(\.path.description) == ["tabBar.standardAppearance"] && pad[0].message.contains("iPadOS 18 top bar"))
        let unused = try findings(spec(##""standardAppearance": {"inlineLayoutAppearance": {"normal": {"iconColor": "systemRed"}}}"##))
        #expect(unused.map(\.path.description) == ["tabBar.standardAppearance.inlineLayoutAppearance"] && unused[0].message.contains("stacked"))
        let used = try findings(spec(##""standardAppearance": {"inlineLayoutAppearance": {"normal": {"iconColor": "systemRed"}}}"##,
                                     top: ##""device": "iPhone 16 Pro Max", "osVersion": "18", "orientation": "landscape""##))
        #expect(used.isEmpty, "\(used)")
    }

    @Test("docs/tab-bar-appearance.md holds the generated table of field × design")
    func docs() throws {
        let path = root + "/docs/tab-bar-appearance.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = "<!-- generated: AppearanceSupport.markdownTable -->\n", end = "<!-- end generated -->"
        let head = try #require(text.range(of: start)), tail = try #require(text.range(of: end))
        if ProcessInfo.processInfo.environment["NAVMOCK_REGENERATE"] == "1" {
            let updated = text.replacingCharacters(in: head.upperBound..<tail.lowerBound, with: AppearanceSupport.markdownTable)
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[head.upperBound..<tail.lowerBound]) == AppearanceSupport.markdownTable,
                "docs/tab-bar-appearance.md differs; regenerate with NAVMOCK_REGENERATE=1 swift test --filter Appearance")
        // Every appearance row of the field table has a row in the support table.
        for f in SpecFields.barAppearance.fields {
            #expect(AppearanceSupport.rows.contains { $0.field == f.key }, "\(f.key) has no row in AppearanceSupport")
        }
    }
}
