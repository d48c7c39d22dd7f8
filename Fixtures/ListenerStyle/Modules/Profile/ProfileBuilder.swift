//
//  ProfileBuilder.swift
//  Unified VIPER
//

import UIKit

enum ProfileBuilder {

    static func build() -> UIViewController {
        let view = ProfileViewController()
        let presenter = ProfilePresenter(view: view)
        let interactor = ProfileInteractor()
        view.eventListener = AnyEventListener(presenter)
        presenter.interactor = AnyEventListener(interactor)
        interactor.responseListener = presenter
        return view
    }
}
