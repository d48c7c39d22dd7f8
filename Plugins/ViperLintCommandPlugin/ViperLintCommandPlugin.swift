import Foundation
import PackagePlugin

/// `swift package viper-lint [--target NAME ...] [viper-lint arguments]`: lints the package's
/// Swift targets (or the named ones) from the package folder, so findings print with paths like
/// `Sources/App/LoginPresenter.swift`. Every other argument goes to `viper-lint` as it is
/// (`--format json`, `--strict`, `modules`, `rules`, paths of your own instead of the targets).
/// The facts cache lives in the plugin's work directory under `.build/`.
@main
struct ViperLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let (targetNames, rest) = LintInvocation.extractTargets(arguments)
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let packageFolder = context.package.directoryURL.path
        let paths = targets.compactMap { target -> String? in
            // Swift targets only (`Target.directoryURL` needs tools-version 6.1; this package says 6.0).
            guard let module = target as? SwiftSourceModuleTarget else {
                if !targetNames.isEmpty { Diagnostics.warning("target '\(target.name)' has no Swift sources; skipping it") }
                return nil
            }
            return LintInvocation.relative(module.directoryURL.path, to: packageFolder)
        }
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("cache").path
        let toolArguments: [String]
        do {
            toolArguments = try LintInvocation.command(rest, paths: paths, cacheDirectory: cache)
        } catch {
            Diagnostics.error(error.description)
            return
        }

        let process = Process()
        process.executableURL = try context.tool(named: "viper-lint").url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // The findings are already on the terminal; a failing run must fail `swift package` too.
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("viper-lint was killed by signal \(process.terminationStatus)")
        } else if process.terminationStatus != 0 {
            Diagnostics.error("viper-lint exited with \(process.terminationStatus)"
                + (process.terminationStatus == 1 ? " (failing findings)" : " (usage, configuration or I/O problem)"))
        }
    }
}
