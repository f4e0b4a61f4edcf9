import NavMockCore

/// A tab bar described as SwiftUI describes a `TabView`: its tabs in a builder, its look and
/// state in modifiers. ``spec`` is the spec of the JSON `"tabBar"` with the same fields.
///
/// ```swift
/// let music = TabView {
///     Tab("Home", systemImage: "house")
///     Tab("Radio", systemImage: "dot.radiowaves.left.and.right").badge(3)
///     Tab("Search", systemImage: "magnifyingglass", role: .search)
/// }
/// .tint(.systemPink)
/// .tabBarMinimizeBehavior(.onScrollDown)
/// .tabViewBottomAccessory { BottomAccessory("Bohemian Rhapsody", subtitle: "Queen", systemImage: "music.note") }
/// .device("iPhone 17 Pro")
/// ```
///
/// Beside SwiftUI on a Mac (both modules imported), write the names with their module:
/// `NavMockUI.TabView { NavMockUI.Tab(…) }` (docs/swift.md).
public struct TabView: SpecHolding {
    /// The spec: `tabBar` set, the environment at its defaults until a modifier changes it.
    public var spec: Spec
    var texts = LocalizedTexts()

    /// A tab view of the tabs `content` lists (``Tab`` and ``TabSection``, in order; `if` and
    /// `for` work as in SwiftUI's builders).
    /// - Parameters:
    ///   - selection: the selected tab, 0-based among all the tabs written (hidden ones and those
    ///     in sections included); default 0. It must exist: a description selecting a tab that
    ///     does not is refused when drawn.
    ///   - content: the tabs, 1…64 of them (``SpecLimits/maxTabItems``).
    public init(selection: Int = 0, @TabContentBuilder content: () -> [TabContent]) {
        var bar = TabBarSpec()
        var keys: [(path: JSONPath, key: LocalizedKey)] = []
        func add(_ tab: Tab) {
            let path = JSONPath([.key("tabBar"), .key("items"), .index(bar.items.count)])
            if let k = tab.titleKey { keys.append((path.appending("title"), k)) }
            if let k = tab.badgeKey { keys.append((path.appending("badgeValue"), k)) }
            bar.items.append(tab.item(at: bar.items.count))
        }
        for element in content() {
            switch element {
            case .tab(let tab):
                add(tab)
            case .section(let section):
                let first = bar.items.count
                for tab in section.tabs { add(tab) }
                if let k = section.titleKey {
                    keys.append((JSONPath([.key("tabBar"), .key("sections"), .index(bar.sections.count), .key("title")]), k))
                }
                bar.sections.append(TabSectionSpec(title: section.title, items: Array(first..<bar.items.count)))
            }
        }
        texts.keys = keys
        bar.selectedIndex = selection
        spec = Spec()
        spec.tabBar = bar
    }

    func bar(_ spelling: SwiftSpelling, _ body: (inout TabBarSpec) -> Void) -> TabView {
        set(spelling) { spec in
            var bar = spec.tabBar ?? TabBarSpec()
            body(&bar)
            spec.tabBar = bar
        }
    }

    /// SwiftUI's `tint(_:)` (UIKit's `tintColor`): the selected tab's colour; default systemBlue.
    public func tint(_ color: ColorValue) -> TabView { bar(.tint) { $0.tintColor = color } }

    /// UIKit's `unselectedItemTintColor`: the other tabs' colour; default the design's own.
    public func unselectedItemTintColor(_ color: ColorValue) -> TabView { bar(.unselectedItemTintColor) { $0.unselectedItemTintColor = color } }

