// `UITabBarAppearance` in the scene of the iPhone bars and the iPad bottom bar: the classic
// bar's background (configuration, effect, colour, image, hairline or shadow image), the Liquid
// Glass capsule's background colour, item and badge colours per state, the selection indicator
// image and the keyboard focus ring. Which appearance is in effect is decided in
// Layout/AppearanceLayout.swift; which design honours which field is docs/tab-bar-appearance.md.

/// The classic bar's background as `a` says: the configuration's material (or none), then the
/// colour, the image, and the hairline (or the shadow image) on the bar's top edge. Reduce
/// Transparency makes a material opaque, as for the design's own background.
/// Items have the identities `tabBar.background` and (the hairline or shadow image) `tabBar.hairline`.
func appearanceBackground(_ a: UITabBarAppearanceSpec, tb: LayoutNode, colors: ColorContext, a11y: AccessibilitySettings) -> [SceneElement] {
    let ap = colors.appearance
    let rect = tb.backgroundFrame
    let config = a.configureWith ?? .default
    let effect = a.backgroundEffect ?? (config == .default ? .systemChromeMaterial : .none)
    let chrome = ChromeMetricTable.standard
    let m = AppearanceMetrics.standard
    var out: [SceneElement] = []
    let background = SceneElementID(.tabBarBackground), hairline = SceneElementID(.tabBarHairline)
    if let tint = m.tint(effect, ap) {
        out.append(background, a11y.reduceTransparency ? .fill(.rect(rect), .solid(chrome.opaque(ap)))
                                           : .glass(.rect(rect), tint: tint, blur: m.materialBlur))
    }
    if let c = appearanceBackgroundColor(a, colors: colors) {
        out.append(background, .fill(.rect(rect), .solid(c)))
    }
    if let img = a.backgroundImage {
        out.append(background, .placedImage(img, frame: rect, mode: a.backgroundImageContentMode ?? .scaleToFill))
    }
    if let s = a.shadowImage {
        // UIKit's shadow view spans the bar's width, its height the image's own, its bottom on the
        // bar's top edge (UK26 `_shadowFrameForBounds:height:`): stretched across, clipped to the bar's height.
        out.append(hairline, .placedImage(s, frame: Rect(x: tb.frame.minX, y: tb.frame.minY - tb.frame.height, width: tb.frame.width, height: tb.frame.height),
                                mode: .bottom, stretchesWidth: true))
    } else {
        var hair = a.shadowColor?.resolved(in: colors)
            ?? (config == .transparentBackground ? nil : (ap == .light ? ClassicTabBarMetrics.hairlineLight : ClassicTabBarMetrics.hairlineDark))
        if a11y.increaseContrast, let h = hair, h.alpha > 0 { hair = chrome.contrastBorder(ap).withAlpha(min(1, h.alpha * 2)) }
        if let h = hair, h.alpha > 0 {
            out.append(hairline, .hairline(y: tb.frame.minY, x0: tb.frame.minX, x1: tb.frame.maxX, color: h))
        }
    }
    return out
}

/// The Liquid Glass capsule's share of the appearance: the background colour over the glass (the
/// WWDC25 guidance warns that it covers the glass, so it is drawn), nothing of the rest.
func glassAppearanceBackground(_ a: UITabBarAppearanceSpec, tb: LayoutNode, colors: ColorContext) -> [SceneItem] {
    guard let c = a.backgroundColor?.resolved(in: colors), a.configureWith != .transparentBackground else { return [] }
    return [.fill(.capsule(tb.frame), .solid(c))]
}

/// Whether the iOS 26 glass bar keeps its material under `active`: not with
/// `configureWithTransparentBackground`, which removes it altogether — no blur, lens, tint, rim
/// or shadow, the content sharp behind the items — leaving only the selection pill glassy
/// (cupertino_native_better pull 74, measured on an iOS 26.5 simulator, B; docs/tab-bar-appearance.md).
func glassBarKeepsMaterial(_ active: ActiveAppearance?) -> Bool {
    active?.background.configureWith != .transparentBackground
}

/// The state appearance of `it` in the active appearance, or nil.
func stateAppearance(_ it: LayoutNode, tb: LayoutNode, env: Environment) -> TabBarItemStateAppearanceSpec? {
    guard let style = tb.tabBarStyle, let active = style.appearance else { return nil }
    let focused = style.keyboardFocusIndex
    return active.items.itemAppearance(itemLayoutStyle(of: tb), itemState(it, focusedIndex: focused), selected: it.isSelected)
}

