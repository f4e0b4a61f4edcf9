import Foundation

/// `render -o FILE` and `render -o -`: a run with exactly one output writes it to a file or to
/// standard output, as rsvg-convert and resvg do.
enum SingleOutput {
    struct Target {
        /// The file, or `-` for standard output.
        let path: String
        /// The format its extension names (png, svg, pdf), nil when it names none.
        let format: String?
    }

    /// What `-o OUT` means: nil for a folder (an existing folder, a path ending in `/`, or a new
    /// path without a .png/.svg/.pdf extension), else one file: `-`, an existing file, device or
    /// FIFO (such as /dev/stdout), or a new path with one of those extensions.
    static func target(_ out: String) -> Target? {
        if out == "-" { return Target(path: "-", format: nil) }
        let ext = (out as NSString).pathExtension.lowercased()
        let format = ["png", "svg", "pdf"].contains(ext) ? ext : nil
        var st = stat()
        if stat(out, &st) == 0 {
            return (st.st_mode & S_IFMT) == S_IFDIR ? nil : Target(path: out, format: format)
        }
        if out.hasSuffix("/") { return nil }
        return format.map { Target(path: out, format: $0) }
    }

    /// `--name NAME`: the output name of a spec read from `-` (default `stdin`); a name, not a path.
    static func stdinName(_ a: Arguments) throws(Failure) -> String {
        guard let n = a.value("name") else { return "stdin" }
        guard a.positionals.contains("-") else { throw Failure(code: .usage, text: "--name names a spec read from - (standard input); there is none") }
        let name = InputExpander.stem(n)
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), !name.contains("\0") else {
            throw Failure(code: .usage, text: "--name takes a file name without folders, such as clock; not \"\(n)\"")
        }
        return name
    }
}
