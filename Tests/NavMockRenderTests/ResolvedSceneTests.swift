import Foundation
import NavMockCore
import NavMockTestSupport
@testable import NavMockRender
import Testing

/// Issue 34 §2: a resolved scene. One walk of the resource stage resolves every icon and image a
/// scene draws, keyed by the identity of its element; the painter (PNG, SVG, PDF), the pixel check
/// and the icon masks made ahead draw from it and resolve nothing again.
@Suite("Resolved scene (issue 34)")
struct ResolvedSceneTests {
    /// Every item of `scene` that draws an icon or an image, with its element's identity (a
    /// masked group's items with the group's), backdrop first.
    static func resourceItems(_ scene: Scene) -> [(id: SceneElementID, item: SceneItem)] {
        func walk(_ items: [SceneItem], _ ids: [SceneElementID]) -> [(id: SceneElementID, item: SceneItem)] {
            zip(items, ids).flatMap { item, id -> [(id: SceneElementID, item: SceneItem)] in
                switch item {
                case .icon, .emboldenedIcon, .image, .placedImage: return [(id, item)]
                case .masked(let children, _): return walk(children, Array(repeating: id, count: children.count))
                default: return []
                }
            }
        }
        return walk(scene.backdrop, Array(repeating: .backdrop, count: scene.backdrop.count)) + walk(scene.items, scene.itemIDs)
    }

    @Test("every icon (both cases) and image is resolved under its element's identity",
          arguments: ["Templates/tab-bars/clock-en-light.json", "Templates/tab-bars/tvos-branded.json",
                      "Templates/page-controls/bookmarks.json"])
    func everyItem(_ file: String) throws {
        let r = try makeRenderer()
        let (p, base) = try preparedTemplate(file, r)
        let res = try r.resolve(p.scene, baseDirectory: base)
        let items = Self.resourceItems(p.scene)
        #expect(!items.isEmpty)
        for (id, item) in items {
            if let icon = item.icon {
                let found = try #require(res.icon(item, of: id), "\(id)")
                #expect(found.image == icon.image && found.emboldened == icon.emboldened, "\(id)")
                #expect(found.digest.count == 64 && found.digest.allSatisfy(\.isHexDigit), "\(id)")
                #expect(res.image(item, of: id) == nil)
            } else {
                #expect(res.image(item, of: id) != nil, "\(id)")
                #expect(res.icon(item, of: id) == nil)
            }
            // Keyed by identity: the same item drawn for another element is not this one.
            #expect(res.icon(item, of: id.appending("other")) == nil && res.image(item, of: id.appending("other")) == nil)
        }
        if file.contains("clock-en-light") {
            #expect(items.contains { $0.item.icon?.emboldened == true }, "Liquid Glass draws emboldened symbols")
        }
        if file.contains("tvos-branded") { #expect(res.resources.images.count == 1) }
    }

    @Test("a file icon carries its file and the SHA-256 of its bytes; an image its frame, clip and placement")
    func iconAndImage() throws {
        let dir = try temporaryFolder("resolved-scene")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="2" y="2" width="12" height="12"/></svg>"#.utf8)
        try Data(svg).write(to: URL(fileURLWithPath: dir + "/icon.svg"))
        try Data(HandPNG.make(width: 40, height: 20, interlaced: false) { _, _ in [255, 0, 0, 255] })
            .write(to: URL(fileURLWithPath: dir + "/photo.png"))
        func ref(_ p: String) -> FileReference { FileReference(path: p, jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1)) }
        let black = Color(red: 0, green: 0, blue: 0)
        let iconFrame = Rect(x: 10, y: 10, width: 20, height: 20), fill = Rect(x: 0, y: 0, width: 100, height: 100)
        let placedFrame = Rect(x: 50, y: 60, width: 30, height: 30)
        let icon = SceneItem.emboldenedIcon(.file(ref("icon.svg")), frame: iconFrame, color: black, mirrored: false, outline: 0.5)
        let placed = SceneItem.placedImage(ref("photo.png"), frame: placedFrame, mode: .center)
        let backdrop = SceneItem.image(ref("photo.png"), frame: fill)
        let iconID = SceneElementID(.tabBar).appending("item", index: 0).appending("icon"), logoID = SceneElementID(.tabBar).appending("logo")
        let scene = Scene(size: Size(width: 100, height: 100), origin: .zero, backdrop: [backdrop],
                          elements: [SceneElement(iconID, icon), SceneElement(logoID, placed)], title: "t", summary: "s", scale: 2)
        let r = try makeRenderer()
        let res = try r.resolve(scene, baseDirectory: dir)

        let i = try #require(res.icon(icon, of: iconID))
        #expect(i.digest == Toolchain.sha256(svg))
        #expect(i.path == IconStore.realPath(dir + "/icon.svg") && i.emboldened)
        #expect(i.maskIdentity == i.digest + "+outline")

        let b = try #require(res.image(backdrop, of: SceneElementID.backdrop))
        #expect(b.path == IconStore.realPath(dir + "/photo.png") && [b.width, b.height] == [40, 20])
        #expect(b.clip == fill && !b.clipsToPlacement)
        #expect(b.placement == ImagePlacement(imageWidth: 40, imageHeight: 20, in: fill, mode: .scaleAspectFill))
        #expect(b.placement?.rect == Rect(x: -50, y: 0, width: 200, height: 100))

        let l = try #require(res.image(placed, of: logoID))
        #expect(l.clip == placedFrame && l.clipsToPlacement)
        #expect(l.placement?.rect == Rect(x: 45, y: 65, width: 40, height: 20))
        #expect(res.resources.icons.count == 1 && res.resources.images.count == 1, "one file each, once")
    }

