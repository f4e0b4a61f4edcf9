import NavMockCore

/// The Swift spelling of each field of the spec: which builder API sets which rows of the field
/// table (``SpecFields``), named by their row's id (the section's path, a dot and the key:
/// `tabBar.items[].badgeValue`; a top-level key alone: `device`).
///
/// Every modifier and initializer of the builder sets its fields through its case (`set(.tint)`),
/// so this enum is where the builder says what each of its APIs writes. `NavMockUITests` walks the
/// field table and fails when a field that holds a value (not an object of further fields) has no
/// spelling or more than one, and when generated Swift for a field does not use its spelling.
/// A few fields have no Swift form (`$schema`, `version`, `variants`): their case says
/// why, and their ``token`` is nil.
public enum SwiftSpelling: String, CaseIterable, Sendable {
    // The environment (any description: TabView, PageControl)
    /// No Swift form: the JSON Schema's URL is for editors; Swift has its compiler.
    case schemaURL
    /// No Swift form: a Swift description is of the only format version, 1.
    case formatVersion
    /// No Swift form: a Swift test varies a description with a loop (`for scheme in [Appearance.light, .dark]`).
    case variants
    /// `strings(_:)`, with the texts by key of `Tab(key:…)`, `Tab.badge(key:)`, `TabSection(key:…)` and `BottomAccessory(key:…)`.
    case strings
    /// `title(_:)`.
    case title
    /// `platform(_:)`.
    case platform
    /// `osVersion(_:_:)`.
    case osVersion
    /// `device(_:)`.
    case device
    /// `screenSize(width:height:)`.
    case screenSize
    /// `orientation(_:)`.
    case orientation
    /// `horizontalSizeClass(_:)`.
    case horizontalSizeClass
    /// `verticalSizeClass(_:)`.
    case verticalSizeClass
    /// `colorScheme(_:)`.
    case colorScheme
    /// `layoutDirection(_:)`.
    case layoutDirection
    /// `locale(_:)`.
    case locale
    /// `backdrop(color:)`.
    case backdropColor
    /// `backdrop(gradient:angle:)`.
    case backdropGradient
    /// `backdrop(image:)`.
    case backdropImage
    /// `backdrop(_:)`.
    case backdropContent
    /// `canvas(_:)`.
    case canvas
    /// `modal(_:)`.
    case modal
    /// `designRequiresCompatibility(_:)`.
    case designRequiresCompatibility
    /// `persistentSystemOverlays(_:)`.
    case persistentSystemOverlays
    /// `accessibilityReduceTransparency(_:)`.
    case reduceTransparency
    /// `colorSchemeContrast(_:)`.
    case colorSchemeContrast
    /// `legibilityWeight(_:)`.
    case legibilityWeight
    /// `ignoringChecks(_:reason:)`.
    case ignoringChecks
    // TabView
    /// `TabView(selection:content:)`.
    case tabView
    /// `Tab(_:systemImage:role:)`.
    case tab
    /// `TabSection(_:content:)`.
    case tabSection
    /// `TabView(selection:content:)`.
    case selection
    /// `TabView.tint(_:)`.
    case tint
    /// `TabView.unselectedItemTintColor(_:)`.
    case unselectedItemTintColor
    /// `TabView.tabBarMinimizeBehavior(_:)`.
    case tabBarMinimizeBehavior
    /// `TabView.tabViewBottomAccessory(content:)`.
    case tabViewBottomAccessory
    /// `BottomAccessory(_:subtitle:systemImage:controls:)`.
    case bottomAccessory
    /// `TabView.tabViewStyle(_:)`.
    case tabViewStyle
    /// `TabView.tabViewCustomization(_:)`.
    case tabViewCustomization
    /// `TabView.tabPosition(_:)`.
    case tabPosition
    /// `TabView.barTintColor(_:)`.
    case barTintColor
    /// `TabView.backgroundColor(_:)`.
    case backgroundColor
    /// `TabView.backgroundImage(_:)`.
    case backgroundImage
    /// `TabView.itemFont(_:)`.
    case itemFont
    /// `TabView.selectedItemFont(_:)`.
    case selectedItemFont
    /// `TabFontSpec.systemFont(ofSize:weight:)`.
    case systemFont
    /// `TabView.logo(_:width:height:)`.
    case logo
    /// `TabView.standardAppearance(_:)`.
    case standardAppearance
    /// `TabView.scrollEdgeAppearance(_:)`.
    case scrollEdgeAppearance
    /// `TabView.toolbarBackground(_:for:)`.
    case toolbarBackground
    /// `TabView.toolbarColorScheme(_:for:)`.
    case toolbarColorScheme
    // Tab
    /// `Tab.selectedImage(_:)`.
    case selectedImage
    /// `Tab.badge(_:)`.
    case badge
    /// `Tab.disabled(_:)`.
    case disabled
    /// `Tab.hidden(_:)`.
    case hidden
    /// `Tab.contentKind(_:)`.
    case contentKind
    /// `Tab.renderingMode(_:)`.
    case renderingMode
    // The tab bar's state
    /// `TabView.scrollEdge(_:)`.
    case scrollEdge
    /// `TabView.minimized(_:)`.
    case minimized
    /// `TabView.moreListVisible(_:)`.
    case moreListVisible
    /// `TabView.largeContentViewer(showing:)`.
    case largeContentViewer
    /// `TabView.sidebarVisible(_:)`.
    case sidebarVisible
    /// `TabView.focusedIndex(_:)`.
    case focusedIndex
    /// `TabView.scrollOffset(_:)`.
    case scrollOffset
    /// `TabView.scrolledOffscreen(_:)`.
    case scrolledOffscreen
    /// `TabView.expanded(_:)`.
    case expanded
    // TabBarAppearance
    /// `TabBarAppearance.configureWithDefaultBackground() / configureWithOpaqueBackground() / configureWithTransparentBackground()`.
    case configureWith
    /// `TabBarAppearance.backgroundColor`.
    case appearanceBackgroundColor
    /// `TabBarAppearance.backgroundEffect`.
    case backgroundEffect
    /// `TabBarAppearance.backgroundImage`.
    case appearanceBackgroundImage
    /// `TabBarAppearance.backgroundImageContentMode`.
    case backgroundImageContentMode
    /// `TabBarAppearance.shadowColor`.
    case shadowColor
    /// `TabBarAppearance.shadowImage`.
    case shadowImage
    /// `TabBarAppearance.stackedLayoutAppearance`.
    case stackedLayoutAppearance
    /// `TabBarAppearance.inlineLayoutAppearance`.
    case inlineLayoutAppearance
    /// `TabBarAppearance.compactInlineLayoutAppearance`.
    case compactInlineLayoutAppearance
    /// `TabBarAppearance.selectionIndicatorTintColor`.
    case selectionIndicatorTintColor
    /// `TabBarAppearance.selectionIndicatorImage`.
    case selectionIndicatorImage
    /// `TabBarAppearance.itemPositioning`.
    case itemPositioning
    /// `TabBarAppearance.itemWidth`.
    case itemWidth
    /// `TabBarAppearance.itemSpacing`.
    case itemSpacing
    /// `TabBarItemAppearance.normal`.
    case itemStateNormal
    /// `TabBarItemAppearance.selected`.
    case itemStateSelected
    /// `TabBarItemAppearance.disabled`.
    case itemStateDisabled
    /// `TabBarItemAppearance.focused`.
    case itemStateFocused
    /// `TabBarItemStateAppearance.iconColor`.
    case iconColor
    /// `TabBarItemStateAppearance.titleTextAttributes`.
    case titleTextAttributes
    /// `TabBarItemStateAppearance.titlePositionAdjustment`.
    case titlePositionAdjustment
    /// `TabBarItemStateAppearance.badgeBackgroundColor`.
    case badgeBackgroundColor
    /// `TabBarItemStateAppearance.badgeTextAttributes`.
    case badgeTextAttributes
    /// `TabBarItemStateAppearance.badgePositionAdjustment`.
    case badgePositionAdjustment
    /// `TabBarItemStateAppearance.badgeTitlePositionAdjustment`.
    case badgeTitlePositionAdjustment
    /// `TextAttributes(font:foregroundColor:kern:)`.
    case textAttributes
    /// `BadgeTextAttributes(font:foregroundColor:)`.
    case badgeAttributes
    /// `OffsetSpec(horizontal:vertical:)`.
    case offset
    // PageControl
    /// `PageControl(numberOfPages:currentPage:)`.
    case pageControl
    /// `PageControl.hidesForSinglePage(_:)`.
    case hidesForSinglePage
    /// `PageControl.allowsContinuousInteraction(_:)`.
    case allowsContinuousInteraction
    /// `PageControl.backgroundStyle(_:)`.
    case backgroundStyle
    /// `PageControl.interactionState(_:)`.
    case interactionState
    /// `PageControl.direction(_:)`.
    case direction
    /// `PageControl.currentPageIndicatorTintColor(_:)`.
    case currentPageIndicatorTintColor
    /// `PageControl.pageIndicatorTintColor(_:)`.
    case pageIndicatorTintColor
    /// `PageControl.preferredIndicatorImage(_:)`.
    case preferredIndicatorImage
    /// `PageControl.indicatorImage(_:forPage:)`.
    case indicatorImage
    /// `PageControl.preferredCurrentPageIndicatorImage(_:)`.
    case preferredCurrentPageIndicatorImage
    /// `PageControl.currentPageIndicatorImage(_:forPage:)`.
    case currentPageIndicatorImage
    /// `the image and forPage: of indicatorImage(_:forPage:) and currentPageIndicatorImage(_:forPage:)`.
    case perPageImage
    /// `PageControl.progress(_:)`.
    case progress
    /// `PageControl.scrollPosition(_:)`.
    case scrollPosition
    /// `PageControl.placement(_:)`.
    case placement
    /// `PageControl.frame(width:height:)`.
    case frame

