/// Lays out a spec: resolves the canvas and the tab bar's frames in screen coordinates (points).
///
/// ```swift
/// let env = try Environment.resolve(spec)
/// let layout = try layout(spec, in: env, measuring: measurer)
/// ```
/// - Throws: ``SpecError/invalid(path:location:message:)`` for what the platform does not have
///   (a tab bar on watchOS) or what NavMock does not draw yet.
public func layout(_ spec: Spec, in env: Environment, measuring: any TextMeasuring) throws(SpecError) -> Layout {
    let screen = Rect(origin: .zero, size: env.screenSize)
    var tabBar: TabBarLayout?
    if let tb = spec.tabBar {
        let path = JSONPath().appending("tabBar")
        switch env.platform {
        case .watchOS:
            throw .invalid(path: path, location: spec.location(of: path),
                           message: "watchOS has no tab bar; use a vertical page set (a page control with \"direction\": \"topToBottom\") instead [tab-bar.platform]")
        case .iOS:
            tabBar = env.tabBarDesign == .liquidGlass
                ? glassTabBar(tb, env: env, measuring: measuring)
                : classicTabBar(tb, env: env, measuring: measuring)
        case .iPadOS where env.osVersion.major <= 17 || env.sizeClasses.horizontal == .compact:
            tabBar = classicTabBar(tb, env: env, measuring: measuring)
        default:
            throw .invalid(path: path, location: spec.location(of: path),
                           message: "the \(env.platform.rawValue) \(env.osVersion) tab bar is not drawn by this version of NavMock; iOS (any version) and iPadOS 17 and earlier are")
        }
    }
    let home: Rect? = (env.device?.hasHomeIndicator ?? false) && (spec.tabBar != nil || spec.canvas == .screen)
        ? Rect(x: (screen.width - 144) / 2 , y: screen.height - 8 - 5, width: 144, height: 5)  // metrics §11 rss (144×5 pt, 8 pt from the bottom)
        : nil
    var pageControl: PageControlLayout?
    if let pc = spec.pageControl {
        pageControl = try layoutPageControl(pc, spec: spec, env: env, measuring: measuring)
    }
    var canvas = screen
    if spec.canvas == .component {
        var band: Rect?
        if let bar = tabBar {
            let top = max(0, (bar.drawnBounds.minY).rounded(.down))
            band = Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
        }
        if let pc = pageControl {
            band = band.map { $0.union(pc.canvasBounds) } ?? pc.canvasBounds
        }
        if let b = band { canvas = b }
    }
    return Layout(canvas: canvas, scale: env.scale, environment: env, tabBar: tabBar, pageControl: pageControl, homeIndicator: home)
}

/// The image an item draws in its state: `selectedImage`, else (Liquid Glass, selected) the
/// `.fill` variant of a symbol where one exists (metrics §1.2 "prefer filled symbols"; §11 IceCubes).
func stateImage(_ item: TabItemSpec, selected: Bool, preferFill: Bool) -> ImageReference? {
    guard selected else { return item.image }
    if let s = item.selectedImage { return s }
    if preferFill, case .symbol(let name)? = item.image, let fill = SymbolTable.filledVariant(of: name) {
        return .symbol(fill)
    }
    return item.image
}

func mirrorsIcon(_ image: ImageReference?, env: Environment) -> Bool {
    guard env.layoutDirection == .rightToLeft, case .symbol(let name)? = image else { return false }
    return SymbolTable.alias(for: name)?.mirrorsInRightToLeft ?? false
}

