import XCTest
@testable import ViperLintCLI

/// What the SwiftPM plugins pass to `viper-lint` (`LintInvocation.swift` is symlinked here from
/// `Plugins/Shared`, the file both plugins compile).
final class LintInvocationTests: XCTestCase {
    private let cache = "/work/.build/plugins/cache"

    func testBuildToolLintsTheFilesQuietlyWithAbsolutePathsAndTheWorkDirectoryCache() {
        XCTAssertEqual(LintInvocation.buildTool(files: ["/p/Sources/A/B.swift", "/p/Sources/A/C D.swift"], cacheDirectory: cache),
                       ["lint", "--quiet", "--absolute-paths", "--cache-path", cache, "/p/Sources/A/B.swift", "/p/Sources/A/C D.swift"])
    }

    func testImplicitLintGetsTheCacheAndTheTargetsAfterTheUsersOptions() throws {
        XCTAssertEqual(try LintInvocation.command(["--strict", "--format", "json"], paths: ["Sources/A", "Sources/B"], cacheDirectory: cache),
                       ["--strict", "--format", "json", "--cache-path", cache, "Sources/A", "Sources/B"])
        XCTAssertEqual(try LintInvocation.command([], paths: ["Sources/A"], cacheDirectory: cache), ["--cache-path", cache, "Sources/A"])
    }

    func testPathsNamedByTheUserReplaceTheTargets() throws {
        XCTAssertEqual(try LintInvocation.command(["Sources/A/LoginPresenter.swift", "--format=json", "--config", "lint.json"],
                                                  paths: ["Sources/A"], cacheDirectory: cache),
                       ["--format=json", "--config", "lint.json", "--cache-path", cache, "Sources/A/LoginPresenter.swift"])
        XCTAssertEqual(try LintInvocation.command(["lint", "--", "-odd.swift"], paths: ["Sources/A"], cacheDirectory: cache),
                       ["lint", "--cache-path", cache, "--", "-odd.swift"])
    }

    func testStdinPathLintsNoTargets() throws {
        XCTAssertEqual(try LintInvocation.command(["--stdin-path", "Sources/A/X.swift"], paths: ["Sources/A"], cacheDirectory: cache),
                       ["--stdin-path", "Sources/A/X.swift", "--cache-path", cache])
    }

    func testTheUsersCacheChoiceWins() throws {
        XCTAssertEqual(try LintInvocation.command(["--no-cache"], paths: ["S"], cacheDirectory: cache), ["--no-cache", "S"])
        XCTAssertEqual(try LintInvocation.command(["--cache-path=/tmp/c"], paths: ["S"], cacheDirectory: cache), ["--cache-path=/tmp/c", "S"])
        XCTAssertEqual(try LintInvocation.command(["modules", "--cache-path", "/tmp/c"], paths: ["S"], cacheDirectory: cache),
                       ["modules", "--cache-path", "/tmp/c", "S"])
    }

    func testModulesAndFixDryRunReadTheTargets() throws {
        XCTAssertEqual(try LintInvocation.command(["modules", "--format", "dot"], paths: ["Sources/A"], cacheDirectory: cache),
                       ["modules", "--format", "dot", "--cache-path", cache, "Sources/A"])
        XCTAssertEqual(try LintInvocation.command(["fix", "--dry-run"], paths: ["Sources/A"], cacheDirectory: cache),
                       ["fix", "--dry-run", "--cache-path", cache, "Sources/A"])
    }

    func testCommandsThatReadNoProjectPassThroughUntouched() throws {
        for arguments in [["rules"], ["rules", "--format", "json"], ["explain", "weak-view-reference"], ["version"], ["--version"],
                          ["help", "lint"], ["--help"], ["lsp"], ["completion", "zsh"], ["debug", "tokens", "A.swift"]] {
            XCTAssertEqual(try LintInvocation.command(arguments, paths: ["Sources/A"], cacheDirectory: cache), arguments)
        }
    }

    func testCommandsThatWriteIntoThePackageAreRefused() {
        for arguments in [["init"], ["fix"], ["fix", "Sources/A"]] {
            XCTAssertThrowsError(try LintInvocation.command(arguments, paths: ["Sources/A"], cacheDirectory: cache)) { error in
                XCTAssertEqual((error as? LintInvocation.Refusal)?.description,
                               "`viper-lint \(arguments[0])` writes into the package, which this plugin never does: "
                               + "run `swift run viper-lint \(arguments[0])` (or the installed `viper-lint`) in the package instead")
            }
        }
    }

    func testTargetOptionsAreTakenOutAndTheRestKeptInOrder() {
        let (targets, rest) = LintInvocation.extractTargets(["--target", "App", "--strict", "--target=Core", "Sources/X", "--", "--target", "Y"])
        XCTAssertEqual(targets, ["App", "Core"])
        XCTAssertEqual(rest, ["--strict", "Sources/X", "--", "--target", "Y"])
    }

    func testTargetFoldersAreShownRelativeToThePackage() {
        XCTAssertEqual(LintInvocation.relative("/p/kg/Sources/App", to: "/p/kg"), "Sources/App")
        XCTAssertEqual(LintInvocation.relative("/p/kg/Sources/App/", to: "/p/kg/"), "Sources/App")
        XCTAssertEqual(LintInvocation.relative("/p/kg", to: "/p/kg"), ".")
        XCTAssertEqual(LintInvocation.relative("/p/kg2/Sources", to: "/p/kg"), "/p/kg2/Sources")
        XCTAssertEqual(LintInvocation.relative("/Sources", to: "/"), "Sources")
    }

    /// A value flag the plugin does not know would make it take the flag's value for a path.
    func testThePluginKnowsEveryValueFlagAndCommandOfTheCLI() {
        XCTAssertEqual(CommandOptions.valueFlags.subtracting(LintInvocation.valueFlags), [])
        XCTAssertEqual(Set(CommandHelp.byCommand.keys).subtracting(LintInvocation.subcommands), [])
    }
}
