/// The JSON Schema of `variants`. Placeholder: filled in by the snapshot work (issue 7).
enum VariantSchema {
    static let fragment = #"{"type": "object"}"#
}
