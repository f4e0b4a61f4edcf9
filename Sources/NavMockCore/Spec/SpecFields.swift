/// The field table of spec version 1: every field, declared once (see FieldTable.swift for the
/// row shape). Adding a field is one row here plus the code that reads it (SpecReader.swift,
/// PlatformTabSpec.swift, PageControlSpec.swift) and uses it; the reader's key set and checks,
/// `navmock schema`, docs/spec-fields.md and Fuzz/spec.dict follow from the row; its Swift
/// spelling is NavMockUI's (a `SwiftSpelling` case; NavMockUITests fails on a row without one). A boolean of
/// `tabBar.state` needs no reading code: its row's key path is read, and validated against the
/// row's availability, in a loop.
public enum SpecFields {
    static let hig = "HIG: Tab bars"
    static let higPC = "HIG: Page controls"
    static let uikitPC = "UIKit: UIPageControl"
    static let pad18 = FieldAvailability(since: [.iPadOS: 18], owner: "the iPadOS 18+ tab view (tab bar and sidebar)")
    static let tv = FieldAvailability(since: [.tvOS: 0], owner: "the tvOS tab bar (its guidelines allow this customization and state)")
    /// tvOS focus, and iOS/iPadOS 15+ keyboard focus on tab bars (UIKit's focus system on iPhone and iPad, iOS 15).
    static let focus = FieldAvailability(since: [.tvOS: 0, .iOS: 15, .iPadOS: 15], owner: "focus (tvOS; iOS and iPadOS 15+ with a hardware keyboard)")
    static let vision = FieldAvailability(since: [.visionOS: 0], owner: "the visionOS tab bar")
    static let mac = FieldAvailability(since: [.macOS: 0], owner: "the macOS tab view (NSTabView)")
    /// SwiftUI's `TabViewStyle` and `sidebarAdaptable` (iOS, iPadOS and tvOS 18, macOS 15, visionOS 2: its documentation).
    static let tabViewStyle = FieldAvailability(since: [.iOS: 18, .iPadOS: 18, .macOS: 15, .tvOS: 18, .visionOS: 2],
                                                owner: "SwiftUI's TabViewStyle (iOS, iPadOS, tvOS 18; macOS 15; visionOS 2)")
    /// `TabSection`s: shown in a sidebar (iPadOS 18, macOS 15, tvOS 18, visionOS 2); on iOS (and an
    /// iPad in compact width) the bottom bar lists their tabs with the others.
    static let sections = FieldAvailability(since: [.iOS: 18, .iPadOS: 18, .macOS: 15, .tvOS: 18, .visionOS: 2],
                                            owner: "SwiftUI's TabSection (iOS, iPadOS, tvOS 18; macOS 15; visionOS 2)")
    /// The iOS 14 page-control API (`UIPageControl` gained it in iOS 14; watchOS's page-style TabView has none of it).
    static let pc14 = FieldAvailability(since: [.iOS: 14, .iPadOS: 14, .tvOS: 14, .visionOS: 0], owner: "UIPageControl")
    static let pc16 = FieldAvailability(since: [.iOS: 16, .iPadOS: 16, .tvOS: 16, .visionOS: 0], owner: "UIPageControl")
    static let pc16Watch = FieldAvailability(since: [.iOS: 16, .iPadOS: 16, .tvOS: 16, .visionOS: 0, .watchOS: 0], owner: "UIPageControl")
    static let pc17 = FieldAvailability(since: [.iOS: 17, .iPadOS: 17, .tvOS: 17, .visionOS: 0], owner: "UIPageControl")
    static let pcWithWatch14 = FieldAvailability(since: [.iOS: 14, .iPadOS: 14, .tvOS: 14, .visionOS: 0, .watchOS: 0], owner: "UIPageControl")
    static let watchOnly = FieldAvailability(since: [.watchOS: 10], owner: "watchOS vertical paging")

