// Variant matrices: `"variants": {"appearance": ["light", "dark"], "tabBar.state.minimized": [false, true]}`
// expands one spec into every combination of the listed values, each read strictly by SpecReader
// with the positions of the original file (a wrong value is reported where it is written, inside
// `variants`).

/// Bounds on a variant matrix, so that a spec cannot ask for an unbounded number of renders.
public enum VariantLimits {
    /// Most fields one matrix may vary.
    public static let maxFields = 8
    /// Most values one field may list.
    public static let maxValuesPerField = 32
    /// Most combinations (variants) one spec may expand into.
    public static let maxCombinations = 256
    /// Longest variant path, in characters.
    public static let maxPathLength = 200
}

/// One field of a variant matrix: a path into the spec and the values it takes.
public struct VariantField: Sendable {
    /// The path as written: `appearance`, `tabBar.state.minimized`, `tabBar.items[1].badgeValue`.
    public let path: String
    /// The values, in the order written (any JSON type); each keeps its source position.
    public let values: [JSONNode]
    /// The kebab-case slug of each value, as used in variant names (`dark`, `rtl`, `minimized`).
    public let slugs: [String]
    /// The parsed path.
    let components: [JSONPath.Component]
    /// Where the path (the key in `variants`) is written.
    let keyLocation: SourcePosition
    /// Whether the field came from the command line (`--vary`) rather than the spec.
    let fromCommandLine: Bool

    /// The JSON path under which errors about this field are reported: `variants["tabBar.state.minimized"]`.
    var errorPrefix: [JSONPath.Component] {
        fromCommandLine ? [.key("--vary " + path)] : [.key("variants"), .key(path)]
    }
}

/// One substitution of a variant, for captions and reports: `appearance = "dark"`.
public struct VariantValue: Sendable, Hashable {
    /// The field path as written (`appearance`, `tabBar.state.minimized`).
    public let path: String
    /// The value as compact JSON text (`"dark"`, `true`, `{"content":"photo"}`).
    public let json: String
    /// The value's slug in the variant name (`dark`, `minimized`).
    public let slug: String
    /// Creates a substitution record.
    public init(path: String, json: String, slug: String) { self.path = path; self.json = json; self.slug = slug }
}

/// One variant of a spec, read and validated.
public struct SpecVariant: Sendable {
    /// Position in the matrix (0-based; the first field varies slowest).
    public let index: Int
    /// Kebab-case name made of the values' slugs in the order of `variants`: `iphone-16-pro-dark-rtl`.
    /// Empty for a spec without variants.
    public let name: String
    /// What this variant sets, in the order of `variants`.
    public let values: [VariantValue]
    /// The spec of this variant (its `hasVariants` is false).
    public let spec: Spec
    /// This variant's JSON with keys sorted and no whitespace: equal text, equal mockup input.
    /// Used to hash a variant for provenance, independent of formatting and of other variants.
    public let canonicalJSON: String
}

/// A spec's variant matrix: the spec without `variants`, and the fields to vary.
/// A spec without `variants` has no fields and one (unnamed) variant.
public struct VariantMatrix: Sendable {
    /// The spec's root with the `variants` member removed.
    public let base: JSONNode
    /// The fields to vary, in the order written; the first varies slowest.
    public let fields: [VariantField]
    /// How each variant is read (what an unknown symbol name does). Default: unknown names are errors.
    public var readOptions = SpecReadOptions()
    /// The app's strings the spec names (`strings`), for its texts given by key; nil when it names none.
    public var strings: StringTable?

    /// Number of variants (the product of the value counts; 1 without fields).
    public var count: Int { fields.reduce(1) { $0 * $1.values.count } }

    /// The value index of each field for variant `index` (first field slowest).
    public func valueIndices(of index: Int) -> [Int] {
        var rest = index
        var out = [Int](repeating: 0, count: fields.count)
        for f in fields.indices.reversed() {
            let n = fields[f].values.count
            out[f] = rest % n
            rest /= n
        }
        return out
    }

