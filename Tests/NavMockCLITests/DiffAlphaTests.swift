import Foundation
import NavMockRender
import Testing

/// Issue 14 §9: `navmock diff --threshold` reports an alpha-only change as different.
@Suite("diff --threshold and alpha")
struct DiffAlphaTests {
    @Test("a transparent PNG against an opaque white one is different under --threshold", arguments: ["0", "0.1", "0.5"])
    func transparentAgainstWhite(threshold: String) throws {
        let dir = try CLI.tempDir()
        try Data(try PNGCodec.encode(RGBAImage(width: 8, height: 4, fill: (0, 0, 0, 0)))).write(to: URL(fileURLWithPath: dir + "/clear.png"))
        try Data(try PNGCodec.encode(RGBAImage(width: 8, height: 4, fill: (255, 255, 255, 255)))).write(to: URL(fileURLWithPath: dir + "/white.png"))
        let r = try navmock(["diff", "clear.png", "white.png", "--threshold", threshold], cwd: dir)
        #expect(r.code == 1 && r.stdout.hasPrefix("different: 32 pixels differ"), "\(r.stdout)")
        #expect(try navmock(["diff", "white.png", "white.png", "--threshold", threshold], cwd: dir).code == 0)
    }
}
