/// Reads a spec from JSON bytes, strictly.
///
/// Unknown keys, duplicate keys, wrong types and out-of-range values are errors that carry the
/// JSON path and `line:column` (``SpecError``), with a "did you mean" suggestion for misspelt keys
/// and values. `$schema` and `version` are allowed at the top level.
///
/// ```swift
/// let spec = try SpecReader.read(bytes)
/// ```
public enum SpecReader {
    /// The top-level keys of spec version 1.
    public static let topLevelKeys = ["$schema", "version", "title", "platform", "osVersion", "device",
                                      "size", "orientation", "sizeClass", "appearance", "layoutDirection",
                                      "locale", "backdrop", "canvas", "modal", "accessibility", "tabBar", "pageControl", "variants", "checks"]

    /// Parses and validates `bytes` (UTF-8 JSON, at most ``JSONLimits/maxBytes``).
    /// - Throws: ``SpecError/json(_:)`` for malformed JSON; ``SpecError/invalid(path:location:message:)``
    ///   for valid JSON that is not a valid spec.
    public static func read(_ bytes: [UInt8], limits: JSONLimits = .default) throws(SpecError) -> Spec {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes, limits: limits) } catch { throw .json(error) }
        return try read(root)
    }

    /// Validates an already parsed JSON tree (for example one variant of a spec with `variants`);
    /// positions in errors are those the nodes carry.
    /// - Throws: ``SpecError/invalid(path:location:message:)``.
    public static func read(_ root: JSONNode) throws(SpecError) -> Spec {
        var ctx = Context()
        var spec = try ctx.readSpec(root)
        spec.warnings = ctx.warnings
        return spec
    }
}

/// Walks the JSON tree, recording locations.
struct Context {
    var locations: [String: SourcePosition] = [:]
    var warnings: [SpecWarning] = []

    mutating func warn(_ path: JSONPath, _ node: JSONNode, _ message: String, rule: String? = nil) {
        warnings.append(SpecWarning(path: path, location: node.location, message: message, ruleID: rule))
    }

    mutating func note(_ path: JSONPath, _ node: JSONNode) { locations[path.description] = node.location }

    func fail(_ path: JSONPath, _ node: JSONNode, _ message: String) -> SpecError {
        .invalid(path: path, location: node.location, message: message)
    }

    /// Checks that `node` is an object with only `allowed` keys; returns its members by key.
    mutating func object(_ node: JSONNode, _ path: JSONPath, allowed: [String], what: String) throws(SpecError) -> [String: JSONNode] {
        guard case .object(let members) = node.value else {
            throw fail(path, node, "expected \(what) (an object), found \(node.kindName)")
        }
        note(path, node)
        var out: [String: JSONNode] = [:]
        for m in members {
            guard allowed.contains(m.key) else {
                var msg = "unknown key \"\(Context.clip(m.key))\""
                if let s = Suggestion.closest(to: m.key, among: allowed) { msg += "; did you mean \"\(s)\"?" }
                else { msg += "; allowed keys: " + allowed.joined(separator: ", ") }
                throw .invalid(path: path.appending(m.key), location: m.keyLocation, message: msg)
            }
            out[m.key] = m.value
            note(path.appending(m.key), m.value)
        }
        return out
    }

    func string(_ node: JSONNode, _ path: JSONPath, maxLength: Int = SpecLimits.maxTextLength) throws(SpecError) -> String {
        guard case .string(let s) = node.value else {
            throw fail(path, node, "expected a string, found \(node.kindName)")
        }
        let n = s.count
        if n > maxLength {
            throw fail(path, node, "text of \(n) characters is longer than the limit of \(maxLength)")
        }
        return s
    }

