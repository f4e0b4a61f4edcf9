import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock list devices|symbols|templates`, `navmock schema`, `navmock doctor`.
enum InfoCommands {
    static let listHelp = """
    usage: navmock list devices|symbols|templates|rules
           navmock list symbols --search WORD

      devices     the device catalog: name, platform, size in points, scale, safe areas, size classes
      symbols     the symbol table: SF Symbols name → icon file, its set (bootstrap-icons or Phosphor) and
                  whether it mirrors in right-to-left; --search WORD lists the names or files containing WORD
      rules       the guideline rules of `navmock check`: id, severity, summary
      templates   the bundled Templates (found in $NAVMOCK_TEMPLATES, <prefix>/share/navmock/Templates
                  beside the installed binary, or the Templates folder of the source checkout)
    """

    static func list(_ args: [String]) -> ExitCode {
        if args.count == 3, args[0] == "symbols", args[1] == "--search" { return listSymbols(search: args[2]) }
        guard args.count == 1 else { Console.error("list takes one of: devices, symbols, templates, rules\n" + listHelp); return .usage }
        switch args[0] {
        case "--help", "-h": Console.out(listHelp)
        case "devices":
            func ins(_ e: EdgeInsets) -> String { "\(fmt(e.top))/\(fmt(e.left))/\(fmt(e.bottom))/\(fmt(e.right))" }
            Console.out(pad(["NAME", "PLATFORM", "POINTS", "SCALE", "SAFE AREA T/L/B/R (portrait; landscape)", "SIZE CLASSES W/H (portrait; landscape)"]))
            for d in DeviceCatalog.all {
                let land = d.rotates ? "; " + ins(d.safeAreaLandscape) : ""
                let sc = "\(d.sizeClassesPortrait.horizontal)/\(d.sizeClassesPortrait.vertical)"
                    + (d.rotates ? "; \(d.sizeClassesLandscape.horizontal)/\(d.sizeClassesLandscape.vertical)" : "")
                Console.out(pad([d.name, d.platform.rawValue, "\(fmt(d.screenSize.width))×\(fmt(d.screenSize.height))",
                                 "@\(fmt(d.scale))x", ins(d.safeAreaPortrait) + land, sc]))
            }
        case "symbols":
            return listSymbols(search: nil)
        case "rules":
            for r in Checker.rules {
                let id = r.id.rawValue
                Console.out(id + String(repeating: " ", count: max(1, 38 - id.count)) + r.severity.rawValue
                            + String(repeating: " ", count: 9 - r.severity.rawValue.count) + r.summary)
            }
        case "templates":
            guard let dir = Templates.directory else {
                if let e = Templates.environmentValue {
                    Console.error("NAVMOCK_TEMPLATES names \(e), which does not exist; point it at the Templates folder or unset it")
                } else {
                    Console.error("no Templates folder found; set NAVMOCK_TEMPLATES to the folder")
                }
                return .noInput
            }
            let files = InputExpander.expand([dir]).inputs
            for f in files { Console.out(f.path) }
        default:
            var msg = "unknown list \"\(args[0])\""
            if let s = closest(args[0], ["devices", "symbols", "templates", "rules"]) { msg += "; did you mean \"\(s)\"?" }
            Console.error(msg); return .usage
        }
        return .success
    }

    /// `list symbols [--search WORD]`: name, icon file, right-to-left; exit 0, or 1 when nothing matches.
    static func listSymbols(search: String?) -> ExitCode {
        let rows = search.map(SymbolTable.search) ?? SymbolTable.entries
        guard !rows.isEmpty else {
            Console.error("no symbol name or icon file contains \"\(search ?? "")\""); return .failure
        }
        let bootstrap = Renderer.Options(environment: ProcessInfo.processInfo.environment).iconThemeDirectory, phosphor = SymbolSource.phosphor.directory()
        Console.out(pad(["SYMBOL", "FILE", "RTL"]))
        for s in rows {
            let dir = s.source == .bootstrap ? bootstrap : phosphor
            Console.out(pad([s.name, dir + "/" + s.source.relativePath(of: s.file), s.mirrorsInRightToLeft ? "mirrors" : ""]))
        }
        return .success
    }

    static func pad(_ cols: [String]) -> String {
        let widths = [34, 10, 11, 7, 36]
        var s = ""
        for (i, c) in cols.enumerated() {
            if i < widths.count && i < cols.count - 1 {
                s += c + String(repeating: " ", count: max(1, widths[i] - c.count))
            } else { s += c }
        }
        return s
    }

    static func fmt(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }

    static func schema(_ args: [String]) -> ExitCode {
        if args.contains("--help") { Console.out("usage: navmock schema\n\nPrints the JSON Schema (draft 2020-12) of the spec format."); return .success }
        guard args.isEmpty else { Console.error("schema takes no arguments"); return .usage }
        Console.outRaw(SpecSchema.text)
        return .success
    }

    static let doctorHelp = """
    usage: navmock doctor [--font FILE]...

    Prints the versions of cairo, pango, harfbuzz, librsvg, fontconfig, freetype and libpng, the
    font files with their SHA-256, the icon theme, and the toolchain fingerprint that references
    record. Fonts added with --font (repeatable) or NAVMOCK_FONTS=file1:file2 are listed and
    counted in the fingerprint, as `navmock test` counts them.

    Exit: 0 ok, 64 usage, 66 a font named by --font or NAVMOCK_FONTS is missing or unreadable,
    70 a bundled font or an icon set is missing.
    """

    static func doctor(_ args: [String]) -> ExitCode {
        let a: Arguments
        do { a = try Arguments(args, valued: ["font"], boolean: ["help"]) }
        catch { Console.error(error.message + "\n" + doctorHelp); return .usage }
        if a.has("help") { Console.out(doctorHelp); return .success }
        guard a.positionals.isEmpty else { Console.error("doctor takes no spec\n" + doctorHelp); return .usage }
        let userFonts: [String]
        do throws(Failure) { userFonts = try Common.rendererOptions(a).userFontFiles } catch { Console.error(error.text); return error.code }
        var userFontsOK = true
        Console.out("navmock \(NavMockVersion.string)")
        Console.out("libraries:")
        for c in Toolchain.libraries { Console.out("  \(c.name) \(c.version)") }
        Console.out("fonts:")
        var ok = true
        for c in Toolchain.fonts {
            Console.out("  \(c.name) \(c.version)")
            if c.version.hasPrefix("missing") { ok = false }
        }
        for f in userFonts {
            if let h = Toolchain.sha256(file: f) { Console.out("  \(f) sha256:\(h) (added, comes first)") }
            else { Console.out("  \(f) MISSING or unreadable (named by --font or NAVMOCK_FONTS)"); userFontsOK = false }
        }
        var iconsOK = true
        Console.out("icons: \(SymbolTable.entries.count) SF Symbols names mapped, more through the naming grammar")
        for set in SymbolSource.allCases {
            let dir = set == .bootstrap ? Renderer.Options(environment: ProcessInfo.processInfo.environment).iconThemeDirectory : set.directory()
            let rows = SymbolTable.entries.filter { $0.source == set }.count
            guard FileManager.default.fileExists(atPath: dir) else {
                iconsOK = false
                Console.out("  \(set.displayName): \(dir) MISSING (\(set.installHint))"); continue
            }
            Console.out("  \(set.displayName) \(set.installedVersion() ?? "(version unknown)"), \(set.license): \(dir) (\(rows) names)")
        }
        Console.out("templates: \(Templates.directory ?? Templates.environmentValue.map { "\($0) (from NAVMOCK_TEMPLATES) does not exist" } ?? "not found (set NAVMOCK_TEMPLATES)")")
        Console.out("fingerprint: \(ToolchainFingerprint.current(userFontFiles: userFonts).id)")
        if ok && iconsOK, let r = try? Renderer(options: .init(environment: ProcessInfo.processInfo.environment)) {
            let samples: [(String, String)] = [("Notifications", "en"), ("闹钟", "zh-Hans"), ("時計", "ja"), ("시계", "ko")]
            Console.out("text resolves to:")
            for (t, l) in samples {
                Console.out("  \(t) [\(l)] → " + r.fontsUsed(for: t, style: TextStyle(size: 10, weight: .medium, locale: l)).joined(separator: ", "))
            }
        }
        if !userFontsOK { return .noInput }
        return ok && iconsOK ? .success : .software
    }
}

/// Where the bundled Templates are found.
enum Templates {
    /// `NAVMOCK_TEMPLATES` when set and not empty.
    static var environmentValue: String? {
        ProcessInfo.processInfo.environment["NAVMOCK_TEMPLATES"].flatMap { $0.isEmpty ? nil : $0 }
    }

    static var directory: String? {
        let fm = FileManager.default
        if let e = environmentValue { return fm.fileExists(atPath: e) ? e : nil }
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        let installed = dir.deletingLastPathComponent().appendingPathComponent("share/navmock/Templates").path
        if fm.fileExists(atPath: installed) { return installed }
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Templates").path
            if fm.fileExists(atPath: candidate), fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }
}

/// The tool's version.
enum NavMockVersion {
    static let string = "0.1.0"
}
