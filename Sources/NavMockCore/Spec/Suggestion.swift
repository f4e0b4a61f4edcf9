// "Did you mean …?" suggestions for misspelled keys and names.

/// Finds the most plausible intended word for a misspelling, for messages such as
/// `unknown key "selectedIndx"; did you mean "selectedIndex"?`.
public enum Suggestion {
    /// The candidate closest to `word`, or `nil` when none is plausibly what was meant.
    ///
    /// Closeness is the case-insensitive Damerau–Levenshtein distance in its optimal string
    /// alignment form (insertions, deletions, substitutions and swaps of two adjacent
    /// characters each cost 1), counted in Characters. A candidate qualifies when
    /// - its distance is at most `max(2, word.count / 3)` and smaller than the length of the
    ///   longer of the two words (so that a suggestion never replaces every character, e.g.
    ///   "ab" does not suggest "xy"); a candidate that differs only by case (distance 0)
    ///   always qualifies; or, failing any such candidate,
    /// - `word` has at least 4 characters and is a case-insensitive prefix of exactly one
    ///   candidate (`"badge"` → `"badgeValue"`).
    ///
    /// Among qualifying candidates the smallest distance wins; ties go to the earlier candidate
    /// in `candidates`. Returns `nil` for an empty candidate list.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        let threshold = Swift.max(2, word.count / 3)
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            // Lengths differ by more than the threshold: the distance cannot qualify.
            if abs(other.count - target.count) > threshold { continue }
            let distance = optimalStringAlignmentDistance(target, other)
            let qualifies = distance == 0
                || (distance <= threshold && distance < Swift.max(target.count, other.count))
            if qualifies && (best == nil || distance < best!.distance) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }

        guard target.count >= 4 else { return nil }
        let lowered = word.lowercased()
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Levenshtein distance plus transpositions of adjacent characters (each substring edited
    /// at most once).
    static func optimalStringAlignmentDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Three rolling rows: two rows back (for transpositions), previous, current.
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = Swift.min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
