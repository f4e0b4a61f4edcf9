// Issue 41 item 6: every icon drawn mirrored says `mirrored` in the layout, whatever draws it (the
// iPad sidebar's rows and button, the bars' items, More list rows, page-control indicators), and
// no icon says so unless it is drawn flipped. Text is measured with FixedWidthTextMeasurer.

import Foundation
import Testing
@testable import NavMockCore

private let measurer = FixedWidthTextMeasurer()

/// Every node of `n`'s subtree, `n` first.
private func nodes(_ n: LayoutNode) -> [LayoutNode] { [n] + n.children.flatMap(nodes) }

@Suite("Mirrored icons say so in the layout")
struct MirroredDumpTests {
    /// Tabs whose symbols flip in right-to-left (arrows, list bullets) and some that do not.
    static let items = #"[{"title": "Reply", "image": "arrowshape.turn.up.left"}, {"title": "Lists", "image": "list.bullet"}, {"title": "Next", "image": "arrow.right"}, {"title": "Home", "image": "house"}, {"title": "Send", "image": "paperplane"}, {"title": "Back", "image": "chevron.backward"}]"#

    @Test("icons drawn flipped and layout nodes marked mirrored are the same set", arguments: [
        #""device": "iPad Pro 11-inch (M4)", "osVersion": "18", "orientation": "landscape", "layoutDirection": "rightToLeft", "tabBar": {"tabViewStyle": "sidebarAdaptable", "state": {"sidebarVisible": true}, "items": ITEMS}"#,
        #""device": "iPad Pro 11-inch (M4)", "osVersion": "26", "layoutDirection": "rightToLeft", "tabBar": {"tabViewStyle": "sidebarAdaptable", "state": {"sidebarVisible": true}, "items": ITEMS}"#,
        #""device": "iPad Pro 11-inch (M4)", "osVersion": "26", "layoutDirection": "rightToLeft", "tabBar": {"tabViewStyle": "sidebarAdaptable", "items": ITEMS}"#,
        #""device": "iPhone 16", "osVersion": "26", "layoutDirection": "rightToLeft", "appearance": "dark", "tabBar": {"items": ITEMS}"#,
        #""device": "iPhone 16", "osVersion": "18", "layoutDirection": "rightToLeft", "canvas": "screen", "tabBar": {"items": ITEMS, "state": {"moreListVisible": true}}"#,
        #""device": "iPhone 16", "layoutDirection": "rightToLeft", "pageControl": {"numberOfPages": 4, "preferredIndicatorImage": "chevron.forward"}"#,
        #""platform": "visionOS", "layoutDirection": "rightToLeft", "tabBar": {"items": ITEMS, "state": {"expanded": true}}"#,
    ])
    func sameSet(_ body: String) throws {
        let json = "{" + body.replacingOccurrences(of: "ITEMS", with: Self.items) + "}"
        let s = try SpecReader.read(Array(json.utf8))
        let l = try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)
        let scene = buildScene(s, layout: l)
        let marked = Set(nodes(l.tree).filter { $0.bool(.mirrored) == true }.map(\.elementID))
        let flipped = Set(scene.elements.filter { $0.item.icon?.mirrored == true }.map(\.id))
        #expect(!flipped.isEmpty, "nothing drawn mirrored: \(body)")
        // Every flipped icon of a node is marked; chevrons and row details (not nodes) aside.
        let nodeIDs = Set(nodes(l.tree).map(\.elementID))
        #expect(flipped.intersection(nodeIDs) == marked, "flipped \(flipped.intersection(nodeIDs).map(\.description).sorted()) vs marked \(marked.map(\.description).sorted())")
    }
}
