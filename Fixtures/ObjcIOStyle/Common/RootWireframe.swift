//
//  RootWireframe.swift
//  VIPER TODO
//

import UIKit

/// Installs the first screen in the window. Only wireframes touch the window.
final class RootWireframe {

    func showRootViewController(_ viewController: UIViewController, inWindow window: UIWindow) {
        let navigationController = navigationControllerFromWindow(window)
        navigationController.viewControllers = [viewController]
    }

    func navigationControllerFromWindow(_ window: UIWindow) -> UINavigationController {
        if let navigationController = window.rootViewController as? UINavigationController {
            return navigationController
        }
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        return navigationController
    }
}
