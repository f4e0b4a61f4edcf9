import NavMockCore
import Foundation
import NavMockRender
import Synchronization

/// What determines NavMock's pixels: library versions and font files (DESIGN.md, "Reference images
/// and the pinned toolchain"). Recorded beside every reference, so that a failure under another
/// toolchain says so.
public struct ToolchainFingerprint: Sendable, Hashable, Codable {
    /// 16 hex digits of a SHA-256 over every component; the value `navmock doctor` prints (when no
    /// user fonts are added).
    public let id: String
    /// cairo, pango, harfbuzz, librsvg, fontconfig, freetype, libpng → version.
    public let libraries: [String: String]
    /// Font file path → SHA-256 of its contents (bundled fonts, then user fonts).
    public let fonts: [String: String]
    /// The user's SF Symbols templates (``SymbolTemplateFolder``): file path → SHA-256 of its
    /// contents; nil (and left out of manifests) when there are none, so that a fingerprint
    /// without templates is the one NavMock always made.
    public let symbolTemplates: [String: String]?

    /// Creates a fingerprint from its parts (for tests and for manifests read back).
    public init(id: String, libraries: [String: String], fonts: [String: String], symbolTemplates: [String: String]? = nil) {
        self.id = id; self.libraries = libraries; self.fonts = fonts; self.symbolTemplates = symbolTemplates
    }

    /// The fingerprint of this process's toolchain, with `userFontFiles` (which come first in the
    /// renderer) and the templates of `sfSymbolsDirectory` (every `NAME.svg` the folder lists,
    /// ``SymbolTemplateFolder/templates()``) included; without templates the id is the one of
    /// the fonts and libraries alone. Computed once per set of font files and folder: hashing
    /// reads the files.
    public static func current(userFontFiles: [String] = [], sfSymbolsDirectory: String? = nil) -> ToolchainFingerprint {
        cache.withLock { c in
            let key = userFontFiles + (sfSymbolsDirectory.map { ["\u{0}sf-symbols", $0] } ?? [])
            if let f = c[key] { return f }
            let libs = Toolchain.libraries.map { ($0.name, $0.version) }
            var fonts = Toolchain.fonts.map { ($0.name, $0.version) }
            for f in userFontFiles { fonts.append((f, Toolchain.sha256(file: f) ?? "unreadable")) }
            let templates = sfSymbolsDirectory.map { SymbolTemplateFolder(directory: $0).templates().map { ($0.path, Toolchain.sha256(file: $0.path) ?? "unreadable") } } ?? []
            var text = (libs + fonts).map { "\($0.0)=\($0.1)" }.joined(separator: "\n")
            if !templates.isEmpty { text += "\n" + templates.map { "sf-symbols-template \($0.0)=\($0.1)" }.joined(separator: "\n") }
            let fp = ToolchainFingerprint(
                id: String(Toolchain.sha256(Array(text.utf8)).prefix(16)),
                libraries: Dictionary(libs, uniquingKeysWith: { a, _ in a }),
                fonts: Dictionary(fonts, uniquingKeysWith: { a, _ in a }),
                symbolTemplates: templates.isEmpty ? nil : Dictionary(templates, uniquingKeysWith: { a, _ in a }))
            c[key] = fp
            return fp
        }
    }

    /// The fingerprint for a renderer made with `options`: its user fonts and SF Symbols templates.
    public static func current(for options: Renderer.Options) -> ToolchainFingerprint {
        current(userFontFiles: options.userFontFiles, sfSymbolsDirectory: options.sfSymbolsDirectory)
    }

    private static let cache = Mutex<[[String]: ToolchainFingerprint]>([:])

    /// What changed from `other` to this one, in words: `cairo 1.16.0 → 1.18.0`,
    /// `font Inter-Regular.otf changed`, `font X.otf added`.
    public func changes(from other: ToolchainFingerprint) -> [String] {
        var out: [String] = []
        for k in Set(libraries.keys).union(other.libraries.keys).sorted() where libraries[k] != other.libraries[k] {
            out.append("\(k) \(other.libraries[k] ?? "none") → \(libraries[k] ?? "none")")
        }
        for k in Set(fonts.keys).union(other.fonts.keys).sorted() where fonts[k] != other.fonts[k] {
            let name = PathText.lastComponent(k)
            if other.fonts[k] == nil { out.append("font \(name) added") }
            else if fonts[k] == nil { out.append("font \(name) removed") }
            else { out.append("font \(name) changed") }
        }
        let mine = symbolTemplates ?? [:], theirs = other.symbolTemplates ?? [:]
        for k in Set(mine.keys).union(theirs.keys).sorted() where mine[k] != theirs[k] {
            let name = PathText.lastComponent(k)
            if theirs[k] == nil { out.append("SF Symbols template \(name) added") }
            else if mine[k] == nil { out.append("SF Symbols template \(name) removed") }
            else { out.append("SF Symbols template \(name) changed") }
        }
        return out
    }
}

/// A value behind a `Synchronization.Mutex`, shared by worker threads. A class around the
/// mutex because a `Mutex` (not copyable) cannot itself be captured by the escaping closures of
/// several threads; the class is `Sendable` because the mutex is.
public final class Locked<Value>: Sendable {
    private let mutex: Mutex<Value>
    /// Wraps `value`.
    public init(_ value: sending Value) { mutex = Mutex(value) }
    /// Runs `body` with the value while holding the lock; rethrows what `body` throws.
    public func withLock<R, E: Error>(_ body: (inout sending Value) throws(E) -> sending R) throws(E) -> sending R {
        try mutex.withLock(body)
    }
}
