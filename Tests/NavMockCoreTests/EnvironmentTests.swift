// Tests for Environment.resolve: device sizes per orientation, safe areas and size classes
// (metrics.md §8.1–§8.3, ../shared/hig/metrics.md), size-class overrides, the custom-size rule,
// and the fallbacks and validation problems for unknown OS versions and device/platform mismatches
// (DESIGN.md "Inputs").

import Foundation
import Testing
import NavMockCore

private typealias Pos = NavMockCore.SourcePosition

private func resolveSpec(_ text: String) throws -> Environment {
    let spec = try SpecReader.read(Array(text.utf8))
    return Environment.resolve(spec)
}

/// The problem the validation stage reports about the environment `text` asks for (at `device`
/// or `osVersion`), or nil. Resolving itself does not fail.
private func resolveError(_ text: String) throws -> SpecProblem? {
    let spec = try SpecReader.read(Array(text.utf8))
    return SpecValidator.problems(spec, Environment.resolve(spec)).first { ["device", "osVersion"].contains($0.path.description) }
}

@Suite("Environment: devices and orientation")
struct EnvironmentDeviceTests {

    @Test("iPhone 16 portrait: 393×852 @3x, compact/regular, insets 59/34 (metrics §8.1, §8.2 CSL, §8.3)")
    func iPhone16Portrait() throws {
        let env = try resolveSpec(#"{ "device": "iPhone 16" }"#)
        #expect(env.platform == .iOS)
        #expect(env.device?.name == "iPhone 16")
        #expect(env.orientation == .portrait)
        #expect(env.screenSize == Size(width: 393, height: 852))
        #expect(env.scale == 3)
        #expect(env.safeArea.top == 59)
        #expect(env.safeArea.bottom == 34)
        #expect(env.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(env.tabBarDesign == .liquidGlass)   // osVersion default 26 (DESIGN.md "Which design")
    }

    @Test("iPhone 16 landscape: 852×393, compact/compact, bottom inset 21 (metrics §8.1, §8.2, §8.3)")
    func iPhone16Landscape() throws {
        let env = try resolveSpec(#"{ "device": "iPhone 16", "orientation": "landscape" }"#)
        #expect(env.orientation == .landscape)
        #expect(env.screenSize == Size(width: 852, height: 393))
        #expect(env.sizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
        #expect(env.safeArea.bottom == 21)
        #expect(env.safeArea.left == 59 && env.safeArea.right == 59)
    }

    @Test("Plus/Max/Air iPhones are regular/compact in landscape (metrics §8.3)",
          arguments: ["iPhone 16 Plus", "iPhone 16 Pro Max", "iPhone 17 Pro Max", "iPhone Air", "iPhone 15 Pro Max"])
    func plusLandscape(_ name: String) throws {
        let env = try resolveSpec(#"{ "device": "\#(name)", "orientation": "landscape" }"#)
        #expect(env.sizeClasses == SizeClasses(horizontal: .regular, vertical: .compact))
        #expect(env.screenSize.width > env.screenSize.height)
    }

    @Test("iPhone 16 Plus landscape is 932×430 (metrics §8.1)")
    func iPhone16PlusLandscapeSize() throws {
        let env = try resolveSpec(#"{ "device": "iPhone 16 Plus", "orientation": "landscape" }"#)
        #expect(env.screenSize == Size(width: 932, height: 430))
    }

    @Test("other iPhones are compact/compact in landscape and compact/regular in portrait (metrics §8.3)",
          arguments: ["iPhone 17 Pro", "iPhone 16", "iPhone 16e", "iPhone 13 mini", "iPhone SE (3rd generation)"])
    func otherIPhones(_ name: String) throws {
        let land = try resolveSpec(#"{ "device": "\#(name)", "orientation": "landscape" }"#)
        #expect(land.sizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
        let port = try resolveSpec(#"{ "device": "\#(name)" }"#)
        #expect(port.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(port.screenSize == land.screenSize.transposed)
    }

    @Test("iPads are regular/regular full screen in both orientations (metrics §8.3)")
    func iPads() throws {
        for o in ["portrait", "landscape"] {
            let env = try resolveSpec(#"{ "device": "iPad Pro 11-inch (M4)", "orientation": "\#(o)" }"#)
            #expect(env.platform == .iPadOS)
            #expect(env.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
        }
        let land = try resolveSpec(#"{ "device": "iPad Pro 11-inch (M4)", "orientation": "landscape" }"#)
        #expect(land.screenSize == Size(width: 1210, height: 834))   // metrics §8.1: 834 × 1210 portrait
    }

    @Test("a device that does not rotate keeps its natural size: Apple TV is 1920×1080 whatever the spec says")
    func nonRotating() throws {
        let env = try resolveSpec(#"{ "device": "Apple TV 4K", "orientation": "portrait" }"#)
        #expect(env.platform == .tvOS)
        #expect(env.screenSize == Size(width: 1920, height: 1080))   // metrics §4, §8.1
        #expect(env.orientation == .landscape)
    }

    @Test("with neither device nor size, iOS uses a 402×874 iPhone (the ground-truth screenshots' screen, metrics §11)")
    func defaultDevice() throws {
        let env = try resolveSpec("{}")
        #expect(env.platform == .iOS)
        let d = try #require(env.device)
        #expect(d.platform == .iOS)
        #expect(env.screenSize == Size(width: 402, height: 874))
        #expect(env.orientation == .portrait)
        #expect(env.osVersion == OSVersion(major: 26))
        #expect(env.appearance == .light && env.layoutDirection == .leftToRight && env.locale == "en")
        // Explicitly naming the platform gives the same.
        let env2 = try resolveSpec(#"{ "platform": "iOS" }"#)
        #expect(env2.device?.name == d.name)
    }

    @Test("platform alone picks a device of that platform")
    func defaultDevicePerPlatform() throws {
        for p in Platform.allCases {
            let env = try resolveSpec(#"{ "platform": "\#(p.rawValue)" }"#)
            #expect(env.platform == p)
            #expect(env.device?.platform == p, "\(p)")
        }
    }

    @Test("the device implies its platform")
    func deviceImpliesPlatform() throws {
        let env = try resolveSpec(#"{ "device": "iPad mini (A17 Pro)" }"#)
        #expect(env.platform == .iPadOS)
    }

    @Test("appearance, direction and locale pass through")
    func passThrough() throws {
        let env = try resolveSpec(#"{ "appearance": "dark", "layoutDirection": "rightToLeft", "locale": "ar" }"#)
        #expect(env.appearance == .dark)
        #expect(env.layoutDirection == .rightToLeft)
        #expect(env.locale == "ar")
    }

    @Test("osVersion selects the design: 18 classic, 26 Liquid Glass (DESIGN.md 'Which design')")
    func design() throws {
        #expect(try resolveSpec(#"{ "osVersion": "18" }"#).tabBarDesign == .classic)
        #expect(try resolveSpec(#"{ "osVersion": "13" }"#).tabBarDesign == .classic)
        #expect(try resolveSpec(#"{ "osVersion": "26" }"#).tabBarDesign == .liquidGlass)
        #expect(try resolveSpec(#"{ "osVersion": "18" }"#).osVersion == OSVersion(major: 18))
    }
}

@Suite("Environment: size classes")
struct EnvironmentSizeClassTests {

    @Test("sizeClass overrides the device's (horizontal only)")
    func overrideHorizontal() throws {
        let env = try resolveSpec(#"{ "device": "iPhone 16", "sizeClass": { "horizontal": "regular" } }"#)
        #expect(env.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
        #expect(env.screenSize == Size(width: 393, height: 852))   // the screen does not change
    }

    @Test("sizeClass overrides the device's (vertical only, both)")
    func overrideVerticalAndBoth() throws {
        let v = try resolveSpec(#"{ "device": "iPhone 16", "sizeClass": { "vertical": "compact" } }"#)
        #expect(v.sizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
        let both = try resolveSpec(#"{ "device": "iPad Pro 11-inch (M4)", "sizeClass": { "horizontal": "compact", "vertical": "compact" } }"#)
        #expect(both.sizeClasses == SizeClasses(horizontal: .compact, vertical: .compact))
    }

    @Test("custom size on iOS: 932×430 → regular/compact (the iPhone 16 Plus landscape screen, metrics §8.3)")
    func customWideShort() throws {
        let env = try resolveSpec(#"{ "size": { "width": 932, "height": 430 } }"#)
        #expect(env.device == nil)
        #expect(env.platform == .iOS)
        #expect(env.screenSize == Size(width: 932, height: 430))
        #expect(env.orientation == .landscape)
        #expect(env.sizeClasses == SizeClasses(horizontal: .regular, vertical: .compact))
        #expect(env.safeArea == .zero)
    }

    @Test("custom size on iOS: 400×800 → compact/regular (an iPhone portrait screen, metrics §8.3)")
    func customPortrait() throws {
        let env = try resolveSpec(#"{ "size": { "width": 400, "height": 800 } }"#)
        #expect(env.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(env.orientation == .portrait)
    }

    @Test("custom size: the orientation field cannot contradict the size")
    func customSizeOrientation() throws {
        let env = try resolveSpec(#"{ "size": { "width": 400, "height": 800 }, "orientation": "landscape" }"#)
        #expect(env.screenSize == Size(width: 400, height: 800))
    }

    @Test("custom size + sizeClass override")
    func customOverride() throws {
        let env = try resolveSpec(#"{ "size": { "width": 400, "height": 800 }, "sizeClass": { "horizontal": "regular" } }"#)
        #expect(env.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
    }

    @Test("custom size on iPadOS: a full iPad screen is regular/regular; a 375-pt Slide Over is compact/regular (metrics §8.3)")
    func customIPad() throws {
        let full = try resolveSpec(#"{ "platform": "iPadOS", "size": { "width": 1024, "height": 1366 } }"#)
        #expect(full.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
        let slide = try resolveSpec(#"{ "platform": "iPadOS", "size": { "width": 375, "height": 1000 } }"#)
        #expect(slide.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
    }

    @Test("the custom-size rule agrees with the catalog for every iPhone and iPad screen in both orientations")
    func ruleMatchesCatalog() throws {
        for d in DeviceCatalog.all where d.platform == .iOS || d.platform == .iPadOS {
            for o in Orientation.allCases {
                let screen = d.screenSize(in: o)
                let rule = Environment.sizeClasses(for: screen, platform: d.platform)
                #expect(rule == d.sizeClasses(in: o),
                        "\(d.name) \(o): catalog \(d.sizeClasses(in: o)), rule for \(Int(screen.width))×\(Int(screen.height)) gives \(rule)")
            }
        }
    }
}

@Suite("Environment: errors")
struct EnvironmentErrorTests {

    @Test("iOS 20 is not a version NavMock knows: error at osVersion")
    func unknownVersion() throws {
        let text = #"{ "device": "iPhone 16", "osVersion": "20" }"#
        let e = try #require(try resolveError(text))
        #expect(String(describing: e.path) == "osVersion")
        #expect(e.location == Pos(line: 1, column: 39))
        #expect(e.message == "iOS 20 is not a version NavMock knows; use one of 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26")
        #expect(e.ruleID == .specInvalid)
    }

    @Test("an unknown version resolves to the nearest known one (the newer of two as near); a known one is kept")
    func nearestVersion() throws {
        #expect(try resolveSpec(#"{ "device": "iPhone 16", "osVersion": "20" }"#).osVersion == OSVersion(major: 18))
        #expect(try resolveSpec(#"{ "device": "iPhone 16", "osVersion": "17.4" }"#).osVersion == OSVersion(major: 17, minor: 4))
        #expect(Environment.nearestKnownVersion(to: OSVersion(major: 5), on: .iOS) == OSVersion(major: 7))
        #expect(Environment.nearestKnownVersion(to: OSVersion(major: 22), on: .iOS) == OSVersion(major: 26))
        #expect(Environment.nearestKnownVersion(to: OSVersion(major: 21, minor: 3), on: .iOS) == OSVersion(major: 18))
        #expect(Environment.nearestKnownVersion(to: OSVersion(major: 18), on: .visionOS) == OSVersion(major: 26))
    }

    @Test("a version known on one platform but not another: visionOS 18 is refused, iOS 18 is not")
    func perPlatformVersions() throws {
        #expect(try resolveError(#"{ "platform": "iOS", "osVersion": "18" }"#) == nil)
        let e = try #require(try resolveError(#"{ "platform": "visionOS", "osVersion": "18" }"#))
        #expect(String(describing: e.path) == "osVersion")
        #expect(e.message.contains("visionOS 18"))
    }

    @Test("device and platform that disagree: error at device")
    func mismatch() throws {
        let text = """
        {
          "platform": "iPadOS",
          "device": "iPhone 16"
        }
        """
        let e = try #require(try resolveError(text))
        #expect(String(describing: e.path) == "device")
        #expect(e.location == Pos(line: 3, column: 13))
        #expect(e.message.contains("iPhone 16"))
        #expect(e.message.contains("iPadOS"))
        #expect(e.message == "\"iPhone 16\" is an iOS device, but \"platform\" says iPadOS")
        #expect(e.ruleID == .specInvalid)
    }

    @Test("device and platform that disagree resolve to the device's platform and screen")
    func mismatchFallsBack() throws {
        let env = try resolveSpec(#"{ "platform": "iPadOS", "device": "iPhone 16" }"#)
        #expect(env.platform == .iOS)
        #expect(env.device?.name == "iPhone 16")
        #expect(env.screenSize == Size(width: 393, height: 852))
    }

    @Test("device and platform that agree are fine")
    func agree() throws {
        let env = try resolveSpec(#"{ "platform": "iOS", "device": "iPhone 16" }"#)
        #expect(env.device?.name == "iPhone 16")
    }
}
