import Foundation
import NavMockRender
import NavMockTesting
import Testing

/// `--missing-symbols error|placeholder` through the built binary: exit codes, the warning, the
/// placeholder's pixels (PNG and SVG), right to left.
@Suite("navmock --missing-symbols")
struct MissingSymbolTests {
    /// A classic (iOS 18) bar: a flat background, so the icon frames hold only the icons.
    /// `square.stak` (selected) and `zebra.thing` are not in the table.
    /// (Spec files get names longer than one character: Foundation's `deletingLastPathComponent`
    /// crashes on a one-character path, which `test --references` meets for `s.json`.)
    static func spec(_ second: String = "square.stak", _ third: String = "zebra.thing", rtl: Bool = false) -> String {
        #"{"device":"iPhone 16","osVersion":"18","#
            + (rtl ? #""layoutDirection":"rightToLeft","# : "")
            + #""tabBar":{"selectedIndex":1,"items":[{"title":"Home","image":"house"},{"title":"Stack","image":"\#(second)"},{"title":"Zebra","image":"\#(third)"}]}}"#
    }

    static func write(_ text: String, _ name: String, in dir: String) throws -> String {
        let p = dir + "/" + name
        try text.write(toFile: p, atomically: true, encoding: .utf8)
        return p
    }

    /// The icon frames (points, canvas coordinates) of the tab items, by index, from `navmock layout`.
    static func iconFrames(_ spec: String) throws -> [Int: (x: Double, y: Double, w: Double, h: Double)] {
        let r = try CLI.run(["layout", spec, "--missing-symbols", "placeholder"])
        #expect(r.code == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let canvas = try #require(root["frame"] as? [String: Double])
        var out: [Int: (x: Double, y: Double, w: Double, h: Double)] = [:]
        func walk(_ n: [String: Any]) {
            if n["role"] as? String == "tabBar.item.icon", let i = n["index"] as? Int, let f = n["frame"] as? [String: Double] {
                out[i] = (f["x"]! - canvas["x"]!, f["y"]! - canvas["y"]!, f["width"]!, f["height"]!)
            }
            for c in n["children"] as? [[String: Any]] ?? [] { walk(c) }
        }
        walk(root)
        return out
    }

    /// The pixels of `frame` (points) at `scale`, as an image of their own.
    static func crop(_ img: RGBAImage, _ f: (x: Double, y: Double, w: Double, h: Double), scale: Double) -> RGBAImage {
        let x0 = Int((f.x * scale).rounded()), y0 = Int((f.y * scale).rounded())
        let w = Int((f.w * scale).rounded()), h = Int((f.h * scale).rounded())
        var px: [UInt8] = []
        for y in y0..<(y0 + h) { px += img.pixels[((y * img.width + x0) * 4)..<((y * img.width + x0 + w) * 4)] }
        return RGBAImage(width: w, height: h, pixels: px)!
    }

    /// Pixels that are clearly ink (not the bar's light background): their channels' minimum.
    static func ink(_ img: RGBAImage) -> [(r: Int, g: Int, b: Int)] {
        stride(from: 0, to: img.pixels.count, by: 4).compactMap { i in
            let r = Int(img.pixels[i]), g = Int(img.pixels[i + 1]), b = Int(img.pixels[i + 2])
            return min(r, g, b) < 160 ? (r, g, b) : nil
        }
    }

    @Test("by default an unknown symbol is refused by every command (65) with the nearest names; a bad mode is 64")
    func errorByDefault() throws {
        let dir = try CLI.tempDir()
        let spec = try Self.write(Self.spec(), "spec.json", in: dir)
        let commands: [[String]] = [["render", spec, "-o", dir + "/out"], ["layout", spec], ["check", spec],
                                    ["test", spec, "--references", dir + "/refs", "--record", "all"], ["gallery", spec, "-o", dir + "/gal"]]
        for c in commands {
            for mode in [[], ["--missing-symbols", "error"]] {
                let r = try CLI.run(c + mode)
                #expect(r.code == 65, "\(c[0]) \(mode): \(r.code) \(r.stderr)")
                #expect((r.stdout + r.stderr).contains(#"unknown symbol "square.stak"; did you mean "square.stack", "square.stack.fill", "square.stack.3d.up"?"#), "\(c[0])")
            }
            let bad = try CLI.run(c + ["--missing-symbols", "maybe"])
            #expect(bad.code == 64, "\(c[0]): \(bad.code)")
            #expect(bad.stderr.contains("--missing-symbols takes error or placeholder"), "\(c[0]): \(bad.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/spec@3x.png"))
    }

    @Test("a missing icon file or unknown symbol that only a variant names fails layout and check as it fails render (66 / 65)",
          arguments: [("images/none.svg", 66, "none.svg"), ("square.stak", 65, "square.stak")])
    func variantResources(image: String, code: Int32, named: String) throws {
        let dir = try CLI.tempDir()
        // The base spec draws fine; only the second variant names the bad icon.
        let text = #"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[{"title":"Home","image":"house"},{"title":"Two","image":"star"}]},"#
            + #""variants":{"tabBar.items[1].image":["star","\#(image)"]}}"#
        let spec = try Self.write(text, "variant-icon.json", in: dir)
        for c in [["render", spec, "-o", dir + "/out"], ["layout", spec], ["check", spec]] {
            let r = try CLI.run(c)
            #expect(r.code == code, "\(c[0]): \(r.code) \(r.stderr)")
            #expect(r.stderr.contains(named), "\(c[0]): \(r.stderr)")
            if c[0] == "layout" { #expect(r.stdout.isEmpty, "layout printed a tree for a spec whose variant cannot render") }
        }
    }

    @Test("with placeholder every command succeeds and warns naming the symbol and its nearest names")
    func placeholderMode() throws {
        let dir = try CLI.tempDir()
        let spec = try Self.write(Self.spec(), "spec.json", in: dir)
        let warning = #"unknown symbol "square.stak" drawn as a placeholder; nearest known names: "square.stack", "square.stack.fill", "square.stack.3d.up""#
        let render = try CLI.run(["render", spec, "-o", dir + "/out", "--missing-symbols", "placeholder"])
        #expect(render.code == 0, "\(render.stderr)")
        #expect(render.stderr.contains("warning: tabBar.items[1].image: " + warning))
        #expect(render.stderr.components(separatedBy: "square.stak").count == 2, "the warning is printed once: \(render.stderr)")
        #expect(render.stderr.contains(#"unknown symbol "zebra.thing" drawn as a placeholder"#))
        let check = try CLI.run(["check", spec, "--missing-symbols", "placeholder"])
        #expect(check.code == 0, "\(check.stdout)")
        #expect(check.stdout.contains(warning + " [symbol.placeholder]"))
        #expect(check.stdout.contains("2 warnings"))
        #expect(try CLI.run(["check", spec, "--missing-symbols", "placeholder", "--strict"]).code == 1)
        let ignored = try CLI.run(["check", spec, "--missing-symbols", "placeholder", "--ignore", "symbol.placeholder"])
        #expect(ignored.code == 0 && !ignored.stdout.contains("[symbol.placeholder]"), "\(ignored.stdout)")
        let json = try CLI.run(["check", spec, "--missing-symbols", "placeholder", "--json"])
        #expect(json.stdout.contains("\"symbol.placeholder\""))
        let layout = try CLI.run(["layout", spec, "--missing-symbols", "placeholder"])
        #expect(layout.code == 0 && layout.stdout.contains("\"symbol\": \"square.stak\""), "\(layout.stderr)")
        let record = try CLI.run(["test", spec, "--references", dir + "/refs", "--record", "all", "--missing-symbols", "placeholder"])
        #expect(record.code == 0, "\(record.stdout)\(record.stderr)")
        let again = try CLI.run(["test", spec, "--references", dir + "/refs", "--missing-symbols", "placeholder"])
        #expect(again.code == 0, "\(again.stdout)\(again.stderr)")
        let gallery = try CLI.run(["gallery", spec, "-o", dir + "/gal", "--missing-symbols", "placeholder"])
        #expect(gallery.code == 0, "\(gallery.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/gal/spec@3x.png"))
        let index = try String(contentsOfFile: dir + "/gal/index.html", encoding: .utf8)
        #expect(index.contains("drawn as a placeholder"))
        // The gallery draws the same pixels as render.
        #expect(try decodePNG(dir + "/gal/spec@3x.png") == decodePNG(dir + "/out/spec@3x.png"))
    }

    @Test("the placeholder: a tinted rounded square with the name's first letter, the same in PNG and SVG, unmirrored in right to left")
    func pixels() throws {
        let dir = try CLI.tempDir()
        let spec = try Self.write(Self.spec(), "spec.json", in: dir)
        let other = try Self.write(Self.spec("sun.stak", "yak.thing"), "other.json", in: dir)
        let rtl = try Self.write(Self.spec(rtl: true), "rtl.json", in: dir)
        for s in [spec, other, rtl] {
            let r = try CLI.run(["render", s, "-o", dir + "/out", "--scale", "3", "--format", "png,svg", "--missing-symbols", "placeholder"])
            #expect(r.code == 0, "\(r.stderr)")
        }
        let png = try decodePNG(dir + "/out/spec@3x.png")
        let frames = try Self.iconFrames(spec)
        let selected = Self.crop(png, try #require(frames[1]), scale: 3)
        let plain = Self.crop(png, try #require(frames[2]), scale: 3)

        // Tinted by state: the selected item's ink is blue, the unselected one's grey.
        let blue = Self.ink(selected), grey = Self.ink(plain)
        #expect(blue.count > 200 && grey.count > 200, "\(blue.count) \(grey.count)")
        #expect(blue.allSatisfy { $0.b > $0.r + 60 }, "selected ink not blue")
        #expect(grey.allSatisfy { abs($0.b - $0.r) < 24 }, "unselected ink not grey")

        // The outline: a column through the square crosses it at the top and bottom edge, and the
        // letter between; a row near the top edge is ink across most of the square's width.
        func isInk(_ img: RGBAImage, _ x: Int, _ y: Int) -> Bool {
            let i = (y * img.width + x) * 4
            return min(img.pixels[i], img.pixels[i + 1], img.pixels[i + 2]) < 160
        }
        let side = plain.width
        var runs = 0, inRun = false
        for y in 0..<side { let k = isInk(plain, side / 2, y); if k && !inRun { runs += 1 }; inRun = k }
        #expect(runs >= 3, "top edge, letter, bottom edge: \(runs) runs")
        let edgeRow = (0..<side).first { y in (0..<side).filter { isInk(plain, $0, y) }.count > side / 2 }
        #expect(edgeRow != nil && edgeRow! < side / 4, "no top edge near the top: \(String(describing: edgeRow))")

        // The letter is the name's first letter: Z and Y differ, S and S do not.
        let png2 = try decodePNG(dir + "/out/other@3x.png")
        #expect(Self.crop(png2, frames[2]!, scale: 3) != plain, "zebra and yak drew the same")
        #expect(Self.crop(png2, frames[1]!, scale: 3) == selected, "square.stak and sun.stak differ")
        // Everything outside the icon frames is the same: the placeholder changes no layout.
        var outside = png, outside2 = png2
        for f in frames.values {
            for y in Int(f.y * 3)..<Int((f.y + f.h) * 3) {
                for x in Int(f.x * 3)..<Int((f.x + f.w) * 3) {
                    for c in 0..<4 { outside.pixels[(y * png.width + x) * 4 + c] = 0; outside2.pixels[(y * png.width + x) * 4 + c] = 0 }
                }
            }
        }
        #expect(outside == outside2)

        // SVG/PNG parity (librsvg rasterises the SVG), over the whole bar and the placeholder alone.
        let svg = [UInt8](try #require(FileManager.default.contents(atPath: dir + "/out/spec.svg")))
        let fromSVG = try SVGRasterizer.rasterize(svg, width: png.width, height: png.height).rgba
        let whole = compareImages(expected: png, actual: fromSVG, ImageComparison(channelTolerance: 24, maxDifferingRatio: 0.002))
        #expect(whole.passes, "\(whole.summary)")
        let icon = compareImages(expected: selected, actual: Self.crop(fromSVG, frames[1]!, scale: 3),
                                 ImageComparison(channelTolerance: 24, maxDifferingRatio: 0.01))
        #expect(icon.passes, "\(icon.summary)")

        // Right to left: the items swap sides, the placeholder's letter is not mirrored.
        let rtlPNG = try decodePNG(dir + "/out/rtl@3x.png")
        let rtlFrames = try Self.iconFrames(rtl)
        let rtlZebra = Self.crop(rtlPNG, try #require(rtlFrames[2]), scale: 3)
        #expect(rtlFrames[2]!.x < rtlFrames[0]!.x)
        // (The frames sit on other half pixels there: anti-aliasing differs by a little.)
        let same = compareImages(expected: plain, actual: rtlZebra, ImageComparison(channelTolerance: 32))
        #expect(same.passes, "RTL placeholder differs from LTR: \(same.summary)")
        var mirrored = plain
        for y in 0..<plain.height { for x in 0..<plain.width { for c in 0..<4 {
            mirrored.pixels[(y * plain.width + x) * 4 + c] = plain.pixels[(y * plain.width + plain.width - 1 - x) * 4 + c]
        } } }
        #expect(!compareImages(expected: mirrored, actual: rtlZebra, ImageComparison(channelTolerance: 32)).passes, "the letter was mirrored")
    }
}