    /// The API, as the docs write it (`TabView.tint(_:)`), or for a field without a Swift form,
    /// why it has none.
    public var api: String { info.api }
    /// Text that Swift using this spelling contains (`.tint(`); nil for a field without a Swift form.
    public var token: String? { info.token }
    /// The rows it sets: their ids (`tabBar.tintColor`; the section path of ``SpecFields`` and the key).
    public var fields: [String] { info.fields }

    /// The spelling of the row `id`, or nil; more than one would be a mistake the tests report.
    public static func spelling(ofField id: String) -> SwiftSpelling? { allCases.first { $0.fields.contains(id) } }

    private static let item = "tabBar.items[]."
    private static let state = "tabBar.state."
    private static let appearance = "tabBar.standardAppearance."
    private static let itemState = "tabBar.standardAppearance.stackedLayoutAppearance.normal."

    private var info: (api: String, token: String?, fields: [String]) {
        let i = SwiftSpelling.item, s = SwiftSpelling.state, a = SwiftSpelling.appearance, st = SwiftSpelling.itemState
        switch self {
        case .schemaURL: return ("none: the JSON Schema's URL is for editors; Swift has its compiler", nil, ["$schema"])
        case .formatVersion: return ("none: a Swift description is of the only format version, 1", nil, ["version"])
        case .variants: return ("none: a Swift test varies a description with a loop (`for scheme in [Appearance.light, .dark]`)", nil, ["variants"])
        case .strings: return ("strings(_:), with Tab(key:systemImage:role:), Tab.badge(key:), TabSection(key:content:), BottomAccessory(key:subtitleKey:…) for texts by key", ".strings(", ["strings"])
        case .title: return ("title(_:)", ".title(", ["title"])
        case .platform: return ("platform(_:)", ".platform(", ["platform"])
        case .osVersion: return ("osVersion(_:_:)", ".osVersion(", ["osVersion"])
        case .device: return ("device(_:)", ".device(", ["device"])
        case .screenSize: return ("screenSize(width:height:)", ".screenSize(", ["size.width", "size.height"])
        case .orientation: return ("orientation(_:)", ".orientation(", ["orientation"])
        case .horizontalSizeClass: return ("horizontalSizeClass(_:)", ".horizontalSizeClass(", ["sizeClass.horizontal"])
        case .verticalSizeClass: return ("verticalSizeClass(_:)", ".verticalSizeClass(", ["sizeClass.vertical"])
        case .colorScheme: return ("colorScheme(_:)", ".colorScheme(", ["appearance"])
        case .layoutDirection: return ("layoutDirection(_:)", ".layoutDirection(", ["layoutDirection"])
        case .locale: return ("locale(_:)", ".locale(", ["locale"])
        case .backdropColor: return ("backdrop(color:)", ".backdrop(color:", ["backdrop.color"])
        case .backdropGradient: return ("backdrop(gradient:angle:)", ".backdrop(gradient:", ["backdrop.gradient", "backdrop.angle"])
        case .backdropImage: return ("backdrop(image:)", ".backdrop(image:", ["backdrop.image"])
        case .backdropContent: return ("backdrop(_:)", ".backdrop(.", ["backdrop.content"])
        case .canvas: return ("canvas(_:)", ".canvas(", ["canvas"])
        case .modal: return ("modal(_:)", ".modal(", ["modal"])
        case .designRequiresCompatibility: return ("designRequiresCompatibility(_:)", ".designRequiresCompatibility(", ["designRequiresCompatibility"])
        case .persistentSystemOverlays: return ("persistentSystemOverlays(_:)", ".persistentSystemOverlays(", ["homeIndicator"])
        case .reduceTransparency: return ("accessibilityReduceTransparency(_:)", ".accessibilityReduceTransparency(", ["accessibility.reduceTransparency"])
        case .colorSchemeContrast: return ("colorSchemeContrast(_:)", ".colorSchemeContrast(", ["accessibility.increaseContrast"])
        case .legibilityWeight: return ("legibilityWeight(_:)", ".legibilityWeight(", ["accessibility.boldText"])
        case .ignoringChecks: return ("ignoringChecks(_:reason:)", ".ignoringChecks(", ["checks.ignore", "checks.reason"])

        case .tabView: return ("TabView(selection:content:)", "TabView(", ["tabBar"])
        case .tab: return ("Tab(_:systemImage:role:)", "Tab(", ["tabBar.items", i + "title", i + "image", i + "role"])
        case .tabSection: return ("TabSection(_:content:)", "TabSection(", ["tabBar.sections", "tabBar.sections[].title", "tabBar.sections[].items"])
        case .selection: return ("TabView(selection:content:)", "TabView(selection:", ["tabBar.selectedIndex"])
        case .tint: return ("TabView.tint(_:)", ".tint(", ["tabBar.tintColor", "tabBar.tint"])
        case .unselectedItemTintColor: return ("TabView.unselectedItemTintColor(_:)", ".unselectedItemTintColor(", ["tabBar.unselectedItemTintColor"])
        case .tabBarMinimizeBehavior: return ("TabView.tabBarMinimizeBehavior(_:)", ".tabBarMinimizeBehavior(", ["tabBar.minimizeBehavior"])
        case .tabViewBottomAccessory: return ("TabView.tabViewBottomAccessory(content:)", ".tabViewBottomAccessory", ["tabBar.bottomAccessory"])
        case .bottomAccessory:
            return ("BottomAccessory(_:subtitle:systemImage:controls:)", "BottomAccessory(",
                    ["tabBar.bottomAccessory.title", "tabBar.bottomAccessory.subtitle", "tabBar.bottomAccessory.image", "tabBar.bottomAccessory.controls"])
        case .tabViewStyle: return ("TabView.tabViewStyle(_:)", ".tabViewStyle(", ["tabBar.tabViewStyle"])
        case .tabViewCustomization: return ("TabView.tabViewCustomization(_:)", ".tabViewCustomization(", ["tabBar.customizable"])
        case .tabPosition: return ("TabView.tabPosition(_:)", ".tabPosition(", ["tabBar.tabPosition"])
        case .barTintColor: return ("TabView.barTintColor(_:)", ".barTintColor(", ["tabBar.barTintColor"])
        case .backgroundColor: return ("TabView.backgroundColor(_:)", ".backgroundColor(", ["tabBar.backgroundColor"])
        case .backgroundImage: return ("TabView.backgroundImage(_:)", ".backgroundImage(", ["tabBar.backgroundImage"])
        case .itemFont: return ("TabView.itemFont(_:)", ".itemFont(", ["tabBar.itemFont"])
        case .selectedItemFont: return ("TabView.selectedItemFont(_:)", ".selectedItemFont(", ["tabBar.selectedItemFont"])
        case .systemFont: return ("TabFontSpec.systemFont(ofSize:weight:)", ".systemFont(ofSize:", ["tabBar.itemFont.size", "tabBar.itemFont.weight"])
        case .logo: return ("TabView.logo(_:width:height:)", ".logo(", ["tabBar.logo", "tabBar.logo.image", "tabBar.logo.width", "tabBar.logo.height"])
        case .standardAppearance: return ("TabView.standardAppearance(_:)", ".standardAppearance(", ["tabBar.standardAppearance"])
        case .scrollEdgeAppearance: return ("TabView.scrollEdgeAppearance(_:)", ".scrollEdgeAppearance(", ["tabBar.scrollEdgeAppearance"])
        case .toolbarBackground: return ("TabView.toolbarBackground(_:for:)", ".toolbarBackground(", ["tabBar.toolbarBackground"])
        case .toolbarColorScheme: return ("TabView.toolbarColorScheme(_:for:)", ".toolbarColorScheme(", ["tabBar.toolbarColorScheme"])

        case .selectedImage: return ("Tab.selectedImage(_:)", ".selectedImage(", [i + "selectedImage"])
        case .badge: return ("Tab.badge(_:)", ".badge(", [i + "badgeValue", i + "badge"])
        case .disabled: return ("Tab.disabled(_:)", ".disabled(", [i + "isEnabled"])
        case .hidden: return ("Tab.hidden(_:)", ".hidden(", [i + "isHidden"])
        case .contentKind: return ("Tab.contentKind(_:)", ".contentKind(", [i + "contentKind"])
        case .renderingMode: return ("Tab.renderingMode(_:)", ".renderingMode(", [i + "renderingMode"])

        case .scrollEdge: return ("TabView.scrollEdge(_:)", ".scrollEdge(", [s + "scrollEdge"])
        case .minimized: return ("TabView.minimized(_:)", ".minimized(", [s + "minimized"])
        case .moreListVisible: return ("TabView.moreListVisible(_:)", ".moreListVisible(", [s + "moreListVisible"])
        case .largeContentViewer: return ("TabView.largeContentViewer(showing:)", ".largeContentViewer(showing:", [s + "largeContentItem"])
        case .sidebarVisible: return ("TabView.sidebarVisible(_:)", ".sidebarVisible(", [s + "sidebarVisible"])
        case .focusedIndex: return ("TabView.focusedIndex(_:)", ".focusedIndex(", [s + "focusedIndex"])
        case .scrollOffset: return ("TabView.scrollOffset(_:)", ".scrollOffset(", [s + "scrollOffset"])
        case .scrolledOffscreen: return ("TabView.scrolledOffscreen(_:)", ".scrolledOffscreen(", [s + "scrolledOffscreen"])
        case .expanded: return ("TabView.expanded(_:)", ".expanded(", [s + "expanded"])

        case .configureWith:
            return ("TabBarAppearance.configureWithDefaultBackground() / configureWithOpaqueBackground() / configureWithTransparentBackground()",
                    ".configureWith", [a + "configureWith"])
        case .appearanceBackgroundColor: return ("TabBarAppearance.backgroundColor", ".backgroundColor = ", [a + "backgroundColor"])
        case .backgroundEffect: return ("TabBarAppearance.backgroundEffect", ".backgroundEffect = ", [a + "backgroundEffect"])
        case .appearanceBackgroundImage: return ("TabBarAppearance.backgroundImage", ".backgroundImage = ", [a + "backgroundImage"])
        case .backgroundImageContentMode: return ("TabBarAppearance.backgroundImageContentMode", ".backgroundImageContentMode = ", [a + "backgroundImageContentMode"])
        case .shadowColor: return ("TabBarAppearance.shadowColor", ".shadowColor = ", [a + "shadowColor"])
        case .shadowImage: return ("TabBarAppearance.shadowImage", ".shadowImage = ", [a + "shadowImage"])
        case .stackedLayoutAppearance: return ("TabBarAppearance.stackedLayoutAppearance", ".stackedLayoutAppearance", [a + "stackedLayoutAppearance"])
        case .inlineLayoutAppearance: return ("TabBarAppearance.inlineLayoutAppearance", ".inlineLayoutAppearance", [a + "inlineLayoutAppearance"])
        case .compactInlineLayoutAppearance: return ("TabBarAppearance.compactInlineLayoutAppearance", ".compactInlineLayoutAppearance", [a + "compactInlineLayoutAppearance"])
        case .selectionIndicatorTintColor: return ("TabBarAppearance.selectionIndicatorTintColor", ".selectionIndicatorTintColor = ", [a + "selectionIndicatorTintColor"])
        case .selectionIndicatorImage: return ("TabBarAppearance.selectionIndicatorImage", ".selectionIndicatorImage = ", [a + "selectionIndicatorImage"])
        case .itemPositioning: return ("TabBarAppearance.itemPositioning", ".itemPositioning = ", [a + "itemPositioning"])
        case .itemWidth: return ("TabBarAppearance.itemWidth", ".itemWidth = ", [a + "itemWidth"])
        case .itemSpacing: return ("TabBarAppearance.itemSpacing", ".itemSpacing = ", [a + "itemSpacing"])
        case .itemStateNormal: return ("TabBarItemAppearance.normal", ".normal", [a + "stackedLayoutAppearance.normal"])
        case .itemStateSelected: return ("TabBarItemAppearance.selected", ".selected", [a + "stackedLayoutAppearance.selected"])
        case .itemStateDisabled: return ("TabBarItemAppearance.disabled", ".disabled", [a + "stackedLayoutAppearance.disabled"])
        case .itemStateFocused: return ("TabBarItemAppearance.focused", ".focused", [a + "stackedLayoutAppearance.focused"])
        case .iconColor: return ("TabBarItemStateAppearance.iconColor", ".iconColor = ", [st + "iconColor"])
        case .titleTextAttributes: return ("TabBarItemStateAppearance.titleTextAttributes", ".titleTextAttributes = ", [st + "titleTextAttributes"])
        case .titlePositionAdjustment: return ("TabBarItemStateAppearance.titlePositionAdjustment", ".titlePositionAdjustment = ", [st + "titlePositionAdjustment"])
        case .badgeBackgroundColor: return ("TabBarItemStateAppearance.badgeBackgroundColor", ".badgeBackgroundColor = ", [st + "badgeBackgroundColor"])
        case .badgeTextAttributes: return ("TabBarItemStateAppearance.badgeTextAttributes", ".badgeTextAttributes = ", [st + "badgeTextAttributes"])
        case .badgePositionAdjustment: return ("TabBarItemStateAppearance.badgePositionAdjustment", ".badgePositionAdjustment = ", [st + "badgePositionAdjustment"])
        case .badgeTitlePositionAdjustment:
            return ("TabBarItemStateAppearance.badgeTitlePositionAdjustment", ".badgeTitlePositionAdjustment = ", [st + "badgeTitlePositionAdjustment"])
        case .textAttributes:
            return ("TextAttributes(font:foregroundColor:kern:)", "TextAttributes(",
                    [st + "titleTextAttributes.font", st + "titleTextAttributes.foregroundColor", st + "titleTextAttributes.kern"])
        case .badgeAttributes:
            return ("BadgeTextAttributes(font:foregroundColor:)", "BadgeTextAttributes(",
                    [st + "badgeTextAttributes.font", st + "badgeTextAttributes.foregroundColor"])
        case .offset: return ("OffsetSpec(horizontal:vertical:)", "OffsetSpec(", [st + "titlePositionAdjustment.horizontal", st + "titlePositionAdjustment.vertical"])

        case .pageControl: return ("PageControl(numberOfPages:currentPage:)", "PageControl(", ["pageControl", "pageControl.numberOfPages", "pageControl.currentPage"])
        case .hidesForSinglePage: return ("PageControl.hidesForSinglePage(_:)", ".hidesForSinglePage(", ["pageControl.hidesForSinglePage"])
        case .allowsContinuousInteraction: return ("PageControl.allowsContinuousInteraction(_:)", ".allowsContinuousInteraction(", ["pageControl.allowsContinuousInteraction"])
        case .backgroundStyle: return ("PageControl.backgroundStyle(_:)", ".backgroundStyle(", ["pageControl.backgroundStyle"])
        case .interactionState: return ("PageControl.interactionState(_:)", ".interactionState(", ["pageControl.interactionState"])
        case .direction: return ("PageControl.direction(_:)", ".direction(", ["pageControl.direction"])
        case .currentPageIndicatorTintColor: return ("PageControl.currentPageIndicatorTintColor(_:)", ".currentPageIndicatorTintColor(", ["pageControl.currentPageIndicatorTintColor"])
        case .pageIndicatorTintColor: return ("PageControl.pageIndicatorTintColor(_:)", ".pageIndicatorTintColor(", ["pageControl.pageIndicatorTintColor"])
        case .preferredIndicatorImage: return ("PageControl.preferredIndicatorImage(_:)", ".preferredIndicatorImage(", ["pageControl.preferredIndicatorImage"])
        case .indicatorImage: return ("PageControl.indicatorImage(_:forPage:)", ".indicatorImage(", ["pageControl.indicatorImages"])
        case .preferredCurrentPageIndicatorImage:
            return ("PageControl.preferredCurrentPageIndicatorImage(_:)", ".preferredCurrentPageIndicatorImage(", ["pageControl.preferredCurrentPageIndicatorImage"])
        case .currentPageIndicatorImage: return ("PageControl.currentPageIndicatorImage(_:forPage:)", ".currentPageIndicatorImage(", ["pageControl.currentPageIndicatorImages"])
        case .perPageImage:
            return ("the image and forPage: of indicatorImage(_:forPage:) and currentPageIndicatorImage(_:forPage:)", "forPage:",
                    ["pageControl.indicatorImages[].page", "pageControl.indicatorImages[].image"])
        case .progress: return ("PageControl.progress(_:)", ".progress(", ["pageControl.progress"])
        case .scrollPosition: return ("PageControl.scrollPosition(_:)", ".scrollPosition(", ["pageControl.scrollPosition"])
        case .placement: return ("PageControl.placement(_:)", ".placement(", ["pageControl.placement"])
        case .frame: return ("PageControl.frame(width:height:)", ".frame(", ["pageControl.frame", "pageControl.frame.width", "pageControl.frame.height"])
        }
    }
}

