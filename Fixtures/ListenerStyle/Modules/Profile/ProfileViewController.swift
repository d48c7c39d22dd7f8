//
//  ProfileViewController.swift
//  Unified VIPER
//

import UIKit

final class ProfileViewController: UIViewController, ProfileViewProtocol, LoadingDisplayable {

    var eventListener: AnyEventListener<ProfileViewEvent>?

    let waitingView = WaitingView()
    private let nameLabel = UILabel()
    private let emailLabel = UILabel()
    private let memberSinceLabel = UILabel()
    private lazy var verifyButton = UIButton(type: .system, primaryAction: UIAction(title: "Resend verification e-mail") { [weak self] _ in
        self?.eventListener?.handle(.didTapResendVerification)
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [nameLabel, emailLabel, memberSinceLabel, verifyButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
            self?.eventListener?.handle(.didTapEdit)
        })
        eventListener?.handle(.viewDidLoad)
    }

    func handle(_ command: ProfilePresenterCommand) {
        switch command {
        case .showLoading:
            startLoadingAnimation()
        case .hideLoading:
            stopLoadingAnimation()
        case let .display(name, email, memberSince, showsVerifyButton):
            nameLabel.text = name
            emailLabel.text = email
            memberSinceLabel.text = memberSince
            verifyButton.isHidden = !showsVerifyButton
        case .openEditor(let name):
            let editor = DisplayNameEditorViewController(name: name)
            editor.modalPresentationStyle = .formSheet
            editor.title = "Display name"
            present(editor, animated: true)
        case .showError(let error):
            show(error)
        }
    }
}
