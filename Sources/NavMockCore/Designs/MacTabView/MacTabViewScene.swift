// The display list of the Mac's tab view, on the window's background.

/// A Mac tab view sits on the window's background unless the spec says what is behind it.
func macBackdrop(_ layout: Layout, _ items: [SceneItem]) -> [SceneItem] {
    guard !layout.environment.backdropIsChosen else { return items }
    let env = layout.environment
    return [.fill(.rect(Rect(origin: .zero, size: env.screenSize)),
                  .solid(env.appearance == .light ? MacTabViewMetrics.windowLight : MacTabViewMetrics.windowDark))]
}


func macTabViewItems(_ tb: LayoutNode, env: Environment) -> [SceneElement] {
    guard let style = tb.tabBarStyle else { return [] }
    let a11y = env.accessibility
    let ap = env.appearance
    let colors = env.colors(a11y)
    let M = MacTabViewMetrics.self
    let m = MacTabViewMetrics.table(for: env.tabBarDesign)
    let light = ap == .light
    let window = light ? M.windowLight : M.windowDark
    var out: [SceneElement] = []
    if let sb = tb.child(.tabBarSidebar) {   // `sidebarAdaptable`: the sidebar (PadTabBarScene.swift)
        return sidebarItems(sb, tb, glass: sb.attributes[.floating] == .bool(true), tint: style.tint(colors), env: env, a11y: a11y)
    }
    let background = SceneElementID(.tabBarBackground), selectionID = SceneElementID(.tabBarSelection)
    if let box = tb.child(.tabBarBackground)?.frame {
        out.append(background, .fill(.roundedRect(box, radius: m.boxCornerRadius), .solid(light ? M.boxLight : M.boxDark)))
        out.append(background, .stroke(.roundedRect(box.insetBy(dx: 0.5, dy: 0.5), radius: m.boxCornerRadius),
                           a11y.increaseContrast ? (light ? ChromeMetricTable.standard.contrastBorderMacLight : ChromeMetricTable.standard.contrastBorderMacDark) : (light ? M.boxBorderLight : M.boxBorderDark), width: 1))
    }
    func shape(_ r: Rect, inset: Double = 0) -> SceneShape {
        m.rowCornerRadius.map { .roundedRect(r, radius: max(0, $0 - inset)) } ?? .capsule(r)
    }
    let row = tb.frame
    let overflow = tb.child(.tabBarOverflowButton)
    out.append(tb.elementID, .fill(shape(row), .solid(window)))            // the row hides the box's border under it
    out.append(tb.elementID, .fill(shape(row), .solid(light ? M.trackLight : M.trackDark)))
    let separator = light ? M.separatorLight : M.separatorDark
    let segments = tb.items.map(\.frame) + (overflow.map { [$0.frame] } ?? [])
    let selectedFrame = tb.items.first(where: \.isSelected)?.frame
    let vertical = tb.itemArrangement == .vertical   // `tabPosition` left or right: a column of segments
    for (n, (a, b)) in zip(segments, segments.dropFirst()).enumerated() where a != selectedFrame && b != selectedFrame {
        let line: Rect
        if vertical {
            let y = abs(a.maxY - b.minY) < abs(b.maxY - a.minY) ? a.maxY : b.maxY   // the shared edge
            line = Rect(x: row.minX + M.separatorInset, y: y - 0.5, width: row.width - 2 * M.separatorInset, height: 1)
        } else {
            let x = abs(a.maxX - b.minX) < abs(b.maxX - a.minX) ? a.maxX : b.maxX   // the shared edge
            line = Rect(x: x - 0.5, y: row.minY + M.separatorInset, width: 1, height: row.height - 2 * M.separatorInset)
        }
        out.append(tb.elementID.appending("separator", index: n), .fill(.rect(line), .solid(separator)))
    }
    if let k = tb.child(.tabBarSelection)?.frame {
        out.append(selectionID, .shadow(shape(k, inset: m.knobInset).offsetShape(dy: 0.5), Color(hex: 0, alpha: light ? M.knobShadowLight : M.knobShadowDark), radius: 2))
        out.append(selectionID, .fill(shape(k, inset: m.knobInset), .solid(light ? M.knobLight : M.knobDark)))
    }
    let text = (light ? Color.black : Color.white).withAlpha(M.labelAlpha)
    for it in tb.items {
        let c = dimmed(it.isSelected ? (style.tintColor?.resolved(in: colors) ?? text) : (style.unselectedItemTintColor?.resolved(in: colors) ?? text), it.isEnabled)
        if let t = it.title { out.append(it.elementID(.title), .text(t, c)) }
    }
    if let i = overflow?.icon, let img = i.image { out.append(i.elementID, .icon(img, frame: i.frame, color: text, mirrored: i.isImageMirrored)) }
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
