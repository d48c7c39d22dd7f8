//
//  Post.swift
//  Rambler Feed
//

import Foundation

/// A post as the backend stores it.
struct Post: Codable, Equatable {
    let id: String
    let authorName: String
    let title: String
    let body: String
    let publishedAt: Date
    var likes: Int
}
