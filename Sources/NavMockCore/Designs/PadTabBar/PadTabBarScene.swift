// The display list of the iPad's tab bar of iPadOS 18 and 26 and of its sidebar. Colours are
// resolved here for the spec's appearance; the numbers come from PadTabBarMetrics.swift.

/// The iPadOS 26 sidebar's frosted glass (sidebars stay frosted: glass reads more opaque in large
/// elements): shadow, blurred backdrop with a tint, rim.
func sidebarGlassShape(_ shape: SceneShape, _ ap: Appearance, _ a11y: AccessibilitySettings) -> [SceneItem] {
    let m = PadSidebarGlassMetrics.self
    var out: [SceneItem] = [.shadow(shape, Color(hex: 0, alpha: ap == .light ? m.shadowOpacity : m.shadowOpacity * 2), radius: m.shadowRadius)]
    let chrome = ChromeMetricTable.standard
    out.append(a11y.reduceTransparency ? .fill(shape, .solid(chrome.opaque(ap)))
                                       : .glass(shape, tint: ap == .light ? m.tintLight : m.tintDark, blur: m.blur))
    let rim: SceneShape
    let i = chrome.rimInset
    switch shape {
    case .ellipse(let r): rim = .ellipse(r.insetBy(dx: i, dy: i))
    case .roundedRect(let r, let rad): rim = .roundedRect(r.insetBy(dx: i, dy: i), radius: rad)
    case .rect(let r): rim = .rect(r.insetBy(dx: i, dy: i))
    case .capsule(let r): rim = .capsule(r.insetBy(dx: i, dy: i))
    }
    out.append(a11y.increaseContrast ? .stroke(rim, chrome.contrastBorder(ap), width: 1)
                                     : .stroke(rim, ap == .light ? m.rimLight : m.rimDark, width: 0.5))
    return out
}


func padTabBarItems(_ tb: LayoutNode, env: Environment, backdrop: [SceneItem]) -> [SceneElement] {
    guard let style = tb.tabBarStyle else { return [] }
    let ap = env.appearance
    let a11y = env.accessibility
    let colors = env.colors(a11y)
    let glass = tb.tabBarDesign == .padGlass
    let tint = style.tint(colors)
    let label = SystemColor.label.color(in: ap)
    var out: [SceneElement] = []
    let background = SceneElementID(.tabBarBackground), selectionID = SceneElementID(.tabBarSelection)
    let sidebar = tb.child(.tabBarSidebar)
    if let sb = sidebar {
        return out + sidebarItems(sb, tb, glass: glass, tint: tint, env: env, a11y: a11y)
    }
    let bar = SceneShape.capsule(tb.frame)
    let selection = tb.child(.tabBarSelection)?.frame
    // Palette (UK26-FTB `contentPaletteProvider`, chosen by the interface style): light — selected
    // in the tint, others in the label colour (the pill is white); dark — selected white, others
    // secondary label (the pill is grey), whatever the tint. iPadOS 26 as the iPhone glass bar.
    let selectedColor: Color, inactive: Color
    if glass || ap == .light {
        selectedColor = tint
        // iPadOS 26: over dark content in light (light content in dark) the glyphs turn (issue 21).
        let adaptive = glass && sidebar == nil ? adaptiveGlassForeground(under: tb.frame, backdrop: backdrop, ap) : nil
        inactive = style.unselectedItemTintColor?.resolved(in: colors) ?? adaptive ?? label
    } else {
        selectedColor = .white
        inactive = style.unselectedItemTintColor?.resolved(in: colors) ?? SystemColor.secondaryLabel.color(in: ap)
    }
    if glass {
        out.append(background, contentsOf: liquidGlassShape(bar, .padTopCapsule, ap, a11y))
        if let s = selection {
            out.append(selectionID, .fill(.capsule(s), .solid(ap == .light ? GlassTabBarMetrics.pillLight : GlassTabBarMetrics.pillDark)))
        }
    } else {
        let m = PadTabBarMetrics.self
        if a11y.reduceTransparency {
            out.append(background, .fill(bar, .solid(ap == .light ? Color(hex: 0xF2F2F7) : Color(hex: 0x1C1C1E))))
        } else {
            out.append(background, .glass(bar, tint: ap == .light ? m.materialLight : m.materialDark, blur: m.materialBlur))
            out.append(background, .fill(bar, .solid(ap == .light ? m.compositingLight : m.compositingDark)))
        }
        if a11y.increaseContrast {
            out.append(background, .stroke(.capsule(tb.frame.insetBy(dx: 0.5, dy: 0.5)), ChromeMetricTable.standard.contrastBorder(ap), width: 1))
        }
        if let s = selection {
            out.append(selectionID, .shadow(.capsule(s.offsetBy(dx: 0, dy: m.selectionShadowOffsetY)), Color(hex: 0, alpha: m.selectionShadowOpacity), radius: m.selectionShadowRadius))
            out.append(selectionID, .fill(.capsule(s), .solid(ap == .light ? m.selectionLight : m.selectionDark)))
        }
    }
    if let i = tb.child(.tabBarSidebarButton)?.icon, let img = i.image {
        out.append(i.elementID, .icon(img, frame: i.frame, color: inactive, mirrored: i.isImageMirrored))
    }
    if let i = tb.child(.tabBarOverflowButton)?.icon, let img = i.image {
        // iPadOS 18 uses `ellipsis.circle`: the dots inside a ring.
        let ring = PadTabBarMetrics.overflowRingWidth, dots = PadTabBarMetrics.overflowDotsInset
        out.append(i.elementID, .icon(img, frame: glass ? i.frame : i.frame.insetBy(dx: dots, dy: dots), color: inactive, mirrored: i.isImageMirrored))
        if !glass { out.append(i.elementID, .stroke(.ellipse(i.frame.insetBy(dx: ring / 2, dy: ring / 2)), inactive, width: ring)) }
    }
    for it in tb.items {
        let c = dimmed(it.isSelected ? selectedColor : inactive, it.isEnabled)
        out += itemContent(it, color: c)
    }
    out += badgeItems(tb.items, colors)
    if let lc = tb.child(.tabBarLargeContent) { out += largeContentItems(lc, ap, a11y) }
    return out
}