/// The icon and title colours the item's state appearance sets (nil: the design's).
func appearanceItemColors(_ it: LayoutNode, tb: LayoutNode, env: Environment, colors: ColorContext) -> (icon: Color?, title: Color?) {
    guard let st = stateAppearance(it, tb: tb, env: env) else { return (nil, nil) }
    return (st.iconColor?.resolved(in: colors), st.titleTextAttributes?.foregroundColor?.resolved(in: colors))
}

/// Badges in their state's colours (fill default systemRed, text default white).
func appearanceBadgeItems(_ tb: LayoutNode, env: Environment, colors: ColorContext) -> [SceneElement] {
    let red = SystemColor.systemRed.color(in: colors)
    var out: [SceneElement] = []
    for it in tb.items {
        guard let b = it.badge else { continue }
        let st = stateAppearance(it, tb: tb, env: env)
        out.append(b.elementID, .fill(.capsule(b.frame), .solid(st?.badgeBackgroundColor?.resolved(in: colors) ?? red)))
        if let t = b.textLayout { out.append(b.elementID, .text(t, st?.badgeTextAttributes?.foregroundColor?.resolved(in: colors) ?? .white)) }
    }
    return out
}

/// What the active appearance draws under the items: the selection indicator image behind the
/// selected item (stretched to its frame), tinted with `selectionIndicatorTintColor` when given.
/// UIKit's documentation of `UITabBarAppearance.selectionIndicatorTintColor` says it tints the
/// selection indicator image; the tint reaches an image drawn as a template (no colour of its
/// own), so with the colour NavMock draws the image's alpha as a mask filled with it, and without
/// it the image as it is.
func selectionIndicatorItems(_ tb: LayoutNode, env: Environment, colors: ColorContext) -> [SceneItem] {
    guard let active = tb.tabBarStyle?.appearance?.items, let img = active.selectionIndicatorImage,
          let sel = tb.items.first(where: \.isSelected) else { return [] }
    return [.placedImage(img, frame: sel.frame, mode: .scaleToFill, tint: active.selectionIndicatorTintColor?.resolved(in: colors))]
}

/// The keyboard focus ring around the focused item's icon and title (iPhone and iPad with a
/// hardware keyboard): a rounded outline in the tint colour. Its numbers are estimates
/// (``AppearanceMetrics``); no published reference shows it on a tab bar.
func focusRingItems(_ tb: LayoutNode, env: Environment, tint: Color) -> [SceneItem] {
    guard let f = tb.tabBarStyle?.keyboardFocusIndex,
          let it = tb.items.first(where: { $0.index == f && $0.itemKind == .tab }) else { return [] }
    let m = AppearanceMetrics.standard
    var content = it.icon?.frame ?? it.title?.frame ?? it.frame
    if let t = it.title?.frame { content = content.union(t) }
    let ring = content.insetBy(dx: -m.focusRingOutset, dy: -m.focusRingOutset)
    return [.stroke(.roundedRect(ring, radius: m.focusRingRadius), tint, width: m.focusRingWidth)]
}

/// The classic bar's appearance colour as a fill under the home indicator, so that the indicator
/// is light over a dark brand colour and dark over a light one; empty without an appearance colour.
func appearanceUnderlay(_ layout: Layout, tabBar: LayoutNode?) -> [SceneItem] {
    guard let tb = tabBar, tb.tabBarDesign == .classic, let style = tb.tabBarStyle else { return [] }
    let env = barEnvironment(layout.environment, style)
    guard let a = style.appearance?.background,
          let c = appearanceBackgroundColor(a, colors: env.colors(env.accessibility)) else { return [] }
    return [.fill(.rect(tb.backgroundFrame), .solid(c))]
}

/// The environment the bar is drawn in: the spec's, in SwiftUI's `toolbarColorScheme` when given.
func barEnvironment(_ env: Environment, _ style: TabBarStyle) -> Environment {
    var e = env
    if let scheme = style.colorScheme { e.appearance = scheme }
    return e
}

/// The appearance's background colour: `backgroundColor`, else `systemBackground` for
/// `opaqueBackground`, else none.
func appearanceBackgroundColor(_ a: UITabBarAppearanceSpec, colors: ColorContext) -> Color? {
    a.backgroundColor?.resolved(in: colors) ?? (a.configureWith == .opaqueBackground ? SystemColor.systemBackground.color(in: colors) : nil)
}
