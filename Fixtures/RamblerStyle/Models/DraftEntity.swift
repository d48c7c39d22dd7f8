//
//  DraftEntity.swift
//  Rambler Feed
//

import Foundation

/// An unsent post, persisted between launches.
final class DraftEntity: Codable {
    var title: String
    var body: String
    var updatedAt: Date

    init(title: String = "", body: String = "", updatedAt: Date = Date()) {
        self.title = title
        self.body = body
        self.updatedAt = updatedAt
    }
}
