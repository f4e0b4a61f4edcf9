import Foundation

/// One entry of the symbol alias table: an SF Symbols name mapped to an open icon that means the
/// same thing, since SF Symbols cannot be shipped.
public struct SymbolAlias: Sendable, Hashable {
    /// The SF Symbols name a spec uses, e.g. `alarm`, `house.fill`, `magnifyingglass`.
    public let name: String
    /// The icon file name without `.svg`, e.g. `alarm`, `house-fill`, `search` (bootstrap-icons) or
    /// `chart-pie`, `chart-pie-fill` (Phosphor; names ending in `-fill` are its fill weight).
    /// Resolved under ``source``'s folder by ``SymbolSource/relativePath(of:)``.
    public let file: String
    /// The icon set the file comes from. Default ``SymbolSource/bootstrap``.
    public let source: SymbolSource
    /// Whether the symbol flips horizontally in right-to-left layouts, by the rule of
    /// ``SymbolTable/mirrorsInRightToLeft(_:rowDefault:)``.
    public let mirrorsInRightToLeft: Bool
    /// Creates an alias.
    public init(name: String, file: String, source: SymbolSource = .bootstrap, mirrorsInRightToLeft: Bool = false) {
        self.name = name; self.file = file; self.source = source; self.mirrorsInRightToLeft = mirrorsInRightToLeft
    }
}

/// The open icon sets NavMock draws symbols with. Both are installed by the README's set-up
/// command and found at run time; neither is copied into the repository.
public enum SymbolSource: String, Sendable, Hashable, CaseIterable {
    /// Debian's `bootstrap-icons` package (Bootstrap Icons, MIT licence): 1,953 single-path SVGs
    /// on a 16 × 16 grid. The first choice for every name it has a close match for.
    case bootstrap
    /// PyPI's `py-phosphor-icons` (Phosphor Icons, MIT licence): 1,512 icons, each in a regular
    /// and a fill weight (the `flat` SVGs: filled paths on a 256 × 256 grid), used for what
    /// bootstrap-icons lacks. Installed with `pip install --target` into
    /// `/usr/local/share/navmock/phosphor`.
    case phosphor

    /// The environment variable that overrides the folder: `NAVMOCK_ICONS_DIR` (bootstrap-icons'
    /// `svg` folder) or `NAVMOCK_PHOSPHOR_DIR` (Phosphor's `svgs/flat` folder).
    public var environmentVariable: String {
        switch self {
        case .bootstrap: "NAVMOCK_ICONS_DIR"
        case .phosphor: "NAVMOCK_PHOSPHOR_DIR"
        }
    }

    /// The folder used when the environment variable is not set.
    public var defaultDirectory: String {
        switch self {
        case .bootstrap: "/usr/share/bootstrap-icons/svg"
        case .phosphor: "/usr/local/share/navmock/phosphor/py_phosphor_icons/svgs/flat"
        }
    }

    /// The folder of this set's SVG files: the environment variable when set, else
    /// ``defaultDirectory``.
    public func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment[environmentVariable] ?? defaultDirectory
    }

    /// The path of `file` below ``directory(environment:)``: `alarm.svg` for bootstrap-icons;
    /// `regular/chart-pie.svg` or `fill/chart-pie-fill.svg` for Phosphor.
    public func relativePath(of file: String) -> String {
        switch self {
        case .bootstrap: return file + ".svg"
        case .phosphor: return (file.hasSuffix("-fill") ? "fill/" : "regular/") + file + ".svg"
        }
    }

    /// The set's name as people know it.
    public var displayName: String {
        switch self {
        case .bootstrap: "Bootstrap Icons"
        case .phosphor: "Phosphor Icons"
        }
    }

    /// The SPDX licence identifier of the icons (both sets: `MIT`).
    public var license: String { "MIT" }

    /// How the set is installed (what `navmock doctor` suggests when it is missing).
    public var installHint: String {
        switch self {
        case .bootstrap: "apt-get install bootstrap-icons"
        case .phosphor: "python3 -m pip install --target /usr/local/share/navmock/phosphor py-phosphor-icons==0.1.1"
        }
    }

    /// The installed version, read from the package's own files: Debian's package status for
    /// bootstrap-icons, the wheel's `METADATA` (and Phosphor's own `phosphor_version.txt`) for
    /// Phosphor. `nil` when it cannot be read.
    public func installedVersion(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        switch self {
        case .bootstrap:
            guard let status = try? String(contentsOfFile: "/var/lib/dpkg/status", encoding: .utf8) else { return nil }
            for block in status.components(separatedBy: "\n\n") where block.hasPrefix("Package: bootstrap-icons\n") {
                for line in block.split(separator: "\n") where line.hasPrefix("Version: ") {
                    return String(line.dropFirst("Version: ".count))
                }
            }
            return nil
        case .phosphor:
            // <target>/py_phosphor_icons/svgs/flat → <target>
            let package = URL(fileURLWithPath: directory(environment: environment))
                .deletingLastPathComponent().deletingLastPathComponent()
            let target = package.deletingLastPathComponent()
            let core = (try? String(contentsOf: package.appendingPathComponent("phosphor_version.txt"), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: target.path),
                  let info = entries.first(where: { $0.hasPrefix("py_phosphor_icons-") && $0.hasSuffix(".dist-info") }) else {
                return core.map { "Phosphor \($0)" }
            }
            let wheel = info.dropFirst("py_phosphor_icons-".count).dropLast(".dist-info".count)
            return "py-phosphor-icons \(wheel)" + (core.map { " (Phosphor \($0))" } ?? "")
        }
    }
}

/// What a symbol name resolves to: the icon drawn and the facts about it.
public struct ResolvedSymbol: Sendable, Hashable {
    /// The SF Symbols name as written in the spec.
    public let name: String
    /// The icon drawn: its file and set. `alias.name` is ``name``.
    public let alias: SymbolAlias
    /// The table row the icon comes from: ``name`` itself, or the shorter name the SF Symbols
    /// naming grammar led to (`person.crop.circle.badge.plus` → `person.crop.circle`).
    public let row: String
    /// `nil` when the table has a row for ``name``; otherwise one sentence saying which stand-in
    /// is drawn and what of the symbol it leaves out (reported by `check` as an info finding).
    public let standIn: String?
    /// Whether the stand-in leaves out part of what the name means: a dropped word other than an
    /// enclosure or a style (``SymbolTable/styleWords``), e.g. a badge, a count or a second object
    /// (`checkmark.message.fill` drawn as a bare checkmark). `check` and `render` report it as a
    /// warning (`symbol.misleading-stand-in`) instead of the info finding `symbol.stand-in`.
    public let changesMeaning: Bool

    init(name: String, alias: SymbolAlias, row: String, standIn: String?, changesMeaning: Bool = false) {
        self.name = name; self.alias = alias; self.row = row; self.standIn = standIn; self.changesMeaning = changesMeaning
    }
    /// Whether the symbol flips in right-to-left layouts (see ``SymbolTable/mirrorsInRightToLeft(_:rowDefault:)``).
    public var mirrorsInRightToLeft: Bool { alias.mirrorsInRightToLeft }
    /// The icon set drawn from.
    public var source: SymbolSource { alias.source }
    /// The `.fill` name of this symbol when the table lists one (`house` → `house.fill`), else `nil`.
    public var filledVariant: String? { SymbolTable.filledVariant(of: name) }
}
