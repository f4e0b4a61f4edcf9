/// A tab to lay out: a spec tab, the More tab, or the search tab.
struct TabSlot {
    var index: Int
    var kind: TabItemKind
    var title: String?
    var image: ImageReference?
    var selectedImage: ImageReference?
    var badge: String?
    var enabled: Bool
    var selected: Bool

    var asItem: TabItemSpec {
        var i = TabItemSpec(title: title, image: image, selectedImage: selectedImage, badgeValue: badge)
        i.isEnabled = enabled
        return i
    }
}

/// Which tabs show in the bar, which go into More, and which is the search button.
struct TabPlan {
    var bar: [TabSlot]
    var search: TabSlot?
    var overflow: [Int]
}

func planTabs(_ tb: TabBarSpec, spec: Spec, env: Environment, separateSearch: Bool) -> TabPlan {
    var visible: [TabSlot] = []
    var search: TabSlot?
    for (i, it) in tb.items.enumerated() where !it.isHidden {
        let slot = TabSlot(index: i, kind: it.role == .search && separateSearch ? .search : .tab, title: it.title,
                           image: it.image,
                           selectedImage: it.selectedImage, badge: it.badgeValue, enabled: it.isEnabled,
                           selected: i == tb.selectedIndex)
        if slot.kind == .search && search == nil { search = slot } else { visible.append(slot) }
    }
    let limit = TabBarLimits.maxVisibleItems(in: env)
    var overflow: [Int] = []
    if visible.count > limit {
        let shown = Array(visible[0..<(limit - 1)])
        let rest = Array(visible[(limit - 1)...])
        overflow = rest.map(\.index)
        let more = TabSlot(index: rest[0].index, kind: .more, title: TabBarLimits.moreTitle(locale: env.locale),
                           image: .symbol("ellipsis"), selectedImage: nil, badge: nil, enabled: true,
                           selected: rest.contains { $0.selected })
        visible = shown + [more]
    }
    if tb.state.moreListVisible, let m = visible.indices.last {
        for i in visible.indices { visible[i].selected = false }
        visible[m].selected = true
        search?.selected = false
    }
    return TabPlan(bar: visible, search: search, overflow: overflow)
}

/// The tab bar of an iPhone (both designs) and of an iPad in the bottom-bar designs.
func bottomTabBar(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let glass = env.tabBarDesign == .liquidGlass
    // A search tab alone (no other visible tab) is not split off into its own circle beside an
    // empty capsule (new-user trial: an 8 pt glass sliver): it is the capsule's one item.
    let others = tb.items.contains { !$0.isHidden && $0.role != .search }
    let plan = planTabs(tb, spec: spec, env: env, separateSearch: glass && others)
    var bar = glass ? glassTabBar(plan, tb: tb, spec: spec, env: env, measuring: measuring)
                    : classicTabBar(plan, tb: tb, spec: spec, env: env, measuring: measuring)
    if !plan.overflow.isEmpty { bar.attributes[.overflow] = .indices(plan.overflow) }
    bar = applyingAppearance(bar, tb: tb, spec: spec, env: env, measuring: measuring)  // AppearanceLayout.swift
    if let n = tb.state.largeContentItem {
        let lc = largeContent(tb.items[n], index: n, env: env, measuring: measuring, boldText: spec.accessibility.boldText)
        bar.children.append(lc)
        bar.extent.drawnBounds = bar.extent.drawnBounds.union(lc.frame)
    }
    if tb.state.moreListVisible && spec.canvas == .screen {
        bar.children.append(moreList(plan.overflow, tb: tb, env: env, measuring: measuring))
    }
    return bar
}

func titleStyle(size: Double, weight: FontWeight, env: Environment, boldText: Bool) -> TextStyle {
    TextStyle(size: size, weight: boldText ? .bold : weight, locale: env.locale)
}

// MARK: - Classic

