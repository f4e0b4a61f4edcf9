/// The resolved environment a spec is drawn in: device, screen, size classes, appearance.
///
/// Built by ``Environment/resolve(_:)`` from a ``Spec``. Lengths are points.
public struct Environment: Sendable, Hashable {
    /// The platform.
    public var platform: Platform
    /// The OS version.
    public var osVersion: OSVersion
    /// The catalog device, or nil for a custom `size`.
    public var device: Device?
    /// The orientation in effect.
    public var orientation: Orientation
    /// The screen (or window) size in this orientation, points.
    public var screenSize: Size
    /// Device pixels per point: the device's own, or 3 (iPhone), 2 (iPad, Mac, Watch, Vision), 1 (TV) for a custom size.
    public var scale: Double
    /// Safe-area insets in this orientation, points.
    public var safeArea: EdgeInsets
    /// Size classes in effect (after the spec's overrides).
    public var sizeClasses: SizeClasses
    /// Light or dark.
    public var appearance: Appearance
    /// Layout direction.
    public var layoutDirection: LayoutDirection
    /// BCP 47 language tag.
    public var locale: String
    /// The accessibility display settings in effect (UIKit's trait collection has them too).
    public var accessibility: AccessibilitySettings = AccessibilitySettings()
    /// What lies behind the component (and shows through its glass).
    public var backdrop: Backdrop = .content(.list)
    /// Whether the spec chose the backdrop (a Mac tab view otherwise stands on its window).
    public var backdropIsChosen: Bool = false
    /// Whether version 26 keeps the design before it here: the device draws no Liquid Glass
    /// (``Device/drawsLiquidGlass``), or the app sets `designRequiresCompatibility` on a platform
    /// whose version 26 honours it (``honoursCompatibilityKey``). False before version 26.
    public var keepsClassicDesign: Bool = false

    /// The platforms whose version 26 honours `UIDesignRequiresCompatibility` for the designs
    /// NavMock draws: iOS, iPadOS and tvOS (Apple's documentation of the key, A) and macOS (the
    /// key in a Mac app's Info.plist; Apple's documentation lists Mac Catalyst, C for AppKit).
    /// visionOS and watchOS draw one design across versions here: the key changes nothing.
    public static let honoursCompatibilityKey: Set<Platform> = [.iOS, .iPadOS, .tvOS, .macOS]

    /// The tab bar design for this platform, OS version and size class: chosen once, by
    /// ``TabBarDesign/choose(platform:osVersion:sizeClasses:)``, from the fields above.
    public var tabBarDesign: TabBarDesign {
        TabBarDesign.choose(platform: platform, osVersion: osVersion, sizeClasses: sizeClasses, keepsClassicDesign: keepsClassicDesign)
    }

    /// The page-control design for this platform and OS version: chosen once, by
    /// ``PageControlDesign/choose(platform:osVersion:)``.
    public var pageControlDesign: PageControlDesign {
        PageControlDesign.choose(platform: platform, osVersion: osVersion)
    }

