// SF Symbols' naming grammar, the right-to-left rule, and finding names.
//
// SF Symbols names are a base followed by modifiers, joined by dots: `person` + `.crop.circle` +
// `.badge.plus` + `.fill`. A name without a row of its own resolves to the longest shorter name
// that has one, dropping modifiers from the end (`.fill` is kept wherever it stands, since it
// selects the filled form): `person.crop.circle.badge.plus` → `person.crop.circle`,
// `fork.knife.circle.fill` → the fill form of `fork.knife`. Only words that occur in SF Symbols
// names may be dropped (``SymbolTable/grammarWords``), so a misspelt name (`house.fil`) is still
// refused with suggestions instead of drawn as something else.

extension SymbolTable {

    /// Resolves an SF Symbols name: its own row, else the stand-in found by the naming grammar.
    ///
    /// - Returns: `nil` when neither the name nor any shorter form of it (dropping modifiers that
    ///   are SF Symbols name words) is in the table. Names are case-sensitive, like SF Symbols'.
    public static func resolve(_ name: String) -> ResolvedSymbol? {
        let mirrors = { (row: SymbolAlias) in mirrorsInRightToLeft(name, rowDefault: row.mirrorsInRightToLeft) }
        if let row = Self.row(named: name) {
            return ResolvedSymbol(name: name, alias: SymbolAlias(name: name, file: row.file, source: row.source, mirrorsInRightToLeft: row.mirrorsInRightToLeft),
                                  row: name, standIn: nil)
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, !parts.contains(where: \.isEmpty) else { return nil }
        let wantsFill = parts.dropFirst().contains("fill")
        let stem = [parts[0]] + parts.dropFirst().filter { $0 != "fill" }
        // Every word that would be dropped must be a word of SF Symbols names.
        for k in stride(from: stem.count, through: 1, by: -1) {
            let dropped = Array(stem[k...])
            guard dropped.allSatisfy({ grammarWords.contains($0) }) else { break }
            let prefix = stem[..<k].joined(separator: ".")
            guard let base = Self.row(named: prefix) else { continue }
            // The fill form: the table's `.fill` row, else Phosphor's fill weight of the same icon.
            var row = base, rowName = prefix, fillNote = ""
            if wantsFill {
                if let filled = Self.row(named: prefix + ".fill") {
                    row = filled; rowName = prefix + ".fill"
                } else if base.source == .phosphor, !base.file.hasSuffix("-fill") {
                    row = SymbolAlias(name: prefix + ".fill", file: base.file + "-fill", source: .phosphor)
                    rowName = prefix + ".fill"
                } else {
                    fillNote = " (no filled form: drawn in outline)"
                }
            }
            let alias = SymbolAlias(name: name, file: row.file, source: row.source, mirrorsInRightToLeft: mirrors(base))
            if dropped.isEmpty && fillNote.isEmpty {
                // Only `.fill` moved (e.g. `person.fill.checkmark` is not this case): the fill form itself.
                return ResolvedSymbol(name: name, alias: alias, row: rowName, standIn: nil)
            }
            let what = dropped.isEmpty ? "" : "; its \"." + dropped.joined(separator: ".") + "\" part is not drawn"
            let changesMeaning = !dropped.allSatisfy { styleWords.contains($0) }
            let meaning = changesMeaning ? ", so the drawing does not show what the name means" : ""
            let note = "\"\(name)\" has no icon of its own: drawn with the icon of \"\(rowName)\" (\(row.source.displayName) \(row.file))\(fillNote)\(what)\(meaning)"
            return ResolvedSymbol(name: name, alias: alias, row: rowName, standIn: note, changesMeaning: changesMeaning)
        }
        return nil
    }

    /// Whether the symbol `name` flips horizontally in right-to-left layouts.
    ///
    /// The rule, from the names' meaning (Apple's per-symbol right-to-left data is not public):
    /// - a name with `forward`, `backward`, `leading` or `trailing` after its first word flips
    ///   (`chevron.forward`, `arrow.uturn.backward`, `sidebar.leading`): these name a direction
    ///   along the reading order, and SF Symbols draws them pointing the other way in
    ///   right-to-left;
    /// - otherwise a name with `left`, `right`, `up` or `down` after its first word never flips
    ///   (`chevron.right`, `arrow.left`, `bubble.left`): these name a fixed side on the screen;
    /// - a name starting with `forward`/`backward` is a playback control and never flips
    ///   (UIKit's `UISemanticContentAttribute.playback`);
    /// - otherwise `rowDefault`, the table row's own flag: `true` only where a glyph shows text
    ///   direction (`list.bullet`), whose right-to-left form SF Symbols draws as a localized
    ///   variant that a mirror image approximates.
    /// Source: SF Symbols' naming (`.forward`/`.backward` were introduced as the direction-aware
    /// counterparts of `.right`/`.left`) and the HIG's Right to left page
    /// (https://developer.apple.com/design/human-interface-guidelines/right-to-left).
    public static func mirrorsInRightToLeft(_ name: String, rowDefault: Bool) -> Bool {
        let words = name.split(separator: ".").dropFirst()
        if words.contains(where: { ["forward", "backward", "leading", "trailing"].contains($0) }) { return true }
        if words.contains(where: { ["left", "right", "up", "down"].contains($0) }) { return false }
        return rowDefault
    }

    /// Up to `count` known names related in meaning to `name`, most related first; empty when
    /// nothing in the table is related (the caller then says so rather than suggest an unrelated
    /// name that happens to be spelt alike).
    ///
    /// A known name is related when it has the same base (first word, allowing a typo in words
    /// of four letters or more: `hosue` → `house`), shares a word that carries meaning (not an
    /// enclosure or style word of ``styleWords``, nor a joining word such as `and` or `badge`),
    /// or its base is of the same family (``relatedBases``: a letter → `character`, a number →
    /// `number`, `goforward` → `arrow.clockwise`, `oval` → `circle`). Ranked by: shared meaning
    /// words (twice) plus the same base, then shared style words, then fewer words of its own,
    /// then edit distance, then the name. Edit distance only breaks ties among related names.
    public static func nearestNames(to name: String, count: Int = 3) -> [String] {
        let words = name.lowercased().split(separator: ".", omittingEmptySubsequences: true).map(String.init)
        guard let base = words.first else { return [] }
        let content = Set(words.filter { !styleWords.contains($0) && !joiningWords.contains($0) })
        let style = Set(words.filter { styleWords.contains($0) })
        let family = Set(relatedBases(of: base))
        let target = Array(name.lowercased())
        var scored: [(name: String, score: Int, style: Int, extra: Int, distance: Int)] = []
        for alias in entries {
            let other = alias.name.lowercased().split(separator: ".").map(String.init)
            guard let otherBase = other.first else { continue }
            let sameBase = wordsMatch(otherBase, base)
            let shared = content.filter { w in other.contains { wordsMatch($0, w) } }.count
            let inFamily = family.contains(otherBase) || family.contains(alias.name.lowercased())
            guard sameBase || shared > 0 || inFamily else { continue }
            let sharedStyle = style.filter(other.contains).count
            let extra = other.filter { o in !words.contains { wordsMatch(o, $0) } }.count
            scored.append((alias.name, shared * 2 + (sameBase ? 1 : 0), sharedStyle, extra,
                           Suggestion.optimalStringAlignmentDistance(target, Array(alias.name.lowercased()))))
        }
        scored.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.style != b.style { return a.style > b.style }
            if a.extra != b.extra { return a.extra < b.extra }
            if a.distance != b.distance { return a.distance < b.distance }
            return a.name < b.name
        }
        return scored.prefix(count).map(\.name)
    }

