import NavMockRender

/// How two images are compared: decoded pixels, never file bytes.
///
/// Two tolerances, named as pixelmatch and Playwright users know them, and one option:
///
/// | option | type | default | meaning |
/// |---|---|---|---|
/// | `channelTolerance` | `Int` 0…255 | `1` | a pixel differs when a channel (premultiplied by alpha) or its alpha differs by more |
/// | `threshold` | `Double?` 0…1 | `nil` | instead of `channelTolerance`: pixelmatch's per-pixel colour threshold on the YIQ distance (0.1 is pixelmatch's default; smaller is stricter), the larger of the distances with both pixels over white and over black, so alpha changes count |
/// | `maxDifferingPixels` | `Int` | `0` | the budget: how many differing pixels still pass |
/// | `maxDifferingRatio` | `Double?` 0…1 | `nil` | or the budget as a fraction of all pixels; passing either budget passes |
/// | `detectAntialiasing` | `Bool` | `false` | pixelmatch's anti-aliasing detection: differing pixels that look like anti-aliased edges in either image are counted apart and do not fail |
///
/// The defaults are exact on the pinned toolchain: every channel within ±1, no differing pixel.
/// The tolerant settings are for users on other toolchains.
public struct ImageComparison: Sendable, Hashable, CustomStringConvertible {
    /// Largest difference per channel (0…255, colours premultiplied by alpha) for two pixels to
    /// count as the same. Default 1. Ignored when ``threshold`` is set.
    public var channelTolerance: Int
    /// pixelmatch's colour threshold (0…1) on the perceptual YIQ distance; nil (the default) to use
    /// ``channelTolerance``. pixelmatch blends both pixels over white, which makes a transparent
    /// pixel equal to an opaque white one; NavMock takes the larger of the distances over white and
    /// over black, so an alpha change always counts (for opaque pixels both are pixelmatch's own).
    public var threshold: Double?
    /// How many differing pixels are accepted. Default 0.
    public var maxDifferingPixels: Int
    /// Or: what fraction of the pixels may differ (0…1); nil to use only the count. Default nil.
    public var maxDifferingRatio: Double?
    /// Whether differing pixels on anti-aliased edges are ignored (pixelmatch's detection). Default false.
    public var detectAntialiasing: Bool

    /// Creates a comparison; see the table above for each option.
    public init(channelTolerance: Int = 1, threshold: Double? = nil, maxDifferingPixels: Int = 0,
                maxDifferingRatio: Double? = nil, detectAntialiasing: Bool = false) {
        self.channelTolerance = channelTolerance
        self.threshold = threshold
        self.maxDifferingPixels = maxDifferingPixels
        self.maxDifferingRatio = maxDifferingRatio
        self.detectAntialiasing = detectAntialiasing
    }

    /// Exact on the pinned toolchain (±1 per channel, no differing pixel).
    public static let exact = ImageComparison()

    /// `±1 per channel, no differing pixel`, `YIQ threshold 0.1, up to 0.5 % of pixels, anti-aliasing ignored`.
    public var description: String {
        var s = threshold.map { "YIQ threshold \(Self.fmt($0))" } ?? "±\(channelTolerance) per channel"
        var budget: [String] = []
        if maxDifferingPixels > 0 || maxDifferingRatio == nil {
            budget.append(maxDifferingPixels == 0 ? "no differing pixel" : "up to \(maxDifferingPixels) differing pixel\(maxDifferingPixels == 1 ? "" : "s")")
        }
        if let r = maxDifferingRatio { budget.append("up to \(Self.fmt(r * 100)) % of pixels") }
        s += ", " + budget.joined(separator: " or ")
        if detectAntialiasing { s += ", anti-aliasing ignored" }
        return s
    }

    static func fmt(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e9 ? String(Int(d)) : String(format: "%g", d)
    }
}

/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Width, pixels.
    public let width: Int
    /// Height, pixels.
    public let height: Int
    /// Creates a size.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// `393 × 118`.
    public var description: String { "\(width) × \(height)" }
}

