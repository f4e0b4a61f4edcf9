// Issue 14 §1: system colours per design version, and Increase Contrast switching the tint and
// the badge (and every system colour a spec names) to Apple's increased-contrast values.

import Foundation
import Testing
import NavMockCore

private let measurer = FixedWidthTextMeasurer()

private func scene(_ text: String) throws -> Scene {
    let s = try SpecReader.read(Array(text.utf8))
    return buildScene(s, layout: try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer))
}

/// The colour the title `title` is drawn in.
private func titleColor(_ s: Scene, _ title: String) -> Color? {
    for case .text(let t, let c) in s.items where t.text == title { return c }
    return nil
}

/// The colour of the title `title`, or else of the icon `symbol`.
private func itemColor(_ s: Scene, _ title: String, _ symbol: String) -> Color? {
    if let c = titleColor(s, title) { return c }
    for case .icon(.symbol(let name), _, let c, _) in s.items where name == symbol || name == symbol + ".fill" { return c }
    return nil
}

/// The fill colour of the badge whose text is `value` (the capsule drawn just before its text).
private func badgeColor(_ s: Scene, _ value: String) -> Color? {
    for (i, item) in s.items.enumerated() {
        guard case .text(let t, _) = item, t.text == value, i > 0, case .fill(_, .solid(let c)) = s.items[i - 1] else { continue }
        return c
    }
    return nil
}

private let tabs = #"[{"title": "Home", "image": "house"}, {"title": "Inbox", "image": "tray", "badgeValue": "7"}]"#

@Suite("System colours per design and Increase Contrast")
struct AccessibilityColorTests {
    @Test("the published values: iOS 13–18 table (Flutter CupertinoColors / HIG)")
    func iOS13Table() {
        let ic = { (c: SystemColor, ap: Appearance) in c.color(in: ColorContext(appearance: ap, palette: .iOS13, increaseContrast: true)) }
        #expect(ic(.systemRed, .light) == Color(hex: 0xD70015) && ic(.systemRed, .dark) == Color(hex: 0xFF6961))
        #expect(ic(.systemBlue, .light) == Color(hex: 0x0040DD) && ic(.systemBlue, .dark) == Color(hex: 0x409CFF))
        #expect(ic(.systemGray, .light) == Color(hex: 0x6C6C70) && ic(.systemGray, .dark) == Color(hex: 0xAEAEB2))
        #expect(ic(.systemGreen, .light) == Color(hex: 0x248A3D) && ic(.systemYellow, .light) == Color(hex: 0xA05A00))
        // Normal contrast is what NavMock always drew.
        #expect(SystemColor.systemBlue.color(in: .light) == Color(hex: 0x007AFF) && SystemColor.systemRed.color(in: .dark) == Color(hex: 0xFF453A))
    }