    /// The name of variant `index`: its non-empty slugs joined with `-` (empty without fields, or
    /// when every field is a boolean set to `false`).
    public func name(at index: Int) -> String {
        let idx = valueIndices(of: index)
        return fields.indices.map { fields[$0].slugs[idx[$0]] }.filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// The substitutions of variant `index`.
    public func values(at index: Int) -> [VariantValue] {
        let idx = valueIndices(of: index)
        return fields.indices.map { f in
            VariantValue(path: fields[f].path, json: VariantExpander.compactJSON(fields[f].values[idx[f]]), slug: fields[f].slugs[idx[f]])
        }
    }

    /// The JSON tree of variant `index`: the base with every field replaced by its value.
    public func tree(at index: Int) -> JSONNode {
        let idx = valueIndices(of: index)
        var root = base
        for f in fields.indices {
            // Paths were checked when the matrix was built, so substitution cannot fail here.
            root = (try? VariantExpander.substitute(in: root, fields[f].components, value: fields[f].values[idx[f]],
                                                    keyLocation: fields[f].keyLocation)) ?? root
        }
        return root
    }

    /// Reads variant `index` with ``SpecReader``.
    /// - Throws: ``SpecError/invalid(path:location:message:)``. An error about a value written in
    ///   `variants` is reported at that value, with the path `variants["field"][i]…` and the
    ///   variant's name; an unknown field path at its key in `variants`, with a "did you mean".
    public func variant(at index: Int) throws(SpecError) -> SpecVariant {
        let name = name(at: index)
        // Texts given by key become the strings of this variant's language (Localizer.swift).
        let localized: (tree: JSONNode, warnings: [SpecWarning], localization: SpecLocalization?)
        do { localized = try Localizer.localize(tree(at: index), table: strings) } catch { throw mapError(error, variantName: name) }
        let tree = localized.tree
        var spec: Spec
        do { spec = try SpecReader.read(tree, options: readOptions) } catch { throw mapError(error, variantName: name) }
        spec.warnings += localized.warnings
        spec.localization = localized.localization
        return SpecVariant(index: index, name: name, values: values(at: index), spec: spec,
                           canonicalJSON: VariantExpander.canonicalJSON(tree))
    }

    /// Reads the spec itself, without variant values: its texts by key looked up in its own
    /// `locale` (else the development language) in ``strings``, the reader's warnings and the
    /// localizer's together. - Throws: ``SpecError``.
    public func ownSpec() throws(SpecError) -> Spec {
        let localized = try Localizer.localize(base, table: strings)
        var spec = try SpecReader.read(localized.tree, options: readOptions)
        spec.warnings += localized.warnings
        spec.localization = localized.localization
        return spec
    }

    /// Reads every variant, in order.
    public func variants() throws(SpecError) -> [SpecVariant] {
        var out: [SpecVariant] = []
        out.reserveCapacity(count)
        for i in 0..<count { out.append(try variant(at: i)) }
        return out
    }

    /// Turns a reader error about a substituted value (or a key `variants` created) into one that
    /// points into `variants` (also for problems found after reading, such as an unknown
    /// `osVersion` found by the validation stage), with the variant named.
    public func mapError(_ error: SpecError, variantName: String) -> SpecError {
        guard case .spec(let problems) = error, !fields.isEmpty else { return error }
        return .spec(problems.map { mapProblem($0, variantName: variantName) })
    }

    /// One problem of ``mapError(_:variantName:)``; its message keeps its text, with the variant named.
    func mapProblem(_ problem: SpecProblem, variantName: String) -> SpecProblem {
        let path = problem.path, location = problem.location, message = problem.message
        for f in fields {
            let isKey = location == f.keyLocation
            var valueIndex: Int? = nil
            if !isKey {
                for (i, v) in f.values.enumerated() where VariantExpander.contains(v, location) { valueIndex = i; break }
                if valueIndex == nil { continue }
            }
            var comps = f.errorPrefix
            if let v = valueIndex { comps.append(.index(v)) }
            let fieldComps = f.components
            if path.components.count > fieldComps.count, Array(path.components.prefix(fieldComps.count)) == fieldComps {
                comps += path.components.dropFirst(fieldComps.count)
            }
            var msg = message
            if isKey, !VariantExpander.exists(f.components.dropLast(), in: base) {
                let missing = VariantExpander.firstMissing(f.components, in: base)
                msg += " (the spec has no \"\(JSONPath(missing))\" for this field to change)"
            }
            if !variantName.isEmpty { msg += " (variant \"\(variantName)\")" }
            return SpecProblem(path: JSONPath(comps), location: location, kind: .invalid(msg), ruleID: problem.ruleID)
        }
        return problem
    }
}

/// Builds variant matrices from parsed specs.
///
/// ```swift
/// let root = try JSONParser.parse(bytes)
/// for v in try VariantExpander.expand(root) { print(v.name, v.spec.appearance) }
/// ```
public enum VariantExpander {
    /// Reads the `variants` member of a parsed spec (if any) into a matrix, checking every path and
    /// value list. `extra` adds fields given outside the spec (the CLI's `--vary`), as an object of
    /// the same shape as `variants`; a path in both is taken from `extra`.
    /// - Throws: ``SpecError/invalid(path:location:message:)`` for a malformed `variants`: not an
    ///   object, an empty or malformed path, a path into nothing (an array index past the end, a
    ///   field of a string), overlapping paths, an empty or over-long value list, duplicate
    ///   values, or too many combinations.
    /// `options` are kept in the matrix's ``VariantMatrix/readOptions`` for reading each variant.
    /// `strings` are the app's strings the spec names (loaded by the caller, which reads files):
    /// a `locale` of `"catalog"` in `variants` or `extra` means each of their languages, and each
    /// variant's texts given by key are looked up in them (``Localizer``).
    public static func matrix(_ root: JSONNode, extra: JSONNode? = nil, options: SpecReadOptions = .init(),
                              strings: StringTable? = nil) throws(SpecError) -> VariantMatrix {
        var m = try matrixFields(root, extra: extra, strings: strings)
        m.readOptions = options
        m.strings = strings
        return m
    }

