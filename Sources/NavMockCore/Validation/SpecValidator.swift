/// The validation stage, between reading and layout: the one stage that decides what a spec
/// means, and collects every problem it finds, each with its rule id and JSON path:
/// - the environment it asks for: a `device` of another platform than `platform`, an `osVersion`
///   NavMock does not know (``Environment/resolve(_:)`` falls back and does not fail);
/// - what its values mean together: two tabs with the search role, every tab hidden, focus or
///   selection on a hidden tab, a spec with nothing to draw;
/// - what the resolved design does not have (a tvOS logo on iPhone, a sidebar in compact width,
///   a page control on macOS, an API newer than `osVersion`, …).
///
/// The reader (``SpecReader``) keeps what stops a ``Spec`` being built at all: malformed JSON,
/// unknown or duplicate keys, wrong types, values out of range, unknown names.
///
/// Layout takes only a ``ValidatedSpec``, so it cannot fail.
///
/// ```swift
/// let env = Environment.resolve(spec)
/// let problems = SpecValidator.problems(spec, env)      // every problem, for `navmock check`
/// let validated = try SpecValidator.validate(spec, env) // or throw them all
/// let l = layout(validated, measuring: measurer)
/// ```
public enum SpecValidator {
    /// Every problem of `spec` in `env`, in source order; empty when it can be laid out. At most
    /// one problem per JSON path (the first found, as the fields' checks are ordered).
    public static func problems(_ spec: Spec, _ env: Environment) -> [SpecProblem] {
        var v = Collector(spec: spec)
        v.found += environmentProblems(spec, env)  // EnvironmentValidation.swift
        if spec.tabBar == nil && spec.pageControl == nil {
            // Issue 14 §7: an empty screen is not a mock-up; say what to add instead of drawing one.
            v.add([], .invalid("the spec has nothing to draw; add \"tabBar\" (with \"items\") or \"pageControl\" (with \"numberOfPages\")"))
        }
        if let tb = spec.tabBar { v.tabBar(tb, env) }
        if let pc = spec.pageControl { v.pageControl(pc, env) }
        var seen = Set<String>()
        return v.found.enumerated()
            .filter { seen.insert($0.element.path.description).inserted }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// `spec` as validated for `env`.
    /// - Throws: ``SpecError/spec(_:)`` with every problem ``problems(_:_:)`` finds.
    public static func validate(_ spec: Spec, _ env: Environment) throws(SpecError) -> ValidatedSpec {
        let p = problems(spec, env)
        guard p.isEmpty else { throw .spec(p) }
        return ValidatedSpec(spec: spec, environment: env)
    }
}

/// A spec that passed ``SpecValidator`` for its environment: the only input layout takes.
public struct ValidatedSpec: Sendable {
    /// The spec.
    public let spec: Spec
    /// The environment it was validated for.
    public let environment: Environment
}

/// Gathers problems; each check adds at most one per field.
struct Collector {
    let spec: Spec
    var found: [SpecProblem] = []

    /// Adds a problem; without a `rule`, what the design lacks is `spec.unavailable`, anything else `spec.invalid`.
    mutating func add(_ components: [JSONPath.Component], _ kind: SpecProblem.Kind, rule: RuleID? = nil) {
        let p = JSONPath(components)
        let rule = rule ?? {
            switch kind {
            case .notOnPlatform, .needsVersion, .unavailable: return .specUnavailable
            default: return .specInvalid
            }
        }()
        found.append(SpecProblem(path: p, location: spec.location(of: p), kind: kind, ruleID: rule))
    }

    /// Refuses `row` of `section` when it is written and the platform or OS version lacks it.
    /// `hint` follows a version refusal.
    mutating func availability(_ path: [JSONPath.Component], _ row: SpecField, written: Bool, _ env: Environment,
                               component: String, versionHint: String = "") {
        guard written, let since = row.availability.since else { return }
        if let first = since[env.platform] {
            if env.osVersion.major < first {
                add(path, .needsVersion(field: row.key, platform: env.platform.rawValue, major: first,
                                        current: env.osVersion.description, hint: versionHint))
            }
        } else {
            add(path, .notOnPlatform(field: row.key, owner: row.availability.owner, component: component))
        }
    }

