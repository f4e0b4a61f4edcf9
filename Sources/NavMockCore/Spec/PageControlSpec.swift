/// The page control (`UIPageControl`; SwiftUI's page-style `TabView` on watchOS), as a spec gives it.
///
/// Field names are UIKit's. Optional fields are nil when the spec leaves them out, so that the
/// validation stage can refuse an API the chosen OS version does not have (`direction` before iOS 16, …); the
/// `effective…` properties give the value drawn.
///
/// ```json
/// "pageControl": { "numberOfPages": 5, "currentPage": 0, "backgroundStyle": "prominent",
///                  "indicatorImages": [ { "page": 0, "image": "location.fill" } ] }
/// ```
public struct PageControlSpec: Sendable {
    /// `numberOfPages`: 0…``PageControlLimits/maxPages``. Required. 0 draws nothing.
    public var numberOfPages: Int = 0
    /// `currentPage`, 0-based, already clamped into `0…numberOfPages − 1` (0 when there are no
    /// pages). An out-of-range value in the spec is clamped with a warning, as UIKit does.
    public var currentPage: Int = 0
    /// `hidesForSinglePage`: hide the control when there is only one page. Default false.
    public var hidesForSinglePage: Bool = false
    /// `allowsContinuousInteraction` (iOS 14+): whether scrubbing is possible. Default true.
    public var allowsContinuousInteraction: Bool?
    /// `backgroundStyle` (iOS 14+). Default `automatic`.
    public var backgroundStyle: PageControlBackgroundStyle?
    /// `interactionState` (iOS 14+): what the user is doing at the moment drawn. Default `none`.
    public var interactionState: PageControlInteractionState?
    /// `direction` (iOS 16+). Default `natural`.
    public var direction: PageControlDirection?
    /// `currentPageIndicatorTintColor`; nil draws UIKit's opaque white.
    public var currentPageIndicatorTintColor: ColorValue?
    /// `pageIndicatorTintColor`; nil draws UIKit's translucent white.
    public var pageIndicatorTintColor: ColorValue?
    /// `preferredIndicatorImage` (iOS 14+): the image of every indicator; nil draws the dot.
    public var preferredIndicatorImage: ImageReference?
    /// `setIndicatorImage(_:forPage:)` (iOS 14+): images of particular pages, by page.
    @Written public var indicatorImages: [Int: ImageReference] = [:]
    /// `preferredCurrentPageIndicatorImage` (iOS 16+): the current page's image; nil uses the page's own.
    public var preferredCurrentPageIndicatorImage: ImageReference?
    /// `setCurrentPageIndicatorImage(_:forPage:)` (iOS 16+): current-page images of particular pages.
    @Written public var currentPageIndicatorImages: [Int: ImageReference] = [:]
    /// `progress.currentProgress` (iOS 17+): the current indicator becomes a capsule filled to
    /// this fraction, 0…1 (values outside are clamped with a warning, as UIKit does). Nil: no progress.
    public var progress: Double?
    /// watchOS vertical paging only: how far the current page is scrolled through its content,
    /// 0 (top) … 1 (bottom). Nil: the page is one screen tall and does not scroll.
    public var scrollPosition: Double?
    /// Where a horizontal control sits on the screen canvas: `bottom` (the default and the
    /// guidelines' advice), `top` or `center`. Vertical controls stay at the trailing edge.
    public var placement: PageControlPlacement = .bottom
    /// `frame`: the control's own size in points, centred where `placement` puts it (issue 14
    /// §7). Smaller than the natural size (`size(forNumberOfPages:)`) on either axis: drawn
    /// clipped to it, with the warning `page-control.frame-clipped`; larger: the indicators stay
    /// at their natural size, centred. Nil: the natural size.
    public var frame: Size?

    /// Creates a page control spec with every default and no pages.
    public init() {}

    /// `allowsContinuousInteraction`, defaulted (true).
    public var effectiveAllowsContinuousInteraction: Bool { allowsContinuousInteraction ?? true }
    /// `backgroundStyle`, defaulted (`automatic`).
    public var effectiveBackgroundStyle: PageControlBackgroundStyle { backgroundStyle ?? .automatic }
    /// `interactionState`, defaulted (`none`).
    public var effectiveInteractionState: PageControlInteractionState { interactionState ?? .none }
    /// `direction`, defaulted (`natural`).
    public var effectiveDirection: PageControlDirection { direction ?? .natural }

