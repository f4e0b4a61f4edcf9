// Issue 41 item 4: a tab image with UIKit's `alwaysOriginal` rendering mode keeps its own colours
// (a three-colour avatar stays three-colour, in every state and design); `automatic` and
// `alwaysTemplate` tint it as before.

import Foundation
@testable import NavMockCore
@testable import NavMockRender
import Testing

/// The three colours of Fixtures/specs/icons/avatar.svg.
private let avatar: [[Int]] = [[0xF2, 0xB1, 0x34], [0x2F, 0x6F, 0xD6], [0xD8, 0x34, 0x2B]]

/// Every node of `n`'s subtree, `n` first.
private func nodes(_ n: LayoutNode) -> [LayoutNode] { [n] + n.children.flatMap(nodes) }

/// Renders a bar whose first tab is the avatar (`mode` written unless nil), and says for each
/// node that draws that tab's image which of the avatar's colours it shows (±14 per channel).
private func avatarColours(_ top: String, mode: String?, selected: Bool, scale: Double,
                           bar: String = "") throws -> [(role: LayoutRole, found: [Bool])] {
    let r = try makeRenderer()
    let m = mode.map { #", "renderingMode": "\#($0)""# } ?? ""
    let json = #"{\#(top), "tabBar": {"items": [{"title": "Me", "image": "icons/avatar.svg"\#(m)}, {"title": "Home", "image": "house"}, {"title": "Library", "image": "books.vertical"}], "selectedIndex": \#(selected ? 0 : 1)\#(bar)}}"#
    let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
    let img = try r.rasterize(p.scene, scale: scale, baseDirectory: Repo.specs).rgba
    let tb = try #require(p.layout.tabBarNode)
    let icons = nodes(tb).filter { LayoutNode.tabImageRoles.contains($0.role) && $0.index == 0 && $0.image != nil }
    #expect(!icons.isEmpty, "no node draws the avatar: \(json)")
    return icons.map { n in
        let f = n.frame, o = p.scene.origin
        var found = [false, false, false]
        let x0 = max(0, Int(((f.minX - o.x) * scale).rounded())), x1 = min(img.width, Int(((f.maxX - o.x) * scale).rounded()))
        let y0 = max(0, Int(((f.minY - o.y) * scale).rounded())), y1 = min(img.height, Int(((f.maxY - o.y) * scale).rounded()))
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) {
                let i = (y * img.width + x) * 4
                let px = [Int(img.pixels[i]), Int(img.pixels[i + 1]), Int(img.pixels[i + 2])]
                for (k, c) in avatar.enumerated() where zip(px, c).allSatisfy({ abs($0 - $1) <= 14 }) { found[k] = true }
            }
        }
        return (n.role, found)
    }
}

@Suite("Tab images in their own colours (alwaysOriginal)")
struct OriginalImageTests {
    static let designs: [String] = [
        #""device": "iPhone 16", "osVersion": "18""#,
        #""device": "iPhone 16", "osVersion": "18", "appearance": "dark""#,
        #""device": "iPhone 16", "osVersion": "26""#,
        #""device": "iPhone 16", "osVersion": "26", "appearance": "dark", "layoutDirection": "rightToLeft", "locale": "ar""#,
        #""device": "iPad Pro 11-inch (M4)", "osVersion": "17""#,
        #""device": "iPad Pro 11-inch (M4)", "osVersion": "26", "sizeClass": {"horizontal": "compact"}"#,
        #""platform": "visionOS""#,
    ]

    @Test("alwaysOriginal: all three colours of the avatar, selected or not, @2x and @3x", arguments: designs)
    func original(_ top: String) throws {
        for selected in [true, false] {
            for scale in [2.0, 3.0] {
                for (role, found) in try avatarColours(top, mode: "alwaysOriginal", selected: selected, scale: scale) {
                    #expect(found == [true, true, true], "\(top) selected \(selected) @\(scale)x \(role): \(found)")
                }
            }
        }
    }

    @Test("automatic (written or not) and alwaysTemplate: a one-colour template, none of the avatar's colours", arguments: designs)
    func template(_ top: String) throws {
        for mode in [nil, "automatic", "alwaysTemplate"] {
            for (role, found) in try avatarColours(top, mode: mode, selected: false, scale: 2) {
                #expect(found == [false, false, false], "\(top) \(mode ?? "no mode") \(role): \(found)")
            }
        }
    }

    @Test("the iPad sidebar's row and the More list's row keep the avatar's colours too")
    func rows() throws {
        let sidebar = try avatarColours(#""device": "iPad Pro 11-inch (M4)", "osVersion": "18", "orientation": "landscape""#, mode: "alwaysOriginal",
                                        selected: false, scale: 2, bar: #", "tabViewStyle": "sidebarAdaptable", "state": {"sidebarVisible": true}"#)
        #expect(sidebar.contains { $0.role == .tabBarSidebarRowIcon && $0.found == [true, true, true] }, "\(sidebar)")
    }

    @Test("the layout says which image nodes are drawn in their own colours")
    func layoutAttribute() throws {
        let r = try makeRenderer()
        let json = #"{"device": "iPhone 16", "tabBar": {"items": [{"title": "Me", "image": "icons/avatar.svg", "renderingMode": "alwaysOriginal"}, {"title": "Home", "image": "house", "renderingMode": "alwaysTemplate"}]}}"#
        let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let tb = try #require(p.layout.tabBarNode)
        #expect(tb.items[0].icon?.string(.renderingMode) == "alwaysOriginal")
        #expect(tb.items[1].icon?.string(.renderingMode) == nil)
        #expect(p.scene.items.contains { if case .originalIcon = $0 { return true }; return false })
    }
}
