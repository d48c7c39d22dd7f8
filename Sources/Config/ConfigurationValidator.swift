import ViperLintCore
/// Turns the bytes of a `.viper-lint.json` into a `Configuration`, or into problems that name the
/// key path and position of every mistake. Decoding is manual (not `Codable`) so that a message
/// can say `rules.weak-view-reference.allowUnowned: expected a boolean, found a string` at 4:7.
/// `$comment` is ignored in every object; `$schema` at the top level.
public struct ConfigurationValidator: Sendable {
    public let rules: [RuleOptionsSpec]
    private let rulesById: [String: RuleOptionsSpec]

    public init(rules: [RuleOptionsSpec]) {
        self.rules = rules
        var byId: [String: RuleOptionsSpec] = [:]
        for rule in rules where byId[rule.id] == nil { byId[rule.id] = rule }
        self.rulesById = byId
    }

    static let topLevelKeys = ["root", "include", "exclude", "rules", "roles"]
    static let roleKeys = ["suffixes", "replaceSuffixes", "baseTypes", "types", "folders"]

    public func decode(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> Configuration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ConfigurationError(problems: [
                ConfigurationProblem(path: path, line: error.line, column: error.column,
                                     message: "invalid JSON: \(error.reason)"),
            ])
        }
        var decoder = JSONTreeDecoder(path: path)
        let configuration = decodeTopLevel(root, &decoder)
        if !decoder.problems.isEmpty {
            let sorted = decoder.problems.enumerated().sorted {
                ($0.element.line ?? 0, $0.element.column ?? 0, $0.offset)
                    < ($1.element.line ?? 0, $1.element.column ?? 0, $1.offset)
            }.map(\.element)
            throw ConfigurationError(problems: sorted)
        }
        return configuration
    }

    // MARK: - Sections

    private func decodeTopLevel(_ root: JSONNode, _ d: inout JSONTreeDecoder) -> Configuration {
        var configuration = Configuration()
        guard let members = d.object(root, at: "") else { return configuration }
        for member in d.uniqueMembers(members, at: "", ignoring: ["$comment", "$schema"]) {
            let keyPath = member.key
            switch member.key {
            case "root":
                configuration.isRoot = d.bool(member.value, at: keyPath) ?? false
            case "include":
                configuration.include = decodeGlobs(member.value, at: keyPath, &d)
            case "exclude":
                configuration.exclude = decodeGlobs(member.value, at: keyPath, &d)
            case "rules":
                configuration.rules = decodeRules(member.value, &d)
            case "roles":
                configuration.roles = decodeRoles(member.value, &d)
            default:
                d.unknownKey(member, at: keyPath, noun: "key", candidates: Self.topLevelKeys)
            }
        }
        return configuration
    }

    private func decodeGlobs(_ node: JSONNode, at keyPath: String, _ d: inout JSONTreeDecoder) -> [Glob] {
        guard let elements = d.array(node, at: keyPath) else { return [] }
        var globs: [Glob] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(keyPath)[\(index)]"
            guard let text = d.string(element, at: elementPath) else { continue }
            guard !text.isEmpty else {
                d.report(element, at: elementPath, "empty pattern")
                continue
            }
            do {
                globs.append(try Glob(text))
            } catch {
                d.report(element, at: elementPath, "invalid glob \(JSONWriter.quoted(text)): \(error.reason)")
            }
        }
        return globs
    }

    private func decodeRules(_ node: JSONNode, _ d: inout JSONTreeDecoder) -> [String: Configuration.RuleSettings] {
        guard let members = d.object(node, at: "rules") else { return [:] }
        var result: [String: Configuration.RuleSettings] = [:]
        for member in d.uniqueMembers(members, at: "rules", ignoring: ["$comment"]) {
            let keyPath = "rules.\(member.key)"
            guard let spec = rulesById[member.key] else {
                let suggestion = Suggestion.didYouMean(member.key, among: rules.map(\.id))
                d.report(line: member.keyLine, column: member.keyColumn, at: keyPath,
                         suggestion.isEmpty ? "unknown rule; run \"viper-lint rules\" to list them"
                                            : "unknown rule" + suggestion)
                continue
            }
            guard let settings = d.object(member.value, at: keyPath) else { continue }
            var rule = Configuration.RuleSettings()
            let optionsByName = Dictionary(spec.options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for setting in d.uniqueMembers(settings, at: keyPath, ignoring: ["$comment"]) {
                let settingPath = "\(keyPath).\(setting.key)"
                if setting.key == "severity" {
                    rule.severity = d.choice(setting.value, at: settingPath, Configuration.RuleSeverity.self)
                } else if let option = optionsByName[setting.key] {
                    if let value = d.optionValue(setting.value, at: settingPath, type: option.type) {
                        rule.options[setting.key] = value
                    }
                } else {
                    d.unknownKey(setting, at: settingPath, noun: "key",
                                 candidates: ["severity"] + spec.options.map(\.name))
                }
            }
            result[member.key] = rule
        }
        return result
    }

    private func decodeRoles(_ node: JSONNode, _ d: inout JSONTreeDecoder) -> [Configuration.Role: Configuration.RoleSettings] {
        guard let members = d.object(node, at: "roles") else { return [:] }
        var result: [Configuration.Role: Configuration.RoleSettings] = [:]
        for member in d.uniqueMembers(members, at: "roles", ignoring: ["$comment"]) {
            let keyPath = "roles.\(member.key)"
            guard let role = Configuration.Role(rawValue: member.key) else {
                d.unknownKey(member, at: keyPath, noun: "role", candidates: Configuration.Role.allCases.map(\.rawValue))
                continue
            }
            guard let fields = d.object(member.value, at: keyPath) else { continue }
            var settings = Configuration.RoleSettings()
            for field in d.uniqueMembers(fields, at: keyPath, ignoring: ["$comment"]) {
                let fieldPath = "\(keyPath).\(field.key)"
                switch field.key {
                case "suffixes": settings.suffixes = d.stringArray(field.value, at: fieldPath) ?? []
                case "replaceSuffixes": settings.replaceSuffixes = d.bool(field.value, at: fieldPath)
                case "baseTypes": settings.baseTypes = d.stringArray(field.value, at: fieldPath) ?? []
                case "types": settings.types = d.stringArray(field.value, at: fieldPath) ?? []
                case "folders": settings.folders = d.stringArray(field.value, at: fieldPath) ?? []
                default: d.unknownKey(field, at: fieldPath, noun: "key", candidates: Self.roleKeys)
                }
            }
            result[role] = settings
        }
        return result
    }
}

