//
//  SettingsRouter.swift
//  Unified VIPER
//

import UIKit

final class SettingsRouter: SettingsRouterProtocol {
    weak var viewController: UIViewController?

    func routeToProfile() {
        viewController?.navigationController?.pushViewController(ProfileBuilder.build(), animated: true)
    }

    func routeToAbout() {
        let about = AboutViewController()
        viewController?.present(UINavigationController(rootViewController: about), animated: true)
    }
}
