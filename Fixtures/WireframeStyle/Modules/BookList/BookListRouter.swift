//
//  BookListRouter.swift
//  Bookshelf
//

import UIKit

protocol BookListWireframe {
    func navigateToDetail(bookID: Int)
    func navigateToEdit(bookID: Int?, delegate: BookEditPresenterDelegate)
    func navigateToProfile()
}

final class BookListRouter: BookListWireframe {
    private weak var viewController: UIViewController?

    private init(viewController: UIViewController) {
        self.viewController = viewController
    }

    // DI
    static func assembleModule() -> UIViewController {
        let view = BookListViewController()
        let router = BookListRouter(viewController: view)
        let interactor = BookListInteractor()
        let presenter = BookListPresenter(view: view, router: router, interactor: interactor)
        view.presenter = presenter
        return view
    }

    func navigateToDetail(bookID: Int) {
        let detail = BookDetailRouter.assembleModule(bookID: bookID)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    // The delegate is set here, when the next module is built.
    func navigateToEdit(bookID: Int?, delegate: BookEditPresenterDelegate) {
        let edit = BookEditRouter.assembleModule(bookID: bookID, delegate: delegate)
        viewController?.navigationController?.pushViewController(edit, animated: true)
    }

    func navigateToProfile() {
        let storyboard = UIStoryboard(name: "Profile", bundle: nil)
        guard let profile = storyboard.instantiateInitialViewController() else { return }
        viewController?.show(profile, sender: nil)
    }
}
