// swift-tools-version:6.0
import PackageDescription

// The product has no package dependencies on purpose: it must build anywhere a Swift toolchain
// does. Tooling that needs swift-syntax lives in its own package under Tools/.
//
// One target per pipeline stage, dependencies one way (the compiler enforces it):
//   Core ← Tokenizer ← Facts ← Model ← Rules ← Engine ← Fixes ← CLI ← viper-lint
//   Core ← Config ← Model;  Core ← Reporters ← Engine;  Engine ← LanguageServer ← CLI
let package = Package(
    name: "viper-lint",
    products: [
        .executable(name: "viper-lint", targets: ["viper-lint"]),
        // `swift package viper-lint` and the per-target build step; README "Install" shows both.
        .plugin(name: "ViperLintCommandPlugin", targets: ["ViperLintCommandPlugin"]),
        .plugin(name: "ViperLintBuildToolPlugin", targets: ["ViperLintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "ViperLintCore", path: "Sources/Core"),
        .target(name: "ViperLintTokenizer", dependencies: ["ViperLintCore"], path: "Sources/Tokenizer"),
        .target(name: "ViperLintFacts", dependencies: ["ViperLintTokenizer"], path: "Sources/Facts"),
        .target(name: "ViperLintConfig", dependencies: ["ViperLintCore"], path: "Sources/Config"),
        .target(name: "ViperLintModel", dependencies: ["ViperLintFacts", "ViperLintConfig"], path: "Sources/Model"),
        .target(name: "ViperLintRules", dependencies: ["ViperLintModel"], path: "Sources/Rules"),
        .target(name: "ViperLintReporters", dependencies: ["ViperLintCore"], path: "Sources/Reporters"),
        .target(name: "ViperLintEngine", dependencies: ["ViperLintRules", "ViperLintReporters"], path: "Sources/Engine"),
        // Edits that fix findings, as plain values (the CLI's `fix` and an editor's code actions).
        .target(name: "ViperLintFixes", dependencies: ["ViperLintEngine"], path: "Sources/Fixes"),
        // `viper-lint lsp`: the Language Server Protocol over an incremental engine.
        .target(name: "ViperLintLanguageServer", dependencies: ["ViperLintEngine"], path: "Sources/LanguageServer"),
        .target(name: "ViperLintCLI", dependencies: ["ViperLintEngine", "ViperLintFixes", "ViperLintLanguageServer"], path: "Sources/CLI"),
        .executableTarget(name: "viper-lint", dependencies: ["ViperLintCLI"], path: "Sources/viper-lint"),
        // Both plugins run the executable above; Plugins/Shared/LintInvocation.swift (symlinked
        // into each, and into PackagingTests) builds their arguments.
        .plugin(name: "ViperLintCommandPlugin",
                capability: .command(intent: .custom(verb: "viper-lint",
                                                     description: "Lint the package's Swift targets for VIPER architecture rules")),
                dependencies: ["viper-lint"], path: "Plugins/ViperLintCommandPlugin"),
        .plugin(name: "ViperLintBuildToolPlugin", capability: .buildTool(),
                dependencies: ["viper-lint"], path: "Plugins/ViperLintBuildToolPlugin"),
        // Tests: one target per stage, so a change in a stage rebuilds and runs only what depends on it.
        .target(name: "ViperLintTestSupport", dependencies: ["ViperLintFacts"], path: "Tests/Support"),
        .testTarget(name: "TokenizerTests", dependencies: ["ViperLintTokenizer", "ViperLintTestSupport"]),
        .testTarget(name: "FactsTests", dependencies: ["ViperLintFacts", "ViperLintTestSupport"]),
        .testTarget(name: "ConfigTests", dependencies: ["ViperLintConfig", "ViperLintTestSupport"]),
        .testTarget(name: "ModelTests", dependencies: ["ViperLintModel", "ViperLintTestSupport"]),
        .testTarget(name: "RulesTests", dependencies: ["ViperLintEngine", "ViperLintFixes", "ViperLintTestSupport"]),
        .testTarget(name: "ReportersTests", dependencies: ["ViperLintReporters", "ViperLintTestSupport"]),
        .testTarget(name: "EngineTests", dependencies: ["ViperLintEngine", "ViperLintTestSupport"]),
        .testTarget(name: "FixesTests", dependencies: ["ViperLintFixes", "ViperLintTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["ViperLintCLI", "ViperLintTestSupport"]),
        // The plugins' arguments and the install, hook and action files.
        .testTarget(name: "PackagingTests", dependencies: ["ViperLintCLI", "ViperLintCore"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["ViperLintLanguageServer", "ViperLintCLI", "ViperLintTestSupport"]),
    ]
)
