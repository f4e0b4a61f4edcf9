import Foundation
@testable import NavMockCore
@testable import NavMockRender
import Testing

/// Unicode's noncharacters (U+FFFE, U+FFFF, U+FDD0…U+FDEF, the last two code points of every
/// plane) stand for no character: XML 1.0 refuses U+FFFE/U+FFFF, and Cairo refuses all of them in
/// PDF text and metadata, putting its context in error so that nothing after them is drawn. The
/// readers refuse them at their line and column; the markup escaper and the text drawing drop any
/// that reach them from elsewhere (a Spec built in Swift).
/// The character `v` (Swift refuses most noncharacters in literals).
private func u(_ v: UInt32) -> String { String(Character(Unicode.Scalar(v)!)) }

@Suite("Noncharacters in text")
struct NoncharacterTests {
    static let samples: [Unicode.Scalar] = [0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF].map { Unicode.Scalar($0)! }

    @Test("the JSON reader refuses each, written raw or as a \\u escape, at its line and column")
    func jsonRefuses() throws {
        for c in Self.samples {
            let hex = String(c.value, radix: 16, uppercase: true)
            let escaped = c.value > 0xFFFF
                ? String(format: "\\u%04X\\u%04X", 0xD800 + ((c.value - 0x10000) >> 10), 0xDC00 + ((c.value - 0x10000) & 0x3FF))
                : String(format: "\\u%04X", c.value)
            for text in ["{\"title\": \"a\(String(Character(c)))b\"}", "{\"title\": \"a\(escaped)b\"}"] {
                do {
                    _ = try JSONParser.parse(Array(text.utf8))
                    Issue.record("U+\(hex) accepted in \(text)")
                } catch {
                    #expect("\(error)".contains("U+\(hex)"), "\(error)")
                    #expect(error.location?.line == 1 && error.location?.column == 13, "\(String(describing: error.location))")
                }
            }
        }
        // Their neighbours are characters and stay.
        for ok in ["\u{FFFD}", "\u{FDCF}", "\u{FDF0}", "\u{1FFFD}", "\u{E000}"] {
            #expect(throws: Never.self) { _ = try JSONParser.parse(Array("{\"t\": \"\(ok)\"}".utf8)) }
        }
    }

    @Test("a .strings file holding one is refused at the string's line and column")
    func stringsRefuses() throws {
        for text in ["\"a\" = \"ok\";\n\"b\" = \"x" + u(0xFFFF) + "\";\n", "\"a\" = \"ok\";\n\"b\" = \"x\\UFDD0\";\n"] {
            do {
                _ = try StringsFileReader.read(Array(text.utf8), file: "x.strings")
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.line == 2 && error.column == 7, "\(error)")
                #expect(error.message.contains("noncharacter"), "\(error)")
            }
        }
    }

    @Test("markup drops what XML 1.0 refuses; PDF metadata drops every noncharacter")
    func markup() {
        #expect(MarkupText.escaped("a" + u(0xFFFE) + "b" + u(0xFFFF) + "c\u{1}d\re") == "abcde")
        #expect(MarkupText.escaped("a" + u(0xFDD0) + "b") == "a" + u(0xFDD0) + "b", "allowed in XML 1.0")
        #expect(MarkupText.metadataText("a" + u(0xFDD0) + "b" + u(0xFFFE) + u(0x10FFFF) + "c\nd") == "abc d")
    }

    @Test("a title holding one, built in Swift past the reader, draws the PDF the title without it draws",
          arguments: [0xFFFE, 0xFDD0, 0x10FFFF] as [UInt32])
    func pdfIsWhole(_ v: UInt32) throws {
        let c = u(v)
        let r = try Renderer()
        let json = #"{"device": "iPhone 16", "tabBar": {"items": [{"title": "Home", "image": "house"}, {"title": "Alarm", "image": "alarm", "badgeValue": 2}]}}"#
        var spec = try SpecReader.read(Array(json.utf8))
        let plain = try PreparedSpec.prepare(spec, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        spec.tabBar!.items[0].title = "Ho" + c + "me"
        spec.title = "T" + c
        let marked = try PreparedSpec.prepare(spec, measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: "."))
        var plainScene = plain.scene
        plainScene.title = "T"
        let a = try r.render(plainScene, as: .pdf, baseDirectory: ".")
        let b = try r.render(marked.scene, as: .pdf, baseDirectory: ".")
        #expect(a == b, "the PDF with U+\(String(c.unicodeScalars.first!.value, radix: 16)) differs: \(a.count) against \(b.count) bytes")
        #expect(try r.render(marked.scene, as: .png(scale: 2), baseDirectory: ".") == (try r.render(plainScene, as: .png(scale: 2), baseDirectory: ".")))
    }
}