/// A badge for `value` anchored to `icon` (or to the top of the item without an icon), clamped
/// inside `bar` (metrics §1.5). Laid out left-to-right; the caller mirrors for right-to-left.
func badgeLayout(_ value: String, iconCenter: Point, bar: Rect, locale: String, measuring: any TextMeasuring) -> BadgeLayout {
    let top = iconCenter.y + BadgeMetrics.topFromIconCenter
    let leading = iconCenter.x + BadgeMetrics.leadingFromIconCenter
    if value.isEmpty {
        let d = BadgeMetrics.dotDiameter
        var f = Rect(x: leading, y: top + 2, width: d, height: d)
        f.origin.x = min(f.minX, bar.maxX - BadgeMetrics.barSideClamp - d)
        return BadgeLayout(frame: f, text: nil)
    }
    let style = TextStyle(size: BadgeMetrics.fontSize, weight: .regular, locale: locale)
    let maxText = BadgeMetrics.maxWidth - 2 * BadgeMetrics.edgePadding
    let fitted = fitText(value, style: style, width: maxText, minTracking: 0, measuring: measuring)
    // One grapheme: an 18 pt circle (metrics §11); longer text grows a capsule.
    let w = fitted.text.count <= 1 ? BadgeMetrics.height
        : max(BadgeMetrics.height, fitted.metrics.width + 2 * BadgeMetrics.edgePadding)
    var frame = Rect(x: leading, y: top, width: w, height: BadgeMetrics.height)
    let limit = bar.maxX - BadgeMetrics.barSideClamp
    if frame.maxX > limit { frame.origin.x = max(bar.minX + BadgeMetrics.barSideClamp, limit - w) }
    // Centre the text's ink-independent line box: baseline so that the cap middle sits at the centre.
    let m = fitted.metrics
    let baseline = frame.midY + (m.ascent - m.descent) / 2
    let x = frame.midX - m.width / 2
    let text = TextLayout(text: fitted.text, style: fitted.style, baselineOrigin: Point(x: x, y: baseline),
                          frame: Rect(x: x, y: baseline - m.ascent, width: m.width, height: m.ascent + m.descent),
                          truncated: fitted.truncated, tightened: false)
    return BadgeLayout(frame: frame, text: text)
}

func titleLayout(_ title: String, style: TextStyle, centerX: Double, baseline: Double, maxWidth: Double,
                 measuring: any TextMeasuring) -> TextLayout {
    let f = fitText(title, style: style, width: maxWidth, measuring: measuring)
    let x = centerX - f.metrics.width / 2
    return TextLayout(text: f.text, style: f.style, baselineOrigin: Point(x: x, y: baseline),
                      frame: Rect(x: x, y: baseline - f.metrics.ascent, width: f.metrics.width,
                                  height: f.metrics.ascent + f.metrics.descent),
                      truncated: f.truncated, tightened: f.style.tracking != style.tracking)
}

// MARK: - Classic

