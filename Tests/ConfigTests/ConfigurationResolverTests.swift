import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
import ViperLintTestSupport

final class ConfigurationResolverTests: XCTestCase {
    let validator = ConfigurationValidator(rules: [
        RuleOptionsSpec(id: "weak-view-reference", options: [
            RuleOptionSpec(name: "allowUnowned", type: .bool),
            RuleOptionSpec(name: "extraTypes", type: .stringArray),
        ]),
        RuleOptionsSpec(id: "module-has-builder"),
    ])

    func testNoConfigurationFileGivesTheEmptyConfiguration() throws {
        let folder = try TemporaryFolder(self)
        try folder.makeFolder("A")
        let resolver = ConfigurationResolver(validator: validator, currentDirectory: folder.path)
        XCTAssertEqual(try resolver.configuration(forFolder: "A"), EffectiveConfiguration())
    }

    func testSubfolderRefinesParentPerRuleAndPerKey() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", """
        {"rules": {"weak-view-reference": {"severity": "warning", "allowUnowned": true},
                   "module-has-builder": {"severity": "off"}}}
        """)
        try folder.write("Feature/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "error"}}}"#)
        let resolver = ConfigurationResolver(validator: validator, currentDirectory: folder.path)
        let effective = try resolver.configuration(forFolder: "Feature")
        XCTAssertEqual(effective.rules["weak-view-reference"], .init(severity: .error, options: ["allowUnowned": .bool(true)]))
        XCTAssertEqual(effective.severity(of: "module-has-builder"), .off)
        XCTAssertEqual(effective.files, [folder.path + "/.viper-lint.json", folder.path + "/Feature/.viper-lint.json"])
    }

    func testRoleListsAppendAndReplaceSuffixesIsOverridden() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", #"{"roles": {"view": {"suffixes": ["Screen"], "replaceSuffixes": true}}}"#)
        try folder.write("Feature/.viper-lint.json",
                         #"{"roles": {"view": {"suffixes": ["Screen", "Page"], "replaceSuffixes": false, "types": ["X"]}}}"#)
        let resolver = ConfigurationResolver(validator: validator, currentDirectory: folder.path)
        XCTAssertEqual(try resolver.configuration(forFolder: "Feature").roles[.view],
                       .init(suffixes: ["Screen", "Page"], replaceSuffixes: false, types: ["X"]))
    }

    func testSingleFileUsesItsFolderConfiguration() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Feature/.viper-lint.json", #"{"rules": {"module-has-builder": {"severity": "warning"}}}"#)
        try folder.write("Feature/A.swift")
        let resolver = ConfigurationResolver(validator: validator, currentDirectory: folder.path)
        XCTAssertEqual(try resolver.configuration(forFile: "Feature/A.swift"),
                       try resolver.configuration(forFolder: "Feature"))
    }

    func testExplicitConfigurationAppliesAlone() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", #"{"exclude": ["X"], "rules": {"entity-in-presenter": {"severity": "off"}}}"#)
        try folder.write("ci/strict.json", #"{"rules": {"module-has-builder": {"severity": "warning"}}}"#)
        try folder.write("Feature/.viper-lint.json", #"{"rules": {"weak-view-reference": {"severity": "off"}}}"#)
        let resolver = ConfigurationResolver(validator: validator, explicitFile: "ci/strict.json", currentDirectory: folder.path)
        let effective = try resolver.configuration(forFolder: "Feature")
        XCTAssertEqual(Set(effective.rules.keys), ["module-has-builder"])
        XCTAssertEqual(effective.files, [folder.path + "/ci/strict.json"])
        XCTAssertEqual(effective.severity(of: "module-has-builder"), .warning)
    }

    func testMissingExplicitConfigurationIsAnError() throws {
        let folder = try TemporaryFolder(self)
        let resolver = ConfigurationResolver(validator: validator, explicitFile: "nope.json", currentDirectory: folder.path)
        XCTAssertThrowsError(try resolver.configuration(forFolder: ".")) { error in
            XCTAssertEqual("\(error)", "nope.json: cannot read configuration: no such file or directory")
        }
    }

    func testInvalidParentConfigurationFailsEveryFolderBelowIt() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", "{\"rules\": {\"weak-view-reference\": {\"allowUnowned\": 1}}}")
        try folder.makeFolder("A/B")
        let resolver = ConfigurationResolver(validator: validator, currentDirectory: folder.path)
        XCTAssertThrowsError(try resolver.configuration(forFolder: "A/B")) { error in
            XCTAssertEqual("\(error)",
                           ".viper-lint.json:1:52: rules.weak-view-reference.allowUnowned: expected a boolean, found a number")
        }
    }

    func testGlobsApplyRelativeToTheFolderOfTheirConfiguration() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", #"{"exclude": ["Feature/Old.swift"]}"#)
        try folder.write("Feature/.viper-lint.json", #"{"exclude": ["Generated/**"]}"#)
        let resolver = ConfigurationResolver(validator: validator, currentDirectory: folder.path)
        let effective = try resolver.configuration(forFolder: "Feature")
        XCTAssertFalse(effective.admitsFile(folder.path + "/Feature/Old.swift"))
        XCTAssertFalse(effective.admitsFile(folder.path + "/Feature/Generated/G.swift"))
        XCTAssertTrue(effective.admitsFile(folder.path + "/Feature/New.swift"))
        XCTAssertTrue(effective.excludesFolder(folder.path + "/Feature/Generated"))
    }

    func testIncludeOfEveryLevelMustMatch() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".viper-lint.json", #"{"include": ["Sources/**"]}"#)
        try folder.write("Sources/.viper-lint.json", #"{"include": ["**/*View.swift"]}"#)
        let resolver = ConfigurationResolver(validator: validator, currentDirectory: folder.path)
        let effective = try resolver.configuration(forFolder: "Sources/Login")
        XCTAssertTrue(effective.admitsFile(folder.path + "/Sources/Login/LoginView.swift"))
        XCTAssertFalse(effective.admitsFile(folder.path + "/Sources/Login/LoginPresenter.swift"))
        XCTAssertFalse(effective.excludesFolder(folder.path + "/Sources/Login"))
    }
}
