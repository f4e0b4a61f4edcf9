// Issue 20: `navmock render` keeps icons' coverage masks in its cache folder; a later process
// whose icons are all there draws the same bytes without loading librsvg at all.

import Foundation
import NavMockTestSupport
import Testing

@Suite("CLI: icon mask cache", .serialized)
struct IconMaskCacheCLITests {
    @Test("a second render reads the masks, never loads librsvg, and writes the same bytes",
          arguments: ["Templates/tab-bars/clock-en-light.json", "Templates/tab-bars/music-classic-dark.json"])
    func secondRenderSkipsLibrsvg(_ template: String) throws {
        let cache = try CLI.tempDir(), out = try CLI.tempDir()
        let spec = CLI.root + "/" + template
        let stem = ((template as NSString).lastPathComponent as NSString).deletingPathExtension
        func render(_ dir: String, cache: String) throws -> (bytes: Data, librsvg: Bool) {
            // LD_DEBUG=files: the dynamic loader names every library it loads on stderr.
            let r = try CLI.run(["render", spec, "--format", "png", "--scale", "3", "-o", dir],
                                env: ["NAVMOCK_CACHE_DIR": cache, "LD_DEBUG": "files"])
            #expect(r.code == 0, "\(r.stderr.suffix(400))")
            return (try Data(contentsOf: URL(fileURLWithPath: dir + "/\(stem)@3x.png")), r.stderr.contains("file=librsvg-2.so.2"))
        }
        let none = try render(out + "/none", cache: "")
        #expect(none.librsvg, "without a cache the icons are drawn through librsvg")
        let cold = try render(out + "/cold", cache: cache)
        #expect(cold.librsvg)
        let files = CLI.files(in: cache + "/icon-masks")
        let masks = files.filter { $0.utf8.count == 64 }
        #expect(masks.count >= 4, "\(files)")
        #expect(files.allSatisfy { $0.utf8.count == 64 || $0.hasSuffix(".valid") || $0.hasSuffix(".ink") },
                "masks, valid-SVG markers and the classic bar's weighed icons' ink only: \(files)")
        let warm = try render(out + "/warm", cache: cache)
        #expect(!warm.librsvg, "every mask came from the cache: librsvg was not loaded")
        #expect(cold.bytes == none.bytes && warm.bytes == none.bytes)
        #expect(CLI.files(in: cache + "/icon-masks") == files, "nothing new written")
    }

    @Test("an SVG: a second render reads each icon's ink (where its drawing lies) from the cache, never loads librsvg, and writes the same bytes; a damaged ink file is measured again",
          arguments: ["Templates/tab-bars/arabic-rtl.json", "Templates/tab-bars/clock-en-light.json"])
    func secondSVGSkipsLibrsvg(_ template: String) throws {
        let cache = try CLI.tempDir(), out = try CLI.tempDir()
        let spec = CLI.root + "/" + template
        func render(_ file: String, cache: String) throws -> (bytes: Data, librsvg: Bool) {
            let r = try CLI.run(["render", spec, "--format", "svg", "-o", out + "/" + file],
                                env: ["NAVMOCK_CACHE_DIR": cache, "LD_DEBUG": "files"])
            #expect(r.code == 0, "\(r.stderr.suffix(400))")
            return (try Data(contentsOf: URL(fileURLWithPath: out + "/" + file)), r.stderr.contains("file=librsvg-2.so.2"))
        }
        let none = try render("none.svg", cache: "")
        let cold = try render("cold.svg", cache: cache)
        #expect(cold.librsvg, "the first render measures the icons with librsvg")
        let inks = CLI.files(in: cache + "/icon-masks").filter { $0.hasSuffix(".ink") }
        #expect(inks.count >= 4, "\(inks)")
        let warm = try render("warm.svg", cache: cache)
        #expect(!warm.librsvg, "every icon's ink came from the cache: librsvg was not loaded")
        #expect(cold.bytes == none.bytes && warm.bytes == none.bytes)
        // Damaged ink files are not believed: measured again, the same bytes.
        for (i, f) in inks.enumerated() {
            try [Data("1 2 3\n".utf8), Data("nan nan nan nan nan nan nan nan\n".utf8), Data("0 0 -1 24 0 0 1 1\n".utf8)][i % 3]
                .write(to: URL(fileURLWithPath: cache + "/icon-masks/" + f))
        }
        let damaged = try render("damaged.svg", cache: cache)
        #expect(damaged.librsvg && damaged.bytes == none.bytes)
    }

    @Test("nothing is kept while LD_LIBRARY_PATH or LD_PRELOAD is set (libraries the key does not cover)",
          arguments: ["LD_LIBRARY_PATH", "LD_PRELOAD"])
    func libraryPathsTurnItOff(_ variable: String) throws {
        let cache = try CLI.tempDir(), out = try CLI.tempDir()
        let r = try CLI.run(["render", CLI.root + "/Templates/tab-bars/clock-en-light.json", "--format", "png", "-o", out],
                            env: ["NAVMOCK_CACHE_DIR": cache, variable: variable == "LD_PRELOAD" ? "libm.so.6" : "/nonexistent"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(CLI.files(in: cache).isEmpty)
    }

    @Test("NAVMOCK_CACHE_DIR empty keeps nothing; doctor says where the cache is")
    func offAndDoctor() throws {
        let home = try CLI.tempDir(), out = try CLI.tempDir()
        let r = try CLI.run(["render", CLI.root + "/Templates/tab-bars/clock-en-light.json", "-o", out],
                            env: ["NAVMOCK_CACHE_DIR": "", "HOME": home, "XDG_CACHE_HOME": ""])
        #expect(r.code == 0)
        #expect(CLI.files(in: home).isEmpty, "nothing written under HOME: \(CLI.files(in: home))")
        let d = try CLI.run(["doctor"], env: ["NAVMOCK_CACHE_DIR": home + "/c"])
        #expect(d.stdout.contains("cache: \(home)/c (0 icon masks"))
        let off = try CLI.run(["doctor"], env: ["NAVMOCK_CACHE_DIR": ""])
        #expect(off.stdout.contains("cache: off"))
        // Without NAVMOCK_CACHE_DIR (when the tests' own environment has none), in XDG_CACHE_HOME.
        if ProcessInfo.processInfo.environment["NAVMOCK_CACHE_DIR"] == nil {
            let x = try CLI.run(["render", CLI.root + "/Templates/tab-bars/clock-en-light.json", "-o", out],
                                env: ["XDG_CACHE_HOME": home + "/xdg"])
            #expect(x.code == 0)
            #expect(CLI.files(in: home + "/xdg/navmock/icon-masks").filter { $0.utf8.count == 64 }.count >= 4)
        }
    }
}
