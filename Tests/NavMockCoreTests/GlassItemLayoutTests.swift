import NavMockCore
import Testing

/// The iOS 26 capsule's item placement against the centres and pill widths measured on the
/// ground truth (../shared/groundtruth/README.md, ice_ios26_*; ../shared/hig/metrics.md §12),
/// from the SF Pro title widths measured on the same images (unselected weight: the layout
/// measures every title so). Centres are the middle of the icon's and the title's ink boxes.
/// Capsule 21…311 pt.
@Suite("Liquid Glass item layout")
struct GlassItemLayoutTests {
    static let sets: [(name: String, widths: [Double], centres: [Double])] = [
        ("Timeline / Notifications / Favorites / News, Timeline selected (ice_ios26_dark_timeline)",
         [40.7, 61.7, 43.3, 25.3], [62.0, 132.7, 203.6, 269.8]),
        ("Timeline / Notifications / Favorites / News, News selected (ice_ios26_dark_news)",
         [40.7, 61.7, 43.3, 26.0], [61.8, 132.7, 203.6, 269.8]),
        ("Timeline / Notifications / Favorites / Messages, Notifications selected (ice_ios26_light_notifications)",
         [40.7, 61.7, 43.3, 47.7], [61.8, 133.0, 203.6, 270.1]),
    ]

    @Test("item centres follow the titles as measured (±0.5 pt) in the three captures of 2025-08-27", arguments: 0..<3)
    func centres(_ k: Int) throws {
        let s = Self.sets[k]
        let c = try #require(liquidGlassItemCentres(titleWidths: s.widths, minX: 21, maxX: 311))
        for (got, want) in zip(c, s.centres) { #expect(abs(got - want) <= 0.5, "\(s.name): \(got) vs \(want)") }
        // Not equal slots: the equal-slot centres (25 + (i + ½) · 70.5) are 2–6 pt off.
        #expect(abs(c[1] - (25 + 1.5 * 70.5)) > 2 && abs(c[2] - (25 + 2.5 * 70.5)) > 2)
    }

    @Test("the end items sit 4 pt from the capsule's ends, 74 pt wide: centres 62.0 and 270.0 whatever their titles (all four ice_ios26_* crops)")
    func ends() throws {
        for widths in [[40.7, 61.7, 43.3, 25.3], [41.7, 61.7, 25.3, 30.3], [40.7, 61.7, 43.3, 47.7]] {
            let c = try #require(liquidGlassItemCentres(titleWidths: widths, minX: 21, maxX: 311))
            #expect(abs(c[0] - 62.0) <= 0.3 && abs(c[3] - 270.0) <= 0.3, "\(c)")
        }
    }

    @Test("the pill is the title width plus padding, never below 74 pt (§12: 74 around Timeline and News, 83.3 around Notifications, whose Inter SemiBold advance is 61.9 pt)")
    func pill() {
        #expect(abs(liquidGlassPillWidth(contentWidth: 41.7) - 74) <= 0.5)
        #expect(abs(liquidGlassPillWidth(contentWidth: 25.3) - 74) <= 0.5)
        #expect(abs(liquidGlassPillWidth(contentWidth: 61.9) - 83.3) <= 0.5)
        #expect(liquidGlassPillWidth(contentWidth: 0) == 74)
    }

    @Test("too many or too wide items fall back to equal slots")
    func fallback() {
        #expect(liquidGlassItemCentres(titleWidths: Array(repeating: 120, count: 5), minX: 21, maxX: 311) == nil)
    }
}
