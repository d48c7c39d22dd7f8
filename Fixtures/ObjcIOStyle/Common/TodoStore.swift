//
//  TodoStore.swift
//  VIPER TODO
//

import CoreData

/// A persisted to-do item. Stays behind the data managers.
@objc(ManagedTodoItem)
final class ManagedTodoItem: NSManagedObject {
    @NSManaged var identifier: UUID
    @NSManaged var name: String
    @NSManaged var date: Date
    @NSManaged var notes: String?
}

/// The Core Data stack of the app.
final class TodoStore {
    private let container: NSPersistentContainer

    init(modelName: String = "VIPER_TODO") {
        container = NSPersistentContainer(name: modelName)
        container.loadPersistentStores { _, error in
            #if DEBUG
            if let error = error {
                print("Failed to load the store: \(error)")
            }
            #endif
        }
    }

    func fetchEntries(withPredicate predicate: NSPredicate?,
                      sortDescriptors: [NSSortDescriptor],
                      completion: @escaping ([ManagedTodoItem]) -> Void) {
        let context = container.viewContext
        context.perform {
            let request = NSFetchRequest<ManagedTodoItem>(entityName: "TodoItem")
            request.predicate = predicate
            request.sortDescriptors = sortDescriptors
            completion((try? context.fetch(request)) ?? [])
        }
    }

    func newTodoItem() -> ManagedTodoItem {
        return NSEntityDescription.insertNewObject(forEntityName: "TodoItem",
                                                   into: container.viewContext) as! ManagedTodoItem
    }

    func delete(_ item: ManagedTodoItem) {
        container.viewContext.delete(item)
    }

    func save() {
        try? container.viewContext.save()
    }
}
