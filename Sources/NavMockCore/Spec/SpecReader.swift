/// Reads a spec from JSON bytes, strictly.
///
/// The reader refuses what stops a ``Spec`` being built: malformed JSON, unknown or duplicate
/// keys, wrong types, values out of range or malformed, unknown names (devices, symbols, rule
/// ids), and keys that exclude one another. What a well-formed spec means (two search tabs,
/// every tab hidden, an OS version NavMock does not know, a field the platform lacks) is decided
/// by the validation stage (``SpecValidator``), which collects those problems together.
///
/// Unknown keys, duplicate keys, wrong types and out-of-range values are errors that carry the
/// JSON path and `line:column` (``SpecProblem``), with a "did you mean" suggestion for misspelt keys
/// and values. `$schema` and `version` are allowed at the top level. The key sets and the bounds
/// come from the field table (``SpecFields``).
///
/// Every problem is collected: a field whose value is wrong is left out and reading goes on with
/// the next one, so one ``SpecError/spec(_:)`` lists them all (in source order). A problem inside
/// an object that cannot be read at all (a tab bar without items) skips that object's checks that
/// depend on it, so that one mistake is not reported twice.
///
/// ```swift
/// let spec = try SpecReader.read(bytes)
/// ```
public enum SpecReader {
    /// The top-level keys of spec version 1.
    public static var topLevelKeys: [String] { SpecFields.spec.keys }

    /// Parses and reads `bytes` (UTF-8 JSON, at most ``JSONLimits/maxBytes``).
    /// - Throws: ``SpecError/json(_:)`` for malformed JSON; ``SpecError/spec(_:)`` with every
    ///   problem for valid JSON that is not a valid spec.
    ///   `options` decide what an unknown symbol name does (default: it is an error).
    public static func read(_ bytes: [UInt8], limits: JSONLimits = .default, options: SpecReadOptions = .init()) throws(SpecError) -> Spec {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes, limits: limits) } catch { throw .json(error) }
        return try read(root, options: options)
    }

    /// Reads an already parsed JSON tree (for example one variant of a spec with `variants`);
    /// positions in errors are those the nodes carry.
    /// - Throws: ``SpecError/spec(_:)`` with every problem found.
    public static func read(_ root: JSONNode, options: SpecReadOptions = .init()) throws(SpecError) -> Spec {
        let ctx = Context(options: options)
        var spec = Spec()
        do { spec = try ctx.readSpec(root) } catch { ctx.record(error) }
        if !ctx.problems.isEmpty {
            throw .spec(ctx.problems.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element))
        }
        spec.warnings = ctx.warnings
        return spec
    }
}

/// The members of one JSON object, with the section (field table) that describes them.
struct Members {
    /// The section's rows.
    let section: FieldSection
    /// The members by key (unknown keys left out).
    let nodes: [String: JSONNode]
    /// The object's path.
    let path: JSONPath
    /// The object's node.
    let node: JSONNode

    subscript(key: String) -> JSONNode? { nodes[key] }
    /// The path of `key`.
    func path(_ key: String) -> JSONPath { path.appending(key) }
}

/// Walks the JSON tree, recording locations and collecting problems.
final class Context {
    /// What the reader was asked to do with unknown symbol names.
    let options: SpecReadOptions
    init(options: SpecReadOptions = .init()) { self.options = options }
    var locations: [String: SourcePosition] = [:]
    var warnings: [SpecWarning] = []
    /// Every problem found so far.
    var problems: [SpecProblem] = []

    func warn(_ path: JSONPath, _ node: JSONNode, _ message: String, rule: RuleID? = nil) {
        warnings.append(SpecWarning(path: path, location: node.location, message: message, ruleID: rule))
    }

    func note(_ path: JSONPath, _ node: JSONNode) { locations[path.description] = node.location }

    /// A problem at `node`.
    func fail(_ path: JSONPath, _ node: JSONNode, _ kind: SpecProblem.Kind) -> SpecError {
        .spec([SpecProblem(path: path, location: node.location, kind: kind)])
    }
    /// A problem described by a sentence.
    func fail(_ path: JSONPath, _ node: JSONNode, _ message: String) -> SpecError {
        fail(path, node, .invalid(message))
    }

    /// The most problems one spec reports; past it, more are dropped (a spec of thousands of
    /// wrong items must not print thousands of lines).
    static let maxProblems = 100

    /// Keeps `problem` (up to ``maxProblems``).
    func add(_ problem: SpecProblem) {
        if problems.count < Context.maxProblems { problems.append(problem) }
    }

