//
//  TodoItem.swift
//  VIPER TODO
//

import Foundation

/// A to-do item. Only interactors and data managers work with it.
struct TodoItem: Equatable {
    let identifier: UUID
    var dueDate: Date
    var name: String
    var notes: String?
}
