import Foundation
import NavMockRender
@testable import NavMockSnapshot
import Testing

/// Tiny synthetic images, pixelmatch-style: every option of the comparison on a few pixels.
func image(_ w: Int, _ h: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
    var p: [UInt8] = []
    for y in 0..<h { for x in 0..<w { let c = pixel(x, y); p += [c.0, c.1, c.2, c.3] } }
    return RGBAImage(width: w, height: h, pixels: p)!
}

func solid(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage { RGBAImage(width: w, height: h, fill: c) }

/// A black | grey | white edge: column 4 is the anti-aliased one.
func edge(grey: UInt8) -> RGBAImage {
    image(9, 8) { x, _ in x < 4 ? (0, 0, 0, 255) : x == 4 ? (grey, grey, grey, 255) : (255, 255, 255, 255) }
}

@Suite("Image comparison")
struct ImageComparisonTests {
    @Test("identical images pass with nothing differing")
    func identical() {
        let a = solid(4, 3, (10, 20, 30, 255))
        let d = compareImages(expected: a, actual: a)
        #expect(d.passes && d.differingPixels == 0 && d.largestDifference == 0 && d.largestDistance == 0)
        #expect(d.summary == "identical pixels")
    }

    @Test("the default is ±1 per channel and no differing pixel")
    func defaultTolerance() {
        let a = solid(4, 3, (100, 100, 100, 255))
        let one = image(4, 3) { x, y in x == 1 && y == 1 ? (101, 99, 100, 255) : (100, 100, 100, 255) }
        let two = image(4, 3) { x, y in x == 1 && y == 1 ? (102, 100, 100, 255) : (100, 100, 100, 255) }
        #expect(compareImages(expected: a, actual: one).passes)
        let d = compareImages(expected: a, actual: two)
        #expect(!d.passes)
        #expect(d.differingPixels == 1 && d.largestDifference == 2 && d.totalPixels == 12)
        #expect(d.summary.hasPrefix("1 pixel differ (8.33 %; largest channel difference 2"))
        #expect(compareImages(expected: a, actual: two, ImageComparison(channelTolerance: 2)).passes)
    }

    @Test("colours are compared premultiplied: transparent pixels are equal whatever their colour")
    func premultiplied() {
        let a = solid(2, 2, (255, 0, 0, 0)), b = solid(2, 2, (0, 0, 255, 0))
        #expect(compareImages(expected: a, actual: b).passes)
        let c = solid(2, 2, (0, 0, 255, 1))
        #expect(compareImages(expected: a, actual: c).passes)   // alpha 1: within ±1
        #expect(!compareImages(expected: a, actual: solid(2, 2, (0, 0, 255, 3))).passes)
    }

    @Test("the budget: a count of pixels, or a ratio")
    func budget() {
        let a = solid(10, 10, (0, 0, 0, 255))
        let b = image(10, 10) { x, y in y == 0 && x < 3 ? (255, 255, 255, 255) : (0, 0, 0, 255) }
        #expect(!compareImages(expected: a, actual: b).passes)
        #expect(!compareImages(expected: a, actual: b, ImageComparison(maxDifferingPixels: 2)).passes)
        #expect(compareImages(expected: a, actual: b, ImageComparison(maxDifferingPixels: 3)).passes)
        #expect(compareImages(expected: a, actual: b, ImageComparison(maxDifferingRatio: 0.03)).passes)
        #expect(!compareImages(expected: a, actual: b, ImageComparison(maxDifferingRatio: 0.02)).passes)
        #expect(compareImages(expected: a, actual: b).largestDistance > 0.96)
    }

    @Test("different sizes never pass, and say so")
    func sizes() {
        let d = compareImages(expected: solid(4, 3, (0, 0, 0, 255)), actual: solid(5, 3, (0, 0, 0, 255)))
        #expect(!d.passes && d.sizeMismatch)
        #expect(d.summary == "sizes differ: expected 4 × 3, actual 5 × 3")
        #expect(!compareImages(expected: solid(4, 3, (0, 0, 0, 255)), actual: solid(5, 3, (0, 0, 0, 255)),
                               ImageComparison(maxDifferingRatio: 1)).passes)
    }

    @Test("pixelmatch's YIQ threshold replaces the channel tolerance")
    func threshold() {
        let a = solid(2, 2, (200, 200, 200, 255))
        let near = solid(2, 2, (204, 200, 200, 255)), far = solid(2, 2, (120, 200, 200, 255))
        #expect(!compareImages(expected: a, actual: near).passes)                      // ±1 fails
        #expect(compareImages(expected: a, actual: near, ImageComparison(threshold: 0.1)).passes)
        #expect(!compareImages(expected: a, actual: far, ImageComparison(threshold: 0.1)).passes)
        #expect(!compareImages(expected: a, actual: near, ImageComparison(threshold: 0)).passes)
        // Black against white: √(0.5053 × 255² / 35215) ≈ 0.966 on pixelmatch's scale (1 is its
        // largest YIQ distance, between saturated opposites).
        let d = compareImages(expected: solid(1, 1, (0, 0, 0, 255)), actual: solid(1, 1, (255, 255, 255, 255)))
        #expect(abs(d.largestDistance - 0.9659) < 1e-3)
    }

    @Test("anti-aliased edge pixels are counted apart when detection is on")
    func antialiasing() {
        let a = edge(grey: 128), b = edge(grey: 180)
        let plain = compareImages(expected: a, actual: b)
        #expect(plain.differingPixels == 8 && plain.antialiasedPixels == 0 && !plain.passes)
        let aa = compareImages(expected: a, actual: b, ImageComparison(detectAntialiasing: true))
        #expect(aa.differingPixels == 0 && aa.antialiasedPixels == 8 && aa.passes)
        #expect(aa.summary.contains("8 more on anti-aliased edges ignored"))
        // A change in a flat area is not anti-aliasing.
        let c = image(9, 8) { x, y in x == 1 && y == 4 ? (90, 90, 90, 255) : x < 4 ? (0, 0, 0, 255) : x == 4 ? (128, 128, 128, 255) : (255, 255, 255, 255) }
        let flat = compareImages(expected: a, actual: c, ImageComparison(detectAntialiasing: true))
        #expect(flat.differingPixels == 1 && !flat.passes)
    }

    @Test("every option reads back in words")
    func description() {
        #expect(ImageComparison.exact.description == "±1 per channel, no differing pixel")
        #expect(ImageComparison(threshold: 0.1, maxDifferingRatio: 0.005, detectAntialiasing: true).description
                == "YIQ threshold 0.1, up to 0.5 % of pixels, anti-aliasing ignored")
        #expect(ImageComparison(channelTolerance: 3, maxDifferingPixels: 10).description == "±3 per channel, up to 10 differing pixels")
    }
}

