import Foundation
import NavMockTesting
import Testing

/// A stand-in by the naming grammar that changes a symbol's meaning is a warning `render` prints;
/// one that keeps the meaning stays an info finding that `render` does not print (issue 42 item 2).
@Suite("navmock render: misleading stand-ins")
struct MisleadingStandInTests {
    static func spec(_ image: String) -> String {
        #"{"device":"iPhone 16","osVersion":"18","tabBar":{"items":[{"title":"Home","image":"house"},{"title":"Done","image":"\#(image)"}]}}"#
    }

    @Test("render prints the warning for checkmark.message.fill and nothing for bell.square")
    func renderPrints() throws {
        let dir = try CLI.tempDir()
        let bad = dir + "/misleading.json", good = dir + "/honest.json"
        try Self.spec("checkmark.message.fill").write(toFile: bad, atomically: true, encoding: .utf8)
        try Self.spec("bell.square").write(toFile: good, atomically: true, encoding: .utf8)

        let r = try CLI.run(["render", bad, "-o", dir + "/out"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.contains("warning: tabBar.items[1].image: "), "\(r.stderr)")
        #expect(r.stderr.contains("[symbol.misleading-stand-in]"), "\(r.stderr)")
        #expect(r.stderr.contains("\"checkmark.message.fill\""), "\(r.stderr)")

        let h = try CLI.run(["render", good, "-o", dir + "/out"])
        #expect(h.code == 0, "\(h.stderr)")
        #expect(!h.stderr.contains("stand-in"), "\(h.stderr)")

        let check = try CLI.run(["check", bad])
        #expect(check.stdout.contains("warning: ") && check.stdout.contains("[symbol.misleading-stand-in]"), "\(check.stdout)")
        let ignored = try CLI.run(["check", bad, "--ignore", "symbol.misleading-stand-in"])
        #expect(!ignored.stdout.contains("misleading-stand-in"), "\(ignored.stdout)")
    }
}