    // MARK: Tab bar

    mutating func tabBar(_ tb: TabBarSpec, _ env: Environment) {
        let base: [JSONPath.Component] = [.key("tabBar")]
        let allHidden = tabItems(tb, base)
        let platform = env.platform
        let name = platform.rawValue
        if platform == .watchOS {
            add(base, .unavailable(field: "tabBar", reason: "watchOS has no tab bar; use a vertical page set (a page control with \"direction\": \"topToBottom\") instead"),
                rule: .tabBarPlatform)
            return
        }
        let design = env.tabBarDesign
        let padTop = design.family == .padTabBar
        let bar = "the \(name) tab bar"

        // Fields of other platforms, as the table's rows say (iPadOS 18+, tvOS, visionOS).
        let fields = SpecFields.tabBar, state = SpecFields.tabBarState
        let a = tb.barAppearance
        let padHint = "; iPadOS \(env.osVersion) has the bottom tab bar (set \"osVersion\": \"18\" or \"26\")"
        let written: [(FieldSection, String, Bool)] = [
            (fields, "tabViewStyle", tb.tabViewStyle != nil), (fields, "tabPosition", tb.tabPosition != nil),
            (fields, "customizable", tb.$customizable != nil),
            (fields, "sections", tb.$sections != nil),
            (fields, "barTintColor", a.barTintColor != nil), (fields, "backgroundColor", a.backgroundColor != nil),
            (fields, "backgroundImage", a.backgroundImage != nil), (fields, "itemFont", a.itemFont != nil),
            (fields, "selectedItemFont", a.selectedItemFont != nil), (fields, "logo", a.logo != nil),
            (state, "focusedIndex", tb.state.focusedIndex != nil), (state, "scrollOffset", tb.state.$scrollOffset != nil),
        ] + state.fields.compactMap { row in   // the state's booleans that only some designs have, from their rows
            row.stateFlag?.written.map { (state, row.key, tb.state[keyPath: $0] != nil) }
        }
        for (section, key, isWritten) in written {
            let path = section.path == state.path ? base + [.key("state"), .key(key)] : base + [.key(key)]
            availability(path, section[key], written: isWritten, env, component: bar, versionHint: padHint)
        }
        if platform != .tvOS {
            for (i, it) in tb.items.enumerated() where it.contentKind != nil {
                availability(base + [.key("items"), .index(i), .key("contentKind")], SpecFields.tabItem["contentKind"],
                             written: true, env, component: bar)
            }
        }
        if !tb.sections.isEmpty && tb.tabViewStyle != .sidebarAdaptable {
            add(base + [.key("sections")], .invalid("sections are shown in the sidebar; set \"tabViewStyle\": \"sidebarAdaptable\""))
        }
        if tb.state.sidebarVisible {
            if tb.tabViewStyle != .sidebarAdaptable {
                add(base + [.key("state"), .key("sidebarVisible")],
                    .invalid("only a \"sidebarAdaptable\" tab view turns into a sidebar; set \"tabViewStyle\": \"sidebarAdaptable\""))
            }
            if !padTop {
                add(base + [.key("state"), .key("sidebarVisible")],
                    .unavailable(field: "sidebarVisible", reason: "the sidebar needs regular width; in compact width (Split View, Slide Over) the tab view is the bottom tab bar"))
            }
        }
        if tb.tabViewStyle == .sidebarAdaptable { sidebarAdaptable(tb, env, base) }
        if platform == .tvOS && env.tabBarDesign == .tvGlass && a.backgroundImage != nil {
            add(base + [.key("backgroundImage")], .unavailable(field: "backgroundImage", reason:
                "tvOS 26 draws the tab bar as a Liquid Glass capsule; a background image is drawn for tvOS 18 and earlier (use \"backgroundColor\" or \"barTintColor\")"))
        }
        if tb.items[tb.selectedIndex].isHidden && !allHidden {  // every tab hidden is said once, at items
            add(base + [.key("selectedIndex")], .invalid("the selected tab (\(tb.selectedIndex)) is hidden; select a tab that shows"))
        }
        appearance(tb, env, base)  // AppearanceValidation.swift
        if design == .classic || design == .liquidGlass {
            phoneBar(tb, env, base)
        } else {
            otherBar(tb, env, base, padTop: padTop)
        }
    }

