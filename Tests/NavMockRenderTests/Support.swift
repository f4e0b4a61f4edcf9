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

/// The spec at `file` (relative to the repository) prepared with `r`'s measurer and image sizes,
/// and the folder its paths resolve against.
func preparedTemplate(_ file: String, _ r: Renderer) throws -> (PreparedSpec, String) {
    let path = Repo.path(file)
    guard let d = FileManager.default.contents(atPath: path) else { throw TestFailure("\(file): cannot read it") }
    let folder = (path as NSString).deletingLastPathComponent
    return (try PreparedSpec.prepare(Array(d), measuring: r.textMeasurer, imageSizes: r.imageSizes(baseDirectory: folder)), folder)
}

