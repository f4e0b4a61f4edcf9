import Foundation
import NavMockCore
import Synchronization

/// Issue 14 §8: contrast measured on the rendered pixels, for `check` and `render`'s check pass.
///
/// The scene is rasterized three ways at ``scale(of:)`` (the device's scale, at least
/// ``VisibilityMetrics/minimumScale``): whole; without the measured elements (what is behind
/// them: the backdrop, glass as drawn, the selection pill); and each element alone on a
/// transparent canvas, whose alpha masks its glyph (pixels covered at least
/// ``VisibilityMetrics/glyphCoverage`` of its strongest coverage). The first two draw only the
/// pixels around the elements (a clip), and the whole render is cut from the caller's raster of
/// the scene at that scale when it has one. Per glyph pixel the WCAG 2.x
/// contrast of the whole render against the behind render is taken; an element's ratio is the
/// median. Titles need 4.5:1, icons and page indicators 3:1, and the current indicator 3:1
/// against the others (median luminances). Disabled tabs are left out (WCAG exempts inactive
/// controls), nor is a tab bar under a modal sheet. Severity: ``visibilitySeverity(ratio:minimum:specSetColor:)``.
public enum VisibilityCheck {
    /// The rules this check reports under.
    public static let ruleIDs: Set<RuleID> = [.tabBarTitleContrast, .tabBarIconContrast,
                                               .pageControlIndicatorContrast, .pageControlCurrentIndicatorContrast]

    /// `findings` with the pixel contrast findings of `prepared` added, sorted by position and
    /// rule id like ``Checker``'s. Rules in `ignoring` or the spec's `checks.ignore` are skipped;
    /// a scene that cannot be rasterized (a missing file: render reports it) adds nothing.
    ///
    /// `shared`, when given, is ``rasterize(_:renderer:baseDirectory:)`` of `prepared` with the
    /// same renderer (what `render` is about to encode as PNG): the whole render is cut from it,
    /// and what is behind the elements is drawn on top of its copy of the canvas as it was before
    /// the first element, instead of from the backdrop up.
    public static func adding(to findings: [Finding], _ prepared: PreparedSpec, renderer: Renderer,
                              baseDirectory: String, ignoring: Set<String> = [], shared: SharedRaster? = nil) -> [Finding] {
        let skipped = Set(ignoring.compactMap(RuleID.init(rawValue:))).union(prepared.spec.ignoredRules)
        let extra = measure(prepared, renderer: renderer, baseDirectory: baseDirectory, skipping: skipped, shared: shared)
        guard !extra.isEmpty else { return findings }
        return (findings + extra).sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }

    /// One measured element: its scene item, what it is, where the spec writes it.
    struct Element {
        enum Kind { case title, icon, indicator(current: Bool) }
        let kind: Kind
        let item: Int
        /// What it covers, points (screen coordinates).
        let bounds: Rect
        let path: JSONPath
        let name: String
        /// The spec field that set its colour, if the spec set it.
        let colorField: String?
    }

    /// A scene rasterized whole at the check's scale, for output, with what the check reuses.
    public struct SharedRaster: Sendable {
        /// The whole scene at ``VisibilityCheck/scale(of:)``.
        public let raster: RasterImage
        /// The measured area of the canvas as drawn just before item `first`, the first measured
        /// element (nil: nothing is measured, or the area is not on whole pixels).
        let behindStart: Snapshot?
        let area: Rect
        let first: Int
    }

    /// A copy of part of a canvas, handed once to the check, which draws what is behind the
    /// elements on these very pixels: 0.8 MB @3x for a tab bar's elements, that a shared array
    /// would have been copied again before drawing (issue 20).
    final class Snapshot: Sendable {
        /// The copy's size in pixels and bytes per row; its pixels until ``take()``.
        let width: Int, height: Int, stride: Int
        private let pixels: Mutex<[UInt8]?>
        init(_ image: RasterImage) {
            width = image.width; height = image.height; stride = image.stride
            pixels = Mutex(image.data)
        }
        /// The pixels, once (later calls: nil), held by nothing else.
        func take() -> [UInt8]? { pixels.withLock { p in defer { p = nil }; return p } }
        /// The image while it is not yet taken (nil after), sharing its pixels.
        var image: RasterImage? {
            pixels.withLock { p in p.map { RasterImage(width: width, height: height, stride: stride, data: $0) } }
        }
    }

