import Foundation

// navmock: renders faithful mockups of Apple tab bars and page controls. The CLI stays thin:
// it parses arguments, calls the libraries, prints, and picks the exit code (DESIGN.md).


let topHelp = """
navmock \(NavMockVersion.string): mockups of Apple tab bars and page controls, rendered headlessly.

usage: navmock COMMAND [OPTIONS]

commands:
  render SPEC|DIR... [-o OUT] [--format png,svg,pdf] [--scale 1,2,3] [--vary PATH=V1,V2] [--json]
  layout SPEC                  frames as JSON on stdout (points, top-left origin)
  check SPEC|DIR... [--format text|json|sarif] [--strict]
  test SPEC|DIR... [--record all|missing|failed|never] [--artifacts DIR] [--junit FILE]
  diff A.png B.png [-o DIFF.png] [--threshold T]
  gallery SPEC|DIR... -o DIR   images + index.html + contact sheets
  list devices|symbols|templates|rules
  schema                       the JSON Schema of the spec format
  doctor [--font FILE]...      library and font versions, the toolchain fingerprint
  help [COMMAND]               help for a command
  --version                    the version

Exit codes: 0 ok · 1 check errors, mismatches, differing images · 64 usage · 65 invalid spec ·
66 missing input or a file it names · 70 internal error · 73 output cannot be written ·
74 writing to stdout/stderr or an opened output failed.
"""

func help(_ args: [String]) -> ExitCode {
    guard let c = args.first else { Console.out(topHelp); return .success }
    switch c {
    case "render": Console.out(RenderCommand.help)
    case "layout": Console.out(LayoutCommand.help)
    case "test": Console.out(TestCommand.help)
    case "diff": Console.out(DiffCommand.help)
    case "gallery": Console.out(GalleryCommand.help)
    case "check": Console.out(CheckCommand.help)
    case "list": Console.out(InfoCommands.listHelp)
    case "schema", "doctor": return c == "schema" ? InfoCommands.schema(["--help"]) : InfoCommands.doctor(["--help"])
    default:
        Console.error("no command \"\(c)\"" + (closest(c, commands) .map { "; did you mean \"\($0)\"?" } ?? "")); return .usage
    }
    return .success
}

let commands = ["render", "layout", "check", "test", "diff", "gallery", "list", "schema", "doctor", "help"]

func main() -> ExitCode {
    var args = Array(CommandLine.arguments.dropFirst())
    guard !args.isEmpty else { Console.err(topHelp); return .usage }
    let command = args.removeFirst()
    switch command {
    case "render": return RenderCommand.run(args)
    case "layout": return LayoutCommand.run(args)
    case "check": return CheckCommand.run(args)
    case "test": return TestCommand.run(args)
    case "diff": return DiffCommand.run(args)
    case "gallery": return GalleryCommand.run(args)
    case "list": return InfoCommands.list(args)
    case "schema": return InfoCommands.schema(args)
    case "doctor": return InfoCommands.doctor(args)
    case "help", "--help", "-h": return help(args)
    case "--version", "version": Console.out("navmock \(NavMockVersion.string)"); return .success
    default:
        var msg = "unknown command \"\(command)\""
        if let s = closest(command, commands) { msg += "; did you mean \"\(s)\"?" }
        Console.error(msg + "\nrun `navmock help` for the list of commands")
        return .usage
    }
}

Console.prepare()
var code = main()
if let f = Console.streamFailure(), code != .usage { code = max(code, f) }

exit(code.rawValue)
