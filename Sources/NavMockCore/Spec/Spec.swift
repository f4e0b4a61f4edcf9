/// The typed form of a NavMock spec (JSON, version 1): what to draw, where, and in which state.
///
/// Read from JSON by ``SpecReader`` (strict: unknown and duplicate keys are errors). Lengths are
/// points. Field names follow UIKit/SwiftUI. Every value that later stages may need to point at in
/// an error keeps its ``JSONPath`` and ``SourcePosition``.
///
/// ```json
/// { "platform": "iOS", "device": "iPhone 16", "appearance": "dark",
///   "tabBar": { "items": [ { "title": "Alarm", "image": "alarm", "badgeValue": "3" } ] } }
/// ```
public struct Spec: Sendable {
    /// The spec format version; only `1` exists. Default 1.
    public var version: Int = 1
    /// A human title for the mockup (used as the SVG `<title>`); optional.
    public var title: String?
    /// The platform. Default: the device's platform, or `iOS`.
    public var platform: Platform?
    /// The OS version that selects the design (`"26"` Liquid Glass; `"18"` and earlier classic).
    public var osVersion: OSVersion = .init(major: 26, minor: 0)
    /// A device catalog name (``DeviceCatalog``); exclusive with `size`.
    public var device: String?
    /// A custom screen or window size in points; exclusive with `device`.
    public var size: Size?
    /// Orientation; default portrait. Devices that do not rotate ignore it.
    public var orientation: Orientation?
    /// Overrides of the size classes that the device or size implies.
    public var sizeClass: SizeClassOverride = .init()
    /// Light or dark; default light.
    public var appearance: Appearance = .light
    /// Left-to-right or right-to-left. Default: the direction of `locale`'s language
    /// (``LayoutDirection/init(locale:)``: `ar`, `he`, `fa`, `ur`… right-to-left), as UIKit derives
    /// it; setting it overrides the locale.
    public var layoutDirection: LayoutDirection {
        get { explicitLayoutDirection ?? LayoutDirection(locale: locale) }
        set { explicitLayoutDirection = newValue }
    }
    /// The `layoutDirection` the spec gives, or nil to follow `locale`.
    public var explicitLayoutDirection: LayoutDirection?
    /// A BCP 47 language tag (`en`, `zh-Hans`, `ja`, `ar`); selects the regional CJK glyph forms
    /// and localised system titles. Default `en`.
    public var locale: String = "en"
    /// What is drawn behind the component (and seen through its glass).
    /// `$backdrop` is nil when the spec does not write one (the Mac draws its window then).
    @Written public var backdrop: Backdrop = .content(.list)
    /// `component` (default) or `screen`: the canvas rectangle (DESIGN.md "Canvas").
    public var canvas: CanvasMode = .component
    /// Whether a modal sheet covers the screen (and the tab bar). Default false.
    public var modal: Bool = false
    /// The app's Info.plist `UIDesignRequiresCompatibility`: an app built with the iOS 26 SDK
    /// opts out of the new design and keeps the one before it on iOS, iPadOS, tvOS and macOS 26
    /// (Apple's documentation of the key, A). Default false. Where it changes nothing (before
    /// version 26, visionOS, watchOS) check says so.
    public var designRequiresCompatibility: Bool = false
    /// Whether the home indicator is drawn on a device that has one (`screen` canvas, or a tab
    /// bar's band): `.visible` (default) or `.hidden`, as in screenshots of apps that hide it
    /// (SwiftUI's `persistentSystemOverlays(.hidden)`, UIKit's `prefersHomeIndicatorAutoHidden`)
    /// and in several of Apple's iOS 26 screenshots (groundtruth ice_ios26_light_*).
    public var homeIndicator: HomeIndicatorVisibility = .visible
    /// Accessibility display settings in effect. Default: all off.
    public var accessibility: AccessibilitySettings = .init()
    /// The tab bar, when the spec draws one.
    public var tabBar: TabBarSpec?
    /// The page control, when the spec draws one (`UIPageControl`).
    public var pageControl: PageControlSpec?
    /// Variant matrices (`"variants": {"appearance": ["light", "dark"], …}`), as written; expanded
    /// by ``VariantExpander`` before reading, ignored by ``SpecReader`` itself.
    public var hasVariants: Bool = false
    /// Where each field was written: JSON paths (as text) → source positions, for messages only
    /// (whether a field was written is an optional or a ``Written`` value of the model).
    public var locations: [String: SourcePosition] = [:]
    /// Problems that do not stop rendering (an out-of-range `currentPage` clamped, …), in the
    /// order found. The CLI prints them to stderr as `FILE:LINE:COLUMN: path: warning: message`.
    public var warnings: [SpecWarning] = []
    /// What the texts given by key resolved to in this variant's language (set when the spec names
    /// `strings` or gives a text by key; see ``Localizer``); nil otherwise.
    public var localization: SpecLocalization?
    /// Rule ids `navmock check` skips for this spec (`"checks": {"ignore": [...]}`).
    public var ignoredRules: Set<RuleID> = []