    /// Whether two name words are the same word, allowing one typo (two from eight letters) in
    /// words of four letters or more, and a last letter left out of a word of three or more
    /// (`fil` → `fill`).
    static func wordsMatch(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let shorter = Swift.min(a.count, b.count), longer = Swift.max(a.count, b.count)
        if shorter >= 3, longer == shorter + 1, a.hasPrefix(b) || b.hasPrefix(a) { return true }
        guard shorter >= 4, longer - shorter <= 2 else { return false }
        return Suggestion.optimalStringAlignmentDistance(Array(a), Array(b)) <= (longer >= 8 ? 2 : 1)
    }

    /// Words that name an enclosure or a drawing style: dropping one keeps a symbol's meaning
    /// (`bell.square` drawn as `bell` is still a bell), and sharing one does not make two names
    /// related (`a.circle` and `0.circle` mean different things).
    public static let styleWords: Set<String> = [
        "fill", "circle", "square", "rectangle", "capsule", "oval", "hexagon", "octagon", "diamond", "inverse",
        "filled", "dashed", "dotted", "inset", "angled", "horizontal", "vertical", "portrait", "landscape",
        "lefthalf", "righthalf", "tophalf", "bottomhalf", "striped", "roundedtop", "roundedbottom",
    ]

    /// Words that join the parts of a name and mean nothing alone.
    static let joiningWords: Set<String> = ["and", "on", "badge", "with", "in", "of", "to"]

