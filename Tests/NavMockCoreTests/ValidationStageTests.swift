// Tests for the one validation stage (issue 33, item 3): SpecValidator collects every problem of a
// spec that reads, the environment's (unknown osVersion, device of another platform) and the
// tabs' meaning together (moved out of the reader) with what the design lacks.

import Testing
import NavMockCore

private typealias Pos = NavMockCore.SourcePosition

/// Reads `text` (which must read: the reader refuses only what stops a Spec being built) and
/// returns every problem of the validation stage, in source order.
private func problems(_ text: String) throws -> [SpecProblem] {
    let spec = try SpecReader.read(Array(text.utf8))
    return SpecValidator.problems(spec, Environment.resolve(spec))
}

/// `path: message` of each problem, for comparisons that show everything on failure.
private func lines(_ ps: [SpecProblem]) -> [String] { ps.map { "\($0.path): \($0.message)" } }

@Suite("Validation stage: every problem of a spec")
struct ValidationStageTests {

    @Test("an unknown osVersion and a second search tab: both reported, each at its JSON path and line:column")
    func unknownVersionAndSearchTab() throws {
        let text = """
        {
          "device": "iPhone 16",
          "osVersion": "20",
          "tabBar": { "items": [
            { "title": "A", "image": "star", "role": "search" },
            { "title": "B", "image": "star", "role": "search" }
          ] }
        }
        """
        let ps = try problems(text)
        #expect(lines(ps) == [
            "osVersion: iOS 20 is not a version NavMock knows; use one of 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26",
            "tabBar.items[1].role: only one tab can have the search role",
        ])
        #expect(ps.map(\.location) == [Pos(line: 3, column: 16), Pos(line: 6, column: 46)])
        #expect(ps.map(\.ruleID) == [.specInvalid, .specInvalid])
    }

    @Test("an unknown osVersion and every tab hidden: two errors from validate, and layout refuses both")
    func unknownVersionAndAllHidden() throws {
        let text = #"{"platform":"visionOS","osVersion":"18","tabBar":{"items":[{"title":"A","image":"star","isHidden":true}]}}"#
        let spec = try SpecReader.read(Array(text.utf8))
        let env = Environment.resolve(spec)
        #expect(env.osVersion == OSVersion(major: 26))   // the nearest known visionOS
        #expect(throws: SpecError.self) { try SpecValidator.validate(spec, env) }
        do {
            _ = try SpecValidator.validate(spec, env)
        } catch {
            #expect(lines(error.problems) == [
                "osVersion: visionOS 18 is not a version NavMock knows; use one of 1, 2, 26",
                "tabBar.items: every tab is hidden; at least one must show",
            ])
            #expect(error.problems.map(\.location) == [Pos(line: 1, column: 36), Pos(line: 1, column: 59)])
        }
    }

    @Test("device and platform that disagree, and a field the design lacks: both reported")
    func mismatchAndAnotherProblem() throws {
        let text = """
        {
          "platform": "iPadOS",
          "device": "iPhone 16",
          "osVersion": "18",
          "tabBar": { "items": [{ "title": "A", "image": "star" }], "bottomAccessory": { "title": "Song" } }
        }
        """
        let ps = try problems(text)
        #expect(lines(ps) == [
            "device: \"iPhone 16\" is an iOS device, but \"platform\" says iPadOS",
            "tabBar.bottomAccessory: a bottom accessory needs the iOS 26 design (tabViewBottomAccessory); set \"osVersion\": \"26\"",
        ])
        #expect(ps.first?.location == Pos(line: 3, column: 13))
    }

    @Test("device and platform that disagree with an unknown version and two search tabs: three problems")
    func threeProblems() throws {
        let text = #"{"platform":"tvOS","device":"iPhone 16","osVersion":"3","tabBar":{"items":[{"title":"A","role":"search"},{"title":"B","role":"search"}]}}"#
        #expect(try problems(text).map(\.path.description) == ["device", "osVersion", "tabBar.items[1].role"])
    }

    // MARK: The checks that moved out of the reader: same path, same message, now collected

    @Test("moved from the reader: each check reads, then reports at the same path with the same message",
          arguments: [
            (#"{"tabBar":{"items":[{"title":"A","role":"search"},{"title":"B","role":"search"}]}}"#,
             "tabBar.items[1].role", "only one tab can have the search role", Pos(line: 1, column: 71)),
            (#"{"tabBar":{"items":[{"title":"A","isHidden":true},{"title":"B","isHidden":true}]}}"#,
             "tabBar.items", "every tab is hidden; at least one must show", Pos(line: 1, column: 20)),
            (#"{"platform":"tvOS","tabBar":{"items":[{"title":"A"},{"title":"B","isHidden":true}],"state":{"focusedIndex":1}}}"#,
             "tabBar.state.focusedIndex", "tab 1 is hidden and cannot have focus", Pos(line: 1, column: 108)),
          ])
    func movedChecks(_ text: String, _ path: String, _ message: String, _ at: NavMockCore.SourcePosition) throws {
        let spec = try SpecReader.read(Array(text.utf8))   // no longer refused while reading
        let ps = SpecValidator.problems(spec, Environment.resolve(spec))
        #expect(lines(ps) == ["\(path): \(message)"])
        #expect(ps.first?.location == at)
        #expect(ps.first?.ruleID == .specInvalid)
    }

    @Test("focus on a hidden tab keeps its own message where the platform also lacks focusedIndex")
    func focusOnHiddenTabOnIPhone() throws {
        let ps = try problems(#"{"device":"iPhone 16","tabBar":{"items":[{"title":"A"},{"title":"B","isHidden":true}],"state":{"focusedIndex":1}}}"#)
        #expect(lines(ps) == ["tabBar.state.focusedIndex: tab 1 is hidden and cannot have focus"])
    }

    @Test("two search tabs and every tab hidden: both reported; the hidden selection is not said again")
    func searchAndHidden() throws {
        let ps = try problems(#"{"tabBar":{"items":[{"title":"A","role":"search","isHidden":true},{"title":"B","role":"search","isHidden":true}]}}"#)
        #expect(lines(ps) == [
            "tabBar.items: every tab is hidden; at least one must show",
            "tabBar.items[1].role: only one tab can have the search role",
        ])
    }

    @Test("a reader problem still stops before validation: a wrong type beside two search tabs is the only problem")
    func readerProblemsFirst() throws {
        let text = #"{"osVersion":"20","tabBar":{"items":[{"title":"A","role":"search"},{"title":"B","role":"search"}],"selectedIndex":"1"}}"#
        #expect(throws: SpecError.self) { try SpecReader.read(Array(text.utf8)) }
        do { _ = try SpecReader.read(Array(text.utf8)) } catch {
            #expect(error.problems.map(\.path.description) == ["tabBar.selectedIndex"])
        }
    }

    @Test("check reports every problem as an error finding under spec.invalid, the environment's too")
    func checkFindings() throws {
        let text = #"{"device":"iPhone 16","osVersion":"20","tabBar":{"items":[{"title":"A","isHidden":true}]}}"#
        let spec = try SpecReader.read(Array(text.utf8))
        let errors = Checker.check(spec, measuring: FixedWidthTextMeasurer()).filter { $0.severity == .error }
        #expect(errors.map(\.path.description) == ["osVersion", "tabBar.items"])
        #expect(errors.allSatisfy { $0.ruleID == .specInvalid })
    }
}
