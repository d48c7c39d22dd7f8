//
//  BookEntity.swift
//  Bookshelf
//

import Foundation

/// A book as stored by the API.
struct BookEntity: Codable, Equatable {
    let id: Int
    var title: String
    var author: String
    var isbn: String?
    var rating: Int
    var updatedAt: Date
}
