// `tabBar.standardAppearance` and `tabBar.scrollEdgeAppearance`: UIKit's `UITabBarAppearance`
// (iOS and iPadOS 13+, the scroll-edge appearance from 15) as a spec states it, and how it is
// read. The rows are in AppearanceFields.swift (part of the field table); which design draws
// which field is docs/tab-bar-appearance.md; the drawing is Scene/AppearanceScene.swift.

/// `UIBarAppearance.configureWith…()`: the background the appearance starts from before its
/// other fields apply.
public enum BarBackgroundConfiguration: String, Sendable, Hashable, CaseIterable {
    /// `configureWithDefaultBackground()`: the system material and the hairline.
    case `default`
    /// `configureWithOpaqueBackground()`: an opaque `systemBackground` and the hairline.
    case opaqueBackground
    /// `configureWithTransparentBackground()`: nothing behind the items, no hairline.
    case transparentBackground
}

/// `UIBlurEffect.Style` values apps give `backgroundEffect` (the others are rare); `none` is no
/// effect (`backgroundEffect = nil`). Their looks are estimates (``AppearanceMetrics``).
public enum BarBackgroundEffect: String, Sendable, Hashable, CaseIterable {
    /// No blur.
    case none
    /// `.systemUltraThinMaterial`.
    case systemUltraThinMaterial
    /// `.systemThinMaterial`.
    case systemThinMaterial
    /// `.systemMaterial`.
    case systemMaterial
    /// `.systemThickMaterial`.
    case systemThickMaterial
    /// `.systemChromeMaterial` (what `configureWithDefaultBackground` uses for bars).
    case systemChromeMaterial
}

/// `UIView.ContentMode` values that place a background image.
public enum BarImageContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretched to the bar's size (UIKit's default).
    case scaleToFill
    /// Scaled to fit inside, aspect kept.
    case scaleAspectFit
    /// Scaled to cover, aspect kept, clipped.
    case scaleAspectFill
    /// At its own size (a PNG pixel is a point), centred, clipped.
    case center
    /// At its own size, against the top edge.
    case top
    /// At its own size, against the bottom edge.
    case bottom
}

/// `UITabBar.ItemPositioning`.
public enum TabBarItemPositioning: String, Sendable, Hashable, CaseIterable {
    /// Fill in compact width, centred on iPad in regular width (UIKit's rule, AppearanceLayout.swift).
    case automatic
    /// Items share the whole width.
    case fill
    /// Items of `itemWidth` (default 80 pt) `itemSpacing` apart (default 30 pt), centred.
    case centered
}

/// `UIOffset`, points: positive `horizontal` moves right, positive `vertical` moves down.
public struct OffsetSpec: Sendable, Hashable {
    /// Points to the right.
    public var horizontal: Double = 0
    /// Points down.
    public var vertical: Double = 0
    /// Creates an offset.
    public init(horizontal: Double = 0, vertical: Double = 0) { self.horizontal = horizontal; self.vertical = vertical }
}

/// The text attributes NavMock draws (`NSAttributedString.Key.font`, `.foregroundColor`, `.kern`).
public struct TextAttributesSpec: Sendable, Hashable {
    /// The font; nil keeps the design's.
    public var font: TabFontSpec?
    /// The colour; nil keeps the state's default.
    public var foregroundColor: ColorValue?
    /// Extra space between characters, points (−10…10); nil keeps the design's.
    public var kern: Double?
    /// Creates empty attributes.
    public init() {}
}

/// `UITabBarItemStateAppearance`: how items look in one state of one layout.
public struct TabBarItemStateAppearanceSpec: Sendable, Hashable {
    /// The icon's colour; nil: the bar's `tintColor` (selected) or the design's unselected colour.
    public var iconColor: ColorValue?
    /// The title's font, colour and kern.
    public var titleTextAttributes: TextAttributesSpec?
    /// Moves the title, points.
    public var titlePositionAdjustment: OffsetSpec?
    /// The badge's fill; nil: systemRed.
    public var badgeBackgroundColor: ColorValue?
    /// The badge text's font and colour.
    public var badgeTextAttributes: TextAttributesSpec?
    /// Moves the badge, points.
    public var badgePositionAdjustment: OffsetSpec?
    /// Moves the badge's text inside the badge, points.
    public var badgeTitlePositionAdjustment: OffsetSpec?
    /// Creates an empty state appearance.
    public init() {}
}

/// The four states of an item appearance.
public enum TabBarItemState: String, Sendable, Hashable, CaseIterable {
    /// Unselected and enabled.
    case normal
    /// The selected tab.
    case selected
    /// A tab with `isEnabled: false`.
    case disabled
    /// The tab with keyboard focus (`state.focusedIndex`).
    case focused
}

