/// Rules about the SF Symbols a spec names (see ``SymbolTable/resolve(_:)``).
enum SymbolRules {
    /// Every symbol image of the spec's tab bar and page control, with its JSON path.
    static func images(_ spec: Spec) -> [(JSONPath, ImageReference?)] {
        var images: [(JSONPath, ImageReference?)] = []
        if let tb = spec.tabBar {
            for (i, item) in tb.items.enumerated() {
                let p = JSONPath().appending("tabBar").appending("items").appending(i)
                images += [(p.appending("image"), item.image), (p.appending("selectedImage"), item.selectedImage)]
            }
        }
        if let pc = spec.pageControl {
            let p = JSONPath().appending("pageControl")
            images += [(p.appending("preferredIndicatorImage"), pc.preferredIndicatorImage),
                       (p.appending("preferredCurrentPageIndicatorImage"), pc.preferredCurrentPageIndicatorImage)]
            images += pc.indicatorImages.sorted { $0.key < $1.key }.map { (p.appending("indicatorImages"), $0.value) }
            images += pc.currentPageIndicatorImages.sorted { $0.key < $1.key }.map { (p.appending("currentPageIndicatorImages"), $0.value) }
        }
        return images
    }

    /// The stand-ins of the spec's symbols whose ``ResolvedSymbol/changesMeaning`` is `misleading`.
    static func standIns(_ c: CheckContext, _ r: Rule, misleading: Bool) -> [Finding] {
        images(c.spec).compactMap { path, image in
            guard case .symbol(let name)? = image, let resolved = SymbolTable.resolve(name),
                  let note = resolved.standIn, resolved.changesMeaning == misleading else { return nil }
            return c.finding(r, path, note)
        }
    }

    static let all: [Rule] = [
        Rule(.symbolStandIn, .info, "a symbol drawn with a stand-in found by SF Symbols' naming grammar",
             guideline: "— (NavMock: SF Symbols cannot be shipped; the table has no row for this name)") { c, r in
            standIns(c, r, misleading: false)
        },
        Rule(.symbolMisleadingStandIn, .warning,
             "a symbol drawn with a stand-in that leaves out part of its meaning (a badge, a count, a second object)",
             guideline: "— (NavMock: the table has no row for this name; the naming grammar's stand-in means something else)") { c, r in
            standIns(c, r, misleading: true)
        },
        // Reported by the reader (only with `--missing-symbols placeholder`); listed here so that
        // `list rules` shows it and `--ignore` / `checks.ignore` accept it.
        Rule(.symbolPlaceholder, .warning, "an unknown symbol name drawn as a placeholder (--missing-symbols placeholder)",
             guideline: "— (NavMock: the table has no row for this name, nor a stand-in by the naming grammar)") { _, _ in [] },
    ]
}
