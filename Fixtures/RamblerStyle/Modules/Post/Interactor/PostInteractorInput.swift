//
//  PostInteractorInput.swift
//  Rambler Feed
//

import Foundation

protocol PostInteractorInput {
    func obtainPost(withID postID: String)
    func likePost(withID postID: String)
    func deletePost(withID postID: String)
}
