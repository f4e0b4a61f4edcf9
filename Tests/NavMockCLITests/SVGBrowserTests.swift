import Foundation
import NavMockCore
import NavMockTestSupport
import Testing

/// NavMock's SVG opened as a user would (issue 36 §5): in Debian's Chromium, headless. The layer
/// boxes a browser measures (`getBBox`, user units = points) against the layout's frames, and
/// Chromium's screenshot against NavMock's PNG.
@Suite("NavMock's SVG in Chromium", .enabled(if: Browser.chromium != nil, "needs Debian's chromium (apt-packages.txt installs it)"))
struct SVGBrowserTests {
    /// Every `g[id]` box of each SVG (user units), measured by Chromium in one page holding them all.
    static func groupBoxes(_ svgs: [String: String], in dir: String) throws -> [String: [String: [Double]]] {
        var page = "<!DOCTYPE html><html><body>"
        for (name, svg) in svgs.sorted(by: { $0.key < $1.key }) {
            let body = svg.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")
            page += "<div data-name=\"\(name)\">\(body)</div>"
        }
        page += """
        <script>window.addEventListener('load', () => {
          const r = {};
          for (const d of document.querySelectorAll('div[data-name]')) {
            const boxes = {};
            // The elements without their effects (shadows hidden), then with them.
            const shadows = [...d.querySelectorAll('g[data-role$=".shadow"]')];
            for (const sh of shadows) sh.style.display = 'none';
            for (const g of d.querySelectorAll('g[id]')) { const b = g.getBBox(); boxes[g.id] = [b.x, b.y, b.width, b.height]; }
            for (const sh of shadows) sh.style.display = '';
            for (const g of d.querySelectorAll('g[id]')) { const b = g.getBBox(); boxes[g.id].push(b.x, b.y, b.width, b.height); }
            r[d.dataset.name] = boxes;
          }
          const p = document.createElement('pre'); p.id = 'probe'; p.textContent = JSON.stringify(r); document.body.appendChild(p);
        });</script></body></html>
        """
        let file = dir + "/boxes.html"
        try page.write(toFile: file, atomically: true, encoding: .utf8)
        let json = try Browser.probeJSON(file)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: [Double]]])
    }

    /// Every Template and every variant of one, rendered to SVG in `dir`: a name (`tab-bars/arabic-rtl`,
    /// `tab-bars/every-language-de`), the SVG's path and each layout node's frame (``frames(_:into:)``).
    static func renderedCases(in dir: String) throws -> [(name: String, svg: String, frames: [String: [Double]])] {
        let root = CLI.root + "/Templates"
        var out: [(name: String, svg: String, frames: [String: [Double]])] = []
        func layout(_ args: [String]) throws -> [String: [Double]] {
            let l = try CLI.run(["layout"] + args)
            let tree = try #require(try JSONSerialization.jsonObject(with: Data(l.stdout.utf8)) as? [String: Any], "\(args): \(l.stderr)")
            var f: [String: [Double]] = [:]
            frames(tree, into: &f)
            return f
        }
        for t in try FileManager.default.subpathsOfDirectory(atPath: root).filter({ $0.hasSuffix(".json") }).sorted() {
            let name = String(t.dropLast(5)), spec = root + "/" + t, flat = name.replacingOccurrences(of: "/", with: "_")
            let text = try String(contentsOfFile: spec, encoding: .utf8)
            if !text.contains("\"variants\"") {
                let svg = dir + "/" + flat + ".svg"
                let r = try CLI.run(["render", spec, "-o", svg, "--no-check", "--quiet"])
                #expect(r.code == 0, "\(name): \(r.stderr)")
                out.append((name, svg, try layout([spec])))
                continue
            }
            // A spec with variants: one SVG per variant (<spec>-<variant>.svg), each with its layout.
            let folder = dir + "/" + flat
            let r = try CLI.run(["render", spec, "-o", folder, "--format", "svg", "--no-check", "--quiet"])
            #expect(r.code == 0, "\(name): \(r.stderr)")
            let base = (name as NSString).lastPathComponent
            let files = CLI.files(in: folder).filter { $0.hasSuffix(".svg") }.sorted()
            #expect(files.count >= 2, "\(name): \(files)")
            for f in files {
                let file = (f as NSString).lastPathComponent
                guard file.hasPrefix(base + "-") else { continue }
                let variant = String(file.dropFirst(base.count + 1).dropLast(4))
                out.append((name + "-" + variant, folder + "/" + f, try layout([spec, "--variant", variant])))
            }
        }
        return out
    }

    /// Each layout node's identity (``SceneElementID``) and frame, from `navmock layout`'s JSON.
    static func frames(_ node: [String: Any], into out: inout [String: [Double]]) {
        if let roleName = node["role"] as? String, let role = LayoutRole(rawValue: roleName), let f = node["frame"] as? [String: Double],
           let x = f["x"], let y = f["y"], let w = f["width"], let h = f["height"] {
            out[SceneElementID(role, index: node["index"] as? Int).rawValue] = [x, y, w, h]
        }
        for c in node["children"] as? [[String: Any]] ?? [] { frames(c, into: &out) }
    }

    @Test("every Template and variant: the groups of icons, badges, indicators and the selection lie on their layout frames within 0.5 pt (shadows apart)")
    func boxesMatchFrames() throws {
        let dir = try CLI.tempDir()
        var svgs: [String: String] = [:], layouts: [String: [String: [Double]]] = [:]
        for c in try Self.renderedCases(in: dir) {
            svgs[c.name] = try String(contentsOfFile: c.svg, encoding: .utf8)
            layouts[c.name] = c.frames
        }
        let boxes = try Self.groupBoxes(svgs, in: dir)
        var compared = 0
        for (t, groups) in boxes.sorted(by: { $0.key < $1.key }) {
            for (id, box) in groups.sorted(by: { $0.key < $1.key }) {
                let role = id.split(separator: ".").map { $0.split(separator: "-")[0] }.joined(separator: ".")
                guard role.hasSuffix(".icon") || role.hasSuffix(".badge") || role == "pageControl.indicator" || role == "tabBar.selection",
                      let frame = layouts[t]?[id] else { continue }
                compared += 1
                // Edges: the element's own drawing (without its shadow) against the frame.
                let edges = { (b: [Double]) in [b[0], b[1], b[0] + b[2], b[1] + b[3]] }
                let own = edges(Array(box.prefix(4))), f = edges(frame)
                let outside = max(f[0] - own[0], f[1] - own[1], own[2] - f[2], own[3] - f[3])
                let inside = max(own[0] - f[0], own[1] - f[1], f[2] - own[2], f[3] - own[3])
                // An icon's group holds its frame, and its shapes lie inside it: a symbol whose
                // own shapes reach past its view box is fitted whole into the frame (docs/svg.md).
                #expect(inside <= 0.5 && outside <= 0.5, "\(t): \(id) box \(box.prefix(4)) vs frame \(frame)")
                // With its shadow, the group reaches at most the shadow's spread past the frame.
                let all = edges(Array(box.suffix(4)))
                #expect(max(f[0] - all[0], f[1] - all[1], all[2] - f[2], all[3] - f[3]) <= 24, "\(t): \(id) with its shadow \(box.suffix(4)) vs frame \(frame)")
            }
        }
        #expect(compared >= 150, "only \(compared) groups compared")
    }

    @Test("Chromium's screenshot of the SVG at @2x is NavMock's PNG within 32 levels on 0.5 % of pixels (outlined text) or 2 % (<text>, Chromium's own glyph rasterising)",
          arguments: ["paths", "text"])
    func screenshots(_ mode: String) throws {
        let dir = try CLI.tempDir()
        var worst = 0.0
        for t in ["tab-bars/clock-en-light", "tab-bars/music-classic-dark", "tab-bars/ipad-26-sidebar", "tab-bars/tvos-branded",
                  "tab-bars/visionos-expanded", "tab-bars/macos-26-preferences-dark", "tab-bars/mail-more-list", "page-controls/bookmarks"] {
            let spec = CLI.root + "/Templates/" + t + ".json", name = dir + "/" + t.replacingOccurrences(of: "/", with: "_")
            #expect(try CLI.run(["render", spec, "-o", name + ".svg", "--svg-text", mode, "--no-check", "--quiet"]).code == 0)
            #expect(try CLI.run(["render", spec, "-o", name + ".png", "--scale", "2", "--no-check", "--quiet"]).code == 0)
            // The window in points: the PNG's pixels over 2.
            let size = try CLI.run(["diff", name + ".png", name + ".png", "--json"])
            let info = try #require(try JSONSerialization.jsonObject(with: Data(size.stdout.utf8)) as? [String: Any])
            let px = try #require(info["expectedSize"] as? [String: Int], "\(size.stdout)")
            _ = try Browser.run(try #require(Browser.chromium),
                                ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=\(px["width"]! / 2),\(px["height"]! / 2)", "--force-device-scale-factor=2",
                                 "--default-background-color=00000000", "--virtual-time-budget=5000", "--run-all-compositor-stages-before-draw",
                                 "--screenshot=" + name + "-shot.png", "file://" + name + ".svg"])
            let limit = mode == "paths" ? "0.5%" : "2%"
            let d = try CLI.run(["diff", name + ".png", name + "-shot.png", "--channel-tolerance", "32", "--max-diff-pixel-ratio", limit, "--json"])
            let result = try #require(try JSONSerialization.jsonObject(with: Data(d.stdout.utf8)) as? [String: Any], "\(d.stdout) \(d.stderr)")
            let ratio = Double(result["differingPixels"] as? Int ?? 0) / Double(max(1, result["totalPixels"] as? Int ?? 1))
            worst = max(worst, ratio)
            #expect(d.code == 0, "\(t) (--svg-text \(mode)): \(d.stdout)")
        }
        print("Chromium vs PNG (\(mode)): worst \(worst * 100) % of pixels")
    }

    @Test("--svg-text takes text or paths; anything else is a usage error")
    func svgTextOption() throws {
        let r = try CLI.run(["render", CLI.root + "/Templates/tab-bars/clock-en-light.json", "-o", try CLI.tempDir(), "--svg-text", "glyphs"])
        #expect(r.code == 64 && r.stderr.contains("--svg-text takes text or paths"), "\(r.stderr)")
    }

    @Test("every Template's SVG: the same bytes on --jobs 1 and --jobs 2, in both text modes")
    func jobs() throws {
        let dir = try CLI.tempDir()
        for mode in ["text", "paths"] {
            var runs: [[String: Data]] = []
            for jobs in ["1", "2"] {
                let out = dir + "/\(mode)-\(jobs)"
                let r = try CLI.run(["render", CLI.root + "/Templates", "-o", out, "--format", "svg", "--svg-text", mode, "--jobs", jobs, "--no-check", "--quiet"], timeout: 600)
                #expect(r.code == 0, "\(r.stderr)")
                var files: [String: Data] = [:]
                for f in CLI.files(in: out) where f.hasSuffix(".svg") { files[f] = FileManager.default.contents(atPath: out + "/" + f) }
                runs.append(files)
            }
            #expect(runs[0].count >= 60 && runs[0] == runs[1], "\(mode): \(runs[0].count) vs \(runs[1].count) files")
        }
    }
}

