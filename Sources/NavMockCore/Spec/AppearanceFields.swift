/// The field table's rows of `UITabBarAppearance` (`tabBar.standardAppearance`,
/// `tabBar.scrollEdgeAppearance`) and of the SwiftUI aliases; part of ``SpecFields`` (listed in
/// ``SpecFields/all``). Read in TabBarAppearance.swift.
extension SpecFields {
    static let uikitAppearance = "UIKit: UITabBarAppearance"
    static let uikitItemAppearance = "UIKit: UITabBarItemStateAppearance"
    /// iOS and iPadOS 13+ (`UITabBarAppearance`); other platforms refuse it.
    static let appearance13 = FieldAvailability(since: [.iOS: 13, .iPadOS: 13], owner: "UITabBarAppearance (iOS and iPadOS tab bars)")
    /// iOS and iPadOS 15+ (`UITabBar.scrollEdgeAppearance`).
    static let appearance15 = FieldAvailability(since: [.iOS: 15, .iPadOS: 15], owner: "UITabBar.scrollEdgeAppearance (iOS and iPadOS 15+)")
    /// SwiftUI's `toolbarBackground` / `toolbarColorScheme` for the tab bar (iOS and iPadOS 16+).
    static let swiftUI16 = FieldAvailability(since: [.iOS: 16, .iPadOS: 16], owner: "SwiftUI's tab-bar toolbar modifiers (iOS and iPadOS 16+)")

    static let offsetType = FieldType.object(offset)
    static let length = FieldType.number(min: 0, max: AppearanceLimits.itemLength, unit: " pt")

    /// A `UIOffset`.
    public static let offset = FieldSection(path: "tabBar.standardAppearance.stackedLayoutAppearance.normal.titlePositionAdjustment",
                                            noun: "an offset", fields: [
        SpecField("horizontal", .number(min: -AppearanceLimits.offset, max: AppearanceLimits.offset, unit: " pt"), default: "0",
                  doc: "points to the right (negative: to the left)"),
        SpecField("vertical", .number(min: -AppearanceLimits.offset, max: AppearanceLimits.offset, unit: " pt"), default: "0",
                  doc: "points down (negative: up)"),
    ])

    /// `titleTextAttributes`.
    public static let titleTextAttributes = FieldSection(path: "tabBar.standardAppearance.stackedLayoutAppearance.normal.titleTextAttributes",
                                                         noun: "text attributes", fields: [
        SpecField("font", .object(font), doc: "the title's font (`{size, weight}`); each title is measured in the font of its state",
                  source: "NSAttributedString.Key.font"),
        SpecField("foregroundColor", .color, doc: "the title's colour", source: "NSAttributedString.Key.foregroundColor"),
        SpecField("kern", .number(min: -AppearanceLimits.kern, max: AppearanceLimits.kern, unit: " pt"),
                  doc: "extra space between characters, points", source: "NSAttributedString.Key.kern"),
    ])

    /// `badgeTextAttributes`.
    public static let badgeTextAttributes = FieldSection(path: "tabBar.standardAppearance.stackedLayoutAppearance.normal.badgeTextAttributes",
                                                         noun: "badge text attributes", fields: [
        SpecField("font", .object(font), doc: "the badge text's font", source: "NSAttributedString.Key.font"),
        SpecField("foregroundColor", .color, doc: "the badge text's colour; default white", source: "NSAttributedString.Key.foregroundColor"),
    ])

    /// `UITabBarItemStateAppearance`: `normal`, `selected`, `disabled`, `focused`.
    public static let itemStateAppearance = FieldSection(path: "tabBar.standardAppearance.stackedLayoutAppearance.normal",
                                                         noun: "an item state appearance", fields: [
        SpecField("iconColor", .color, doc: "the icon's colour", source: uikitItemAppearance),
        SpecField("titleTextAttributes", .object(titleTextAttributes), doc: "the title's font, colour and kern", source: uikitItemAppearance),
        SpecField("titlePositionAdjustment", offsetType, doc: "moves the title, points", source: uikitItemAppearance),
        SpecField("badgeBackgroundColor", .color, doc: "the badge's fill; default systemRed", source: uikitItemAppearance),
        SpecField("badgeTextAttributes", .object(badgeTextAttributes), doc: "the badge text's font and colour", source: uikitItemAppearance),
        SpecField("badgePositionAdjustment", offsetType, doc: "moves the badge, points", source: uikitItemAppearance),
        SpecField("badgeTitlePositionAdjustment", offsetType, doc: "moves the badge's text inside the badge, points", source: uikitItemAppearance),
    ])

