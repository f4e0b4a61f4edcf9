// Issue 14 §4: hairlines are one device pixel at every output scale, fractional ones included, and
// the classic bar's material starts on a pixel edge; layout JSON gives the hairline 1/scale pt.

import Foundation
import NavMockCore
import NavMockRender
import Testing

private func luminanceRows(_ json: String, scale: Double) throws -> (rows: [Double], barRow: Int) {
    let r = try makeRenderer()
    let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
    let img = try r.rasterize(p.scene, scale: scale, baseDirectory: Repo.specs)
    let tb = try #require(p.layout.tabBarNode)
    let sy = Double(img.height) / p.scene.size.height
    let barRow = Int(((tb.frame.minY - p.scene.origin.y) * sy).rounded())
    // A column a quarter of the way across (between tabs' icons at most widths): mean of a few pixels.
    let x0 = img.width / 8
    var rows: [Double] = []
    for y in 0..<img.height {
        var sum = 0.0
        for x in x0..<(x0 + 4) {
            let o = y * img.stride + x * 4
            sum += 0.2126 * Double(img.data[o + 2]) + 0.7152 * Double(img.data[o + 1]) + 0.0722 * Double(img.data[o])
        }
        rows.append(sum / 4 / 255)
    }
    return (rows, barRow)
}

private func classic(_ device: String, backdrop: String) -> String {
    #"{"device":"\#(device)","canvas":"screen","osVersion":"18","backdrop":{"color":"\#(backdrop)"},"tabBar":{"items":[{"title":"Home","image":"house.fill"},{"title":"Search","image":"magnifyingglass"},{"title":"Me","image":"person.fill"}]}}"#
}

@Suite("Device-pixel grid")
struct PixelGridTests {
    @Test("one full hairline row just above the bar at every scale; the material's first row is a full one",
          arguments: [1.0, 1.5, 2.0, 2.5, 3.0, 1.25])
    func hairline(_ scale: Double) throws {
        for device in ["iPhone 16", "iPhone SE (3rd generation)"] {
            // White backdrop: the hairline is the only dark row around the bar's top.
            let (rows, bar) = try luminanceRows(classic(device, backdrop: "#FFFFFF"), scale: scale)
            try #require(bar >= 3 && bar + 3 < rows.count)
            let window = (bar - 3)...(bar + 3)
            let light = min(rows[bar - 3], rows[bar + 3])
            let dark = window.filter { rows[$0] < light - 0.04 }
            #expect(dark == [bar - 1], "\(device) @\(scale): rows \(window.map { String(format: "%.3f", rows[$0]) })")
            // Black backdrop: no half-covered row where the material starts.
            let (b, bb) = try luminanceRows(classic(device, backdrop: "#000000"), scale: scale)
            try #require(bb >= 2 && bb + 1 < b.count)
            #expect(abs(b[bb] - b[bb + 1]) < 0.02, "\(device) @\(scale): \(b[bb]) vs \(b[bb + 1])")
            #expect(b[bb - 2] < 0.02, "\(device) @\(scale): the row above the hairline is backdrop")
        }
    }

    @Test("layout JSON: the hairline is one pixel of the device's own scale tall, just above the bar", arguments: [
        ("iPhone 16", 3.0), ("iPhone SE (3rd generation)", 2.0), ("iPhone 11", 2.0),
    ])
    func layoutHeight(_ device: String, _ scale: Double) throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(classic(device, backdrop: "#FFFFFF").utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let tb = try #require(p.layout.tabBarNode)
        let hair = try #require(p.layout.tree.allNodes.first { $0.role == .tabBarHairline })
        #expect(abs(hair.frame.height - 1 / scale) < 1e-9)
        #expect(abs(hair.frame.maxY - tb.frame.minY) < 1e-9)
        #expect(p.layout.jsonText().contains("\"height\": \(scale == 3 ? "0.333" : "0.5")"))
    }
}