    /// SwiftUI's `tabBarMinimizeBehavior(_:)` (iOS 26, iPhone): when the bar minimizes; without
    /// it the system's automatic.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> TabView {
        bar(.tabBarMinimizeBehavior) { $0.minimizeBehavior = behavior }
    }

    /// SwiftUI's `tabViewBottomAccessory(content:)` (iOS 26): a mini player above the bar, or
    /// beside the minimized tab.
    public func tabViewBottomAccessory(content: () -> BottomAccessory) -> TabView {
        let accessory = content()
        var copy = bar(.tabViewBottomAccessory) { $0.bottomAccessory = accessory.spec }
        let path = JSONPath([.key("tabBar"), .key("bottomAccessory")])
        copy.texts.keys.removeAll { $0.path.components.starts(with: path.components) }
        if let k = accessory.titleKey { copy.texts.keys.append((path.appending("title"), k)) }
        if let k = accessory.subtitleKey { copy.texts.keys.append((path.appending("subtitle"), k)) }
        return copy
    }

    /// SwiftUI's `tabViewStyle(_:)` (iPadOS 18+): `.sidebarAdaptable` draws the button that turns
    /// the bar into a sidebar; `.tabBarOnly`; default `.automatic`.
    public func tabViewStyle(_ style: TabViewStyleSpec) -> TabView { bar(.tabViewStyle) { $0.tabViewStyle = style } }

    /// AppKit's `NSTabView.tabPosition` (macOS): the edge of the tab view its tabs sit on,
    /// `.top` (the default), `.bottom`, or `.left` and `.right` (the control turned a quarter).
    public func tabPosition(_ position: TabPositionSpec) -> TabView { bar(.tabPosition) { $0.tabPosition = position } }

    /// SwiftUI's `tabViewCustomization(_:)` (iPadOS 18+): a customizable tab view, whose sidebar
    /// shows its Edit button. Hide a tab with ``Tab/hidden(_:)``.
    public func tabViewCustomization(_ customizable: Bool = true) -> TabView { bar(.tabViewCustomization) { $0.customizable = customizable } }

    /// tvOS: UIKit's `barTintColor`, tinting the translucent bar (metrics.md §4).
    public func barTintColor(_ color: ColorValue) -> TabView { bar(.barTintColor) { $0.barAppearance.barTintColor = color } }

    /// tvOS: an opaque bar colour (`UITabBar.backgroundColor`); exclusive with ``backgroundImage(_:)``.
    public func backgroundColor(_ color: ColorValue) -> TabView { bar(.backgroundColor) { $0.barAppearance.backgroundColor = color } }

    /// tvOS 18 and earlier: a PNG behind the bar (`UITabBar.backgroundImage`), relative to the test file's folder.
    public func backgroundImage(_ path: String) -> TabView {
        bar(.backgroundImage) { $0.barAppearance.backgroundImage = fileReference(path, at: jsonPath("tabBar.backgroundImage")) }
    }

    /// tvOS: the titles' font (`.systemFont(ofSize: 29, weight: .medium)`; metrics.md §4).
    public func itemFont(_ font: TabFontSpec) -> TabView { bar(.itemFont) { $0.barAppearance.itemFont = font } }

    /// tvOS: the selected title's font.
    public func selectedItemFont(_ font: TabFontSpec) -> TabView { bar(.selectedItemFont) { $0.barAppearance.selectedItemFont = font } }

    /// tvOS: a branded logo at the bar's leading end, a PNG relative to the test file's folder,
    /// drawn `width` × `height` points (at most 200 × 68, HIG-TB-0725; defaults those).
    public func logo(_ path: String, width: Double = 200, height: Double = 68) -> TabView {
        bar(.logo) { $0.barAppearance.logo = TabBarLogoSpec(image: fileReference(path, at: jsonPath("tabBar.logo.image")), width: width, height: height) }
    }

    /// UIKit's `standardAppearance` (iOS and iPadOS 13+): a configured ``TabBarAppearance``.
    public func standardAppearance(_ appearance: TabBarAppearance) -> TabView {
        bar(.standardAppearance) { $0.standardAppearance = appearance.spec(at: "tabBar.standardAppearance") }
    }

    /// UIKit's `scrollEdgeAppearance` (iOS and iPadOS 15+), drawn with ``scrollEdge(_:)``.
    public func scrollEdgeAppearance(_ appearance: TabBarAppearance) -> TabView {
        bar(.scrollEdgeAppearance) { $0.scrollEdgeAppearance = appearance.spec(at: "tabBar.scrollEdgeAppearance") }
    }

    /// SwiftUI's `toolbarBackground(_:for: .tabBar)` (iOS and iPadOS 16+): `.visible` keeps the
    /// bar's background at the scroll edge, `.hidden` removes it. Exclusive with the appearances.
    public func toolbarBackground(_ visibility: ToolbarBackgroundVisibility, for bars: ToolbarPlacement) -> TabView {
        bar(.toolbarBackground) { $0.toolbarBackground = visibility }
    }

    /// SwiftUI's `toolbarColorScheme(_:for: .tabBar)` (iOS and iPadOS 16+): the bar drawn light
    /// or dark whatever ``colorScheme(_:)`` says.
    public func toolbarColorScheme(_ scheme: Appearance, for bars: ToolbarPlacement) -> TabView {
        bar(.toolbarColorScheme) { $0.toolbarColorScheme = scheme }
    }

    /// A page control drawn with the tab bar (its environment is this tab view's).
    public func overlay(_ pageControl: PageControl) -> TabView {
        set(.pageControl) { $0.pageControl = pageControl.spec.pageControl }
    }

    // MARK: The moment drawn (the spec's tabBar.state)

    /// The classic bar at the scroll edge: transparent, no hairline (UIKit's `scrollEdgeAppearance`).
    public func scrollEdge(_ atEdge: Bool = true) -> TabView { bar(.scrollEdge) { $0.state.scrollEdge = atEdge } }

    /// iOS 26 on iPhone: the bar minimized to the current tab (drawn so only under
    /// ``tabBarMinimizeBehavior(_:)`` `.onScrollDown` or `.onScrollUp`).
    public func minimized(_ minimized: Bool = true) -> TabView { bar(.minimized) { $0.state.minimized = minimized } }

    /// The More list of the tabs that did not fit (drawn with the `screen` canvas).
    public func moreListVisible(_ visible: Bool = true) -> TabView { bar(.moreListVisible) { $0.state.moreListVisible = visible } }

    /// The Large Content Viewer shows tab `index` (a long press at a large text size).
    public func largeContentViewer(showing index: Int) -> TabView { bar(.largeContentViewer) { $0.state.largeContentItem = index } }

    /// iPadOS 18+ with `.sidebarAdaptable`: the bar has turned into the sidebar.
    public func sidebarVisible(_ visible: Bool = true) -> TabView { bar(.sidebarVisible) { $0.state.sidebarVisible = visible } }

    /// The tab with focus: tvOS raises it; iOS and iPadOS 15+ (hardware keyboard) ring it.
    public func focusedIndex(_ index: Int) -> TabView { bar(.focusedIndex) { $0.state.focusedIndex = index } }

    /// tvOS: how far tabs that do not fit are scrolled, points (0…100,000).
    public func scrollOffset(_ points: Double) -> TabView { bar(.scrollOffset) { $0.state.scrollOffset = points } }

    /// tvOS: the bar has scrolled off the top of the screen with the content.
    public func scrolledOffscreen(_ offscreen: Bool = true) -> TabView { bar(.scrolledOffscreen) { $0.state.scrolledOffscreen = offscreen } }

    /// visionOS: the bar expanded, symbols and titles, as when someone looks at it.
    public func expanded(_ expanded: Bool = true) -> TabView { bar(.expanded) { $0.state.expanded = expanded } }
}

