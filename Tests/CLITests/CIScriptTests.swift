import Foundation
import XCTest
import ViperLintTestSupport

/// `.ci/run` keeps its promises: no golden-update run, and every stress test run once.
final class CIScriptTests: XCTestCase {
    private let script = repositoryRoot + "/.ci/run"

    func testRefusesToRunWhileUpdatingGoldenFiles() throws {
        // A `swift` stub first on PATH: if the script ever got past its check, it would not start
        // a real (recursive) test run but exit 99.
        let stubs = try TemporaryFolder(self)
        let stub = try stubs.write("swift", "#!/bin/sh\nexit 99\n")
        XCTAssertEqual(chmod(stub, 0o755), 0)
        for value in ["1", ""] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: script)
            var environment = ProcessInfo.processInfo.environment
            environment["VIPER_LINT_UPDATE_GOLDEN"] = value
            environment["PATH"] = stubs.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 2, "VIPER_LINT_UPDATE_GOLDEN=\(value)")
            XCTAssertTrue(message.hasPrefix(".ci/run: VIPER_LINT_UPDATE_GOLDEN is set"), message)
        }
    }

    /// Every class with a test that calls `skipUnlessStress()` is in the release run's filter.
    func testStressRunCoversEveryStressTest() throws {
        let ci = try String(contentsOfFile: script, encoding: .utf8)
        guard let filterLine = ci.split(separator: "\n").first(where: { $0.contains("--filter") }),
              let quoted = filterLine.split(separator: "'").dropFirst().first else {
            return XCTFail(".ci/run has no --filter '...' for the stress run")
        }
        let filtered = Set(quoted.split(separator: "|").map(String.init))
        var classes: Set<String> = []
        let tests = repositoryRoot + "/Tests"
        for relative in swiftFiles(under: tests).files where !relative.hasPrefix("Support/") {
            let text = try String(contentsOfFile: tests + "/" + relative, encoding: .utf8)
            var currentClass: String?
            for line in text.split(separator: "\n") {
                if line.hasPrefix("final class ") { // test classes are declared at the top level
                    currentClass = line.dropFirst("final class ".count).split(whereSeparator: { $0 == ":" || $0 == " " }).first.map(String.init)
                }
                if line.trimmingCharacters(in: .whitespaces) == "try skipUnlessStress()", let currentClass {
                    classes.insert(currentClass)
                }
            }
        }
        XCTAssertFalse(classes.isEmpty, "no stress test found")
        XCTAssertEqual(classes.subtracting(filtered), [], "stress tests outside the .ci/run filter")
    }
}