    @Test("the pipeline resolves once: its files, pixel check and icon masks resolve nothing again",
          arguments: ["Templates/tab-bars/tvos-branded.json", "Templates/tab-bars/clock-en-light.json"])
    func resolvesOnce(_ file: String) throws {
        let r = try makeRenderer()
        let stage = MockupStage(renderer: r)
        let source = try SpecSource.read(path: Repo.path(file))
        let (m, vs) = try source.variants()
        let v = try #require(vs.first)
        let request = MockupRequest(formats: [.png, .svg, .pdf], scales: [2, 3])
        let prepared = try stage.prepare(v, of: m, source: source, request: request)
        let res = try #require(prepared.resolved)
        #expect(res.baseDirectory == source.baseDirectory && res.scene == prepared.scene)
        let before = r.itemResolutions
        r.startIconMasks(for: res, scale: VisibilityCheck.scale(of: prepared.scene))
        let mockup = try stage.mockup(prepared, of: m, source: source, request: request)
        #expect(mockup.files.count == 4)
        // The pixel check drew reduced scenes (each element alone, what is behind them) from it too.
        _ = VisibilityCheck.measurements(prepared, renderer: r, baseDirectory: source.baseDirectory)
        #expect(r.itemResolutions == before, "nothing resolved outside the resource stage's walk")
        // The same scene drawn without the resource stage resolves each item as it is drawn.
        _ = try r.rasterize(prepared.scene, scale: 1, baseDirectory: source.baseDirectory)
        #expect(r.itemResolutions > before)
    }

    @Test("a scene drawn from its resolved resources gives the bytes it gives resolved while drawing",
          arguments: ["Templates/tab-bars/tvos-branded.json", "Templates/tab-bars/clock-en-light.json"])
    func sameBytes(_ file: String) throws {
        let resolving = try makeRenderer(), plain = try makeRenderer()
        let (p, base) = try preparedTemplate(file, resolving)
        let res = try resolving.resolve(p.scene, baseDirectory: base, scales: [3])
        for format in [OutputFormat.png(scale: 3), .svg, .pdf] {
            #expect(try resolving.render(res, as: format) == (try plain.render(p.scene, as: format, baseDirectory: base)), "\(format)")
        }
        // A reduced scene (the pixel check's: one element alone) draws from the same entries.
        let i = try #require(p.scene.items.indices.first { p.scene.items[$0].icon != nil })
        let alone = p.scene.keeping([i])
        let before = resolving.itemResolutions
        #expect(try resolving.rasterize(res.drawing(alone), scale: 3).data == (try plain.rasterize(alone, scale: 3, baseDirectory: base)).data)
        #expect(resolving.itemResolutions == before)
    }

    @Test("a missing icon fails the resolver with the error drawing gives")
    func missingIcon() throws {
        let r = try makeRenderer()
        let (p, base) = try preparedTemplate("Templates/tab-bars/clock-en-light.json", r)
        var scene = p.scene
        let ref = FileReference(path: "no-such-icon.svg", jsonPath: JSONPath(), location: SourcePosition(line: 1, column: 1))
        scene.append(.icon(.file(ref), frame: Rect(x: 10, y: 10, width: 20, height: 20),
                           color: Color(red: 0, green: 0, blue: 0), mirrored: false), id: .canvas)
        var resolved: RenderError?, drawn: RenderError?
        do { _ = try r.resolve(scene, baseDirectory: base) } catch { resolved = error }
        do { _ = try r.rasterize(scene, scale: 1, baseDirectory: base) } catch { drawn = error }
        let a = try #require(resolved), b = try #require(drawn)
        #expect("\(a)" == "\(b)")
        guard case .missingFile = a else { Issue.record("expected a missing file, got \(a)"); return }
    }
}