func classicTabBar(_ plan: TabPlan, tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let W = env.screenSize.width, H = env.screenSize.height
    let isPad = env.platform == .iPadOS
    let compactHeight = env.sizeClasses.vertical == .compact
    // The 32 pt "mini" bar only in compact width and compact height; regular-width phones in
    // landscape keep 49 (ClassicTabBarMetrics.compactHeightBarHeight).
    let miniHeight = !isPad && compactHeight && env.sizeClasses.horizontal == .compact
    let contentHeight = isPad ? ClassicTabBarMetrics.padBarHeight
        : (miniHeight ? ClassicTabBarMetrics.compactHeightBarHeight : ClassicTabBarMetrics.barHeight)
    // iPads add the home-affordance allowance, not the safe area (ClassicTabBarMetrics.padHomeAffordanceAllowance).
    let bottom = isPad && env.safeArea.bottom > 0 ? ClassicTabBarMetrics.padHomeAffordanceAllowance : env.safeArea.bottom
    let bar = Rect(x: 0, y: H - bottom - contentHeight, width: W, height: contentHeight)
    let background = Rect(x: 0, y: bar.minY, width: W, height: contentHeight + bottom)
    // Stacked in compact width with regular height (iPhone portrait); inline otherwise (metrics §1.2).
    let stacked = env.sizeClasses.horizontal == .compact && !compactHeight
    let slots = plan.bar
    let n = slots.count
    let locale = env.locale
    let side = env.safeArea
    let bold = spec.accessibility.boldText
    var items: [LayoutNode] = []

    if stacked {
        let usable = Rect(x: side.left, y: bar.minY, width: W - side.left - side.right, height: contentHeight)
        let w = usable.width / Double(n)
        let style = titleStyle(size: ClassicTabBarMetrics.titleSize, weight: ClassicTabBarMetrics.titleWeight, env: env, boldText: bold)
        for (i, slot) in slots.enumerated() {
            let frame = Rect(x: usable.minX + Double(i) * w, y: bar.minY, width: w, height: contentHeight)
            let image = stateImage(slot.asItem, selected: slot.selected, preferFill: false)
            let iconCenter = Point(x: frame.midX, y: bar.minY + ClassicTabBarMetrics.stackedIconCenterY)
            let s = ClassicTabBarMetrics.stackedIconSide * classicSymbolSideFactor(image)
            let iconFrame = image == nil ? nil : Rect(center: iconCenter, size: Size(width: s, height: s))
            let title = slot.title.map {
                titleLayout($0, style: style, centerX: frame.midX, baseline: bar.minY + ClassicTabBarMetrics.stackedTitleBaseline,
                            maxWidth: w - ClassicTabBarMetrics.titleWidthAllowance, measuring: measuring)
            }
            let badge = slot.badge.map { badgeLayout($0, iconCenter: iconCenter, bar: bar, locale: locale, measuring: measuring) }
            items.append(.item(slot.kind, index: slot.index, isEnabled: slot.enabled, frame: frame, isSelected: slot.selected,
                               iconFrame: iconFrame, image: image, iconMirrored: mirrorsIcon(image, env: env), title: title, badge: badge))
        }
    } else {
        let iconSide = miniHeight ? ClassicTabBarMetrics.compactInlineIconSide : ClassicTabBarMetrics.inlineIconSide
        let style = titleStyle(size: ClassicTabBarMetrics.inlineTitleSize, weight: ClassicTabBarMetrics.titleWeight, env: env, boldText: bold)
        let gap = ClassicTabBarMetrics.inlineGap
        let contentWidths: [Double] = slots.map { slot in
            let t = slot.title.map { measuring.measure($0, style: style).width } ?? 0
            let hasIcon = slot.image != nil
            return (hasIcon ? iconSide : 0) + (hasIcon && slot.title != nil ? gap : 0) + t
        }
        let usableX = side.left, usableW = W - side.left - side.right
        var widths: [Double]
        if env.sizeClasses.horizontal == .compact {
            widths = Array(repeating: usableW / Double(n), count: n)     // fill (UITabBar.ItemPositioning.automatic)
        } else {
            widths = contentWidths.map { max(ClassicTabBarMetrics.centeredMinItemWidth, $0 + 2 * ClassicTabBarMetrics.centeredItemPadding) }
            if widths.reduce(0, +) > usableW { widths = Array(repeating: usableW / Double(n), count: n) }
        }
        let total = widths.reduce(0, +)
        var x = usableX + (usableW - total) / 2
        for (i, slot) in slots.enumerated() {
            let frame = Rect(x: x, y: bar.minY, width: widths[i], height: contentHeight)
            x += widths[i]
            let image = stateImage(slot.asItem, selected: slot.selected, preferFill: false)
            let maxTitle = frame.width - ClassicTabBarMetrics.titleWidthAllowance - (image == nil ? 0 : iconSide + gap)
            let fitted = slot.title.map { fitText($0, style: style, width: max(0, maxTitle), measuring: measuring) }
            let titleW = fitted?.metrics.width ?? 0
            let contentW = (image == nil ? 0 : iconSide) + (image != nil && fitted != nil ? gap : 0) + titleW
            let startX = frame.midX - contentW / 2
            let iconCenter = Point(x: startX + iconSide / 2, y: bar.midY)
            let drawnSide = iconSide * classicSymbolSideFactor(image)
            let iconFrame = image == nil ? nil : Rect(center: iconCenter, size: Size(width: drawnSide, height: drawnSide))
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
            let badge = slot.badge.map {
                badgeLayout($0, iconCenter: Point(x: anchor.x, y: max(anchor.y, bar.minY - BadgeMetrics.topFromIconCenter - BadgeMetrics.inlineIconClearance)),
                            bar: bar, locale: locale, measuring: measuring)
            }
            items.append(.item(slot.kind, index: slot.index, isEnabled: slot.enabled, frame: frame, isSelected: slot.selected,
                               iconFrame: iconFrame, image: image, iconMirrored: mirrorsIcon(image, env: env), title: title, badge: badge))
        }
    }
    if env.layoutDirection == .rightToLeft { items = items.mirrored(aroundX: W / 2) }
    var bounds = background.union(Rect(x: 0, y: bar.minY - 1, width: W, height: 1))
    for it in items { if let b = it.badge { bounds = bounds.union(b.frame) } }
    let drawsBackground = !tb.drawsScrollEdge(env)
    var parts = [LayoutNode(role: .tabBarBackground, frame: background, attributes: [.visible: .bool(drawsBackground)])]
    if drawsBackground {
        // The hairline is one pixel of the device's own scale (issue 14 §4), just above the bar.
        let hairline = 1 / max(env.scale, 1)
        parts.append(LayoutNode(role: .tabBarHairline, frame: Rect(x: bar.minX, y: bar.minY - hairline, width: bar.width, height: hairline)))
    }
    return .tabBar(design: .classic, frame: bar, arrangement: stacked ? .stacked : .inline,
                   extent: TabBarExtent(componentCanvas: nil, drawsBar: true, drawnBounds: bounds), children: parts + items)
}

