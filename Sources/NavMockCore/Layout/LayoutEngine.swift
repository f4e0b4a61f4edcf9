/// Validates a spec (``SpecValidator``) and lays it out.
///
/// ```swift
/// let env = try Environment.resolve(spec)
/// let layout = try layout(spec, in: env, measuring: measurer)
/// ```
/// `imageSizes` gives custom images' intrinsic sizes (``ImageSizing``); the default knows none
/// (every custom image in the symbol box): NavMockRender's pipeline passes the renderer's.
/// - Throws: ``SpecError/spec(_:)`` with every problem the validation stage finds (a tab bar on
///   watchOS, a tvOS field on iPhone, …).
public func layout(_ spec: Spec, in env: Environment, measuring: any TextMeasuring,
                   imageSizes: any ImageSizing = UnknownImageSizes()) throws(SpecError) -> Layout {
    layout(try SpecValidator.validate(spec, env), measuring: measuring, imageSizes: imageSizes)
}

/// Lays out a validated spec: resolves the canvas and the tab bar's frames in screen coordinates
/// (points). It cannot fail: every refusal is the validation stage's. `imageSizes` as
/// ``layout(_:in:measuring:imageSizes:)``.
public func layout(_ validated: ValidatedSpec, measuring: any TextMeasuring,
                   imageSizes: any ImageSizing = UnknownImageSizes()) -> Layout {
    let spec = validated.spec, env = validated.environment
    let screen = Rect(origin: .zero, size: env.screenSize)
    var tabBar: LayoutNode?
    if var tb = spec.tabBar, env.platform != .watchOS {   // watchOS has no tab bar: refused by validation
        tb.items = tb.items.map(\.drawn)   // a search tab given nothing: the system's title and symbol
        tabBar = env.tabBarDesign.entry.layout(tb, spec, env, measuring).markingOriginalImages(of: tb)
        tabBar?.extent.style = TabBarStyle(tb, env)
    }
    let home: Rect? = (env.device?.hasHomeIndicator ?? false) && spec.homeIndicator == .visible && (spec.tabBar != nil || spec.canvas == .screen)
        ? homeIndicatorFrame(screen: screen.size, HomeIndicatorMetricTable.iOS)
        : nil
    var pageControl: LayoutNode?
    if let pc = spec.pageControl {
        // A tab bar at the bottom (the iPhone designs and the iPad's bottom bar; those with a
        // component canvas of their own sit at the top or beside the window) pushes a bottom page
        // control above it.
        let barTop = tabBar.flatMap { tb in
            tb.componentCanvas == nil ? [tb.backgroundFrame.minY, tb.frame.minY, tb.child(.tabBarAccessory)?.frame.minY ?? .infinity].min() : nil
        }
        pageControl = layoutPageControl(pc, spec: spec, env: env, barTop: barTop, measuring: measuring, imageSizes: imageSizes)
    }
    var canvas = screen
    if spec.canvas == .component {
        var band: Rect?
        if let bar = tabBar, let own = bar.componentCanvas {
            // Top bars (iPad, tvOS, Mac), the iPad sidebar, the visionOS ornament: each says its band.
            band = spec.modal ? screen.union(own) : own
        } else if let bar = tabBar {
            let top = max(0, (bar.extent.drawnBounds.minY).rounded(.down))
            band = Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
            if spec.modal { band = screen }
        }
        if let pc = pageControl?.pageControlCanvas {
            band = band.map { $0.union(pc) } ?? pc
        }
        if let b = band { canvas = b }
    } else if let own = tabBar?.componentCanvas, tabBar?.tabBarDesign == .vision {
        // The visionOS ornament floats outside the window: the screen canvas grows to hold it.
        canvas = screen.union(own)
    }
    let components = [tabBar, pageControl, home.map { LayoutNode(role: .homeIndicator, frame: $0) }].compactMap { $0 }
    return Layout(canvas: canvas, scale: env.scale, environment: env, components: components,
                  screen: screenPayload(spec, env: env))
}

extension LayoutNode {
    /// The roles of the nodes that draw a tab's own image (its icon in the bar, the search tab,
    /// a More list or sidebar row, the Large Content Viewer).
    static let tabImageRoles: Set<LayoutRole> = [.tabBarItemIcon, .tabBarSearchItemIcon, .tabBarMoreListRowIcon,
                                                 .tabBarSidebarRowIcon, .tabBarLargeContentIcon]

    /// This tab bar with `renderingMode: alwaysOriginal` on every node that draws the image of an
    /// item of `tb` whose `renderingMode` is `alwaysOriginal` (issue 41 item 4): one pass for
    /// every design, so the scene draws those images in their own colours wherever they appear.
    func markingOriginalImages(of tb: TabBarSpec) -> LayoutNode {
        guard tb.items.contains(where: \.drawsOriginalImage) else { return self }
        func mark(_ n: LayoutNode) -> LayoutNode {
            var n = n
            let item = n.role == .tabBarLargeContentIcon ? tb.state.largeContentItem : n.index
            if Self.tabImageRoles.contains(n.role), n.image != nil, let i = item, tb.items.indices.contains(i), tb.items[i].drawsOriginalImage {
                n.attributes[.renderingMode] = .string(TabImageRenderingMode.alwaysOriginal.rawValue)
            }
            n.children = n.children.map(mark)
            return n
        }
        return mark(self)
    }

    /// Whether the node's image is drawn in its own colours (`renderingMode: alwaysOriginal`).
    public var drawsOriginalImage: Bool { string(.renderingMode) == TabImageRenderingMode.alwaysOriginal.rawValue }
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
func badgeLayout(_ value: String, iconCenter: Point, bar: Rect, locale: String, measuring: any TextMeasuring) -> LayoutNode {
    let top = iconCenter.y + BadgeMetrics.topFromIconCenter
    let leading = iconCenter.x + BadgeMetrics.leadingFromIconCenter
    if value.isEmpty {
        let d = BadgeMetrics.dotDiameter
        var f = Rect(x: leading, y: top + 2, width: d, height: d)
        f.origin.x = min(f.minX, bar.maxX - BadgeMetrics.barSideClamp - d)
        return .badge(frame: f, text: nil)
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
    return .badge(frame: frame, text: centredText(fitted, in: frame))
}

/// A fitted line of text centred in `frame`: its line box (ascent + descent) centred vertically,
/// its advance centred horizontally (badges, pills).
func centredText(_ fitted: (text: String, style: TextStyle, metrics: TextMetrics, truncated: Bool), in frame: Rect) -> TextLayout {
    let m = fitted.metrics
    let baseline = frame.midY + (m.ascent - m.descent) / 2
    let x = frame.midX - m.width / 2
    return TextLayout(text: fitted.text, style: fitted.style, baselineOrigin: Point(x: x, y: baseline),
                      frame: Rect(x: x, y: baseline - m.ascent, width: m.width, height: m.ascent + m.descent),
                      truncated: fitted.truncated, tightened: false)
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


/// The home indicator's capsule: centred, `bottomInset` above the screen's bottom. Points.
func homeIndicatorFrame(screen: Size, _ m: HomeIndicatorMetricTable) -> Rect {
    let width = m.width(screenWidth: screen.width)
    return Rect(x: (screen.width - width) / 2, y: screen.height - m.bottomInset - m.height, width: width, height: m.height)
}
