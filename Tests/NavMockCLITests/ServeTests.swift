import Foundation
import NavMockRender
import Testing

/// A raw HTTP/1.1 exchange with 127.0.0.1:`port` (so that the Host header and the path are sent
/// exactly as written): sends `request`, reads until the server closes or `until` holds on what
/// has come (bounded by a 60 s receive timeout).
func rawHTTP(port: Int, _ request: [UInt8], until: ((String) -> Bool)? = nil, afterConnect: (() throws -> Void)? = nil) throws -> String {
    String(decoding: try rawHTTPBytes(port: port, request, until: until, afterConnect: afterConnect), as: UTF8.self)
}

/// ``rawHTTP(port:_:until:afterConnect:)``'s bytes as they came.
func rawHTTPBytes(port: Int, _ request: [UInt8], until: ((String) -> Bool)? = nil, afterConnect: (() throws -> Void)? = nil) throws -> [UInt8] {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #expect(fd >= 0)
    defer { close(fd) }
    var tv = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_port = in_port_t(UInt16(port).bigEndian)
    addr.sin_addr.s_addr = UInt32(0x7F000001).bigEndian
    let ok = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    #expect(ok == 0)
    var sent = 0
    while sent < request.count {
        let n = request[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if n <= 0 { break }
        sent += n
    }
    var out = [UInt8](), buf = [UInt8](repeating: 0, count: 65536)
    var connected = false
    while true {
        let n = buf.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n <= 0 { break }
        out += buf[..<n]
        if !connected, let afterConnect { connected = true; try afterConnect() }
        if let until, until(String(decoding: out, as: UTF8.self)) { break }
    }
    return out
}

/// The PNG a GET of `path` answers, decoded; nil when the answer is not 200 with a PNG.
func getPNG(_ port: Int, _ path: String) throws -> RGBAImage? {
    let r = try rawHTTPBytes(port: port, Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))
    let end = Array("\r\n\r\n".utf8)
    guard String(decoding: r.prefix(12), as: UTF8.self).hasSuffix("200"),
          let i = (0...(max(0, r.count - 4))).first(where: { Array(r[$0..<min(r.count, $0 + 4)]) == end }) else { return nil }
    return try? PNGCodec.decode(Array(r[(i + 4)...]))
}

/// The mean of an image's red, green and blue over its pixels, each weighted by its alpha (0–255).
func meanLight(_ image: RGBAImage) -> Double {
    var sum = 0.0
    for i in stride(from: 0, to: image.pixels.count, by: 4) {
        sum += (Double(image.pixels[i]) + Double(image.pixels[i + 1]) + Double(image.pixels[i + 2])) * Double(image.pixels[i + 3]) / 255
    }
    return sum / Double(image.width * image.height) / 3
}

func get(_ port: Int, _ path: String, host: String? = nil) throws -> String {
    try rawHTTP(port: port, Array("GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n".utf8))
}

func status(_ response: String) -> Int { Int(response.split(separator: " ").dropFirst().first ?? "") ?? -1 }

/// `navmock serve` on a free port in `dir`; returns the process and its port.
func startServe(_ args: [String], cwd: String) throws -> (Spawned, Int) {
    let s = try Spawned(["serve"] + args, cwd: cwd)
    #expect(s.wait { $0.stdout.contains("Ctrl-C to stop") }, "\(s.stdout)\(s.stderr)")
    let line = s.stdout.components(separatedBy: "\n").first { $0.hasPrefix("serving ") } ?? ""
    let port = Int(line.components(separatedBy: "http://127.0.0.1:").dropFirst().first?.prefix { $0.isNumber } ?? "") ?? 0
    #expect(port > 0, "\(s.stdout)")
    return (s, port)
}

@Suite("navmock serve")
struct ServeTests {
    @Test("serves the index, a spec's page and its images; an edit is pushed to /events; an error is pushed with file:line:column; Ctrl-C stops it (0)")
    func live() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/specs/bar.json")
        let (s, port) = try startServe(["specs"], cwd: dir)
        defer { s.interrupt() }
        let index = try get(port, "/")
        #expect(status(index) == 200)
        #expect(index.contains("<a href=\"/spec/0\">bar</a>") && index.contains("/image/0/1.png"), "\(index)")
        let page = try get(port, "/spec/0")
        #expect(status(page) == 200 && page.contains("new EventSource('/events')"))
        let image = try get(port, "/image/0/0.png")
        #expect(status(image) == 200 && image.contains("Content-Type: image/png") && image.contains("PNG\r\n"), "\(image.prefix(300))")