    /// Rasterizes `prepared.scene` at ``scale(of:)``, keeping a copy of the part the check
    /// measures as it is before the first measured element is drawn.
    /// - Throws: ``RenderError``, as ``Renderer/rasterize(_:scale:baseDirectory:)``.
    public static func rasterize(_ prepared: PreparedSpec, renderer: Renderer, baseDirectory: String) throws(RenderError) -> SharedRaster {
        let scene = prepared.scene, scale = scale(of: scene)
        let res = prepared.drawing(baseDirectory: baseDirectory)
        let els = elements(prepared)
        guard let first = els.map(\.item).min(), let area = area(of: els, in: scene) else {
            return SharedRaster(raster: try renderer.rasterize(res, scale: scale), behindStart: nil, area: .zero, first: 0)
        }
        let (raster, start) = try renderer.rasterizeTakingSnapshot(res, scale: scale, snapshot: (first, area))
        return SharedRaster(raster: raster, behindStart: start.map(Snapshot.init), area: area, first: first)
    }

    /// `r` grown by ``VisibilityMetrics/cropMargin``, out to whole points, inside the canvas.
    static func crop(_ r: Rect, in scene: Scene) -> Rect? {
        let canvas = Rect(origin: scene.origin, size: scene.size)
        let g = r.insetBy(dx: -VisibilityMetrics.cropMargin, dy: -VisibilityMetrics.cropMargin)
        let x0 = max(g.minX.rounded(.down), canvas.minX), y0 = max(g.minY.rounded(.down), canvas.minY)
        let x1 = min(g.maxX.rounded(.up), canvas.maxX), y1 = min(g.maxY.rounded(.up), canvas.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The part of the canvas the check draws for `els`: the crop of all their bounds.
    static func area(of els: [Element], in scene: Scene) -> Rect? {
        guard let firstBounds = els.first?.bounds else { return nil }
        return crop(els.dropFirst().reduce(firstBounds) { $0.union($1.bounds) }, in: scene)
    }

    /// The scale (pixels per point) the check measures `scene` at: its own, at least
    /// ``VisibilityMetrics/minimumScale``, rounded up to a whole number.
    public static func scale(of scene: Scene) -> Double {
        max(scene.scale, VisibilityMetrics.minimumScale).rounded(.up)
    }

    /// The measurable elements of a prepared spec, matched to their scene items by identity: the
    /// first item drawn for the element's node (``SceneElementID``) that draws its glyph (an icon,
    /// a line of text, a dot). Items inside a ``SceneItem/masked(_:mask:)`` layer have the layer's
    /// identity, so an element drawn only there is not measured.
    static func elements(_ p: PreparedSpec) -> [Element] {
        let items = p.scene.items, ids = p.scene.itemIDs
        func find(_ id: SceneElementID, _ match: (SceneItem) -> Bool) -> Int? {
            items.indices.first { ids[$0] == id && match(items[$0]) }
        }
        // An image in its own colours (alwaysOriginal) is the app's picture, not a tinted glyph: not measured.
        func isIcon(_ item: SceneItem) -> Bool { item.icon.map { !$0.original } ?? false }
        func isText(_ item: SceneItem) -> Bool { if case .text = item { return true }; return false }
        func isDot(_ item: SceneItem) -> Bool { if case .fill(.ellipse, _) = item { return true }; return false }
        var out: [Element] = []
        // Under a modal sheet the bar is meant to be covered: nothing of it is measured.
        if let tb = p.layout.tabBarNode, let spec = p.spec.tabBar, !p.spec.modal {
            let root = JSONPath().appending("tabBar")
            for it in tb.items + (tb.searchButton.map { [$0] } ?? []) where it.isEnabled {
                let index = it.index ?? 0
                let isTab = it.itemKind == .tab && spec.items.indices.contains(index)
                let path = isTab ? root.appending("items").appending(index) : root
                let label: String
                switch it.itemKind {
                case .more?: label = "the More tab"
                case .search?: label = "the search tab"
                case .tab?, nil: label = "tab \(index)" + (it.title.map { " (\"\($0.text)\")" } ?? "")
                }
                // The selected search tab's field (iOS 26) draws its magnifier and placeholder in
                // the system's secondary label colour: no spec colour applies to them. Otherwise
                // only a field the design draws is advised (the glass bar overrides unselectedItemTintColor).
                let searchField = tb.isSearchExpanded && it.itemKind == .search
                let style = tb.tabBarStyle
                let field = searchField ? nil : it.isSelected ? (style?.tintColor != nil ? "tabBar.tintColor" : nil)
                    : (style?.unselectedItemTintColor != nil ? "tabBar.unselectedItemTintColor" : nil)
                let named = searchField ? "the search field" : label
                if let icon = it.icon, let i = find(SceneElementID(icon), isIcon) {
                    out.append(Element(kind: .icon, item: i, bounds: icon.frame, path: path, name: "the icon of \(named)", colorField: field))
                }
                if let node = it.child(LayoutRolePart.title), let t = node.textLayout, let i = find(SceneElementID(node), isText) {
                    out.append(Element(kind: .title, item: i, bounds: t.frame, path: isTab ? path.appending("title") : path,
                                       name: searchField ? "the placeholder of the search field" : "the title of \(named)", colorField: field))
                }
            }
        }
        if let pc = p.layout.pageControlNode, let spec = p.spec.pageControl, !pc.isHidden {
            let root = JSONPath().appending("pageControl")
            for ind in pc.indicators where ind.indicatorShape != .capsule {
                guard let i = find(SceneElementID(ind), ind.indicatorShape == .dot ? isDot : isIcon) else { continue }
                let field = ind.isCurrent ? (spec.currentPageIndicatorTintColor != nil ? "pageControl.currentPageIndicatorTintColor" : nil)
                    : (spec.pageIndicatorTintColor != nil ? "pageControl.pageIndicatorTintColor" : nil)
                out.append(Element(kind: .indicator(current: ind.isCurrent), item: i, bounds: ind.frame, path: root,
                                   name: "the indicator of page \(ind.index ?? 0)", colorField: field))
            }
        }
        return out
    }

    /// A window of `width × height` pixels onto a raster (premultiplied ARGB32): pixel (x, y) is
    /// the raster's (x + dx, y + dy). ``glyphSamples(alone:whole:behind:at:cache:)`` reads it.
    struct Pixels {
        let width: Int, height: Int
        let raster: RasterImage
        var dx = 0, dy = 0
        init(_ raster: RasterImage) { self.raster = raster; width = raster.width; height = raster.height }
        /// The window of `width × height` pixels at (dx, dy) of `raster`, which must hold it.
        init(_ raster: RasterImage, dx: Int, dy: Int, width: Int, height: Int) {
            self.raster = raster; self.dx = dx; self.dy = dy; self.width = width; self.height = height
        }
    }

    /// The relative luminance of a premultiplied ARGB32 pixel composited over `matte` (0 black,
    /// 1 white).
    static func luminance(word w: UInt32, matte: Double) -> Double {
        let a = Double(w >> 24) / 255
        // Premultiplied: colour + (1 - alpha) × matte.
        let r = Double((w >> 16) & 0xFF) / 255 + (1 - a) * matte
        let g = Double((w >> 8) & 0xFF) / 255 + (1 - a) * matte
        let b = Double(w & 0xFF) / 255 + (1 - a) * matte
        return Color(red: r, green: g, blue: b).relativeLuminance
    }

    /// Luminances by pixel value, for one matte: a direct-mapped table of 4096 slots (a glyph and
    /// its background repeat few colours, and each luminance costs three `pow`s). A class over
    /// two fixed buffers, so that a lookup in the per-pixel loop copies and checks nothing.
    final class LuminanceCache {
        private let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: 4096)   // .max: empty (a pixel is 32 bits)
        private let values = UnsafeMutablePointer<Double>.allocate(capacity: 4096)
        let matte: Double
        init(matte: Double) {
            self.matte = matte
            keys.initialize(repeating: .max, count: 4096)
            values.initialize(repeating: 0, count: 4096)
        }
        deinit { keys.deallocate(); values.deallocate() }
        /// ``VisibilityCheck/luminance(word:matte:)`` of `w` over the cache's matte.
        @inline(__always) func luminance(_ w: UInt32) -> Double {
            let i = Int((w &* 0x9E37_79B1) >> 20)
            if keys[i] == UInt64(w) { return values[i] }
            let l = VisibilityCheck.luminance(word: w, matte: matte)
            keys[i] = UInt64(w); values[i] = l
            return l
        }
    }

    /// What an element's glyph measures: for each pixel of `alone` (the element drawn alone)
    /// whose coverage reaches ``VisibilityMetrics/glyphCoverage`` of its strongest, row by row,
    /// the contrast of `whole` against `behind` there, and the two luminances. The element's pixel
    /// (x, y) is pixel (x + at.x, y + at.y) of `whole` and `behind` (both of the measured area);
    /// pixels beyond `whole` (or `behind`, the same size) are left out. Nil when `alone` covers
    /// nothing.
    static func glyphSamples(alone a: RasterImage, whole W: Pixels, behind B: Pixels, at o: (x: Int, y: Int),
                             cache: LuminanceCache) -> (ratios: [Double], luminances: [Double], behind: [Double])? {
        let width = a.width, height = a.height
        return a.data.withUnsafeBufferPointer { ad -> ([Double], [Double], [Double])? in
            // The strongest coverage, and which alpha bytes reach the glyph's share of it, worked
            // out on the bytes: alpha/255 grows with the byte, so these are the same pixels and
            // the same values as comparing every pixel's alpha/255 (issue 20: a quarter of the check).
            var top: UInt8 = 0
            for y in 0..<height {
                let row = y * a.stride + 3
                for x in 0..<width { top = max(top, ad[row + x * 4]) }
            }
            let peak = Double(top) / 255
            guard peak > 0 else { return nil }
            var glyph = [Bool](repeating: false, count: 256)
            for v in 0...255 { glyph[v] = Double(v) / 255 >= peak * VisibilityMetrics.glyphCoverage }
            var ratios: [Double] = [], lums: [Double] = [], backs: [Double] = []
            let rows = min(height, W.height - o.y, B.height - o.y), columns = min(width, W.width - o.x, B.width - o.x)
            guard rows > 0, columns > 0 else { return (ratios, lums, backs) }
            return W.raster.data.withUnsafeBytes { wd in
                B.raster.data.withUnsafeBytes { bd in
                    glyph.withUnsafeBufferPointer { isGlyph in
                        for y in 0..<rows {
                            let row = y * a.stride + 3
                            let wRow = (y + o.y + W.dy) * W.raster.stride + (o.x + W.dx) * 4
                            let bRow = (y + o.y + B.dy) * B.raster.stride + (o.x + B.dx) * 4
                            for x in 0..<columns where isGlyph[Int(ad[row + x * 4])] {
                                let f = cache.luminance(UInt32(littleEndian: wd.loadUnaligned(fromByteOffset: wRow + x * 4, as: UInt32.self)))
                                let b = cache.luminance(UInt32(littleEndian: bd.loadUnaligned(fromByteOffset: bRow + x * 4, as: UInt32.self)))
                                ratios.append(contrastRatio(f, b)); lums.append(f); backs.append(b)
                            }
                        }
                        return (ratios, lums, backs)
                    }
                }
            }
        }
    }

    /// A measured element: its median contrast against what is behind, and its median luminance.
    struct Measure { let element: Element; let ratio: Double; let luminance: Double; let behind: Double }

    static func measure(_ p: PreparedSpec, renderer: Renderer, baseDirectory: String, skipping: Set<RuleID>,
                        shared: SharedRaster? = nil) -> [Finding] {
        guard !ruleIDs.isSubset(of: skipping) else { return [] }
        // Elements whose every rule is skipped are not measured.
        let pageControl = !skipping.isSuperset(of: [.pageControlIndicatorContrast, .pageControlCurrentIndicatorContrast])
        let wanted: (Element) -> Bool = { e in
            switch e.kind {
            case .title: return !skipping.contains(.tabBarTitleContrast)
            case .icon: return !skipping.contains(.tabBarIconContrast)
            case .indicator: return pageControl
            }
        }
        return findings(measurements(p, renderer: renderer, baseDirectory: baseDirectory, shared: shared, only: wanted),
                        spec: p.spec, skipping: skipping)
    }

    /// Every element of `p` (that `only` keeps) measured (see the type's documentation); empty
    /// when it cannot be rasterized. `shared`: as for ``adding(to:_:renderer:baseDirectory:ignoring:shared:)``.
    static func measurements(_ p: PreparedSpec, renderer: Renderer, baseDirectory: String, shared: SharedRaster? = nil,
                             only: (Element) -> Bool = { _ in true }) -> [Measure] {
        let els = elements(p).filter(only)
        guard !els.isEmpty else { return [] }
        let scene = p.scene
        let scale = Self.scale(of: scene)
        // Every drawing below is of this scene's elements: drawn from its resolved resources.
        let res = p.drawing(baseDirectory: baseDirectory)
        // Only the part of the canvas under the elements is drawn (whole points, so that every
        // crop shares the pixel grid): the cost follows the bar, not the screen.
        func crop(_ r: Rect) -> Rect? { Self.crop(r, in: scene) }
        guard let area = area(of: els, in: scene) else { return [] }
        // Only the pixels under the elements' crops are read: the area's other pixels are clipped
        // away (left transparent), which saves their drawing on a bar or a screen of elements.
        let boxes = els.compactMap { crop($0.bounds) }
        var wholeScene = scene
        wholeScene.origin = area.origin
        wholeScene.size = area.size
        var behindScene = wholeScene
        let drop = Set(els.map(\.item))
        behindScene = behindScene.keeping(scene.items.indices.filter { !drop.contains($0) })
        // The shared canvas before the first element is the same for any of them: every measured
        // element comes at or after it, so the items before it are those of `behindScene` too.
        let start = shared.flatMap { s in s.area == area ? s.behindStart?.take().map { RasterStart(pixels: $0, from: s.first) } : nil }
        guard let W = wholePixels(shared?.raster, scene: scene, area: area, scale: scale)
                ?? (try? renderer.rasterize(res.drawing(wholeScene), scale: scale, clip: boxes)).map(Pixels.init),
              let behind = try? renderer.rasterize(res.drawing(behindScene), scale: scale, clip: boxes, start: start)
        else { return [] }
        let B = Pixels(behind)
        // A transparent backdrop is judged over the appearance's own background.
        let matte = p.environment.appearance == .dark ? 0.0 : 1.0
        var measured: [Measure] = []
        let cache = LuminanceCache(matte: matte)
        for e in els {
            guard let box = crop(e.bounds) else { continue }
            var alone = scene
            alone.origin = box.origin
            alone.size = box.size
            alone.backdrop = []
            alone = alone.keeping([e.item])
            guard let a = try? textInk(of: alone, res, renderer: renderer, scale: scale)
                    ?? renderer.rasterize(res.drawing(alone), scale: scale) else { continue }
            // The element's pixel (x, y) is the area's (x + ox, y + oy).
            let ox = Int(((box.minX - area.minX) * scale).rounded()), oy = Int(((box.minY - area.minY) * scale).rounded())
            guard let (ratios, lums, backs) = glyphSamples(alone: a, whole: W, behind: B, at: (ox, oy), cache: cache) else { continue }
            guard !ratios.isEmpty else { continue }
            measured.append(Measure(element: e, ratio: median(ratios), luminance: median(lums), behind: median(backs)))
        }
        return measured
    }

    /// The coverage of a title's own ink when `alone` (one line of text alone) draws colour
    /// glyphs (``EmojiPresentation/containsEmoji(_:)``), nil for any other item (its alpha is its
    /// ink). Colour emoji keep their own colours whatever the text's colour, so the line is drawn
    /// twice, in opaque white and in opaque black: in premultiplied pixels the text's ink is the
    /// difference of the two (its coverage in every channel) and a colour glyph's pixels are the
    /// same in both. The returned raster's alpha is that difference — any emoji, at any place in
    /// the line, in any script, is left out of what the title measures (issue 41 item 6).
    /// - Throws: ``RenderError``, as ``Renderer/rasterize(_:scale:baseDirectory:)``.
    static func textInk(of alone: Scene, _ res: ResolvedScene, renderer: Renderer, scale: Double) throws(RenderError) -> RasterImage? {
        guard alone.items.count == 1, case .text(let t, _) = alone.items[0], EmojiPresentation.containsEmoji(t.text) else { return nil }
        let white = try renderer.rasterize(res.drawing(alone.mappingItems { _ in .text(t, .white) }), scale: scale)
        let black = try renderer.rasterize(res.drawing(alone.mappingItems { _ in .text(t, .black) }), scale: scale)
        guard white.width == black.width, white.height == black.height, white.stride == black.stride else { return nil }
        var ink = [UInt8](repeating: 0, count: white.data.count)
        for i in Swift.stride(from: 0, to: ink.count - 3, by: 4) {
            // Blue, green, red, alpha in memory (ARGB32, little-endian): the largest colour gap.
            let d = max(Int(white.data[i]) - Int(black.data[i]), Int(white.data[i + 1]) - Int(black.data[i + 1]),
                        Int(white.data[i + 2]) - Int(black.data[i + 2]))
            ink[i + 3] = UInt8(clamping: d)
        }
        return RasterImage(width: white.width, height: white.height, stride: white.stride, data: ink)
    }

    /// The window of `rendered` (all of `scene` at `scale`) that a raster of `area` at `scale`
    /// would be, when both lie on the same pixel grid: whole pixels per point on both axes and
    /// the area a whole number of pixels from the scene's corner. Nil otherwise, or without a raster.
    static func wholePixels(_ rendered: RasterImage?, scene: Scene, area: Rect, scale: Double) -> Pixels? {
        guard let r = rendered, let win = RasterImage.pixelWindow(of: area, in: scene, scale: scale, width: r.width, height: r.height) else { return nil }
        return Pixels(r, dx: win.x, dy: win.y, width: win.width, height: win.height)
    }

    /// The median of `v` (not empty): its middle value in sorted order, or the mean of the two
    /// middle ones. Found by selection (``select(_:_:)``), not by sorting: the same value, in
    /// linear time (the three medians per element were 3 % of a bar's render; issue 20).
    static func median(_ v: [Double]) -> Double {
        var a = v
        let k = a.count / 2
        select(&a, k)
        guard a.count % 2 == 0 else { return a[k] }
        return (a[..<k].max()! + a[k]) / 2   // the largest value below the upper middle one
    }

    /// Rearranges `a` so that `a[k]` (0 ≤ k < count) holds the value sorted order would put there,
    /// with no larger value before it and no smaller one after it (Hoare's selection, the middle
    /// of three values as the pivot). Values must not be NaN.
    static func select(_ a: inout [Double], _ k: Int) {
        var lo = 0, hi = a.count - 1
        while lo < hi {
            let x = a[lo], y = a[lo + (hi - lo) / 2], z = a[hi]
            let pivot = max(min(x, y), min(max(x, y), z))
            var i = lo, j = hi
            while i <= j {
                while a[i] < pivot { i += 1 }
                while a[j] > pivot { j -= 1 }
                if i <= j { a.swapAt(i, j); i += 1; j -= 1 }
            }
            // a[lo...j] ≤ pivot ≤ a[i...hi], and whatever lies between equals the pivot.
            if k <= j { hi = j } else if k >= i { lo = i } else { return }
        }
    }

    /// "2.85:1": rounded down to hundredths, so that a ratio short of its minimum never prints as it.
    static func ratioText(_ r: Double) -> String {
        let v = (r * 100 + 1e-9).rounded(.down) / 100
        return DecimalText.fixed(v, places: 2) + ":1"
    }

    static func advice(_ e: Element, specSet: Bool) -> String {
        if let f = e.colorField { return "choose a \(f) with more contrast against what is behind" }
        return specSet ? "" : "these are the system's own colours; a different backdrop or tint would make it easier to see"
    }

    /// Findings from measurements: one per tab element; for the page control one for the
    /// indicators (the lowest) and one for the current indicator against the others.
    static func findings(_ measured: [Measure], spec: Spec, skipping: Set<RuleID>) -> [Finding] {
        var out: [Finding] = []
        func add(_ rule: RuleID, _ sev: Severity, _ path: JSONPath, _ message: String) {
            guard !skipping.contains(rule) else { return }
            out.append(Finding(ruleID: rule, severity: sev, path: path, location: spec.location(of: path), message: message))
        }
        func describe(_ m: Measure, _ minimum: Double, _ what: String) -> String {
            let invisible = m.ratio < VisibilityMetrics.invisible ? " — effectively invisible" : ""
            return "\(m.element.name) measures \(ratioText(m.ratio)) against what is drawn behind it on the rendered pixels\(invisible); \(what) needs \(ratioText(minimum)) (WCAG 2.x); "
                + advice(m.element, specSet: m.element.colorField != nil)
        }
        var indicators: [Measure] = []
        for m in measured {
            switch m.element.kind {
            case .title:
                let min = VisibilityMetrics.textMinimum
                if let s = visibilitySeverity(ratio: m.ratio, minimum: min, specSetColor: m.element.colorField != nil) {
                    add(.tabBarTitleContrast, s, m.element.path, describe(m, min, "text"))
                }
            case .icon:
                let min = VisibilityMetrics.nonTextMinimum
                if let s = visibilitySeverity(ratio: m.ratio, minimum: min, specSetColor: m.element.colorField != nil) {
                    add(.tabBarIconContrast, s, m.element.path, describe(m, min, "an icon"))
                }
            case .indicator:
                indicators.append(m)
            }
        }
        let min = VisibilityMetrics.nonTextMinimum
        if let worst = indicators.min(by: { $0.ratio < $1.ratio }) {
            let specSet = indicators.contains { $0.element.colorField != nil && $0.ratio < min }
            if let s = visibilitySeverity(ratio: worst.ratio, minimum: min, specSetColor: specSet) {
                let current = indicators.first { if case .indicator(true) = $0.element.kind { return true }; return false }
                let invisible = worst.ratio < VisibilityMetrics.invisible ? " — effectively invisible" : ""
                var msg = indicators.count > 1 ? "the page indicators measure as low as \(ratioText(worst.ratio)) (\(worst.element.name))" : "\(worst.element.name) measures \(ratioText(worst.ratio))"
                if let c = current, c.element.item != worst.element.item { msg += ", the current page's \(ratioText(c.ratio))," }
                msg += " against what is drawn behind on the rendered pixels\(invisible); an indicator needs \(ratioText(min)) (WCAG 2.x non-text); "
                let fields = Set(indicators.compactMap(\.element.colorField)).sorted()
                msg += fields.isEmpty ? "these are the system's own colours: a darker or image backdrop, or pageIndicatorTintColor and currentPageIndicatorTintColor, would make them visible"
                    : "choose \(fields.joined(separator: " and ")) with more contrast against what is behind"
                add(.pageControlIndicatorContrast, s, worst.element.path, msg)
            }
        }
        if let cur = indicators.first(where: { if case .indicator(true) = $0.element.kind { return true }; return false }),
           let other = indicators.filter({ if case .indicator(false) = $0.element.kind { return true }; return false })
               .min(by: { contrastRatio($0.luminance, cur.luminance) < contrastRatio($1.luminance, cur.luminance) }) {
            let r = contrastRatio(cur.luminance, other.luminance)
            let specSet = cur.element.colorField != nil || other.element.colorField != nil
            if let s = visibilitySeverity(ratio: r, minimum: min, specSetColor: specSet) {
                let fields = [cur.element.colorField, other.element.colorField].compactMap { $0 }
                let fix = fields.isEmpty ? "these are the system's own colours" : "choose \(fields.joined(separator: " and ")) further apart"
                add(.pageControlCurrentIndicatorContrast, s, cur.element.path,
                    "the current page's indicator measures \(ratioText(r)) against the other indicators on the rendered pixels; the current page needs \(ratioText(min)) to stand out (WCAG 2.x non-text); \(fix)")
            }
        }
        return out
    }
}
