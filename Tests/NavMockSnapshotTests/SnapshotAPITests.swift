import Foundation
import NavMockTestSupport
import NavMockCore
import NavMockRender
@testable import NavMockSnapshot
import Testing
import XCTest
import NavMockTesting

/// Paths of the repository and temporary folders (the shared test support).
enum TestRepo {
    static var snapshots: String { TestRepository.snapshots }
    static func tempDir() throws -> String { try temporaryFolder("testing") }
}

let apiSpec = #"{"device": "iPhone 16", "backdrop": {"content": "plain"}, "tabBar": {"items": [{"title": "Home", "image": "house"}, {"title": "Alarm", "image": "alarm"}]}, "variants": {"appearance": ["light", "dark"]}}"#

@Suite("Swift API: verifySnapshot and assertSnapshot")
struct SnapshotAPITests {
    @Test("the project's own references in Fixtures/ pass (the path is found from this file's)")
    func fixtures() {
        let f = verifySnapshot(ofSpec: "../../Fixtures/snapshots/clock-variants.json",
                               configuration: .init(record: .never, scales: [1]))
        #expect(f == nil, "\(f?.description ?? "")")
        // The same through assert…, and with the references named by their package-relative folder.
        assertSnapshot(ofSpec: "../../Fixtures/snapshots/classic-scroll-edge.json",
                       configuration: .init(record: .never, references: .packageDirectory("Fixtures/snapshots/__snapshots__"), scales: [1]))
    }

    @Test("records, then passes, then fails with artifacts and the numbers; never records under `never`")
    func lifecycle() throws {
        let dir = try TestRepo.tempDir()
        let spec = dir + "/bar.json"
        try apiSpec.write(toFile: spec, atomically: true, encoding: .utf8)
        let config = SnapshotConfiguration(record: .never, artifactsDirectory: dir + "/artifacts", scales: [1])

        // Missing under `never`: a failure, nothing written.
        let missing = try #require(verifySnapshot(ofSpec: spec, configuration: config))
        #expect(missing.results.map(\.status) == [.missing, .missing])
        #expect(!FileManager.default.fileExists(atPath: dir + "/__snapshots__/bar-light@1x.png"))

        // Recorded under `missing`: still a failure ("run again to verify").
        var rec = config
        rec.record = .missing
        let recorded = try #require(verifySnapshot(ofSpec: spec, configuration: rec))
        #expect(recorded.results.map(\.status) == [.recorded, .recorded])
        #expect(recorded.description.contains("run again to verify"))
        #expect(FileManager.default.fileExists(atPath: dir + "/__snapshots__/bar-dark@1x.png"))
        let manifest = try #require(ReferenceManifest.load(folder: dir + "/__snapshots__"))
        #expect(manifest.references["bar-dark@1x.png"]?.variant == "dark")
        #expect(manifest.references["bar-dark@1x.png"]?.toolchain == ToolchainFingerprint.current().id)
        #expect(manifest.references["bar-dark@1x.png"]?.spec == "../bar.json")

        #expect(verifySnapshot(ofSpec: spec, configuration: config) == nil)

        // Damage a reference: swap the two.
        let fm = FileManager.default
        try fm.removeItem(atPath: dir + "/__snapshots__/bar-dark@1x.png")
        try fm.copyItem(atPath: dir + "/__snapshots__/bar-light@1x.png", toPath: dir + "/__snapshots__/bar-dark@1x.png")
        let failed = try #require(verifySnapshot(ofSpec: spec, configuration: config))
        #expect(failed.checked == 2 && failed.results.count == 1)
        let r = failed.results[0]
        #expect(r.status == .failed && r.name == "bar-dark@1x")
        #expect((r.difference?.differingPixels ?? 0) > 1000)
        #expect(r.message.contains("pixels differ") && r.message.contains("same toolchain"))
        let arts = try #require(r.artifacts)
        for p in [arts.expected!, arts.actual, arts.diff!] { #expect(fm.fileExists(atPath: p), "\(p)") }
        let diff = try PNGCodec.decode([UInt8](try #require(fm.contents(atPath: arts.diff!))))
        #expect(diff.width > 3 * 393)

        // `failed` rewrites it (and still fails); then it passes.
        var fix = config
        fix.record = .failed
        #expect(verifySnapshot(ofSpec: spec, configuration: fix)?.results.first?.status == .recorded)
        #expect(verifySnapshot(ofSpec: spec, configuration: config) == nil)
    }

    @Test("a tolerant comparison accepts what the exact one refuses")
    func tolerance() throws {
        let dir = try TestRepo.tempDir()
        let img = RGBAImage(width: 20, height: 10, fill: (200, 200, 200, 255))
        let config = SnapshotConfiguration(record: .missing, references: .directory(dir), artifactsDirectory: dir + "/a")
        #expect(verifySnapshot(of: img, named: "grey@1x", configuration: config)?.results.first?.status == .recorded)
        var off = img
        for i in 0..<5 { off.pixels[i * 4] = 210 }
        var never = config
        never.record = .never
        #expect(verifySnapshot(of: off, named: "grey@1x", configuration: never) != nil)
        never.comparison = ImageComparison(maxDifferingPixels: 5)
        #expect(verifySnapshot(of: off, named: "grey@1x", configuration: never) == nil)
        never.comparison = ImageComparison(threshold: 0.1)
        #expect(verifySnapshot(of: off, named: "grey@1x", configuration: never) == nil)
    }

    @Test("assertSnapshot reports a failure to Swift Testing at the call site")
    func reportsToSwiftTesting() throws {
        let dir = try TestRepo.tempDir()
        let img = RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255))
        withKnownIssue {
            assertSnapshot(of: img, named: "nothing@1x", configuration: .init(record: .never, references: .directory(dir), artifactsDirectory: dir))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no reference at \(dir)/nothing@1x.png") }
        }
    }

    @Test("outside a Swift Testing test, assertSnapshot fails the running XCTest case through XCTFail")
    func reportsToXCTest() throws {
        let dir = try TestRepo.tempDir()
        let img = RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255))
        // A thread of its own: Swift Testing's current test is task-local and does not reach it,
        // so the reporter takes the XCTest path.
        let failures = Locked<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        let t = Thread {
            let probe = XCTestCase(name: "assertSnapshotProbe") { _ in
                assertSnapshot(of: img, named: "nothing@1x", configuration: .init(record: .never, references: .directory(dir), artifactsDirectory: dir))
            }
            probe.run()
            failures.withLock { $0 = probe.testRun?.failureCount }
            done.signal()
        }
        t.start()
        done.wait()
        #expect(failures.withLock { $0 } == 1)
    }
}

