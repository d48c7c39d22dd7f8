//
//  MFRRouterVIPER.swift
//  MFRBaseArchitecture
//

import UIKit

/// How a pushed or presented module is wrapped.
public enum MFREmbedType {
    case navigationController
    case none
}

/// Navigation primitives shared by every router.
public protocol MFRBaseArchitectureRouter: AnyObject {
    /// The module's own view controller; routers hold it `weak`.
    var viewController: UIViewController? { get set }
}

public extension MFRBaseArchitectureRouter {

    // MARK: - Push

    /// Pushes `view` onto the current navigation stack. Does nothing when the
    /// module is not part of a navigation stack.
    func push(withView view: UIViewController, embedIn: MFREmbedType = .none, animated: Bool = true) {
        guard let navigationController = viewController?.navigationController else {
            #if DEBUG
            print("[MFR] push(withView:) ignored: \(String(describing: viewController)) has no navigation controller")
            #endif
            return
        }
        navigationController.pushViewController(embed(view, in: embedIn), animated: animated)
    }

    // MARK: - Present

    /// Presents `view` modally over the module's view controller.
    func present(withView view: UIViewController,
                 embedIn: MFREmbedType = .none,
                 animated: Bool = true,
                 completion: (() -> Void)? = nil) {
        viewController?.present(embed(view, in: embedIn), animated: animated, completion: completion)
    }

    /// Dismisses the module's view controller if it was presented modally.
    func dismissView(animated: Bool = true, completion: (() -> Void)? = nil) {
        viewController?.dismiss(animated: animated, completion: completion)
    }

    private func embed(_ view: UIViewController, in embedType: MFREmbedType) -> UIViewController {
        switch embedType {
        case .navigationController:
            return UINavigationController(rootViewController: view)
        case .none:
            return view
        }
    }
}

/// The router layer of a module.
public protocol MFRRouterVIPER: MFRBaseArchitectureRouter {
    init()
}
