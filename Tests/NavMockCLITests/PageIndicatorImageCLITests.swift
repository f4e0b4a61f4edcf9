import Foundation
import NavMockCore
import Testing

/// Issue 41 item 4, through the built binary: `navmock layout` gives the slot of an SVG indicator
/// drawn at its own size (a 24 × 8 pt capsule), `render` draws it with `check` quiet, and a
/// hostile `width` is bounded with one warning (`page-control.image-size`), in `check` as in `render`.
@Suite("page indicator images at their own size (CLI)")
struct PageIndicatorImageCLITests {
    static let capsule = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="8" viewBox="0 0 24 8"><rect width="24" height="8" rx="4"/></svg>"#
    static let huge = #"<svg xmlns="http://www.w3.org/2000/svg" width="1e30" height="8" viewBox="0 0 24 8"><rect width="24" height="8" rx="4"/></svg>"#

    static func spec(_ image: String) -> String {
        ##"{"device": "iPhone 16", "backdrop": {"color": "#000000"}, "pageControl": {"numberOfPages": 4, "currentPage": 2, "preferredCurrentPageIndicatorImage": "icons/\##(image)"}}"##
    }

    /// (slot, frame) of the current indicator in `navmock layout`'s JSON, points.
    static func current(_ json: String) throws -> (slot: [String: Double], frame: [String: Double]) {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let pc = try #require((root["children"] as? [[String: Any]])?.first { $0["role"] as? String == "pageControl" })
        let ind = try #require((pc["children"] as? [[String: Any]])?.first { $0["current"] as? Bool == true })
        return (try #require(ind["slot"] as? [String: Double]), try #require(ind["frame"] as? [String: Double]))
    }

    @Test("layout shows the capsule's 24 pt slot and 24 × 8 frame; render and check are quiet")
    func capsule() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        try Self.capsule.write(toFile: dir + "/icons/capsule.svg", atomically: true, encoding: .utf8)
        try Self.spec("capsule.svg").write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let l = try CLI.run(["layout", dir + "/s.json"])
        #expect(l.code == 0, "\(l.stderr)")
        let c = try Self.current(l.stdout)
        #expect(c.slot["width"] == 24 && c.frame["width"] == 24 && c.frame["height"] == 8, "\(c)")
        let r = try CLI.run(["render", dir + "/s.json", "-o", dir + "/out", "--format", "png,svg,pdf", "--scale", "1,2,3"])
        #expect(r.code == 0 && !r.stderr.contains("warning"), "\(r.stderr)")
        let k = try CLI.run(["check", dir + "/s.json"])
        #expect(k.code == 0 && !k.stdout.contains("page-control.image-size") && !k.stderr.contains("page-control.image-size"), "\(k.stdout)\(k.stderr)")
    }

    @Test("a hostile width: bounded and fitted (42 pt wide), one warning in check and render, exit 0")
    func hostile() throws {
        let dir = try CLI.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        try Self.huge.write(toFile: dir + "/icons/huge.svg", atomically: true, encoding: .utf8)
        try Self.spec("huge.svg").write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let l = try CLI.run(["layout", dir + "/s.json"])
        #expect(l.code == 0)
        #expect(try Self.current(l.stdout).frame["width"] == 42)
        let k = try CLI.run(["check", dir + "/s.json"])
        let text = k.stdout + k.stderr
        #expect(text.components(separatedBy: "[page-control.image-size]").count == 2, "\(text)")
        #expect(text.contains("pageControl.preferredCurrentPageIndicatorImage"))
        let r = try CLI.run(["render", dir + "/s.json", "-o", dir + "/out"])
        #expect(r.code == 0 && r.stderr.contains("[page-control.image-size]"), "\(r.stderr)")
    }
}
