import Foundation
import Testing
@testable import NavMockCore

/// `DecimalText.fixed` must print exactly what `String(format: "%.Nf")` prints.
@Suite struct DecimalTextTests {
    func expectSame(_ v: Double, _ places: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(DecimalText.fixed(v, places: places) == String(format: "%.\(places)f", v),
                "value \(v) (bits \(String(v.bitPattern, radix: 16))), \(places) places", sourceLocation: sourceLocation)
    }

    @Test func examples() {
        #expect(DecimalText.fixed(0.5, places: 4) == "0.5000")
        #expect(DecimalText.fixed(1, places: 0) == "1")
        #expect(DecimalText.fixed(-0.0, places: 4) == "-0.0000")
        #expect(DecimalText.fixed(2.5, places: 0) == "2")        // a tie goes to the even digit
        #expect(DecimalText.fixed(0.03125, places: 4) == "0.0312")
        #expect(DecimalText.fixed(0.12345, places: 4) == "0.1235")  // 0.12345 is a little above the tie
        #expect(DecimalText.fixed(1.005, places: 2) == "1.00")      // 1.005 is a little below it
        #expect(DecimalText.fixed(12.3456, places: 3) == "12.346")
    }

    /// Exact ties (binary fractions), values a few ulps either side of every half-way point of
    /// the last place, negative values, zeros and large values, at 0…6 places.
    @Test func matchesPrintfNearHalfWayPoints() {
        for places in 0...6 {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            for k in stride(from: 0, to: 3000, by: 7) {
                let half = (Double(k) + 0.5) / scale
                var v = half
                for _ in 0..<3 { v = v.nextDown }
                for _ in 0..<7 {
                    expectSame(v, places); expectSame(-v, places)
                    v = v.nextUp
                }
            }
            for n in 1...12 {
                let tie = Double(1 << n - 1) / Double(1 << n)   // 0.5, 0.75, …: exact in binary
                expectSame(tie, places); expectSame(tie * 1000, places); expectSame(-tie, places)
            }
            for v in [0.0, -0.0, 1e-12, 0.99995, 0.999949999, 123456.78905, 4.2e9, 9.5e14 / scale] {
                expectSame(v, places); expectSame(-v, places)
            }
        }
    }

    /// Random values across magnitudes (a fixed seed, so that a failure repeats).
    @Test func matchesPrintfOnRandomValues() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state }
        for i in 0..<20_000 {
            let unit = Double(next() >> 11) / Double(1 << 53)
            let magnitude = [1.0, 10, 1000, 1e6, 1e-3][i % 5]
            let v = (i % 3 == 0 ? -1 : 1) * unit * magnitude
            expectSame(v, i % 7)
        }
    }

    /// Beyond what the exact path handles, `String(format:)` itself answers.
    @Test func hugeAndNonFiniteValuesFallBack() {
        for v in [1e20, -3e17, Double.infinity, -Double.infinity, Double.nan] { expectSame(v, 3) }
    }
}
