import Foundation
import NavMockCore

/// Reads the app's strings a spec names in `strings` (String Catalogs, `.strings` files, `.lproj`
/// folders, or a folder holding them), from the spec's folder and below only, into a
/// ``StringTable`` for ``VariantExpander/matrix(_:extra:options:strings:)``.
public enum StringFiles {
    /// Most files one spec may read through `strings` (a folder of `.lproj` folders counts each).
    public static let maxFiles = 200

    /// The table of the spec's `strings`; nil when the spec names none (or is not an object).
    /// - Parameters:
    ///   - root: the parsed spec.
    ///   - baseDirectory: the spec's folder; every path must stay inside it (after `..` and links).
    /// - Throws: ``SpecError`` at the `strings` entry concerned: not a list of paths, a path outside
    ///   the spec's folder, a missing or unreadable file, a file of another kind, or a malformed file
    ///   (its message starts `FILE:LINE:COLUMN:` with the place in that file).
    public static func table(for root: JSONNode, baseDirectory: String) throws(SpecError) -> StringTable? {
        guard let list = root["strings"] else { return nil }
        let path = JSONPath([.key("strings")])
        guard case .array(let entries) = list.value, !entries.isEmpty else {
            throw .invalid(path: path, location: list.location,
                           message: "expected a list of paths, such as [\"Localizable.xcstrings\"] or [\"Resources\"] (a folder of .lproj folders)")
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
            func fail(_ message: String) -> SpecError { .invalid(path: p, location: e.location, message: message) }
            func unreadable(_ what: String, _ reason: String) -> SpecError {
                .spec([SpecProblem(path: p, location: e.location, kind: .unreadableFile(what: what, reason: reason))])
            }
            guard case .string(let written) = e.value, !written.isEmpty else { throw fail("expected a path, found \(e.kindName)") }
            let display = baseDirectory == "." || written.hasPrefix("/") ? written : (baseDirectory as NSString).appendingPathComponent(written)
            let standardized = ((written.hasPrefix("/") ? written : (absBase as NSString).appendingPathComponent(written)) as NSString).standardizingPath
            guard inside(standardized) else {
                throw fail("\"\(written)\" is outside the spec's folder; the app's strings are read only from the spec's folder and below")
            }
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isDir) else { throw unreadable(display, "no such file or folder") }
            let real = URL(fileURLWithPath: standardized).resolvingSymlinksInPath().path
            guard inside(real) else { throw fail("\"\(written)\" leads outside the spec's folder through a link") }
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
                if error.isUnreadable {
                    throw .spec([SpecProblem(path: path.appending(i), location: entries[i].location,
                                             kind: .unreadableFile(what: shown, reason: error.description))])
                }
                throw .invalid(path: path.appending(i), location: entries[i].location, message: "\(shown): \(error.description)")
            }
            do throws(LocalizationFileError) { try table.add(strings: bytes, file: shown, language: lang) }
            catch { throw .invalid(path: path.appending(i), location: entries[i].location, message: error.description) }
        }
        table.settleDevelopmentLanguage()
        return table
    }

    static func read(_ file: String) throws(BoundedFile.Failure) -> [UInt8] {
        try BoundedFile.read(file, limit: StringsFileReader.maxBytes)
    }
}
