import Foundation
import NavMockRender
@testable import NavMockSnapshot
import NavMockTestSupport
import Testing

/// Issue 42 item 3: the snapshot fingerprint includes the user's SF Symbols templates, and is
/// unchanged without them.
@Suite("Toolchain fingerprint with SF Symbols templates")
struct SymbolTemplateFingerprintTests {
    @Test("templates change the id and are listed; an empty folder or none leaves the id as it was")
    func includesTemplates() throws {
        let plain = ToolchainFingerprint.current()
        let empty = try temporaryFolder("fp-empty")
        #expect(ToolchainFingerprint.current(sfSymbolsDirectory: empty).id == plain.id)
        #expect(ToolchainFingerprint.current(sfSymbolsDirectory: empty).symbolTemplates == nil)

        let dir = try temporaryFolder("fp-sf")
        let file = dir + "/house.fill.svg"
        try FileManager.default.copyItem(atPath: TestRepository.path("Fixtures/sf-symbols/house.fill.svg"), toPath: file)
        let with = ToolchainFingerprint.current(sfSymbolsDirectory: dir)
        #expect(with.id != plain.id)
        #expect(with.symbolTemplates?[file] == Toolchain.sha256(file: file))
        #expect(with.changes(from: plain) == ["SF Symbols template house.fill.svg added"])
        #expect(plain.changes(from: with) == ["SF Symbols template house.fill.svg removed"])
        var options = Renderer.Options()
        options.sfSymbolsDirectory = dir
        #expect(ToolchainFingerprint.current(for: options) == with)
    }

    @Test("a manifest's toolchain keeps the templates, and omits the key when there are none")
    func manifest() throws {
        var m = ReferenceManifest()
        let plain = ToolchainFingerprint.current()
        let t = ToolchainFingerprint(id: "0123456789abcdef", libraries: plain.libraries, fonts: plain.fonts, symbolTemplates: ["/x/house.svg": "ab"])
        m.record("a.png", ReferenceProvenance(specSHA256: "s", toolchain: t.id), fingerprint: t)
        m.record("b.png", ReferenceProvenance(specSHA256: "s", toolchain: plain.id), fingerprint: plain)
        let back = try JSONDecoder().decode(ReferenceManifest.self, from: Data(m.encoded()))
        #expect(back.fingerprint(t.id) == t)
        #expect(back.fingerprint(plain.id) == plain)
        let text = String(decoding: m.encoded(), as: UTF8.self)
        #expect(text.components(separatedBy: "symbolTemplates").count == 2, "\(text)")
    }
}
