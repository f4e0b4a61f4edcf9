// Issue 41 item 4: a custom SVG page indicator keeps its size and aspect. The renderer's
// ImageSizing reads an SVG's intrinsic size through the icon store's checked loader; the pipeline
// hands it to every layout; PNG (every scale, both directions), the SVG and the PDF draw the
// image in the frame the layout gave. The test writes its own small SVGs into a temporary folder.

import Foundation
import NavMockCore
@testable import NavMockRender
import NavMockTesting
import NavMockTestSupport
import Testing

/// A folder with the SVGs of these tests and a spec whose current page shows `current`.
private func folder() throws -> String {
    let dir = try temporaryFolder("indicator-size")
    let files: [String: String] = [
        "capsule.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="8" viewBox="0 0 24 8"><rect width="24" height="8" rx="4"/></svg>"#,
        "no-viewbox.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="8"><rect width="24" height="8" rx="4"/></svg>"#,
        "viewbox-only.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 6"><rect width="30" height="6" rx="3"/></svg>"#,
        "points.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="18pt" height="6pt" viewBox="0 0 24 8"><rect width="24" height="8" rx="4"/></svg>"#,
        "width-only.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="12" viewBox="0 0 24 8"><rect width="24" height="8" rx="4"/></svg>"#,
        "percent.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 20 10"><rect width="20" height="10"/></svg>"#,
        "no-size.svg": #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="20" height="10"/></svg>"#,
        "huge.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="1e30" height="1e30" viewBox="0 0 24 8"><rect width="24" height="8"/></svg>"#,
        "huge-width.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="99999999" height="8" viewBox="0 0 24 8"><rect width="24" height="8"/></svg>"#,
        "malformed.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="8"><rect"#,
        // width and height other than the view box's (trial: drawn at the view box's size, half).
        "half-box.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="8" viewBox="0 0 12 4"><rect width="12" height="4" rx="2"/></svg>"#,
        "double-box.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="8" viewBox="0 0 48 16"><rect width="48" height="16" rx="8"/></svg>"#,
        "offset-box.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="24mm" height="8mm" viewBox="-6 -2 12 4"><rect x="-6" y="-2" width="12" height="4" rx="2"/></svg>"#,
    ]
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
    return dir
}

private func ref(_ path: String) -> FileReference {
    FileReference(path: path, jsonPath: JSONPath().appending("pageControl").appending("preferredCurrentPageIndicatorImage"),
                  location: SourcePosition(line: 1, column: 1))
}