// MARK: - Liquid Glass

func glassTabBar(_ plan: TabPlan, tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let W = env.screenSize.width, H = env.screenSize.height
    let m = GlassTabBarMetrics.self
    let sm = GlassStateMetrics.self
    let bold = spec.accessibility.boldText
    let style = titleStyle(size: m.titleSize, weight: m.titleWeight, env: env, boldText: bold)
    let rtl = env.layoutDirection == .rightToLeft
    var items: [LayoutNode] = []
    var selection: Rect?
    var searchButton: LayoutNode?
    var accessory: LayoutNode?
    var capsule: Rect

    if tb.drawsMinimized {
        // Minimized: the current tab alone in a circle at the leading corner, the search button at
        // the trailing corner, the accessory inline between them (metrics §2, HIG-TB picture).
        let d = sm.minimizedHeight
        let y = H - m.bottomInset - d
        capsule = Rect(x: m.sideInset, y: y, width: d, height: d)
        let current = plan.bar.first(where: \.selected) ?? plan.search ?? plan.bar[0]
        let image = stateImage(current.asItem, selected: true, preferFill: true)
        let iconFrame = image == nil ? nil : Rect(center: capsule.center, size: Size(width: m.iconSide, height: m.iconSide))
        items.append(.item(current.kind, index: current.index, isEnabled: current.enabled, frame: capsule, isSelected: true,
                           iconFrame: iconFrame, image: image, iconMirrored: mirrorsIcon(image, env: env), title: nil, badge: nil))
        var trailing = W - m.sideInset
        if let s = plan.search, current.kind != .search {
            let f = Rect(x: W - m.sideInset - d, y: y, width: d, height: d)
            searchButton = searchItem(s, frame: f, env: env, iconSide: m.iconSide)
            trailing = f.minX - sm.accessoryGap
        }
        if let a = tb.bottomAccessory {
            let f = Rect(x: capsule.maxX + sm.accessoryGap, y: y, width: max(0, trailing - capsule.maxX - sm.accessoryGap), height: d)
            accessory = accessoryLayout(a, frame: f, inline: true, env: env, measuring: measuring, boldText: bold)
        }
    } else if let s = plan.search, s.selected, let first = plan.bar.first {
        // The search tab selected (issue 41 item 7): the tabs collapse into one circle at the
        // leading corner, showing the first tab's symbol, and the search circle becomes a search
        // field across the rest of the row (UISearchTab, A; two write-ups of iOS 26, C;
        // docs/tab-view-styles.md). Pieces the size of the minimized bar's (GlassStateMetrics).
        let d = sm.minimizedHeight
        let y = H - m.bottomInset - d
        capsule = Rect(x: m.sideInset, y: y, width: d, height: d)
        let image = stateImage(first.asItem, selected: false, preferFill: false)
        let iconFrame = image == nil ? nil : Rect(center: capsule.center, size: Size(width: m.iconSide, height: m.iconSide))
        items.append(.item(first.kind, index: first.index, isEnabled: first.enabled, frame: capsule, isSelected: false,
                           iconFrame: iconFrame, image: image, iconMirrored: mirrorsIcon(image, env: env), title: nil, badge: nil))
        let field = Rect(x: capsule.maxX + sm.accessoryGap, y: y, width: max(0, W - m.sideInset - capsule.maxX - sm.accessoryGap), height: d)
        searchButton = searchField(s, frame: field, env: env, measuring: measuring, boldText: bold)
        if let a = tb.bottomAccessory {
            let f = Rect(x: m.sideInset, y: y - sm.accessoryGap - sm.accessoryHeight, width: W - 2 * m.sideInset, height: sm.accessoryHeight)
            accessory = accessoryLayout(a, frame: f, inline: false, env: env, measuring: measuring, boldText: bold)
        }
    } else {
        let hasSearch = plan.search != nil
        let available = W - 2 * m.sideInset - (hasSearch ? m.height + m.searchGap : 0)
        let n = plan.bar.count
        let hugged = 2 * m.itemInset + Double(n) * m.hugSegmentWidth
        let width = min(available, hugged)
        // With a search button the capsule keeps to the leading side (metrics §11: 21 pt from the
        // leading edge); without one a narrow capsule is centred.
        let x = hasSearch ? m.sideInset : (W - width) / 2
        capsule = Rect(x: x, y: H - m.bottomInset - m.height, width: width, height: m.height)
        let inner = capsule.insetBy(dx: m.itemInset, dy: m.itemInset)
        let w = inner.width / Double(n)
        // Items follow their titles' widths (LiquidGlass.swift); equal slots when they cannot.
        let frames = liquidGlassItemFrames(plan.bar.map(\.title), style: style, inner: inner, capsule: capsule,
                                           measuring: measuring)
        for (i, slot) in plan.bar.enumerated() {
            let frame = frames?[i] ?? Rect(x: inner.minX + Double(i) * w, y: inner.minY, width: w, height: inner.height)
            let image = stateImage(slot.asItem, selected: slot.selected, preferFill: true)
            let iconCenter = Point(x: frame.midX, y: capsule.minY + m.iconCenterY)
            let iconFrame = image == nil ? nil : Rect(center: iconCenter, size: Size(width: m.iconSide, height: m.iconSide))
            let title = slot.title.map {
                titleLayout($0, style: slot.selected ? liquidGlassSelectedTitleStyle(style) : style, centerX: frame.midX,
                            baseline: capsule.minY + m.titleBaseline, maxWidth: frame.width - ClassicTabBarMetrics.titleWidthAllowance, measuring: measuring)
            }
            let badge = slot.badge.map { badgeLayout($0, iconCenter: iconCenter, bar: capsule, locale: env.locale, measuring: measuring) }
            if slot.selected {
                let content = max(title?.frame.width ?? 0, iconFrame?.width ?? 0)
                var pw = min(inner.width, liquidGlassPillWidth(contentWidth: content))
                // With equal slots (titles too long for the rule's placement) the pill stays
                // centred on its item, no wider than fits inside the capsule's inset around it: an
                // end item's pill was pushed in and its title sat at one edge (new-user trial: 20 pt
                // free on one side, 1 on the other). With the rule's items an end pill is kept
                // against the inset, as Apple's is 4 pt from the capsule's end (§12).
                if frames == nil { pw = max(0, min(pw, 2 * min(frame.midX - inner.minX, inner.maxX - frame.midX))) }
                var pill = Rect(x: frame.midX - pw / 2, y: inner.minY, width: pw, height: inner.height)
                if pill.minX < inner.minX { pill.origin.x = inner.minX }
                if pill.maxX > inner.maxX { pill.origin.x = inner.maxX - pw }
                selection = pill
            }
            items.append(.item(slot.kind, index: slot.index, isEnabled: slot.enabled, frame: frame, isSelected: slot.selected,
                               iconFrame: iconFrame, image: image, iconMirrored: mirrorsIcon(image, env: env), title: title, badge: badge))
        }
        if let s = plan.search {
            // A separate 62 pt glass circle, 21 pt from the trailing edge, 8 pt from the capsule (metrics §11).
            let f = Rect(x: W - m.sideInset - m.height, y: capsule.minY, width: m.height, height: m.height)
            searchButton = searchItem(s, frame: f, env: env, iconSide: m.iconSide)
        }
        if let a = tb.bottomAccessory {
            let f = Rect(x: m.sideInset, y: capsule.minY - sm.accessoryGap - sm.accessoryHeight,
                         width: W - 2 * m.sideInset, height: sm.accessoryHeight)
            accessory = accessoryLayout(a, frame: f, inline: false, env: env, measuring: measuring, boldText: bold)
        }
    }
    if rtl {
        let axis = W / 2
        items = items.mirrored(aroundX: axis)
        selection = selection?.mirrored(aroundX: axis)
        capsule = capsule.mirrored(aroundX: axis)
        searchButton = searchButton?.mirrored(aroundX: axis)
        accessory = accessory?.mirrored(aroundX: axis)
    }
    var bounds = capsule.insetBy(dx: -m.shadowRadius, dy: -m.shadowRadius)
    if let s = searchButton { bounds = bounds.union(s.frame.insetBy(dx: -m.shadowRadius, dy: -m.shadowRadius)) }
    if let a = accessory { bounds = bounds.union(a.frame.insetBy(dx: -m.shadowRadius, dy: -m.shadowRadius)) }
    for it in items { if let b = it.badge { bounds = bounds.union(b.frame) } }
    bounds = bounds.union(Rect(x: 0, y: bounds.minY, width: W, height: H - bounds.minY))
    var children: [LayoutNode] = []
    if let s = selection { children.append(LayoutNode(role: .tabBarSelection, frame: s)) }
    children += items
    if let s = searchButton { children.append(s) }
    if let a = accessory { children.append(a) }
    var bar = LayoutNode.tabBar(design: .liquidGlass, frame: capsule, arrangement: .stacked,
                                extent: TabBarExtent(componentCanvas: nil, drawsBar: true, drawnBounds: bounds), children: children)
    if tb.drawsMinimized { bar.attributes[.minimized] = .bool(true) }
    if !tb.drawsMinimized, plan.search?.selected == true, !plan.bar.isEmpty { bar.attributes[.searchExpanded] = .bool(true) }
    return bar
}

