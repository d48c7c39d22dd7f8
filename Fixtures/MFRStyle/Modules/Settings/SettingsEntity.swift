//
//  SettingsEntity.swift
//  MissionControl
//

import Foundation

final class SettingsEntity: MFREntityVIPER {
    var notificationsEnabled = true
    var units: String = "metric"

    required init() { }
}
