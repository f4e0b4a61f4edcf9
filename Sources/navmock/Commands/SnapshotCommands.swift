/// `navmock test`, `navmock diff`, `navmock gallery`. Placeholders until the snapshot work (issue 7).
enum TestCommand {
    static let help = "usage: navmock test SPEC|DIR... [--record all|missing|failed|never] [--artifacts DIR] [--junit FILE]"
    static func run(_ args: [String]) -> ExitCode { Console.error("test is not available yet"); return .usage }
}
enum DiffCommand {
    static let help = "usage: navmock diff A.png B.png [-o DIFF.png] [--threshold T]"
    static func run(_ args: [String]) -> ExitCode { Console.error("diff is not available yet"); return .usage }
}
enum GalleryCommand {
    static let help = "usage: navmock gallery SPEC|DIR... -o DIR"
    static func run(_ args: [String]) -> ExitCode { Console.error("gallery is not available yet"); return .usage }
}
