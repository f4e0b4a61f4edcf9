/// How a run of text is presented: as colour emoji or as text glyphs (Unicode Technical Standard
/// #51, "Unicode Emoji", §4 Presentation Style).
public enum EmojiPresentation: Sendable, Hashable {
    /// A colour emoji (drawn from the colour emoji font).
    case emoji
    /// A text glyph in the text's colour; only for characters that are emoji by default, followed
    /// by the text presentation selector VS15 (U+FE0E).
    case text

    /// The runs of `text` whose presentation must be forced, as UTF-8 byte ranges, in order; the
    /// rest is ordinary text (the font fallback decides).
    ///
    /// Per user-perceived character (grapheme cluster), following UTS #51:
    /// - VS15 (U+FE0E) anywhere in it → text presentation (`❤︎`, `☺︎`, `😀︎`);
    /// - VS16 (U+FE0F), a keycap (U+20E3: `#️⃣`, `1️⃣`), a skin-tone modifier (U+1F3FB–1F3FF), a
    ///   zero-width joiner between emoji (`👨‍👩‍👧`), a flag (a pair of regional indicators, or a
    ///   tag sequence such as England's) → emoji presentation;
    /// - a character whose default presentation is emoji (`Emoji_Presentation`: `😀`, `👍`) → emoji;
    /// - anything else (letters, `❤` or `✔` without a selector: text by default) → not forced.
    public static func runs(in text: String) -> [(range: Range<Int>, presentation: EmojiPresentation)] {
        var out: [(range: Range<Int>, presentation: EmojiPresentation)] = []
        var offset = 0
        for ch in text {
            let n = ch.utf8.count
            defer { offset += n }
            guard let p = presentation(of: ch) else { continue }
            if let last = out.last, last.presentation == p, last.range.upperBound == offset {
                out[out.count - 1].range = last.range.lowerBound..<(offset + n)
            } else {
                out.append((offset..<(offset + n), p))
            }
        }
        return out
    }

    /// Whether `text` draws any colour emoji.
    public static func containsEmoji(_ text: String) -> Bool {
        text.contains { presentation(of: $0) == .emoji }
    }

    /// The forced presentation of one grapheme cluster, or nil for ordinary text.
    public static func presentation(of ch: Character) -> EmojiPresentation? {
        let scalars = ch.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0E }) { return .text }
        var emoji = false, joiner = false, regional = 0
        for s in scalars {
            switch s.value {
            case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return .emoji
            case 0x200D: joiner = true
            case 0x1F1E6...0x1F1FF: regional += 1
            default: if s.properties.isEmoji && s.value > 0x7F { emoji = true }
            }
        }
        if regional == 2 || (joiner && emoji) { return .emoji }
        if let first = scalars.first, first.properties.isEmojiPresentation { return .emoji }
        return nil
    }
}