/// The factor on a classic bar's icon box for `image` (``ClassicTabBarMetrics/symbolSideFactors``):
/// 1 for a file and for most symbols.
func classicSymbolSideFactor(_ image: ImageReference?) -> Double {
    image?.symbolName.flatMap { ClassicTabBarMetrics.symbolSideFactors[$0] } ?? 1
}

/// The selected search tab as its field: a capsule with the magnifier at the leading end, the
/// placeholder "Search" (the English one in every language, as ``TabItemSpec/systemSearchTitle``)
/// and the dictation microphone (`mic.fill`) at the trailing end (``GlassStateMetrics/searchFieldIconSide``).
func searchField(_ s: TabSlot, frame: Rect, env: Environment, measuring: any TextMeasuring, boldText: Bool) -> LayoutNode {
    let sm = GlassStateMetrics.self
    let image = ImageReference.symbol("magnifyingglass")
    let icon = Rect(x: frame.minX + sm.searchFieldLeadingInset, y: frame.midY - sm.searchFieldIconSide / 2,
                    width: sm.searchFieldIconSide, height: sm.searchFieldIconSide)
    let mic = Rect(x: frame.maxX - sm.searchFieldLeadingInset - sm.searchFieldIconSide, y: icon.minY,
                   width: sm.searchFieldIconSide, height: sm.searchFieldIconSide)
    let x = icon.maxX + sm.searchFieldIconGap
    let style = TextStyle(size: sm.searchFieldFontSize, weight: boldText ? .semibold : .regular, locale: env.locale)
    let title = capCenteredLeadingTitle(TabItemSpec.systemSearchTitle, style: style, x: x, midY: frame.midY,
                                        maxWidth: max(0, mic.minX - sm.searchFieldIconGap - x), measuring: measuring)
    var field = LayoutNode.item(.search, index: s.index, isEnabled: s.enabled, frame: frame, isSelected: true, iconFrame: icon, image: image,
                                iconMirrored: mirrorsIcon(image, env: env), title: title, badge: nil)
    let dictation = ImageReference.symbol("mic.fill")
    field.children.append(.image(.tabBarSearchItemDictation, frame: mic, dictation, mirrored: mirrorsIcon(dictation, env: env)))
    return field
}

