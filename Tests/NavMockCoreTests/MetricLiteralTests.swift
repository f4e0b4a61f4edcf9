import Foundation
import NavMockTestSupport
import Testing

/// Every number layout and scene code draws with lives in a metrics table (a file whose name ends
/// in `Metrics.swift`), with its source and confidence. This test scans the other layout and scene
/// files token by token (comments and string literals skipped) and fails on any decimal literal
/// but 0, 0.5, 1 and 2 that the short allow-list below does not name.
@Suite("Numbers live in the metrics tables")
struct MetricLiteralTests {
    static let root = URL(fileURLWithPath: TestRepository.root)

    /// The folders scanned, recursively: the layout and scene code every design shares, and each
    /// design's folder (layout, scene and metrics side by side).
    static let folders = ["Sources/NavMockCore/Layout", "Sources/NavMockCore/Scene", "Sources/NavMockCore/Designs"]

    /// The renderer's drawing code, scanned too (its numbers in `RenderMetrics.swift` and the
    /// glass tables); its byte-level arithmetic (bytes per pixel, 8-bit channels) is allow-listed.
    static let rendererFiles = ["CairoRenderer.swift", "GlassRenderer.swift", "ScaledPaint.swift", "PixelGrid.swift",
                                "GlassShadowRaster.swift", "PlacedImage.swift"].map { "Sources/NavMockRender/Cairo/" + $0 }

    /// Design folders that must exist, so that moving code cannot take it out of the scan.
    static let designFolders = ["BottomTabBar", "PadTabBar", "TVTabBar", "VisionTabBar", "MacTabView", "PageControl"]

    /// The files scanned: layout and scene code, tab bars and page controls, in every subfolder.
    static let scanned: [String] = {
        let fm = FileManager.default
        var out: [String] = []
        for dir in folders {
            guard let walk = fm.enumerator(atPath: root.appendingPathComponent(dir).path) else { continue }
            for case let rel as String in walk where rel.hasSuffix(".swift") { out.append(dir + "/" + rel) }
        }
        return (out.filter { !$0.hasSuffix("Metrics.swift") } + rendererFiles).sorted()
    }()

