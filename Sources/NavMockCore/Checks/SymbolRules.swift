/// Rules about the SF Symbols a spec names (see ``SymbolTable/resolve(_:)``).
enum SymbolRules {
    static let all: [Rule] = [
        Rule(.symbolStandIn, .info, "a symbol drawn with a stand-in found by SF Symbols' naming grammar",
             guideline: "— (NavMock: SF Symbols cannot be shipped; the table has no row for this name)") { c, r in
            var images: [(JSONPath, ImageReference?)] = []
            if let tb = c.spec.tabBar {
                for (i, item) in tb.items.enumerated() {
                    let p = JSONPath().appending("tabBar").appending("items").appending(i)
                    images += [(p.appending("image"), item.image), (p.appending("selectedImage"), item.selectedImage)]
                }
            }
            if let pc = c.spec.pageControl {
                let p = JSONPath().appending("pageControl")
                images += [(p.appending("preferredIndicatorImage"), pc.preferredIndicatorImage),
                           (p.appending("preferredCurrentPageIndicatorImage"), pc.preferredCurrentPageIndicatorImage)]
                images += pc.indicatorImages.sorted { $0.key < $1.key }.map { (p.appending("indicatorImages"), $0.value) }
                images += pc.currentPageIndicatorImages.sorted { $0.key < $1.key }.map { (p.appending("currentPageIndicatorImages"), $0.value) }
            }
            return images.compactMap { path, image in
                guard case .symbol(let name)? = image, let note = SymbolTable.resolve(name)?.standIn else { return nil }
                return c.finding(r, path, note)
            }
        },
        // Reported by the reader (only with `--missing-symbols placeholder`); listed here so that
        // `list rules` shows it and `--ignore` / `checks.ignore` accept it.
        Rule(.symbolPlaceholder, .warning, "an unknown symbol name drawn as a placeholder (--missing-symbols placeholder)",
             guideline: "— (NavMock: the table has no row for this name, nor a stand-in by the naming grammar)") { _, _ in [] },
    ]
}
