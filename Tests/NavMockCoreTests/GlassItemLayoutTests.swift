import NavMockCore
import Testing

/// The iOS 26 capsule's item placement against the centres and pill widths measured on the
/// ground truth (../shared/groundtruth/README.md, ice_ios26_*; ../shared/hig/metrics.md §12),
/// from the SF Pro title widths measured on the same images. Capsule 21…311 pt.
@Suite("Liquid Glass item layout")
struct GlassItemLayoutTests {
    static let sets: [(name: String, widths: [Double], selected: Int, centres: [Double])] = [
        ("Timeline / Notifications / Favorites / Messages (ice_ios26_light_notifications)",
         [40.7, 63.0, 43.7, 47.7], 1, [61.7, 132.5, 203.5, 269.8]),
        ("Timeline / Notifications / News / Profile (ice_ios26_light_timeline)",
         [41.7, 61.7, 25.3, 30.3], 0, [62.2, 134.8, 207.3, 270.2]),
        ("Timeline / Notifications / Favorites / News (ice_ios26_dark_news)",
         [40.7, 61.7, 43.3, 26.0], 3, [61.7, 132.8, 203.3, 270.0]),
    ]

    @Test("item centres follow the titles as measured (±1.5 pt), in all three measured sets", arguments: 0..<3)
    func centres(_ k: Int) throws {
        let s = Self.sets[k]
        let c = try #require(liquidGlassItemCentres(titleWidths: s.widths, selected: s.selected, minX: 21, maxX: 311))
        for (got, want) in zip(c, s.centres) { #expect(abs(got - want) <= 1.5, "\(s.name): \(got) vs \(want)") }
        // Not equal slots: the equal-slot centres are up to 6.3 pt off in the second set.
        if k == 1 { #expect(abs(c[2] - (25 + 2.5 * 70.5)) > 4) }
    }

    @Test("the pill is the title width plus padding, never below 74 pt (§12: 74 around Timeline and News, 83.3 around Notifications)")
    func pill() {
        #expect(abs(liquidGlassPillWidth(contentWidth: 41.7) - 74) <= 1.5)
        #expect(abs(liquidGlassPillWidth(contentWidth: 25.3) - 74) <= 1.5)
        #expect(abs(liquidGlassPillWidth(contentWidth: 63.0) - 83.3) <= 1.5)
        #expect(liquidGlassPillWidth(contentWidth: 0) == 74)
    }

    @Test("too many or too wide items fall back to equal slots")
    func fallback() {
        #expect(liquidGlassItemCentres(titleWidths: Array(repeating: 120, count: 5), selected: 0, minX: 21, maxX: 311) == nil)
    }
}
