import Foundation
import NavMockCore
import NavMockRender

/// Finds reference images whose spec (or variant) is gone — what `navmock test --prune` lists
/// and `--prune --write` deletes.
public enum ReferencePruner {
    /// A reference no spec produces any more.
    public struct Stale: Sendable, Hashable {
        /// The image file.
        public let path: String
        /// Why: `spec clock.json is gone`, `clock.json has no variant "sepia"`, ….
        public let reason: String
    }

    /// The stale references in the reference folders of `arguments` (spec files and folders):
    /// `__snapshots__/` folders beside the specs, or every folder under `referencesDirectory`.
    /// A reference is live when its manifest entry names a spec that exists and still has its
    /// variant, or (without an entry) when its name is `<spec>[-<variant>]@<scale>x[.<fingerprint>].png`
    /// for a spec beside the folder that has that variant. A spec that cannot be read keeps its
    /// references (it may be fixed).
    public static func stale(arguments: [String], referencesDirectory: String?, extraVariants: JSONNode? = nil) -> [Stale] {
        var folders: [(folder: String, specFolders: [String])] = []
        let fm = FileManager.default
        if let refs = referencesDirectory {
            let roots = arguments.map { a -> String in
                var isDir: ObjCBool = false
                return fm.fileExists(atPath: a, isDirectory: &isDir) && isDir.boolValue ? a : (PathText.folder(a).isEmpty ? "." : PathText.folder(a))
            }
            for dir in [refs] + ((fm.enumerator(atPath: refs)?.allObjects as? [String]) ?? []).filter({ isFolder((refs as NSString).appendingPathComponent($0)) }).map({ (refs as NSString).appendingPathComponent($0) }) {
                let rel = FileIO.relative(dir, from: refs)
                folders.append((dir, roots.map { rel == "." ? $0 : ($0 as NSString).appendingPathComponent(rel) }))
            }
        } else {
            var seen = Set<String>()
            for a in arguments {
                if isFolder(a) {
                    if PathText.lastComponent(a) == "__snapshots__" { seen.insert(a) }
                    let e = fm.enumerator(atPath: a)
                    while let rel = e?.nextObject() as? String {
                        let parts = rel.split(separator: "/")
                        if parts.contains(where: { $0.hasPrefix(".") }) { continue }
                        if parts.last == "__snapshots__" { seen.insert((a as NSString).appendingPathComponent(rel)) }
                    }
                } else {
                    let d = PathText.folder(a)
                    let f = ((d.isEmpty ? "." : d) as NSString).appendingPathComponent("__snapshots__")
                    if isFolder(f) { seen.insert(f) }
                }
            }
            for f in seen.sorted() { folders.append((f, [PathText.folder(f)])) }
        }
        var out: [Stale] = []
        var names: [String: Set<String>?] = [:]   // spec path → variant names (nil: unreadable)
        func variantNames(_ spec: String) -> Set<String>? {
            if let n = names[spec] { return n }
            var result: Set<String>? = nil
            if let d = try? BoundedFile.read(spec, limit: JSONLimits.default.maxBytes), let root = try? JSONParser.parse(d),
               let m = try? VariantExpander.matrix(root, extra: extraVariants) {
                result = Set((0..<m.count).map { m.name(at: $0) })
            }
            names[spec] = .some(result)
            return result
        }
        for (folder, specFolders) in folders {
            let manifest = ReferenceManifest.load(folder: folder)
            let files = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
            for file in files {
                let path = (folder as NSString).appendingPathComponent(file)
                if let entry = manifest?.references[file], let spec = entry.spec {
                    let specPath = ((folder as NSString).appendingPathComponent(spec) as NSString).standardizingPath
                    guard fm.fileExists(atPath: specPath) else {
                        out.append(Stale(path: path, reason: "its spec \(spec) is gone")); continue
                    }
                    if let n = variantNames(specPath), !n.contains(entry.variant ?? "") {
                        out.append(Stale(path: path, reason: entry.variant.map { "\(spec) has no variant \"\($0)\" any more" }
                                         ?? "\(spec) now has variants"))
                    }
                    continue
                }
                guard let base = baseName(file) else { out.append(Stale(path: path, reason: "its name is not <spec>[-<variant>]@<scale>x.png")); continue }
                var live = false
                var candidates: [String] = []
                // base = prefix or prefix-variant, split at each "-".
                var splits = [(base, "")]
                for (i, c) in base.enumerated() where c == "-" {
                    let idx = base.index(base.startIndex, offsetBy: i)
                    splits.append((String(base[..<idx]), String(base[base.index(after: idx)...])))
                }
                outer: for sf in specFolders {
                    for (stem, variant) in splits {
                        let spec = (sf as NSString).appendingPathComponent(stem + ".json")
                        guard fm.fileExists(atPath: spec) else { continue }
                        candidates.append(spec)
                        guard let n = variantNames(spec) else { live = true; break outer }
                        if n.contains(variant) { live = true; break outer }
                    }
                }
                if !live {
                    out.append(Stale(path: path, reason: candidates.isEmpty ? "no spec named \(splits.map { $0.0 + ".json" }.last ?? base) or like it beside it"
                                     : "\(FileIO.relative(candidates[0], from: folder)) has no such variant"))
                }
            }
        }
        return out
    }

    /// Deletes stale references and their manifest entries.
    /// - Returns: the paths that could not be deleted.
    public static func delete(_ stale: [Stale]) -> [String] {
        var failed: [String] = []
        for s in stale where unlink(s.path) != 0 && errno != ENOENT { failed.append(s.path) }
        for (folder, list) in Dictionary(grouping: stale, by: { PathText.folder($0.path) }) {
            guard ReferenceManifest.load(folder: folder) != nil else { continue }
            try? ReferenceManifest.update(folder: folder) { m in
                for s in list { m.references[PathText.lastComponent(s.path)] = nil }
            }
        }
        return failed
    }

    /// `clock-dark` from `clock-dark@2x.png` or `clock-dark@2x.0fa8f2ee9bb89460.png`.
    static func baseName(_ file: String) -> String? {
        var s = String(file.dropLast(4))
        if let dot = s.lastIndex(of: "."), s.distance(from: dot, to: s.endIndex) == 17,
           s[s.index(after: dot)...].allSatisfy({ $0.isHexDigit }) {
            s = String(s[..<dot])
        }
        guard let at = s.lastIndex(of: "@"), s.hasSuffix("x") else { return nil }
        let scale = s[s.index(after: at)..<s.index(before: s.endIndex)]
        guard Double(scale) != nil else { return nil }
        let base = String(s[..<at])
        return base.isEmpty ? nil : base
    }

    static func isFolder(_ p: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: p, isDirectory: &isDir) && isDir.boolValue
    }
}
