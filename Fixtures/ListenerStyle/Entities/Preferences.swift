//
//  Preferences.swift
//  Unified VIPER
//

import Foundation

/// Stored preferences. An entity by folder: the settings interactor owns it.
struct Preferences: Codable {
    var pushEnabled: Bool
    var languageCode: String
    var analyticsEnabled: Bool

    static let `default` = Preferences(pushEnabled: true, languageCode: "en", analyticsEnabled: false)
}