    /// Bases of the same family as `base`: names that mean the same kind of thing.
    static func relatedBases(of base: String) -> [String] {
        if base.count == 1, base.first?.isLetter == true { return ["character", "textformat"] }
        if !base.isEmpty, base.allSatisfy(\.isNumber) { return ["number"] }
        let families: [[String]] = [
            ["goforward", "gobackward", "arrow.clockwise", "arrow.counterclockwise"],
            ["oval", "circle", "capsule", "ellipse"],
            ["square", "rectangle", "app"],
            ["gear", "gearshape"],
            ["person", "figure"],
            ["house", "building"],
            ["book", "books"],
            ["bubble", "message", "ellipsis.bubble"],
            ["cart", "bag", "basket"],
            ["bell", "app.badge"],
            ["chart", "waveform"],
            ["doc", "note", "list"],
        ]
        return families.filter { $0.contains(base) }.flatMap { $0.filter { $0 != base } }
    }

    /// Rows whose SF Symbols name or icon file contains `word` (case-insensitive), in table order.
    public static func search(_ word: String) -> [SymbolAlias] {
        let w = word.lowercased()
        guard !w.isEmpty else { return entries }
        return entries.filter { $0.name.lowercased().contains(w) || $0.file.lowercased().contains(w) }
    }

    /// Words the naming grammar may drop from the end of a name: every word of the table's names,
    /// plus SF Symbols' modifier words that no row uses on its own.
    static let grammarWords: Set<String> = {
        var words = Set(rowsByName.keys.flatMap { $0.split(separator: ".").map(String.init) })
        words.formUnion(["fill", "circle", "square", "rectangle", "slash", "badge", "plus", "minus", "checkmark",
                         "xmark", "exclamationmark", "questionmark", "clock", "and", "on", "inverse", "filled",
                         "lefthalf", "righthalf", "tophalf", "bottomhalf", "striped", "horizontal", "vertical",
                         "portrait", "landscape", "stack", "3d", "dashed", "dotted", "inset", "angled", "path",
                         "day", "timeline", "header", "viewfinder", "sequence", "crop", "open", "closed",
                         "trianglebadge", "ellipsis", "arrow", "arrowtriangle", "circlepath", "hexagon", "octagon",
                         "shield", "seal", "capsule", "oval", "diamond", "app", "bubble", "message", "text",
                         "magnifyingglass", "person", "gearshape", "heart", "star", "bolt", "sparkles", "wave",
                         "waves", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "10", "2x2", "3x3", "1x2",
                         "2x1", "3x1", "4x3", "3x2", "split", "grid", "up", "down", "left", "right", "forward",
                         "backward", "leading", "trailing", "counterclockwise", "clockwise", "point", "pointed",
                         "max", "min", "low", "high", "medium", "full", "half", "empty", "alt", "badge"])
        return words
    }()
}