    static func matrixFields(_ root: JSONNode, extra: JSONNode?, strings: StringTable? = nil) throws(SpecError) -> VariantMatrix {
        var base = root
        var fields: [VariantField] = []
        if case .object(let members) = root.value {
            base = JSONNode(.object(members.filter { $0.key != "variants" }), at: root.location)
            if let v = members.first(where: { $0.key == "variants" }) {
                let values = try Localizer.expandLocales(v.value, table: strings, path: JSONPath([.key("variants")]))
                fields = try readFields(values, prefix: [.key("variants")], fromCommandLine: false)
            }
        }
        if let extra {
            let more = try readFields(Localizer.expandLocales(extra, table: strings, path: JSONPath()),
                                      prefix: [], fromCommandLine: true)
            fields.removeAll { f in more.contains { $0.components == f.components } }
            fields += more
        }
        guard !fields.isEmpty else { return VariantMatrix(base: base, fields: []) }
        guard fields.count <= VariantLimits.maxFields else {
            let f = fields[VariantLimits.maxFields]
            throw .invalid(path: JSONPath(f.errorPrefix), location: f.keyLocation,
                           message: "\(fields.count) varied fields is more than the limit of \(VariantLimits.maxFields)")
        }
        // Overlapping paths: one inside another would be replaced twice.
        for (i, a) in fields.enumerated() {
            for b in fields[..<i] where a.components.starts(with: b.components) || b.components.starts(with: a.components) {
                throw .invalid(path: JSONPath(a.errorPrefix), location: a.keyLocation,
                               message: "\"\(a.path)\" overlaps \"\(b.path)\", which is varied too; vary one or the other")
            }
        }
        var total = 1
        for f in fields {
            total *= f.values.count
            if total > VariantLimits.maxCombinations {
                throw .invalid(path: JSONPath(fields[0].fromCommandLine ? [] : [.key("variants")]),
                               location: fields[0].fromCommandLine ? root.location : fields[0].keyLocation,
                               message: "these variants make \(fields.reduce(1) { $0 * $1.values.count }) combinations, more than the limit of \(VariantLimits.maxCombinations); split the spec")
            }
        }
        // Every path must lead somewhere in this spec (objects are created as needed; arrays are not).
        for f in fields {
            do { _ = try substitute(in: base, f.components, value: f.values[0], keyLocation: f.keyLocation) }
            catch { throw .invalid(path: JSONPath(f.errorPrefix), location: f.keyLocation, message: error.message) }
        }
        let m = VariantMatrix(base: base, fields: fields)
        var seen: [String: Int] = [:]
        for i in 0..<m.count {
            let n = m.name(at: i)
            if let j = seen[n] {
                throw .invalid(path: JSONPath(Array(fields[0].errorPrefix.prefix(1))), location: fields[0].keyLocation,
                               message: "variants \(j + 1) and \(i + 1) would both be named \"\(n)\"; change a value so that their names differ")
            }
            seen[n] = i
        }
        return m
    }