/// `UITabBarItemAppearance`: one layout's four states; a nil state keeps the defaults.
public struct TabBarItemAppearanceSpec: Sendable, Hashable {
    /// The states written.
    public var states: [TabBarItemState: TabBarItemStateAppearanceSpec] = [:]
    /// Creates an empty item appearance.
    public init() {}
    /// The state's appearance, nil when not written.
    public subscript(_ s: TabBarItemState) -> TabBarItemStateAppearanceSpec? { states[s] }
}

/// Which of the three item layouts a bar uses (UIKit's `_styleForTraitCollection:` result).
public enum TabBarItemLayoutStyle: String, Sendable, Hashable, CaseIterable {
    /// Icon above title (`stackedLayoutAppearance`).
    case stacked
    /// Icon beside title in a 49/50 pt bar (`inlineLayoutAppearance`).
    case inline
    /// Icon beside title in the 32 pt landscape bar (`compactInlineLayoutAppearance`).
    case compactInline

    /// The spec key of this layout's appearance.
    public var key: String {
        switch self {
        case .stacked: return "stackedLayoutAppearance"
        case .inline: return "inlineLayoutAppearance"
        case .compactInline: return "compactInlineLayoutAppearance"
        }
    }
}

/// `UITabBarAppearance`: the bar's background, its hairline, its items per layout, selection and
/// positioning. Nil fields keep what `configureWith` gives.
public struct UITabBarAppearanceSpec: Sendable, Hashable {
    /// The starting background; default `default`.
    public var configureWith: BarBackgroundConfiguration?
    /// A colour over the effect.
    public var backgroundColor: ColorValue?
    /// The blur material; `none` removes the configuration's.
    public var backgroundEffect: BarBackgroundEffect?
    /// A PNG over the colour.
    public var backgroundImage: FileReference?
    /// How the image is placed; default `scaleToFill`.
    public var backgroundImageContentMode: BarImageContentMode?
    /// The hairline's colour; `clear` hides it.
    public var shadowColor: ColorValue?
    /// A PNG drawn instead of the hairline: stretched across the bar's width at its own height (a
    /// pixel is a point), its bottom on the bar's top edge, as UIKit's shadow view.
    public var shadowImage: FileReference?
    /// Per layout: the item appearance written.
    public var layouts: [TabBarItemLayoutStyle: TabBarItemAppearanceSpec] = [:]
    /// The colour of the selection indicator image: its alpha is filled with it (UIKit tints a
    /// template image; UIKit docs, `UITabBarAppearance.selectionIndicatorTintColor`). Nil: untinted.
    public var selectionIndicatorTintColor: ColorValue?
    /// An image behind the selected item.
    public var selectionIndicatorImage: FileReference?
    /// How items share the width; default `automatic`.
    public var itemPositioning: TabBarItemPositioning?
    /// Width of each item when centred, points; 0 or nil: 80.
    public var itemWidth: Double?
    /// Space between centred items, points; 0 or nil: 30.
    public var itemSpacing: Double?
    /// Creates an empty appearance (`default` background).
    public init() {}

    /// The state appearance for `state` in `layout`, nil when not written.
    public func item(_ layout: TabBarItemLayoutStyle, _ state: TabBarItemState) -> TabBarItemStateAppearanceSpec? {
        layouts[layout]?[state]
    }
}

/// SwiftUI `toolbarBackground(_:for: .tabBar)` visibility.
public enum ToolbarBackgroundVisibility: String, Sendable, Hashable, CaseIterable {
    /// The system decides (the standard appearance; transparent at the scroll edge).
    case automatic
    /// Always shown, also at the scroll edge.
    case visible
    /// Never shown.
    case hidden
}

/// The appearance bounds the reader enforces.
enum AppearanceLimits {
    /// Offsets, points either way.
    static let offset = 100.0
    /// Kern, points either way.
    static let kern = 10.0
    /// itemWidth / itemSpacing, points.
    static let itemLength = 1000.0
}