    /// Creates an empty spec with every default.
    public init() {}

    /// The source position of `path`, or of its closest written ancestor; 1:1 when none is known.
    public func location(of path: JSONPath) -> SourcePosition {
        var p = path.components
        while true {
            if let l = locations[JSONPath(p).description] { return l }
            if p.isEmpty { return SourcePosition(line: 1, column: 1) }
            p.removeLast()
        }
    }
}

/// A platform version such as `26` or `17.4`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Major version, e.g. 26.
    public var major: Int
    /// Minor version, e.g. 4 in 17.4; 0 when not given.
    public var minor: Int
    /// Creates a version.
    public init(major: Int, minor: Int = 0) { self.major = major; self.minor = minor }
    /// Parses `"26"`, `"17.4"` (one or two non-negative integers); nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]) else { return nil }
        self.major = major
        self.minor = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    }
    /// `"26"` or `"17.4"`.
    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
    /// Orders by major, then minor.
    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}

/// Overrides for the size classes (`sizeClass` {`horizontal`, `vertical`}); nil keeps the implied one.
public struct SizeClassOverride: Sendable, Hashable {
    /// Horizontal override.
    public var horizontal: SizeClass?
    /// Vertical override.
    public var vertical: SizeClass?
    /// Creates an override.
    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal; self.vertical = vertical
    }
}

/// Layout direction (UIKit `UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// English, Chinese, …
    case leftToRight
    /// Arabic, Hebrew, …: item order and leading/trailing mirror.
    case rightToLeft
}

/// Whether the home indicator is drawn (``Spec/homeIndicator``); SwiftUI's `Visibility` terms.
public enum HomeIndicatorVisibility: String, Sendable, Hashable, CaseIterable {
    /// Drawn on devices that have one (default).
    case visible
    /// Left out, as when an app hides it (`persistentSystemOverlays(.hidden)`).
    case hidden
}

/// The canvas: what part of the screen the output shows.
public enum CanvasMode: String, Sendable, Hashable, CaseIterable {
    /// The full width of the screen over the band the component occupies (default).
    case component
    /// The whole screen, with status bar and home indicator.
    case screen
}

/// What is drawn behind the component.
public enum Backdrop: Sendable, Hashable {
    /// A flat colour.
    case color(ColorValue)
    /// A linear gradient, top to bottom unless `angle` (degrees, 0 = upward, 90 = to the right) says otherwise.
    case gradient([ColorValue], angle: Double)
    /// A PNG file, scaled to fill the screen (aspect fill). Path as written (relative to the spec's folder).
    case image(FileReference)
    /// A placeholder content pattern in the appearance's colours.
    case content(PlaceholderContent)
}

/// Placeholder content patterns that give glass something to show through.
public enum PlaceholderContent: String, Sendable, Hashable, CaseIterable {
    /// Rows of a list: text bars and thumbnails.
    case list
    /// A colourful photo-like composition.
    case photo
    /// Paragraphs of text-like bars.
    case text
    /// Lines of real text in the bundled font: dark on the system background (light), light on dark.
    case prose
    /// A grid of coloured tiles.
    case grid
    /// Nothing but the system background.
    case plain
}