func searchItem(_ s: TabSlot, frame: Rect, env: Environment, iconSide: Double) -> LayoutNode {
    let image = stateImage(s.asItem, selected: s.selected, preferFill: true)
    // Apple's magnifier is smaller than the icon box on the glass search button too (22.67 pt on
    // ice_ios26_*, against 24.67 for the full box): the classic bar's measured factor.
    let side = iconSide * classicSymbolSideFactor(image)
    let icon = Rect(center: frame.center, size: Size(width: side, height: side))
    return .item(.search, index: s.index, isEnabled: s.enabled, frame: frame, isSelected: s.selected,
                 iconFrame: image == nil ? nil : icon, image: image, iconMirrored: mirrorsIcon(image, env: env),
                 title: nil, badge: nil)
}

func accessoryLayout(_ a: BottomAccessorySpec, frame: Rect, inline: Bool, env: Environment,
                     measuring: any TextMeasuring, boldText: Bool) -> LayoutNode {
    let sm = GlassStateMetrics.self
    var x = frame.minX + sm.accessoryLeadingInset
    var artworkFrame: Rect?
    if a.image != nil {
        artworkFrame = Rect(x: x, y: frame.midY - sm.artworkSide / 2, width: sm.artworkSide, height: sm.artworkSide)
        x += sm.artworkSide + sm.accessoryArtworkGap
    } else {
        x = frame.minX + sm.accessoryTextInset
    }
    var controls: [IconSlot] = []
    var right = frame.maxX - sm.accessoryTrailingInset
    for c in a.controls.reversed() {
        let f = Rect(x: right - sm.controlSide, y: frame.midY - sm.controlSide / 2, width: sm.controlSide, height: sm.controlSide)
        controls.insert(IconSlot(frame: f, image: c, mirrored: mirrorsIcon(c, env: env)), at: 0)
        right = f.minX - sm.controlSpacing
    }
    let textWidth = max(0, right + sm.controlSpacing - sm.accessoryTextGap - x)
    let titleStyle = TextStyle(size: inline ? sm.accessoryInlineTitleSize : sm.accessoryTitleSize, weight: boldText ? .bold : .semibold, locale: env.locale)
    let showSubtitle = !inline && a.subtitle != nil
    let tf = fitText(a.title, style: titleStyle, width: textWidth, minTracking: 0, measuring: measuring)
    let titleBaseline = showSubtitle ? frame.midY - sm.accessoryTitleBaselineAboveMid : frame.midY + (tf.metrics.ascent - tf.metrics.descent) / 2
    let title = TextLayout(text: tf.text, style: tf.style, baselineOrigin: Point(x: x, y: titleBaseline),
                           frame: Rect(x: x, y: titleBaseline - tf.metrics.ascent, width: tf.metrics.width, height: tf.metrics.ascent + tf.metrics.descent),
                           truncated: tf.truncated, tightened: false)
    var subtitle: TextLayout?
    if showSubtitle, let st = a.subtitle {
        let s = TextStyle(size: sm.accessorySubtitleSize, weight: boldText ? .semibold : .regular, locale: env.locale)
        let f = fitText(st, style: s, width: textWidth, minTracking: 0, measuring: measuring)
        let b = frame.midY + sm.accessorySubtitleBaselineBelowMid
        subtitle = TextLayout(text: f.text, style: f.style, baselineOrigin: Point(x: x, y: b),
                              frame: Rect(x: x, y: b - f.metrics.ascent, width: f.metrics.width, height: f.metrics.ascent + f.metrics.descent),
                              truncated: f.truncated, tightened: false)
    }
    var c: [LayoutNode] = []
    if let f = artworkFrame { c.append(LayoutNode(role: .tabBarAccessoryArtwork, frame: f, payload: a.image.map { .image($0, mirrored: false) })) }
    c.append(.text(.tabBarAccessoryTitle, title))
    if let st = subtitle { c.append(.text(.tabBarAccessorySubtitle, st)) }
    for (i, ctl) in controls.enumerated() { c.append(.icon(.tabBarAccessoryControl, ctl, index: i)) }
    return LayoutNode(role: .tabBarAccessory, frame: frame, attributes: [.placement: .placement(inline ? .inline : .expanded)], children: c)
}

