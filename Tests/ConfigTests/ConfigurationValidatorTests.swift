import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
import ViperLintTestSupport

final class ConfigurationValidatorTests: XCTestCase {
    static let path = "App/.viper-lint.json"
    let validator = ConfigurationValidator(rules: [
        RuleOptionsSpec(id: "weak-view-reference", options: [
            RuleOptionSpec(name: "allowUnowned", type: .bool),
        ]),
        RuleOptionsSpec(id: "navigation-in-router", options: [
            RuleOptionSpec(name: "allowedOwners", type: .stringArray),
            RuleOptionSpec(name: "style", type: .string),
            RuleOptionSpec(name: "maxDepth", type: .int),
        ]),
        RuleOptionsSpec(id: "module-has-builder"),
    ])

    private func decode(_ text: String) throws -> Configuration {
        try validator.decode(Array(text.utf8), path: Self.path)
    }

    /// Every problem, one per line, as the CLI prints them.
    private func errors(_ text: String) -> String {
        do {
            _ = try decode(text)
            return "(no error)"
        } catch {
            return (error as? ConfigurationError)?.description ?? "\(error)"
        }
    }

    // MARK: - Keys

    func testEmptyObjectIsTheEmptyConfiguration() throws {
        XCTAssertEqual(try decode("{}"), Configuration())
    }

    func testSchemaAndCommentsAreIgnoredEverywhere() throws {
        let configuration = try decode("""
        {"$schema": "./viper-lint.schema.json", "$comment": "top",
         "rules": {"$comment": 1, "module-has-builder": {"$comment": "x", "severity": "off"}},
         "roles": {"$comment": [], "view": {"$comment": null, "types": ["A"]}}}
        """)
        XCTAssertEqual(configuration.rules, ["module-has-builder": .init(severity: .off)])
        XCTAssertEqual(configuration.roles, [.view: .init(types: ["A"])])
    }

