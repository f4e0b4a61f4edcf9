import Foundation
import NavMockCore
import Synchronization

/// Reads the app's strings a spec names in `strings` (String Catalogs, `.strings` files, `.lproj`
/// folders, or a folder holding them), from the spec's folder and below only, into a
/// ``StringTable`` for ``VariantExpander/matrix(_:extra:options:strings:)``.
public enum StringFiles {
    /// Most files one spec may read through `strings` (a folder of `.lproj` folders counts each).
    public static let maxFiles = 200

    /// The app's strings a project names for every spec (`navmock.json`'s `"strings"`).
    public struct ProjectStrings: Sendable, Equatable {
        /// The `strings` value as written in the file (a list of paths, relative to `folder`).
        public var entries: JSONNode
        /// The folder of the configuration file: paths resolve against it and must stay inside it.
        public var folder: String
        /// The configuration file as shown in messages.
        public var file: String
        /// Creates the project's strings.
        public init(entries: JSONNode, folder: String, file: String) {
            self.entries = entries; self.folder = folder; self.file = file
        }
        /// Same file, folder and paths (positions aside).
        public static func == (a: ProjectStrings, b: ProjectStrings) -> Bool {
            func paths(_ n: JSONNode) -> [String] {
                guard case .array(let items) = n.value else { return [] }
                return items.map { if case .string(let s) = $0.value { return s }; return "\u{0}" + $0.kindName }
            }
            return a.file == b.file && a.folder == b.folder && paths(a.entries) == paths(b.entries)
        }
    }

    private static let project = Mutex<ProjectStrings?>(nil)

    /// The project's strings (the CLI sets it from `navmock.json`); nil (the default) for none. A
    /// spec without a `strings` field of its own uses them when it needs strings: when it gives a
    /// text by key (`{"key": …}`) or varies `locale` over `"catalog"` (in `variants` or `extra`).
    /// Other specs are read as if there were none, so their findings do not change.
    public static var projectStrings: ProjectStrings? {
        get { project.withLock { $0 } }
        set { project.withLock { $0 = newValue } }
    }

    /// The table of the spec's `strings`, else of the project's (``projectStrings``) when the spec
    /// needs strings; nil when there are none to read.
    /// - Parameters:
    ///   - root: the parsed spec.
    ///   - extra: fields varied from outside the spec (the CLI's `--vary`), if any.
    ///   - baseDirectory: the spec's folder; every path must stay inside it (after `..` and links).
    /// - Throws: ``SpecError`` at the `strings` entry concerned: not a list of paths, a path outside
    ///   the spec's (or the configuration file's) folder, a missing or unreadable file (a problem of
    ///   kind ``SpecProblem/Kind/unreadableFile(what:reason:)``), a file of another kind, or a
    ///   malformed file (its message starts `FILE:LINE:COLUMN:` with the place in that file). For the
    ///   project's strings the problem is at the spec's start and its message names the
    ///   configuration file's `FILE:LINE:COLUMN: strings[i]` first.
    public static func table(for root: JSONNode, extra: JSONNode? = nil, baseDirectory: String) throws(SpecError) -> StringTable? {
        if let list = root["strings"] { return try table(list, baseDirectory: baseDirectory, origin: nil) }
        guard let p = projectStrings, needsStrings(root) || extra.map(variesOverCatalog) == true else { return nil }
        return try table(p.entries, baseDirectory: p.folder, origin: (p.file, root.location))
    }

    /// Whether `root` gives a text by key anywhere (an object whose only member is a string `key`)
    /// or varies `locale` over `"catalog"`.
    static func needsStrings(_ root: JSONNode) -> Bool {
        if let v = root["variants"], variesOverCatalog(v) { return true }
        func byKey(_ n: JSONNode) -> Bool {
            switch n.value {
            case .object(let ms):
                if ms.count == 1, ms[0].key == "key", case .string = ms[0].value.value { return true }
                return ms.contains { byKey($0.value) }
            case .array(let items): return items.contains(where: byKey)
            default: return false
            }
        }
        return byKey(root)
    }

    /// Whether a `variants` object (or the CLI's `--vary` fields) varies `locale` over `"catalog"`.
    static func variesOverCatalog(_ variants: JSONNode) -> Bool {
        guard let l = variants["locale"] else { return false }
        switch l.value {
        case .string(let s): return s == "catalog"
        case .array(let items): return items.contains { if case .string("catalog") = $0.value { return true }; return false }
        default: return false
        }
    }

