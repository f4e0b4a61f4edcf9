/// Path text split into its folder and last component, in pure Swift.
///
/// `NSString.deletingLastPathComponent` and `.lastPathComponent` of swift-corelibs-foundation
/// (Swift 6.3 on Linux) trap on a one-character name without a slash (`"a"`, `"a/"`), which made
/// `navmock render a` and `navmock test a.json` crash. These follow the same rules for the paths
/// NavMock handles: trailing slashes are ignored, the root stays `/`.
public enum PathText {
    /// The last component: `"b"` for `"a/b"`, `"b"` for `"a/b/"`, `"a"` for `"a"`, `"/"` for `"/"`,
    /// `""` for `""`.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// Everything before the last component, without a trailing slash: `"a"` for `"a/b"`, `""` for
    /// `"a"`, `"/"` for `"/a"`, `"/"` for `"/"`, `""` for `""`.
    public static func folder(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let head = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return head.isEmpty ? "/" : head
    }

    /// `path` without trailing slashes; `"/"` stays `"/"`.
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var s = Substring(path)
        while s.count > 1 && s.hasSuffix("/") { s = s.dropLast() }
        return String(s)
    }
}
