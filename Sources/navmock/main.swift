import CMalloc
import Foundation

// navmock: renders faithful mockups of Apple tab bars and page controls. The CLI stays thin:
// it parses arguments, calls the libraries, prints, and picks the exit code (DESIGN.md).


let topSynopsis = """
navmock \(NavMockVersion.string): mockups of Apple tab bars and page controls, rendered headlessly.

usage: navmock COMMAND [OPTIONS]      navmock COMMAND --help (or -h) for a command's help

commands:
  init [DIR]                   navmock.json, an example spec and .gitignore lines to start with
  render SPEC|DIR... [-o OUT|FILE|-] images (one output: -o FILE or -o - for stdout)
  layout SPEC                  frames as JSON on stdout (points, top-left origin)
  check SPEC|DIR...            guideline findings (--format text|json|sarif|github)
  test SPEC|DIR...             snapshot tests against reference images
  accept ARTIFACTS             make a failed test run's actual images the references
  watch SPEC|DIR... -o OUT     render again each time a spec, an icon or navmock.json changes
  serve [SPEC|DIR...]          live previews and the review of failing tests in the browser
  diff A.png B.png             compare two images
  gallery SPEC|DIR... -o DIR   images + index.html + contact sheets
  languages SPEC|DIR... -o DIR  the truncation report of every language (text, JSON, HTML)
  list devices|symbols|templates|rules [--json]
  schema                       the JSON Schema of the spec format
  doctor                       library and font versions, the configuration file, the fingerprint
  completions bash|zsh|fish    a shell completion script on stdout
  help [COMMAND]               help for a command (`help help`: this help's own)
  -V, --version                the version

every command: -h/--help, --quiet (errors and warnings only), --verbose (also what was read).
navmock.json (found upwards from the current folder, up to the repository root) sets defaults
for formats, scales, tolerances, record mode, check ignores, excludes, fonts, SF Symbols
templates and the app's strings; flags win.
"""

let helpHelp = """
usage: navmock help [COMMAND]

Without COMMAND: the commands, every option of each, the global options and the exit codes.
With COMMAND: that command's help, the same as `navmock COMMAND --help`.
"""

/// Every command with its help text, in the order `navmock help` lists them.
let commandHelps: [(name: String, help: String)] = [
    ("init", InitCommand.help), ("render", RenderCommand.help), ("layout", LayoutCommand.help), ("check", CheckCommand.help),
    ("test", TestCommand.help), ("accept", AcceptCommand.help), ("watch", WatchCommand.help), ("serve", ServeCommand.help), ("diff", DiffCommand.help), ("gallery", GalleryCommand.help),
    ("languages", LanguagesCommand.help),
    ("list", InfoCommands.listHelp), ("schema", InfoCommands.schemaHelp), ("doctor", InfoCommands.doctorHelp),
    ("completions", Completions.help), ("help", helpHelp),
]


/// The options a help text names (`--format`, …), in order, each once.
func options(inHelp text: String) -> [String] {
    var out: [String] = [], seen = Set<String>()
    let chars = Array(text)
    var i = 0
    while i + 2 < chars.count {
        if chars[i] == "-", chars[i + 1] == "-", chars[i + 2].isLetter, i == 0 || !(chars[i - 1].isLetter || chars[i - 1] == "-") {
            var j = i + 2
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "-" { j += 1 }
            let name = String(chars[i..<j])
            if seen.insert(name).inserted { out.append(name) }
            i = j
        } else { i += 1 }
    }
    return out
}

