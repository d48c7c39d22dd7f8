import Foundation
import XCTest
@testable import ViperLintCLI
import ViperLintTestSupport

/// Each fixture app's hand-written `modules.txt` (the modules a human sees) against what
/// `viper-lint modules` finds, line by line, in one normalized form: `Module role TypeName`.
///
/// Normalization, applied the same way to both sides:
/// - A type that assembles its module without being a builder type (a router's static factory,
///   an infinum wireframe whose `init` builds the module, a composition root) is listed in
///   `modules.txt` as `builder X`; the tool names it in `assembledBy`. So the tool side gets a
///   `builder X` line for the type its `assembledBy` names.
/// - Entities declared outside `Modules/` (shared `Models/`, `Entities/`) are left out: the tool
///   attaches an entity to a module only as a part (by folder or name), while `modules.txt` lists
///   shared entities under every module that uses them, or under `(shared)`.
///
/// Where the two still differ, `modules.txt` is the truth and the tool is wrong; each such case is
/// listed in `knownDisagreements` with its reason. The test asserts that exactly those lines
/// differ, so fixing the tool makes it fail until the entry is removed.
final class FixtureModulesListTests: XCTestCase {
    struct KnownDisagreement {
        var app: String
        /// `- line`: in modules.txt only; `+ line`: found by the tool only.
        var lines: [String]
        var reason: String
    }

    static let knownDisagreements: [KnownDisagreement] = [
        KnownDisagreement(app: "InfinumStyle", lines: [
            "- OrderDetail module-output OrderDetailModuleDelegate",
            "+ OrderDetail presenter-protocol OrderDetailModuleDelegate",
        ], reason: "a delegate held by OrderDetailPresenter and adopted by another module's presenter (OrdersPresenter) is OrderDetail's module output, not its presenter protocol"),
        KnownDisagreement(app: "ListenerStyle", lines: [
            "+ About presenter-protocol ViewEventListener",
        ], reason: "the style's shared base protocol in Common/ (every presenter adopts it, most through PresenterProtocol) is no module's part, like the other listener protocols"),
        KnownDisagreement(app: "ListenerStyle", lines: [
            "+ Profile view-protocol LoadingDisplayable",
        ], reason: "a shared UI mixin in Common/ (also inherited by SettingsViewProtocol) is no module's part"),
        KnownDisagreement(app: "ObjcIOStyle", lines: [
            "- Add module-output AddModuleDelegate",
            "+ Add presenter-protocol AddModuleDelegate",
        ], reason: "a delegate held by AddPresenter and adopted by ListPresenter is Add's module output, not its presenter protocol"),
        KnownDisagreement(app: "WireframeStyle", lines: [
            "- BookEdit module-output BookEditPresenterDelegate",
            "+ BookEdit presenter-protocol BookEditPresenterDelegate",
        ], reason: "a delegate held by BookEditPresenter and adopted by BookListPresenter is BookEdit's module output, not its presenter protocol"),
    ]

    func testModulesListsMatchTheToolApartFromTheKnownDisagreements() throws {
        let apps = FixtureGoldenTests.apps()
        XCTAssertEqual(Set(Self.knownDisagreements.map(\.app)).subtracting(apps), [], "known disagreements name missing apps")
        for app in apps {
            let folder = fixturesPath + "/" + app
            let text = try String(contentsOfFile: folder + "/modules.txt", encoding: .utf8)
            let listed = try Self.parseModulesList(text)
            let found = try Self.toolModules(in: folder)
            XCTAssertFalse(listed.isEmpty && app != "MVVMApp", "\(app)/modules.txt lists nothing")
            let difference = listed.subtracting(found).map { "- " + $0 } + found.subtracting(listed).map { "+ " + $0 }
            let known = Self.knownDisagreements.filter { $0.app == app }.flatMap(\.lines)
            XCTAssertEqual(difference.sorted(), known.sorted(),
                           "\(app): modules.txt (-) and `viper-lint modules` (+) differ elsewhere than knownDisagreements")
        }
    }

    /// `Module` header lines, then `  role TypeName path` per part; blank lines separate modules.
    static func parseModulesList(_ text: String) throws -> Set<String> {
        var lines: Set<String> = []
        var module: String?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.allSatisfy(\.isWhitespace) { continue }
            guard line.hasPrefix("  ") else {
                module = line.trimmingCharacters(in: .whitespaces)
                continue
            }
            let words = line.split(separator: " ")
            guard let module, words.count == 3 else {
                throw ParseError(message: "line \(number + 1): expected `  role TypeName path` under a module: \(line)")
            }
            if words[0] == "entity" && !words[2].hasPrefix("Modules/") { continue }
            lines.insert("\(module) \(words[0]) \(words[1])")
        }
        return lines
    }

    /// `viper-lint modules --format json` run in the app folder, in the same normalized form.
    static func toolModules(in folder: String) throws -> Set<String> {
        let result = runCLI(["modules", "--format", "json", "--no-cache"], in: folder)
        guard result.exit == .clean,
              let root = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any],
              let modules = root["modules"] as? [[String: Any]] else {
            throw ParseError(message: "viper-lint modules failed in \(folder): \(result.exit) \(result.err)")
        }
        var lines: Set<String> = []
        for module in modules {
            let name = module["name"] as? String ?? "?"
            for part in module["parts"] as? [[String: Any]] ?? [] {
                let role = part["role"] as? String ?? "?", type = part["type"] as? String ?? "?"
                if role == "entity" && !(part["file"] as? String ?? "").hasPrefix("Modules/") { continue }
                lines.insert("\(name) \(role) \(type)")
            }
            if let assembler = (module["assembledBy"] as? String).flatMap(assemblingType) {
                lines.insert("\(name) builder \(assembler)")
            }
        }
        return lines
    }

    /// The type an `assembledBy` text names: "builder LoginBuilder", "static factory
    /// BookListRouter.assembleModule", "OrdersWireframe instantiates the module", "wired by AppDependencies".
    static func assemblingType(_ assembledBy: String) -> String? {
        let word = assembledBy.split(separator: " ").first { $0.first?.isUppercase == true }
        return word.map { String($0.prefix { $0 != "." }) }
    }

    struct ParseError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    func testNormalizationReadsEveryAssemblerWording() {
        XCTAssertEqual(Self.assemblingType("builder LoginBuilder"), "LoginBuilder")
        XCTAssertEqual(Self.assemblingType("static factory BookListRouter.assembleModule"), "BookListRouter")
        XCTAssertEqual(Self.assemblingType("OrdersWireframe instantiates the module"), "OrdersWireframe")
        XCTAssertEqual(Self.assemblingType("wired by AppDependencies"), "AppDependencies")
    }

    func testModulesListParsingKeepsModuleRoleAndTypeAndDropsSharedEntities() throws {
        let text = "Login\n  view LoginView Modules/Login/LoginView.swift\n  entity LoginEntity Modules/Login/LoginEntity.swift\n"
            + "  entity User Models/User.swift\n\n(shared)\n  entity Book Entities/Book.swift\n"
        XCTAssertEqual(try Self.parseModulesList(text), ["Login view LoginView", "Login entity LoginEntity"])
        XCTAssertThrowsError(try Self.parseModulesList("  view LoginView Modules/Login/LoginView.swift\n"))
    }
}
