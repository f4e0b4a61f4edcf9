// What the tab bars of iPad (18, 26), Apple TV, Vision Pro and Mac lay out besides their items:
// the sidebar, the buttons, the tvOS band, logo, focus and fades, the Mac tab view's box. Every
// frame is in screen (window) coordinates, points, like the rest of the layout.

/// A button of the bar that is not a tab: the sidebar button, the overflow button, Edit.
public struct ControlLayout: Sendable, Hashable {
    /// The button's area, points.
    public var frame: Rect
    /// Its symbol, if it shows one.
    public var icon: IconSlot?
    /// Its title, if it shows one.
    public var title: TextLayout?
}

/// One row of the iPad sidebar: a tab with its symbol and title.
public struct SidebarRow: Sendable, Hashable {
    /// The spec index of the tab.
    public var index: Int
    /// The row (its selection highlight), points.
    public var frame: Rect
    /// The symbol, if the tab has one.
    public var icon: IconSlot?
    /// The title.
    public var title: TextLayout?
    /// Whether it is the selected tab.
    public var isSelected: Bool
    /// Whether the tab is enabled.
    public var isEnabled: Bool
}

/// A section header of the iPad sidebar (`TabSection`), with its disclosure chevron.
public struct SidebarHeader: Sendable, Hashable {
    /// The header row, points.
    public var frame: Rect
    /// The section's title.
    public var title: TextLayout
    /// The disclosure chevron (the section is shown expanded).
    public var chevron: IconSlot
}

/// The iPad sidebar a `sidebarAdaptable` tab bar turns into.
public struct SidebarLayout: Sendable, Hashable {
    /// The sidebar's panel, points: the leading column (iPadOS 18) or a floating glass panel (26).
    public var frame: Rect
    /// Whether it floats inset from the screen edges (iPadOS 26).
    public var floating: Bool
    /// The tab rows, top to bottom.
    public var rows: [SidebarRow]
    /// The section headers.
    public var headers: [SidebarHeader]
    /// The Edit button of a customizable tab view.
    public var editButton: ControlLayout?
}

/// The focused tab of a tvOS bar: raised (scaled) with a drop shadow.
public struct FocusLayout: Sendable, Hashable {
    /// The spec index of the focused tab.
    public var index: Int
    /// The raised pill, points (the tab's pill scaled about its centre).
    public var frame: Rect
    /// The title drawn on it (scaled with the pill).
    public var title: TextLayout?
    /// The icon drawn on it (scaled with the pill).
    public var iconFrame: Rect?
}

/// A fade at one end of a tvOS bar whose tabs do not fit: the tabs are opaque at the inner edge
/// of `frame` and transparent at its outer edge.
public struct FadeLayout: Sendable, Hashable {
    /// The faded strip, points.
    public var frame: Rect
    /// Whether the tabs vanish towards `frame.maxX` (else towards `frame.minX`).
    public var towardsMaxX: Bool
}

/// The branded logo of a tvOS bar.
public struct LogoLayout: Sendable, Hashable {
    /// Where it is drawn, points.
    public var frame: Rect
    /// The PNG.
    public var image: FileReference
}

/// Parts of the other platforms' tab bars; nil parts are not drawn.
public struct PlatformTabBarLayout: Sendable, Hashable {
    /// The canvas the `component` mode shows for this bar, points: the full width over the top
    /// band (iPad, tvOS, Mac), the whole screen with a sidebar, or the window's leading strip and
    /// the ornament beside it (visionOS).
    public var componentCanvas: Rect
    /// tvOS: the 140 pt band of the bar's background (before tvOS 26). Mac: the tab view's box.
    public var background: Rect?
    /// The button that turns the bar into the sidebar (and back).
    public var sidebarButton: ControlLayout?
    /// The overflow button (iPad: a menu of the tabs that do not fit; Mac: the chevron).
    public var overflowButton: ControlLayout?
    /// The sidebar, when shown (the bar is then not drawn).
    public var sidebar: SidebarLayout?
    /// tvOS: the branded logo.
    public var logo: LogoLayout?
    /// tvOS: the focused tab.
    public var focus: FocusLayout?
    /// tvOS: the fades at the ends of a bar whose tabs do not fit.
    public var fades: [FadeLayout] = []
    /// visionOS: the bar shows titles (someone looks at it).
    public var expanded: Bool = false
    /// tvOS: the bar has scrolled off the screen.
    public var scrolledOffscreen: Bool = false
    /// Whether the bar's own background is drawn (false: the iPad sidebar replaces the bar;
    /// the tvOS bar scrolled away).
    public var drawsBar: Bool = true
}

