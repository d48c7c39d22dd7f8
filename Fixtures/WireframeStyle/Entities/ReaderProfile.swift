//
//  ReaderProfile.swift
//  Bookshelf
//

import Foundation

/// The signed-in reader. No `Entity` suffix: it is an entity because it lives here and
/// the profile interactor uses it.
struct ReaderProfile: Codable {
    let id: Int
    var nickname: String
    var avatarURL: URL?
    var booksRead: Int
}