extension Context {
    /// Reads `tabBar.standardAppearance` or `tabBar.scrollEdgeAppearance`.
    func readAppearance(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> UITabBarAppearanceSpec {
        let o = try object(node, path, SpecFields.barAppearance)
        var a = UITabBarAppearanceSpec()
        a.configureWith = enumValue(o, "configureWith", BarBackgroundConfiguration.self)
        a.backgroundColor = color(o, "backgroundColor")
        a.backgroundEffect = enumValue(o, "backgroundEffect", BarBackgroundEffect.self)
        a.backgroundImage = png(o, "backgroundImage")
        a.backgroundImageContentMode = enumValue(o, "backgroundImageContentMode", BarImageContentMode.self)
        if let n = o["backgroundImageContentMode"], o["backgroundImage"] == nil {
            record(fail(o.path("backgroundImageContentMode"), n, "\"backgroundImageContentMode\" places a \"backgroundImage\"; give one"))
        }
        a.shadowColor = color(o, "shadowColor")
        a.shadowImage = png(o, "shadowImage")
        for style in TabBarItemLayoutStyle.allCases {
            attempt { if let n = o[style.key] { a.layouts[style] = try readItemAppearance(n, o.path(style.key)) } }
        }
        a.selectionIndicatorTintColor = color(o, "selectionIndicatorTintColor")
        a.selectionIndicatorImage = png(o, "selectionIndicatorImage")
        a.itemPositioning = enumValue(o, "itemPositioning", TabBarItemPositioning.self)
        a.itemWidth = number(o, "itemWidth")
        a.itemSpacing = number(o, "itemSpacing")
        return a
    }

    func readItemAppearance(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> TabBarItemAppearanceSpec {
        let o = try object(node, path, SpecFields.itemAppearance)
        var a = TabBarItemAppearanceSpec()
        for state in TabBarItemState.allCases {
            attempt { if let n = o[state.rawValue] { a.states[state] = try readItemState(n, o.path(state.rawValue)) } }
        }
        return a
    }

    func readItemState(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> TabBarItemStateAppearanceSpec {
        let o = try object(node, path, SpecFields.itemStateAppearance)
        var s = TabBarItemStateAppearanceSpec()
        s.iconColor = color(o, "iconColor")
        s.badgeBackgroundColor = color(o, "badgeBackgroundColor")
        attempt { if let n = o["titleTextAttributes"] { s.titleTextAttributes = try readTextAttributes(n, o.path("titleTextAttributes"), SpecFields.titleTextAttributes) } }
        attempt { if let n = o["badgeTextAttributes"] { s.badgeTextAttributes = try readTextAttributes(n, o.path("badgeTextAttributes"), SpecFields.badgeTextAttributes) } }
        for key in ["titlePositionAdjustment", "badgePositionAdjustment", "badgeTitlePositionAdjustment"] {
            attempt {
                guard let n = o[key] else { return }
                let off = try readOffset(n, o.path(key))
                switch key {
                case "titlePositionAdjustment": s.titlePositionAdjustment = off
                case "badgePositionAdjustment": s.badgePositionAdjustment = off
                default: s.badgeTitlePositionAdjustment = off
                }
            }
        }
        return s
    }

    func readTextAttributes(_ node: JSONNode, _ path: JSONPath, _ section: FieldSection) throws(SpecError) -> TextAttributesSpec {
        let o = try object(node, path, section)
        var t = TextAttributesSpec()
        attempt { if let n = o["font"] { t.font = try readFont(n, o.path("font")) } }
        t.foregroundColor = color(o, "foregroundColor")
        if section.keys.contains("kern") { t.kern = number(o, "kern") }
        return t
    }

    func readOffset(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> OffsetSpec {
        let o = try object(node, path, SpecFields.offset)
        return OffsetSpec(horizontal: number(o, "horizontal") ?? 0, vertical: number(o, "vertical") ?? 0)
    }

    /// Reads the appearance keys of `tabBar` and the SwiftUI aliases (`tint`, `toolbarBackground`,
    /// `toolbarColorScheme`); an alias given with its UIKit field is an error.
    func readAppearanceFields(_ o: Members, into tb: inout TabBarSpec) {
        attempt { if let n = o["standardAppearance"] { tb.standardAppearance = try readAppearance(n, o.path("standardAppearance")) } }
        attempt { if let n = o["scrollEdgeAppearance"] { tb.scrollEdgeAppearance = try readAppearance(n, o.path("scrollEdgeAppearance")) } }
        if let t = color(o, "tint") {
            if let n = o["tint"], o["tintColor"] != nil {
                record(fail(o.path("tint"), n, "\"tint\" is SwiftUI's name for \"tintColor\"; give one of them, not both"))
            } else {
                tb.tintColor = t
            }
        }
        tb.toolbarBackground = enumValue(o, "toolbarBackground", ToolbarBackgroundVisibility.self)
        if let n = o["toolbarBackground"], o["scrollEdgeAppearance"] != nil || o["standardAppearance"] != nil {
            record(fail(o.path("toolbarBackground"), n,
                        "\"toolbarBackground\" is SwiftUI's way to set the bar's appearances; give it or \"standardAppearance\"/\"scrollEdgeAppearance\", not both"))
        }
        tb.toolbarColorScheme = enumValue(o, "toolbarColorScheme", Appearance.self)
    }

    /// Reads a tab item's SwiftUI `badge` alias of `badgeValue`.
    func readItemAlias(_ o: Members, _ path: JSONPath, into item: inout TabItemSpec) {
        guard let n = o["badge"] else { return }
        if o["badgeValue"] != nil {
            record(fail(path.appending("badge"), n, "\"badge\" is SwiftUI's name for \"badgeValue\"; give one of them, not both"))
            return
        }
        item.badgeValue = readBadgeValue(n, path.appending("badge"))
    }
}
