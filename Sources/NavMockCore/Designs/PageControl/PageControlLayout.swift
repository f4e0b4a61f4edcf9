/// The page-control design drawn.
public enum PageControlDesign: String, Sendable, Hashable {
    /// iOS, iPadOS and tvOS 14 and later, and visionOS: symbol indicators, a window of at most 10
    /// that scrolls with shrinking ends, background styles (metrics §7).
    case modern
    /// Before iOS 14: 7 pt dots on a 16 pt pitch, clipped at the control's edges (metrics §7.1).
    case legacy
    /// watchOS: dots at the bottom, or a column beside the Digital Crown (metrics §7.4).
    case watch

    /// The design drawn for `platform` at `osVersion`: the one place that decides. (macOS has
    /// no page control: validation refuses it first; it is given the modern design.)
    public static func choose(platform: Platform, osVersion: OSVersion) -> PageControlDesign {
        switch platform {
        case .watchOS: return .watch
        case .iOS, .iPadOS, .tvOS: return osVersion.major < PageControlMetricTable.modernSince ? .legacy : .modern
        case .visionOS, .macOS: return .modern
        }
    }
}

/// What an indicator draws.
public enum PageIndicatorShape: String, Sendable, Hashable {
    /// The default dot (UIKit's `circlebadge.fill`).
    case dot
    /// A custom image, drawn as a template: a symbol in the symbol box, an SVG file at its own
    /// size (``PageControlMetricTable/maxImageSize``).
    case image
    /// The capsule of a progress (iOS 17) or a watchOS scroll position.
    case capsule
}

