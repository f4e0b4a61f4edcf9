/// `navmock completions bash|zsh|fish`: a completion script on stdout, built from the commands'
/// help texts (so every option `navmock COMMAND --help` lists is completed, and no other).
enum Completions {
    static let help = """
    usage: navmock completions bash|zsh|fish

    Prints a shell completion script for commands, options and their fixed values:
      bash   source <(navmock completions bash)        (or save it in ~/.local/share/bash-completion/completions/navmock)
      zsh    navmock completions zsh > "${fpath[1]}/_navmock"   (then restart zsh)
      fish   navmock completions fish > ~/.config/fish/completions/navmock.fish

    Exit: 0 ok, 64 usage.
    """

    static let shells = ["bash", "zsh", "fish"]

    /// Words that follow a command or an option, besides file names.
    static let values: [String: [String]] = [
        "list": ["devices", "symbols", "templates", "rules"],
        "completions": shells,
        "help": commandHelps.map(\.name),
        "--format": ["png", "svg", "pdf"],
        "check --format": ["text", "json", "sarif", "github"],
        "--record": ["all", "missing", "failed", "never"],
        "--missing-symbols": ["error", "placeholder"],
    ]

    static func run(_ args: [String]) -> ExitCode {
        if args == ["--help"] || args == ["-h"] { Console.out(help); return .success }
        guard args.count == 1, let shell = args.first, shells.contains(shell) else {
            // A near spelling of a shell we support (`bsah`), not a different shell (`tcsh`, `csh`).
            let s = args.first.flatMap { w in closest(w, shells).flatMap { $0.first == w.first ? $0 : nil } }
                .map { "; did you mean \"\($0)\"?" } ?? ""
            Console.usage("completions takes one shell: bash, zsh or fish" + s, command: "completions"); return .usage
        }
        Console.outRaw(script(shell))
        return .success
    }

    /// Each command's options (with `--help`, `--quiet`, `--verbose`).
    static var table: [(command: String, options: [String])] {
        commandHelps.map { c in
            (c.name, (options(inHelp: c.help).filter { $0 != "--version" } + ["--help", "--quiet", "--verbose"]).uniqued())
        }
    }

    /// The two `case` blocks of the bash and zsh scripts: one on the previous word (an option's
    /// fixed values), one on the command (its options, then its values or file names).
    /// An option's values depend on the command where they differ (`check --format` is a report
    /// format, `render --format` an image format): the first block switches on "COMMAND OPTION".
    static func arms(on previous: String, then command: String, option: (String) -> String,
                     command arm: (_ words: String, _ files: Bool) -> String) -> String {
        var s = "  case \(command)\" \"\(previous) in\n"
        for k in ["check --format", "--format", "--record", "--missing-symbols"] {
            let pattern = k.hasPrefix("-") ? "*\" \(k)\"" : "\"\(k)\""
            s += "    \(pattern)) \(option((values[k] ?? []).joined(separator: " ")));;\n"
        }
        s += "  esac\n  case \(command) in\n"
        for (c, opts) in table {
            s += "    \(c)) \(arm(((values[c] ?? []) + opts).joined(separator: " "), values[c] == nil));;\n"
        }
        return s + "  esac\n"
    }

    static func script(_ shell: String) -> String {
        let names = commandHelps.map(\.name).joined(separator: " ")
        switch shell {
        case "bash":
            var s = "# bash completion for navmock (navmock completions bash)\n_navmock() {\n"
            s += "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} cmd=${COMP_WORDS[1]}\n"
            s += "  if [ \"$COMP_CWORD\" -eq 1 ]; then COMPREPLY=($(compgen -W \"\(names) --version --help\" -- \"$cur\")); return; fi\n"
            s += arms(on: "\"$prev\"", then: "\"$cmd\"",
                      option: { "COMPREPLY=($(compgen -W \"\($0)\" -- \"$cur\")); return" },
                      command: { words, files in
                          "if [[ \"$cur\" == -* || -z \"\(files ? "files" : "")\" ]]; then COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")); "
                              + (files ? "else COMPREPLY=($(compgen -f -- \"$cur\")); fi" : "fi")
                      })
            s += "}\ncomplete -o default -F _navmock navmock\n"
            return s
        case "zsh":
            var s = "#compdef navmock\n# zsh completion for navmock (navmock completions zsh)\n_navmock() {\n"
            s += "  if (( CURRENT == 2 )); then compadd -- \(names) --version --help; return; fi\n"
            s += arms(on: "${words[CURRENT-1]}", then: "${words[2]}",
                      option: { "compadd -- \($0); return" },
                      command: { words, files in "compadd -- \(words)" + (files ? "; _files" : "") })
            s += "}\n_navmock \"$@\"\n"
            return s
        default:
            var s = "# fish completion for navmock (navmock completions fish)\n"
            s += "complete -c navmock -n __fish_use_subcommand -f -a '\(names)'\n"
            for (c, opts) in table {
                if let v = values[c] { s += "complete -c navmock -n '__fish_seen_subcommand_from \(c)' -f -a '\(v.joined(separator: " "))'\n" }
                for o in opts {
                    let name = o.dropFirst(2)
                    let fixed = (values[c + " " + o] ?? values[o]).map { " -x -a '\($0.joined(separator: " "))'" } ?? ""
                    s += "complete -c navmock -n '__fish_seen_subcommand_from \(c)' -l \(name)\(fixed)\n"
                }
            }
            return s
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] { var seen = Set<Element>(); return filter { seen.insert($0).inserted } }
}
