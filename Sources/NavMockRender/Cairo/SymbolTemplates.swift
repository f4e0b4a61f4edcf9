import Foundation
import NavMockCore
import Synchronization

/// A folder of SF Symbols templates exported from Apple's SF Symbols app (File › Export
/// Template), one `NAME.svg` per symbol (`house.fill.svg`), given with `--sf-symbols DIR`,
/// `NAVMOCK_SF_SYMBOLS` or `navmock.json`'s `"sfSymbols"`. A symbol whose template is there is
/// drawn from it instead of its stand-in: the variant the tab bar uses
/// (``SymbolTemplateVariant/tabBar``), its paths alone (``SymbolTemplate/glyph(preferring:)``).
/// Nothing is read until a symbol is drawn; a folder without a symbol's file changes nothing.
public struct SymbolTemplateFolder: Sendable, Hashable {
    /// The folder, as given.
    public let directory: String
    /// Most templates ``templates()`` lists (and the fingerprint hashes).
    public static let maxListed = 10_000

    /// A folder of templates.
    public init(directory: String) { self.directory = directory }

    /// Whether `name` can be a template's file name: an SF Symbols name (letters, digits and
    /// `.`), not starting with a point, so that it names a file in the folder and nothing else.
    static func isSymbolName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-" }
    }

    /// The template file of symbol `name` (`DIR/NAME.svg`) when it is a regular file, else nil.
    public func file(for name: String) -> String? {
        guard Self.isSymbolName(name) else { return nil }
        let p = (directory as NSString).appendingPathComponent(name + ".svg")
        var st = stat()
        guard stat(p, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return p
    }

    /// Every template in the folder: the symbol name and the file, sorted by name; at most
    /// ``maxListed``. Empty when the folder cannot be read.
    public func templates() -> [(name: String, path: String)] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let names = entries.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.filter(Self.isSymbolName).sorted()
        return names.prefix(Self.maxListed).compactMap { n in file(for: n).map { (n, $0) } }
    }

    /// Reads the template of `name` at `path` and returns the SVG NavMock draws of it: one
    /// variant's paths (``SymbolTemplate/glyph(preferring:)``), nothing else of the file.
    /// - Throws: ``RenderError/symbolTemplateUnusable(location:symbol:reason:)``.
    static func glyph(_ name: String, at path: String, variant: SymbolTemplateVariant = .tabBar) throws(RenderError) -> SymbolTemplate.Glyph {
        let bytes: [UInt8]
        do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(path, limit: SymbolTemplate.Limits.maxBytes) }
        catch {
            if case .tooLarge(let size, let limit) = error {
                throw .symbolTemplateUnusable(location: path, symbol: name, reason: SymbolTemplateProblem.tooLarge(size: size, limit: limit).reason)
            }
            throw .symbolTemplateUnusable(location: path, symbol: name, reason: error.description)
        }
        do throws(SymbolTemplateProblem) { return try SymbolTemplate.read(bytes).glyph(preferring: variant) }
        catch {
            let location = error.position.map { "\(path):\($0.line):\($0.column)" } ?? path
            throw .symbolTemplateUnusable(location: location, symbol: name, reason: error.reason)
        }
    }
}

extension IconStore {
    /// What ``path(for:baseDirectory:)`` returns for a symbol drawn from a template: this
    /// prefix and the template's path. No resolved file path starts so (they are absolute).
    static let templatePrefix = "sf-template:"

    /// Whether `path` (from ``path(for:baseDirectory:)``) is a template's key: Apple's glyph at
    /// the design's weight, drawn as it is (never emboldened like the stand-ins on glass).
    static func isTemplate(_ path: String) -> Bool { path.hasPrefix(templatePrefix) }

    /// The key of symbol `name`'s template when the folder has one, else nil.
    func templateKey(for name: String) -> String? {
        symbolTemplates?.file(for: name).map { Self.templatePrefix + $0 }
    }

    /// The ``Source`` of a symbol drawn from a template (`path` from ``templateKey(for:)``): the
    /// minimal SVG of the tab bar's variant, written by ``SymbolTemplate``; nil for any other path.
    /// Never storable: no drawing of a user's Apple template is kept on disk (``IconMaskStore``).
    /// - Throws: ``RenderError/symbolTemplateUnusable(location:symbol:reason:)``.
    func templateSource(for image: ImageReference, at path: String) throws(RenderError) -> Source? {
        guard path.hasPrefix(Self.templatePrefix), case .symbol(let name) = image else { return nil }
        let glyph = try SymbolTemplateFolder.glyph(name, at: String(path.dropFirst(Self.templatePrefix.count)))
        let bytes = Array(glyph.svg.utf8)
        return Source(data: Data(bytes), digest: Toolchain.sha256(bytes), storable: false)
    }
}

extension SceneIcon {
    /// This icon drawn as it is: not emboldened (what a user's SF Symbols template is, at the
    /// design's weight already; ``IconStore/isTemplate(_:)``).
    var drawnAsIs: SceneIcon {
        var plain = self
        plain.emboldened = false
        plain.outline = 0
        plain.targetStroke = nil
        return plain
    }
}
