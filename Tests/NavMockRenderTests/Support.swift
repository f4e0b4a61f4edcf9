import Foundation
import NavMockTestSupport
import NavMockCore
import NavMockRender
import NavMockTesting

/// Paths of the repository (``TestRepository`` of the shared test support).
typealias Repo = TestRepository

/// One renderer per test process would be shared across parallel tests; Renderer is not
/// thread-safe, so each test makes its own.
func makeRenderer() throws -> Renderer { try Renderer() }

func loadSpec(_ name: String) throws -> [UInt8] {
    guard let d = FileManager.default.contents(atPath: Repo.specs + "/" + name + ".json") else {
        throw TestFailure("fixture \(name).json missing")
    }
    return [UInt8](d)
}
