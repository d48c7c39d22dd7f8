import ViperLintCore
/// One thing wrong with a configuration file, with where it is:
/// `path/.viper-lint.json:4:7: rules.weak-view-reference.severty: unknown key, did you mean "severity"?`
public struct ConfigurationProblem: Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// nil when the problem is about the whole file (it cannot be read).
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int?, column: Int?, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        if let line, let column { return "\(path):\(line):\(column): \(message)" }
        return "\(path): \(message)"
    }
}

/// A configuration that cannot be used. Fatal: the run stops with exit code 2.
/// Carries every problem found in the file, in source order, so one edit cycle fixes them all.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var problems: [ConfigurationProblem]

    public init(problems: [ConfigurationProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
