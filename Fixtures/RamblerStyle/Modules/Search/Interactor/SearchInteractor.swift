//
//  SearchInteractor.swift
//  Rambler Feed
//

import Foundation

protocol SearchInteractorInput {
    func search(_ query: String)
}

protocol SearchInteractorOutput: AnyObject {
    func didFind(_ matches: [(id: String, title: String)])
    func didFailSearch(_ error: Error)
}

final class SearchInteractor: SearchInteractorInput {

    weak var output: SearchInteractorOutput?
    var postService: PostService!

    func search(_ query: String) {
        postService.obtainPosts(query: query) { [weak self] result in
            switch result {
            case .success(let posts):
                self?.output?.didFind(posts.map { (id: $0.id, title: $0.title) })
            case .failure(let error):
                self?.output?.didFailSearch(error)
            }
        }
    }
}
