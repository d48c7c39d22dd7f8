import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport


/// One-line renderings, so that tests compare whole facts as short exact strings.
extension PropertyDecl {
    /// `weak var view: LoginViewInput? @5:14`, with `static`, `lazy`, access, attributes, `= Init`,
    /// and `{computed}` / `{requirement}` when they apply.
    var summary: String {
        var words: [String] = attributes
        if let access { words.append(access) }
        if let setterAccess { words.append("\(setterAccess)(set)") }
        if isStatic { words.append("static") }
        if isLazy { words.append("lazy") }
        switch ownership {
        case .strong: break
        case .weak: words.append("weak")
        case .unowned: words.append("unowned")
        case .unownedUnsafe: words.append("unowned(unsafe)")
        }
        words.append(isLet ? "let" : "var")
        var text = words.joined(separator: " ") + " " + name
        if let type { text += ": " + type.description }
        if let initializerType { text += " = " + initializerType + "()" }
        if isComputed { text += " {computed}" }
        if isRequirement { text += " {requirement}" }
        return text + " @\(position.line):\(position.column)"
    }
}

extension CallSite {
    /// `navigationController?.pushViewController(_:animated:) in go @20:14`.
    var summary: String {
        let head = receiver.isEmpty ? name : receiver == "." ? "." + name : receiver + "." + name
        let signature = labels.isEmpty ? "()" : "(" + labels.map { $0 + ":" }.joined() + ")"
        return head + signature + " in " + (member ?? "-") + (inStaticMember ? " static" : "")
            + " @\(position.line):\(position.column)"
    }
}

extension MemberAssignment {
    var summary: String {
        (receiver.isEmpty ? name : receiver + "." + name) + " = in " + (member ?? "-") + " @\(position.line):\(position.column)"
    }
}

extension TypeMention {
    /// `UserEntity signature in go @18:64`.
    var summary: String {
        name + " " + context.rawValue + " in " + (member ?? "-") + " @\(position.line):\(position.column)"
    }
}

extension FunctionDecl {
    /// `static func build(_ view: V, animated: Bool) -> Module`.
    var summary: String {
        let params = parameters.map { p in
            (p.label == p.name ? p.name : p.label + " " + p.name) + ": " + (p.type?.description ?? "?")
        }.joined(separator: ", ")
        var text = (isStatic ? "static " : "") + "func " + name + "(" + params + ")"
        if let returnType { text += " -> " + returnType.description }
        if !hasBody { text += " {no body}" }
        return text
    }
}

extension EnumCaseDecl {
    var summary: String {
        guard !associatedValues.isEmpty else { return name }
        return name + "(" + associatedValues.map { ($0.label == "_" ? "" : $0.label + ": ") + ($0.type?.description ?? "?") }
            .joined(separator: ", ") + ")"
    }
}

extension TypealiasDecl {
    var summary: String {
        var text = (isAssociatedType ? "associatedtype " : "typealias ") + name
        if !constraints.isEmpty { text += ": " + constraints.map(\.description).joined(separator: " , ") }
        if let target { text += " = " + target.description }
        return text
    }
}

extension FileFacts {
    /// The one type with this flattened name; fails the test when there is not exactly one.
    func type(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> TypeDecl {
        let matches = types.filter { $0.name == name }
        guard matches.count == 1, let found = matches.first else {
            XCTFail("expected one type \(name), found \(types.map(\.name))", file: file, line: line)
            return TypeDecl(kind: .class, name: name, position: Position(line: 0, column: 0))
        }
        return found
    }

    /// Every call in the file, type bodies first in declaration order, then top level.
    var allCalls: [CallSite] { types.flatMap(\.body.calls) + topLevel.calls }
    var allMentions: [TypeMention] { types.flatMap(\.body.mentions) + topLevel.mentions }
}

