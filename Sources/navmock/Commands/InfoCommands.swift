import Foundation
import NavMockCore
import NavMockRender
import NavMockSnapshot

/// `navmock list devices|symbols|templates`, `navmock schema`, `navmock doctor`.
enum InfoCommands {
    static let listHelp = """
    usage: navmock list devices|symbols|templates|rules [--json]
           navmock list symbols --search WORD [--json]

      devices     the device catalog: name, platform, size in points, scale, safe areas, size classes
      symbols     the symbol table: SF Symbols name → icon file, its set (bootstrap-icons or Phosphor) and
                  whether it mirrors in right-to-left; --search WORD lists the names or files containing WORD
      rules       the guideline rules of `navmock check`: id, severity, summary
      templates   the bundled Templates (found in $NAVMOCK_TEMPLATES, <prefix>/share/navmock/Templates
                  beside the installed binary, or the Templates folder of the source checkout)
      --json      the same rows as a JSON array of objects on stdout, for scripts

    Exit: 0 ok, 1 --search matched nothing, 64 usage, 66 no Templates folder.
    """

    static let lists = ["devices", "symbols", "templates", "rules"]

    static func list(_ args: [String]) -> ExitCode {
        let a: Arguments
        do { a = try Arguments(args, valued: ["search"], boolean: ["json", "help"]) }
        catch { Console.usage(error.message, command: "list"); return .usage }
        if a.has("help") { Console.out(listHelp); return .success }
        guard a.positionals.count == 1, let which = a.positionals.first, lists.contains(which) else {
            var msg = "list takes one of: devices, symbols, templates, rules"
            if a.positionals.count == 1, let s = closest(a.positionals[0], lists) { msg = "unknown list \"\(a.positionals[0])\"; did you mean \"\(s)\"?" }
            Console.usage(msg, command: "list"); return .usage
        }
        if a.value("search") != nil && which != "symbols" { Console.usage("--search goes with list symbols", command: "list"); return .usage }
        let json = a.has("json")
        switch which {
        case "devices":
            func ins(_ e: EdgeInsets) -> String { "\(fmt(e.top))/\(fmt(e.left))/\(fmt(e.bottom))/\(fmt(e.right))" }
            var rows: [[String]] = []
            for d in DeviceCatalog.all {
                let land = d.rotates ? "; " + ins(d.safeAreaLandscape) : ""
                let sc = "\(d.sizeClassesPortrait.horizontal)/\(d.sizeClassesPortrait.vertical)"
                    + (d.rotates ? "; \(d.sizeClassesLandscape.horizontal)/\(d.sizeClassesLandscape.vertical)" : "")
                rows.append([d.name, d.platform.rawValue, "\(fmt(d.screenSize.width))×\(fmt(d.screenSize.height))",
                             "@\(fmt(d.scale))x", ins(d.safeAreaPortrait) + land, sc])
            }
            if json {
                printJSON(DeviceCatalog.all.map { d in
                    DeviceRow(name: d.name, platform: d.platform.rawValue, width: d.screenSize.width, height: d.screenSize.height, scale: d.scale,
                              safeAreaPortrait: .init(d.safeAreaPortrait), safeAreaLandscape: d.rotates ? .init(d.safeAreaLandscape) : nil,
                              sizeClassesPortrait: "\(d.sizeClassesPortrait.horizontal)/\(d.sizeClassesPortrait.vertical)",
                              sizeClassesLandscape: d.rotates ? "\(d.sizeClassesLandscape.horizontal)/\(d.sizeClassesLandscape.vertical)" : nil)
                })
            } else {
                table(["NAME", "PLATFORM", "POINTS", "SCALE", "SAFE AREA T/L/B/R (portrait; landscape)", "SIZE CLASSES W/H (portrait; landscape)"], rows)
            }
        case "symbols":
            return listSymbols(search: a.value("search"), json: json)
        case "rules":
            if json {
                printJSON(Checker.rules.map { RuleRow(id: $0.id.rawValue, severity: $0.severity.rawValue, summary: $0.summary,
                                                      guideline: $0.guideline, helpUri: SARIF.guidelineLink($0.guideline)) })
            } else {
                table(["RULE", "SEVERITY", "SUMMARY"], Checker.rules.map { [$0.id.rawValue, $0.severity.rawValue, $0.summary] })
            }
        default:
            guard let dir = Templates.directory else {
                if let e = Templates.environmentValue {
                    Console.error("NAVMOCK_TEMPLATES names \(e), which does not exist; point it at the Templates folder or unset it")
                } else {
                    Console.error("no Templates folder found; set NAVMOCK_TEMPLATES to the folder")
                }
                return .noInput
            }
            let files = InputExpander.expand([dir]).inputs
            if json { printJSON(files.map { TemplateRow(path: $0.path, name: $0.relativeStem) }) }
            else { for f in files { Console.out(f.path) } }
        }
        return .success
    }

