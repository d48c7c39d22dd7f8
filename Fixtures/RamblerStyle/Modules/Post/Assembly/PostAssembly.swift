//
//  PostAssembly.swift
//  Rambler Feed
//

import UIKit

enum PostAssembly {

    /// Returns the view controller and the module's input, so that the caller can configure it.
    static func createModule(output: PostModuleOutput?) -> (UIViewController, PostModuleInput) {
        let viewController = PostViewController()
        let presenter = PostPresenter()
        let interactor = PostInteractor()
        let router = PostRouter()

        viewController.output = presenter
        presenter.view = viewController
        presenter.interactor = interactor
        presenter.router = router
        presenter.moduleOutput = output
        interactor.output = presenter
        interactor.postService = PostServiceImplementation.shared
        router.transitionHandler = viewController
        return (viewController, presenter)
    }
}
