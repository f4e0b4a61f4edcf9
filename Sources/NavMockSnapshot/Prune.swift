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

    /// What a look for stale references found.
    public struct Scan: Sendable {
        /// The stale references.
        public var stale: [Stale] = []
        /// Reference folders left alone, with why (`__snapshots__ is a symbolic link`): a folder
        /// reached through a link is never pruned.
        public var skipped: [(path: String, reason: String)] = []
    }

    /// The stale references in the reference folders of `arguments`, as ``scan(arguments:referencesDirectory:extraVariants:)``.
    public static func stale(arguments: [String], referencesDirectory: String?, extraVariants: JSONNode? = nil) -> [Stale] {
        scan(arguments: arguments, referencesDirectory: referencesDirectory, extraVariants: extraVariants).stale
    }

    /// The stale references in the reference folders of `arguments` (spec files and folders):
    /// `__snapshots__/` folders beside the specs, or every folder under `referencesDirectory`.
    /// A folder that is a symbolic link, or is reached through one below the argument, is skipped
    /// (``Scan/skipped``): its files belong to another folder.
    ///
    /// Only what is known to be gone is stale. A reference is live when its manifest entry names
    /// a spec that exists and still has its variant — under the `--vary` fields the entry records
    /// (``ReferenceProvenance/vary``), under `extraVariants` (this run's `--vary`), or under none.
    /// Without an entry, a file named `<spec>[-<variant>]@<scale>x[.<fingerprint>].png` is live
    /// when a spec `<spec>.json` is beside the folder (its variant may have come from `--vary`),
    /// and stale when no such spec exists. A spec that cannot be read keeps its references (it
    /// may be fixed).
    public static func scan(arguments: [String], referencesDirectory: String?, extraVariants: JSONNode? = nil) -> Scan {
        var scan = Scan()
        var folders: [(folder: String, specFolders: [String])] = []
        let fm = FileManager.default
        if let refs = referencesDirectory {
            let roots = arguments.map { a -> String in
                var isDir: ObjCBool = false
                return fm.fileExists(atPath: a, isDirectory: &isDir) && isDir.boolValue ? a : (PathText.folder(a).isEmpty ? "." : PathText.folder(a))
            }
            for dir in [refs] + ((fm.enumerator(atPath: refs)?.allObjects as? [String]) ?? []).filter({ isFolder((refs as NSString).appendingPathComponent($0)) }).map({ (refs as NSString).appendingPathComponent($0) }) {
                if dir != refs, let link = linkBetween(refs, dir) {
                    scan.skipped.append((dir, "\(link) is a symbolic link")); continue
                }
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
                        guard parts.last == "__snapshots__" else { continue }
                        let f = (a as NSString).appendingPathComponent(rel)
                        if let link = linkBetween(a, f) { scan.skipped.append((f, "\(link) is a symbolic link")); continue }
                        if isFolder(f) { seen.insert(f) }
                    }
                } else {
                    let d = PathText.folder(a)
                    let f = ((d.isEmpty ? "." : d) as NSString).appendingPathComponent("__snapshots__")
                    if Confinement.isLink(f) { scan.skipped.append((f, "\(f) is a symbolic link")); continue }
                    if isFolder(f) { seen.insert(f) }
                }
            }
            for f in seen.sorted() { folders.append((f, [PathText.folder(f)])) }
        }
        var out: [Stale] = []
        var names: [String: Set<String>?] = [:]   // spec path + vary → variant names (nil: unreadable)
        var specs: [String: JSONNode?] = [:]
        func variantNames(_ spec: String, vary: String?) -> Set<String>? {
            let key = spec + "\u{0}" + (vary ?? "")
            if let n = names[key] { return n }
            let root: JSONNode?
            if let r = specs[spec] { root = r } else {
                root = (try? BoundedFile.read(spec, limit: JSONLimits.default.maxBytes)).flatMap { try? JSONParser.parse($0) }
                specs[spec] = .some(root)
            }
            var result: Set<String>? = nil
            var extra: JSONNode? = nil
            var extraReadable = true
            if let vary {
                extra = try? JSONParser.parse(Array(vary.utf8))
                extraReadable = extra != nil
            }
            // The app's strings, for a `locale` variant of "catalog" (unreadable: the references are kept).
            let strings = root.flatMap { try? StringFiles.table(for: $0, extra: extra, baseDirectory: PathText.folder(spec).isEmpty ? "." : PathText.folder(spec)) }
            if let root, extraReadable, let m = try? VariantExpander.matrix(root, extra: extra, strings: strings) {
                result = Set((0..<m.count).map { m.name(at: $0) })
            }
            names[key] = .some(result)
            return result
        }
        let currentVary = extraVariants.map(VariantExpander.canonicalJSON)
        /// The variant names `spec` has under no `--vary`, this run's, and `recorded`; nil when
        /// the spec cannot be read (or a recorded `--vary` no longer applies): keep its references.
        func allVariantNames(_ spec: String, recorded: String?) -> Set<String>? {
            var all = Set<String>()
            for vary in Set([nil, currentVary, recorded]) {
                guard let n = variantNames(spec, vary: vary) else { return nil }
                all.formUnion(n)
            }
            return all
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
                    if let n = allVariantNames(specPath, recorded: entry.vary), !n.contains(entry.variant ?? "") {
                        out.append(Stale(path: path, reason: entry.variant.map { "\(spec) has no variant \"\($0)\" any more" }
                                         ?? "\(spec) now has variants"))
                    }
                    continue
                }
                guard let base = baseName(file) else { out.append(Stale(path: path, reason: "its name is not <spec>[-<variant>]@<scale>x.png")); continue }
                var live = false
                // base = prefix or prefix-variant, split at each "-".
                var splits = [(base, "")]
                for (i, c) in base.enumerated() where c == "-" {
                    let idx = base.index(base.startIndex, offsetBy: i)
                    splits.append((String(base[..<idx]), String(base[base.index(after: idx)...])))
                }
                // Without a manifest entry nothing says whether the variant came from --vary:
                // a spec of that name keeps it.
                outer: for sf in specFolders {
                    for (stem, _) in splits {
                        let spec = (sf as NSString).appendingPathComponent(stem + ".json")
                        guard fm.fileExists(atPath: spec) else { continue }
                        live = true; break outer
                    }
                }
                if !live {
                    out.append(Stale(path: path, reason: "no spec named \(splits.map { $0.0 + ".json" }.last ?? base) or like it beside it"))
                }
            }
        }
        scan.stale = out
        return scan
    }

    /// The first symbolic link among the folders from `root` (excluded) down to `path`
    /// (included), nil when there is none.
    static func linkBetween(_ root: String, _ path: String) -> String? {
        var current = root.isEmpty ? "." : root
        for part in Confinement.components(of: path, below: root) {
            current = (current as NSString).appendingPathComponent(part)
            if Confinement.isLink(current) { return current }
        }
        return nil
    }

    /// Deletes stale references and their manifest entries; a reference whose folder has become
    /// a symbolic link since the scan is not deleted (it is in the returned list).
    /// - Returns: the paths that could not be deleted.
    public static func delete(_ stale: [Stale]) -> [String] {
        var failed: [String] = []
        for s in stale {
            // Deleted through its folder's descriptor, opened without following a link from the
            // folder above it: a folder swapped for a link since the scan is not followed.
            let folder = PathText.folder(s.path)
            if Confinement.isLink(folder.isEmpty ? "." : folder) { failed.append(s.path); continue }
            if !Confinement.remove(s.path, inside: PathText.folder(folder)) { failed.append(s.path) }
        }
        for (folder, list) in Dictionary(grouping: stale, by: { PathText.folder($0.path) }) {
            guard !Confinement.isLink(folder), ReferenceManifest.load(folder: folder) != nil else { continue }
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