/// The top-level help: the commands, then every option of every command (taken from their help
/// texts, so that none is left out), then the exit codes.
func topHelpText() -> String {
    var t = topSynopsis + "\n\noptions by command:\n"
    for (name, help) in commandHelps where name != "help" {
        let opts = options(inHelp: help).filter { $0 != "--help" && $0 != "--version" }
        guard !opts.isEmpty else { continue }
        var lines = [[String]()], width = 14
        for o in opts {
            if width + o.count + 1 > 100 { lines.append([]); width = 14 }
            lines[lines.count - 1].append(o); width += o.count + 1
        }
        let pad = String(repeating: " ", count: 14)
        t += "  " + name + String(repeating: " ", count: max(1, 12 - name.count))
            + lines.map { $0.joined(separator: " ") }.joined(separator: "\n" + pad) + "\n"
    }
    t += """

    Exit codes: 0 ok · 1 check errors, mismatches, differing images · 64 usage (also a wrong
    navmock.json) · 65 invalid spec · 66 missing input or a file it names · 70 internal error ·
    73 output cannot be written · 74 writing to stdout/stderr or an opened output failed.
    """
    return t
}

func help(_ args: [String]) -> ExitCode {
    guard let c = args.first else { Console.out(topHelpText()); return .success }
    if c == "--help" || c == "-h" { Console.out(helpHelp); return .success }
    guard args.count == 1 else { Console.usage("help takes one command name, not \(args.count)", command: "help"); return .usage }
    if let h = commandHelps.first(where: { $0.name == c }) { Console.out(h.help); return .success }
    Console.error("no command \"\(c)\"" + (closest(c, commands).map { "; did you mean \"\($0)\"?" } ?? "")
                  + "\nrun `navmock help` for the list of commands")
    return .usage
}

let commands = commandHelps.map(\.name)

func main() -> ExitCode {
    var args = Array(CommandLine.arguments.dropFirst())
    // The global options, anywhere before `--`.
    let end = args.firstIndex(of: "--") ?? args.count
    let globals = args[..<end].filter { $0 == "--quiet" || $0 == "--verbose" }
    if Set(globals).count > 1 { Console.usage("--quiet and --verbose exclude each other", command: "help"); return .usage }
    if let g = globals.first { Verbosity.level = g == "--quiet" ? .quiet : .verbose }
    args = Array(args[..<end].filter { $0 != "--quiet" && $0 != "--verbose" }) + args[end...]
    guard !args.isEmpty else { Console.err(topSynopsis); return .usage }
    let command = args.removeFirst()
    switch command {
    case "init": return InitCommand.run(args)
    case "render": return RenderCommand.run(args)
    case "layout": return LayoutCommand.run(args)
    case "check": return CheckCommand.run(args)
    case "test": return TestCommand.run(args)
    case "accept": return AcceptCommand.run(args)
    case "watch": return WatchCommand.run(args)
    case "serve": return ServeCommand.run(args)
    case "diff": return DiffCommand.run(args)
    case "gallery": return GalleryCommand.run(args)
    case "languages": return LanguagesCommand.run(args)
    case "list": return InfoCommands.list(args)
    case "schema": return InfoCommands.schema(args)
    case "doctor": return InfoCommands.doctor(args)
    case "completions": return Completions.run(args)
    case "help", "--help", "-h": return help(args)
    case "--version", "-V", "version":
        guard args.isEmpty else { Console.usage("\(command) takes no arguments", command: "help"); return .usage }
        Console.out("navmock \(NavMockVersion.string)"); return .success
    default:
        var msg = "unknown command \"\(command)\""
        if let s = closest(command, commands) { msg += "; did you mean \"\(s)\"?" }
        Console.error(msg + "\nrun `navmock help` for the list of commands")
        return .usage
    }
}

Console.prepare()
// Blocks of 1 MiB and more (canvases, PNG buffers) are mapped for each use and unmapped when
// freed. glibc's default raises that threshold after the first large free, and then every worker
// thread's heap keeps the memory of its largest canvas for the rest of the run: 107 against
// 126 MiB peak for `render Templates` on two threads (Benchmarks/README.md, issue 20).
mallopt(M_MMAP_THRESHOLD, 1 << 20)
var code = main()
ProgressLine.finish()
if let f = Console.streamFailure(), code != .usage { code = max(code, f) }

exit(code.rawValue)