extension SwiftSpelling {
    /// The field-table row of a concrete JSON path: `tabBar.items[2].badgeValue` →
    /// `tabBar.items[].badgeValue`; `tabBar.scrollEdgeAppearance.inlineLayoutAppearance.selected.titleTextAttributes.font.size`
    /// → `tabBar.itemFont.size` (a group of fields used in several places has its section's path).
    static func rowID(ofPath path: String) -> String {
        var section: FieldSection? = SpecFields.spec
        var id = path
        for part in path.split(separator: ".") {
            let key = String(part.prefix { $0 != "[" })
            guard let s = section, let f = s.fields.first(where: { $0.key == key }) else { return path }
            id = (s.path.isEmpty ? "" : s.path + ".") + key
            switch f.type {
            case .object(let inner): section = inner
            case .array(.object(let inner), _, _): section = inner
            default: section = nil
            }
        }
        return id
    }

    /// Whether this spelling registers every field that differs between `before` and `after`
    /// (compared in canonical JSON): each differing path's row, or a row above it (an object the
    /// spelling sets whole, such as `tabBar.standardAppearance`), is one of ``fields``.
    func registers(changesFrom before: Spec, to after: Spec) -> Bool {
        var changed: [String] = []
        SwiftSpelling.differences(SpecJSON.value(before), SpecJSON.value(after), path: "", into: &changed)
        let registered = Set(fields)
        return changed.allSatisfy { path in
            var prefixes: [String] = []
            var current = ""
            for part in path.split(separator: ".") {
                current += (current.isEmpty ? "" : ".") + part
                prefixes.append(current)
            }
            return prefixes.contains { registered.contains(SwiftSpelling.rowID(ofPath: $0)) }
        }
    }

