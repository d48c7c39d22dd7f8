//
//  ComposeAssembly.swift
//  Rambler Feed
//

import UIKit

enum ComposeAssembly {

    static func createModule(output: ComposeModuleOutput?) -> UIViewController {
        let viewController = ComposeViewController()
        let presenter = ComposePresenter()
        let interactor = ComposeInteractor()
        let router = ComposeRouter()

        viewController.output = presenter
        presenter.view = viewController
        presenter.interactor = interactor
        presenter.router = router
        presenter.moduleOutput = output
        interactor.output = presenter
        interactor.postService = PostServiceImplementation.shared
        router.transitionHandler = viewController
        return viewController
    }
}
