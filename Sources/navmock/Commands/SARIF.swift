import Foundation
import NavMockCore

/// `check --format sarif`: SARIF 2.1.0 as Encodable types written by JSONEncoder.
///
/// - Artifact URIs are relative to the base id `SRCROOT`, declared in the run's
///   `originalUriBaseIds` as the `--sarif-root` folder (default: the current folder), and
///   percent-encoded (RFC 3986: everything but unreserved characters and `/`). A spec outside
///   that folder gets an absolute `file://` URI and no base id.
/// - Each rule has `help` text (its summary, the guideline, how to skip it) and, for the HIG
///   rules, a `helpUri` to the guideline page.
/// - One `invocations` entry: the command line, the working folder, the exit code.
enum SARIF {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
    }
    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var invocations: [Invocation]
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "navmock"
        var version = NavMockVersion.string
        var semanticVersion = NavMockVersion.string
        var informationUri = "https://github.com/navmock/navmock"
        var rules: [ReportingDescriptor]
    }
    struct Message: Encodable { var text: String; var markdown: String? = nil }
    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String?
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct ArtifactLocation: Encodable { var uri: String; var uriBaseId: String? = nil }
    struct Invocation: Encodable {
        var commandLine: String
        var arguments: [String]
        var executionSuccessful: Bool
        var exitCode: Int32
        var workingDirectory: ArtifactLocation
        var toolExecutionNotifications: [Notification]
    }
    struct Notification: Encodable { var level: String; var message: Message }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation; var logicalLocations: [LogicalLocation] }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
    struct Region: Encodable { var startLine: Int; var startColumn: Int }
    struct LogicalLocation: Encodable { var fullyQualifiedName: String; var kind = "member" }

    static let baseID = "SRCROOT"

    static func level(_ s: Severity) -> String { s == .error ? "error" : (s == .warning ? "warning" : "note") }

    /// The page of Apple's guidelines a rule's `guideline` text names (`Tab bars › …`), if any.
    static func guidelineLink(_ guideline: String) -> String? {
        let hig = "https://developer.apple.com/design/human-interface-guidelines/"
        if guideline.hasPrefix("Tab bars") { return hig + "tab-bars" }
        if guideline.hasPrefix("Page controls") { return hig + "page-controls" }
        if guideline.hasPrefix("UIPageControl") { return "https://developer.apple.com/documentation/uikit/uipagecontrol" }
        return nil
    }

    /// `text` percent-encoded for a URI path: unreserved characters and `/` stay, every other
    /// UTF-8 byte becomes `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                out += String(format: "%%%02X", b)
            }
        }
        return out
    }

    /// An absolute, standardized path (relative ones against the current folder).
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The artifact location of a spec path: relative to `root` when inside it, else absolute.
    static func location(of path: String, root: String) -> ArtifactLocation {
        let abs = absolute(path), r = absolute(root)
        let prefix = r.hasSuffix("/") ? r : r + "/"
        if path != "-", abs.hasPrefix(prefix) { return ArtifactLocation(uri: percentEncoded(String(abs.dropFirst(prefix.count))), uriBaseId: baseID) }
        if path == "-" { return ArtifactLocation(uri: "stdin", uriBaseId: baseID) }
        return ArtifactLocation(uri: "file://" + percentEncoded(abs))
    }

    static func folderURI(_ path: String) -> String {
        let a = absolute(path)
        return "file://" + percentEncoded(a.hasSuffix("/") ? a : a + "/")
    }

    /// The SARIF log of a check run.
    static func log(_ results: [CheckCommand.FileResult], root: String, exitCode: ExitCode, unreadable: Int) -> Log {
        let ruleIndex = Dictionary(Checker.rules.enumerated().map { ($1.id.rawValue, $0) }, uniquingKeysWith: { a, _ in a })
        let rules = Checker.rules.map { r in
            let link = guidelineLink(r.guideline)
            let skip = "Skip it in a spec with \"checks\": {\"ignore\": [\"\(r.id.rawValue)\"]}, or for a run with --ignore \(r.id.rawValue)."
            return ReportingDescriptor(id: r.id.rawValue, shortDescription: Message(text: r.summary), fullDescription: Message(text: r.guideline),
                                       help: Message(text: "\(r.summary). Guideline: \(r.guideline). \(skip)",
                                                     markdown: "\(r.summary).\n\nGuideline: " + (link.map { "[\(r.guideline)](\($0))" } ?? r.guideline) + "\n\n" + skip),
                                       helpUri: link, defaultConfiguration: Configuration(level: level(r.severity)))
        }
        var out: [Result] = []
        for r in results {
            for f in r.findings {
                out.append(Result(ruleId: f.ruleID.rawValue, ruleIndex: ruleIndex[f.ruleID.rawValue], level: level(f.severity),
                                  message: Message(text: "\(f.path): \(f.message)"),
                                  locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: location(of: r.path, root: root),
                                                                                          region: Region(startLine: max(1, f.location.line), startColumn: max(1, f.location.column))),
                                                       logicalLocations: [LogicalLocation(fullyQualifiedName: f.path.description)])]))
            }
        }
        let args = Array(CommandLine.arguments.dropFirst())
        let notes = unreadable > 0 ? [Notification(level: "error", message: Message(text: "\(unreadable) spec\(unreadable == 1 ? "" : "s") could not be read; see the error results"))] : []
        let invocation = Invocation(commandLine: (["navmock"] + args).map(shellQuoted).joined(separator: " "), arguments: args,
                                    executionSuccessful: exitCode.rawValue <= 1 || exitCode == .dataError || exitCode == .noInput,
                                    exitCode: exitCode.rawValue, workingDirectory: ArtifactLocation(uri: folderURI(FileManager.default.currentDirectoryPath)),
                                    toolExecutionNotifications: notes)
        return Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), originalUriBaseIds: [baseID: ArtifactLocation(uri: folderURI(root))],
                              invocations: [invocation], results: out)])
    }

    static func encode(_ log: Log) -> String {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let d = try? e.encode(log) else { return "{}\n" }
        return String(decoding: d, as: UTF8.self) + "\n"
    }

    static func shellQuoted(_ s: String) -> String {
        s.allSatisfy({ $0.isLetter || $0.isNumber || "-_./=,:@%+".contains($0) }) && !s.isEmpty ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
