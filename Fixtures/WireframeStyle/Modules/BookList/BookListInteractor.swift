//
//  BookListInteractor.swift
//  Bookshelf
//

import Foundation

/// What the list needs to know about a book.
struct BookSummary: Equatable {
    let id: Int
    let title: String
    let author: String
    let rating: Int
}

protocol BookListUseCase {
    func fetchBooks(success: @escaping ([BookSummary]) -> Void, failed: @escaping (Error) -> Void)
}

final class BookListInteractor: BookListUseCase {
    private let client: APIClient

    init(client: APIClient = .shared) {
        self.client = client
    }

    func fetchBooks(success: @escaping ([BookSummary]) -> Void, failed: @escaping (Error) -> Void) {
        client.get("books") { (result: Result<[BookEntity], Error>) in
            switch result {
            case .success(let entities):
                let summaries = entities
                    .sorted { $0.updatedAt > $1.updatedAt }
                    .map { BookSummary(id: $0.id, title: $0.title, author: $0.author, rating: $0.rating) }
                success(summaries)
            case .failure(let error):
                failed(error)
            }
        }
    }
}
