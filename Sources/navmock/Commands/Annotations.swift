import NavMockCore
import NavMockSnapshot

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`): printed by
/// a step, they put findings and failures on the lines of the changed files without a SARIF
/// upload. Written by `check --format github` and `test --github FILE`.
enum GitHubAnnotations {
    /// `::LEVEL file=F,line=L,col=C,title=T::MESSAGE`, escaped as the runner expects
    /// (`%`, CR and LF in the message; also `:` and `,` in the properties).
    static func command(_ level: String, file: String, line: Int? = nil, column: Int? = nil, title: String, message: String) -> String {
        var props = ["file=" + property(file)]
        if let line { props.append("line=\(line)") }
        if let column { props.append("col=\(column)") }
        props.append("title=" + property(title))
        return "::\(level) \(props.joined(separator: ","))::\(data(message))"
    }

    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    static func level(_ s: Severity) -> String { s == .error ? "error" : (s == .warning ? "warning" : "notice") }

    /// One command per check finding (a spec that could not be read: its problems as errors).
    static func check(_ results: [CheckCommand.FileResult]) -> String {
        var out = ""
        for r in results {
            for f in r.findings {
                out += command(level(f.severity), file: r.path, line: f.location.line, column: f.location.column,
                               title: "navmock check [\(f.ruleID.rawValue)]", message: "\(f.path): \(f.message)") + "\n"
            }
        }
        return out
    }

    /// One command per failing snapshot case (at the spec file), and a notice per reference
    /// recorded without failing; nothing for a pass.
    static func test(_ results: [SnapshotResult]) -> String {
        var out = ""
        for r in results {
            let file = r.spec == "-" ? "stdin" : r.spec
            if r.isFailure {
                var message = r.message
                if let a = r.artifacts, let diff = a.diff { message += "\ndiff image: \(diff)" }
                out += command("error", file: file, line: 1, title: "navmock test \(r.name) (\(r.status.rawValue))", message: message) + "\n"
            } else if r.status == .recorded {
                out += command("notice", file: file, line: 1, title: "navmock test \(r.name) (recorded)", message: r.message) + "\n"
            }
        }
        return out
    }
}
