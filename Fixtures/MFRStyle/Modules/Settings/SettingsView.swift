//
//  SettingsView.swift
//  MissionControl
//

import UIKit

// MARK: - View

protocol SettingsViewProtocol: MFRViewVIPER {
    func display(notificationsEnabled: Bool, unitsTitle: String)
}

/// Settings wires its own module in `init`: there is no builder for it.
final class SettingsView: UIViewController, SettingsViewProtocol {
    typealias Presenter = SettingsPresenterProtocol

    var presenter: (any Presenter)?

    private let notificationsSwitch = UISwitch()
    private let unitsLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        let presenter = SettingsPresenter()
        let interactor = SettingsInteractor()
        let router = SettingsRouter()
        presenter.view = self
        presenter.interactor = interactor
        presenter.router = router
        interactor.interactorOutput = presenter
        router.viewController = self
        self.presenter = presenter
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        notificationsSwitch.addTarget(self, action: #selector(didToggleNotifications), for: .valueChanged)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close,
                                                           target: self,
                                                           action: #selector(didTapClose))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Log out",
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(didTapLogout))
        presenter?.viewDidLoad()
    }

    func display(notificationsEnabled: Bool, unitsTitle: String) {
        notificationsSwitch.isOn = notificationsEnabled
        unitsLabel.text = unitsTitle
    }

    @objc private func didToggleNotifications() {
        presenter?.didToggleNotifications(notificationsSwitch.isOn)
    }

    @objc private func didTapLogout() {
        presenter?.didTapLogout()
    }

    @objc private func didTapClose() {
        dismiss(animated: true)
    }
}