    /// What the tabs mean together on every platform (first, so that at a path both check, this
    /// message is the one kept): one search tab at most, at least one tab that shows, focus on a
    /// tab that shows. Returns whether every tab is hidden.
    mutating func tabItems(_ tb: TabBarSpec, _ base: [JSONPath.Component]) -> Bool {
        let items = base + [.key("items")]
        let searches = tb.items.indices.filter { tb.items[$0].role == .search }
        if searches.count > 1 {
            add(items + [.index(searches[1]), .key("role")], .invalid("only one tab can have the search role"))
        }
        let allHidden = tb.items.allSatisfy(\.isHidden)
        if allHidden {
            add(items, .invalid("every tab is hidden; at least one must show"))
        }
        if let i = tb.state.focusedIndex, tb.items.indices.contains(i), tb.items[i].isHidden {
            add(base + [.key("state"), .key("focusedIndex")], .invalid("tab \(i) is hidden and cannot have focus"))
        }
        return allHidden
    }

    /// `sidebarAdaptable` where it draws a sidebar instead of a bar (macOS, tvOS) or beside one
    /// (visionOS): the bar's own customizations and states have nothing to draw on.
    mutating func sidebarAdaptable(_ tb: TabBarSpec, _ env: Environment, _ base: [JSONPath.Component]) {
        let name = env.platform.rawValue
        let why = "a \"sidebarAdaptable\" tab view on \(name) is a sidebar listing the tabs (SwiftUI's documentation), not a tab bar"
        switch env.platform {
        case .macOS:
            if tb.tabPosition != nil {
                add(base + [.key("tabPosition")], .unavailable(field: "tabPosition", reason: "\(why); \"tabPosition\" places the tabs of a segmented tab view (leave out \"tabViewStyle\")"))
            }
        case .tvOS:
            let a = tb.barAppearance
            let bar: [(String, Bool)] = [("barTintColor", a.barTintColor != nil), ("backgroundColor", a.backgroundColor != nil),
                                         ("backgroundImage", a.backgroundImage != nil), ("itemFont", a.itemFont != nil),
                                         ("selectedItemFont", a.selectedItemFont != nil), ("logo", a.logo != nil)]
            for (key, written) in bar where written {
                add(base + [.key(key)], .unavailable(field: key, reason: "\(why); \"\(key)\" customizes the tab bar (leave out \"tabViewStyle\")"))
            }
            let states: [(String, Bool)] = [("focusedIndex", tb.state.focusedIndex != nil), ("scrollOffset", tb.state.$scrollOffset != nil),
                                            ("scrolledOffscreen", tb.state.scrolledOffscreen)]
            for (key, written) in states where written {
                add(base + [.key("state"), .key(key)], .unavailable(field: key, reason: "\(why); NavMock draws \"\(key)\" on the tab bar only"))
            }
        case .visionOS:
            let inSection = Set(tb.sections.flatMap(\.items))
            if !inSection.isEmpty && tb.items.indices.allSatisfy({ inSection.contains($0) || tb.items[$0].isHidden }) {
                add(base + [.key("sections")], .invalid("the visionOS ornament shows the tabs outside sections (the sidebar lists the sections' tabs); leave at least one tab outside \"sections\""))
            }
        default: break
        }
    }

