//
//  FeedItem.swift
//  Rambler Feed
//

import Foundation

/// The interactor's answer: only what the feed screen needs from a `Post`.
struct FeedItem: Equatable {
    let id: String
    let title: String
    let authorName: String
    let publishedAt: Date
    let likes: Int
}
