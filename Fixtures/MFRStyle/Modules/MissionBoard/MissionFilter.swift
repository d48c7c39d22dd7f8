//
//  MissionFilter.swift
//  MissionControl
//

import Foundation

/// What the board shows. Named without the usual suffix; it is an entity by conformance.
final class MissionFilter: MFREntityVIPER {
    var includeArchived = false
    var crewCallSign: String?

    required init() { }
}