    struct Insets: Encodable {
        let top, left, bottom, right: Double
        init(_ e: EdgeInsets) { top = e.top; left = e.left; bottom = e.bottom; right = e.right }
    }
    struct DeviceRow: Encodable {
        let name, platform: String; let width, height, scale: Double
        let safeAreaPortrait: Insets; let safeAreaLandscape: Insets?
        let sizeClassesPortrait: String; let sizeClassesLandscape: String?
    }
    struct RuleRow: Encodable { let id, severity, summary, guideline: String; let helpUri: String? }
    struct SymbolRow: Encodable { let name, file, set: String; let mirrorsInRightToLeft: Bool }
    struct TemplateRow: Encodable { let path, name: String }

    /// Rows as pretty JSON with sorted keys on stdout.
    static func printJSON<T: Encodable>(_ rows: T) {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let d = try? e.encode(rows) { Console.out(String(decoding: d, as: UTF8.self)) }
    }

    /// `list symbols [--search WORD]`: name, icon file, right-to-left; exit 0, or 1 when nothing matches.
    static func listSymbols(search: String?, json: Bool = false) -> ExitCode {
        let rows = search.map(SymbolTable.search) ?? SymbolTable.entries
        guard !rows.isEmpty else {
            Console.error("no symbol name or icon file contains \"\(search ?? "")\""); return .failure
        }
        let bootstrap = Renderer.Options(environment: ProcessInfo.processInfo.environment).iconThemeDirectory, phosphor = SymbolSource.phosphor.directory()
        let file = { (s: SymbolAlias) in (s.source == .bootstrap ? bootstrap : phosphor) + "/" + s.source.relativePath(of: s.file) }
        if json {
            printJSON(rows.map { SymbolRow(name: $0.name, file: file($0), set: $0.source.displayName, mirrorsInRightToLeft: $0.mirrorsInRightToLeft) })
        } else {
            table(["SYMBOL", "FILE", "RTL"], rows.map { [$0.name, file($0), $0.mirrorsInRightToLeft ? "mirrors" : ""] })
        }
        return .success
    }

    /// Prints a header and rows with every column as wide as its widest cell (two spaces apart).
    static func table(_ header: [String], _ rows: [[String]]) {
        var widths = header.map(\.count)
        for r in rows { for (i, c) in r.enumerated() where i < widths.count { widths[i] = max(widths[i], c.count) } }
        for r in [header] + rows {
            var s = ""
            for (i, c) in r.enumerated() {
                s += i < r.count - 1 ? c + String(repeating: " ", count: widths[i] - c.count + 2) : c
            }
            Console.out(s)
        }
    }

    static func fmt(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }

    static let schemaHelp = """
    usage: navmock schema

    Prints the JSON Schema (draft 2020-12) of the spec format on stdout.

    Exit: 0 ok, 64 usage, 74 stdout failed.
    """

    static func schema(_ args: [String]) -> ExitCode {
        if args == ["--help"] || args == ["-h"] { Console.out(schemaHelp); return .success }
        guard args.isEmpty else { Console.usage("schema takes no arguments", command: "schema"); return .usage }
        Console.outRaw(SpecSchema.text)
        return .success
    }

