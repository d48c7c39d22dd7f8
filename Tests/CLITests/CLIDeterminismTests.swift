import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintEngine
@testable import ViperLintCLI
import ViperLintTestSupport

/// The fast, in-process part of the determinism promise (Tools/determinism.sh runs the binary
/// over many more runs): every fixture app gives byte-identical output with one or eight jobs,
/// with no, a cold or a warm cache, and when its files were created in the opposite order.
final class CLIDeterminismTests: XCTestCase {
    /// Copies the app, creating its folders and files in `reversed` or sorted path order.
    private func copy(_ app: String, to target: String, reversed: Bool) throws {
        let source = fixturesPath + "/" + app
        var entries: [String] = []
        let walker = FileManager.default.enumerator(atPath: source)
        while let relative = walker?.nextObject() as? String { entries.append(relative) }
        entries.sort()
        if reversed { entries.reverse() }
        for relative in entries {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: source + "/" + relative, isDirectory: &isFolder)
            let destination = target + "/" + relative
            try FileManager.default.createDirectory(atPath: isFolder.boolValue ? destination : PathText.parent(destination),
                                                    withIntermediateDirectories: true)
            if !isFolder.boolValue {
                try FileManager.default.copyItem(atPath: source + "/" + relative, toPath: destination)
            }
        }
    }

    /// The run's duration is the one field allowed to differ.
    private func masked(_ result: CLIResult) -> String {
        let out = result.out.replacingOccurrences(of: #""durationMs": [0-9]+"#, with: #""durationMs": 0"#, options: .regularExpression)
        return "\(result.exit)\n\(out)\n--- stderr\n\(result.err)"
    }

    func testEveryFixtureAppGivesTheSameBytesWhateverJobsCacheAndCreationOrder() throws {
        let temporary = try TemporaryFolder(self)
        let apps = try FileManager.default.contentsOfDirectory(atPath: fixturesPath).filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: fixturesPath + "/" + name, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
        XCTAssertGreaterThanOrEqual(apps.count, 7, "expected the fixture apps under \(fixturesPath)")
        for app in apps {
            let sorted = temporary.path + "/sorted/" + app
            let reversed = temporary.path + "/reversed/" + app
            try copy(app, to: sorted, reversed: false)
            try copy(app, to: reversed, reversed: true)
            let cache = temporary.path + "/cache/" + app
            let reference = masked(runCLI(["--no-cache", "--jobs", "1", "--format", "json"], in: sorted))
            XCTAssertTrue(reference.hasPrefix("findings\n") || reference.hasPrefix("clean\n"), "\(app): \(reference.prefix(300))")
            let runs: [(String, [String], String)] = [
                ("--jobs 8", ["--no-cache", "--jobs", "8"], sorted),
                ("cold cache", ["--cache-path", cache, "--jobs", "2"], sorted),
                ("warm cache", ["--cache-path", cache, "--jobs", "8"], sorted),
                ("warm cache, one job", ["--cache-path", cache, "--jobs", "1"], sorted),
                ("reverse creation order", ["--no-cache"], reversed),
            ]
            for (name, arguments, folder) in runs {
                XCTAssertEqual(masked(runCLI(arguments + ["--format", "json"], in: folder)), reference, "\(app): \(name)")
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: cache + "/" + FactsCache.packName), "\(app): no cache written")
        }
    }
}
