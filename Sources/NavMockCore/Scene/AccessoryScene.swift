/// The bottom accessory's content: the artwork tile and its symbol, the title, the subtitle and
/// the controls (the same on iPhone and iPad), read from the accessory's node (`tabBar.accessory`).
func accessoryContentItems(_ a: LayoutNode, _ ap: Appearance) -> [SceneElement] {
    let label = SystemColor.label.color(in: ap)
    var out: [SceneElement] = []
    if let artwork = a.child(.tabBarAccessoryArtwork) {
        let f = artwork.frame
        out.append(artwork.elementID, .fill(.roundedRect(f, radius: GlassStateMetrics.artworkRadius), .solid(SystemColor.tertiarySystemFill.color(in: ap))))
        if let img = artwork.image {
            out.append(artwork.elementID, .icon(img, frame: f.insetBy(dx: GlassStateMetrics.artworkSymbolInset, dy: GlassStateMetrics.artworkSymbolInset),
                             color: SystemColor.secondaryLabel.color(in: ap), mirrored: false))
        }
    }
    if let t = a.title { out.append(a.elementID(.title), .text(t, label)) }
    if let st = a.subtitle { out.append(a.elementID(.subtitle), .text(st, SystemColor.secondaryLabel.color(in: ap))) }
    for (n, c) in a.children(.tabBarAccessoryControl).enumerated() {
        // The controls have no index of their own: numbered in order (`tabBar.accessory.control-0`).
        let id = c.index == nil ? SceneElementID(.tabBarAccessoryControl, index: n) : c.elementID
        if let img = c.image { out.append(id, .icon(img, frame: c.frame, color: label, mirrored: c.isImageMirrored)) }
    }
    return out
}

/// Issue 14 §10: the iPadOS 26 regular-width accessory, on its own at the bottom of the view: its
/// shadow, its Liquid Glass capsule (opaque with Reduce Transparency, bordered with Increase
/// Contrast, as the bar's glass), then its content. Nothing for other designs.
func padAccessoryItems(_ tb: LayoutNode, env: Environment) -> [SceneElement] {
    let a11y = env.accessibility
    guard tb.tabBarDesign == .padGlass, let a = tb.child(.tabBarAccessory) else { return [] }
    let ap = env.appearance
    let chrome = ChromeMetricTable.standard
    let shape = SceneShape.capsule(a.frame)
    return ([liquidGlassShadow([shape], ap)]
        + liquidGlassItems(shape, ap, reduceTransparency: a11y.reduceTransparency, opaque: chrome.opaque(ap),
                           contrastBorder: a11y.increaseContrast ? chrome.contrastBorder(ap) : nil)).tagged(a.elementID)
        + accessoryContentItems(a, ap)
}