    /// The iPhone bar (and the iPad's bottom bar): minimizing, the accessory, the More list.
    mutating func phoneBar(_ tb: TabBarSpec, _ env: Environment, _ base: [JSONPath.Component]) {
        let glass = env.tabBarDesign == .liquidGlass
        let minimized = base + [.key("state"), .key("minimized")]
        if tb.state.minimized {
            if env.platform != .iOS {
                add(minimized, .unavailable(field: "minimized", reason: "only iPhone tab bars minimize (iOS 26); \(env.platform.rawValue) has no minimized tab bar"),
                    rule: .tabBarMinimizePlatform)
            } else if !glass {
                add(minimized, .unavailable(field: "minimized", reason: "minimizing needs the iOS 26 design; set \"osVersion\": \"26\""))
            }   // under a behaviour that does not minimize, the bar is drawn expanded (rule tab-bar.minimized-without-behavior)
        }
        if tb.bottomAccessory != nil && !glass {
            add(base + [.key("bottomAccessory")], .unavailable(field: "bottomAccessory",
                reason: "a bottom accessory needs the iOS 26 design (tabViewBottomAccessory); set \"osVersion\": \"26\""))
        }
        if tb.state.moreListVisible {
            // The tabs the bar shows: those not hidden, less the separate search tab of the glass design.
            var visible = tb.items.filter { !$0.isHidden }.count
            if glass && tb.items.contains(where: { !$0.isHidden && $0.role == .search }) { visible -= 1 }
            let limit = TabBarLimits.maxVisibleItems(in: env)
            if visible <= limit {
                add(base + [.key("state"), .key("moreListVisible")],
                    .invalid("there is no More list: all \(visible) tabs fit (More appears beyond \(limit) in this size class)"))
            }
        }
    }

    /// The iPad top bar, tvOS, visionOS and Mac: the iPhone states they do not have, per-item rules.
    mutating func otherBar(_ tb: TabBarSpec, _ env: Environment, _ base: [JSONPath.Component], padTop: Bool) {
        let design = env.tabBarDesign
        let name = env.platform.rawValue
        let state: [JSONPath.Component] = base + [.key("state")]
        if tb.state.minimized {
            add(state + [.key("minimized")], .unavailable(field: "minimized", reason: "only iPhone tab bars minimize (iOS 26); the \(name) tab bar does not"),
                rule: .tabBarMinimizePlatform)
        }
        if tb.state.moreListVisible {
            add(state + [.key("moreListVisible")], .unavailable(field: "moreListVisible", reason: design.family == .tvTabBar
                ? "tvOS has no More tab: tabs that do not fit fade out at the bar's end (see \"scrollOffset\")"
                : "the \(name) \(env.osVersion) tab bar has no More list; tabs that do not fit go into its overflow menu"))
        }
        if tb.state.scrollEdge {
            add(state + [.key("scrollEdge")], .unavailable(field: "scrollEdge",
                reason: "\"scrollEdge\" is the classic bottom bar's state; the \(name) \(env.osVersion) tab bar has no scroll-edge look"))
        }
        if tb.bottomAccessory != nil && design != .padGlass {   // iPadOS 26 regular width: issue 14 §10
            add(base + [.key("bottomAccessory")], .unavailable(field: "bottomAccessory",
                reason: "the bottom accessory is drawn with the iPhone tab bar (iOS 26); NavMock does not draw it for the \(name) tab bar"))
        }
        if tb.state.largeContentItem != nil && !padTop {
            add(state + [.key("largeContentItem")], .unavailable(field: "largeContentItem",
                reason: "the Large Content Viewer belongs to iOS and iPadOS; the \(name) tab bar has none"))
        }
        for (i, it) in tb.items.enumerated() {
            let ip = base + [.key("items"), .index(i)]
            // A search tab given nothing has the system's title and symbol (TabItemSpec.drawn).
            if design.family == .macTabView && it.drawn.title == nil {
                add(ip, .missing(container: "a macOS tab view's tab", need: "a \"title\" (its tabs are titles)"))
            }
            if design.family == .macTabView && it.badgeValue != nil {
                add(ip + [.key("badgeValue")], .unavailable(field: "badgeValue", reason: "macOS tab views have no badges"))
            }
            let inSidebar = tb.tabViewStyle == .sidebarAdaptable && tb.sections.contains { $0.items.contains(i) }
            if design == .vision && it.image == nil && it.role != .search && !inSidebar {
                add(ip, .missing(container: "a visionOS tab", need: "an \"image\": the collapsed bar shows symbols only"))
            }
        }
    }

