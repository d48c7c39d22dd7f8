//
//  AddDataManager.swift
//  VIPER TODO
//

import Foundation

final class AddDataManager {
    private let store: TodoStore

    init(store: TodoStore) {
        self.store = store
    }

    func addNewEntry(_ entry: TodoItem) {
        let managedItem = store.newTodoItem()
        managedItem.identifier = entry.identifier
        managedItem.name = entry.name
        managedItem.date = entry.dueDate
        managedItem.notes = entry.notes
        store.save()
    }
}
