import Foundation
import NavMockCore
import Testing

/// Issue 41 items 7 and 10: an item with neither title nor image is drawn as UIKit draws it (its
/// share of the bar, nothing in it) with a warning, not refused; a search-role item given nothing
/// takes the system's "Search" title and magnifier (UISearchTab, SwiftUI's `Tab(role: .search)`).
@Suite("empty tab items and search tabs given nothing")
struct EmptyTabItemTests {
    /// Every design that draws tab items: (platform, device, OS).
    static let designs: [(String, String, String)] = [
        ("iOS", "iPhone 16", "18"), ("iOS", "iPhone 16", "26"), ("iOS", "iPhone SE (3rd generation)", "17"),
        ("iPadOS", "iPad Pro 11-inch (M4)", "18"), ("iPadOS", "iPad Pro 11-inch (M4)", "26"), ("iPadOS", "iPad Pro 11-inch (M4)", "17"),
        ("tvOS", "Apple TV 4K", "18"), ("tvOS", "Apple TV 4K", "26"), ("visionOS", "Apple Vision Pro", "2"),
        ("macOS", "Mac", "15"), ("macOS", "Mac", "26"),
    ]

    static func spec(_ d: (String, String, String), selected: Int) -> String {
        """
        {"platform": "\(d.0)", "device": "\(d.1)", "osVersion": "\(d.2)",
         "tabBar": {"items": [{"title": "Home", "image": "house"}, {}, {"title": "Me", "image": "person"}, {"role": "search"}],
                    "selectedIndex": \(selected)}}
        """
    }

    /// The layout's tab items as (index, title text or nil, symbol or nil), from `navmock layout`.
    static func items(_ json: String) throws -> [(Int, String?, String?)] {
        var out: [(Int, String?, String?)] = []
        func str(_ n: JSONNode?) -> String? { if case .string(let s)? = n?.value { return s }; return nil }
        func walk(_ n: JSONNode) {
            if let role = str(n["role"]), ["tabBar.item", "tabBar.searchItem", "tabBar.search"].contains(role), case .number(let i)? = n["index"]?.value, let index = i.int {
                var title: String?, symbol: String?
                func inner(_ c: JSONNode) {
                    if str(c["role"])?.hasSuffix(".title") == true { title = str(c["text"]) }
                    if str(c["role"])?.hasSuffix(".icon") == true { symbol = str(c["symbol"]) ?? "file" }
                    if case .array(let cs)? = c["children"]?.value { cs.forEach(inner) }
                }
                inner(n)
                out.append((index, title, symbol))
            }
            if case .array(let cs)? = n["children"]?.value { cs.forEach(walk) }
            if case .object(let ms) = n.value { for m in ms where m.key != "children" { if case .object = m.value.value { walk(m.value) } } }
        }
        walk(try JSONParser.parse(Array(json.utf8), limits: JSONLimits(maxBytes: 64 << 20, maxArrayCount: 100_000, maxObjectMembers: 100_000)))
        return out
    }

    @Test("every design draws the empty item (selected or not) and the search tab's system title and symbol, and check warns once")
    func everyDesign() throws {
        let dir = try CLI.tempDir()
        for d in Self.designs {
            for selected in [0, 1] {
                let file = dir + "/s.json"
                try Self.spec(d, selected: selected).write(toFile: file, atomically: true, encoding: .utf8)
                let what = "\(d.0) \(d.2) on \(d.1), selected \(selected)"
                if let rule = ["visionOS": "a visionOS tab needs an \"image\"", "macOS": "a macOS tab view's tab needs a \"title\""][d.0] {
                    // The visionOS ornament shows symbols only when collapsed, and a Mac tab view's tabs
                    // are titles: the validator refuses those designs an empty tab; the search tab given
                    // nothing has the system's title and symbol, so it is not refused.
                    let r = try CLI.run(["render", file, "-o", dir + "/out"])
                    #expect(r.code == 65 && r.stderr.contains("tabBar.items[1]: " + rule) && !r.stderr.contains("items[3]"),
                            "\(what): \(r.stderr)")
                    continue
                }
                let r = try CLI.run(["render", file, "-o", dir + "/out", "--format", "png", "--scale", "1"])
                #expect(r.code == 0, "\(what): \(r.stderr)")
                let layout = try CLI.run(["layout", file])
                #expect(layout.code == 0, "\(what): \(layout.stderr)")
                let items = try Self.items(layout.stdout)
                let empty = items.first { $0.0 == 1 }, search = items.first { $0.0 == 3 }
                if let empty { #expect(empty.1 == nil && empty.2 == nil, "\(what): the empty item draws \(empty)") }
                let search3 = try #require(search, "\(what): no search item in \(items)")
                #expect(search3.2 == "magnifyingglass", "\(what): search symbol \(search3)")
                // The Liquid Glass search button and tvOS show the magnifier alone; elsewhere the title is the system's.
                if let t = search3.1 { #expect(t == "Search", "\(what): search title \(t)") }
                let check = try CLI.run(["check", file])
                let warnings = check.stdout.components(separatedBy: "\n").filter { $0.contains("[tab-bar.missing-title]") }
                #expect(warnings.count == 1 && warnings[0].contains("tabBar.items[1]: tab 1 has neither a title nor an image"),
                        "\(what): \(warnings)")
            }
        }
    }

    @Test("an item with a title but no image, or an image but no title, is as before; a search tab given a title keeps it")
    func halfEmpty() throws {
        let dir = try CLI.tempDir()
        try #"""
        {"platform": "iOS", "device": "iPhone 16", "osVersion": "18",
         "tabBar": {"items": [{"title": "Home"}, {"image": "person"}, {"title": "Find", "role": "search"}]}}
        """#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let items = try Self.items(try CLI.run(["layout", dir + "/s.json"]).stdout)
        #expect(items.map(\.1) == ["Home", nil, "Find"] && items.map(\.2) == [nil, "person", "magnifyingglass"], "\(items)")
        // Only a badge (once a bad input, exit 65): an empty slot with its badge, and the warning.
        try #"{"device":"iPhone 16","tabBar":{"items":[{"badgeValue":"1"},{"title":"B","image":"star"}]}}"#
            .write(toFile: dir + "/badge.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", dir + "/badge.json", "-o", dir + "/out"])
        #expect(r.code == 0 && r.stderr.contains("warning: tabBar.items[0]: tab 0 has neither a title nor an image"), "\(r.stderr)")
        #expect(try CLI.run(["layout", dir + "/badge.json"]).stdout.contains("\"tabBar.item.badge\""))
    }
}
