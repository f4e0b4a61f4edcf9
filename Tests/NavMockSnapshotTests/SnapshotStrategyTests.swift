import Foundation
import NavMockTestSupport
import NavMockCore
import NavMockRender
@testable import NavMockSnapshot
import Testing
import NavMockTesting

private let barJSON = #"{"device": "iPhone 16", "backdrop": {"content": "plain"}, "tabBar": {"items": [{"title": "Home", "image": "house"}, {"title": "Alarm", "image": "alarm"}]}}"#

@Suite("Swift API: assertSnapshot(of:as:) strategies, record scopes, attachments")
struct SnapshotStrategyTests {
    @Test("a Spec value as .image(scale:): named after the test, recorded, then passes, then fails with three attachments")
    func specImage() throws {
        let dir = try temporaryFolder("strategy")
        let spec = try SpecReader.read(Array(barJSON.utf8))
        let config = SnapshotConfiguration(references: .directory(dir), artifactsDirectory: dir + "/artifacts")
        let recorded = try #require(verifySnapshot(of: spec, as: .image(scale: 1), record: .missing, configuration: config))
        #expect(recorded.results.map(\.status) == [.recorded])
        // The default name is the test function's, without its parentheses.
        #expect(FileManager.default.fileExists(atPath: dir + "/specImage@1x.png"))
        #expect(verifySnapshot(of: spec, as: .image(scale: 1), record: .never, configuration: config) == nil)
        // Another scale is another reference.
        #expect(verifySnapshot(of: spec, as: .image(scale: 2), record: .never, configuration: config)?.results.first?.status == .missing)

        var dark = spec
        dark.appearance = .dark
        let failed = try #require(verifySnapshot(of: dark, as: .image(scale: 1), record: .never, configuration: config))
        #expect(failed.results.map(\.status) == [.failed])
        let names = failed.attachments.map(\.name)
        #expect(names == ["specImage@1x.expected.png", "specImage@1x.actual.png", "specImage@1x.diff.png"], "\(names)")
        for a in failed.attachments {
            let bytes = try #require(FileManager.default.contents(atPath: a.path))
            #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "\(a.path) is not a PNG")
        }
        let hint = try #require(failed.acceptHint(spec: nil))
        #expect(hint.contains("NAVMOCK_RECORD=failed") && hint.contains("record:"))
        // Inside a scope, the hint names the scope instead.
        withSnapshotRecording(.never) {
            #expect(failed.acceptHint(spec: nil)?.contains(".snapshots(record: .never)") == true)
        }
        #expect(failed.acceptHint(spec: "Specs/bar.json")?.contains("navmock test Specs/bar.json --record failed") == true)
        // A recording needs no accepting.
        #expect(recorded.acceptHint(spec: nil) == nil)
        // `named:` overrides the test name.
        #expect(verifySnapshot(of: spec, as: .image(scale: 1), named: "bar", record: .missing, configuration: config)?.results.first?.name == "bar@1x")
    }

    @Test("a Spec value as .layout: the layout dump as a text reference; a change names the first differing line")
    func specLayout() throws {
        let dir = try temporaryFolder("strategy")
        let spec = try SpecReader.read(Array(barJSON.utf8))
        let config = SnapshotConfiguration(references: .directory(dir), artifactsDirectory: dir + "/artifacts")
        #expect(verifySnapshot(of: spec, as: .layout, record: .missing, configuration: config)?.results.map(\.status) == [.recorded])
        let ref = dir + "/specLayout.layout.txt"
        let text = try String(contentsOfFile: ref, encoding: .utf8)
        let r = try Renderer()
        #expect(text == (try PreparedSpec.prepare(spec, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))).layout.jsonText())
        #expect(verifySnapshot(of: spec, as: .layout, record: .never, configuration: config) == nil)

        var three = spec
        three.tabBar?.items.append(TabItemSpec(title: "Timer", image: .symbol("timer")))
        let failed = try #require(verifySnapshot(of: three, as: .layout, record: .never, configuration: config))
        let result = try #require(failed.results.first)
        #expect(result.status == .failed && result.message.contains("differs"), "\(result.message)")
        #expect(failed.attachments.map(\.name) == ["specLayout.layout.expected.txt", "specLayout.layout.actual.txt"])
        // `failed` rewrites it (and fails: run again to verify); then it passes.
        #expect(verifySnapshot(of: three, as: .layout, record: .failed, configuration: config)?.results.first?.status == .recorded)
        #expect(verifySnapshot(of: three, as: .layout, record: .never, configuration: config) == nil)
    }