    /// Keeps the problems of `error` and goes on.
    func record(_ error: SpecError) { error.problems.forEach(add) }

    /// Runs `body`; a problem it throws is recorded and reading goes on. Returns whether it succeeded.
    @discardableResult
    func attempt(_ body: () throws -> Void) -> Bool {
        do { try body(); return true }
        catch let e as SpecError { record(e); return false }
        catch { add(SpecProblem(path: JSONPath(), location: SourcePosition(line: 1, column: 1), kind: .invalid("\(error)"))); return false }
    }

    /// Runs `body` and returns its value, or records its problem and returns nil.
    func value<T>(_ body: () throws -> T) -> T? {
        var out: T?
        attempt { out = try body() }
        return out
    }

    /// Checks that `node` is an object with only the keys of `section`; an unknown key is recorded
    /// (with the closest key) and left out. Returns its members.
    func object(_ node: JSONNode, _ path: JSONPath, _ section: FieldSection) throws(SpecError) -> Members {
        guard case .object(let members) = node.value else {
            throw fail(path, node, .wrongType(expected: "\(section.noun) (an object)", found: node.kindName))
        }
        note(path, node)
        let allowed = section.keys
        var out: [String: JSONNode] = [:]
        for m in members {
            guard allowed.contains(m.key) else {
                add(SpecProblem(path: path.appending(m.key), location: m.keyLocation,
                                            kind: .unknownKey(m.key, suggestion: Suggestion.closest(to: m.key, among: allowed), allowed: allowed)))
                continue
            }
            out[m.key] = m.value
            note(path.appending(m.key), m.value)
        }
        return Members(section: section, nodes: out, path: path, node: node)
    }

    func string(_ node: JSONNode, _ path: JSONPath, maxLength: Int = SpecLimits.maxTextLength) throws(SpecError) -> String {
        guard case .string(let s) = node.value else {
            throw fail(path, node, .wrongType(expected: "a string", found: node.kindName))
        }
        let n = s.count
        if n > maxLength { throw fail(path, node, .tooLong(count: n, limit: maxLength)) }
        return s
    }

