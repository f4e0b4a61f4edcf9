@testable import NavMockSnapshot
import NavMockRender
import Testing

/// Issue 14 §9: pixelmatch blends both pixels over white before its YIQ distance, so a transparent
/// pixel and an opaque white one are "the same"; NavMock's threshold must not hide alpha changes.
@Suite("Threshold comparison sees alpha")
struct AlphaComparisonTests {
    @Test("transparent against opaque white differs at every threshold below 1", arguments: [0.0, 0.1, 0.5, 0.9])
    func transparentAgainstWhite(threshold: Double) {
        let clear = solid(3, 2, (0, 0, 0, 0)), white = solid(3, 2, (255, 255, 255, 255))
        let d = compareImages(expected: clear, actual: white, ImageComparison(threshold: threshold))
        #expect(!d.passes && d.differingPixels == 6)
        // Either order, and transparent pixels of any stored colour.
        #expect(!compareImages(expected: white, actual: solid(3, 2, (255, 255, 255, 0)), ImageComparison(threshold: threshold)).passes)
    }

    @Test("transparent against opaque black differs too (the blend over black alone would hide that one)")
    func transparentAgainstBlack() {
        #expect(!compareImages(expected: solid(2, 2, (0, 0, 0, 0)), actual: solid(2, 2, (0, 0, 0, 255)), ImageComparison(threshold: 0.1)).passes)
    }

    @Test("a half-transparent grey against the same grey opaque differs; a one-step alpha change passes 0.1")
    func partialAlpha() {
        let opaque = solid(2, 2, (128, 128, 128, 255))
        #expect(!compareImages(expected: opaque, actual: solid(2, 2, (128, 128, 128, 128)), ImageComparison(threshold: 0.1)).passes)
        #expect(compareImages(expected: opaque, actual: solid(2, 2, (128, 128, 128, 254)), ImageComparison(threshold: 0.1)).passes)
    }

    @Test("opaque pixels measure exactly as pixelmatch (the distance over white alone)")
    func opaqueUnchanged() {
        let d = compareImages(expected: solid(1, 1, (0, 0, 0, 255)), actual: solid(1, 1, (255, 255, 255, 255)))
        #expect(abs(d.largestDistance - 0.9659) < 1e-3)
        let grey = compareImages(expected: solid(1, 1, (200, 200, 200, 255)), actual: solid(1, 1, (204, 200, 200, 255)), ImageComparison(threshold: 0.1))
        #expect(grey.passes && grey.largestDistance > 0)
    }

    @Test("the diff image marks the alpha-only difference in red")
    func diffImageMarksAlpha() {
        let img = diffImage(expected: solid(1, 1, (0, 0, 0, 0)), actual: solid(1, 1, (255, 255, 255, 255)), ImageComparison(threshold: 0.1))
        // Middle panel starts after the 1-px expected panel and the 4-px gap.
        let o = (0 * img.width + 1 + 4) * 4
        #expect(Array(img.pixels[o..<o + 3]) == [255, 0, 0])
    }
}
