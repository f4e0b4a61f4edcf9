import Foundation
import NavMockRender
import NavMockTesting
import Testing

@Suite("navmock gallery")
struct GalleryCommandTests {
    @Test("images per variant, a contact sheet per spec, index.html and provenance; an invalid spec does not stop the others")
    func gallery() throws {
        let dir = try suiteCopy()
        try FileManager.default.createDirectory(atPath: dir + "/more", withIntermediateDirectories: true)
        try goodSpec.write(toFile: dir + "/more/home.json", atomically: true, encoding: .utf8)
        try "{\"appearance\": \"sepia\"}".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let r = try navmock(["gallery", ".", "-o", "out", "--scale", "1"], cwd: dir)
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.contains("./bad.json:1:16: error: appearance: unknown appearance \"sepia\""), "\(r.stderr)")
        #expect(r.stderr.contains("wrote 7 images, 3 contact sheets and index.html to out"), "\(r.stderr)")
        let files = CLI.files(in: dir + "/out")
        for f in ["classic-scroll-edge@1x.png", "classic-scroll-edge-scroll-edge@1x.png", "clock-variants-dark-rtl@1x.png",
                  "more/home@1x.png", "contact-sheets/clock-variants.png", "contact-sheets/classic-scroll-edge.png",
                  "contact-sheets/more/home.png", "index.html", "manifest.json"] {
            #expect(files.contains(f), "\(f) in \(files)")
        }
        #expect(!files.contains { $0.hasPrefix("bad") })

        // The contact sheet: two columns (one per layout direction) and two rows, captioned.
        let sheet = try decodePNG(dir + "/out/contact-sheets/clock-variants.png")
        let cell = try decodePNG(dir + "/out/clock-variants-light-ltr@1x.png")
        #expect(sheet.width == 2 * 24 + 2 * cell.width + 20)
        #expect(sheet.height == 58 + 2 * 24 + 2 * (cell.height + 40) + 20)
        // Its cells are the images themselves (scale 1 here): the top-left cell's centre matches.
        let sx = 24 + cell.width / 2, sy = 58 + 24 + cell.height / 2
        let s = (sy * sheet.width + sx) * 4, c = (cell.height / 2 * cell.width + cell.width / 2) * 4
        #expect(Array(sheet.pixels[s..<s + 3]) == Array(cell.pixels[c..<c + 3]))