@Suite("Diff images")
struct DiffImageTests {
    func px(_ img: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] { Array(img.pixels[(y * img.width + x) * 4..<(y * img.width + x) * 4 + 4]) }

    @Test("three panels: expected | differences in red over faded grey | actual")
    func panels() {
        let a = solid(10, 10, (0, 0, 255, 255))
        let b = image(10, 10) { x, y in x == 3 && y == 5 ? (255, 255, 0, 255) : (0, 0, 255, 255) }
        let d = diffImage(expected: a, actual: b)
        let gap = 4
        #expect(d.width == 3 * 10 + 2 * gap && d.height == 10)
        #expect(px(d, 0, 0) == [0, 0, 255, 255])                         // expected, as is
        #expect(px(d, 10 + gap + 3, 5) == [255, 0, 0, 255])              // the differing pixel, red
        let grey = px(d, 10 + gap, 0)
        #expect(grey[0] == grey[1] && grey[1] == grey[2] && grey[0] > 150) // faded, grey
        #expect(px(d, 2 * (10 + gap) + 3, 5) == [255, 255, 0, 255])     // actual, as is
    }

    @Test("anti-aliasing in yellow; the area only one image covers in magenta")
    func colours() {
        let d = diffImage(expected: edge(grey: 128), actual: edge(grey: 180), ImageComparison(detectAntialiasing: true))
        #expect(px(d, 9 + 4 + 4, 3) == [255, 204, 0, 255])
        let s = diffImage(expected: solid(4, 4, (0, 0, 0, 255)), actual: solid(6, 4, (0, 0, 0, 255)))
        #expect(s.width == 3 * 6 + 2 * 4)
        #expect(px(s, 6 + 4 + 5, 1) == [255, 0, 255, 255])
    }

    @Test("transparent pixels show a checkerboard in the outer panels")
    func checkerboard() {
        let d = diffImage(expected: solid(16, 16, (0, 0, 0, 0)), actual: solid(16, 16, (0, 0, 0, 0)))
        #expect(px(d, 0, 0) != px(d, 8, 0))
    }
}

@Suite("Toolchain fingerprint")
struct FingerprintTests {
    @Test("the current fingerprint is doctor's, and changes read as words")
    func changes() {
        let fp = ToolchainFingerprint.current()
        #expect(fp.id == Toolchain.fingerprint)
        #expect(fp.libraries["cairo"] != nil && !fp.fonts.isEmpty)
        var libs = fp.libraries
        libs["cairo"] = "1.18.0"
        var fonts = fp.fonts
        let first = fonts.keys.sorted()[0]
        fonts[first] = "0000"
        let other = ToolchainFingerprint(id: "0123456789abcdef", libraries: libs, fonts: fonts)
        let ch = fp.changes(from: other)
        #expect(ch.contains("cairo 1.18.0 → \(fp.libraries["cairo"]!)"))
        #expect(ch.contains("font \((first as NSString).lastPathComponent) changed"))
        #expect(fp.changes(from: fp).isEmpty)
    }
}

@Suite("Shards")
struct ShardTests {
    @Test("the slices are disjoint, cover the suite, and differ by at most one case")
    func slices() throws {
        for n in 1...5 {
            var seen: [Int] = []
            var sizes: [Int] = []
            for k in 1...n {
                let s = try #require(SnapshotSuite.Shard("\(k)/\(n)"))
                let mine = (0..<23).filter(s.contains)
                sizes.append(mine.count)
                seen += mine
            }
            #expect(seen.sorted() == Array(0..<23))
            #expect(sizes.max()! - sizes.min()! <= 1)
        }
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2"] { #expect(SnapshotSuite.Shard(bad) == nil, "\(bad)") }
    }
}