/// What a comparison found.
public struct ImageDifference: Sendable, Hashable {
    /// Size of the expected image.
    public let expectedSize: PixelSize
    /// Size of the actual image.
    public let actualSize: PixelSize
    /// Pixels that differ beyond the tolerance (anti-aliased ones excluded when detection is on).
    /// With different sizes: every pixel of the larger image.
    public let differingPixels: Int
    /// Differing pixels recognised as anti-aliasing (0 unless detection is on).
    public let antialiasedPixels: Int
    /// Pixels compared (width × height).
    public let totalPixels: Int
    /// The largest channel difference seen (0…255, colours premultiplied by alpha).
    public let largestDifference: Int
    /// The largest perceptual distance seen, on pixelmatch's scale (the one `threshold` uses): 0 same,
    /// about 0.97 black against white, 1 the largest YIQ distance of all.
    public let largestDistance: Double
    /// Whether the images pass under the comparison's budget.
    public let passes: Bool

    /// Whether the sizes differ (then nothing else is compared).
    public var sizeMismatch: Bool { expectedSize != actualSize }
    /// `differingPixels / totalPixels`.
    public var differingRatio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// A one-line summary, e.g. "412 pixels differ (0.87 %; largest channel difference 97, distance 0.31)".
    public var summary: String {
        if sizeMismatch { return "sizes differ: expected \(expectedSize), actual \(actualSize)" }
        var s = "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ"
        if differingPixels == 0 && largestDifference == 0 { return "identical pixels" }
        let pct = differingRatio * 100
        s += " (\(pct > 0 && pct < 0.01 ? "<0.01" : String(format: "%.2f", pct)) %; largest channel difference \(largestDifference), distance \(String(format: "%.3f", largestDistance)))"
        if antialiasedPixels > 0 { s += ", \(antialiasedPixels) more on anti-aliased edges ignored" }
        return s
    }
}

extension ImageDifference {
    /// The difference of two images of different sizes, known from their sizes alone (their PNG
    /// headers): every pixel of the larger differs, and it never passes — what
    /// ``compareImages(expected:actual:_:)`` says of them, without decoding either.
    public static func sizeMismatch(expected: PixelSize, actual: PixelSize) -> ImageDifference {
        let n = max(expected.width * expected.height, actual.width * actual.height)
        return ImageDifference(expectedSize: expected, actualSize: actual, differingPixels: n, antialiasedPixels: 0, totalPixels: n,
                               largestDifference: 255, largestDistance: 1, passes: false)
    }
}

/// Whether ``diffImage(expected:actual:_:)`` of images of these sizes stays within
/// ``RenderLimits/maxPixels`` (it is three panels side by side: about three times the larger image).
public func diffImageFits(expected: PixelSize, actual: PixelSize) -> Bool {
    let w = max(expected.width, actual.width, 1), h = max(expected.height, actual.height, 1)
    let gap = max(4, min(w, h) / 40)
    return (3 * w + 2 * gap) * h <= RenderLimits.maxPixels
}

/// Compares two decoded images pixel by pixel (see ``ImageComparison`` for the options). Images
/// of different sizes differ in every pixel and never pass.
public func compareImages(expected: RGBAImage, actual: RGBAImage, _ options: ImageComparison = .exact) -> ImageDifference {
    let es = PixelSize(width: expected.width, height: expected.height), as_ = PixelSize(width: actual.width, height: actual.height)
    guard es == as_ else { return .sizeMismatch(expected: es, actual: as_) }
    var differing = 0, aa = 0, largest = 0
    var largestDelta = 0.0
    let n = es.width * es.height
    expected.pixels.withUnsafeBufferPointer { e in
        actual.pixels.withUnsafeBufferPointer { a in
            let cmp = PixelComparer(e: e, a: a, width: es.width, height: es.height, options: options)
            for i in 0..<n {
                let o = i * 4
                if e[o] == a[o] && e[o + 1] == a[o + 1] && e[o + 2] == a[o + 2] && e[o + 3] == a[o + 3] { continue }
                let c = cmp.channelDifference(o)
                if c > largest { largest = c }
                let d = PixelComparer.distance(e, o, a, o)
                if d > largestDelta { largestDelta = d }
                guard cmp.differs(o, channel: c, delta: d) else { continue }
                if options.detectAntialiasing && cmp.isAntialiased(x: i % es.width, y: i / es.width) { aa += 1 } else { differing += 1 }
            }
        }
    }
    var passes = differing <= options.maxDifferingPixels
    if let r = options.maxDifferingRatio { passes = passes || Double(differing) <= r * Double(n) }
    return ImageDifference(expectedSize: es, actualSize: as_, differingPixels: differing, antialiasedPixels: aa, totalPixels: n,
                           largestDifference: largest, largestDistance: min(1, (largestDelta / PixelComparer.maxYIQDelta).squareRoot()),
                           passes: passes)
}

