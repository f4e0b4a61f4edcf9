// Issue 14 §5: the classic bar's height from measurements. Regular-width phones in landscape keep
// the 49 pt bar (iPhone XS Max: 49 + 21 = 70, Tencent/QMUI_iOS issue 633), compact-width phones use
// the 32 pt mini bar (UIKit `intrinsicContentSizeGivenSize:`), and home-indicator iPads are 65 pt in
// all (50 + a 15 pt home-affordance allowance; QMUI issues 633 and 1280). Sources and confidence
// beside ClassicTabBarMetrics.compactHeightBarHeight and .padHomeAffordanceAllowance.

import Foundation
import Testing
import NavMockCore

private let measurer = FixedWidthTextMeasurer()

private func bar(_ top: String, items: Int = 4) throws -> LayoutNode {
    let titles = ["Home", "Search", "Library", "Radio", "Profile"]
    let list = (0..<items).map { #"{"title": "\#(titles[$0])", "image": "house", "badgeValue": "\#($0 == 1 ? "3" : "")"}"# }
    let text = #"{\#(top), "tabBar": {"items": [\#(list.joined(separator: ", "))]}}"#
    let s = try SpecReader.read(Array(text.utf8))
    return try #require(try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer).tabBarNode)
}

@Suite("Classic bar heights from measurements")
struct ClassicBarHeightTests {
    @Test("regular-width phones in landscape with a home indicator: 49 + 21 = 70 pt, icon beside a 13 pt title",
          arguments: ["iPhone XS Max", "iPhone XR", "iPhone 11", "iPhone 11 Pro Max", "iPhone 12 Pro Max", "iPhone 14 Plus",
                      "iPhone 15 Plus", "iPhone 16 Plus", "iPhone 16 Pro Max"], ["12", "15", "18"])
    func regularWidthLandscape(_ device: String, _ os: String) throws {
        let b = try bar(#""device": "\#(device)", "osVersion": "\#(os)", "orientation": "landscape", "appearance": "dark""#)
        #expect(b.frame.height == 49)
        #expect(b.backgroundFrame.height == 70)
        #expect(b.backgroundFrame.maxY == b.frame.maxY + 21)
        #expect(!b.isStacked)
        for it in b.items {
            let icon = try #require(it.icon?.frame), title = try #require(it.title)
            #expect(title.style.size == 13)
            #expect(icon.width == 25 && icon.maxX <= title.frame.minX + 0.001)
            #expect(abs(icon.midY - b.frame.midY) < 0.001)
        }
    }

    @Test("the XS Max example in right-to-left and with five tabs: still 70")
    func xsMaxVariants() throws {
        #expect(try bar(#""device": "iPhone XS Max", "osVersion": "13", "orientation": "landscape", "layoutDirection": "rightToLeft""#, items: 5).backgroundFrame.height == 70)
    }

    @Test("compact-width phones in landscape stay 32 + 21 = 53 with 18 pt icons",
          arguments: ["iPhone XS", "iPhone X", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 16", "iPhone 16 Pro", "iPhone 16e"])
    func compactWidthLandscape(_ device: String) throws {
        let b = try bar(#""device": "\#(device)", "osVersion": "18", "orientation": "landscape""#)
        #expect(b.frame.height == 32 && b.backgroundFrame.height == 53)
        #expect(b.items.allSatisfy { $0.icon?.frame.width == 18 })
    }

    @Test("portrait phones are unchanged: 49 + 34 = 83", arguments: ["iPhone XS Max", "iPhone XS", "iPhone 16 Pro Max"])
    func portrait(_ device: String) throws {
        let b = try bar(#""device": "\#(device)", "osVersion": "17""#)
        #expect(b.frame.height == 49 && b.backgroundFrame.height == 83 && b.isStacked)
    }

    @Test("a Home-button Plus phone in landscape (regular width): 49, inline")
    func plusLandscape() throws {
        let b = try bar(#""device": "iPhone 8 Plus", "osVersion": "16", "orientation": "landscape""#)
        #expect(b.frame.height == 49 && b.backgroundFrame.height == 49 && !b.isStacked)
    }

    @Test("a custom landscape size 896 × 414 (regular width) gets 49; 844 × 390 (compact) gets 32")
    func customSizes() throws {
        #expect(try bar(#""size": {"width": 896, "height": 414}, "osVersion": "18""#).frame.height == 49)
        #expect(try bar(#""size": {"width": 844, "height": 390}, "osVersion": "18""#).frame.height == 32)
    }

    @Test("iPads with a home indicator: 50 + 15 = 65 pt in all, portrait and landscape",
          arguments: ["iPad Pro 11-inch (M4)", "iPad Pro 12.9-inch (6th generation)", "iPad Air 11-inch (M2)", "iPad mini (6th generation)", "iPad (10th generation)"],
          ["portrait", "landscape"])
    func homeIndicatorPads(_ device: String, _ orientation: String) throws {
        let b = try bar(#""device": "\#(device)", "osVersion": "17", "orientation": "\#(orientation)""#)
        #expect(b.frame.height == 50)
        #expect(b.backgroundFrame.height == 65)
        let screen = Environment.resolve(try SpecReader.read(Array(#"{"device": "\#(device)", "orientation": "\#(orientation)"}"#.utf8))).screenSize
        #expect(b.backgroundFrame.maxY == screen.height && b.frame.minY == screen.height - 65)
    }

    @Test("iPads with a Home button stay 50 in all", arguments: ["portrait", "landscape"])
    func homeButtonPad(_ orientation: String) throws {
        let b = try bar(#""device": "iPad (9th generation)", "osVersion": "17", "orientation": "\#(orientation)""#)
        #expect(b.frame.height == 50 && b.backgroundFrame.height == 50)
    }
}
