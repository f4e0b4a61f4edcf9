// `UITabBarAppearance` in the layout of the iPhone bars and the iPad bottom bar: which
// appearance is in effect, which item layout (stacked, inline, compact inline) UIKit picks, and
// what the item appearance changes in the geometry (fonts, kern, title and badge adjustments,
// item positioning). Colours are the scene's (Scene/AppearanceScene.swift).

/// UIKit's choice of item layout, as UK26 `_UITabBarVisualProviderLegacyIOS
/// _styleForTraitCollection:` makes it (decompiled UIKitCore of iOS 26.1, ../shared/hig/metrics.md
/// source key "UK26"; read for this function):
/// - iPad idiom: inline in regular width with fewer than 9 items, else stacked;
/// - phone idiom: stacked with more than 5 items, with an accessory view, or in compact width
///   unless the height is compact and the bar is at least 568 pt wide; otherwise compact inline
///   where the phone uses the 32 pt landscape bar (`_UIUseMiniHeightInLandscape`), else inline.
///
/// NavMock's classic layout (BottomTabBar.swift) draws this choice for every catalog device; the
/// test `AppearanceLayoutTests.uikitRule` holds the two together.
public func uikitItemLayoutStyle(platform: Platform, sizeClasses: SizeClasses, barWidth: Double, itemCount: Int,
                                 hasAccessory: Bool, usesMiniHeight: Bool) -> TabBarItemLayoutStyle {
    let m = AppearanceMetrics.standard
    if platform == .iPadOS {
        return sizeClasses.horizontal == .regular && itemCount < m.padInlineItemLimit ? .inline : .stacked
    }
    if itemCount > m.phoneStackedItemLimit || hasAccessory { return .stacked }
    if sizeClasses.horizontal != .regular {
        guard sizeClasses.vertical == .compact, barWidth >= m.inlineMinimumWidth else { return .stacked }
    }
    return usesMiniHeight ? .compactInline : .inline
}

/// The layout style of a laid-out bar's items, read from its node in the layout tree
/// (`itemLayout`, and the compact-height bar's height).
public func itemLayoutStyle(of tb: LayoutNode) -> TabBarItemLayoutStyle {
    if tb.isStacked { return .stacked }
    return tb.frame.height == ClassicTabBarMetrics.compactHeightBarHeight ? .compactInline : .inline
}

/// The state an item node of the layout tree is drawn in: focused (keyboard focus) before
/// disabled before selected.
public func itemState(_ it: LayoutNode, focusedIndex: Int?) -> TabBarItemState {
    if let f = focusedIndex, f == it.index, it.itemKind == .tab { return .focused }
    if !it.isEnabled { return .disabled }
    return it.isSelected ? .selected : .normal
}

/// The appearances in effect for a drawing of the bar.
public struct ActiveAppearance: Sendable, Hashable {
    /// Whose background is drawn; `configureWith: transparentBackground` when none is.
    public var background: UITabBarAppearanceSpec
    /// Whose item appearance, selection and positioning apply.
    public var items: UITabBarAppearanceSpec
}

extension UITabBarAppearanceSpec {
    /// `configureWithTransparentBackground()`.
    public static var transparent: UITabBarAppearanceSpec {
        var a = UITabBarAppearanceSpec()
        a.configureWith = .transparentBackground
        return a
    }
}

extension TabBarSpec {
    /// Whether the spec customises the bar's appearance (an appearance or `toolbarBackground`).
    public var customizesAppearance: Bool {
        standardAppearance != nil || scrollEdgeAppearance != nil || toolbarBackground != nil
    }

    /// Whether `state.scrollEdge` draws the scroll-edge look: only from iOS/iPadOS 15, when
    /// `scrollEdgeAppearance` arrived; before it the bar keeps its standard look (UIKit had one
    /// appearance), and `check` says so (`tab-bar.appearance-ignored`).
    public func drawsScrollEdge(_ env: Environment) -> Bool {
        state.scrollEdge && env.osVersion.major >= AppearanceVersions.scrollEdge
    }

    /// The appearances in effect, or nil when the spec customises nothing (the design draws its
    /// own look, unchanged). UK26 `_updateBackgroundModern` and `_layoutTabBarItems`: at the scroll
    /// edge the background is the scroll-edge appearance's, else transparent
    /// (`transparentBackgroundData`); the items follow the scroll-edge appearance when there is
    /// one, else the standard one. SwiftUI's `toolbarBackground` visible keeps the standard
    /// background at the edge; hidden removes it everywhere.
    public func activeAppearance(_ env: Environment) -> ActiveAppearance? {
        guard customizesAppearance else { return nil }
        let standard = standardAppearance ?? UITabBarAppearanceSpec()
        // A design with no use for the scroll-edge look or SwiftUI's toolbarBackground (the glass
        // bar, AppearanceSupport) keeps the standard appearance at the edge too.
        let edge = drawsScrollEdge(env) && AppearanceSupport.draws("scrollEdgeAppearance", in: env)
        let items = edge ? (scrollEdgeAppearance ?? standard) : standard
        var background = edge ? (scrollEdgeAppearance ?? .transparent) : standard
        switch AppearanceSupport.draws("toolbarBackground", in: env) ? toolbarBackground : nil {
        case .visible?: background = standard
        case .hidden?: background = .transparent
        default: break
        }
        return ActiveAppearance(background: background, items: items)
    }
}

