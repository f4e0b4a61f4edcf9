/// The page-control design drawn.
public enum PageControlDesign: String, Sendable, Hashable {
    /// iOS, iPadOS and tvOS 14 and later, and visionOS: symbol indicators, a window of at most 10
    /// that scrolls with shrinking ends, background styles (metrics §7).
    case modern
    /// Before iOS 14: 7 pt dots on a 16 pt pitch, clipped at the control's edges (metrics §7.1).
    case legacy
    /// watchOS: dots at the bottom, or a column beside the Digital Crown (metrics §7.4).
    case watch
}

/// What an indicator draws.
public enum PageIndicatorShape: String, Sendable, Hashable {
    /// The default dot (UIKit's `circlebadge.fill`).
    case dot
    /// A custom image (a symbol or an SVG file), drawn as a template.
    case image
    /// The capsule of a progress (iOS 17) or a watchOS scroll position.
    case capsule
}

/// One laid-out indicator: the page it stands for, where, and how big.
struct PageIndicatorLayout: Sendable, Hashable {
    /// The page this indicator stands for, 0-based.
    var page: Int
    /// The indicator's slot (UIKit's image view), after shrinking and scrubbing; screen coordinates, points.
    var slot: Rect
    /// What is drawn: the dot, the image box or the capsule; screen coordinates, points.
    var frame: Rect
    /// Shrink factor at the ends of a scrolled window: 1, or ½ and ¼ (metrics §7.1). Scrubbing's
    /// ×1.05 is not included (see ``PageControlLayout/contentScale``).
    var scale: Double
    /// Whether this is the current page.
    var isCurrent: Bool
    /// What is drawn.
    var shape: PageIndicatorShape
    /// The image, when `shape` is `image`.
    var image: ImageReference?
    /// Whether the image is drawn mirrored (a directional symbol in right-to-left).
    var mirrored: Bool
}

/// A capsule that fills: the iOS 17 progress of the current page, or the watchOS position within
/// a page that scrolls.
struct PageControlCapsuleLayout: Sendable, Hashable {
    /// The fraction shown, 0…1.
    var fraction: Double
    /// The whole capsule (the track), screen coordinates, points.
    var track: Rect
    /// Progress: the filled part from the start end (nil at 0). Scroll: the thumb. Points.
    var fill: Rect?
}

/// The laid-out page control. Frames are in screen coordinates (points, top-left origin).
///
/// Produced by ``layout(_:in:measuring:)`` for a spec with `pageControl`. Only the visible
/// indicators are laid out (at most 10 in the modern design; the on-screen ones in the legacy
/// design), so the cost does not depend on `numberOfPages`.
struct PageControlLayout: Sendable, Hashable {
    /// The design drawn.
    var design: PageControlDesign
    /// The metrics used (one table per platform and design).
    var metrics: PageControlMetricTable
    /// Whether nothing is drawn (no pages, or one page with `hidesForSinglePage`).
    var isHidden: Bool
    /// `numberOfPages`.
    var numberOfPages: Int
    /// The current page after clamping.
    var currentPage: Int
    /// The direction drawn (`natural` resolved against the layout direction).
    var direction: PageControlDirection
    /// The background style in effect.
    var backgroundStyle: PageControlBackgroundStyle
    /// The interaction state drawn.
    var interactionState: PageControlInteractionState
    /// The control's frame: the spec's `frame` centred at the placement, else the natural size
    /// (`size(forNumberOfPages:)`; clipped to the screen in the legacy design); points.
    var frame: Rect
    /// The platter, when shown (grown ×1.05 while scrubbing); points.
    var platterFrame: Rect?
    /// Scale of the content: 1.05 while scrubbing (metrics §7.2), else 1.
    var contentScale: Double
    /// The visible indicators, in page order.
    var indicators: [PageIndicatorLayout]
    /// The pages shown: first…last visible page (empty when hidden).
    var visiblePages: Range<Int>
    /// The iOS 17 progress capsule, when drawn.
    var progress: PageControlCapsuleLayout?
    /// The watchOS scroll position within the current page, when drawn.
    var scroll: PageControlCapsuleLayout?
    /// The part of the screen the component canvas shows: what is drawn with a 12 pt margin,
    /// in whole points, moved (or cut) to lie inside the screen; points.
    var canvasBounds: Rect
    /// The natural size (points) when the spec gives a `frame` smaller than it on either axis:
    /// everything is then drawn clipped to ``frame`` (issue 14 §7). Nil otherwise.
    var clippedFromNaturalSize: Size? = nil

