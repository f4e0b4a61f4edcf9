// The display lists of the iPad (18, 26), tvOS, visionOS and macOS tab bars. Colours are
// resolved here for the spec's appearance; the numbers come from PadTVVisionMacMetrics.swift.

/// The display list of an iPad, tvOS, visionOS or macOS tab bar. `backdrop` (the scene's) decides
/// the adaptive glyph colour on the iPadOS 26 and tvOS 26 glass.
func partsTabBarItems(_ tb: LayoutNode, spec: TabBarSpec, env: Environment, accessibility: AccessibilitySettings,
                      backdrop: [SceneItem] = []) -> [SceneItem] {
    guard tb.componentCanvas != nil else { return [] }
    switch tb.tabBarDesign {
    case .padFloating?, .padGlass?: return padItems(tb, spec: spec, env: env, a11y: accessibility, backdrop: backdrop)
    case .tv?: return tvItems(tb, spec: spec, env: env, a11y: accessibility, backdrop: backdrop)
    case .vision?: return visionItems(tb, spec: spec, env: env, a11y: accessibility)
    case .mac?: return macItems(tb, spec: spec, env: env, a11y: accessibility)
    case .classic?, .liquidGlass?, nil: return []
    }
}

/// The backdrop as the platform shows it: for visionOS, the room around the window (passthrough)
/// and the spec's backdrop kept inside the window's width, so that the ornament's glass shows the
/// room beside the window. Other platforms: `items` as they are.
func partsBackdrop(_ layout: Layout, tabBar: LayoutNode?, _ items: [SceneItem]) -> [SceneItem] {
    guard tabBar?.tabBarDesign == .vision else { return items }
    let env = layout.environment
    let room = env.appearance == .light ? VisionTabBarMetrics.roomLight : VisionTabBarMetrics.roomDark
    let window = Rect(origin: .zero, size: env.screenSize)
    // A hard-edged mask across the window's width: the content stops at its sides.
    let inside: [GradientStop] = [GradientStop(offset: 0, color: .clear), GradientStop(offset: 0, color: .black),
                                  GradientStop(offset: 1, color: .black), GradientStop(offset: 1, color: .clear)]
    return [.fill(.rect(layout.canvas.union(window).insetBy(dx: -ChromeMetricTable.standard.roomOutset, dy: -ChromeMetricTable.standard.roomOutset)), .solid(room)),
            .masked(items, mask: .linear(from: Point(x: window.minX, y: 0), to: Point(x: window.maxX, y: 0), stops: inside))]
}