    // MARK: Page control

    mutating func pageControl(_ pc: PageControlSpec, _ env: Environment) {
        let base: [JSONPath.Component] = [.key("pageControl")]
        let state = pc.effectiveInteractionState
        if env.platform == .macOS {
            add(base, .unavailable(field: "pageControl", reason: "macOS has no page control (the HIG: \"not supported in macOS\"); draw it for iOS, iPadOS, tvOS, visionOS or watchOS"),
                rule: .pageControlPlatform)
            return
        }
        let rows = SpecFields.pageControl
        let written: [(String, Bool)] = [
            ("allowsContinuousInteraction", pc.allowsContinuousInteraction != nil), ("backgroundStyle", pc.backgroundStyle != nil),
            ("interactionState", pc.interactionState != nil), ("preferredIndicatorImage", pc.preferredIndicatorImage != nil),
            ("indicatorImages", pc.$indicatorImages != nil), ("direction", pc.direction != nil),
            ("preferredCurrentPageIndicatorImage", pc.preferredCurrentPageIndicatorImage != nil),
            ("currentPageIndicatorImages", pc.$currentPageIndicatorImages != nil), ("progress", pc.progress != nil),
        ]
        for (key, isWritten) in written where isWritten {
            let row = rows[key]
            if env.platform == .watchOS && !row.availability.contains(.watchOS, major: env.osVersion.major) {
                add(base + [.key(key)], .unavailable(field: key, reason: "watchOS page indicators have no \"\(key)\" (SwiftUI's page-style TabView draws plain dots)"))
            } else if env.platform != .watchOS {
                availability(base + [.key(key)], row, written: true, env, component: "the \(env.platform.rawValue) page control")
            }
        }
        let interaction = base + [.key("interactionState")]
        switch env.platform {
        case .tvOS where state != .none:
            add(interaction, .unavailable(field: "interactionState", reason: "tvOS page controls are never interactive (people move through full-screen pages with the remote); use \"none\""),
                rule: .pageControlInteraction)
        case .visionOS where state != .none:
            add(interaction, .unavailable(field: "interactionState", reason: "visionOS page controls are not interactive (the HIG: people don't interact with them); use \"none\""),
                rule: .pageControlInteraction)
        case .watchOS:
            if state != .none {
                add(interaction, .unavailable(field: "interactionState", reason: "watchOS page indicators are not interactive (people swipe the pages or turn the Digital Crown); use \"none\""),
                    rule: .pageControlInteraction)
            }
            if pc.effectiveDirection == .bottomToTop {
                add(base + [.key("direction")], .unavailable(field: "direction", reason: "watchOS pages run vertically only from the top (\"topToBottom\", a vertical page TabView)"))
            }
            if pc.effectiveDirection == .topToBottom && env.osVersion.major < 10 {
                add(base + [.key("direction")], .needsVersion(field: "direction", platform: "watchOS", major: 10, current: env.osVersion.description,
                                                              hint: " for vertical paging (\"topToBottom\")"))
            }
        default: break
        }
        if state == .continuous && !pc.effectiveAllowsContinuousInteraction {
            add(interaction, .invalid("\"continuous\" (scrubbing) needs \"allowsContinuousInteraction\": true"))
        }
        if pc.scrollPosition != nil && !(env.platform == .watchOS && pc.effectiveDirection == .topToBottom) {
            add(base + [.key("scrollPosition")], .invalid("\"scrollPosition\" applies only to watchOS vertical paging (\"direction\": \"topToBottom\")"))
        }
    }
}