    /// Reads `list` (a `strings` value) against `baseDirectory`. `origin`: the configuration file
    /// it was written in and the spec position problems are reported at (nil: the spec itself).
    static func table(_ list: JSONNode, baseDirectory: String, origin: (file: String, at: SourcePosition)?) throws(SpecError) -> StringTable? {
        let path = JSONPath([.key("strings")])
        func problem(_ p: JSONPath, _ at: SourcePosition, _ kind: SpecProblem.Kind) -> SpecError {
            guard let origin else { return .spec([SpecProblem(path: p, location: at, kind: kind)]) }
            let prefix = "\(origin.file):\(at): \(p): "
            switch kind {
            case .unreadableFile(let what, let reason):
                return .spec([SpecProblem(path: JSONPath(), location: origin.at, kind: .unreadableFile(what: prefix + what, reason: reason))])
            case .invalid(let m): return .invalid(path: JSONPath(), location: origin.at, message: prefix + m)
            default: return .invalid(path: JSONPath(), location: origin.at, message: prefix + SpecProblem(path: p, location: at, kind: kind).message)
            }
        }
        let folderName = origin == nil ? "the spec's folder" : "the folder of \(origin!.file)"
        guard case .array(let entries) = list.value, !entries.isEmpty else {
            throw problem(path, list.location,
                          .invalid("expected a list of paths, such as [\"Localizable.xcstrings\"] or [\"Resources\"] (a folder of .lproj folders)"))
        }
        let cwd = FileManager.default.currentDirectoryPath
        let absBase = ((baseDirectory.hasPrefix("/") ? baseDirectory : (cwd as NSString).appendingPathComponent(baseDirectory)) as NSString).standardizingPath
        let realBase = URL(fileURLWithPath: absBase).resolvingSymlinksInPath().path
        func inside(_ p: String) -> Bool {
            [absBase, realBase].contains { p == $0 || p.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        var table = StringTable()
        // (real path, name shown in errors[, language], the `strings` entry that named it)
        var catalogs: [(String, String)] = [], stringsFiles: [(String, String, String, Int)] = []
        for (i, e) in entries.enumerated() {
            let p = path.appending(i)
            func fail(_ message: String) -> SpecError { problem(p, e.location, .invalid(message)) }
            func unreadable(_ what: String, _ reason: String) -> SpecError { problem(p, e.location, .unreadableFile(what: what, reason: reason)) }
            guard case .string(let written) = e.value, !written.isEmpty else { throw fail("expected a path, found \(e.kindName)") }
            let display = baseDirectory == "." || written.hasPrefix("/") ? written : (baseDirectory as NSString).appendingPathComponent(written)
            let standardized = ((written.hasPrefix("/") ? written : (absBase as NSString).appendingPathComponent(written)) as NSString).standardizingPath
            guard inside(standardized) else {
                throw fail("\"\(written)\" is outside \(folderName); the app's strings are read only from \(folderName) and below")
            }
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isDir) else { throw unreadable(display, "no such file or folder") }
            let real = URL(fileURLWithPath: standardized).resolvingSymlinksInPath().path
            guard inside(real) else { throw fail("\"\(written)\" leads outside \(folderName) through a link") }
            let lower = written.lowercased()
            if !isDir.boolValue {
                if lower.hasSuffix(".xcstrings") { catalogs.append((real, display)) }
                else if lower.hasSuffix(".strings") {
                    let folder = ((written as NSString).deletingLastPathComponent as NSString).lastPathComponent
                    guard folder.hasSuffix(".lproj") else {
                        throw fail("\(display): a .strings file must sit in a LANGUAGE.lproj folder, which names its language")
                    }
                    stringsFiles.append((real, display, String(folder.dropLast(6)), i))
                } else { throw fail("\(display): expected a String Catalog (.xcstrings), a .strings file or a folder") }
            } else if lower.hasSuffix(".lproj") || lower.hasSuffix(".lproj/") {
                let lang = ((written as NSString).standardizingPath as NSString).lastPathComponent.dropLast(6)
                let file = (real as NSString).appendingPathComponent("Localizable.strings")
                guard FileManager.default.fileExists(atPath: file) else { throw unreadable(display, "has no Localizable.strings") }
                stringsFiles.append((file, (display as NSString).appendingPathComponent("Localizable.strings"), String(lang), i))
            } else {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: real)) ?? []).sorted()
                var found = 0
                for n in names {
                    let full = (real as NSString).appendingPathComponent(n)
                    if n.lowercased().hasSuffix(".xcstrings") { catalogs.append((full, (display as NSString).appendingPathComponent(n))); found += 1 }
                    else if n.hasSuffix(".lproj") {
                        let file = (full as NSString).appendingPathComponent("Localizable.strings")
                        guard FileManager.default.fileExists(atPath: file) else { continue }
                        stringsFiles.append((file, (display as NSString).appendingPathComponent(n + "/Localizable.strings"), String(n.dropLast(6)), i))
                        found += 1
                    }
                }
                guard found > 0 else { throw fail("\(display): holds no String Catalog (.xcstrings) and no LANGUAGE.lproj/Localizable.strings") }
            }
            guard catalogs.count + stringsFiles.count <= maxFiles else {
                throw fail("more than \(maxFiles) string files; name the catalogs or .lproj folders the mockup needs")
            }
            for (file, shown) in catalogs.dropFirst(table.files.count) {
                let bytes: [UInt8]
                do throws(BoundedFile.Failure) { bytes = try read(file) }
                catch { throw error.isUnreadable ? unreadable(shown, error.description) : fail("\(shown): \(error.description)") }
                do throws(LocalizationFileError) { try table.add(catalog: bytes, file: shown) }
                catch { throw fail(error.description) }
            }
        }
        // `.strings` after catalogs, so that `Base` and the development language follow the catalog's.
        table.settleDevelopmentLanguage()
        let byLanguage = stringsFiles.sorted { ($0.2 == "Base" ? 0 : 1, $0.2) < ($1.2 == "Base" ? 0 : 1, $1.2) }
        for (file, shown, lang, i) in byLanguage {
            let bytes: [UInt8]
            do throws(BoundedFile.Failure) { bytes = try read(file) }
            catch {
                throw problem(path.appending(i), entries[i].location,
                              error.isUnreadable ? .unreadableFile(what: shown, reason: error.description) : .invalid("\(shown): \(error.description)"))
            }
            do throws(LocalizationFileError) { try table.add(strings: bytes, file: shown, language: lang) }
            catch { throw problem(path.appending(i), entries[i].location, .invalid(error.description)) }
        }
        table.settleDevelopmentLanguage()
        return table
    }

    static func read(_ file: String) throws(BoundedFile.Failure) -> [UInt8] {
        try BoundedFile.read(file, limit: StringsFileReader.maxBytes)
    }
}
