import Foundation

/// The creation date written into PDF metadata.
enum PDFDate {
    /// The date used when `SOURCE_DATE_EPOCH` is not set: fixed, so that a PDF is byte-identical
    /// for the same spec and library versions.
    static let fixed = "2000-01-01T00:00:00Z"

    /// A `SOURCE_DATE_EPOCH` value (whole seconds since 1970-01-01 UTC, the reproducible-builds
    /// convention, passed in by the caller) as an ISO 8601 UTC date, else ``fixed``. A value that
    /// is not a whole number from 0 to 253402300799 (the end of year 9999) is ignored.
    static func creationDate(sourceDateEpoch: String?) -> String {
        guard let text = sourceDateEpoch, let seconds = Int64(text), (0...253_402_300_799).contains(seconds) else {
            return fixed
        }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return f.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