    func bool(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> Bool {
        guard case .bool(let b) = node.value else {
            throw fail(path, node, .wrongType(expected: "true or false", found: node.kindName))
        }
        return b
    }

    func number(_ node: JSONNode, _ path: JSONPath, range: ClosedRange<Double>, unit: String = "") throws(SpecError) -> Double {
        guard case .number(let n) = node.value else {
            throw fail(path, node, .wrongType(expected: "a number", found: node.kindName))
        }
        guard let d = n.double, d.isFinite, range.contains(d) else {
            throw fail(path, node, .outOfRange(value: n.literal, lower: Context.fmt(range.lowerBound), upper: Context.fmt(range.upperBound), unit: unit))
        }
        return d
    }

    func integer(_ node: JSONNode, _ path: JSONPath, range: ClosedRange<Int>) throws(SpecError) -> Int {
        guard case .number(let n) = node.value else {
            throw fail(path, node, .wrongType(expected: "a whole number", found: node.kindName))
        }
        guard n.isInteger, let i = n.int else {
            if let d = n.double, d.isFinite, abs(d) < 1e15 { throw fail(path, node, .notWhole(n.literal)) }
            throw fail(path, node, .outOfRange(value: n.literal, lower: "\(range.lowerBound)", upper: "\(range.upperBound)", unit: ""))
        }
        guard range.contains(i) else {
            throw fail(path, node, .outOfRange(value: "\(i)", lower: "\(range.lowerBound)", upper: "\(range.upperBound)", unit: ""))
        }
        return i
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ node: JSONNode, _ path: JSONPath, _ type: E.Type, what: String) throws(SpecError) -> E where E.RawValue == String {
        let s = try string(node, path)
        if let v = E(rawValue: s) { return v }
        let all = E.allCases.map(\.rawValue)
        throw fail(path, node, .unknownValue(what: what, value: s, suggestion: Suggestion.closest(to: s, among: all),
                                             otherwise: "expected one of: " + all.joined(separator: ", ")))
    }

    func color(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> ColorValue {
        let s = try string(node, path)
        if let c = ColorValue(s) { return c }
        var expected = "expected #RRGGBB, #RRGGBBAA or a system colour name"
        let names = SystemColor.allCases.map(\.rawValue)
        // A plain colour name ("red", "Gray") means the system colour of that name ("systemRed").
        let system = "system" + s.prefix(1).uppercased() + s.dropFirst().lowercased()
        if !s.hasPrefix("#"), let sug = names.first(where: { $0 == system }) ?? Suggestion.closest(to: s, among: names) {
            expected += "; did you mean \"\(sug)\"?"
        }
        throw fail(path, node, .malformed(what: "colour", value: s, expected: expected))
    }

    // MARK: Reading a field by its row

    /// `key` as true/false, per its row; nil when not written or wrong (the problem recorded).
    func bool(_ m: Members, _ key: String) -> Bool? {
        guard let n = m[key] else { return nil }
        return value { try bool(n, m.path(key)) }
    }
    /// `key` as text of at most the row's length.
    func string(_ m: Members, _ key: String) -> String? {
        guard let n = m[key] else { return nil }
        guard case .string(let limit, _) = m.section[key].type else { return value { try string(n, m.path(key)) } }
        return value { try string(n, m.path(key), maxLength: limit) }
    }
    /// `key` as a number in the row's range, with its unit in the error.
    func number(_ m: Members, _ key: String) -> Double? {
        guard let n = m[key], case .number(let lo, let hi, let unit) = m.section[key].type else { return nil }
        return value { try number(n, m.path(key), range: lo...hi, unit: unit) }
    }
    /// `key` as a whole number in the row's range; `upper` caps an index (`count - 1`).
    func integer(_ m: Members, _ key: String, upper: Int? = nil) -> Int? {
        guard let n = m[key], case .integer(let lo, let hi) = m.section[key].type else { return nil }
        return value { try integer(n, m.path(key), range: (lo ?? Int.min)...(upper ?? hi ?? Int.max)) }
    }
    /// `key` as one of `E`'s values, named in errors by the row's noun.
    func enumValue<E: RawRepresentable & CaseIterable>(_ m: Members, _ key: String, _ type: E.Type) -> E? where E.RawValue == String {
        guard let n = m[key], case .enumeration(_, let noun) = m.section[key].type else { return nil }
        return value { try enumValue(n, m.path(key), type, what: noun) }
    }
    /// `key` as a colour.
    func color(_ m: Members, _ key: String) -> ColorValue? {
        guard let n = m[key] else { return nil }
        return value { try color(n, m.path(key)) }
    }
    /// `key` as an image (symbol or .svg).
    func image(_ m: Members, _ key: String) -> ImageReference? {
        guard let n = m[key] else { return nil }
        return value { try image(n, m.path(key)) }
    }
    /// `key` as a .png path.
    func png(_ m: Members, _ key: String) -> FileReference? {
        guard let n = m[key] else { return nil }
        return value { try png(n, m.path(key)) }
    }
    /// The node of a required `key`; throws ``SpecProblem/Kind/missing(container:need:)`` with `need` when absent.
    /// When an unknown key of the same object was recorded with `key` as its suggestion (a
    /// misspelling), that problem stands for the missing key: nothing more is recorded.
    func required(_ m: Members, _ key: String, need: String) throws(SpecError) -> JSONNode {
        guard let n = m[key] else {
            let misspelt = problems.contains {
                if case .unknownKey(_, key?, _) = $0.kind { return $0.path.components.dropLast() == m.path.components[...] }
                return false
            }
            throw misspelt ? .spec([]) : fail(m.path, m.node, .missing(container: m.section.noun, need: need))
        }
        return n
    }

    /// At most 40 characters of user text for messages, so huge values never flood stderr.
    static func clip(_ s: String) -> String { SpecProblem.clip(s) }
    static func fmt(_ d: Double) -> String { SchemaJSON.format(d) }

    // MARK: - Spec

    func readSpec(_ root: JSONNode) throws(SpecError) -> Spec {
        let o = try object(root, JSONPath(), SpecFields.spec)
        var spec = Spec()
        _ = string(o, "$schema")
        attempt {
            guard let n = o["version"] else { return }
            spec.version = try integer(n, o.path("version"), range: 1...1)
        }
        spec.title = string(o, "title")
        spec.platform = enumValue(o, "platform", Platform.self)
        attempt {
            guard let n = o["osVersion"] else { return }
            let s: String
            if case .number(let num) = n.value { s = num.literal } else { s = try string(n, o.path("osVersion")) }
            guard let v = OSVersion(s) else {
                throw fail(o.path("osVersion"), n, .malformed(what: "version", value: s,
                                                             expected: "expected a version such as \"26\" or \"17.4\""))
            }
            spec.osVersion = v
        }
        attempt {
            guard let n = o["device"] else { return }
            let s = try string(n, o.path("device"))
            // Case and repeated spaces are ignored; the catalog's spelling is what is kept.
            guard let device = DeviceCatalog.device(named: s) else {
                // A family name without its model ("Apple TV", "iPad Pro") suggests the models.
                let k = DeviceCatalog.key(s)
                let models = DeviceCatalog.names.filter { $0.lowercased().hasPrefix(k + " ") }
                let closest = Suggestion.closest(to: k, among: DeviceCatalog.names) ?? (models.count == 1 ? models[0] : nil)
                let otherwise = models.count > 1 && closest == nil
                    ? "did you mean " + models.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ")
                        + (models.count > 6 ? ", …" : "") + "? (`navmock list devices` shows the catalog)"
                    : "`navmock list devices` shows the catalog"
                throw fail(o.path("device"), n, .unknownValue(what: "device", value: s, suggestion: closest, otherwise: otherwise))
            }
            spec.device = device.name
        }
        attempt {
            guard let n = o["size"] else { return }
            let so = try object(n, o.path("size"), SpecFields.size)
            guard so["width"] != nil, so["height"] != nil else {
                throw fail(so.path, n, .missing(container: "a size", need: "both \"width\" and \"height\" (points)"))
            }
            if let w = number(so, "width"), let h = number(so, "height") { spec.size = Size(width: w, height: h) }
            if spec.device != nil { throw fail(so.path, n, "give either \"device\" or \"size\", not both") }
        }
        spec.orientation = enumValue(o, "orientation", Orientation.self)
        attempt {
            guard let n = o["sizeClass"] else { return }
            let so = try object(n, o.path("sizeClass"), SpecFields.sizeClass)
            spec.sizeClass.horizontal = enumValue(so, "horizontal", SizeClass.self)
            spec.sizeClass.vertical = enumValue(so, "vertical", SizeClass.self)
        }
        if let v = enumValue(o, "appearance", Appearance.self) { spec.appearance = v }
        if let v = enumValue(o, "layoutDirection", LayoutDirection.self) { spec.layoutDirection = v }
        if let s = string(o, "locale") {
            if Context.isLanguageTag(s) { spec.locale = s } else {
                record(fail(o.path("locale"), o["locale"] ?? root,
                            .malformed(what: "locale", value: s,
                                          expected: "expected a language tag such as \"en\", \"zh-Hans\" or \"ar\"")))
            }
        }
        attempt { if let n = o["backdrop"] { spec.backdrop = try readBackdrop(n, o.path("backdrop")) } }
        if let v = enumValue(o, "canvas", CanvasMode.self) { spec.canvas = v }
        if let v = bool(o, "modal") { spec.modal = v }
        if let v = bool(o, "designRequiresCompatibility") { spec.designRequiresCompatibility = v }
        if let v = enumValue(o, "homeIndicator", HomeIndicatorVisibility.self) { spec.homeIndicator = v }
        attempt {
            guard let n = o["accessibility"] else { return }
            let a = try object(n, o.path("accessibility"), SpecFields.accessibility)
            if let v = bool(a, "reduceTransparency") { spec.accessibility.reduceTransparency = v }
            if let v = bool(a, "increaseContrast") { spec.accessibility.increaseContrast = v }
            if let v = bool(a, "boldText") { spec.accessibility.boldText = v }
        }
        attempt { if let n = o["tabBar"] { spec.tabBar = try readTabBar(n, o.path("tabBar")) } }
        attempt { if let n = o["pageControl"] { spec.pageControl = try readPageControl(n, o.path("pageControl")) } }
        if o["variants"] != nil { spec.hasVariants = true }
        attempt {
            guard let n = o["checks"] else { return }
            let co = try object(n, o.path("checks"), SpecFields.checks)
            _ = string(co, "reason")
            guard let ig = co["ignore"] else { return }
            let ip = co.path("ignore")
            guard case .array(let ids) = ig.value else { throw fail(ip, ig, .wrongType(expected: "an array of rule ids", found: ig.kindName)) }
            let known = RuleID.allCases.map(\.rawValue)
            for (i, idNode) in ids.enumerated() {
                attempt {
                    let id = try string(idNode, ip.appending(i))
                    guard let rule = RuleID(rawValue: id) else {
                        throw fail(ip.appending(i), idNode, .unknownValue(what: "rule id", value: id, suggestion: Suggestion.closest(to: id, among: known),
                                                                          otherwise: "`navmock list rules` lists them"))
                    }
                    spec.ignoredRules.insert(rule)
                }
            }
        }
        spec.locations = locations
        return spec
    }

    static func isLanguageTag(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    func readBackdrop(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> Backdrop {
        let before = problems.count
        let o = try object(node, path, SpecFields.backdrop)
        let kinds = ["color", "gradient", "image", "content"].filter { o[$0] != nil }
        // A misspelt kind ("colr") is already recorded as an unknown key.
        if kinds.isEmpty && problems.count > before { throw SpecError.spec([]) }
        guard kinds.count == 1 else {
            throw fail(path, node, kinds.isEmpty
                ? "a backdrop needs one of \"color\", \"gradient\", \"image\" or \"content\""
                : "a backdrop takes one of \"color\", \"gradient\", \"image\" or \"content\", not \(kinds.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        if let a = o["angle"], o["gradient"] == nil {
            throw fail(path.appending("angle"), a, "\"angle\" applies only to a \"gradient\" backdrop")
        }
        if let n = o["color"] { return .color(try color(n, path.appending("color"))) }
        if let n = o["gradient"] {
            let p = path.appending("gradient")
            guard case .array(let arr) = n.value else { throw fail(p, n, .wrongType(expected: "an array of 2…8 colours", found: n.kindName)) }
            guard (2...8).contains(arr.count) else { throw fail(p, n, "a gradient needs 2…8 colours, found \(arr.count)") }
            var colors: [ColorValue] = []
            for (i, c) in arr.enumerated() { note(p.appending(i), c); colors.append(try color(c, p.appending(i))) }
            // A wrong angle was recorded by number(_:_:); it is thrown again to leave the backdrop out.
            guard let angle = o["angle"] == nil ? 180.0 : number(o, "angle") else {
                throw SpecError.spec(problems.popLast().map { [$0] } ?? [])
            }
            return .gradient(colors, angle: angle)
        }
        if let n = o["image"] {
            let p = path.appending("image")
            let s = try string(n, p, maxLength: 1024)
            guard !s.isEmpty else { throw fail(p, n, "the image path is empty") }
            guard s.lowercased().hasSuffix(".png") else { throw fail(p, n, "a backdrop image must be a PNG file (\".png\")") }
            return .image(FileReference(path: s, jsonPath: p, location: n.location))
        }
        guard let n = o["content"] else { throw fail(path, node, "a backdrop needs one of \"color\", \"gradient\", \"image\" or \"content\"") }
        return .content(try enumValue(n, path.appending("content"), PlaceholderContent.self, what: "placeholder content"))
    }

    func readTabBar(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> TabBarSpec {
        let o = try object(node, path, SpecFields.tabBar)
        var tb = TabBarSpec()
        let itemsNode = try required(o, "items", need: "\"items\" (an array of 1…\(SpecLimits.maxTabItems) tabs)")
        let ip = path.appending("items")
        guard case .array(let arr) = itemsNode.value else { throw fail(ip, itemsNode, .wrongType(expected: "an array of tabs", found: itemsNode.kindName)) }
        guard !arr.isEmpty else { throw fail(ip, itemsNode, "a tab bar needs at least one item") }
        guard arr.count <= SpecLimits.maxTabItems else {
            throw fail(ip, itemsNode, .tooMany(count: arr.count, limit: SpecLimits.maxTabItems, what: "items"))
        }
        for (i, item) in arr.enumerated() {
            tb.items.append(value { try readItem(item, ip.appending(i)) } ?? TabItemSpec(title: ""))
        }
        let last = arr.count - 1
        if let v = integer(o, "selectedIndex", upper: last) { tb.selectedIndex = v }
        tb.tintColor = color(o, "tintColor")
        tb.unselectedItemTintColor = color(o, "unselectedItemTintColor")
        tb.minimizeBehavior = enumValue(o, "minimizeBehavior", TabBarMinimizeBehavior.self)
        attempt { if let n = o["bottomAccessory"] { tb.bottomAccessory = try readAccessory(n, path.appending("bottomAccessory")) } }
        readPlatformTabBar(o, into: &tb)  // iPad, tvOS fields (PlatformTabSpec.swift)
        readAppearanceFields(o, into: &tb)  // UITabBarAppearance and SwiftUI aliases (TabBarAppearance.swift)
        attempt {
            guard let n = o["state"] else { return }
            let so = try object(n, path.appending("state"), SpecFields.tabBarState)
            for row in SpecFields.tabBarState.fields {   // the booleans, from their rows' key paths
                if let flag = row.stateFlag, let v = bool(so, row.key) { tb.state[keyPath: flag.value] = v }
            }
            tb.state.largeContentItem = integer(so, "largeContentItem", upper: last)
            readPlatformState(so, into: &tb)
        }
        // What the items mean together (one search tab, one tab that shows, focus on a tab that
        // shows) is the validation stage's (SpecValidator.swift), with the spec's other problems.
        return tb
    }

    func readAccessory(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> BottomAccessorySpec {
        let o = try object(node, path, SpecFields.bottomAccessory)
        let t = try required(o, "title", need: "a \"title\"")
        var a = BottomAccessorySpec(title: try string(t, path.appending("title")))
        a.subtitle = string(o, "subtitle")
        a.image = image(o, "image")
        attempt {
            guard let n = o["controls"] else { return }
            let p = path.appending("controls")
            guard case .array(let arr) = n.value else { throw fail(p, n, .wrongType(expected: "an array of up to 2 symbols", found: n.kindName)) }
            guard arr.count <= 2 else { throw fail(p, n, "a bottom accessory has at most 2 controls, found \(arr.count)") }
            for (i, c) in arr.enumerated() { note(p.appending(i), c); a.controls.append(try image(c, p.appending(i))) }
        }
        return a
    }

    func readItem(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> TabItemSpec {
        let before = problems.count
        let o = try object(node, path, SpecFields.tabItem)
        var item = TabItemSpec()
        item.title = string(o, "title")
        item.image = image(o, "image")
        item.selectedImage = image(o, "selectedImage")
        if let n = o["badgeValue"] { item.badgeValue = readBadgeValue(n, path.appending("badgeValue")) }
        readItemAlias(o, path, into: &item)  // SwiftUI's `badge` (TabBarAppearance.swift)
        item.role = enumValue(o, "role", TabRole.self)
        if let v = bool(o, "isEnabled") { item.isEnabled = v }
        if let v = bool(o, "isHidden") { item.isHidden = v }
        readPlatformItem(o, into: &item)
        // An item with neither title nor image is drawn as UIKit draws it (an empty slot; a search
        // tab: the system's title and symbol, TabItemSpec.drawn) and warned about by check.
        _ = before
        return item
    }

    /// A badge value: text, a whole number (drawn as its digits: UIKit apps pass counts, as
    /// osVersion's number is read) or null (no badge); nil when absent or wrong (recorded).
    func readBadgeValue(_ n: JSONNode, _ path: JSONPath) -> String? {
        if case .null = n.value { return nil }
        if case .number(let num) = n.value {
            let digits = num.literal
            let body = digits.drop(while: { $0 == "-" })
            if !digits.isEmpty, digits.count <= 32, body.allSatisfy(\.isASCII), body.allSatisfy(\.isNumber) { return digits }
            add(SpecProblem(path: path, location: n.location, kind: .notWhole(digits)))
            return nil
        }
        return value { try string(n, path, maxLength: 32) }
    }

    /// Extensions of image files a tab or indicator image cannot be (they are named as files
    /// in the error, not looked up as symbols).
    static let otherImageExtensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".heic", ".pdf", ".tif", ".tiff", ".bmp"]

    func image(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> ImageReference {
        let s = try string(node, path, maxLength: 1024)
        guard !s.isEmpty else { throw fail(path, node, "the image is empty; give a symbol name or an .svg path") }
        // A file name without a folder: an SVG is read, other image files are named as files
        // (not "unknown symbol"; symbol names have dots too, so only image extensions count).
        let lower = s.lowercased()
        if s.contains("/") || lower.hasSuffix(".svg") || Self.otherImageExtensions.contains(where: { lower.hasSuffix($0) }) {
            guard s.lowercased().hasSuffix(".svg") else {
                throw fail(path, node, "an image file must be an SVG (\".svg\"); \"\(Context.clip(s))\" is not")
            }
            return .file(FileReference(path: s, jsonPath: path, location: node.location))
        }
        guard SymbolTable.resolve(s) != nil else {
            let nearest = SymbolTable.nearestNames(to: s)
            guard options.missingSymbols == .placeholder else { throw fail(path, node, .unknownSymbol(name: s, nearest: nearest)) }
            warn(path, node, SymbolPlaceholderMetrics.warning(name: s, nearest: nearest), rule: .symbolPlaceholder)
            return .placeholder(s)
        }
        return .symbol(s)
    }
}
