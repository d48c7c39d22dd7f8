//
//  ProfilePresenter.swift
//  Unified VIPER
//

import Foundation

final class ProfilePresenter: ProfilePresenterProtocol, ProfileResponseListener {

    unowned let view: any ProfileViewProtocol
    var interactor: AnyEventListener<ProfilePresenterEvent>?

    private var user: UserEntity?
    private let memberSinceFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        return formatter
    }()

    init(view: any ProfileViewProtocol) {
        self.view = view
    }

    func handle(_ event: ProfileViewEvent) {
        switch event {
        case .viewDidLoad:
            interactor?.handle(.loadUser)
        case .didTapEdit:
            guard let user = user else { return }
            view.handle(.openEditor(name: user.displayName))
        case .didTapResendVerification:
            interactor?.handle(.resendVerification)
        }
    }

    func handle(_ response: ProfileInteractorResponse) {
        switch response {
        case .loading(let isLoading):
            view.handle(isLoading ? .showLoading : .hideLoading)
        case .loaded(let user):
            self.user = user
            view.handle(.display(name: user.displayName,
                                 email: user.email,
                                 memberSince: "Member since " + memberSinceFormatter.string(from: user.createdAt),
                                 showsVerifyButton: !user.isVerified))
        case .verificationSent:
            view.handle(.showError(error: ProfileNotice.verificationSent))
        case .failed(let error):
            view.handle(.showError(error: error))
        }
    }
}

/// Informational banners reuse the error banner.
enum ProfileNotice: LocalizedError {
    case verificationSent

    var errorDescription: String? {
        """
        We sent you a new verification e-mail.
        Check your inbox and your spam folder.
        """
    }
}
