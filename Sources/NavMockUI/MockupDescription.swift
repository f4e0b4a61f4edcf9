import NavMockCore

/// A mockup described in Swift: a ``TabView`` or a ``PageControl`` with its environment. Its
/// ``spec`` is the `Spec` the JSON reader makes of the same mockup written as JSON (a test,
/// `NavMockUITests`, holds every Template to that).
///
/// The environment's modifiers (`device`, `osVersion`, `colorScheme`, `layoutDirection`,
/// `locale`, accessibility, the backdrop, …) are here, for every description:
///
/// ```swift
/// let clock = TabView(selection: 1) {
///     Tab("World Clock", systemImage: "globe")
///     Tab("Alarm", systemImage: "alarm").badge(3)
/// }
/// .tint(.systemOrange)
/// .device("iPhone 17 Pro")
/// .colorScheme(.dark)
/// ```
///
/// Only NavMockUI's types conform (a conformance of your own would not be changed by the modifiers).
public protocol MockupDescription: Sendable {
    /// The spec this description stands for: for a description the JSON reader would accept,
    /// the spec ``SpecReader`` reads from the same mockup in JSON. The modifiers take any value and
    /// do not make the reader's checks (names, ranges, exclusive fields); ``checkedSpec()`` does.
    var spec: Spec { get }
}

/// What the builder's types hold: the spec, changed by modifiers through their ``SwiftSpelling``.
protocol SpecHolding: MockupDescription {
    var spec: Spec { get set }
    /// The strings named and the texts given by key (TextByKey.swift).
    var texts: LocalizedTexts { get set }
}

extension SpecHolding {
    /// A copy with `body` applied to the spec; `spelling` names the API doing it. In a debug
    /// build (tests) it is checked that the API changed only fields its spelling registers, so
    /// that ``SwiftSpelling`` cannot say one thing while the modifier does another.
    func set(_ spelling: SwiftSpelling, _ body: (inout Spec) -> Void) -> Self {
        var copy = self
        body(&copy.spec)
        assert(spelling.registers(changesFrom: spec, to: copy.spec),
               "\(spelling.api) changed fields its SwiftSpelling case does not register (\(spelling.fields))")
        return copy
    }
}

extension MockupDescription {
    func environment(_ spelling: SwiftSpelling, _ body: (inout Spec) -> Void) -> Self {
        guard let holder = self as? any SpecHolding else {
            preconditionFailure("only NavMockUI's TabView and PageControl take NavMockUI's modifiers")
        }
        func apply<H: SpecHolding>(_ h: H) -> Self { h.set(spelling, body) as! Self }
        return apply(holder)
    }

    /// A title for the mockup (the SVG's `<title>`); the spec's `title`.
    public func title(_ text: String) -> Self { environment(.title) { $0.title = text } }

    /// The platform (`iOS`, `iPadOS`, `macOS`, `tvOS`, `visionOS`, `watchOS`); default the device's, or iOS.
    public func platform(_ platform: Platform) -> Self { environment(.platform) { $0.platform = platform } }

    /// The OS version that selects the design: `osVersion(26)` Liquid Glass (the default),
    /// `osVersion(17, 4)` and other versions up to 18 the classic designs (metrics.md §1).
    /// - Parameters:
    ///   - major: the major version, 0…999.
    ///   - minor: the minor version, 0…999; default 0.
    public func osVersion(_ major: Int, _ minor: Int = 0) -> Self {
        environment(.osVersion) { $0.osVersion = OSVersion(major: major, minor: minor) }
    }

    /// A device of the catalog (`navmock list devices`; metrics.md §8): its screen size, scale,
    /// safe areas and size classes. Case and repeated spaces are ignored, as the JSON reader
    /// ignores them; a name the catalog does not know is refused when the mockup is drawn.
    /// Exclusive with ``screenSize(width:height:)``.
    public func device(_ name: String) -> Self {
        environment(.device) { $0.device = DeviceCatalog.device(named: name)?.name ?? name }
    }

    /// A screen or window of `width` × `height` points (16…8192 each) instead of a device; the
    /// size classes then follow from the size (README, "Every platform"). Exclusive with ``device(_:)``.
    public func screenSize(width: Double, height: Double) -> Self {
        environment(.screenSize) { $0.size = Size(width: width, height: height) }
    }

    /// Portrait (the default) or landscape; devices that do not rotate ignore it.
    public func orientation(_ orientation: Orientation) -> Self { environment(.orientation) { $0.orientation = orientation } }

    /// Overrides the horizontal size class the device or size implies (SwiftUI's
    /// `\.horizontalSizeClass`; metrics.md §8.3).
    public func horizontalSizeClass(_ sizeClass: SizeClass) -> Self {
        environment(.horizontalSizeClass) { $0.sizeClass.horizontal = sizeClass }
    }

