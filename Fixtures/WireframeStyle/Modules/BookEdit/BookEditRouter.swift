//
//  BookEditRouter.swift
//  Bookshelf
//

import UIKit

protocol BookEditWirefreme {
    func popToPreviousView()
}

final class BookEditRouter: BookEditWirefreme {
    private unowned let viewController: UIViewController

    private init(viewController: UIViewController) {
        self.viewController = viewController
    }

    static func assembleModule(bookID: Int?, delegate: BookEditPresenterDelegate) -> UIViewController {
        let view = BookEditViewController()
        let router = BookEditRouter(viewController: view)
        let interactor = BookEditInteractor()
        let presenter = BookEditPresenter(bookID: bookID,
                                          view: view,
                                          router: router,
                                          interactor: interactor,
                                          delegate: delegate)
        view.presenter = presenter
        return view
    }

    func popToPreviousView() {
        viewController.navigationController?.popViewController(animated: true)
    }
}
