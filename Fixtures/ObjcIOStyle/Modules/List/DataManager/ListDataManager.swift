//
//  ListDataManager.swift
//  VIPER TODO
//

import Foundation

/// Turns managed objects into `TodoItem`s; the interactor never sees Core Data.
final class ListDataManager {
    private let store: TodoStore

    init(store: TodoStore) {
        self.store = store
    }

    func todoItems(between startDate: Date, and endDate: Date, completion: @escaping ([TodoItem]) -> Void) {
        let predicate = NSPredicate(format: "(date >= %@) AND (date <= %@)", startDate as NSDate, endDate as NSDate)
        let sort = [NSSortDescriptor(key: "date", ascending: true)]
        store.fetchEntries(withPredicate: predicate, sortDescriptors: sort) { entries in
            completion(entries.map { TodoItem(identifier: $0.identifier, dueDate: $0.date, name: $0.name, notes: $0.notes) })
        }
    }

    func deleteItem(withID itemID: UUID) {
        let predicate = NSPredicate(format: "identifier == %@", itemID as CVarArg)
        store.fetchEntries(withPredicate: predicate, sortDescriptors: []) { [store] entries in
            entries.forEach(store.delete)
            store.save()
        }
    }
}
