// Issue 20: icons' coverage masks kept on disk between processes (IconMaskStore), so a PNG whose
// icons were drawn before needs neither librsvg's work nor librsvg itself. A mask read back must be
// the very pixels this process would draw, and anything that changes them must miss.

import CCairo
import Foundation
import NavMockTestSupport
@testable import NavMockCore
@testable import NavMockRender
import Testing

@Suite("Icon masks kept on disk")
struct IconMaskStoreTests {
    /// A renderer whose masks go to `folder` (nil: none kept on disk).
    private func renderer(_ folder: String?) throws -> Renderer {
        var o = Renderer.Options()
        o.iconMaskCacheDirectory = folder
        return try Renderer(options: o)
    }

    /// The store's files but the weighed icons' ink records (`.ink`, kept beside the masks for
    /// the classic bar's weighted symbols: IconWeight.swift).
    private func maskFiles(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/icon-masks")) ?? []).filter { !$0.hasSuffix(".ink") }.sorted()
    }

    private func iconCount(_ scene: Scene) -> Int {
        scene.items.filter { switch $0 { case .icon, .emboldenedIcon, .weightedIcon: return true; default: return false } }.count
    }

    @Test("a fresh renderer reads the masks another saved: same pixels, no librsvg handle", arguments: [
        ("Templates/tab-bars/clock-en-light.json", 3.0),   // Liquid Glass, emboldened icons
        ("Templates/tab-bars/arabic-rtl.json", 2.0),       // mirrored icons
        ("Templates/tab-bars/music-classic-dark.json", 1.0),
    ])
    func sameMasksFromDisk(_ file: String, _ scale: Double) throws {
        let folder = try temporaryFolder("maskstore")
        let plain = try renderer(nil)
        let (p, base) = try preparedTemplate(file, plain)
        let expected = try plain.rasterize(p.scene, scale: scale, baseDirectory: base)
        let expectedRatios = VisibilityCheck.measurements(p, renderer: plain, baseDirectory: base,
                                                          shared: try VisibilityCheck.rasterize(p, renderer: plain, baseDirectory: base)).map(\.ratio)
        /// The raster at `scale`, then the check (its own scale; it draws each icon alone too).
        func run(_ r: Renderer) throws {
            #expect(try r.rasterize(p.scene, scale: scale, baseDirectory: base).data == expected.data)
            let shared = try VisibilityCheck.rasterize(p, renderer: r, baseDirectory: base)
            #expect(VisibilityCheck.measurements(p, renderer: r, baseDirectory: base, shared: shared).map(\.ratio) == expectedRatios)
        }

        let first = try renderer(folder)
        try run(first)
        #expect(first.iconMasks.made >= iconCount(p.scene) && first.iconMasks.loaded == 0)
        let files = maskFiles(folder)
        #expect(files.count == first.iconMasks.made, "one file per mask made")
        #expect(files.allSatisfy { $0.utf8.count == 64 }, "no temporary file left: \(files)")

        let second = try renderer(folder)
        try run(second)
        #expect(second.iconMasks.loaded == files.count && second.iconMasks.made == 0)
        #expect(second.icons.handleCount == 0, "no icon went through librsvg")
    }

    @Test("masks made ahead on the other thread are read from disk there too")
    func prefetchReadsTheStore() throws {
        let folder = try temporaryFolder("maskstore")
        let plain = try renderer(nil)
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-dark.json", plain)
        let scale = VisibilityCheck.scale(of: p.scene)
        let expected = try VisibilityCheck.rasterize(p, renderer: plain, baseDirectory: base)
        for round in 0..<2 {
            let r = try renderer(folder)
            r.startLiquidGlassLenses(for: p.scene, baseDirectory: base)
            r.startIconMasks(for: p.scene, scale: scale, baseDirectory: base)
            #expect(try VisibilityCheck.rasterize(p, renderer: r, baseDirectory: base).raster.data == expected.raster.data)
            #expect(r.iconMasks.prefetched > 0 && r.iconMasks.made == 0)
            if round == 0 {
                #expect(r.iconMasks.loaded == 0 && r.icons.handleCount > 0)
            } else {
                #expect(r.iconMasks.loaded == r.iconMasks.prefetched, "every mask made ahead came from disk")
                #expect(r.icons.handleCount == 0)
            }
        }
    }

