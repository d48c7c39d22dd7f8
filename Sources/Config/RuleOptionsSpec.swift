import ViperLintCore
/// What the configuration validator needs to know about one rule: its id and the options it
/// accepts. The rule registry provides these; the config layer knows no rule by name.
public struct RuleOptionsSpec: Hashable, Sendable {
    public var id: String
    public var options: [RuleOptionSpec]

    public init(id: String, options: [RuleOptionSpec] = []) {
        self.id = id
        self.options = options
    }
}

/// One option of one rule (`allowUnowned: bool`), as accepted under `rules.<id>` in the config.
/// What it means is documented on the rule's page (`Rules/<id>.md`), not here.
public struct RuleOptionSpec: Hashable, Sendable {
    public enum ValueType: String, Hashable, Sendable {
        case bool
        case string
        case stringArray
        case int
    }

    public var name: String
    public var type: ValueType

    public init(name: String, type: ValueType) {
        self.name = name
        self.type = type
    }
}

/// A validated option value from the configuration.
public enum RuleOptionValue: Hashable, Sendable {
    case bool(Bool)
    case string(String)
    case stringArray([String])
    case int(Int)

    public var boolValue: Bool? { if case .bool(let v) = self { return v } else { return nil } }
    public var stringValue: String? { if case .string(let v) = self { return v } else { return nil } }
    public var stringArrayValue: [String]? { if case .stringArray(let v) = self { return v } else { return nil } }
    public var intValue: Int? { if case .int(let v) = self { return v } else { return nil } }
}
