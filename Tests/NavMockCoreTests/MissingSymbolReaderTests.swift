import NavMockCore
import Testing

/// The reader's missing-symbol option: refusal by default, a placeholder and a warning on request.
@Suite("Reader: missing symbols")
struct MissingSymbolReaderTests {
    static let json = Array(#"{"device":"iPhone 16","tabBar":{"items":[{"title":"A","image":"house"},{"title":"B","image":"square.stak"}]}}"#.utf8)

    @Test("an unknown name is refused by default, with the three nearest names")
    func refusedByDefault() {
        for options in [SpecReadOptions(), SpecReadOptions(missingSymbols: .error)] {
            #expect(throws: SpecError.self) { _ = try SpecReader.read(Self.json, options: options) }
            do { _ = try SpecReader.read(Self.json, options: options) } catch {
                #expect(error.problems.map(\.message) == [#"unknown symbol "square.stak"; did you mean "square.stack", "square.stack.fill", "square.stack.3d.up"?"#])
            }
        }
    }

    @Test("with .placeholder the name becomes a placeholder image and a symbol.placeholder warning")
    func placeholder() throws {
        let spec = try SpecReader.read(Self.json, options: SpecReadOptions(missingSymbols: .placeholder))
        let items = try #require(spec.tabBar?.items)
        #expect(items[0].image == .symbol("house"))
        #expect(items[1].image == .placeholder("square.stak"))
        #expect(spec.warnings.count == 1)
        #expect(spec.warnings.first?.ruleID == .symbolPlaceholder)
        #expect(spec.warnings.first?.path.description == "tabBar.items[1].image")
        #expect(spec.warnings.first?.message.contains(#"nearest known names: "square.stack", "square.stack.fill", "square.stack.3d.up""#) == true)
        let findings = Checker.check(spec, measuring: FixedWidthTextMeasurer()).filter { $0.ruleID == .symbolPlaceholder }
        #expect(findings.map(\.severity) == [.warning])
    }

    @Test("the letter: first letter or digit, upper-cased; ? without one")
    func letter() {
        #expect(SymbolPlaceholderMetrics.letter(for: "zebra.fill") == "Z")
        #expect(SymbolPlaceholderMetrics.letter(for: "3.circle") == "3")
        #expect(SymbolPlaceholderMetrics.letter(for: "..") == "?")
        #expect(SymbolPlaceholderMetrics.svg(for: "<x").contains(">X</text>"))
    }
}