/// A file named by a spec: the text as written, and where it was written.
public struct FileReference: Sendable, Hashable {
    /// The path as written in the spec (relative paths are relative to the spec's folder).
    public var path: String
    /// The JSON path of the field.
    public var jsonPath: JSONPath
    /// Where the field's value starts.
    public var location: SourcePosition
    /// Creates a reference.
    public init(path: String, jsonPath: JSONPath, location: SourcePosition) {
        self.path = path; self.jsonPath = jsonPath; self.location = location
    }
}

/// An image for an item: an SF Symbols name (through ``SymbolTable``) or an SVG file.
public enum ImageReference: Sendable, Hashable {
    /// A symbol name known to ``SymbolTable``.
    case symbol(String)
    /// An SVG file (a template image: its alpha is the mask).
    case file(FileReference)
    /// An SF Symbols name the table does not know, drawn as a placeholder (a rounded square with
    /// the name's first letter, ``SymbolPlaceholderMetrics``). Only read with
    /// ``MissingSymbolPolicy/placeholder``; the reader refuses such names by default.
    case placeholder(String)

    /// The symbol name, if this is a symbol.
    public var symbolName: String? { if case .symbol(let s) = self { return s }; return nil }
}

/// Accessibility display settings (Settings › Accessibility › Display & Text Size).
public struct AccessibilitySettings: Sendable, Hashable {
    /// Reduce Transparency: glass and materials become opaque.
    public var reduceTransparency = false
    /// Increase Contrast: borders appear around glass, unselected items darken.
    public var increaseContrast = false
    /// Bold Text: titles are drawn bold.
    public var boldText = false
    /// All off.
    public init() {}
}

/// SwiftUI `TabBarMinimizeBehavior` / UIKit `UITabBarController.MinimizeBehavior` (iOS 26, iPhone only).
public enum TabBarMinimizeBehavior: String, Sendable, Hashable, CaseIterable {
    /// The system decides (on iPhone: minimizes on scroll down when an accessory is present).
    case automatic
    /// Never minimizes.
    case never
    /// Minimizes when the content scrolls down.
    case onScrollDown
    /// Minimizes when the content scrolls up.
    case onScrollUp
}

extension TabBarMinimizeBehavior {
    /// Whether the bar minimizes under this behaviour: only `onScrollDown` and `onScrollUp` do
    /// (issue 14 §7: `never`, `automatic` and no behaviour all draw `state.minimized` expanded).
    public var minimizes: Bool { self == .onScrollDown || self == .onScrollUp }
}

extension TabBarSpec {
    /// Whether the bar is drawn minimized: `state.minimized` under a behaviour that minimizes.
    /// Otherwise the bar is drawn expanded and `check` says why (`tab-bar.minimized-without-behavior`).
    public var drawsMinimized: Bool { state.minimized && (minimizeBehavior?.minimizes ?? false) }
}

/// What a tab is for. `search` is drawn as the separate search button of the iOS 26 design.
public enum TabRole: String, Sendable, Hashable, CaseIterable {
    /// The search tab (SwiftUI `Tab(role: .search)`).
    case search
}

/// A bottom accessory (`tabViewBottomAccessory`), e.g. the mini player of a music app: a glass
/// capsule above the bar (expanded) or between the minimized tab and the search button (inline).
public struct BottomAccessorySpec: Sendable {
    /// The first line.
    public var title: String
    /// The second line (expanded only); optional.
    public var subtitle: String?
    /// The leading artwork: a symbol or SVG, drawn as a template in a rounded tile; optional.
    public var image: ImageReference?
    /// Up to two trailing control symbols (`play.fill`, `forward.fill`, …).
    public var controls: [ImageReference] = []
    /// Creates an accessory.
    public init(title: String) { self.title = title }
}