/// One tab: SwiftUI's `Tab(_:systemImage:role:)` (UIKit's `UITabBarItem`). A tab view draws its
/// item; what the tab would show (SwiftUI's content closure) is not drawn and is not taken.
public struct Tab: Sendable {
    var title: String?
    var image: String?
    var role: TabRole?
    var selectedImage: String?
    var badgeValue: String?
    var isEnabled = true
    var isHidden = false
    var contentKind: TabContentKind?
    var titleKey: LocalizedKey?
    var badgeKey: LocalizedKey?
    var renderingMode: TabImageRenderingMode?

    /// A tab with a title, an image, or both.
    /// - Parameters:
    ///   - title: the title; nil draws none.
    ///   - systemImage: an SF Symbols name (`"house"`; its `.fill` form when selected in Liquid
    ///     Glass), or a path to an SVG (containing `/` or ending in `.svg`, relative to the test
    ///     file's folder); nil draws no icon.
    ///   - role: `.search` makes it the separate search tab of the iOS 26 design. With neither a
    ///     title nor an image, a search tab is titled "Search" with `magnifyingglass`, as SwiftUI's is.
    public init(_ title: String? = nil, systemImage: String? = nil, role: TabRole? = nil) {
        if role == .search && title == nil && systemImage == nil {
            self.title = "Search"; self.image = "magnifyingglass"
        } else {
            self.title = title; self.image = systemImage
        }
        self.role = role
    }

