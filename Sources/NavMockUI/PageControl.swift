import NavMockCore

/// A page control described with UIKit's `UIPageControl` properties (on watchOS, SwiftUI's
/// page-style `TabView`), each a modifier. ``spec`` is the spec of the JSON `"pageControl"`.
///
/// ```swift
/// let weather = PageControl(numberOfPages: 5, currentPage: 1)
///     .backgroundStyle(.prominent)
///     .indicatorImage("location.fill", forPage: 0)
///     .device("iPhone 17 Pro")
/// ```
public struct PageControl: SpecHolding {
    /// The spec: `pageControl` set, the environment at its defaults until a modifier changes it.
    public var spec: Spec
    var texts = LocalizedTexts()

    /// A page control.
    /// - Parameters:
    ///   - numberOfPages: 0…1,000,000,000; 0 draws nothing.
    ///   - currentPage: 0-based; outside `0…numberOfPages − 1` it is clamped, as UIKit does (the
    ///     JSON reader warns about it). Default 0.
    public init(numberOfPages: Int, currentPage: Int = 0) {
        var pc = PageControlSpec()
        pc.numberOfPages = numberOfPages
        pc.currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
        spec = Spec()
        spec.pageControl = pc
    }

    func control(_ spelling: SwiftSpelling, _ body: (inout PageControlSpec) -> Void) -> PageControl {
        set(spelling) { spec in
            var pc = spec.pageControl ?? PageControlSpec()
            body(&pc)
            spec.pageControl = pc
        }
    }

    /// `hidesForSinglePage`: hide the control when there is only one page (default false).
    public func hidesForSinglePage(_ hides: Bool = true) -> PageControl { control(.hidesForSinglePage) { $0.hidesForSinglePage = hides } }

    /// `allowsContinuousInteraction` (iOS 14+): whether scrubbing is possible (default true).
    public func allowsContinuousInteraction(_ allows: Bool) -> PageControl {
        control(.allowsContinuousInteraction) { $0.allowsContinuousInteraction = allows }
    }

    /// `backgroundStyle` (iOS 14+): `.automatic` (the platter only while interacting; always on
    /// tvOS), `.prominent` (always), `.minimal` (never, without padding).
    public func backgroundStyle(_ style: PageControlBackgroundStyle) -> PageControl { control(.backgroundStyle) { $0.backgroundStyle = style } }

    /// `interactionState` (iOS 14+): what the user is doing at the moment drawn; `.continuous` is scrubbing.
    public func interactionState(_ state: PageControlInteractionState) -> PageControl {
        control(.interactionState) { $0.interactionState = state }
    }

    /// `direction` (iOS 16+; watchOS 10+ `.topToBottom` only): where page 0 is and which way the pages run.
    public func direction(_ direction: PageControlDirection) -> PageControl { control(.direction) { $0.direction = direction } }

    /// `currentPageIndicatorTintColor`; default opaque white.
    public func currentPageIndicatorTintColor(_ color: ColorValue) -> PageControl {
        control(.currentPageIndicatorTintColor) { $0.currentPageIndicatorTintColor = color }
    }

    /// `pageIndicatorTintColor`; default translucent white.
    public func pageIndicatorTintColor(_ color: ColorValue) -> PageControl {
        control(.pageIndicatorTintColor) { $0.pageIndicatorTintColor = color }
    }

    /// `preferredIndicatorImage` (iOS 14+): every indicator's image (a symbol name or an .svg path); default the dot.
    /// A symbol fills the symbol box; an SVG is drawn at its own size in points, scaled down to fit 42 × 42 pt.
    public func preferredIndicatorImage(_ systemImage: String) -> PageControl {
        control(.preferredIndicatorImage) {
            $0.preferredIndicatorImage = imageReference(systemImage, at: jsonPath("pageControl.preferredIndicatorImage"))
        }
    }

    /// `setIndicatorImage(_:forPage:)` (iOS 14+): page `page`'s image (0-based, a page that exists).
    public func indicatorImage(_ systemImage: String, forPage page: Int) -> PageControl {
        control(.indicatorImage) {
            $0.indicatorImages[page] = imageReference(systemImage, at: JSONPath([.key("pageControl"), .key("indicatorImages"), .index($0.indicatorImages.count), .key("image")]))
        }
    }

    /// `preferredCurrentPageIndicatorImage` (iOS 16+): the current page's image.
    public func preferredCurrentPageIndicatorImage(_ systemImage: String) -> PageControl {
        control(.preferredCurrentPageIndicatorImage) {
            $0.preferredCurrentPageIndicatorImage = imageReference(systemImage, at: jsonPath("pageControl.preferredCurrentPageIndicatorImage"))
        }
    }

    /// `setCurrentPageIndicatorImage(_:forPage:)` (iOS 16+): page `page`'s image while it is current.
    public func currentPageIndicatorImage(_ systemImage: String, forPage page: Int) -> PageControl {
        control(.currentPageIndicatorImage) {
            $0.currentPageIndicatorImages[page] = imageReference(
                systemImage, at: JSONPath([.key("pageControl"), .key("currentPageIndicatorImages"), .index($0.currentPageIndicatorImages.count), .key("image")]))
        }
    }

    /// `progress.currentProgress` (iOS 17+): the current indicator becomes a capsule filled to
    /// this fraction; outside 0…1 clamped, as UIKit does.
    public func progress(_ fraction: Double) -> PageControl { control(.progress) { $0.progress = min(max(fraction, 0), 1) } }

    /// watchOS 10+ vertical paging: how far the current page is scrolled, 0 (top) … 1 (bottom).
    public func scrollPosition(_ position: Double) -> PageControl { control(.scrollPosition) { $0.scrollPosition = position } }

    /// Where a horizontal control sits: `.bottom` (the default, and the guidelines' advice), `.top` or `.center`.
    public func placement(_ placement: PageControlPlacement) -> PageControl { control(.placement) { $0.placement = placement } }

    /// The control's own size in points, centred at its placement; smaller than its natural size
    /// it is clipped (with the warning `page-control.frame-clipped`).
    public func frame(width: Double, height: Double) -> PageControl { control(.frame) { $0.frame = Size(width: width, height: height) } }
}
