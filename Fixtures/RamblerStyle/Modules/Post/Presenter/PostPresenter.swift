//
//  PostPresenter.swift
//  Rambler Feed
//

import Foundation

final class PostPresenter {

    weak var view: PostViewInput!
    var interactor: PostInteractorInput!
    var router: PostRouterInput!
    weak var moduleOutput: PostModuleOutput?

    private var postID: String?
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
}

// MARK: - PostModuleInput

extension PostPresenter: PostModuleInput {

    func configure(withPostID postID: String) {
        self.postID = postID
    }
}

// MARK: - PostViewOutput

extension PostPresenter: PostViewOutput {

    func viewIsReady() {
        view.setupInitialState()
        guard let postID = postID else {
            view.show(message: "This post is no longer available.")
            return
        }
        interactor.obtainPost(withID: postID)
    }

    func didTapLike() {
        guard let postID = postID else { return }
        interactor.likePost(withID: postID)
    }

    func didTapDelete() {
        guard let postID = postID else { return }
        router.showDeleteConfirmation { [weak self] in
            self?.interactor.deletePost(withID: postID)
        }
    }
}

// MARK: - PostInteractorOutput

extension PostPresenter: PostInteractorOutput {

    func didObtain(title: String, authorName: String, body: String, publishedAt: Date, likes: Int) {
        view.show(PostViewModel(title: title,
                                byline: "\(authorName) · \(dateFormatter.string(from: publishedAt))",
                                body: body,
                                likeButtonTitle: "♥ \(likes)"))
    }

    func didDeletePost(withID postID: String) {
        moduleOutput?.postModuleDidDeletePost(withID: postID)
        router.closeModule()
    }

    func didFail(with error: Error) {
        router.present(error: error)
    }
}
