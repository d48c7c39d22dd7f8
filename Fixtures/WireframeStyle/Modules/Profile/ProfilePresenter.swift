//
//  ProfilePresenter.swift
//  Bookshelf
//

import Foundation

protocol ProfilePresenterInput: AnyObject {
    func viewDidLoad()
    func didTapSignOut()
}

final class ProfilePresenter {
    private weak var view: ProfilePresenterOutput?
    private let router: ProfileWireframe
    private let interactor: ProfileUseCase

    init(view: ProfilePresenterOutput, router: ProfileWireframe, interactor: ProfileUseCase) {
        self.view = view
        self.router = router
        self.interactor = interactor
    }
}

extension ProfilePresenter: ProfilePresenterInput {

    func viewDidLoad() {
        interactor.loadProfile()
    }

    func didTapSignOut() {
        interactor.signOut()
    }
}

// MARK: - ProfileInteractorOutput

extension ProfilePresenter: ProfileInteractorOutput {

    func didLoad(profile: ReaderProfile) {
        let booksReadText = profile.booksRead == 1 ? "1 book read" : "\(profile.booksRead) books read"
        view?.show(nickname: profile.nickname, booksReadText: booksReadText)
    }

    func didFail(with error: Error) {
        view?.show(message: error.localizedDescription)
    }

    func didSignOut() {
        router.showSignedOut()
    }
}