/// Debian's Inkscape, as a designer opens the SVG (issue 36 §5): `inkscape --query-all` lists
/// every object's visual box in the document's units (here points, from the view box's corner).
enum Inkscape {
    /// Inkscape's path, or nil when it is not installed.
    static let path: String? = ["/usr/bin/inkscape"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Suite("NavMock's SVG in Inkscape", .enabled(if: Inkscape.path != nil, "needs Debian's inkscape (apt-packages.txt installs it)"))
struct SVGInkscapeTests {
    @Test("every Template and variant: Inkscape finds each icon, badge and page indicator layer by its id, on its layout frame within 0.5 pt, every icon included")
    func queryAll() throws {
        let dir = try CLI.tempDir()
        var compared = 0
        for (t, svg, frames) in try SVGBrowserTests.renderedCases(in: dir) {
            // Inkscape's coordinates start at the view box's corner: the canvas's origin in screen points.
            let text = try String(contentsOfFile: svg, encoding: .utf8)
            let start = try #require(text.range(of: "viewBox=\""))
            let numbers = text[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
            let ox = try #require(numbers.first), oy = try #require(numbers.dropFirst().first)
            let (_, data) = try Browser.run(try #require(Inkscape.path), ["--query-all", svg])
            var found = Set<String>()
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let f = line.split(separator: ",").map(String.init)
                guard f.count == 5, let frame = frames[f[0]], let x = Double(f[1]), let y = Double(f[2]), let w = Double(f[3]), let h = Double(f[4]) else { continue }
                found.insert(f[0])
                let role = f[0].split(separator: ".").map { $0.split(separator: "-")[0] }.joined(separator: ".")
                guard role.hasSuffix(".icon") || role.hasSuffix(".badge") || role == "pageControl.indicator" else { continue }
                compared += 1
                let box = [x + ox, y + oy, x + ox + w, y + oy + h], fr = [frame[0], frame[1], frame[0] + frame[2], frame[1] + frame[3]]
                let off = zip(box, fr).map { abs($0 - $1) }.max() ?? 0
                // Every Template, every icon: no exceptions (a symbol whose shapes reach past its
                // view box is fitted whole into its frame; an emboldened icon's stroke stays within).
                #expect(off <= 0.5, "\(t): \(f[0]) Inkscape's box \(box) vs frame \(fr)")
            }
            // Every layer the scene draws is an object Inkscape lists by its id.
            let drawn = frames.keys.filter { text.contains("<g id=\"\($0)\"") }
            #expect(drawn.allSatisfy(found.contains), "\(t): Inkscape lists no \(drawn.filter { !found.contains($0) }.sorted())")
        }
        #expect(compared >= 150, "\(compared) layers compared")
    }
}
