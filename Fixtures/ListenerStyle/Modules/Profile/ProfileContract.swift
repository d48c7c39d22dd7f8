//
//  ProfileContract.swift
//  Unified VIPER
//

import Foundation

enum ProfileViewEvent: ViewEvent {
    case viewDidLoad
    case didTapEdit
    case didTapResendVerification
}

enum ProfilePresenterCommand: PresenterCommand {
    case showLoading
    case hideLoading
    case display(name: String, email: String, memberSince: String, showsVerifyButton: Bool)
    case openEditor(name: String)
    case showError(error: Error)
}

enum ProfilePresenterEvent: PresenterEvent {
    case loadUser
    case resendVerification
}

/// The interactor hands over the stored user itself; the presenter then keeps it.
enum ProfileInteractorResponse: InteractorResponse {
    case loading(Bool)
    case loaded(UserEntity)
    case verificationSent
    case failed(Error)
}

protocol ProfileViewProtocol: ViewProtocol
where ViewEventType == ProfileViewEvent, PresenterCommandType == ProfilePresenterCommand { }

protocol ProfilePresenterProtocol: PresenterProtocol
where ViewEventType == ProfileViewEvent, InteractorResponseType == ProfileInteractorResponse { }

protocol ProfileInteractorProtocol: InteractorProtcol where PresenterEventType == ProfilePresenterEvent { }

protocol ProfileResponseListener: AnyObject, InteractorCommandListener
where InteractorResponseType == ProfileInteractorResponse { }
