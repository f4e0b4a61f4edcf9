import NavMockRender

/// What kind of problem stopped a case, a file or a run. The engine says what went wrong; the
/// `navmock` CLI alone turns a kind into an exit code (README, "Exit codes").
public enum ProblemKind: String, Sendable, Hashable, CaseIterable {
    /// A spec is invalid (bad JSON, a bad field, a path outside the spec's folder, too large).
    case invalidSpec
    /// An input, or a file it names (an image, a font), is missing or unreadable.
    case missingInput
    /// An internal failure: a library failed, a font or the icon theme is missing.
    case internalFailure
    /// An output file or folder cannot be created or renamed into place.
    case cannotCreate
    /// A write to an opened output (standard output, a device, a FIFO) failed part-way.
    case writeFailed
}

extension ProblemKind {
    /// The kind of a render error: a missing or unreadable file or font is missing input; a path
    /// outside the allowed folders, a canvas or icon over the limits an invalid spec; a missing
    /// font, icon set or a library failure internal.
    public init(_ error: RenderError) {
        switch error {
        case .missingFile, .unreadableFile, .userFontUnreadable, .symbolTemplateUnusable: self = .missingInput
        case .pathNotAllowed, .canvasTooLarge, .iconTooComplex: self = .invalidSpec
        case .fontMissing, .iconThemeMissing, .backend: self = .internalFailure
        }
    }

    /// The kind of a spec file that could not be read: too large is an invalid spec, otherwise
    /// missing input.
    public init(_ error: SpecSourceError) {
        switch error {
        case .tooLarge: self = .invalidSpec
        case .missing, .unreadable: self = .missingInput
        }
    }
}