/// Collects problems while walking the JSON tree; every accessor reports a wrong type and returns nil.
/// Shared by the configuration and baseline decoders, whose messages have the same shape.
package struct JSONTreeDecoder {
    let path: String

    package init(path: String) { self.path = path }
    package var problems: [ConfigurationProblem] = []

    mutating func report(line: Int, column: Int, at keyPath: String, _ message: String) {
        let text = keyPath.isEmpty ? message : "\(keyPath): \(message)"
        problems.append(ConfigurationProblem(path: path, line: line, column: column, message: text))
    }

    package mutating func report(_ node: JSONNode, at keyPath: String, _ message: String) {
        report(line: node.line, column: node.column, at: keyPath, message)
    }

    mutating func typeMismatch(_ node: JSONNode, at keyPath: String, expected: String) {
        report(node, at: keyPath, "expected \(expected), found \(node.kindDescription)")
    }

    package mutating func unknownKey(_ member: JSONMember, at keyPath: String, noun: String, candidates: [String]) {
        let suggestion = Suggestion.didYouMean(member.key, among: candidates)
        let message = suggestion.isEmpty
            ? "unknown \(noun); valid \(noun)s: " + candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            : "unknown \(noun)" + suggestion
        report(line: member.keyLine, column: member.keyColumn, at: keyPath, message)
    }

    /// The members minus ignored keys, reporting every repeated key (JSON allows them; we don't).
    package mutating func uniqueMembers(_ members: [JSONMember], at keyPath: String, ignoring: Set<String>) -> [JSONMember] {
        var firstSeen: [String: JSONMember] = [:]
        var result: [JSONMember] = []
        for member in members where !ignoring.contains(member.key) {
            let memberPath = keyPath.isEmpty ? member.key : "\(keyPath).\(member.key)"
            if let first = firstSeen[member.key] {
                report(line: member.keyLine, column: member.keyColumn, at: memberPath,
                       "duplicate key, first written at \(first.keyLine):\(first.keyColumn)")
                continue
            }
            firstSeen[member.key] = member
            result.append(member)
        }
        return result
    }

    package mutating func object(_ node: JSONNode, at keyPath: String) -> [JSONMember]? {
        if case .object(let members) = node.value { return members }
        typeMismatch(node, at: keyPath, expected: "an object")
        return nil
    }

    package mutating func array(_ node: JSONNode, at keyPath: String,
                        expected: String = "an array of strings") -> [JSONNode]? {
        if case .array(let elements) = node.value { return elements }
        typeMismatch(node, at: keyPath, expected: expected)
        return nil
    }

    package mutating func string(_ node: JSONNode, at keyPath: String) -> String? {
        if case .string(let text) = node.value { return text }
        typeMismatch(node, at: keyPath, expected: "a string")
        return nil
    }

    mutating func bool(_ node: JSONNode, at keyPath: String) -> Bool? {
        if case .bool(let value) = node.value { return value }
        typeMismatch(node, at: keyPath, expected: "a boolean")
        return nil
    }

    package mutating func int(_ node: JSONNode, at keyPath: String) -> Int? {
        if let value = node.intValue { return value }
        typeMismatch(node, at: keyPath, expected: "an integer")
        return nil
    }

    mutating func stringArray(_ node: JSONNode, at keyPath: String) -> [String]? {
        guard let elements = array(node, at: keyPath) else { return nil }
        var strings: [String] = []
        var valid = true
        for (index, element) in elements.enumerated() {
            if let text = string(element, at: "\(keyPath)[\(index)]") { strings.append(text) } else { valid = false }
        }
        return valid ? strings : nil
    }

    mutating func optionValue(_ node: JSONNode, at keyPath: String, type: RuleOptionSpec.ValueType) -> RuleOptionValue? {
        switch type {
        case .bool: return bool(node, at: keyPath).map(RuleOptionValue.bool)
        case .string: return string(node, at: keyPath).map(RuleOptionValue.string)
        case .int: return int(node, at: keyPath).map(RuleOptionValue.int)
        case .stringArray: return stringArray(node, at: keyPath).map(RuleOptionValue.stringArray)
        }
    }

    /// A string from a fixed set: `expected "error", "warning" or "off", found "eror", did you mean "error"?`
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode, at keyPath: String,
                                                             _ type: T.Type) -> T? where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        let quoted = names.map { "\"\($0)\"" }
        let expected = quoted.count > 1
            ? quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
            : quoted.joined()
        guard case .string(let text) = node.value else {
            typeMismatch(node, at: keyPath, expected: expected)
            return nil
        }
        if let value = T(rawValue: text) { return value }
        report(node, at: keyPath, "expected \(expected), found \(JSONWriter.quoted(text))"
               + Suggestion.didYouMean(text, among: names))
        return nil
    }
}
