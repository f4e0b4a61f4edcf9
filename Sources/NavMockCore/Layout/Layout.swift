/// One node of the layout tree that `navmock layout` prints: a role, a frame in **screen
/// coordinates** (points, top-left origin of the device screen or window), an optional index,
/// and children.
public struct LayoutNode: Sendable, Hashable {
    /// Dotted role name: `tabBar`, `tabBar.item`, `tabBar.item.icon`, `tabBar.item.title`,
    /// `tabBar.item.badge`, `tabBar.selection`, `tabBar.hairline`, …
    public var role: String
    /// Frame in screen coordinates, points.
    public var frame: Rect
    /// The item index, where the node stands for one item.
    public var index: Int?
    /// Extra facts worth asserting (text drawn, whether truncated, …), as strings.
    public var attributes: [String: String]
    /// Child nodes, in drawing order.
    public var children: [LayoutNode]
    /// Creates a node.
    public init(role: String, frame: Rect, index: Int? = nil, attributes: [String: String] = [:], children: [LayoutNode] = []) {
        self.role = role; self.frame = frame; self.index = index; self.attributes = attributes; self.children = children
    }
}

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

/// One laid-out tab.
public struct TabItemLayout: Sendable, Hashable {
    /// Index in `tabBar.items`.
    public var index: Int
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
