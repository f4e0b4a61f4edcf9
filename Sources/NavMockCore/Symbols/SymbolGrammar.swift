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
            let note = "\"\(name)\" has no icon of its own: drawn with the icon of \"\(rowName)\" (\(row.source.displayName) \(row.file))\(fillNote)\(what)"
            return ResolvedSymbol(name: name, alias: alias, row: rowName, standIn: note)
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

    /// The `count` known names nearest to `name`, nearest first: first those the case-insensitive
    /// edit distance ranks (at most `max(3, name.count / 2)` edits), then names sharing `name`'s
    /// first word. Empty when nothing is close.
    public static func nearestNames(to name: String, count: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let limit = Swift.max(3, target.count / 2)
        var scored: [(String, Int)] = []
        for alias in entries {
            let other = Array(alias.name.lowercased())
            if abs(other.count - target.count) > limit { continue }
            let d = Suggestion.optimalStringAlignmentDistance(target, other)
            if d <= limit && d < Swift.max(target.count, other.count) { scored.append((alias.name, d)) }
        }
        var out = scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
        if out.count < count, let first = name.split(separator: ".").first {
            let prefix = String(first) + "."
            for alias in entries where (alias.name == first || alias.name.hasPrefix(prefix)) && !out.contains(alias.name) {
                out.append(alias.name)
                if out.count >= count { break }
            }
        }
        return Array(out.prefix(count))
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
