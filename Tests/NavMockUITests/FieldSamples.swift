// One small spec per row of the field table that holds a value: the row set to a value other than
// its default (made from the row's type), inside the least spec that can hold it. The generator
// writes each in Swift (GeneratedFieldSamples.swift), so every field — not only those the
// Templates use — is said in Swift with its registered spelling, compiled, and compared with
// its JSON. A row added to the table adds a sample, and the generated file is out of date until
// the builder can say it.

import NavMockCore
@testable import NavMockUI

enum FieldSamples {
    typealias Value = SpecJSON.Value

    enum Step { case key(String), index(Int) }

    /// Rows whose value the spec does not keep, so that no Swift can show it: `checks.reason`
    /// (the reader checks it and drops it; `ignoringChecks(_:reason:)` takes it for the reader of the
    /// test) and `strings` (the reader looks the keys up and keeps the texts; `strings(_:)` is tested
    /// by TextByKeyTests).
    static let notKept: Set<String> = ["checks.reason", "strings"]

    /// A bar of two tabs.
    static let bar: Value = .object([("items", .array([.object([("title", .string("A"))]), .object([("title", .string("B"))])]))])

    /// The least spec holding the object of section `path`, and the steps to that object.
    static func host(_ path: String) -> (Value, [Step]) {
        let appearance = [Step.key("tabBar"), .key("standardAppearance")]
        let normal = appearance + [.key("stackedLayoutAppearance"), .key("normal")]
        let pc: Value = .object([("pageControl", .object([("numberOfPages", .number(5))]))])
        func tabBar(_ extra: [(String, Value)]) -> Value {
            guard case .object(let m) = bar else { return bar }
            return .object([("tabBar", .object(m + extra))])
        }
        switch path {
        case "": return (tabBar([]), [])
        case "size":
            guard case .object(let m) = tabBar([]) else { return (bar, []) }
            return (.object(m + [("size", .object([("width", .number(400)), ("height", .number(800))]))]), [.key("size")])
        case "sizeClass", "backdrop", "accessibility", "checks": return (tabBar([]), [.key(path)])
        case "tabBar": return (tabBar([]), [.key("tabBar")])
        case "tabBar.items[]": return (tabBar([]), [.key("tabBar"), .key("items"), .index(0)])
        case "tabBar.state": return (tabBar([]), [.key("tabBar"), .key("state")])
        case "tabBar.bottomAccessory": return (tabBar([("bottomAccessory", .object([("title", .string("Now Playing"))]))]), [.key("tabBar"), .key("bottomAccessory")])
        case "tabBar.sections[]":
            return (tabBar([("sections", .array([.object([("title", .string("S")), ("items", .array([.number(1)]))])]))]),
                    [.key("tabBar"), .key("sections"), .index(0)])
        case "tabBar.itemFont": return (tabBar([("itemFont", .object([("size", .number(20))]))]), [.key("tabBar"), .key("itemFont")])
        case "tabBar.logo": return (tabBar([("logo", .object([("image", .string("images/logo.png"))]))]), [.key("tabBar"), .key("logo")])
        case "tabBar.standardAppearance": return (tabBar([]), appearance)
        case "tabBar.standardAppearance.stackedLayoutAppearance": return (tabBar([]), appearance + [.key("stackedLayoutAppearance")])
        case "tabBar.standardAppearance.stackedLayoutAppearance.normal": return (tabBar([]), normal)
        case "tabBar.standardAppearance.stackedLayoutAppearance.normal.titleTextAttributes": return (tabBar([]), normal + [.key("titleTextAttributes")])
        case "tabBar.standardAppearance.stackedLayoutAppearance.normal.badgeTextAttributes": return (tabBar([]), normal + [.key("badgeTextAttributes")])
        case "tabBar.standardAppearance.stackedLayoutAppearance.normal.titlePositionAdjustment": return (tabBar([]), normal + [.key("titlePositionAdjustment")])
        case "pageControl": return (pc, [.key("pageControl")])
        case "pageControl.frame":
            return (.object([("pageControl", .object([("numberOfPages", .number(5)),
                                                        ("frame", .object([("width", .number(200)), ("height", .number(40))]))]))]),
                    [.key("pageControl"), .key("frame")])
        case "pageControl.indicatorImages[]":
            return (.object([("pageControl", .object([("numberOfPages", .number(5)),
                                                        ("indicatorImages", .array([.object([("page", .number(1)), ("image", .string("star"))])]))]))]),
                    [.key("pageControl"), .key("indicatorImages"), .index(0)])
        default: return (tabBar([]), [])
        }
    }

