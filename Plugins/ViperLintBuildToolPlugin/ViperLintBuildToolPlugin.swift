import Foundation
import PackagePlugin

/// Lints a target's Swift files as part of its build; findings appear as compiler diagnostics
/// (`/abs/path/File.swift:12:9: error: ... [rule-id]`) in `swift build` and in Xcode's issue
/// navigator. Roles and modules still come from the whole project around the files.
///
/// The command declares no output files: SwiftPM treats a plugin's non-Swift outputs as resources
/// of the target, so a report file would be bundled into the product. It runs when its inputs
/// change (the target's Swift files, the tool) and after a failing run. The `.viper-lint.json`
/// files are not inputs: SwiftPM keeps the planned inputs, and a deleted configuration would
/// then fail every build with "missing inputs" until a clean build.
///
/// An error-severity finding makes `viper-lint` exit 1 and fails the build, as SwiftLint's plugin
/// does; a team that wants findings without a failing build sets the rules to `"severity":
/// "warning"` in `.viper-lint.json`.
@main
struct ViperLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target.sourceModule else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try lintCommand(tool: context.tool(named: "viper-lint").url, files: files,
                               workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
    }
}

extension ViperLintBuildToolPlugin {
    func lintCommand(tool: URL, files: [URL], workDirectory: URL, targetName: String) -> [Command] {
        guard !files.isEmpty else { return [] }
        let cache = workDirectory.appendingPathComponent("cache")
        return [.buildCommand(
            displayName: "viper-lint \(targetName)",
            executable: tool,
            arguments: LintInvocation.buildTool(files: files.map(\.path), cacheDirectory: cache.path),
            inputFiles: files,
            outputFiles: [])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for a target of an Xcode project (an app), applied under the target's
/// Build Phases > Run Build Tool Plug-ins.
extension ViperLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try lintCommand(tool: context.tool(named: "viper-lint").url, files: files,
                               workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
    }
}
#endif
