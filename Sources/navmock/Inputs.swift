import Foundation

/// Expands `SPEC|DIR...` arguments into spec files: a folder contributes every `.json` file below
/// it (sorted, hidden files and `__snapshots__` skipped), with its path relative to the folder so
/// that outputs mirror the tree.
struct SpecInput {
    /// The path to read (`-` for standard input).
    let path: String
    /// The path relative to the argument folder, without `.json` (the output name stem).
    let relativeStem: String
}

enum InputExpander {
    static func expand(_ args: [String]) throws(Failure) -> [SpecInput] {
        var out: [SpecInput] = []
        for a in args {
            if a == "-" { out.append(SpecInput(path: "-", relativeStem: "stdin")); continue }
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: a, isDirectory: &isDir) else {
                throw Failure(code: .noInput, text: "\(a): no such file or folder")
            }
            if !isDir.boolValue {
                let name = (a as NSString).lastPathComponent
                out.append(SpecInput(path: a, relativeStem: stem(name)))
                continue
            }
            guard let e = FileManager.default.enumerator(atPath: a) else {
                throw Failure(code: .noInput, text: "\(a): cannot read the folder")
            }
            var found: [String] = []
            while let rel = e.nextObject() as? String {
                let parts = rel.split(separator: "/")
                if parts.contains(where: { $0.hasPrefix(".") || $0 == "__snapshots__" }) { continue }
                if rel.hasSuffix(".json") { found.append(rel) }
            }
            for rel in found.sorted() {
                out.append(SpecInput(path: (a as NSString).appendingPathComponent(rel), relativeStem: stem(rel)))
            }
        }
        return out
    }

    static func stem(_ name: String) -> String {
        name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }
}
