//
//  SettingsContract.swift
//  Unified VIPER
//

import Foundation

// MARK: - Messages

enum SettingsViewEvent: ViewEvent {
    case viewDidLoad
    case didSelectRow(id: String)
    case didToggle(id: String, isOn: Bool)
}

enum SettingsPresenterCommand: PresenterCommand {
    case
    showLoading,
    hideLoading,
    displayTable(dataSource: [TableSection]),
    showError(error: Error)
}

enum SettingsPresenterEvent: PresenterEvent {
    case loadSettings
    case setPush(enabled: Bool)
    case setAnalytics(enabled: Bool)
}

/// What the interactor reports: flags and codes, never the stored `Preferences`.
enum SettingsInteractorResponse: InteractorResponse {
    case
    startLoading,
    endLoading,
    presentSettings(pushEnabled: Bool, analyticsEnabled: Bool, languageCode: String),
    error(error: Error)
}

// MARK: - Components

protocol SettingsViewProtocol: ViewProtocol, LoadingDisplayable
where ViewEventType == SettingsViewEvent, PresenterCommandType == SettingsPresenterCommand { }

protocol SettingsPresenterProtocol: PresenterProtocol
where ViewEventType == SettingsViewEvent, InteractorResponseType == SettingsInteractorResponse { }

protocol SettingsInteractorProtocol: InteractorProtcol where PresenterEventType == SettingsPresenterEvent { }

/// The interactor's output, named for what it listens to.
protocol SettingsResponseListener: AnyObject, InteractorCommandListener
where InteractorResponseType == SettingsInteractorResponse { }

protocol SettingsRouterProtocol: AnyObject {
    func routeToProfile()
    func routeToAbout()
}