/// A three-panel image: **expected | differences | actual**, separated by grey bars. The middle
/// panel shows the expected image faded to grey, differing pixels in red, pixels ignored as
/// anti-aliasing in yellow, and (for images of different sizes) the area only one image covers in
/// magenta. The outer panels show the images over a light checkerboard, so transparency shows.
public func diffImage(expected: RGBAImage, actual: RGBAImage, _ options: ImageComparison = .exact) -> RGBAImage {
    let w = max(expected.width, actual.width, 1), h = max(expected.height, actual.height, 1)
    let gap = max(4, min(w, h) / 40)
    let W = 3 * w + 2 * gap
    var out = RGBAImage(width: W, height: h, fill: (0xC7, 0xC7, 0xCC, 255))
    let sameSize = expected.width == actual.width && expected.height == actual.height
    out.pixels.withUnsafeMutableBufferPointer { o in
        func checker(_ x: Int, _ y: Int) -> Int { ((x / 8 + y / 8) % 2 == 0) ? 255 : 232 }
        func panel(_ img: RGBAImage, _ x0: Int) {
            img.pixels.withUnsafeBufferPointer { p in
                for y in 0..<h {
                    for x in 0..<w {
                        let d = (y * W + x0 + x) * 4
                        let bg = checker(x, y)
                        guard x < img.width, y < img.height else {
                            o[d] = 0xE5; o[d + 1] = 0xE5; o[d + 2] = 0xEA; o[d + 3] = 255; continue
                        }
                        let s = (y * img.width + x) * 4
                        let a = Int(p[s + 3])
                        for c in 0..<3 { o[d + c] = UInt8((Int(p[s + c]) * a + bg * (255 - a) + 127) / 255) }
                        o[d + 3] = 255
                    }
                }
            }
        }
        panel(expected, 0)
        panel(actual, 2 * (w + gap))
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                let cmp = PixelComparer(e: e, a: a, width: expected.width, height: expected.height, options: options)
                for y in 0..<h {
                    for x in 0..<w {
                        let d = (y * W + w + gap + x) * 4
                        let inE = x < expected.width && y < expected.height, inA = x < actual.width && y < actual.height
                        var rgb: (UInt8, UInt8, UInt8)
                        if inE != inA {
                            rgb = (255, 0, 255)
                        } else if !inE {
                            rgb = (0xE5, 0xE5, 0xEA)
                        } else {
                            let s = (y * expected.width + x) * 4
                            // Faded expected: luminance over white, mostly white.
                            let al = Double(e[s + 3]) / 255
                            let lum = 255 + (PixelComparer.luma(e, s) - 255) * al
                            let g = UInt8(max(0, min(255, 255 - (255 - lum) * 0.25)))
                            rgb = (g, g, g)
                            if sameSize {
                                let t = (y * actual.width + x) * 4
                                if !(e[s] == a[t] && e[s + 1] == a[t + 1] && e[s + 2] == a[t + 2] && e[s + 3] == a[t + 3]) {
                                    let c = cmp.channelDifference(s)
                                    let dl = PixelComparer.distance(e, s, a, s)
                                    if cmp.differs(s, channel: c, delta: dl) {
                                        rgb = options.detectAntialiasing && cmp.isAntialiased(x: x, y: y) ? (255, 204, 0) : (255, 0, 0)
                                    }
                                }
                            }
                        }
                        o[d] = rgb.0; o[d + 1] = rgb.1; o[d + 2] = rgb.2; o[d + 3] = 255
                    }
                }
            }
        }
    }
    return out
}

/// The three-panel image with only a per-channel tolerance (kept for existing callers).
public func diffImage(expected: RGBAImage, actual: RGBAImage, channelTolerance: Int) -> RGBAImage {
    diffImage(expected: expected, actual: actual, ImageComparison(channelTolerance: channelTolerance))
}

/// Per-pixel tests shared by ``compareImages(expected:actual:_:)`` and ``diffImage(expected:actual:_:)``.
/// The YIQ distance and the anti-aliasing detection follow pixelmatch (Kotsarenko & Ramos, "Measuring
/// perceived color difference using YIQ NTSC transmission color space"; Vysniauskas, "Anti-aliased
/// pixel and intensity slope detector").
struct PixelComparer {
    let e: UnsafeBufferPointer<UInt8>
    let a: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int
    let options: ImageComparison
    let maxDelta: Double

