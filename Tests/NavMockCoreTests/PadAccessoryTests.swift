import Foundation
import NavMockCore
import Testing

/// Issue 14 §10: the iPadOS 26 bottom accessory in regular width is a glass capsule at the bottom
/// of the view, sized to its content and centred (forums thread 799315; an estimate); in compact
/// width it is the iPhone's, as wide as the bar.
@Suite("iPad bottom accessory")
struct PadAccessoryTests {
    let measurer = FixedWidthTextMeasurer()

    func lay(_ json: String) throws -> (Spec, Layout) {
        let s = try SpecReader.read(Array(json.utf8))
        return (s, try layout(s, in: Environment.resolve(s), measuring: measurer))
    }

    static func spec(_ top: String, accessory: String) -> String {
        #"{\#(top),"osVersion":"26","tabBar":{"items":[{"title":"Home","image":"house.fill"},{"title":"Radio","image":"dot.radiowaves.left.and.right"}],"bottomAccessory":\#(accessory)}}"#
    }

    @Test("regular width: centred at the bottom above the safe area, 48 pt tall, only as wide as its content", arguments: [
        #""device":"iPad Pro 11-inch (M5)""#, #""device":"iPad Pro 13-inch (M5)","orientation":"landscape""#,
        #""device":"iPad Pro 11-inch (M5)","layoutDirection":"rightToLeft""#, #""device":"iPad Pro 11-inch (M5)","appearance":"dark""#,
    ])
    func regular(_ top: String) throws {
        let (spec, l) = try lay(Self.spec(top, accessory: #"{"title":"Song"}"#))
        let tb = try #require(l.tabBarNode)
        #expect(tb.tabBarDesign == .padGlass)
        let a = try #require(tb.child(.tabBarAccessory)), title = try #require(a.title)
        let env = l.environment, W = env.screenSize.width, H = env.screenSize.height
        #expect(abs(a.frame.midX - W / 2) < 1e-9)
        #expect(a.frame.height == PadAccessoryMetrics.height)
        #expect(abs(a.frame.maxY - (H - env.safeArea.bottom - PadAccessoryMetrics.bottomGap)) < 1e-9)
        #expect(a.frame.width < W / 4, "not stretched: \(a.frame.width) of \(W)")
        #expect(title.truncated == false && a.frame.contains(title.frame))
        #expect(a.string(.placement) == "expanded")
        // The component canvas reaches down to it; nothing refuses the spec.
        #expect(l.canvas.contains(a.frame))
        #expect(!Checker.check(spec, measuring: measurer).contains { $0.severity == .error })
        // Drawn: its glass capsule and title.
        let items = buildScene(spec, layout: l).items
        #expect(items.contains { if case .liquidGlass(.capsule(let f), _) = $0 { return f == a.frame }; return false })
        #expect(items.contains { if case .text(let t, _) = $0 { return t.text == "Song" }; return false })
    }

    @Test("the capsule grows with its content: a subtitle, artwork and controls widen it; a long title stops at the side margins")
    func sizedToContent() throws {
        func width(_ acc: String) throws -> Double { try #require(try lay(Self.spec(#""device":"iPad Pro 11-inch (M5)""#, accessory: acc)).1.tabBarNode?.child(.tabBarAccessory)).frame.width }
        let plain = try width(#"{"title":"Song"}"#)
        let sub = try width(#"{"title":"Song","subtitle":"An artist with a long name"}"#)
        let art = try width(#"{"title":"Song","image":"music.note"}"#)
        let ctl = try width(#"{"title":"Song","controls":["play.fill","forward.fill"]}"#)
        #expect(sub > plain && art > plain && ctl > plain, "\(plain) \(sub) \(art) \(ctl)")
        let long = try lay(Self.spec(#""device":"iPad Pro 11-inch (M5)""#, accessory: "{\"title\":\"" + String(repeating: "Very long title ", count: 12) + "\"}"))
        let a = try #require(long.1.tabBarNode?.child(.tabBarAccessory))
        #expect(abs(a.frame.width - (long.1.environment.screenSize.width - 2 * PadAccessoryMetrics.sideMargin)) < 1e-9)
        #expect(a.title?.truncated == true)
    }

    @Test("compact width (a narrow window): the iPhone accessory above the bottom bar, as wide as the bar")
    func compact() throws {
        let (_, l) = try lay(Self.spec(#""device":"iPad Pro 11-inch (M5)","sizeClass":{"horizontal":"compact"}"#, accessory: #"{"title":"Song"}"#))
        let tb = try #require(l.tabBarNode)
        #expect(tb.tabBarDesign == .liquidGlass)
        let a = try #require(tb.child(.tabBarAccessory))
        #expect(a.frame.maxY < tb.frame.minY)
        #expect(a.frame.width > l.environment.screenSize.width * 0.8)
    }

    @Test("iPadOS 18's floating bar still has no accessory: refused at its path")
    func ipad18() throws {
        let s = try SpecReader.read(Array(Self.spec(#""device":"iPad Pro 11-inch (M5)""#, accessory: #"{"title":"Song"}"#).replacingOccurrences(of: "\"26\"", with: "\"18\"").utf8))
        let f = Checker.check(s, measuring: measurer)
        #expect(f.contains { $0.severity == .error && $0.path.description == "tabBar.bottomAccessory" })
    }
}
