import Foundation
import Testing

/// A PNG whose header claims `width` × `height` pixels and whose image data is not there: what a
/// "PNG bomb" looks like before decoding (one of 10,000 × 10,000 blank pixels compresses to about
/// 390 KB and takes gigabytes to decode). NavMock must judge it from the header alone.
private func claimedPNG(width: UInt32, height: UInt32) -> Data {
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    png += be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    png += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
    return Data(png)
}

@Suite("PNG bombs: images judged by their header before decoding")
struct PNGBombTests {
    @Test("diff: images whose headers differ in size are different without decoding; a diff image over the limit is refused before decoding",
          arguments: [(10_000, 10_000), (100_000, 1_000), (1, 100_000)] as [(UInt32, UInt32)])
    func diff(_ size: (UInt32, UInt32)) throws {
        let dir = try CLI.tempDir()
        try claimedPNG(width: size.0, height: size.1).write(to: URL(fileURLWithPath: dir + "/bomb.png"))
        let real = CLI.root + "/docs/images/clock-en-light@2x.png"
        let r = try CLI.run(["diff", dir + "/bomb.png", real])
        #expect(r.code == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("sizes differ: expected \(size.0) × \(size.1)"), "\(r.stdout)")
        let o = try CLI.run(["diff", dir + "/bomb.png", real, "-o", dir + "/d.png"])
        #expect(o.code == 65, "\(o.stdout)\(o.stderr)")
        #expect(o.stderr.contains("over the 100000000-pixel limit"), "\(o.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/d.png"))
        // Two real images of one size are still decoded and compared.
        let same = try CLI.run(["diff", real, real])
        #expect(same.code == 0, "\(same.stdout)\(same.stderr)")
    }

    @Test("test: a reference whose header claims far more pixels fails as sizes differ, without decoding it, and under --record failed is replaced")
    func reference() throws {
        let dir = try CLI.tempDir()
        try goodSpec.write(toFile: dir + "/bar.json", atomically: true, encoding: .utf8)
        let rec = try CLI.run(["test", ".", "--scale", "1", "--record", "all"], cwd: dir)
        #expect(rec.code == 0, "\(rec.stdout)\(rec.stderr)")
        let ref = dir + "/__snapshots__/bar@1x.png"
        #expect(FileManager.default.fileExists(atPath: ref))
        try claimedPNG(width: 10_000, height: 10_000).write(to: URL(fileURLWithPath: ref))
        let run = try CLI.run(["test", ".", "--scale", "1", "--record", "never"], cwd: dir)
        #expect(run.code == 1, "\(run.stdout)\(run.stderr)")
        let text = run.stdout + run.stderr
        #expect(text.contains("sizes differ: expected 10000 × 10000"), "\(text)")
        #expect(text.contains("not decoded"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/.navmock-artifacts/bar@1x.diff.png"))
        let fix = try CLI.run(["test", ".", "--scale", "1", "-u"], cwd: dir)
        #expect(fix.code == 1, "\(fix.stdout)\(fix.stderr)")
        #expect(try CLI.run(["test", ".", "--scale", "1", "--record", "never"], cwd: dir).code == 0)
    }
}
