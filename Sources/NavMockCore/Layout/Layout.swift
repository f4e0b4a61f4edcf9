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
public struct BadgeLayout: Sendable, Hashable {
    /// The red oval (a circle for one character, a capsule for longer text, a dot for ""), points.
    public var frame: Rect
    /// The text inside, or nil for the dot.
    public var text: TextLayout?
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
public struct TabItemLayout: Sendable, Hashable {
    /// Index in `tabBar.items` (for the More tab: the position it takes, i.e. the first hidden index).
    public var index: Int
    /// Tab, More or search.
    public var kind: TabItemKind = .tab
    /// Whether the item is enabled (disabled items are drawn dimmed).
    public var isEnabled: Bool = true
    /// The item's hit area, screen coordinates, points.
    public var frame: Rect
    /// Whether this is the selected tab.
    public var isSelected: Bool
    /// The icon box, if the item has an icon.
    public var iconFrame: Rect?
    /// The image drawn in the current state (the `.fill` variant for a selected Liquid Glass item).
    public var image: ImageReference?
    /// Whether the icon is drawn mirrored (a directional symbol in right-to-left).
    public var iconMirrored: Bool
    /// The title, if any.
    public var title: TextLayout?
    /// The badge, if any.
    public var badge: BadgeLayout?

    /// Creates an item layout.
    public init(index: Int, kind: TabItemKind = .tab, isEnabled: Bool = true, frame: Rect, isSelected: Bool,
                iconFrame: Rect?, image: ImageReference?, iconMirrored: Bool, title: TextLayout?, badge: BadgeLayout?) {
        self.index = index; self.kind = kind; self.isEnabled = isEnabled; self.frame = frame; self.isSelected = isSelected
        self.iconFrame = iconFrame; self.image = image; self.iconMirrored = iconMirrored; self.title = title; self.badge = badge
    }
}

/// The bottom accessory, laid out (expanded above the bar, or inline when minimized).
public struct AccessoryLayout: Sendable, Hashable {
    /// The glass capsule, points.
    public var frame: Rect
    /// Whether it is inline (between the minimized tab and the search button).
    public var inline: Bool
    /// The artwork tile, if any.
    public var artworkFrame: Rect?
    /// The artwork image, drawn as a template in the tile.
    public var artwork: ImageReference?
    /// The first line.
    public var title: TextLayout
    /// The second line (expanded only).
    public var subtitle: TextLayout?
    /// The trailing controls: frames and images.
    public var controls: [IconSlot]
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
public struct LargeContentLayout: Sendable, Hashable {
    /// The rounded panel, points.
    public var frame: Rect
    /// The enlarged icon.
    public var icon: IconSlot?
    /// The title.
    public var title: TextLayout?
    /// The spec index of the tab shown.
    public var index: Int
}

/// The More list screen: a large title and one row per tab that did not fit.
public struct MoreListLayout: Sendable, Hashable {
    /// The large title ("More", localised).
    public var title: TextLayout
    /// The rows, top to bottom.
    public var rows: [MoreRow]
}

/// One row of the More list.
public struct MoreRow: Sendable, Hashable {
    /// The spec index of the tab.
    public var index: Int
    /// The row, points.
    public var frame: Rect
    /// The icon, if the tab has one.
    public var icon: IconSlot?
    /// The title.
    public var title: TextLayout
    /// The disclosure chevron.
    public var chevron: IconSlot
}

/// The laid-out tab bar.
public struct TabBarLayout: Sendable, Hashable {
    /// The design drawn.
    public var design: TabBarDesign
    /// Classic: the 49/32/50 pt content band; Liquid Glass: the capsule. Points, screen coordinates.
    public var barFrame: Rect
    /// Classic: the bar's background including its extension under the home indicator.
    /// Liquid Glass: same as `barFrame`.
    public var backgroundFrame: Rect
    /// Whether the classic bar draws its material and hairline (false at the scroll edge).
    public var drawsBackground: Bool
    /// Whether items are stacked (icon above title) or inline (icon beside title).
    public var stacked: Bool
    /// The tabs.
    public var items: [TabItemLayout]
    /// The selected item's highlight pill (Liquid Glass), points.
    public var selectionFrame: Rect?
    /// Everything the bar draws, including shadow and badges, points.
    public var drawnBounds: Rect
    /// The separate search button of the iOS 26 design (its frame is the glass circle).
    public var searchButton: TabItemLayout? = nil
    /// Whether the bar is minimized (iOS 26, iPhone).
    public var minimized: Bool = false
    /// The bottom accessory, if any.
    public var accessory: AccessoryLayout? = nil
    /// The Large Content Viewer, when shown.
    public var largeContent: LargeContentLayout? = nil
    /// The More list, when shown (screen canvas).
    public var moreList: MoreListLayout? = nil
    /// Spec indices of the tabs that did not fit and went into the More list.
    public var overflowIndices: [Int] = []
    /// The parts of the iPad (18, 26), tvOS, visionOS and macOS bars besides their items; nil for
    /// the iPhone designs.
    public var parts: TabBarPartsLayout? = nil
}

/// The whole layout of a spec: the canvas, the scale, the resolved environment, the components.
///
/// Produced by ``layout(_:in:measuring:)``; immutable; every frame is in screen coordinates.
public struct Layout: Sendable, Hashable {
    /// The canvas rectangle in screen coordinates, points (whole points).
    public var canvas: Rect
    /// The default output scale: device pixels per point.
    public var scale: Double
    /// The resolved environment.
    public var environment: Environment
    /// The tab bar, if the spec has one.
    public var tabBar: TabBarLayout?
    /// The page control, if the spec has one.
    public var pageControl: PageControlLayout?
    /// The home indicator, when drawn, points.
    public var homeIndicator: Rect?
    /// Creates a layout.
    public init(canvas: Rect, scale: Double, environment: Environment, tabBar: TabBarLayout?,
                pageControl: PageControlLayout? = nil, homeIndicator: Rect?) {
        self.canvas = canvas; self.scale = scale; self.environment = environment
        self.tabBar = tabBar; self.pageControl = pageControl; self.homeIndicator = homeIndicator
    }
}
