import CCairo
import CPangoCairo
import Foundation
import NavMockCore
import Synchronization

/// The fonts NavMock draws with, and where they come from. NavMock never uses whatever fonts the
/// system happens to have: it builds its own fontconfig configuration from these files.
public enum FontFiles {
    /// A bundled font: its file and the Debian package that installs it.
    public struct Entry: Sendable, Hashable {
        /// Absolute path of the font file.
        public let path: String
        /// The Debian package that provides it.
        public let package: String
        /// The family name it provides.
        public let family: String
    }
    /// Inter (SF-like Latin, Greek, Cyrillic), Noto Sans CJK (Chinese, Japanese, Korean), Noto Sans
    /// Arabic, Hebrew, Looped Thai (like iOS's Thonburi) and Devanagari, Noto Color Emoji, and DejaVu Sans as the last resort.
    public static let required: [Entry] = [
        Entry(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter", family: "Inter"),
        Entry(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", package: "fonts-inter", family: "Inter"),
        Entry(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", package: "fonts-inter", family: "Inter"),
        Entry(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", package: "fonts-inter", family: "Inter"),
        Entry(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk", family: "Noto Sans CJK SC"),
        Entry(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk", family: "Noto Sans CJK SC"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", package: "fonts-noto-core", family: "Noto Sans Arabic"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf", package: "fonts-noto-core", family: "Noto Sans Arabic"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", package: "fonts-noto-core", family: "Noto Sans Hebrew"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf", package: "fonts-noto-core", family: "Noto Sans Hebrew"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoLoopedThai-Regular.ttf", package: "fonts-noto-core", family: "Noto Looped Thai"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoLoopedThai-Bold.ttf", package: "fonts-noto-core", family: "Noto Looped Thai"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", package: "fonts-noto-core", family: "Noto Sans Devanagari"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf", package: "fonts-noto-core", family: "Noto Sans Devanagari"),
        Entry(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji", family: "Noto Color Emoji"),
        Entry(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core", family: "DejaVu Sans"),
        Entry(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core", family: "DejaVu Sans"),
    ]

    /// The CJK family for a locale: zh-Hans → SC, zh-Hant/zh-TW → TC, zh-HK → HK, ja → JP, ko → KR;
    /// anything else SC. Without this fontconfig picks the Japanese forms for Chinese.
    public static func cjkFamily(for locale: String) -> String {
        let l = locale.lowercased()
        if l.hasPrefix("ja") { return "Noto Sans CJK JP" }
        if l.hasPrefix("ko") { return "Noto Sans CJK KR" }
        if l.hasPrefix("zh") {
            if l.contains("hk") || l.contains("mo") { return "Noto Sans CJK HK" }
            if l.contains("hant") || l.contains("tw") { return "Noto Sans CJK TC" }
        }
        return "Noto Sans CJK SC"
    }
}

/// Serialises the work that reaches FreeType faces shared between threads. Cairo keeps one
/// FreeType face per font file for the whole process, whatever the font map; concurrent glyph
/// outline extraction from the same CJK face failed intermittently ("error occurred in
/// libfreetype") when several renderers drew SVG at once. Text measuring and drawing, and vector
/// output (whose glyphs are emitted when the surface finishes), take this lock; image drawing of
/// shapes and icons does not, so parallel PNG rendering keeps its speed-up.
enum FreeTypeLock {
    static let lock = NSRecursiveLock()
    static func with<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// Fonts loaded through NavMock's own fontconfig configuration, and the Pango context that
/// measures and draws with them. One per thread (Pango objects are not thread-safe).
final class FontSystem {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The context text is measured in: always the identity transform, so a measurement never
    /// depends on what was drawn before it.
    let context: OpaquePointer   // PangoContext*
    /// The context text is drawn in, made to match each drawing's transform
    /// (``Renderer/matchTextContext(_:)``). Kept apart from `context`: when they were one, a
    /// drawing at a fractional scale left its transform in the context, and the next spec's
    /// layout (in a batch) or the check's measurements were taken at that scale.
    let drawingContext: OpaquePointer   // PangoContext*
    let fontOptions: OpaquePointer // cairo_font_options_t*
    /// Families of user font files, placed first in every family list.
    let userFamilies: [String]
    let files: [String]

    init(userFontFiles: [String]) throws(RenderError) {
        for e in FontFiles.required where !FileManager.default.isReadableFile(atPath: e.path) {
            throw .fontMissing(file: e.path, package: e.package)
        }
        guard let config = FcConfigCreate() else { throw .backend("fontconfig could not create a configuration") }
        // Directories (so fontconfig's caches are used) holding exactly the bundled files.
        let dirs = Set(FontFiles.required.map { PathText.folder($0.path) })
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\n"
        for d in dirs.sorted() { xml += "  <dir>\(d)</dir>\n" }
        xml += "  <cachedir>/var/cache/fontconfig</cachedir>\n  <cachedir prefix=\"xdg\">fontconfig</cachedir>\n"
        // Only the bundled families' files (and user files, added below) are accepted.
        xml += "  <selectfont><rejectfont><glob>*</glob></rejectfont><acceptfont>\n"
        for e in FontFiles.required { xml += "    <glob>\(e.path)</glob>\n" }
        xml += "  </acceptfont></selectfont>\n"
        // The CJK collections also hold the monospaced faces, which no family list names: left
        // out, every Pango font sort (one per style and size, on its own thread) has 10 faces
        // fewer to order and merge (issue 20).
        xml += "  <selectfont><rejectfont>\n"
        for region in ["SC", "TC", "HK", "JP", "KR"] {
            xml += "    <pattern><patelt name=\"family\"><string>Noto Sans Mono CJK \(region)</string></patelt></pattern>\n"
        }
        xml += "  </rejectfont></selectfont>\n"
        // Pango itemizes emoji-presentation runs (UTS #51: VS16, keycaps, ZWJ sequences, flags,
        // skin tones, Emoji_Presentation characters) with the generic family "emoji" in place of
        // the text's families; fontconfig's stock 60-generic.conf maps it to the colour emoji
        // font. Without that alias a text-default character with VS16 (❤️) fell back to a text
        // glyph (Inter's ❤) drawn in the text colour. VS15 runs stay text (issue 14 §2).
        xml += "  <alias binding=\"same\"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>\n"
        // Bitmap-only fonts (Noto Color Emoji's 109 px strikes) are scaled to the size asked for,
        // as fontconfig's stock 10-scale-bitmap-fonts.conf does; without it an emoji is 109 pt wide.
        xml += """
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>

        """
        let ok = xml.withCString { p in
            FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer(p).assumingMemoryBound(to: FcChar8.self), 1)
        }
        guard ok != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw .backend("fontconfig could not load NavMock's font configuration")
        }
        var families: [String] = []
        for path in userFontFiles {
            // FreeType would block for ever reading a FIFO: only a regular file within the limit.
            do throws(BoundedFile.Failure) { close(try BoundedFile.open(path, limit: RenderLimits.maxFontBytes).fd) }
            catch { FcConfigDestroy(config); throw .userFontUnreadable(path: path, reason: error.description) }
            let before = Self.familyNames(config)
            let added = path.withCString { p in
                FcConfigAppFontAddFile(config, UnsafeRawPointer(p).assumingMemoryBound(to: FcChar8.self))
            }
            guard added != 0 else { FcConfigDestroy(config); throw .userFontUnreadable(path: path, reason: "not a font fontconfig can read") }
            for f in Self.familyNames(config) where !before.contains(f) && !families.contains(f) { families.append(f) }
        }
        userFamilies = families
        files = FontFiles.required.map(\.path) + userFontFiles

        Self.makeCurrentOnce(config)
        guard let fm = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config); throw .backend("pango could not create a font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(fm), config)
        FcConfigDestroy(config)  // the font map holds its own reference
        fontMap = fm
        // 72 dpi: one Pango point is one user-space unit, i.e. one NavMock point.
        pango_cairo_font_map_set_resolution(OpaquePointer(fm), 72)
        context = pango_font_map_create_context(fm)
        drawingContext = pango_font_map_create_context(fm)
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        for c in [context, drawingContext] {
            pango_cairo_context_set_font_options(c, fontOptions)
            pango_cairo_context_set_resolution(c, 72)
            pango_context_set_round_glyph_positions(c, 0)
        }
    }

    /// Whether a font system has made its configuration fontconfig's current one.
    private static let madeCurrent = Mutex<Bool>(false)

    /// Makes the first font system's configuration fontconfig's current (process-wide) one, before
    /// the first Pango font map exists. Pango starts a thread that calls `FcInit()` when its first
    /// font map is created, and waits for it before the first font lookup; without a current
    /// configuration `FcInit()` loads the system's (every file of /etc/fonts, a cache for every
    /// font folder: 3.5–9 ms here, against 0.25 ms for NavMock's own). With this it finds ours
    /// and returns at once. What NavMock draws does not change: its font maps use their own
    /// configuration either way; only a user of the default configuration in the same process
    /// (librsvg drawing an SVG `<text>`) now finds NavMock's fonts instead of the system's.
    private static func makeCurrentOnce(_ config: OpaquePointer) {
        madeCurrent.withLock { done in
            guard !done else { return }
            done = FcConfigSetCurrent(config) != 0
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(drawingContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_font_options_destroy(fontOptions)
    }

    /// Every family name of the fonts in this font system's configuration.
    var familyNames: Set<String> {
        guard let config = pango_fc_font_map_get_config(OpaquePointer(fontMap)) else { return [] }
        return Self.familyNames(config)
    }

    static func familyNames(_ config: OpaquePointer) -> Set<String> {
        var out = Set<String>()
        for set in [FcSetSystem, FcSetApplication] {
            guard let fs = FcConfigGetFonts(config, set) else { continue }
            let n = Int(fs.pointee.nfont)
            for i in 0..<n {
                guard let pat = fs.pointee.fonts[i] else { continue }
                var s: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pat, FC_FAMILY, 0, &s) == FcResultMatch, let s {
                    out.insert(String(cString: UnsafeRawPointer(s).assumingMemoryBound(to: CChar.self)))
                }
            }
        }
        return out
    }

    /// The family list for a locale: user fonts, Inter, the locale's CJK face, the Noto faces of
    /// other scripts, Noto Color Emoji, DejaVu Sans.
    func familyList(locale: String) -> String {
        (userFamilies + ["Inter", FontFiles.cjkFamily(for: locale), "Noto Sans Arabic", "Noto Sans Hebrew",
                         "Noto Looped Thai", "Noto Sans Devanagari", "Noto Color Emoji", "DejaVu Sans"]).joined(separator: ",")
    }

    /// A single-line Pango layout for `text` in `style`, in the measuring context (or `drawing`'s).
    func makeLayout(_ text: String, style: TextStyle, drawing: Bool = false) -> OpaquePointer {
        let layout = pango_layout_new(drawing ? drawingContext : context)!
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, familyList(locale: style.locale))
        pango_font_description_set_absolute_size(desc, style.size * Double(PANGO_SCALE))
        let w: PangoWeight
        switch style.weight {
        case .regular: w = PANGO_WEIGHT_NORMAL
        case .medium: w = PANGO_WEIGHT_MEDIUM
        case .semibold: w = PANGO_WEIGHT_SEMIBOLD
        case .bold: w = PANGO_WEIGHT_BOLD
        }
        pango_font_description_set_weight(desc, w)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_width(layout, -1)
        let attrs = pango_attr_list_new()!
        let lang = pango_language_from_string(style.locale)
        pango_attr_list_insert(attrs, pango_attr_language_new(lang))
        if style.tracking != 0 {
            pango_attr_list_insert(attrs, pango_attr_letter_spacing_new(Int32((style.tracking * Double(PANGO_SCALE)).rounded())))
        }
        addTextPresentationFamilies(text, locale: style.locale, to: attrs)
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        // Cairo puts its context in error for good at a noncharacter (PDF text clusters), which
        // would stop everything drawn after it; the readers refuse them, this keeps any other source safe.
        let safe = text.unicodeScalars.contains(where: MarkupText.isNoncharacter)
            ? String(String.UnicodeScalarView(text.unicodeScalars.filter { !MarkupText.isNoncharacter($0) })) : text
        safe.withCString { pango_layout_set_text(layout, $0, -1) }
        return layout
    }

    /// Text presentation (VS15, ``EmojiPresentation/text``): those runs take the text families
    /// without Noto Color Emoji, so `☺︎` is DejaVu's text glyph in the text's colour rather than the
    /// colour emoji the family list would reach first. (Emoji runs need nothing here: Pango gives
    /// them the "emoji" family, aliased to Noto Color Emoji in the configuration above.)
    private func addTextPresentationFamilies(_ text: String, locale: String, to attrs: OpaquePointer) {
        let runs = EmojiPresentation.runs(in: text).filter { $0.presentation == .text }
        guard !runs.isEmpty else { return }   // most text: no list to build
        let families = familyList(locale: locale).replacingOccurrences(of: "Noto Color Emoji,", with: "")
        for run in runs {
            guard let attr = families.withCString({ pango_attr_family_new($0) }) else { continue }
            attr.pointee.start_index = guint(run.range.lowerBound)
            attr.pointee.end_index = guint(run.range.upperBound)
            pango_attr_list_insert(attrs, attr)
        }
    }

    /// Which font files actually draw `text` in `style` (for `navmock doctor` and tests).
    func fontsUsed(_ text: String, style: TextStyle) -> [String] {
        let layout = makeLayout(text, style: style)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var names: [String] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
               let font = item.pointee.analysis.font, let d = pango_font_describe(font) {
                if let f = pango_font_description_get_family(d) {
                    let s = String(cString: f) + " " + String(pango_font_description_get_weight(d).rawValue)
                    if !names.contains(s) { names.append(s) }
                }
                pango_font_description_free(d)
            }
        } while pango_layout_iter_next_run(iter) != 0
        return names
    }
}

/// Measures text with Pango, exactly as ``Renderer`` draws it (same fonts, unhinted metrics,
/// unrounded glyph positions), in points.
///
/// Why `@unchecked Sendable` is sound: the class has no `var`. Its one mutable state, the cache of
/// measured runs, is inside a `Mutex`. The other stored property, `fonts`, is not `Sendable` only
/// because it holds Pango/Cairo pointers whose objects Pango mutates; every use of them
/// (`measureUncached`, in the font system's measuring context) runs under the process-wide
/// ``FreeTypeLock`` (an `NSRecursiveLock`, not a `Mutex`, because drawing re-enters it), as does
/// the renderer's drawing, which uses the same font map through the drawing context.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    let fonts: FontSystem
    /// Measured runs.
    private let cache = Mutex<[CacheKey: TextMetrics]>([:])
    private struct CacheKey: Hashable { let text: String; let style: TextStyle }

    init(fonts: FontSystem) { self.fonts = fonts }

    /// See ``TextMeasuring/measure(_:style:)``. Units: points, independent of any output scale.
    public func measure(_ text: String, style: TextStyle) -> TextMetrics {
        let key = CacheKey(text: text, style: style)
        if let m = cache.withLock({ $0[key] }) { return m }
        return FreeTypeLock.with { measureUncached(text, style: style, key: key) }
    }

    private func measureUncached(_ text: String, style: TextStyle, key: CacheKey) -> TextMetrics {
        let layout = fonts.makeLayout(text, style: style)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let s = Double(PANGO_SCALE)
        let baseline = Double(pango_layout_get_baseline(layout)) / s
        let m = TextMetrics(width: max(0, Double(logical.width) / s),
                            ascent: baseline - Double(logical.y) / s,
                            descent: Double(logical.y + logical.height) / s - baseline,
                            ink: Rect(x: Double(ink.x) / s, y: Double(ink.y) / s - baseline,
                                      width: Double(ink.width) / s, height: Double(ink.height) / s))
        cache.withLock { cache in
            if cache.count > 4096 { cache.removeAll() }
            cache[key] = m
        }
        return m
    }
}

extension Renderer {
    /// Whether Pango's paragraph direction for `text` is right to left (its first strong
    /// character is Arabic, Hebrew, …), as the PNG's layout (automatic direction) takes it; the
    /// SVG writer says so on a `<text>` that starts right to left.
    static func startsRightToLeft(_ text: String) -> Bool {
        text.withCString { pango_find_base_dir($0, -1) } == PANGO_DIRECTION_RTL
    }
}
