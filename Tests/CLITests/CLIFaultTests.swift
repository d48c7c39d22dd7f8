import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintEngine
@testable import ViperLintCLI
import ViperLintTestSupport

/// A project of `count` one-file modules, each with two error findings (no builder, strong
/// view): about 700 bytes of text output per module.
func writeManyModules(into root: TemporaryFolder, count: Int, folder: String = "Modules") throws {
    for index in 0..<count {
        let name = "Feature\(index)"
        try root.write("\(folder)/\(name)/\(name).swift", """
            protocol \(name)ViewInput: AnyObject {}
            final class \(name)ViewController: UIViewController, \(name)ViewInput { var presenter: \(name)Presenter? }
            final class \(name)Presenter {
                var view: \(name)ViewInput?
                var interactor: \(name)Interactor?
                var router: \(name)Router?
            }
            final class \(name)Interactor { weak var output: \(name)Presenter? }
            final class \(name)Router { weak var viewController: \(name)ViewController? }

            """)
    }
}

/// Faults the tool must survive with nothing lost: a broken cache never changes findings or
/// fails a run, a reader that goes away ends it cleanly, odd files are problems (exit 2) while
/// every other file is still reported, and runs at the same time do not disturb each other.
final class CLIFaultTests: XCTestCase {
    private var isRoot: Bool { geteuid() == 0 }

    /// The run with `cacheArguments` gives exactly what `--no-cache` gives: output, summary, exit;
    /// at most a warning about the cache (PRODUCT.md: an unusable cache is a warning, never a failure).
    private func assertLikeNoCache(_ cacheArguments: [String], in directory: String, _ message: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let expected = runCLI(["--no-cache"], in: directory)
        let actual = runCLI(cacheArguments, in: directory)
        XCTAssertEqual(actual.exit, expected.exit, message, file: file, line: line)
        XCTAssertEqual(actual.out, expected.out, message, file: file, line: line)
        let warnings = actual.errLines.filter { $0.hasPrefix("viper-lint: warning: ") }
        XCTAssertLessThanOrEqual(warnings.count, 1, message, file: file, line: line)
        XCTAssertTrue(warnings.allSatisfy { $0.contains("cache") }, "\(message): \(warnings)", file: file, line: line)
        XCTAssertEqual(actual.errLines.filter { !$0.hasPrefix("viper-lint: warning: ") }, expected.errLines,
                       "\(message): nothing but a cache warning", file: file, line: line)
        XCTAssertFalse(expected.out.isEmpty, "the project has findings", file: file, line: line)
    }

    // MARK: - The cache folder

