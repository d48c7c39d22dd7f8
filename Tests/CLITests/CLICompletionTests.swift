import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintCLI
import ViperLintTestSupport

/// `viper-lint completion SHELL`: scripts generated from the help texts, checked by the shells.
final class CLICompletionTests: XCTestCase {
    private func script(_ shell: String) throws -> String {
        let result = runCLI(["completion", shell], in: "/")
        XCTAssertEqual(result.exit, .clean, shell)
        XCTAssertEqual(result.err, "")
        return result.out
    }

    func testEveryOptionOfEveryCommandIsInEveryScript() throws {
        let lintFlags = ShellCompletion.options(of: "lint").map(\.flag)
        XCTAssertTrue(lintFlags.contains("--report") && lintFlags.contains("--stdin-path") && lintFlags.count >= 13, "\(lintFlags)")
        XCTAssertEqual(ShellCompletion.options(of: "lint").first { $0.flag == "--report" }?.value, "FORMAT=PATH")
        XCTAssertEqual(ShellCompletion.options(of: "lint").first { $0.flag == "--quiet" }?.value, nil)
        for shell in ShellCompletion.shells {
            let text = try script(shell)
            for command in ShellCompletion.optionCommands {
                for option in ShellCompletion.options(of: command) {
                    let spelled = shell == "fish" ? "-l " + option.flag.dropFirst(2) : option.flag
                    XCTAssertTrue(text.contains(spelled), "\(shell) lacks \(command) \(option.flag)")
                }
            }
        }
    }

    func testAnUnknownShellIsAUsageError() {
        let result = runCLI(["completion", "tcsh"], in: "/")
        XCTAssertEqual(result.exit, .usageOrIO)
        XCTAssertEqual(result.err, "viper-lint completion: name one shell: bash, zsh, fish\n")
        XCTAssertEqual(runCLI(["completion"], in: "/").exit, .usageOrIO)
        XCTAssertEqual(runCLI(["completion", "--help"], in: "/").exit, .clean)
    }

    /// Runs `shell ARGS` with `input` as a script file; nil when the shell is not installed.
    private func run(_ shell: String, _ arguments: [String], script: String) throws -> (status: Int32, out: String)? {
        guard let path = ["/bin/", "/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map({ $0 + shell })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let folder = try TemporaryFolder(self)
        let file = try folder.write("completion." + shell, script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments.map { $0.replacingOccurrences(of: "SCRIPT", with: file) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testTheBashScriptCompletesOptionsValuesAndCommands() throws {
        let probe = """
        source SCRIPT
        COMP_WORDS=(viper-lint modules --for); COMP_CWORD=2; _viper_lint; echo "1:${COMPREPLY[*]}"
        COMP_WORDS=(viper-lint modules --format ""); COMP_CWORD=3; _viper_lint; echo "2:${COMPREPLY[*]}"
        COMP_WORDS=(viper-lint --report s); COMP_CWORD=2; _viper_lint; echo "3:${COMPREPLY[*]}"
        COMP_WORDS=(viper-lint explain weak-v); COMP_CWORD=2; _viper_lint; echo "4:${COMPREPLY[*]}"
        """
        guard let result = try run("bash", ["-c", probe], script: try script("bash")) else { throw XCTSkip("bash is not installed") }
        XCTAssertEqual(result.status, 0, result.out)
        XCTAssertEqual(result.out.split(separator: "\n").map(String.init), [
            "1:--format", "2:text json dot", "3:sarif= summary=", "4:weak-view-reference",
        ])
    }

    func testTheZshAndFishScriptsParse() throws {
        var checked = 0
        if let zsh = try run("zsh", ["-n", "SCRIPT"], script: try script("zsh")) {
            XCTAssertEqual(zsh.status, 0, zsh.out)
            checked += 1
        }
        if let fish = try run("fish", ["-c", "source SCRIPT; complete -C 'viper-lint modules --format '"], script: try script("fish")) {
            XCTAssertEqual(fish.status, 0, fish.out)
            XCTAssertEqual(fish.out.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }, ["dot", "json", "text"])
            checked += 1
        }
        if checked == 0 { throw XCTSkip("neither zsh nor fish is installed") }
    }
}
