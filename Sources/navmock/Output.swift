import Foundation
import NavMockCore
import NavMockSnapshot
import Synchronization

/// Standard output and error, written with `write(2)`: a full disk, a closed pipe or a closed
/// stream never crashes the program. A failed write is remembered (the exit code becomes 74, see
/// ``Console/streamFailure``) and the line is dropped; a batch goes on.
enum Console {
    private static let failed = Mutex<(out: Bool, err: Bool)>((false, false))
    /// Standard output's reader went away (EPIPE), as with `navmock list devices | head`: the
    /// output was not wanted, so no message; the exit code is still 74, as a pipeline under
    /// `set -o pipefail` expects a non-zero status from the writer.
    private static let readerGone = Mutex(false)

    /// An error on stderr in the compiler form: `FILE:LINE:COLUMN: error: rest` for each line of
    /// `message` that starts with a location, `error: message` for a first line without one
    /// (`error:` in bold red on a terminal); other lines as they are.
    static func error(_ message: String) { write(2, Diagnostic.format(message, .error) + "\n") }
    /// A warning, as ``error(_:)`` writes an error.
    static func warning(_ message: String) { write(2, Diagnostic.format(message, .warning) + "\n") }
    /// A status line on stderr (`wrote …`, summaries), left out under `--quiet`.
    static func info(_ text: String) { if Verbosity.level != .quiet { write(2, text + "\n") } }
    /// A detail on stderr printed only under `--verbose`.
    static func detail(_ text: String) { if Verbosity.level == .verbose { write(2, text + "\n") } }
    /// A usage error: one short line and where the long help is (exit 64 is the caller's).
    static func usage(_ message: String, command: String) {
        error(message + "\nrun `navmock \(command) --help` for its options")
    }
    static func err(_ text: String) { write(2, text + "\n") }
    static func out(_ text: String) { write(1, text + "\n") }
    static func outRaw(_ text: String) { write(1, text) }
    static var stderrIsTerminal: Bool { isatty(2) != 0 }

