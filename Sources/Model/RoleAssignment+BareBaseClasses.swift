import ViperLintCore
import ViperLintFacts
/// A class named exactly `Router`, `Wireframe` or `Presenter` gets no role by name (a bare suffix
/// is a base type of its own, see `RoleVocabulary.roleBySuffix`). When other project classes
/// inherit from it, it is the shared base of that role: `class LoginRouter: Router` makes
/// `Router` a router (router code for `navigation-in-router`). Its stem names no module.
package extension ProjectModel {
    mutating func assignBareBaseClassRoles() {
        var inherited: Set<Int> = []
        for index in types.indices where types[index].kind == .class {
            if let parent = superclasses(of: index).first { inherited.insert(parent) }
        }
        for index in inherited.sorted() where types[index].assignment == nil && types[index].isDeclaredHere {
            let name = String(types[index].baseName)
            guard let role = RoleVocabulary.bareBaseClassRoles[name], !testFiles.contains(types[index].file) else { continue }
            types[index].assignment = RoleAssignment(role: role, evidence: .nameSuffix(name))
        }
    }
}
