// The display list of the Vision Pro's tab bar (the ornament), and the room around the window.

/// The visionOS backdrop: the room around the window (passthrough) and the spec's backdrop kept
/// inside the window's width, so that the ornament's glass shows the room beside the window.
func visionBackdrop(_ layout: Layout, _ items: [SceneItem]) -> [SceneItem] {
    let env = layout.environment
    let room = env.appearance == .light ? VisionTabBarMetrics.roomLight : VisionTabBarMetrics.roomDark
    let window = Rect(origin: .zero, size: env.screenSize)
    // A hard-edged mask across the window's width: the content stops at its sides.
    let inside: [GradientStop] = [GradientStop(offset: 0, color: .clear), GradientStop(offset: 0, color: .black),
                                  GradientStop(offset: 1, color: .black), GradientStop(offset: 1, color: .clear)]
    return [.fill(.rect(layout.canvas.union(window).insetBy(dx: -ChromeMetricTable.standard.roomOutset, dy: -ChromeMetricTable.standard.roomOutset)), .solid(room)),
            .masked(items, mask: .linear(from: Point(x: window.minX, y: 0), to: Point(x: window.maxX, y: 0), stops: inside))]
}


func visionTabBarItems(_ tb: LayoutNode, env: Environment) -> [SceneElement] {
    guard let style = tb.tabBarStyle else { return [] }
    let a11y = env.accessibility
    let ap = env.appearance
    let colors = env.colors(a11y)
    let v = VisionTabBarMetrics.self
    let window = Rect(origin: .zero, size: env.screenSize)
    let room = ap == .light ? v.roomLight : v.roomDark
    var out: [SceneElement] = []
    let background = SceneElementID(.tabBarBackground)
    let windowID = SceneElementID.canvas.appending("window")
    // The window's rounded corners: a wide stroke in the room's colour hides the square corners of
    // the content; then a faint rim.
    let cut = v.cornerCut
    out.append(windowID, .stroke(.roundedRect(window.insetBy(dx: -cut / 2, dy: -cut / 2), radius: v.windowCornerRadius + cut / 2), room, width: cut))
    out.append(windowID, .stroke(.roundedRect(window.insetBy(dx: 0.5, dy: 0.5), radius: v.windowCornerRadius), v.windowRim, width: 1))
    if let sb = tb.child(.tabBarSidebar) {   // `sidebarAdaptable`: the sections' tabs, in the window (PadTabBarScene.swift)
        out += sidebarItems(sb, tb, glass: true, tint: style.tint(colors), env: env, a11y: a11y)
    }
    let radius = v.collapsedWidth / 2
    let shape = SceneShape.roundedRect(tb.frame, radius: radius)
    let glass = PlatformGlassMetricTable.visionOrnament
    out.append(background, .glassShadow([shape], glass.shadow(ap)))
    out.append(background, a11y.reduceTransparency ? .fill(shape, .solid(Color(hex: 0x3A3A3C))) : .liquidGlass(shape, glass.material(ap)))
    if a11y.increaseContrast {
        out.append(background, .stroke(.roundedRect(tb.frame.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5), ChromeMetricTable.standard.contrastRimVision, width: 1))
    } else if a11y.reduceTransparency {
        out.append(background, .stroke(.roundedRect(tb.frame.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5), v.rim, width: 1))
    }
    if let s = tb.child(.tabBarSelection)?.frame {
        out.append(SceneElementID(.tabBarSelection), .fill(tb.bool(.expanded) == true ? .roundedRect(s, radius: v.itemSide / 2) : .ellipse(s), .solid(v.selection)))
    }
    let white = Color.white
    let unselected = style.unselectedItemTintColor?.resolved(in: colors) ?? white.withAlpha(v.unselectedAlpha)
    let selected = style.tintColor?.resolved(in: colors) ?? white
    for it in tb.items {
        out += itemContent(it, color: dimmed(it.isSelected ? selected : unselected, it.isEnabled))
    }
    out += badgeItems(tb.items, colors)
    return out
}
