import ViperLintCore
import ViperLintRules
import ViperLintReporters

/// `viper-lint completion bash|zsh|fish`: completion scripts generated from the commands' help
/// texts, so a new option completes as soon as its help line exists.
package enum ShellCompletion {
    package static let shells = ["bash", "zsh", "fish"]

    /// One option as its help line states it.
    struct Option: Equatable {
        var flag: String
        /// `FORMAT`, `FILE`, `DIR`, `N`, `PATH`, `FORMAT=PATH`; nil for a switch.
        var value: String?
        var summary: String
    }

    /// Commands and what they do, in the order `help` shows them.
    static let commands: [(name: String, summary: String)] = [
        ("lint", "lint files and folders (the default command)"),
        ("modules", "print the modules, their parts and what is missing"),
        ("fix", "apply the safe fixes (weak references, class-bound protocols)"),
        ("rules", "list the rules, or print one rule's page"),
        ("explain", "print a rule's rationale, options and examples"),
        ("init", "write a starter .viper-lint.json at the project root"),
        ("debug", "print the tokenizer's or the fact extractor's output"),
        ("lsp", "serve the Language Server Protocol on standard input and output"),
        ("version", "print the version"),
        ("help", "print a command's options and the exit codes"),
        ("completion", "print a shell completion script"),
    ]

    /// The options listed in a command's help text (`  --flag VALUE   summary`).
    static func options(of command: String) -> [Option] {
        guard let help = CommandHelp.byCommand[command] else { return [] }
        var result: [Option] = []
        for line in help.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--"), trimmed.count < line.count else { continue }
            let words = trimmed.split(separator: " ", maxSplits: 1)
            let flag = String(words[0])
            let rest = words.count > 1 ? words[1] : ""
            var value: String?
            var summary = rest.drop { $0 == " " }
            // A value name is upper case and comes right after the flag, one space away.
            if let first = rest.first, first != " ",
               let name = rest.split(separator: " ").first, name.allSatisfy({ $0.isUppercase || $0 == "=" || $0 == "-" }) {
                value = String(name)
                summary = rest.dropFirst(name.count).drop { $0 == " " }
            }
            result.append(Option(flag: flag, value: value, summary: String(summary)))
        }
        return result
    }

    /// The values `--format` takes for a command.
    static func formats(of command: String) -> [String] {
        switch command {
        case "modules": return ["text", "json", "dot"]
        case "rules": return ["text", "json"]
        default: return ReporterRegistry.names
        }
    }

    static let optionCommands = ["lint", "modules", "fix", "rules", "lsp"]

    package static func script(for shell: String) -> String? {
        switch shell {
        case "bash": return bash()
        case "zsh": return zsh()
        case "fish": return fish()
        default: return nil
        }
    }

    private static func words(_ list: [String]) -> String { list.joined(separator: " ") }

    static func bash() -> String {
        let names = commands.map(\.name)
        var out = """
        # bash completion for viper-lint: eval "$(viper-lint completion bash)" in ~/.bashrc
        _viper_lint() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="" opts="" i
            [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD-1]}"
            for ((i = 1; i < COMP_CWORD; i++)); do
                case "${COMP_WORDS[i]}" in
                    \(names.joined(separator: "|"))) command="${COMP_WORDS[i]}"; break ;;
                esac
            done
            case "$command" in

        """
        for command in optionCommands {
            let flags = options(of: command).map(\.flag)
            out += "        \(command == "lint" ? "lint|\"\"" : command)) opts=\"\(words(flags))\" ;;\n"
        }
        out += """
            esac
            case "$prev" in
                --format)
                    case "$command" in

        """
        for command in ["modules", "rules"] {
            out += "                \(command)) COMPREPLY=($(compgen -W \"\(words(formats(of: command)))\" -- \"$cur\")) ;;\n"
        }
        out += """
                        *) COMPREPLY=($(compgen -W "\(words(formats(of: "lint")))" -- "$cur")) ;;
                    esac
                    return ;;
                --report)
                    COMPREPLY=($(compgen -W "\(words(formats(of: "lint").map { $0 + "=" }))" -- "$cur"))
                    compopt -o nospace 2>/dev/null
                    return ;;
                --config|--baseline|--write-baseline|--stdin-path)
                    COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --cache-path)
                    COMPREPLY=($(compgen -d -- "$cur")); return ;;
                --jobs)
                    return ;;
            esac
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "$opts --help" -- "$cur"))
                return
            fi
            case "$command" in
                "") COMPREPLY=($(compgen -W "\(words(names))" -- "$cur") $(compgen -f -- "$cur")) ;;
                explain|rules) COMPREPLY=($(compgen -W "\(words(RuleRegistry.all.map(\.description.id)))" -- "$cur")) ;;
                help) COMPREPLY=($(compgen -W "\(words(names))" -- "$cur")) ;;
                completion) COMPREPLY=($(compgen -W "\(words(shells))" -- "$cur")) ;;
                debug) COMPREPLY=($(compgen -W "tokens facts" -- "$cur") $(compgen -f -- "$cur")) ;;
                init|version) ;;
                *) COMPREPLY=($(compgen -f -- "$cur")) ;;
            esac
        }
        complete -o filenames -F _viper_lint viper-lint

        """
        return out
    }

    /// A zsh `_arguments` spec for an option: `--format[summary]:format:(a b)`.
    private static func zshSpec(_ option: Option, command: String) -> String {
        let summary = option.summary.replacingAll("'", with: "'\\''")
            .replacingAll("[", with: "(").replacingAll("]", with: ")")
            .replacingAll(":", with: "\\:")
        let repeatable = option.flag == "--report" ? "*" : ""
        guard let value = option.value else { return "'\(option.flag)[\(summary)]'" }
        let action: String
        switch value {
        case "FORMAT": action = "(\(words(formats(of: command))))"
        case "FORMAT=PATH": action = "(\(words(formats(of: command).map { $0 + "=" })))"
        case "DIR": action = "_files -/"
        case "N": action = " "
        default: action = "_files"
        }
        return "'\(repeatable)\(option.flag)[\(summary)]:\(value.lowercased()):\(action)'"
    }

    static func zsh() -> String {
        var out = """
        #compdef viper-lint
        # zsh completion for viper-lint: viper-lint completion zsh > "${fpath[1]}/_viper-lint"
        _viper_lint() {
            local -a commands
            commands=(

        """
        for command in commands {
            out += "        '\(command.name):\(command.summary.replacingAll("'", with: "'\\''"))'\n"
        }
        out += """
            )
            local command="lint"
            if (( CURRENT > 2 )) && (( ${commands[(I)${words[2]}:*]} )); then
                command="${words[2]}"
                shift words
                (( CURRENT-- ))
            elif (( CURRENT == 2 )) && [[ "${words[CURRENT]}" != -* ]]; then
                _describe -t commands 'viper-lint command' commands
                _files
                return
            fi
            case "$command" in

        """
        for command in optionCommands {
            let specs = options(of: command).map { zshSpec($0, command: command) }
            let operand = command == "rules" ? "'*:rule:(\(words(RuleRegistry.all.map(\.description.id))))'" : "'*:path:_files'"
            out += "        \(command)) _arguments -s \(specs.joined(separator: " ")) \(operand) ;;\n"
        }
        out += """
                explain) _arguments '1:rule:(\(words(RuleRegistry.all.map(\.description.id))))' ;;
                help) _arguments '1:command:(\(words(commands.map(\.name))))' ;;
                completion) _arguments '1:shell:(\(words(shells)))' ;;
                debug) _arguments '1:what:(tokens facts)' '*:file:_files' ;;
            esac
        }
        _viper_lint "$@"

        """
        return out
    }

    static func fish() -> String {
        let names = commands.map(\.name)
        var out = """
        # fish completion for viper-lint: viper-lint completion fish > ~/.config/fish/completions/viper-lint.fish
        complete -c viper-lint -f
        complete -c viper-lint -n '__fish_use_subcommand' -F

        """
        for command in commands {
            out += "complete -c viper-lint -n '__fish_use_subcommand' -a \(command.name) -d '\(command.summary.replacingAll("'", with: "\\'"))'\n"
        }
        for command in optionCommands {
            let condition = command == "lint"
                ? "not __fish_seen_subcommand_from \(words(names.filter { $0 != "lint" }))"
                : "__fish_seen_subcommand_from \(command)"
            if command != "rules" { out += "complete -c viper-lint -n '\(condition)' -F\n" }
            for option in options(of: command) {
                let summary = option.summary.replacingAll("'", with: "\\'")
                var line = "complete -c viper-lint -n '\(condition)' -l \(option.flag.dropFirst(2))"
                switch option.value {
                case "FORMAT"?: line += " -x -a '\(words(formats(of: command)))'"
                case "FORMAT=PATH"?: line += " -x -a '\(words(formats(of: command).map { $0 + "=" }))'"
                case "N"?: line += " -x"
                case "DIR"?: line += " -x -a '(__fish_complete_directories)'"
                case .some: line += " -r -F"
                case nil: break
                }
                out += line + " -d '\(summary)'\n"
            }
        }
        let ids = words(RuleRegistry.all.map(\.description.id))
        out += """
        complete -c viper-lint -n '__fish_seen_subcommand_from explain rules' -a '\(ids)'
        complete -c viper-lint -n '__fish_seen_subcommand_from help' -a '\(words(names))'
        complete -c viper-lint -n '__fish_seen_subcommand_from completion' -a '\(words(shells))'
        complete -c viper-lint -n '__fish_seen_subcommand_from debug' -a 'tokens facts' -F

        """
        return out
    }
}
