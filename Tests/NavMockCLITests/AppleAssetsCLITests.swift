import Foundation
import NavMockTestSupport
import Testing

/// Issue 42 item 3 through the binary: `--sf-symbols`, `NAVMOCK_SF_SYMBOLS` and `navmock.json`'s
/// `"sfSymbols"` draw the user's SF Symbols templates; `doctor` lists them and counts them in the
/// fingerprint; without them nothing changes.
@Suite("Apple's own assets, when the user has them (issue 42 item 3)")
struct AppleAssetsCLITests {
    static let spec = #"""
    { "device": "iPhone 17 Pro", "backdrop": {"content": "plain"},
      "tabBar": { "items": [ {"title": "Home", "image": "house.fill"}, {"title": "Search", "image": "magnifyingglass"} ] } }
    """#
    static var templates: String { TestRepository.path("Fixtures/sf-symbols") }

    @Test("--sf-symbols, NAVMOCK_SF_SYMBOLS and navmock.json's sfSymbols change the picture alike; none leaves it as it was")
    func render() throws {
        let dir = try CLI.tempDir()
        try Self.spec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let plain = try CLI.run(["render", dir + "/s.json", "-o", dir + "/plain.png"])
        #expect(plain.code == 0, "\(plain.stderr)")
        let flag = try CLI.run(["render", dir + "/s.json", "-o", dir + "/flag.png", "--sf-symbols", Self.templates])
        #expect(flag.code == 0, "\(flag.stderr)")
        let env = try CLI.run(["render", dir + "/s.json", "-o", dir + "/env.png"], env: ["NAVMOCK_SF_SYMBOLS": Self.templates])
        #expect(env.code == 0, "\(env.stderr)")
        try FileManager.default.createDirectory(atPath: dir + "/sf", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.templates + "/house.fill.svg", toPath: dir + "/sf/house.fill.svg")
        try #"{"sfSymbols": "sf"}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        let config = try CLI.run(["render", "s.json", "-o", "config.png"], cwd: dir)
        #expect(config.code == 0, "\(config.stderr)")
        let read = { (n: String) in FileManager.default.contents(atPath: dir + "/" + n) }
        #expect(read("flag.png") != read("plain.png"))
        #expect(read("env.png") == read("flag.png"))
        #expect(read("config.png") == read("flag.png"))
        // An empty folder draws what no folder draws.
        try FileManager.default.createDirectory(atPath: dir + "/none", withIntermediateDirectories: true)
        let empty = try CLI.run(["render", dir + "/s.json", "-o", dir + "/empty.png", "--sf-symbols", dir + "/none"])
        #expect(empty.code == 0, "\(empty.stderr)")
        #expect(read("empty.png") == read("plain.png"))
    }

    @Test("doctor lists the templates with the variant drawn, and the fingerprint counts them")
    func doctor() throws {
        let plain = try CLI.run(["doctor"])
        let with = try CLI.run(["doctor", "--sf-symbols", Self.templates])
        #expect(with.code == 0, "\(with.stderr)")
        #expect(with.stdout.contains("sf symbols: \(Self.templates) (1 template"), "\(with.stdout)")
        #expect(with.stdout.contains("  house.fill: \(Self.templates)/house.fill.svg sha256:"), "\(with.stdout)")
        #expect(with.stdout.contains("variant Medium-L"), "\(with.stdout)")
        #expect(plain.stdout.contains("sf symbols: none"), "\(plain.stdout)")
        func fingerprint(_ s: String) -> String? { s.split(separator: "\n").first { $0.hasPrefix("fingerprint: ") }.map(String.init) }
        #expect(fingerprint(with.stdout) != nil && fingerprint(with.stdout) != fingerprint(plain.stdout))
    }

    @Test("a folder that does not exist is 66; a template that cannot be used is 66 with its line and column")
    func problems() throws {
        let dir = try CLI.tempDir()
        try Self.spec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let missing = try CLI.run(["render", dir + "/s.json", "-o", dir + "/x.png", "--sf-symbols", dir + "/nope"])
        #expect(missing.code == 66)
        #expect(missing.stderr.contains("--sf-symbols \(dir)/nope: no such folder"), "\(missing.stderr)")
        try FileManager.default.createDirectory(atPath: dir + "/bad", withIntermediateDirectories: true)
        try "<svg>\n<!DOCTYPE svg [<!ENTITY x \"y\">]>\n</svg>".write(toFile: dir + "/bad/house.fill.svg", atomically: true, encoding: .utf8)
        let bad = try CLI.run(["render", dir + "/s.json", "-o", dir + "/y.png", "--sf-symbols", dir + "/bad"])
        #expect(bad.code == 66, "\(bad.stderr)")
        #expect(bad.stderr.contains("\(dir)/bad/house.fill.svg:2:1: error: the SF Symbols template for \"house.fill\" is not usable"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/y.png"))
        let doctor = try CLI.run(["doctor", "--sf-symbols", dir + "/bad"])
        #expect(doctor.code == 66)
        #expect(doctor.stdout.contains("house.fill.svg:2:1 NOT USABLE"), "\(doctor.stdout)")
        // navmock.json: a wrong type is reported at its place.
        try #"{"sfSymbols": 3}"#.write(toFile: dir + "/navmock.json", atomically: true, encoding: .utf8)
        let config = try CLI.run(["render", "s.json", "-o", "z.png"], cwd: dir)
        #expect(config.code == 64)
        #expect(config.stderr.contains("navmock.json:1:15: error: sfSymbols: must be a non-empty string"), "\(config.stderr)")
    }

    @Test("a font file given as SF Pro draws the titles, doctor marks it as Apple's and shows it drawing; without it nothing changes")
    func font() throws {
        let dir = try CLI.tempDir()
        try Self.spec.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        // Not Apple's font (none is in the repository): DejaVu Serif under the name Apple's installer uses.
        let sf = dir + "/SF-Pro-Text-Regular.otf"
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", toPath: sf)
        let plain = try CLI.run(["render", dir + "/s.json", "-o", dir + "/plain.png"])
        let with = try CLI.run(["render", dir + "/s.json", "-o", dir + "/with.png", "--font", sf])
        #expect(plain.code == 0 && with.code == 0, "\(plain.stderr) \(with.stderr)")
        #expect(FileManager.default.contents(atPath: dir + "/with.png") != FileManager.default.contents(atPath: dir + "/plain.png"))
        let doctor = try CLI.run(["doctor", "--font", sf])
        #expect(doctor.code == 0, "\(doctor.stderr)")
        #expect(doctor.stdout.contains("SF-Pro-Text-Regular.otf is one of Apple's San Francisco fonts"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("Notifications [en] → DejaVu Serif"), "\(doctor.stdout)")
        let none = try CLI.run(["doctor"])
        #expect(!none.stdout.contains("San Francisco fonts"))
    }
}