    func bool(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> Bool {
        guard case .bool(let b) = node.value else {
            throw fail(path, node, "expected true or false, found \(node.kindName)")
        }
        return b
    }

    func number(_ node: JSONNode, _ path: JSONPath, range: ClosedRange<Double>, unit: String = "") throws(SpecError) -> Double {
        guard case .number(let n) = node.value else {
            throw fail(path, node, "expected a number, found \(node.kindName)")
        }
        guard let d = n.double, d.isFinite else {
            throw fail(path, node, "number \(Context.clip(n.literal)) is out of range; expected \(Context.fmt(range.lowerBound))…\(Context.fmt(range.upperBound))\(unit)")
        }
        guard range.contains(d) else {
            throw fail(path, node, "\(Context.clip(n.literal)) is out of range; expected \(Context.fmt(range.lowerBound))…\(Context.fmt(range.upperBound))\(unit)")
        }
        return d
    }

    func integer(_ node: JSONNode, _ path: JSONPath, range: ClosedRange<Int>) throws(SpecError) -> Int {
        guard case .number(let n) = node.value else {
            throw fail(path, node, "expected a whole number, found \(node.kindName)")
        }
        guard n.isInteger, let i = n.int else {
            if let d = n.double, d.isFinite, abs(d) < 1e15 {
                throw fail(path, node, "expected a whole number, found \(Context.clip(n.literal))")
            }
            throw fail(path, node, "\(Context.clip(n.literal)) is out of range; expected \(range.lowerBound)…\(range.upperBound)")
        }
        guard range.contains(i) else {
            throw fail(path, node, "\(i) is out of range; expected \(range.lowerBound)…\(range.upperBound)")
        }
        return i
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ node: JSONNode, _ path: JSONPath, _ type: E.Type, what: String) throws(SpecError) -> E where E.RawValue == String {
        let s = try string(node, path)
        if let v = E(rawValue: s) { return v }
        let all = E.allCases.map(\.rawValue)
        var msg = "unknown \(what) \"\(Context.clip(s))\""
        if let sug = Suggestion.closest(to: s, among: all) { msg += "; did you mean \"\(sug)\"?" }
        else { msg += "; expected one of: " + all.joined(separator: ", ") }
        throw fail(path, node, msg)
    }

    func color(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> ColorValue {
        let s = try string(node, path)
        if let c = ColorValue(s) { return c }
        var msg = "invalid colour \"\(Context.clip(s))\"; expected #RRGGBB, #RRGGBBAA or a system colour name"
        if !s.hasPrefix("#"), let sug = Suggestion.closest(to: s, among: SystemColor.allCases.map(\.rawValue)) {
            msg += "; did you mean \"\(sug)\"?"
        }
        throw fail(path, node, msg)
    }

    /// At most 40 characters of user text for messages, so huge values never flood stderr.
    static func clip(_ s: String) -> String {
        s.count <= 40 ? s : String(s.prefix(37)) + "…"
    }
    static func fmt(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    // MARK: - Spec

    mutating func readSpec(_ root: JSONNode) throws(SpecError) -> Spec {
        let path = JSONPath()
        let o = try object(root, path, allowed: SpecReader.topLevelKeys, what: "a spec")
        var spec = Spec()
        if let n = o["$schema"] { _ = try string(n, path.appending("$schema"), maxLength: 2048) }
        if let n = o["version"] { spec.version = try integer(n, path.appending("version"), range: 1...1) }
        if let n = o["title"] { spec.title = try string(n, path.appending("title")) }
        if let n = o["platform"] { spec.platform = try enumValue(n, path.appending("platform"), Platform.self, what: "platform") }
        if let n = o["osVersion"] {
            let p = path.appending("osVersion")
            let s: String
            if case .number(let num) = n.value { s = num.literal } else { s = try string(n, p) }
            guard let v = OSVersion(s) else {
                throw fail(p, n, "invalid version \"\(Context.clip(s))\"; expected a version such as \"26\" or \"17.4\"")
            }
            spec.osVersion = v
        }
        if let n = o["device"] {
            let p = path.appending("device")
            let s = try string(n, p)
            guard DeviceCatalog.device(named: s) != nil else {
                var msg = "unknown device \"\(Context.clip(s))\""
                if let sug = Suggestion.closest(to: s, among: DeviceCatalog.names) { msg += "; did you mean \"\(sug)\"?" }
                else { msg += "; `navmock list devices` shows the catalog" }
                throw fail(p, n, msg)
            }
            spec.device = s
        }
        if let n = o["size"] {
            let p = path.appending("size")
            let so = try object(n, p, allowed: ["width", "height"], what: "a size")
            guard let w = so["width"], let h = so["height"] else {
                throw fail(p, n, "a size needs both \"width\" and \"height\" (points)")
            }
            let range = SpecLimits.minSide...SpecLimits.maxSide
            spec.size = Size(width: try number(w, p.appending("width"), range: range, unit: " pt"),
                             height: try number(h, p.appending("height"), range: range, unit: " pt"))
        }
        if spec.device != nil, spec.size != nil, let n = o["size"] {
            throw fail(path.appending("size"), n, "give either \"device\" or \"size\", not both")
        }
        if let n = o["orientation"] { spec.orientation = try enumValue(n, path.appending("orientation"), Orientation.self, what: "orientation") }
        if let n = o["sizeClass"] {
            let p = path.appending("sizeClass")
            let so = try object(n, p, allowed: ["horizontal", "vertical"], what: "size classes")
            if let h = so["horizontal"] { spec.sizeClass.horizontal = try enumValue(h, p.appending("horizontal"), SizeClass.self, what: "size class") }
            if let v = so["vertical"] { spec.sizeClass.vertical = try enumValue(v, p.appending("vertical"), SizeClass.self, what: "size class") }
        }
        if let n = o["appearance"] { spec.appearance = try enumValue(n, path.appending("appearance"), Appearance.self, what: "appearance") }
        if let n = o["layoutDirection"] { spec.layoutDirection = try enumValue(n, path.appending("layoutDirection"), LayoutDirection.self, what: "layout direction") }
        if let n = o["locale"] {
            let p = path.appending("locale")
            let s = try string(n, p, maxLength: 35)
            guard Context.isLanguageTag(s) else {
                throw fail(p, n, "invalid locale \"\(Context.clip(s))\"; expected a language tag such as \"en\", \"zh-Hans\" or \"ar\"")
            }
            spec.locale = s
        }
        if let n = o["backdrop"] { spec.backdrop = try readBackdrop(n, path.appending("backdrop")) }
        if let n = o["canvas"] { spec.canvas = try enumValue(n, path.appending("canvas"), CanvasMode.self, what: "canvas") }
        if let n = o["modal"] { spec.modal = try bool(n, path.appending("modal")) }
        if let n = o["accessibility"] {
            let p = path.appending("accessibility")
            let a = try object(n, p, allowed: ["reduceTransparency", "increaseContrast", "boldText"], what: "accessibility settings")
            if let v = a["reduceTransparency"] { spec.accessibility.reduceTransparency = try bool(v, p.appending("reduceTransparency")) }
            if let v = a["increaseContrast"] { spec.accessibility.increaseContrast = try bool(v, p.appending("increaseContrast")) }
            if let v = a["boldText"] { spec.accessibility.boldText = try bool(v, p.appending("boldText")) }
        }
        if let n = o["tabBar"] { spec.tabBar = try readTabBar(n, path.appending("tabBar")) }
        if let n = o["pageControl"] { spec.pageControl = try readPageControl(n, path.appending("pageControl")) }
        if o["variants"] != nil { spec.hasVariants = true }
        if let n = o["checks"] {
            let p = path.appending("checks")
            let co = try object(n, p, allowed: ["ignore", "reason"], what: "check settings")
            if let r = co["reason"] { _ = try string(r, p.appending("reason"), maxLength: 1000) }
            if let ig = co["ignore"] {
                let ip = p.appending("ignore")
                guard case .array(let ids) = ig.value else { throw fail(ip, ig, "expected an array of rule ids, found \(ig.kindName)") }
                let known = Checker.ruleIDs
                for (i, idNode) in ids.enumerated() {
                    let id = try string(idNode, ip.appending(i))
                    guard known.contains(id) else {
                        var msg = "unknown rule id \"\(Context.clip(id))\""
                        if let s = Suggestion.closest(to: id, among: known) { msg += "; did you mean \"\(s)\"?" }
                        else { msg += "; `navmock list rules` lists them" }
                        throw fail(ip.appending(i), idNode, msg)
                    }
                    spec.ignoredRules.insert(id)
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

    mutating func readBackdrop(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> Backdrop {
        let o = try object(node, path, allowed: ["color", "gradient", "angle", "image", "content"], what: "a backdrop")
        let kinds = ["color", "gradient", "image", "content"].filter { o[$0] != nil }
        guard kinds.count == 1 else {
            throw fail(path, node, kinds.isEmpty
                ? "a backdrop needs one of \"color\", \"gradient\", \"image\" or \"content\""
                : "a backdrop takes one of \"color\", \"gradient\", \"image\" or \"content\", not \(kinds.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        if o["angle"] != nil && o["gradient"] == nil {
            throw fail(path.appending("angle"), o["angle"]!, "\"angle\" applies only to a \"gradient\" backdrop")
        }
        if let n = o["color"] { return .color(try color(n, path.appending("color"))) }
        if let n = o["gradient"] {
            let p = path.appending("gradient")
            guard case .array(let arr) = n.value else { throw fail(p, n, "expected an array of 2…8 colours, found \(n.kindName)") }
            guard (2...8).contains(arr.count) else { throw fail(p, n, "a gradient needs 2…8 colours, found \(arr.count)") }
            var colors: [ColorValue] = []
            for (i, c) in arr.enumerated() { note(p.appending(i), c); colors.append(try color(c, p.appending(i))) }
            var angle = 180.0
            if let a = o["angle"] { angle = try number(a, path.appending("angle"), range: -360...360, unit: " degrees") }
            return .gradient(colors, angle: angle)
        }
        if let n = o["image"] {
            let p = path.appending("image")
            let s = try string(n, p, maxLength: 1024)
            guard !s.isEmpty else { throw fail(p, n, "the image path is empty") }
            guard s.lowercased().hasSuffix(".png") else { throw fail(p, n, "a backdrop image must be a PNG file (\".png\")") }
            return .image(FileReference(path: s, jsonPath: p, location: n.location))
        }
        let n = o["content"]!
        return .content(try enumValue(n, path.appending("content"), PlaceholderContent.self, what: "placeholder content"))
    }

    mutating func readTabBar(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> TabBarSpec {
        let o = try object(node, path, allowed: ["items", "selectedIndex", "tintColor", "unselectedItemTintColor", "minimizeBehavior", "bottomAccessory", "state"]
                               + PlatformTabKeys.tabBar, what: "a tab bar")
        var tb = TabBarSpec()
        guard let itemsNode = o["items"] else { throw fail(path, node, "a tab bar needs \"items\" (an array of 1…\(SpecLimits.maxTabItems) tabs)") }
        let ip = path.appending("items")
        guard case .array(let arr) = itemsNode.value else { throw fail(ip, itemsNode, "expected an array of tabs, found \(itemsNode.kindName)") }
        guard !arr.isEmpty else { throw fail(ip, itemsNode, "a tab bar needs at least one item") }
        guard arr.count <= SpecLimits.maxTabItems else {
            throw fail(ip, itemsNode, "\(arr.count) items is more than the limit of \(SpecLimits.maxTabItems)")
        }
        for (i, item) in arr.enumerated() {
            tb.items.append(try readItem(item, ip.appending(i)))
        }
        if let n = o["selectedIndex"] {
            tb.selectedIndex = try integer(n, path.appending("selectedIndex"), range: 0...(arr.count - 1))
        }
        if let n = o["tintColor"] { tb.tintColor = try color(n, path.appending("tintColor")) }
        if let n = o["unselectedItemTintColor"] { tb.unselectedItemTintColor = try color(n, path.appending("unselectedItemTintColor")) }
        if let n = o["minimizeBehavior"] {
            tb.minimizeBehavior = try enumValue(n, path.appending("minimizeBehavior"), TabBarMinimizeBehavior.self, what: "minimize behavior")
        }
        if let n = o["bottomAccessory"] { tb.bottomAccessory = try readAccessory(n, path.appending("bottomAccessory")) }
        try readPlatformTabBar(o, path, into: &tb)  // iPad, tvOS fields (PlatformTabSpec.swift)
        if let n = o["state"] {
            let p = path.appending("state")
            let so = try object(n, p, allowed: TabBarStateKeys.all, what: "a tab bar state")
            if let s = so["scrollEdge"] { tb.state.scrollEdge = try bool(s, p.appending("scrollEdge")) }
            if let s = so["minimized"] { tb.state.minimized = try bool(s, p.appending("minimized")) }
            if let s = so["moreListVisible"] { tb.state.moreListVisible = try bool(s, p.appending("moreListVisible")) }
            if let s = so["largeContentItem"] {
                tb.state.largeContentItem = try integer(s, p.appending("largeContentItem"), range: 0...(arr.count - 1))
            }
            try readPlatformState(so, p, into: &tb)
        }
        if arr.count > 1 {
            let searches = tb.items.indices.filter { tb.items[$0].role == .search }
            if searches.count > 1 {
                let p = ip.appending(searches[1]).appending("role")
                throw .invalid(path: p, location: locations[p.description] ?? itemsNode.location,
                               message: "only one tab can have the search role")
            }
        }
        if tb.items.allSatisfy(\.isHidden) {
            throw fail(ip, itemsNode, "every tab is hidden; at least one must show")
        }
        return tb
    }

    mutating func readAccessory(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> BottomAccessorySpec {
        let o = try object(node, path, allowed: ["title", "subtitle", "image", "controls"], what: "a bottom accessory")
        guard let t = o["title"] else { throw fail(path, node, "a bottom accessory needs a \"title\"") }
        var a = BottomAccessorySpec(title: try string(t, path.appending("title")))
        if let n = o["subtitle"] { a.subtitle = try string(n, path.appending("subtitle")) }
        if let n = o["image"] { a.image = try image(n, path.appending("image")) }
        if let n = o["controls"] {
            let p = path.appending("controls")
            guard case .array(let arr) = n.value else { throw fail(p, n, "expected an array of up to 2 symbols, found \(n.kindName)") }
            guard arr.count <= 2 else { throw fail(p, n, "a bottom accessory has at most 2 controls, found \(arr.count)") }
            for (i, c) in arr.enumerated() { note(p.appending(i), c); a.controls.append(try image(c, p.appending(i))) }
        }
        return a
    }

    mutating func readItem(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> TabItemSpec {
        let o = try object(node, path, allowed: TabItemKeys.all, what: "a tab item")
        var item = TabItemSpec()
        if let n = o["title"] { item.title = try string(n, path.appending("title")) }
        if let n = o["image"] { item.image = try image(n, path.appending("image")) }
        if let n = o["selectedImage"] { item.selectedImage = try image(n, path.appending("selectedImage")) }
        if let n = o["badgeValue"] {
            let p = path.appending("badgeValue")
            if case .null = n.value { item.badgeValue = nil } else { item.badgeValue = try string(n, p, maxLength: 32) }
        }
        if let n = o["role"] { item.role = try enumValue(n, path.appending("role"), TabRole.self, what: "tab role") }
        if let n = o["isEnabled"] { item.isEnabled = try bool(n, path.appending("isEnabled")) }
        if let n = o["isHidden"] { item.isHidden = try bool(n, path.appending("isHidden")) }
        try readPlatformItem(o, path, into: &item)
        if item.title == nil && item.image == nil {
            throw fail(path, node, "a tab item needs a \"title\", an \"image\", or both")
        }
        return item
    }

    func image(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> ImageReference {
        let s = try string(node, path, maxLength: 1024)
        guard !s.isEmpty else { throw fail(path, node, "the image is empty; give a symbol name or an .svg path") }
        if s.contains("/") || s.lowercased().hasSuffix(".svg") {
            guard s.lowercased().hasSuffix(".svg") else {
                throw fail(path, node, "an image file must be an SVG (\".svg\"); \"\(Context.clip(s))\" is not")
            }
            return .file(FileReference(path: s, jsonPath: path, location: node.location))
        }
        guard SymbolTable.resolve(s) != nil else {
            var msg = "unknown symbol \"\(Context.clip(s))\""
            let near = SymbolTable.nearestNames(to: s)
            if !near.isEmpty { msg += "; did you mean " + near.map { "\"\($0)\"" }.joined(separator: ", ") + "?" }
            else { msg += "; `navmock list symbols --search WORD` searches the table, or give a path to an .svg file" }
            throw fail(path, node, msg)
        }
        return .symbol(s)
    }
}

/// Keys of a tab item; platform-specific keys are added by ``Context/readPlatformItem(_:_:into:)``.
enum TabItemKeys {
    static let all = ["title", "image", "selectedImage", "badgeValue", "role", "isEnabled", "isHidden"] + PlatformTabKeys.item
}

/// Keys of `tabBar.state`; platform-specific keys come from ``PlatformTabKeys``.
enum TabBarStateKeys {
    static let all = ["scrollEdge", "minimized", "moreListVisible", "largeContentItem"] + PlatformTabKeys.state
}
