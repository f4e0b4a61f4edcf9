import Foundation

// What NavMock does with an SF Symbols name its table does not know: refuse it (the default) or,
// for quick mockups, draw a placeholder and warn.

/// What the spec reader does with an SF Symbols name that ``SymbolTable/resolve(_:)`` does not know.
public enum MissingSymbolPolicy: String, Sendable, Hashable, CaseIterable {
    /// The spec is refused (exit 65) with the three nearest known names. The default.
    case error
    /// The name is read as ``ImageReference/placeholder(_:)`` and drawn as a rounded square with
    /// its first letter; the spec gets a `symbol.placeholder` warning naming it and the nearest
    /// known names.
    case placeholder
}

/// Options of ``SpecReader``, passed by the caller for one read (never process-wide state).
public struct SpecReadOptions: Sendable, Hashable {
    /// What an unknown symbol name does. Default ``MissingSymbolPolicy/error``.
    public var missingSymbols: MissingSymbolPolicy
    /// Creates options; every parameter has the default described on its property.
    public init(missingSymbols: MissingSymbolPolicy = .error) { self.missingSymbols = missingSymbols }
}

/// The placeholder drawn for an unknown symbol name: a rounded square outline with the name's
/// first letter, a template image like every icon (only its coverage counts; the item's state
/// tints it). Sizes are fractions of the icon box (0…1), NavMock's own (not Apple's: SF Symbols
/// has no such glyph).
public enum SymbolPlaceholderMetrics {
    /// Side of the rounded square, as a fraction of the icon box. NavMock's own.
    public static let squareSide = 0.84
    /// Corner radius, as a fraction of the square's side. NavMock's own.
    public static let cornerRadius = 0.22
    /// Outline width, as a fraction of the icon box. NavMock's own.
    public static let lineWidth = 0.08
    /// Letter size (em), as a fraction of the icon box; drawn bold, centred. NavMock's own.
    public static let letterSize = 0.5
    /// Where the letter's baseline sits, as a fraction of the icon box from the top. NavMock's own.
    public static let letterBaseline = 0.68
    /// Side of the SVG's viewBox the fractions are drawn in (units).
    public static let viewBox = 100.0

    /// The letter drawn for `name`: its first letter or digit, upper-cased; `?` when it has none.
    public static func letter(for name: String) -> String {
        guard let c = name.first(where: { $0.isLetter || $0.isNumber }) else { return "?" }
        return String(c).uppercased()
    }

    /// The warning for a placeholder: the name and the nearest known names.
    public static func warning(name: String, nearest: [String]) -> String {
        let head = "unknown symbol \"\(SpecProblem.clip(name))\" drawn as a placeholder"
        if nearest.isEmpty { return head + "; `navmock list symbols --search WORD` searches the table" }
        return head + "; nearest known names: " + nearest.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// The placeholder for `name` as an SVG document (black on transparent; the icon drawing uses
    /// its coverage only).
    public static func svg(for name: String) -> String {
        let v = viewBox, side = squareSide * v, inset = (v - side) / 2, w = lineWidth * v
        let x = inset + w / 2, s = side - w
        func n(_ d: Double) -> String { DecimalText.fixed(d, places: 2) }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(n(v)) \(n(v))" width="\(n(v))" height="\(n(v))">\
        <rect x="\(n(x))" y="\(n(x))" width="\(n(s))" height="\(n(s))" rx="\(n(cornerRadius * side))" \
        fill="none" stroke="#000" stroke-width="\(n(w))"/>\
        <text x="\(n(v / 2))" y="\(n(letterBaseline * v))" font-family="sans-serif" font-weight="bold" \
        font-size="\(n(letterSize * v))" text-anchor="middle" fill="#000">\(MarkupText.escaped(letter(for: name)))</text></svg>
        """
    }
}
