import Foundation
import NavMockCore
import NavMockRender
import Testing

/// Renders the configurations of the iOS 26 ground truth (../shared/groundtruth/ice_ios26_*.png,
/// described in its README; iPhone 16 Pro, 402 × 874 pt @3x, four tabs and a search tab, tint
/// #BB3BE2) from specs and measures the results against the numbers measured on those images.
/// The images themselves never enter the repository: only the numbers, cited here.
/// "GT" = the ground-truth README and measurements on its images; "§12" = ../shared/hig/metrics.md §12.
@Suite("Liquid Glass fidelity against the iOS 26 ground truth")
struct LiquidGlassFidelityTests {
    /// A 1206 × 2622 px screen, as the ground-truth screenshots.
    static func spec(appearance: String, backdrop: String, titles: [String] = ["Timeline", "Notifications", "News", "Profile"]) -> [UInt8] {
        let icons = ["rectangle.stack", "bell", "newspaper", "person.crop.circle"]
        let items = zip(titles, icons).map { "{ \"title\": \"\($0)\", \"image\": \"\($1)\" }" }.joined(separator: ", ")
        return Array("""
        { "device": "iPhone 16 Pro", "osVersion": "26", "canvas": "screen", "appearance": "\(appearance)",
          "backdrop": \(backdrop),
          "tabBar": { "items": [ \(items), { "title": "Search", "role": "search" } ],
                      "selectedIndex": 0, "tintColor": "#BB3BE2" } }
        """.utf8)
    }

    /// Luminance (mean of R, G, B, 0…255) of the device pixel at (x, y) points, @3x.
    struct Shot {
        let image: RGBAImage
        let prepared: PreparedSpec
        func rgb(_ x: Double, _ y: Double) -> (Double, Double, Double) {
            let px = min(max(Int(x * 3), 0), image.width - 1), py = min(max(Int(y * 3), 0), image.height - 1)
            let i = (py * image.width + px) * 4
            return (Double(image.pixels[i]), Double(image.pixels[i + 1]), Double(image.pixels[i + 2]))
        }
        func lum(_ x: Double, _ y: Double) -> Double { let c = rgb(x, y); return (c.0 + c.1 + c.2) / 3 }
        /// Luminance of device pixel (px, py).
        func lumPx(_ px: Int, _ py: Int) -> Double { lum((Double(px) + 0.5) / 3, (Double(py) + 0.5) / 3) }
    }

