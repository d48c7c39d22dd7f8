//
//  LoginBuilder.swift
//  MissionControl
//

import UIKit

final class LoginBuilder: MFRVIPERBuilder<LoginView, LoginPresenter, LoginInteractor, LoginRouter, LoginEntity> {

    override class var defaultViewUIType: MFRViewUIType {
        return .none
    }
}

// MARK: - Builder custom methods

extension LoginBuilder {

    /// Builds the login screen with an e-mail address filled in, e.g. after a logout.
    static func build(rememberedEmail: String?) -> UIViewController {
        let module = buildWith { entity in
            entity.rememberedEmail = rememberedEmail
        }
        return module.0
    }
}
