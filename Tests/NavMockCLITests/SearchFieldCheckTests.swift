import Foundation
import Testing

/// Issue 41 item 7: the selected search tab's field draws its magnifier and placeholder in the
/// system's secondary label colour, so `check`'s pixel contrast rules name the field and do not
/// advise changing `tintColor` (which colours the tabs, not the field).
@Suite("check on the selected search tab's field")
struct SearchFieldCheckTests {
    @Test("a low-contrast placeholder is reported as the system's colours, naming the field, not tintColor",
          arguments: ["light", "dark"])
    func placeholder(_ appearance: String) throws {
        let dir = try CLI.tempDir()
        let file = dir + "/search.json"
        try """
        {"device": "iPhone 17 Pro", "appearance": "\(appearance)", "backdrop": {"color": "#8E8E93"},
         "tabBar": {"items": [{"title": "Home", "image": "house.fill"}, {"title": "Radio", "image": "dot.radiowaves.left.and.right"}, {"role": "search"}],
                    "selectedIndex": 2, "tintColor": "systemPink"}}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try CLI.run(["check", file])
        let out = r.stdout + r.stderr
        #expect(out.contains("the placeholder of the search field") || out.contains("the icon of the search field"), "\(out)")
        for line in out.split(separator: "\n") where line.contains("search field") {
            #expect(!line.contains("tintColor"), "\(line)")
            #expect(line.contains("system's own colours"), "\(line)")
        }
    }
}
