/// What the validation stage refuses of the environment a spec asks for: a `device` of another
/// platform than `platform`, an `osVersion` NavMock does not know for the platform.
/// ``Environment/resolve(_:)`` does not fail on them (it falls back to the device's platform and
/// the nearest known version); they are reported with the spec's other problems.
extension SpecValidator {
    /// The problems of `spec`'s environment (rule `spec.invalid`): the device's platform is not
    /// `platform` (at `device`), `osVersion` is not known for `env`'s platform (at `osVersion`).
    /// Empty when `env` is the environment the spec asks for, not a fallback.
    static func environmentProblems(_ spec: Spec, _ env: Environment) -> [SpecProblem] {
        var out: [SpecProblem] = []
        func add(_ key: String, _ message: String) {
            let path = JSONPath().appending(key)
            out.append(SpecProblem(path: path, location: spec.location(of: path), kind: .invalid(message), ruleID: .specInvalid))
        }
        if let d = spec.device.flatMap(DeviceCatalog.device(named:)), let p = spec.platform, p != d.platform {
            add("device", "\"\(d.name)\" is an \(d.platform.rawValue) device, but \"platform\" says \(p.rawValue)")
        }
        let versions = Environment.knownVersions[env.platform] ?? []
        if !versions.contains(spec.osVersion.major) {
            add("osVersion", "\(env.platform.rawValue) \(spec.osVersion) is not a version NavMock knows; use one of \(versions.map(String.init).joined(separator: ", "))")
        }
        return out
    }
}
