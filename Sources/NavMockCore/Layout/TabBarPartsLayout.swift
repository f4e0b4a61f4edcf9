// What the tab bars of iPad (18, 26), Apple TV, Vision Pro and Mac lay out besides their items:
// the sidebar, the buttons, the tvOS band, logo, focus and fades, the Mac tab view's box. Every
// frame is in screen (window) coordinates, points, like the rest of the layout.

/// A button of the bar that is not a tab: the sidebar button, the overflow button, Edit.
struct ControlLayout: Sendable, Hashable {
    /// The button's area, points.
    var frame: Rect
    /// Its symbol, if it shows one.
    var icon: IconSlot?
    /// Its title, if it shows one.
    var title: TextLayout?
}

/// One row of the iPad sidebar: a tab with its symbol and title.
struct SidebarRow: Sendable, Hashable {
    /// The spec index of the tab.
    var index: Int
    /// The row (its selection highlight), points.
    var frame: Rect
    /// The symbol, if the tab has one.
    var icon: IconSlot?
    /// The title.
    var title: TextLayout?
    /// Whether it is the selected tab.
    var isSelected: Bool
    /// Whether the tab is enabled.
    var isEnabled: Bool
}

/// A section header of the iPad sidebar (`TabSection`), with its disclosure chevron.
struct SidebarHeader: Sendable, Hashable {
    /// The header row, points.
    var frame: Rect
    /// The section's title.
    var title: TextLayout
    /// The disclosure chevron (the section is shown expanded).
    var chevron: IconSlot
}

/// The iPad sidebar a `sidebarAdaptable` tab bar turns into.
struct SidebarLayout: Sendable, Hashable {
    /// The sidebar's panel, points: the leading column (iPadOS 18) or a floating glass panel (26).
    var frame: Rect
    /// Whether it floats inset from the screen edges (iPadOS 26).
    var floating: Bool
    /// The tab rows, top to bottom.
    var rows: [SidebarRow]
    /// The section headers.
    var headers: [SidebarHeader]
    /// The Edit button of a customizable tab view.
    var editButton: ControlLayout?
}

/// The focused tab of a tvOS bar: raised (scaled) with a drop shadow.
struct FocusLayout: Sendable, Hashable {
    /// The spec index of the focused tab.
    var index: Int
    /// The raised pill, points (the tab's pill scaled about its centre).
    var frame: Rect
    /// The title drawn on it (scaled with the pill).
    var title: TextLayout?
    /// The icon drawn on it (scaled with the pill).
    var iconFrame: Rect?
}

/// A fade at one end of a tvOS bar whose tabs do not fit: the tabs are opaque at the inner edge
/// of `frame` and transparent at its outer edge.
struct FadeLayout: Sendable, Hashable {
    /// The faded strip, points.
    var frame: Rect
    /// Whether the tabs vanish towards `frame.maxX` (else towards `frame.minX`).
    var towardsMaxX: Bool
}

/// The branded logo of a tvOS bar.
struct LogoLayout: Sendable, Hashable {
    /// Where it is drawn, points.
    var frame: Rect
    /// The PNG.
    var image: FileReference
}

/// Parts of the other platforms' tab bars; nil parts are not drawn.
struct TabBarPartsLayout: Sendable, Hashable {
    /// The canvas the `component` mode shows for this bar, points: the full width over the top
    /// band (iPad, tvOS, Mac), the whole screen with a sidebar, or the window's leading strip and
    /// the ornament beside it (visionOS).
    var componentCanvas: Rect
    /// tvOS: the 140 pt band of the bar's background (before tvOS 26). Mac: the tab view's box.
    var background: Rect?
    /// The button that turns the bar into the sidebar (and back).
    var sidebarButton: ControlLayout?
    /// The overflow button (iPad: a menu of the tabs that do not fit; Mac: the chevron).
    var overflowButton: ControlLayout?
    /// The sidebar, when shown (the bar is then not drawn).
    var sidebar: SidebarLayout?
    /// tvOS: the branded logo.
    var logo: LogoLayout?
    /// tvOS: the focused tab.
    var focus: FocusLayout?
    /// tvOS: the fades at the ends of a bar whose tabs do not fit.
    var fades: [FadeLayout] = []
    /// visionOS: the bar shows titles (someone looks at it).
    var expanded: Bool = false
    /// tvOS: the bar has scrolled off the screen.
    var scrolledOffscreen: Bool = false
    /// Whether the bar's own background is drawn (false: the iPad sidebar replaces the bar;
    /// the tvOS bar scrolled away).
    var drawsBar: Bool = true
}