func classicTabBar(_ tb: TabBarSpec, env: Environment, measuring: any TextMeasuring) -> TabBarLayout {
    let W = env.screenSize.width, H = env.screenSize.height
    let isPad = env.platform == .iPadOS
    let compactHeight = env.sizeClasses.vertical == .compact
    let contentHeight = isPad ? ClassicTabBarMetrics.padBarHeight
        : (compactHeight ? ClassicTabBarMetrics.compactHeightBarHeight : ClassicTabBarMetrics.barHeight)
    let bottom = env.safeArea.bottom
    let bar = Rect(x: 0, y: H - bottom - contentHeight, width: W, height: contentHeight)
    let background = Rect(x: 0, y: bar.minY, width: W, height: contentHeight + bottom)
    // Stacked in compact width with regular height (iPhone portrait); inline otherwise (metrics §1.2).
    let stacked = env.sizeClasses.horizontal == .compact && !compactHeight
    let n = tb.items.count
    let locale = env.locale
    let side = env.safeArea
    var items: [TabItemLayout] = []

    if stacked {
        let usable = Rect(x: side.left, y: bar.minY, width: W - side.left - side.right, height: contentHeight)
        let w = usable.width / Double(n)
        for (i, item) in tb.items.enumerated() {
            let frame = Rect(x: usable.minX + Double(i) * w, y: bar.minY, width: w, height: contentHeight)
            let selected = i == tb.selectedIndex
            let image = stateImage(item, selected: selected, preferFill: false)
            let iconCenter = Point(x: frame.midX, y: bar.minY + ClassicTabBarMetrics.stackedIconCenterY)
            let s = ClassicTabBarMetrics.stackedIconSide
            let iconFrame = image == nil ? nil : Rect(center: iconCenter, size: Size(width: s, height: s))
            let style = TextStyle(size: ClassicTabBarMetrics.titleSize, weight: ClassicTabBarMetrics.titleWeight, locale: locale)
            let title = item.title.map {
                titleLayout($0, style: style, centerX: frame.midX, baseline: bar.minY + ClassicTabBarMetrics.stackedTitleBaseline,
                            maxWidth: w - ClassicTabBarMetrics.titleWidthAllowance, measuring: measuring)
            }
            let badge = item.badgeValue.map {
                badgeLayout($0, iconCenter: iconCenter, bar: bar, locale: locale, measuring: measuring)
            }
            items.append(TabItemLayout(index: i, frame: frame, isSelected: selected, iconFrame: iconFrame, image: image,
                                       iconMirrored: mirrorsIcon(image, env: env), title: title, badge: badge))
        }
    } else {
        let iconSide = compactHeight ? ClassicTabBarMetrics.compactInlineIconSide : ClassicTabBarMetrics.inlineIconSide
        let style = TextStyle(size: ClassicTabBarMetrics.inlineTitleSize, weight: ClassicTabBarMetrics.titleWeight, locale: locale)
        let gap = ClassicTabBarMetrics.inlineGap
        let contentWidths: [Double] = tb.items.map { item in
            let t = item.title.map { measuring.measure($0, style: style).width } ?? 0
            let hasIcon = item.image != nil
            return (hasIcon ? iconSide : 0) + (hasIcon && item.title != nil ? gap : 0) + t
        }
        let usableX = side.left, usableW = W - side.left - side.right
        var widths: [Double]
        if env.sizeClasses.horizontal == .compact {
            widths = Array(repeating: usableW / Double(n), count: n)     // fill (UITabBar.ItemPositioning.automatic)
        } else {
            widths = contentWidths.map { max(ClassicTabBarMetrics.centeredMinItemWidth, $0 + 2 * ClassicTabBarMetrics.centeredItemPadding) }
            let total = widths.reduce(0, +)
            if total > usableW { widths = Array(repeating: usableW / Double(n), count: n) }
        }
        let total = widths.reduce(0, +)
        var x = usableX + (usableW - total) / 2
        for (i, item) in tb.items.enumerated() {
            let frame = Rect(x: x, y: bar.minY, width: widths[i], height: contentHeight)
            x += widths[i]
            let selected = i == tb.selectedIndex
            let image = stateImage(item, selected: selected, preferFill: false)
            let maxTitle = frame.width - ClassicTabBarMetrics.titleWidthAllowance - (image == nil ? 0 : iconSide + gap)
            let fitted = item.title.map { fitText($0, style: style, width: max(0, maxTitle), measuring: measuring) }
            let titleW = fitted?.metrics.width ?? 0
            let contentW = (image == nil ? 0 : iconSide) + (image != nil && fitted != nil ? gap : 0) + titleW
            let startX = frame.midX - contentW / 2
            let iconCenter = Point(x: startX + iconSide / 2, y: bar.midY)
            let iconFrame = image == nil ? nil : Rect(center: iconCenter, size: Size(width: iconSide, height: iconSide))
            var title: TextLayout?
            if let f = fitted {
                let tx = startX + (image == nil ? 0 : iconSide + gap)
                let baseline = bar.midY + (f.metrics.ascent - f.metrics.descent) / 2
                title = TextLayout(text: f.text, style: f.style, baselineOrigin: Point(x: tx, y: baseline),
                                   frame: Rect(x: tx, y: baseline - f.metrics.ascent, width: f.metrics.width,
                                               height: f.metrics.ascent + f.metrics.descent),
                                   truncated: f.truncated, tightened: f.style.tracking != style.tracking)
            }
            let anchor = iconFrame?.center ?? Point(x: frame.midX, y: bar.midY)
            let badge = item.badgeValue.map {
                badgeLayout($0, iconCenter: Point(x: anchor.x, y: max(anchor.y, bar.minY - BadgeMetrics.topFromIconCenter - 3)),
                            bar: bar, locale: locale, measuring: measuring)
            }
            items.append(TabItemLayout(index: i, frame: frame, isSelected: selected, iconFrame: iconFrame, image: image,
                                       iconMirrored: mirrorsIcon(image, env: env), title: title, badge: badge))
        }
    }
    if env.layoutDirection == .rightToLeft { items = items.map { mirror($0, axis: W / 2) } }
    var bounds = background.union(Rect(x: 0, y: bar.minY - 1, width: W, height: 1))
    for it in items { if let b = it.badge { bounds = bounds.union(b.frame) } }
    return TabBarLayout(design: .classic, barFrame: bar, backgroundFrame: background,
                        drawsBackground: !tb.state.scrollEdge, stacked: stacked, items: items,
                        selectionFrame: nil, drawnBounds: bounds)
}

