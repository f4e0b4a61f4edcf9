import Foundation
@testable import NavMockSnapshot
import Testing

@Suite("Reports")
struct ReportTests {
    static func result(_ name: String, spec: String, _ status: SnapshotResult.Status, failure: Bool, message: String,
                       artifacts: SnapshotArtifacts? = nil, kind: ProblemKind? = nil) -> SnapshotResult {
        SnapshotResult(name: name, spec: spec, variant: "", status: status, isFailure: failure, referencePath: nil,
                       difference: nil, artifacts: artifacts, message: message, errorKind: kind)
    }

    @Test("JUnit: one testcase per case, failure with attachments, error, escaped text and line feeds")
    func junit() {
        let results = [
            Self.result("c@1x", spec: "./c.json", .passed, failure: false, message: "c@1x"),
            Self.result("x/y@1x", spec: "x/y.json", .failed, failure: true, message: "m <&> \"q\"\n2",
                        artifacts: SnapshotArtifacts(expected: "e.png", actual: "a.png", diff: "d.png")),
            Self.result("b", spec: "../b.json", .error, failure: true, message: "bad\u{1}", kind: .invalidSpec),
        ]
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="navmock test" tests="4" failures="1" errors="1" skipped="1" time="1.500">
          <testsuite name="navmock snapshots" tests="4" failures="1" errors="1" skipped="1" time="1.500">
            <testcase classname="c" name="c@1x" file="./c.json" time="0.000"/>
            <testcase classname="x.y" name="x/y@1x" file="x/y.json" time="0.000">
              <failure type="failed" message="m &lt;&amp;&gt; &quot;q&quot;&#10;2">m &lt;&amp;&gt; &quot;q&quot;&#10;2</failure>
              <system-out>[[ATTACHMENT|e.png]]&#10;[[ATTACHMENT|a.png]]&#10;[[ATTACHMENT|d.png]]</system-out>
            </testcase>
            <testcase classname="b" name="b" file="../b.json" time="0.000">
              <error type="error" message="bad"/>
            </testcase>
          </testsuite>
        </testsuites>

        """
        #expect(SnapshotReport.junit(results, skipped: 1, seconds: 1.5) == expected)
    }

    @Test("JSON: an error case carries the exit code the caller maps its kind to")
    func jsonExitCode() throws {
        let r = Self.result("b", spec: "b.json", .error, failure: true, message: "bad", kind: .missingInput)
        let text = SnapshotReport.json([r], skipped: 0, comparison: .exact, fingerprint: ToolchainFingerprint(id: "t", libraries: [:], fonts: [:]),
                                       exitCode: { $0 == .missingInput ? 66 : 1 })
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let cases = try #require(doc["cases"] as? [[String: Any]])
        #expect(cases.first?["exitCode"] as? Int == 66)
        #expect(doc["failed"] as? Int == 1)
    }
}