/// A spec whose current page (1 of 5) shows `image`, on a dark backdrop (white indicators).
private func spec(_ image: String, top: String = "") -> [UInt8] {
    Array(##"{ "device": "iPhone 17 Pro", "backdrop": { "color": "#000000" }\##(top), "pageControl": { "numberOfPages": 5, "currentPage": 1, "preferredCurrentPageIndicatorImage": "\##(image)" } }"##.utf8)
}

/// The horizontal extent, in pixels, of the opaque white run through the middle of `frame`
/// (points, screen coordinates) in `img`, drawn from a scene whose canvas starts at `origin`.
private func whiteRun(_ img: RGBAImage, frame: Rect, origin: Point, scale: Double) -> Int {
    let y = Int(((frame.midY - origin.y) * scale).rounded(.down))
    let x0 = Int(((frame.minX - origin.x - 2) * scale).rounded(.down)), x1 = Int(((frame.maxX - origin.x + 2) * scale).rounded(.up))
    var count = 0
    for x in max(0, x0)..<min(img.width, x1) {
        let i = (y * img.width + x) * 4
        if img.pixels[i] > 128 && img.pixels[i + 1] > 128 && img.pixels[i + 2] > 128 { count += 1 }
    }
    return count
}

@Suite("Page control: SVG indicator images at their own size, read and drawn (issue 41 item 4)")
struct PageIndicatorImageRenderTests {
    @Test("the renderer reads an SVG's intrinsic size in points: width and height, else the viewBox",
          arguments: [("capsule.svg", Size(width: 24, height: 8)), ("no-viewbox.svg", Size(width: 24, height: 8)),
                      ("viewbox-only.svg", Size(width: 30, height: 6)), ("points.svg", Size(width: 24, height: 8)),
                      ("width-only.svg", Size(width: 12, height: 4)), ("percent.svg", Size(width: 20, height: 10)),
                      ("huge.svg", Size(width: 1e30, height: 1e30)), ("huge-width.svg", Size(width: 99999999, height: 8))])
    func reads(_ name: String, _ expected: Size) throws {
        let dir = try folder()
        let r = try makeRenderer()
        let got = try #require(r.imageSizes(baseDirectory: dir).intrinsicSize(of: ref(name)))
        #expect(abs(got.width - expected.width) <= expected.width * 1e-6 && abs(got.height - expected.height) <= expected.height * 1e-6, "\(name): \(got)")
    }

    @Test("no size for an SVG without one, a malformed file, a missing one, or one outside the spec's folder (directly or through a link)")
    func noSize() throws {
        let dir = try folder()
        let outside = try folder()
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.svg", withDestinationPath: outside + "/capsule.svg")
        let r = try makeRenderer()
        let sizes = r.imageSizes(baseDirectory: dir)
        for name in ["no-size.svg", "malformed.svg", "missing.svg", "../" + PathText.lastComponent(outside) + "/capsule.svg", outside + "/capsule.svg", "link.svg"] {
            #expect(sizes.intrinsicSize(of: ref(name)) == nil, "\(name)")
        }
    }

    @Test("the pipeline lays the capsule out 24 × 8 in every entry (prepare, findings, the layout snapshot), and the check stays quiet")
    func pipeline() throws {
        let dir = try folder()
        try Data(spec("capsule.svg")).write(to: URL(fileURLWithPath: dir + "/capsule.json"))
        let source = try SpecSource.read(path: dir + "/capsule.json")
        let (matrix, variants) = try source.variants()
        let stage = MockupStage(renderer: try makeRenderer())
        let p = try stage.prepare(variants[0], of: matrix, source: source)
        let current = try #require(p.layout.pageControlNode?.indicators.first { $0.isCurrent })
        #expect(current.frame.size == Size(width: 24, height: 8), "\(current.frame)")
        #expect(p.layout.jsonText().contains("\"slot\""))
        let findings = try stage.findings(variants[0], of: matrix, source: source)
        #expect(!findings.contains { $0.ruleID == .pageControlImageSize || $0.severity == .error }, "\(findings)")
        let mockup = try stage.mockup(p, of: matrix, source: source, request: MockupRequest(formats: [.png], scales: [1], checks: true))
        #expect(mockup.findings.allSatisfy { $0.ruleID != .pageControlImageSize })
    }

    @Test("watch and serve: an edited SVG is laid out at its new size once the renderer forgets changed files")
    func editedFile() throws {
        let dir = try folder()
        let r = try makeRenderer()
        func size() throws -> Size {
            let p = try PreparedSpec.prepare(spec("capsule.svg"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: dir))
            return try #require(p.layout.pageControlNode?.indicators.first { $0.isCurrent }).frame.size
        }
        #expect(try size() == Size(width: 24, height: 8))
        let wider = #"<svg xmlns="http://www.w3.org/2000/svg" width="36" height="12" viewBox="0 0 36 12"><rect width="36" height="12" rx="6"/></svg>"#
        try Data(wider.utf8).write(to: URL(fileURLWithPath: dir + "/capsule.svg"))
        #expect(!r.forgetChangedFiles().isEmpty)
        #expect(try size() == Size(width: 36, height: 12))
    }

    @Test("a hostile width and height: bounded, fitted into 42 pt, drawn without harm, one check warning")
    func hostile() throws {
        let dir = try folder()
        try Data(spec("huge.svg")).write(to: URL(fileURLWithPath: dir + "/huge.json"))
        let source = try SpecSource.read(path: dir + "/huge.json")
        let (matrix, variants) = try source.variants()
        let stage = MockupStage(renderer: try makeRenderer())
        let p = try stage.prepare(variants[0], of: matrix, source: source)
        let current = try #require(p.layout.pageControlNode?.indicators.first { $0.isCurrent })
        #expect(current.frame.size == Size(width: 42, height: 42), "\(current.frame)")   // 10,000 × 10,000 fitted
        let mockup = try stage.mockup(p, of: matrix, source: source, request: MockupRequest(formats: [.png, .svg, .pdf], scales: [3]))
        #expect(mockup.files.count == 3)
        #expect(mockup.findings.filter { $0.ruleID == .pageControlImageSize }.count == 1)
    }

    @Test("a malformed SVG is the resource stage's error, with the file and the JSON path")
    func malformed() throws {
        let dir = try folder()
        try Data(spec("malformed.svg")).write(to: URL(fileURLWithPath: dir + "/bad.json"))
        let source = try SpecSource.read(path: dir + "/bad.json")
        let (matrix, variants) = try source.variants()
        let stage = MockupStage(renderer: try makeRenderer())
        do {
            _ = try stage.prepare(variants[0], of: matrix, source: source)
            Issue.record("a malformed SVG was accepted")
        } catch {
            guard case .render(let e) = error else { Issue.record("\(error)"); return }
            #expect(e.description.contains("pageControl.preferredCurrentPageIndicatorImage") && e.description.contains("malformed.svg"), "\(e)")
        }
    }

    @Test("PNG at @1x, @2x and @3x, both directions: the capsule is 24 pt of white across its middle",
          arguments: [1.0, 2.0, 3.0], ["", #", "layoutDirection": "rightToLeft""#])
    func pixels(_ scale: Double, _ direction: String) throws {
        let dir = try folder()
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(spec("capsule.svg", top: direction), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: dir))
        let pc = try #require(p.layout.pageControlNode)
        let current = try #require(pc.indicators.first { $0.isCurrent })
        // Right to left, page 1 is the second from the right.
        let order = pc.indicators.sorted { $0.frame.midX < $1.frame.midX }.map { $0.index ?? -1 }
        #expect(order == (direction.isEmpty ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0]))
        let img = try r.rasterize(p.scene, scale: scale, baseDirectory: dir).rgba
        let run = whiteRun(img, frame: current.frame, origin: p.scene.origin, scale: scale)
        #expect(abs(Double(run) - 24 * scale) <= 2, "@\(scale)x: \(run) px of white (was 9.7 pt)")
    }

    @Test("an SVG whose width and height differ from its view box fills its size: the view box is scaled to it (PNG @2x, @3x)",
          arguments: [("half-box.svg", 24.0), ("double-box.svg", 24.0), ("offset-box.svg", 42.0)])
    func scaledViewBox(_ file: String, _ width: Double) throws {
        let dir = try folder()
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(spec(file), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: dir))
        let current = try #require(p.layout.pageControlNode?.indicators.first { $0.isCurrent })
        #expect(abs(current.frame.width - width) < 0.01, "\(current.frame)")
        for scale in [2.0, 3.0] {
            let img = try r.rasterize(p.scene, scale: scale, baseDirectory: dir).rgba
            let run = whiteRun(img, frame: current.frame, origin: p.scene.origin, scale: scale)
            #expect(abs(Double(run) - width * scale) <= 2, "\(file) @\(scale)x: \(run) px of white, want \(width * scale)")
        }
    }

    @Test("the SVG, rasterised by librsvg, and the PDF's scene draw the same 24 × 8 capsule as the PNG")
    func svgAndPDF() throws {
        let dir = try folder()
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(spec("capsule.svg"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: dir))
        let current = try #require(p.layout.pageControlNode?.indicators.first { $0.isCurrent })
        let png = try r.rasterize(p.scene, scale: 2, baseDirectory: dir).rgba
        let svg = try r.render(p.scene, as: .svg, baseDirectory: dir)
        let fromSVG = try SVGRasterizer.rasterize(svg, width: png.width, height: png.height).rgba
        #expect(abs(Double(whiteRun(fromSVG, frame: current.frame, origin: p.scene.origin, scale: 2)) - 48) <= 2)
        let diff = compareImages(expected: png, actual: fromSVG, ImageComparison(channelTolerance: 24, maxDifferingRatio: 0.002))
        #expect(diff.passes, "\(diff.summary)")
        // The PDF painter draws the same scene item: the capsule's file in the 24 × 8 frame.
        let icon = try #require(p.scene.items.compactMap(\.icon).first { $0.frame == current.frame })
        guard case .file(let f) = icon.image else { Issue.record("not the SVG: \(icon.image)"); return }
        #expect(f.path == "capsule.svg" && abs(icon.frame.width - 24) < 0.01 && abs(icon.frame.height - 8) < 0.01, "\(f.path) \(icon.frame)")
        let pdf = try r.render(p.scene, as: .pdf, baseDirectory: dir)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
}
