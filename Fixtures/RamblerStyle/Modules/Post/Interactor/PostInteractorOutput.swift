//
//  PostInteractorOutput.swift
//  Rambler Feed
//

import Foundation

protocol PostInteractorOutput: AnyObject {
    func didObtain(title: String, authorName: String, body: String, publishedAt: Date, likes: Int)
    func didDeletePost(withID postID: String)
    func didFail(with error: Error)
}
