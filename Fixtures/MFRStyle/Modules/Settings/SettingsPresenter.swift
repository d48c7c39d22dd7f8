//
//  SettingsPresenter.swift
//  MissionControl
//

import Foundation

// MARK: - Presenter

protocol SettingsPresenterProtocol: MFRPresenterVIPER {
    func viewDidLoad()
    func didToggleNotifications(_ isOn: Bool)
    func didTapLogout()
}

final class SettingsPresenter: SettingsPresenterProtocol {

    typealias View = SettingsViewProtocol

    typealias Interactor = SettingsInteractorProtocol

    typealias Router = SettingsRouterProtocol

    typealias Entity = SettingsEntity

    var view: (any View)?

    var interactor: (any Interactor)?

    var router: (any Router)?

    required init() { }

    func viewDidLoad() {
        interactor?.loadPreferences()
    }

    func didToggleNotifications(_ isOn: Bool) {
        interactor?.setNotifications(enabled: isOn)
    }

    func didTapLogout() {
        interactor?.logOut()
    }
}

// MARK: - Interactor Output Contract

extension SettingsPresenter: SettingsInteractorOutputProtocol {

    func didLoadPreferences(notificationsEnabled: Bool, units: String) {
        let unitsTitle = units == "metric" ? "Metric (km, kg)" : "Imperial (mi, lb)"
        view?.display(notificationsEnabled: notificationsEnabled, unitsTitle: unitsTitle)
    }

    func didLogOut(email: String?) {
        router?.showLogin(rememberedEmail: email)
    }
}
