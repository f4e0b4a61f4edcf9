import NavMockSnapshot

/// The process exit codes (sysexits), as DESIGN.md's CLI contract fixes them.
struct ExitCode: Error, Equatable, Comparable {
    let rawValue: Int32
    /// Everything went well.
    static let success = ExitCode(rawValue: 0)
    /// Check errors, snapshot mismatches, images that differ.
    static let failure = ExitCode(rawValue: 1)
    /// The command line is wrong.
    static let usage = ExitCode(rawValue: 64)
    /// A spec is invalid (including what the platform does not have).
    static let dataError = ExitCode(rawValue: 65)
    /// An input, or a file it names, is missing or unreadable.
    static let noInput = ExitCode(rawValue: 66)
    /// An internal error (a library failed, a font is missing).
    static let software = ExitCode(rawValue: 70)
    /// An output cannot be written.
    static let cantCreate = ExitCode(rawValue: 73)
    /// Writing to standard output or error, or to an opened output such as a device, failed
    /// (EX_IOERR: a full disk mid-write, a closed pipe or stream).
    static let ioError = ExitCode(rawValue: 74)

    /// How severe a code is for a batch: 70 > 74 > 73 > 66 > 65 > 1 > 0 (64 stops at once).
    var severity: Int {
        switch rawValue {
        case 0: 0
        case 1: 1
        case 65: 2
        case 66: 3
        case 73: 4
        case 74: 5
        case 70: 6
        default: 7
        }
    }
    static func < (a: ExitCode, b: ExitCode) -> Bool { a.severity < b.severity }
}

extension ExitCode {
    /// The exit code of a problem the snapshot engine reports.
    init(_ kind: ProblemKind) {
        switch kind {
        case .invalidSpec: self = .dataError
        case .missingInput: self = .noInput
        case .internalFailure: self = .software
        case .cannotCreate: self = .cantCreate
        case .writeFailed: self = .ioError
        }
    }
}
