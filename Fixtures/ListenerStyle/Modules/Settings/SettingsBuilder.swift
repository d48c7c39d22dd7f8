//
//  SettingsBuilder.swift
//  Unified VIPER
//

import UIKit

enum SettingsBuilder {

    static func build() -> UIViewController {
        let view = SettingsViewController(style: .insetGrouped)
        let router = SettingsRouter()
        let presenter = SettingsPresenter(router: router)
        let interactor = SettingsInteractor()

        view.eventListener = AnyEventListener(presenter)
        presenter.view = view
        presenter.interactor = AnyEventListener(interactor)
        interactor.responseListener = presenter
        router.viewController = view
        return view
    }
}
