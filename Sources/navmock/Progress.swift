import Foundation
import NavMockSnapshot
import Synchronization

/// How much the CLI says on standard error: `--quiet` keeps errors and warnings only (no
/// `wrote …` lines, no progress, no closing summary on stderr); `--verbose` adds what it read
/// (the configuration file, each spec). Set once by `main` before a command runs.
enum Verbosity: Int, Sendable {
    case quiet, normal, verbose
    private static let current = Mutex<Verbosity>(.normal)
    static var level: Verbosity {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}

/// Colour and the progress line, for a terminal only.
enum Terminal {
    /// Whether standard error is a terminal (not a pipe or a file).
    static let stderrIsTerminal = isatty(2) != 0

    /// Colour on standard error: only on a terminal, and never when `NO_COLOR` is set to anything
    /// not empty (https://no-color.org) or `TERM` is `dumb`.
    static let colour: Bool = {
        let env = ProcessInfo.processInfo.environment
        if let n = env["NO_COLOR"], !n.isEmpty { return false }
        if env["TERM"] == "dumb" { return false }
        return stderrIsTerminal
    }()

    /// Colour on standard output, by the same rules as ``colour``.
    static let stdoutColour: Bool = {
        let env = ProcessInfo.processInfo.environment
        if let n = env["NO_COLOR"], !n.isEmpty { return false }
        return env["TERM"] != "dumb" && isatty(1) != 0
    }()

    /// `text` in bold red (errors), yellow (warnings) or cyan (info) when colour is on (stderr).
    static func paint(_ text: String, _ style: Style) -> String {
        colour ? painted(text, style) : text
    }
    /// `text` with the escape codes of `style`, whatever the stream.
    static func painted(_ text: String, _ style: Style) -> String { "\u{1B}[\(style.rawValue)m" + text + "\u{1B}[0m" }
    enum Style: String { case error = "1;31", warning = "1;33", info = "36", ok = "32", fail = "1;31;7" }
}

/// The one-line progress display of `render`, `check` and `test` batches: `[12/52] tab-bars/clock`
/// on standard error, redrawn at most ten times a second, only when standard error is a terminal
/// and not `--quiet`. Every message printed while it shows goes above it: ``Console`` clears the
/// line, prints, and draws it again.
enum ProgressLine {
    private struct State { var total = 0; var done = 0; var label = ""; var shown = false; var last: UInt64 = 0; var foreign = false }
    private static let state = Mutex(State())

    static var enabled: Bool { Terminal.stderrIsTerminal && Verbosity.level != .quiet }

    /// Starts a batch of `total` steps (nothing shows for fewer than two).
    static func start(total: Int) {
        guard enabled, total > 1 else { return }
        state.withLock { $0 = State(total: total) }
    }

    /// Another writer (the gallery library) draws its own progress line: every message clears
    /// the line first.
    static func drawnElsewhere() {
        guard enabled else { return }
        state.withLock { $0.foreign = true }
    }

    /// The next step: `render` and `check` call it as they start a spec (`[3/52] clock` is the
    /// third, being worked on), `test` as a case finishes; `label` names it.
    static func step(_ label: String) {
        state.withLock { s in
            guard s.total > 1 else { return }
            s.done += 1; s.label = label
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - s.last > 100_000_000 || s.done == s.total else { return }
            s.last = now
            draw(&s)
        }
    }

    /// Removes the line; the batch is over.
    static func finish() {
        state.withLock { s in
            if s.shown { raw("\r\u{1B}[K") }
            s = State(foreign: s.foreign)
        }
    }

    /// Writes `body` with the progress line cleared first and drawn again after.
    static func around(_ body: () -> Void) {
        state.withLock { s in
            if s.shown || s.foreign { raw("\r\u{1B}[K"); s.shown = false }
            body()
            if s.total > 1 && s.done > 0 { draw(&s) }
        }
    }

    private static func draw(_ s: inout State) {
        var label = s.label
        if label.count > 60 { label = "…" + label.suffix(59) }
        raw("\r\u{1B}[K[\(s.done)/\(s.total)] \(label)")
        s.shown = true
    }

    private static func raw(_ text: String) {
        try? AtomicFile.writeAll(2, Array(text.utf8), path: "stderr")  // a line that cannot be shown is dropped
    }
}
