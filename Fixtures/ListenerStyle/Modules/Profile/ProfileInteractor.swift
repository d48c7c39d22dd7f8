//
//  ProfileInteractor.swift
//  Unified VIPER
//

import Foundation

final class ProfileInteractor: ProfileInteractorProtocol {

    var responseListener: (any ProfileResponseListener)?

    private let session: URLSession
    private let endpoint = URL(string: "https://api.example.com/me")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func handle(_ event: ProfilePresenterEvent) {
        switch event {
        case .loadUser:
            loadUser()
        case .resendVerification:
            var request = URLRequest(url: endpoint.appendingPathComponent("verification"))
            request.httpMethod = "POST"
            session.dataTask(with: request) { [weak self] _, _, error in
                DispatchQueue.main.async {
                    self?.responseListener?.handle(error.map { .failed($0) } ?? .verificationSent)
                }
            }.resume()
        }
    }

    private func loadUser() {
        responseListener?.handle(.loading(true))
        session.dataTask(with: endpoint) { [weak self] data, _, error in
            let result = Result<UserEntity, Error> {
                if let error = error { throw error }
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode(UserEntity.self, from: data ?? Data())
            }
            DispatchQueue.main.async {
                guard let self = self else { return }
                self.responseListener?.handle(.loading(false))
                switch result {
                case .success(let user):
                    self.responseListener?.handle(.loaded(user))
                case .failure(let error):
                    self.responseListener?.handle(.failed(error))
                }
            }
        }.resume()
    }
}