    /// ``registers(changesFrom:to:)`` for a change inside the tab bar: `body` applied to a bar,
    /// both states compared as specs.
    func registers(changing bar: TabBarSpec, _ body: (inout TabBarSpec) -> Void) -> Bool {
        var before = Spec(), after = Spec()
        before.tabBar = bar
        var changed = bar
        body(&changed)
        after.tabBar = changed
        return registers(changesFrom: before, to: after)
    }

    /// The paths of the members of `v` (itself when it is not an object, or an empty one).
    static func leaves(_ v: SpecJSON.Value, path: String, into out: inout [String]) {
        guard case .object(let m) = v, !m.isEmpty else { out.append(path); return }
        for (k, u) in m { leaves(u, path: path + "." + k, into: &out) }
    }

    /// The paths at which `a` and `b` differ: a member added, removed (each of its members, for an
    /// object) or changed (objects compared member by member, arrays of one length element by
    /// element; an array whose length changed is one change).
    static func differences(_ a: SpecJSON.Value, _ b: SpecJSON.Value, path: String, into out: inout [String]) {
        if case .object(let x) = a, case .object(let y) = b {
            let keys = Set(x.map(\.0)).union(y.map(\.0))
            for k in keys.sorted() {
                let p = path.isEmpty ? k : path + "." + k
                switch (a[k], b[k]) {
                case (let u?, let v?): differences(u, v, path: p, into: &out)
                case (let u?, nil): leaves(u, path: p, into: &out)
                case (nil, let v?): leaves(v, path: p, into: &out)
                case (nil, nil): break
                }
            }
        } else if case .array(let x) = a, case .array(let y) = b, x.count == y.count {
            for (i, (u, v)) in zip(x, y).enumerated() { differences(u, v, path: path + "[\(i)]", into: &out) }
        } else if a != b {
            out.append(path)
        }
    }
}

