//
//  SearchViewInput.swift
//  Rambler Feed
//

import Foundation

struct SearchResultViewModel: Equatable {
    let postID: String
    let title: String
}

protocol SearchViewInput: AnyObject {
    func show(results: [SearchResultViewModel])
    func show(message: String)
}