    func testIncludeAndExcludeBecomeGlobs() throws {
        let configuration = try decode(#"{"include": ["Sources/**"], "exclude": ["**/Generated", "*.pb.swift"]}"#)
        XCTAssertEqual(configuration.include?.map(\.pattern), ["Sources/**"])
        XCTAssertEqual(configuration.exclude.map(\.pattern), ["**/Generated", "*.pb.swift"])
    }

    func testAbsentIncludeStaysNil() throws {
        XCTAssertNil(try decode(#"{"exclude": []}"#).include)
    }

    func testRuleSeverityAndOptionsOfEveryTypeAreRead() throws {
        let configuration = try decode("""
        {"rules": {
          "weak-view-reference": {"severity": "warning", "allowUnowned": true},
          "navigation-in-router": {"allowedOwners": ["AppCoordinator"], "style": "x", "maxDepth": 3}
        }}
        """)
        XCTAssertEqual(configuration.rules["weak-view-reference"],
                       .init(severity: .warning, options: ["allowUnowned": .bool(true)]))
        XCTAssertEqual(configuration.rules["navigation-in-router"], .init(severity: nil, options: [
            "allowedOwners": .stringArray(["AppCoordinator"]), "style": .string("x"), "maxDepth": .int(3),
        ]))
    }

    func testEveryRoleKeyIsRead() throws {
        let configuration = try decode("""
        {"roles": {"presenter": {"suffixes": ["ViewModel"], "replaceSuffixes": true, "baseTypes": ["BasePresenter"],
                                 "types": ["Legacy"], "folders": ["Presenters"]},
                   "coordinator": {"suffixes": ["Flow"]}}}
        """)
        XCTAssertEqual(configuration.roles[.presenter], .init(suffixes: ["ViewModel"], replaceSuffixes: true,
                                                              baseTypes: ["BasePresenter"], types: ["Legacy"],
                                                              folders: ["Presenters"]))
        XCTAssertEqual(configuration.roles[.coordinator], .init(suffixes: ["Flow"]))
    }

    func testEveryRoleNameIsAccepted() throws {
        let body = Configuration.Role.allCases.map { "\"\($0.rawValue)\": {}" }.joined(separator: ", ")
        XCTAssertEqual(try decode("{\"roles\": {\(body)}}").roles.count, 7)
    }

    // MARK: - Errors

    func testInvalidJSONNamesLineAndColumn() {
        XCTAssertEqual(errors("{\n  \"exclude\": []\n  \"rules\": {}\n}"),
                       "App/.viper-lint.json:3:3: invalid JSON: expected ',' or '}'")
    }

    func testTopLevelMustBeAnObject() {
        XCTAssertEqual(errors("[]"), "App/.viper-lint.json:1:1: expected an object, found an array")
    }

    func testUnknownTopLevelKeySuggestsTheClosest() {
        XCTAssertEqual(errors(#"{"exlude": []}"#), #"App/.viper-lint.json:1:2: exlude: unknown key, did you mean "exclude"?"#)
    }

    func testUnknownTopLevelKeyWithoutNeighbourListsTheKeys() {
        XCTAssertEqual(errors(#"{"banana": 1}"#),
                       #"App/.viper-lint.json:1:2: banana: unknown key; valid keys: "root", "include", "exclude", "rules", "roles""#)
    }

    func testUnknownRuleKeyNamesItsFullPath() {
        XCTAssertEqual(errors("{\"rules\": {\n  \"weak-view-reference\": {\n      \"severty\": \"error\"}}}"),
                       #"App/.viper-lint.json:3:7: rules.weak-view-reference.severty: unknown key, did you mean "severity"?"#)
    }

    func testUnknownOptionOfARuleWithoutOptionsListsSeverity() {
        XCTAssertEqual(errors(#"{"rules": {"module-has-builder": {"strict": true}}}"#),
                       #"App/.viper-lint.json:1:35: rules.module-has-builder.strict: unknown key; valid keys: "severity""#)
    }

    func testWrongOptionTypeNamesBothTypes() {
        XCTAssertEqual(errors(#"{"rules": {"weak-view-reference": {"allowUnowned": "yes"}}}"#),
                       "App/.viper-lint.json:1:52: rules.weak-view-reference.allowUnowned: expected a boolean, found a string")
    }

    func testFractionForAnIntegerOptionIsAWrongType() {
        XCTAssertEqual(errors(#"{"rules": {"navigation-in-router": {"maxDepth": 1.5}}}"#),
                       "App/.viper-lint.json:1:49: rules.navigation-in-router.maxDepth: expected an integer, found a number")
    }

    func testWrongElementInAStringArrayNamesItsIndex() {
        XCTAssertEqual(errors(#"{"rules": {"navigation-in-router": {"allowedOwners": ["A", 2]}}}"#),
                       "App/.viper-lint.json:1:60: rules.navigation-in-router.allowedOwners[1]: expected a string, found a number")
    }

    func testStringOptionGivenAnArrayIsAWrongType() {
        XCTAssertEqual(errors(#"{"rules": {"navigation-in-router": {"style": []}}}"#),
                       "App/.viper-lint.json:1:46: rules.navigation-in-router.style: expected a string, found an array")
    }

    func testUnknownRuleSuggestsTheClosest() {
        XCTAssertEqual(errors(#"{"rules": {"weak-view-refrence": {}}}"#),
                       #"App/.viper-lint.json:1:12: rules.weak-view-refrence: unknown rule, did you mean "weak-view-reference"?"#)
    }

    func testUnknownRuleWithoutNeighbourPointsAtTheRulesCommand() {
        XCTAssertEqual(errors(#"{"rules": {"no-such-thing": {}}}"#),
                       #"App/.viper-lint.json:1:12: rules.no-such-thing: unknown rule; run "viper-lint rules" to list them"#)
    }

    func testRuleSettingsMustBeAnObject() {
        XCTAssertEqual(errors(#"{"rules": {"module-has-builder": "off"}}"#),
                       "App/.viper-lint.json:1:34: rules.module-has-builder: expected an object, found a string")
    }

    func testUnknownSeveritySuggestsTheClosest() {
        XCTAssertEqual(errors(#"{"rules": {"module-has-builder": {"severity": "warn"}}}"#),
                       #"App/.viper-lint.json:1:47: rules.module-has-builder.severity: expected "error", "warning" or "off", found "warn", did you mean "warning"?"#)
    }

    func testSeverityOfWrongTypeListsTheChoices() {
        XCTAssertEqual(errors(#"{"rules": {"module-has-builder": {"severity": false}}}"#),
                       #"App/.viper-lint.json:1:47: rules.module-has-builder.severity: expected "error", "warning" or "off", found a boolean"#)
    }

    func testPresetIsNotAKey() {
        XCTAssertEqual(errors(#"{"preset": "viper"}"#),
                       #"App/.viper-lint.json:1:2: preset: unknown key; valid keys: "root", "include", "exclude", "rules", "roles""#)
    }

    func testExcludeMustBeAnArray() {
        XCTAssertEqual(errors(#"{"exclude": "Pods"}"#),
                       "App/.viper-lint.json:1:13: exclude: expected an array of strings, found a string")
    }

    func testIncludeElementMustBeAString() {
        XCTAssertEqual(errors(#"{"include": [true]}"#),
                       "App/.viper-lint.json:1:14: include[0]: expected a string, found a boolean")
    }

    func testEmptyGlobIsAnError() {
        XCTAssertEqual(errors(#"{"exclude": [""]}"#), "App/.viper-lint.json:1:14: exclude[0]: empty pattern")
    }

    func testMalformedGlobIsAnError() {
        XCTAssertEqual(errors(#"{"exclude": ["[ab"]}"#),
                       #"App/.viper-lint.json:1:14: exclude[0]: invalid glob "[ab": unterminated "[""#)
    }

    func testUnknownRoleSuggestsTheClosest() {
        XCTAssertEqual(errors(#"{"roles": {"presentr": {}}}"#),
                       #"App/.viper-lint.json:1:12: roles.presentr: unknown role, did you mean "presenter"?"#)
    }

    func testUnknownRoleKeySuggestsTheClosest() {
        XCTAssertEqual(errors(#"{"roles": {"view": {"suffix": ["Screen"]}}}"#),
                       #"App/.viper-lint.json:1:21: roles.view.suffix: unknown key, did you mean "suffixes"?"#)
    }

    func testReplaceSuffixesMustBeABoolean() {
        XCTAssertEqual(errors(#"{"roles": {"view": {"replaceSuffixes": "true"}}}"#),
                       "App/.viper-lint.json:1:40: roles.view.replaceSuffixes: expected a boolean, found a string")
    }

    func testRoleListElementMustBeAString() {
        XCTAssertEqual(errors(#"{"roles": {"entity": {"baseTypes": [null]}}}"#),
                       "App/.viper-lint.json:1:37: roles.entity.baseTypes[0]: expected a string, found null")
    }

    func testDuplicateKeyPointsAtTheFirst() {
        XCTAssertEqual(errors("{\"exclude\": [],\n \"exclude\": [\"X\"]}"),
                       "App/.viper-lint.json:2:2: exclude: duplicate key, first written at 1:2")
    }

    func testEveryProblemIsReportedInSourceOrder() {
        XCTAssertEqual(errors("{\"include\": 1,\n \"exlude\": [],\n \"rules\": 2}"), """
        App/.viper-lint.json:1:13: include: expected an array of strings, found a number
        App/.viper-lint.json:2:2: exlude: unknown key, did you mean "exclude"?
        App/.viper-lint.json:3:11: rules: expected an object, found a number
        """)
    }
}