    /// `UITabBarItemAppearance`.
    public static let itemAppearance = FieldSection(path: "tabBar.standardAppearance.stackedLayoutAppearance",
                                                    noun: "an item appearance", fields: TabBarItemState.allCases.map { s in
        SpecField(s.rawValue, .object(itemStateAppearance), doc: {
            switch s {
            case .normal: return "unselected, enabled items"
            case .selected: return "the selected item"
            case .disabled: return "items with \"isEnabled\": false"
            case .focused: return "the item with keyboard focus (`state.focusedIndex`)"
            }
        }(), source: "UIKit: UITabBarItemAppearance")
    })

    /// `UITabBarAppearance`.
    public static let barAppearance = FieldSection(path: "tabBar.standardAppearance", noun: "a tab bar appearance",
                                                   doc: "UITabBarAppearance: background, hairline, items per layout", fields: [
        SpecField("configureWith", enumeration(BarBackgroundConfiguration.self, "background configuration"), default: "\"default\"",
                  doc: "the starting background: default (material and hairline), opaqueBackground (systemBackground and hairline), transparentBackground (none)",
                  source: "UIKit: UIBarAppearance.configureWith…"),
        SpecField("backgroundColor", .color, doc: "a colour over the effect", source: uikitAppearance),
        SpecField("backgroundEffect", enumeration(BarBackgroundEffect.self, "background effect"),
                  doc: "the blur material (looks estimated); none removes it", source: uikitAppearance),
        SpecField("backgroundImage", .png, doc: "a PNG over the colour, inside the spec's folder", source: uikitAppearance),
        SpecField("backgroundImageContentMode", enumeration(BarImageContentMode.self, "content mode"), default: "\"scaleToFill\"",
                  doc: "how the background image is placed (a PNG pixel is a point at its own size)", source: "UIKit: UIView.ContentMode"),
        SpecField("shadowColor", .color, doc: "the hairline on the bar's top edge; clear hides it", source: uikitAppearance),
        SpecField("shadowImage", .png, doc: "a PNG drawn instead of the hairline: stretched across the bar's width at its own height, its bottom on the bar's top edge", source: uikitAppearance),
        SpecField("stackedLayoutAppearance", .object(itemAppearance), doc: "items with the icon above the title (iPhone portrait)", source: uikitAppearance),
        SpecField("inlineLayoutAppearance", .object(itemAppearance), doc: "items with the icon beside the title (iPad, wide phones in landscape)", source: uikitAppearance),
        SpecField("compactInlineLayoutAppearance", .object(itemAppearance), doc: "items beside their titles in the 32 pt landscape bar", source: uikitAppearance),
        SpecField("selectionIndicatorTintColor", .color, doc: "fills the selection indicator image's shape (drawn as a template); without it the image keeps its colours", source: uikitAppearance),
        SpecField("selectionIndicatorImage", .png, doc: "an image behind the selected item, stretched to its frame", source: uikitAppearance),
        SpecField("itemPositioning", enumeration(TabBarItemPositioning.self, "item positioning"), default: "\"automatic\"",
                  doc: "fill shares the width; centered uses itemWidth and itemSpacing; automatic is UIKit's choice", source: "UIKit: UITabBar.ItemPositioning"),
        SpecField("itemWidth", length, default: "0", doc: "centred items' width, points; 0 is 80", source: uikitAppearance),
        SpecField("itemSpacing", length, default: "0", doc: "space between centred items, points; 0 is 30", source: uikitAppearance),
    ])

    /// The rows `tabBar` gains for the appearance and the SwiftUI aliases.
    static let appearanceRows: [SpecField] = [
        SpecField("standardAppearance", .object(barAppearance), on: appearance13,
                  doc: "the bar's appearance (UITabBarAppearance); see docs/tab-bar-appearance.md for what each design draws", source: uikitAppearance),
        SpecField("scrollEdgeAppearance", .object(barAppearance), on: appearance15,
                  doc: "the appearance at the scroll edge (`state.scrollEdge`); default the standard one with a transparent background",
                  source: "UIKit: UITabBar.scrollEdgeAppearance"),
        SpecField("tint", .color, doc: "SwiftUI's name for tintColor (an alias; give one)", source: "SwiftUI: tint(_:)"),
        SpecField("toolbarBackground", enumeration(ToolbarBackgroundVisibility.self, "toolbar background visibility"), on: swiftUI16,
                  doc: "SwiftUI alias: visible keeps the bar's background at the scroll edge, hidden removes it; exclusive with the appearances",
                  source: "SwiftUI: toolbarBackground(_:for:)"),
        SpecField("toolbarColorScheme", enumeration(Appearance.self, "colour scheme"), on: swiftUI16,
                  doc: "SwiftUI alias: the bar drawn light or dark whatever the spec's appearance", source: "SwiftUI: toolbarColorScheme(_:for:)"),
    ]

    /// The sections of the appearance, in document order.
    static let appearanceSections: [FieldSection] = [barAppearance, itemAppearance, itemStateAppearance, titleTextAttributes,
                                                    badgeTextAttributes, offset]
}
