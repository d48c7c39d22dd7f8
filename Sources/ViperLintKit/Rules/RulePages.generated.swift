// Generated from Rules/*.md by RulePagesTests (VIPER_LINT_UPDATE_GOLDEN=1); do not edit.
enum RulePages {
    static let pages: [String: String] = [:]
}
