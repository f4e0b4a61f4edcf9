/// Which of Apple's published system-colour tables applies: Apple changed the accent colours with
/// the iOS 26 design (HIG "Color", change of June 9, 2025).
public enum SystemColorPalette: String, Sendable, Hashable, CaseIterable {
    /// iOS and iPadOS 13–18 (the table UIKit has used since dark mode). Also used for every other
    /// platform and version: NavMock does not reproduce the macOS, tvOS, visionOS and watchOS tables.
    case iOS13
    /// iOS and iPadOS 26: the updated accent colours (grays unchanged).
    case iOS26

    /// The palette of `platform` at `osVersion`.
    ///
    /// The iOS 26 table applies from iOS/iPadOS 26 on, whatever tab bar design is drawn (the
    /// colours belong to the OS, not to the bar). Every other platform keeps the iOS 13–18 table.
    public init(platform: Platform, osVersion: OSVersion) {
        switch platform {
        case .iOS, .iPadOS: self = osVersion.major >= 26 ? .iOS26 : .iOS13
        default: self = .iOS13
        }
    }
}

/// How a system colour is resolved: appearance, palette and the Increase Contrast setting — the
/// traits a UIKit dynamic colour reads (`userInterfaceStyle`, `accessibilityContrast`).
public struct ColorContext: Sendable, Hashable {
    /// Light or dark.
    public var appearance: Appearance
    /// The OS's system-colour table.
    public var palette: SystemColorPalette
    /// Settings › Accessibility › Increase Contrast (UIKit `accessibilityContrast == .high`).
    public var increaseContrast: Bool

    /// Creates a context; the defaults are the iOS 13–18 table at normal contrast.
    public init(appearance: Appearance, palette: SystemColorPalette = .iOS13, increaseContrast: Bool = false) {
        self.appearance = appearance
        self.palette = palette
        self.increaseContrast = increaseContrast
    }
}

extension Environment {
    /// The colour context of this environment with `accessibility`'s Increase Contrast setting.
    public func colors(_ accessibility: AccessibilitySettings) -> ColorContext {
        ColorContext(appearance: appearance, palette: SystemColorPalette(platform: platform, osVersion: osVersion),
                     increaseContrast: accessibility.increaseContrast)
    }
}

/// One published system colour: default light and dark, increased-contrast light and dark (sRGB).
public struct PublishedSystemColor: Sendable, Hashable {
    /// Default, light appearance.
    public var light: UInt32
    /// Default, dark appearance.
    public var dark: UInt32
    /// Increase Contrast on, light appearance.
    public var increasedContrastLight: UInt32
    /// Increase Contrast on, dark appearance.
    public var increasedContrastDark: UInt32

    init(_ light: UInt32, _ dark: UInt32, _ icLight: UInt32, _ icDark: UInt32) {
        self.light = light; self.dark = dark; increasedContrastLight = icLight; increasedContrastDark = icDark
    }

    /// The value for `appearance` and the contrast setting.
    public func value(_ appearance: Appearance, increaseContrast: Bool) -> Color {
        switch (appearance, increaseContrast) {
        case (.light, false): return Color(hex: light)
        case (.dark, false): return Color(hex: dark)
        case (.light, true): return Color(hex: increasedContrastLight)
        case (.dark, true): return Color(hex: increasedContrastDark)
        }
    }
}

/// The system colours Apple publishes with increased-contrast values — the accent colours and the
/// six grays — one table per palette, columns: light, dark, increased contrast light, dark.
///
/// Semantic colours (labels, fills, separators, backgrounds) have no increased-contrast value on
/// Apple's HIG Color page, so they stay in ``SystemColor`` with one value per appearance and do not
/// change with Increase Contrast (Flutter's `CupertinoColors` lists values for them, derived from
/// Apple's design resources, not published by Apple; NavMock does not use them).
public enum SystemColorTable {
    /// The published values of `color` in `palette`, or nil for a colour without increased-contrast values.
    public static func published(_ color: SystemColor, in palette: SystemColorPalette) -> PublishedSystemColor? {
        switch palette {
        case .iOS13: return iOS13[color]
        case .iOS26: return iOS26[color] ?? iOS13[color]
        }
    }

