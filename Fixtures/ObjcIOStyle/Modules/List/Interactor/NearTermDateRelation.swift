//
//  NearTermDateRelation.swift
//  VIPER TODO
//

import Foundation

/// Where a due date falls relative to today. Plain boundary data, shown by the presenter.
enum NearTermDateRelation: Int, CaseIterable {
    case outOfRange
    case today
    case tomorrow
    case laterThisWeek
    case nextWeek
}
