import Foundation

/// The page-control guidelines (HIG "Page controls") as rules.
enum PageControlRules {
    static let root = JSONPath().appending("pageControl")

    /// Every distinct indicator image in use (default dot counted as one kind when some page uses it).
    static func indicatorKinds(_ pc: PageControlSpec) -> Set<String> {
        func key(_ i: ImageReference?) -> String {
            switch i {
            case .symbol(let s)?, .placeholder(let s)?: return "symbol:" + s
            case .file(let f)?: return "file:" + f.path
            case nil: return "dot"
            }
        }
        var kinds = Set<String>()
        let explicitPages = Set(pc.indicatorImages.keys)
        if explicitPages.count < pc.numberOfPages { kinds.insert(key(pc.preferredIndicatorImage)) }
        for (_, i) in pc.indicatorImages { kinds.insert(key(i)) }
        if let c = pc.preferredCurrentPageIndicatorImage { kinds.insert(key(c)) }
        for (_, i) in pc.currentPageIndicatorImages { kinds.insert(key(i)) }
        return kinds
    }

    /// Why an SVG indicator is too complex to read at 8 pt, or nil: text, holes (several closed
    /// subpaths or an even-odd fill), or strokes (inner lines).
    static func complexity(ofSVGAt path: String) -> String? {
        // The resource stage has read this file already (a regular file within its limit:
        // NavMockRender's BoundedFile); here, pure Swift, a regular file of at most 1 MiB, and at
        // most that much of it read.
        let limit = 1 << 20
        guard let attrs = try? FileManager.default.attributesOfItem(atPath: path),
              attrs[.type] as? FileAttributeType == .typeRegular,
              let size = attrs[.size] as? Int, size <= limit,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        if text.contains("<text") { return "it contains text" }
        if text.contains("evenodd") { return "it has holes (an even-odd fill)" }
        if text.range(of: #"stroke\s*[:=]\s*["']?(?!none)[#a-zA-Z]"#, options: .regularExpression) != nil { return "it is drawn with lines (strokes)" }
        // Subpaths: each moveto starts one; more than a few closed shapes read as holes or detail.
        var subpaths = 0
        for chunk in text.components(separatedBy: " d=\"").dropFirst() {
            let d = chunk.prefix { $0 != "\"" }
            subpaths += d.filter { $0 == "M" || $0 == "m" }.count
        }
        let shapes = text.components(separatedBy: "<circle").count + text.components(separatedBy: "<rect").count
            + text.components(separatedBy: "<ellipse").count + text.components(separatedBy: "<polygon").count - 4
        if subpaths + shapes > 3 { return "it is made of \(subpaths + shapes) shapes (holes or inner detail)" }
        return nil
    }

    static let all: [Rule] = [
        Rule(.pageControlTooManyPages, .warning, "more than about ten pages",
             guideline: "Page controls › Best practices: beyond about ten dots people can't count the pages at a glance; consider a grid") { c, r in
            guard let pc = c.spec.pageControl, pc.numberOfPages > 10 else { return [] }
            return [c.finding(r, root.appending("numberOfPages"),
                              "\(pc.numberOfPages) pages is more than people can count at a glance (about ten); for many peer pages a grid lets people jump anywhere")]
        },
        Rule(.pageControlIndicatorKinds, .warning, "more than two kinds of indicator image",
             guideline: "Page controls › Customizing indicators: avoid more than two different indicator images in a page control") { c, r in
            guard let pc = c.spec.pageControl else { return [] }
            let n = indicatorKinds(pc).count
            guard n > 2 else { return [] }
            return [c.finding(r, root, "\(n) kinds of indicator image make the control look busy and ask people to learn each one; use the default and at most one special image")]
        },
        Rule(.pageControlFrameClipped, .warning, "a page control frame smaller than the control's natural size",
             guideline: "Page controls: every indicator should be visible; UIKit's size(forNumberOfPages:) gives the size that fits them") { c, r in
            guard let l = c.layout?.pageControlNode, let natural = l.clippedFromNaturalSize else { return [] }
            func pt(_ v: Double) -> String { Context.fmt((v * 10).rounded() / 10) }
            return [c.finding(r, root.appending("frame"), "the frame (\(pt(l.frame.width)) × \(pt(l.frame.height)) pt) is smaller than the natural size of \(l.numberOfPages) page\(l.numberOfPages == 1 ? "" : "s"), \(pt(natural.width)) × \(pt(natural.height)) pt; the control is drawn clipped to it — give at least the natural size")]
        },
        Rule(.pageControlImageSize, .warning, "a custom indicator image with an absurd intrinsic size",
             guideline: "Page controls › Customizing indicators: UIKit draws a custom image at its own size, scaled down to fit 42 × 42 pt; an indicator image is a small picture") { c, r in
            guard let l = c.layout?.pageControlNode, let box = l.pageControlMetrics?.maxImageSize else { return [] }
            let bound = PageControlLimits.maxImageSide
            func pt(_ v: Double) -> String { v >= 1e9 ? String(format: "%.3g", v) : Context.fmt((v * 10).rounded() / 10) }
            var out: [Finding] = [], seen = Set<String>()
            for ind in l.indicators {
                guard let z = ind.indicatorImageSize, z.width > bound || z.height > bound,
                      case .file(let f)? = ind.image, seen.insert(f.path + "\u{0}" + f.jsonPath.description).inserted else { continue }
                out.append(c.finding(r, f.jsonPath, "\"\(f.path)\" says it is \(pt(z.width)) × \(pt(z.height)) pt, beyond NavMock's bound of \(pt(bound)) pt a side; each side is read as at most \(pt(bound)) pt, then the image is fitted into \(pt(box.width)) × \(pt(box.height)) pt as UIKit does — give the SVG its real width and height (or a viewBox)"))
            }
            return out
        },
        Rule(.pageControlOffScreen, .warning, "a page control that reaches past the screen",
             guideline: "Page controls: center the control near the bottom of the screen; keep custom indicator images small and pages few") { c, r in
            guard let l = c.layout?.pageControlNode, let env = c.environment else { return [] }
            let screen = Rect(origin: .zero, size: env.screenSize), f = l.frame, slack = PageControlLimits.offScreenSlack
            guard f.minX < screen.minX - slack || f.maxX > screen.maxX + slack || f.minY < screen.minY - slack || f.maxY > screen.maxY + slack else { return [] }
            func pt(_ v: Double) -> String { Context.fmt((v * 10).rounded() / 10) }
            return [c.finding(r, JSONPath().appending("pageControl"), "the control spans x \(pt(f.minX))…\(pt(f.maxX)), y \(pt(f.minY))…\(pt(f.maxY)) pt on a \(pt(screen.width)) × \(pt(screen.height)) pt screen: part of it is drawn off the screen — use smaller indicator images or fewer pages")]
        },
        Rule(.pageControlTintedIndicators, .warning, "indicator colours set by the app",
             guideline: "Page controls › Customizing indicators: avoid coloring indicators; the system's colours keep the contrast") { c, r in
            guard let pc = c.spec.pageControl else { return [] }
            var out: [Finding] = []
            if pc.currentPageIndicatorTintColor != nil {
                out.append(c.finding(r, root.appending("currentPageIndicatorTintColor"), "custom indicator colours can lose the contrast that marks the current page; let the system colour the indicators"))
            }
            if pc.pageIndicatorTintColor != nil {
                out.append(c.finding(r, root.appending("pageIndicatorTintColor"), "custom indicator colours can make the control hard to see on some content; let the system colour the indicators"))
            }
            return out
        },
        Rule(.pageControlComplexIndicator, .warning, "an indicator image with text, holes or inner lines",
             guideline: "Page controls › Customizing indicators: keep custom indicator images simple, without negative space, text or inner lines") { c, r in
            guard let pc = c.spec.pageControl, let base = c.baseDirectory else { return [] }
            var images: [(JSONPath, ImageReference)] = []
            if let i = pc.preferredIndicatorImage { images.append((root.appending("preferredIndicatorImage"), i)) }
            if let i = pc.preferredCurrentPageIndicatorImage { images.append((root.appending("preferredCurrentPageIndicatorImage"), i)) }
            return images.compactMap { path, image in
                guard case .file(let f) = image else { return nil }
                let full = f.path.hasPrefix("/") ? f.path : (base as NSString).appendingPathComponent(f.path)
                guard let why = complexity(ofSVGAt: full) else { return nil }
                return c.finding(r, path, "\"\(f.path)\" is too detailed to read at indicator size: \(why); use a simple filled shape or a simple symbol")
            }
        },
        Rule(.pageControlMinimalScrubbing, .warning, "the minimal background with scrubbing allowed",
             guideline: "Page controls › iOS, iPadOS: with the minimal background style, don't support scrubbing; it gives no feedback") { c, r in
            guard let pc = c.spec.pageControl, pc.backgroundStyle == .minimal, pc.effectiveAllowsContinuousInteraction,
                  [.iOS, .iPadOS].contains(c.environment?.platform ?? .iOS) else { return [] }
            return [c.finding(r, root.appending("backgroundStyle"),
                              "the minimal style shows no feedback while scrubbing; set \"allowsContinuousInteraction\": false, or use the automatic or prominent style")]
        },
        Rule(.pageControlPlacement, .warning, "a page control not centred at the bottom",
             guideline: "Page controls › Best practices: center a page control at the bottom of the view or window") { c, r in
            guard let pc = c.spec.pageControl, pc.placement != .bottom, !pc.effectiveDirection.isVertical else { return [] }
            return [c.finding(r, root.appending("placement"), "people look for the page control centred near the bottom of the view; place it there")]
        },
        Rule(.pageControlInteraction, .error, "interaction on a platform where people do not interact with page controls",
             guideline: "Page controls › tvOS, visionOS: the control shows the pages but is not interactive") { _, _ in [] },   // reported through the layout's refusal
        Rule(.pageControlPlatform, .error, "a page control on macOS",
             guideline: "Page controls › Platform considerations: not supported in macOS") { _, _ in [] },   // reported through the layout's refusal
        Rule(.pageControlTvosWithTabBar, .warning, "a tvOS page control together with other controls",
             guideline: "Page controls › tvOS: use page controls on collections of full-screen pages; other controls make focus hard") { c, r in
            guard c.spec.pageControl != nil, c.spec.tabBar != nil, c.environment?.platform == .tvOS else { return [] }
            return [c.finding(r, root, "on tvOS a page control belongs to a set of full-screen pages; with a tab bar on the same screen people lose track of focus")]
        },
        Rule(.pageControlWatchHorizontal, .info, "horizontal paging on watchOS",
             guideline: "Page controls › watchOS: prefer vertical pages scrolled with the Digital Crown") { c, r in
            guard let pc = c.spec.pageControl, c.environment?.platform == .watchOS, !pc.effectiveDirection.isVertical else { return [] }
            return [c.finding(r, root.appending("direction"), "on Apple Watch vertical pages (\"direction\": \"topToBottom\"), scrolled with the Digital Crown, work better than horizontal ones")]
        },
        Rule(.pageControlCurrentPageClamped, .warning, "a current page outside the page range (clamped, as UIKit does)",
             guideline: "UIPageControl: currentPage is clamped into 0…numberOfPages − 1") { _, _ in [] },   // reported through the reader's warning
    ]
}
