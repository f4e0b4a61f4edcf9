import NavMockCore

/// UIKit's `UITabBarAppearance`, configured as in an app (iOS and iPadOS 13+; what each design
/// draws of it: docs/tab-bar-appearance.md), for ``TabView/standardAppearance(_:)`` and
/// ``TabView/scrollEdgeAppearance(_:)``:
///
/// ```swift
/// var appearance = TabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .rgb(0x1B3A6B)
/// appearance.stackedLayoutAppearance.normal.iconColor = .rgba(0xFFFFFF99)
/// appearance.stackedLayoutAppearance.selected.titleTextAttributes = TextAttributes(foregroundColor: .white)
/// let bar = TabView { … }.standardAppearance(appearance)
/// ```
///
/// A value type: a copy configured later does not change a tab view it was given to.
public struct TabBarAppearance: Sendable {
    var storage = UITabBarAppearanceSpec()

    /// An appearance with the default background (`configureWithDefaultBackground()`), nothing else set.
    public init() {}

    /// The appearance as the spec holds it; file paths are named under `path` in messages.
    func spec(at path: String) -> UITabBarAppearanceSpec {
        var s = storage
        s.backgroundImage = s.backgroundImage.map { fileReference($0.path, at: jsonPath(path + ".backgroundImage")) }
        s.shadowImage = s.shadowImage.map { fileReference($0.path, at: jsonPath(path + ".shadowImage")) }
        s.selectionIndicatorImage = s.selectionIndicatorImage.map { fileReference($0.path, at: jsonPath(path + ".selectionIndicatorImage")) }
        return s
    }

    private mutating func set(_ spelling: SwiftSpelling, _ body: (inout UITabBarAppearanceSpec) -> Void) {
        let before = storage
        body(&storage)
        let after = storage
        // In a debug build: the change is to fields the spelling registers (as a standard appearance).
        assert(spelling.registers(changing: { var b = TabBarSpec(); b.standardAppearance = before; return b }()) { $0.standardAppearance = after },
               "\(spelling.api) changed fields its SwiftSpelling case does not register (\(spelling.fields))")
    }

    /// The system material and the hairline (UIKit's default).
    public mutating func configureWithDefaultBackground() { set(.configureWith) { $0.configureWith = .default } }
    /// An opaque `systemBackground` and the hairline.
    public mutating func configureWithOpaqueBackground() { set(.configureWith) { $0.configureWith = .opaqueBackground } }
    /// Nothing behind the items, no hairline.
    public mutating func configureWithTransparentBackground() { set(.configureWith) { $0.configureWith = .transparentBackground } }

