/// The Liquid Glass of the other platforms' tab bars, on the iPhone's see-through model
/// (LiquidGlass.swift, docs/liquid-glass.md): the iPadOS 26 top capsule, the tvOS 26 capsule and
/// the visionOS ornament (macOS 26's tab view draws no glass: its segmented row is solid). No
/// ground truth exists for any of them (../shared/groundtruth lists none), so every number is an
/// estimate derived from the iPhone's measured one by the rule given beside it; the iPadOS 26
/// sidebar keeps the older frosted drawing (``PadSidebarGlassMetrics``).
public struct PlatformGlassMetricTable: Sendable, Hashable {
    /// The material in the light appearance.
    public var light: LiquidGlassMaterial
    /// The material in the dark appearance.
    public var dark: LiquidGlassMaterial
    /// The shadow under the shape, light.
    public var shadowLight: LiquidGlassShadow
    /// The shadow under the shape, dark.
    public var shadowDark: LiquidGlassShadow

    /// The material for `ap`.
    public func material(_ ap: Appearance) -> LiquidGlassMaterial { ap == .light ? light : dark }
    /// The shadow for `ap`.
    public func shadow(_ ap: Appearance) -> LiquidGlassShadow { ap == .light ? shadowLight : shadowDark }

    /// The iPhone's material with the lens band scaled to a shape `height` points across (the
    /// iPhone's 20 pt band on its 62 pt capsule), the blur `blur` points and, when given, other tints.
    static func scaled(height: Double, blur: Double, tint: (light: Color, dark: Color)? = nil,
                       flatTint: (light: Color, dark: Color)? = nil, rim: (light: [LiquidGlassRimRing], dark: [LiquidGlassRimRing])? = nil)
        -> (light: LiquidGlassMaterial, dark: LiquidGlassMaterial) {
        func one(_ m: LiquidGlassMaterial, _ t: Color?, _ f: Color?, _ r: [LiquidGlassRimRing]?) -> LiquidGlassMaterial {
            var g = m
            g.lensBand = m.lensBand * height / GlassTabBarMetrics.height
            g.blur = blur
            if let t { g.tint = t }
            if let f { g.flatTint = f }
            if let r { g.rim = r }
            return g
        }
        return (one(LiquidGlassMetrics.light, tint?.light, flatTint?.light, rim?.light),
                one(LiquidGlassMetrics.dark, tint?.dark, flatTint?.dark, rim?.dark))
    }

    /// iPadOS 26's floating top capsule (44 pt tall, PadTabBarMetrics.glass). The same system
    /// material as the iPhone's, so its tint, blur, lens shape and rim (estimate: same OS, same
    /// point density); the lens band scaled by height, 20 · 44 / 62 ≈ 14.2 pt. Shadow: the iPhone's
    /// profile does not fit the 20 pt the layout reserves below the capsule
    /// (``GlassTabBarMetrics/shadowRadius``),
    /// so a shorter one of the same peak, σ 8 pt, 4 pt lower (under one level left at 20 pt).
    public static let padTopCapsule: PlatformGlassMetricTable = {
        let m = scaled(height: PadTabBarMetrics.glass.barHeight, blur: LiquidGlassMetrics.blur)
        return PlatformGlassMetricTable(light: m.light, dark: m.dark,
                                        shadowLight: LiquidGlassShadow(color: Color(hex: 0x000000, alpha: 0.15), sigma: 8, offsetY: 4),
                                        shadowDark: LiquidGlassShadow(color: Color(hex: 0x000000, alpha: 0.20), sigma: 8, offsetY: 4))
    }()

    /// tvOS 26's capsule (68 pt tall, TVTabBarMetrics.barHeight). Tints and rim as the iPhone's
    /// (estimate: the same system material). Lens band scaled by height, 20 · 68 / 62 ≈ 21.9 pt.
    /// Blur 2 pt: a tvOS point is one pixel of a screen seen from about 3 m, so it subtends about
    /// 0.4 of an iPhone point at 30 cm; 2 pt keeps the iPhone's 0.8 pt softness as seen (estimate).
    /// Shadow as the iPad's (it stays inside the 140 pt band: 26 pt below the bar).
    public static let tv: PlatformGlassMetricTable = {
        let m = scaled(height: TVTabBarMetrics.barHeight, blur: 2)
        return PlatformGlassMetricTable(light: m.light, dark: m.dark, shadowLight: padTopCapsule.shadowLight, shadowDark: padTopCapsule.shadowDark)
    }()

    /// The visionOS ornament (a capsule 68 pt across). visionOS glass reads as a mid grey over any
    /// surroundings and is the same in both appearances: the tint stays the frosted one NavMock drew
    /// before (VisionTabBarMetrics.glassTint, grey 38 %), but over a blur of 3 pt instead of 24 so
    /// that the room shows through (estimate: visionOS glass is softer than the iPhone's, never
    /// frosted). Lens band scaled by the ornament's width, 20 · 68 / 62 ≈ 21.9 pt. Rim: the former
    /// 1 pt white 32 % rim split into three rings, white 32 / 24 / 12 % (estimate). Shadow: peak
    /// 22 % as before, σ 8 pt, 4 pt lower, under half a level at the 24 pt the layout reserves
    /// (VisionTabBarMetrics.shadowRadius).
    public static let visionOrnament: PlatformGlassMetricTable = {
        let v = VisionTabBarMetrics.self
        let ring = [LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.32), Color(hex: 0xFFFFFF, alpha: 0.32)),
                    LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.24), Color(hex: 0xFFFFFF, alpha: 0.24)),
                    LiquidGlassRimRing(Color(hex: 0xFFFFFF, alpha: 0.12), Color(hex: 0xFFFFFF, alpha: 0.12))]
        let m = scaled(height: v.collapsedWidth, blur: 3, tint: (v.glassTint, v.glassTint), flatTint: (v.glassTint, v.glassTint), rim: (ring, ring))
        let shadow = LiquidGlassShadow(color: Color(hex: 0x000000, alpha: v.shadowOpacity), sigma: 8, offsetY: 4)
        return PlatformGlassMetricTable(light: m.light, dark: m.dark, shadowLight: shadow, shadowDark: shadow)
    }()
}
