//
//  LoginPresenter.swift
//  MissionControl
//

import Foundation

// MARK: - Presenter

protocol LoginPresenterProtocol: MFRPresenterVIPER {
    func viewDidLoad()
    func didTapLogin(email: String, password: String)
}

final class LoginPresenter: LoginPresenterProtocol {

    typealias View = LoginViewProtocol

    typealias Interactor = LoginInteractorProtocol

    typealias Router = LoginRouterProtocol

    typealias Entity = LoginEntity

    /// The view owns the presenter, so this reference must stay weak.
    weak var view: (any View)?

    var interactor: (any Interactor)?

    var router: (any Router)?

    private var isSubmitting = false

    required init() { }

    func viewDidLoad() {
        interactor?.loadRememberedEmail()
    }

    func didTapLogin(email: String, password: String) {
        guard !isSubmitting else { return }
        guard email.contains("@"), !password.isEmpty else {
            view?.show(message: Self.invalidInputMessage)
            return
        }
        isSubmitting = true
        view?.setLoading(true)
        interactor?.logIn(email: email, password: password)
    }

    /// Shown under the form; kept multi-line so that the copy team can edit it in one place.
    private static let invalidInputMessage = """
        Please enter the e-mail address of your crew account
        and your password. Tap "present" in the help menu if you forgot it.
        """
}

// MARK: - Interactor Output Contract

extension LoginPresenter: LoginInteractorOutputProtocol {

    func didFindRememberedEmail(_ email: String) {
        view?.fill(email: email)
    }

    func didLogIn(displayName: String) {
        isSubmitting = false
        view?.setLoading(false)
        #if DEBUG
        print("Logged in as \(displayName)")
        #endif
        // The router decides how the board appears; never pushViewController(_:animated:) here.
        router?.showMissionBoard()
    }

    func didFailLogIn(_ error: Error) {
        isSubmitting = false
        view?.setLoading(false)
        router?.present(error: error)
    }
}
