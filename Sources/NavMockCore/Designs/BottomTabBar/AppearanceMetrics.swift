/// The numbers of `UITabBarAppearance` as NavMock draws it (Layout/AppearanceLayout.swift,
/// Scene/AppearanceScene.swift). "UK26" is the decompiled UIKitCore of iOS 26.1 that
/// ../shared/hig/metrics.md names in its source key; the file is
/// `_UITabBarVisualProviderLegacyIOS.m` unless a row says otherwise. Points.
public struct AppearanceMetrics: Sendable {
    /// A phone in compact width keeps the stacked layout in compact height when its bar is
    /// narrower than this. UK26 `_styleForTraitCollection:` (`CGRectGetWidth(layoutRegion) < 568.0`).
    /// Confidence: High.
    public let inlineMinimumWidth: Double
    /// An iPad in regular width lays its items inline only with fewer tabs than this. UK26
    /// `_styleForTraitCollection:` (`[items count] < 9`). Confidence: High.
    public let padInlineItemLimit: Int
    /// A phone bar with more tabs than this is stacked. UK26 `_styleForTraitCollection:` (`count > 5`).
    /// Confidence: High.
    public let phoneStackedItemLimit: Int
    /// `itemPositioning: centered`: an item's width when `itemWidth` is 0. UK26 `_layoutTabBarItems`
    /// (`v40 = 80.0` unless `itemWidth > 0`). Confidence: High.
    public let centeredItemWidth: Double
    /// `itemPositioning: centered`: the space between items when `itemSpacing` is 0. UK26
    /// `_layoutTabBarItems` (`v41 = 30.0`). Confidence: High.
    public let centeredItemSpacing: Double
    /// The focus ring around the focused item (hardware keyboard): line width. Estimate: no
    /// published reference; about the width of the iPadOS focus ring in Apple's keyboard-navigation
    /// screenshots. Confidence: Estimate.
    public let focusRingWidth: Double
    /// The focus ring's corner radius. Estimate, as `focusRingWidth`. Confidence: Estimate.
    public let focusRingRadius: Double
    /// How far the focus ring stands outside the item's icon and title. Estimate. Confidence: Estimate.
    public let focusRingOutset: Double
    /// Blur radius of the system materials, points. Estimate: the classic bar's σ 10
    /// (``ClassicTabBarMetrics/materialBlur``, metrics §1.3 FLT) for all of them. Confidence: Estimate.
    public let materialBlur: Double
    /// The system materials' tints over the blurred backdrop, light then dark, thinnest first:
    /// ultra-thin, thin, regular, thick. Estimates from the ordering Apple documents (each thicker
    /// material is more opaque) anchored on the chrome material's measured look (metrics §1.3 FLT
    /// 80 % #F8F8F8, §11 ≈ #F7F8F7 over white). Confidence: Estimate.
    public let materialTints: [BarBackgroundEffect: (light: Color, dark: Color)]

    /// The iOS and iPadOS bars (classic and Liquid Glass).
    public static let standard = AppearanceMetrics(
        inlineMinimumWidth: 568, padInlineItemLimit: 9, phoneStackedItemLimit: 5,
        centeredItemWidth: 80, centeredItemSpacing: 30,
        focusRingWidth: 2.5, focusRingRadius: 8, focusRingOutset: 3,
        materialBlur: ClassicTabBarMetrics.materialBlur,
        materialTints: [
            .systemUltraThinMaterial: (Color(hex: 0xFFFFFF, alpha: 0.35), Color(hex: 0x000000, alpha: 0.35)),
            .systemThinMaterial: (Color(hex: 0xFFFFFF, alpha: 0.55), Color(hex: 0x1C1C1E, alpha: 0.55)),
            .systemMaterial: (Color(hex: 0xF8F8F8, alpha: 0.72), Color(hex: 0x1C1C1E, alpha: 0.72)),
            .systemThickMaterial: (Color(hex: 0xF8F8F8, alpha: 0.90), Color(hex: 0x1C1C1E, alpha: 0.90)),
            .systemChromeMaterial: (ClassicTabBarMetrics.materialLight, ClassicTabBarMetrics.materialDark),
        ])

    /// The tint of `effect` in `ap`; nil for `none`.
    public func tint(_ effect: BarBackgroundEffect, _ ap: Appearance) -> Color? {
        materialTints[effect].map { ap == .light ? $0.light : $0.dark }
    }
}

/// The OS versions the appearance API arrived in (UIKit availability, DOCS).
public enum AppearanceVersions {
    /// `UITabBar.scrollEdgeAppearance`: iOS and iPadOS 15. Confidence: High (API availability).
    public static let scrollEdge = 15
}
