import Foundation
import NavMockTestSupport
@testable import NavMockCore
import Testing

/// Issue 34 §2: every scene item carries the identity of the layout node that made it, a valid
/// XML name built from the role and the index, one way everywhere.
@Suite("Scene element identities")
struct SceneElementIDTests {
    let measurer = FixedWidthTextMeasurer()

    /// Every Template and spec Fixture, right-to-left too, as (name, spec, layout, scene).
    func scenes() throws -> [(String, Layout, Scene)] {
        var out: [(String, Layout, Scene)] = []
        for folder in [TestRepository.templates + "/tab-bars", TestRepository.templates + "/page-controls", TestRepository.specs] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
            for name in names {
                let json = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                guard let spec = try? SpecReader.read(Array(json.utf8)) else { continue }   // fixtures of refused specs
                for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                    var s = spec
                    s.layoutDirection = direction
                    let env = Environment.resolve(s)
                    guard let l = try? layout(s, in: env, measuring: measurer) else { continue }
                    out.append(("\(name) \(direction.rawValue)", l, buildScene(s, layout: l)))
                }
            }
        }
        return out
    }

    /// XML 1.0's `NCName`, restricted to ASCII (a letter or `_`, then letters, digits, `.`, `-`, `_`):
    /// written here apart from ``SceneElementID/isWellFormed(_:)``, which it checks.
    func isNCName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0)) }
    }

    @Test("every item of every Template's and Fixture's scene has an identity, a valid XML name")
    func everyItem() throws {
        let all = try scenes()
        #expect(all.count > 100)
        for (name, _, scene) in all {
            #expect(scene.itemIDs.count == scene.items.count, "\(name)")
            #expect(scene.elements.map(\.item) == scene.items, "\(name)")
            for id in Set(scene.itemIDs) {
                #expect(isNCName(id.rawValue), "\(name): \(id)")
                #expect(SceneElementID(rawValue: id.rawValue) == id, "\(name): \(id)")
            }
        }
    }

    @Test("an identity names one element: one node of the tree, its items drawn one after another")
    func unique() throws {
        for (name, layout, scene) in try scenes() {
            // No two nodes of the tree that the scene draws share an identity.
            var nodes: [SceneElementID: [LayoutNode]] = [:]
            for n in layout.tree.allNodes { nodes[SceneElementID(n), default: []].append(n) }
            for id in Set(scene.itemIDs) {
                let same = nodes[id] ?? []
                #expect(same.count <= 1, "\(name): \(id) names \(same.count) nodes: \(same.map(\.frame))")
            }
            // The items of one element are drawn together (a layered SVG opens one group per element).
            var seen = Set<SceneElementID>()
            for (i, id) in scene.itemIDs.enumerated() where i == 0 || scene.itemIDs[i - 1] != id {
                #expect(!seen.contains(id), "\(name): \(id) drawn in two runs")
                seen.insert(id)
            }
        }
    }

    @Test("the identity follows the grammar: role words, the index after the indexed word")
    func grammar() {
        #expect(SceneElementID(.tabBarItemIcon, index: 2).rawValue == "tabBar.item-2.icon")
        #expect(SceneElementID(.tabBarItemBadge, index: 0).rawValue == "tabBar.item-0.badge")
        #expect(SceneElementID(.tabBarMoreListRowTitle, index: 1).rawValue == "tabBar.moreList.row-1.title")
        #expect(SceneElementID(.pageControlIndicator, index: 3).rawValue == "pageControl.indicator-3")
        #expect(SceneElementID(.tabBarBackground).rawValue == "tabBar.background")
        #expect(SceneElementID(.tabBarMoreListRow, index: 4).appending("chevron").rawValue == "tabBar.moreList.row-4.chevron")
        #expect(SceneElementID.canvas.appending("2 ü-x", index: 1).rawValue == "canvas.x-1")
        for bad in ["", "2tab", "tab bar", "tabBar..item", "tabBar.item-", "tabBar.item-2-3", "tabBar.ïtem", "tabBar.item-x"] {
            #expect(SceneElementID(rawValue: bad) == nil, "\(bad)")
        }
        #expect(SceneElementID(rawValue: "tabBar.item-12.title")?.rawValue == "tabBar.item-12.title")
    }

    @Test("the identities of an iPhone tab bar, in drawing order, are stable")
    func stable() throws {
        let json = try TestRepository.text("Templates/tab-bars/badges.json")
        let spec = try SpecReader.read(Array(json.utf8))
        let l = try layout(spec, in: Environment.resolve(spec), measuring: measurer)
        let scene = buildScene(spec, layout: l)
        // Runs of the same identity, once each.
        let runs = scene.itemIDs.enumerated().filter { $0.offset == 0 || scene.itemIDs[$0.offset - 1] != $0.element }.map(\.element.rawValue)
        #expect(runs == [
            "tabBar.background", "tabBar.hairline",
            "tabBar.item-0.icon", "tabBar.item-0.title", "tabBar.item-1.icon", "tabBar.item-1.title", "tabBar.item-2.icon", "tabBar.item-2.title",
            "tabBar.item-3.icon", "tabBar.item-3.title", "tabBar.item-4.icon", "tabBar.item-4.title",
            "tabBar.item-0.badge", "tabBar.item-1.badge", "tabBar.item-2.badge", "tabBar.item-3.badge", "tabBar.item-4.badge",
            "homeIndicator",
        ])
    }
}
