// Issue 41 item 1: what the iOS 26 glass bar (and the iPad top bars) do with an appearance, as the
// evidence says (docs/tab-bar-appearance.md): `configureWithTransparentBackground` removes the
// glass bar's material, only the selection pill staying glass; `unselectedItemTintColor` is
// overridden by the glass bar and the iPad top bars, drawn in the design's own colour, and check
// says so. Text is measured with FixedWidthTextMeasurer.

import Foundation
import Testing
@testable import NavMockCore

private let measurer = FixedWidthTextMeasurer()

private func read(_ text: String) throws -> Spec { try SpecReader.read(Array(text.utf8)) }
private func laidOut(_ text: String) throws -> (Spec, Layout) {
    let s = try read(text)
    return (s, try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer))
}
private func scene(_ text: String) throws -> Scene {
    let (s, l) = try laidOut(text)
    return buildScene(s, layout: l)
}
private func bar(_ top: String, _ extra: String = "", selected: Int = 1, search: Bool = false) -> String {
    let s = search ? #", {"title": "Search", "image": "magnifyingglass", "role": "search"}"# : ""
    return #"{\#(top), "tabBar": {"items": [{"title": "Home", "image": "house"}, {"title": "Inbox", "image": "tray"}, {"title": "Me", "image": "person"}\#(s)], "selectedIndex": \#(selected)\#(extra)}}"#
}
/// The shapes drawn as Liquid Glass, and whether a glass shadow is drawn.
private func glass(_ s: Scene) -> (shapes: [SceneShape], shadow: Bool) {
    var shapes: [SceneShape] = [], shadow = false
    for item in s.items {
        if case .liquidGlass(let shape, _) = item { shapes.append(shape) }
        if case .glassShadow = item { shadow = true }
    }
    return (shapes, shadow)
}
private func titleColor(_ s: Scene, _ title: String) -> Color? {
    for case .text(let t, let c) in s.items where t.text == title { return c }
    return nil
}

@Suite("iOS 26 appearance evidence (issue 41 item 1)")
struct GlassAppearanceEvidenceTests {
    static let glassTops = [
        #""device": "iPhone 16", "osVersion": "26""#,
        #""device": "iPhone 16", "osVersion": "26", "appearance": "dark""#,
        #""device": "iPhone SE (3rd generation)", "osVersion": "26""#,
        #""device": "iPhone 16 Pro Max", "osVersion": "26.1", "layoutDirection": "rightToLeft", "locale": "ar""#,
    ]

    @Test("transparentBackground: no glass and no shadow on the bar; the selection pill alone is glass", arguments: glassTops)
    func transparent(_ top: String) throws {
        for (selected, search) in [(0, false), (2, true)] {
            let text = bar(top, #", "standardAppearance": {"configureWith": "transparentBackground"}"#, selected: selected, search: search)
            let (_, l) = try laidOut(text)
            let pill = try #require(l.tabBarNode?.child(.tabBarSelection)?.frame)
            let g = glass(try scene(text))
            #expect(!g.shadow, "\(top)")
            #expect(g.shapes == [.capsule(pill)], "\(top) selected \(selected): \(g.shapes)")
            // The default look, and the other two configurations, keep the glass bar.
            for config in ["", #", "standardAppearance": {"configureWith": "default"}"#, #", "standardAppearance": {"configureWith": "opaqueBackground"}"#] {
                let kept = glass(try scene(bar(top, config, selected: selected, search: search)))
                #expect(kept.shadow && kept.shapes.contains { $0.bounds.contains(pill) && $0 != .capsule(pill) }, "\(top) \(config)")
            }
        }
    }

    @Test("the scroll-edge state keeps the glass: the glass bar has no use for the scroll-edge look")
    func scrollEdgeKeepsGlass() throws {
        let g = glass(try scene(bar(Self.glassTops[0], ##", "standardAppearance": {"backgroundColor": "#FF000040"}, "state": {"scrollEdge": true}"##)))
        #expect(g.shadow && g.shapes.count >= 1)
    }

    @Test("unselectedItemTintColor: drawn on the classic bars, the design's own colour on glass and the iPad top bars", arguments: [
        (#""device": "iPhone 16", "osVersion": "18""#, true),
        (#""device": "iPhone 16", "osVersion": "18", "appearance": "dark""#, true),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "17""#, true),
        (#""device": "iPhone 16", "osVersion": "26""#, false),
        (#""device": "iPhone 16", "osVersion": "26", "appearance": "dark""#, false),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "18""#, false),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "26", "layoutDirection": "rightToLeft""#, false),
    ])
    func unselectedTint(_ top: String, _ drawn: Bool) throws {
        let with = try scene(bar(top, ##", "unselectedItemTintColor": "#FF00FF""##))
        let without = try scene(bar(top))
        let c = try #require(titleColor(with, "Home"))
        if drawn {
            #expect(c == Color(hex: 0xFF00FF), "\(top)")
        } else {
            #expect(c == titleColor(without, "Home"), "\(top): \(c)")
            #expect(!with.items.contains { $0.icon?.color == Color(hex: 0xFF00FF) }, "\(top)")
        }
        let f = Checker.check(try read(bar(top, ##", "unselectedItemTintColor": "#FF00FF""##)), measuring: measurer)
            .filter { $0.ruleID == .tabBarAppearanceIgnored && $0.path.description == "tabBar.unselectedItemTintColor" }
        #expect(f.isEmpty == drawn, "\(top): \(f)")
        #expect(f.allSatisfy { $0.severity == .warning })
    }

    @Test("the table's answer is the one the drawing and the check use")
    func table() {
        for d in AppearanceSupport.Design.allCases {
            let row = AppearanceSupport.rows.first { $0.field == "unselectedItemTintColor" }
            #expect(row?.support(d) == ([.classicIOS, .pad17Bottom].contains(d) ? .drawn : .ignored), "\(d)")
        }
    }
}
