//
//  SettingsInteractor.swift
//  Unified VIPER
//

import Foundation

final class SettingsInteractor: SettingsInteractorProtocol {

    weak var responseListener: (any SettingsResponseListener)?

    private let defaults: UserDefaults
    private let storageKey = "preferences"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func handle(_ event: SettingsPresenterEvent) {
        switch event {
        case .loadSettings:
            responseListener?.handle(.startLoading)
            let preferences = load()
            responseListener?.handle(.presentSettings(pushEnabled: preferences.pushEnabled,
                                                      analyticsEnabled: preferences.analyticsEnabled,
                                                      languageCode: preferences.languageCode))
            responseListener?.handle(.endLoading)
        case .setPush(let enabled):
            update { $0.pushEnabled = enabled }
        case .setAnalytics(let enabled):
            update { $0.analyticsEnabled = enabled }
        }
    }

    private func load() -> Preferences {
        guard let data = defaults.data(forKey: storageKey),
              let preferences = try? JSONDecoder().decode(Preferences.self, from: data) else {
            return .default
        }
        return preferences
    }

    private func update(_ change: (inout Preferences) -> Void) {
        var preferences = load()
        change(&preferences)
        do {
            defaults.set(try JSONEncoder().encode(preferences), forKey: storageKey)
        } catch {
            responseListener?.handle(.error(error: error))
        }
    }
}