func largeContent(_ item: TabItemSpec, index: Int, env: Environment, measuring: any TextMeasuring, boldText: Bool) -> LayoutNode {
    let sm = GlassStateMetrics.self
    let side = sm.largeContentSide
    let frame = Rect(center: Point(x: env.screenSize.width / 2, y: env.screenSize.height / 2), size: Size(width: side, height: side))
    let image = stateImage(item, selected: true, preferFill: env.tabBarDesign == .liquidGlass)
    let hasTitle = item.title != nil
    let iconCenter = Point(x: frame.midX, y: hasTitle ? frame.minY + side * sm.largeContentIconCenterFraction : frame.midY)
    let icon = image.map { IconSlot(frame: Rect(center: iconCenter, size: Size(width: sm.largeContentIconSide, height: sm.largeContentIconSide)),
                                     image: $0, mirrored: mirrorsIcon($0, env: env)) }
    let title = item.title.map {
        titleLayout($0, style: TextStyle(size: sm.largeContentTitleSize, weight: boldText ? .bold : .semibold, locale: env.locale),
                    centerX: frame.midX, baseline: frame.maxY - sm.largeContentTitleBaselineAboveBottom, maxWidth: side - sm.largeContentTitleMargin, measuring: measuring)
    }
    var c: [LayoutNode] = []
    if let i = icon { c.append(.icon(.tabBarLargeContentIcon, i)) }
    if let t = title { c.append(.text(.tabBarLargeContentTitle, t)) }
    return LayoutNode(role: .tabBarLargeContent, frame: frame, index: index, children: c)
}

