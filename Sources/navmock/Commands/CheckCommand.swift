/// `navmock check`. Placeholder until the guideline rules (issue 6).
enum CheckCommand {
    static let help = "usage: navmock check SPEC|DIR... [--json] [--strict]"
    static func run(_ args: [String]) -> ExitCode { Console.error("check is not available yet"); return .usage }
}
