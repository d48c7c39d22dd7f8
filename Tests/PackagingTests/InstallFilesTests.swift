import Foundation
import XCTest

/// The files that install and hook up viper-lint elsewhere: `.pre-commit-hooks.yaml`,
/// `action.yml`, the `Makefile` and README's git hook, checked without the network or a build.
final class InstallFilesTests: XCTestCase {
    /// Each hook as `key: value` pairs (the file is a flat YAML list; comments skipped).
    private func preCommitHooks() throws -> [[String: String]] {
        var hooks: [[String: String]] = []
        for line in try repositoryText(".pre-commit-hooks.yaml").split(separator: "\n") where !line.hasPrefix("#") {
            let entry = line.hasPrefix("- ") ? line.dropFirst(2) : line.drop { $0 == " " }
            if line.hasPrefix("- ") { hooks.append([:]) }
            guard let colon = entry.firstIndex(of: ":"), !hooks.isEmpty else { continue }
            hooks[hooks.count - 1][String(entry[..<colon])] = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return hooks
    }

    func testPreCommitHooksRunThePackagesExecutableOnStagedSwiftFiles() throws {
        let hooks = try preCommitHooks()
        XCTAssertEqual(hooks.map { $0["id"] }, ["viper-lint", "viper-lint-system"])
        XCTAssertEqual(hooks.map { $0["language"] }, ["swift", "system"])
        let package = try repositoryText("Package.swift")
        for hook in hooks {
            let entry = try XCTUnwrap(hook["entry"])
            // pre-commit's `swift` language builds the package and puts its products on PATH.
            XCTAssertTrue(package.contains(".executable(name: \"\(entry)\""), "entry \(entry) is no executable product")
            XCTAssertEqual(hook["types"], "[swift]")
            XCTAssertEqual(hook["pass_filenames"], "true")
            XCTAssertEqual(hook["require_serial"], "true", "each run reads the whole project: one at a time")
            XCTAssertEqual(hook["args"], "[--quiet]")
        }
    }

    func testActionInstallsFromItsOwnCheckoutAndWritesSARIF() throws {
        let action = try repositoryText("action.yml")
        XCTAssertTrue(action.contains("using: composite"))
        XCTAssertTrue(action.contains("make -C \"$GITHUB_ACTION_PATH\" install PREFIX=\"$RUNNER_TEMP/viper-lint\""))
        XCTAssertTrue(action.contains("--format github"))
        XCTAssertTrue(action.contains("--report \"sarif=$VIPER_LINT_SARIF\""))
        // Inputs reach the script through the environment only (no `${{ inputs.* }}` in `run:`).
        let runBlocks = action.components(separatedBy: "run: |").dropFirst().map { $0.components(separatedBy: "- name:")[0] }
        XCTAssertEqual(runBlocks.count, 2)
        for block in runBlocks { XCTAssertFalse(block.contains("${{"), block) }
    }

    /// `make -n` prints what `install` and `uninstall` would run, without building.
    func testMakeInstallHonoursPrefixAndDestdir() throws {
        guard let make = ["/usr/bin/make", "/usr/local/bin/make", "/bin/make"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("no make")
        }
        let install = try run(make, ["-n", "-C", repositoryRoot, "install", "PREFIX=/opt/vl", "DESTDIR=/stage"])
        XCTAssertEqual(install.status, 0, install.output)
        XCTAssertTrue(install.output.contains("install -d \"/stage/opt/vl/bin\""), install.output)
        XCTAssertTrue(install.output.contains("\"/stage/opt/vl/bin/viper-lint\""), install.output)
        #if os(Linux)
        XCTAssertTrue(install.output.contains("swift build -c release --static-swift-stdlib"), install.output)
        #else
        XCTAssertTrue(install.output.contains("swift build -c release --arch arm64 --arch x86_64"), install.output)
        #endif
        let uninstall = try run(make, ["-n", "-C", repositoryRoot, "uninstall", "PREFIX=/opt/vl", "DESTDIR=/stage"])
        XCTAssertTrue(uninstall.output.contains("rm -f \"/stage/opt/vl/bin/viper-lint\""), uninstall.output)
    }

    /// README's plain git hook, run in a scratch repository with a `viper-lint` stub that records
    /// its arguments: nothing staged lints nothing, odd paths arrive whole, a failing lint fails it.
    func testReadmeGitHookLintsExactlyTheStagedSwiftFiles() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("no git") }
        let readme = try repositoryText("README.md")
        let blocks = readme.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let hook = try XCTUnwrap(blocks.first { $0.hasPrefix("#!/bin/sh") && $0.contains("git diff --cached") }, "README has no git hook")
        // `xargs -r` is GNU-only; BSD and macOS xargs have no such flag.
        let commands = hook.split(separator: "\n").filter { !$0.hasPrefix("#") }
        XCTAssertFalse(commands.contains { $0.contains("xargs -0 -r") || $0.contains("xargs -r") }, hook)

        let folder = NSTemporaryDirectory() + "viper-lint-hook-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try fileManager.createDirectory(atPath: folder + "/repo", withIntermediateDirectories: true)
        let log = folder + "/calls"
        try "#!/bin/sh\nfor a in \"$@\"; do printf '[%s]' \"$a\" >> '\(log)'; done\necho >> '\(log)'\nexit ${STUB_EXIT:-0}\n"
            .write(toFile: folder + "/bin/viper-lint", atomically: true, encoding: .utf8)
        try hook.write(toFile: folder + "/hook", atomically: true, encoding: .utf8)
        for script in ["/bin/viper-lint", "/hook"] { XCTAssertEqual(chmod(folder + script, 0o755), 0) }
        let repo = folder + "/repo"
        let environment = ["PATH": folder + "/bin:/usr/bin:/bin", "HOME": folder, "GIT_CONFIG_NOSYSTEM": "1"]
        _ = try run("/usr/bin/git", ["init", "-q", repo], environment: environment)

        let empty = try run(folder + "/hook", [], in: repo, environment: environment)
        XCTAssertEqual(empty.status, 0, empty.output)
        XCTAssertFalse(fileManager.fileExists(atPath: log), "nothing staged must not run viper-lint")

        try fileManager.createDirectory(atPath: repo + "/Sub dir", withIntermediateDirectories: true)
        for name in ["Sub dir/It's \"odd\".swift", "notes.txt", "Plain.swift"] {
            try "".write(toFile: repo + "/" + name, atomically: true, encoding: .utf8)
        }
        _ = try run("/usr/bin/git", ["add", "."], in: repo, environment: environment)
        let staged = try run(folder + "/hook", [], in: repo, environment: environment)
        XCTAssertEqual(staged.status, 0, staged.output)
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "[--quiet][Plain.swift][Sub dir/It's \"odd\".swift]\n")

        var failing = environment
        failing["STUB_EXIT"] = "1"
        XCTAssertNotEqual(try run(folder + "/hook", [], in: repo, environment: failing).status, 0)
    }

    private func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                     environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
