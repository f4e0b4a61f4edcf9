import Foundation
import NavMockCore
import NavMockSnapshot

/// `navmock accept ARTIFACTS [--dry-run]`: makes the actual images of a failed `navmock test`
/// run's artifacts folder the references (``ArtifactsAcceptance``).
enum AcceptCommand {
    static let help = """
    usage: navmock accept ARTIFACTS [--dry-run]

    Makes the actual images that a failed navmock test run left in ARTIFACTS (its folder of
    failure images, .navmock-artifacts by default; one downloaded from CI too) the references,
    as --record failed would have: each written atomically with its manifest.json entry, which
    keeps the toolchain that rendered it. Run it in the folder navmock test ran in.

    The folder is untrusted: it is read only as a real folder, without following a symbolic
    link; its accept.json (written by navmock test) must name relative paths below the current
    folder; each image must be the one the run wrote (SHA-256) and a PNG within the size limits;
    and each spec on disk must still make the variant that was rendered (its SHA-256). If any
    case is refused, nothing is written.

      --dry-run              say what would change; write nothing

    Prints one line per reference (new or replaced), then a summary.
    Exit: 0 accepted (or nothing to accept), 64 usage, 65 a case refused or a record that is not
    navmock's, 66 no such folder or no accept.json, 73 a reference cannot be written.
    """

    static func run(_ args: [String]) -> ExitCode {
        let a: Arguments
        do { a = try Arguments(args, valued: [], boolean: ["dry-run", "help"]) }
        catch { Console.usage(error.message, command: "accept"); return .usage }
        if a.has("help") { Console.out(help); return .success }
        guard a.positionals.count == 1 else { Console.usage("accept takes one artifacts folder", command: "accept"); return .usage }
        let bundle = a.positionals[0]
        let plan: ArtifactsAcceptance.Plan
        do throws(AcceptError) { plan = try ArtifactsAcceptance.plan(bundle: bundle) }
        catch { Console.error(error.description); return ExitCode(error.kind) }
        if !plan.refusals.isEmpty {
            for r in plan.refusals { Console.error("refused \(r)") }
            Console.err("nothing accepted: \(plan.refusals.count) case\(plan.refusals.count == 1 ? "" : "s") of \(bundle) refused")
            return .dataError
        }
        let dry = a.has("dry-run")
        var worst = ExitCode.success
        var added = 0, replaced = 0, current = 0
        for c in plan.changes {
            let shown = c.referencePath.hasPrefix("./") ? String(c.referencePath.dropFirst(2)) : c.referencePath
            if c.isCurrent {
                current += 1
                Console.out("\(c.name): \(shown) already has this image; left as it is")
                continue
            }
            if !dry {
                do throws(FileError) { try ArtifactsAcceptance.apply(c) }
                catch { Console.error("\(c.name): cannot write the reference: \(error)"); worst = max(worst, ExitCode(error.kind)); continue }
            }
            if c.replaces { replaced += 1 } else { added += 1 }
            Console.out("\(dry ? "would " : "")\(c.replaces ? "replace" : "add")\(dry ? "" : c.replaces ? "d" : "ed") \(c.name): \(shown)")
        }
        let total = added + replaced
        if plan.changes.isEmpty { Console.out("nothing to accept in \(bundle)") }
        else {
            Console.out("\(total) reference\(total == 1 ? "" : "s") \(dry ? "would be " : "")accepted (\(replaced) replaced, \(added) new"
                        + (current > 0 ? ", \(current) already accepted" : "") + ")" + (dry ? "; nothing written (--dry-run)" : ""))
        }
        return worst
    }
}
