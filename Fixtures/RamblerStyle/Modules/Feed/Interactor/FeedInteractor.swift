//
//  FeedInteractor.swift
//  Rambler Feed
//

import Foundation

final class FeedInteractor: FeedInteractorInput {

    weak var output: FeedInteractorOutput!
    var postService: PostService!

    func obtainFeed() {
        postService.obtainPosts(query: nil) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let posts):
                self.output.didObtainFeed(posts.sorted { $0.publishedAt > $1.publishedAt }.map(self.feedItem(from:)))
            case .failure(let error):
                self.output.didFailToObtainFeed(error)
            }
        }
    }

    private func feedItem(from post: Post) -> FeedItem {
        FeedItem(id: post.id, title: post.title, authorName: post.authorName, publishedAt: post.publishedAt, likes: post.likes)
    }
}
