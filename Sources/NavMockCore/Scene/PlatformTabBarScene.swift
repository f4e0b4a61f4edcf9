// What the tab bars of the iPad's top bar, Apple TV, Vision Pro and Mac draw alike: the tint,
// dimming, badges, a Liquid Glass capsule with a platform's numbers, and the SVG description's
// phrase for their state. Each design's own drawing is in its folder under Designs/.

/// A phrase for the SVG description: the platform state drawn.
func platformTabBarSummary(_ tb: LayoutNode, spec: TabBarSpec) -> String {
    var parts: [String] = []
    if tb.componentCanvas != nil {
        let sidebar = tb.child(.tabBarSidebar)
        if sidebar != nil { parts.append("sidebar shown") }
        if tb.child(.tabBarSidebarButton) != nil && sidebar == nil { parts.append("with the sidebar button") }
        if let i = tb.child(.tabBarFocus)?.index { parts.append("focused: \(spec.items[i].title ?? "tab \(i + 1)")") }
        let fades = tb.children(.tabBarFade)
        if !fades.isEmpty { parts.append("tabs fade at the \(fades.count == 2 ? "ends" : "end")") }
        if tb.bool(.scrolledOffscreen) == true { parts.append("scrolled offscreen") }
        if tb.bool(.expanded) == true { parts.append("expanded") }
        if tb.child(.tabBarLogo) != nil { parts.append("with a logo") }
    }
    if !tb.overflowIndices.isEmpty { parts.append("\(tb.overflowIndices.count) tabs in the overflow menu") }
    return parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")
}

/// `c` as a disabled item draws it (dimmed), or `c` for an enabled one.
func dimmed(_ c: Color, _ enabled: Bool) -> Color { enabled ? c : c.withAlphaMultiplied(by: ChromeMetricTable.standard.disabledAlpha) }

/// Each item's badge: its capsule and its text, both with the badge node's identity.
func badgeItems(_ items: [LayoutNode], _ colors: ColorContext) -> [SceneElement] {
    let red = SystemColor.systemRed.color(in: colors)
    var out: [SceneElement] = []
    for it in items {
        guard let b = it.badge else { continue }
        out.append(b.elementID, .fill(.capsule(b.frame), .solid(red)))
        if let t = b.textLayout { out.append(b.elementID, .text(t, .white)) }
    }
    return out
}

/// A Liquid Glass capsule on the iPhone's see-through model with a platform's numbers: shadow,
/// material (opaque with Reduce Transparency), and with Increase Contrast a 1 pt border.
func liquidGlassShape(_ shape: SceneShape, _ table: PlatformGlassMetricTable, material: LiquidGlassMaterial? = nil,
                              _ ap: Appearance, _ a11y: AccessibilitySettings) -> [SceneItem] {
    let chrome = ChromeMetricTable.standard
    return [.glassShadow([shape], table.shadow(ap))]
        + liquidGlassItems(shape, ap, reduceTransparency: a11y.reduceTransparency, opaque: chrome.opaque(ap),
                           contrastBorder: a11y.increaseContrast ? chrome.contrastBorder(ap) : nil, material: material ?? table.material(ap))
}
