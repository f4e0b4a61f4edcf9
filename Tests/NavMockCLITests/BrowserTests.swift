import Foundation
import NavMockTestSupport
import Testing

/// The HTML pages people click (the gallery's index, `navmock test`'s report), laid out by a real
/// browser: Debian's Chromium, headless (`apt-packages.txt` installs it, so CI runs these).
enum Browser {
    /// Chromium's path, or nil when it is not installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `executable` under coreutils' `timeout -s KILL`, which kills its whole process group
    /// (Chromium's helper processes too) after `seconds`: headless Chromium can hang on a loaded
    /// machine (a `--screenshot` that never returned was seen), and a test must fail, not hang
    /// the run. A run killed that way is tried once more before its status is returned.
    /// - Returns: the exit status (137 when killed) and standard output (with standard error when
    ///   `mergeStandardError`).
    static func run(_ executable: String, _ arguments: [String], seconds: Int = 180, cwd: String? = nil,
                    mergeStandardError: Bool = false) throws -> (status: Int32, output: Data) {
        var last: (Int32, Data) = (0, Data())
        for _ in 0..<2 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
            p.arguments = ["-s", "KILL", String(seconds), executable] + arguments
            if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
            let out = Pipe()
            p.standardOutput = out
            p.standardError = mergeStandardError ? out : FileHandle.nullDevice
            try p.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            // Killed: `timeout` kills its own group, itself included, so it may end by the signal.
            let killed = p.terminationReason == .uncaughtSignal || p.terminationStatus == 137
            last = (killed ? 137 : p.terminationStatus, data)
            if !killed { break }
        }
        return last
    }

    /// The boxes of the elements `selector` matches in `page` (a file), as laid out in a window
    /// `width` CSS px wide, once the page and its images have loaded: `[[x, y, width, height], …]`.
    /// A copy of the page beside it gets a script that writes them into the DOM, which
    /// `--dump-dom` prints.
    static func boxes(_ page: String, selector: String, width: Int) throws -> [[Double]] {
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let probe = (page as NSString).deletingLastPathComponent + "/probe-\(UUID().uuidString).html"
        let script = """
        <script>window.addEventListener('load', () => {
          const r = [...document.querySelectorAll('\(selector)')].map(e => { const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height]; });
          const p = document.createElement('pre'); p.id = 'probe'; p.textContent = JSON.stringify(r); document.body.appendChild(p);
        });</script>
        """
        try html.replacingOccurrences(of: "loading=\"lazy\"", with: "").replacingOccurrences(of: "</body>", with: script + "</body>")
            .write(toFile: probe, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: probe) }
        let json = try probeJSON(probe, width: width)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Double]])
    }

    /// Opens `page` (a file whose script writes JSON into `<pre id="probe">` once loaded) in
    /// headless Chromium, `width` CSS px wide when given, and returns that JSON text.
    /// - Throws: when Chromium is missing or the page wrote no probe.
    static func probeJSON(_ page: String, width: Int? = nil) throws -> String {
        let chromium = try #require(chromium)
        let (_, data) = try run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"]
            + (width.map { ["--window-size=\($0),1600"] } ?? []) + ["--virtual-time-budget=5000", "--dump-dom", "file://" + page])
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw TestFailure("no layout from Chromium: \(dom.prefix(300))")
        }
        return String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
    }
}

@Suite("Pages in a real browser (issue 43 §5)", .enabled(if: Browser.chromium != nil, "needs Debian's chromium (apt-packages.txt installs it)"))
struct BrowserTests {
    @Test("the gallery keeps each variant and its redlines on one row, at any window width")
    func galleryPairs() throws {
        let dir = try CLI.tempDir()
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"A","image":"house"},{"title":"B","image":"star"}]},"variants":{"appearance":["light","dark"],"tabBar.items[1].isEnabled":[true,false]}}"#
            .write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["gallery", dir, "-o", dir + "/out", "--redlines", "--scale", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        for width in [600, 900, 1400] {
            let figures = try Browser.boxes(dir + "/out/index.html", selector: ".entry .grid figure", width: width)
            #expect(figures.count == 8, "\(figures)")
            for i in stride(from: 0, to: figures.count - 1, by: 2) {
                let (image, redlines) = (figures[i], figures[i + 1])
                #expect(abs(image[1] - redlines[1]) < 1 && redlines[0] > image[0], "width \(width): variant \(i / 2): \(image) vs \(redlines)")
            }
        }
    }

    @Test("the truncation report (navmock languages): one card per language, each image loaded at its own aspect ratio, nothing wider than the window")
    func truncationReport() throws {
        let dir = try CLI.tempDir()
        let r = try CLI.run(["languages", CLI.root + "/Templates/tab-bars/every-language.json", "-o", dir, "--scale", "1"])
        #expect(r.code == 0, "\(r.stderr)")
        // The PNG's own width and height from its IHDR chunk.
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/every-language-de@1x.png")))
        let be = { (o: Int) in Double(png[o...o + 3].reduce(0) { $0 << 8 | Int($1) }) }
        let ratio = be(20) / be(16)
        for width in [500, 1400] {
            let cards = try Browser.boxes(dir + "/truncation.html", selector: ".card", width: width)
            let images = try Browser.boxes(dir + "/truncation.html", selector: ".card img", width: width)
            #expect(cards.count == 19 && images.count == 19, "width \(width): \(cards.count) cards, \(images.count) images")
            for (i, b) in cards.enumerated() { #expect(b[0] >= 0 && b[0] + b[2] <= Double(width), "width \(width): card \(i) \(b)") }
            for (i, b) in images.enumerated() {
                #expect(b[2] > 100 && abs(b[3] / b[2] - ratio) < 0.02, "width \(width): image \(i) \(b) is not the PNG (\(ratio)): not loaded?")
            }
        }
        let sheets = try Browser.boxes(dir + "/truncation.html", selector: "img[alt=\"contact sheet\"]", width: 900)
        #expect(sheets.count == 1 && sheets[0][2] > 100 && sheets[0][2] <= 900, "\(sheets)")
    }

    @Test("a failed case's image without a reference takes at most half the report's width")
    func reportImageWidth() throws {
        let dir = try CLI.tempDir()
        try #"{"device":"iPhone 16","canvas":"screen","tabBar":{"items":[{"title":"A","image":"house"},{"title":"B","image":"star"}]}}"#
            .write(toFile: dir + "/full.json", atomically: true, encoding: .utf8)
        let r = try CLI.run(["test", dir, "--artifacts", dir + "/art"], env: ["CI": "true"])
        #expect(r.code == 1, "\(r.stderr)")
        let panels = try Browser.boxes(dir + "/art/index.html", selector: ".panels", width: 1400)
        let figures = try Browser.boxes(dir + "/art/index.html", selector: ".panels figure", width: 1400)
        let row = try #require(panels.first), fig = try #require(figures.first)
        #expect(figures.count == 1 && fig[2] <= row[2] / 2 + 1, "\(fig) in \(row)")
        #expect(fig[3] < 1600, "the image fits the window's height: \(fig)")
    }
}
