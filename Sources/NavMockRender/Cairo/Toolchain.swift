import CCairo
import CNavMockPNG
import CPangoCairo
import CNavMockRsvg
import Foundation

/// The versions of the libraries and fonts that determine NavMock's pixels: reproducible output
/// needs the same fingerprint (DESIGN.md, "Reference images and the pinned toolchain").
public enum Toolchain {
    /// One component of the fingerprint.
    public struct Component: Sendable, Hashable {
        /// Library or font file name.
        public let name: String
        /// Version string, or the SHA-256 of a font file.
        public let version: String
    }

    /// cairo, pango, harfbuzz, librsvg, fontconfig, freetype, libpng versions.
    public static var libraries: [Component] {
        let fc = Int(FcGetVersion())
        var lib: FT_Library?
        var ft = "unknown"
        if FT_Init_FreeType(&lib) == 0, let lib {
            var a: FT_Int = 0, b: FT_Int = 0, c: FT_Int = 0
            FT_Library_Version(lib, &a, &b, &c)
            ft = "\(a).\(b).\(c)"
            FT_Done_FreeType(lib)
        }
        var rsvg: (major: guint, minor: guint, micro: guint) = (0, 0, 0)
        navmock_rsvg_version(&rsvg.major, &rsvg.minor, &rsvg.micro)   // loads librsvg if not yet
        return [
            Component(name: "cairo", version: String(cString: cairo_version_string())),
            Component(name: "pango", version: String(cString: pango_version_string())),
            Component(name: "harfbuzz", version: String(cString: hb_version_string())),
            Component(name: "librsvg", version: navmock_rsvg_load() == nil ? "\(rsvg.major).\(rsvg.minor).\(rsvg.micro)"
                                                               : "not loadable: " + String(cString: navmock_rsvg_load()!)),
            Component(name: "fontconfig", version: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
            Component(name: "freetype", version: ft),
            Component(name: "libpng", version: String(cString: navmock_png_version())),
        ]
    }

    /// SHA-256 (through GLib's checksum) of each bundled font file; "missing" for absent ones.
    public static var fonts: [Component] {
        FontFiles.required.map { Component(name: $0.path, version: sha256(file: $0.path) ?? "missing (apt-get install \($0.package))") }
    }

    /// The whole fingerprint as one short line: a SHA-256 over every component, first 16 hex digits.
    public static var fingerprint: String {
        let text = (libraries + fonts).map { "\($0.name)=\($0.version)" }.joined(separator: "\n")
        return String(sha256(Array(text.utf8)).prefix(16))
    }

    /// SHA-256 of bytes, lower-case hex.
    public static func sha256(_ bytes: [UInt8]) -> String {
        let p = bytes.withUnsafeBufferPointer { g_compute_checksum_for_data(G_CHECKSUM_SHA256, $0.baseAddress, gsize($0.count)) }
        guard let p else { return "" }
        defer { g_free(p) }
        return String(cString: p)
    }

    /// SHA-256 of a file's contents, or nil when unreadable, not a regular file (a FIFO would
    /// block for ever) or over ``RenderLimits/maxFontBytes`` (read through ``BoundedFile``).
    public static func sha256(file: String) -> String? {
        guard let d = try? BoundedFile.read(file, limit: RenderLimits.maxFontBytes) else { return nil }
        return sha256(d)
    }
}

extension Renderer {
    /// Which fonts draw `text` at `size` points and `weight` in `locale` (family and weight per run).
    public func fontsUsed(for text: String, style: TextStyle) -> [String] { fonts.fontsUsed(text, style: style) }
    /// The family list used for `locale`.
    public func familyList(locale: String) -> String { fonts.familyList(locale: locale) }
}

import NavMockCore
