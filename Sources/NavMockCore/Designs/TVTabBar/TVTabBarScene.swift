// The display list of the Apple TV's tab bar (tvOS 18 and earlier, and tvOS 26's glass).

func tvTabBarItems(_ tb: LayoutNode, env: Environment, backdrop: [SceneItem]) -> [SceneElement] {
    if let sb = tb.child(.tabBarSidebar), let style = tb.tabBarStyle {   // `sidebarAdaptable` (PadTabBarScene.swift)
        return sidebarItems(sb, tb, glass: sb.attributes[.floating] == .bool(true), tint: style.tint(env.colors(env.accessibility)),
                            env: env, a11y: env.accessibility)
    }
    guard tb.drawsBar, let style = tb.tabBarStyle else { return [] }
    let ap = env.appearance
    let a11y = env.accessibility
    let colors = env.colors(a11y)
    let t = TVTabBarMetrics.self
    let glass = tb.tabBarDesign == .tvGlass
    let look = style.barAppearance
    let label = SystemColor.label.color(in: ap)
    var out: [SceneElement] = []
    let background = SceneElementID(.tabBarBackground)
    if glass {
        let shape = SceneShape.capsule(tb.frame)
        if let c = look.backgroundColor {
            out.append(background, .fill(shape, .solid(c.resolved(in: colors))))
        } else {
            let glassTable = PlatformGlassMetricTable.tv
            let material = look.barTintColor.map { glassTable.material(ap).tinted($0.resolved(in: colors).withAlpha(t.barTintAlpha)) }
            out.append(background, contentsOf: liquidGlassShape(shape, glassTable, material: material, ap, a11y))
        }
    } else if let band = tb.child(.tabBarBackground)?.frame {
        if let img = look.backgroundImage {
            out.append(background, .image(img, frame: band))
        } else if let c = look.backgroundColor {
            out.append(background, .fill(.rect(band), .solid(c.resolved(in: colors))))
        } else if a11y.reduceTransparency {
            out.append(background, .fill(.rect(band), .solid(ap == .light ? Color(hex: 0xE8E8E8) : Color(hex: 0x1C1C1E))))
        } else {
            let tint = look.barTintColor.map { $0.resolved(in: colors).withAlpha(t.barTintAlpha) } ?? (ap == .light ? t.materialLight : t.materialDark)
            out.append(background, .glass(.rect(band), tint: tint, blur: t.materialBlur))
        }
    }
    if let l = tb.child(.tabBarLogo), case .file(let f)? = l.image { out.append(l.elementID, .image(f, frame: l.frame)) }

    var tabs: [SceneElement] = []
    // tvOS 26: the glass's adaptive glyph colour (issue 21), at the unselected opacity.
    let adaptive = glass && look.backgroundColor == nil && look.barTintColor == nil ? adaptiveGlassForeground(under: tb.frame, backdrop: backdrop, ap) : nil
    let unselected = style.unselectedItemTintColor?.resolved(in: colors) ?? (adaptive ?? label).withAlphaMultiplied(by: t.unselectedAlpha)
    let selectedText = style.tintColor?.resolved(in: colors) ?? label.withAlphaMultiplied(by: t.selectedAlpha)
    let focus = tb.child(.tabBarFocus)
    let focused = focus?.index
    if let s = tb.child(.tabBarSelection)?.frame, tb.items.first(where: \.isSelected)?.index != focused {
        tabs.append(SceneElementID(.tabBarSelection), .fill(.capsule(s), .solid(ap == .light ? t.selectedPillLight : t.selectedPillDark)))
    }
    for it in tb.items where it.index != focused {
        tabs += itemContent(it, color: dimmed(it.isSelected ? selectedText : unselected, it.isEnabled))
    }
    if let f = focus, let it = tb.items.first(where: { $0.index == f.index }) {
        let content = f.focusContent
        // The focused tab is drawn again, larger, by the focus node: its parts are the focus's
        // (`tabBar.focus-2.icon`), not the item's, which the pixel check measures at the item's frames.
        tabs.append(f.elementID, .shadow(.capsule(f.frame.offsetBy(dx: 0, dy: t.focusShadowOffsetY)), Color(hex: 0, alpha: t.focusShadowOpacity), radius: t.focusShadowRadius))
        tabs.append(f.elementID, .fill(.capsule(f.frame), .solid(t.focusPill)))
        let c = dimmed(t.focusText, it.isEnabled)
        if let fr = content?.iconFrame, let i = it.icon, let img = i.image { tabs.append(f.elementID.appending("icon"), .icon(img, frame: fr, color: c, mirrored: i.isImageMirrored)) }
        if let tl = content?.title { tabs.append(f.elementID.appending("title"), .text(tl, c)) }
    }
    tabs += badgeItems(tb.items, colors)
    let fades = tb.children(.tabBarFade)
    if fades.isEmpty {
        out += tabs
    } else {
        // The faded ends: one mask across the band, opaque inside, transparent at the cut-off edges.
        let band = tb.componentCanvas ?? tb.frame
        let x0 = band.minX, x1 = band.maxX, w = x1 - x0
        var stops: [GradientStop] = []
        let leading = fades.first { !$0.fadesTowardsMaxX }, trailing = fades.first { $0.fadesTowardsMaxX }
        if let l = leading {
            stops.append(GradientStop(offset: (l.frame.minX - x0) / w, color: .clear))
            stops.append(GradientStop(offset: (l.frame.maxX - x0) / w, color: .black))
        } else {
            stops.append(GradientStop(offset: 0, color: .black))
        }
        if let r = trailing {
            stops.append(GradientStop(offset: (r.frame.minX - x0) / w, color: .black))
            stops.append(GradientStop(offset: (r.frame.maxX - x0) / w, color: .clear))
        } else {
            stops.append(GradientStop(offset: 1, color: .black))
        }
        // One layer for all the tabs: its items share the identity of the bar's items.
        out.append(SceneElementID(.tabBarItem), .masked(tabs.sceneItems, mask: .linear(from: Point(x: x0, y: 0), to: Point(x: x1, y: 0), stops: stops)))
    }
    return out
}