    /// Every variant of a parsed spec (one unnamed variant when it has no `variants`).
    /// - Throws: ``SpecError``, see ``matrix(_:extra:)`` and ``VariantMatrix/variant(at:)``.
    public static func expand(_ root: JSONNode) throws(SpecError) -> [SpecVariant] {
        try matrix(root).variants()
    }

    /// Parses `bytes` and expands them. - Throws: ``SpecError``.
    public static func expand(_ bytes: [UInt8], limits: JSONLimits = .default) throws(SpecError) -> [SpecVariant] {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes, limits: limits) } catch { throw .json(error) }
        return try expand(root)
    }

    // MARK: - Reading `variants`

    static func readFields(_ node: JSONNode, prefix: [JSONPath.Component], fromCommandLine: Bool) throws(SpecError) -> [VariantField] {
        guard case .object(let members) = node.value else {
            throw .invalid(path: JSONPath(prefix), location: node.location,
                           message: "expected an object of field paths and value lists, such as {\"appearance\": [\"light\", \"dark\"]}, found \(node.kindName)")
        }
        guard !members.isEmpty else {
            throw .invalid(path: JSONPath(prefix), location: node.location,
                           message: "no field to vary; list at least one, such as {\"appearance\": [\"light\", \"dark\"]}, or remove \"variants\"")
        }
        var fields: [VariantField] = []
        for m in members {
            let errPath = fromCommandLine ? JSONPath([.key("--vary " + m.key)]) : JSONPath(prefix + [.key(m.key)])
            let comps: [JSONPath.Component]
            do { comps = try parsePath(m.key) }
            catch { throw .invalid(path: errPath, location: m.keyLocation, message: error.message) }
            if case .key(let first) = comps[0], ["variants", "$schema", "version"].contains(first) {
                throw .invalid(path: errPath, location: m.keyLocation, message: "\"\(first)\" cannot be varied")
            }
            guard case .array(let values) = m.value.value else {
                throw .invalid(path: errPath, location: m.value.location,
                               message: "expected an array of the values \"\(m.key)\" takes, found \(m.value.kindName)")
            }
            guard !values.isEmpty else {
                throw .invalid(path: errPath, location: m.value.location, message: "the list of values is empty; give at least one")
            }
            guard values.count <= VariantLimits.maxValuesPerField else {
                throw .invalid(path: errPath, location: m.value.location,
                               message: "\(values.count) values is more than the limit of \(VariantLimits.maxValuesPerField)")
            }
            var canon: [String: Int] = [:]
            for (i, v) in values.enumerated() {
                let c = canonicalJSON(v)
                if let j = canon[c] {
                    throw .invalid(path: errPath.appending(i), location: v.location,
                                   message: "the value \(clip(compactJSON(v))) is listed twice (also at [\(j)])")
                }
                canon[c] = i
            }
            fields.append(VariantField(path: m.key, values: values, slugs: slugs(values, components: comps),
                                       components: comps, keyLocation: m.keyLocation, fromCommandLine: fromCommandLine))
        }
        return fields
    }

    struct PathError: Error { let message: String }

    /// Parses `tabBar.items[1].badgeValue` into components.
    static func parsePath(_ text: String) throws(PathError) -> [JSONPath.Component] {
        guard !text.isEmpty else { throw PathError(message: "the field path is empty; write it as in the spec, such as \"tabBar.state.minimized\"") }
        guard text.count <= VariantLimits.maxPathLength else {
            throw PathError(message: "the field path is longer than \(VariantLimits.maxPathLength) characters")
        }
        var comps: [JSONPath.Component] = []
        for segment in text.split(separator: ".", omittingEmptySubsequences: false) {
            var s = Substring(segment)
            // key, then any number of [n]
            let keyEnd = s.firstIndex(of: "[") ?? s.endIndex
            let key = String(s[..<keyEnd])
            guard !key.isEmpty else {
                throw PathError(message: "\"\(clip(text))\" has an empty part; write fields as \"tabBar.state.minimized\" and items as \"tabBar.items[1].badgeValue\"")
            }
            guard key.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$") }) else {
                throw PathError(message: "\"\(clip(key))\" is not a field name; write the path as in the spec, such as \"tabBar.state.minimized\"")
            }
            comps.append(.key(key))
            s = s[keyEnd...]
            while !s.isEmpty {
                guard s.first == "[", let close = s.firstIndex(of: "]") else {
                    throw PathError(message: "\"\(clip(text))\" has an unclosed or stray bracket; write an item as \"items[1]\"")
                }
                let digits = s[s.index(after: s.startIndex)..<close]
                guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else {
                    throw PathError(message: "\"\(clip(text))\": \"[\(clip(String(digits)))]\" is not an index; write a whole number such as [0]")
                }
                comps.append(.index(n))
                s = s[s.index(after: close)...]
            }
        }
        return comps
    }

    // MARK: - Substitution

    /// `root` with the value at `path` replaced by (or set to) `value`. Missing objects on the way
    /// are created (at `keyLocation`); a missing array element or a field of a non-object is an error.
    static func substitute(in root: JSONNode, _ path: [JSONPath.Component], value: JSONNode,
                           keyLocation: SourcePosition) throws(PathError) -> JSONNode {
        try substitute(root, path[...], value: value, keyLocation: keyLocation, walked: [])
    }

    private static func substitute(_ node: JSONNode, _ path: ArraySlice<JSONPath.Component>, value: JSONNode,
                                   keyLocation: SourcePosition, walked: [JSONPath.Component]) throws(PathError) -> JSONNode {
        guard let first = path.first else { return value }
        let rest = path.dropFirst()
        let here = walked.isEmpty ? "the spec" : "\"\(JSONPath(walked))\""
        switch first {
        case .key(let k):
            guard case .object(var members) = node.value else {
                throw PathError(message: "\(here) is \(node.kindName), not an object, so it has no field \"\(k)\"")
            }
            if let i = members.firstIndex(where: { $0.key == k }) {
                let v = try substitute(members[i].value, rest, value: value, keyLocation: keyLocation, walked: walked + [first])
                members[i] = JSONMember(key: k, keyLocation: members[i].keyLocation, value: v)
            } else {
                if case .index? = rest.first {
                    throw PathError(message: "\"\(JSONPath(walked + [first]))\" is not in the spec, so it has no item to change")
                }
                let empty = JSONNode(.object([]), at: keyLocation)
                let v = try substitute(empty, rest, value: value, keyLocation: keyLocation, walked: walked + [first])
                members.append(JSONMember(key: k, keyLocation: keyLocation, value: v))
            }
            return JSONNode(.object(members), at: node.location)
        case .index(let i):
            guard case .array(var items) = node.value else {
                throw PathError(message: "\(here) is \(node.kindName), not an array, so it has no item [\(i)]")
            }
            guard i < items.count else {
                throw PathError(message: "\(here) has \(items.count) item\(items.count == 1 ? "" : "s"), so [\(i)] does not exist")
            }
            items[i] = try substitute(items[i], rest, value: value, keyLocation: keyLocation, walked: walked + [first])
            return JSONNode(.array(items), at: node.location)
        }
    }

    /// Whether `path` (all of it) exists in `root`.
    static func exists(_ path: ArraySlice<JSONPath.Component>, in root: JSONNode) -> Bool {
        firstMissing(Array(path), in: root).count > path.count
    }

    /// The shortest prefix of `path` that does not exist in `root` (longer than `path` when all exists).
    static func firstMissing(_ path: [JSONPath.Component], in root: JSONNode) -> [JSONPath.Component] {
        var node = root
        for (i, c) in path.enumerated() {
            switch c {
            case .key(let k):
                guard let v = node[k] else { return Array(path.prefix(i + 1)) }
                node = v
            case .index(let n):
                guard case .array(let a) = node.value, n < a.count else { return Array(path.prefix(i + 1)) }
                node = a[n]
            }
        }
        return path + [.key("")]
    }

    /// Whether `location` is the position of `node` or of anything written inside it.
    static func contains(_ node: JSONNode, _ location: SourcePosition) -> Bool {
        if node.location == location { return true }
        switch node.value {
        case .array(let a): return a.contains { contains($0, location) }
        case .object(let ms): return ms.contains { $0.keyLocation == location || contains($0.value, location) }
        default: return false
        }
    }

    // MARK: - Names

    /// Kebab-case slug of a text: ASCII letters and digits, lower case, words split at anything
    /// else and at camel-case humps after two lower-case letters (`rightToLeft` → `right-to-left`,
    /// `iPhone 16 Pro` → `iphone-16-pro`, `zh-Hans` → `zh-hans`).
    public static func slug(_ text: String) -> String {
        var words: [String] = []
        var current = ""
        var lowerRun = 0
        for u in text.unicodeScalars {
            let isUpper = ("A"..."Z").contains(u), isLower = ("a"..."z").contains(u), isDigit = ("0"..."9").contains(u)
            if isUpper || isLower || isDigit {
                if isUpper && lowerRun >= 2 && !current.isEmpty { words.append(current); current = "" }
                current.unicodeScalars.append(isUpper ? Unicode.Scalar(u.value + 32)! : u)
                lowerRun = isLower ? lowerRun + 1 : 0
            } else {
                if !current.isEmpty { words.append(current); current = "" }
                lowerRun = 0
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: "-")
    }

    /// The slug of each value of a field. Strings by their text (`layoutDirection` as `ltr`/`rtl`),
    /// numbers after the field name (`selected-index-2`), a boolean's default as nothing (the
    /// default state adds nothing to the name) and its other value as the field name (`minimized`)
    /// or, for a field whose default is `true`, what turning it off means (`isEnabled`: `disabled`;
    /// others `not-` the field name), null as `no-` the field name, objects and arrays by their leaves. When another value has no usable slug, or two
    /// collide, every value is named by the field and its position (`backdrop-1`, `backdrop-2`).
    static func slugs(_ values: [JSONNode], components: [JSONPath.Component]) -> [String] {
        var keyName = "value"
        for c in components.reversed() { if case .key(let k) = c { keyName = k; break } }
        let key = slug(keyName).isEmpty ? "value" : slug(keyName)
        let defaultTrue = SpecFields.field(at: components)?.defaultValue == "true"
        func one(_ v: JSONNode) -> String {
            switch v.value {
            case .string(let s):
                if keyName == "layoutDirection" {
                    if s == "leftToRight" { return "ltr" }
                    if s == "rightToLeft" { return "rtl" }
                }
                return slug(s)
            case .number(let n): return key + "-" + (n.literal.hasPrefix("-") ? "minus-" : "") + slug(n.literal)
            case .bool(let b):
                guard defaultTrue else { return b ? key : "" }
                return b ? "" : (keyName == "isEnabled" ? "disabled" : "not-" + key)
            case .null: return "no-" + key
            case .array, .object:
                let s = leaves(v).joined(separator: "-")
                return s.count <= 40 ? s : ""
            }
        }
        let out = values.map(one)
        let unusable = zip(values, out).contains { v, s in
            if case .bool(let b) = v.value, b == defaultTrue { return false }   // the default: no name
            return s.isEmpty
        }
        if unusable || Set(out).count != out.count {
            return values.indices.map { "\(key)-\($0 + 1)" }
        }
        return out
    }

    private static func leaves(_ v: JSONNode) -> [String] {
        switch v.value {
        case .string(let s): return [slug(s)].filter { !$0.isEmpty }
        case .number(let n): return [slug(n.literal)].filter { !$0.isEmpty }
        case .bool(let b): return [b ? "true" : "false"]
        case .null: return []
        case .array(let a): return a.flatMap(leaves)
        case .object(let ms): return ms.flatMap { leaves($0.value) }
        }
    }

    // MARK: - JSON text

    /// The value as JSON with keys sorted and no whitespace (numbers as written).
    public static func canonicalJSON(_ node: JSONNode) -> String {
        var s = ""
        write(node, to: &s, sorted: true)
        return s
    }

    /// The value as JSON without whitespace, keys in source order.
    public static func compactJSON(_ node: JSONNode) -> String {
        var s = ""
        write(node, to: &s, sorted: false)
        return s
    }

    private static func write(_ node: JSONNode, to s: inout String, sorted: Bool) {
        switch node.value {
        case .null: s += "null"
        case .bool(let b): s += b ? "true" : "false"
        case .number(let n): s += n.literal
        case .string(let t): s += JSONPath.quoted(t)
        case .array(let a):
            s += "["
            for (i, v) in a.enumerated() { if i > 0 { s += "," }; write(v, to: &s, sorted: sorted) }
            s += "]"
        case .object(let ms):
            s += "{"
            let list = sorted ? ms.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) } : ms
            for (i, m) in list.enumerated() {
                if i > 0 { s += "," }
                s += JSONPath.quoted(m.key) + ":"
                write(m.value, to: &s, sorted: sorted)
            }
            s += "}"
        }
    }

    static func clip(_ s: String) -> String { s.count <= 40 ? s : String(s.prefix(37)) + "…" }
}