    /// Call first: ignores SIGPIPE (a closed pipe becomes an error, not a kill) and puts
    /// `/dev/null` on a closed descriptor 0, 1 or 2, so that no file opened later takes its
    /// number; a closed 1 or 2 counts as failed.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd: Int32 in [0, 1, 2] where fcntl(fd, F_GETFD) < 0 {
            let n = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if n >= 0, n != fd { dup2(n, fd); close(n) }
            if fd == 1 { failed.withLock { $0.out = true } }
            if fd == 2 { failed.withLock { $0.err = true } }
        }
    }

    static func write(_ fd: Int32, _ text: String) {
        if let box = pthread_getspecific(captureKey) {
            Unmanaged<Capture>.fromOpaque(box).takeUnretainedValue().lines.append(CapturedLine(fd: fd, text: text))
            return
        }
        if failed.withLock({ fd == 1 ? $0.out : $0.err }) { return }
        ProgressLine.around {
            do throws(FileError) { try AtomicFile.writeAll(fd, Array(text.utf8), path: fd == 1 ? "stdout" : "stderr") }
            catch {
                if fd == 1, error.errorNumber == EPIPE { readerGone.withLock { $0 = true } }
                failed.withLock { if fd == 1 { $0.out = true } else { $0.err = true } }
            }
        }
    }

    /// One message held back by ``capturing(_:)``: the stream (1 or 2) and the text as it would
    /// have been written, newline included.
    struct CapturedLine: Sendable { let fd: Int32; let text: String }
    private final class Capture { var lines: [CapturedLine] = [] }
    /// The calling thread's ``Capture``, while it runs ``capturing(_:)``.
    private static let captureKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` with every message this thread writes (errors, warnings, `info`, `detail`,
    /// `out`) held back instead of printed, and returns them in order with `body`'s result, so a
    /// worker thread's messages can be printed later in a fixed order (``replay(_:)``). Messages
    /// of other threads are not affected. Calls do not nest.
    static func capturing<R, E: Error>(_ body: () throws(E) -> R) -> (Result<R, E>, [CapturedLine]) {
        let capture = Capture()
        let box = Unmanaged.passRetained(capture)
        pthread_setspecific(captureKey, box.toOpaque())
        let result: Result<R, E>
        do throws(E) { result = .success(try body()) } catch { result = .failure(error) }
        pthread_setspecific(captureKey, nil)
        box.release()
        return (result, capture.lines)
    }

    /// Prints lines held back by ``capturing(_:)``, as ``write(_:_:)`` would have.
    static func replay(_ lines: [CapturedLine]) {
        for line in lines { write(line.fd, line.text) }
    }

    /// Standard output is closed or a write to it failed: what goes there is lost.
    static var standardOutputFailed: Bool { failed.withLock { $0.out } }

    /// 74 when writing to standard output or error failed; a message goes to stderr if it still can.
    static func streamFailure() -> ExitCode? {
        let f = failed.withLock { $0 }
        if f.out, !readerGone.withLock({ $0 }) { error("cannot write to standard output (closed, full or a closed pipe); output was lost") }
        return f.out || f.err ? .ioError : nil
    }
}

/// The one form of every command's diagnostics, the compiler's (gcc, clang, swiftc), which
/// editors and CI problem matchers read: `FILE:LINE:COLUMN: SEVERITY: json.path: message [rule]`,
/// or `SEVERITY: message` when there is no place to point at. The severity is coloured on a
/// terminal (``Terminal/colour``).
enum Diagnostic {
    enum Severity: String { case error, warning, info }

    /// Each line of `text` that starts with `FILE:LINE:COLUMN: ` gets `severity:` after that
    /// place; a first line without one gets it in front; other lines stay as they are.
    static func format(_ text: String, _ severity: Severity) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { i, line in
            if let cut = placeEnd(line) {
                return String(line[..<cut]) + ": " + paint(severity) + " " + String(line[cut...].dropFirst(2))
            }
            return i == 0 ? paint(severity) + " " + line : String(line)
        }.joined(separator: "\n")
    }

    /// A finding of `file` as ``Finding/description`` writes it after `FILE:`, its severity
    /// coloured when `fd` is a terminal; `suffix` goes after the rule id.
    static func finding(_ f: Finding, file: String, suffix: String = "", fd: Int32) -> String {
        let sev = Severity(rawValue: f.severity.rawValue) ?? .info
        guard fd == 1 ? Terminal.stdoutColour : Terminal.colour else { return "\(file):\(f)\(suffix)" }
        return "\(file):\(f.location): \(paint(sev, force: true)) \(f.path): \(f.message) [\(f.ruleID)]\(suffix)"
    }

    /// A reader warning of `file` (``SpecWarning/description`` after `FILE:`), on stderr, its
    /// `warning:` coloured on a terminal; `suffix` goes after the message.
    static func specWarning(_ w: SpecWarning, file: String, suffix: String = "") -> String {
        guard Terminal.colour else { return "\(file):\(w)\(suffix)" }
        return "\(file):\(w.location): \(paint(.warning)) \(w.path): \(w.message)\(suffix)"
    }

    /// A line of `navmock test`'s results with its tag (`FAIL`, `ERROR`, `MISSING`, `RECORDED`)
    /// coloured when `fd` is a terminal.
    static func testLine(_ line: String, fd: Int32) -> String {
        guard fd == 1 ? Terminal.stdoutColour : Terminal.colour else { return line }
        for tag in ["FAIL", "ERROR", "MISSING", "RECORDED"] where line.hasPrefix(tag + " ") {
            return Terminal.painted(tag, .error) + line.dropFirst(tag.count)
        }
        return line
    }

    /// `severity:`, coloured on a terminal: errors bold red, warnings bold yellow, info cyan.
    static func paint(_ s: Severity, force: Bool = false) -> String {
        let style: Terminal.Style = s == .error ? .error : s == .warning ? .warning : .info
        return force ? Terminal.painted(s.rawValue + ":", style) : Terminal.paint(s.rawValue + ":", style)
    }

    /// Where `FILE:LINE:COLUMN` at the start of `line` ends (at the `: ` after it), when there is
    /// one: the first `: ` whose text before it ends in `:N:N`.
    static func placeEnd(_ line: Substring) -> String.Index? {
        var search = line.startIndex
        while let r = line.range(of: ": ", range: search..<line.endIndex) {
            let head = line[..<r.lowerBound]
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let l = parts.last, let c = parts.dropLast().last,
               !l.isEmpty, !c.isEmpty, l.allSatisfy(\.isASCIIDigit), c.allSatisfy(\.isASCIIDigit) {
                return r.lowerBound
            }
            search = r.upperBound
            if line[..<search].count > 4096 { return nil }
        }
        return nil
    }
}

private extension Character { var isASCIIDigit: Bool { isASCII && isNumber } }

/// A failure tied to a file, with its exit code; printed as `FILE:LINE:COLUMN: error: path: message`.
struct Failure: Error, Sendable {
    let code: ExitCode
    let text: String
}

/// Writes the CLI's output files with ``AtomicFile`` (temporary file and rename for regular
/// files, a direct write for devices and FIFOs).
enum AtomicWriter {
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        do { try AtomicFile.write(bytes, to: path) }
        catch { throw Failure(code: ExitCode(error.kind), text: error.description) }
    }
    /// Writes `path`, a file of the folder `folder` (a report in the artifacts folder), never
    /// through a symbolic link there (``AtomicFile/write(_:to:inside:durable:)``).
    static func write(_ bytes: [UInt8], to path: String, inside folder: String) throws(Failure) {
        do { try AtomicFile.write(bytes, to: path, inside: folder) }
        catch { throw Failure(code: ExitCode(error.kind), text: error.description) }
    }
    /// One spec's outputs, all or none (``AtomicFile/writeTogether(_:)``).
    static func writeTogether(_ files: [(String, [UInt8])]) throws(Failure) {
        do { try AtomicFile.writeTogether(files.map { (path: $0.0, bytes: $0.1) }) }
        catch { throw Failure(code: ExitCode(error.kind), text: error.description) }
    }
}
