//
//  SettingsRouter.swift
//  MissionControl
//

import UIKit

// MARK: - Router Contract

protocol SettingsRouterProtocol: MFRRouterVIPER {
    func showLogin(rememberedEmail: String?)
}

final class SettingsRouter: SettingsRouterProtocol {

    weak var viewController: UIViewController?

    required init() { }

    func showLogin(rememberedEmail: String?) {
        let login = LoginBuilder.build(rememberedEmail: rememberedEmail)
        viewController?.view.window?.rootViewController = login
    }
}