    static func render(_ bytes: [UInt8]) throws -> Shot {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(bytes, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        return Shot(image: try r.rasterize(p.scene, scale: 3, baseDirectory: Repo.specs).rgba, prepared: p)
    }

    static func percentile(_ v: [Double], _ q: Double) -> Double {
        let s = v.sorted()
        return s[min(s.count - 1, max(0, Int(Double(s.count - 1) * q)))]
    }

    @Test("the glass geometry matches GT (capsule 21…311 × 791…853 pt, search circle 319…381, ±0.5 pt)")
    func edges() throws {
        let shot = try Self.render(Self.spec(appearance: "light", backdrop: "{ \"content\": \"prose\" }"))
        let tb = try #require(shot.prepared.layout.tabBarNode)
        for (got, want) in [(tb.frame.minX, 21.0), (tb.frame.maxX, 311.0), (tb.frame.minY, 791.0), (tb.frame.maxY, 853.0)] {
            #expect(abs(got - want) <= 0.5, "capsule edge \(got), GT \(want)")
        }
        let s = try #require(tb.searchButton?.frame)
        #expect(abs(s.minX - 319) <= 0.5 && abs(s.maxX - 381) <= 0.5, "search circle \(s)")
        // In the pixels: the rim (brighter than the shadow beside it) starts at the capsule's edge.
        let row = 822.0
        let rimX = (Int(15 * 3)..<Int(30 * 3)).first { shot.lumPx($0, Int(row * 3)) > shot.lumPx($0 - 1, Int(row * 3)) + 6 }
        let x = try #require(rimX)
        #expect(abs(Double(x) / 3 - 21) <= 0.5, "capsule's left edge found at \(Double(x) / 3) pt")
    }

    @Test("the search button's magnifier: 22.67 pt of ink from 810.67 to 833.33 pt, strokes 2.55 pt (ice_ios26_dark_timeline, light_notifications); another symbol there keeps the full box")
    func searchMagnifier() throws {
        let shot = try Self.render(Self.spec(appearance: "light", backdrop: "{ \"color\": \"#FFFFFF\" }"))
        let tb = try #require(shot.prepared.layout.tabBarNode)
        let icon = try #require(tb.searchButton?.icon)
        let item = try #require(shot.prepared.scene.items.first { $0.icon?.frame == icon.frame }?.icon)
        // The ink is the frame grown by the outline on each side (half of it beyond each edge).
        let ink = icon.frame.insetBy(dx: -item.outline / 2, dy: -item.outline / 2)
        #expect(abs(ink.width - 22.67) <= 0.5 && abs(ink.minY - 810.67) <= 0.5 && abs(ink.maxY - 833.33) <= 0.5, "\(ink)")
        // Dark pixels inside the circle: the glyph's ink box, measured.
        let f = try #require(tb.searchButton?.frame)
        var xs: [Int] = [], ys: [Int] = []
        for py in Int(f.minY * 3)..<Int(f.maxY * 3) { for px in Int(f.minX * 3)..<Int(f.maxX * 3) where shot.lumPx(px, py) < 128 { xs.append(px); ys.append(py) } }
        let w = Double(try #require(xs.max()) - xs.min()! + 1) / 3, top = Double(ys.min()!) / 3, bottom = Double(ys.max()! + 1) / 3
        #expect(abs(w - 22.67) <= 0.5 && abs(top - 810.67) <= 0.5 && abs(bottom - 833.33) <= 0.5, "ink \(w) pt wide, \(top)–\(bottom)")
        // A search tab with another symbol: the whole box and the common outline.
        let other = String(decoding: Self.spec(appearance: "light", backdrop: "{ \"color\": \"#FFFFFF\" }"), as: UTF8.self)
            .replacingOccurrences(of: "\"role\": \"search\"", with: "\"role\": \"search\", \"image\": \"sparkles\"")
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Array(other.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let o = try #require(p.layout.tabBarNode?.searchButton?.icon)
        let oi = try #require(p.scene.items.first { $0.icon?.frame == o.frame }?.icon)
        #expect(o.frame.width > icon.frame.width + 1 && oi.outline == LiquidGlassMetrics.symbolOutline, "\(o.frame) \(oi.outline)")
    }

    @Test("with titles too long for the rule (equal slots), the selected pill stays centred on its item and inside the capsule, both directions",
          arguments: [(4, ""), (0, ""), (4, #", "layoutDirection": "rightToLeft""#)])
    func pillCentredInEqualSlots(_ selected: Int, _ direction: String) throws {
        let r = try makeRenderer()
        let items = ["Startseite", "Benachrichtigungen", "Einstellungen", "Bibliothek", "Herunterladen"]
            .enumerated().map { #"{ "title": "\#($1)", "image": "\#(["house", "bell", "gear", "books.vertical", "arrow.down.circle"][$0])" }"# }
        let json = #"{ "device": "iPhone 17 Pro", "osVersion": "26", "locale": "de"\#(direction), "tabBar": { "items": [ \#(items.joined(separator: ", ")) ], "selectedIndex": \#(selected) } }"#
        let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let tb = try #require(p.layout.tabBarNode)
        let pill = try #require(tb.child(.tabBarSelection)?.frame)
        let item = try #require(tb.items.first { $0.isSelected })
        let title = try #require(item.child(LayoutRolePart.title)?.frame)
        #expect(abs(pill.midX - title.midX) < 0.5, "pill \(pill), title \(title)")
        #expect(pill.minX >= tb.frame.minX + 3.9 && pill.maxX <= tb.frame.maxX - 3.9, "pill \(pill) in \(tb.frame)")
    }

    @Test("a search tab alone is the capsule's one item (not a circle beside an empty capsule), selected or not")
    func loneSearchTab() throws {
        let r = try makeRenderer()
        for selected in ["0", "null"] {
            let json = #"{ "device": "iPhone 16", "osVersion": "26", "tabBar": { "items": [ { "title": "Search", "role": "search" } ], "selectedIndex": \#(selected) } }"#
                .replacingOccurrences(of: #", "selectedIndex": null"#, with: "")
            let p = try PreparedSpec.prepare(Array(json.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
            let tb = try #require(p.layout.tabBarNode)
            #expect(tb.searchButton == nil && tb.items.count == 1 && tb.frame.width >= 74, "\(tb.frame), \(tb.items.count) items")
            #expect(tb.items.first?.child(LayoutRolePart.title) != nil)
        }
    }

    @Test("items and pill where GT has them: the selection does not move the items (ice_ios26_dark_timeline and _dark_news, ±0.5 pt), the pill 4 pt from the capsule's ends and 83.3 pt around Notifications (ice_ios26_light_notifications)")
    func itemPlacement() throws {
        let r = try makeRenderer()
        func laidOut(_ titles: [String], _ selected: Int) throws -> (centres: [Double], pill: Rect) {
            var text = String(decoding: Self.spec(appearance: "dark", backdrop: "{ \"color\": \"#11151F\" }", titles: titles), as: UTF8.self)
            text = text.replacingOccurrences(of: "\"selectedIndex\": 0", with: "\"selectedIndex\": \(selected)")
            let p = try PreparedSpec.prepare(Array(text.utf8), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
            let tb = try #require(p.layout.tabBarNode)
            return (tb.items.prefix(4).map(\.frame.midX), try #require(tb.child(.tabBarSelection)?.frame))
        }
        let t1 = ["Timeline", "Notifications", "Favorites", "News"]
        // GT: middle of the icon's and the title's ink boxes.
        for (selected, want, pill) in [(0, [62.0, 132.7, 203.6, 269.8], (25.0, 99.0)), (3, [61.8, 132.7, 203.6, 269.8], (233.0, 307.0))] {
            let got = try laidOut(t1, selected)
            for (g, w) in zip(got.centres, want) { #expect(abs(g - w) <= 0.5, "selected \(selected): \(got.centres), GT \(want)") }
            #expect(abs(got.pill.minX - pill.0) <= 0.5 && abs(got.pill.maxX - pill.1) <= 0.5, "pill \(got.pill), GT \(pill)")
        }
        let n = try laidOut(["Timeline", "Notifications", "Favorites", "Messages"], 1)
        for (g, w) in zip(n.centres, [61.8, 133.0, 203.6, 270.1]) { #expect(abs(g - w) <= 0.5, "\(n.centres)") }
        #expect(abs(n.pill.width - 83.3) <= 0.5, "Notifications pill \(n.pill.width), GT 83.3")
    }

    @Test("about half of the text's contrast survives inside the glass (GT 225–254 inside vs 184–243 outside; accept 35–65 %)")
    func contrastSurvives() throws {
        let shot = try Self.render(Self.spec(appearance: "light", backdrop: "{ \"content\": \"prose\" }"))
        let tb = try #require(shot.prepared.layout.tabBarNode)
        let bar = tb.frame
        // Inside: the capsule away from the rim, minus the items' icons, titles and the selection pill.
        var avoid = tb.items.flatMap { [$0.icon?.frame, $0.title?.frame].compactMap { $0?.insetBy(dx: -2, dy: -2) } }
        if let s = tb.child(.tabBarSelection)?.frame { avoid.append(s.insetBy(dx: -1, dy: -1)) }
        var inside: [Double] = [], outside: [Double] = []
        for py in stride(from: Int((bar.minY + 2) * 3), to: Int((bar.maxY - 2) * 3), by: 1) {
            for px in stride(from: Int((bar.minX + bar.height / 2) * 3), to: Int((bar.maxX - bar.height / 2) * 3), by: 2) {
                let p = Point(x: (Double(px) + 0.5) / 3, y: (Double(py) + 0.5) / 3)
                if avoid.contains(where: { p.x >= $0.minX && p.x <= $0.maxX && p.y >= $0.minY && p.y <= $0.maxY }) { continue }
                inside.append(shot.lumPx(px, py))
            }
        }
        // Outside: the same text 40–100 pt above the bar (out of reach of the shadow).
        for py in stride(from: Int((bar.minY - 100) * 3), to: Int((bar.minY - 40) * 3), by: 1) {
            for px in stride(from: Int((bar.minX + bar.height / 2) * 3), to: Int((bar.maxX - bar.height / 2) * 3), by: 2) {
                outside.append(shot.lumPx(px, py))
            }
        }
        let inRange = Self.percentile(inside, 0.995) - Self.percentile(inside, 0.005)
        let outRange = Self.percentile(outside, 0.995) - Self.percentile(outside, 0.005)
        let survives = inRange / outRange
        #expect(survives >= 0.35 && survives <= 0.65, "contrast inside / outside = \(inRange) / \(outRange) = \(survives)")
        // The glass is light: its darkest text is far lighter than outside (GT: 225 against 184).
        #expect(Self.percentile(inside, 0.005) > Self.percentile(outside, 0.005) + 20)
    }

    @Test("the dark rim measures GT's 48 / 41 / 36 at the top and 56 / 48 / 39 at the bottom (±8)")
    func darkRim() throws {
        // Flat #11151F content: GT ice_ios26_dark_* glass body ≈ #11151F.
        let shot = try Self.render(Self.spec(appearance: "dark", backdrop: "{ \"color\": \"#11151F\" }"))
        let bar = try #require(shot.prepared.layout.tabBarNode).frame
        let x = 240.0 * 3  // between the News and Profile items
        let top = Int(bar.minY * 3), bottom = Int(bar.maxY * 3) - 1
        for (k, want) in [48.0, 41, 36].enumerated() {
            let got = shot.lumPx(Int(x), top + k)
            #expect(abs(got - want) <= 8, "top rim row \(k): \(got), GT \(want)")
        }
        for (k, want) in [56.0, 48, 39].enumerated() {
            let got = shot.lumPx(Int(x), bottom - k)
            #expect(abs(got - want) <= 8, "bottom rim row \(k): \(got), GT \(want)")
        }
        // Body of the glass: GT 23.
        #expect(abs(shot.lum(240, bar.midY - 25) - 23) <= 8)
    }

    @Test("the light shadow matches GT ice_ios26_light_timeline over white (±8 levels)")
    func lightShadow() throws {
        let shot = try Self.render(Self.spec(appearance: "light", backdrop: "{ \"color\": \"#FFFFFF\" }"))
        let bar = try #require(shot.prepared.layout.tabBarNode).frame
        // Beside the capsule, on its centre row: 236 at 1 pt, 243 at 11 pt, 248 at 21 pt (GT rows 2466).
        for (d, want) in [(1.0, 236.0), (11, 243), (21, 248)] {
            let got = shot.lum(bar.minX - d, bar.midY)
            #expect(abs(got - want) <= 8, "beside, \(d) pt: \(got), GT \(want)")
        }
        // Below the capsule (x = 50 pt): 228 at 0.3 pt, 236 at 10 pt, 244 at 20 pt (GT column 150 px).
        for (d, want) in [(0.3, 228.0), (10, 236), (20, 244)] {
            let got = shot.lum(50, bar.maxY + d)
            #expect(abs(got - want) <= 8, "below, \(d) pt: \(got), GT \(want)")
        }
        // In the 8 pt gap between capsule and search circle: §12 233 (on a 245 background).
        let gap = shot.lum(bar.maxX + 4, bar.midY)
        #expect(gap >= 225 && gap <= 241, "gap: \(gap), §12 233")
    }

    @Test("over a flat colour the light body sits 10–15 levels below white so the rim shows; dark glass is ≈ 3 levels lighter than the content, keeping its blue (issue 40, GT ice_ios26_dark_news)",
          arguments: [("light", "#FFFFFF", 0.0), ("light", "#FAFAFA", 0), ("light", "#F2F2F7", 0), ("dark", "#11151F", 2), ("dark", "#101522", 2), ("dark", "#1C1C1E", 1)])
    func flatBody(_ appearance: String, _ colour: String, _ minLift: Double) throws {
        let shot = try Self.render(Self.spec(appearance: appearance, backdrop: "{ \"color\": \"\(colour)\" }"))
        let bar = try #require(shot.prepared.layout.tabBarNode).frame
        let body = shot.rgb(240, bar.maxY - 5)
        let content = shot.rgb(240, 100)
        let lum = (body.0 + body.1 + body.2) / 3, contentLum = (content.0 + content.1 + content.2) / 3
        if appearance == "light" {
            #expect(lum >= 255 - 15 - (255 - contentLum) && lum <= 255 - 10, "body \(body) over \(colour)")
            // The rim's first device row (at the capsule's top, centre) stands out from the body.
            #expect(shot.lumPx(Int(240 * 3), Int(bar.minY * 3)) >= lum + 6, "rim over \(colour)")
        } else {
            // The tint (#1C2030 at 32 %) lifts dark blue content most; lighter greys a little less.
            #expect(lum - contentLum >= minLift && lum - contentLum <= 6, "body \(body) over \(content)")
            #expect(body.2 - body.0 >= content.2 - content.0 - 1, "keeps the content's blue: \(body) over \(content)")
        }
    }

    @Test("colours: selected title #BB3BE2, unselected title #000000 / #FFFFFF, light pill #ECECEC over white (±6)")
    func colours() throws {
        for (ap, title) in [("light", 0.0), ("dark", 255.0)] {
            let shot = try Self.render(Self.spec(appearance: ap, backdrop: ap == "light" ? "{ \"color\": \"#FFFFFF\" }" : "{ \"color\": \"#11151F\" }"))
            let tb = try #require(shot.prepared.layout.tabBarNode)
            // The darkest (light) / brightest (dark) pixel of an unselected title is its colour.
            let f = try #require(tb.items[1].title?.frame)
            var extreme = ap == "light" ? 255.0 : 0.0
            for py in Int(f.minY * 3)..<Int(f.maxY * 3) {
                for px in Int(f.minX * 3)..<Int(f.maxX * 3) {
                    let l = shot.lumPx(px, py)
                    extreme = ap == "light" ? min(extreme, l) : max(extreme, l)
                }
            }
            #expect(abs(extreme - title) <= 6, "\(ap) unselected title \(extreme)")
            // The selected title's most saturated pixel is the tint.
            let s = try #require(tb.items[0].title?.frame)
            var best = (0.0, 0.0, 0.0)
            for py in Int(s.minY * 3)..<Int(s.maxY * 3) {
                for px in Int(s.minX * 3)..<Int(s.maxX * 3) {
                    let c = shot.rgb((Double(px) + 0.5) / 3, (Double(py) + 0.5) / 3)
                    if c.2 - c.1 > best.2 - best.1 { best = c }
                }
            }
            #expect(abs(best.0 - 0xBB) <= 6 && abs(best.1 - 0x3B) <= 6 && abs(best.2 - 0xE2) <= 6, "\(ap) selected \(best)")
            if ap == "light", let pill = tb.child(.tabBarSelection)?.frame {
                // GT: #ECECEC on glass #FEFEFE (18 levels darker); over a flat white the body is
                // darker (#F2F2F2, issue 40), the pill as much below it.
                let c = shot.rgb(pill.midX, pill.minY + 3), body = shot.rgb(240, tb.frame.maxY - 5)
                #expect(abs((body.0 - c.0) - 18) <= 6 && abs((body.2 - c.2) - 18) <= 6, "pill \(c) on \(body), GT #ECECEC on #FEFEFE")
            }
        }
    }

    @Test("the lens: content just beyond the edge shows, mirrored, just inside it; the centre is not moved")
    func lensProfile() {
        let band = LiquidGlassMetrics.lensBand, k = LiquidGlassMetrics.lensStrength
        #expect(liquidGlassLensDepth(0, band: band, strength: k) == 0)
        #expect(liquidGlassLensDepth(band, band: band, strength: k) == band)
        #expect(liquidGlassLensDepth(band + 5, band: band, strength: k) == band + 5)
        // Falling near the edge (mirrored), reaching well beyond the edge.
        let a = liquidGlassLensDepth(1, band: band, strength: k), b = liquidGlassLensDepth(3, band: band, strength: k)
        #expect(b < a && b < -5)
        // Continuous slope at the inner end of the band: no visible seam.
        let e = 1e-4
        let slope = (liquidGlassLensDepth(band - e, band: band, strength: k) - liquidGlassLensDepth(band - 2 * e, band: band, strength: k)) / e
        #expect(abs(slope - 1) < 0.01)
    }

    @Test("the mirrored band lies where GT shows it: content beyond the top edge seen 5–11 pt inside, at about its own size")
    func mirroredBand() throws {
        // GT ice_ios26_light_timeline, darkest pixel per device row at x 100–187 pt: rows 1–4 pt
        // inside the top edge bright (246–252), the line above mirrored 5–11 pt inside (223–228).
        let band = LiquidGlassMetrics.lensBand, k = LiquidGlassMetrics.lensStrength
        let depths = Array(stride(from: 0.0, through: band, by: 0.05))
        let seen = depths.map { liquidGlassLensDepth($0, band: band, strength: k) }
        // Deepest content beyond the edge (the start of the mirror) and where the mirror ends.
        let i = try #require(seen.indices.min { seen[$0] < seen[$1] })
        let end = depths[try #require(seen.indices.first { $0 > i && seen[$0] >= 0 })]
        #expect(depths[i] >= 3.5 && depths[i] <= 6, "mirror starts \(depths[i]) pt inside (GT ≈ 4–5)")
        #expect(end >= 9 && end <= 12, "mirror ends \(end) pt inside (GT ≈ 11)")
        // About its own size: GT shows ≈ 8 pt of content in ≈ 7 pt; accept 0.8–1.5.
        let scale = -seen[i] / (end - depths[i])
        #expect(scale >= 0.8 && scale <= 1.5, "mirror scale \(scale)")
    }

    @Test("the home indicator: 144 pt on 402 pt screens, 140 pt on 393 pt (§12), #34363B over #11151F dark content (±6)")
    func homeIndicator() throws {
        let shot = try Self.render(Self.spec(appearance: "dark", backdrop: "{ \"color\": \"#11151F\" }"))
        let h = try #require(shot.prepared.layout.tree.child(.homeIndicator)?.frame)
        #expect(abs(h.width - 144) < 0.01)
        let c = shot.rgb(h.midX, h.midY)
        #expect(abs(c.0 - 0x34) <= 6 && abs(c.1 - 0x36) <= 6 && abs(c.2 - 0x3B) <= 6, "home indicator \(c), GT #34363B")
        #expect(abs(HomeIndicatorMetricTable.iOS.width(screenWidth: 393) - 140) < 0.01)
        // Over light content it stays dark: in its middle black at ≈ 60 % of what is beneath
        // (groundtruth rss_ios18_screen_favorites_white: rows 81 → 121 on white, 102 in the
        // middle; HomeIndicatorFidelityTests); here beneath is the glass's shadow.
        let light = try Self.render(Self.spec(appearance: "light", backdrop: "{ \"color\": \"#FFFFFF\" }"))
        let hl = try #require(light.prepared.layout.tree.child(.homeIndicator)?.frame)
        let beneath = light.lum(hl.minX - 4, hl.midY)
        #expect(abs(light.lum(hl.midX, hl.midY) - beneath * 102 / 0xFF) <= 6)
    }

    @Test("unselected glyphs adapt to the content's luminance; the selected tint stays")
    func adaptiveForeground() throws {
        func colours(_ ap: String, _ backdrop: String) throws -> (unselected: Color, selected: Color) {
            let r = try makeRenderer()
            let p = try PreparedSpec.prepare(Self.spec(appearance: ap, backdrop: backdrop), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
            var found: [String: Color] = [:]
            for case .text(let t, let c) in p.scene.items { found[t.text] = c }
            return (try #require(found["Notifications"]), try #require(found["Timeline"]))
        }
        let dark = "{ \"gradient\": [\"#000000\", \"#202020\"] }", light = "{ \"gradient\": [\"#FFFFFF\", \"#F0F0F0\"] }"
        // Light appearance over dark content: white glyphs; over light content: the label colour.
        #expect(try colours("light", dark).unselected == Color(hex: 0xFFFFFF))
        #expect(try colours("light", light).unselected == Color(hex: 0x000000))
        // Dark appearance over light content: black glyphs; over dark content: white.
        #expect(try colours("dark", light).unselected == Color(hex: 0x000000))
        #expect(try colours("dark", dark).unselected == Color(hex: 0xFFFFFF))
        #expect(try colours("light", dark).selected == Color(hex: 0xBB3BE2))
    }

    @Test("unselected icons are off-black / off-white (§12: #191919 over white, #EFF3FD dark; ±6); the selected title is semibold")
    func iconColoursAndSelectedWeight() throws {
        for (ap, backdrop, want) in [("light", "{ \"color\": \"#FFFFFF\" }", (0x19, 0x19, 0x19)),
                                     ("dark", "{ \"color\": \"#11151F\" }", (0xEF, 0xF3, 0xFD))] {
            let r = try makeRenderer()
            let p = try PreparedSpec.prepare(Self.spec(appearance: ap, backdrop: backdrop), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
            var icons: [Color] = [], weights: [String: FontWeight] = [:]
            for item in p.scene.items {
                if let c = item.icon?.color { icons.append(c) }   // plain, emboldened or weighted
                if case .text(let t, _) = item { weights[t.text] = t.style.weight }
            }
            // Icons in drawing order: Timeline (selected, tint), Notifications, News, Profile, Search.
            try #require(icons.count == 5)
            let c = icons[1]
            #expect(abs(c.red * 255 - Double(want.0)) <= 6 && abs(c.green * 255 - Double(want.1)) <= 6
                    && abs(c.blue * 255 - Double(want.2)) <= 6, "\(ap) unselected icon \(c)")
            #expect(weights["Timeline"] == .semibold && weights["Notifications"] == GlassTabBarMetrics.titleWeight)
        }
    }

    @Test("tab symbols are emboldened: the bell's ink within ±15 % of GT's, about a quarter more than the plain outline")
    func symbolWeight() throws {
        let r = try makeRenderer()
        let p = try PreparedSpec.prepare(Self.spec(appearance: "light", backdrop: "{ \"color\": \"#FFFFFF\" }"), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let tb = try #require(p.layout.tabBarNode)
        let bell = try #require(tb.items[1].icon?.frame)
        // Ink area in pt²: coverage (200 − lum) / 175 per device pixel, over the icon's box ± 4 pt
        // (the same measurement gives 128.2 pt² for the bell on ice_ios26_light_timeline at x 134.8).
        func ink(_ scene: Scene) throws -> Double {
            let img = try r.rasterize(scene, scale: 3, baseDirectory: Repo.specs).rgba
            var sum = 0.0
            for py in Int((bell.minY - 4) * 3)..<Int((bell.maxY + 4) * 3) {
                for px in Int((bell.minX - 4) * 3)..<Int((bell.maxX + 4) * 3) {
                    let i = (py * img.width + px) * 4
                    let l = (Double(img.pixels[i]) + Double(img.pixels[i + 1]) + Double(img.pixels[i + 2])) / 3
                    sum += min(1, max(0, (200 - l) / 175))
                }
            }
            return sum / 9
        }
        let plain = p.scene.mappingItems { item in
            if case .emboldenedIcon(let img, let f, let c, let m, _) = item { return .icon(img, frame: f, color: c, mirrored: m) }
            return item
        }
        // Heavy first: a plain render after it must not inherit the outline (one handle per style).
        let heavy = try ink(p.scene), light = try ink(plain)
        let n = p.scene.items.filter { if case .emboldenedIcon = $0 { return true }; return false }.count
        #expect(n == 5, "emboldened icons: \(n), heavy \(heavy), plain \(light)")
        #expect(abs(heavy / 128.2 - 1) <= 0.15, "bell ink \(heavy) pt², GT 128.2")
        #expect(heavy / light >= 1.1 && heavy / light <= 1.4, "emboldened / plain = \(heavy / light) (§12: ≈ 1.25)")
    }
}
