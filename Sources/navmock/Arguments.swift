/// A hand-written argument parser: positionals, `--flag value`, `--flag=value`, boolean flags,
/// `-o` as a short form of `--output` and `-h` of `--help`. Unknown options are usage errors (exit 64).
struct Arguments {
    var positionals: [String] = []
    var options: [String: [String]] = [:]
    var flags: Set<String> = []

    struct UsageError: Error { let message: String }

    /// Parses `args` for a command that takes `valued` options and `boolean` flags.
    init(_ args: [String], valued: Set<String>, boolean: Set<String>, short: [String: String] = ["-o": "--output", "-h": "--help"]) throws(UsageError) {
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            var a = args[i]
            i += 1
            if onlyPositionals || a == "-" || !a.hasPrefix("-") { positionals.append(a); continue }
            if a == "--" { onlyPositionals = true; continue }
            let written = a
            if let long = short[a] { a = long }
            var value: String?
            if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
                value = String(a[a.index(after: eq)...])
                a = String(a[..<eq])
            }
            let name = String(a.drop(while: { $0 == "-" }))
            if valued.contains(name) {
                if value == nil {
                    guard i < args.count else { throw UsageError(message: "option \(Self.spelled(written, name)) needs a value") }
                    value = args[i]; i += 1
                }
                options[name, default: []].append(value!)
            } else if boolean.contains(name) {
                if value != nil { throw UsageError(message: "option \(Self.spelled(written, name)) takes no value") }
                flags.insert(name)
            } else {
                var msg = "unknown option \(a)"
                let all = (valued.union(boolean)).sorted()
                if let s = closest(name, all) { msg += "; did you mean --\(s)?" }
                throw UsageError(message: msg)
            }
        }
    }

    /// How a message names an option: as written, with the long form after a short one
    /// (`-o (--output)`), so the user finds the word they typed.
    static func spelled(_ written: String, _ name: String) -> String {
        written.hasPrefix("--") ? "--\(name)" : "\(written) (--\(name))"
    }

    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// Comma-separated list values, e.g. `--scale 1,2,3` or `--scale 1 --scale 2`.
    func list(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }
}

import Foundation
import NavMockCore

func closest(_ word: String, _ candidates: [String]) -> String? { Suggestion.closest(to: word, among: candidates) }