    /// This page control as a layout node (role `pageControl`) with its platter, indicators
    /// (`index` = page, `scale`), progress and scroll position.
    var node: LayoutNode {
        var attrs: [LayoutAttribute: LayoutValue] = [
            .design: .string(design.rawValue),
            .numberOfPages: .int(numberOfPages),
            .currentPage: .int(currentPage),
            .hidden: .bool(isHidden),
            .direction: .string(direction.rawValue),
            .backgroundStyle: .string(backgroundStyle.rawValue),
            .interactionState: .string(interactionState.rawValue),
        ]
        if !visiblePages.isEmpty {
            attrs[.firstVisiblePage] = .int(visiblePages.lowerBound)
            attrs[.lastVisiblePage] = .int(visiblePages.upperBound - 1)
        }
        if contentScale != 1 { attrs[.contentScale] = .number(contentScale) }
        if clippedFromNaturalSize != nil { attrs[.clipped] = .bool(true) }
        var children: [LayoutNode] = []
        if let p = platterFrame { children.append(LayoutNode(role: .pageControlPlatter, frame: p)) }
        for ind in indicators {
            var a = imageAttributes(ind.image)
            a[.scale] = .number(ind.scale)
            a[.shape] = .string(ind.shape.rawValue)
            if ind.isCurrent { a[.current] = .bool(true) }
            if ind.mirrored { a[.mirrored] = .bool(true) }
            children.append(LayoutNode(role: .pageControlIndicator, frame: ind.frame, index: ind.page, attributes: a,
                                       payload: ind.image.map { .image($0, mirrored: ind.mirrored) }))
        }
        if let p = progress {
            children.append(LayoutNode(role: .pageControlProgress, frame: p.fill ?? Rect(origin: p.track.origin, size: .zero),
                                       index: currentPage, attributes: [.progress: .number(p.fraction)]))
        }
        if let s = scroll {
            children.append(LayoutNode(role: .pageControlScroll, frame: s.fill ?? s.track, index: currentPage,
                                       attributes: [.scrollPosition: .number(s.fraction)]))
        }
        return LayoutNode(role: .pageControl, frame: frame, attributes: attrs,
                          payload: .pageControl(metrics: metrics, clippedFromNaturalSize: clippedFromNaturalSize), children: children)
    }
}