extension TabBarPartsLayout {
    /// The layout nodes of these parts (roles `tabBar.sidebarButton`, `tabBar.sidebar`, …).
    var nodes: [LayoutNode] {
        var out: [LayoutNode] = []
        func control(_ roles: (LayoutRole, LayoutRole, LayoutRole), _ c: ControlLayout) -> LayoutNode {
            var kids: [LayoutNode] = []
            if let i = c.icon { kids.append(LayoutNode(role: roles.1, frame: i.frame, attributes: imageAttributes(i.image), payload: i.payload)) }
            if let t = c.title { kids.append(LayoutNode(role: roles.2, frame: t.frame, attributes: [.text: .string(t.text)], payload: .text(t))) }
            return LayoutNode(role: roles.0, frame: c.frame, children: kids)
        }
        if let b = background { out.append(LayoutNode(role: .tabBarBackground, frame: b)) }
        if let l = logo {
            out.append(LayoutNode(role: .tabBarLogo, frame: l.frame, attributes: [.file: .string(l.image.path)], payload: .image(.file(l.image), mirrored: false)))
        }
        if let s = sidebarButton { out.append(control((.tabBarSidebarButton, .tabBarSidebarButtonIcon, .tabBarSidebarButtonTitle), s)) }
        if let o = overflowButton { out.append(control((.tabBarOverflowButton, .tabBarOverflowButtonIcon, .tabBarOverflowButtonTitle), o)) }
        if let f = focus { out.append(LayoutNode(role: .tabBarFocus, frame: f.frame, index: f.index, payload: .focus(title: f.title, iconFrame: f.iconFrame))) }
        for f in fades {
            out.append(LayoutNode(role: .tabBarFade, frame: f.frame, attributes: [.towards: .string(f.towardsMaxX ? "maxX" : "minX")]))
        }
        if let sb = sidebar {
            var kids: [LayoutNode] = []
            for h in sb.headers {
                kids.append(LayoutNode(role: .tabBarSidebarHeader, frame: h.frame, attributes: [.text: .string(h.title.text)], payload: .chevron(h.chevron),
                                       children: [LayoutNode(role: .tabBarSidebarHeaderTitle, frame: h.title.frame, attributes: [.text: .string(h.title.text)],
                                                             payload: .text(h.title))]))
            }
            for r in sb.rows {
                var rk: [LayoutNode] = []
                if let i = r.icon { rk.append(LayoutNode(role: .tabBarSidebarRowIcon, frame: i.frame, index: r.index, attributes: imageAttributes(i.image), payload: i.payload)) }
                if let t = r.title { rk.append(LayoutNode(role: .tabBarSidebarRowTitle, frame: t.frame, index: r.index, attributes: textAttributes(t), payload: .text(t))) }
                var a: [LayoutAttribute: LayoutValue] = [:]
                if r.isSelected { a[.selected] = .bool(true) }
                if !r.isEnabled { a[.enabled] = .bool(false) }
                kids.append(LayoutNode(role: .tabBarSidebarRow, frame: r.frame, index: r.index, attributes: a, children: rk))
            }
            if let e = sb.editButton { kids.append(control((.tabBarSidebarEditButton, .tabBarSidebarEditButtonIcon, .tabBarSidebarEditButtonTitle), e)) }
            out.append(LayoutNode(role: .tabBarSidebar, frame: sb.frame, attributes: [.floating: .bool(sb.floating)], children: kids))
        }
        return out
    }
}
