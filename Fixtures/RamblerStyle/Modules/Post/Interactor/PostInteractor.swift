//
//  PostInteractor.swift
//  Rambler Feed
//

import Foundation

final class PostInteractor: PostInteractorInput {

    weak var output: PostInteractorOutput!
    var postService: PostService!

    func obtainPost(withID postID: String) {
        postService.obtainPost(id: postID) { [weak self] result in
            self?.deliver(result)
        }
    }

    func likePost(withID postID: String) {
        postService.like(postID: postID) { [weak self] result in
            self?.deliver(result)
        }
    }

    func deletePost(withID postID: String) {
        postService.delete(postID: postID) { [weak self] error in
            if let error = error {
                self?.output.didFail(with: error)
            } else {
                self?.output.didDeletePost(withID: postID)
            }
        }
    }

    private func deliver(_ result: Result<Post, Error>) {
        switch result {
        case .success(let post):
            output.didObtain(title: post.title, authorName: post.authorName, body: post.body,
                             publishedAt: post.publishedAt, likes: post.likes)
        case .failure(let error):
            output.didFail(with: error)
        }
    }
}
