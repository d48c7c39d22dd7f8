import Foundation
import XCTest
@testable import ViperLintCore
@testable import ViperLintConfig
import ViperLintTestSupport

/// Keeps viper-lint.schema.json honest: its keys and enums are the validator's.
final class ConfigurationSchemaTests: XCTestCase {
    private func schema() throws -> JSONNode {
        let root = URL(fileURLWithPath: repositoryRoot)
        let data = try Data(contentsOf: root.appendingPathComponent("viper-lint.schema.json"))
        return try JSONParser.parse([UInt8](data))
    }

    private func member(_ node: JSONNode, _ path: String...) -> JSONNode? {
        var current = node
        for key in path {
            guard case .object(let members) = current.value, let next = members.first(where: { $0.key == key }) else { return nil }
            current = next.value
        }
        return current
    }

    private func keys(_ node: JSONNode?) -> [String] {
        guard case .object(let members)? = node?.value else { return [] }
        return members.map(\.key).filter { !$0.hasPrefix("$") }
    }

    private func strings(_ node: JSONNode?) -> [String] {
        guard case .array(let elements)? = node?.value else { return [] }
        return elements.compactMap(\.stringValue)
    }

    func testSchemaTopLevelKeysAreTheValidatorKeys() throws {
        XCTAssertEqual(keys(member(try schema(), "properties")), ConfigurationValidator.topLevelKeys)
    }

    func testSchemaRolesAreTheConfigurationRoles() throws {
        XCTAssertEqual(keys(member(try schema(), "properties", "roles", "properties")),
                       Configuration.Role.allCases.map(\.rawValue))
        XCTAssertEqual(keys(member(try schema(), "$defs", "roleSettings", "properties")), ConfigurationValidator.roleKeys)
    }

    func testSchemaEnumsAreTheConfigurationEnums() throws {
        let schema = try schema()
        XCTAssertEqual(strings(member(schema, "$defs", "ruleSettings", "properties", "severity", "enum")),
                       Configuration.RuleSeverity.allCases.map(\.rawValue))
    }
}
