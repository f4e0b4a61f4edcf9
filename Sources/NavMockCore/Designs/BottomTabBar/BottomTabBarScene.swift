// The display list of the bottom tab bars (classic and Liquid Glass, iPhone and the iPad's bottom
// bar), read from the tab bar's node of the layout tree. Colours are resolved here for the spec's
// appearance; the numbers come from BottomTabBarMetrics.swift and the Liquid Glass tables.

/// The iPhone bars (classic and Liquid Glass) from the tab bar's node of the layout tree.
func tabBarItems(_ tb: LayoutNode, env: Environment, backdrop: [SceneItem] = []) -> [SceneElement] {
    guard let style = tb.tabBarStyle else { return [] }
    let env = barEnvironment(env, style)  // SwiftUI toolbarColorScheme (AppearanceScene.swift)
    let active = style.appearance  // UITabBarAppearance (AppearanceLayout.swift, AppearanceScene.swift)
    let ap = env.appearance
    let a11y = env.accessibility
    let colors = env.colors(a11y)
    var out: [SceneElement] = []
    let background = SceneElementID(.tabBarBackground)
    let tint = style.tint(colors)
    let label = SystemColor.label.color(in: ap)
    let unselected: Color
    // Reduce Transparency: glass and material become opaque (the system's opaque chrome colours).
    let chrome = ChromeMetricTable.standard
    let opaqueChrome = chrome.opaque(ap)
    let contrastBorder = chrome.contrastBorder(ap)

    if let ml = tb.child(.tabBarMoreList) {
        out.append(ml.elementID, .fill(.rect(Rect(origin: .zero, size: env.screenSize)), .solid(SystemColor.systemBackground.color(in: ap))))
        if let t = ml.title { out.append(ml.elementID(.title), .text(t, label)) }
        let sep = SystemColor.separator.color(in: ap)
        for r in ml.children(.tabBarMoreListRow) {
            if let i = r.icon, let img = i.image { out.append(i.elementID, .icon(img, frame: i.frame, color: tint, mirrored: i.isImageMirrored)) }
            if let t = r.title { out.append(r.elementID(.title), .text(t, label)) }
            if let c = r.chevron {
                out.append(r.elementID.appending("chevron"), .icon(c.image, frame: c.frame, color: SystemColor.tertiaryLabel.color(in: ap), mirrored: c.mirrored))
            }
            if let line = r.separator { out.append(r.elementID.appending("separator"), .fill(.rect(line), .solid(sep))) }
        }
    }

    func glassCapsule(_ shape: SceneShape) {
        out.append(background, contentsOf: liquidGlassItems(shape, ap, reduceTransparency: a11y.reduceTransparency, opaque: opaqueChrome,
                                contrastBorder: a11y.increaseContrast ? contrastBorder : nil))
    }

    switch tb.tabBarDesign ?? .classic {
    case .classic:
        unselected = style.unselectedItemTintColor?.resolved(in: colors)
            ?? (a11y.increaseContrast ? label.withAlpha(ap == .light ? chrome.contrastUnselectedAlphaLight : chrome.contrastUnselectedAlphaDark)
                : (ap == .light ? ClassicTabBarMetrics.unselectedLight : ClassicTabBarMetrics.unselectedDark))
        if let active {
            out += appearanceBackground(active.background, tb: tb, colors: colors, a11y: a11y)
        } else if tb.drawsBackground {
            if a11y.reduceTransparency {
                out.append(background, .fill(.rect(tb.backgroundFrame), .solid(opaqueChrome)))
            } else {
                out.append(background, .glass(.rect(tb.backgroundFrame),
                                  tint: ap == .light ? ClassicTabBarMetrics.materialLight : ClassicTabBarMetrics.materialDark,
                                  blur: ClassicTabBarMetrics.materialBlur))
            }
            var hair = ap == .light ? ClassicTabBarMetrics.hairlineLight : ClassicTabBarMetrics.hairlineDark
            if a11y.increaseContrast { hair = contrastBorder.withAlpha(min(1, hair.alpha * 2)) }
            out.append(SceneElementID(.tabBarHairline), .hairline(y: tb.frame.minY, x0: tb.frame.minX, x1: tb.frame.maxX, color: hair))
        }
    case .liquidGlass:
        let m = GlassTabBarMetrics.self
        unselected = style.unselectedItemTintColor?.resolved(in: colors) ?? adaptiveGlassForeground(under: tb.frame, backdrop: backdrop, ap) ?? label
        let shapes = liquidGlassShapes(tb)
        let material = glassBarKeepsMaterial(active)   // not with a transparent background (AppearanceScene.swift)
        if material {
            out.append(background, liquidGlassShadow(shapes, ap))
            shapes.forEach(glassCapsule)
        }
        if let active { out.append(background, contentsOf: glassAppearanceBackground(active.background, tb: tb, colors: colors)) }
        if let s = tb.child(.tabBarSelection)?.frame {
            let id = SceneElementID(.tabBarSelection)
            if material {
                out.append(id, .fill(.capsule(s), .solid(ap == .light ? m.pillLight : m.pillDark)))
            } else {
                // The pill is the one glass left: its own small capsule of Liquid Glass.
                out.append(id, contentsOf: liquidGlassItems(.capsule(s), ap, reduceTransparency: a11y.reduceTransparency, opaque: opaqueChrome,
                                                            contrastBorder: a11y.increaseContrast ? contrastBorder : nil))
            }
        }
        if let a = tb.child(.tabBarAccessory) {
            out += accessoryContentItems(a, ap)
        }
    default:
        // Not drawn here (each design's scene is in the registry); nothing of the iPhone chrome applies.
        unselected = style.unselectedItemTintColor?.resolved(in: colors) ?? label
    }
    if active != nil { out.append(SceneElementID(.tabBarSelection), contentsOf: selectionIndicatorItems(tb, env: env, colors: colors)) }
    var all = tb.items
    if let s = tb.searchButton { all.append(s) }
    // The selected search tab's field: magnifier and placeholder in the secondary label colour.
    let placeholder = SystemColor.secondaryLabel.color(in: ap)
    for it in all {
        let isField = tb.isSearchExpanded && it.role == .tabBarSearchItem
        var color = isField ? placeholder : (it.isSelected ? tint : unselected)
        // Disabled tabs are drawn at about a third of their colour's opacity (UIKit dims them).
        if !it.isEnabled { color = color.withAlphaMultiplied(by: chrome.disabledAlpha) }
        let custom = active == nil ? (icon: nil, title: nil) : appearanceItemColors(it, tb: tb, env: env, colors: colors)
        if let icon = it.icon, let img = icon.image {
            let f = icon.frame
            let glass = tb.tabBarDesign == .liquidGlass
            let iconColor = custom.icon ?? (glass && !it.isSelected && it.isEnabled
                ? liquidGlassIconColor(title: color, under: tb.frame, backdrop: backdrop, ap) : color)
            if glass && it.isEnabled && img.symbolName != nil {
                out.append(icon.elementID, .emboldenedIcon(img, frame: f, color: iconColor, mirrored: icon.isImageMirrored, outline: LiquidGlassMetrics.outline(for: img)))
            } else if tb.tabBarDesign == .classic && it.isEnabled, let name = img.symbolName {
                // Each stand-in symbol brought to the classic bar's weight (issue 40 item 3).
                let cm = ClassicTabBarMetrics.self
                // The weight of the box's point size, also for a glyph drawn smaller in it.
                let side = max(f.width, f.height) / classicSymbolSideFactor(img)
                let stroke = cm.symbolStrokeRatio * (cm.symbolStrokeFactors[name] ?? 1) * side
                out.append(icon.elementID, .weightedIcon(img, frame: f, color: iconColor, mirrored: icon.isImageMirrored, stroke: stroke))
            } else {
                out.append(icon.elementID, .icon(img, frame: f, color: iconColor, mirrored: icon.isImageMirrored))
            }
        }
        if let t = it.title { out.append(it.elementID(.title), .text(t, custom.title ?? color)) }
        // The field's dictation microphone, in the placeholder's colour, drawn as the magnifier is.
        if isField, let mic = it.child(.tabBarSearchItemDictation), let img = mic.image {
            out.append(mic.elementID, .emboldenedIcon(img, frame: mic.frame, color: color, mirrored: mic.isImageMirrored, outline: LiquidGlassMetrics.symbolOutline))
        }
    }
    out.append(SceneElementID(.tabBarFocus), contentsOf: focusRingItems(tb, env: env, tint: tint))
    // Badges last: never covered or clipped by the bar, its glass or a neighbour.
    out += active == nil ? badgeItems(tb.items, colors) : appearanceBadgeItems(tb, env: env, colors: colors)
    if let lc = tb.child(.tabBarLargeContent) { out += largeContentItems(lc, ap, a11y) }
    return out
}

/// The Large Content Viewer's panel, icon and title (the same on every platform that has it),
/// from its node (`tabBar.largeContent`).
func largeContentItems(_ lc: LayoutNode, _ ap: Appearance, _ a11y: AccessibilitySettings) -> [SceneElement] {
    let label = SystemColor.label.color(in: ap)
    let m = ChromeMetricTable.standard
    let panel = (ap == .light ? m.largeContentPanelLight : m.largeContentPanelDark).withAlpha(a11y.reduceTransparency ? 1 : m.largeContentPanelAlpha)
    var out: [SceneElement] = ([
        .shadow(.roundedRect(lc.frame, radius: GlassStateMetrics.largeContentRadius), m.largeContentShadow, radius: m.largeContentShadowRadius),
        .fill(.roundedRect(lc.frame, radius: GlassStateMetrics.largeContentRadius), .solid(panel)),
    ] as [SceneItem]).tagged(lc.elementID)
    if let i = lc.icon, let img = i.image { out.append(i.elementID, .icon(img, frame: i.frame, color: label, mirrored: i.isImageMirrored)) }
    if let t = lc.title { out.append(lc.elementID(.title), .text(t, label)) }
    return out
}
