/// The iPadOS 26 sidebar's frosted glass, as NavMock drew every non-iPhone glass before issue 21
/// (the HIG's colour guidance: glass looks more opaque in large elements such as sidebars). Points.
public enum PadSidebarGlassMetrics {
    /// Tint over the blurred backdrop, light: white 72 % (metrics §11, ≈ #FAFAFA–#FEFEFE).
    public static let tintLight = Color(hex: 0xFFFFFF, alpha: 0.72)
    /// Tint, dark: #101010 at 40 % (metrics §11: the fill follows the content).
    public static let tintDark = Color(hex: 0x101010, alpha: 0.40)
    /// Blur radius, points. Estimate.
    public static let blur = 12.0
    /// Rim, light: white 85 %, 0.5 pt (metrics §11).
    public static let rimLight = Color(hex: 0xFFFFFF, alpha: 0.85)
    /// Rim, dark: white 18 % (metrics §11, lum 62 over 24).
    public static let rimDark = Color(hex: 0xFFFFFF, alpha: 0.18)
    /// Shadow opacity (twice this in dark; metrics §11: ≈ 13/255 at the edge, light).
    public static let shadowOpacity = 0.10
    /// Shadow extent, points (metrics §11: fades over ≈ 20 pt).
    public static let shadowRadius = 20.0
}
