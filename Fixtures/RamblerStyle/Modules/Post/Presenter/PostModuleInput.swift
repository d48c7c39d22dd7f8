//
//  PostModuleInput.swift
//  Rambler Feed
//

import Foundation

/// How another module configures the post screen.
protocol PostModuleInput: AnyObject {
    func configure(withPostID postID: String)
}

/// What the post screen tells the module that opened it.
protocol PostModuleOutput: AnyObject {
    func postModuleDidDeletePost(withID postID: String)
}