    /// `scene` with every icon's frame moved by `dx` points.
    private func moving(_ scene: Scene, by dx: Double) -> Scene {
        scene.mappingItems { item in
            switch item {
            case .icon(let i, let f, let c, let m):
                return .icon(i, frame: Rect(x: f.minX + dx, y: f.minY, width: f.width, height: f.height), color: c, mirrored: m)
            case .emboldenedIcon(let i, let f, let c, let m, let o):
                return .emboldenedIcon(i, frame: Rect(x: f.minX + dx, y: f.minY, width: f.width, height: f.height), color: c, mirrored: m, outline: o)
            case .weightedIcon(let i, let f, let c, let m, let s):
                return .weightedIcon(i, frame: Rect(x: f.minX + dx, y: f.minY, width: f.width, height: f.height), color: c, mirrored: m, stroke: s)
            default: return item
            }
        }
    }

    @Test("another scale or frame is another mask", arguments: [2.0, 3.0])
    func keyCoversGeometry(_ scale: Double) throws {
        let folder = try temporaryFolder("maskstore")
        let plain = try renderer(nil)
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-light.json", plain)
        let first = try renderer(folder)
        _ = try first.rasterize(p.scene, scale: 1, baseDirectory: base)
        let r = try renderer(folder)
        #expect(try r.rasterize(p.scene, scale: scale, baseDirectory: base).data
                == (try plain.rasterize(p.scene, scale: scale, baseDirectory: base)).data)
        #expect(r.iconMasks.loaded == 0, "masks @1x are not taken for @\(scale)x")
        for dx in [1.0, 0.5 / scale] {
            let moved = moving(p.scene, by: dx)
            let m = try renderer(folder)
            #expect(try m.rasterize(moved, scale: scale, baseDirectory: base).data
                    == (try plain.rasterize(moved, scale: scale, baseDirectory: base)).data)
            #expect(m.iconMasks.loaded == 0 && m.iconMasks.made == iconCount(p.scene), "icons moved by \(dx) pt are drawn anew")
        }
        let again = try renderer(folder)
        _ = try again.rasterize(p.scene, scale: 1, baseDirectory: base)
        #expect(again.iconMasks.loaded == first.iconMasks.made && again.icons.handleCount == 0)
    }

    @Test("an icon file changed in place finds none of its old masks")
    func changedFileMisses() throws {
        let folder = try temporaryFolder("maskstore"), dir = try temporaryFolder("maskicon")
        let svg = { (d: String) in "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"><path d=\"\(d)\"/></svg>" }
        try svg("M2 2h12v12H2z").write(toFile: dir + "/i.svg", atomically: true, encoding: .utf8)
        let ref = FileReference(path: "i.svg", jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1))
        let scene = Scene(size: Size(width: 40, height: 40), origin: .zero, backdrop: [],
                          items: [.icon(.file(ref), frame: Rect(x: 10, y: 10, width: 20, height: 20),
                                        color: Color(red: 0, green: 0, blue: 0), mirrored: false)],
                          title: "", summary: "", scale: 3)
        let square = try renderer(folder).rasterize(scene, scale: 3, baseDirectory: dir)
        try svg("M8 1L15 15H1z").write(toFile: dir + "/i.svg", atomically: true, encoding: .utf8)
        let r = try renderer(folder)
        let triangle = try r.rasterize(scene, scale: 3, baseDirectory: dir)
        #expect(r.iconMasks.loaded == 0 && r.iconMasks.made == 1)
        #expect(triangle.data != square.data)
        #expect(triangle.data == (try renderer(nil).rasterize(scene, scale: 3, baseDirectory: dir)).data)
        #expect(maskFiles(folder).count == 2)
    }

    @Test("an icon that draws text (with the process's fonts) is never kept on disk")
    func textIsNotKept() throws {
        let folder = try temporaryFolder("maskstore"), dir = try temporaryFolder("maskicon")
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"><text x=\"1\" y=\"14\" font-size=\"14\">A</text></svg>"
            .write(toFile: dir + "/t.svg", atomically: true, encoding: .utf8)
        let ref = FileReference(path: "t.svg", jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1))
        let scene = Scene(size: Size(width: 40, height: 40), origin: .zero, backdrop: [],
                          items: [.icon(.file(ref), frame: Rect(x: 10, y: 10, width: 20, height: 20), color: Color(red: 0, green: 0, blue: 0), mirrored: false)],
                          title: "", summary: "", scale: 3)
        for _ in 0..<2 {
            let r = try renderer(folder)
            let raster = try r.rasterize(scene, scale: 3, baseDirectory: dir)
            #expect(raster.data.contains { $0 != 0 }, "the glyph is drawn")
            #expect(r.iconMasks.made == 1 && r.iconMasks.loaded == 0)
        }
        #expect(maskFiles(folder).filter { $0.utf8.count == 64 }.isEmpty)
    }

    @Test("which SVGs are kept: not compressed, UTF-16, text or systemLanguage", arguments: [
        ([0x1F, 0x8B, 0x08, 0x00] + Array("<svg/>".utf8), false),
        ([0xFF, 0xFE] + Array("<svg/>".utf8).flatMap { [$0, 0] }, false),
        (Array("<svg><switch><rect systemLanguage=\"de\"/><circle r=\"1\"/></switch></svg>".utf8), false),
        (Array("<svg><text>A</text></svg>".utf8), false),
        (Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><svg><path d=\"M0 0h1v1z\"/></svg>".utf8), true),
    ] as [([UInt8], Bool)])
    func storable(_ svg: [UInt8], _ expected: Bool) {
        #expect(IconStore.isStorable(svg) == expected)
    }

    @Test("a mask file of the wrong size is not read at all, even a huge sparse one")
    func hugeFileIgnored() throws {
        let folder = try temporaryFolder("maskstore")
        let plain = try renderer(nil)
        let (p, base) = try preparedTemplate("Templates/tab-bars/music-classic-dark.json", plain)
        let first = try renderer(folder)
        _ = try first.rasterize(p.scene, scale: 2, baseDirectory: base)
        let files = maskFiles(folder).filter { $0.utf8.count == 64 }
        let victim = folder + "/icon-masks/" + files[0]
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: victim))
        try handle.truncate(atOffset: 64 << 30)   // 64 GiB, sparse: reading it whole would not end
        try handle.close()
        let second = try renderer(folder)
        #expect(try second.rasterize(p.scene, scale: 2, baseDirectory: base).data
                == (try plain.rasterize(p.scene, scale: 2, baseDirectory: base)).data)
        #expect(second.iconMasks.made == 1 && second.iconMasks.loaded == files.count - 1)
        var st = stat()
        #expect(stat(victim, &st) == 0 && st.st_size < 1 << 20, "the file was written again")
    }

    @Test("which SVGs count as drawing text", arguments: [
        ("<svg><text x=\"1\">A</text></svg>", true), ("<svg><svg:text>A</svg:text></svg>", true),
        ("<svg><text\n x=\"1\">A</text></svg>", true), ("<svg><text/></svg>", true),
        ("<svg><path d=\"M0 0\"/></svg>", false), ("<svg><texture/><textual/></svg>", false),
        ("<svg><title>text</title></svg>", false),
    ])
    func textDetection(_ svg: String, _ expected: Bool) {
        #expect(IconStore.containsTextElement(Array(svg.utf8)) == expected)
    }

    @Test("the resource check parses an icon with librsvg once per build; an invalid one is reported every time")
    func resourceCheck() throws {
        let folder = try temporaryFolder("maskstore"), dir = try temporaryFolder("maskicon")
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"><circle cx=\"8\" cy=\"8\" r=\"6\"/></svg>"
            .write(toFile: dir + "/good.svg", atomically: true, encoding: .utf8)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"><circle".write(toFile: dir + "/bad.svg", atomically: true, encoding: .utf8)
        func scene(_ file: String) -> Scene {
            let ref = FileReference(path: file, jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1))
            return Scene(size: Size(width: 40, height: 40), origin: .zero, backdrop: [],
                         items: [.icon(.file(ref), frame: Rect(x: 10, y: 10, width: 20, height: 20), color: Color(red: 0, green: 0, blue: 0), mirrored: false)],
                         title: "", summary: "", scale: 3)
        }
        for round in 0..<2 {
            let r = try renderer(folder)
            _ = try r.resolveResources(scene("good.svg"), baseDirectory: dir)
            #expect(r.icons.handleCount == (round == 0 ? 1 : 0), "round \(round)")
            #expect(throws: RenderError.self, "round \(round)") { _ = try r.resolveResources(scene("bad.svg"), baseDirectory: dir) }
        }
        #expect(maskFiles(folder).filter { $0.hasSuffix(".valid") }.count == 1)
    }

    @Test("a damaged file is not used: the mask is drawn again and the file made sound", arguments: ["truncated", "pixel", "magic", "empty"])
    func damagedFile(_ damage: String) throws {
        let folder = try temporaryFolder("maskstore")
        let plain = try renderer(nil)
        let (p, base) = try preparedTemplate("Templates/tab-bars/music-classic-dark.json", plain)
        let expected = try plain.rasterize(p.scene, scale: 2, baseDirectory: base)
        let first = try renderer(folder)
        _ = try first.rasterize(p.scene, scale: 2, baseDirectory: base)
        let files = maskFiles(folder)
        #expect(files.count == first.iconMasks.made)
        let victim = folder + "/icon-masks/" + files[0]
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: victim)))
        switch damage {
        case "truncated": bytes.removeLast(7)
        case "pixel": bytes[bytes.count / 2 + IconMaskStore.headerSize / 2] ^= 0x40
        case "magic": bytes[3] ^= 1
        default: bytes = []
        }
        try Data(bytes).write(to: URL(fileURLWithPath: victim))
        let second = try renderer(folder)
        #expect(try second.rasterize(p.scene, scale: 2, baseDirectory: base).data == expected.data)
        #expect(second.iconMasks.made == 1 && second.iconMasks.loaded == files.count - 1)
        let third = try renderer(folder)
        _ = try third.rasterize(p.scene, scale: 2, baseDirectory: base)
        #expect(third.iconMasks.loaded == files.count && third.iconMasks.made == 0, "the file was written again")
    }

    @Test("a cache folder that cannot be made: the render is the same and nothing is kept")
    func unwritableFolder() throws {
        let dir = try temporaryFolder("maskstore")
        try "a file".write(toFile: dir + "/file", atomically: true, encoding: .utf8)
        let plain = try renderer(nil)
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-light.json", plain)
        let r = try renderer(dir + "/file/cache")   // under a regular file: mkdir fails
        #expect(try r.rasterize(p.scene, scale: 2, baseDirectory: base).data
                == (try plain.rasterize(p.scene, scale: 2, baseDirectory: base)).data)
        #expect(r.iconMasks.made > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["file"])
    }

    @Test("past its limit the store removes its oldest files, down to half")
    func prunes() throws {
        let folder = try temporaryFolder("maskstore")
        try FileManager.default.createDirectory(atPath: folder + "/icon-masks", withIntermediateDirectories: true)
        for i in 0..<12 {
            let path = folder + "/icon-masks/" + String(repeating: String(i % 10), count: 63) + "a"
            try "old".write(toFile: path, atomically: false, encoding: .utf8)
            var times = [timespec(tv_sec: 1_000_000 + i, tv_nsec: 0), timespec(tv_sec: 1_000_000 + i, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        }
        let store = try #require(IconMaskStore(folder: folder, maxEntries: 8))
        let cache = IconMaskCache(store: store)
        let plan = try #require(IconMaskCache.plan("test", frame: Rect(x: 0, y: 0, width: 4, height: 4), mirrored: false, outline: 0,
                                                   matrix: cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 0, y0: 0)))
        _ = cache.make(plan) { cr in cairo_rectangle(cr, 0, 0, 4, 4); cairo_fill(cr) }
        let left = maskFiles(folder)
        #expect(left.count == 4, "13 files, over 8: the oldest removed down to 4: \(left)")
        #expect(left.contains(store.name(of: plan)), "the newest (just written) is kept")
        #expect(IconMaskCache(store: store).cached(plan) != nil)
    }

    @Test("the CLI's cache folder: NAVMOCK_CACHE_DIR, else XDG_CACHE_HOME, else HOME; empty turns it off")
    func cacheFolderFromEnvironment() {
        #expect(Renderer.Options.cacheDirectory(environment: ["NAVMOCK_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/c")
        #expect(Renderer.Options.cacheDirectory(environment: ["NAVMOCK_CACHE_DIR": "", "HOME": "/h"]) == nil)
        #expect(Renderer.Options.cacheDirectory(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/navmock")
        #expect(Renderer.Options.cacheDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/navmock")
        #expect(Renderer.Options.cacheDirectory(environment: [:]) == nil)
        #expect(Renderer.Options(environment: ["HOME": "/h"]).iconMaskCacheDirectory == "/h/.cache/navmock")
        #expect(Renderer.Options().iconMaskCacheDirectory == nil, "a library user keeps nothing on disk unless asked")
    }
}
