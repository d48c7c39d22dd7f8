//
//  ProfileInteractor.swift
//  Bookshelf
//

import Foundation

protocol ProfileUseCase {
    func loadProfile()
    func signOut()
}

protocol ProfileInteractorOutput: AnyObject {
    func didLoad(profile: ReaderProfile)
    func didFail(with error: Error)
    func didSignOut()
}

/// Written in the input/output style instead of callbacks.
final class ProfileInteractor: ProfileUseCase {
    var output: ProfileInteractorOutput?

    private let client = APIClient.shared

    func loadProfile() {
        client.get("me") { [weak self] (result: Result<ReaderProfile, Error>) in
            switch result {
            case .success(let profile):
                self?.output?.didLoad(profile: profile)
            case .failure(let error):
                self?.output?.didFail(with: error)
            }
        }
    }

    func signOut() {
        URLCache.shared.removeAllCachedResponses()
        output?.didSignOut()
    }
}
