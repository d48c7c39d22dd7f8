//
//  LoginInteractor.swift
//  MissionControl
//

import Foundation

// MARK: - Interactor Contract

protocol LoginInteractorProtocol: MFRInteractorInputVIPER {
    func loadRememberedEmail()
    func logIn(email: String, password: String)
}

// MARK: - Interactor Output Contract

protocol LoginInteractorOutputProtocol: MFRInteractorOutputVIPER {
    func didFindRememberedEmail(_ email: String)
    func didLogIn(displayName: String)
    func didFailLogIn(_ error: Error)
}

final class LoginInteractor: LoginInteractorProtocol {

    typealias InteractorOutput = LoginInteractorOutputProtocol

    /// The presenter owns the interactor; the way back must be weak.
    weak var interactorOutput: (any InteractorOutput)?

    private var entity = LoginEntity()
    private let session: CrewSession

    required init() {
        self.session = CrewSession.shared
    }

    func prepare(with entity: MFREntityVIPER) {
        guard let loginEntity = entity as? LoginEntity else { return }
        self.entity = loginEntity
    }

    func loadRememberedEmail() {
        guard let email = entity.rememberedEmail ?? session.lastEmail else { return }
        interactorOutput?.didFindRememberedEmail(email)
    }

    func logIn(email: String, password: String) {
        entity.email = email
        session.authenticate(email: email, password: password) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let crewMember):
                self.entity.failedAttempts = 0
                self.interactorOutput?.didLogIn(displayName: crewMember.callSign)
            case .failure(let error):
                self.entity.failedAttempts += 1
                self.interactorOutput?.didFailLogIn(error)
            }
        }
    }
}
