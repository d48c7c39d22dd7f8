//
//  LoginEntity.swift
//  MissionControl
//

import Foundation

/// Credentials and session state of the login screen. Stays inside the interactor.
final class LoginEntity: MFREntityVIPER {
    var email: String?
    var rememberedEmail: String?
    var failedAttempts = 0

    required init() { }
}
