//
//  BookEditPresenter.swift
//  Bookshelf
//

import Foundation

/// Tells the previous screen that a book was saved.
protocol BookEditPresenterDelegate: AnyObject {
    func bookEditDidSave()
}

protocol BookEditPresenterInput: AnyObject {
    func viewDidLoad()
    func post(title: String, author: String, rating: Int)
}

final class BookEditPresenter {
    private unowned var view: BookEditPresenterOutput
    private let router: BookEditWirefreme
    private let interactor: BookEditUseCase
    private let bookID: Int?

    private weak var delegate: BookEditPresenterDelegate?

    init(bookID: Int?,
         view: BookEditPresenterOutput,
         router: BookEditWirefreme,
         interactor: BookEditUseCase,
         delegate: BookEditPresenterDelegate) {
        self.bookID = bookID
        self.view = view
        self.router = router
        self.interactor = interactor
        self.delegate = delegate
    }

    private func popTo() {
        router.popToPreviousView()
    }
}

extension BookEditPresenter: BookEditPresenterInput {

    func viewDidLoad() {
        guard let bookID = bookID else { return }
        interactor.loadDraft(bookID: bookID) { [weak self] draft in
            self?.view.fill(title: draft.title, author: draft.author, rating: draft.rating)
        }
    }

    func post(title: String, author: String, rating: Int) {
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            view.show(validationMessage: "A book needs a title.")
            return
        }
        view.show(validationMessage: nil)
        view.showProgress()
        let request = BookRequestEntity(id: bookID, title: title, author: author, rating: rating)
        interactor.postBook(requestEntity: request) { [weak self] in
            guard let self = self else { return }
            self.view.hideProgress()
            self.delegate?.bookEditDidSave()
            self.popTo()
        } failed: { [weak self] error in
            guard let self = self else { return }
            self.view.hideProgress()
            self.view.show(validationMessage: error.localizedDescription)
        }
    }
}
