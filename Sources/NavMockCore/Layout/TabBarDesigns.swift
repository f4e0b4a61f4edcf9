// The tab bars of iPadOS 18/26 (regular width), tvOS, visionOS and macOS: which one a spec gets,
// which fields each platform has, and helpers they share. The layouts themselves are in
// PadTabBar.swift, TVTabBar.swift, VisionTabBar.swift and MacTabView.swift.

/// The tab bar of iPadOS 18/26 (regular width), tvOS, visionOS and macOS.
/// - Throws: ``SpecError/invalid(path:location:message:)`` for what the platform does not have.
func designTabBar(_ tb: TabBarSpec, spec: Spec, env: Environment, measuring: any TextMeasuring) throws(SpecError) -> TabBarLayout {
    switch env.tabBarDesign {
    case .padFloating, .padGlass: return try padTabBar(tb, spec: spec, env: env, measuring: measuring)
    case .tv: return try tvTabBar(tb, spec: spec, env: env, measuring: measuring)
    case .vision: return try visionTabBar(tb, spec: spec, env: env, measuring: measuring)
    case .mac: return try macTabView(tb, spec: spec, env: env, measuring: measuring)
    case .classic, .liquidGlass: return try phoneTabBar(tb, spec: spec, env: env, measuring: measuring)
    }
}

/// Refuses the tab-bar fields that the spec's platform, version or size class does not have
/// (a tvOS logo on iPhone, a sidebar in compact width, a More list on tvOS, …). Called for every
/// platform before the bar is laid out.
func checkPlatformFields(_ tb: TabBarSpec, spec: Spec, env: Environment) throws(SpecError) {
    let tbPath = JSONPath().appending("tabBar")
    func refuse(_ keys: [String], _ message: String) -> SpecError {
        var p = tbPath
        for k in keys { p = p.appending(k) }
        return .invalid(path: p, location: spec.location(of: p), message: message)
    }
    func written(_ keys: [String]) -> [String]? {
        var p = tbPath
        for k in keys { p = p.appending(k) }
        return spec.locations[p.description] != nil ? keys : nil
    }
    let platform = env.platform
    let name = platform.rawValue
    let design = env.tabBarDesign
    let padTop = design == .padFloating || design == .padGlass

    // iPadOS 18+: tab view style, customization, sections, the sidebar.
    let padKeys = [["tabViewStyle"], ["customizable"], ["sections"], ["state", "sidebarVisible"]]
    if let k = padKeys.lazy.compactMap(written).first {
        if platform != .iPadOS {
            throw refuse(k, "\"\(k.last!)\" belongs to the iPadOS 18+ tab view (tab bar and sidebar); the \(name) tab bar has none")
        }
        if env.osVersion.major < 18 {
            throw refuse(k, "\"\(k.last!)\" needs iPadOS 18 or later; iPadOS \(env.osVersion) has the bottom tab bar (set \"osVersion\": \"18\" or \"26\")")
        }
    }
    if !tb.sections.isEmpty && tb.tabViewStyle != .sidebarAdaptable {
        throw refuse(["sections"], "sections are shown in the sidebar; set \"tabViewStyle\": \"sidebarAdaptable\"")
    }
    if tb.state.sidebarVisible {
        if tb.tabViewStyle != .sidebarAdaptable {
            throw refuse(["state", "sidebarVisible"], "only a \"sidebarAdaptable\" tab view turns into a sidebar; set \"tabViewStyle\": \"sidebarAdaptable\"")
        }
        if !padTop {
            throw refuse(["state", "sidebarVisible"], "the sidebar needs regular width; in compact width (Split View, Slide Over) the tab view is the bottom tab bar")
        }
    }
    // tvOS: customization, content kinds, focus, scrolling.
    let tvKeys = [["barTintColor"], ["backgroundColor"], ["backgroundImage"], ["itemFont"], ["selectedItemFont"], ["logo"],
                  ["state", "focusedIndex"], ["state", "scrollOffset"], ["state", "scrolledOffscreen"]]
    if platform != .tvOS {
        if let k = tvKeys.lazy.compactMap(written).first {
            throw refuse(k, "\"\(k.last!)\" belongs to the tvOS tab bar (its guidelines allow this customization and state); the \(name) tab bar has none")
        }
        if let i = tb.items.firstIndex(where: { $0.contentKind != nil }) {
            let p = tbPath.appending("items").appending(i).appending("contentKind")
            throw .invalid(path: p, location: spec.location(of: p), message: "\"contentKind\" describes the tabs of a tvOS live-viewing app; the \(name) tab bar has none")
        }
    }
    if platform == .tvOS && env.osVersion.major >= 26, let k = written(["backgroundImage"]) {
        throw refuse(k, "tvOS 26 draws the tab bar as a Liquid Glass capsule; a background image is drawn for tvOS 18 and earlier (use \"backgroundColor\" or \"barTintColor\")")
    }
    if platform != .visionOS, let k = written(["state", "expanded"]) {
        throw refuse(k, "only the visionOS tab bar expands (when someone looks at it); the \(name) tab bar does not")
    }
    guard design == .padFloating || design == .padGlass || design == .tv || design == .vision || design == .mac else { return }

    // The iPhone states these bars do not have.
    if tb.state.minimized {
        throw refuse(["state", "minimized"], "only iPhone tab bars minimize (iOS 26); the \(name) tab bar does not [tab-bar.minimize-platform]")
    }
    if tb.state.moreListVisible {
        throw refuse(["state", "moreListVisible"], design == .tv
            ? "tvOS has no More tab: tabs that do not fit fade out at the bar's end (see \"scrollOffset\")"
            : "the \(name) \(env.osVersion) tab bar has no More list; tabs that do not fit go into its overflow menu")
    }
    if tb.state.scrollEdge {
        throw refuse(["state", "scrollEdge"], "\"scrollEdge\" is the classic bottom bar's state; the \(name) \(env.osVersion) tab bar has no scroll-edge look")
    }
    if tb.bottomAccessory != nil {
        throw refuse(["bottomAccessory"], "the bottom accessory is drawn with the iPhone tab bar (iOS 26); NavMock does not draw it for the \(name) tab bar")
    }
    if tb.state.largeContentItem != nil && !padTop {
        throw refuse(["state", "largeContentItem"], "the Large Content Viewer belongs to iOS and iPadOS; the \(name) tab bar has none")
    }
    for (i, it) in tb.items.enumerated() {
        let ip = tbPath.appending("items").appending(i)
        if design == .mac && it.title == nil {
            throw .invalid(path: ip, location: spec.location(of: ip), message: "a macOS tab view's tab needs a \"title\" (its tabs are titles)")
        }
        if design == .mac && it.badgeValue != nil {
            let p = ip.appending("badgeValue")
            throw .invalid(path: p, location: spec.location(of: p), message: "macOS tab views have no badges")
        }
        if design == .vision && it.image == nil && it.role != .search {
            throw .invalid(path: ip, location: spec.location(of: ip), message: "a visionOS tab needs an \"image\": the collapsed bar shows symbols only")
        }
    }
}