    /// The largest YIQ delta (black against white).
    static let maxYIQDelta = 35215.0

    init(e: UnsafeBufferPointer<UInt8>, a: UnsafeBufferPointer<UInt8>, width: Int, height: Int, options: ImageComparison) {
        self.e = e; self.a = a; self.width = width; self.height = height; self.options = options
        let t = options.threshold ?? 0
        maxDelta = Self.maxYIQDelta * t * t
    }

    /// Largest difference of the premultiplied channels and alpha at byte offset `o`.
    func channelDifference(_ o: Int) -> Int {
        let ea = Int(e[o + 3]), aa = Int(a[o + 3])
        var d = abs(ea - aa)
        for c in 0..<3 {
            let ev = Int(e[o + c]) * ea / 255, av = Int(a[o + c]) * aa / 255
            d = max(d, abs(ev - av))
        }
        return d
    }

    func differs(_ o: Int, channel: Int, delta: Double) -> Bool {
        options.threshold == nil ? channel > options.channelTolerance : delta > maxDelta
    }

    /// Whether the pixel at (x, y) is anti-aliasing in either image.
    func isAntialiased(x: Int, y: Int) -> Bool {
        Self.antialiased(e, x, y, width, height, a) || Self.antialiased(a, x, y, width, height, e)
    }

    static func luma(_ p: UnsafeBufferPointer<UInt8>, _ o: Int) -> Double {
        Double(p[o]) * 0.29889531 + Double(p[o + 1]) * 0.58662247 + Double(p[o + 2]) * 0.11448223
    }

    /// The squared YIQ distance ``ImageComparison/threshold`` is measured on: the larger of
    /// pixelmatch's distance with both pixels blended over white and over black. Blending over
    /// white alone hides alpha (transparent equals opaque white); over black alone, the reverse.
    static func distance(_ img1: UnsafeBufferPointer<UInt8>, _ k: Int, _ img2: UnsafeBufferPointer<UInt8>, _ m: Int) -> Double {
        let overWhite = abs(yiqDelta(img1, k, img2, m, yOnly: false))
        if img1[k + 3] == 255 && img2[m + 3] == 255 { return overWhite }
        return max(overWhite, abs(yiqDelta(img1, k, img2, m, yOnly: false, over: 0)))
    }

    /// pixelmatch's `colorDelta`: squared YIQ distance of pixel `k` of `img1` and pixel `m` of
    /// `img2`, blended over the grey level `over` (pixelmatch: 255, white); negative when the first
    /// is lighter. `yOnly`: luminance difference.
    static func yiqDelta(_ img1: UnsafeBufferPointer<UInt8>, _ k: Int, _ img2: UnsafeBufferPointer<UInt8>, _ m: Int, yOnly: Bool,
                         over bg: Double = 255) -> Double {
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2])
        let a1 = Double(img1[k + 3])
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2])
        let a2 = Double(img2[m + 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 { let f = a1 / 255; r1 = bg + (r1 - bg) * f; g1 = bg + (g1 - bg) * f; b1 = bg + (b1 - bg) * f }
        if a2 < 255 { let f = a2 / 255; r2 = bg + (r2 - bg) * f; g2 = bg + (g2 - bg) * f; b2 = bg + (b2 - bg) * f }
        let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
        let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
        let y = y1 - y2
        if yOnly { return y }
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// pixelmatch's `antialiased`: the pixel has at most two identical neighbours, and its darkest
    /// and brightest neighbours sit in flat areas ("many siblings") in both images.
    static func antialiased(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            _ img2: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minD = 0.0, maxD = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = yiqDelta(img, pos, img, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minD {
                    minD = delta; minX = x; minY = y
                } else if delta > maxD {
                    maxD = delta; maxX = x; maxY = y
                }
            }
        }
        if minD == 0 || maxD == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    /// More than two of the pixel's neighbours are identical to it.
    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let p2 = (y * width + x) * 4
                if img[pos] == img[p2] && img[pos + 1] == img[p2 + 1] && img[pos + 2] == img[p2 + 2] && img[pos + 3] == img[p2 + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
