//
//  FeedModuleConfigurator.swift
//  Rambler Feed
//

import UIKit

final class FeedModuleConfigurator {

    func configureModuleForViewInput<UIViewController>(viewInput: UIViewController) {
        if let viewController = viewInput as? FeedViewController {
            configure(viewController: viewController)
        }
    }

    private func configure(viewController: FeedViewController) {
        let router = FeedRouter()
        router.transitionHandler = viewController

        let presenter = FeedPresenter()
        presenter.view = viewController
        presenter.router = router

        let interactor = FeedInteractor()
        interactor.output = presenter
        interactor.postService = PostServiceImplementation.shared

        presenter.interactor = interactor
        viewController.output = presenter
    }
}
