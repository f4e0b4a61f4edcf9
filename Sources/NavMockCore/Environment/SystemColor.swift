/// Light or dark appearance (UIKit `UIUserInterfaceStyle`).
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

/// Apple's documented system colours.
///
/// The accent colours and grays have a table per design version with increased-contrast values
/// (``SystemColorTable``, resolved with a ``ColorContext``). The semantic colours here have one
/// light and one dark value and ignore Increase Contrast (Apple publishes no increased-contrast
/// value for them): Apple "Color" HIG page and UIKit `UIColor` documentation, cross-checked with
/// Flutter's `CupertinoColors` (metrics key FLT). Alphas of the label colours follow UIKit (e.g.
/// `secondaryLabel` = #3C3C43 at 60 % in light mode).
public enum SystemColor: String, Sendable, CaseIterable {
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple
    case systemIndigo, systemTeal, systemCyan, systemMint, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground
    case separator, opaqueSeparator, systemFill, secondarySystemFill, tertiarySystemFill
    case white, black, clear

    /// The colour in `appearance`, at normal contrast in the iOS 13–18 table; use
    /// ``color(in:)-(ColorContext)`` for a design's table and Increase Contrast.
    public func color(in appearance: Appearance) -> Color {
        color(in: ColorContext(appearance: appearance))
    }

    /// The value of a colour that has one value per appearance (the semantic colours, white,
    /// black, clear). The accent colours and grays are in ``SystemColorTable``.
    func semanticColor(in appearance: Appearance) -> Color {
        let (l, d) = semanticValues
        return appearance == .light ? l : d
    }

    private var semanticValues: (Color, Color) {
        switch self {
        case .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemYellow, .systemPink, .systemPurple,
             .systemIndigo, .systemTeal, .systemCyan, .systemMint, .systemBrown,
             .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6:
            // In SystemColorTable (every palette has them); reached only if a table lost a row.
            let p = SystemColorTable.published(self, in: .iOS13)
            return (p.map { Color(hex: $0.light) } ?? .clear, p.map { Color(hex: $0.dark) } ?? .clear)
        case .label: return (Color(hex: 0x000000), Color(hex: 0xFFFFFF))
        case .secondaryLabel: return (Color(hex: 0x3C3C43, alpha: 0.6), Color(hex: 0xEBEBF5, alpha: 0.6))
        case .tertiaryLabel: return (Color(hex: 0x3C3C43, alpha: 0.3), Color(hex: 0xEBEBF5, alpha: 0.3))
        case .quaternaryLabel: return (Color(hex: 0x3C3C43, alpha: 0.18), Color(hex: 0xEBEBF5, alpha: 0.16))
        case .systemBackground: return (Color(hex: 0xFFFFFF), Color(hex: 0x000000))
        case .secondarySystemBackground: return (Color(hex: 0xF2F2F7), Color(hex: 0x1C1C1E))
        case .tertiarySystemBackground: return (Color(hex: 0xFFFFFF), Color(hex: 0x2C2C2E))
        case .systemGroupedBackground: return (Color(hex: 0xF2F2F7), Color(hex: 0x000000))
        case .secondarySystemGroupedBackground: return (Color(hex: 0xFFFFFF), Color(hex: 0x1C1C1E))
        case .separator: return (Color(hex: 0x3C3C43, alpha: 0.29), Color(hex: 0x545458, alpha: 0.6))
        case .opaqueSeparator: return (Color(hex: 0xC6C6C8), Color(hex: 0x38383A))
        case .systemFill: return (Color(hex: 0x787880, alpha: 0.2), Color(hex: 0x787880, alpha: 0.36))
        case .secondarySystemFill: return (Color(hex: 0x787880, alpha: 0.16), Color(hex: 0x787880, alpha: 0.32))
        case .tertiarySystemFill: return (Color(hex: 0x767680, alpha: 0.12), Color(hex: 0x767680, alpha: 0.24))
        case .white: return (.white, .white)
        case .black: return (.black, .black)
        case .clear: return (.clear, .clear)
        }
    }
}

/// A colour as a spec gives it: a literal value or a system colour resolved per appearance.
public enum ColorValue: Sendable, Hashable {
    /// A fixed sRGB colour (`#RRGGBB` / `#RRGGBBAA`).
    case literal(Color)
    /// A system colour (`systemBlue`, `label`, …) that differs between light and dark.
    case system(SystemColor)

    /// Parses `#RRGGBB`, `#RRGGBBAA` or a system colour name; nil otherwise.
    public init?(_ text: String) {
        if let c = Color(hexString: text) { self = .literal(c); return }
        if let s = SystemColor(rawValue: text) { self = .system(s); return }
        return nil
    }
    /// The colour in `appearance`.
    public func resolved(in appearance: Appearance) -> Color {
        switch self {
        case .literal(let c): return c
        case .system(let s): return s.color(in: appearance)
        }
    }
}