        let text = try String(contentsOfFile: dir + "/specs/bar.json", encoding: .utf8)
        let events = try rawHTTP(port: port, Array("GET /events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n".utf8),
                                 until: { $0.contains("\"version\":3") }, afterConnect: {
            try saveByRenaming(text.replacingOccurrences(of: "\"Search\"", with: "\"Find\""), to: dir + "/specs/bar.json")
            usleep(300_000)   // two saves, two events (not a measure: the order of the two)
            try saveByRenaming(text.replacingOccurrences(of: "\"house\"", with: "\"hous\""), to: dir + "/specs/bar.json")
        })
        #expect(events.contains("text/event-stream"), "\(events)")
        #expect(events.contains("data: {\"spec\":0,\"version\":2,\"error\":\"\",\"png\":[\"iVBORw0KGgo"), "\(events.prefix(500))")
        #expect(events.contains("data: {\"spec\":0,\"version\":3,\"error\":\"specs/bar.json:"), "\(events)")
        #expect(events.contains("unknown symbol \\\"hous\\\""), "\(events)")
        // The last good images stay.
        #expect(status(try get(port, "/image/0/0.png")) == 200)
        #expect(s.interrupt() == 0)
        // The pipe's last bytes may be read just after the process ends (a bound, not a measure).
        for _ in 0..<250 where !s.stderr.contains("stopped") { usleep(20_000) }
        #expect(s.stderr.contains("stopped"))
    }

    @Test("a port in use ends it with 73 and one line naming the port and libmicrohttpd's reason, before any spec is rendered")
    func portInUse() throws {
        let dir = try CLI.tempDir()
        // A spec that cannot be drawn: its error would be printed if serve rendered before listening.
        try #"{ "version": 1, "platform": "iOS", "tabBar": { "items": [] } }"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = UInt32(0x7F000001).bigEndian
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &addr) { a in
            a.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &len) == 0 }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: addr.sin_port))
        let r = try CLI.run(["serve", "--port", "\(port)", "."], cwd: dir)
        #expect(r.code == 73, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("error: cannot listen on 127.0.0.1 port \(port): ") && r.stderr.contains("in use"), "\(r.stderr)")
        #expect(!r.stderr.contains("bad.json"), "rendered before listening: \(r.stderr)")
    }

    @Test("the index's switches work without a script (the view in the address reaches every image and control); an image in another appearance, scale or with redlines is drawn on request; a value the page does not offer is refused (400); titles are escaped; findings are listed with their rule")
    func switches() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/bar.json")
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/clock-variants.json", toPath: dir + "/clock.json")
        try #"{"title": "<script>alert(1)</script> & \"q\"", "device": "iPhone 16", "osVersion": "18", "tabBar": {"items": [{"title": "<b>Home</b>", "image": "house"}, {"title": "B", "image": "star"}]}}"#
            .write(toFile: dir + "/evil.json", atomically: true, encoding: .utf8)
        let (s, port) = try startServe(["bar.json", "clock.json", "evil.json"], cwd: dir)
        defer { s.interrupt() }
        let index = try get(port, "/?appearance=dark&scale=1&redlines=1")
        #expect(status(index) == 200)
        #expect(index.contains("<option value=\"dark\" selected>") && index.contains("<option value=\"1\" selected>") && index.contains("id=\"redlines\" checked"), "\(index)")
        #expect(index.contains("src=\"/image/1/3.png?appearance=dark&scale=1&redlines=1&v=1\""), "\(index)")
        #expect(!index.contains("<script>alert") && !index.contains("<b>Home") && index.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;"), "\(index)")
        #expect(status(try get(port, "/?appearance=sepia")) == 400)
        #expect(status(try get(port, "/image/0/0.png?scale=7")) == 400)
        #expect(status(try get(port, "/image/0/9.png?scale=1")) == 404)

        let own = try #require(try getPNG(port, "/image/0/0.png"))   // the fixture's device is @2x
        let one = try #require(try getPNG(port, "/image/0/0.png?scale=1"))
        let three = try #require(try getPNG(port, "/image/0/0.png?scale=3"))
        #expect(one.width * 2 == own.width && one.height * 2 == own.height, "\(own.width)×\(own.height) vs \(one.width)×\(one.height)")
        #expect(one.width * 3 == three.width && one.height * 3 == three.height, "\(three.width)×\(three.height) vs \(one.width)×\(one.height)")
        #expect(try getPNG(port, "/image/0/0.png?scale=2")?.pixels == own.pixels)
        let dark = try #require(try getPNG(port, "/image/0/0.png?scale=1&appearance=dark"))
        #expect(meanLight(dark) < meanLight(one) - 40, "\(meanLight(one)) → \(meanLight(dark))")
        let light = try #require(try getPNG(port, "/image/0/0.png?scale=1&appearance=light&v=1"))
        #expect(light.pixels == one.pixels, "the spec is light: as written and light are the same image")
        let red = try #require(try getPNG(port, "/image/0/0.png?scale=1&redlines=1"))
        #expect(red.width > one.width && red.height > one.height)
        // The same view again is the same bytes (drawn once, kept for this version).
        #expect(try getPNG(port, "/image/0/0.png?scale=1&redlines=1")?.pixels == red.pixels)

        // What check prints, each finding with its rule.
        #expect(s.wait { _ in ((try? get(port, "/")) ?? "").contains("data-rule=\"tab-bar.icon-contrast\"") })
        let check = try navmock(["check", "clock.json"], cwd: dir)
        let page = try get(port, "/")
        for line in check.stdout.split(separator: "\n") where line.contains(": warning: ") {
            #expect(page.contains("<li class=\"sev-warning\" data-rule=\"tab-bar.") && page.contains("<code>" + String(line).replacingOccurrences(of: "\"", with: "&quot;") + "</code>"), "\(line)")
        }
    }

    @Test("navmock.json changed: read again, what it says applies to every spec (an ignored rule leaves the findings); a broken one is reported at its line and column, the last good one stays and serving goes on")
    func configuration() throws {
        let dir = try CLI.tempDir()
        try "{\"exclude\": []}\n".write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/clock-variants.json", toPath: dir + "/clock.json")
        let (s, port) = try startServe(["clock.json"], cwd: dir)
        defer { s.interrupt() }
        func rules() -> String { ((try? get(port, "/")) ?? "") }
        #expect(s.wait { _ in rules().contains("data-rule=\"tab-bar.icon-contrast\"") }, "\(rules())")
        try saveByRenaming("{\"check\": {\"ignore\": [\"tab-bar.icon-contrast\"]}}\n", to: dir + "/navmock.json")
        #expect(s.wait { _ in let r = rules(); return !r.contains("data-rule=\"tab-bar.icon-contrast\"") && r.contains("data-rule=\"tab-bar.title-contrast\"") }, "\(rules())")
        #expect(s.wait { $0.stderr.components(separatedBy: "rendered clock.json").count == 3 }, "\(s.stderr)")

        try saveByRenaming("{\"check\": {\"ignore\": [\"tab-bar.icon-contrast\"]},\n \"scale\": 2}\n", to: dir + "/navmock.json")
        #expect(s.wait { $0.stderr.contains("navmock.json:2:") && $0.stderr.contains("the last good configuration stays") }, "\(s.stderr)")
        let line = try #require(s.stderr.components(separatedBy: "\n").first { $0.contains("navmock.json:2:") })
        #expect(Int(line.components(separatedBy: "navmock.json:2:")[1].prefix { $0.isNumber }) != nil, "\(line)")
        let page = rules()
        #expect(status(page) == 200 && !page.contains("data-rule=\"tab-bar.icon-contrast\"") && page.contains("data-rule=\"tab-bar.title-contrast\""))
        #expect(s.stderr.components(separatedBy: "rendered clock.json").count == 3, "nothing rendered again: \(s.stderr)")
        #expect(s.process.isRunning)
    }

    @Test("refuses a foreign Host (421), paths out of what it serves (404), an oversized request, a POST without this run's token (403)")
    func security() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/bar.json")
        try "secret".write(toFile: dir + "/secret.txt", atomically: true, encoding: .utf8)
        let (s, port) = try startServe([], cwd: dir)
        defer { s.interrupt() }
        for host in ["evil.example", "evil.example:\(port)", "127.0.0.1:1", "localhost.evil.example", ""] {
            let r = try get(port, "/", host: host)
            #expect(status(r) == 421 || (host.isEmpty && status(r) == 400), "\(host): \(r.prefix(200))")
            #expect(!r.contains("<a href=\"/spec/0\">"))
        }
        #expect(status(try get(port, "/", host: "localhost")) == 200)
        #expect(status(try get(port, "/", host: "localhost:\(port)")) == 200)
        for path in ["/../secret.txt", "/secret.txt", "/bar.json", "/image/0/../../secret.txt", "/image/../../bar.json", "/%2e%2e/secret.txt",
                     "/artifact/0/expected", "/artifact/../secret.txt", "/image/0/99.png", "/image/-1/0.png", "/spec/7", "//etc/passwd"] {
            let r = try get(port, path)
            #expect(status(r) == 404, "\(path): \(r.prefix(200))")
            #expect(!r.contains("secret\n") && !r.contains("\"tabBar\""), "\(path)")
        }
        let huge = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Filler: \(String(repeating: "a", count: 100_000))\r\nConnection: close\r\n\r\n"
        let big = try rawHTTP(port: port, Array(huge.utf8))
        #expect([413, 431].contains(status(big)) || big.isEmpty, "\(big.prefix(200))")
        let body = "token=x&all=1&pad=" + String(repeating: "b", count: 40_000)
        let post = try rawHTTP(port: port, Array("POST /accept HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8))
        #expect(status(post) == 413, "\(post.prefix(200))")
        // A body announced far over the limit is refused from its Content-Length, before the
        // client sends it (the trial's 100 MB claim held the connection for 30 s).
        let claim = try rawHTTP(port: port, Array("POST /accept HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 100000000\r\n\r\ntoken=x".utf8),
                                until: { $0.contains("\r\n\r\n") })
        #expect(status(claim) == 413, "\(claim.prefix(200))")
        #expect(status(try get(port, "/", host: "LOCALHOST:\(port)")) == 200, "host names are case-insensitive")
        let noToken = try rawHTTP(port: port, Array("POST /accept HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 5\r\nConnection: close\r\n\r\nall=1".utf8))
        #expect(status(noToken) == 403, "\(noToken.prefix(200))")
        #expect(status(try get(port, "/accept")) == 404)
        #expect(status(try rawHTTP(port: port, Array("DELETE / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))) == 405)
        #expect(s.process.isRunning)
    }

    @Test("the review lists a failed run's cases with its images; Accept (a POST with the token) writes the reference and its manifest entry")
    func review() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/bar.json")
        _ = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        let text = try String(contentsOfFile: dir + "/bar.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"Search\"", with: "\"Find\"").write(toFile: dir + "/bar.json", atomically: true, encoding: .utf8)
        #expect(try navmock(["test", ".", "--scale", "1", "--record", "never"], cwd: dir).code == 1)
        let (s, port) = try startServe(["."], cwd: dir)
        defer { s.interrupt() }
        let review = try get(port, "/review")
        #expect(status(review) == 200)
        #expect(review.contains("<h2>bar@1x</h2>") && review.contains("<h2>bar-scroll-edge@1x</h2>"), "\(review)")
        for mode in ["side by side", "swipe", "onion skin", "blink"] { #expect(review.contains(mode)) }
        let token = try #require(review.components(separatedBy: "name=\"token\" value=\"").dropFirst().first?.prefix(32)).description
        #expect(status(try get(port, "/artifact/0/actual")) == 200)
        #expect(status(try get(port, "/artifact/0/diff")) == 200)
        let actual = try decodePNG(dir + "/.navmock-artifacts/bar@1x.actual.png")
        let body = "token=\(token)&case=bar%401x"
        let r = try rawHTTP(port: port, Array("POST /accept HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8))
        #expect(status(r) == 303 && r.contains("Location: /review"), "\(r.prefix(300))")
        let ref = try decodePNG(dir + "/__snapshots__/bar@1x.png")
        #expect(ref.pixels == actual.pixels)
        #expect(s.wait { $0.stdout.contains("accepted bar@1x") })
        // The other case is still failing; the accepted one passes.
        let t = try navmock(["test", ".", "--scale", "1", "--record", "never"], cwd: dir)
        #expect(t.stdout.contains("ok       bar@1x") && t.stdout.contains("FAIL     bar-scroll-edge@1x"), "\(t.stdout)")
    }

    @Test("the review's cases are checked once per state of the bundle: not again for its images or a second look; again after an Accept (which shows) and when a spec changes on disk")
    func reviewChecksOnce() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/bar.json")
        _ = try navmock(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        let text = try String(contentsOfFile: dir + "/bar.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"Search\"", with: "\"Find\"").write(toFile: dir + "/bar.json", atomically: true, encoding: .utf8)
        #expect(try navmock(["test", ".", "--scale", "1", "--record", "never"], cwd: dir).code == 1)
        try FileManager.default.removeItem(atPath: dir + "/__snapshots__/bar@1x.png")   // bar@1x becomes a new reference
        let (s, port) = try startServe(["."], cwd: dir)
        defer { s.interrupt() }
        func plansMade(_ page: String) -> Int? { Int(page.components(separatedBy: "<!-- review plans made: ").dropFirst().first?.prefix { $0.isNumber } ?? "") }
        let first = try get(port, "/review")
        #expect(first.components(separatedBy: "new reference ").count == 2 && first.contains("bar@1x.png</p>"), "\(first)")
        for k in ["expected", "actual", "diff"] { _ = try get(port, "/artifact/1/\(k)") }
        _ = try get(port, "/artifact/0/actual")
        let again = try get(port, "/review")
        #expect(plansMade(first) == 1 && plansMade(again) == 1, "\(plansMade(first) ?? -1), \(plansMade(again) ?? -1)")

        let token = try #require(first.components(separatedBy: "name=\"token\" value=\"").dropFirst().first?.prefix(32)).description
        let body = "token=\(token)&case=bar%401x"
        let r = try rawHTTP(port: port, Array("POST /accept HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8))
        #expect(status(r) == 303)
        let after = try get(port, "/review")
        // The accepted case is the reference now: shown as accepted, with no Accept button; the
        // other still waits, and "Accept all" counts it alone (the trial saw it listed again).
        #expect(!after.contains("new reference") && after.components(separatedBy: "<p>replaces ").count == 2, "\(after)")
        #expect(after.contains("<p>accepted: ") && after.contains("Accept all 1<"), "\(after)")
        #expect(after.components(separatedBy: "class=\"accept\"").count == 2, "one Accept button left")
        #expect(plansMade(after) == 2)

        // The spec changed on disk since the run: the cases are refused.
        try text.write(toFile: dir + "/bar.json", atomically: true, encoding: .utf8)
        let changed = try get(port, "/review")
        #expect(changed.contains("changed since the run that made this image"), "\(changed)")
        #expect(plansMade(changed) == 3)
    }

    @Test("in headless Chromium: the page shows the new image after a save, the error after a bad one; the index's appearance, scale and redline switches change the image; a spec's findings show with their rule; Accept in the review writes the reference",
          .enabled(if: Browser.chromium != nil, "Chromium is not installed (apt-packages.txt installs it)"))
    func browser() throws {
        let dir = try CLI.tempDir()
        for name in ["live.json", "bar.json"] {
            try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/classic-scroll-edge.json", toPath: dir + "/" + name)
        }
        _ = try navmock(["test", "bar.json", "--scale", "1", "--record", "all"], cwd: dir)
        let text = try String(contentsOfFile: dir + "/bar.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"Search\"", with: "\"Find\"").write(toFile: dir + "/bar.json", atomically: true, encoding: .utf8)
        #expect(try navmock(["test", "bar.json", "--scale", "1", "--record", "never"], cwd: dir).code == 1)
        try FileManager.default.copyItem(atPath: CLI.root + "/Fixtures/snapshots/clock-variants.json", toPath: dir + "/clock.json")
        let (s, port) = try startServe(["live.json", "bar.json", "clock.json"], cwd: dir)
        defer { s.interrupt() }
        let (status, data) = try Browser.run("/usr/bin/python3", [CLI.root + "/Tests/Browser/serve_browser.py", String(port), "live.json", "2", "tab-bar.icon-contrast"], seconds: 300, cwd: dir, mergeStandardError: true)
        let log = String(decoding: data, as: UTF8.self)
        #expect(status == 0, "\(log)")
        #expect(log.contains("new image shown: version 2, pushed in the event"), "\(log)")
        #expect(log.contains("error shown: live.json:8:"), "\(log)")
        #expect(log.contains("dark: /image/0/0.png?appearance=dark&v=4"), "\(log)")
        #expect(log.contains("scale 1: /image/0/0.png?appearance=dark&scale=1&v=4"), "\(log)")
        #expect(log.contains("redlines: /image/0/0.png?appearance=dark&scale=1&redlines=1&v=4"), "\(log)")
        #expect(log.contains("finding shown: clock.json:8:7: warning: tabBar.items[1]: the icon of tab 1 (\"Alarm\")"), "\(log)")
        #expect(log.contains("accepted bar@1x"), "\(log)")
        let actual = try decodePNG(dir + "/.navmock-artifacts/bar@1x.actual.png")
        #expect(try decodePNG(dir + "/__snapshots__/bar@1x.png").pixels == actual.pixels)
    }
}
