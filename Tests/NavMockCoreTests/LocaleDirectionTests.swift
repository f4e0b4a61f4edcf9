// Issue 14 §3: a right-to-left `locale` without `layoutDirection` lays tab bars and page controls
// out right to left, as UIKit derives the direction from the app's language.

import Foundation
import Testing
import NavMockCore

private let measurer = FixedWidthTextMeasurer()

private func layoutOf(_ text: String) throws -> Layout {
    let s = try SpecReader.read(Array(text.utf8))
    return try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)
}

@Suite("Right-to-left from the locale")
struct LocaleDirectionTests {
    @Test("right-to-left languages and scripts", arguments: [
        "ar", "ar-EG", "ar_SA", "AR", "he", "he-IL", "iw", "fa", "fa-IR", "ur", "ur-PK", "ps", "yi", "dv", "ckb", "sd", "ug",
        "pa-Arab", "ku-Arab", "az-Arab", "uz-Arab", "ff-Adlm",
    ])
    func rightToLeft(_ tag: String) {
        #expect(LayoutDirection(locale: tag) == .rightToLeft)
    }

    @Test("left-to-right languages, and right-to-left languages in another script", arguments: [
        "en", "en-US", "zh-Hans", "zh-Hant", "ja", "ko", "de", "ru", "hi", "tr", "ar-Latn", "sd-Deva", "az", "uz-Latn",
    ])
    func leftToRight(_ tag: String) {
        #expect(LayoutDirection(locale: tag) == .leftToRight)
    }

    @Test("the spec: locale alone sets the direction, layoutDirection overrides it")
    func spec() throws {
        #expect(Environment.resolve(try SpecReader.read(Array(#"{"locale": "ar"}"#.utf8))).layoutDirection == .rightToLeft)
        #expect(Environment.resolve(try SpecReader.read(Array(#"{"locale": "he", "layoutDirection": "leftToRight"}"#.utf8))).layoutDirection == .leftToRight)
        #expect(Environment.resolve(try SpecReader.read(Array(#"{"locale": "en", "layoutDirection": "rightToLeft"}"#.utf8))).layoutDirection == .rightToLeft)
        #expect(Environment.resolve(try SpecReader.read(Array(#"{}"#.utf8))).layoutDirection == .leftToRight)
        var s = Spec()
        s.locale = "fa"
        #expect(s.layoutDirection == .rightToLeft && s.explicitLayoutDirection == nil)
        s.layoutDirection = .leftToRight
        #expect(s.layoutDirection == .leftToRight)
    }

    static let tabs = #"[{"title": "Home", "image": "house"}, {"title": "Search", "image": "magnifyingglass"}, {"title": "Library", "image": "books.vertical"}]"#
    /// One spec top per tab bar design (and phone/pad/landscape variants of the classic bar).
    static let tops = [
        #""device": "iPhone 16", "osVersion": "18""#,
        #""device": "iPhone 16", "osVersion": "18", "orientation": "landscape""#,
        #""device": "iPhone 16", "osVersion": "26""#,
        #""device": "iPhone SE (3rd generation)", "osVersion": "17""#,
        #""device": "iPad Pro 11-inch (M4)", "osVersion": "17""#,
        #""device": "iPad Pro 11-inch (M4)", "osVersion": "18""#,
        #""device": "iPad Pro 11-inch (M4)", "osVersion": "26""#,
        #""platform": "tvOS", "osVersion": "18""#,
        #""platform": "macOS", "osVersion": "26", "size": {"width": 600, "height": 400}"#,
        #""platform": "macOS", "osVersion": "15", "size": {"width": 600, "height": 400}"#,
    ]

    @Test("every tab bar design: locale ar lays out exactly as layoutDirection rightToLeft, and not as leftToRight",
          arguments: tops, ["ar", "he", "fa", "ur"])
    func tabBars(_ top: String, _ locale: String) throws {
        let fromLocale = try layoutOf(#"{\#(top), "locale": "\#(locale)", "tabBar": {"items": \#(Self.tabs)}}"#)
        let explicit = try layoutOf(#"{\#(top), "locale": "\#(locale)", "layoutDirection": "rightToLeft", "tabBar": {"items": \#(Self.tabs)}}"#)
        let ltr = try layoutOf(#"{\#(top), "locale": "\#(locale)", "layoutDirection": "leftToRight", "tabBar": {"items": \#(Self.tabs)}}"#)
        #expect(fromLocale == explicit)
        let items = try #require(fromLocale.tabBarNode?.items)
        #expect(items[0].frame.midX > items[2].frame.midX, "the first tab is at the right (leading) end")
        #expect(try #require(ltr.tabBarNode?.items)[0].frame.midX < items[0].frame.midX)
    }

    @Test("page controls: the natural direction of locale ar, he is right to left, on every platform",
          arguments: [#""device": "iPhone 16", "osVersion": "18""#, #""device": "iPhone 16", "osVersion": "26""#,
                      #""device": "iPad Pro 11-inch (M4)", "osVersion": "18""#, #""platform": "tvOS", "osVersion": "18""#],
          ["ar", "he"])
    func pageControls(_ top: String, _ locale: String) throws {
        let l = try #require(try layoutOf(#"{\#(top), "locale": "\#(locale)", "pageControl": {"numberOfPages": 4, "currentPage": 0}}"#).pageControlNode)
        #expect(l.direction == .rightToLeft)
        let x = l.indicators.sorted { ($0.index ?? 0) < ($1.index ?? 0) }.map(\.frame.midX)
        #expect(x[0] > x[3])
        let forced = try #require(try layoutOf(#"{\#(top), "locale": "\#(locale)", "layoutDirection": "leftToRight", "pageControl": {"numberOfPages": 4}}"#).pageControlNode)
        #expect(forced.direction == .leftToRight)
    }
}
