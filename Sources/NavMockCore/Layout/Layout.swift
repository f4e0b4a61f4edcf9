/// A laid-out line of text: what to draw, with which style, and where.
public struct TextLayout: Sendable, Hashable {
    /// The text drawn (after truncation).
    public var text: String
    /// The style drawn (after tightening).
    public var style: TextStyle
    /// The left end of the baseline, screen coordinates, points.
    public var baselineOrigin: Point
    /// The logical line box (ascent + descent over the advance), screen coordinates, points.
    public var frame: Rect
    /// Whether the text was shortened with an ellipsis.
    public var truncated: Bool
    /// Whether tracking was tightened to fit.
    public var tightened: Bool
}

/// A badge (`badgeValue`) laid out at its icon's top-trailing corner.
struct BadgeLayout: Sendable, Hashable {
    /// The red oval (a circle for one character, a capsule for longer text, a dot for ""), points.
    var frame: Rect
    /// The text inside, or nil for the dot.
    var text: TextLayout?
}

/// What a laid-out tab stands for.
public enum TabItemKind: String, Sendable, Hashable {
    /// A tab of the spec.
    case tab
    /// The More tab that replaces the trailing tabs when they do not fit.
    case more
    /// The search tab (the separate circular button of the iOS 26 design).
    case search
}

/// One laid-out tab.
struct TabItemLayout: Sendable, Hashable {
    /// Index in `tabBar.items` (for the More tab: the position it takes, i.e. the first hidden index).
    var index: Int
    /// Tab, More or search.
    var kind: TabItemKind = .tab
    /// Whether the item is enabled (disabled items are drawn dimmed).
    var isEnabled: Bool = true
    /// The item's hit area, screen coordinates, points.
    var frame: Rect
    /// Whether this is the selected tab.
    var isSelected: Bool
    /// The icon box, if the item has an icon.
    var iconFrame: Rect?
    /// The image drawn in the current state (the `.fill` variant for a selected Liquid Glass item).
    var image: ImageReference?
    /// Whether the icon is drawn mirrored (a directional symbol in right-to-left).
    var iconMirrored: Bool
    /// The title, if any.
    var title: TextLayout?
    /// The badge, if any.
    var badge: BadgeLayout?

    /// Creates an item layout.
    init(index: Int, kind: TabItemKind = .tab, isEnabled: Bool = true, frame: Rect, isSelected: Bool,
                iconFrame: Rect?, image: ImageReference?, iconMirrored: Bool, title: TextLayout?, badge: BadgeLayout?) {
        self.index = index; self.kind = kind; self.isEnabled = isEnabled; self.frame = frame; self.isSelected = isSelected
        self.iconFrame = iconFrame; self.image = image; self.iconMirrored = iconMirrored; self.title = title; self.badge = badge
    }
}

/// The bottom accessory, laid out (expanded above the bar, or inline when minimized).
struct AccessoryLayout: Sendable, Hashable {
    /// The glass capsule, points.
    var frame: Rect
    /// Whether it is inline (between the minimized tab and the search button).
    var inline: Bool
    /// The artwork tile, if any.
    var artworkFrame: Rect?
    /// The artwork image, drawn as a template in the tile.
    var artwork: ImageReference?
    /// The first line.
    var title: TextLayout
    /// The second line (expanded only).
    var subtitle: TextLayout?
    /// The trailing controls: frames and images.
    var controls: [IconSlot]
}

/// An icon at a frame (points), mirrored or not.
public struct IconSlot: Sendable, Hashable {
    /// Where, points.
    public var frame: Rect
    /// What.
    public var image: ImageReference
    /// Whether it is drawn mirrored (right-to-left, directional symbol).
    public var mirrored: Bool
}

/// The Large Content Viewer: the enlarged symbol and title of one tab in the centre of the screen.
struct LargeContentLayout: Sendable, Hashable {
    /// The rounded panel, points.
    var frame: Rect
    /// The enlarged icon.
    var icon: IconSlot?
    /// The title.
    var title: TextLayout?
    /// The spec index of the tab shown.
    var index: Int
}

