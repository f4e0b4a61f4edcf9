import Foundation

extension LayoutDirection {
    /// The direction a language's script is written in: right-to-left for Arabic (`ar`), Hebrew
    /// (`he`, `iw`), Persian (`fa`), Urdu (`ur`), Pashto, Sindhi, Uyghur, Yiddish, Divehi, Central
    /// Kurdish and any tag whose script subtag is a right-to-left script (`pa-Arab`, `ku-Arab`);
    /// left-to-right otherwise, and for a right-to-left language written in another script
    /// (`ar-Latn`, `sd-Deva`).
    ///
    /// UIKit takes an app's `userInterfaceLayoutDirection` from the direction of its language
    /// (`NSLocale.characterDirection(forLanguage:)`), so a spec's `locale` without a
    /// `layoutDirection` gives that direction. The language part is Foundation's own
    /// `Locale.Language.characterDirection` (ICU's likely-subtags data: the same answer Apple's
    /// Foundation gives); an explicit script subtag is read from ``rightToLeftScripts`` first, because
    /// the Linux Foundation answers left-to-right for some (`az-Arab`, `ku-Arab`).
    /// - Parameter locale: a BCP 47 language tag, `-` or `_` separated; case is ignored.
    public init(locale: String) {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
        if parts.count > 1, let script = parts.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            self = Self.rightToLeftScripts.contains(script.prefix(1).uppercased() + script.dropFirst().lowercased()) ? .rightToLeft : .leftToRight
            return
        }
        self = Locale.Language(identifier: locale).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// ISO 15924 codes of the scripts written right to left that a language tag may name
    /// (Unicode's `Bidi_Class` R/AL scripts in use today): Arabic (and Nastaliq), Hebrew, Syriac,
    /// Thaana, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Samaritan and Mende Kikakui (historic
    /// scripts are left out).
    static let rightToLeftScripts: Set<String> = ["Arab", "Aran", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend"]
}
