import NavMockCore

/// A spec written back as JSON, canonically: the fields of the field table that hold something
/// other than their default (and, for a field the model keeps as written or not, such as
/// `tabBar.state.sidebarVisible`, every written one), under their UIKit names (`tintColor`, never
/// the alias `tint`), keys sorted, two spaces of indentation. Two specs with the same canonical JSON
/// lay out and draw the same; `SpecReader.read` of it gives the spec back.
///
/// What a spec holds besides its fields is left out: where each field was written, the warnings,
/// the texts' localization, and the reason given for ignoring rules (the reader drops it).
///
/// ```swift
/// let text = SpecJSON.canonical(TabView { Tab("Home", systemImage: "house") }.spec)
/// // navmock render reads it as it reads any spec
/// ```
public enum SpecJSON {
    /// The canonical JSON text of `spec`, ending in a newline.
    public static func canonical(_ spec: Spec) -> String {
        var out = ""
        write(value(spec), indent: "", into: &out)
        return out + "\n"
    }

    /// A JSON value with its object members in order of insertion (sorted when written).
    indirect enum Value: Equatable {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case number(Double)
        case bool(Bool)

        static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.object(let x), .object(let y)):
                return x.count == y.count && zip(x.sorted { $0.0 < $1.0 }, y.sorted { $0.0 < $1.0 }).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            case (.array(let x), .array(let y)): return x == y
            case (.string(let x), .string(let y)): return x == y
            case (.number(let x), .number(let y)): return x == y
            case (.bool(let x), .bool(let y)): return x == y
            default: return false
            }
        }

        /// The member `key` of an object.
        subscript(key: String) -> Value? {
            if case .object(let m) = self { return m.first { $0.0 == key }?.1 }
            return nil
        }
    }

    /// An object under construction: members added only when they hold something.
    struct Object {
        var members: [(String, Value)] = []
        mutating func add(_ key: String, _ v: Value?) { if let v { members.append((key, v)) } }
        mutating func add(_ key: String, _ s: String?) { add(key, s.map(Value.string)) }
        mutating func add<E: RawRepresentable>(_ key: String, _ e: E?) where E.RawValue == String { add(key, e.map { Value.string($0.rawValue) }) }
        mutating func add(_ key: String, _ c: ColorValue?) { add(key, c.map(SpecJSON.color)) }
        mutating func add(_ key: String, _ d: Double?) { add(key, d.map(Value.number)) }
        mutating func add(_ key: String, _ i: Int?) { add(key, i.map { Value.number(Double($0)) }) }
        mutating func add(_ key: String, _ b: Bool?) { add(key, b.map(Value.bool)) }
        mutating func add(_ key: String, _ i: ImageReference?) { add(key, i.map(SpecJSON.image)) }
        mutating func add(_ key: String, _ f: FileReference?) { add(key, f.map { Value.string($0.path) }) }
        /// The object, or nil when it has no member.
        var valueIfAny: Value? { members.isEmpty ? nil : .object(members) }
        var value: Value { .object(members) }
    }

    static func color(_ c: ColorValue) -> Value {
        switch c {
        case .literal(let l): return .string(l.description)
        case .system(let s): return .string(s.rawValue)
        }
    }

    static func image(_ i: ImageReference) -> Value {
        switch i {
        case .symbol(let s), .placeholder(let s): return .string(s)
        case .file(let f): return .string(f.path)
        }
    }

    /// `spec` as a JSON value.
    static func value(_ spec: Spec) -> Value {
        let d = Spec()
        var o = Object()
        o.add("title", spec.title)
        o.add("platform", spec.platform)
        if spec.osVersion != d.osVersion { o.add("osVersion", spec.osVersion.description) }
        o.add("device", spec.device)
        o.add("size", spec.size.map(size))
        o.add("orientation", spec.orientation)
        var sc = Object()
        sc.add("horizontal", spec.sizeClass.horizontal)
        sc.add("vertical", spec.sizeClass.vertical)
        o.add("sizeClass", sc.valueIfAny)
        if spec.appearance != d.appearance { o.add("appearance", spec.appearance) }
        o.add("layoutDirection", spec.explicitLayoutDirection)
        if spec.locale != d.locale { o.add("locale", spec.locale) }
        o.add("backdrop", spec.$backdrop.map(backdrop))
        if spec.canvas != d.canvas { o.add("canvas", spec.canvas) }
        if spec.modal { o.add("modal", true) }
        if spec.designRequiresCompatibility { o.add("designRequiresCompatibility", true) }
        if spec.homeIndicator != d.homeIndicator { o.add("homeIndicator", spec.homeIndicator) }
        var a = Object()
        if spec.accessibility.reduceTransparency { a.add("reduceTransparency", true) }
        if spec.accessibility.increaseContrast { a.add("increaseContrast", true) }
        if spec.accessibility.boldText { a.add("boldText", true) }
        o.add("accessibility", a.valueIfAny)
        o.add("tabBar", spec.tabBar.map(tabBar))
        o.add("pageControl", spec.pageControl.map(pageControl))
        if !spec.ignoredRules.isEmpty {
            o.add("checks", .object([("ignore", .array(spec.ignoredRules.sorted().map { .string($0.rawValue) }))]))
        }
        return o.value
    }

    static func size(_ s: Size) -> Value { .object([("width", .number(s.width)), ("height", .number(s.height))]) }

    static func backdrop(_ b: Backdrop) -> Value {
        switch b {
        case .color(let c): return .object([("color", color(c))])
        case .gradient(let cs, let angle):
            var o = Object()
            o.add("gradient", .array(cs.map(color)))
            if angle != 180 { o.add("angle", angle) }
            return o.value
        case .image(let f): return .object([("image", .string(f.path))])
        case .content(let c): return .object([("content", .string(c.rawValue))])
        }
    }

    static func tabBar(_ t: TabBarSpec) -> Value {
        var o = Object()
        o.add("items", .array(t.items.map(item)))
        if t.selectedIndex != 0 { o.add("selectedIndex", t.selectedIndex) }
        o.add("tintColor", t.tintColor)
        o.add("unselectedItemTintColor", t.unselectedItemTintColor)
        o.add("minimizeBehavior", t.minimizeBehavior)
        o.add("bottomAccessory", t.bottomAccessory.map(accessory))
        o.add("state", state(t.state))
        o.add("tabViewStyle", t.tabViewStyle)
        o.add("tabPosition", t.tabPosition)
        o.add("customizable", t.$customizable)
        if let sections = t.$sections {
            o.add("sections", .array(sections.map { .object([("title", .string($0.title)), ("items", .array($0.items.map { .number(Double($0)) }))]) }))
        }
        let b = t.barAppearance
        o.add("barTintColor", b.barTintColor)
        o.add("backgroundColor", b.backgroundColor)
        o.add("backgroundImage", b.backgroundImage)
        o.add("itemFont", b.itemFont.map(font))
        o.add("selectedItemFont", b.selectedItemFont.map(font))
        if let l = b.logo {
            o.add("logo", .object([("image", .string(l.image.path)), ("width", .number(l.width)), ("height", .number(l.height))]))
        }
        o.add("standardAppearance", t.standardAppearance.map(appearance))
        o.add("scrollEdgeAppearance", t.scrollEdgeAppearance.map(appearance))
        o.add("toolbarBackground", t.toolbarBackground)
        o.add("toolbarColorScheme", t.toolbarColorScheme)
        return o.value
    }

    static func item(_ i: TabItemSpec) -> Value {
        var o = Object()
        o.add("title", i.title)
        o.add("image", i.image)
        o.add("selectedImage", i.selectedImage)
        o.add("badgeValue", i.badgeValue)
        o.add("role", i.role)
        if !i.isEnabled { o.add("isEnabled", false) }
        if i.isHidden { o.add("isHidden", true) }
        o.add("contentKind", i.contentKind)
        o.add("renderingMode", i.renderingMode)
        return o.value
    }

    static func accessory(_ a: BottomAccessorySpec) -> Value {
        var o = Object()
        o.add("title", a.title)
        o.add("subtitle", a.subtitle)
        o.add("image", a.image)
        if !a.controls.isEmpty { o.add("controls", .array(a.controls.map(image))) }
        return o.value
    }

    static func state(_ s: TabBarState) -> Value? {
        var o = Object()
        if s.scrollEdge { o.add("scrollEdge", true) }
        if s.minimized { o.add("minimized", true) }
        if s.moreListVisible { o.add("moreListVisible", true) }
        o.add("largeContentItem", s.largeContentItem)
        o.add("sidebarVisible", s.$sidebarVisible)
        o.add("focusedIndex", s.focusedIndex)
        o.add("scrollOffset", s.$scrollOffset)
        o.add("scrolledOffscreen", s.$scrolledOffscreen)
        o.add("expanded", s.$expanded)
        return o.valueIfAny
    }

    static func font(_ f: TabFontSpec) -> Value {
        var o = Object()
        o.add("size", f.size)
        if f.weight != .regular { o.add("weight", f.weight) }
        return o.value
    }

    static func offset(_ f: OffsetSpec) -> Value { .object([("horizontal", .number(f.horizontal)), ("vertical", .number(f.vertical))]) }

    static func text(_ t: TextAttributesSpec) -> Value {
        var o = Object()
        o.add("font", t.font.map(font))
        o.add("foregroundColor", t.foregroundColor)
        o.add("kern", t.kern)
        return o.value
    }

    static func appearance(_ a: UITabBarAppearanceSpec) -> Value {
        var o = Object()
        o.add("configureWith", a.configureWith)
        o.add("backgroundColor", a.backgroundColor)
        o.add("backgroundEffect", a.backgroundEffect)
        o.add("backgroundImage", a.backgroundImage)
        o.add("backgroundImageContentMode", a.backgroundImageContentMode)
        o.add("shadowColor", a.shadowColor)
        o.add("shadowImage", a.shadowImage)
        for layout in TabBarItemLayoutStyle.allCases {
            guard let l = a.layouts[layout] else { continue }
            var lo = Object()
            for state in TabBarItemState.allCases {
                guard let s = l[state] else { continue }
                var so = Object()
                so.add("iconColor", s.iconColor)
                so.add("titleTextAttributes", s.titleTextAttributes.map(text))
                so.add("titlePositionAdjustment", s.titlePositionAdjustment.map(offset))
                so.add("badgeBackgroundColor", s.badgeBackgroundColor)
                so.add("badgeTextAttributes", s.badgeTextAttributes.map(text))
                so.add("badgePositionAdjustment", s.badgePositionAdjustment.map(offset))
                so.add("badgeTitlePositionAdjustment", s.badgeTitlePositionAdjustment.map(offset))
                lo.add(state.rawValue, so.value)
            }
            o.add(layout.key, lo.value)
        }
        o.add("selectionIndicatorTintColor", a.selectionIndicatorTintColor)
        o.add("selectionIndicatorImage", a.selectionIndicatorImage)
        o.add("itemPositioning", a.itemPositioning)
        o.add("itemWidth", a.itemWidth)
        o.add("itemSpacing", a.itemSpacing)
        return o.value
    }

    static func pageControl(_ p: PageControlSpec) -> Value {
        var o = Object()
        o.add("numberOfPages", p.numberOfPages)
        if p.currentPage != 0 { o.add("currentPage", p.currentPage) }
        if p.hidesForSinglePage { o.add("hidesForSinglePage", true) }
        o.add("allowsContinuousInteraction", p.allowsContinuousInteraction)
        o.add("backgroundStyle", p.backgroundStyle)
        o.add("interactionState", p.interactionState)
        o.add("direction", p.direction)
        o.add("currentPageIndicatorTintColor", p.currentPageIndicatorTintColor)
        o.add("pageIndicatorTintColor", p.pageIndicatorTintColor)
        o.add("preferredIndicatorImage", p.preferredIndicatorImage)
        if let m = p.$indicatorImages { o.add("indicatorImages", pageImages(m)) }
        o.add("preferredCurrentPageIndicatorImage", p.preferredCurrentPageIndicatorImage)
        if let m = p.$currentPageIndicatorImages { o.add("currentPageIndicatorImages", pageImages(m)) }
        o.add("progress", p.progress)
        o.add("scrollPosition", p.scrollPosition)
        if p.placement != .bottom { o.add("placement", p.placement) }
        o.add("frame", p.frame.map(size))
        return o.value
    }

    static func pageImages(_ m: [Int: ImageReference]) -> Value {
        .array(m.keys.sorted().map { .object([("page", .number(Double($0))), ("image", image(m[$0]!))]) })
    }

    // MARK: Text

    /// A number as JSON: whole numbers without a fraction, others in Swift's shortest form that reads back the same.
    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    static func string(_ s: String) -> String { JSONPath.quoted(s) }

    static func write(_ v: Value, indent: String, into out: inout String) {
        switch v {
        case .string(let s): out += string(s)
        case .number(let d): out += number(d)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            // Arrays of scalars on one line; arrays of objects one element a line.
            if items.allSatisfy({ if case .object = $0 { return false }; if case .array = $0 { return false }; return true }) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    write(item, indent: indent, into: &out)
                }
                out += "]"
            } else {
                out += "[\n"
                for (i, item) in items.enumerated() {
                    out += indent + "  "
                    write(item, indent: indent + "  ", into: &out)
                    out += i == items.count - 1 ? "\n" : ",\n"
                }
                out += indent + "]"
            }
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            let sorted = members.sorted { $0.0 < $1.0 }
            for (i, m) in sorted.enumerated() {
                out += indent + "  " + string(m.0) + ": "
                write(m.1, indent: indent + "  ", into: &out)
                out += i == sorted.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }
}

