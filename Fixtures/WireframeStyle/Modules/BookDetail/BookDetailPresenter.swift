//
//  BookDetailPresenter.swift
//  Bookshelf
//

import Foundation

struct BookDetailDisplay {
    let title: String
    let author: String
    let isbnText: String
}

protocol BookDetailPresenterInput: AnyObject {
    func viewDidLoad()
    func didTapDelete()
}

final class BookDetailPresenter {
    private weak var view: BookDetailPresenterOutput?
    private let wireframe: BookDetailWireframe
    private let interactor: BookDetailUseCase
    private let bookID: Int

    init(bookID: Int, view: BookDetailPresenterOutput, wireframe: BookDetailWireframe, interactor: BookDetailUseCase) {
        self.bookID = bookID
        self.view = view
        self.wireframe = wireframe
        self.interactor = interactor
    }
}

extension BookDetailPresenter: BookDetailPresenterInput {

    func viewDidLoad() {
        interactor.loadBook(id: bookID) { [weak self] detail in
            guard let self = self else { return }
            let isbnText = detail.isbn.map { "ISBN \($0)" } ?? "No ISBN"
            self.view?.show(detail: BookDetailDisplay(title: detail.title, author: detail.author, isbnText: isbnText))
        } failed: { [weak self] error in
            self?.view?.show(message: error.localizedDescription)
        }
    }

    func didTapDelete() {
        interactor.deleteBook(id: bookID) { [weak self] in
            guard let self = self else { return }
            // The wireframe knows whether this screen was pushed or presented.
            self.wireframe.dismiss(view: self.view)
        } failed: { [weak self] error in
            self?.view?.show(message: error.localizedDescription)
        }
    }
}
