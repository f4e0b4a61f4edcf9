import Foundation

/// Numbers as decimal text, for the SVG, CSS and JSON NavMock writes.
public enum DecimalText {
    /// `value` with exactly `places` digits after the point (`places` 0…9), rounded as C's
    /// `printf("%.*f")` rounds: to the nearest, an exact tie to the even digit, judged on the
    /// double's exact binary value. The same text as `String(format: "%.4f", value)` for
    /// `places` 4, a minus sign included for negative values and -0 ("-0.0000"), without
    /// Foundation's formatter: each of its calls looks up the argument's `CVarArg` conformances,
    /// about 0.2 M instructions in a statically linked `navmock` (issue 20). Values whose
    /// `|value| × 10^places` reaches 2^52, NaN and infinities are handed to `String(format:)`.
    public static func fixed(_ value: Double, places: Int) -> String {
        precondition((0...9).contains(places), "places must be 0…9")
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }   // exact: powers of ten up to 10^22 are doubles
        let a = value.magnitude
        let p = a * scale
        guard p.isFinite, p < 0x1p52 else { return String(format: "%.\(places)f", value) }
        // a × scale = p + e exactly (one rounding in the fused multiply-add), and the fraction
        // of p is exact below 2^52. Only when p's fraction is exactly one half can the rounding
        // error decide the direction: p's fraction is a multiple of its ulp and |e| is at most
        // half of one, so the exact product is on the same side of every other half-way point.
        let e = (-p).addingProduct(a, scale)
        let whole = p.rounded(.down), fraction = p - whole
        var n = UInt64(whole)
        if fraction > 0.5 || (fraction == 0.5 && (e > 0 || (e == 0 && n % 2 == 1))) { n += 1 }
        var digits = String(n)
        if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
        if places > 0 { digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places)) }
        return value.sign == .minus ? "-" + digits : digits
    }
}