/// A phrase for the SVG description: the platform state drawn.
func partsSummary(_ tb: LayoutNode, spec: TabBarSpec) -> String {
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

private func tintColor(_ spec: TabBarSpec, _ colors: ColorContext) -> Color { (spec.tintColor ?? .system(.systemBlue)).resolved(in: colors) }

private func dimmed(_ c: Color, _ enabled: Bool) -> Color { enabled ? c : c.withAlphaMultiplied(by: ChromeMetricTable.standard.disabledAlpha) }

func badgeItems(_ items: [LayoutNode], _ colors: ColorContext) -> [SceneItem] {
    let red = SystemColor.systemRed.color(in: colors)
    var out: [SceneItem] = []
    for it in items {
        guard let b = it.badge else { continue }
        out.append(.fill(.capsule(b.frame), .solid(red)))
        if let t = b.textLayout { out.append(.text(t, .white)) }
    }
    return out
}

/// A Liquid Glass capsule on the iPhone's see-through model with a platform's numbers: shadow,
/// material (opaque with Reduce Transparency), and with Increase Contrast a 1 pt border.
private func liquidGlassShape(_ shape: SceneShape, _ table: PadTVVisionGlassMetricTable, material: LiquidGlassMaterial? = nil,
                              _ ap: Appearance, _ a11y: AccessibilitySettings) -> [SceneItem] {
    let chrome = ChromeMetricTable.standard
    return [.glassShadow([shape], table.shadow(ap))]
        + liquidGlassItems(shape, ap, reduceTransparency: a11y.reduceTransparency, opaque: chrome.opaque(ap),
                           contrastBorder: a11y.increaseContrast ? chrome.contrastBorder(ap) : nil, material: material ?? table.material(ap))
}

/// The iPadOS 26 sidebar's frosted glass (sidebars stay frosted: glass reads more opaque in large
/// elements): shadow, blurred backdrop with a tint, rim.
private func sidebarGlassShape(_ shape: SceneShape, _ ap: Appearance, _ a11y: AccessibilitySettings) -> [SceneItem] {
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

// MARK: - iPad

private func padItems(_ tb: LayoutNode, spec: TabBarSpec, env: Environment, a11y: AccessibilitySettings,
                      backdrop: [SceneItem]) -> [SceneItem] {
    let ap = env.appearance
    let colors = env.colors(a11y)
    let glass = tb.tabBarDesign == .padGlass
    let tint = tintColor(spec, colors)
    let label = SystemColor.label.color(in: ap)
    var out: [SceneItem] = []
    let sidebar = tb.child(.tabBarSidebar)
    if let sb = sidebar {
        return out + sidebarItems(sb, tb, glass: glass, tint: tint, spec: spec, env: env, a11y: a11y)
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
        inactive = spec.unselectedItemTintColor?.resolved(in: colors) ?? adaptive ?? label
    } else {
        selectedColor = .white
        inactive = spec.unselectedItemTintColor?.resolved(in: colors) ?? SystemColor.secondaryLabel.color(in: ap)
    }
    if glass {
        out += liquidGlassShape(bar, .padTopCapsule, ap, a11y)
        if let s = selection {
            out.append(.fill(.capsule(s), .solid(ap == .light ? GlassTabBarMetrics.pillLight : GlassTabBarMetrics.pillDark)))
        }
    } else {
        let m = PadTabBarMetrics.self
        if a11y.reduceTransparency {
            out.append(.fill(bar, .solid(ap == .light ? Color(hex: 0xF2F2F7) : Color(hex: 0x1C1C1E))))
        } else {
            out.append(.glass(bar, tint: ap == .light ? m.materialLight : m.materialDark, blur: m.materialBlur))
            out.append(.fill(bar, .solid(ap == .light ? m.compositingLight : m.compositingDark)))
        }
        if a11y.increaseContrast {
            out.append(.stroke(.capsule(tb.frame.insetBy(dx: 0.5, dy: 0.5)), ChromeMetricTable.standard.contrastBorder(ap), width: 1))
        }
        if let s = selection {
            out.append(.shadow(.capsule(s.offsetBy(dx: 0, dy: m.selectionShadowOffsetY)), Color(hex: 0, alpha: m.selectionShadowOpacity), radius: m.selectionShadowRadius))
            out.append(.fill(.capsule(s), .solid(ap == .light ? m.selectionLight : m.selectionDark)))
        }
    }
    if let i = tb.child(.tabBarSidebarButton)?.icon, let img = i.image {
        out.append(.icon(img, frame: i.frame, color: inactive, mirrored: i.isImageMirrored))
    }
    if let i = tb.child(.tabBarOverflowButton)?.icon, let img = i.image {
        // iPadOS 18 uses `ellipsis.circle`: the dots inside a ring.
        let ring = PadTabBarMetrics.overflowRingWidth, dots = PadTabBarMetrics.overflowDotsInset
        out.append(.icon(img, frame: glass ? i.frame : i.frame.insetBy(dx: dots, dy: dots), color: inactive, mirrored: i.isImageMirrored))
        if !glass { out.append(.stroke(.ellipse(i.frame.insetBy(dx: ring / 2, dy: ring / 2)), inactive, width: ring)) }
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
private func itemContent(_ it: LayoutNode, color c: Color) -> [SceneItem] {
    var out: [SceneItem] = []
    if let i = it.icon, let img = i.image { out.append(.icon(img, frame: i.frame, color: c, mirrored: i.isImageMirrored)) }
    if let t = it.title { out.append(.text(t, c)) }
    return out
}

private func sidebarItems(_ sb: LayoutNode, _ tb: LayoutNode, glass: Bool, tint: Color, spec: TabBarSpec,
                          env: Environment, a11y: AccessibilitySettings) -> [SceneItem] {
    let ap = env.appearance
    let s = PadSidebarMetrics.self
    let label = SystemColor.label.color(in: ap)
    var out: [SceneItem] = []
    let rtl = env.layoutDirection == .rightToLeft
    if glass {
        out += sidebarGlassShape(.roundedRect(sb.frame, radius: s.floatingCornerRadius), ap, a11y)
    } else {
        let m = PadTabBarMetrics.self
        out.append(a11y.reduceTransparency ? .fill(.rect(sb.frame), .solid(SystemColor.secondarySystemBackground.color(in: ap)))
                                           : .glass(.rect(sb.frame), tint: ap == .light ? m.materialLight : m.materialDark, blur: m.materialBlur))
        // The 1 px border on the trailing edge (UK26-FTB `sidebarBorderWidth`, inside the bounds).
        let w = s.borderWidthPixels / max(env.scale, 1)
        let x = rtl ? sb.frame.minX : sb.frame.maxX - w
        out.append(.fill(.rect(Rect(x: x, y: sb.frame.minY, width: w, height: sb.frame.height)), .solid(SystemColor.separator.color(in: ap))))
    }
    if let i = tb.child(.tabBarSidebarButton)?.icon, let img = i.image {
        out.append(.icon(img, frame: i.frame, color: tint, mirrored: i.isImageMirrored))
    }
    if let t = sb.child(.tabBarSidebarEditButton)?.title { out.append(.text(t, tint)) }
    for h in sb.children(.tabBarSidebarHeader) {
        if let t = h.title { out.append(.text(t, label)) }
        if let c = h.chevron { out.append(.icon(c.image, frame: c.frame, color: tint, mirrored: c.mirrored)) }
    }
    for r in sb.children(.tabBarSidebarRow) {
        var content = label, iconColor = tint
        if r.isSelected {
            if glass {
                // iPadOS 26: a grey highlight; the row keeps the tint (estimate).
                out.append(.fill(.roundedRect(r.frame, radius: s.rowCornerRadius), .solid(ap == .light ? GlassTabBarMetrics.pillLight : GlassTabBarMetrics.pillDark)))
                content = tint
            } else {
                // iPadOS 18: the row filled with the tint, its content white (estimate, UIKit's sidebar list style).
                out.append(.fill(.roundedRect(r.frame, radius: s.rowCornerRadius), .solid(tint)))
                content = .white; iconColor = .white
            }
        }
        if let i = r.icon, let img = i.image { out.append(.icon(img, frame: i.frame, color: dimmed(iconColor, r.isEnabled), mirrored: i.isImageMirrored)) }
        if let t = r.title { out.append(.text(t, dimmed(content, r.isEnabled))) }
    }
    return out
}

// MARK: - tvOS

private func tvItems(_ tb: LayoutNode, spec: TabBarSpec, env: Environment, a11y: AccessibilitySettings,
                     backdrop: [SceneItem]) -> [SceneItem] {
    guard tb.drawsBar else { return [] }
    let ap = env.appearance
    let colors = env.colors(a11y)
    let t = TVTabBarMetrics.self
    let glass = env.osVersion.major >= 26
    let look = spec.barAppearance
    let label = SystemColor.label.color(in: ap)
    var out: [SceneItem] = []
    if glass {
        let shape = SceneShape.capsule(tb.frame)
        if let c = look.backgroundColor {
            out.append(.fill(shape, .solid(c.resolved(in: colors))))
        } else {
            let glassTable = PadTVVisionGlassMetricTable.tv
            let material = look.barTintColor.map { glassTable.material(ap).tinted($0.resolved(in: colors).withAlpha(t.barTintAlpha)) }
            out += liquidGlassShape(shape, glassTable, material: material, ap, a11y)
        }
    } else if let band = tb.child(.tabBarBackground)?.frame {
        if let img = look.backgroundImage {
            out.append(.image(img, frame: band))
        } else if let c = look.backgroundColor {
            out.append(.fill(.rect(band), .solid(c.resolved(in: colors))))
        } else if a11y.reduceTransparency {
            out.append(.fill(.rect(band), .solid(ap == .light ? Color(hex: 0xE8E8E8) : Color(hex: 0x1C1C1E))))
        } else {
            let tint = look.barTintColor.map { $0.resolved(in: colors).withAlpha(t.barTintAlpha) } ?? (ap == .light ? t.materialLight : t.materialDark)
            out.append(.glass(.rect(band), tint: tint, blur: t.materialBlur))
        }
    }
    if let l = tb.child(.tabBarLogo), case .file(let f)? = l.image { out.append(.image(f, frame: l.frame)) }

    var tabs: [SceneItem] = []
    // tvOS 26: the glass's adaptive glyph colour (issue 21), at the unselected opacity.
    let adaptive = glass && look.backgroundColor == nil && look.barTintColor == nil ? adaptiveGlassForeground(under: tb.frame, backdrop: backdrop, ap) : nil
    let unselected = spec.unselectedItemTintColor?.resolved(in: colors) ?? (adaptive ?? label).withAlphaMultiplied(by: t.unselectedAlpha)
    let selectedText = spec.tintColor?.resolved(in: colors) ?? label.withAlphaMultiplied(by: t.selectedAlpha)
    let focus = tb.child(.tabBarFocus)
    let focused = focus?.index
    if let s = tb.child(.tabBarSelection)?.frame, tb.items.first(where: \.isSelected)?.index != focused {
        tabs.append(.fill(.capsule(s), .solid(ap == .light ? t.selectedPillLight : t.selectedPillDark)))
    }
    for it in tb.items where it.index != focused {
        tabs += itemContent(it, color: dimmed(it.isSelected ? selectedText : unselected, it.isEnabled))
    }
    if let f = focus, let it = tb.items.first(where: { $0.index == f.index }) {
        let content = f.focusContent
        tabs.append(.shadow(.capsule(f.frame.offsetBy(dx: 0, dy: t.focusShadowOffsetY)), Color(hex: 0, alpha: t.focusShadowOpacity), radius: t.focusShadowRadius))
        tabs.append(.fill(.capsule(f.frame), .solid(t.focusPill)))
        let c = dimmed(t.focusText, it.isEnabled)
        if let fr = content?.iconFrame, let i = it.icon, let img = i.image { tabs.append(.icon(img, frame: fr, color: c, mirrored: i.isImageMirrored)) }
        if let tl = content?.title { tabs.append(.text(tl, c)) }
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
        out.append(.masked(tabs, mask: .linear(from: Point(x: x0, y: 0), to: Point(x: x1, y: 0), stops: stops)))
    }
    return out
}

// MARK: - visionOS

private func visionItems(_ tb: LayoutNode, spec: TabBarSpec, env: Environment, a11y: AccessibilitySettings) -> [SceneItem] {
    let ap = env.appearance
    let colors = env.colors(a11y)
    let v = VisionTabBarMetrics.self
    let window = Rect(origin: .zero, size: env.screenSize)
    let room = ap == .light ? v.roomLight : v.roomDark
    var out: [SceneItem] = []
    // The window's rounded corners: a wide stroke in the room's colour hides the square corners of
    // the content; then a faint rim.
    let cut = v.cornerCut
    out.append(.stroke(.roundedRect(window.insetBy(dx: -cut / 2, dy: -cut / 2), radius: v.windowCornerRadius + cut / 2), room, width: cut))
    out.append(.stroke(.roundedRect(window.insetBy(dx: 0.5, dy: 0.5), radius: v.windowCornerRadius), v.windowRim, width: 1))
    let radius = v.collapsedWidth / 2
    let shape = SceneShape.roundedRect(tb.frame, radius: radius)
    let glass = PadTVVisionGlassMetricTable.visionOrnament
    out.append(.glassShadow([shape], glass.shadow(ap)))
    out.append(a11y.reduceTransparency ? .fill(shape, .solid(Color(hex: 0x3A3A3C))) : .liquidGlass(shape, glass.material(ap)))
    if a11y.increaseContrast {
        out.append(.stroke(.roundedRect(tb.frame.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5), ChromeMetricTable.standard.contrastRimVision, width: 1))
    } else if a11y.reduceTransparency {
        out.append(.stroke(.roundedRect(tb.frame.insetBy(dx: 0.5, dy: 0.5), radius: radius - 0.5), v.rim, width: 1))
    }
    if let s = tb.child(.tabBarSelection)?.frame {
        out.append(.fill(tb.bool(.expanded) == true ? .roundedRect(s, radius: v.itemSide / 2) : .ellipse(s), .solid(v.selection)))
    }
    let white = Color.white
    let unselected = spec.unselectedItemTintColor?.resolved(in: colors) ?? white.withAlpha(v.unselectedAlpha)
    let selected = spec.tintColor?.resolved(in: colors) ?? white
    for it in tb.items {
        out += itemContent(it, color: dimmed(it.isSelected ? selected : unselected, it.isEnabled))
    }
    out += badgeItems(tb.items, colors)
    return out
}

// MARK: - macOS

private func macItems(_ tb: LayoutNode, spec: TabBarSpec, env: Environment, a11y: AccessibilitySettings) -> [SceneItem] {
    let ap = env.appearance
    let colors = env.colors(a11y)
    let M = MacTabViewMetrics.self
    let m = env.osVersion.major >= 26 ? MacTabViewMetrics.glass : MacTabViewMetrics.classic
    let light = ap == .light
    let window = light ? M.windowLight : M.windowDark
    var out: [SceneItem] = []
    if let box = tb.child(.tabBarBackground)?.frame {
        out.append(.fill(.roundedRect(box, radius: m.boxCornerRadius), .solid(light ? M.boxLight : M.boxDark)))
        out.append(.stroke(.roundedRect(box.insetBy(dx: 0.5, dy: 0.5), radius: m.boxCornerRadius),
                           a11y.increaseContrast ? (light ? ChromeMetricTable.standard.contrastBorderMacLight : ChromeMetricTable.standard.contrastBorderMacDark) : (light ? M.boxBorderLight : M.boxBorderDark), width: 1))
    }
    func shape(_ r: Rect, inset: Double = 0) -> SceneShape {
        m.rowCornerRadius.map { .roundedRect(r, radius: max(0, $0 - inset)) } ?? .capsule(r)
    }
    let row = tb.frame
    let overflow = tb.child(.tabBarOverflowButton)
    out.append(.fill(shape(row), .solid(window)))            // the row hides the box's border under it
    out.append(.fill(shape(row), .solid(light ? M.trackLight : M.trackDark)))
    let separator = light ? M.separatorLight : M.separatorDark
    let segments = tb.items.map(\.frame) + (overflow.map { [$0.frame] } ?? [])
    let selectedFrame = tb.items.first(where: \.isSelected)?.frame
    for (a, b) in zip(segments, segments.dropFirst()) where a != selectedFrame && b != selectedFrame {
        let x = abs(a.maxX - b.minX) < abs(b.maxX - a.minX) ? a.maxX : b.maxX   // the shared edge
        out.append(.fill(.rect(Rect(x: x - 0.5, y: row.minY + M.separatorInset, width: 1, height: row.height - 2 * M.separatorInset)), .solid(separator)))
    }
    if let k = tb.child(.tabBarSelection)?.frame {
        out.append(.shadow(shape(k, inset: m.knobInset).offsetShape(dy: 0.5), Color(hex: 0, alpha: light ? M.knobShadowLight : M.knobShadowDark), radius: 2))
        out.append(.fill(shape(k, inset: m.knobInset), .solid(light ? M.knobLight : M.knobDark)))
    }
    let text = (light ? Color.black : Color.white).withAlpha(M.labelAlpha)
    for it in tb.items {
        let c = dimmed(it.isSelected ? (spec.tintColor?.resolved(in: colors) ?? text) : (spec.unselectedItemTintColor?.resolved(in: colors) ?? text), it.isEnabled)
        if let t = it.title { out.append(.text(t, c)) }
    }
    if let i = overflow?.icon, let img = i.image { out.append(.icon(img, frame: i.frame, color: text, mirrored: i.isImageMirrored)) }
    return out
}

private extension SceneShape {
    func offsetShape(dy: Double) -> SceneShape {
        switch self {
        case .rect(let r): return .rect(r.offsetBy(dx: 0, dy: dy))
        case .roundedRect(let r, let rad): return .roundedRect(r.offsetBy(dx: 0, dy: dy), radius: rad)
        case .capsule(let r): return .capsule(r.offsetBy(dx: 0, dy: dy))
        case .ellipse(let r): return .ellipse(r.offsetBy(dx: 0, dy: dy))
        }
    }
}