    static let doctorHelp = """
    usage: navmock doctor [--font FILE]... [--sf-symbols DIR]

    Prints the versions of cairo, pango, harfbuzz, librsvg, fontconfig, freetype and libpng, the
    font files with their SHA-256, the icon theme, and the toolchain fingerprint that references
    record, and the navmock.json in use (found in the current folder or above it, up to the
    repository root). Fonts added with --font (repeatable), NAVMOCK_FONTS=file1:file2 or
    navmock.json's "fonts" are listed and counted in the fingerprint, as `navmock test` counts them;
    so are SF Symbols templates from --sf-symbols DIR, NAVMOCK_SF_SYMBOLS or navmock.json's
    "sfSymbols" (docs/apple-assets.md), each with the variant drawn.

    Exit: 0 ok, 64 usage or a wrong navmock.json, 66 a font named by --font or NAVMOCK_FONTS is missing or unreadable
    (or the --sf-symbols folder),
    70 a bundled font or an icon set is missing.
    """

    static func doctor(_ args: [String]) -> ExitCode {
        var a: Arguments
        do { a = try Arguments(args, valued: ["font", "sf-symbols"], boolean: ["help"]) }
        catch { Console.usage(error.message, command: "doctor"); return .usage }
        if a.has("help") { Console.out(doctorHelp); return .success }
        guard a.positionals.isEmpty else { Console.usage("doctor takes no arguments", command: "doctor"); return .usage }
        let userFonts: [String]
        let rendererOptions: Renderer.Options
        let configPath = ProjectConfig.find(from: FileManager.default.currentDirectoryPath)
        do throws(Failure) {
            try Common.applyConfig(&a, accepting: ["font", "sf-symbols"])
            rendererOptions = try Common.rendererOptions(a)
            userFonts = rendererOptions.userFontFiles
        } catch { Console.error(error.text); return error.code }
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
        let templatesOK = AppleAssets.printDoctorLines(rendererOptions)
        Console.out("configuration: " + (configPath ?? "none (no navmock.json in the current folder or above it, up to the repository root)"))
        if let cache = Renderer.Options(environment: ProcessInfo.processInfo.environment).iconMaskCacheDirectory {
            if let why = Renderer.iconMaskCacheProblem(in: cache) { Console.out("cache: \(cache) not used: \(why) (it must be yours and not writable by others)") }
            else { Console.out("cache: \(cache) (\(Renderer.cachedIconMaskCount(in: cache)) icon masks; NAVMOCK_CACHE_DIR sets the folder, empty turns it off)") }
        } else {
            Console.out("cache: off (NAVMOCK_CACHE_DIR is empty, or no HOME): icons are drawn through librsvg in every process")
        }
        Console.out("templates: \(Templates.directory ?? Templates.environmentValue.map { "\($0) (from NAVMOCK_TEMPLATES) does not exist" } ?? "not found (set NAVMOCK_TEMPLATES)")")
        Console.out("fingerprint: \(ToolchainFingerprint.current(for: rendererOptions).id)")
        if ok && iconsOK, let r = try? Renderer(options: rendererOptions) {
            let samples: [(String, String)] = [("Notifications", "en"), ("闹钟", "zh-Hans"), ("時計", "ja"), ("시계", "ko")]
            Console.out("text resolves to:")
            for (t, l) in samples {
                Console.out("  \(t) [\(l)] → " + r.fontsUsed(for: t, style: TextStyle(size: 10, weight: .medium, locale: l)).joined(separator: ", "))
            }
        }
        if !userFontsOK || !templatesOK { return .noInput }
        return ok && iconsOK ? .success : .software
    }
}

/// Where the bundled Templates are found.
enum Templates {
    /// `NAVMOCK_TEMPLATES` when set and not empty.
    static var environmentValue: String? {
        ProcessInfo.processInfo.environment["NAVMOCK_TEMPLATES"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The running executable, symlinks resolved: `/proc/self/exe` (the kernel's record of the
    /// file it runs), else `Bundle.main.executablePath`. Never `argv[0]`, which is only the
    /// name the binary was started by (`navmock`, found through `PATH`, or a symlink's path).
    static var executable: URL? {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), target.hasPrefix("/") {
            return URL(fileURLWithPath: target).resolvingSymlinksInPath()
        }
        return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
    }

    /// `NAVMOCK_TEMPLATES`; else `<prefix>/share/navmock/Templates` beside the executable
    /// (`<prefix>/bin/navmock`, symlinks resolved); else the `Templates` folder of the source
    /// checkout the executable was built in.
    static var directory: String? {
        let fm = FileManager.default
        if let e = environmentValue { return fm.fileExists(atPath: e) ? e : nil }
        guard let exe = executable else { return nil }
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