extension MockupDescription {
    /// The description as a spec file: ``SpecJSON/canonical(_:)`` of its ``spec``, with its texts
    /// given by key written as `{"key": …}` and the strings it names as `"strings"`, which
    /// `navmock render`, `check` and `test` read as they read any spec.
    public var json: String {
        let texts = localizedTexts
        guard !texts.isEmpty else { return SpecJSON.canonical(spec) }
        var out = ""
        SpecJSON.write(texts.applied(to: SpecJSON.value(spec)), indent: "", into: &out)
        return out + "\n"
    }

    /// The spec as the JSON reader reads the description's ``json``: with the reader's checks,
    /// which the modifiers do not make (an unknown symbol or device name, a selection that is not
    /// a tab, a value out of its range, fields that exclude one another). Hand this, not ``spec``,
    /// to code that expects a spec the reader has read (the pipeline's validation stage does not
    /// repeat the reader's checks); `assertSnapshot(of:as:)` does.
    /// - Throws: ``SpecError/spec(_:)`` with every problem and its JSON path (`tabBar.selectedIndex`);
    ///   for a description that gives texts by key, the error of ``checkedSpec(strings:)`` without
    ///   strings, which names the first key's path: read the strings and call that instead.
    public func checkedSpec() throws(SpecError) -> Spec {
        guard usesStrings else { return try SpecReader.read(Array(json.utf8)) }
        return try checkedSpec(strings: nil)
    }

    /// The spec as `navmock render` reads the description's ``json`` with `table` as the app's
    /// strings: every text by key replaced by the string of the description's ``locale(_:)`` (else
    /// the development language), a missing one drawn in the development language with a warning
    /// (``Spec/warnings``), what was looked up in ``Spec/localization``; then the reader's checks
    /// as ``checkedSpec()``. Load `table` from the files ``strings(_:)`` names (NavMockTesting's
    /// `assertSnapshot(of:)` does, from the test file's folder), or build one.
    /// - Throws: ``SpecError`` with the path of a text by key when `table` is nil, and the reader's problems.
    public func checkedSpec(strings table: StringTable?) throws(SpecError) -> Spec {
        let root: JSONNode
        do { root = try JSONParser.parse(Array(json.utf8)) } catch { throw .json(error) }
        return try VariantExpander.matrix(root, strings: table).variant(at: 0).spec
    }
}