/// `fields` of `primary` with the unset ones taken from `fallback`.
func merged(_ primary: TabBarItemStateAppearanceSpec?, over fallback: TabBarItemStateAppearanceSpec?) -> TabBarItemStateAppearanceSpec? {
    guard let p = primary else { return fallback }
    guard let f = fallback else { return p }
    var m = p
    m.iconColor = p.iconColor ?? f.iconColor
    m.badgeBackgroundColor = p.badgeBackgroundColor ?? f.badgeBackgroundColor
    m.titlePositionAdjustment = p.titlePositionAdjustment ?? f.titlePositionAdjustment
    m.badgePositionAdjustment = p.badgePositionAdjustment ?? f.badgePositionAdjustment
    m.badgeTitlePositionAdjustment = p.badgeTitlePositionAdjustment ?? f.badgeTitlePositionAdjustment
    func text(_ a: TextAttributesSpec?, _ b: TextAttributesSpec?) -> TextAttributesSpec? {
        guard let a else { return b }
        guard let b else { return a }
        var t = a
        t.font = a.font ?? b.font
        t.foregroundColor = a.foregroundColor ?? b.foregroundColor
        t.kern = a.kern ?? b.kern
        return t
    }
    m.titleTextAttributes = text(p.titleTextAttributes, f.titleTextAttributes)
    m.badgeTextAttributes = text(p.badgeTextAttributes, f.badgeTextAttributes)
    return m
}

extension UITabBarAppearanceSpec {
    /// The appearance of an item in `state` of `layout`: a focused item takes what the focused
    /// state leaves unset from its selected or normal state, a disabled one from the normal state.
    public func itemAppearance(_ layout: TabBarItemLayoutStyle, _ state: TabBarItemState, selected: Bool) -> TabBarItemStateAppearanceSpec? {
        let own = item(layout, state)
        switch state {
        case .focused: return merged(own, over: item(layout, selected ? .selected : .normal))
        case .disabled: return merged(own, over: item(layout, .normal))
        case .normal, .selected: return own
        }
    }
}

/// The bar laid out again with the item appearance of `tb`'s active appearance: positioning
/// (stacked layout only), titles in their state's font and kern, title and badge adjustments.
/// Returns `layout` unchanged when the spec customises nothing.
func applyingAppearance(_ bar: LayoutNode, tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    guard let active = tb.activeAppearance(env) else { return bar }
    var l = bar
    let style = itemLayoutStyle(of: l)
    let a = active.items
    // The bar's items, the More tab included (the Liquid Glass bar's separate search button is not one).
    let itemIndices = l.itemIndices
    if l.tabBarDesign == .classic && style == .stacked,
       let positioned = positionedFrames(itemIndices.map { l.children[$0].frame }, a, bar: l.frame, env: env) {
        for (k, i) in itemIndices.enumerated() {
            let dx = positioned[k].midX - l.children[i].frame.midX
            l.children[i] = l.children[i].offsetBy(dx: dx, dy: 0)
            l.children[i].frame = positioned[k]
        }
    }
    let focused = env.platform == .iOS || env.platform == .iPadOS ? tb.state.focusedIndex : nil
    for i in itemIndices {
        let it = l.children[i]
        let st = a.itemAppearance(style, itemState(it, focusedIndex: focused), selected: it.isSelected)
        l.children[i] = restyled(it, st, style: style, tb: tb, spec: spec, env: env, measuring: measuring)
    }
    for i in itemIndices { if let b = l.children[i].badge { l.extent.drawnBounds = l.extent.drawnBounds.union(b.frame) } }
    return l
}

/// `itemPositioning: centered` in the stacked layout (UK26 `_layoutTabBarItems`): items
/// `itemWidth` wide (80 when 0), `itemSpacing` apart (30 when 0), centred, when they fit; else
/// they fill. `fill` and `automatic` keep the frames (both fill in the stacked layout of a
/// compact-width bar, the only stacked one NavMock draws). Nil when nothing changes.
func positionedFrames(_ frames: [Rect], _ a: UITabBarAppearanceSpec, bar: Rect, env: Environment) -> [Rect]? {
    guard a.itemPositioning == .centered, let first = frames.first, let last = frames.last else { return nil }
    let m = AppearanceMetrics.standard
    let w = (a.itemWidth ?? 0) > 0 ? a.itemWidth ?? m.centeredItemWidth : m.centeredItemWidth
    let s = (a.itemSpacing ?? 0) > 0 ? a.itemSpacing ?? m.centeredItemSpacing : m.centeredItemSpacing
    let n = Double(frames.count)
    let usable = Rect(x: min(first.minX, last.minX), y: bar.minY, width: max(first.maxX, last.maxX) - min(first.minX, last.minX), height: first.height)
    let total = w * n + s * (n - 1)
    guard total < usable.width else { return nil }
    let x0 = (usable.midX - total / 2).rounded()
    let rtl = env.layoutDirection == .rightToLeft
    return frames.indices.map { i in
        let k = Double(rtl ? frames.count - 1 - i : i)
        return Rect(x: x0 + k * (w + s), y: first.minY, width: w, height: first.height)
    }
}

