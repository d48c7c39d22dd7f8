//
//  CrewSession.swift
//  MissionControl
//

import Foundation

struct CrewMember {
    let callSign: String
    let email: String
}

enum CrewSessionError: LocalizedError {
    case invalidCredentials

    var errorDescription: String? {
        return "The e-mail address or the password is wrong."
    }
}

/// The signed-in crew member, shared by the modules that need it.
final class CrewSession {
    static let shared = CrewSession()

    private(set) var current: CrewMember?
    var lastEmail: String? {
        get { UserDefaults.standard.string(forKey: "lastEmail") }
        set { UserDefaults.standard.set(newValue, forKey: "lastEmail") }
    }

    func authenticate(email: String, password: String, completion: @escaping (Result<CrewMember, Error>) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { [weak self] in
            let member = CrewMember(callSign: email.components(separatedBy: "@").first ?? email, email: email)
            self?.current = member
            self?.lastEmail = email
            DispatchQueue.main.async {
                password.isEmpty ? completion(.failure(CrewSessionError.invalidCredentials)) : completion(.success(member))
            }
        }
    }

    func end() {
        current = nil
    }
}