    /// A colour over the background effect.
    public var backgroundColor: ColorValue? {
        get { storage.backgroundColor }
        set { set(.appearanceBackgroundColor) { $0.backgroundColor = newValue } }
    }
    /// The blur material (`UIBlurEffect.Style`; looks estimated); `.none` removes the configuration's.
    public var backgroundEffect: BarBackgroundEffect? {
        get { storage.backgroundEffect }
        set { set(.backgroundEffect) { $0.backgroundEffect = newValue } }
    }
    /// A PNG over the colour, relative to the test file's folder.
    public var backgroundImage: String? {
        get { storage.backgroundImage?.path }
        set { set(.appearanceBackgroundImage) { $0.backgroundImage = newValue.map { fileReference($0, at: JSONPath()) } } }
    }
    /// How the background image is placed; default `.scaleToFill`.
    public var backgroundImageContentMode: BarImageContentMode? {
        get { storage.backgroundImageContentMode }
        set { set(.backgroundImageContentMode) { $0.backgroundImageContentMode = newValue } }
    }
    /// The hairline's colour; `.clear` hides it.
    public var shadowColor: ColorValue? {
        get { storage.shadowColor }
        set { set(.shadowColor) { $0.shadowColor = newValue } }
    }
    /// A PNG drawn instead of the hairline, relative to the test file's folder.
    public var shadowImage: String? {
        get { storage.shadowImage?.path }
        set { set(.shadowImage) { $0.shadowImage = newValue.map { fileReference($0, at: JSONPath()) } } }
    }
    /// Items with the icon above the title (iPhone portrait).
    public var stackedLayoutAppearance: TabBarItemAppearance {
        get { TabBarItemAppearance(storage.layouts[.stacked] ?? .init()) }
        set { set(.stackedLayoutAppearance) { $0.layouts[.stacked] = newValue.storage } }
    }
    /// Items with the icon beside the title (iPad, wide phones in landscape).
    public var inlineLayoutAppearance: TabBarItemAppearance {
        get { TabBarItemAppearance(storage.layouts[.inline] ?? .init()) }
        set { set(.inlineLayoutAppearance) { $0.layouts[.inline] = newValue.storage } }
    }
    /// Items beside their titles in the 32 pt landscape bar.
    public var compactInlineLayoutAppearance: TabBarItemAppearance {
        get { TabBarItemAppearance(storage.layouts[.compactInline] ?? .init()) }
        set { set(.compactInlineLayoutAppearance) { $0.layouts[.compactInline] = newValue.storage } }
    }
    /// Fills the selection indicator image's shape (drawn as a template).
    public var selectionIndicatorTintColor: ColorValue? {
        get { storage.selectionIndicatorTintColor }
        set { set(.selectionIndicatorTintColor) { $0.selectionIndicatorTintColor = newValue } }
    }
    /// A PNG behind the selected item, stretched to its frame; relative to the test file's folder.
    public var selectionIndicatorImage: String? {
        get { storage.selectionIndicatorImage?.path }
        set { set(.selectionIndicatorImage) { $0.selectionIndicatorImage = newValue.map { fileReference($0, at: JSONPath()) } } }
    }
    /// `UITabBar.ItemPositioning`: `.fill`, `.centered` or `.automatic` (the default).
    public var itemPositioning: TabBarItemPositioning? {
        get { storage.itemPositioning }
        set { set(.itemPositioning) { $0.itemPositioning = newValue } }
    }
    /// Centred items' width, points (0…1000; 0 is 80).
    public var itemWidth: Double? {
        get { storage.itemWidth }
        set { set(.itemWidth) { $0.itemWidth = newValue } }
    }
    /// Space between centred items, points (0…1000; 0 is 30).
    public var itemSpacing: Double? {
        get { storage.itemSpacing }
        set { set(.itemSpacing) { $0.itemSpacing = newValue } }
    }
}

/// UIKit's `UITabBarItemAppearance`: one layout's four states. Only the states written are kept
/// (a state read and not changed is not written).
public struct TabBarItemAppearance: Sendable {
    var storage: TabBarItemAppearanceSpec

    /// An item appearance with no state set.
    public init() { storage = .init() }
    init(_ storage: TabBarItemAppearanceSpec) { self.storage = storage }

    private func get(_ state: TabBarItemState) -> TabBarItemStateAppearance { TabBarItemStateAppearance(storage[state] ?? .init()) }
    private mutating func set(_ spelling: SwiftSpelling, _ state: TabBarItemState, _ value: TabBarItemStateAppearance) {
        let before = storage
        storage.states[state] = value.storage
        let after = storage
        // In a debug build: the change is to fields the spelling registers (as a stacked layout's).
        assert(spelling.registers(changing: { var b = TabBarSpec(); b.standardAppearance = .init(); b.standardAppearance?.layouts[.stacked] = before; return b }()) {
                   $0.standardAppearance?.layouts[.stacked] = after
               }, "\(spelling.api) changed fields its SwiftSpelling case does not register (\(spelling.fields))")
    }

    /// Unselected, enabled items.
    public var normal: TabBarItemStateAppearance { get { get(.normal) } set { set(.itemStateNormal, .normal, newValue) } }
    /// The selected item.
    public var selected: TabBarItemStateAppearance { get { get(.selected) } set { set(.itemStateSelected, .selected, newValue) } }
    /// Disabled items (``Tab/disabled(_:)``).
    public var disabled: TabBarItemStateAppearance { get { get(.disabled) } set { set(.itemStateDisabled, .disabled, newValue) } }
    /// The item with keyboard focus (``TabView/focusedIndex(_:)``).
    public var focused: TabBarItemStateAppearance { get { get(.focused) } set { set(.itemStateFocused, .focused, newValue) } }
}

/// UIKit's `UITabBarItemStateAppearance`: how items look in one state of one layout.
public struct TabBarItemStateAppearance: Sendable {
    var storage: TabBarItemStateAppearanceSpec