/// One item with its state appearance: the title in the state's font and kern (measured in that
/// font, so a bolder focused title is fitted to the item, not truncated for a width measured in
/// the regular one), moved by its adjustment; the badge moved, its text re-set.
func restyled(_ item: LayoutNode, _ st: TabBarItemStateAppearanceSpec?, style: TabBarItemLayoutStyle, tb: TabBarSpec,
              spec: Spec, env: Environment, measuring: any TextMeasuring) -> LayoutNode {
    guard let st else { return item }
    var it = item
    let index = it.index ?? 0
    if let t = it.title {
        let attrs = st.titleTextAttributes
        var title = t
        if attrs?.font != nil || attrs?.kern != nil {
            let f = attrs?.font
            let textStyle = TextStyle(size: f?.size ?? t.style.size, weight: spec.accessibility.boldText ? .bold : (f?.weight ?? t.style.weight),
                                      tracking: attrs?.kern ?? 0, locale: t.style.locale)
            let full = it.itemKind == .tab ? tb.items[index].title ?? t.text : t.text
            if style == .stacked {
                title = titleLayout(full, style: textStyle, centerX: it.frame.midX, baseline: t.baselineOrigin.y,
                                    maxWidth: it.frame.width - ClassicTabBarMetrics.titleWidthAllowance, measuring: measuring)
            } else {
                title = inlineTitle(full, style: textStyle, item: &it, old: t, env: env, measuring: measuring)
            }
        }
        if let o = st.titlePositionAdjustment { title = title.offsetBy(dx: o.horizontal, dy: o.vertical) }
        it.setTitle(title)
    }
    if let bi = it.childIndex(.badge) {
        var b = it.children[bi]
        if let o = st.badgePositionAdjustment { b = b.offsetBy(dx: o.horizontal, dy: o.vertical) }
        if let f = st.badgeTextAttributes?.font, let text = b.textLayout {
            let full = it.itemKind == .tab ? tb.items[index].badgeValue ?? text.text : text.text
            let fitted = fitText(full, style: TextStyle(size: f.size, weight: f.weight, locale: text.style.locale),
                                 width: BadgeMetrics.maxWidth - 2 * BadgeMetrics.edgePadding, minTracking: 0, measuring: measuring)
            let w = max(BadgeMetrics.height, fitted.metrics.width + 2 * BadgeMetrics.edgePadding)
            let oval = Rect(x: b.frame.minX, y: b.frame.minY, width: w, height: b.frame.height)
            b = LayoutNode.badge(frame: oval, text: centredText(fitted, in: oval)).withRole(of: b)
        }
        if let o = st.badgeTitlePositionAdjustment, let t = b.textLayout {
            b = LayoutNode.badge(frame: b.frame, text: t.offsetBy(dx: o.horizontal, dy: o.vertical)).withRole(of: b)
        }
        it.children[bi] = b
    }
    return it
}

/// An inline title in a new style: the icon and title are centred again as a group in the item
/// (icon leading, title trailing; mirrored in right-to-left), the title fitted to what is left.
func inlineTitle(_ text: String, style: TextStyle, item it: inout LayoutNode, old: TextLayout, env: Environment,
                 measuring: any TextMeasuring) -> TextLayout {
    let gap = ClassicTabBarMetrics.inlineGap
    let icon = it.icon?.frame
    let iconW = icon.map { $0.width + gap } ?? 0
    let f = fitText(text, style: style, width: max(0, it.frame.width - ClassicTabBarMetrics.titleWidthAllowance - iconW), measuring: measuring)
    let contentW = iconW + f.metrics.width
    let start = it.frame.midX - contentW / 2
    let rtl = env.layoutDirection == .rightToLeft
    let iconX = rtl ? start + contentW - (icon?.width ?? 0) : start
    let titleX = rtl ? start : start + iconW
    if let i = icon, let ii = it.childIndex(.icon) {
        it.children[ii].frame = Rect(x: iconX, y: i.minY, width: i.width, height: i.height)
        if let bi = it.childIndex(.badge) { it.children[bi] = it.children[bi].offsetBy(dx: iconX - i.minX, dy: 0) }
    }
    let midY = old.frame.midY
    let baseline = midY + (f.metrics.ascent - f.metrics.descent) / 2
    return TextLayout(text: f.text, style: f.style, baselineOrigin: Point(x: titleX, y: baseline),
                      frame: Rect(x: titleX, y: baseline - f.metrics.ascent, width: f.metrics.width, height: f.metrics.ascent + f.metrics.descent),
                      truncated: f.truncated, tightened: f.style.tracking != style.tracking)
}