/// The More list screen: a large title and one row per tab that did not fit.
struct MoreListLayout: Sendable, Hashable {
    /// The large title ("More", localised).
    var title: TextLayout
    /// The rows, top to bottom.
    var rows: [MoreRow]
}

/// One row of the More list.
struct MoreRow: Sendable, Hashable {
    /// The spec index of the tab.
    var index: Int
    /// The row, points.
    var frame: Rect
    /// The icon, if the tab has one.
    var icon: IconSlot?
    /// The title.
    var title: TextLayout
    /// The disclosure chevron.
    var chevron: IconSlot
}

/// The laid-out tab bar.
struct TabBarLayout: Sendable, Hashable {
    /// The design drawn.
    var design: TabBarDesign
    /// Classic: the 49/32/50 pt content band; Liquid Glass: the capsule. Points, screen coordinates.
    var barFrame: Rect
    /// Classic: the bar's background including its extension under the home indicator.
    /// Liquid Glass: same as `barFrame`.
    var backgroundFrame: Rect
    /// Whether the classic bar draws its material and hairline (false at the scroll edge).
    var drawsBackground: Bool
    /// Whether items are stacked (icon above title) or inline (icon beside title).
    var stacked: Bool
    /// The tabs.
    var items: [TabItemLayout]
    /// The selected item's highlight pill (Liquid Glass), points.
    var selectionFrame: Rect?
    /// Everything the bar draws, including shadow and badges, points.
    var drawnBounds: Rect
    /// The separate search button of the iOS 26 design (its frame is the glass circle).
    var searchButton: TabItemLayout? = nil
    /// Whether the bar is minimized (iOS 26, iPhone).
    var minimized: Bool = false
    /// The bottom accessory, if any.
    var accessory: AccessoryLayout? = nil
    /// The Large Content Viewer, when shown.
    var largeContent: LargeContentLayout? = nil
    /// The More list, when shown (screen canvas).
    var moreList: MoreListLayout? = nil
    /// Spec indices of the tabs that did not fit and went into the More list.
    var overflowIndices: [Int] = []
    /// The parts of the iPad (18, 26), tvOS, visionOS and macOS bars besides their items; nil for
    /// the iPhone designs.
    var parts: TabBarPartsLayout? = nil
}

/// The whole layout of a spec: the canvas, the scale, the resolved environment, and the layout
/// tree (``tree``), which is what the scene, the redlines, the check rules and `navmock layout`
/// read. The per-part values it is built from (`TabBarLayout`, `PageControlLayout`, …) are the
/// layout engines' working values, internal to NavMockCore.
///
/// Produced by ``layout(_:in:measuring:)``; immutable; every frame is in screen coordinates.
public struct Layout: Sendable, Hashable {
    /// The canvas rectangle in screen coordinates, points (whole points).
    public let canvas: Rect
    /// The default output scale: device pixels per point.
    public let scale: Double
    /// The resolved environment.
    public let environment: Environment
    /// The layout tree, built once when the layout is made: the root (role `canvas`, frame = the
    /// canvas) with the component nodes (`tabBar`, `pageControl`, `homeIndicator`) as children,
    /// frames in screen coordinates.
    public let tree: LayoutNode
    /// The tab bar, if the spec has one (the engines' value the tree is built from).
    let tabBar: TabBarLayout?
    /// The page control, if the spec has one (the engines' value the tree is built from).
    let pageControl: PageControlLayout?
    /// The home indicator, when drawn, points.
    let homeIndicator: Rect?
    /// Creates a layout (the layout stage's) and builds its tree.
    init(canvas: Rect, scale: Double, environment: Environment, tabBar: TabBarLayout?,
         pageControl: PageControlLayout? = nil, homeIndicator: Rect?) {
        self.canvas = canvas; self.scale = scale; self.environment = environment
        self.tabBar = tabBar; self.pageControl = pageControl; self.homeIndicator = homeIndicator
        self.tree = Layout.makeTree(canvas: canvas, scale: scale, tabBar: tabBar, pageControl: pageControl, homeIndicator: homeIndicator)
    }
}
