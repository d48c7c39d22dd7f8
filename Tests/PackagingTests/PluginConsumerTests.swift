import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintCLI

/// `Fixtures/PluginConsumer` is what `Tools/plugin-consumer-check.sh` builds with the build-tool
/// plugin (too slow for a unit test); these tests pin what that script relies on.
final class PluginConsumerTests: XCTestCase {
    /// The script expects exactly this one finding in the build output.
    func testTheConsumerHasExactlyThePlantedFinding() {
        let out = Locked("")
        let err = Locked("")
        let io = ToolIO(writeOut: { text in out.withLock { $0 += text } }, writeErr: { text in err.withLock { $0 += text } },
                        readStdin: { [] }, currentDirectory: repositoryRoot + "/Fixtures/PluginConsumer")
        let code = ViperLintCommand.run(["--no-cache", "--quiet", "Sources"], io: io)
        let findings = out.withLock { $0 }.split(separator: "\n").filter { !$0.contains(": note: ") }
        XCTAssertEqual(code, .findings, err.withLock { $0 })
        XCTAssertEqual(findings.count, 1, findings.joined(separator: "\n"))
        XCTAssertTrue(findings.first?.hasPrefix("Sources/GreetingFeature/GreetingPresenter.swift:5:9: error: ") == true, "\(findings)")
        XCTAssertTrue(findings.first?.hasSuffix("[weak-view-reference]") == true, "\(findings)")
    }

    /// The consumer names this package and its plugin the way a user's package would.
    func testTheConsumerAppliesThePluginThisPackageDeclares() throws {
        let root = try repositoryText("Package.swift")
        let consumer = try repositoryText("Fixtures/PluginConsumer/Package.swift")
        XCTAssertTrue(root.contains("name: \"viper-lint\","))
        XCTAssertTrue(root.contains(".plugin(name: \"ViperLintBuildToolPlugin\", targets: [\"ViperLintBuildToolPlugin\"])"))
        XCTAssertTrue(root.contains(".plugin(name: \"ViperLintCommandPlugin\", targets: [\"ViperLintCommandPlugin\"])"))
        // A path dependency's identity is its folder's name (a checkout may be called anything),
        // so the consumer names the package explicitly.
        XCTAssertTrue(consumer.contains(".package(name: \"viper-lint\", path: \"../..\")"))
        XCTAssertTrue(consumer.contains(".plugin(name: \"ViperLintBuildToolPlugin\", package: \"viper-lint\")"))
    }

    /// Both plugins compile the one tested argument builder, not copies of it.
    func testBothPluginsLinkTheSharedInvocationFile() throws {
        for plugin in ["ViperLintBuildToolPlugin", "ViperLintCommandPlugin"] {
            let link = repositoryRoot + "/Plugins/\(plugin)/LintInvocation.swift"
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "../Shared/LintInvocation.swift", plugin)
        }
        let plugin = try repositoryText("Plugins/ViperLintBuildToolPlugin/ViperLintBuildToolPlugin.swift")
        XCTAssertTrue(plugin.contains("arguments: LintInvocation.buildTool("))
        // A declared output that is not Swift would become a resource bundled into the target.
        XCTAssertTrue(plugin.contains("outputFiles: []"))
        XCTAssertTrue(plugin.contains("#if canImport(XcodeProjectPlugin)"))
    }
}
