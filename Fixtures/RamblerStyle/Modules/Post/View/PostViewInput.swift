//
//  PostViewInput.swift
//  Rambler Feed
//

import Foundation

struct PostViewModel: Equatable {
    let title: String
    let byline: String
    let body: String
    let likeButtonTitle: String
}

protocol PostViewInput: AnyObject {
    func setupInitialState()
    func show(_ viewModel: PostViewModel)
    func show(message: String)
}
