/// Checks that read the other platforms' tab-bar fields: iPad's sidebar style and customisable
/// bars, the tvOS live-TV order, visionOS symbols and titles.
enum PlatformTabBarChecks {
    static func isSidebarAdaptable(_ tb: TabBarSpec) -> Bool { tb.tabViewStyle == .sidebarAdaptable }

    /// Longest visionOS title, in grapheme clusters, before the expanded bar covers much of the
    /// window. Estimate: about the width of the widest title in Apple's visionOS tab bar pictures.
    static let visionTitleLimit = 14

    static let rules: [Rule] = [
        Rule(.tabBarTooManyDefaultTabs, .warning, "a customizable tab bar with more than five tabs by default",
             guideline: "Tab bars › iPadOS: when people can customize the tab bar, keep the default tabs to five or fewer") { c, r in
            guard let tb = c.spec.tabBar, tb.customizable else { return [] }
            // Tabs in sidebar sections are not in the bar by default.
            let inSections = Set(tb.sections.flatMap(\.items))
            let n = tb.items.indices.filter { !tb.items[$0].isHidden && !inSections.contains($0) }.count
            guard n > 5 else { return [] }
            return [c.finding(r, JSONPath().appending("tabBar").appending("items"),
                              "\(n) tabs show by default; keep five or fewer so the bar reads the same in compact and regular widths, and let people add the rest")]
        },
        Rule(.tabBarLiveTvOrder, .warning, "live-TV tabs out of the order live, recorded, other",
             guideline: "Tab bars › tvOS: in live-TV apps order tabs as live content, cloud DVR or recorded content, then other content") { c, r in
            guard let tb = c.spec.tabBar, c.environment?.platform == .tvOS else { return [] }
            func rank(_ k: TabContentKind) -> Int { switch k { case .live: 0; case .recorded: 1; case .other: 2 } }
            var highest = -1
            for (i, item) in tb.items.enumerated() {
                guard let k = item.contentKind else { continue }
                if rank(k) < highest {
                    return [c.finding(r, TabBarRules.tabPath(i).appending("contentKind"),
                                      "\"\(item.title ?? "tab \(i)")\" (\(k.rawValue)) comes after later kinds; put live tabs first, then recorded, then the rest")]
                }
                highest = max(highest, rank(k))
            }
            return []
        },
        Rule(.tabBarVisionSymbol, .warning, "a visionOS tab without a symbol",
             guideline: "Tab bars › visionOS: give each tab a symbol and a label; the symbol is always visible") { c, r in
            guard let tb = c.spec.tabBar, c.environment?.platform == .visionOS else { return [] }
            return tb.items.enumerated().compactMap { i, item in
                item.image == nil ? c.finding(r, TabBarRules.tabPath(i), "the collapsed visionOS tab bar shows only symbols; give this tab one") : nil
            }
        },
        Rule(.tabBarVisionLongTitle, .warning, "a long visionOS tab title",
             guideline: "Tab bars › visionOS: keep tab labels short so they can be read at a glance when the bar expands") { c, r in
            guard let tb = c.spec.tabBar, c.environment?.platform == .visionOS else { return [] }
            return tb.items.enumerated().compactMap { i, item in
                guard let t = item.title, t.count > visionTitleLimit else { return nil }
                return c.finding(r, TabBarRules.tabPath(i).appending("title"),
                                 "\"\(t)\" is long for the expanded visionOS tab bar, which covers content while it is open; use a word or two")
            }
        },
    ]
}