    @Test("every folder the metric rule covers exists, and each design folder holds Swift code")
    func foldersExist() {
        var isDir: ObjCBool = false
        for dir in Self.folders + Self.designFolders.map({ "Sources/NavMockCore/Designs/" + $0 }) {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(dir).path, isDirectory: &isDir) && isDir.boolValue,
                    "\(dir) is missing: update MetricLiteralTests.folders/designFolders with the code's new place")
        }
        for d in Self.designFolders {
            #expect(Self.scanned.contains { $0.hasPrefix("Sources/NavMockCore/Designs/\(d)/") }, "no code scanned in Designs/\(d)")
        }
    }

    /// The allow-list: a literal in a file, on a line containing a fragment, and why it is not a
    /// metric.
    static let allowed: [(file: String, literal: String, line: String, why: String)] = [
        ("LayoutTree.swift", "1000", "1000", "rounding of the JSON output to 0.001"),
        ("LayoutTree.swift", "1e15", "1e15", "largest number printed without a fraction"),
        ("LayoutTree.swift", "3", "places: 3", "the JSON output's three decimal places (0.001)"),
        ("SceneBuilder.swift", "180", "Double.pi / 180", "degrees to radians"),
        ("LayoutNodes.swift", "4", "static let turn", "quarter turns in a whole turn (a count, not a length)"),
        ("*", "17", "osVersion.major", "an OS version a design starts or ends at"),
        ("*", "18", "osVersion.major", "an OS version a design starts or ends at"),
        ("*", "26", "osVersion.major", "an OS version a design starts or ends at"),
        // The renderer's byte-level arithmetic: 4 bytes per ARGB32 pixel, 8-bit channels (255,
        // 256ths, shifts by 8), C buffer sizes, and finite guards.
        ("*", "4", "stride", "bytes per ARGB32 pixel"),
        ("CairoRenderer.swift", "4", "x0 * 4", "bytes per ARGB32 pixel"),
        ("CairoRenderer.swift", "4", "sw * 4", "bytes per ARGB32 pixel"),
        ("CairoRenderer.swift", "4", "places: 4", "four decimals of an SVG colour's opacity"),
        ("GlassRenderer.swift", "4", "places: 4", "four decimals of an SVG stroke width"),
        ("*", "255", "255", "an 8-bit channel's largest value"),
        ("*", "256", "256", "8-bit fixed-point weights (256ths)"),
        ("GlassRenderer.swift", "8", ">> 8", "8-bit fixed point"),
        ("GlassRenderer.swift", "8", "<< 8", "8-bit fixed point"),
        ("CairoRenderer.swift", "1e9", "canvasTooLarge", "a size printed in an error, kept finite"),
        ("CairoRenderer.swift", "3", "3 * Double.pi / 2", "an arc's angle: three quarters of a turn"),
        ("CairoRenderer.swift", "0.25", "- 0.25", "the box blur's variance correction (a box of n px has σ² = (n² − 1)/12)"),
        ("*", "0.01", "max(", "a guard against dividing by zero"),
        ("*", "1e-9", "1e-9", "floating-point tolerance"),
        ("ScaledPaint.swift", "32", "alignment: 32", "SIMD alignment of a scratch buffer"),
        ("GlassRenderer.swift", "32", "/ 32", "samples of the lens's profile when measuring its reach"),
        ("GlassRenderer.swift", "32", "(0...32)", "samples of the lens's profile when measuring its reach"),
        ("GlassRenderer.swift", "3", "3 * m.blur", "a Gaussian's reach: three σ"),
        ("GlassRenderer.swift", "3", "? 0 : 3", "the lens's pixel kinds (0 own point … 3 corner)"),
        ("GlassRenderer.swift", "3", "kind != 3", "the lens's pixel kinds (0 own point … 3 corner)"),
        ("GlassRenderer.swift", "2.5", "2.5 * s.sigma", "a shadow's reach: 2.5 σ"),
        ("GlassRenderer.swift", "8.0", "shadowMaxStep", "the shadow's largest step, pixels"),
        ("GlassShadowRaster.swift", "64", "1.0 / 64", "the shadow table's step, 1/64 pt"),
        ("GlassRenderer.swift", "32_768", "32_768", "Cairo's largest image side (a gradient column taller is drawn as a gradient)"),
        // The OS versions NavMock knows, per platform (Designs/TabBarDesign.swift): versions, not metrics.
        ("TabBarDesign.swift", "7", ".iOS: Array(7...18) + [26]", "the first iOS version NavMock knows"),
        ("TabBarDesign.swift", "13", ".iPadOS: Array(13...18) + [26]", "the first iPadOS version NavMock knows"),
        ("TabBarDesign.swift", "9", ".tvOS: Array(9...18) + [26]", "the first tvOS version NavMock knows"),
        ("TabBarDesign.swift", "6", ".watchOS: Array(6...11) + [26]", "the first watchOS version NavMock knows"),
        ("TabBarDesign.swift", "11", "Array(6...11)", "the last watchOS version before 26"),
        ("TabBarDesign.swift", "11", ".macOS: Array(11...15) + [26]", "the first macOS version NavMock knows"),
        ("TabBarDesign.swift", "26", "...", "the OS 26 versions NavMock knows"),
        ("TabBarDesign.swift", "26", ".visionOS: [1, 2, 26]", "the visionOS versions NavMock knows"),
        // validatePageControl moves to the validation stage (issue 11, branch p1).
        ("PageControlLayout.swift", "10", "os < 10", "the iOS version vertical page controls need"),
        ("PageControlLayout.swift", "14", "14)", "the iOS version a page-control field needs"),
        ("PageControlLayout.swift", "16", "16)", "the iOS version a page-control field needs"),
        ("PageControlLayout.swift", "17", "17)", "the iOS version a page-control field needs"),
    ]

    /// Decimal literals of Swift source with their line: comments, strings (with their
    /// interpolations), hexadecimal literals, `$0`-style names and tuple members (`.1`) skipped.
    static func literals(in source: String) -> [(literal: String, line: Int)] {
        let s = Array(source.unicodeScalars)
        var out: [(String, Int)] = []
        var i = 0, line = 1, depth = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func isDigit(_ c: Unicode.Scalar?) -> Bool { c.map { ("0"..."9").contains($0) } ?? false }
        func isWord(_ c: Unicode.Scalar?) -> Bool { c.map { CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "$" } ?? false }
        while i < s.count {
            let c = s[i]
            if c == "\n" { line += 1; i += 1; continue }
            if c == "/" && at(i + 1) == "/" { while i < s.count && s[i] != "\n" { i += 1 }; continue }
            if c == "/" && at(i + 1) == "*" {
                depth = 1; i += 2
                while i < s.count && depth > 0 {
                    if s[i] == "\n" { line += 1 }
                    if s[i] == "/" && at(i + 1) == "*" { depth += 1; i += 1 } else if s[i] == "*" && at(i + 1) == "/" { depth -= 1; i += 1 }
                    i += 1
                }
                continue
            }
            if c == "\"" || (c == "#" && at(i + 1) == "\"") {
                // A string: raw (#"…"#), multi-line ("""…""") or plain; skipped to its end.
                var hashes = 0
                while at(i) == "#" { hashes += 1; i += 1 }
                let multi = at(i + 1) == "\"" && at(i + 2) == "\""
                i += multi ? 3 : 1
                let close = String(repeating: "\"", count: multi ? 3 : 1) + String(repeating: "#", count: hashes)
                let closeScalars = Array(close.unicodeScalars)
                while i < s.count {
                    if s[i] == "\n" { line += 1 }
                    if hashes == 0 && s[i] == "\\" { i += 2; continue }
                    if Array(s[i..<min(s.count, i + closeScalars.count)]) == closeScalars { i += closeScalars.count; break }
                    i += 1
                }
                continue
            }
            if isWord(c) && !isDigit(c) {
                while isWord(at(i)) { i += 1 }
                continue
            }
            if isDigit(c) {
                let afterDot = i > 0 && s[i - 1] == "."
                var j = i
                if c == "0" && (at(j + 1) == "x" || at(j + 1) == "b" || at(j + 1) == "o") {
                    j += 2
                    while isWord(at(j)) { j += 1 }
                } else {
                    while isDigit(at(j)) || at(j) == "_" { j += 1 }
                    if at(j) == "." && isDigit(at(j + 1)) && !afterDot { j += 1; while isDigit(at(j)) || at(j) == "_" { j += 1 } }
                    if at(j) == "e" || at(j) == "E" {
                        var k = j + 1
                        if at(k) == "-" || at(k) == "+" { k += 1 }
                        if isDigit(at(k)) { j = k; while isDigit(at(j)) { j += 1 } }
                    }
                    if !afterDot { out.append((String(String.UnicodeScalarView(s[i..<j])), line)) }
                }
                i = j
                continue
            }
            i += 1
        }
        return out
    }

    static func offending(_ file: String) -> [String] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return ["\(file): unreadable"] }
        let lines = text.components(separatedBy: "\n")
        let name = (file as NSString).lastPathComponent
        return literals(in: text).compactMap { lit, line in
            guard let v = Double(lit.replacingOccurrences(of: "_", with: "")), ![0, 0.5, 1, 2].contains(v) else { return nil }
            let src = lines[line - 1]
            if allowed.contains(where: { ($0.file == "*" || $0.file == name) && $0.literal == lit && src.contains($0.line) }) { return nil }
            return "\(file):\(line): \(lit)"
        }
    }

    @Test("no decimal literal outside the metrics tables in layout and scene code (but 0, 0.5, 1, 2 and the allow-list)")
    func noLooseNumbers() {
        #expect(Self.scanned.count >= 30)
        #expect(Self.scanned.contains { $0.hasSuffix("/PageControl/PageControlLayout.swift") } && Self.scanned.contains { $0.hasSuffix("/SceneBuilder.swift") })
        let found = Self.scanned.flatMap(Self.offending)
        #expect(found.isEmpty, "move these into a metrics table with their source:\n\(found.joined(separator: "\n"))")
    }

    @Test("the scanner finds literals and skips comments, strings, hex, $0 and tuple members")
    func scannerCanFail() {
        let src = """
        let a = 16 + 2.5 // 99
        /* 77 /* 66 */ */ let b = "12 \\(3)" + #"4"#
        let c = 0xFF + $1.1 + t.0 + 1e-9 + 1_000
        """
        #expect(Self.literals(in: src).map(\.literal) == ["16", "2.5", "1e-9", "1_000"])
        #expect(Self.literals(in: src).map(\.line) == [1, 1, 3, 3])
    }
}
