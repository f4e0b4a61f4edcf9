import Foundation
import NavMockCore

/// Why a scene could not be rendered. The CLI maps each case to an exit code (DESIGN.md).
public enum RenderError: Error, Sendable, CustomStringConvertible {
    /// A file the spec names (icon, backdrop image) does not exist or cannot be read. Exit 66.
    case missingFile(FileReference, resolvedPath: String, reason: String)
    /// A file the spec names exists but is not usable (malformed SVG or PNG, too large). Exit 66.
    case unreadableFile(FileReference, resolvedPath: String, reason: String)
    /// A file path leaves the folders NavMock may read from (the spec's folder, `--icons` folders). Exit 65.
    case pathNotAllowed(FileReference, reason: String)
    /// An SVG icon is refused by ``IconCheck`` before librsvg sees it: an element, attribute or
    /// reference outside the allow-list (a filter, an image, an external `href`), or a bound
    /// exceeded (nesting, elements, ``IconComplexity``'s expansion limits). Exit 65.
    case iconTooComplex(FileReference, resolvedPath: String, reason: String)
    /// The output would exceed a pixel bound (Cairo refuses sides over 32,767 px). Exit 65.
    case canvasTooLarge(width: Int, height: Int, limit: String)
    /// A font file NavMock needs is not installed; `package` names the Debian package. Exit 70.
    case fontMissing(file: String, package: String)
    /// A user font file (flag or `NAVMOCK_FONTS`) could not be loaded. Exit 66.
    case userFontUnreadable(path: String, reason: String)
    /// The user's SF Symbols template for `symbol` (``SymbolTemplateFolder``) cannot be used:
    /// `location` is its path, with `:LINE:COLUMN` when the problem has a place. Exit 66.
    case symbolTemplateUnusable(location: String, symbol: String, reason: String)
    /// An icon set (bootstrap-icons or Phosphor, ``SymbolSource``) is missing. Exit 70.
    case iconThemeMissing(directory: String)
    /// Cairo, Pango, librsvg or libpng failed. Exit 70.
    case backend(String)

    /// A short lower-case clause.
    public var description: String {
        switch self {
        case .missingFile(let f, let p, let r): return "\(f.jsonPath): cannot read \"\(p)\": \(r)"
        case .unreadableFile(let f, let p, let r): return "\(f.jsonPath): \"\(p)\" is not usable: \(r)"
        case .pathNotAllowed(let f, let r): return "\(f.jsonPath): \(r)"
        case .iconTooComplex(let f, let p, let r): return "\(f.jsonPath): \"\(p)\" is refused: \(r)"
        case .canvasTooLarge(let w, let h, let l) where w < 1 || h < 1:
            return "the output would be \(w) × \(h) pixels, under the \(l); use a larger scale or canvas"
        case .canvasTooLarge(let w, let h, let l): return "the output would be \(w) × \(h) pixels, over the limit of \(l); use a smaller scale or canvas"
        case .fontMissing(let f, let p): return "font file \(f) is missing; install it with `apt-get install \(p)`"
        case .userFontUnreadable(let p, let r): return "font file \"\(p)\" cannot be loaded: \(r)"
        case .symbolTemplateUnusable(let l, let s, let r): return "\(l): the SF Symbols template for \"\(s)\" is not usable: \(r)"
        case .iconThemeMissing(let d):
            // A set's own default folder: it is not installed. Any other folder was named by an
            // environment variable (through the CLI) or the renderer's options.
            let sets: [SymbolSource] = [.bootstrap, .phosphor]
            if let set = sets.first(where: { $0.defaultDirectory == d }) {
                return "the icon set \(set.displayName) is missing (\(d)); install it with `\(set.installHint)`"
            }
            let names = sets.map { "\($0.environmentVariable) (\($0.displayName))" }.joined(separator: " or ")
            return "the icon folder \(d) does not exist; point \(names) at the set's folder, or unset it to use the set's default folder"
        case .backend(let m): return m
        }
    }
    /// The file reference concerned, if any (for `FILE:LINE:COLUMN` in messages).
    public var fileReference: FileReference? {
        switch self {
        case .missingFile(let f, _, _), .unreadableFile(let f, _, _), .pathNotAllowed(let f, _), .iconTooComplex(let f, _, _): return f
        default: return nil
        }
    }
}

/// Bounds of the renderer, each named in the error that hits it.
public enum RenderLimits {
    /// Cairo refuses image sides over 32,767 px.
    public static let maxPixelSide = 32_767
    /// Largest output image, in pixels (width × height): 100 megapixels.
    public static let maxPixels = 100_000_000
    /// Largest SVG icon file, bytes.
    public static let maxIconBytes = 1 << 20
    /// Largest backdrop PNG file, bytes.
    public static let maxImageBytes = 32 << 20
    /// Largest backdrop PNG, pixels per side.
    public static let maxImageSide = 8192
    /// Largest image a spec places by a content mode (`UITabBarAppearance`'s background, shadow
    /// and selection indicator images, decoded whole), in pixels (width × height) read from its
    /// header before decoding: 4 Mpx, 16 MiB decoded (3840 × 1000 covers a tvOS bar at @2x). With
    /// the three such images a bar has, a spec stays within the README's 110 MB.
    public static let maxPlacedImagePixels = 4 << 20
    /// Largest PNG file NavMock compares (a snapshot reference, a `navmock diff` input): one of
    /// ``maxPixels`` stored uncompressed (4 bytes a pixel, a filter byte a row, zlib's 5 bytes
    /// per 64 KiB block, chunk headers) fits with the 1/256 and 1 MiB of slack: 402,611,076 bytes.
    public static let maxComparedPNGBytes = maxPixels * 4 + maxPixels * 4 / 256 + (1 << 20)
    /// Largest font file (`--font`, `NAVMOCK_FONTS`) hashed into the toolchain fingerprint: 256 MiB.
    public static let maxFontBytes = 256 << 20
}

/// An output format: PNG at a scale, SVG, or PDF.
public enum OutputFormat: Sendable, Hashable {
    /// PNG at `scale` device pixels per point: exactly `round(points × scale)` pixels per side.
    case png(scale: Double)
    /// SVG in user units with a viewBox in points; byte-stable.
    case svg
    /// PDF, one page, in points.
    case pdf
}