    /// The image UIKit draws for `page` (nil: the default dot): for the current page its own
    /// current image, else `preferredCurrentPageIndicatorImage`; then the page's own image, else
    /// `preferredIndicatorImage` (the fallbacks UIKit documents for these properties).
    public func image(forPage page: Int, isCurrent: Bool) -> ImageReference? {
        if isCurrent, let i = currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage { return i }
        return indicatorImages[page] ?? preferredIndicatorImage
    }
}

/// `UIPageControl.BackgroundStyle`: when the capsule platter of thin material shows.
/// Where a horizontal page control is placed (a NavMock field; UIKit leaves placement to the app).
public enum PageControlPlacement: String, Sendable, Hashable, CaseIterable {
    /// Centred near the bottom of the view (HIG-PC: "center a page control at the bottom of the view").
    case bottom
    /// Centred near the top.
    case top
    /// In the middle of the view.
    case center
}

/// UIKit's `UIPageControl.BackgroundStyle`.
public enum PageControlBackgroundStyle: String, Sendable, Hashable, CaseIterable {
    /// Only while the user interacts (tvOS: always). Default.
    case automatic
    /// Always.
    case prominent
    /// Never, and the padding along the row is dropped.
    case minimal
}

/// `UIPageControl.InteractionState`: what the user is doing with the control at the moment drawn.
public enum PageControlInteractionState: String, Sendable, Hashable, CaseIterable {
    /// Not touching it.
    case none
    /// Tapping (a discrete step to the previous or next page).
    case discrete
    /// Scrubbing: holding and dragging along the control (needs `allowsContinuousInteraction`).
    case continuous
}

/// `UIPageControl.Direction` (iOS 16+): where page 0 is and which way the pages run.
public enum PageControlDirection: String, Sendable, Hashable, CaseIterable {
    /// Follows the layout direction: `leftToRight`, or `rightToLeft` in right-to-left layouts.
    case natural
    /// Page 0 at the left.
    case leftToRight
    /// Page 0 at the right.
    case rightToLeft
    /// A vertical column, page 0 at the top (the padding axes swap).
    case topToBottom
    /// A vertical column, page 0 at the bottom.
    case bottomToTop

    /// Whether the indicators form a column.
    public var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
}

/// Bounds on a page control spec; each is named in the error that hits it.
public enum PageControlLimits {
    /// Largest `numberOfPages`. Layout and drawing cost depends only on the visible indicators,
    /// so the bound only keeps arithmetic exact.
    public static let maxPages = 1_000_000_000
    /// Most entries in `indicatorImages` or `currentPageIndicatorImages`.
    public static let maxPerPageImages = 1_000
    /// How far past the screen's edge (points) the control may reach before
    /// `page-control.off-screen` warns: half a point, under a pixel at @2x.
    public static let offScreenSlack = 0.5
    /// Smallest side of `frame`, points: 1 (a control must have some size to be drawn at all).
    public static let minFrameSide = 1.0
    /// Largest intrinsic side of a custom indicator image the layout takes as it is, points: a
    /// side beyond it (a hostile `width="1e30"`) is read as this many points, and `navmock check`
    /// warns (``RuleID/pageControlImageSize``). NavMock's own bound, far beyond any real
    /// indicator (UIKit draws at most 42 × 42: ``PageControlMetricTable/maxImageSize``): it keeps
    /// the arithmetic of the fit finite and exact.
    public static let maxImageSide = 10_000.0
}