@Suite("Redlines")
struct RedlineTests {
    @Test("the canvas grows by the margin; the bar's size and its distances are labelled in points")
    func labels() throws {
        let r = try Renderer()
        let p = try PreparedSpec.prepare(Array(#"{"device": "iPhone 16", "tabBar": {"items": [{"title": "Home", "image": "house"}, {"title": "Alarm", "image": "alarm"}]}}"#.utf8),
                                         measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        let s = redlineScene(p.scene, layout: p.layout, measuring: r.textMeasurer)
        let m = RedlineStyle.margin
        #expect(s.size == Size(width: p.scene.size.width + 2 * m, height: p.scene.size.height + 2 * m))
        #expect(s.origin == Point(x: p.scene.origin.x - m, y: p.scene.origin.y - m))
        #expect(Array(s.items.prefix(p.scene.items.count)) == p.scene.items)
        let texts = s.items.compactMap { item -> String? in if case .text(let t, _) = item { return t.text }; return nil }
        let bar = try #require(p.layout.tabBarNode).frame
        func fmt(_ v: Double) -> String { let h = (v * 10).rounded() / 10; return h == h.rounded() ? String(Int(h)) : String(format: "%.1f", h) }
        #expect(texts.contains(fmt(bar.width)) && texts.contains(fmt(bar.height)), "\(texts)")
        if bar.minX > 0 { #expect(texts.contains(fmt(bar.minX))) }
        // Icons of the same size are labelled once.
        let icon = try #require(p.layout.tabBarNode?.items.first?.icon?.frame)
        #expect(texts.filter { $0 == "\(fmt(icon.width)) × \(fmt(icon.height))" }.count == 1)
        // It renders.
        let raster = try r.rasterize(s, scale: 2, baseDirectory: ".")
        #expect(raster.width == Int(((p.scene.size.width + 2 * m) * 2).rounded()))
    }
}
