/// Light or dark appearance (UIKit `UIUserInterfaceStyle`).
public enum Appearance: String, Sendable, Hashable, CaseIterable, Codable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

/// Apple's documented system colours, each with its light and dark value.
///
/// Values: Apple "Color" HIG page (system colours table, iOS/iPadOS column) and UIKit
/// `UIColor` documentation; cross-checked with Flutter's `CupertinoColors`
/// (metrics key FLT, "values derived from Apple Design Resources"). Alphas of the label colours
/// follow UIKit (e.g. `secondaryLabel` = #3C3C43 at 60 % in light mode).
public enum SystemColor: String, Sendable, CaseIterable {
    case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple
    case systemIndigo, systemTeal, systemCyan, systemMint, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground
    case separator, opaqueSeparator, systemFill, secondarySystemFill, tertiarySystemFill
    case white, black, clear

    /// The colour in `appearance`.
    public func color(in appearance: Appearance) -> Color {
        let (l, d) = values
        return appearance == .light ? l : d
    }

    private var values: (Color, Color) {
        switch self {
        case .systemBlue: return (Color(hex: 0x007AFF), Color(hex: 0x0A84FF))   // metrics §1.3 FLT
        case .systemRed: return (Color(hex: 0xFF3B30), Color(hex: 0xFF453A))    // metrics §1.5, §11
        case .systemGreen: return (Color(hex: 0x34C759), Color(hex: 0x30D158))
        case .systemOrange: return (Color(hex: 0xFF9500), Color(hex: 0xFF9F0A))
        case .systemYellow: return (Color(hex: 0xFFCC00), Color(hex: 0xFFD60A))
        case .systemPink: return (Color(hex: 0xFF2D55), Color(hex: 0xFF375F))
        case .systemPurple: return (Color(hex: 0xAF52DE), Color(hex: 0xBF5AF2))
        case .systemIndigo: return (Color(hex: 0x5856D6), Color(hex: 0x5E5CE6))
        case .systemTeal: return (Color(hex: 0x30B0C7), Color(hex: 0x40C8E0))
        case .systemCyan: return (Color(hex: 0x32ADE6), Color(hex: 0x64D2FF))
        case .systemMint: return (Color(hex: 0x00C7BE), Color(hex: 0x63E6E2))
        case .systemBrown: return (Color(hex: 0xA2845E), Color(hex: 0xAC8E68))
        case .systemGray: return (Color(hex: 0x8E8E93), Color(hex: 0x8E8E93))
        case .systemGray2: return (Color(hex: 0xAEAEB2), Color(hex: 0x636366))
        case .systemGray3: return (Color(hex: 0xC7C7CC), Color(hex: 0x48484A))
        case .systemGray4: return (Color(hex: 0xD1D1D6), Color(hex: 0x3A3A3C))
        case .systemGray5: return (Color(hex: 0xE5E5EA), Color(hex: 0x2C2C2E))
        case .systemGray6: return (Color(hex: 0xF2F2F7), Color(hex: 0x1C1C1E))
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
