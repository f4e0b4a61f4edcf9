import Foundation
import NavMockRender

/// `navmock.json` as defaults for a command's flags (see ``ProjectConfig``).
extension Common {
    /// The project configuration file that applies in the current folder, read; nil when none.
    /// - Throws: ``Failure`` (64) with every problem of the file.
    static func projectConfig() throws(Failure) -> ProjectConfig? {
        let lookup = ProjectConfig.locate(from: FileManager.default.currentDirectoryPath)
        if let found = lookup.path, let why = lookup.ignoredBecause {
            Console.warning("\(found): not used: \(why)")
        }
        guard let path = lookup.trusted else { return nil }
        do {
            let c = try ProjectConfig.load(path)
            Console.detail("configuration: \(path) (\(lookup.trustedBecause ?? "trusted"))")
            return c
        } catch { throw Failure(code: .usage, text: error.messages.joined(separator: "\n")) }
    }

    /// Fills each option in `accepted` that the command line did not give from `navmock.json`.
    /// - Returns: the configuration used (for `test`'s record mode), nil when there is none.
    @discardableResult
    static func applyConfig(_ a: inout Arguments, accepting accepted: Set<String>) throws(Failure) -> ProjectConfig? {
        guard let c = try projectConfig() else { return nil }
        StringFiles.projectStrings = c.strings
        func fill(_ name: String, _ values: [String]?) {
            guard accepted.contains(name), a.options[name] == nil, let values, !values.isEmpty else { return }
            a.options[name] = values
        }
        fill("format", c.formats.map { [$0.joined(separator: ",")] })
        fill("svg-text", c.svgText.map { [$0] })
        fill("scale", c.scales.map { [$0.map(scaleName).joined(separator: ",")] })
        fill("exclude", c.exclude)
        if (ProcessInfo.processInfo.environment["NAVMOCK_FONTS"] ?? "").isEmpty { fill("font", c.fonts) }  // NAVMOCK_FONTS wins over the file
        fill("ignore", c.checkIgnore)
        if (ProcessInfo.processInfo.environment["NAVMOCK_SF_SYMBOLS"] ?? "").isEmpty { fill("sf-symbols", c.sfSymbols.map { [$0] }) }  // as NAVMOCK_FONTS
        fill("channel-tolerance", c.channelTolerance.map { [String($0)] })
        fill("threshold", c.threshold.map { [String($0)] })
        fill("max-diff-pixels", c.maxDiffPixels.map { [String($0)] })
        fill("max-diff-pixel-ratio", c.maxDiffPixelRatio.map { [String($0)] })
        if accepted.contains("ignore-antialiasing"), c.ignoreAntialiasing == true { a.flags.insert("ignore-antialiasing") }
        return c
    }
}
