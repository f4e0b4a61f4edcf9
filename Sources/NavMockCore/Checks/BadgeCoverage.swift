/// Issue 14 §6: a long badge that UIKit pushes back inside the bar (`_positionBadge` keeps it 6 pt
/// from the bar's sides, metrics §1.5) and never truncates below 64 pt can cover its own icon or a
/// neighbour's. NavMock draws it as UIKit does; this rule says so.
enum BadgeCoverage {
    /// A badge covers its own icon when it reaches, towards the icon's leading side, past the point
    /// where UIKit normally starts it (``BadgeMetrics/leadingFromIconCenter`` from the icon centre;
    /// mirrored in right-to-left). It covers another item's icon when it touches that icon's box.
    static func covers(badge: Rect, icons: [(index: Int, frame: Rect)], own: Int, rightToLeft: Bool) -> [Int] {
        let tolerance = BadgeMetrics.coverTolerance
        let b = badge.insetBy(dx: tolerance, dy: tolerance)
        return icons.compactMap { entry in
            var icon = entry.frame
            if entry.index == own {
                // Leave out the top-trailing corner the badge normally sits on.
                let edge = rightToLeft ? icon.midX - BadgeMetrics.leadingFromIconCenter : icon.midX + BadgeMetrics.leadingFromIconCenter
                icon = rightToLeft ? Rect(x: edge, y: icon.minY, width: max(0, icon.maxX - edge), height: icon.height)
                                   : Rect(x: icon.minX, y: icon.minY, width: max(0, edge - icon.minX), height: icon.height)
            }
            return icon.width > 0 && b.intersects(icon) ? entry.index : nil
        }
    }

    /// A shorter value to suggest: the number in the badge if it has one, else "!".
    static func shorter(_ value: String) -> String {
        let digits = value.split(whereSeparator: { !$0.isNumber }).first.map(String.init) ?? ""
        return digits.isEmpty || digits == value ? "!" : digits
    }

    static let rule = Rule(.tabBarBadgeCoversIcon, .warning, "a badge so wide that it covers a tab's icon",
                           guideline: "Tab bars › Best practices: keep badge text short (a count or \"!\") so it marks the tab without hiding it") { c, r in
        guard let tb = c.layout?.tabBarNode else { return [] }
        let rtl = c.environment?.layoutDirection == .rightToLeft
        let all = tb.items + (tb.searchButton.map { [$0] } ?? [])
        // Items are keyed by their position in this list: the More tab shares its index with the first hidden tab.
        let icons = all.enumerated().compactMap { k, it in it.icon.map { (index: k, frame: $0.frame) } }
        func title(_ i: Int) -> String? { tb.items.first { $0.itemKind == .tab && $0.index == i }?.title?.text }
        func name(_ it: LayoutNode) -> String {
            switch it.itemKind {
            case .more?: return "the More tab's icon"
            case .search?: return "the search tab's icon"
            case .tab?, nil: return "the icon of tab \(it.index ?? 0)" + ((it.index.flatMap(title).map { " (\"\($0)\")" } ?? ""))
            }
        }
        return all.enumerated().compactMap { k, it -> Finding? in
            guard let badge = it.badge, let items = c.spec.tabBar?.items, it.itemKind != .more, let index = it.index,
                  items.indices.contains(index), let value = items[index].badgeValue else { return nil }
            let hit = covers(badge: badge.frame, icons: icons, own: k, rightToLeft: rtl)
            guard !hit.isEmpty else { return nil }
            let what = hit.map { $0 == k ? "its own icon" : name(all[$0]) }.joined(separator: " and ")
            let path = TabBarRules.tabPath(index).appending("badgeValue")
            return c.finding(r, path, "badge \"\(value)\" is \(Int(badge.frame.width.rounded())) pt wide and covers \(what); use a shorter value such as \"\(shorter(value))\"")
        }
    }
}