/// An item's icon and title in one colour.
func itemContent(_ it: LayoutNode, color c: Color) -> [SceneElement] {
    var out: [SceneElement] = []
    if let i = it.icon, let img = i.image { out.append(i.elementID, .icon(img, frame: i.frame, color: c, mirrored: i.isImageMirrored)) }
    if let t = it.title { out.append(it.elementID(.title), .text(t, c)) }
    return out
}

func sidebarItems(_ sb: LayoutNode, _ tb: LayoutNode, glass: Bool, tint: Color,
                  env: Environment, a11y: AccessibilitySettings) -> [SceneElement] {
    let ap = env.appearance
    let s = SidebarMetrics.table(for: env.platform)
    let label = SystemColor.label.color(in: ap)
    var out: [SceneElement] = []
    if glass {
        out.append(sb.elementID, contentsOf: sidebarGlassShape(.roundedRect(sb.frame, radius: s.floatingCornerRadius), ap, a11y))
    } else {
        let m = PadTabBarMetrics.self
        out.append(sb.elementID, a11y.reduceTransparency ? .fill(.rect(sb.frame), .solid(SystemColor.secondarySystemBackground.color(in: ap)))
                                           : .glass(.rect(sb.frame), tint: ap == .light ? m.materialLight : m.materialDark, blur: m.materialBlur))
        // The 1 px border on the trailing edge (UK26-FTB `sidebarBorderWidth`, inside the bounds).
        if let edge = sb.borderEdge {
            out.append(sb.elementID, .edgeRule(sb.frame, edge: edge, devicePixels: PadSidebarMetrics.borderWidthPixels, color: SystemColor.separator.color(in: ap)))
        }
    }
    if let i = tb.child(.tabBarSidebarButton)?.icon, let img = i.image {
        out.append(i.elementID, .icon(img, frame: i.frame, color: tint, mirrored: i.isImageMirrored))
    }
    if let e = sb.child(.tabBarSidebarEditButton), let t = e.title { out.append(e.elementID(.title), .text(t, tint)) }
    for (n, h) in sb.children(.tabBarSidebarHeader).enumerated() {
        // Headers have no index of their own: numbered in order (`tabBar.sidebar.header-1.title`).
        let header = SceneElementID(.tabBarSidebarHeader, index: h.index ?? n)
        if let t = h.title { out.append(SceneElementID(.tabBarSidebarHeaderTitle, index: h.index ?? n), .text(t, label)) }
        if let c = h.chevron { out.append(header.appending("chevron"), .icon(c.image, frame: c.frame, color: tint, mirrored: c.mirrored)) }
    }
    for r in sb.children(.tabBarSidebarRow) {
        var content = label, iconColor = tint
        if r.isSelected {
            if glass {
                // iPadOS 26: a grey highlight; the row keeps the tint (estimate).
                out.append(r.elementID, .fill(.roundedRect(r.frame, radius: s.rowCornerRadius), .solid(ap == .light ? GlassTabBarMetrics.pillLight : GlassTabBarMetrics.pillDark)))
                content = tint
            } else {
                // iPadOS 18: the row filled with the tint, its content white (estimate, UIKit's sidebar list style).
                out.append(r.elementID, .fill(.roundedRect(r.frame, radius: s.rowCornerRadius), .solid(tint)))
                content = .white; iconColor = .white
            }
        }
        if let i = r.icon, let img = i.image { out.append(i.elementID, .icon(img, frame: i.frame, color: dimmed(iconColor, r.isEnabled), mirrored: i.isImageMirrored)) }
        if let t = r.title { out.append(r.elementID(.title), .text(t, dimmed(content, r.isEnabled))) }
    }
    return out
}
