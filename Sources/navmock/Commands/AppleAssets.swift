import Foundation
import NavMockCore
import NavMockRender

/// Apple's own assets, when the user has them (docs/apple-assets.md): `--sf-symbols DIR` (or
/// `NAVMOCK_SF_SYMBOLS`, or `navmock.json`'s `"sfSymbols"`), a folder of SF Symbols templates
/// drawn instead of the stand-ins; SF Pro, SF Compact and SF Arabic font files come through
/// `--font` like any other font.
enum AppleAssets {
    /// Sets the renderer's template folder from `--sf-symbols` (which wins over
    /// `NAVMOCK_SF_SYMBOLS`, already in `options`).
    /// - Throws: ``Failure`` (66) when the folder does not exist.
    static func apply(_ a: Arguments, to options: inout Renderer.Options) throws(Failure) {
        if let d = a.value("sf-symbols") { options.sfSymbolsDirectory = d }
        guard let d = options.sfSymbolsDirectory else { return }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: d, isDirectory: &isDir), isDir.boolValue else {
            let from = a.value("sf-symbols") != nil ? "--sf-symbols" : "NAVMOCK_SF_SYMBOLS (or navmock.json's \"sfSymbols\")"
            throw Failure(code: .noInput, text: "\(from) \(d): no such folder")
        }
    }

    /// Most templates `doctor` names one by one.
    static let maxListed = 50

    /// `doctor`'s lines for the templates (each with its hash and the variant drawn, or why it
    /// cannot be used) and the Apple fonts among the user fonts. Returns false when a template
    /// cannot be used.
    @discardableResult
    static func printDoctorLines(_ options: Renderer.Options) -> Bool {
        var ok = true
        for f in options.userFontFiles where isAppleFont(f) {
            Console.out("  \(PathText.lastComponent(f)) is one of Apple's San Francisco fonts: its licence governs mockups made with it (docs/apple-assets.md)")
        }
        guard let dir = options.sfSymbolsDirectory else {
            Console.out("sf symbols: none (--sf-symbols DIR, NAVMOCK_SF_SYMBOLS or navmock.json's \"sfSymbols\" draws Apple's templates instead of the stand-ins)")
            return true
        }
        let folder = SymbolTemplateFolder(directory: dir)
        let all = folder.templates()
        Console.out("sf symbols: \(dir) (\(all.count) template\(all.count == 1 ? "" : "s"), drawn in the tab bar's variant \(SymbolTemplateVariant.tabBar) or the nearest a file has; Apple's licence governs their use: docs/apple-assets.md)")
        for (k, t) in all.enumerated() {
            let listed = k < maxListed
            guard let bytes = try? BoundedFile.read(t.path, limit: SymbolTemplate.Limits.maxBytes) else {
                ok = false
                if listed { Console.out("  \(t.name): \(t.path) NOT USABLE: cannot be read, or over \(SymbolTemplate.Limits.maxBytes) bytes") }
                continue
            }
            do throws(SymbolTemplateProblem) {
                let glyph = try SymbolTemplate.read(bytes).glyph(preferring: .tabBar)
                if listed { Console.out("  \(t.name): \(t.path) sha256:\(Toolchain.sha256(bytes)) variant \(glyph.variant)") }
            } catch {
                ok = false
                let at = error.position.map { ":\($0.line):\($0.column)" } ?? ""
                if listed { Console.out("  \(t.name): \(t.path)\(at) NOT USABLE: \(error.reason)") }
            }
        }
        if all.count > maxListed { Console.out("  … and \(all.count - maxListed) more") }
        return ok
    }

    /// Whether a font file is one of Apple's San Francisco fonts, by the file names Apple's
    /// installers use (`SF-Pro-Text-Regular.otf`, `SF-Compact.ttf`, `SF-Arabic.ttf`, `SFNS.ttf`).
    static func isAppleFont(_ path: String) -> Bool {
        let n = PathText.lastComponent(path)
        return n.hasPrefix("SF-") || n.hasPrefix("SFNS") || n.hasPrefix("SFPro") || n.hasPrefix("SFCompact") || n.hasPrefix("SFArabic")
    }
}
