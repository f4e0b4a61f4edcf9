import Foundation
import Testing

/// Rendering many specs in parallel gives byte-identical files to rendering them one by one
/// (one Renderer per thread; nothing shared but immutable values).
@Suite("Parallel rendering")
struct ConcurrencyTests {
    @Test("gallery on 1 thread and on 3 threads writes byte-identical images")
    func parallelIsDeterministic() throws {
        let one = try CLI.tempDir(), many = try CLI.tempDir()
        let specs = CLI.root + "/Fixtures/specs"
        let a = try CLI.run(["gallery", specs, "-o", one, "--scale", "1", "--jobs", "1"])
        let b = try CLI.run(["gallery", specs, "-o", many, "--scale", "1", "--jobs", "3"])
        #expect(a.code == 0 && b.code == 0, "\(a.stderr)\(b.stderr)")
        let images = CLI.files(in: one).filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheets") }
        #expect(images.count >= 40)
        #expect(CLI.files(in: many).filter { $0.hasSuffix(".png") && !$0.hasPrefix("contact-sheets") } == images)
        for f in images {
            let x = FileManager.default.contents(atPath: one + "/" + f), y = FileManager.default.contents(atPath: many + "/" + f)
            #expect(x != nil && x == y, "\(f) differs between 1 and 3 threads")
        }
    }

    @Test("render gives the same bytes as gallery for the same spec and scale")
    func renderMatchesGallery() throws {
        let g = try CLI.tempDir(), r = try CLI.tempDir()
        let spec = CLI.root + "/Fixtures/specs/glass-light.json"
        #expect(try CLI.run(["gallery", spec, "-o", g, "--scale", "2", "--jobs", "2"]).code == 0)
        #expect(try CLI.run(["render", spec, "-o", r, "--scale", "2", "--format", "png"]).code == 0)
        let x = FileManager.default.contents(atPath: g + "/glass-light@2x.png")
        let y = FileManager.default.contents(atPath: r + "/glass-light@2x.png")
        #expect(x != nil && x == y)
    }
}

@Suite("Gallery findings")
struct GalleryFindingTests {
    @Test("the gallery index lists each variant's check findings")
    func findingsInIndex() throws {
        let dir = try CLI.tempDir(), out = try CLI.tempDir()
        try #"{"device":"iPhone 16","tabBar":{"items":[{"title":"Compose","image":"house.fill"},{"title":"Inbox","image":"tray.fill"}]}}"#
            .write(toFile: dir + "/verb.json", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["gallery", dir, "-o", out, "--scale", "1"]).code == 0)
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("tab-bar.action-title"))
        #expect(!html.contains("checks not run"))
    }
}
