import Foundation
import XCTest
import ViperLintTestSupport

/// The `viper-lint` executable `swift test` built next to the test bundle, for the tests that
/// need a real process: signals, pipes, exit statuses, two runs at once.
func builtBinary(file: StaticString = #filePath, line: UInt = #line) throws -> String {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent()) // macOS: the bundle is a folder
    }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    for folder in candidates {
        let path = folder.appendingPathComponent("viper-lint").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    XCTFail("no viper-lint binary next to the tests in \(candidates.map(\.path)); `swift test` builds it", file: file, line: line)
    throw XCTSkip("no viper-lint binary")
}

/// What one process run produced: its exit status (or signal) and both streams.
struct ProcessResult {
    var status: Int32
    /// `.exit` or `.uncaughtSignal`.
    var reason: Process.TerminationReason
    var out: String
    var err: String

    /// Signs of a trap or crash report on stderr (Swift runtime, backtracer, sanitizers).
    var looksCrashed: Bool {
        reason == .uncaughtSignal || ["Fatal error", "Program crashed", "Backtrac", "Crash", "Illegal instruction",
                                      "Segmentation", "core dumped"].contains { err.contains($0) }
    }
}

/// Runs `executable ARGS` in `directory` with `environment` added to this process's; the
/// streams go through files, so a large output never blocks on a full pipe. `whileRunning` is
/// called with the started process (to kill it, or start another).
func runProcess(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:],
                stdin: String? = nil, whileRunning: ((Process) -> Void)? = nil) throws -> ProcessResult {
    let streams = NSTemporaryDirectory() + "viper-lint-process-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: streams, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: streams) }
    FileManager.default.createFile(atPath: streams + "/out", contents: nil)
    FileManager.default.createFile(atPath: streams + "/err", contents: nil)
    FileManager.default.createFile(atPath: streams + "/in", contents: Data((stdin ?? "").utf8))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: streams + "/out"))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: streams + "/err"))
    let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: streams + "/in"))
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    whileRunning?(process)
    process.waitUntilExit()
    try? out.close()
    try? err.close()
    try? input.close()
    return ProcessResult(status: process.terminationStatus, reason: process.terminationReason,
                         out: (try? String(contentsOfFile: streams + "/out", encoding: .utf8)) ?? "",
                         err: (try? String(contentsOfFile: streams + "/err", encoding: .utf8)) ?? "")
}

/// Runs a bash script (`$VIPER_LINT` names the binary) in `directory`.
func runShell(_ script: String, in directory: String) throws -> ProcessResult {
    try runProcess("/bin/bash", ["-c", script], in: directory, environment: ["VIPER_LINT": try builtBinary()])
}