// MARK: - Liquid Glass

func glassTabBar(_ tb: TabBarSpec, env: Environment, measuring: any TextMeasuring) -> TabBarLayout {
    let W = env.screenSize.width, H = env.screenSize.height
    let m = GlassTabBarMetrics.self
    let n = tb.items.count
    let available = W - 2 * m.sideInset
    let hugged = 2 * m.itemInset + Double(n) * m.hugSegmentWidth
    let width = min(available, hugged)
    let capsule = Rect(x: (W - width) / 2, y: H - m.bottomInset - m.height, width: width, height: m.height)
    let inner = capsule.insetBy(dx: m.itemInset, dy: m.itemInset)
    let w = inner.width / Double(n)
    let locale = env.locale
    let style = TextStyle(size: m.titleSize, weight: m.titleWeight, locale: locale)
    var items: [TabItemLayout] = []
    var selection: Rect?
    for (i, item) in tb.items.enumerated() {
        let frame = Rect(x: inner.minX + Double(i) * w, y: inner.minY, width: w, height: inner.height)
        let selected = i == tb.selectedIndex
        let image = stateImage(item, selected: selected, preferFill: true)
        let iconCenter = Point(x: frame.midX, y: capsule.minY + m.iconCenterY)
        let iconFrame = image == nil ? nil : Rect(center: iconCenter, size: Size(width: m.iconSide, height: m.iconSide))
        let title = item.title.map {
            titleLayout($0, style: style, centerX: frame.midX, baseline: capsule.minY + m.titleBaseline,
                        maxWidth: w - ClassicTabBarMetrics.titleWidthAllowance, measuring: measuring)
        }
        let badge = item.badgeValue.map {
            badgeLayout($0, iconCenter: iconCenter, bar: capsule, locale: locale, measuring: measuring)
        }
        if selected {
            let content = max(title?.frame.width ?? 0, iconFrame?.width ?? 0)
            let pw = min(inner.width, max(m.pillMinWidth, content + 2 * m.pillPadding))
            var pill = Rect(x: frame.midX - pw / 2, y: inner.minY, width: pw, height: inner.height)
            if pill.minX < inner.minX { pill.origin.x = inner.minX }
            if pill.maxX > inner.maxX { pill.origin.x = inner.maxX - pw }
            selection = pill
        }
        items.append(TabItemLayout(index: i, frame: frame, isSelected: selected, iconFrame: iconFrame, image: image,
                                   iconMirrored: mirrorsIcon(image, env: env), title: title, badge: badge))
    }
    if env.layoutDirection == .rightToLeft {
        items = items.map { mirror($0, axis: W / 2) }
        selection = selection?.mirrored(aroundX: W / 2)
    }
    var bounds = capsule.insetBy(dx: -m.shadowRadius, dy: -m.shadowRadius)
    for it in items { if let b = it.badge { bounds = bounds.union(b.frame) } }
    bounds = bounds.union(Rect(x: 0, y: bounds.minY, width: W, height: H - bounds.minY))
    return TabBarLayout(design: .liquidGlass, barFrame: capsule, backgroundFrame: capsule, drawsBackground: true,
                        stacked: true, items: items, selectionFrame: selection, drawnBounds: bounds)
}

/// Mirrors an item's frames across the vertical line `x = axis` (right-to-left).
func mirror(_ item: TabItemLayout, axis: Double) -> TabItemLayout {
    var it = item
    it.frame = item.frame.mirrored(aroundX: axis)
    it.iconFrame = item.iconFrame?.mirrored(aroundX: axis)
    if var t = item.title {
        let f = t.frame.mirrored(aroundX: axis)
        t.baselineOrigin.x = f.minX
        t.frame = f
        it.title = t
    }
    if var b = item.badge {
        let dx = 2 * axis - b.frame.maxX - b.frame.minX
        b.frame = b.frame.mirrored(aroundX: axis)
        if var t = b.text { t.frame = t.frame.offsetBy(dx: dx, dy: 0); t.baselineOrigin.x += dx; b.text = t }
        it.badge = b
    }
    return it
}