    /// `v` with `key` set to `value` in the object at `steps` (objects on the way created).
    static func setting(_ v: Value, _ steps: ArraySlice<Step>, _ key: String, _ value: Value) -> Value {
        guard let first = steps.first else {
            guard case .object(let m) = v else { return .object([(key, value)]) }
            return .object(m.filter { $0.0 != key } + [(key, value)])
        }
        switch (first, v) {
        case (.key(let k), .object(let m)):
            let inner = m.first { $0.0 == k }?.1 ?? .object([])
            return .object(m.filter { $0.0 != k } + [(k, setting(inner, steps.dropFirst(), key, value))])
        case (.index(let i), .array(var items)):
            items[i] = setting(items[i], steps.dropFirst(), key, value)
            return .array(items)
        default:
            return v
        }
    }

    /// A value of `type` other than `defaultText` (the row's default as JSON text).
    static func value(_ row: SpecField, id: String) -> Value? {
        let d = row.defaultValue
        switch row.type {
        case .boolean: return .bool(d != "true")
        case .integer(let lo, let hi):
            let v = id == "pageControl.numberOfPages" ? 3 : 1
            if let lo, v < lo { return .number(Double(lo)) }
            if let hi, v > hi { return .number(Double(hi)) }
            return .number(Double(v))
        case .number(let lo, let hi, _):
            return [0.5, 12, 20, 100].first { $0 >= lo && $0 <= hi && d != SpecJSON.number($0) }.map(Value.number)
        case .string(_, let pattern):
            return .string(pattern == nil ? "Sample" : "fr")
        case .enumeration(let values, _): return values.first { "\"\($0)\"" != d }.map(Value.string)
        case .color: return .string("#123456")
        case .image: return .string("star")
        case .png: return .string("images/sample.png")
        case .array(let element, _, _):
            switch element {
            case .color: return .array([.string("#112233"), .string("#445566")])
            case .image: return .array([.string("play.fill")])
            case .integer: return .array([.number(1)])
            case .custom: return .array([.string(RuleID.tabBarHiddenItem.rawValue)])
            default: return nil
            }
        case .custom:
            switch id {
            case "osVersion": return .string("17")
            case "device": return .string("iPhone 16")
            case "tabBar.items[].badgeValue", "tabBar.items[].badge": return .string("7")
            default: return .string("Sample")
            }
        case .object: return nil
        }
    }

    /// Every sample: the row's id and the spec's JSON text.
    static func all() -> [(row: String, json: String)] {
        var out: [(String, String)] = []
        for section in SpecFields.all {
            for row in section.fields {
                let id = (section.path.isEmpty ? "" : section.path + ".") + row.key
                // Every row that holds a value, spelled or not (the generator fails on one it cannot say),
                // but for those whose spelling says they have no Swift form.
                if let spelling = SwiftSpelling.spelling(ofField: id), spelling.token == nil { continue }
                guard !notKept.contains(id), let v = value(row, id: id) else { continue }
                var (spec, steps) = host(section.path)
                // Fields that need another beside them: an angle a gradient, a content mode an image.
                if id == "backdrop.angle" { spec = setting(spec, steps[...], "gradient", .array([.string("#112233"), .string("#445566")])) }
                if id == "tabBar.standardAppearance.backgroundImageContentMode" {
                    spec = setting(spec, steps[...], "backgroundImage", .string("images/sample.png"))
                }
                var text = ""
                SpecJSON.write(setting(spec, steps[...], row.key, v), indent: "", into: &text)
                out.append((id, text))
            }
        }
        return out
    }
}
