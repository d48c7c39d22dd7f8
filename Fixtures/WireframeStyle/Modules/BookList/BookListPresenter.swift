//
//  BookListPresenter.swift
//  Bookshelf
//

import Foundation

/// One line of the list, already formatted.
struct BookRowDisplay: Equatable {
    let bookID: Int
    let title: String
    let detail: String
}

protocol BookListPresenterInput: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
    func didSelectRow(at index: Int)
    func didTapAdd()
    func didTapProfile()
}

final class BookListPresenter {
    private weak var view: BookListPresenterOutput?
    private let router: BookListWireframe
    private let interactor: BookListUseCase

    private var books: [BookSummary] = []

    init(view: BookListPresenterOutput, router: BookListWireframe, interactor: BookListUseCase) {
        self.view = view
        self.router = router
        self.interactor = interactor
    }

    private func fetchData(completion: (() -> Void)? = nil) {
        interactor.fetchBooks { [weak self] summaries in
            guard let self = self else { return }
            self.books = summaries
            self.view?.showBooks(summaries.map(Self.row(for:)))
            completion?()
        } failed: { [weak self] error in
            guard let self = self else { return }
            self.view?.show(message: error.localizedDescription)
            completion?()
        }
    }

    private static func row(for summary: BookSummary) -> BookRowDisplay {
        let stars = String(repeating: "★", count: summary.rating)
        return BookRowDisplay(bookID: summary.id, title: summary.title, detail: "\(summary.author) \(stars)")
    }
}

// MARK: - BookListPresenterInput

extension BookListPresenter: BookListPresenterInput {

    func viewDidLoad() {
        view?.showProgress()
        fetchData { [weak self] in
            self?.view?.hideProgress()
        }
    }

    func didPullToRefresh() {
        fetchData()
    }

    func didSelectRow(at index: Int) {
        guard books.indices.contains(index) else { return }
        router.navigateToDetail(bookID: books[index].id)
    }

    func didTapAdd() {
        // The presenter is the delegate of the edit screen; the router hands it over.
        router.navigateToEdit(bookID: nil, delegate: self)
    }

    func didTapProfile() {
        router.navigateToProfile()
    }
}

// MARK: - BookEditPresenterDelegate

extension BookListPresenter: BookEditPresenterDelegate {

    func bookEditDidSave() {
        fetchData()
    }
}