/// Lays out the page control in screen coordinates. What the platform or OS version does not
/// have was refused by the validation stage (``SpecValidator``).
///
/// `barTop`: the top (points) of a tab bar drawn at the bottom of the screen (with its accessory),
/// if any; the `bottom` placement then puts the control that far above it instead of above the
/// home indicator (issue 14 §7; ``PageControlMetrics/edgeInset`` in both cases, an estimate).
///
/// `imageSizes` gives the intrinsic size of a custom SVG indicator image: it is drawn at that size
/// (scaled down to fit ``PageControlMetricTable/maxImageSize``), its slot as long as it along
/// the row, the row as thick as its thickest indicator; symbols keep the symbol box (issue 41 item 4).
func layoutPageControl(_ pc: PageControlSpec, spec: Spec, env: Environment, barTop: Double? = nil, measuring: any TextMeasuring,
                       imageSizes: any ImageSizing) -> LayoutNode {
    let m = PageControlMetricTable.table(for: env)
    let design = env.pageControlDesign
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

    // Natural size (`size(forNumberOfPages:)`): padding, slots and gaps along; padding and the
    // row across, the row as thick as its thickest indicator (a slot, or a taller custom image).
    let w = m.slot.width, g = m.gap
    let padAlong = style == .minimal ? 0 : m.paddingAlong
    let visibleCount = hidden ? 0 : (design == .legacy ? n : min(n, m.maxVisibleIndicators))
    let capsuleSlot = m.capsuleLength + (w - m.dotDiameter)      // two slots and a gap, as metrics §7.1
    let windowed = design != .legacy

    // Which pages the modern window shows: it follows the current page — it is the window the
    // control shows after scrolling the least from page 0, so the current page sits in the
    // full-size part; up to two indicators shrink at an end that has more pages beyond it
    // (metrics §7.1). (The legacy row shows whatever lies inside the control's frame: below.)
    var pages: Range<Int> = 0..<0
    var edgeCount = 0
    if !hidden && windowed {
        let v = visibleCount
        if n > v { edgeCount = min(max((v - 2) / 2, 0), m.edgeScales.count) }
        let start = n > v ? min(max(current - (v - 1 - edgeCount), 0), n - v) : 0
        pages = start..<(start + v)
    }

    // What each shown page's indicator takes: its image, the size an SVG is drawn at (its own,
    // fitted into `maxImageSize`), its slot's length along the row and its thickness across.
    let slots = pages.map { page in
        indicatorSlot(page, pc: pc, m: m, design: design, vertical: vertical, capsule: capsuleCurrent && page == current,
                      capsuleSlot: capsuleSlot, imageSizes: imageSizes)
    }
    var starts: [Double] = []
    var slotsLength = 0.0
    if windowed {
        for s in slots { starts.append(starts.isEmpty ? 0 : slotsLength + g); slotsLength = starts[starts.count - 1] + s.length }
    } else if visibleCount > 0 {
        slotsLength = Double(visibleCount) * w + Double(visibleCount - 1) * g
    }
    let rowThickness = slots.reduce(m.slot.height) { max($0, $1.thickness) }
    let along = 2 * padAlong + slotsLength
    let across = 2 * m.paddingAcross + rowThickness

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

    // The legacy row (no images, every slot alike) shows whatever lies inside the control's frame.
    if !hidden && !windowed {
        let clipStart = (along - naturalAlong) / 2, clipEnd = clipStart + naturalAlong
        let pitch = m.pitch
        var lo = max(0, Int(((clipStart - m.slot.width) / pitch).rounded(.down)))
        var hi = min(n - 1, Int((clipEnd / pitch).rounded(.up)))
        while lo <= hi && Double(lo) * pitch + m.slot.width <= clipStart { lo += 1 }
        while hi >= lo && Double(hi) * pitch >= clipEnd { hi -= 1 }
        pages = lo <= hi ? lo..<(hi + 1) : 0..<0
    }

    var indicators: [LayoutNode] = []
    indicators.reserveCapacity(pages.count)
    var progress: LayoutNode?
    var scroll: LayoutNode?
    for page in pages {
        let p = page - pages.lowerBound
        var scale = 1.0
        if windowed && edgeCount > 0 && page != current {
            if pages.lowerBound > 0 && p < edgeCount { scale = m.edgeScales[p] }
            else if pages.upperBound < n && p >= pages.count - edgeCount { scale = m.edgeScales[pages.count - 1 - p] }
        }
        let isCurrent = page == current
        let info = windowed ? slots[p] : IndicatorSlot(image: nil, size: nil, length: w, thickness: m.slot.height)
        let slotStart = windowed ? starts[p] : Double(page) * m.pitch
        let slot = place(slotStart, length: info.length, acrossSize: rowThickness)
        let c = slot.center
        let image = info.image
        var shape: PageIndicatorShape = image == nil ? .dot : .image
        var mark: Rect
        if capsuleCurrent && isCurrent {
            shape = .capsule
            mark = place(slotStart + (w - m.dotDiameter) / 2, length: m.capsuleLength, acrossSize: m.dotDiameter)
        } else if let drawn = info.size?.drawn {
            mark = Rect(center: c, size: Size(width: drawn.width * scale, height: drawn.height * scale))
        } else if image != nil {
            mark = Rect(center: c, size: Size(width: m.imageSide * scale, height: m.imageSide * scale))
        } else {
            mark = Rect(center: c, size: Size(width: m.dotDiameter * scale, height: m.dotDiameter * scale))
        }
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
                progress = LayoutNode(role: .pageControlProgress, frame: fill ?? Rect(origin: mark.origin, size: .zero),
                                      index: current, attributes: [.progress: .number(f)])
            } else {
                let t = f * (length - thick)
                let thumb = vertical
                    ? Rect(x: mark.minX, y: reversed ? mark.maxY - thick - t : mark.minY + t, width: thick, height: thick)
                    : Rect(x: reversed ? mark.maxX - thick - t : mark.minX + t, y: mark.minY, width: thick, height: thick)
                scroll = LayoutNode(role: .pageControlScroll, frame: thumb, index: current, attributes: [.scrollPosition: .number(f)])
            }
        }
        var a: [LayoutAttribute: LayoutValue] = [.scale: .number(scale), .shape: .shape(shape), .slot: .rect(scaled(slot))]
        if isCurrent { a[.current] = .bool(true) }
        if shape == .image, let read = info.size?.read { a[.imageSize] = .size(read) }
        let mirrored = shape == .image && mirrorsIcon(image, env: env)
        var indicator = LayoutNode.image(.pageControlIndicator, frame: mark, image, mirrored: mirrored, index: page)
        indicator.attributes.merge(a) { _, new in new }
        indicators.append(indicator)
    }

    let platter = showsPlatter ? scaled(natural) : nil
    var drawn = frame
    if !clipped {
        if let p = platter { drawn = drawn.union(p) }
        for ind in indicators { drawn = drawn.union(ind.frame) }
    }
    let screen = Rect(origin: .zero, size: env.screenSize)
    let canvas = fitPageControlCanvas(drawn.insetBy(dx: -pageControlCanvasMargin, dy: -pageControlCanvasMargin), in: screen)
    var attrs: [LayoutAttribute: LayoutValue] = [
        .design: .pageControlDesign(design),
        .numberOfPages: .int(n),
        .currentPage: .int(current),
        .hidden: .bool(hidden),
        .direction: .direction(direction),
        .backgroundStyle: .backgroundStyle(style),
        .interactionState: .interactionState(state),
    ]
    if !pages.isEmpty {
        attrs[.firstVisiblePage] = .int(pages.lowerBound)
        attrs[.lastVisiblePage] = .int(pages.upperBound - 1)
    }
    if contentScale != 1 { attrs[.contentScale] = .number(contentScale) }
    if clipped { attrs[.clipped] = .bool(true) }
    var children: [LayoutNode] = []
    if let p = platter { children.append(LayoutNode(role: .pageControlPlatter, frame: p)) }
    children += indicators
    if let p = progress { children.append(p) }
    if let s = scroll { children.append(s) }
    return LayoutNode(role: .pageControl, frame: frame, attributes: attrs,
                      payload: .pageControl(metrics: m, clippedFromNaturalSize: clipped ? natural.size : nil, canvas: canvas,
                                           tints: PageControlTints(current: pc.currentPageIndicatorTintColor, other: pc.pageIndicatorTintColor)),
                      children: children)
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

