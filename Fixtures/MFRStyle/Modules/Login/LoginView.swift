//
//  LoginView.swift
//  MissionControl
//

import UIKit
import SVProgressHUD

// MARK: - View

protocol LoginViewProtocol: MFRViewVIPER {
    func fill(email: String)
    func show(message: String)
    func setLoading(_ isLoading: Bool)
}

final class LoginView: UIViewController, LoginViewProtocol {
    typealias Presenter = LoginPresenterProtocol

    var presenter: (any Presenter)?

    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let messageLabel = UILabel()
    private lazy var loginButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Log in", for: .normal)
        button.addTarget(self, action: #selector(didTapLogin), for: .touchUpInside)
        return button
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mission Control"
        view.backgroundColor = .systemBackground
        passwordField.isSecureTextEntry = true
        messageLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton, messageLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24)
        ])
        presenter?.viewDidLoad()
    }

    @objc private func didTapLogin() {
        presenter?.didTapLogin(email: emailField.text ?? "", password: passwordField.text ?? "")
    }

    // MARK: - LoginViewProtocol

    func fill(email: String) {
        emailField.text = email
    }

    func show(message: String) {
        messageLabel.text = message
    }

    func setLoading(_ isLoading: Bool) {
        loginButton.isEnabled = !isLoading
        // A HUD is not navigation, even though it "shows" and "dismisses".
        if isLoading {
            SVProgressHUD.show()
        } else {
            SVProgressHUD.dismiss()
        }
    }
}
