import Foundation
import NavMockCore
import NavMockRender
import NavMockTesting

/// Paths of the repository, found from this file's location.
enum Repo {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    static var fixtures: String { root + "/Fixtures" }
    static var specs: String { fixtures + "/specs" }
    static var references: String { fixtures + "/references" }
    static var templates: String { root + "/Templates" }
    /// Failure artifacts (git-ignored).
    static var artifacts: String { root + "/.navmock-artifacts/tests" }
}

/// One renderer per test process would be shared across parallel tests; Renderer is not
/// thread-safe, so each test makes its own.
func makeRenderer() throws -> Renderer { try Renderer() }

func loadSpec(_ name: String) throws -> [UInt8] {
    guard let d = FileManager.default.contents(atPath: Repo.specs + "/" + name + ".json") else {
        throw TestFailure("fixture \(name).json missing")
    }
    return [UInt8](d)
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