extension Context {
    /// Reads `pageControl` (its rows are ``SpecFields/pageControl``). What depends on the platform
    /// or OS version (macOS, visionOS interaction, APIs newer than `osVersion`) is decided by the
    /// validation stage (``SpecValidator``), which knows the environment.
    func readPageControl(_ node: JSONNode, _ path: JSONPath) throws(SpecError) -> PageControlSpec {
        let o = try object(node, path, SpecFields.pageControl)
        var pc = PageControlSpec()
        _ = try required(o, "numberOfPages", need: "\"numberOfPages\" (0…\(PageControlLimits.maxPages))")
        guard let n = integer(o, "numberOfPages") else { throw SpecError.spec(problems.popLast().map { [$0] } ?? []) }
        pc.numberOfPages = n
        if let v = integer(o, "currentPage"), let c = o["currentPage"] {
            let clamped = min(max(v, 0), max(n - 1, 0))
            if clamped != v {
                let range = n == 0 ? "there are no pages" : "the pages are 0…\(n - 1)"
                warn(o.path("currentPage"), c, "currentPage \(v) is out of range (\(range)); drawn as \(clamped), clamped as UIKit does",
                     rule: .pageControlCurrentPageClamped)
            }
            pc.currentPage = clamped
        }
        if let v = bool(o, "hidesForSinglePage") { pc.hidesForSinglePage = v }
        pc.allowsContinuousInteraction = bool(o, "allowsContinuousInteraction")
        pc.backgroundStyle = enumValue(o, "backgroundStyle", PageControlBackgroundStyle.self)
        pc.interactionState = enumValue(o, "interactionState", PageControlInteractionState.self)
        if let v = enumValue(o, "placement", PageControlPlacement.self) { pc.placement = v }
        pc.direction = enumValue(o, "direction", PageControlDirection.self)
        pc.currentPageIndicatorTintColor = color(o, "currentPageIndicatorTintColor")
        pc.pageIndicatorTintColor = color(o, "pageIndicatorTintColor")
        pc.preferredIndicatorImage = image(o, "preferredIndicatorImage")
        attempt {
            if let i = o["indicatorImages"] { pc.indicatorImages = try perPageImages(i, o.path("indicatorImages"), pages: n) }
        }
        pc.preferredCurrentPageIndicatorImage = image(o, "preferredCurrentPageIndicatorImage")
        attempt {
            if let i = o["currentPageIndicatorImages"] { pc.currentPageIndicatorImages = try perPageImages(i, o.path("currentPageIndicatorImages"), pages: n) }
        }
        if let d = number(o, "progress"), let v = o["progress"] {
            let clamped = min(max(d, 0), 1)
            if clamped != d {
                warn(o.path("progress"), v, "progress \(Context.fmt(d)) is outside 0…1; drawn as \(Context.fmt(clamped)), clamped as UIKit does")
            }
            pc.progress = clamped
        }
        pc.scrollPosition = number(o, "scrollPosition")
        attempt {
            guard let n = o["frame"] else { return }
            let fo = try object(n, o.path("frame"), SpecFields.pageControlFrame)
            guard fo["width"] != nil, fo["height"] != nil else {
                throw fail(fo.path, n, .missing(container: "a page control frame", need: "both \"width\" and \"height\" (points)"))
            }
            if let w = number(fo, "width"), let h = number(fo, "height") { pc.frame = Size(width: w, height: h) }
        }
        return pc
    }

    /// Reads `[{ "page": 0, "image": "location.fill" }, …]`: pages in range, each at most once.
    func perPageImages(_ node: JSONNode, _ path: JSONPath, pages: Int) throws(SpecError) -> [Int: ImageReference] {
        guard case .array(let arr) = node.value else {
            throw fail(path, node, .wrongType(expected: "an array of { \"page\": …, \"image\": … } objects", found: node.kindName))
        }
        guard arr.count <= PageControlLimits.maxPerPageImages else {
            throw fail(path, node, .tooMany(count: arr.count, limit: PageControlLimits.maxPerPageImages, what: "entries"))
        }
        var out: [Int: ImageReference] = [:]
        for (i, entry) in arr.enumerated() {
            let p = path.appending(i)
            let e = try object(entry, p, SpecFields.pageImage)
            guard let pageNode = e["page"], let imageNode = e["image"] else {
                throw fail(p, entry, .missing(container: "a page image", need: "\"page\" (0-based) and \"image\" (a symbol name or an .svg path)"))
            }
            guard pages > 0 else {
                throw fail(p.appending("page"), pageNode, "there are no pages to give an image to (numberOfPages is 0)")
            }
            let page = try integer(pageNode, p.appending("page"), range: 0...(pages - 1))
            if out[page] != nil {
                throw fail(p.appending("page"), pageNode, "page \(page) already has an image in this list")
            }
            out[page] = try image(imageNode, p.appending("image"))
        }
        return out
    }
}
