//
//  UpcomingItem.swift
//  VIPER TODO
//

import Foundation

/// The plain structure the list interactor hands to its presenter instead of a `TodoItem`.
struct UpcomingItem: Equatable {
    let itemID: UUID
    let title: String
    let dueDate: Date
    let dateRelation: NearTermDateRelation
}
