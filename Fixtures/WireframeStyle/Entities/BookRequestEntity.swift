//
//  BookRequestEntity.swift
//  Bookshelf
//

import Foundation

/// The body of a create/update request.
struct BookRequestEntity: Encodable {
    var id: Int?
    var title: String
    var author: String
    var rating: Int
}