    /// Overrides the vertical size class (SwiftUI's `\.verticalSizeClass`).
    public func verticalSizeClass(_ sizeClass: SizeClass) -> Self {
        environment(.verticalSizeClass) { $0.sizeClass.vertical = sizeClass }
    }

    /// Light (the default) or dark: SwiftUI's `\.colorScheme`, the spec's `appearance`.
    public func colorScheme(_ scheme: Appearance) -> Self { environment(.colorScheme) { $0.appearance = scheme } }

    /// Left-to-right or right-to-left; without it, the direction of ``locale(_:)``'s language.
    public func layoutDirection(_ direction: LayoutDirection) -> Self {
        environment(.layoutDirection) { $0.layoutDirection = direction }
    }

    /// A BCP 47 language tag (`"en"` the default, `"zh-Hans"`, `"ar"`): the regional CJK glyphs,
    /// the system's own titles (More, Search) and, without ``layoutDirection(_:)``, the direction.
    public func locale(_ identifier: String) -> Self { environment(.locale) { $0.locale = identifier } }

    /// A flat colour behind the component (and through its glass).
    public func backdrop(color: ColorValue) -> Self { environment(.backdropColor) { $0.backdrop = .color(color) } }

    /// A linear gradient of 2…8 colours behind the component; `angle` in degrees, 0 upward,
    /// 90 to the right, default 180 (top to bottom).
    public func backdrop(gradient colors: [ColorValue], angle: Double = 180) -> Self {
        environment(.backdropGradient) { $0.backdrop = .gradient(colors, angle: angle) }
    }

    /// A PNG scaled to fill the screen behind the component; `path` relative to the test file's folder.
    public func backdrop(image path: String) -> Self {
        environment(.backdropImage) { $0.backdrop = .image(fileReference(path, at: jsonPath("backdrop.image"))) }
    }

    /// Placeholder content behind the component in the appearance's colours (`.list` when no
    /// backdrop is given, except on the Mac, which draws its window).
    public func backdrop(_ content: PlaceholderContent) -> Self { environment(.backdropContent) { $0.backdrop = .content(content) } }

    /// `component` (the default: the band the component occupies) or `screen` (the whole screen,
    /// status bar and home indicator drawn).
    public func canvas(_ canvas: CanvasMode) -> Self { environment(.canvas) { $0.canvas = canvas } }

    /// A modal sheet covers the screen, tab bar included (default false).
    public func modal(_ presented: Bool = true) -> Self { environment(.modal) { $0.modal = presented } }

    /// The app's `UIDesignRequiresCompatibility` Info.plist key: an app built with the iOS 26 SDK
    /// keeps the design before version 26 on iOS, iPadOS, tvOS and macOS 26 (Apple's
    /// documentation of the key); the spec's `designRequiresCompatibility`.
    public func designRequiresCompatibility(_ requires: Bool = true) -> Self {
        environment(.designRequiresCompatibility) { $0.designRequiresCompatibility = requires }
    }

    /// SwiftUI's `persistentSystemOverlays(_:)`: `.hidden` leaves the home indicator out (spec
    /// `homeIndicator`, default `.visible`), as screenshots of apps that hide it show. Devices
    /// without a home indicator ignore it.
    public func persistentSystemOverlays(_ visibility: HomeIndicatorVisibility) -> Self {
        environment(.persistentSystemOverlays) { $0.homeIndicator = visibility }
    }

    /// Reduce Transparency (SwiftUI's `\.accessibilityReduceTransparency`): glass and materials opaque.
    public func accessibilityReduceTransparency(_ on: Bool = true) -> Self {
        environment(.reduceTransparency) { $0.accessibility.reduceTransparency = on }
    }

    /// Increase Contrast (SwiftUI's `\.colorSchemeContrast`): `.increased` draws borders around
    /// glass and darker unselected items.
    public func colorSchemeContrast(_ contrast: ColorSchemeContrast) -> Self {
        environment(.colorSchemeContrast) { $0.accessibility.increaseContrast = contrast == .increased }
    }

    /// Bold Text (SwiftUI's `\.legibilityWeight`): `.bold` draws titles bold.
    public func legibilityWeight(_ weight: LegibilityWeight) -> Self {
        environment(.legibilityWeight) { $0.accessibility.boldText = weight == .bold }
    }

    /// Guideline rules `navmock check` (and the gallery's findings) skip for this mockup, with the
    /// reason a reader of the test needs; the spec keeps the rules, not the reason.
    public func ignoringChecks(_ rules: [RuleID], reason: String) -> Self {
        environment(.ignoringChecks) { $0.ignoredRules.formUnion(rules) }
    }
}