    /// A tab whose title is the app's string for `key` (the JSON `"title": {"key": …}`), looked
    /// up in the strings that ``MockupDescription/strings(_:)`` names, in the language of
    /// ``MockupDescription/locale(_:)``: SwiftUI's `Tab(_ titleKey: LocalizedStringKey, …)`, with
    /// the key said to be one. Until the strings are read (``MockupDescription/checkedSpec(strings:)``,
    /// NavMockTesting's `assertSnapshot(of:)`), ``MockupDescription/spec`` holds the key as the title.
    /// - Parameters:
    ///   - key: the key (`"tab.inbox"`), not empty; with `count`, the plural form for that number.
    ///   - systemImage: as ``init(_:systemImage:role:)``'s.
    ///   - role: as ``init(_:systemImage:role:)``'s.
    public init(key: LocalizedKey, systemImage: String? = nil, role: TabRole? = nil) {
        self.init(key.key, systemImage: systemImage, role: role)
        titleKey = key
    }

    /// ``init(key:systemImage:role:)`` with a key without a plural count.
    public init(key: String, systemImage: String? = nil, role: TabRole? = nil) {
        self.init(key: LocalizedKey(key), systemImage: systemImage, role: role)
    }

    func item(at index: Int) -> TabItemSpec {
        let path = JSONPath([.key("tabBar"), .key("items"), .index(index)])
        var item = TabItemSpec(title: title, image: image.map { imageReference($0, at: path.appending("image")) },
                               selectedImage: selectedImage.map { imageReference($0, at: path.appending("selectedImage")) },
                               badgeValue: badgeValue)
        item.role = role
        item.isEnabled = isEnabled
        item.isHidden = isHidden
        item.contentKind = contentKind
        item.renderingMode = renderingMode
        return item
    }

    func with(_ spelling: SwiftSpelling, _ body: (inout Tab) -> Void) -> Tab {
        var copy = self
        body(&copy)
        // In a debug build: the change is to fields the spelling registers (as a bar's first tab).
        assert(spelling.registers(changing: { var b = TabBarSpec(); b.items = [item(at: 0)]; return b }()) { $0.items = [copy.item(at: 0)] },
               "\(spelling.api) changed fields its SwiftSpelling case does not register (\(spelling.fields))")
        return copy
    }

    /// UIKit's `selectedImage`: the icon when selected (a symbol name or an .svg path); default
    /// the `.fill` variant in Liquid Glass (metrics.md §1.2).
    public func selectedImage(_ systemImage: String) -> Tab { with(.selectedImage) { $0.selectedImage = systemImage } }

    /// SwiftUI's `badge(_:)` with a count, drawn as its digits (UIKit's `badgeValue = "3"`).
    public func badge(_ count: Int) -> Tab { with(.badge) { $0.badgeValue = String(count); $0.badgeKey = nil } }

    /// SwiftUI's `badge(_:)` with text: `"!"`, a short word, or `""` for a dot (metrics.md §1.5);
    /// nil for none.
    public func badge(_ text: String?) -> Tab { with(.badge) { $0.badgeValue = text; $0.badgeKey = nil } }

    /// A badge whose text is the app's string for `key` (the JSON `"badgeValue": {"key": …}`;
    /// `LocalizedKey("badge.new", count: 3)` for a plural form), looked up as
    /// ``init(key:systemImage:role:)``'s title is.
    public func badge(key: LocalizedKey) -> Tab { with(.badge) { $0.badgeValue = key.key; $0.badgeKey = key } }

    /// ``badge(key:)`` with a key without a plural count.
    public func badge(key: String) -> Tab { badge(key: LocalizedKey(key)) }

    /// SwiftUI's `disabled(_:)`: the tab drawn dimmed (the guidelines advise against it).
    public func disabled(_ disabled: Bool = true) -> Tab { with(.disabled) { $0.isEnabled = !disabled } }

    /// SwiftUI's `hidden(_:)` for tab content (a customized tab view's hidden tab): left out of
    /// the bar (the guidelines advise against hiding tabs).
    public func hidden(_ hidden: Bool = true) -> Tab { with(.hidden) { $0.isHidden = hidden } }

    /// tvOS live-viewing apps: what the tab holds (live, recorded, other), for the check of their order.
    public func contentKind(_ kind: TabContentKind) -> Tab { with(.contentKind) { $0.contentKind = kind } }

    /// How the tab's images are drawn, as SwiftUI's `Image.renderingMode(_:)` and UIKit's
    /// `UIImage.RenderingMode` say: `.alwaysOriginal` keeps the image's own colours in every state
    /// (a multi-colour avatar stays multi-colour); `.automatic` (the default) and `.alwaysTemplate`
    /// tint it.
    public func renderingMode(_ mode: TabImageRenderingMode) -> Tab { with(.renderingMode) { $0.renderingMode = mode } }
}