    static func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ noun: String) -> FieldType where E.RawValue == String {
        .enumeration(E.allCases.map(\.rawValue), noun: noun)
    }
    static let text = FieldType.string(maxLength: SpecLimits.maxTextLength)
    static let pngPattern = "\\.[Pp][Nn][Gg]$"

    /// A text given by key: `{"key": "tab.home"}`, with `count` (picks a plural form) and a
    /// `comment` for translators (Localizer.swift replaces it before the reader sees it).
    static let stringKeySchema = SchemaJSON.object([
        ("type", .string("object")), ("required", .array([.string("key")])), ("additionalProperties", .bool(false)),
        ("properties", .object([("key", .object([("type", .string("string")), ("minLength", .int(1))])),
                                ("count", .object([("type", .string("integer"))])),
                                ("comment", .object([("type", .string("string"))]))])),
    ])
    /// A text that may be given by key (a title, a subtitle).
    static let localizableText = FieldType.custom(schema: .object([("anyOf", .array([
        .object([("type", .string("string")), ("maxLength", .int(SpecLimits.maxTextLength))]), stringKeySchema]))]),
        summary: "string (≤ \(SpecLimits.maxTextLength)), or `{\"key\": …}` from `strings`")
    /// A badge value that may be given by key.
    static let localizableBadge = FieldType.custom(schema: .object([("anyOf", .array([
        .object([("type", .array([.string("string"), .string("integer"), .string("null")])), ("maxLength", .int(32))]), stringKeySchema]))]),
        summary: "string (≤ 32), whole number, null, or `{\"key\": …}`")

    /// The device names as ``DeviceCatalog/device(named:)`` matches them: any case, words apart
    /// by one or more spaces, spaces around (`^ *(?:[iI][pP]…[oO]|…) *$`).
    static let deviceNamePattern: String = {
        func word(_ w: Substring) -> String {
            w.map { c -> String in
                let (lower, upper) = (String(c).lowercased(), String(c).uppercased())
                if lower != upper { return "[" + lower + upper + "]" }
                return "\\^$.|?*+()[]{}".contains(c) ? "\\" + String(c) : String(c)
            }.joined()
        }
        let names = DeviceCatalog.names.map { $0.split(separator: " ").map(word).joined(separator: " +") }
        return "^ *(?:" + names.joined(separator: "|") + ") *$"
    }()

    /// The top level of a spec.
    public static let spec = FieldSection(path: "", noun: "a spec", fields: [
        SpecField("$schema", .string(maxLength: 2048), doc: "the schema URL, for editors; ignored"),
        SpecField("version", .custom(schema: .object([("const", .int(1))]), summary: "`1`"), default: "1",
                  doc: "the spec format version; only 1 exists"),
        SpecField("title", text, doc: "a human title for the mockup (the SVG `<title>`)"),
        SpecField("platform", enumeration(Platform.self, "platform"),
                  doc: "the platform; default the device's, or iOS"),
        SpecField("osVersion", .custom(schema: .object([("type", .array([.string("string"), .string("number")])),
                                                         ("pattern", .string("^[0-9]{1,3}(\\.[0-9]{1,3})?$"))]),
                                       summary: "version text such as `\"26\"` or `\"17.4\"`"),
                  default: "\"26\"", doc: "selects the design: 26 Liquid Glass, 18 and earlier the classic designs",
                  source: "metrics.md §1"),
        // The names as an enum, which editors offer, or any spelling the reader takes (case and
        // repeated spaces ignored), so that the schema refuses nothing the reader accepts.
        SpecField("device", .custom(schema: .object([("type", .string("string")), ("anyOf", .array([
                                        .object([("enum", .array(DeviceCatalog.names.map(SchemaJSON.string)))]),
                                        .object([("pattern", .string(deviceNamePattern))]),
                                    ]))]),
                                    summary: "a catalog name (`navmock list devices`)"),
                  doc: "the device (screen size, scale, safe area); case and repeated spaces are ignored (\"iphone 17 pro\" is iPhone 17 Pro); exclusive with size",
                  source: "metrics.md §8"),
        SpecField("designRequiresCompatibility", .boolean, default: "false",
                  doc: "the app's UIDesignRequiresCompatibility Info.plist key: version 26 of iOS, iPadOS, tvOS and macOS draws the design before it (an app built with the iOS 26 SDK; the iOS 27 SDK ignores the key)",
                  source: "Apple: UIDesignRequiresCompatibility (A); LoopKit Loop pull 2343 (B)"),
        SpecField("size", .object(size), doc: "a custom screen or window size in points; exclusive with device"),
        SpecField("orientation", enumeration(Orientation.self, "orientation"), doc: "portrait or landscape; devices that do not rotate ignore it"),
        SpecField("sizeClass", .object(sizeClass), doc: "overrides of the size classes the device or size implies",
                  source: "metrics.md §8.3"),
        SpecField("appearance", enumeration(Appearance.self, "appearance"), default: "\"light\"", doc: "light or dark"),
        SpecField("layoutDirection", enumeration(LayoutDirection.self, "layout direction"),
                  doc: "right-to-left mirrors the order and the leading/trailing sides; when absent, the direction of the locale's language (right-to-left for ar, he, fa, ur, …, else left-to-right)"),
        SpecField("locale", .string(maxLength: 35, pattern: "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"), default: "\"en\"",
                  doc: "a BCP 47 language tag: picks regional CJK glyphs and localised system titles"),
        SpecField("backdrop", .object(backdrop), doc: "what is drawn behind the component (and seen through its glass)"),
        SpecField("canvas", enumeration(CanvasMode.self, "canvas"), default: "\"component\"",
                  doc: "component: the band the component occupies; screen: the whole screen"),
        SpecField("modal", .boolean, default: "false", doc: "a modal sheet covers the screen, tab bar included"),
        SpecField("homeIndicator", enumeration(HomeIndicatorVisibility.self, "home indicator visibility"), default: "\"visible\"",
                  doc: "hidden leaves the home indicator out, as screenshots of apps that hide it show (devices without one ignore it)",
                  source: "SwiftUI: persistentSystemOverlays(_:)"),
        SpecField("accessibility", .object(accessibility), doc: "accessibility display settings in effect"),
        SpecField("tabBar", .object(tabBar), doc: "the tab bar (UITabBar / SwiftUI TabView)", source: hig),
        SpecField("pageControl", .object(pageControl), doc: "the page control (UIPageControl; a page-style TabView on watchOS)",
                  source: higPC),
        SpecField("variants", .custom(schema: VariantSchema.schema, summary: "object of field path → values"),
                  doc: "a variant matrix: every combination of the listed values is rendered"),
        SpecField("checks", .object(checks), doc: "guideline rules `navmock check` skips for this spec, with the reason"),
        SpecField("strings", .array(.string(maxLength: 1024), minItems: 1, maxItems: 16),
                  doc: "the app's strings, relative to the spec: String Catalogs (.xcstrings), .strings files, .lproj folders or a folder of them; texts may then be {\"key\": …} and a locale variant \"catalog\" means every language"),
    ], schemaExtras: [
        // Something to draw, as the reader requires: a component, or variants that add one.
        ("anyOf", .array(["tabBar", "pageControl", "variants"].map { .object([("required", .array([.string($0)]))]) })),
    ])

    /// `size`.
    public static let size = FieldSection(path: "size", noun: "a size", fields: [
        SpecField("width", .number(min: SpecLimits.minSide, max: SpecLimits.maxSide, unit: " pt"), required: true, doc: "width in points"),
        SpecField("height", .number(min: SpecLimits.minSide, max: SpecLimits.maxSide, unit: " pt"), required: true, doc: "height in points"),
    ])

    /// `sizeClass`.
    public static let sizeClass = FieldSection(path: "sizeClass", noun: "size classes", fields: [
        SpecField("horizontal", enumeration(SizeClass.self, "size class"), doc: "overrides the horizontal size class"),
        SpecField("vertical", enumeration(SizeClass.self, "size class"), doc: "overrides the vertical size class"),
    ])

    /// `backdrop`: exactly one of color, gradient, image, content.
    public static let backdrop = FieldSection(path: "backdrop", noun: "a backdrop", fields: [
        SpecField("color", .color, doc: "a flat colour"),
        SpecField("gradient", .array(.color, minItems: 2, maxItems: 8), doc: "a linear gradient of 2…8 colours"),
        SpecField("angle", .number(min: -360, max: 360, unit: " degrees"), default: "180",
                  doc: "the gradient's direction: 0 upward, 90 to the right"),
        SpecField("image", .png, doc: "a PNG scaled to fill the screen"),
        SpecField("content", enumeration(PlaceholderContent.self, "placeholder content"), default: "\"list\"",
                  doc: "placeholder content in the appearance's colours"),
    ], schemaExtras: [("oneOf", .array(["color", "gradient", "image", "content"].map { .object([("required", .array([.string($0)]))]) }))])

    /// `accessibility`.
    public static let accessibility = FieldSection(path: "accessibility", noun: "accessibility settings",
                                                   doc: "Accessibility display settings", fields: [
        SpecField("reduceTransparency", .boolean, default: "false", doc: "Reduce Transparency: glass and materials become opaque"),
        SpecField("increaseContrast", .boolean, default: "false", doc: "Increase Contrast: borders around glass, darker unselected items"),
        SpecField("boldText", .boolean, default: "false", doc: "Bold Text: titles are drawn bold"),
    ])

    /// `checks`.
    public static let checks = FieldSection(path: "checks", noun: "check settings",
                                            doc: "Guideline checks to skip for this spec, with the reason", fields: [
        SpecField("ignore", .array(.custom(schema: .object([("type", .string("string")),
                                                            ("pattern", .string("^[a-z]+(-[a-z]+)*\\.[a-z]+(-[a-z]+)*$"))]),
                                           summary: "rule id"), minItems: nil, maxItems: nil),
                  doc: "rule ids (`navmock list rules`) not to report"),
        SpecField("reason", .string(maxLength: 1000), doc: "why they are skipped"),
    ])

    // MARK: Tab bar

    /// `tabBar`.
    public static let tabBar = FieldSection(path: "tabBar", noun: "a tab bar", fields: [
        SpecField("items", .array(.object(tabItem), minItems: 1, maxItems: SpecLimits.maxTabItems), required: true,
                  doc: "the tabs, in order"),
        SpecField("selectedIndex", .integer(min: 0, max: nil), default: "0", doc: "the selected tab, 0-based; must exist"),
        SpecField("tintColor", .color, doc: "colour of the selected item; default systemBlue", source: "UIKit: UITabBar.tintColor"),
        SpecField("unselectedItemTintColor", .color, doc: "colour of unselected items; default the design's own",
                  source: "UIKit: UITabBar.unselectedItemTintColor"),
        SpecField("minimizeBehavior", enumeration(TabBarMinimizeBehavior.self, "minimize behavior"),
                  doc: "when the iOS 26 bar minimizes (iPhone); default the system's automatic", source: "SwiftUI: TabBarMinimizeBehavior"),
        SpecField("bottomAccessory", .object(bottomAccessory), doc: "a mini player above the iOS 26 bar (tabViewBottomAccessory)",
                  source: "SwiftUI: tabViewBottomAccessory"),
        SpecField("state", .object(tabBarState), doc: "what the user is doing with the bar at the moment drawn"),
        SpecField("tabViewStyle", enumeration(TabViewStyleSpec.self, "tab view style"), on: tabViewStyle,
                  doc: "sidebarAdaptable: iPadOS a top bar with the button that turns it into a sidebar; iOS the ordinary bottom bar; macOS and tvOS a sidebar listing the tabs; visionOS the ornament and a sidebar of the sections' tabs; default automatic",
                  source: "SwiftUI: TabViewStyle"),
        SpecField("customizable", .boolean, default: "false", on: pad18,
                  doc: "a customizable tab view (the sidebar's Edit button)", source: "SwiftUI: tabViewCustomization"),
        SpecField("sections", .array(.object(tabSection), minItems: nil, maxItems: PlatformTabLimits.maxSections), on: sections,
                  doc: "sidebar sections: a title and the indices of their tabs in items", source: "SwiftUI: TabSection"),
        SpecField("tabPosition", enumeration(TabPositionSpec.self, "tab position"), on: mac,
                  doc: "the edge of the tab view its tabs sit on: top (default), bottom, or left and right (the control turned a quarter, titles with it)",
                  source: "AppKit: NSTabView.tabPosition; HIG: Tab views"),
        SpecField("barTintColor", .color, on: tv, doc: "tints the translucent bar", source: "metrics.md §4"),
        SpecField("backgroundColor", .color, on: tv, doc: "an opaque bar colour; exclusive with backgroundImage", source: "metrics.md §4"),
        SpecField("backgroundImage", .png, on: tv, doc: "tvOS 18 and earlier: a PNG behind the bar", source: "metrics.md §4"),
        SpecField("itemFont", .object(font), on: tv, doc: "the titles' font", source: "metrics.md §4"),
        SpecField("selectedItemFont", .object(font), on: tv, doc: "the selected title's font", source: "metrics.md §4"),
        SpecField("logo", .object(logo), on: tv, doc: "a branded logo at the bar's leading end, at most 200 × 68 pt",
                  source: "HIG-TB-0725, metrics.md §4"),
    ] + appearanceRows)

    /// `tabBar.items[]`: one tab.
    public static let tabItem = FieldSection(path: "tabBar.items[]", noun: "a tab item", fields: [
        SpecField("title", localizableText, doc: "the title (or `{\"key\": …}` from `strings`); none drawn when left out"),
        SpecField("image", .image, doc: "the icon; none drawn when left out"),
        SpecField("selectedImage", .image, doc: "the icon when selected; default the .fill variant in Liquid Glass",
                  source: "metrics.md §1.2"),
        SpecField("renderingMode", enumeration(TabImageRenderingMode.self, "rendering mode"), default: "\"automatic\"",
                  doc: "UIKit's UIImage.RenderingMode: automatic and alwaysTemplate draw the image as a template in the state's tint; alwaysOriginal in its own colours, untinted when selected",
                  source: "UIKit: UIImage.RenderingMode (A)"),
        SpecField("badgeValue", localizableBadge,
                  doc: "a count (`3` or `\"3\"`: UIKit apps pass counts, drawn as their digits), \"!\", short text, or \"\" for a dot",
                  source: "metrics.md §1.5"),
        SpecField("badge", localizableBadge,
                  doc: "SwiftUI's name for badgeValue (an alias; give one)", source: "SwiftUI: badge(_:)"),
        SpecField("role", enumeration(TabRole.self, "tab role"), doc: "search: the separate search tab of the iOS 26 design; a search tab given neither title nor image shows the system's \"Search\" and magnifyingglass"),
        SpecField("isEnabled", .boolean, default: "true", doc: "false draws the tab dimmed (the guidelines advise against it)", source: hig),
        SpecField("isHidden", .boolean, default: "false", doc: "true leaves the tab out (the guidelines advise against it)", source: hig),
        SpecField("contentKind", enumeration(TabContentKind.self, "content kind"),
                  on: FieldAvailability(since: [.tvOS: 0], owner: "the tabs of a tvOS live-viewing app"),
                  doc: "live-viewing apps: what the tab holds (the guidelines order live, recorded, other)", source: hig),
    ], schemaExtras: [("anyOf", .array([.object([("required", .array([.string("title")]))]),
                                        .object([("required", .array([.string("image")]))])]))])

    /// `tabBar.state`.
    public static let tabBarState = FieldSection(path: "tabBar.state", noun: "a tab bar state", fields: [
        SpecField("scrollEdge", .boolean, default: "false", doc: "classic bar at the scroll edge: transparent, no hairline",
                  source: "UIKit: scrollEdgeAppearance", state: .init(\.scrollEdge)),
        SpecField("minimized", .boolean, default: "false", doc: "the iOS 26 iPhone bar minimized to the current tab", state: .init(\.minimized)),
        SpecField("moreListVisible", .boolean, default: "false", doc: "the More list of the tabs that did not fit (screen canvas)",
                  state: .init(\.moreListVisible)),
        SpecField("largeContentItem", .integer(min: 0, max: nil), doc: "the Large Content Viewer shows this tab"),
        SpecField("sidebarVisible", .boolean, default: "false", on: pad18,
                  doc: "sidebarAdaptable: the bar has turned into the sidebar", state: .init(\.sidebarVisible, written: \.$sidebarVisible)),
        SpecField("focusedIndex", .integer(min: 0, max: nil), on: focus,
                  doc: "the tab with focus: tvOS raises it with a drop shadow; iOS and iPadOS (hardware keyboard) draw a focus ring (estimated) and the focused item appearance"),
        SpecField("scrollOffset", .number(min: 0, max: PlatformTabLimits.maxScrollOffset, unit: " pt"), default: "0", on: tv,
                  doc: "how far tabs that do not fit are scrolled, points"),
        SpecField("scrolledOffscreen", .boolean, default: "false", on: tv, doc: "the bar has scrolled off the screen",
                  state: .init(\.scrolledOffscreen, written: \.$scrolledOffscreen)),
        SpecField("expanded", .boolean, default: "false", on: vision, doc: "the bar shows titles (someone looks at it)",
                  state: .init(\.expanded, written: \.$expanded)),
    ])

    /// `tabBar.bottomAccessory`.
    public static let bottomAccessory = FieldSection(path: "tabBar.bottomAccessory", noun: "a bottom accessory", fields: [
        SpecField("title", localizableText, required: true, doc: "the first line"),
        SpecField("subtitle", localizableText, doc: "the second line (expanded only)"),
        SpecField("image", .image, doc: "the leading artwork, drawn as a template in a rounded tile"),
        SpecField("controls", .array(.image, minItems: nil, maxItems: 2), doc: "up to two trailing control symbols"),
    ])

    /// `tabBar.sections[]`.
    public static let tabSection = FieldSection(path: "tabBar.sections[]", noun: "a section", fields: [
        SpecField("title", localizableText, required: true, doc: "the header"),
        SpecField("items", .array(.integer(min: 0, max: nil), minItems: 1, maxItems: nil), required: true,
                  doc: "indices into tabBar.items; a tab belongs to at most one section"),
    ])

    /// `tabBar.itemFont`, `tabBar.selectedItemFont`.
    public static let font = FieldSection(path: "tabBar.itemFont", noun: "a font", fields: [
        SpecField("size", .number(min: PlatformTabLimits.fontSizes.lowerBound, max: PlatformTabLimits.fontSizes.upperBound, unit: " pt"),
                  required: true, doc: "size in points"),
        SpecField("weight", enumeration(FontWeight.self, "font weight"), default: "\"regular\"", doc: "weight"),
    ])

    /// `tabBar.logo`.
    public static let logo = FieldSection(path: "tabBar.logo", noun: "a logo", fields: [
        SpecField("image", .png, required: true, doc: "the PNG file"),
        SpecField("width", .number(min: 1, max: PlatformTabLimits.logoWidth, unit: " pt (the guidelines' largest logo is 200 × 68 pt)"),
                  default: "200", doc: "drawn width, points", source: "HIG-TB-0725"),
        SpecField("height", .number(min: 1, max: PlatformTabLimits.logoHeight, unit: " pt (the guidelines' largest logo is 200 × 68 pt)"),
                  default: "68", doc: "drawn height, points", source: "HIG-TB-0725"),
    ])

    // MARK: Page control

    /// `pageControl`.
    public static let pageControl = FieldSection(path: "pageControl", noun: "a page control",
                                                 doc: "A page control (UIPageControl; a page-style TabView on watchOS). Not available on macOS.", fields: [
        SpecField("numberOfPages", .integer(min: 0, max: PageControlLimits.maxPages), required: true, doc: "0 draws nothing",
                  source: uikitPC),
        SpecField("currentPage", .integer(min: nil, max: nil), default: "0",
                  doc: "0-based; out-of-range values are clamped with a warning, as UIKit does", source: uikitPC),
        SpecField("hidesForSinglePage", .boolean, default: "false", doc: "hide the control when there is only one page", source: uikitPC),
        SpecField("allowsContinuousInteraction", .boolean, default: "true", on: pc14, doc: "scrubbing allowed", source: uikitPC),
        SpecField("backgroundStyle", enumeration(PageControlBackgroundStyle.self, "background style"), default: "\"automatic\"", on: pc14,
                  doc: "automatic: the platter only while interacting (always on tvOS); prominent always; minimal never, without padding",
                  source: uikitPC),
        SpecField("interactionState", enumeration(PageControlInteractionState.self, "interaction state"), default: "\"none\"", on: pcWithWatch14,
                  doc: "what the user is doing at the moment drawn; continuous = scrubbing; only none on tvOS, visionOS and watchOS",
                  source: uikitPC),
        SpecField("direction", enumeration(PageControlDirection.self, "direction"), default: "\"natural\"", on: pc16Watch,
                  doc: "natural follows layoutDirection; watchOS 10+ has topToBottom only", source: uikitPC),
        SpecField("currentPageIndicatorTintColor", .color, doc: "the current indicator's colour; default opaque white", source: uikitPC),
        SpecField("pageIndicatorTintColor", .color, doc: "the other indicators' colour; default translucent white", source: uikitPC),
        SpecField("preferredIndicatorImage", .image, on: pc14, doc: "the image of every indicator; default the dot. A symbol fills the symbol box; an SVG is drawn at its own size, scaled down to fit 42 × 42 pt", source: uikitPC),
        SpecField("indicatorImages", .array(.object(pageImage), minItems: nil, maxItems: PageControlLimits.maxPerPageImages), on: pc14,
                  doc: "images of particular pages (setIndicatorImage(_:forPage:))", source: uikitPC),
        SpecField("preferredCurrentPageIndicatorImage", .image, on: pc16, doc: "the current page's image", source: uikitPC),
        SpecField("currentPageIndicatorImages", .array(.object(pageImage), minItems: nil, maxItems: PageControlLimits.maxPerPageImages), on: pc16,
                  doc: "current-page images of particular pages (setCurrentPageIndicatorImage(_:forPage:))", source: uikitPC),
        SpecField("progress", .number(min: -1e9, max: 1e9, unit: ""), on: pc17,
                  doc: "the current indicator becomes a capsule filled to this fraction (0…1; clamped with a warning)", source: uikitPC),
        SpecField("scrollPosition", .number(min: 0, max: 1, unit: ""), on: watchOnly,
                  doc: "watchOS vertical paging: how far the current page is scrolled, 0 top … 1 bottom"),
        SpecField("placement", enumeration(PageControlPlacement.self, "placement"), default: "\"bottom\"",
                  doc: "where a horizontal control sits: bottom (the guidelines' advice), top or center", source: higPC),
        SpecField("frame", .object(pageControlFrame),
                  doc: "the control's size, centred at its placement; smaller than the natural size: clipped, with a warning"),
    ])

    /// `pageControl.frame` (issue 14 §7).
    public static let pageControlFrame = FieldSection(path: "pageControl.frame", noun: "a page control frame", fields: [
        SpecField("width", .number(min: PageControlLimits.minFrameSide, max: SpecLimits.maxSide, unit: " pt"), required: true, doc: "width in points"),
        SpecField("height", .number(min: PageControlLimits.minFrameSide, max: SpecLimits.maxSide, unit: " pt"), required: true, doc: "height in points"),
    ])

    /// One entry of `indicatorImages` / `currentPageIndicatorImages`.
    public static let pageImage = FieldSection(path: "pageControl.indicatorImages[]", noun: "a page image", fields: [
        SpecField("page", .integer(min: 0, max: nil), required: true, doc: "the page, 0-based"),
        SpecField("image", .image, required: true, doc: "its image"),
    ])

    /// Every section, in document order (the docs table and the fuzz dictionary walk this).
    public static let all: [FieldSection] = [spec, size, sizeClass, backdrop, accessibility, checks, tabBar, tabItem, tabBarState,
                                             bottomAccessory, tabSection, font, logo] + appearanceSections + [pageControl, pageControlFrame, pageImage]
}