/// Lays out the page control in screen coordinates. What the platform or OS version does not
/// have was refused by the validation stage (``SpecValidator``).
///
/// `barTop`: the top (points) of a tab bar drawn at the bottom of the screen (with its accessory),
/// if any; the `bottom` placement then puts the control that far above it instead of above the
/// home indicator (issue 14 §7; ``PageControlMetrics/edgeInset`` in both cases, an estimate).
func layoutPageControl(_ pc: PageControlSpec, spec: Spec, env: Environment, barTop: Double? = nil, measuring: any TextMeasuring) -> PageControlLayout {
    let m = PageControlMetricTable.table(for: env)
    let design: PageControlDesign = env.platform == .watchOS ? .watch : (m.clipsInsteadOfShrinking ? .legacy : .modern)
    let rtlLayout = env.layoutDirection == .rightToLeft
    var direction = pc.effectiveDirection
    if direction == .natural { direction = rtlLayout ? .rightToLeft : .leftToRight }
    let vertical = direction.isVertical
    let reversed = direction == .rightToLeft || direction == .bottomToTop
    let state = pc.effectiveInteractionState
    let style = pc.effectiveBackgroundStyle
    let n = pc.numberOfPages
    let current = pc.currentPage
    let hidden = n == 0 || (n == 1 && pc.hidesForSinglePage)
    let showsPlatter = !hidden && m.hasPlatter
        && (style == .prominent || (style == .automatic && (state != .none || m.automaticShowsPlatter)))
    // The progress capsule is hidden while the user scrubs (UIPageControlProgress.isProgressVisible).
    let showsProgress = !hidden && pc.progress != nil && state != .continuous
    let showsScroll = !hidden && design == .watch && vertical && pc.scrollPosition != nil
    let capsuleCurrent = showsProgress || showsScroll
    let contentScale = state == .continuous ? m.scrubbingScale : 1

    // Natural size (`size(forNumberOfPages:)`): padding, slots and gaps along; padding and a slot across.
    let w = m.slot.width, g = m.gap
    let padAlong = style == .minimal ? 0 : m.paddingAlong
    let visibleCount = hidden ? 0 : (design == .legacy ? n : min(n, m.maxVisibleIndicators))
    let capsuleSlot = m.capsuleLength + (w - m.dotDiameter)      // two slots and a gap, as metrics §7.1
    let extra = capsuleCurrent ? capsuleSlot - w : 0
    let slotsLength = visibleCount > 0 ? Double(visibleCount) * w + Double(visibleCount - 1) * g + extra : 0
    let along = 2 * padAlong + slotsLength
    let across = 2 * m.paddingAcross + m.slot.height

    // Where: centred near the bottom (HIG-PC "center a page control at the bottom of the view"),
    // or a column at the trailing edge (beside the Digital Crown on watchOS).
    let W = env.screenSize.width, H = env.screenSize.height, safe = env.safeArea
    let center: Point
    if vertical {
        let trailingIsLeft = rtlLayout && design != .watch       // the crown does not move
        let x = trailingIsLeft ? safe.left + m.edgeInset : W - safe.right - m.edgeInset
        center = Point(x: x, y: H * m.columnCenterFraction)
    } else {
        switch pc.placement {
        case .bottom: center = Point(x: W / 2, y: min(H - safe.bottom, barTop ?? .infinity) - m.edgeInset)
        case .top: center = Point(x: W / 2, y: safe.top + m.edgeInset)
        case .center: center = Point(x: W / 2, y: H / 2)
        }
    }
    let naturalAlong = design == .legacy ? min(along, vertical ? H : W) : along   // legacy: clipped to the screen
    let natural = Rect(center: center, size: vertical ? Size(width: across, height: naturalAlong)
                                                      : Size(width: naturalAlong, height: across))
    // A spec `frame` replaces the natural one, centred at the same point; smaller on either axis
    // clips what is drawn to it (issue 14 §7).
    let frame = pc.frame.map { Rect(center: center, size: $0) } ?? natural
    let clipped = !hidden && (frame.width < natural.width || frame.height < natural.height)

    // Maps an offset along the row (from the first page's end of the full row) to the screen.
    let rowLeading = (vertical ? center.y : center.x) - along / 2 + padAlong
    let rowTrailing = (vertical ? center.y : center.x) + along / 2 - padAlong
    func place(_ offset: Double, length: Double, acrossSize: Double) -> Rect {
        let a = reversed ? rowTrailing - offset - length : rowLeading + offset
        return vertical
            ? Rect(x: center.x - acrossSize / 2, y: a, width: acrossSize, height: length)
            : Rect(x: a, y: center.y - acrossSize / 2, width: length, height: acrossSize)
    }
    func scaled(_ r: Rect) -> Rect {
        guard contentScale != 1 else { return r }
        return Rect(center: Point(x: center.x + (r.midX - center.x) * contentScale, y: center.y + (r.midY - center.y) * contentScale),
                    size: Size(width: r.width * contentScale, height: r.height * contentScale))
    }

    // Which pages: the modern window follows the current page — it is the window the control
    // shows after scrolling the least from page 0, so the current page sits in the full-size
    // part; up to two indicators shrink at an end that has more pages beyond it (metrics §7.1).
    // The legacy row shows whatever lies inside the control's frame.
    var pages: Range<Int> = 0..<0
    var edgeCount = 0
    if !hidden {
        if design == .legacy {
            let clipStart = (along - naturalAlong) / 2, clipEnd = clipStart + naturalAlong
            let pitch = m.pitch
            var lo = max(0, Int(((clipStart - m.slot.width) / pitch).rounded(.down)))
            var hi = min(n - 1, Int((clipEnd / pitch).rounded(.up)))
            while lo <= hi && Double(lo) * pitch + m.slot.width <= clipStart { lo += 1 }
            while hi >= lo && Double(hi) * pitch >= clipEnd { hi -= 1 }
            pages = lo <= hi ? lo..<(hi + 1) : 0..<0
        } else {
            let v = visibleCount
            if n > v { edgeCount = min(max((v - 2) / 2, 0), m.edgeScales.count) }
            let start = n > v ? min(max(current - (v - 1 - edgeCount), 0), n - v) : 0
            pages = start..<(start + v)
        }
    }

    var indicators: [PageIndicatorLayout] = []
    indicators.reserveCapacity(pages.count)
    var progress: PageControlCapsuleLayout?
    var scroll: PageControlCapsuleLayout?
    let windowed = design != .legacy
    for page in pages {
        let p = page - pages.lowerBound
        var scale = 1.0
        if windowed && edgeCount > 0 && page != current {
            if pages.lowerBound > 0 && p < edgeCount { scale = m.edgeScales[p] }
            else if pages.upperBound < n && p >= pages.count - edgeCount { scale = m.edgeScales[pages.count - 1 - p] }
        }
        let isCurrent = page == current
        let slotStart = Double(windowed ? p : page) * m.pitch + (capsuleCurrent && page > current ? extra : 0)
        let slotLength = capsuleCurrent && isCurrent ? capsuleSlot : w
        let slot = place(slotStart, length: slotLength, acrossSize: m.slot.height)
        let c = slot.center
        let image = design == .modern ? pc.image(forPage: page, isCurrent: isCurrent) : nil
        var shape: PageIndicatorShape = image == nil ? .dot : .image
        var mark: Rect
        if capsuleCurrent && isCurrent {
            shape = .capsule
            mark = place(slotStart + (w - m.dotDiameter) / 2, length: m.capsuleLength, acrossSize: m.dotDiameter)
        } else if image != nil {
            mark = Rect(center: c, size: Size(width: m.imageSide * scale, height: m.imageSide * scale))
        } else {
            mark = Rect(center: c, size: Size(width: m.dotDiameter * scale, height: m.dotDiameter * scale))
        }
        let slotScaled = Rect(center: c, size: Size(width: slot.width * scale, height: slot.height * scale))
        mark = scaled(mark)
        if shape == .capsule {
            let f = showsProgress ? pc.progress ?? 0 : pc.scrollPosition ?? 0
            let length = vertical ? mark.height : mark.width, thick = vertical ? mark.width : mark.height
            if showsProgress {
                // Filled from the start end of the pages; never thinner than a dot, so it reads as a capsule.
                let fillLength = f > 0 ? max(thick, f * length) : 0
                var fill: Rect?
                if fillLength > 0 {
                    let fromEnd = reversed
                    fill = vertical
                        ? Rect(x: mark.minX, y: fromEnd ? mark.maxY - fillLength : mark.minY, width: thick, height: fillLength)
                        : Rect(x: fromEnd ? mark.maxX - fillLength : mark.minX, y: mark.minY, width: fillLength, height: thick)
                }
                progress = PageControlCapsuleLayout(fraction: f, track: mark, fill: fill)
            } else {
                let t = f * (length - thick)
                let thumb = vertical
                    ? Rect(x: mark.minX, y: reversed ? mark.maxY - thick - t : mark.minY + t, width: thick, height: thick)
                    : Rect(x: reversed ? mark.maxX - thick - t : mark.minX + t, y: mark.minY, width: thick, height: thick)
                scroll = PageControlCapsuleLayout(fraction: f, track: mark, fill: thumb)
            }
        }
        indicators.append(PageIndicatorLayout(page: page, slot: scaled(slotScaled), frame: mark, scale: scale,
                                              isCurrent: isCurrent, shape: shape, image: image,
                                              mirrored: shape == .image && mirrorsIcon(image, env: env)))
    }

    let platter = showsPlatter ? scaled(natural) : nil
    var drawn = frame
    if !clipped {
        if let p = platter { drawn = drawn.union(p) }
        for ind in indicators { drawn = drawn.union(ind.frame) }
    }
    let screen = Rect(origin: .zero, size: env.screenSize)
    let canvas = fitPageControlCanvas(drawn.insetBy(dx: -pageControlCanvasMargin, dy: -pageControlCanvasMargin), in: screen)
    return PageControlLayout(design: design, metrics: m, isHidden: hidden, numberOfPages: n, currentPage: current,
                             direction: direction, backgroundStyle: style, interactionState: state, frame: frame,
                             platterFrame: platter, contentScale: contentScale, indicators: indicators,
                             visiblePages: pages, progress: progress, scroll: scroll, canvasBounds: canvas,
                             clippedFromNaturalSize: clipped ? natural.size : nil)
}

/// `r` rounded out to whole points, then moved inside `screen` (or cut to it where it is larger).
func fitPageControlCanvas(_ r: Rect, in screen: Rect) -> Rect {
    func axis(_ lo: Double, _ hi: Double, _ sLo: Double, _ sHi: Double) -> (Double, Double) {
        let a = lo.rounded(.down), b = hi.rounded(.up)
        let len = b - a
        if len >= sHi - sLo { return (sLo, sHi - sLo) }
        let start = min(max(a, sLo), sHi - len)
        return (start, len)
    }
    let (x, w) = axis(r.minX, r.maxX, screen.minX, screen.maxX)
    let (y, h) = axis(r.minY, r.maxY, screen.minY, screen.maxY)
    return Rect(x: x, y: y, width: w, height: h)
}
