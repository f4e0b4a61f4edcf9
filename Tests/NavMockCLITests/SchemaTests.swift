import Foundation
import NavMockCore
import Testing

/// A small JSON Schema (draft 2020-12) validator covering the keywords NavMock's schema uses:
/// type, properties, additionalProperties, required, enum, const, items, minItems, maxItems,
/// minimum, maximum, minLength, maxLength, pattern, anyOf, oneOf, $ref to #/$defs.
struct SchemaValidator {
    let root: JSONNode

    func validate(_ value: JSONNode, _ schema: JSONNode, path: String = "$") -> [String] {
        if case .string(let ref)? = schema["$ref"]?.value {
            let name = String(ref.dropFirst("#/$defs/".count))
            guard let s = root["$defs"]?[name] else { return ["\(path): bad $ref \(ref)"] }
            return validate(value, s, path: path)
        }
        var errors: [String] = []
        if let t = schema["type"] {
            var types: [String] = []
            if case .string(let one) = t.value { types = [one] }
            if case .array(let many) = t.value { types = many.compactMap { if case .string(let x) = $0.value { return x }; return nil } }
            if !types.contains(where: { matches(value, $0) }) { return ["\(path): expected \(types)"] }
        }
        if case .array(let e)? = schema["enum"]?.value, !e.contains(where: { equal($0, value) }) { errors.append("\(path): not in enum") }
        if let c = schema["const"], !equal(c, value) { errors.append("\(path): not const") }
        if case .string(let s) = value.value {
            if let m = schema["minLength"]?.int, s.count < m { errors.append("\(path): too short") }
            if let m = schema["maxLength"]?.int, s.count > m { errors.append("\(path): too long") }
            if case .string(let p)? = schema["pattern"]?.value, s.range(of: p, options: .regularExpression) == nil { errors.append("\(path): pattern \(p)") }
        }
        if case .number(let n) = value.value, let d = n.double {
            if let m = schema["minimum"]?.double, d < m { errors.append("\(path): below minimum") }
            if let m = schema["maximum"]?.double, d > m { errors.append("\(path): above maximum") }
        }
        if case .array(let a) = value.value {
            if let m = schema["minItems"]?.int, a.count < m { errors.append("\(path): too few items") }
            if let m = schema["maxItems"]?.int, a.count > m { errors.append("\(path): too many items") }
            if let items = schema["items"] {
                for (i, v) in a.enumerated() { errors += validate(v, items, path: "\(path)[\(i)]") }
            }
        }
        if case .object(let members) = value.value {
            if case .array(let req)? = schema["required"]?.value {
                for r in req { if case .string(let k) = r.value, value[k] == nil { errors.append("\(path): missing \(k)") } }
            }
            for m in members {
                if let ps = schema["properties"]?[m.key] { errors += validate(m.value, ps, path: "\(path).\(m.key)") }
                else if case .bool(false)? = schema["additionalProperties"]?.value { errors.append("\(path): unexpected \(m.key)") }
            }
        }
        if case .array(let any)? = schema["anyOf"]?.value, !any.contains(where: { validate(value, $0, path: path).isEmpty }) {
            errors.append("\(path): matches none of anyOf")
        }
        if case .array(let one)? = schema["oneOf"]?.value {
            let n = one.filter { validate(value, $0, path: path).isEmpty }.count
            if n != 1 { errors.append("\(path): matches \(n) of oneOf") }
        }
        return errors
    }

    func matches(_ v: JSONNode, _ type: String) -> Bool {
        switch (type, v.value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number), ("null", .null): return true
        case ("integer", .number(let n)): return n.double.map { $0 == $0.rounded() } ?? false
        default: return false
        }
    }

    func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x.double == y.double
        case (.bool(let x), .bool(let y)): return x == y
        default: return false
        }
    }
}

extension JSONNode {
    var int: Int? { if case .number(let n) = value { return n.int }; return nil }
    var double: Double? { if case .number(let n) = value { return n.double }; return nil }
}

@Suite("JSON Schema")
struct SchemaTests {
    func schema() throws -> SchemaValidator {
        let r = try CLI.run(["schema"])
        return SchemaValidator(root: try JSONParser.parse(Array(r.stdout.utf8)))
    }

    @Test("every Template validates against `navmock schema`")
    func templates() throws {
        let v = try schema()
        let dir = CLI.root + "/Templates"
        let files = (FileManager.default.subpaths(atPath: dir) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count >= 8)
        for f in files {
            let data = try #require(FileManager.default.contents(atPath: dir + "/" + f))
            let json = try JSONParser.parse([UInt8](data))
            let errors = v.validate(json, v.root)
            #expect(errors.isEmpty, "\(f): \(errors)")
        }
    }

    @Test("the schema rejects what the reader rejects", arguments: [
        #"{"tabBar":{"items":[{"titel":"A"}]}}"#,
        #"{"device":"iPhone 99"}"#,
        #"{"appearance":"sepia"}"#,
        #"{"tabBar":{"items":[]}}"#,
        #"{"size":{"width":10,"height":800}}"#,
        ##"{"backdrop":{"color":"#12","content":"list"}}"##,
        #"{"tabBar":{"items":[{"title":"A"}],"tintColor":"blue"}}"#,
    ])
    func rejects(_ json: String) throws {
        let v = try schema()
        let value = try JSONParser.parse(Array(json.utf8))
        #expect(!v.validate(value, v.root).isEmpty)
        // … and so does the tool itself.
        #expect(try CLI.run(["layout", "-"], stdin: json).code == 65)
    }
}