        let html = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        for needle in ["src=\"clock-variants-dark-rtl@1x.png\"", "href=\"contact-sheets/clock-variants.png\"", "<b>dark-rtl</b>",
                       "layoutDirection = <code>&quot;rightToLeft&quot;</code>", "Clock tab bar: light and dark",
                       "src=\"more/home@1x.png\"", "<div class=\"findings\">", "unknown appearance &quot;sepia&quot;"] {
            #expect(html.contains(needle), "\(needle)")
        }
        #expect(!html.contains("http://") && !html.contains("https://"))   // offline
        let manifestData = try #require(FileManager.default.contents(atPath: dir + "/out/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        let refs = try #require(manifest["references"] as? [String: [String: Any]])
        #expect(refs["clock-variants-dark-rtl@1x.png"]?["variant"] as? String == "dark-rtl")
        #expect(refs["clock-variants-dark-rtl@1x.png"]?["spec"] as? String == "../clock-variants.json")
        #expect((manifest["toolchains"] as? [String: Any])?.keys.first == ToolchainFingerprint.current().id)
    }

    @Test("--redlines writes annotated copies, the canvas grown by 28 pt on each side")
    func redlines() throws {
        let dir = try suiteCopy()
        let r = try navmock(["gallery", "classic-scroll-edge.json", "-o", "out", "--redlines", "--scale", "2"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let plain = try decodePNG(dir + "/out/classic-scroll-edge-scroll-edge@2x.png")
        let red = try decodePNG(dir + "/out/redlines/classic-scroll-edge-scroll-edge@2x.png")
        #expect(red.width == plain.width + 2 * 56 && red.height == plain.height + 2 * 56)
        // The redline colour is there.
        var found = false
        for i in stride(from: 0, to: red.pixels.count, by: 4) where red.pixels[i] == 0xFF && red.pixels[i + 1] == 0x2D && red.pixels[i + 2] == 0x55 { found = true; break }
        #expect(found)
        let html = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        #expect(html.contains("href=\"redlines/classic-scroll-edge-scroll-edge@2x.png\""))
    }

    @Test("--vary adds a field to every spec; names and errors follow")
    func vary() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/home.json", atomically: true, encoding: .utf8)
        let r = try navmock(["gallery", "home.json", "-o", "out", "--scale", "1", "--vary", "appearance=light,dark", "--vary", "tabBar.selectedIndex=0,1"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out").filter { $0.hasSuffix("@1x.png") && !$0.contains("/") }
                == ["home-dark-selected-index-0@1x.png", "home-dark-selected-index-1@1x.png", "home-light-selected-index-0@1x.png", "home-light-selected-index-1@1x.png"])
        let bad = try navmock(["gallery", "home.json", "-o", "out2", "--vary", "appearance=light,sepia"], cwd: dir)
        #expect(bad.code == 65 && bad.stderr.contains("[\"--vary appearance\"][1]: unknown appearance \"sepia\""), "\(bad.stderr)")
        #expect(try navmock(["gallery", "home.json"], cwd: dir).code == 64)
        #expect(try navmock(["gallery", "home.json", "-o", "x", "--vary", "nothing"], cwd: dir).code == 64)
    }

    @Test("two specs that would write the same file: refused (65, naming both) before anything is written")
    func collision() throws {
        let dir = try CLI.tempDir()
        try #"{"device": "iPhone 16", "tabBar": {"items": [{"title": "A"}]}, "variants": {"appearance": ["light", "dark"]}}"#
            .write(toFile: dir + "/bar.json", atomically: true, encoding: .utf8)
        try goodSpec.write(toFile: dir + "/bar-dark.json", atomically: true, encoding: .utf8)
        let r = try navmock(["gallery", ".", "-o", "out", "--scale", "1"], cwd: dir)
        #expect(r.code == 65)
        #expect(r.stderr.contains(#"./bar.json: the outputs of ./bar.json (variant "dark") would be named "bar-dark", as those of ./bar-dark.json; rename one"#), "\(r.stderr)")
        #expect(CLI.files(in: dir + "/out").isEmpty, "no image, contact sheet or index.html: \(CLI.files(in: dir + "/out"))")
    }

    @Test("each image's findings in index.html are check's: the pixel rules too, the same severities (info), paths and messages")
    func findingsAreChecks() throws {
        let dir = try suiteCopy()
        // Tints that nearly match the white backdrop: the pixel contrast rules fire (warnings);
        // outline symbols with a filled variant: an info.
        try (##"{"device": "iPhone 16", "osVersion": "18", "backdrop": {"color": "#FFFFFF"}, "tabBar": {"tintColor": "#F2F2F2", "##
            + ##""unselectedItemTintColor": "#EFEFEF", "items": [{"title": "Home", "image": "house"}, {"title": "Me", "image": "person"}]}}"##)
            .write(toFile: dir + "/contrast.json", atomically: true, encoding: .utf8)
        // Only one of two variants has the invisible tint: its findings name it in check.
        try (##"{"device": "iPhone 16", "osVersion": "18", "backdrop": {"color": "#FFFFFF"}, "tabBar": {"items": "##
            + ##"[{"title": "Home", "image": "house.fill"}, {"title": "Search", "image": "magnifyingglass"}]}, "##
            + ##""variants": {"tabBar.unselectedItemTintColor": ["#EFEFEF", "#333333"]}}"##)
            .write(toFile: dir + "/tints.json", atomically: true, encoding: .utf8)
        let g = try navmock(["gallery", ".", "-o", "out", "--scale", "1"], cwd: dir)
        #expect(g.code == 0, "\(g.stderr)")
        let html = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        let listed = galleryFindings(html)
        let images = ["contrast": ["contrast@1x.png"], "tints": ["tints-efefef@1x.png", "tints-333333@1x.png"],
                      "classic-scroll-edge": ["classic-scroll-edge@1x.png", "classic-scroll-edge-scroll-edge@1x.png"],
                      "clock-variants": suiteCases.filter { $0.hasPrefix("clock") }.map { $0 + ".png" }]
        for (spec, files) in images {
            let c = try navmock(["check", spec + ".json", "--json"], cwd: dir)
            #expect(c.code == 0, "\(c.stderr)")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(c.stdout.utf8)) as? [[String: Any]])
            for file in files {
                // check lists a finding only some variants have once per variant, naming it.
                let variant = file.dropFirst(spec.count + 1).dropLast("@1x.png".count)
                let expected: [String] = rows.compactMap { r in
                    var message = r["message"] as? String ?? ""
                    if let range = message.range(of: #" \(variant "[^"]*"\)$"#, options: .regularExpression) {
                        guard message[range] == " (variant \"\(variant)\")" else { return nil }
                        message.removeSubrange(range)
                    }
                    return "\(r["severity"] ?? ""): \(r["path"] ?? ""): \(message) [\(r["rule"] ?? "")]"
                }
                let shown = try #require(listed[file], "\(file) in \(listed.keys.sorted())")
                #expect(shown == expected, "\(file)")
            }
        }
        // In particular the pixel rules, and info where check says info.
        let contrast = listed["contrast@1x.png"] ?? []
        #expect(contrast.contains { $0.hasPrefix("warning: tabBar.items[0].title: the title of tab 0") && $0.hasSuffix("[tab-bar.title-contrast]") }, "\(contrast)")
        #expect(contrast.contains { $0.hasPrefix("warning: tabBar.items[1]: the icon of tab 1") && $0.hasSuffix("[tab-bar.icon-contrast]") }, "\(contrast)")
        #expect(contrast.contains { $0.hasPrefix("info: tabBar.items: ") && $0.hasSuffix("[tab-bar.unfilled-symbol]") }, "\(contrast)")
        #expect((listed["tints-efefef@1x.png"] ?? []).contains { $0.hasSuffix("[tab-bar.icon-contrast]") })
        #expect(!(listed["tints-333333@1x.png"] ?? []).contains { $0.hasSuffix("[tab-bar.icon-contrast]") })
        #expect(!html.contains("note: "))
    }

    @Test("the gallery of every Template: one image and one contact sheet each, all in the index")
    func templates() throws {
        let dir = try CLI.tempDir()
        let r = try navmock(["gallery", CLI.root + "/Templates", "-o", dir, "--redlines", "--jobs", "2"])
        #expect(r.code == 0, "\(r.stderr)")
        let templates = (FileManager.default.subpaths(atPath: CLI.root + "/Templates") ?? []).filter { $0.hasSuffix(".json") }
        let files = CLI.files(in: dir)
        #expect(files.filter { $0.hasPrefix("contact-sheets/") && $0.hasSuffix(".png") }.count == templates.count)
        // One redlined copy per image: a Template with variants (every-language.json) has several.
        let images = files.filter { !$0.hasPrefix("redlines/") && !$0.hasPrefix("contact-sheets/") && $0.hasSuffix(".png") }
        #expect(files.filter { $0.hasPrefix("redlines/") && $0.hasSuffix(".png") }.count == images.count)
        #expect(images.count >= templates.count)
        let html = try String(contentsOfFile: dir + "/index.html", encoding: .utf8)
        for t in templates { #expect(html.contains(">" + String(t.dropLast(5)) + "</a>"), "\(t)") }
    }
}

/// The findings listed under each image of a gallery's index.html, by the image's file: one
/// `severity: path: message [rule]` line each (HTML entities decoded), none for "findings: none".
func galleryFindings(_ html: String) -> [String: [String]] {
    var out: [String: [String]] = [:]
    for figure in html.components(separatedBy: "<figure>").dropFirst() {
        guard let src = figure.range(of: "<img src=\""), let end = figure[src.upperBound...].firstIndex(of: "\""),
              let start = figure.range(of: "<div class=\"findings\">"), let stop = figure.range(of: "</div></figcaption>") else { continue }
        let file = String(figure[src.upperBound..<end]).removingPercentEncoding ?? ""
        let body = String(figure[start.upperBound..<stop.lowerBound])
        let lines = body == "findings: none" ? [] : body.components(separatedBy: "<br>").filter { !$0.hasPrefix("warning: ./") }
        out[file] = lines.map {
            $0.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
              .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        }
    }
    return out
}
