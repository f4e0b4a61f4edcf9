// Writes Swift builder code (NavMockUI) from a spec: the test-only generator of
// GeneratedTemplates.swift. It reads the spec's canonical JSON (SpecJSON) and fails on any member
// it has no Swift for, and on any field whose code does not use the field's registered spelling
// (SwiftSpelling), so that a field the builder cannot say is found when the file is regenerated.

import NavMockCore
@testable import NavMockUI

struct GeneratorFailure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// Swift for one spec: the statements before the description (a configured appearance) and the
/// description expression.
struct SwiftGenerator {
    private(set) var statements: [String] = []
    private(set) var uses: [(row: String, path: String, code: String)] = []
    private var consumed = Set<String>()

    /// The body of a function returning the description of `spec`.
    static func body(_ spec: Spec) throws -> String {
        var g = SwiftGenerator()
        let root = SpecJSON.value(spec)
        let expression = try g.description(root)
        try g.checkEverythingConsumed(root, path: "")
        try g.checkSpellings()
        let lines = g.statements + ["return " + expression]
        return lines.map { "        " + $0 }.joined(separator: "\n")
    }

    // MARK: Bookkeeping

    /// Marks `path.key` as written by `code`.
    private mutating func use(_ path: String, _ key: String, _ code: String) {
        let full = path.isEmpty ? key : path + "." + key
        consumed.insert(full)
        uses.append((SwiftGenerator.rowID(full), full, code))
    }

    private func checkEverythingConsumed(_ v: SpecJSON.Value, path: String) throws {
        switch v {
        case .object(let members):
            for (k, m) in members {
                let p = path.isEmpty ? k : path + "." + k
                guard consumed.contains(p) else { throw GeneratorFailure("no Swift for \(p) (row \(SwiftGenerator.rowID(p)))") }
                try checkEverythingConsumed(m, path: p)
            }
        case .array(let items):
            for (i, item) in items.enumerated() { try checkEverythingConsumed(item, path: path + "[\(i)]") }
        default: break
        }
    }

    /// Every field written uses the spelling its row registers (``SwiftSpelling``).
    private func checkSpellings() throws {
        for u in uses {
            guard let s = SwiftSpelling.spelling(ofField: u.row) else {
                if SwiftGenerator.isObjectRow(u.row) { continue }
                throw GeneratorFailure("\(u.path): the builder registers no Swift spelling for the row \(u.row)")
            }
            if let token = s.token, !u.code.contains(token) {
                throw GeneratorFailure("\(u.path): generated `\(u.code)`, which does not use \(s.api) (\(token))")
            }
        }
    }

    /// The field-table row of a concrete path (``SwiftSpelling/rowID(ofPath:)``).
    static func rowID(_ path: String) -> String { SwiftSpelling.rowID(ofPath: path) }

    static func isObjectRow(_ id: String) -> Bool {
        for s in SpecFields.all {
            for f in s.fields where (s.path.isEmpty ? f.key : s.path + "." + f.key) == id {
                if case .object = f.type { return true }
                if case .array(.object, _, _) = f.type { return true }
            }
        }
        return false
    }

    // MARK: Values

    static func swiftString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F { out += "\\u{\(String(u.value, radix: 16))}" } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    static let colorMembers: Set<String> = ["systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink",
                                            "systemPurple", "systemIndigo", "systemTeal", "systemCyan", "systemMint", "systemBrown",
                                            "systemGray", "label", "secondaryLabel", "tertiaryLabel", "systemBackground", "white", "black", "clear"]

    static func color(_ v: SpecJSON.Value?) throws -> String {
        guard case .string(let s)? = v else { throw GeneratorFailure("a colour that is not text") }
        if s.hasPrefix("#") {
            let hex = s.dropFirst()
            return (hex.count == 6 ? ".rgb(0x" : ".rgba(0x") + hex + ")"
        }
        return colorMembers.contains(s) ? "." + s : ".system(.\(s))"
    }

    static func string(_ v: SpecJSON.Value?) throws -> String {
        guard case .string(let s)? = v else { throw GeneratorFailure("expected text") }
        return s
    }

    static func number(_ v: SpecJSON.Value?) throws -> String {
        guard case .number(let d)? = v else { throw GeneratorFailure("expected a number") }
        return SpecJSON.number(d)
    }

    static func enumCase(_ v: SpecJSON.Value?) throws -> String { "." + (try string(v)) }

