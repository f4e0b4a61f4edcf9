import NavMockCore

// The small values the builder's modifiers take, named as UIKit and SwiftUI name them. They are
// extensions of Core's types where Core has the type, so that a description and a spec read from
// JSON hold the same values; implicit members (`.tint(.systemOrange)`, `.colorSchemeContrast(.increased)`)
// never clash with SwiftUI's types of the same name.

extension ColorValue {
    /// A fixed opaque colour from `0xRRGGBB` (the JSON's `"#RRGGBB"`).
    public static func rgb(_ hex: UInt32) -> ColorValue { .literal(Color(hex: hex)) }
    /// A fixed colour from `0xRRGGBBAA` (the JSON's `"#RRGGBBAA"`): the last byte is the opacity, 0…255.
    public static func rgba(_ hex: UInt32) -> ColorValue { .literal(Color(hex: hex >> 8, alpha: Double(hex & 0xFF) / 255)) }

    /// `UIColor.systemBlue`: resolved per appearance, design and contrast (``SystemColorTable``).
    public static var systemBlue: ColorValue { .system(.systemBlue) }
    /// `UIColor.systemRed`.
    public static var systemRed: ColorValue { .system(.systemRed) }
    /// `UIColor.systemGreen`.
    public static var systemGreen: ColorValue { .system(.systemGreen) }
    /// `UIColor.systemOrange`.
    public static var systemOrange: ColorValue { .system(.systemOrange) }
    /// `UIColor.systemYellow`.
    public static var systemYellow: ColorValue { .system(.systemYellow) }
    /// `UIColor.systemPink`.
    public static var systemPink: ColorValue { .system(.systemPink) }
    /// `UIColor.systemPurple`.
    public static var systemPurple: ColorValue { .system(.systemPurple) }
    /// `UIColor.systemIndigo`.
    public static var systemIndigo: ColorValue { .system(.systemIndigo) }
    /// `UIColor.systemTeal`.
    public static var systemTeal: ColorValue { .system(.systemTeal) }
    /// `UIColor.systemCyan`.
    public static var systemCyan: ColorValue { .system(.systemCyan) }
    /// `UIColor.systemMint`.
    public static var systemMint: ColorValue { .system(.systemMint) }
    /// `UIColor.systemBrown`.
    public static var systemBrown: ColorValue { .system(.systemBrown) }
    /// `UIColor.systemGray`.
    public static var systemGray: ColorValue { .system(.systemGray) }
    /// `UIColor.label`.
    public static var label: ColorValue { .system(.label) }
    /// `UIColor.secondaryLabel`.
    public static var secondaryLabel: ColorValue { .system(.secondaryLabel) }
    /// `UIColor.tertiaryLabel`.
    public static var tertiaryLabel: ColorValue { .system(.tertiaryLabel) }
    /// `UIColor.systemBackground`.
    public static var systemBackground: ColorValue { .system(.systemBackground) }
    /// `UIColor.white`.
    public static var white: ColorValue { .system(.white) }
    /// `UIColor.black`.
    public static var black: ColorValue { .system(.black) }
    /// `UIColor.clear`: hides what it colours (a hairline, say).
    public static var clear: ColorValue { .system(.clear) }
    // The other system colours (grays 2–6, fills, separators, grouped backgrounds) are
    // `.system(.systemGray4)` and so on: every case of ``SystemColor``.
}

extension TabFontSpec {
    /// `UIFont.systemFont(ofSize:weight:)`: the system font (Inter, standing in for SF Pro) at
    /// `size` points (8…96, as the reader bounds it), `weight` default regular.
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> TabFontSpec {
        TabFontSpec(size: size, weight: weight)
    }
}

/// SwiftUI's `ColorSchemeContrast`: `increased` is Settings › Accessibility › Increase Contrast.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
    /// The usual contrast.
    case standard
    /// Increase Contrast: borders around glass, darker unselected items.
    case increased
}

/// SwiftUI's `LegibilityWeight`: `bold` is Settings › Accessibility › Bold Text.
public enum LegibilityWeight: Sendable, Hashable, CaseIterable {
    /// The usual weight.
    case regular
    /// Bold Text: titles drawn bold.
    case bold
}

/// SwiftUI's `ToolbarPlacement`, as far as NavMock draws it: the tab bar.
public enum ToolbarPlacement: Sendable, Hashable {
    /// The tab bar (`.tabBar`).
    case tabBar
}

/// An image a description names: an SF Symbols name (`"house"`, resolved through NavMock's
/// symbol table) or, when it contains `/` or ends in `.svg`, an SVG file relative to the test
/// file's folder — the rule the JSON reader applies to `"image"`. An unknown symbol name is
/// refused when the description is drawn (``SpecValidator`` and the renderer), not here.
func imageReference(_ name: String, at path: JSONPath) -> ImageReference {
    if name.contains("/") || name.lowercased().hasSuffix(".svg") {
        return .file(FileReference(path: name, jsonPath: path, location: SourcePosition(line: 1, column: 1)))
    }
    return .symbol(name)
}

/// A `.png` file named by a description, relative to the test file's folder.
func fileReference(_ path: String, at jsonPath: JSONPath) -> FileReference {
    FileReference(path: path, jsonPath: jsonPath, location: SourcePosition(line: 1, column: 1))
}

/// A JSON path from dotted text (`tabBar.standardAppearance`), for the messages about a file.
func jsonPath(_ text: String) -> JSONPath {
    JSONPath(text.split(separator: ".").map { .key(String($0)) })
}
