//
//  AppCoordinator.swift
//  Bookshelf
//

import UIKit

/// Owns the window and decides the first screen. Coordinators may navigate.
final class AppCoordinator {
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        navigationController.setViewControllers([BookListRouter.assembleModule()], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        if !UserDefaults.standard.bool(forKey: "didShowWhatsNew") {
            showWhatsNew()
        }
    }

    private func showWhatsNew() {
        let alert = UIAlertController(title: "What's new",
                                      message: "Rate books and keep your reading profile.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        navigationController.present(alert, animated: true)
        UserDefaults.standard.set(true, forKey: "didShowWhatsNew")
    }
}