/// The JSON Schema of `variants` (substituted into ``SpecSchema``).
enum VariantSchema {
    static let fragment = #"""
{
      "type": "object",
      "description": "A variant matrix: each key is a field path as written in the spec (\"appearance\", \"tabBar.state.minimized\", \"tabBar.items[1].badgeValue\"), each value the list of values it takes (any JSON type). Every combination is rendered, named <spec>-<slug>-<slug> from the values (\"clock-dark-rtl\"). At most 8 fields, 32 values each, 256 combinations. A locale of \"catalog\" means every language of the spec's strings.",
      "minProperties": 1,
      "maxProperties": 8,
      "propertyNames": {
        "pattern": "^[A-Za-z_$][A-Za-z0-9_$]*(\\[[0-9]{1,4}\\])*(\\.[A-Za-z_$][A-Za-z0-9_$]*(\\[[0-9]{1,4}\\])*)*$",
        "maxLength": 200,
        "not": {
          "enum": [
            "variants",
            "$schema",
            "version"
          ]
        }
      },
      "properties": {
        "locale": {
          "description": "Locales, or \"catalog\" (every language of the spec's strings) or \"pseudo\" (every pseudo-language), alone or in the list.",
          "anyOf": [
            {
              "type": "array",
              "minItems": 1,
              "maxItems": 32,
              "uniqueItems": true
            },
            {
              "enum": [
                "catalog",
                "pseudo"
              ]
            }
          ]
        }
      },
      "additionalProperties": {
        "type": "array",
        "minItems": 1,
        "maxItems": 32,
        "uniqueItems": true
      }
    }
"""#
}
