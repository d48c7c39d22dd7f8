//
//  FeedPresenter.swift
//  Rambler Feed
//

import Foundation

final class FeedPresenter {

    weak var view: FeedViewInput!
    var interactor: FeedInteractorInput!
    var router: FeedRouterInput!

    private var items: [FeedItem] = []
    /// The open post screen's input (a forward reference to the child module, not an output).
    private var openedPost: PostModuleInput?
    private let relativeFormatter = RelativeDateTimeFormatter()

    private func cellObjects(from items: [FeedItem]) -> [FeedCellObject] {
        items.map { item in
            FeedCellObject(title: item.title,
                           subtitle: "\(item.authorName), " + relativeFormatter.localizedString(for: item.publishedAt, relativeTo: Date()),
                           likesText: item.likes == 1 ? "1 like" : "\(item.likes) likes")
        }
    }
}

// MARK: - FeedViewOutput

extension FeedPresenter: FeedViewOutput {

    func viewIsReady() {
        view.setupInitialState()
        interactor.obtainFeed()
    }

    func didTriggerRefresh() {
        interactor.obtainFeed()
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        openedPost = router.openPostModule(postID: items[index].id, moduleOutput: self)
    }

    func didTapCompose() {
        router.openComposeModule(moduleOutput: self)
    }

    func didTapSearch() {
        router.openSearchModule()
    }
}

// MARK: - FeedInteractorOutput

extension FeedPresenter: FeedInteractorOutput {

    func didObtainFeed(_ items: [FeedItem]) {
        self.items = items
        if items.isEmpty {
            view.showEmptyState(message: "Nothing here yet. Be the first to post!")
        } else {
            view.update(with: cellObjects(from: items))
        }
    }

    func didFailToObtainFeed(_ error: Error) {
        view.showEmptyState(message: error.localizedDescription)
    }
}

// MARK: - PostModuleOutput

extension FeedPresenter: PostModuleOutput {

    func postModuleDidDeletePost(withID postID: String) {
        items.removeAll { $0.id == postID }
        view.update(with: cellObjects(from: items))
    }
}

// MARK: - ComposeModuleOutput

extension FeedPresenter: ComposeModuleOutput {

    func composeModuleDidPublish() {
        interactor.obtainFeed()
    }
}
