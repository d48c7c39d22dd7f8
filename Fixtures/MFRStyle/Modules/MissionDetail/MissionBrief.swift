//
//  MissionBrief.swift
//  MissionControl
//

import Foundation

/// The full record of one mission. An entity by conformance, although its name has no suffix.
final class MissionBrief: MFREntityVIPER {
    var missionID: String?
    var codeName = ""
    var objectives: [String] = []
    var launchDate: Date?
    var commander: String?

    required init() { }
}
