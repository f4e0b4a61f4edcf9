import Foundation
import NavMockRender
import Testing

/// Issue 35 item 1, the drawing cost of one icon: IconCheck refuses icons whose drawing at the
/// largest size NavMock draws an icon (IconGeometry.boxPixels) would have a stroke, a coordinate,
/// a radius, a font size, a total outline or a count of outline pieces over IconGeometry's bounds,
/// however the scale is reached (stroke-width, transform, nested view box, use placement). Each
/// case names the bound its message must name, so that disabling that bound fails it.
@Suite("Icon drawing cost")
struct IconDrawingCostTests {
    static func svg(_ body: String, viewBox: String = "0 0 16 16") -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"\(viewBox)\">\(body)</svg>".utf8)
    }

    static let stroke = "stroked", far = "from the origin", outlines = "outlines over", pieces = "pieces of outline"

    /// Each kind of blow-up: a name, the icon and the bound its refusal names.
    static let cases: [(String, [UInt8], String)] = {
        var arcs = "M8 8", cubics = "M8 8"
        var rnd: UInt64 = 1
        func u() -> Double { rnd = rnd &* 6364136223846793005 &+ 1442695040888963407; return Double(rnd >> 11) / Double(1 << 53) * 16 }
        for _ in 0..<2_000 { arcs += "a1.5 1.5 0 1 1 0.01 0.01" }
        for _ in 0..<600 { cubics += String(format: "C%.2f %.2f %.2f %.2f %.2f %.2f", u(), u(), u(), u(), u(), u()) }
        return [
            // The issue's: a 48 KB icon stroked 10⁹ wide with round joins (> 120 s, 4.2 GB).
            ("stroke-width", svg("<path d=\"M1 1L15 15L1 15z\" fill=\"none\" stroke=\"#000\" stroke-width=\"1e9\" stroke-linejoin=\"round\"/>"), stroke),
            ("stroke-width inherited", svg("<g stroke-width=\"1e5\"><path d=\"M1 1L15 15\" stroke=\"#000\"/></g>"), stroke),
            ("stroke-width in style", svg("<path d=\"M1 1L15 15\" style=\"stroke:#000;stroke-width:1e5 !important\"/>"), stroke),
            ("stroke-width in inches", svg("<path d=\"M1 1L15 15\" stroke=\"#000\" stroke-width=\"100in\"/>"), stroke),
            ("scale transform", svg("<g transform=\"scale(1e6)\"><path d=\"M0 0h0.00001\" stroke=\"#000\" stroke-width=\"1\"/></g>"), stroke),
            ("matrix transform", svg("<path transform=\"matrix(1e6 0 0 1e6 0 0)\" d=\"M0 0h0.00001\" stroke=\"#000\"/>"), stroke),
            ("skew transform", svg("<path transform=\"skewX(89.9999)\" d=\"M0 0v0.00001\" stroke=\"#000\" stroke-width=\"1\"/>"), stroke),
            ("nested transforms", svg(String(repeating: "<g transform=\"scale(10)\">", count: 8) + "<path d=\"M0 0h1e-8\"/>" + String(repeating: "</g>", count: 8)), stroke),
            ("tiny nested view box", svg("<svg width=\"16\" height=\"16\" viewBox=\"0 0 0.0001 0.0001\"><path d=\"M0 0h0.00001\" stroke=\"#000\" stroke-width=\"0.00001\"/></svg>"), stroke),
            ("tiny symbol view box through use", svg("<symbol id=\"s\" viewBox=\"0 0 0.0001 0.0001\"><path d=\"M0 0h0.00001\" stroke=\"#000\" stroke-width=\"0.00001\"/></symbol><use href=\"#s\" width=\"16\" height=\"16\"/>"), stroke),
            // NavMock's own outline of emboldened icons (6.4 px), scaled by the icon's transform.
            ("outline scaled", svg("<path transform=\"scale(1000)\" d=\"M0 0h0.001\" stroke-width=\"0\"/>"), stroke),
            ("tiny root view box", svg("<path d=\"M0 0h0.000001\" stroke=\"#000\" stroke-width=\"0.0001\"/>", viewBox: "0 0 0.000001 0.000001"), stroke),
            ("huge circle", svg("<circle cx=\"8\" cy=\"8\" r=\"1e9\" fill=\"#000\" stroke-width=\"0\"/>"), far),
            ("huge coordinates", svg("<path d=\"M0 0L1e9 1e9\" stroke-width=\"0\"/>"), far),
            ("huge relative coordinates", svg("<path d=\"M0 0" + String(repeating: "l1e4 0", count: 20) + "\" stroke-width=\"0\"/>"), far),
            ("huge arc radii", svg("<path d=\"M8 8a1e9 1e9 0 1 1 1 0\" stroke-width=\"0\"/>"), far),
            ("arc radii scaled up to join the ends", svg("<path d=\"M0 0a1e-9 10 0 0 1 10 0\" stroke-width=\"0\"/>"), far),
            ("use offset", svg("<defs><path id=\"p\" d=\"M0 0h1\" stroke-width=\"0\"/></defs><use href=\"#p\" x=\"1e9\"/>"), far),
            ("translate far away", svg("<path transform=\"translate(1e9 0)\" d=\"M0 0h1\" stroke-width=\"0\"/>"), far),
            ("huge font size", svg("<text x=\"1\" y=\"12\" font-size=\"1e9\" stroke-width=\"0\">A</text>"), far),
            ("huge rect", svg("<rect width=\"1e9\" height=\"1\" stroke-width=\"0\"/>"), far),
            ("letter spacing", svg("<text x=\"1\" y=\"12\" letter-spacing=\"1e6\" stroke-width=\"0\">AAAA</text>"), far),
            // A view box with no area, which librsvg may ignore and draw the content unscaled.
            ("negative nested view box", svg("<svg width=\"16\" height=\"16\" viewBox=\"0 0 -1 -1\"><path d=\"M0 0h1\" stroke=\"#000\" stroke-width=\"1e9\"/></svg>"), stroke),
            // The check's own work: a 60 KB transform copied 200 times is 12 MB to read.
            ("long transform copied", svg("<defs><g id=\"t\" transform=\"" + String(repeating: "translate(0.001)", count: 3_800) + "\"><path d=\"M0 0h1\" stroke-width=\"0\"/></g></defs>" + String(repeating: "<use href=\"#t\"/>", count: 200)), "geometry to measure"),
            // Many outlines over each other: Cairo's cost grows as their count squared.
            ("stacked circles", svg("<path d=\"\(arcs)\" stroke-width=\"0\"/>"), pieces),
            ("many uses of a path", svg("<defs><path id=\"p\" d=\"M0 0h1v1h-1z\" stroke-width=\"0\"/></defs>" + String(repeating: "<use href=\"#p\"/>", count: 300)), pieces),
            ("long curves", svg("<path d=\"\(cubics)\" stroke-width=\"0.1\"/>"), outlines),
        ]
    }()

    @Test("each kind of drawing blow-up is refused, naming its bound", arguments: cases.indices)
    func refused(_ k: Int) {
        let (name, icon, bound) = Self.cases[k]
        do throws(IconCheck.Refusal) {
            let m = try IconCheck.check(icon)
            Issue.record("\(name): accepted (\(m))")
        } catch {
            #expect(!error.malformed && error.description.contains(bound), "\(name): \(error.description)")
        }
    }

    @Test("dashes are refused whatever their count: stroke-dasharray is not allowed")
    func dashes() {
        for icon in [Self.svg("<path d=\"M0 0H16\" stroke=\"#000\" stroke-dasharray=\"0.0001\"/>"),
                     Self.svg("<path d=\"M0 0H16\" style=\"stroke:#000;stroke-dasharray:0.0001\"/>")] {
            #expect(throws: IconCheck.Refusal.self) { try IconCheck.check(icon) }
        }
    }

    @Test("a transform where librsvg may not apply one, or geometry in a style, is refused rather than mismeasured")
    func ambiguous() {
        for body in ["<svg transform=\"scale(0.0001)\" width=\"16\" height=\"16\"><path d=\"M0 0h1\"/></svg>",
                     "<symbol id=\"s\" transform=\"scale(0.001)\"><path d=\"M0 0h1\"/></symbol><use href=\"#s\"/>",
                     "<path style=\"transform:scale(0.001)\" transform=\"scale(1000)\" d=\"M0 0h0.001\"/>",
                     "<circle style=\"r:1\" r=\"1e9\"/>"] {
            #expect(throws: IconCheck.Refusal.self, "\(body)") { try IconCheck.check(Self.svg(body)) }
        }
    }

    @Test("inside the bounds: a stroked icon at the stroke bound's tenth, shapes reached through use and symbol, text")
    func inside() throws {
        let m = try IconCheck.check(Self.svg("""
        <defs><symbol id="s" viewBox="0 0 32 32"><circle cx="16" cy="16" r="12" stroke="#000" stroke-width="4"/></symbol></defs>
        <g transform="translate(8 8) rotate(30) scale(0.5)"><path d="M-4 -4h8v8h-8zM0 0a4 4 0 1 1 2 2q1 1 2 0t2 0c1 1 2 2 3 0s1 1 2 0" stroke="#000" stroke-width="3"/></g>
        <use href="#s" x="2" y="2" width="12" height="12"/>
        <text x="2" y="14" font-size="4">Ab</text>
        """))
        #expect(m.strokePixels > 0 && m.strokePixels * 10 <= IconGeometry.maxStrokePixels, "\(m)")
        #expect(m.coordinatePixels > 0 && m.coordinatePixels <= IconGeometry.maxCoordinatePixels, "\(m)")
        #expect(m.segments > 10 && m.segments <= 100, "\(m)")
        #expect(m.drawPixels > 0 && m.drawPixels <= IconGeometry.maxDrawPixels, "\(m)")
    }
}