/// The tab bar (`UITabBar` / SwiftUI `TabView`).
public struct TabBarSpec: Sendable {
    /// The tabs, in order. 1…``SpecLimits/maxTabItems`` items.
    public var items: [TabItemSpec] = []
    /// When the iOS 26 bar minimizes; nil when the spec does not say (the system's `automatic`).
    public var minimizeBehavior: TabBarMinimizeBehavior?
    /// The bottom accessory, if any (iOS 26).
    public var bottomAccessory: BottomAccessorySpec?
    /// The selected tab, 0-based; must be a valid index. Default 0.
    public var selectedIndex: Int = 0
    /// Colour of the selected item (`tintColor`); default `systemBlue`.
    public var tintColor: ColorValue?
    /// Colour of unselected items (`unselectedItemTintColor`); default: the design's own.
    public var unselectedItemTintColor: ColorValue?
    /// Transient state.
    public var state: TabBarState = .init()
    /// `UITabBar.standardAppearance` (iOS and iPadOS 13+); nil: the design's own look.
    public var standardAppearance: UITabBarAppearanceSpec?
    /// `UITabBar.scrollEdgeAppearance` (iOS and iPadOS 15+), drawn with `state.scrollEdge`.
    public var scrollEdgeAppearance: UITabBarAppearanceSpec?
    /// SwiftUI `toolbarBackground(_:for: .tabBar)`; nil when not given.
    public var toolbarBackground: ToolbarBackgroundVisibility?
    /// SwiftUI `toolbarColorScheme(_:for: .tabBar)`: the bar drawn in this appearance; nil: the spec's.
    public var toolbarColorScheme: Appearance?

    // MARK: Other platforms (read in PlatformTabSpec.swift; checked against the platform by SpecValidator)

    /// iPadOS 18+: SwiftUI `TabViewStyle`; nil is `automatic` (a tab bar without the sidebar button).
    public var tabViewStyle: TabViewStyleSpec?
    /// iPadOS 18+: `TabView` with `tabViewCustomization`: the sidebar shows its Edit button and
    /// the sectioned tabs the people can add to the bar. Default false.
    @Written public var customizable: Bool = false
    /// iPadOS 18+: `TabSection`s of the sidebar: titles and the indices of their tabs. Tabs in a
    /// section show in the sidebar, not in the bar (until someone adds them by customizing).
    @Written public var sections: [TabSectionSpec] = []
    /// macOS: where the tab view draws its tabs (`NSTabView.tabPosition`); nil is `top`.
    public var tabPosition: TabPositionSpec?
    /// tvOS: the customizations the guidelines allow (bar tint, colour or image; fonts; logo).
    public var barAppearance: TabBarAppearanceSpec = .init()

    /// Creates an empty tab bar spec.
    public init() {}
}

/// One tab (`UITabBarItem`).
public struct TabItemSpec: Sendable {
    /// The title; nil draws no title.
    public var title: String?
    /// The icon; nil draws no icon.
    public var image: ImageReference?
    /// The icon when selected; default: the `.fill` variant of `image` in the Liquid Glass design.
    public var selectedImage: ImageReference?
    /// Badge text: a number, "!", any short text, or "" for a dot. Nil: no badge.
    public var badgeValue: String?
    /// The tab's role; `search` makes it the search tab.
    public var role: TabRole?
    /// `false` draws the item dimmed (the guidelines advise against disabling tabs). Default true.
    public var isEnabled: Bool = true
    /// `true` leaves the item out of the bar (the guidelines advise against hiding tabs). Default false.
    public var isHidden: Bool = false
    /// tvOS live-viewing apps: what the tab holds (`live`, `recorded`, `other`), for the guideline
    /// check of the tab order; the layout ignores it. Nil when not given.
    public var contentKind: TabContentKind?
    /// How `image` and `selectedImage` are drawn (UIKit's `UIImage.RenderingMode`); nil is
    /// `automatic`, a template in a tab bar.
    public var renderingMode: TabImageRenderingMode?
    /// Whether the item's images are drawn in their own colours (`alwaysOriginal`).
    public var drawsOriginalImage: Bool { renderingMode == .alwaysOriginal }
    /// Creates an item.
    public init(title: String? = nil, image: ImageReference? = nil,
                selectedImage: ImageReference? = nil, badgeValue: String? = nil) {
        self.title = title; self.image = image; self.selectedImage = selectedImage; self.badgeValue = badgeValue
    }

    /// Neither a title nor an image: UIKit lays the item out in its share of the bar and draws
    /// nothing there (a spacer, or an item whose image an app sets later); a search-role item gets
    /// the system's title and symbol instead (``drawn``).
    public var isEmpty: Bool { title == nil && image == nil }