    /// Resolves a spec's environment. Never fails: what it cannot honour, it replaces by the
    /// nearest thing it can draw, and the validation stage (``SpecValidator``) reports it.
    ///
    /// - When `device` and `platform` disagree (an iPhone with `"platform": "iPadOS"`), the
    ///   device's platform is used: its screen, safe areas and size classes belong to it.
    /// - When `osVersion`'s major version is not one NavMock knows for the platform
    ///   (``knownVersions``), ``nearestKnownVersion(to:on:)`` is used instead.
    ///
    /// Both are problems of the spec (rule `spec.invalid`, at `device` and `osVersion`):
    /// ``SpecValidator/problems(_:_:)`` reports them and ``SpecValidator/validate(_:_:)``
    /// refuses the spec, so nothing is drawn in a guessed environment.
    ///
    /// Size classes for a custom `size` follow a rule (documented in README "Size classes"):
    /// iOS — horizontal regular in landscape when the short side is at least 414 pt (the Plus,
    /// Max, Air and XR/11 phones), vertical compact below 500 pt tall; iPadOS — horizontal regular from 678 pt (the 2/3
    /// Split View pane of a 12.9-inch iPad, metrics §8.3), vertical regular; tvOS, visionOS,
    /// macOS regular/regular; watchOS compact/compact. `sizeClass` overrides either.
    public static func resolve(_ spec: Spec) -> Environment {
        let device = spec.device.flatMap(DeviceCatalog.device(named:))
        let platform = device?.platform ?? spec.platform ?? .iOS
        let osVersion = nearestKnownVersion(to: spec.osVersion, on: platform)
        let chosen = device ?? (spec.size == nil ? DeviceCatalog.defaultDevice(for: platform) : nil)
        var orientation = spec.orientation ?? .portrait
        let screen: Size, scale: Double, safe: EdgeInsets
        var classes: SizeClasses
        if let d = chosen {
            if !d.rotates { orientation = d.screenSize.width > d.screenSize.height ? .landscape : .portrait }
            screen = d.screenSize(in: orientation)
            scale = d.scale
            safe = d.safeArea(in: orientation)
            classes = d.sizeClasses(in: orientation)
        } else {
            let s = spec.size!
            screen = s
            orientation = s.width > s.height ? .landscape : .portrait
            switch platform {
            case .iOS: scale = 3
            case .tvOS: scale = 1
            default: scale = 2
            }
            safe = .zero
            classes = Environment.sizeClasses(for: s, platform: platform)
        }
        if let h = spec.sizeClass.horizontal { classes.horizontal = h }
        if let v = spec.sizeClass.vertical { classes.vertical = v }
        return Environment(platform: platform, osVersion: osVersion, device: chosen,
                           orientation: orientation, screenSize: screen, scale: scale, safeArea: safe,
                           sizeClasses: classes, appearance: spec.appearance,
                           layoutDirection: spec.layoutDirection, locale: spec.locale,
                           accessibility: spec.accessibility, backdrop: spec.backdrop, backdropIsChosen: spec.$backdrop != nil,
                           keepsClassicDesign: osVersion.major >= 26 && (chosen?.drawsLiquidGlass == false
                               || (spec.designRequiresCompatibility && honoursCompatibilityKey.contains(platform))))
    }

    /// `version` when its major version is one NavMock knows on `platform` (``knownVersions``);
    /// otherwise the known major version nearest to it (the newer of two as near), as
    /// ``resolve(_:)`` uses for an unknown `osVersion` (iOS 20 → 18, iOS 5 → 7, visionOS 18 → 26).
    public static func nearestKnownVersion(to version: OSVersion, on platform: Platform) -> OSVersion {
        let versions = knownVersions[platform] ?? []
        guard !versions.contains(version.major),
              let nearest = versions.min(by: { (abs($0 - version.major), -$0) < (abs($1 - version.major), -$1) })
        else { return version }
        return OSVersion(major: nearest)
    }

    /// The size classes a custom size implies on `platform` (see ``resolve(_:)``).
    public static func sizeClasses(for size: Size, platform: Platform) -> SizeClasses {
        switch platform {
        case .iOS:
            // Landscape phones whose short side is at least 414 pt (Plus, Max, Air, XR/11) are
            // regular width; every other iPhone size is compact (metrics §8.3).
            let landscape = size.width > size.height
            return SizeClasses(horizontal: landscape && size.height >= 414 ? .regular : .compact,
                               vertical: size.height < 500 ? .compact : .regular)
        case .iPadOS:
            return SizeClasses(horizontal: size.width >= 678 ? .regular : .compact, vertical: .regular)
        case .watchOS:
            return SizeClasses(horizontal: .compact, vertical: .compact)
        case .tvOS, .visionOS, .macOS:
            return SizeClasses(horizontal: .regular, vertical: .regular)
        }
    }
}
