//
//  SearchPresenter.swift
//  Rambler Feed
//

import Foundation

final class SearchPresenter {

    weak var view: SearchViewInput!
    var interactor: SearchInteractorInput!
    var router: SearchRouterInput!

    private var pendingQuery: DispatchWorkItem?
}

// MARK: - SearchViewOutput

extension SearchPresenter: SearchViewOutput {

    /// Debounced: one request per pause in typing.
    func didChangeQuery(_ query: String) {
        pendingQuery?.cancel()
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2 else {
            view.show(results: [])
            return
        }
        let work = DispatchWorkItem { [weak self] in
            self?.interactor.search(trimmed)
        }
        pendingQuery = work
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: work)
    }

    func didTapFilters() {
        router.openFilters()
    }
}

// MARK: - SearchInteractorOutput

extension SearchPresenter: SearchInteractorOutput {

    func didFind(_ matches: [(id: String, title: String)]) {
        if matches.isEmpty {
            view.show(message: "No posts match your search.")
        }
        view.show(results: matches.map { SearchResultViewModel(postID: $0.id, title: $0.title) })
    }

    func didFailSearch(_ error: Error) {
        view.show(message: error.localizedDescription)
    }
}
