/// What else the field table (``SpecFields``) generates: the field reference of
/// docs/spec-fields.md and the libFuzzer dictionary Fuzz/spec.dict. Tests keep both files equal
/// to these texts (regenerate with `NAVMOCK_REGENERATE=1 swift test --filter FieldTable`).
public enum SpecFieldDocs {
    /// docs/spec-fields.md: one table per section (key, type, default, platforms, meaning, source).
    public static var markdown: String {
        var out = """
        # Spec fields (version 1)

        Generated from the field table in `Sources/NavMockCore/Spec/SpecFields.swift`; a test keeps
        this file equal to it. Lengths are points. "platforms" lists where a field applies (with the
        first OS version that has it); elsewhere the validation stage refuses it with a rule id.

        """
        for section in SpecFields.all {
            out += "\n## `\(section.path.isEmpty ? "(top level)" : section.path)`\n\n"
            out += "| key | type | default | platforms | meaning | source |\n|---|---|---|---|---|---|\n"
            for f in section.fields {
                let key = "`\(f.key)`" + (f.required ? " (required)" : "")
                let def = f.defaultValue.map { "`\($0)`" } ?? "—"
                let cells = [key, f.type.summary, def, f.availability.text, f.doc, f.source.isEmpty ? "—" : f.source]
                out += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
        }
        return out
    }

    /// Fuzz/spec.dict: JSON punctuation, every key and enum value of the table, and a few values
    /// that probe the reader's edges.
    public static var fuzzDictionary: String {
        var tokens = ["{", "}", "[", "]", ":", ",", "true", "false", "null", "1e400", "-1", "0", "\\u0000", "\\uD83D\\uDE00"]
        func add(_ s: String) { let t = "\"\(s)\""; if !tokens.contains(t) { tokens.append(t) } }
        func walk(_ type: FieldType) {
            switch type {
            case .enumeration(let values, _): values.forEach(add)
            case .object(let s): s.fields.forEach { add($0.key); walk($0.type) }
            case .array(let t, _, _): walk(t)
            default: break
            }
        }
        for s in SpecFields.all { for f in s.fields { add(f.key); walk(f.type) } }
        for v in ["18", "26", "iPhone 16", "iPhone SE (3rd generation)", "iPad Pro 11-inch (M4)", "star", "systemBlue", "#FF0000"] { add(v) }
        return tokens.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            .joined(separator: "\n") + "\n"
    }
}
