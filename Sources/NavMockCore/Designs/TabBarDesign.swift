// The tab bar's designs, and the one registry that maps each to its layout, its drawing, what it
// draws of UITabBarAppearance and how the SVG description names it. Which design a spec gets is
// decided here (``TabBarDesign/choose(platform:osVersion:sizeClasses:)``) and nowhere else; a
// design's code lives in its folder beside this file.

/// The tab bar design a platform, OS version and size class select.
public enum TabBarDesign: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS 26 and later: a floating Liquid Glass capsule (metrics §2).
    case liquidGlass
    /// iOS 7–18 (and 26 opted out), and the iPad's bottom bar of iPadOS 17 and earlier and of
    /// compact width: the full-width translucent bar, 49 pt (iPad 50 pt) (metrics §1).
    case classic
    /// iPadOS 18: the floating bar of titles near the top, in the navigation bar's band (metrics §3).
    case padFloating
    /// iPadOS 26: the Liquid Glass capsule near the top (metrics §3).
    case padGlass
    /// tvOS 18 and earlier: the 68 pt bar 46 pt below the top, on a translucent 140 pt band (metrics §4).
    case tv
    /// tvOS 26: the tabs in a Liquid Glass capsule in the same place (metrics §4).
    case tvGlass
    /// visionOS: the vertical glass ornament beside the window's leading edge (metrics §5).
    case vision
    /// macOS 15 and earlier: a tab view's segmented row of tabs at the top of a window (metrics §6).
    case mac
    /// macOS 26: the same tab view with taller capsule tabs (metrics §6).
    case macGlass

    /// The design drawn for `platform` at `osVersion` in `sizeClasses`: the one place that
    /// decides (availability of fields per version stays in validation). `keepsClassicDesign`
    /// (``Environment/keepsClassicDesign``: a device without Liquid Glass, or the compatibility
    /// key) draws version 26 with the design before it.
    public static func choose(platform: Platform, osVersion: OSVersion, sizeClasses: SizeClasses,
                              keepsClassicDesign: Bool = false) -> TabBarDesign {
        let glassEra = osVersion.major >= 26 && !keepsClassicDesign
        switch platform {
        case .tvOS: return glassEra ? .tvGlass : .tv
        case .visionOS: return .vision
        case .macOS: return glassEra ? .macGlass : .mac
        case .iPadOS where sizeClasses.horizontal == .regular && glassEra: return .padGlass
        case .iPadOS where sizeClasses.horizontal == .regular && osVersion.major >= 18: return .padFloating
        default: return glassEra ? .liquidGlass : .classic
        }
    }

    /// What this design is made of (the registry's entry).
    var entry: TabBarDesignEntry {
        switch self {
        case .classic, .liquidGlass:
            return TabBarDesignEntry(name: self == .classic ? "classic" : "Liquid Glass", layout: bottomTabBar,
                                     scene: { tabBarItems($0, env: $1, backdrop: $2) },
                                     appearance: { platform in
                                         self == .liquidGlass ? .glassIOS : (platform == .iPadOS ? .pad17Bottom : .classicIOS)
                                     })
        case .padFloating, .padGlass:
            return TabBarDesignEntry(name: self == .padGlass ? "iPadOS Liquid Glass" : "iPadOS 18 floating", layout: padTabBar,
                                     scene: { padTabBarItems($0, env: $1, backdrop: $2) + padAccessoryItems($0, env: $1) },
                                     appearance: { _ in self == .padGlass ? .pad26Top : .pad18Top })
        case .tv, .tvGlass:
            return TabBarDesignEntry(name: "tvOS", layout: tvTabBar,
                                     scene: { tvTabBarItems($0, env: $1, backdrop: $2) })
        case .vision:
            return TabBarDesignEntry(name: "visionOS ornament", layout: visionTabBar,
                                     scene: { tb, env, _ in visionTabBarItems(tb, env: env) },
                                     backdrop: visionBackdrop)
        case .mac, .macGlass:
            return TabBarDesignEntry(name: "macOS tab view", layout: macTabView,
                                     scene: { tb, env, _ in macTabViewItems(tb, env: env) },
                                     backdrop: macBackdrop)
        }
    }

    /// The component this design is an era of; its code is in the folder of that name under Designs/.
    public var family: TabBarDesignFamily {
        switch self {
        case .classic, .liquidGlass: return .bottomTabBar
        case .padFloating, .padGlass: return .padTabBar
        case .tv, .tvGlass: return .tvTabBar
        case .vision: return .visionTabBar
        case .mac, .macGlass: return .macTabView
        }
    }
}

/// A component whose eras are designs: the iPhone's bottom bar (also the iPad's before iPadOS 18
/// and in compact width), the iPad's top bar and sidebar, the Apple TV's bar, the Vision Pro's
/// ornament, the Mac's tab view.
public enum TabBarDesignFamily: String, Sendable, Hashable, CaseIterable {
    case bottomTabBar, padTabBar, tvTabBar, visionTabBar, macTabView
}

extension Environment {
    /// OS versions NavMock knows, per platform (major versions). Others are refused by the
    /// validation stage (``SpecValidator``); ``resolve(_:)`` draws nothing in them.
    public static let knownVersions: [Platform: [Int]] = [
        .iOS: Array(7...18) + [26],
        .iPadOS: Array(13...18) + [26],
        .tvOS: Array(9...18) + [26],
        .visionOS: [1, 2, 26],
        .watchOS: Array(6...11) + [26],
        .macOS: Array(11...15) + [26],
    ]
}

/// One design's parts, as the registry (``TabBarDesign/entry``) hands them out.
struct TabBarDesignEntry {
    /// How the SVG description names the design ("Liquid Glass", "tvOS", …).
    let name: String
    /// Lays the bar out: the `tabBar` node, frames in screen points.
    let layout: (_ tabBar: TabBarSpec, _ spec: Spec, _ env: Environment, _ measuring: any TextMeasuring) -> LayoutNode
    /// Draws the laid-out bar from its node (geometry and ``TabBarStyle``) in its environment;
    /// `backdrop` is what lies behind it (for adaptive glyph colours). Each item has the identity
    /// of the element it draws (``SceneElementID``).
    let scene: (_ node: LayoutNode, _ env: Environment, _ backdrop: [SceneItem]) -> [SceneElement]
    /// What the design draws of `UITabBarAppearance` on a platform; nil where the platform has none.
    var appearance: (Platform) -> AppearanceSupport.Design? = { _ in nil }
    /// The backdrop as the design shows it (the visionOS room, the Mac window), from the scene's.
    var backdrop: (_ layout: Layout, _ items: [SceneItem]) -> [SceneItem] = { _, items in items }
}