/// SwiftUI's `TabSection` (iPadOS 18+): a sidebar section's header and its tabs. Its tabs show
/// in the sidebar, not in the bar, until someone adds them by customizing.
public struct TabSection: Sendable {
    let title: String
    var titleKey: LocalizedKey?
    let tabs: [Tab]

    /// A section whose header is the app's string for `key` (the JSON `"title": {"key": …}`),
    /// looked up as ``Tab/init(key:systemImage:role:)``'s title is.
    public init(key: LocalizedKey, @TabContentBuilder content: () -> [TabContent]) {
        self.init(key.key, content: content)
        titleKey = key
    }

    /// ``init(key:content:)`` with a key without a plural count.
    public init(key: String, @TabContentBuilder content: () -> [TabContent]) {
        self.init(key: LocalizedKey(key), content: content)
    }

    /// A section titled `title` holding the tabs `content` lists.
    public init(_ title: String, @TabContentBuilder content: () -> [TabContent]) {
        self.title = title
        self.tabs = content().flatMap { element -> [Tab] in
            switch element {
            case .tab(let t): return [t]
            case .section(let s): return s.tabs   // SwiftUI does not nest sections; their tabs are kept
            }
        }
    }
}

/// An element of a ``TabView``'s content: a tab or a section of tabs.
public enum TabContent: Sendable {
    /// A tab.
    case tab(Tab)
    /// A section of tabs.
    case section(TabSection)
}

/// The result builder of ``TabView`` and ``TabSection``: tabs and sections in order, with `if`,
/// `if`/`else` and `for` as in SwiftUI.
@resultBuilder
public enum TabContentBuilder {
    /// A tab.
    public static func buildExpression(_ tab: Tab) -> [TabContent] { [.tab(tab)] }
    /// A section.
    public static func buildExpression(_ section: TabSection) -> [TabContent] { [.section(section)] }
    /// The statements in order.
    public static func buildBlock(_ parts: [TabContent]...) -> [TabContent] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [TabContent]?) -> [TabContent] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: [TabContent]) -> [TabContent] { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: [TabContent]) -> [TabContent] { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [[TabContent]]) -> [TabContent] { parts.flatMap { $0 } }
}

/// The bottom accessory of SwiftUI's `tabViewBottomAccessory` as NavMock draws it: a mini player
/// in a glass capsule above the iOS 26 bar, or beside the minimized tab.
public struct BottomAccessory: Sendable {
    let spec: BottomAccessorySpec
    var titleKey: LocalizedKey?
    var subtitleKey: LocalizedKey?

    /// An accessory whose lines are the app's strings for `key` and `subtitleKey` (the JSON
    /// `{"key": …}`), looked up as ``Tab/init(key:systemImage:role:)``'s title is.
    /// - Parameters:
    ///   - key: the first line's key.
    ///   - subtitleKey: the second line's key (drawn when expanded); nil for none.
    ///   - systemImage: as ``init(_:subtitle:systemImage:controls:)``'s.
    ///   - controls: as ``init(_:subtitle:systemImage:controls:)``'s.
    public init(key: LocalizedKey, subtitleKey: LocalizedKey? = nil, systemImage: String? = nil, controls: [String] = []) {
        self.init(key.key, subtitle: subtitleKey?.key, systemImage: systemImage, controls: controls)
        titleKey = key
        self.subtitleKey = subtitleKey
    }

    /// An accessory.
    /// - Parameters:
    ///   - title: the first line.
    ///   - subtitle: the second line (drawn when expanded); nil for none.
    ///   - systemImage: the leading artwork, a symbol name or an .svg path, drawn as a template in a rounded tile.
    ///   - controls: up to two trailing control symbols (`"play.fill"`, `"forward.fill"`).
    public init(_ title: String, subtitle: String? = nil, systemImage: String? = nil, controls: [String] = []) {
        let path = JSONPath([.key("tabBar"), .key("bottomAccessory")])
        var s = BottomAccessorySpec(title: title)
        s.subtitle = subtitle
        s.image = systemImage.map { imageReference($0, at: path.appending("image")) }
        s.controls = controls.enumerated().map { imageReference($0.element, at: path.appending("controls").appending($0.offset)) }
        spec = s
    }
}
