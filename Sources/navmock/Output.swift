import Foundation
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

    static func error(_ message: String) { write(2, Terminal.paint("error:", .error) + " " + message + "\n") }
    static func warning(_ message: String) { write(2, Terminal.paint("warning:", .warning) + " " + message + "\n") }
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

/// A failure tied to a file, with its exit code; printed as `error: FILE:LINE:COLUMN: path: message`.
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
