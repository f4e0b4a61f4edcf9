import NavMockCore
import Testing

@Suite("PathText: folder and last component without Foundation's one-character trap")
struct PathTextTests {
    @Test("folder and last component", arguments: [
        ("a", "", "a"), ("a/", "", "a"), ("ab", "", "ab"), ("a/b", "a", "b"), ("a/b/", "a", "b"),
        ("/a", "/", "a"), ("/", "/", "/"), ("", "", ""), ("./a", ".", "a"), ("x//y", "x", "y"),
        ("/p/q/r.json", "/p/q", "r.json"), ("tab-bars/clock", "tab-bars", "clock"),
    ])
    func split(_ c: (String, String, String)) {
        #expect(PathText.folder(c.0) == c.1, "folder of \(c.0)")
        #expect(PathText.lastComponent(c.0) == c.2, "last component of \(c.0)")
    }
}
