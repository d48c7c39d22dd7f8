//
//  BaseWireframe.swift
//  Pantry
//

import UIKit

/// Every module's wireframe subclasses this. The subclass's `init()` creates the view
/// controller, the presenter and the interactor, so the wireframe is the module's builder.
class BaseWireframe<ViewController> where ViewController: UIViewController {

    private unowned var _viewController: ViewController

    /// Keeps the view controller alive until someone takes it from `viewController`;
    /// afterwards the navigation stack owns it.
    private var temporaryStoredViewController: ViewController?

    init(viewController: ViewController) {
        temporaryStoredViewController = viewController
        _viewController = viewController
    }
}

extension BaseWireframe: WireframeInterface { }

// MARK: - Access and navigation

extension BaseWireframe {

    var viewController: ViewController {
        defer { temporaryStoredViewController = nil }
        return _viewController
    }

    var navigationController: UINavigationController? {
        return viewController.navigationController
    }

    func push<Other>(_ wireframe: BaseWireframe<Other>, animated: Bool = true) {
        navigationController?.pushViewController(wireframe.viewController, animated: animated)
    }

    func presentModally<Other>(_ wireframe: BaseWireframe<Other>, animated: Bool = true, completion: (() -> Void)? = nil) {
        let navigation = UINavigationController(rootViewController: wireframe.viewController)
        viewController.present(navigation, animated: animated, completion: completion)
    }

    func setRoot<Other>(_ wireframe: BaseWireframe<Other>, animated: Bool = true) {
        navigationController?.setViewControllers([wireframe.viewController], animated: animated)
    }
}
