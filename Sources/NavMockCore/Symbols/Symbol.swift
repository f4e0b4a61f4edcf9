/// One entry of the symbol alias table: an SF Symbols name mapped to an icon of Debian's
/// `bootstrap-icons` package (MIT licence), since SF Symbols cannot be shipped.
public struct SymbolAlias: Sendable, Hashable {
    /// The SF Symbols name a spec uses, e.g. `alarm`, `house.fill`, `magnifyingglass`.
    public let name: String
    /// The bootstrap-icons file name without `.svg`, e.g. `alarm`, `house-fill`, `search`.
    /// Resolved by NavMockRender under `/usr/share/bootstrap-icons/svg/`.
    public let file: String
    /// Whether the symbol is directional and mirrors horizontally in right-to-left layouts
    /// (`chevron.forward`, `arrow.left`, …). Non-directional symbols (`magnifyingglass`) do not.
    public let mirrorsInRightToLeft: Bool
    /// Creates an alias.
    public init(name: String, file: String, mirrorsInRightToLeft: Bool = false) {
        self.name = name; self.file = file; self.mirrorsInRightToLeft = mirrorsInRightToLeft
    }
}
