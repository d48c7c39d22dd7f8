//
//  ComposePresenter.swift
//  Rambler Feed
//

import Foundation

final class ComposePresenter {

    var view: ComposeViewInput!
    var interactor: ComposeInteractorInput!
    var router: ComposeRouterInput!
    var moduleOutput: ComposeModuleOutput?

    private var title = ""
    private var body = ""
}

// MARK: - ComposeViewOutput

extension ComposePresenter: ComposeViewOutput {

    func viewIsReady() {
        interactor.restoreDraft()
    }

    func didChange(title: String, body: String) {
        self.title = title
        self.body = body
        view.setPublishEnabled(!title.isEmpty && body.count >= 10)
        interactor.saveDraft(title: title, body: body)
    }

    func didTapPublish() {
        view.show(message: "Publishing…")
        interactor.publish(title: title, body: body)
    }

    func didTapCancel() {
        router.closeModule()
    }
}

// MARK: - ComposeInteractorOutput

extension ComposePresenter: ComposeInteractorOutput {

    func didRestore(draft: DraftEntity) {
        title = draft.title
        body = draft.body
        view.setupInitialState(with: draft)
        view.setPublishEnabled(!title.isEmpty)
    }

    func didPublish() {
        moduleOutput?.composeModuleDidPublish()
        router.closeModule()
    }

    func didFailToPublish(_ error: Error) {
        view.show(message: error.localizedDescription)
    }
}