    /// The item as the system draws it: a search-role item without an image takes the
    /// `magnifyingglass` symbol, and one given neither title nor image also the system's "Search"
    /// title, as `UISearchTab` and SwiftUI's `Tab(role: .search)` do (Apple's UISearchTab
    /// documentation, confidence A; the title is the English one in every language: NavMock has
    /// no table of the system's own translations). Every other item is as written. The layout
    /// draws every design's items through this, the one place that supplies the search symbol.
    public var drawn: TabItemSpec {
        guard role == .search else { return self }
        var d = self
        if isEmpty { d.title = TabItemSpec.systemSearchTitle }
        if d.image == nil { d.image = .symbol("magnifyingglass") }
        return d
    }

    /// The system's title of a search tab given none, in English.
    public static let systemSearchTitle = "Search"
}

/// What the user is doing with the tab bar at the moment drawn.
public struct TabBarState: Sendable, Hashable {
    /// Classic design: the bar at the scroll edge (transparent, no hairline). Default false.
    public var scrollEdge: Bool = false
    /// iOS 26 on iPhone: the bar is minimized to the current tab. Default false.
    public var minimized: Bool = false
    /// The More list is shown (drawn with the `screen` canvas). Default false.
    public var moreListVisible: Bool = false
    /// The Large Content Viewer shows this item (a long press with a large text size); nil: not shown.
    public var largeContentItem: Int?
    /// iPadOS 18+ (`sidebarAdaptable`): the bar has turned into the sidebar. Default false.
    @Written public var sidebarVisible: Bool = false
    /// tvOS: the tab that has focus (drawn raised, with its drop shadow); nil: focus is elsewhere.
    public var focusedIndex: Int?
    /// tvOS: how far the tabs are scrolled towards the trailing end, points (≥ 0). Default 0.
    @Written public var scrollOffset: Double = 0
    /// tvOS: the bar has scrolled off the top of the screen with the content. Default false.
    @Written public var scrolledOffscreen: Bool = false
    /// visionOS: the bar is expanded (symbols and titles), as when someone looks at it. Default false.
    @Written public var expanded: Bool = false
    /// Creates the default state.
    public init() {}
}

/// Bounds on what a spec may ask for; each is named in the error that hits it.
public enum SpecLimits {
    /// Largest number of tab items a spec may list.
    public static let maxTabItems = 64
    /// Longest title or badge, in grapheme clusters.
    public static let maxTextLength = 200
    /// Largest screen side in points.
    public static let maxSide: Double = 8192
    /// Smallest screen side in points.
    public static let minSide: Double = 16
}

/// A problem that does not stop rendering: where, and what was done about it.
public struct SpecWarning: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path concerned.
    public var path: JSONPath
    /// Where it was written.
    public var location: SourcePosition
    /// A short lower-case clause: what is wrong and what NavMock did.
    public var message: String
    /// The guideline rule the warning stands for in `navmock check`, if any.
    public var ruleID: RuleID?
    /// Creates a warning.
    public init(path: JSONPath, location: SourcePosition, message: String, ruleID: RuleID? = nil) {
        self.path = path; self.location = location; self.message = message; self.ruleID = ruleID
    }
    /// `LINE:COLUMN: warning: path: message`: after `FILE:`, the compiler form.
    public var description: String { "\(location): warning: \(path): \(message)" }
}

/// A field with a default whose model also remembers whether the spec wrote it: the property
/// reads as the value (written or default); its projection `$field` is the written value, nil
/// when the spec leaves the field out. The validation stage asks `$field != nil` where a field
/// is refused on a platform even when written with its default value.
///
/// Two values are equal when their values are (written or not).
@propertyWrapper
public struct Written<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value the spec wrote, or nil.
    public var written: Value?
    /// The value used when the spec does not write one.
    public let defaultValue: Value
    /// Creates a field with its default, not written.
    public init(wrappedValue: Value) { defaultValue = wrappedValue }
    /// The written value, else the default. Setting it marks the field written.
    public var wrappedValue: Value {
        get { written ?? defaultValue }
        set { written = newValue }
    }
    /// The written value, nil when the spec leaves the field out.
    public var projectedValue: Value? { written }
    /// Compares values.
    public static func == (a: Written, b: Written) -> Bool { a.wrappedValue == b.wrappedValue }
    /// Hashes the value.
    public func hash(into h: inout Hasher) { h.combine(wrappedValue) }
}
