import ViperLintCore

/// `viper-lint help [COMMAND]` and `COMMAND --help`: one line per option with what it does, and
/// the exit codes. The text lives here once; each command's parser accepts the same options.
package enum CommandHelp {
    static let exitCodes = """
    exit codes:
      0  linted; no error-severity finding (with --strict: no finding at all)
      1  linted; at least one failing finding (or stale baseline entries with --strict-baseline)
      2  usage, configuration or I/O problem (bad flag, bad config, missing path, unreadable file,
         a named folder with no Swift file); every readable file is still linted and reported
    """

    static let lint = """
    usage: viper-lint [lint] [PATH ...] [options]
    Lints the Swift files under each PATH (default: the current folder); roles and modules come
    from the whole project around them.
      --format FORMAT        text (default), json, sarif, checkstyle, junit, github or summary
      --report FORMAT=PATH   also write a report in FORMAT to PATH (repeatable)
      --config FILE          use this configuration instead of the .viper-lint.json files found
      --baseline FILE        hide the findings recorded in FILE (matched by rule, file and symbol)
      --write-baseline FILE  record the current findings in FILE and exit 0
      --strict-baseline      fail when baseline entries no longer match any finding
      --strict               warnings fail the run too
      --quiet                no summary line on standard error
      --jobs N               use at most N threads in every stage (default: all cores)
      --stdin-path PATH      lint standard input as if it were the file PATH, in its project
      --no-cache             do not read or write the facts cache
      --cache-path DIR       keep the facts cache in DIR
      --absolute-paths       print absolute file paths
    """

    static let modules = """
    usage: viper-lint modules [PATH ...] [options]
    Prints the modules the linter found, each part with its role and evidence, what is missing,
    and the types set aside as unconnected (a role by name or folder only).
      --format FORMAT   text (default), json or dot
      --config FILE     use this configuration instead of the .viper-lint.json files found
      --jobs N          use at most N threads
      --no-cache        do not read or write the facts cache
      --cache-path DIR  keep the facts cache in DIR
    """

    static let fix = """
    usage: viper-lint fix [PATH ...] [options]
    Applies the safe fixes to the files under each PATH (default: the current folder): makes
    strong and unowned view and output references weak (weak-view-reference,
    weak-output-reference) and, where needed, their project protocol class-bound (`: AnyObject`).
    Prints what remains; a finding no safe edit fixes gets a "not fixable automatically" note.
      --dry-run         print the changes as a unified diff (for git apply) and write nothing
      --config FILE     use this configuration instead of the .viper-lint.json files found
      --quiet           no summary line on standard error
      --jobs N          use at most N threads in every stage (default: all cores)
      --no-cache        do not read or write the facts cache
      --cache-path DIR  keep the facts cache in DIR
    """

    static let fixExitCodes = """
    exit codes:
      0  nothing (more) to fix and no error-severity finding remains
      1  error-severity findings remain (with --dry-run: also when something would be fixed)
      2  usage, configuration or I/O problem (bad flag, bad config, missing path, unreadable file);
         then no file is changed
    """

    static let rules = """
    usage: viper-lint rules [RULE-ID] [options]
    Lists every rule: id, severity in force, enabled, summary. With a RULE-ID, prints that rule's page.
      --format FORMAT  text (default) or json
      --config FILE    show severities from this configuration
    """

    static let explain = """
    usage: viper-lint explain RULE-ID
    Prints a rule's page: rationale, options, triggering and non-triggering examples.
    """

    static let initialize = """
    usage: viper-lint init
    Writes a starter .viper-lint.json for this project (never overwrites one).
    """

    static let debug = """
    usage: viper-lint debug tokens|facts [--stats] FILE|FOLDER ...
    Prints the tokenizer's or the fact extractor's output (for bug reports and development).
    With --stats, one line of timings instead (facts: reading, tokenizing and extracting apart).
    """

    static let lsp = """
    usage: viper-lint lsp [options]
    Serves the Language Server Protocol (3.17) on standard input and output for an editor:
    diagnostics for every file of the workspace as you type, roles and modules from the whole
    project, configuration reloaded when a .viper-lint.json changes. Exits 0 after the client's
    shutdown and exit, 1 when the client goes away without them.
      --config FILE     use this configuration instead of the .viper-lint.json files found
      --jobs N          use at most N threads when a whole project is read
      --no-cache        do not read or write the facts cache
      --cache-path DIR  keep the facts cache in DIR
    """

    static let completion = """
    usage: viper-lint completion bash|zsh|fish
    Prints a completion script for the shell:
      bash: eval "$(viper-lint completion bash)" in ~/.bashrc
      zsh:  viper-lint completion zsh > "${fpath[1]}/_viper-lint"
      fish: viper-lint completion fish > ~/.config/fish/completions/viper-lint.fish
    """

    static let version = """
    usage: viper-lint version | --version
    Prints the version.
    """

    static let byCommand: [String: String] = [
        "lint": lint, "modules": modules, "fix": fix, "rules": rules, "explain": explain, "init": initialize,
        "debug": debug, "version": version, "completion": completion, "lsp": lsp,
    ]

    /// Help for a command, or the overview; nil for an unknown command.
    static func text(for command: String?) -> String? {
        guard let command else { return ViperLintCommand.usage + "\n\n" + exitCodes + "\n" }
        guard let body = byCommand[command] else { return nil }
        return body + "\n\n" + (command == "fix" ? fixExitCodes : exitCodes) + "\n"
    }

    static func isHelpFlag(_ argument: String) -> Bool { argument == "--help" || argument == "-h" }
}
