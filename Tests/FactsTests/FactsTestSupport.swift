import XCTest
@testable import ViperLintCore
@testable import ViperLintTokenizer
@testable import ViperLintFacts
import ViperLintTestSupport


/// One-line renderings, so that tests compare whole facts as short exact strings.
extension PropertyDecl {
    /// `weak view: LoginViewInput? @5:14`, with `static`, `= Init()`, and `{computed}` /
    /// `{requirement}` when they apply.
    var summary: String {
        var words: [String] = []
        if isStatic { words.append("static") }
        switch ownership {
        case .strong: break
        case .weak: words.append("weak")
        case .unowned: words.append("unowned")
        case .unownedUnsafe: words.append("unowned(unsafe)")
        }
        var text = (words + [name]).joined(separator: " ")
        if let type { text += ": " + type.description }
        if let initializerType { text += " = " + initializerType + "()" }
        if isComputed { text += " {computed}" }
        if isRequirement { text += " {requirement}" }
        if isOutlet { text += " {outlet}" }
        return text + " @\(position.line):\(position.column)"
    }
}

extension CallSite {
    /// `navigationController?.pushViewController(_:animated:) in go @20:14`.
    var summary: String {
        let head = receiver.isEmpty ? name : receiver == "." ? "." + name : receiver + "." + name
        let signature = labels.isEmpty ? "()" : "(" + labels.map { $0 + ":" }.joined() + ")"
        return head + signature + " in " + (member ?? "-") + " @\(position.line):\(position.column)"
    }
}

extension MemberAssignment {
    /// `rootViewController = in start @4:9` (the receiver is not kept).
    var summary: String {
        name + " = in " + (member ?? "-") + " @\(position.line):\(position.column)"
    }
}

extension TypeMention {
    /// `UserEntity signature in go @18:64`.
    var summary: String {
        name + " " + context.rawValue + " in " + (member ?? "-") + " @\(position.line):\(position.column)"
    }
}

extension FunctionDecl {
    /// `static func build(V, Bool)`: the parameter types (labels, names and the result type are
    /// not kept; the result is a `signature` mention).
    var summary: String {
        let params = parameters.map { $0.type?.description ?? "?" }.joined(separator: ", ")
        var text = (isStatic ? "static " : "") + "func " + name + "(" + params + ")"
        if !hasBody { text += " {no body}" }
        return text
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

