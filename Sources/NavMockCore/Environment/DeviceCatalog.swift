// The device catalog: every screen (or default window) a spec can name, with its size in points,
// scale, safe areas and size classes.
//
// Source keys used in the comments below (beside each number):
//   metrics §8.x      ../shared/hig/metrics.md, section 8 (its own keys HIG-SPEC, CSL, VPX).
//   HIG-SPEC table    Apple HIG "Layout" › Specifications, iOS/iPadOS screen-dimension table,
//                     https://developer.apple.com/design/human-interface-guidelines/layout
//                     (the same digest metrics §8.1 was written from; rows metrics §8.1 leaves out:
//                     428×926, 414×896, 414×736, 375×812, 834×1194, 810×1080).
//   HIG-SPEC tvOS     same page, tvOS platform notes: "inset primary content 60 pt from top/bottom
//                     and 80 pt from sides".
//   HACK14            Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 14 Screen Sizes",
//                     https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-14-screen-sizes-b2504a39b58f
//   SST               swift-snapshot-testing `ViewImageConfig`, Sources/SnapshotTesting/Common/View.swift
//                     (pointfreeco/swift-snapshot-testing; the iPhone 13 mini … iPhone Air and
//                     modern-iPad entries come from a 2025 fork of the same file).
//   DFP               aloisdeniel/flutter_device_preview, device_frame/lib/src/devices/ios/<model>/device.dart
//                     (`safeAreas` / `rotatedSafeAreas`).
//   SUS               YusukeHosonuma/SwiftUI-Simulator, Sources/SwiftUISimulator/Core/DeviceInfo.swift.
//   RNSAC#215         https://github.com/appandflow/react-native-safe-area-context/issues/215
//                     (printed insets of an iPhone XR: portrait top 48 / bottom 34, landscape 48 / 21).
//   UYL-X             https://useyourloaf.com/blog/supporting-iphone-x/ (iPhone X landscape: 44 pt each side).
//   APVC              DragonCherry/AssetsPickerViewController, Sources/Utility/Device+AssetsPickerViewController.swift
//                     (iPhone X landscape insets 32/44/21/44 with a 32 pt nav bar → bottom 21).
//   SO-WATCH          https://stackoverflow.com/questions/29817317 (answer quoting Apple's watchOS 10
//                     design templates: status bar 40 mm 32 pt, 41 mm 38, 44 mm 38, 45 mm 42, 49 mm 46).
//
// "estimate" marks numbers no source gave directly.

/// The catalog of devices (and default windows) a spec can name in its `device` field.
///
/// Sizes are points in portrait (the natural size for Apple TV, Vision Pro and Mac windows);
/// `scale` is pixels per point. Each entry's `source` names the metrics keys its numbers come from;
/// the comments in `DeviceCatalog.swift` cite every number.
public enum DeviceCatalog {

    /// Every device of the catalog, in display order: iPhones newest → oldest, iPads newest → oldest,
    /// Apple TV, Apple Vision Pro, Mac, Apple Watch newest → oldest. Names are unique.
    public static let all: [Device] = iPhones + iPads + televisions + visionDevices + macs + watches

    /// The device whose `name` matches `name` ignoring case and repeated or surrounding spaces
    /// (`"iphone  17 pro"` → `iPhone 17 Pro`), or `nil`. The device's `name` is the canonical
    /// spelling, which the reader stores and every message prints.
    public static func device(named name: String) -> Device? {
        byName[name] ?? byKey[key(name)]
    }

    /// `name` lowercased, its runs of spaces made one space and its ends trimmed: what
    /// ``device(named:)`` compares.
    public static func key(_ name: String) -> String {
        name.lowercased().split(separator: " ").joined(separator: " ")
    }

    /// The names of all devices, in the order of `all`.
    public static var names: [String] { all.map(\.name) }

    /// The device used when a spec names a platform but no device:
    /// iOS → `iPhone 17 Pro` (402×874 pt, the size of the ground-truth screenshots),
    /// iPadOS → `iPad Pro 11-inch (M4)`, tvOS → `Apple TV 4K`, visionOS → `Apple Vision Pro`,
    /// macOS → `Mac`, watchOS → `Apple Watch Series 10 (46mm)`.
    public static func defaultDevice(for platform: Platform) -> Device {
        let name: String
        switch platform {
        case .iOS: name = "iPhone 17 Pro"
        case .iPadOS: name = "iPad Pro 11-inch (M4)"
        case .tvOS: name = "Apple TV 4K"
        case .visionOS: name = "Apple Vision Pro"
        case .macOS: name = "Mac"
        case .watchOS: name = "Apple Watch Series 10 (46mm)"
        }
        guard let device = byName[name] else {
            preconditionFailure("DeviceCatalog: default device \(name) missing from the catalog")
        }
        return device
    }

