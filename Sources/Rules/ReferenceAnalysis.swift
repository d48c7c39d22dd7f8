import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
/// What rules ask the model about stored references: what a property's type really is, and
/// what role that type plays.
package struct ReferenceTarget {
    /// The name as written in the declaration (`View`).
    var written: String
    /// The name it resolves to (`LoginViewProtocol`).
    var resolved: String
    /// The project type, when declared here.
    package var index: Int?
    var role: Role?
    /// A UIKit view controller class.
    var isUIKitViewController: Bool
}

package extension ProjectModel {
    /// The principal types a stored property refers to: `X?`, `X!`, `any X`, `(X)` give `X`;
    /// `A & B` gives both; typealiases (also inherited ones) and generic parameters are followed.
    /// Collections, closures and generic wrappers are not references to their elements.
    func referenceTargets(of type: TypeRef, in index: Int, file: String) -> [ReferenceTarget] {
        let principal: [TypeRef] = type.name == "&" ? type.arguments : [type]
        var result: [ReferenceTarget] = []
        for ref in principal where !RoleVocabulary.nonReferenceContainers.contains(ref.name) && !isNonReferenceAlias(ref.name, in: index) {
            var reached = resolve(ref.name, in: index).map { (name: $0, file: file) }
            // The class's own alias of a parameter (`typealias PresentingView = T`) is the parameter.
            let parameter = genericParameter(named: ref.name, in: index)
            if let parameter, reached.map(\.name) == [parameter]
                || reached.allSatisfy({ lookup($0.name, from: file).map { types[$0].isDeclaredHere && types[$0].isProtocol } == true }) {
                // `class BasePresenter<View> { var view: View? }`: the subclasses say what `View`
                // is; so they do for `View: BaseView`, a project protocol that only says what kind
                // of type each module binds.
                let bound = subclassBindings(of: parameter, in: index)
                if !bound.isEmpty { reached = bound }
            }
            for (resolved, site) in reached {
                let base = String(TypeRef(name: resolved).baseName)
                let target = lookup(resolved, from: site)
                func isExternalController() -> Bool {
                    RoleVocabulary.uiKitViewControllers.contains(base)
                        || RoleVocabulary.externalTransitionHandlerSuffixes.contains { base.hasSuffix($0) }
                }
                let isUIKitController = target.map { !types[$0].isDeclaredHere ? isExternalController()
                    : isViewControllerOnlyProtocol($0) } ?? isExternalController()
                result.append(ReferenceTarget(
                    written: ref.name, resolved: resolved, index: target,
                    role: target.flatMap { types[$0].role },
                    isUIKitViewController: isUIKitController))
            }
        }
        return result
    }

    /// The generic parameter of `index` that `name` is: the parameter itself, or the type's own
    /// alias of it (`typealias PresentingView = T` in `BasePresenter<T>`).
    private func genericParameter(named name: String, in index: Int) -> String? {
        let parameters = types[index].genericParameters
        if parameters.contains(name) { return name }
        guard !parameters.isEmpty,
              let target = types[index].typealiases.first(where: { $0.name == name })?.target,
              target.arguments.isEmpty, parameters.contains(target.name) else { return nil }
        return target.name
    }

    /// A project protocol only view controllers can adopt (`protocol TransitionHandler where
    /// Self: UIViewController`, `protocol Presentable: UIViewController`): a reference typed by it
    /// is a reference to a view controller.
    /// So is one that UIKit's own view controller class adopts through the project's extension
    /// (`extension UIViewController: Router`) and nothing but view controllers adopt.
    func isViewControllerOnlyProtocol(_ index: Int) -> Bool {
        guard types[index].isProtocol else { return false }
        let constrained = types[index].pieces.contains { piece in
            piece.decl.kind == .protocol && (piece.decl.selfConstraints + piece.decl.inheritance.map(\.name)).contains { name in
                RoleVocabulary.uiKitViewControllers.contains(String(TypeRef(name: name).baseName))
                    && lookup(name, from: piece.file).map { !types[$0].isDeclaredHere } != false
            }
        }
        if constrained { return true }
        guard let adopting = adopters[index], !adopting.isEmpty else { return false }
        func isUIKitController(_ adopter: Int) -> Bool {
            !types[adopter].isDeclaredHere && RoleVocabulary.uiKitViewControllers.contains(String(types[adopter].baseName))
        }
        return adopting.contains(where: isUIKitController) && adopting.allSatisfy { isUIKitController($0) || isViewController($0) }
    }

    /// `typealias Completion = (Result) -> Void`: a stored closure holds no reference to the
    /// types in its signature; nor does an alias of what a property cannot hold a reference
    /// through when written out (`typealias Submodules = (cart: () -> UIViewController, ())`,
    /// a tuple, like `RoleVocabulary.nonReferenceContainers`).
    func isNonReferenceAlias(_ name: String, in index: Int) -> Bool {
        guard resolvableNames.contains(name) else { return false }
        let owners = [index] + superclasses(of: index) + supertypes(of: index).compactMap(\.index)
        for owner in owners {
            if let alias = types[owner].typealiases.first(where: { $0.name == name }), let target = alias.target {
                return RoleVocabulary.nonReferenceContainers.contains(target.name)
            }
        }
        return fileTypealiases[name].map { RoleVocabulary.nonReferenceContainers.contains($0.name) } ?? false
    }

    /// The types that subclasses bind to generic parameter `name` of class `index`
    /// (`LoginPresenter: BasePresenter<LoginViewInput>`), resolved where they are written.
    func subclassBindings(of name: String, in index: Int) -> [(name: String, file: String)] {
        guard types[index].kind == .class, let position = types[index].genericParameters.firstIndex(of: name) else { return [] }
        var result: [(name: String, file: String)] = []
        for (other, pieceIndex) in subclassPieces[index] ?? [] where other != index {
            let piece = types[other].pieces[pieceIndex]
            guard let parent = piece.decl.inheritance.first, position < parent.arguments.count else { continue }
            for resolved in resolve(parent.arguments[position].name, in: other) where !result.contains(where: { $0.name == resolved }) {
                result.append((resolved, piece.file))
            }
        }
        return result
    }

    /// For each project protocol, the project protocols that list it in their inheritance clause.
    func protocolRefiners() -> [Int: [Int]] {
        derived.value("ReferenceAnalysis.protocolRefiners") { () -> [Int: [Int]] in
            var result: [Int: [Int]] = [:]
            for index in types.indices where types[index].isProtocol {
                for case let parent? in inheritanceTargets.targets(of: index) where parent != index && types[parent].isProtocol {
                    result[parent, default: []].append(index)
                }
            }
            return result
        }
    }

    /// The project's types that adopt `protocolIndex` or a protocol refining it (test doubles
    /// and types only extended here aside), in index order.
    func implementersThroughRefinement(of protocolIndex: Int) -> [Int] {
        let refiners = protocolRefiners()
        var seen: Set<Int> = [protocolIndex]
        var queue = [protocolIndex]
        var implementers: Set<Int> = []
        while let next = queue.popLast() {
            for adopter in adopters[next] ?? [] where types[adopter].isDeclaredHere && !isTestDouble(adopter) {
                implementers.insert(adopter)
            }
            for child in refiners[next] ?? [] where seen.insert(child).inserted { queue.append(child) }
        }
        return implementers.sorted()
    }

    /// A protocol that is not class-bound and that only structs and enums implement (a Combine
    /// channel `HomePresenterOutput` that `DefaultHomePresenterOutput`, a struct, adopts): a
    /// reference to it holds a value, never an object that could hold the owner back.
    func isImplementedByValuesOnly(_ index: Int) -> Bool {
        guard types[index].isProtocol, !isClassBound(index) else { return false }
        let implementers = implementersThroughRefinement(of: index)
        return !implementers.isEmpty && implementers.allSatisfy { [.struct, .enum].contains(types[$0].kind) }
    }

    /// Whether a protocol can be the type of a `weak` reference. Unknown (external) protocols
    /// are assumed class-bound: we do not claim what we cannot see.
    func isClassBound(_ index: Int) -> Bool {
        guard types[index].isProtocol else { return true }
        if types[index].isClassBound || isViewControllerOnlyProtocol(index) { return true }
        for (name, target) in supertypes(of: index) {
            let base = TypeRef(name: name).baseName
            if RoleVocabulary.classBoundConstraints.contains(String(base)) { return true }
            // `protocol LoginPresenterToView: Any` binds nothing: not an unknown protocol.
            if base == "Any" { continue }
            guard let target else { return true } // an external protocol: cannot tell
            if !types[target].isProtocol { return true } // `protocol P: UIViewController`
            if types[target].isClassBound { return true }
        }
        return false
    }

    /// The message of both weak-reference rules: a protocol that cannot be weak, a strong
    /// reference, or an `unowned` one, each with the declaration to write instead.
    func weakReferenceMessage(_ property: PropertyDecl, target: ReferenceTarget, nonClassBoundReason: String,
                              strongReason: String, outlives: String) -> String {
        let suggestion = ProjectModel.weakDeclaration(property.name, property.type)
        if let targetIndex = target.index, types[targetIndex].isProtocol, !isClassBound(targetIndex) {
            return "`\(target.resolved)` is not class-bound, so `\(property.name)` cannot be weak: declare "
                + "`protocol \(target.resolved): AnyObject` and `\(suggestion)`; \(nonClassBoundReason)"
        }
        if property.ownership == .strong {
            return "declare `\(property.name)` as `\(suggestion)`; \(strongReason)"
        }
        return "`\(property.name)` is `unowned`, which traps if a callback outlives \(outlives): declare it as `\(suggestion)`"
    }

    /// `weak var view: LoginViewInput?`: the declaration the message proposes.
    static func weakDeclaration(_ name: String, _ type: TypeRef?) -> String {
        guard var type else { return "weak var \(name)" }
        type.optional = true
        return "weak var \(name): \(type.description)"
    }

    /// Whether type `owner` creates (`T(...)`, in any of its members) the type `target` or a type
    /// that conforms to or inherits from it: then what it stores there is its own, not a way back.
    func instantiates(_ owner: Int, conformerOf target: Int) -> Bool {
        for piece in types[owner].pieces {
            for mention in piece.decl.body.mentions where mention.context == .initializerCall {
                guard let created = lookup(mention.name, from: piece.file), created != owner else { continue }
                if created == target || supertypes(of: created).contains(where: { $0.index == target }) { return true }
            }
        }
        return false
    }

    /// Types that are classes (or actors) and so can hold weak references.
    func isReferenceType(_ index: Int) -> Bool {
        types[index].kind == .class || types[index].kind == .actor
    }

    /// The site of a property in a file.
    static func site(_ property: PropertyDecl, _ file: String) -> DeclarationSite {
        DeclarationSite(file: file, position: property.position)
    }
}