func moreList(_ overflow: [Int], tb: TabBarSpec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    let W = env.screenSize.width
    let rtl = env.layoutDirection == .rightToLeft
    let top = env.safeArea.top
    let m = MoreListMetricTable.iOS
    // Large title: bold, below the navigation bar.
    let ts = TextStyle(size: m.titleSize, weight: .bold, locale: env.locale)
    let word = TabBarLimits.moreTitle(locale: env.locale)
    let tm = measuring.measure(word, style: ts)
    let tx = rtl ? W - m.sideInset - tm.width : m.sideInset
    let title = TextLayout(text: word, style: ts, baselineOrigin: Point(x: tx, y: top + m.titleBaseline),
                           frame: Rect(x: tx, y: top + m.titleBaseline - tm.ascent, width: tm.width, height: tm.ascent + tm.descent),
                           truncated: false, tightened: false)
    var rows: [LayoutNode] = []
    var y = top + m.firstRowTop
    let rs = TextStyle(size: m.rowTitleSize, weight: .regular, locale: env.locale)
    for i_ in overflow {
        let item = tb.items[i_]
        let frame = Rect(x: 0, y: y, width: W, height: m.rowHeight)
        var icon: IconSlot?
        if let img = item.image {
            icon = IconSlot(frame: Rect(x: m.sideInset, y: y + m.iconTop, width: m.iconSide, height: m.iconSide), image: img, mirrored: mirrorsIcon(img, env: env))
        }
        let textX = m.textInset(hasIcon: icon != nil)
        let f = fitText(item.title ?? "", style: rs, width: W - textX - m.textTrailingRoom, minTracking: 0, measuring: measuring)
        let b = y + m.rowHeight / 2 + (f.metrics.ascent - f.metrics.descent) / 2
        let t = TextLayout(text: f.text, style: f.style, baselineOrigin: Point(x: textX, y: b),
                           frame: Rect(x: textX, y: b - f.metrics.ascent, width: f.metrics.width, height: f.metrics.ascent + f.metrics.descent),
                           truncated: f.truncated, tightened: false)
        let chevron = IconSlot(frame: Rect(x: W - m.sideInset - m.chevronSide, y: y + m.chevronTop, width: m.chevronSide, height: m.chevronSide),
                               image: .symbol("chevron.forward"), mirrored: rtl)
        var rc: [LayoutNode] = []
        if let i = icon { rc.append(.icon(.tabBarMoreListRowIcon, i, index: i_)) }
        rc.append(.text(.tabBarMoreListRowTitle, t, index: i_))
        // The separator runs along the row's bottom from the text's leading edge (mirrored with the row).
        let separator = Rect(x: textX, y: frame.maxY - m.separatorHeight, width: frame.width - textX, height: m.separatorHeight)
        var row = LayoutNode(role: .tabBarMoreListRow, frame: frame, index: i_, payload: .listRow(chevron: chevron, separator: separator), children: rc)
        if rtl { row = row.mirrored(aroundX: W / 2) }
        rows.append(row)
        y += m.rowHeight
    }
    let last = rows.last?.frame
    return LayoutNode(role: .tabBarMoreList, frame: Rect(x: 0, y: title.frame.minY, width: last?.maxX ?? title.frame.maxX,
                                                         height: (last?.maxY ?? title.frame.maxY) - title.frame.minY),
                      children: [.text(.tabBarMoreListTitle, title)] + rows)
}
