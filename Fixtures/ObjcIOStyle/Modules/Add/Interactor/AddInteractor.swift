//
//  AddInteractor.swift
//  VIPER TODO
//

import Foundation

protocol AddInteractorInput: AnyObject {
    func minimumDueDate() -> Date
    func saveNewEntry(name: String, dueDate: Date)
}

final class AddInteractor: AddInteractorInput {
    private let dataManager: AddDataManager

    init(dataManager: AddDataManager) {
        self.dataManager = dataManager
    }

    func minimumDueDate() -> Date {
        return Calendar.current.startOfDay(for: Date())
    }

    func saveNewEntry(name: String, dueDate: Date) {
        let newEntry = TodoItem(identifier: UUID(), dueDate: dueDate, name: name, notes: nil)
        dataManager.addNewEntry(newEntry)
    }
}