/// A title laid out with its cap height centred on `midY`, centred on `centerX`, fitted to
/// `maxWidth` (tightened, then truncated).
func capCenteredTitle(_ text: String, style: TextStyle, centerX: Double, midY: Double, maxWidth: Double,
                      measuring: any TextMeasuring) -> TextLayout {
    titleLayout(text, style: style, centerX: centerX, baseline: midY + style.size * sfCapHeight / 2,
                maxWidth: maxWidth, measuring: measuring)
}

/// A title laid out from its leading x (left-to-right), cap height centred on `midY`.
func capCenteredLeadingTitle(_ text: String, style: TextStyle, x: Double, midY: Double, maxWidth: Double,
                             measuring: any TextMeasuring) -> TextLayout {
    let f = fitText(text, style: style, width: max(0, maxWidth), measuring: measuring)
    let baseline = midY + style.size * sfCapHeight / 2
    return TextLayout(text: f.text, style: f.style, baselineOrigin: Point(x: x, y: baseline),
                      frame: Rect(x: x, y: baseline - f.metrics.ascent, width: f.metrics.width, height: f.metrics.ascent + f.metrics.descent),
                      truncated: f.truncated, tightened: f.style.tracking != style.tracking)
}

/// A red badge whose top-trailing corner is `topTrailing` (left-to-right): a circle for one
/// character, a capsule for longer text (its text fitted to `maxWidth`). Nil for "" when
/// `emptyDraws` is false (the iPad floating bar draws no badge for an empty value).
func cornerBadge(_ value: String, topTrailing: Point, height: Double, fontSize: Double, padding: Double, maxWidth: Double,
                 emptyDraws: Bool, locale: String, measuring: any TextMeasuring) -> BadgeLayout? {
    if value.isEmpty {
        guard emptyDraws else { return nil }
        let d = (height * BadgeMetrics.dotFraction).rounded()
        return BadgeLayout(frame: Rect(x: topTrailing.x - d, y: topTrailing.y, width: d, height: d), text: nil)
    }
    let style = TextStyle(size: fontSize, weight: .regular, locale: locale)
    let fitted = fitText(value, style: style, width: maxWidth - 2 * padding, minTracking: 0, measuring: measuring)
    let w = fitted.text.count <= 1 ? height : min(maxWidth, max(height, fitted.metrics.width + 2 * padding))
    let frame = Rect(x: topTrailing.x - w, y: topTrailing.y, width: w, height: height)
    return BadgeLayout(frame: frame, text: centredText(fitted, in: frame))
}

/// The word UIKit shows on the Edit button, in `locale` (a few languages; English otherwise).
func editTitle(locale: String) -> String {
    let l = locale.lowercased()
    let table: [(String, String)] = [
        ("zh-hant", "編輯"), ("zh", "编辑"), ("ja", "編集"), ("ko", "편집"), ("ar", "تعديل"), ("he", "עריכה"),
        ("th", "แก้ไข"), ("de", "Bearbeiten"), ("fr", "Modifier"), ("es", "Editar"), ("it", "Modifica"),
        ("pt", "Editar"), ("nl", "Wijzig"), ("ru", "Изменить"),
    ]
    for (prefix, word) in table where l == prefix || l.hasPrefix(prefix + "-") { return word }
    return "Edit"
}

/// Refuses a hidden selected tab (the bar could not show it).
func checkSelectedShows(_ tb: TabBarSpec, spec: Spec) throws(SpecError) {
    if tb.items[tb.selectedIndex].isHidden {
        let p = JSONPath().appending("tabBar").appending("selectedIndex")
        throw .invalid(path: p, location: spec.location(of: p),
                       message: "the selected tab (\(tb.selectedIndex)) is hidden; select a tab that shows")
    }
}

/// The rectangle `r` scaled by `factor` about its centre.
func scaled(_ r: Rect, by factor: Double) -> Rect {
    Rect(center: r.center, size: Size(width: r.width * factor, height: r.height * factor))
}