    static func bool(_ v: SpecJSON.Value?) throws -> Bool {
        guard case .bool(let b)? = v else { throw GeneratorFailure("expected true or false") }
        return b
    }

    static func members(_ v: SpecJSON.Value?) -> [(String, SpecJSON.Value)] {
        if case .object(let m)? = v { return m }
        return []
    }

    static func items(_ v: SpecJSON.Value?) -> [SpecJSON.Value] {
        if case .array(let a)? = v { return a }
        return []
    }

    /// `tab-bar.icon-contrast` → `tabBarIconContrast`: the id camel-cased, but for the
    /// localization rules, whose cases say what they are about (the generated file compiling
    /// checks every name).
    static func ruleCase(_ id: String) -> String {
        let exceptions = ["tab-bar.missing-translation": "localizationMissingTranslation",
                          "tab-bar.truncated-translation": "localizationTruncatedTitle",
                          "tab-bar.tightened-translation": "localizationTightenedTitle"]
        if let e = exceptions[id] { return e }
        let words = id.split(whereSeparator: { $0 == "-" || $0 == "." }).map(String.init)
        return words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    // MARK: The description

    private mutating func description(_ root: SpecJSON.Value) throws -> String {
        var expression: String
        var modifiers: [String] = []
        if let tabBar = root["tabBar"] {
            expression = try tabView(tabBar, modifiers: &modifiers)
            use("", "tabBar", "TabView(")
            if let pc = root["pageControl"] {
                var pcModifiers: [String] = []
                let control = try pageControl(pc, modifiers: &pcModifiers)
                modifiers.append(".overlay(" + ([control] + pcModifiers).joined(separator: "") + ")")
                use("", "pageControl", "PageControl(")
            }
        } else if let pc = root["pageControl"] {
            expression = try pageControl(pc, modifiers: &modifiers)
            use("", "pageControl", "PageControl(")
        } else {
            throw GeneratorFailure("a spec with neither a tab bar nor a page control")
        }
        modifiers += try environment(root)
        // SwiftUI's layout: after a closing brace the modifiers line up with it; after a one-line
        // head they are indented under it.
        let indent = expression.contains("\n") ? "\n        " : "\n            "
        for m in modifiers { expression += indent + m.replacingOccurrences(of: "\n            ", with: indent) }
        return expression
    }

    private mutating func environment(_ root: SpecJSON.Value) throws -> [String] {
        var out: [String] = []
        func add(_ key: String, _ code: String) { out.append(code); use("", key, code) }
        if let v = root["title"] { add("title", ".title(\(SwiftGenerator.swiftString(try SwiftGenerator.string(v))))") }
        if let v = root["platform"] { add("platform", ".platform(\(try SwiftGenerator.enumCase(v)))") }
        if let v = root["osVersion"] {
            let parts = try SwiftGenerator.string(v).split(separator: ".")
            add("osVersion", ".osVersion(" + parts.joined(separator: ", ") + ")")
        }
        if let v = root["device"] { add("device", ".device(\(SwiftGenerator.swiftString(try SwiftGenerator.string(v))))") }
        if let v = root["size"] {
            let code = ".screenSize(width: \(try SwiftGenerator.number(v["width"])), height: \(try SwiftGenerator.number(v["height"])))"
            out.append(code)
            use("", "size", code); use("size", "width", code); use("size", "height", code)
        }
        if let v = root["orientation"] { add("orientation", ".orientation(\(try SwiftGenerator.enumCase(v)))") }
        if let v = root["sizeClass"] {
            use("", "sizeClass", "")
            if let h = v["horizontal"] { let c = ".horizontalSizeClass(\(try SwiftGenerator.enumCase(h)))"; out.append(c); use("sizeClass", "horizontal", c) }
            if let h = v["vertical"] { let c = ".verticalSizeClass(\(try SwiftGenerator.enumCase(h)))"; out.append(c); use("sizeClass", "vertical", c) }
        }
        if let v = root["appearance"] { add("appearance", ".colorScheme(\(try SwiftGenerator.enumCase(v)))") }
        if let v = root["layoutDirection"] { add("layoutDirection", ".layoutDirection(\(try SwiftGenerator.enumCase(v)))") }
        if let v = root["locale"] { add("locale", ".locale(\(SwiftGenerator.swiftString(try SwiftGenerator.string(v))))") }
        if let v = root["backdrop"] {
            use("", "backdrop", "")
            let code: String
            if let c = v["color"] {
                code = ".backdrop(color: \(try SwiftGenerator.color(c)))"; use("backdrop", "color", code)
            } else if let g = v["gradient"] {
                let colors = try SwiftGenerator.items(g).map { try SwiftGenerator.color($0) }.joined(separator: ", ")
                let angle = try v["angle"].map { ", angle: " + (try SwiftGenerator.number($0)) } ?? ""
                code = ".backdrop(gradient: [\(colors)]\(angle))"
                use("backdrop", "gradient", code)
                if v["angle"] != nil { use("backdrop", "angle", code) }
            } else if let i = v["image"] {
                code = ".backdrop(image: \(SwiftGenerator.swiftString(try SwiftGenerator.string(i))))"; use("backdrop", "image", code)
            } else {
                code = ".backdrop(\(try SwiftGenerator.enumCase(v["content"])))"; use("backdrop", "content", code)
            }
            out.append(code)
        }
        if let v = root["canvas"] { add("canvas", ".canvas(\(try SwiftGenerator.enumCase(v)))") }
        if let v = root["modal"] { add("modal", ".modal(\(try SwiftGenerator.bool(v)))") }
        if let v = root["designRequiresCompatibility"] { add("designRequiresCompatibility", ".designRequiresCompatibility(\(try SwiftGenerator.bool(v)))") }
        if let v = root["homeIndicator"] { add("homeIndicator", ".persistentSystemOverlays(\(try SwiftGenerator.enumCase(v)))") }
        if let v = root["accessibility"] {
            use("", "accessibility", "")
            if v["reduceTransparency"] != nil { let c = ".accessibilityReduceTransparency()"; out.append(c); use("accessibility", "reduceTransparency", c) }
            if v["increaseContrast"] != nil { let c = ".colorSchemeContrast(.increased)"; out.append(c); use("accessibility", "increaseContrast", c) }
            if v["boldText"] != nil { let c = ".legibilityWeight(.bold)"; out.append(c); use("accessibility", "boldText", c) }
        }
        if let v = root["checks"] {
            let rules = try SwiftGenerator.items(v["ignore"]).map { "." + SwiftGenerator.ruleCase(try SwiftGenerator.string($0)) }
            let code = ".ignoringChecks([\(rules.joined(separator: ", "))], reason: \"as the Template says\")"
            out.append(code)
            use("", "checks", code); use("checks", "ignore", code)
        }
        return out
    }

    // MARK: Tab bar

    private mutating func tab(_ item: SpecJSON.Value, index: Int) throws -> String {
        let p = "tabBar.items[\(index)]"
        var args: [String] = []
        if let t = item["title"] { args.append(SwiftGenerator.swiftString(try SwiftGenerator.string(t))) }
        if let i = item["image"] { args.append("systemImage: " + SwiftGenerator.swiftString(try SwiftGenerator.string(i))) }
        if let r = item["role"] { args.append("role: " + (try SwiftGenerator.enumCase(r))) }
        var code = "Tab(" + args.joined(separator: ", ") + ")"
        for k in ["title", "image", "role"] where item[k] != nil { use(p, k, code) }
        if let s = item["selectedImage"] {
            let c = ".selectedImage(\(SwiftGenerator.swiftString(try SwiftGenerator.string(s))))"; code += c; use(p, "selectedImage", c)
        }
        if let b = item["badgeValue"] {
            let text = try SwiftGenerator.string(b)
            let c = Int(text).map { String($0) == text ? ".badge(\($0))" : nil } ?? nil
            let m = c ?? ".badge(\(SwiftGenerator.swiftString(text)))"
            code += m; use(p, "badgeValue", m)
        }
        if item["isEnabled"] != nil { code += ".disabled()"; use(p, "isEnabled", ".disabled()") }
        if item["isHidden"] != nil { code += ".hidden()"; use(p, "isHidden", ".hidden()") }
        if let k = item["contentKind"] { let c = ".contentKind(\(try SwiftGenerator.enumCase(k)))"; code += c; use(p, "contentKind", c) }
        if let k = item["renderingMode"] { let c = ".renderingMode(\(try SwiftGenerator.enumCase(k)))"; code += c; use(p, "renderingMode", c) }
        return code
    }

    private mutating func tabView(_ bar: SpecJSON.Value, modifiers: inout [String]) throws -> String {
        let items = SwiftGenerator.items(bar["items"])
        use("tabBar", "items", "Tab(")
        // Sections: contiguous runs of tabs, in order, after or between the plain tabs.
        var sectionOf: [Int: (index: Int, title: String)] = [:]
        if let sections = bar["sections"] {
            use("tabBar", "sections", "TabSection(")
            for (si, s) in SwiftGenerator.items(sections).enumerated() {
                let idx = try SwiftGenerator.items(s["items"]).map { Int(try SwiftGenerator.number($0))! }
                guard let first = idx.first, idx == Array(first..<(first + idx.count)) else {
                    throw GeneratorFailure("tabBar.sections[\(si)]: tabs \(idx) are not a run in order, which TabSection { … } cannot say")
                }
                let title = try SwiftGenerator.string(s["title"])
                for i in idx {
                    if sectionOf[i] != nil { throw GeneratorFailure("tabBar.sections[\(si)]: tab \(i) is in two sections, which TabSection { … } cannot say") }
                    sectionOf[i] = (si, title)
                }
                if let previous = sectionOf.filter({ $0.value.index == si - 1 }).keys.max(), previous > first {
                    throw GeneratorFailure("tabBar.sections[\(si)]: sections out of the tabs' order, which TabSection { … } cannot say")
                }
                use("tabBar.sections[\(si)]", "title", "TabSection(")
                use("tabBar.sections[\(si)]", "items", "TabSection(")
            }
            if case .array(let a) = sections, a.isEmpty { throw GeneratorFailure("tabBar.sections: an empty list, which TabSection { … } cannot say") }
        }
        var lines: [String] = []
        var open: Int?
        for (i, item) in items.enumerated() {
            let code = try tab(item, index: i)
            let s = sectionOf[i]
            if open != s?.index {
                if open != nil { lines.append("            }") }
                if let s { lines.append("            TabSection(\(SwiftGenerator.swiftString(s.title))) {") }
                open = s?.index
            }
            lines.append((open == nil ? "            " : "                ") + code)
        }
        if open != nil { lines.append("            }") }
        var head = "TabView"
        if let sel = bar["selectedIndex"] {
            head += "(selection: \(try SwiftGenerator.number(sel)))"
            use("tabBar", "selectedIndex", "TabView(selection:")
        }
        let expression = head + " {\n" + lines.joined(separator: "\n") + "\n        }"

        func add(_ key: String, _ code: String) { modifiers.append(code); use("tabBar", key, code) }
        if let v = bar["tintColor"] { add("tintColor", ".tint(\(try SwiftGenerator.color(v)))") }
        if let v = bar["unselectedItemTintColor"] { add("unselectedItemTintColor", ".unselectedItemTintColor(\(try SwiftGenerator.color(v)))") }
        if let v = bar["minimizeBehavior"] { add("minimizeBehavior", ".tabBarMinimizeBehavior(\(try SwiftGenerator.enumCase(v)))") }
        if let a = bar["bottomAccessory"] {
            var args = [SwiftGenerator.swiftString(try SwiftGenerator.string(a["title"]))]
            if let s = a["subtitle"] { args.append("subtitle: " + SwiftGenerator.swiftString(try SwiftGenerator.string(s))) }
            if let i = a["image"] { args.append("systemImage: " + SwiftGenerator.swiftString(try SwiftGenerator.string(i))) }
            if let c = a["controls"] {
                args.append("controls: [" + (try SwiftGenerator.items(c).map { SwiftGenerator.swiftString(try SwiftGenerator.string($0)) }).joined(separator: ", ") + "]")
            }
            let code = ".tabViewBottomAccessory { BottomAccessory(" + args.joined(separator: ", ") + ") }"
            add("bottomAccessory", code)
            for k in ["title", "subtitle", "image", "controls"] where a[k] != nil { use("tabBar.bottomAccessory", k, code) }
        }
        if let s = bar["state"] {
            use("tabBar", "state", "")
            for (k, v) in SwiftGenerator.members(s) {
                let code: String
                switch k {
                case "largeContentItem": code = ".largeContentViewer(showing: \(try SwiftGenerator.number(v)))"
                case "focusedIndex", "scrollOffset": code = ".\(k)(\(try SwiftGenerator.number(v)))"
                default: code = try SwiftGenerator.bool(v) ? ".\(k)()" : ".\(k)(false)"
                }
                modifiers.append(code)
                use("tabBar.state", k, code)
            }
        }
        if let v = bar["tabViewStyle"] { add("tabViewStyle", ".tabViewStyle(\(try SwiftGenerator.enumCase(v)))") }
        if let v = bar["tabPosition"] { add("tabPosition", ".tabPosition(\(try SwiftGenerator.enumCase(v)))") }
        if let v = bar["customizable"] { add("customizable", try SwiftGenerator.bool(v) ? ".tabViewCustomization()" : ".tabViewCustomization(false)") }
        if let v = bar["barTintColor"] { add("barTintColor", ".barTintColor(\(try SwiftGenerator.color(v)))") }
        if let v = bar["backgroundColor"] { add("backgroundColor", ".backgroundColor(\(try SwiftGenerator.color(v)))") }
        if let v = bar["backgroundImage"] { add("backgroundImage", ".backgroundImage(\(SwiftGenerator.swiftString(try SwiftGenerator.string(v))))") }
        for key in ["itemFont", "selectedItemFont"] {
            if let v = bar[key] { add(key, ".\(key)(\(try font(v, path: "tabBar.\(key)")))") }
        }
        if let l = bar["logo"] {
            let code = ".logo(\(SwiftGenerator.swiftString(try SwiftGenerator.string(l["image"]))), width: \(try SwiftGenerator.number(l["width"])), height: \(try SwiftGenerator.number(l["height"])))"
            add("logo", code)
            for k in ["image", "width", "height"] { use("tabBar.logo", k, code) }
        }
        for key in ["standardAppearance", "scrollEdgeAppearance"] {
            guard let a = bar[key] else { continue }
            try appearance(a, name: key, path: "tabBar." + key)
            add(key, ".\(key)(\(key))")
        }
        if let v = bar["toolbarBackground"] { add("toolbarBackground", ".toolbarBackground(\(try SwiftGenerator.enumCase(v)), for: .tabBar)") }
        if let v = bar["toolbarColorScheme"] { add("toolbarColorScheme", ".toolbarColorScheme(\(try SwiftGenerator.enumCase(v)), for: .tabBar)") }
        return expression
    }

    private mutating func font(_ v: SpecJSON.Value, path: String) throws -> String {
        var code = ".systemFont(ofSize: \(try SwiftGenerator.number(v["size"]))"
        if let w = v["weight"] { code += ", weight: \(try SwiftGenerator.enumCase(w))" }
        code += ")"
        use(path, "size", code)
        if v["weight"] != nil { use(path, "weight", code) }
        return code
    }

    private mutating func offset(_ v: SpecJSON.Value, path: String) throws -> String {
        let code = "OffsetSpec(horizontal: \(try SwiftGenerator.number(v["horizontal"])), vertical: \(try SwiftGenerator.number(v["vertical"])))"
        use(path, "horizontal", code); use(path, "vertical", code)
        return code
    }

    private mutating func appearance(_ a: SpecJSON.Value, name: String, path: String) throws {
        statements.append("var \(name) = TabBarAppearance()")
        func set(_ key: String, _ value: String) {
            let code = "\(name).\(key) = \(value)"
            statements.append(code); use(path, key, code)
        }
        for (k, v) in SwiftGenerator.members(a) {
            switch k {
            case "configureWith":
                let which = try SwiftGenerator.string(v)
                let code = "\(name).configureWith\(which == "default" ? "Default" : which.prefix(1).uppercased() + which.dropFirst())\(which == "default" ? "Background" : "")()"
                statements.append(code); use(path, k, code)
            case "backgroundColor", "shadowColor", "selectionIndicatorTintColor": set(k, try SwiftGenerator.color(v))
            case "backgroundImage", "shadowImage", "selectionIndicatorImage": set(k, SwiftGenerator.swiftString(try SwiftGenerator.string(v)))
            case "backgroundEffect": set(k, "BarBackgroundEffect." + (try SwiftGenerator.string(v)))
            case "backgroundImageContentMode": set(k, "BarImageContentMode." + (try SwiftGenerator.string(v)))
            case "itemPositioning": set(k, "TabBarItemPositioning." + (try SwiftGenerator.string(v)))
            case "itemWidth", "itemSpacing": set(k, try SwiftGenerator.number(v))
            case "stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance":
                use(path, k, ".\(k)")
                let states = SwiftGenerator.members(v)
                if states.isEmpty { statements.append("\(name).\(k) = TabBarItemAppearance()") }
                for (state, sv) in states {
                    let sp = path + "." + k + "." + state
                    let target = "\(name).\(k).\(state)"
                    use(path + "." + k, state, "." + state)
                    let fields = SwiftGenerator.members(sv)
                    if fields.isEmpty { statements.append("\(target) = TabBarItemStateAppearance()") }
                    for (f, fv) in fields {
                        let value: String
                        switch f {
                        case "iconColor", "badgeBackgroundColor": value = try SwiftGenerator.color(fv)
                        case "titlePositionAdjustment", "badgePositionAdjustment", "badgeTitlePositionAdjustment":
                            value = try offset(fv, path: sp + "." + f)
                        case "titleTextAttributes", "badgeTextAttributes":
                            var args: [String] = []
                            if let fo = fv["font"] { args.append("font: " + (try font(fo, path: sp + "." + f + ".font"))) }
                            if let c = fv["foregroundColor"] { args.append("foregroundColor: " + (try SwiftGenerator.color(c))) }
                            if let kern = fv["kern"] { args.append("kern: " + (try SwiftGenerator.number(kern))) }
                            value = (f == "titleTextAttributes" ? "TextAttributes(" : "BadgeTextAttributes(") + args.joined(separator: ", ") + ")"
                            for key in ["font", "foregroundColor", "kern"] where fv[key] != nil { use(sp + "." + f, key, value) }
                        default: throw GeneratorFailure("no Swift for \(sp).\(f)")
                        }
                        let code = "\(target).\(f) = \(value)"
                        statements.append(code); use(sp, f, code)
                    }
                }
            default: throw GeneratorFailure("no Swift for \(path).\(k)")
            }
        }
    }

    // MARK: Page control

    private mutating func pageControl(_ pc: SpecJSON.Value, modifiers: inout [String]) throws -> String {
        var head = "PageControl(numberOfPages: \(try SwiftGenerator.number(pc["numberOfPages"]))"
        if let c = pc["currentPage"] { head += ", currentPage: \(try SwiftGenerator.number(c))"; use("pageControl", "currentPage", head) }
        head += ")"
        use("pageControl", "numberOfPages", head)
        for (k, v) in SwiftGenerator.members(pc) {
            let code: String
            switch k {
            case "numberOfPages", "currentPage": continue
            case "hidesForSinglePage": code = try SwiftGenerator.bool(v) ? ".hidesForSinglePage()" : ".hidesForSinglePage(false)"
            case "allowsContinuousInteraction": code = ".allowsContinuousInteraction(\(try SwiftGenerator.bool(v)))"
            case "backgroundStyle", "interactionState", "direction", "placement": code = ".\(k)(\(try SwiftGenerator.enumCase(v)))"
            case "currentPageIndicatorTintColor", "pageIndicatorTintColor": code = ".\(k)(\(try SwiftGenerator.color(v)))"
            case "preferredIndicatorImage", "preferredCurrentPageIndicatorImage": code = ".\(k)(\(SwiftGenerator.swiftString(try SwiftGenerator.string(v))))"
            case "progress", "scrollPosition": code = ".\(k)(\(try SwiftGenerator.number(v)))"
            case "frame":
                code = ".frame(width: \(try SwiftGenerator.number(v["width"])), height: \(try SwiftGenerator.number(v["height"])))"
                use("pageControl.frame", "width", code); use("pageControl.frame", "height", code)
            case "indicatorImages", "currentPageIndicatorImages":
                let method = k == "indicatorImages" ? "indicatorImage" : "currentPageIndicatorImage"
                let entries = SwiftGenerator.items(v)
                if entries.isEmpty { throw GeneratorFailure("pageControl.\(k): an empty list, which \(method)(_:forPage:) cannot say") }
                var parts: [String] = []
                for (i, e) in entries.enumerated() {
                    let c = ".\(method)(\(SwiftGenerator.swiftString(try SwiftGenerator.string(e["image"]))), forPage: \(try SwiftGenerator.number(e["page"])))"
                    parts.append(c)
                    use("pageControl.\(k)[\(i)]", "page", c); use("pageControl.\(k)[\(i)]", "image", c)
                }
                code = parts.joined(separator: "\n            ")
            default: throw GeneratorFailure("no Swift for pageControl.\(k)")
            }
            modifiers.append(code)
            use("pageControl", k, code)
        }
        return head
    }
}
