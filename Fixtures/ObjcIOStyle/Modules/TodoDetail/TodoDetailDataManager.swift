//
//  TodoDetailDataManager.swift
//  VIPER TODO
//

import Foundation

/// What the data manager tells the interactor that owns it.
protocol TodoDetailDataManagerOutput: AnyObject {
    func dataManagerDidSave()
}

final class TodoDetailDataManager {
    private let store: TodoStore
    var output: TodoDetailDataManagerOutput?

    init(store: TodoStore) {
        self.store = store
    }

    func item(withID itemID: UUID, completion: @escaping (TodoItem?) -> Void) {
        store.fetchEntries(withPredicate: predicate(for: itemID), sortDescriptors: []) { entries in
            completion(entries.first.map {
                TodoItem(identifier: $0.identifier, dueDate: $0.date, name: $0.name, notes: $0.notes)
            })
        }
    }

    func deleteItem(withID itemID: UUID) {
        store.fetchEntries(withPredicate: predicate(for: itemID), sortDescriptors: []) { [store] entries in
            entries.forEach(store.delete)
            store.save()
        }
    }

    func updateDueDate(_ date: Date, forItemWithID itemID: UUID) {
        store.fetchEntries(withPredicate: predicate(for: itemID), sortDescriptors: []) { [store] entries in
            entries.forEach { $0.date = date }
            store.save()
            self.output?.dataManagerDidSave()
        }
    }

    private func predicate(for itemID: UUID) -> NSPredicate {
        return NSPredicate(format: "identifier == %@", itemID as CVarArg)
    }
}
