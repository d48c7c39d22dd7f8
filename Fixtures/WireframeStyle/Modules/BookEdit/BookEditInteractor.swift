//
//  BookEditInteractor.swift
//  Bookshelf
//

import Foundation

struct BookDraft {
    let title: String
    let author: String
    let rating: Int
}

protocol BookEditUseCase {
    func loadDraft(bookID: Int, completion: @escaping (BookDraft) -> Void)
    func postBook(requestEntity: BookRequestEntity, success: @escaping () -> Void, failed: @escaping (Error) -> Void)
}

final class BookEditInteractor: BookEditUseCase {
    private let client = APIClient.shared

    func loadDraft(bookID: Int, completion: @escaping (BookDraft) -> Void) {
        client.get("books/\(bookID)") { (result: Result<BookEntity, Error>) in
            guard case .success(let book) = result else { return }
            completion(BookDraft(title: book.title, author: book.author, rating: book.rating))
        }
    }

    func postBook(requestEntity: BookRequestEntity, success: @escaping () -> Void, failed: @escaping (Error) -> Void) {
        client.post("books", body: requestEntity) { (result: Result<BookEntity, Error>) in
            switch result {
            case .success:
                success()
            case .failure(let error):
                failed(error)
            }
        }
    }
}
