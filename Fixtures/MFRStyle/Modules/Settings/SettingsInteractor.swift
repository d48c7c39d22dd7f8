//
//  SettingsInteractor.swift
//  MissionControl
//

import Foundation

// MARK: - Interactor Contract

protocol SettingsInteractorProtocol: MFRInteractorInputVIPER {
    func loadPreferences()
    func setNotifications(enabled: Bool)
    func logOut()
}

// MARK: - Interactor Output Contract

protocol SettingsInteractorOutputProtocol: MFRInteractorOutputVIPER {
    func didLoadPreferences(notificationsEnabled: Bool, units: String)
    func didLogOut(email: String?)
}

final class SettingsInteractor: SettingsInteractorProtocol {

    typealias InteractorOutput = SettingsInteractorOutputProtocol

    weak var interactorOutput: (any InteractorOutput)?

    private let entity = SettingsEntity()
    private let defaults = UserDefaults.standard

    required init() { }

    func loadPreferences() {
        entity.notificationsEnabled = defaults.object(forKey: "notifications") as? Bool ?? true
        entity.units = defaults.string(forKey: "units") ?? "metric"
        interactorOutput?.didLoadPreferences(notificationsEnabled: entity.notificationsEnabled, units: entity.units)
    }

    func setNotifications(enabled: Bool) {
        entity.notificationsEnabled = enabled
        defaults.set(enabled, forKey: "notifications")
    }

    func logOut() {
        let email = CrewSession.shared.lastEmail
        CrewSession.shared.end()
        interactorOutput?.didLogOut(email: email)
    }
}
