#if canImport(Testing)
import NavMockSnapshot
import Testing

/// A Swift Testing trait that sets the record mode of every snapshot check in a test (or, on a
/// suite, in each of its tests) that is not given a mode of its own: `@Test(.snapshots(record: .failed))`.
///
/// It scopes ``SnapshotRecording/mode`` around the test (Swift Testing's `TestScoping`), as
/// ``withSnapshotRecording(_:operation:)`` does for any code.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode inside the test.
    public let record: RecordMode

    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test with ``record`` as ``SnapshotRecording/mode``.
    /// - Throws: what the test throws.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotRecording.$mode.withValue(record) { try await function() }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// The record mode of the snapshot checks in this test or suite:
    /// `@Test(.snapshots(record: .missing))`, `@Suite(.snapshots(record: .never))`. A `record:`
    /// argument to a check, or ``SnapshotConfiguration/record`` set, takes precedence; the trait
    /// takes precedence over `NAVMOCK_RECORD`.
    /// - Parameter record: `all`, `missing`, `failed` or `never` (``RecordMode``).
    public static func snapshots(record: RecordMode) -> Self { SnapshotsTrait(record: record) }
}
#endif