    // MARK: - Lookup

    private static let byName: [String: Device] = {
        var index: [String: Device] = [:]
        for device in all where index[device.name] == nil { index[device.name] = device }
        return index
    }()

    private static let byKey: [String: Device] = {
        var index: [String: Device] = [:]
        for device in all where index[key(device.name)] == nil { index[key(device.name)] = device }
        return index
    }()

    // MARK: - Size classes (metrics §8.3)

    private static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    private static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    private static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
    private static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)

    // MARK: - iPhone screen sizes (portrait, points)

    private static let s440x956 = Size(width: 440, height: 956) // metrics §8.1 (HIG-SPEC), @3x
    private static let s430x932 = Size(width: 430, height: 932) // metrics §8.1 (HIG-SPEC), @3x
    private static let s428x926 = Size(width: 428, height: 926) // HIG-SPEC table; HACK14, @3x
    private static let s420x912 = Size(width: 420, height: 912) // metrics §8.1 (HIG-SPEC), @3x
    private static let s414x896 = Size(width: 414, height: 896) // HIG-SPEC table (@3x Max, @2x XR/11)
    private static let s414x736 = Size(width: 414, height: 736) // HIG-SPEC table, @3x
    private static let s402x874 = Size(width: 402, height: 874) // metrics §8.1 (HIG-SPEC), @3x
    private static let s393x852 = Size(width: 393, height: 852) // metrics §8.1 (HIG-SPEC), @3x
    private static let s390x844 = Size(width: 390, height: 844) // metrics §8.1 (HIG-SPEC), @3x
    private static let s375x812 = Size(width: 375, height: 812) // HIG-SPEC table, @3x
    private static let s375x667 = Size(width: 375, height: 667) // metrics §8.1 (HIG-SPEC), @2x
    // 12/13 mini: metrics §8.1 and the current HIG-SPEC table say 360×780 @3x (the panel's
    // 1080×2340 px). UIKit itself reports 375×812 pt (nativeScale 2.88) and older HIG tables said
    // 375×812; we follow metrics §8.1. Its safe areas below are UIKit's (in 375-pt space).
    private static let s360x780 = Size(width: 360, height: 780) // metrics §8.1 (HIG-SPEC), @3x
    private static let s320x568 = Size(width: 320, height: 568) // metrics §8.1 (HIG-SPEC), @2x

    // MARK: - iPhone safe areas (points)

    // iPhone 17, 17 Pro, 17 Pro Max (iOS 26).
    private static let iPhone17Portrait = EdgeInsets(
        top: 62,     // metrics §8.2 (low); SST iPhone17; DFP iphone_17_pro_max
        bottom: 34)  // metrics §8.2; SST iPhone17; DFP iphone_17_pro_max
    private static let iPhone17Landscape = EdgeInsets(
        top: 20,     // SST iPhone17 + DFP iphone_17_pro_max (iOS 26 reports 20, not 0)
        left: 62,    // SST iPhone17; DFP iphone_17_pro_max; metrics §8.2 "≈62"
        bottom: 20,  // SST iPhone17 + DFP iphone_17_pro_max (iOS 26: 20, not 21)
        right: 62)   // as left
    // iPhone Air (iOS 26).
    private static let airPortrait = EdgeInsets(
        top: 68,     // SST iPhoneAir; DFP iphone_air
        bottom: 34)  // SST iPhoneAir; DFP iphone_air
    private static let airLandscape = EdgeInsets(
        top: 20,     // SST iPhoneAir; DFP iphone_air
        left: 68,    // SST iPhoneAir; DFP iphone_air
        bottom: 29,  // SST iPhoneAir; DFP iphone_air
        right: 68)   // as left
    // iPhone 16 Pro, 16 Pro Max (iOS 18).
    private static let pro16Portrait = EdgeInsets(
        top: 62,     // metrics §8.2 (low); SST iPhone16Pro; DFP iphone_16_pro
        bottom: 34)  // metrics §8.2; SST iPhone16Pro; DFP iphone_16_pro
    private static let pro16Landscape = EdgeInsets(
        top: 0,      // status bar hidden in landscape; SST iPhone16Pro
        left: 62,    // metrics §8.2 "≈62"; SST iPhone16Pro; DFP iphone_16_pro
        bottom: 21,  // metrics §8.2; SST iPhone16Pro; DFP iphone_16_pro
        right: 62)   // as left
    // Dynamic Island, 393/430 pt: iPhone 14 Pro … iPhone 16 / 16 Plus.
    private static let island59Portrait = EdgeInsets(
        top: 59,     // metrics §8.2 CSL
        bottom: 34)  // metrics §8.2 CSL
    private static let island59Landscape = EdgeInsets(
        top: 0,      // metrics §8.2 CSL
        left: 59,    // metrics §8.2 CSL
        bottom: 21,  // metrics §8.2 CSL
        right: 59)   // metrics §8.2 CSL
    // Notch, 390/428 pt: iPhone 12 … 14 Plus, 16e.
    private static let notch47Portrait = EdgeInsets(
        top: 47,     // metrics §8.2 (low); SST iPhone12/iPhone13/iPhone14/iPhone14Plus
        bottom: 34)  // metrics §8.2; SST iPhone12
    private static let notch47Landscape = EdgeInsets(
        top: 0,      // SST iPhone12
        left: 47,    // metrics §8.2; SST iPhone12
        bottom: 21,  // metrics §8.2; SST iPhone12
        right: 47)   // as left
    // iPhone 12 mini, 13 mini.
    private static let mini50Portrait = EdgeInsets(
        top: 50,     // SST iPhone13Mini; SUS iPhone12Mini
        bottom: 34)  // SST iPhone13Mini; SUS iPhone12Mini
    private static let mini50Landscape = EdgeInsets(
        top: 0,      // SST iPhone13Mini; SUS iPhone12Mini
        left: 50,    // SST iPhone13Mini; SUS iPhone12Mini
        bottom: 21,  // SST iPhone13Mini; SUS iPhone12Mini
        right: 50)   // as left
    // iPhone XR, iPhone 11 (414 pt @2x).
    private static let notch48Portrait = EdgeInsets(
        top: 48,     // RNSAC#215 (XR printout)
        bottom: 34)  // RNSAC#215
    private static let notch48Landscape = EdgeInsets(
        top: 0,      // RNSAC#215
        left: 48,    // RNSAC#215
        bottom: 21,  // RNSAC#215
        right: 48)   // RNSAC#215
    // iPhone X, XS, XS Max, 11 Pro, 11 Pro Max.
    private static let notch44Portrait = EdgeInsets(
        top: 44,     // metrics §8.2 (low); SST iPhoneX/iPhoneXsMax; DFP iphone_11_pro_max
        bottom: 34)  // metrics §8.2; SST iPhoneX
    private static let notch44Landscape = EdgeInsets(
        top: 0,      // SST iPhoneX
        left: 44,    // UYL-X; SST iPhoneX; DFP iphone_11_pro_max
        bottom: 21,  // metrics §8.2; APVC; DFP iphone_11_pro_max (SST says 24: outlier)
        right: 44)   // as left
    // Home-button iPhones (SE, 8, 8 Plus).
    private static let homeButtonPortrait = EdgeInsets(
        top: 20,     // metrics §8.2 (low); SST iPhone8/iPhoneSe (20 pt status bar)
        bottom: 0)   // metrics §8.2; SST iPhone8
    private static let homeButtonLandscape = EdgeInsets(
        top: 0, left: 0, bottom: 0, right: 0) // metrics §8.2 "0 / 0"; SST iPhone8 landscape .zero

    // MARK: - iPhones

    private static func iPhone(_ name: String, _ size: Size, scale: Double,
                               portrait: EdgeInsets, landscape: EdgeInsets,
                               regularWidthInLandscape: Bool, faceID: Bool,
                               source: String) -> Device {
        Device(name: name, platform: .iOS, screenSize: size, scale: scale,
               safeAreaPortrait: portrait, safeAreaLandscape: landscape,
               sizeClassesPortrait: compactRegular, // metrics §8.3: any iPhone portrait
               sizeClassesLandscape: regularWidthInLandscape ? regularCompact : compactCompact, // metrics §8.3
               hasHomeIndicator: faceID, rotates: true, source: source)
    }

    // Size classes in landscape: regular width on Plus/Max-size phones and iPhone Air
    // (metrics §8.3), and on iPhone 11 / XR / XS Max (HIG-SPEC: "Max/Plus models, iPhone Air,
    // iPhone 11, and iPhone XR"); compact on every other iPhone.
    private static let iPhones: [Device] = [
        iPhone("iPhone 17 Pro Max", s440x956, scale: 3, // metrics §8.1
               portrait: iPhone17Portrait, landscape: iPhone17Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST/DFP (iOS 26)"),
        iPhone("iPhone 17 Pro", s402x874, scale: 3, // metrics §8.1; groundtruth 1206×2622 px
               portrait: iPhone17Portrait, landscape: iPhone17Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3, §11; insets SST/DFP (iOS 26)"),
        iPhone("iPhone 17", s402x874, scale: 3, // metrics §8.1
               portrait: iPhone17Portrait, landscape: iPhone17Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST/DFP (iOS 26)"),
        iPhone("iPhone Air", s420x912, scale: 3, // metrics §8.1
               portrait: airPortrait, landscape: airLandscape,
               regularWidthInLandscape: true, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST/DFP (iOS 26)"),
        iPhone("iPhone 16 Pro Max", s440x956, scale: 3, // metrics §8.1
               portrait: pro16Portrait, landscape: pro16Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST/DFP"),
        iPhone("iPhone 16 Pro", s402x874, scale: 3, // metrics §8.1; groundtruth rss (iPhone 16 Pro)
               portrait: pro16Portrait, landscape: pro16Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3, §11; insets SST/DFP"),
        iPhone("iPhone 16 Plus", s430x932, scale: 3, // metrics §8.1
               portrait: island59Portrait, landscape: island59Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2 CSL, §8.3"),
        iPhone("iPhone 16", s393x852, scale: 3, // metrics §8.1
               portrait: island59Portrait, landscape: island59Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2 CSL, §8.3"),
        iPhone("iPhone 16e", s390x844, scale: 3, // metrics §8.1
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST (iPhone16e = iPhone14)"),
        iPhone("iPhone 15 Pro Max", s430x932, scale: 3, // metrics §8.1
               portrait: island59Portrait, landscape: island59Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2 CSL, §8.3"),
        iPhone("iPhone 15 Pro", s393x852, scale: 3, // metrics §8.1
               portrait: island59Portrait, landscape: island59Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2 CSL, §8.3"),
        iPhone("iPhone 15 Plus", s430x932, scale: 3, // metrics §8.1
               portrait: island59Portrait, landscape: island59Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2 CSL, §8.3"),
        iPhone("iPhone 15", s393x852, scale: 3, // metrics §8.1
               portrait: island59Portrait, landscape: island59Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2 CSL, §8.3"),
        iPhone("iPhone 14 Pro Max", s430x932, scale: 3, // metrics §8.1
               portrait: island59Portrait, landscape: island59Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2 CSL, §8.3"),
        iPhone("iPhone 14 Pro", s393x852, scale: 3, // metrics §8.1
               portrait: island59Portrait, landscape: island59Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2 CSL, §8.3"),
        iPhone("iPhone 14 Plus", s428x926, scale: 3, // HIG-SPEC table; HACK14
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "HIG-SPEC table, HACK14; metrics §8.2, §8.3; insets SST iPhone14Plus"),
        iPhone("iPhone 14", s390x844, scale: 3, // metrics §8.1
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhone14"),
        iPhone("iPhone 13 Pro Max", s428x926, scale: 3, // HIG-SPEC table; HACK14
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "HIG-SPEC table, HACK14; metrics §8.2, §8.3; insets SST iPhone13ProMax"),
        iPhone("iPhone 13 Pro", s390x844, scale: 3, // metrics §8.1
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhone13Pro"),
        iPhone("iPhone 13", s390x844, scale: 3, // metrics §8.1
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhone13"),
        iPhone("iPhone 13 mini", s360x780, scale: 3, // metrics §8.1 (UIKit: 375×812, see above)
               portrait: mini50Portrait, landscape: mini50Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPhone13Mini"),
        iPhone("iPhone 12 Pro Max", s428x926, scale: 3, // HIG-SPEC table; HACK14
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "HIG-SPEC table, HACK14; metrics §8.2, §8.3; insets SST iPhone12ProMax"),
        iPhone("iPhone 12 Pro", s390x844, scale: 3, // metrics §8.1
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhone12Pro"),
        iPhone("iPhone 12", s390x844, scale: 3, // metrics §8.1
               portrait: notch47Portrait, landscape: notch47Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhone12"),
        iPhone("iPhone 12 mini", s360x780, scale: 3, // metrics §8.1 (UIKit: 375×812, see above)
               portrait: mini50Portrait, landscape: mini50Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "metrics §8.1 (HIG-SPEC), §8.3; insets SUS iPhone12Mini, SST iPhone13Mini"),
        iPhone("iPhone 11 Pro Max", s414x896, scale: 3, // HIG-SPEC table
               portrait: notch44Portrait, landscape: notch44Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "HIG-SPEC table; metrics §8.2, §8.3; insets DFP iphone_11_pro_max"),
        iPhone("iPhone 11 Pro", s375x812, scale: 3, // HIG-SPEC table
               portrait: notch44Portrait, landscape: notch44Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "HIG-SPEC table; metrics §8.2, §8.3; insets SST iPhoneX, UYL-X"),
        iPhone("iPhone 11", s414x896, scale: 2, // HIG-SPEC table (828×1792 px)
               portrait: notch48Portrait, landscape: notch48Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "HIG-SPEC table; metrics §8.3; insets RNSAC#215 (same panel as XR)"),
        iPhone("iPhone XS Max", s414x896, scale: 3, // HIG-SPEC table
               portrait: notch44Portrait, landscape: notch44Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "HIG-SPEC table; metrics §8.2, §8.3; insets SST iPhoneXsMax"),
        iPhone("iPhone XS", s375x812, scale: 3, // HIG-SPEC table
               portrait: notch44Portrait, landscape: notch44Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "HIG-SPEC table; metrics §8.2, §8.3; insets SST iPhoneX, UYL-X"),
        iPhone("iPhone XR", s414x896, scale: 2, // HIG-SPEC table (828×1792 px)
               portrait: notch48Portrait, landscape: notch48Landscape,
               regularWidthInLandscape: true, faceID: true,
               source: "HIG-SPEC table; metrics §8.3; insets RNSAC#215"),
        iPhone("iPhone X", s375x812, scale: 3, // HIG-SPEC table
               portrait: notch44Portrait, landscape: notch44Landscape,
               regularWidthInLandscape: false, faceID: true,
               source: "HIG-SPEC table; metrics §8.2, §8.3; insets SST iPhoneX, UYL-X, APVC"),
        iPhone("iPhone SE (3rd generation)", s375x667, scale: 2, // metrics §8.1; groundtruth rss_snap_iphoneSE3
               portrait: homeButtonPortrait, landscape: homeButtonLandscape,
               regularWidthInLandscape: false, faceID: false,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhone8"),
        iPhone("iPhone SE (2nd generation)", s375x667, scale: 2, // metrics §8.1
               portrait: homeButtonPortrait, landscape: homeButtonLandscape,
               regularWidthInLandscape: false, faceID: false,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhone8"),
        iPhone("iPhone 8 Plus", s414x736, scale: 3, // HIG-SPEC table (rendered @3x, panel 1080×1920)
               portrait: homeButtonPortrait, landscape: homeButtonLandscape,
               regularWidthInLandscape: true, faceID: false,
               source: "HIG-SPEC table; metrics §8.2, §8.3; insets SST iPhone8Plus"),
        iPhone("iPhone 8", s375x667, scale: 2, // metrics §8.1
               portrait: homeButtonPortrait, landscape: homeButtonLandscape,
               regularWidthInLandscape: false, faceID: false,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhone8"),
        iPhone("iPhone SE (1st generation)", s320x568, scale: 2, // metrics §8.1
               portrait: homeButtonPortrait, landscape: homeButtonLandscape,
               regularWidthInLandscape: false, faceID: false,
               source: "metrics §8.1 (HIG-SPEC), §8.2, §8.3; insets SST iPhoneSe"),
    ]

    // MARK: - iPads

    // iPads without a Home button (home indicator): 24 pt status bar, 20 pt home-indicator inset,
    // the same in both orientations (the status bar stays visible in landscape on iPad).
    private static let iPadIndicatorInsets = EdgeInsets(
        top: 24,     // SST iPadPro11 + fork modernIPad; SUS iPadPro_11/iPadAir_4th/iPadMini_6th
        bottom: 20)  // SST iPadPro11 + fork modernIPad; SUS (same)
    // iPads with a Home button: 20 pt status bar, no bottom inset.
    private static let iPadHomeButtonInsets = EdgeInsets(
        top: 20,     // SST iPad10_2 / iPadMini / iPadPro10_5
        bottom: 0)   // SST iPad10_2

    private static func iPad(_ name: String, _ size: Size, homeButton: Bool = false,
                             source: String) -> Device {
        let insets = homeButton ? iPadHomeButtonInsets : iPadIndicatorInsets
        return Device(name: name, platform: .iPadOS, screenSize: size,
                      scale: 2, // metrics §8.1: every iPad @2x
                      safeAreaPortrait: insets, safeAreaLandscape: insets,
                      sizeClassesPortrait: regularRegular,  // metrics §8.3: iPad full screen
                      sizeClassesLandscape: regularRegular, // metrics §8.3
                      hasHomeIndicator: !homeButton, rotates: true, source: source)
    }

    private static let iPads: [Device] = [
        iPad("iPad Pro 13-inch (M5)", Size(width: 1032, height: 1376), // metrics §8.1 "iPad Pro 13-inch"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST (iPadPro13M5 = iPadPro13M4)"),
        iPad("iPad Pro 11-inch (M5)", Size(width: 834, height: 1210), // HIG-SPEC table "iPad Pro 11\" 5th–6th gen"
             source: "HIG-SPEC table, metrics §8.1, §8.3; insets SST (iPadPro11M5 = iPadPro11M4)"),
        iPad("iPad Pro 13-inch (M4)", Size(width: 1032, height: 1376), // metrics §8.1
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadPro13M4"),
        iPad("iPad Pro 11-inch (M4)", Size(width: 834, height: 1210), // metrics §8.1
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadPro11M4"),
        iPad("iPad Air 13-inch (M3)", Size(width: 1024, height: 1366), // metrics §8.1 "iPad Air 13"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadAir13"),
        iPad("iPad Air 11-inch (M3)", Size(width: 820, height: 1180), // metrics §8.1 "iPad Air 11"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadAir11"),
        iPad("iPad Air 13-inch (M2)", Size(width: 1024, height: 1366), // metrics §8.1 "iPad Air 13"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadAir13"),
        iPad("iPad Air 11-inch (M2)", Size(width: 820, height: 1180), // metrics §8.1 "iPad Air 11"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadAir11"),
        iPad("iPad Pro 12.9-inch (6th generation)", Size(width: 1024, height: 1366), // metrics §8.1 "iPad Pro 12.9"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SUS iPadPro_12_9"),
        iPad("iPad Pro 11-inch (4th generation)", Size(width: 834, height: 1194), // HIG-SPEC table "1st–4th gen"
             source: "HIG-SPEC table, §8.3; insets SST iPadPro11, SUS iPadPro_11"),
        iPad("iPad Air (5th generation)", Size(width: 820, height: 1180), // metrics §8.1 "iPad Air 10.9"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SUS iPadAir_4th (same 10.9-inch panel)"),
        iPad("iPad (A16)", Size(width: 820, height: 1180), // metrics §8.1 "iPad 11-inch"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadA16"),
        iPad("iPad (10th generation)", Size(width: 820, height: 1180), // metrics §8.1 "iPad Air 11 / 10.9"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadA16 (same 10.9-inch panel)"),
        iPad("iPad (9th generation)", Size(width: 810, height: 1080), homeButton: true, // HIG-SPEC table "iPad 10.2\""
             source: "HIG-SPEC table, metrics §8.3; insets SST iPad10_2"),
        iPad("iPad mini (A17 Pro)", Size(width: 744, height: 1133), // metrics §8.1 "iPad mini 8.3-inch"
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadMiniA17Pro, SUS iPadMini_6th"),
        iPad("iPad mini (6th generation)", Size(width: 744, height: 1133), // metrics §8.1
             source: "metrics §8.1 (HIG-SPEC), §8.3; insets SST iPadMini6thGen, SUS iPadMini_6th"),
    ]

    // MARK: - Apple TV

    // tvOS: the safe area is the overscan/title-safe zone.
    private static let tvInsets = EdgeInsets(
        top: 60,     // HIG-SPEC tvOS ("60 pt from top/bottom"); SST `tv` top 60
        left: 80,    // HIG-SPEC tvOS ("80 pt from sides"); SST `tv` uses 90 (not followed)
        bottom: 60,  // HIG-SPEC tvOS
        right: 80)   // HIG-SPEC tvOS
    // tvOS size classes: no printed trait collection found; regular/regular is an estimate
    // (UIKit size classes exist on tvOS; a 1920-pt-wide full screen is "regular" by any measure).
    private static let tvSizeClasses = regularRegular // estimate

    private static func appleTV(_ name: String, scale: Double, source: String, drawsLiquidGlass: Bool = true) -> Device {
        Device(name: name, platform: .tvOS,
               screenSize: Size(width: 1920, height: 1080), // metrics §8.1 / §4 (HIG-SPEC)
               scale: scale,
               safeAreaPortrait: tvInsets, safeAreaLandscape: tvInsets,
               sizeClassesPortrait: tvSizeClasses, sizeClassesLandscape: tvSizeClasses,
               hasHomeIndicator: false, rotates: false, source: source, drawsLiquidGlass: drawsLiquidGlass)
    }

    private static let televisions: [Device] = [
        appleTV("Apple TV 4K", scale: 2, // metrics §8.1 "@1x/@2x": 4K output = 3840×2160 px = @2x
                source: "metrics §8.1 (HIG-SPEC), §4; safe area HIG-SPEC tvOS; size classes estimate"),
        // tvOS 26's Liquid Glass needs the second-generation Apple TV 4K or later; Apple TV HD
        // and the first Apple TV 4K run tvOS 26 with the tvOS 18 look (hands-on reviews:
        // MacRumors, AppleInsider; B). "Apple TV 4K" is the current model.
        appleTV("Apple TV 4K (2nd generation)", scale: 2,
                source: "metrics §8.1 (HIG-SPEC), §4; safe area HIG-SPEC tvOS; size classes estimate; Liquid Glass on tvOS 26: MacRumors, AppleInsider (B)"),
        appleTV("Apple TV 4K (1st generation)", scale: 2,
                source: "metrics §8.1 (HIG-SPEC), §4; safe area HIG-SPEC tvOS; size classes estimate; tvOS 26 keeps the tvOS 18 look: MacRumors, AppleInsider (B)",
                drawsLiquidGlass: false),
        appleTV("Apple TV HD", scale: 1, // metrics §8.1 "@1x/@2x": 1080p output = @1x
                source: "metrics §8.1 (HIG-SPEC), §4; safe area HIG-SPEC tvOS; size classes estimate; tvOS 26 keeps the tvOS 18 look: MacRumors, AppleInsider (B)",
                drawsLiquidGlass: false),
    ]

    // MARK: - Apple Vision Pro

    private static let visionDevices: [Device] = [
        Device(name: "Apple Vision Pro", platform: .visionOS,
               screenSize: Size(width: 1280, height: 720), // metrics §8.1 / §5 VPX (default window)
               scale: 2, // estimate: visionOS windows render at displayScale 2
               safeAreaPortrait: .zero,  // window content: no bars or sensor housing (estimate)
               safeAreaLandscape: .zero, // same (the window does not rotate)
               sizeClassesPortrait: regularRegular,  // brief: visionOS regular/regular (estimate)
               sizeClassesLandscape: regularRegular, // same
               hasHomeIndicator: false, rotates: false,
               source: "metrics §8.1, §5 (VPX default window); scale and insets estimate"),
    ]

    // MARK: - Mac

    // A Mac window has no fixed size (metrics §8.1). We pick 1024×640 pt @2x:
    // 16:10 like Mac displays; fits with room to spare on the smallest current default display
    // (MacBook Air 13-inch, about 1470×956 pt, estimate); @2x because every current Mac display is Retina.
    // The size is the window's content area, below the title bar, so the safe area is zero.
    private static let macs: [Device] = [
        Device(name: "Mac", platform: .macOS,
               screenSize: Size(width: 1024, height: 640), // estimate (chosen, see above)
               scale: 2, // estimate: Retina
               safeAreaPortrait: .zero,  // content area below the title bar (estimate)
               safeAreaLandscape: .zero, // same
               sizeClassesPortrait: regularRegular,  // estimate: a full desktop window is regular/regular
               sizeClassesLandscape: regularRegular, // same
               hasHomeIndicator: false, rotates: false,
               source: "metrics §8.1 (no fixed size), §6; window size chosen (estimate)"),
    ]

    // MARK: - Apple Watch (points = px / 2, metrics §8.1 watch table)

    // Safe area: top = status-bar height on watchOS 10+ (SO-WATCH); sides and bottom 0 (estimate:
    // the bezel supplies the padding, HIG-SPEC watchOS notes). Size classes: watchOS has no UIKit
    // size classes; compact/compact is the convention here (estimate).
    private static func watch(_ name: String, _ size: Size, top: Double, source: String) -> Device {
        let insets = EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        return Device(name: name, platform: .watchOS, screenSize: size, scale: 2,
                      safeAreaPortrait: insets, safeAreaLandscape: insets,
                      sizeClassesPortrait: compactCompact, sizeClassesLandscape: compactCompact,
                      hasHomeIndicator: false, rotates: false, source: source)
    }

    private static let w49Ultra3 = Size(width: 211, height: 257) // metrics §8.1: 422×514 px
    private static let w49Ultra = Size(width: 205, height: 251)  // metrics §8.1: 410×502 px
    private static let w46 = Size(width: 208, height: 248)       // metrics §8.1: 416×496 px
    private static let w42S10 = Size(width: 187, height: 223)    // metrics §8.1: 374×446 px
    private static let w45 = Size(width: 198, height: 242)       // metrics §8.1: 396×484 px
    private static let w41 = Size(width: 176, height: 215)       // metrics §8.1: 352×430 px
    private static let w44 = Size(width: 184, height: 224)       // metrics §8.1: 368×448 px
    private static let w40 = Size(width: 162, height: 197)       // metrics §8.1: 324×394 px

    private static let topUltra3: Double = 46 // estimate: Ultra 1–2 value (SO-WATCH 49 mm)
    private static let topUltra: Double = 46  // SO-WATCH 49 mm
    private static let top46: Double = 42     // estimate: 45 mm value (SO-WATCH)
    private static let top42S10: Double = 38  // estimate: 41 mm value (SO-WATCH)
    private static let top45: Double = 42     // SO-WATCH 45 mm
    private static let top41: Double = 38     // SO-WATCH 41 mm
    private static let top44: Double = 38     // SO-WATCH 44 mm
    private static let top40: Double = 32     // SO-WATCH 40 mm

    private static let watchSource = "metrics §8.1 watch table (HIG-SPEC); top inset SO-WATCH"
    private static let watchSourceEstimate = "metrics §8.1 watch table (HIG-SPEC); top inset estimate"

    private static let watches: [Device] = [
        watch("Apple Watch Ultra 3 (49mm)", w49Ultra3, top: topUltra3, source: watchSourceEstimate),
        watch("Apple Watch Series 11 (46mm)", w46, top: top46, source: watchSourceEstimate),
        watch("Apple Watch Series 11 (42mm)", w42S10, top: top42S10, source: watchSourceEstimate),
        watch("Apple Watch SE 3 (44mm)", w44, top: top44, source: watchSource),
        watch("Apple Watch SE 3 (40mm)", w40, top: top40, source: watchSource),
        watch("Apple Watch Series 10 (46mm)", w46, top: top46, source: watchSourceEstimate),
        watch("Apple Watch Series 10 (42mm)", w42S10, top: top42S10, source: watchSourceEstimate),
        watch("Apple Watch Ultra 2 (49mm)", w49Ultra, top: topUltra, source: watchSource),
        watch("Apple Watch Ultra (49mm)", w49Ultra, top: topUltra, source: watchSource),
        watch("Apple Watch Series 9 (45mm)", w45, top: top45, source: watchSource),
        watch("Apple Watch Series 9 (41mm)", w41, top: top41, source: watchSource),
        watch("Apple Watch Series 8 (45mm)", w45, top: top45, source: watchSource),
        watch("Apple Watch Series 8 (41mm)", w41, top: top41, source: watchSource),
        watch("Apple Watch Series 7 (45mm)", w45, top: top45, source: watchSource),
        watch("Apple Watch Series 7 (41mm)", w41, top: top41, source: watchSource),
        watch("Apple Watch SE (44mm)", w44, top: top44, source: watchSource),
        watch("Apple Watch SE (40mm)", w40, top: top40, source: watchSource),
        watch("Apple Watch Series 6 (44mm)", w44, top: top44, source: watchSource),
        watch("Apple Watch Series 6 (40mm)", w40, top: top40, source: watchSource),
        watch("Apple Watch Series 5 (44mm)", w44, top: top44, source: watchSource),
        watch("Apple Watch Series 5 (40mm)", w40, top: top40, source: watchSource),
        watch("Apple Watch Series 4 (44mm)", w44, top: top44, source: watchSource),
        watch("Apple Watch Series 4 (40mm)", w40, top: top40, source: watchSource),
    ]
}
