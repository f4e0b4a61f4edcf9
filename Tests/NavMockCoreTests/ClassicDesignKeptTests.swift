// Issue 41 item 3: devices and apps that keep the design before version 26. tvOS 26 on Apple TV
// HD and the first Apple TV 4K keeps the tvOS 18 bar (hands-on reviews, B); an app with
// `UIDesignRequiresCompatibility` (`designRequiresCompatibility`) keeps the iOS 18, iPadOS 18,
// tvOS 18 and macOS 15 designs on version 26 (Apple's documentation, A); check says where the key
// changes nothing. Text is measured with FixedWidthTextMeasurer.

import Foundation
import Testing
@testable import NavMockCore

private let measurer = FixedWidthTextMeasurer()
private func spec(_ top: String) throws -> Spec {
    try SpecReader.read(Array(#"{\#(top), "tabBar": {"items": [{"title": "Home", "image": "house"}, {"title": "Library", "image": "books.vertical"}]}}"#.utf8))
}
private func design(_ top: String) throws -> TabBarDesign { Environment.resolve(try spec(top)).tabBarDesign }
private func ignored(_ top: String) throws -> [Finding] {
    Checker.check(try spec(top), measuring: measurer).filter { $0.ruleID == .specFieldIgnored && $0.path.description == "designRequiresCompatibility" }
}

@Suite("Devices and apps that keep the older design (issue 41 item 3)")
struct ClassicDesignKeptTests {
    @Test("tvOS 26: Apple TV HD and the first Apple TV 4K keep the tvOS 18 bar; the second generation and later are glass", arguments: [
        ("Apple TV HD", TabBarDesign.tv), ("Apple TV 4K (1st generation)", .tv), ("Apple TV 4K (2nd generation)", .tvGlass), ("Apple TV 4K", .tvGlass),
    ])
    func appleTV(_ device: String, _ want: TabBarDesign) throws {
        #expect(try design(#""device": "\#(device)", "osVersion": "26""#) == want)
        #expect(try design(#""device": "\#(device)", "osVersion": "26", "appearance": "dark""#) == want)
        #expect(try design(#""device": "\#(device)", "osVersion": "18""#) == .tv)
        // The layout says which design it drew.
        let s = try spec(#""device": "\#(device)", "osVersion": "26""#)
        let l = try NavMockCore.layout(s, in: Environment.resolve(s), measuring: measurer)
        #expect(l.tabBarNode?.tabBarDesign == want)
    }

    @Test("the compatibility key keeps the design before 26 where version 26 honours it", arguments: [
        (#""device": "iPhone 16", "osVersion": "26""#, TabBarDesign.classic),
        (#""device": "iPhone 16 Pro Max", "osVersion": "26.1", "orientation": "landscape""#, .classic),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "26""#, .padFloating),
        (#""device": "iPad Pro 11-inch (M4)", "osVersion": "26", "sizeClass": {"horizontal": "compact"}"#, .classic),
        (#""device": "Apple TV 4K", "osVersion": "26""#, .tv),
        (#""platform": "macOS", "osVersion": "26""#, .mac),
    ])
    func key(_ top: String, _ want: TabBarDesign) throws {
        #expect(try design(top + #", "designRequiresCompatibility": true"#) == want, "\(top)")
        #expect(try design(top + #", "designRequiresCompatibility": false"#) != want, "\(top)")
        #expect(try ignored(top + #", "designRequiresCompatibility": true"#).isEmpty)
    }

    @Test("the key changes nothing before version 26, on visionOS or on an Apple TV without the glass: drawn as without it, and check says so", arguments: [
        #""device": "iPhone 16", "osVersion": "18""#, #""device": "iPad Pro 11-inch (M4)", "osVersion": "17""#,
        #""device": "Apple TV HD", "osVersion": "18""#, #""platform": "macOS", "osVersion": "15""#, #""platform": "visionOS""#,
        #""device": "Apple TV HD", "osVersion": "26""#, #""device": "Apple TV 4K (1st generation)", "osVersion": "26", "appearance": "dark""#,
    ])
    func keyIgnored(_ top: String) throws {
        #expect(try design(top + #", "designRequiresCompatibility": true"#) == design(top))
        let f = try ignored(top + #", "designRequiresCompatibility": true"#)
        #expect(f.count == 1 && f.first?.severity == .warning, "\(top): \(f)")
        #expect(try ignored(top).isEmpty)
    }

    @Test("a tvOS 18 background image is accepted on tvOS 26 where the tvOS 18 bar is drawn, refused on the glass")
    func backgroundImage() throws {
        func problems(_ top: String) throws -> [SpecProblem] {
            let s = try SpecReader.read(Array(#"{\#(top), "tabBar": {"backgroundImage": "images/brand-logo.png", "items": [{"title": "Home"}]}}"#.utf8))
            return SpecValidator.problems(s, Environment.resolve(s))
        }
        #expect(try problems(#""device": "Apple TV HD", "osVersion": "26""#).isEmpty)
        #expect(try problems(#""device": "Apple TV 4K", "osVersion": "26", "designRequiresCompatibility": true"#).isEmpty)
        #expect(try !problems(#""device": "Apple TV 4K", "osVersion": "26""#).isEmpty)
    }
}
