import NavMockCore

// What the SVG's layers are called (issue 36): the `id` is the element's identity
// (``SceneElementID``), `inkscape:label` a name a designer reads, `data-role` the layout role.

enum SVGNames {
    /// A readable name for the element `id`, for `inkscape:label`: its last segment, after its
    /// parent's when that segment is not numbered itself: `tabBar.item-2.title` → "Tab 3 – Title",
    /// `tabBar.item-2` → "Tab 3", `pageControl.indicator-4` → "Indicator 5", `tabBar.background`
    /// → "Tab Bar – Background", `backdrop` → "Backdrop". Numbers count from 1, as people do.
    static func label(_ id: String) -> String {
        let segments = id.split(separator: ".").map(String.init)
        guard let last = segments.last else { return id }
        if last.contains("-") || segments.count == 1 { return words(last) }
        return words(segments[segments.count - 2]) + " – " + words(last)
    }

    /// The layout role of the element `id`: its words without their numbers (`tabBar.item.title`).
    static func role(_ id: String) -> String {
        id.split(separator: ".").map { $0.split(separator: "-").first.map(String.init) ?? "" }.joined(separator: ".")
    }

    /// One segment in words: `item-2` → "Tab 3", `tabBar` → "Tab Bar", `searchItem-4` → "Search Tab 5".
    static func words(_ segment: String) -> String {
        let parts = segment.split(separator: "-", maxSplits: 1).map(String.init)
        var name = parts.first ?? segment
        if let special = names[name] { name = special } else {
            var out = ""
            for c in name {
                if c.isUppercase, !out.isEmpty { out += " " }
                out.append(out.isEmpty ? Character(c.uppercased()) : c)
            }
            for (from, to) in [("Item", "Tab")] where out.hasSuffix(" " + from) { out = String(out.dropLast(from.count)) + to }
            name = out
        }
        if parts.count == 2, let n = Int(parts[1]) { name += " \(n + 1)" }
        return name
    }

    /// Words said otherwise than their role name.
    static let names: [String: String] = ["item": "Tab", "moreItem": "More Tab", "tabBar": "Tab Bar", "pageControl": "Page Control"]
}
