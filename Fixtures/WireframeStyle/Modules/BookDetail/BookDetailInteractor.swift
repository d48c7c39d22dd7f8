//
//  BookDetailInteractor.swift
//  Bookshelf
//

import Foundation

/// A book's fields as the detail screen needs them.
struct BookDetailFields {
    let title: String
    let author: String
    let isbn: String?
}

protocol BookDetailUseCase {
    func loadBook(id: Int, success: @escaping (BookDetailFields) -> Void, failed: @escaping (Error) -> Void)
    func deleteBook(id: Int, success: @escaping () -> Void, failed: @escaping (Error) -> Void)
}

final class BookDetailInteractor: BookDetailUseCase {
    private let client = APIClient.shared

    func loadBook(id: Int, success: @escaping (BookDetailFields) -> Void, failed: @escaping (Error) -> Void) {
        client.get("books/\(id)") { (result: Result<BookEntity, Error>) in
            switch result {
            case .success(let book):
                success(BookDetailFields(title: book.title, author: book.author, isbn: book.isbn))
            case .failure(let error):
                failed(error)
            }
        }
    }

    func deleteBook(id: Int, success: @escaping () -> Void, failed: @escaping (Error) -> Void) {
        let request = BookRequestEntity(id: id, title: "", author: "", rating: 0)
        client.post("books/\(id)/delete", body: request) { (result: Result<BookEntity, Error>) in
            switch result {
            case .success:
                success()
            case .failure(let error):
                failed(error)
            }
        }
    }
}
