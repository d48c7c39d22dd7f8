import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintEngine
@testable import ViperLintCLI
import ViperLintTestSupport

/// `--stdin-path` answered from the editor snapshot: only the files related to the edited one are
/// modelled, and the output must be the bytes a whole-project run prints for the same text.
final class CLIEditorSnapshotTests: XCTestCase {
    /// Runs with phase timing on, so the test can tell the snapshot's answer from a whole run.
    private func lint(_ arguments: [String], in directory: String, stdin: String) -> (result: CLIResult, fromSnapshot: Bool) {
        let out = Captured()
        let err = Captured()
        var io = ToolIO(writeOut: { out.append($0) }, writeErr: { err.append($0) },
                        readStdin: { Array(stdin.utf8) }, currentDirectory: directory)
        io.environment = ["XDG_CACHE_HOME": testCacheHome]
        io.timer = PhaseTimer(enabled: true)
        let code = ViperLintCommand.run(arguments, io: io)
        let timing = err.text.split(separator: "\n").first { $0.hasPrefix("timing:") } ?? ""
        let rest = err.text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("timing:") }
        return (CLIResult(exit: code, out: out.text, err: rest.joined(separator: "\n")),
                timing.contains(" snapshot=") && !timing.contains(" model="))
    }

    /// Editor texts of one file: typed below the code, `weak` dropped, a declaration commented out,
    /// and the buffer emptied.
    private static func variants(of text: String) -> [String] {
        var result = [text + "\n// typed in the editor\n"]
        if text.contains("weak ") { result.append(text.replacingOccurrences(of: "weak ", with: "")) }
        var lines = text.components(separatedBy: "\n")
        if let index = lines.firstIndex(where: { $0.contains("protocol ") || $0.contains("class ") }) {
            lines[index] = "// " + lines[index]
            result.append(lines.joined(separator: "\n"))
        }
        result.append("")
        return result
    }

    private static func withoutDuration(_ json: String) -> String {
        json.replacingOccurrences(of: #""durationMs" *: *[0-9]+"#, with: "\"durationMs\": 0", options: .regularExpression)
    }

    /// Files of every fixture app, each editor text linted through the snapshot and without
    /// any cache: identical output, and most edits answered from the snapshot.
    func testSnapshotAnswersEqualWholeProjectRuns() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures").path
        var answered = 0, total = 0
        for app in ["InfinumStyle", "ListenerStyle", "MFRStyle", "MVVMApp", "ObjcIOStyle", "RamblerStyle", "WireframeStyle"] {
            let root = try TemporaryFolder(self)
            try FileManager.default.removeItem(atPath: root.path)
            try FileManager.default.copyItem(atPath: fixtures + "/" + app, toPath: root.path)
            let cache = root.path + "/.cache-for-test"
            let swiftFiles = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
            XCTAssertFalse(swiftFiles.isEmpty, app)
            // Every third file keeps the test under half a minute; each app still has its
            // presenters, views, routers and shared protocols edited.
            for file in swiftFiles.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
                let text = try String(contentsOfFile: root.path + "/" + file, encoding: .utf8)
                for (index, edited) in Self.variants(of: text).enumerated() {
                    let arguments = ["--stdin-path", file, "--format", "json", "--quiet"]
                    let expected = runCLI(arguments + ["--no-cache"], in: root.path, stdin: edited)
                    let actual = lint(arguments + ["--cache-path", cache], in: root.path, stdin: edited)
                    XCTAssertEqual(Self.withoutDuration(actual.result.out), Self.withoutDuration(expected.out),
                                   "\(app)/\(file), text \(index)")
                    XCTAssertEqual(actual.result.exit, expected.exit, "\(app)/\(file), text \(index)")
                    XCTAssertEqual(actual.result.err, expected.err, "\(app)/\(file), text \(index)")
                    // The first text of a file makes the snapshot; the later ones may use it.
                    if index > 0 {
                        total += 1
                        if actual.fromSnapshot { answered += 1 }
                    }
                }
            }
        }
        print("CLIEditorSnapshotTests: \(answered) of \(total) edits answered from the snapshot")
        XCTAssertGreaterThan(total, 40)
        XCTAssertGreaterThan(answered * 2, total, "only \(answered) of \(total) edits were answered from the snapshot")
    }

    /// The snapshot answers only while the rest of the project is as it was: a file changed on
    /// disk, another file edited, or a changed configuration each make a whole run, which shows
    /// the change.
    func testAnythingChangedElsewhereMakesAWholeRun() throws {
        let root = try TemporaryFolder(self)
        try LoginProject.write(into: root, strongView: false)
        try root.write(".viper-lint.json", "{\"root\": true}\n")
        let cache = root.path + "/.cache"
        let arguments = ["--stdin-path", "Login/LoginPresenter.swift", "--quiet", "--cache-path", cache]
        let edited = CLIStdinPathTests.editedPresenter
        let note = "Login/LoginViewInput.swift:1:10: note: view protocol `LoginViewInput` declared here"
        let first = lint(arguments, in: root.path, stdin: edited)
        XCTAssertFalse(first.fromSnapshot)
        XCTAssertEqual(first.result.outLines, [LoginProject.strongViewLine(line: 5), note])
        let second = lint(arguments, in: root.path, stdin: edited + "\n")
        XCTAssertTrue(second.fromSnapshot)
        XCTAssertEqual(second.result.outLines, first.result.outLines)

        // A damaged snapshot is ignored (and rewritten).
        let stored = try XCTUnwrap(FileManager.default.contents(atPath: cache + "/editor.bin"))
        try Data(stored.prefix(stored.count / 2) + Data(repeating: 7, count: 64)).write(to: URL(fileURLWithPath: cache + "/editor.bin"))
        let damaged = lint(arguments, in: root.path, stdin: edited)
        XCTAssertFalse(damaged.fromSnapshot)
        XCTAssertEqual(damaged.result.outLines, first.result.outLines)
        XCTAssertTrue(lint(arguments, in: root.path, stdin: edited).fromSnapshot)

        // Another file changed on disk: its new line shows.
        let input = root.path + "/Login/LoginViewInput.swift"
        try root.write("Login/LoginViewInput.swift", "\n" + (try String(contentsOfFile: input, encoding: .utf8)))
        let afterDiskChange = lint(arguments, in: root.path, stdin: edited)
        XCTAssertFalse(afterDiskChange.fromSnapshot)
        XCTAssertEqual(afterDiskChange.result.outLines,
                       [LoginProject.strongViewLine(line: 5), note.replacingOccurrences(of: ":1:10:", with: ":2:10:")])
        XCTAssertTrue(lint(arguments, in: root.path, stdin: edited).fromSnapshot)

        // Another file edited: the snapshot holds the presenter's unsaved text, not the disk's.
        let router = lint(["--stdin-path", "Login/LoginRouter.swift", "--quiet", "--cache-path", cache], in: root.path,
                          stdin: "final class LoginRouter {\n    var viewController: LoginViewController?\n}\n")
        XCTAssertFalse(router.fromSnapshot)
        XCTAssertEqual(router.result.exit, .findings)

        // The configuration changed: the rule is off now.
        try root.write(".viper-lint.json", "{\"root\": true, \"rules\": {\"weak-view-reference\": {\"severity\": \"off\"}}}\n")
        let afterConfig = lint(arguments, in: root.path, stdin: edited)
        XCTAssertFalse(afterConfig.fromSnapshot)
        XCTAssertEqual(afterConfig.result.outLines, [])
    }

    /// A file related to most of the project (a base class every presenter inherits) gets a
    /// snapshot of the whole model's roles and modules instead: a keystroke that keeps what the
    /// model reads of the file (typing in a method body) restores them, one that changes it (a new
    /// stored property) is a whole run that writes a new snapshot; the findings are the whole
    /// project's every time.
    /// With `--jobs 2` the snapshot and the facts are read ahead on another thread while
    /// discovery runs (`EditorReadAhead`); with `--jobs 1` on the calling thread after it.
    func testAHubFileRestoresTheWholeModelWhileItsDeclarationsStayTheSame() throws {
        try hubFileScenario(jobs: "2")
    }

    func testAHubFileRestoresTheWholeModelOnOneThread() throws {
        try hubFileScenario(jobs: "1")
    }

    private func hubFileScenario(jobs: String) throws {
        let root = try TemporaryFolder(self)
        try root.write(".viper-lint.json", "{\"root\": true}\n")
        try root.write("Common/BasePresenter.swift", "class BasePresenter {}\n")
        for index in 0..<40 {
            try LoginProject.write(into: root, name: "Screen\(index)", strongView: index == 7)
            let presenter = root.path + "/Screen\(index)/Screen\(index)Presenter.swift"
            let text = try String(contentsOfFile: presenter, encoding: .utf8)
            try root.write("Screen\(index)/Screen\(index)Presenter.swift",
                           text.replacingOccurrences(of: "class Screen\(index)Presenter", with: "class Screen\(index)Presenter: BasePresenter"))
        }
        let cache = root.path + "/.cache"
        let arguments = ["--stdin-path", "Common/BasePresenter.swift", "--format", "json", "--quiet", "--cache-path", cache,
                         "--jobs", jobs]
        func expected(_ text: String) -> CLIResult {
            runCLI(["--stdin-path", "Common/BasePresenter.swift", "--format", "json", "--quiet", "--no-cache"], in: root.path, stdin: text)
        }
        func check(_ run: (result: CLIResult, fromSnapshot: Bool), _ text: String, fromSnapshot: Bool, _ what: String) {
            let whole = expected(text)
            XCTAssertEqual(Self.withoutDuration(run.result.out), Self.withoutDuration(whole.out), what)
            XCTAssertEqual(run.result.exit, whole.exit, what)
            XCTAssertEqual(run.fromSnapshot, fromSnapshot, what)
        }
        let body = "class BasePresenter {\n    func start() {}\n}\n"
        check(lint(arguments, in: root.path, stdin: body), body, fromSnapshot: false, "first keystroke")
        let snapshot = try XCTUnwrap(FileManager.default.contents(atPath: cache + "/editor.bin"))
        let typed = "class BasePresenter {\n    func start() { print(\"started\") }\n}\n"
        check(lint(arguments, in: root.path, stdin: typed), typed, fromSnapshot: true, "typed in a method body")
        XCTAssertEqual(FileManager.default.contents(atPath: cache + "/editor.bin"), snapshot, "a restore writes nothing")
        // The base class now keeps its view strongly: every presenter inherits the property.
        let declared = "class BasePresenter {\n    var view: Screen3ViewInput?\n    func start() {}\n}\n"
        check(lint(arguments, in: root.path, stdin: declared), declared, fromSnapshot: false, "a new stored property")
        XCTAssertNotEqual(FileManager.default.contents(atPath: cache + "/editor.bin"), snapshot, "a new snapshot for the new declarations")
        let again = declared + "// typed\n"
        check(lint(arguments, in: root.path, stdin: again), again, fromSnapshot: true, "typed after the new property")
        // Another file changed on disk: a whole run.
        try root.write("Screen3/Screen3ViewInput.swift", "\n" + (try String(contentsOfFile: root.path + "/Screen3/Screen3ViewInput.swift", encoding: .utf8)))
        check(lint(arguments, in: root.path, stdin: again), again, fromSnapshot: false, "another file changed on disk")
        check(lint(arguments, in: root.path, stdin: again + "\n"), again + "\n", fromSnapshot: true, "typed again")
        // The configuration changed (the snapshot's key no longer matches): a whole run.
        try root.write(".viper-lint.json", #"{"root": true, "rules": {"weak-view-reference": {"severity": "warning"}}}"# + "\n")
        check(lint(arguments, in: root.path, stdin: again), again, fromSnapshot: false, "configuration changed")
        check(lint(arguments, in: root.path, stdin: again + "\n"), again + "\n", fromSnapshot: true, "typed after the configuration")
        // The facts cache is gone: the snapshot cannot be restored, a whole run answers.
        try FileManager.default.removeItem(atPath: cache + "/facts.bin")
        check(lint(arguments, in: root.path, stdin: again), again, fromSnapshot: false, "facts cache removed")
        // The buffer equals the file on disk (opening or saving it): no read-ahead, same answer.
        let onDisk = try String(contentsOfFile: root.path + "/Common/BasePresenter.swift", encoding: .utf8)
        XCTAssertEqual(Self.withoutDuration(lint(arguments, in: root.path, stdin: onDisk).result.out),
                       Self.withoutDuration(expected(onDisk).out), "the text on disk")
    }
}
