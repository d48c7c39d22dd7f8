/// The arguments the SwiftPM plugins give `viper-lint`, as plain values. A plugin can depend on
/// no library target, so this one file is symlinked into both plugins and into
/// `Tests/PackagingTests`, where what the plugins pass is unit-tested without running SwiftPM.
enum LintInvocation {
    /// Options of `lint` and `modules` that take a value (the next argument, or `--flag=value`):
    /// what follows them is not a path. PackagingTests keeps this a superset of the CLI's list.
    static let valueFlags: Set<String> = ["--format", "--config", "--baseline", "--write-baseline", "--jobs",
                                          "--stdin-path", "--cache-path", "--report"]

    /// Every subcommand; a first argument that is none of these is part of an implicit `lint`.
    static let subcommands: Set<String> = ["lint", "modules", "rules", "explain", "init", "fix", "debug", "lsp",
                                           "help", "version", "completion", "--version", "--help", "-h"]

    /// Subcommands that read the project's files: they get the plugin's cache and, unless the
    /// user named paths, the targets' folders.
    static let projectSubcommands: Set<String> = ["lint", "modules", "fix"]

    /// The build-tool plugin's command for one target: exactly its Swift files, absolute paths
    /// (so Xcode and `swift build` link each finding to its file), no summary line, and the facts
    /// cache in the plugin's work directory (never in the source tree). Error-severity findings
    /// make `viper-lint` exit 1, which fails the build like a compiler error.
    static func buildTool(files: [String], cacheDirectory: String) -> [String] {
        ["lint", "--quiet", "--absolute-paths", "--cache-path", cacheDirectory] + files
    }

    /// Why the command plugin refuses to run a subcommand.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// `--target NAME` / `--target=NAME` (repeatable) taken out of the command plugin's arguments;
    /// the rest goes to `viper-lint` unchanged.
    static func extractTargets(_ arguments: [String]) -> (targets: [String], rest: [String]) {
        var targets: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            }
            if argument == "--target", index < arguments.count {
                targets.append(arguments[index])
                index += 1
            } else if argument.hasPrefix("--target=") {
                targets.append(String(argument.dropFirst("--target=".count)))
            } else {
                rest.append(argument)
            }
        }
        return (targets, rest)
    }

    /// The command plugin's `viper-lint` arguments: the user's, plus the plugin's cache folder
    /// (unless `--no-cache` or `--cache-path` is given) and `paths` (the targets' folders, unless
    /// the user named paths or `--stdin-path`). Subcommands that do not read the project pass
    /// through untouched; `init` and `fix` are refused because they write into the package,
    /// which the plugin never does (`fix --dry-run` only prints, so it runs).
    static func command(_ arguments: [String], paths: [String], cacheDirectory: String) throws(Refusal) -> [String] {
        let subcommand = arguments.first.flatMap { subcommands.contains($0) ? $0 : nil }
        if subcommand == "init" || (subcommand == "fix" && !arguments.contains("--dry-run")) {
            throw Refusal(description: "`viper-lint \(subcommand!)` writes into the package, which this plugin never does: "
                + "run `swift run viper-lint \(subcommand!)` (or the installed `viper-lint`) in the package instead")
        }
        if let subcommand, !projectSubcommands.contains(subcommand) { return arguments }
        let options = subcommand == nil ? arguments : Array(arguments.dropFirst())
        let (flags, named, hasSeparator) = splitPositionals(options)
        var result = subcommand.map { [$0] } ?? []
        result += flags
        if !flags.contains(where: { $0 == "--no-cache" || $0 == "--cache-path" || $0.hasPrefix("--cache-path=") }) {
            result += ["--cache-path", cacheDirectory]
        }
        let readsStdin = flags.contains { $0 == "--stdin-path" || $0.hasPrefix("--stdin-path=") }
        let chosen = named.isEmpty && !readsStdin ? paths : named
        if !chosen.isEmpty {
            // After `--` every argument is a path, even one that starts with `-`.
            result += hasSeparator || chosen.contains(where: { $0.hasPrefix("-") }) ? ["--"] + chosen : chosen
        }
        return result
    }

    /// Options (with their values) apart from positional paths, read the way the CLI reads them.
    private static func splitPositionals(_ arguments: [String]) -> (flags: [String], paths: [String], hasSeparator: Bool) {
        var flags: [String] = []
        var paths: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                paths += arguments[index...]
                return (flags, paths, true)
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                paths.append(argument)
                continue
            }
            flags.append(argument)
            if valueFlags.contains(argument), index < arguments.count {
                flags.append(arguments[index])
                index += 1
            }
        }
        return (flags, paths, false)
    }

    /// `path` relative to `base` when it lies inside it (so findings print as `Sources/App/...`),
    /// else `path` unchanged. Both are absolute; a trailing `/` on either is ignored.
    static func relative(_ path: String, to base: String) -> String {
        let trimmedBase = base.count > 1 && base.hasSuffix("/") ? String(base.dropLast()) : base
        let trimmedPath = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmedPath == trimmedBase { return "." }
        let prefix = trimmedBase == "/" ? "/" : trimmedBase + "/"
        return trimmedPath.hasPrefix(prefix) ? String(trimmedPath.dropFirst(prefix.count)) : trimmedPath
    }
}