/// What one shown page's indicator takes in the row (``layoutPageControl``): its image, the size
/// an SVG image is drawn at and as read, its slot's length along the row and its thickness
/// across it. Points.
struct IndicatorSlot {
    let image: ImageReference?
    /// An SVG image with a usable intrinsic size: drawn at `drawn` (its own size, fitted into
    /// ``PageControlMetricTable/maxImageSize``); `read` as ``ImageSizing`` gave it. Nil for a
    /// symbol (the symbol box), a dot, or an SVG without a usable size (the symbol box).
    let size: (drawn: Size, read: Size)?
    let length: Double
    let thickness: Double
}

/// The slot of `page`'s indicator: the progress capsule's two slots (`capsule`); an SVG image's
/// own size, each side bounded by ``PageControlLimits/maxImageSide`` and the whole scaled down,
/// aspect kept, to fit ``PageControlMetricTable/maxImageSize`` (UIKit `_UIPageIndicatorImageView
/// setImage:`, metrics §7.1, confidence B); else the design's slot (a dot or a symbol, sized by
/// the symbol configuration). Images only in the modern design (iOS 14+).
func indicatorSlot(_ page: Int, pc: PageControlSpec, m: PageControlMetricTable, design: PageControlDesign, vertical: Bool,
                   capsule: Bool, capsuleSlot: Double, imageSizes: any ImageSizing) -> IndicatorSlot {
    let image = design == .modern ? pc.image(forPage: page, isCurrent: page == pc.currentPage) : nil
    if capsule { return IndicatorSlot(image: image, size: nil, length: capsuleSlot, thickness: m.slot.height) }
    if case .file(let f)? = image, let read = imageSizes.intrinsicSize(of: f),
       read.width.isFinite, read.height.isFinite, read.width > 0, read.height > 0 {
        let bound = PageControlLimits.maxImageSide
        let own = Size(width: min(read.width, bound), height: min(read.height, bound))
        let fit = min(1, m.maxImageSize.width / own.width, m.maxImageSize.height / own.height)
        let drawn = Size(width: own.width * fit, height: own.height * fit)
        return IndicatorSlot(image: image, size: (drawn, read), length: vertical ? drawn.height : drawn.width,
                             thickness: vertical ? drawn.width : drawn.height)
    }
    return IndicatorSlot(image: image, size: nil, length: m.slot.width, thickness: m.slot.height)
}