    /// iOS/iPadOS 13–18. Sources: the defaults and increased-contrast values of red, orange,
    /// yellow, green, blue, indigo, purple, pink and the grays are Flutter's `CupertinoColors`
    /// (`color`/`darkColor`/`highContrastColor`/`darkHighContrastColor`, "derived from Apple Design
    /// Resources"; metrics key FLT), matching Apple's HIG Color page (iOS table before June 2025):
    /// high confidence. Mint, teal (the iOS 15 teal), cyan and brown are not in Flutter (its
    /// `systemTeal` is the older teal, today's cyan, whose values it matches): from the HIG Color
    /// page's iOS table, medium confidence.
    static let iOS13: [SystemColor: PublishedSystemColor] = [
        .systemRed: .init(0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961),       // FLT systemRed
        .systemOrange: .init(0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340),    // FLT systemOrange
        .systemYellow: .init(0xFFCC00, 0xFFD60A, 0xA05A00, 0xFFD426),    // FLT systemYellow
        .systemGreen: .init(0x34C759, 0x30D158, 0x248A3D, 0x30DB5B),     // FLT systemGreen
        .systemMint: .init(0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF),      // HIG Color (iOS 15–18), medium
        .systemTeal: .init(0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF),      // HIG Color (iOS 15–18), medium
        .systemCyan: .init(0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF),      // HIG Color; FLT old systemTeal's contrast values
        .systemBlue: .init(0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF),      // FLT systemBlue; metrics §1.3
        .systemIndigo: .init(0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF),    // FLT systemIndigo
        .systemPurple: .init(0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF),    // FLT systemPurple
        .systemPink: .init(0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482),      // FLT systemPink
        .systemBrown: .init(0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469),     // HIG Color (iOS 15–18), medium
        .systemGray: .init(0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2),      // FLT systemGrey
        .systemGray2: .init(0xAEAEB2, 0x636366, 0x8E8E93, 0x7C7C80),     // FLT systemGrey2
        .systemGray3: .init(0xC7C7CC, 0x48484A, 0xAEAEB2, 0x545456),     // FLT systemGrey3
        .systemGray4: .init(0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446),     // FLT systemGrey4
        .systemGray5: .init(0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638),     // FLT systemGrey5
        .systemGray6: .init(0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426),     // FLT systemGrey6
    ]

    /// iOS/iPadOS 26: the accent colours of Apple's HIG Color page as updated on June 9, 2025
    /// (default light, dark; increased contrast light, dark). High confidence (Apple's page). The
    /// grays did not change and come from ``iOS13``.
    static let iOS26: [SystemColor: PublishedSystemColor] = [
        .systemRed: .init(0xFF383C, 0xFF4245, 0xE9152D, 0xFF6165),
        .systemOrange: .init(0xFF8D28, 0xFF9230, 0xC55300, 0xFFA056),
        .systemYellow: .init(0xFFCC00, 0xFFD600, 0xA16A00, 0xFEDF43),
        .systemGreen: .init(0x34C759, 0x30D158, 0x008932, 0x4AD968),
        .systemMint: .init(0x00C8B3, 0x00DAC3, 0x008575, 0x54DFCB),
        .systemTeal: .init(0x00C3D0, 0x00D2E0, 0x008198, 0x3BDDEC),
        .systemCyan: .init(0x00C0E8, 0x3CD3FE, 0x007EAE, 0x6DD9FF),
        .systemBlue: .init(0x0088FF, 0x0091FF, 0x1E6EF4, 0x5CB8FF),
        .systemIndigo: .init(0x6155F5, 0x6D7CFF, 0x564ADE, 0xA7AAFF),
        .systemPurple: .init(0xCB30E0, 0xDB34F2, 0xB02FC2, 0xEA8DFF),
        .systemPink: .init(0xFF2D55, 0xFF375F, 0xE7124D, 0xFF8AC4),
        .systemBrown: .init(0xAC7F5E, 0xB78A66, 0x956D51, 0xDBA679),
    ]
}

extension SystemColor {
    /// The colour in `context`: the palette's published value (increased-contrast when the context
    /// asks for it), or for semantic colours the one value per appearance.
    public func color(in context: ColorContext) -> Color {
        if let p = SystemColorTable.published(self, in: context.palette) {
            return p.value(context.appearance, increaseContrast: context.increaseContrast)
        }
        return semanticColor(in: context.appearance)
    }
}

extension ColorValue {
    /// The colour in `context` (a literal is itself; a system colour follows ``SystemColor/color(in:)-(ColorContext)``).
    public func resolved(in context: ColorContext) -> Color {
        switch self {
        case .literal(let c): return c
        case .system(let s): return s.color(in: context)
        }
    }
}
