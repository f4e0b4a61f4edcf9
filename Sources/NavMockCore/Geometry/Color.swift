/// A colour in sRGB with straight (non-premultiplied) alpha; every component in 0…1.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1 (1 = opaque).
    public var alpha: Double

    /// Creates a colour; components are clamped into 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = c(red); self.green = c(green); self.blue = c(blue); self.alpha = c(alpha)
    }
    /// Creates an opaque colour from a 24-bit `0xRRGGBB` value, with `alpha` 0…1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
    /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive). Returns nil for anything else.
    public init?(hexString s: String) {
        guard s.hasPrefix("#") else { return nil }
        let digits = s.dropFirst()
        guard digits.count == 6 || digits.count == 8, let v = UInt64(digits, radix: 16),
              digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 6 {
            self.init(hex: UInt32(v))
        } else {
            self.init(hex: UInt32(v >> 8), alpha: Double(v & 0xFF) / 255)
        }
    }
    /// The same colour with its opacity multiplied by `factor` (0…1).
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
    /// The same colour with opacity `alpha` (0…1).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise (upper-case hex).
    public var description: String {
        func h(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + (alpha >= 1 ? "" : h(alpha))
    }
    /// Relative luminance (WCAG 2.x), 0…1, ignoring alpha.
    public var relativeLuminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }
    /// This colour composited over an opaque `background` (source-over), opaque result.
    public func composited(over background: Color) -> Color {
        Color(red: red * alpha + background.red * (1 - alpha),
              green: green * alpha + background.green * (1 - alpha),
              blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
    }
    /// Opaque black.
    public static let black = Color(hex: 0x000000)
    /// Opaque white.
    public static let white = Color(hex: 0xFFFFFF)
    /// Fully transparent black.
    public static let clear = Color(hex: 0x000000, alpha: 0)
}

import Foundation
