import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
import ViperLintEngine
/// Options shared by `lint`, `modules` and `fix`, parsed by hand (no dependencies): every flag is
/// known, every value checked, and a bad one is a one-line error naming it.
public struct CommandOptions: Equatable, Sendable {
    public var paths: [String] = []
    public var format: String?
    public var configFile: String?
    public var baseline: String?
    public var writeBaseline: String?
    public var strict = false
    public var strictBaseline = false
    public var quiet = false
    public var jobs: Int?
    /// Threads each parallel stage (facts, model, rules) may use: `--jobs`, else every core.
    var threadCount: Int { jobs ?? ProcessorCount.active }
    public var stdinPath: String?
    public var noCache = false
    public var cachePath: String?
    public var absolutePaths = false
    /// `--report FORMAT=PATH`, in the order given: more reports from the same run.
    public var reports: [ReportRequest] = []
    /// `fix --dry-run`: print the changes as a diff, write nothing.
    public var dryRun = false

    public struct ReportRequest: Equatable, Sendable {
        public var format: String
        public var path: String
    }

    public struct ParseError: Error, Equatable {
        public var message: String
    }

    static let valueFlags: Set<String> = ["--format", "--report", "--config", "--baseline", "--write-baseline", "--jobs", "--stdin-path", "--cache-path"]
    static let booleanFlags: Set<String> = ["--strict", "--strict-baseline", "--quiet", "--no-cache", "--absolute-paths"]
    /// Boolean flags that only one command takes, with that command.
    static let commandFlags: [String: String] = ["--dry-run": "fix"]

    /// `allowed`: the flags this command takes (nil: all of them, as `lint` does).
    public static func parse(_ arguments: [String], formats: [String], command: String = "lint",
                             allowed: Set<String>? = nil) throws(ParseError) -> CommandOptions {
        var options = CommandOptions()
        var index = 0
        var onlyPaths = false
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            if argument == "--" { onlyPaths = true; continue }
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if let owner = commandFlags[argument] {
                guard owner == command else { throw ParseError(message: "\(argument) is an option of `viper-lint \(owner)`, not of `viper-lint \(command)`") }
                if inlineValue != nil { throw ParseError(message: "\(argument) takes no value") }
                options.dryRun = true
                continue
            }
            if let allowed, !allowed.contains(argument), valueFlags.contains(argument) || booleanFlags.contains(argument) {
                throw ParseError(message: "\(argument) is not an option of `viper-lint \(command)`")
            }
            if booleanFlags.contains(argument) {
                if inlineValue != nil { throw ParseError(message: "\(argument) takes no value") }
                switch argument {
                case "--strict": options.strict = true
                case "--strict-baseline": options.strictBaseline = true
                case "--quiet": options.quiet = true
                case "--no-cache": options.noCache = true
                default: options.absolutePaths = true
                }
                continue
            }
            guard valueFlags.contains(argument) else {
                let known = Array(valueFlags) + Array(booleanFlags) + commandFlags.filter { $0.value == command }.map(\.key)
                // SwiftLint's spellings, which users type from habit.
                let swiftLintSpellings = ["--reporter": "--format", "--path": "a PATH argument (no flag)",
                                          "--config-file": "--config", "--baseline-file": "--baseline"]
                let hint = (swiftLintSpellings[argument] ?? Suggestion.closest(to: argument, among: known))
                    .map { " (did you mean \($0)?)" } ?? ""
                throw ParseError(message: "unknown option '\(argument)'\(hint)")
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw ParseError(message: "\(argument) needs a value") }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty else { throw ParseError(message: "\(argument) needs a value") }
            switch argument {
            case "--format":
                guard formats.contains(value) else {
                    throw ParseError(message: "--format must be one of \(formats.joined(separator: "|")), not '\(value)'")
                }
                options.format = value
            case "--report":
                guard let equals = value.firstIndex(of: "="), !value[value.index(after: equals)...].isEmpty else {
                    throw ParseError(message: "--report takes FORMAT=PATH (for example sarif=viper-lint.sarif), not '\(value)'")
                }
                let format = String(value[..<equals])
                guard formats.contains(format) else {
                    throw ParseError(message: "--report format must be one of \(formats.joined(separator: "|")), not '\(format)'")
                }
                options.reports.append(ReportRequest(format: format, path: String(value[value.index(after: equals)...])))
            case "--config": options.configFile = value
            case "--baseline": options.baseline = value
            case "--write-baseline": options.writeBaseline = value
            case "--jobs":
                guard let jobs = Int(value), jobs > 0, jobs <= 512 else {
                    throw ParseError(message: "--jobs must be a whole number from 1 to 512, not '\(value)'")
                }
                options.jobs = jobs
            case "--stdin-path": options.stdinPath = value
            default: options.cachePath = value
            }
        }
        return options
    }
}
