import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
@testable import ViperLintCLI
@testable import ViperLintLanguageServer
import ViperLintTestSupport

/// After every edit, the server's diagnostics equal what `viper-lint` reports for the same content
/// (run in-process on a copy of the project holding the editor's unsaved text).
final class CommandLineEquivalenceTests: XCTestCase {
    /// One finding as both sides can state it: file relative to the root, 1-based line and byte column.
    struct Item: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var rule: String
        var severity: String
        var message: String
        var notes: [String]
        var description: String { "\(file):\(line):\(column): \(severity): \(message) [\(rule)] notes=\(notes)" }
    }

    /// The editor's state: the project on disk plus the open documents' text.
    final class Session {
        let root: String
        let client: TestClient
        var texts: [String: String] = [:]  // relative path → open document text
        var versions: [String: Int] = [:]

        init(root: String) {
            self.root = root
            client = TestClient(root: root, environment: ["HOME": "/nonexistent"])
            client.initialize(folder: root)
        }

        func open(_ file: String) throws {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            texts[file] = text
            versions[file] = 1
            client.open(root + "/" + file, text)
        }

        /// Replaces the first `old` with `new` through an incremental change (UTF-16 range).
        func replace(_ file: String, _ old: String, with new: String, line: UInt = #line) {
            guard let text = texts[file], let found = text.range(of: old) else {
                XCTFail("\(old) not in \(file)", line: line)
                return
            }
            let start = Self.lspPosition(text, found.lowerBound)
            let end = Self.lspPosition(text, found.upperBound)
            texts[file] = text.replacingCharacters(in: found, with: new)
            versions[file, default: 1] += 1
            client.change(root + "/" + file, version: versions[file]!, range: (start, end), text: new)
        }

        func replaceWhole(_ file: String, with text: String) {
            texts[file] = text
            versions[file, default: 1] += 1
            client.change(root + "/" + file, version: versions[file]!, range: nil, text: text)
        }

        func close(_ file: String) {
            texts[file] = nil
            client.notify("textDocument/didClose", .object([("textDocument", .object([("uri", .string(DocumentURI.uri(ofPath: root + "/" + file)))]))]))
        }

        func diskChanged(_ file: String, type: Int) {
            client.notify("workspace/didChangeWatchedFiles", .object([("changes", .array([.object([
                ("uri", .string(DocumentURI.uri(ofPath: root + "/" + file))), ("type", .int(type)),
            ])]))]))
        }

        static func lspPosition(_ text: String, _ index: String.Index) -> (Int, Int) {
            let before = text[..<index]
            let line = before.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            return (line, text[lineStart..<index].utf16.count)
        }

        /// The text of a file as the server sees it: the open document's, else the disk's.
        func text(_ file: String) -> String {
            texts[file] ?? ((try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? "")
        }

        /// 1-based byte column of an LSP position, computed with String's own UTF-16 view.
        func byteColumn(_ file: String, line: Int, character: Int) -> Int {
            let lines = text(file).split(separator: "\n", omittingEmptySubsequences: false)
            guard line < lines.count else { return -1 }
            let lineText = lines[line]
            let utf16 = lineText.utf16
            let index = utf16.index(utf16.startIndex, offsetBy: min(character, utf16.count))
            return lineText[..<index].utf8.count + 1
        }

        func serverItems() -> Set<Item> {
            var items: Set<Item> = []
            for (uri, diagnostics) in client.diagnostics {
                guard let path = DocumentURI.path(of: uri), let file = PathText.relative(path, to: root) else {
                    XCTFail("diagnostics for \(uri), outside the project")
                    continue
                }
                for diagnostic in diagnostics {
                    let start = diagnostic["range"]?["start"]
                    let line = start?["line"]?.intValue ?? -1
                    let notes = (diagnostic["relatedInformation"]?.arrayValue ?? []).map { info -> String in
                        let notePath = DocumentURI.path(of: info["location"]?["uri"]?.stringValue ?? "") ?? ""
                        let noteFile = PathText.relative(notePath, to: root) ?? notePath
                        let noteStart = info["location"]?["range"]?["start"]
                        let noteLine = noteStart?["line"]?.intValue ?? -1
                        let column = byteColumn(noteFile, line: noteLine, character: noteStart?["character"]?.intValue ?? -1)
                        return "\(noteFile):\(noteLine + 1):\(column): \(info["message"]?.stringValue ?? "")"
                    }
                    items.insert(Item(
                        file: file, line: line + 1,
                        column: byteColumn(file, line: line, character: start?["character"]?.intValue ?? -1),
                        rule: diagnostic["code"]?.stringValue ?? "",
                        severity: diagnostic["severity"]?.intValue == 1 ? "error" : "warning",
                        message: diagnostic["message"]?.stringValue ?? "", notes: notes))
                    XCTAssertEqual(diagnostic["source"]?.stringValue, "viper-lint")
                    if let rule = diagnostic["code"]?.stringValue, RuleRegistryIds.all.contains(rule) {
                        XCTAssertEqual(diagnostic["codeDescription"]?["href"]?.stringValue,
                                       "https://github.com/viper-lint/viper-lint/blob/main/Rules/\(rule).md")
                    }
                    let end = diagnostic["range"]?["end"]
                    XCTAssertTrue((end?["line"]?.intValue ?? -1, end?["character"]?.intValue ?? -1) > (line, start?["character"]?.intValue ?? -1),
                                  "an empty range: \(diagnostic)")
                }
            }
            return items
        }

        /// `viper-lint --format json` on a copy of the disk holding the open documents' text.
        func commandLineItems() throws -> Set<Item> {
            let copy = NSTemporaryDirectory() + "viper-lint-lsp-copy-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: copy) }
            try FileManager.default.copyItem(atPath: root, toPath: copy)
            for (file, text) in texts { try Data(text.utf8).write(to: URL(fileURLWithPath: copy + "/" + file)) }
            let out = Captured()
            var io = ToolIO(writeOut: { out.append($0) }, writeErr: { _ in }, readStdin: { [] }, currentDirectory: copy)
            io.environment = ["HOME": "/nonexistent"]
            _ = ViperLintCommand.run(["--no-cache", "--format", "json", "--quiet"], io: io)
            let document = try JSONParser.parse(out.text)
            var items: Set<Item> = []
            for finding in document["findings"]?.arrayValue ?? [] {
                let notes = (finding["notes"]?.arrayValue ?? []).map { note in
                    "\(note["file"]?.stringValue ?? ""):\(note["line"]?.intValue ?? 0):\(note["column"]?.intValue ?? 0): \(note["message"]?.stringValue ?? "")"
                }
                items.insert(Item(file: finding["file"]?.stringValue ?? "", line: finding["line"]?.intValue ?? 0,
                                  column: finding["column"]?.intValue ?? 0, rule: finding["ruleId"]?.stringValue ?? "",
                                  severity: finding["severity"]?.stringValue ?? "", message: finding["message"]?.stringValue ?? "",
                                  notes: notes))
            }
            return items
        }

        /// Steps and how many files the last update recomputed (nil: the whole project).
        var updates: [(step: String, files: Int?, findings: Int)] = []

        func assertSame(_ step: String, line: UInt = #line) throws {
            let status = client.request("viper-lint/status")?["result"]?["projects"]?.arrayValue?.first?["lastUpdate"]
            let server = serverItems()
            updates.append((step, status?["wholeProject"]?.boolValue == true ? nil : status?["recomputedFiles"]?.intValue, server.count))
            let cli = try commandLineItems()
            XCTAssertFalse(cli.isEmpty, "\(step): the fixture has findings", line: line)
            let missing = cli.subtracting(server).map(\.description).sorted()
            let extra = server.subtracting(cli).map(\.description).sorted()
            XCTAssertTrue(missing.isEmpty && extra.isEmpty,
                          "\(step):\nmissing from the server:\n\(missing.joined(separator: "\n"))\nonly in the server:\n\(extra.joined(separator: "\n"))",
                          line: line)
        }
    }

    private func copyFixture(_ name: String) throws -> String {
        let folder = try TemporaryFolder(self)
        let root = folder.path + "/" + name
        try FileManager.default.copyItem(atPath: fixturesPath + "/" + name, toPath: root)
        return root
    }

    func testWireframeStyleAfterASequenceOfEdits() throws {
        let root = try copyFixture("WireframeStyle")
        let session = Session(root: root)
        try session.assertSame("after load")

        let presenter = "Modules/BookEdit/BookEditPresenter.swift"
        let profileView = "Modules/Profile/ProfileViewController.swift"
        let profilePresenter = "Modules/Profile/ProfilePresenter.swift"
        try session.open(presenter)
        try session.open(profileView)
        try session.open(profilePresenter)
        try session.assertSame("after opening")

        // Non-ASCII text above findings: lines and UTF-16 columns move.
        session.replace(presenter, "import Foundation", with: "import Foundation\n// Überprüfung 日本語 🎉 — notes")
        try session.assertSame("non-ASCII line inserted")
        session.replace(presenter, "    private unowned var view", with: "    /* é🎉 */ private unowned var view")
        try session.assertSame("non-ASCII text before a finding on its line")
        session.replace(presenter, "unowned var view", with: "weak var view")
        try session.assertSame("unowned view made weak")

        // Another file's findings change: the view protocol is no longer class-bound.
        session.replace(profileView, "protocol ProfilePresenterOutput: AnyObject {", with: "protocol ProfilePresenterOutput {")
        try session.assertSame("protocol no longer class-bound")
        session.replace(profileView, "protocol ProfilePresenterOutput {", with: "protocol ProfilePresenterOutput: AnyObject {")
        try session.assertSame("protocol class-bound again")

        // A rename: the protocol's users now name a type that does not exist.
        session.replace(profileView, "protocol ProfilePresenterOutput", with: "protocol ProfileScreenOutput")
        try session.assertSame("protocol renamed")

        // Navigation added to a presenter, then a line with a multi-byte string before it.
        session.replace(presenter, "    private func popTo() {", with: "    private func popTo() {\n        present(UIViewController(), animated: true, completion: nil)")
        try session.assertSame("navigation in the presenter")
        session.replace(profilePresenter, "final class ProfilePresenter {", with: "final class ProfilePresenter {\n    let title = \"Résumé 🎉\"")
        try session.assertSame("a multi-byte string in the presenter")

        // Full synchronization, then closing documents (the disk's text counts again).
        let original = try String(contentsOfFile: root + "/" + profileView, encoding: .utf8)
        session.replaceWhole(profileView, with: original)
        try session.assertSame("full text sent")
        session.close(presenter)
        try session.assertSame("document closed")

        // Files created and deleted on disk.
        try Data("""
        import UIKit

        enum ProfileBuilder {
            static func assembleModule() -> UIViewController {
                let view = ProfileViewController()
                return view
            }
        }

        """.utf8).write(to: URL(fileURLWithPath: root + "/Modules/Profile/ProfileBuilder.swift"))
        session.diskChanged("Modules/Profile/ProfileBuilder.swift", type: 1)
        try session.assertSame("a file created on disk")
        try FileManager.default.removeItem(atPath: root + "/Entities/ReaderProfile.swift")
        session.diskChanged("Entities/ReaderProfile.swift", type: 3)
        try session.assertSame("a file deleted on disk")
        // The edits were applied incrementally (only related files recomputed), and they moved findings.
        let partial = session.updates.dropFirst().filter { $0.files != nil }
        XCTAssertGreaterThan(partial.count, 5, "\(session.updates)")
        XCTAssertGreaterThan(Set(session.updates.map(\.findings)).count, 2, "\(session.updates)")
        print(session.updates.map { "\($0.step): \($0.files.map(String.init) ?? "all") files, \($0.findings) findings" }.joined(separator: "\n"))
    }

    func testEveryFixtureLoadsAsTheCommandLineReportsIt() throws {
        for name in ["MFRStyle", "ObjcIOStyle", "ListenerStyle", "RamblerStyle", "InfinumStyle"] {
            let root = try copyFixture(name)
            let session = Session(root: root)
            try session.assertSame(name)
        }
    }
}

/// The ids with a page.
enum RuleRegistryIds {
    static let all = ["weak-view-reference", "weak-output-reference", "entity-in-presenter", "module-has-builder", "navigation-in-router"]
}
