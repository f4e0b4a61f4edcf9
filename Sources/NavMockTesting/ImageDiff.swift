import NavMockRender

/// How two images are compared: decoded pixels, never file bytes.
///
/// Defaults are exact on the pinned toolchain: every channel within ±1, no differing pixel allowed.
/// The tolerant settings are for users on other toolchains.
public struct ImageComparison: Sendable, Hashable {
    /// Largest difference, per channel (0…255), for two pixels to count as the same. Default 1.
    public var channelTolerance: Int
    /// How many differing pixels are accepted. Default 0.
    public var maxDifferingPixels: Int
    /// Or: what fraction of the pixels may differ (0…1); nil to use only the count. Default nil.
    public var maxDifferingRatio: Double?
    /// Creates a comparison.
    public init(channelTolerance: Int = 1, maxDifferingPixels: Int = 0, maxDifferingRatio: Double? = nil) {
        self.channelTolerance = channelTolerance
        self.maxDifferingPixels = maxDifferingPixels
        self.maxDifferingRatio = maxDifferingRatio
    }
    /// Exact on the pinned toolchain (±1 per channel, no differing pixel).
    public static let exact = ImageComparison()
}

/// What a comparison found.
public struct ImageDifference: Sendable, Hashable {
    /// Sizes of the two images (expected first).
    public let expectedSize: (width: Int, height: Int)
    /// Size of the actual image.
    public let actualSize: (width: Int, height: Int)
    /// Pixels whose largest channel difference exceeds the tolerance.
    public let differingPixels: Int
    /// The largest channel difference seen (0…255).
    public let largestDifference: Int
    /// Whether the images pass under the comparison's budget.
    public let passes: Bool

    /// Whether the sizes differ (then nothing else is compared).
    public var sizeMismatch: Bool { expectedSize != actualSize }

    public static func == (a: ImageDifference, b: ImageDifference) -> Bool {
        a.expectedSize == b.expectedSize && a.actualSize == b.actualSize && a.differingPixels == b.differingPixels
            && a.largestDifference == b.largestDifference && a.passes == b.passes
    }
    public func hash(into h: inout Hasher) { h.combine(differingPixels); h.combine(largestDifference); h.combine(passes) }

    /// A one-line summary, e.g. "412 pixels differ (largest channel difference 97)".
    public var summary: String {
        if sizeMismatch {
            return "sizes differ: expected \(expectedSize.width) × \(expectedSize.height), actual \(actualSize.width) × \(actualSize.height)"
        }
        return "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ (largest channel difference \(largestDifference))"
    }
}

/// Compares two decoded images pixel by pixel. Colours are compared premultiplied by alpha, so
/// two fully transparent pixels are equal whatever their colour.
public func compareImages(expected: RGBAImage, actual: RGBAImage, _ options: ImageComparison = .exact) -> ImageDifference {
    guard expected.width == actual.width, expected.height == actual.height else {
        return ImageDifference(expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                               differingPixels: max(expected.width * expected.height, actual.width * actual.height),
                               largestDifference: 255, passes: false)
    }
    var differing = 0, largest = 0
    let n = expected.width * expected.height
    expected.pixels.withUnsafeBufferPointer { e in
        actual.pixels.withUnsafeBufferPointer { a in
            for i in 0..<n {
                let o = i * 4
                let ea = Int(e[o + 3]), aa = Int(a[o + 3])
                var d = abs(ea - aa)
                for c in 0..<3 {
                    let ev = Int(e[o + c]) * ea / 255, av = Int(a[o + c]) * aa / 255
                    d = max(d, abs(ev - av))
                }
                if d > largest { largest = d }
                if d > options.channelTolerance { differing += 1 }
            }
        }
    }
    var passes = differing <= options.maxDifferingPixels
    if let r = options.maxDifferingRatio { passes = passes || Double(differing) <= r * Double(n) }
    return ImageDifference(expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                           differingPixels: differing, largestDifference: largest, passes: passes)
}

/// A three-panel image: expected | differences (red over a faded expected) | actual.
/// Images of different sizes are placed top-left on a transparent canvas.
public func diffImage(expected: RGBAImage, actual: RGBAImage, channelTolerance: Int = 1) -> RGBAImage {
    let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
    let gap = 4
    let W = 3 * w + 2 * gap
    var out = RGBAImage(width: W, height: h, fill: (255, 255, 255, 255))
    func put(_ img: RGBAImage, _ x0: Int) {
        for y in 0..<img.height {
            for x in 0..<img.width {
                let s = (y * img.width + x) * 4, d = (y * W + x0 + x) * 4
                for c in 0..<4 { out.pixels[d + c] = img.pixels[s + c] }
            }
        }
    }
    put(expected, 0)
    put(actual, 2 * (w + gap))
    for y in 0..<h {
        for x in 0..<w {
            let d = (y * W + w + gap + x) * 4
            let inE = x < expected.width && y < expected.height, inA = x < actual.width && y < actual.height
            var differs = inE != inA
            var grey: UInt8 = 255
            if inE {
                let s = (y * expected.width + x) * 4
                let lum = (Int(expected.pixels[s]) * 3 + Int(expected.pixels[s + 1]) * 6 + Int(expected.pixels[s + 2])) / 10
                grey = UInt8(255 - (255 - lum) / 4)
                if inA {
                    let t = (y * actual.width + x) * 4
                    for c in 0..<4 where abs(Int(expected.pixels[s + c]) - Int(actual.pixels[t + c])) > channelTolerance { differs = true }
                }
            }
            if differs {
                out.pixels[d] = 255; out.pixels[d + 1] = 0; out.pixels[d + 2] = 0; out.pixels[d + 3] = 255
            } else {
                out.pixels[d] = grey; out.pixels[d + 1] = grey; out.pixels[d + 2] = grey; out.pixels[d + 3] = 255
            }
        }
    }
    return out
}