    /// A cache path below a regular file: creating the folder fails for every user, root too.
    func testCacheFolderThatCannotBeCreatedLintsLikeNoCache() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write("blocker", "a regular file, so nothing can be created below it")
        let cache = root.path + "/blocker/cache"
        for run in ["cold", "again"] {
            assertLikeNoCache(["--cache-path", cache], in: root.path, "\(run) run, cache below a regular file")
        }
        XCTAssertEqual(FileSystemCalls.linkKind(root.path + "/blocker"), .success(.file))
    }

    /// chmod 0500: no new file in the folder. Root writes there anyway, so the test is skipped
    /// for root: the folder-below-a-file test above makes every write fail for root too.
    func testReadOnlyCacheFolderLintsLikeNoCache() throws {
        if isRoot { throw XCTSkip("running as root: chmod 0500 does not stop root from writing (see the folder-below-a-file test)") }
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.makeFolder("cache")
        XCTAssertEqual(chmod(root.path + "/cache", 0o500), 0)
        defer { chmod(root.path + "/cache", 0o755) }
        assertLikeNoCache(["--cache-path", root.path + "/cache"], in: root.path, "read-only cache folder")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path + "/cache"), [])
    }

    /// A read-only cache folder holding a pack from an earlier run: the pack is read (the run is
    /// warm) even though it cannot be replaced.
    func testReadOnlyCacheFolderWithAPackIsStillUsed() throws {
        if isRoot { throw XCTSkip("running as root: chmod 0500 does not stop root from writing") }
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let cache = root.path + "/cache"
        _ = runCLI(["--cache-path", cache], in: root.path)
        try root.write("Login/LoginExtra.swift", "struct LoginExtra {}\n")
        XCTAssertEqual(chmod(cache, 0o500), 0)
        defer { chmod(cache, 0o755) }
        assertLikeNoCache(["--cache-path", cache], in: root.path, "read-only folder with a pack")
    }

    /// The cache path names a regular file (a stale file, a typo).
    func testFileWhereTheCacheFolderShouldBeLintsLikeNoCache() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.write("cache", "not a folder")
        for run in ["cold", "again"] {
            assertLikeNoCache(["--cache-path", root.path + "/cache"], in: root.path, "\(run) run, cache path is a file")
        }
        XCTAssertEqual(try String(contentsOfFile: root.path + "/cache", encoding: .utf8), "not a folder", "left alone")
    }

    /// Where the pack should be there is a folder, or a FIFO (a read would wait for a writer
    /// forever): ignored, never a hang.
    func testPackThatIsAFolderOrAFIFOLintsLikeNoCache() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.makeFolder("folder-cache/" + FactsCache.packName)
        assertLikeNoCache(["--cache-path", root.path + "/folder-cache"], in: root.path, "pack is a folder")
        try root.makeFolder("fifo-cache")
        XCTAssertEqual(mkfifo(root.path + "/fifo-cache/" + FactsCache.packName, 0o644), 0)
        assertLikeNoCache(["--cache-path", root.path + "/fifo-cache"], in: root.path, "pack is a FIFO")
    }

    /// What a run killed while writing the cache can leave: a stray temporary pack (written
    /// half), a pack cut short, a pack whose tail is garbage. The next run is right, and a
    /// temporary old enough to be abandoned is removed when the pack is written again.
    func testLeftoversOfARunKilledWhileWritingTheCacheAreHarmless() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let cache = root.path + "/cache"
        let pack = cache + "/" + FactsCache.packName
        _ = runCLI(["--cache-path", cache], in: root.path)
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: pack)))
        XCTAssertGreaterThan(good.count, FactsCache.header.count)
        let stray = cache + "/" + FactsCache.temporaryPrefix + "4242.17"
        try Data(good[0..<(good.count / 2)]).write(to: URL(fileURLWithPath: stray))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -2 * Double(FactsCache.abandonedAfterSeconds))],
                                              ofItemAtPath: stray)
        let fresh = cache + "/" + FactsCache.temporaryPrefix + "4243.18"
        try Data(good[0..<(good.count / 3)]).write(to: URL(fileURLWithPath: fresh))

        var damaged: [(String, [UInt8])] = [("half a pack", Array(good[0..<(good.count / 2)])),
                                            ("the header only", Array(good[0..<FactsCache.header.count])),
                                            ("a few bytes", Array(good[0..<3]))]
        var garbageTail = good
        for index in (good.count * 2 / 3)..<good.count { garbageTail[index] = UInt8(truncatingIfNeeded: index &* 131) }
        damaged.append(("a garbage tail", garbageTail))
        for (name, bytes) in damaged {
            try Data(bytes).write(to: URL(fileURLWithPath: pack))
            // An edit as well, so that the run writes the pack again.
            try root.write("Login/LoginExtra.swift", "struct LoginExtra { let name = \"\(name)\" }\n")
            assertLikeNoCache(["--cache-path", cache], in: root.path, name)
            XCTAssertEqual(FileManager.default.fileExists(atPath: pack), true, name)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: stray), "an abandoned temporary pack is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh), "a temporary that may still be written is left alone")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix(FactsCache.temporaryPrefix) }
        XCTAssertEqual(leftovers, [(fresh as NSString).lastPathComponent], "no new temporary left behind")
    }

    /// Real kills: the binary is killed at different moments of cold runs (tokenizing, writing
    /// the pack); whatever it left, the next run gives what --no-cache gives.
    func testRunKilledAtAnyMomentLeavesACacheTheNextRunCanUse() throws {
        let binary = try builtBinary()
        let root = try TemporaryFolder(self)
        try writeManyModules(into: root, count: 200)
        let cache = root.path + "/cache"
        let environment = ["XDG_CACHE_HOME": root.path + "/xdg"]
        let expected = try runProcess(binary, ["--no-cache", "Modules"], in: root.path, environment: environment)
        XCTAssertEqual(expected.status, 1)
        for (round, delay) in [0, 30_000, 100_000, 200_000, 350_000].enumerated() {
            try? FileManager.default.removeItem(atPath: cache)
            // Every other round starts from a pack that the killed run would replace.
            if round % 2 == 1 { _ = try runProcess(binary, ["--cache-path", cache, "--jobs", "1", "Modules"], in: root.path, environment: environment) }
            try root.write("Modules/Feature0/Extra\(round).swift", "struct Extra\(round) {}\n")
            let killed = try runProcess(binary, ["--cache-path", cache, "--jobs", "1", "Modules"], in: root.path, environment: environment) { process in
                usleep(useconds_t(delay))
                kill(process.processIdentifier, SIGKILL)
            }
            XCTAssertFalse(killed.reason == .exit && killed.looksCrashed, "round \(round): \(killed.err.prefix(500))")
            let next = try runProcess(binary, ["--cache-path", cache, "Modules"], in: root.path, environment: environment)
            let reference = try runProcess(binary, ["--no-cache", "Modules"], in: root.path, environment: environment)
            XCTAssertEqual(next.status, reference.status, "round \(round) (killed after \(delay) µs)")
            XCTAssertEqual(next.out, reference.out, "round \(round) (killed after \(delay) µs)")
            XCTAssertEqual(next.err, reference.err, "round \(round) (killed after \(delay) µs)")
        }
    }

    /// Two processes lint the same project with the same cache at the same time, over several
    /// rounds with edits between them (so both write the pack): each is right, and so is a run after.
    func testTwoRunsAtOnceWithTheSameCacheAreBothRight() throws {
        let binary = try builtBinary()
        let root = try TemporaryFolder(self)
        try writeManyModules(into: root, count: 150)
        let cache = root.path + "/cache"
        let environment = ["XDG_CACHE_HOME": root.path + "/xdg"]
        for round in 0..<3 {
            try root.write("Modules/Feature\(round)/Feature\(round)Builder.swift", """
                enum Feature\(round)Builder {
                    static func build() -> Feature\(round)ViewController {
                        let view = Feature\(round)ViewController()
                        let presenter = Feature\(round)Presenter()
                        view.presenter = presenter
                        presenter.view = view
                        return view
                    }
                }

                """)
            let reference = try runProcess(binary, ["--no-cache", "--format", "json", "Modules"], in: root.path, environment: environment)
            var second: ProcessResult?
            let first = try runProcess(binary, ["--cache-path", cache, "--format", "json", "--jobs", "2", "Modules"],
                                       in: root.path, environment: environment) { _ in
                second = try? runProcess(binary, ["--cache-path", cache, "--format", "json", "--jobs", "1", "Modules"],
                                         in: root.path, environment: environment)
            }
            let after = try runProcess(binary, ["--cache-path", cache, "--format", "json", "Modules"], in: root.path, environment: environment)
            for (name, result) in [("first", first), ("second", second), ("after", after)] {
                guard let result else { XCTFail("round \(round): \(name) did not run"); continue }
                XCTAssertEqual(result.status, reference.status, "round \(round): \(name)")
                XCTAssertEqual(masked(result.out), masked(reference.out), "round \(round): \(name)")
                XCTAssertEqual(result.err, reference.err, "round \(round): \(name)")
            }
        }
    }

    private func masked(_ json: String) -> String {
        json.replacingOccurrences(of: #""durationMs": [0-9]+"#, with: #""durationMs": 0"#, options: .regularExpression)
    }

    // MARK: - Standard streams

    /// `viper-lint | head -1` with a report far larger than a pipe holds: the reader leaves
    /// early, the write fails (SIGPIPE, or EPIPE where the parent ignored SIGPIPE): a clean
    /// exit with the run's own status and no crash report.
    func testOutputPipedIntoHeadEndsCleanly() throws {
        let root = try TemporaryFolder(self)
        try writeManyModules(into: root, count: 300)
        let full = runCLI(["--no-cache"], in: root.path)
        XCTAssertGreaterThan(full.out.utf8.count, 4 * 65536, "the report must not fit in a pipe")
        for (name, setup) in [("default SIGPIPE", ""), ("SIGPIPE ignored by the parent", "trap '' PIPE; ")] {
            for format in ["text", "json"] {
                let result = try runShell("""
                    \(setup)"$VIPER_LINT" --no-cache --format \(format) | head -1; echo "status=${PIPESTATUS[0]}" >&2
                    """, in: root.path)
                let status = result.err.components(separatedBy: "status=").last?.trimmingCharacters(in: .whitespacesAndNewlines)
                XCTAssertTrue(["0", "1", "141"].contains(status ?? ""), "\(name), \(format): status \(status ?? "none")\n\(result.err)")
                XCTAssertFalse(result.looksCrashed, "\(name), \(format): \(result.err.prefix(800))")
                XCTAssertEqual(result.out.split(separator: "\n").count, 1, "\(name), \(format)")
                XCTAssertFalse(result.err.contains("viper-lint:"), "\(name), \(format): no problem to report: \(result.err)")
            }
        }
    }

    /// Output that cannot be written at all (a full disk, a closed descriptor) is an I/O
    /// problem: exit 2 with a message, not a crash and not a silent success.
    func testOutputThatCannotBeWrittenIsExitTwoWithAMessage() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full on this system") }
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        for (name, redirect, reason) in [("full disk", "> /dev/full", "no space left on device"),
                                         ("closed stdout", ">&-", "bad file descriptor")] {
            let result = try runShell("\"$VIPER_LINT\" --no-cache \(redirect)", in: root.path)
            XCTAssertEqual(result.status, 2, "\(name): \(result.err)")
            XCTAssertFalse(result.looksCrashed, "\(name): \(result.err.prefix(800))")
            XCTAssertTrue(result.err.contains("viper-lint: cannot write the output: \(reason)"), "\(name): \(result.err)")
        }
    }

    /// `--stdin-path` with standard input that cannot be read (a folder, closed): exit 2 with a
    /// message, never a trap.
    func testStandardInputThatCannotBeReadIsExitTwoWithAMessage() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        for (name, redirect, reason) in [("a folder", "< /", "is a directory"), ("closed", "<&-", "bad file descriptor")] {
            let result = try runShell("\"$VIPER_LINT\" --no-cache --stdin-path Login/LoginPresenter.swift \(redirect)", in: root.path)
            XCTAssertEqual(result.status, 2, "\(name): \(result.err)")
            XCTAssertFalse(result.looksCrashed, "\(name): \(result.err.prefix(800))")
            XCTAssertTrue(result.err.contains("viper-lint: cannot read standard input: \(reason)"), "\(name): \(result.err)")
            XCTAssertEqual(result.err.components(separatedBy: "cannot read standard input").count, 2, "said once: \(result.err)")
        }
        // The report itself records the incomplete run, with the reason.
        let json = try runShell("\"$VIPER_LINT\" --no-cache --format json --stdin-path Login/LoginPresenter.swift < /", in: root.path)
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.out.contains("cannot read standard input: is a directory"), json.out)
    }

    // MARK: - Odd files

    /// A file that passes discovery but fails when read (on Linux, a link to /proc/self/mem:
    /// opening works for every user, reading its first page fails with EIO): a clear message,
    /// exit 2, every other file still reported; with the cache too.
    func testFileFailingWhenReadIsExitTwoAndEveryOtherFileIsReported() throws {
        #if !os(Linux)
        throw XCTSkip("needs /proc/self/mem")
        #else
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        try root.link("Login/Unreadable.swift", to: "/proc/self/mem")
        for arguments in [["--no-cache"], ["--cache-path", root.path + "/cache"], ["--cache-path", root.path + "/cache"]] {
            let result = runCLI(arguments, in: root.path)
            XCTAssertEqual(result.exit, .usageOrIO, "\(arguments)")
            XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()], "\(arguments)")
            XCTAssertEqual(result.errLines.first, "viper-lint: Login/Unreadable.swift: cannot read file: input/output error", "\(arguments)")
            XCTAssertTrue(result.err.contains("incomplete: 1 problem"), result.err)
            let json = runCLI(arguments + ["--format", "json"], in: root.path)
            XCTAssertTrue(json.out.contains("\"incomplete\": true"), json.out)
            XCTAssertTrue(json.out.contains("Unreadable.swift: cannot read file"), json.out)
        }
        #endif
    }

    /// A FIFO named on the command line (or put where a file was): read without waiting for a
    /// writer, so the run ends.
    func testFIFONamedOnTheCommandLineDoesNotHang() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        XCTAssertEqual(mkfifo(root.path + "/Login/Pipe.swift", 0o644), 0)
        let result = try runProcess(try builtBinary(), ["--no-cache", "Login/Pipe.swift", "Login/LoginPresenter.swift"],
                                    in: root.path, environment: ["XDG_CACHE_HOME": root.path + "/xdg"]) { process in
            // A hang fails the test instead of blocking the suite.
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if process.isRunning { process.terminate() } }
        }
        XCTAssertEqual(result.reason, .exit, "killed after 60 s: the FIFO blocked the run")
        XCTAssertEqual(result.status, 1, result.err)
        XCTAssertEqual(result.out.split(separator: "\n").filter { !$0.contains(": note: ") }.map(String.init),
                       [LoginProject.strongViewLine()])
    }

    /// A module 4,000 bytes deep (its presenter's relative path is exactly 4,000 bytes, every
    /// component at most 255, the absolute path still under PATH_MAX): linted and reported like
    /// any other, with and without the cache.
    func testModuleWithAFourThousandBytePathIsLinted() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        let fileName = "/DeepPresenter.swift"
        var folder = "Deep"
        while folder.utf8.count + 1 + 200 + fileName.utf8.count < 4000 { folder += "/" + String(repeating: "d", count: 200) }
        folder += "/" + String(repeating: "e", count: 4000 - fileName.utf8.count - folder.utf8.count - 1)
        XCTAssertEqual((folder + fileName).utf8.count, 4000)
        XCTAssertLessThan((root.path + "/" + folder + fileName).utf8.count, Int(PATH_MAX))
        try LoginProject.write(into: root, folder: folder, name: "Deep", strongView: true)
        let deepLine = LoginProject.strongViewLine(folder: folder).replacingOccurrences(of: "LoginPresenter", with: "DeepPresenter")
            .replacingOccurrences(of: "LoginViewInput", with: "DeepViewInput")
        for arguments in [["--no-cache"], ["--cache-path", root.path + "/cache"], ["--cache-path", root.path + "/cache"]] {
            let result = runCLI(arguments, in: root.path)
            XCTAssertEqual(result.exit, .findings, "\(arguments): \(result.err.prefix(500))")
            XCTAssertEqual(result.findingLines, [deepLine, LoginProject.strongViewLine()], "\(arguments)")
            XCTAssertFalse(result.err.contains("viper-lint:"), result.err)
        }
    }

    /// A folder whose absolute path is longer than PATH_MAX cannot be opened: a clear message
    /// naming it, exit 2, and every other file still reported.
    func testFolderBeyondPathMaxIsAClearProblem() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: true)
        // Built one component at a time from descriptors: no call sees the whole path.
        var descriptor = open(root.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        var depth = 0
        for name in ["Deep"] + Array(repeating: String(repeating: "x", count: 250), count: 20) {
            XCTAssertEqual(mkdirat(descriptor, name, 0o755), 0, "mkdirat: \(String(cString: strerror(errno)))")
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
            depth += 1
        }
        let file = openat(descriptor, "FarPresenter.swift", O_WRONLY | O_CREAT, 0o644)
        close(file)
        close(descriptor)
        let result = runCLI(["--no-cache"], in: root.path)
        XCTAssertEqual(result.exit, .usageOrIO, result.err)
        XCTAssertEqual(result.findingLines, [LoginProject.strongViewLine()])
        // The folder that cannot be resolved, and the configuration file that cannot be looked
        // for in the folder above it: each names its path and the reason.
        let problems = result.errLines.dropLast()
        XCTAssertFalse(problems.isEmpty, result.err)
        for problem in problems {
            XCTAssertTrue(problem.hasPrefix("viper-lint: Deep/xxx") && problem.hasSuffix(": file name too long"), problem)
        }
        XCTAssertTrue(problems.contains { $0.hasSuffix(": cannot resolve folder: file name too long") }, result.err)
        XCTAssertFalse(result.err.contains("Fatal"), result.err)
        // Remove it the same way: the temporary folder's cleanup works with whole paths.
        removeDeep(root.path + "/Deep", depth: depth - 1)
    }

    private func removeDeep(_ top: String, depth: Int) {
        guard let start = Optional(open(top, O_RDONLY | O_DIRECTORY)), start >= 0 else { return }
        var descriptors = [start]
        let name = String(repeating: "x", count: 250)
        for _ in 0..<depth { descriptors.append(openat(descriptors.last!, name, O_RDONLY | O_DIRECTORY)) }
        unlinkat(descriptors.last!, "FarPresenter.swift", 0)
        while descriptors.count > 1 {
            let inner = descriptors.removeLast()
            close(inner)
            unlinkat(descriptors.last!, name, AT_REMOVEDIR)
        }
        close(start)
        rmdir(top)
    }
}
