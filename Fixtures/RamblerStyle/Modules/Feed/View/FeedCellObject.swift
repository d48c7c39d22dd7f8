//
//  FeedCellObject.swift
//  Rambler Feed
//

import Foundation

/// What one feed cell shows.
struct FeedCellObject: Equatable {
    let title: String
    let subtitle: String
    let likesText: String
}