    @Test("a spec file as .layout: one text reference per variant, __snapshots__/<spec>-<variant>.layout.txt beside it")
    func fileLayout() throws {
        let dir = try temporaryFolder("strategy")
        let path = dir + "/bar.json"
        try #"{"device": "iPhone 16", "tabBar": {"items": [{"title": "Home", "image": "house"}]}, "variants": {"layoutDirection": ["leftToRight", "rightToLeft"]}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let config = SnapshotConfiguration(artifactsDirectory: dir + "/artifacts")
        let recorded = try #require(verifySnapshot(ofSpec: path, as: .layout, record: .missing, configuration: config))
        #expect(recorded.results.map(\.name) == ["bar-ltr.layout", "bar-rtl.layout"])
        #expect(FileManager.default.fileExists(atPath: dir + "/__snapshots__/bar-rtl.layout.txt"))
        #expect(verifySnapshot(ofSpec: path, as: .layout, record: .never, configuration: config) == nil)
        // .image(scale:) is the suite's image check at that scale.
        #expect(verifySnapshot(ofSpec: path, as: .image(scale: 1), record: .never, configuration: config)?.results.map(\.status) == [.missing, .missing])
        // A spec that cannot be read is an error case.
        #expect(verifySnapshot(ofSpec: dir + "/none.json", as: .layout, configuration: config)?.results.first?.status == .error)
    }

    @Test("the record mode: an argument beats the scope, the scope beats NAVMOCK_RECORD, and the configuration follows the scope")
    func recordPrecedence() throws {
        #expect(SnapshotConfiguration().record == RecordMode.fromEnvironment)
        withSnapshotRecording(.all) {
            #expect(SnapshotConfiguration().record == .all)
            #expect(SnapshotConfiguration(record: .never).record == .never)
        }
        let dir = try temporaryFolder("strategy")
        let spec = try SpecReader.read(Array(barJSON.utf8))
        let config = SnapshotConfiguration(references: .directory(dir), artifactsDirectory: dir + "/artifacts")
        // Inside a `never` scope nothing is recorded; an explicit `missing` records.
        withSnapshotRecording(.never) {
            #expect(verifySnapshot(of: spec, as: .layout, configuration: config)?.results.first?.status == .missing)
            #expect(verifySnapshot(of: spec, as: .layout, record: .missing, configuration: config)?.results.first?.status == .recorded)
        }
    }

    @Test("the .snapshots(record:) trait scopes the mode around the test", .snapshots(record: .failed))
    func trait() {
        #expect(SnapshotRecording.mode == .failed)
        #expect(SnapshotConfiguration().record == .failed)
    }

    @Test("assertSnapshot(of:as:) reports an issue that says how to accept")
    func reports() throws {
        let dir = try temporaryFolder("strategy")
        let spec = try SpecReader.read(Array(barJSON.utf8))
        let config = SnapshotConfiguration(references: .directory(dir), artifactsDirectory: dir + "/artifacts")
        withKnownIssue {
            assertSnapshot(of: spec, as: .image(scale: 1), record: .never, configuration: config)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no reference at \(dir)/reports@1x.png") && $0.rawValue.contains("NAVMOCK_RECORD=failed") }
        }
        withKnownIssue {
            assertSnapshot(ofSpec: dir + "/none.json", as: .layout, configuration: config)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("none.json") }
        }
    }
}

/// Issue 41 item 4: the Swift API lays an SVG page indicator out at its own size, as the CLI does:
/// a spec file's layout snapshot sizes the SVG in the spec's folder, giving the 24 × 8 pt capsule
/// its 24 pt slot. (A `Spec` value resolves its files against the test file's folder, through the
/// same `Renderer.imageSizes(baseDirectory:)`.)
@Suite("Swift API: SVG page indicators at their own size")
struct SnapshotIndicatorImageTests {
    static let capsule = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="8" viewBox="0 0 24 8"><rect width="24" height="8" rx="4"/></svg>"#

    /// The current indicator's `slot` width in a layout dump.
    static func slotWidth(_ dump: String) throws -> Double? {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let pc = (root["children"] as? [[String: Any]])?.first { $0["role"] as? String == "pageControl" }
        let ind = (pc?["children"] as? [[String: Any]])?.first { $0["current"] as? Bool == true }
        return (ind?["slot"] as? [String: Double])?["width"]
    }

    @Test("verifySnapshot(ofSpec:as: .layout) records the capsule's 24 pt slot, and verifies it")
    func layoutSnapshot() throws {
        let dir = try temporaryFolder("indicator-api")
        try Data(Self.capsule.utf8).write(to: URL(fileURLWithPath: dir + "/capsule.svg"))
        let json = ##"{"device": "iPhone 16", "backdrop": {"color": "#000000"}, "pageControl": {"numberOfPages": 3, "currentPage": 1, "preferredCurrentPageIndicatorImage": "capsule.svg"}}"##
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/pc.json"))
        let config = SnapshotConfiguration(references: .directory(dir + "/refs"), artifactsDirectory: dir + "/artifacts")
        _ = verifySnapshot(ofSpec: dir + "/pc.json", as: .layout, record: .missing, configuration: config)
        #expect(try Self.slotWidth(String(contentsOfFile: dir + "/refs/pc.layout.txt", encoding: .utf8)) == 24)
        #expect(verifySnapshot(ofSpec: dir + "/pc.json", as: .layout, record: .never, configuration: config) == nil)
    }
}
