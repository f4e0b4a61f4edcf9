// Examples/SnapshotExample is a package that depends on this checkout as a user's package would
// (`.package(name: "NavMock", path: "../..")`) and snapshot-tests a tab bar with NavMockTesting.
// This test builds and tests it with SwiftPM, in the example's own (git-ignored) .build, so a
// change that breaks depending on NavMock — a product renamed, a public symbol gone, a file SwiftPM
// warns about — fails here. The first run builds NavMock again for the example (minutes); later
// runs are incremental.

import Foundation
import NavMockTestSupport
import Testing

@Suite("Examples/SnapshotExample: a package depending on this checkout")
struct ExamplePackageTests {
    @Test("swift test --package-path Examples/SnapshotExample passes, with no warning about unhandled files")
    func examplePackage() throws {
        let example = TestRepository.path("Examples/SnapshotExample")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "test", "--package-path", example, "--scratch-path", example + "/.build"]
        var env = ProcessInfo.processInfo.environment
        env["NAVMOCK_RECORD"] = "never"      // the committed reference must match; nothing is recorded
        env["NAVMOCK_ARTIFACTS"] = nil
        p.environment = env
        let out = Pipe()
        p.standardOutput = out; p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(p.terminationStatus == 0, "\(text.suffix(4000))")
        #expect(!text.localizedCaseInsensitiveContains("unhandled"), "\(text)")
        #expect(!text.contains("Invalid Exclude"), "\(text)")
        // The example's test ran and passed (Swift Testing's summary line).
        #expect(text.contains("Test homeTabBar() passed"), "\(text.suffix(4000))")
        // The same tab bar described with NavMockUI, against the same references.
        #expect(text.contains("Test homeTabBarInSwift() passed"), "\(text.suffix(4000))")
    }
}