    @Test("the published values: iOS 26 table (HIG Color, June 9 2025), grays as in iOS 18")
    func iOS26Table() throws {
        let p = { (c: SystemColor) in try #require(SystemColorTable.published(c, in: .iOS26)) }
        let red = try p(.systemRed), blue = try p(.systemBlue), brown = try p(.systemBrown)
        #expect([red.light, red.dark, red.increasedContrastLight, red.increasedContrastDark] == [0xFF383C, 0xFF4245, 0xE9152D, 0xFF6165])
        #expect([blue.light, blue.dark, blue.increasedContrastLight, blue.increasedContrastDark] == [0x0088FF, 0x0091FF, 0x1E6EF4, 0x5CB8FF])
        #expect([brown.light, brown.dark, brown.increasedContrastLight, brown.increasedContrastDark] == [0xAC7F5E, 0xB78A66, 0x956D51, 0xDBA679])
        #expect(try p(.systemGray2) == SystemColorTable.published(.systemGray2, in: .iOS13))
        // Every accent colour and gray has values in both tables.
        for c in SystemColor.allCases.prefix(18) {
            #expect(SystemColorTable.published(c, in: .iOS13) != nil && SystemColorTable.published(c, in: .iOS26) != nil, "\(c)")
        }
    }

    @Test("semantic colours have no published increased-contrast value and do not change",
          arguments: [SystemColor.label, .secondaryLabel, .separator, .systemFill, .systemBackground, .white, .clear])
    func semantic(_ c: SystemColor) {
        for ap in Appearance.allCases {
            #expect(SystemColorTable.published(c, in: .iOS13) == nil)
            #expect(c.color(in: ColorContext(appearance: ap, increaseContrast: true)) == c.color(in: ap))
            #expect(c.color(in: ColorContext(appearance: ap, palette: .iOS26, increaseContrast: true)) == c.color(in: ap))
        }
    }

    /// Designs whose default selected colour is the tint: (spec top, light tint, dark tint, light badge, dark badge) under Increase Contrast.
    static let tintDesigns: [(String, UInt32, UInt32, UInt32, UInt32)] = [
        (#""device": "iPhone 16", "osVersion": "18""#, 0x0040DD, 0x409CFF, 0xD70015, 0xFF6961),
        (#""device": "iPhone 11", "osVersion": "13""#, 0x0040DD, 0x409CFF, 0xD70015, 0xFF6961),
        (#""device": "iPhone 16", "osVersion": "18", "orientation": "landscape""#, 0x0040DD, 0x409CFF, 0xD70015, 0xFF6961),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "17""#, 0x0040DD, 0x409CFF, 0xD70015, 0xFF6961),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "18""#, 0x0040DD, 0x409CFF, 0xD70015, 0xFF6961),
        // iOS/iPadOS 26: the iOS 26 table (HIG Color, June 2025), for the glass bars and an iPad in compact width.
        (#""device": "iPhone 17 Pro", "osVersion": "26""#, 0x1E6EF4, 0x5CB8FF, 0xE9152D, 0xFF6165),
        (#""device": "iPhone 16", "osVersion": "26", "orientation": "landscape""#, 0x1E6EF4, 0x5CB8FF, 0xE9152D, 0xFF6165),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "26""#, 0x1E6EF4, 0x5CB8FF, 0xE9152D, 0xFF6165),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "26", "sizeClass": {"horizontal": "compact"}"#, 0x1E6EF4, 0x5CB8FF, 0xE9152D, 0xFF6165),
    ]

    @Test("Increase Contrast: the default tint and the badge take the increased-contrast values, light and dark", arguments: tintDesigns)
    func tintAndBadge(_ c: (String, UInt32, UInt32, UInt32, UInt32)) throws {
        for (ap, tint, badge) in [("light", c.1, c.3), ("dark", c.2, c.4)] {
            let s = try scene(#"{\#(c.0), "appearance": "\#(ap)", "accessibility": {"increaseContrast": true}, "tabBar": {"items": \#(tabs)}}"#)
            let selected = try #require(titleColor(s, "Home"))
            // The iPadOS 18 floating bar draws the selected tab white in dark mode (UIKit's palette), whatever the tint.
            if !(c.0.contains("\"18\"") && c.0.contains("iPad") && ap == "dark") { #expect(selected == Color(hex: tint), "\(c.0) \(ap)") }
            #expect(badgeColor(s, "7") == Color(hex: badge), "\(c.0) \(ap)")
            // Without Increase Contrast: the normal values.
            let plain = try scene(#"{\#(c.0), "appearance": "\#(ap)", "tabBar": {"items": \#(tabs)}}"#)
            #expect(badgeColor(plain, "7") != Color(hex: badge))
        }
    }

    @Test("tvOS, visionOS and macOS: a system tintColor and system item colours follow Increase Contrast", arguments: [
        #""platform": "tvOS", "osVersion": "18""#, #""platform": "visionOS", "osVersion": "2""#,
        #""platform": "macOS", "osVersion": "15", "size": {"width": 600, "height": 400}"#,
        #""platform": "macOS", "osVersion": "26", "size": {"width": 600, "height": 400}"#,
    ])
    func otherPlatforms(_ top: String) throws {
        let s = try scene(#"{\#(top), "accessibility": {"increaseContrast": true}, "tabBar": {"tintColor": "systemBlue", "unselectedItemTintColor": "systemGray", "items": [{"title": "Home", "image": "house"}, {"title": "Inbox", "image": "tray"}]}}"#)
        #expect(itemColor(s, "Home", "house") == Color(hex: 0x0040DD))
        #expect(itemColor(s, "Inbox", "tray") == Color(hex: 0x6C6C70))
    }

    @Test("iOS 26 default colours: systemBlue #0088FF / #0091FF and systemRed #FF383C / #FF4245 without Increase Contrast; iOS 18 keeps #007AFF, #FF3B30")
    func iOS26Defaults() throws {
        for (ap, blue, red) in [("light", 0x0088FF, 0xFF383C), ("dark", 0x0091FF, 0xFF4245)] as [(String, UInt32, UInt32)] {
            let s = try scene(#"{"device": "iPhone 17 Pro", "osVersion": "26", "appearance": "\#(ap)", "tabBar": {"items": \#(tabs)}}"#)
            #expect(titleColor(s, "Home") == Color(hex: blue) && badgeColor(s, "7") == Color(hex: red))
        }
        let old = try scene(#"{"device": "iPhone 16", "osVersion": "18", "tabBar": {"items": \#(tabs)}}"#)
        #expect(titleColor(old, "Home") == Color(hex: 0x007AFF) && badgeColor(old, "7") == Color(hex: 0xFF3B30))
        // Other platforms keep the iOS 13–18 table at version 26 (NavMock has no table of theirs).
        #expect(SystemColorPalette(platform: .macOS, osVersion: OSVersion(major: 26, minor: 0)) == .iOS13)
        #expect(SystemColorPalette(platform: .iPadOS, osVersion: OSVersion(major: 26, minor: 0)) == .iOS26)
    }

    @Test("a named tint, an unselected colour, page-indicator tints and a backdrop colour all resolve with Increase Contrast")
    func everySystemColor() throws {
        let s = try scene(#"{"device": "iPhone 16", "osVersion": "18", "appearance": "dark", "backdrop": {"color": "systemTeal"}, "accessibility": {"increaseContrast": true}, "tabBar": {"tintColor": "systemOrange", "unselectedItemTintColor": "systemGray2", "items": \#(tabs)}}"#)
        #expect(titleColor(s, "Home") == Color(hex: 0xFFB340))
        #expect(titleColor(s, "Inbox") == Color(hex: 0x7C7C80))
        #expect(s.backdrop.contains { if case .fill(_, .solid(let c)) = $0 { return c == Color(hex: 0x5DE6FF) }; return false })
        // A literal colour is never changed.
        let lit = try scene(##"{"device": "iPhone 16", "accessibility": {"increaseContrast": true}, "tabBar": {"tintColor": "#FF5808", "items": \##(tabs)}}"##)
        #expect(titleColor(lit, "Home") == Color(hex: 0xFF5808))
        let pc = try scene(#"{"device": "iPhone 16", "osVersion": "18", "accessibility": {"increaseContrast": true}, "pageControl": {"numberOfPages": 3, "currentPageIndicatorTintColor": "systemIndigo", "pageIndicatorTintColor": "systemGray"}}"#)
        let fills = pc.items.compactMap { item -> Color? in if case .fill(.ellipse, .solid(let c)) = item { return c }; return nil }
        #expect(fills.contains(Color(hex: 0x3634A3)) && fills.contains(Color(hex: 0x6C6C70)))
    }
}