    /// A state appearance with nothing set.
    public init() { storage = .init() }
    init(_ storage: TabBarItemStateAppearanceSpec) { self.storage = storage }

    private mutating func set(_ spelling: SwiftSpelling, _ body: (inout TabBarItemStateAppearanceSpec) -> Void) {
        let before = storage
        body(&storage)
        let after = storage
        // In a debug build: the change is to fields the spelling registers (as a stacked layout's normal state).
        func bar(_ s: TabBarItemStateAppearanceSpec) -> TabBarSpec {
            var b = TabBarSpec()
            var layout = TabBarItemAppearanceSpec()
            layout.states[.normal] = s
            b.standardAppearance = .init()
            b.standardAppearance?.layouts[.stacked] = layout
            return b
        }
        assert(spelling.registers(changing: bar(before)) { $0 = bar(after) },
               "\(spelling.api) changed fields its SwiftSpelling case does not register (\(spelling.fields))")
    }

    /// The icon's colour.
    public var iconColor: ColorValue? {
        get { storage.iconColor }
        set { set(.iconColor) { $0.iconColor = newValue } }
    }
    /// The title's font, colour and kern (UIKit's `titleTextAttributes` dictionary).
    public var titleTextAttributes: TextAttributes? {
        get { storage.titleTextAttributes.map(TextAttributes.init) }
        set { set(.titleTextAttributes) { $0.titleTextAttributes = newValue?.storage } }
    }
    /// Moves the title, points (UIKit's `UIOffset`).
    public var titlePositionAdjustment: OffsetSpec? {
        get { storage.titlePositionAdjustment }
        set { set(.titlePositionAdjustment) { $0.titlePositionAdjustment = newValue } }
    }
    /// The badge's fill; default systemRed.
    public var badgeBackgroundColor: ColorValue? {
        get { storage.badgeBackgroundColor }
        set { set(.badgeBackgroundColor) { $0.badgeBackgroundColor = newValue } }
    }
    /// The badge text's font and colour.
    public var badgeTextAttributes: BadgeTextAttributes? {
        get { storage.badgeTextAttributes.map(BadgeTextAttributes.init) }
        set { set(.badgeTextAttributes) { $0.badgeTextAttributes = newValue?.storage } }
    }
    /// Moves the badge, points.
    public var badgePositionAdjustment: OffsetSpec? {
        get { storage.badgePositionAdjustment }
        set { set(.badgePositionAdjustment) { $0.badgePositionAdjustment = newValue } }
    }
    /// Moves the badge's text inside the badge, points.
    public var badgeTitlePositionAdjustment: OffsetSpec? {
        get { storage.badgeTitlePositionAdjustment }
        set { set(.badgeTitlePositionAdjustment) { $0.badgeTitlePositionAdjustment = newValue } }
    }
}

/// A title's text attributes (UIKit's `[NSAttributedString.Key: Any]` with `.font`,
/// `.foregroundColor` and `.kern`, the keys NavMock draws).
public struct TextAttributes: Sendable {
    var storage: TextAttributesSpec

    /// Attributes; a nil one keeps the design's.
    /// - Parameters:
    ///   - font: `.systemFont(ofSize:weight:)`; each title is measured in its state's font.
    ///   - foregroundColor: the title's colour.
    ///   - kern: extra space between characters, points (−10…10).
    public init(font: TabFontSpec? = nil, foregroundColor: ColorValue? = nil, kern: Double? = nil) {
        storage = TextAttributesSpec()
        storage.font = font; storage.foregroundColor = foregroundColor; storage.kern = kern
    }
    init(_ storage: TextAttributesSpec) { self.storage = storage }
}

/// A badge's text attributes (`.font` and `.foregroundColor`; UIKit draws badge text without kern).
public struct BadgeTextAttributes: Sendable {
    var storage: TextAttributesSpec

    /// Attributes; a nil one keeps the design's (white text, the badge font).
    public init(font: TabFontSpec? = nil, foregroundColor: ColorValue? = nil) {
        storage = TextAttributesSpec()
        storage.font = font; storage.foregroundColor = foregroundColor
    }
    init(_ storage: TextAttributesSpec) { self.storage = storage }
}