extension IconDrawingCostTests {
    /// NavMock checks icons on threads of 8 MiB (WorkerPool, BackgroundWork) or the main thread;
    /// the walk recurses once per element on the way down (it needs 1 to 2 MiB in a debug build).
    @Test("the deepest walk allowed (32 levels of nesting through 8 references) runs on a 2 MiB thread stack")
    func deepestWalk() throws {
        // Each level: a group nested 30 deep holding a use of the next level's group.
        var defs = ""
        for level in 0..<8 {
            let inner = level == 7 ? "<path d=\"M0 0h1\"/>" : "<use href=\"#l\(level + 1)\"/>"
            defs += "<g id=\"l\(level)\">" + String(repeating: "<g>", count: 29) + inner + String(repeating: "</g>", count: 29) + "</g>"
        }
        let icon = Self.svg("<defs>" + defs + "</defs>" + String(repeating: "<g>", count: 29) + "<use href=\"#l0\"/>" + String(repeating: "</g>", count: 29))
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<IconComplexity.Measure, IconCheck.Refusal>?
        let thread = Thread {
            result = Result { () throws(IconCheck.Refusal) in try IconCheck.check(icon) }
            done.signal()
        }
        thread.stackSize = 2 << 20
        thread.start()
        done.wait()
        let m = try result!.get()
        #expect(m.referenceDepth == 8, "\(m)")
    }
}

extension IconDrawingCostTests {
    /// Found by `Fuzz/run.sh 1800 icon` after 174,372 runs: a view box 10¹⁰² wide made NavMock's
    /// outline 10¹⁰¹ px wide, and the refusal's message trapped converting it to Int (exit 132).
    @Test("a stroke or coordinate too large for an Int is refused with a message, not a trap")
    func hugeNumbersInMessages() {
        let wide = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" viewBox=\"0 0 " + String(repeating: "6", count: 103)
            + " 16\"><path d=\"M8.01 4.555 4.00501 9.33QQQQQQ55L.555L8.01 9.651Z\"/></svg>"
        for icon in [Array(wide.utf8),
                     Self.svg("<path d=\"M0 0h1\" stroke-width=\"1e300\"/>"),
                     Self.svg("<path d=\"M0 0L1e300 0\" stroke-width=\"0\"/>"),
                     Self.svg("<circle r=\"1e308\" transform=\"scale(1e308)\"/>")] {
            #expect(throws: IconCheck.Refusal.self) { try IconCheck.check(icon) }
        }
    }
}
