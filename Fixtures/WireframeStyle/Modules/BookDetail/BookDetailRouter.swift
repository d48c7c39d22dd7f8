//
//  BookDetailRouter.swift
//  Bookshelf
//

import UIKit

protocol BookDetailWireframe {
    func dismiss(view: BookDetailPresenterOutput?)
}

final class BookDetailRouter: BookDetailWireframe {
    private weak var viewController: UIViewController?

    private init(viewController: UIViewController) {
        self.viewController = viewController
    }

    static func assembleModule(bookID: Int) -> UIViewController {
        let view = BookDetailViewController()
        let router = BookDetailRouter(viewController: view)
        let presenter = BookDetailPresenter(bookID: bookID,
                                            view: view,
                                            wireframe: router,
                                            interactor: BookDetailInteractor())
        view.presenter = presenter
        return view
    }

    func dismiss(view: BookDetailPresenterOutput?) {
        if let navigationController = viewController?.navigationController,
           navigationController.viewControllers.first !== viewController {
            navigationController.popViewController(animated: true)
        } else {
            viewController?.dismiss(animated: true)
        }
    }
}
