import NavMockCore

/// The Swift spelling of each field of the spec: which builder API sets which rows of the field
/// table (``SpecFields``), named by their row's id (the section's path, a dot and the key:
/// `tabBar.items[].badgeValue`; a top-level key alone: `device`).
///
/// Every modifier and initializer of the builder sets its fields through its case (`set(.tint)`),
/// so this enum is where the builder says what each of its APIs writes. `NavMockUITests` walks the
/// field table and fails when a field that holds a value (not an object of further fields) has no
/// spelling or more than one, and when generated Swift for a field does not use its spelling.
/// A few fields have no Swift form (`$schema`, `version`, `variants`, `strings`): their case says
/// why, and their ``token`` is nil.
public enum SwiftSpelling: String, CaseIterable, Sendable {
    // The environment (any description: TabView, PageControl)
    case schemaURL, formatVersion, variants, strings
    case title, platform, osVersion, device, screenSize, orientation, horizontalSizeClass, verticalSizeClass
    case colorScheme, layoutDirection, locale, backdropColor, backdropGradient, backdropImage, backdropContent
    case canvas, modal, reduceTransparency, colorSchemeContrast, legibilityWeight, ignoringChecks
    // TabView
    case tabView, tab, tabSection, selection, tint, unselectedItemTintColor, tabBarMinimizeBehavior
    case tabViewBottomAccessory, bottomAccessory, tabViewStyle, tabViewCustomization
    case barTintColor, backgroundColor, backgroundImage, itemFont, selectedItemFont, systemFont, logo
    case standardAppearance, scrollEdgeAppearance, toolbarBackground, toolbarColorScheme
    // Tab
    case selectedImage, badge, disabled, hidden, contentKind
    // The tab bar's state
    case scrollEdge, minimized, moreListVisible, largeContentViewer, sidebarVisible, focusedIndex
    case scrollOffset, scrolledOffscreen, expanded
    // TabBarAppearance
    case configureWith, appearanceBackgroundColor, backgroundEffect, appearanceBackgroundImage
    case backgroundImageContentMode, shadowColor, shadowImage, stackedLayoutAppearance, inlineLayoutAppearance
    case compactInlineLayoutAppearance, selectionIndicatorTintColor, selectionIndicatorImage, itemPositioning
    case itemWidth, itemSpacing, itemStateNormal, itemStateSelected, itemStateDisabled, itemStateFocused
    case iconColor, titleTextAttributes, titlePositionAdjustment, badgeBackgroundColor, badgeTextAttributes
    case badgePositionAdjustment, badgeTitlePositionAdjustment, textAttributes, badgeAttributes, offset
    // PageControl
    case pageControl, hidesForSinglePage, allowsContinuousInteraction, backgroundStyle, interactionState
    case direction, currentPageIndicatorTintColor, pageIndicatorTintColor, preferredIndicatorImage
    case indicatorImage, preferredCurrentPageIndicatorImage, currentPageIndicatorImage, perPageImage
    case progress, scrollPosition, placement, frame

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
        case .strings: return ("none: Swift gives each title in its language (String(localized:) in an app)", nil, ["strings"])
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
