// Tests for the tab bar layout (layout(_:in:measuring:)) against the rows of metrics.md
// (../shared/hig/metrics.md, cited per test as "§n"), and for the layout JSON (`navmock layout`).
// Text is measured with FixedWidthTextMeasurer (every grapheme = size × 0.5 pt; ascent 0.8 em,
// descent 0.2 em), so every number is exact and independent of fonts.

import Foundation
import Testing
@testable import NavMockCore

// MARK: - Helpers

private let measurer = FixedWidthTextMeasurer()
private let eps = 0.001

private func close(_ a: Double, _ b: Double, _ tolerance: Double = eps) -> Bool { abs(a - b) <= tolerance }

private func close(_ a: Rect, _ b: Rect, _ tolerance: Double = eps) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

/// JSON text for one item; nil fields are left out.
private func item(_ title: String?, image: String? = "house", badge: String? = nil) -> String {
    var fields: [String] = []
    if let title { fields.append(#""title": "\#(title)""#) }
    if let image { fields.append(#""image": "\#(image)""#) }
    if let badge { fields.append(#""badgeValue": "\#(badge)""#) }
    return "{ " + fields.joined(separator: ", ") + " }"
}

private let fiveTitles = ["Home", "Search", "Library", "Radio", "Profile"]

/// A spec with a tab bar of `items` (JSON item objects).
private func spec(device: String? = "iPhone 16", os: String? = "18", orientation: String = "portrait",
                  direction: String = "leftToRight", platform: String? = nil, canvas: String = "component",
                  items: [String], selected: Int = 0) -> String {
    var top: [String] = []
    if let device { top.append(#""device": "\#(device)""#) }
    if let platform { top.append(#""platform": "\#(platform)""#) }
    if let os { top.append(#""osVersion": "\#(os)""#) }
    top.append(#""orientation": "\#(orientation)""#)
    top.append(#""layoutDirection": "\#(direction)""#)
    top.append(#""canvas": "\#(canvas)""#)
    top.append(#""tabBar": { "items": [ \#(items.joined(separator: ", ")) ], "selectedIndex": \#(selected) }"#)
    return "{ " + top.joined(separator: ", ") + " }"
}

private func items(_ n: Int, badges: [Int: String] = [:]) -> [String] {
    (0..<n).map { item(fiveTitles[$0 % fiveTitles.count], badge: badges[$0]) }
}

private func makeLayout(_ text: String) throws -> Layout {
    let s = try SpecReader.read(Array(text.utf8))
    let env = Environment.resolve(s)
    return try NavMockCore.layout(s, in: env, measuring: measurer)
}

private func tabBar(_ text: String) throws -> LayoutNode {
    try #require(try makeLayout(text).tabBarNode)
}

// MARK: - Classic bar (iOS 18)

@Suite("Layout: classic tab bar")
struct ClassicLayoutTests {

    @Test("iPhone 16 portrait: 49 pt bar, 83 pt background, bar top = 852 − 83 (§1.1, §11)")
    func barGeometry() throws {
        let tb = try tabBar(spec(items: items(4)))
        #expect(tb.tabBarDesign == .classic)
        // §1.1 / §11: content height 49.0; total 49 + 34 = 83 on Face ID phones.
        #expect(tb.frame.height == 49)
        #expect(tb.backgroundFrame.height == 83)
        #expect(tb.frame.minY == 852 - 83)
        #expect(tb.backgroundFrame.minY == tb.frame.minY)
        #expect(tb.backgroundFrame.maxY == 852)
        // Full width of the screen.
        #expect(tb.frame.minX == 0 && tb.frame.width == 393)
        #expect(tb.backgroundFrame.minX == 0 && tb.backgroundFrame.width == 393)
        #expect(tb.isStacked)                       // §1.2: icon above label in compact width
        #expect(tb.drawsBackground)
        #expect(tb.selectionFrame == nil)         // no pill in the classic design
    }

    @Test("items fill the width evenly: centre of item i = (i + ½)·393/n (§11 classic item centres)", arguments: [3, 4, 5])
    func itemCentres(_ n: Int) throws {
        let tb = try tabBar(spec(items: items(n)))
        #expect(tb.items.count == n)
        let w = 393.0 / Double(n)
        for (i, it) in tb.items.enumerated() {
            #expect(it.index == i)
            #expect(close(it.frame.midX, (Double(i) + 0.5) * w), "item \(i) centre \(it.frame.midX)")
            #expect(close(it.frame.width, w))
            // Items stay in the top 49 pt of the bar (§1.1).
            #expect(close(it.frame.minY, tb.frame.minY) && it.frame.maxY <= tb.frame.maxY + eps)
        }
        // No side margins (§11): the first starts at 0, the last ends at the screen edge.
        #expect(close(tb.items.first!.frame.minX, 0))
        #expect(close(tb.items.last!.frame.maxX, 393))
    }

    @Test("stacked item: icon centre 18.7 pt and title baseline 45.0 pt below the bar top (§11)")
    func iconAndTitle() throws {
        let tb = try tabBar(spec(items: items(4)))
        let top = tb.frame.minY
        for it in tb.items {
            let icon = try #require(it.iconFrame)
            #expect(close(icon.midY - top, 18.7))                        // §11 classic icon
            #expect(close(icon.midX, it.frame.midX))
            #expect(icon.minY - top >= 5.5 && icon.minY - top <= 7.5)    // §11: top 6.3–7.0 pt below the bar top
            let title = try #require(it.title)
            #expect(close(title.baselineOrigin.y - top, 45.0))           // §11 classic title
            #expect(close(title.frame.midX, it.frame.midX))              // centred under the icon
            #expect(title.style.size == 10)                              // §1.2: 10 pt
            #expect(title.style.weight == .medium)                       // §1.2: medium
            #expect(icon.maxY <= title.frame.minY + eps)                 // icon above title
            #expect(title.frame.maxY <= tb.frame.maxY + eps)          // title inside the 49 pt band
        }
    }

    @Test("selection is on the selectedIndex item only")
    func selectedItem() throws {
        let tb = try tabBar(spec(items: items(4), selected: 2))
        #expect(tb.items.map(\.isSelected) == [false, false, true, false])
    }

    @Test("iPhone 16 landscape: 32 pt bar (compact height), 53 pt background, inline items (§1.1, §1.2)")
    func landscape() throws {
        let tb = try tabBar(spec(orientation: "landscape", items: items(4)))
        #expect(tb.frame.height == 32)                    // §1.1: 32 in compact height
        #expect(tb.backgroundFrame.height == 32 + 21)        // §1.1: 32 + 21 = 53
        #expect(tb.backgroundFrame.maxY == 393)
        #expect(tb.frame.width == 852)
        #expect(tb.isStacked == false)                         // §1.2: icon beside label in iPhone landscape
        for it in tb.items {
            let icon = try #require(it.iconFrame)
            let title = try #require(it.title)
            // Leading icon, trailing label, on one line.
            #expect(icon.maxX <= title.frame.minX + eps)
            #expect(close(icon.midY, title.frame.midY, 0.5))
            #expect(tb.frame.contains(icon))
            #expect(it.frame.contains(icon) && it.frame.contains(title.frame))
        }
    }

    @Test("iPhone SE (3rd generation) portrait: the bar is exactly the bottom 49 pt, no home indicator (§1.1, §8.2)")
    func iPhoneSE() throws {
        let l = try makeLayout(spec(device: "iPhone SE (3rd generation)", items: items(4)))
        let tb = try #require(l.tabBarNode)
        #expect(tb.frame == Rect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(tb.backgroundFrame == tb.frame)
        #expect(l.tree.child(.homeIndicator) == nil)
        // §11: same offsets as on Face ID phones.
        let icon = try #require(tb.items[0].iconFrame)
        #expect(close(icon.midY - tb.frame.minY, 18.7))
    }

    @Test("scroll edge: the classic bar draws no background")
    func scrollEdge() throws {
        let text = #"{ "device": "iPhone 16", "osVersion": "18", "tabBar": { "items": [ { "title": "A" } ], "state": { "scrollEdge": true } } }"#
        let tb = try tabBar(text)
        #expect(tb.drawsBackground == false)
    }
}

// MARK: - Liquid Glass (iOS 26)

@Suite("Layout: Liquid Glass tab bar")
struct GlassLayoutTests {

    @Test("iPhone 17 Pro, 4 and 5 items: capsule 62 pt tall, 21 pt from left, right and bottom (§2, §11)", arguments: [4, 5])
    func capsule(_ n: Int) throws {
        let tb = try tabBar(spec(device: "iPhone 17 Pro", os: nil, items: items(n)))
        #expect(tb.tabBarDesign == .liquidGlass)
        #expect(tb.frame.height == 62)
        #expect(close(tb.frame.minX, 21))
        #expect(close(402 - tb.frame.maxX, 21))
        #expect(close(874 - tb.frame.maxY, 21))
        // §2: same band as the classic 49 + 34 bar: top 83 pt above the bottom edge.
        #expect(close(874 - tb.frame.minY, 83))
        // Items share the capsule and stay inside it.
        for it in tb.items { #expect(tb.frame.contains(it.frame)) }
    }

    @Test("a bar with 2 items hugs them: narrower than 360 pt and centred (§2 width rule)")
    func hugs() throws {
        let tb = try tabBar(spec(device: "iPhone 17 Pro", os: nil, items: items(2)))
        #expect(tb.frame.width < 402 - 2 * 21)
        #expect(close(tb.frame.midX, 201))
        #expect(close(874 - tb.frame.maxY, 21))
        #expect(tb.frame.height == 62)
        // Still wide enough for both items' content.
        for it in tb.items {
            #expect(tb.frame.contains(try #require(it.iconFrame)))
            #expect(tb.frame.contains(try #require(it.title).frame))
        }
    }

    @Test("selection pill: 54 pt tall, 4 pt inset, around the selected item (§11 iOS 26 selection pill)", arguments: [0, 1, 3])
    func pill(_ selected: Int) throws {
        let tb = try tabBar(spec(device: "iPhone 17 Pro", os: nil, items: items(4), selected: selected))
        let pill = try #require(tb.selectionFrame)
        let bar = tb.frame
        #expect(close(pill.height, 54))
        #expect(close(pill.minY - bar.minY, 4))
        #expect(close(bar.maxY - pill.maxY, 4))
        #expect(bar.insetBy(dx: 4, dy: 4).contains(pill))
        let it = tb.items[selected]
        #expect(it.isSelected)
        #expect(pill.contains(try #require(it.iconFrame)))
        #expect(pill.contains(try #require(it.title).frame))
        // The pill covers the selected item more than any other.
        func overlap(_ a: Rect, _ b: Rect) -> Double {
            max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX))
        }
        for other in tb.items where other.index != selected {
            #expect(overlap(pill, other.frame) < overlap(pill, it.frame))
        }
    }

    @Test("selection pill around a short title is 74 pt wide (§12, correcting §11's ≈ 65 pt)")
    func pillWidthShortTitle() throws {
        let tb = try tabBar(spec(device: "iPhone 17 Pro", os: nil, items: items(4), selected: 1))
        let pill = try #require(tb.selectionFrame)
        #expect(abs(pill.width - 74) <= 1.5)
        #expect(close(pill.midX, tb.items[1].frame.midX))
    }

    @Test("the selected item draws the .fill variant; others the plain symbol (§1.2 prefer filled; §11)")
    func fillVariant() throws {
        let tb = try tabBar(spec(device: "iPhone 17 Pro", os: nil, items: items(3), selected: 1))
        #expect(tb.items[1].icon?.image == .symbol("house.fill"))
        #expect(tb.items[0].icon?.image == .symbol("house"))
    }
}

// MARK: - Badges

@Suite("Layout: badges")
struct BadgeLayoutTests {

    private func badged(_ value: String, device: String = "iPhone 16", os: String? = "18",
                        direction: String = "leftToRight", at index: Int = 1) throws -> (LayoutNode, LayoutNode, LayoutNode) {
        let tb = try tabBar(spec(device: device, os: os, direction: direction, items: items(4, badges: [index: value])))
        let it = tb.items[index]
        return (tb, it, try #require(it.badge))
    }

    @Test("one character: an 18 × 18 circle (§11 tab badge, one digit)", arguments: ["3", "!", "9"])
    func oneCharacter(_ v: String) throws {
        let (_, _, b) = try badged(v)
        #expect(close(b.frame.width, 18) && close(b.frame.height, 18))
        let text = try #require(b.textLayout)
        #expect(text.text == v)
        #expect(text.style.size == 13)                       // §1.5: 13 pt
        #expect(close(text.frame.midX, b.frame.midX))        // centred
    }

    @Test("\"New\" grows wider than 18 with the same height (§1.5 capsule)")
    func longer() throws {
        let (_, _, b) = try badged("New")
        #expect(b.frame.width > 18)
        #expect(close(b.frame.height, 18))
        let text = try #require(b.textLayout)
        #expect(text.text == "New")
        #expect(b.frame.contains(text.frame))
        #expect(b.frame.width <= 64 + eps)                  // §1.5: max width 64
    }

    @Test("two digits are wider than one")
    func twoDigits() throws {
        let (_, _, b1) = try badged("9")
        let (_, _, b2) = try badged("99")
        #expect(b2.frame.width >= b1.frame.width)
        #expect(close(b2.frame.height, 18))
    }

    @Test("an empty badge is a dot smaller than 18, without text (§1.5)")
    func dot() throws {
        let (_, it, b) = try badged("")
        #expect(b.textLayout == nil)
        #expect(b.frame.width < 18 && b.frame.height < 18)
        #expect(close(b.frame.width, b.frame.height))
        #expect(b.frame.width > 0)
        // Still at the icon's top-trailing corner.
        let icon = try #require(it.iconFrame)
        #expect(b.frame.minX > icon.midX)
        #expect(b.frame.maxY <= icon.midY)
    }

    @Test("the badge's leading edge is at icon centre + 8.5 pt; top 3 pt below the bar top (§11: centre = icon centre + 17.5, bar top + 12)",
          arguments: ["3", "New"])
    func position(_ v: String) throws {
        let (tb, it, b) = try badged(v)
        let icon = try #require(it.iconFrame)
        #expect(close(b.frame.minX, icon.midX + 8.5))
        #expect(abs((b.frame.minY - tb.frame.minY) - 3) <= 0.1)
        if v.count == 1 {
            #expect(close(b.frame.midX, icon.midX + 17.5))
            #expect(abs((b.frame.midY - tb.frame.minY) - 12) <= 0.1)
        }
    }

    @Test("the badge never changes any item's frame, icon or title", arguments: [("18", "iPhone 16"), ("26", "iPhone 17 Pro")])
    func noEffectOnItems(_ os: String, _ device: String) throws {
        for v in ["3", "New", "", "999+"] {
            let plain = try tabBar(spec(device: device, os: os, items: items(4)))
            let withBadge = try tabBar(spec(device: device, os: os, items: items(4, badges: [0: v, 2: v, 3: v])))
            #expect(plain.frame == withBadge.frame)
            #expect(plain.selectionFrame == withBadge.selectionFrame)
            for (a, b) in zip(plain.items, withBadge.items) {
                #expect(a.frame == b.frame, "item \(a.index), badge \"\(v)\"")
                #expect(a.iconFrame == b.iconFrame)
                #expect(a.title == b.title)
            }
            #expect(withBadge.items[2].badge != nil && plain.items[2].badge == nil)
        }
    }

    @Test("right-to-left: the badge sits at the icon's top-left (top-trailing in RTL), mirrored (§1.5: leading in RTL)")
    func rightToLeft() throws {
        for (device, os) in [("iPhone 16", "18"), ("iPhone 17 Pro", "26")] {
            let (_, it, b) = try badged("3", device: device, os: os, direction: "rightToLeft")
            let icon = try #require(it.iconFrame)
            // Mirror of "leading edge at icon centre + 8.5": trailing edge at icon centre − 8.5.
            #expect(close(b.frame.maxX, icon.midX - 8.5), "\(device): badge maxX \(b.frame.maxX), icon midX \(icon.midX)")
            #expect(b.frame.maxX <= icon.midX + eps)
            #expect(b.frame.minX < icon.minX + eps)
            let (_, ltrItem, ltrBadge) = try badged("3", device: device, os: os)
            #expect(close(b.frame.minY, ltrBadge.frame.minY))
            #expect(close(b.frame.width, ltrBadge.frame.width))
            // Same offset from the icon, mirrored.
            let ltrIcon = try #require(ltrItem.iconFrame)
            #expect(close(icon.midX - b.frame.midX, ltrBadge.frame.midX - ltrIcon.midX))
            // The digit moves with its badge.
            let text = try #require(b.textLayout)
            #expect(close(text.frame.midX, b.frame.midX))
            #expect(close(text.baselineOrigin.x, text.frame.minX))
        }
    }

    @Test("a badge on the last item stays inside the bar, 6 pt from its side (§1.5 clamp)")
    func clampedInsideBar() throws {
        let tb = try tabBar(spec(device: "iPhone 16", os: "18", items: items(5, badges: [4: "9999"])))
        let b = try #require(tb.items[4].badge)
        #expect(b.frame.maxX <= tb.frame.maxX - 6 + eps)
    }
}

// MARK: - Titles

@Suite("Layout: titles")
struct TitleLayoutTests {

    @Test("a very long title in a 5-item classic bar is truncated with … and stays inside its item (§1.2)")
    func truncated() throws {
        let long = "Internationalization settings overview"
        var its = items(5)
        its[2] = item(long)
        let tb = try tabBar(spec(items: its))
        let it = tb.items[2]
        let title = try #require(it.title)
        #expect(title.truncated)
        #expect(title.text.hasSuffix("…"))
        #expect(long.hasPrefix(String(title.text.dropLast())))
        #expect(title.text.count < long.count)
        #expect(it.frame.contains(title.frame))
        // §1.2: fit to the button width − 2 pt.
        #expect(title.frame.width <= it.frame.width - 2 + eps)
        // The tracking used is never tighter than −1.2 pt (§1.2).
        #expect(title.style.tracking >= -1.2 - 1e-9)
        // The longest prefix that fits: one more character would not (same style).
        let kept = title.text.count - 1
        let longer = String(long.prefix(kept + 1)) + "…"
        #expect(measurer.measure(longer, style: title.style).width > it.frame.width - 2)
        // And the neighbours are untouched.
        #expect(tb.items[1].title?.truncated == false)
        #expect(tb.items[3].title?.text == fiveTitles[3])
    }

    @Test("a slightly too long title is tightened (negative tracking) and not truncated (§1.2)")
    func tightened() throws {
        // 16 graphemes × 5 pt = 80 pt > 393/5 − 2 = 76.6 pt; −0.23 pt of tracking is enough.
        let title16 = "Recently Deleted"
        var its = items(5)
        its[1] = item(title16)
        let tb = try tabBar(spec(items: its))
        let it = tb.items[1]
        let title = try #require(it.title)
        #expect(title.truncated == false)
        #expect(title.tightened)
        #expect(title.text == title16)
        #expect(title.style.tracking < 0)
        #expect(title.style.tracking >= -1.2)
        #expect(title.frame.width <= 393.0 / 5 - 2 + eps)
        #expect(it.frame.contains(title.frame))
    }

    @Test("a title that fits is neither tightened nor truncated")
    func fits() throws {
        let tb = try tabBar(spec(items: items(5)))
        for it in tb.items {
            let t = try #require(it.title)
            #expect(!t.truncated && !t.tightened && t.style.tracking == 0)
            #expect(close(t.frame.width, Double(fiveTitles[try #require(it.index)].count) * 5))
        }
    }

    @Test("Liquid Glass: a long title is truncated inside its item")
    func glassTruncated() throws {
        var its = items(5)
        its[0] = item("Internationalization settings overview")
        let tb = try tabBar(spec(device: "iPhone 17 Pro", os: nil, items: its))
        let t = try #require(tb.items[0].title)
        #expect(t.truncated && t.text.hasSuffix("…"))
        #expect(tb.items[0].frame.contains(t.frame))
    }
}

@Suite("fitText")
struct FitTextTests {

    private let style = TextStyle(size: 10, weight: .medium, locale: "en")

    @Test("text that fits is returned unchanged")
    func fits() {
        let r = fitText("Home", style: style, width: 20, measuring: measurer)
        #expect(r.text == "Home" && !r.truncated && r.style.tracking == 0 && r.metrics.width == 20)
    }

    @Test("tightening: the result fits and uses tracking in [−1.2, 0)")
    func tighten() {
        // 11 graphemes: 55 pt at tracking 0, 55 − 10 × 1.2 = 43 pt at −1.2.
        let r = fitText("Hello World", style: style, width: 50, measuring: measurer)
        #expect(r.text == "Hello World" && !r.truncated)
        #expect(r.style.tracking < 0 && r.style.tracking >= -1.2)
        #expect(r.metrics.width <= 50 + 1e-6)
    }

    @Test("when −1.2 is not enough the text is truncated with …")
    func truncate() {
        let r = fitText("Hello World", style: style, width: 30, measuring: measurer)
        #expect(r.truncated)
        #expect(r.text.hasSuffix("…"))
        #expect(r.metrics.width <= 30 + 1e-6)
        #expect(r.style.tracking >= -1.2 - 1e-9)
        // No space before the ellipsis.
        #expect(!r.text.dropLast().hasSuffix(" "))
    }

    @Test("tracking never goes below −1.2, for any width (sweep)")
    func sweep() {
        for text in ["Hello World", "Favorites", "設定", "Ab", "Internationalization"] {
            var w = 0.0
            while w <= 120 {
                let r = fitText(text, style: style, width: w, measuring: measurer)
                #expect(r.style.tracking >= -1.2 - 1e-9, "\(text) at \(w): tracking \(r.style.tracking)")
                #expect(r.style.tracking <= 0)
                if !r.truncated {
                    #expect(r.text == text)
                    #expect(r.metrics.width <= w + 1e-6, "\(text) at \(w)")
                } else {
                    #expect(r.text.hasSuffix("…"))
                    // Only the ellipsis alone may overflow a width too narrow for anything.
                    #expect(r.metrics.width <= w + 1e-6 || r.text == "…", "\(text) at \(w)")
                }
                w += 0.25
            }
        }
    }

    @Test("tracking never goes below −1.2 when the needed tracking is within 0.001 pt of the limit")
    func nearTheLimit() {
        // "Hello World": 11 graphemes, 10 gaps. At −1.2 it is exactly 43 pt wide, so every width
        // in [43, 43.01] fits with a tracking of at least −1.2.
        for w in [43.0, 43.002, 43.005, 43.009] {
            let r = fitText("Hello World", style: style, width: w, measuring: measurer)
            #expect(!r.truncated, "width \(w)")
            #expect(r.style.tracking >= -1.2, "width \(w): tracking \(r.style.tracking)")
            #expect(r.metrics.width <= w + 1e-6)
        }
    }

    @Test("minTracking 0 never tightens")
    func noTightening() {
        let r = fitText("Hello World", style: style, width: 50, minTracking: 0, measuring: measurer)
        #expect(r.truncated)
        #expect(r.style.tracking == 0)
        #expect(r.metrics.width <= 50)
    }

    @Test("truncation is at grapheme-cluster boundaries")
    func graphemes() {
        let text = String(repeating: "👨‍👩‍👧‍👦", count: 10)   // 10 graphemes
        let r = fitText(text, style: style, width: 20, measuring: measurer)
        #expect(r.truncated)
        let kept = r.text.dropLast()
        #expect(kept.allSatisfy { $0 == "👨‍👩‍👧‍👦" })
        #expect(text.hasPrefix(String(kept)))
    }
}

// MARK: - Right-to-left

@Suite("Layout: right-to-left")
struct RightToLeftLayoutTests {

    private func pair(device: String, os: String?, orientation: String = "portrait", n: Int) throws -> (LayoutNode, LayoutNode, Double) {
        let ltr = try makeLayout(spec(device: device, os: os, orientation: orientation, items: items(n, badges: [1: "3"]), selected: 1))
        let rtl = try makeLayout(spec(device: device, os: os, orientation: orientation, direction: "rightToLeft",
                                      items: items(n, badges: [1: "3"]), selected: 1))
        return (try #require(ltr.tabBarNode), try #require(rtl.tabBarNode), ltr.environment.screenSize.width)
    }

    private func mirrored(_ r: Rect, _ W: Double) -> Rect {
        Rect(x: W - r.minX - r.width, y: r.minY, width: r.width, height: r.height)
    }

    @Test("item 0 is at the right edge; every frame is the mirror of the LTR one (x' = W − x − w)", arguments: [
        ("iPhone 16", "18", "portrait", 5), ("iPhone 16", "18", "landscape", 4),
        ("iPhone 17 Pro", nil, "portrait", 4), ("iPhone 17 Pro", nil, "portrait", 2),
        ("iPhone 16 Plus", "18", "landscape", 3),
    ] as [(String, String?, String, Int)])
    func mirror(_ device: String, _ os: String?, _ orientation: String, _ n: Int) throws {
        let (ltr, rtl, W) = try pair(device: device, os: os, orientation: orientation, n: n)
        #expect(rtl.frame == ltr.frame)
        // Item 0 is the rightmost.
        #expect(rtl.items[0].frame.maxX >= rtl.items.map(\.frame.maxX).max()! - eps)
        if ltr.tabBarDesign == .classic && ltr.isStacked {
            #expect(close(rtl.items[0].frame.maxX, W))
        }
        for (a, b) in zip(ltr.items, rtl.items) {
            #expect(b.index == a.index)
            #expect(close(b.frame, mirrored(a.frame, W)), "item \(a.index)")
            if let ai = a.iconFrame, let bi = b.iconFrame {
                #expect(close(bi, mirrored(ai, W)), "icon \(a.index)")
            } else {
                Issue.record("missing icon")
            }
            if let at = a.title, let bt = b.title {
                #expect(close(bt.frame, mirrored(at.frame, W)), "title \(a.index)")
                #expect(close(bt.baselineOrigin.x, bt.frame.minX))
                #expect(close(bt.baselineOrigin.y, at.baselineOrigin.y))
                #expect(bt.text == at.text)
            }
            if let ab = a.badge, let bb = b.badge {
                #expect(close(bb.frame, mirrored(ab.frame, W)), "badge \(a.index)")
            }
        }
        if let s = ltr.selectionFrame {
            let rs = try #require(rtl.selectionFrame)
            #expect(close(rs, mirrored(s, W)))
        }
    }

    @Test("inline items in RTL: icon to the right of its title (leading = right)")
    func inlineIconOnTheRight() throws {
        let (_, rtl, _) = try pair(device: "iPhone 16", os: "18", orientation: "landscape", n: 4)
        for it in rtl.items {
            let icon = try #require(it.iconFrame)
            let title = try #require(it.title)
            #expect(icon.minX >= title.frame.maxX - eps)
        }
    }
}

// MARK: - Canvas

@Suite("Layout: canvas")
struct CanvasLayoutTests {

    @Test("component canvas: full screen width, down to the screen bottom, contains everything drawn",
          arguments: [("iPhone 16", "18", "portrait"), ("iPhone 16", "18", "landscape"), ("iPhone 17 Pro", nil, "portrait"),
                      ("iPhone SE (3rd generation)", "18", "portrait")] as [(String, String?, String)])
    func component(_ device: String, _ os: String?, _ orientation: String) throws {
        let l = try makeLayout(spec(device: device, os: os, orientation: orientation, items: items(4, badges: [0: "1", 3: "New"])))
        let tb = try #require(l.tabBarNode)
        let screen = l.environment.screenSize
        #expect(l.canvas.minX == 0)
        #expect(l.canvas.width == screen.width)
        #expect(close(l.canvas.maxY, screen.height))
        #expect(l.canvas.contains(try #require(tb.drawnBounds)))
        #expect(l.canvas.contains(tb.backgroundFrame))
        for it in tb.items {
            if let b = it.badge { #expect(l.canvas.contains(b.frame)) }
            #expect(l.canvas.contains(it.frame))
        }
        // It is a band, not the whole screen.
        #expect(l.canvas.minY > 0)
        // Whole points (Layout.canvas documentation).
        #expect(l.canvas.minY == l.canvas.minY.rounded())
        if tb.tabBarDesign == .classic {
            // §11: the hairline is in the pixel row just above the bar top: the canvas includes it.
            #expect(l.canvas.minY <= tb.frame.minY - 1 / l.scale)
        }
    }

    @Test("drawn bounds include the badges and the bar")
    func drawnBounds() throws {
        let tb = try tabBar(spec(device: "iPhone 17 Pro", os: nil, items: items(4, badges: [3: "99"])))
        #expect(try #require(tb.drawnBounds).contains(tb.frame))
        #expect(try #require(tb.drawnBounds).contains(try #require(tb.items[3].badge).frame))
    }

    @Test("screen canvas is the whole screen", arguments: [("iPhone 16", "18"), ("iPhone 17 Pro", nil)] as [(String, String?)])
    func screen(_ device: String, _ os: String?) throws {
        let l = try makeLayout(spec(device: device, os: os, canvas: "screen", items: items(3)))
        #expect(l.canvas == Rect(origin: .zero, size: l.environment.screenSize))
        #expect(l.scale == 3)
    }

    @Test("home indicator on Face ID phones: centred near the bottom")
    func homeIndicator() throws {
        let l = try makeLayout(spec(items: items(3)))
        let h = try #require(l.tree.child(.homeIndicator)?.frame)
        #expect(close(h.midX, 393 / 2))
        #expect(h.maxY < 852 && h.minY > 852 - 34)
    }
}

// MARK: - Platforms

@Suite("Layout: platforms")
struct PlatformLayoutTests {

    @Test("watchOS has no tab bar: SpecError at tabBar mentioning watchOS (DESIGN.md exit 65 list)")
    func watchOS() throws {
        let text = """
        {
          "platform": "watchOS",
          "tabBar": { "items": [ { "title": "A" } ] }
        }
        """
        let s = try SpecReader.read(Array(text.utf8))
        let env = Environment.resolve(s)    // the environment itself is fine
        #expect(env.platform == .watchOS)
        var caught: SpecError?
        do { _ = try NavMockCore.layout(s, in: env, measuring: measurer) } catch { caught = error }
        let e = try #require(caught)
        #expect(e.message.contains("watchOS"))
        #expect(String(describing: e.path) == "tabBar")
        #expect(e.location == NavMockCore.SourcePosition(line: 3, column: 13))
    }

    @Test("a watch device without a tab bar lays out its page control on the screen; with nothing to draw it is refused (issue 14 §7)")
    func watchWithoutTabBar() throws {
        let l = try makeLayout(#"{ "device": "Apple Watch Series 10 (46mm)", "canvas": "screen", "pageControl": { "numberOfPages": 3 } }"#)
        #expect(l.tabBarNode == nil)
        #expect(l.canvas == Rect(origin: .zero, size: l.environment.screenSize))
        for device in ["Apple Watch Series 10 (46mm)", "iPhone 16", "iPad Pro 11-inch (M4)"] {
            #expect(throws: SpecError.self) { try makeLayout(#"{ "device": "\#(device)" }"#) }
        }
    }
}

// MARK: - JSON output

@Suite("Layout: JSON text")
struct LayoutJSONTests {

    private var glassText: String {
        spec(device: "iPhone 17 Pro", os: nil, items: items(6, badges: [2: "3"]), selected: 1)  // 352/6 pt items: long fractions
    }

    /// Every object's keys, every number literal, and every role in `node`.
    private func walk(_ node: JSONNode, keys: inout [[String]], numbers: inout [String], roles: inout Set<String>) {
        switch node.value {
        case .object(let members):
            keys.append(members.map(\.key))
            for m in members {
                if m.key == "role", case .string(let r) = m.value.value { roles.insert(r) }
                walk(m.value, keys: &keys, numbers: &numbers, roles: &roles)
            }
        case .array(let elements):
            for e in elements { walk(e, keys: &keys, numbers: &numbers, roles: &roles) }
        case .number(let n):
            numbers.append(n.literal)
        default:
            break
        }
    }

    @Test("stable: the same text twice, and from two separate layouts")
    func stable() throws {
        let l1 = try makeLayout(glassText)
        let l2 = try makeLayout(glassText)
        let t = l1.jsonText()
        #expect(t == l1.jsonText())
        #expect(t == l2.jsonText())
        #expect(t.hasSuffix("}\n"))
    }

    @Test("valid JSON with sorted keys, numbers rounded to 0.001, all roles")
    func structure() throws {
        let text = try makeLayout(glassText).jsonText()
        let root = try JSONParser.parse(Array(text.utf8))
        var keys: [[String]] = [], numbers: [String] = [], roles = Set<String>()
        walk(root, keys: &keys, numbers: &numbers, roles: &roles)
        #expect(!keys.isEmpty)
        for k in keys { #expect(k == k.sorted(), "\(k)") }
        for n in numbers {
            if let dot = n.firstIndex(of: ".") {
                #expect(n[n.index(after: dot)...].count <= 3, "\(n)")
            }
            #expect(!n.lowercased().contains("e"), "\(n)")
        }
        for r in ["canvas", "tabBar", "tabBar.item", "tabBar.item.icon", "tabBar.item.title",
                  "tabBar.item.badge", "tabBar.selection"] {
            #expect(roles.contains(r), "missing role \(r)")
        }
        if case .string(let r)? = root["role"]?.value { #expect(r == "canvas") } else { Issue.record("root has no role") }
    }

    @Test("classic JSON has the background and hairline roles, and frames rounded to 0.001 pt")
    func classicRounding() throws {
        // 3 items on 430 pt (iPhone 16 Plus): item width 143.333… → 143.333 (§11 even split).
        let l = try makeLayout(spec(device: "iPhone 16 Plus", items: items(3)))
        let text = l.jsonText()
        let root = try JSONParser.parse(Array(text.utf8))
        var keys: [[String]] = [], numbers: [String] = [], roles = Set<String>()
        walk(root, keys: &keys, numbers: &numbers, roles: &roles)
        #expect(roles.contains("tabBar.background"))
        #expect(roles.contains("tabBar.hairline"))
        #expect(!roles.contains("tabBar.selection"))
        #expect(numbers.contains("143.333"))
        #expect(numbers.contains("286.667"))     // item 2 x = 2 × 430/3
        #expect(!numbers.contains { $0.contains("143.3333") })
        #expect(text.contains("\"y\": 849"))      // bar top = 932 − 83
    }

    @Test("the root gives the canvas frame and the resolved environment")
    func root() throws {
        let l = try makeLayout(spec(items: items(3)))
        let root = try JSONParser.parse(Array(l.jsonText().utf8))
        let frame = try #require(root["frame"])
        func num(_ n: JSONNode?) -> Double? { if case .number(let v)? = n?.value { return v.double }; return nil }
        #expect(num(frame["x"]) == l.canvas.minX)
        #expect(num(frame["y"]) == l.canvas.minY)
        #expect(num(frame["width"]) == 393)
        #expect(num(root["scale"]) == 3)
        let env = try #require(root["environment"])
        if case .string(let d)? = env["device"]?.value { #expect(d == "iPhone 16") } else { Issue.record("no device") }
        if case .string(let d)? = env["tabBarDesign"]?.value { #expect(d == "classic") } else { Issue.record("no design") }
        #expect(num(env["screen"]?["height"]) == 852)
    }

    @Test("titles with quotes and control characters are escaped")
    func escaping() throws {
        let text = #"{ "device": "iPhone 16", "osVersion": "18", "tabBar": { "items": [ { "title": "A\"B\\C\tD" } ] } }"#
        let json = try makeLayout(text).jsonText()
        let root = try JSONParser.parse(Array(json.utf8))
        var found = false
        func find(_ n: JSONNode) {
            switch n.value {
            case .object(let ms):
                for m in ms {
                    if m.key == "text", case .string(let s) = m.value.value, s == "A\"B\\C\tD" { found = true }
                    find(m.value)
                }
            case .array(let es): es.forEach(find)
            default: break
            }
        }
        find(root)
        #expect(found)
    }
}