extension PlatformTabBarLayout {
    /// The layout nodes of these parts (roles `tabBar.sidebarButton`, `tabBar.sidebar`, …).
    var nodes: [LayoutNode] {
        var out: [LayoutNode] = []
        func control(_ role: String, _ c: ControlLayout, _ attributes: [String: String] = [:]) -> LayoutNode {
            var kids: [LayoutNode] = []
            if let i = c.icon { kids.append(LayoutNode(role: role + ".icon", frame: i.frame, attributes: TabBarLayout.imageAttributes(i.image))) }
            if let t = c.title { kids.append(LayoutNode(role: role + ".title", frame: t.frame, attributes: ["text": t.text])) }
            return LayoutNode(role: role, frame: c.frame, attributes: attributes, children: kids)
        }
        if let b = background { out.append(LayoutNode(role: "tabBar.background", frame: b)) }
        if let l = logo { out.append(LayoutNode(role: "tabBar.logo", frame: l.frame, attributes: ["file": l.image.path])) }
        if let s = sidebarButton { out.append(control("tabBar.sidebarButton", s)) }
        if let o = overflowButton { out.append(control("tabBar.overflowButton", o)) }
        if let f = focus { out.append(LayoutNode(role: "tabBar.focus", frame: f.frame, index: f.index)) }
        for f in fades {
            out.append(LayoutNode(role: "tabBar.fade", frame: f.frame, attributes: ["towards": f.towardsMaxX ? "maxX" : "minX"]))
        }
        if let sb = sidebar {
            var kids: [LayoutNode] = []
            for h in sb.headers {
                kids.append(LayoutNode(role: "tabBar.sidebar.header", frame: h.frame, attributes: ["text": h.title.text],
                                       children: [LayoutNode(role: "tabBar.sidebar.header.title", frame: h.title.frame, attributes: ["text": h.title.text])]))
            }
            for r in sb.rows {
                var rk: [LayoutNode] = []
                if let i = r.icon { rk.append(LayoutNode(role: "tabBar.sidebar.row.icon", frame: i.frame, index: r.index, attributes: TabBarLayout.imageAttributes(i.image))) }
                if let t = r.title {
                    var a = ["text": t.text]
                    if t.truncated { a["truncated"] = "true" }
                    rk.append(LayoutNode(role: "tabBar.sidebar.row.title", frame: t.frame, index: r.index, attributes: a))
                }
                var a: [String: String] = [:]
                if r.isSelected { a["selected"] = "true" }
                if !r.isEnabled { a["enabled"] = "false" }
                kids.append(LayoutNode(role: "tabBar.sidebar.row", frame: r.frame, index: r.index, attributes: a, children: rk))
            }
            if let e = sb.editButton { kids.append(control("tabBar.sidebar.editButton", e)) }
            out.append(LayoutNode(role: "tabBar.sidebar", frame: sb.frame, attributes: ["floating": sb.floating ? "true" : "false"], children: kids))
        }
        return out
    }

    /// These parts mirrored across the vertical line `x = axis` (right-to-left).
    func mirrored(aroundX axis: Double) -> PlatformTabBarLayout {
        func m(_ r: Rect) -> Rect { r.mirrored(aroundX: axis) }
        func mi(_ i: IconSlot) -> IconSlot { IconSlot(frame: m(i.frame), image: i.image, mirrored: i.mirrored) }
        func mc(_ c: ControlLayout) -> ControlLayout {
            ControlLayout(frame: m(c.frame), icon: c.icon.map(mi), title: c.title.map { mirrorText($0, axis: axis) })
        }
        var o = self
        o.componentCanvas = m(componentCanvas)
        o.background = background.map(m)
        o.sidebarButton = sidebarButton.map(mc)
        o.overflowButton = overflowButton.map(mc)
        o.logo = logo.map { LogoLayout(frame: m($0.frame), image: $0.image) }
        o.focus = focus.map { FocusLayout(index: $0.index, frame: m($0.frame), title: $0.title.map { mirrorText($0, axis: axis) },
                                          iconFrame: $0.iconFrame.map(m)) }
        o.fades = fades.map { FadeLayout(frame: m($0.frame), towardsMaxX: !$0.towardsMaxX) }
        o.sidebar = sidebar.map { sb in
            SidebarLayout(frame: m(sb.frame), floating: sb.floating,
                          rows: sb.rows.map { SidebarRow(index: $0.index, frame: m($0.frame), icon: $0.icon.map(mi),
                                                         title: $0.title.map { mirrorText($0, axis: axis) },
                                                         isSelected: $0.isSelected, isEnabled: $0.isEnabled) },
                          headers: sb.headers.map { SidebarHeader(frame: m($0.frame), title: mirrorText($0.title, axis: axis), chevron: mi($0.chevron)) },
                          editButton: sb.editButton.map(mc))
        }
        return o
    }
}
