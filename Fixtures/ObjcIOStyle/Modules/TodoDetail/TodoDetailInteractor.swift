//
//  TodoDetailInteractor.swift
//  VIPER TODO
//

import Foundation

final class TodoDetailInteractor: TodoDetailInteractorInput {
    var output: TodoDetailInteractorOutput?

    private let itemID: UUID
    private let dataManager: TodoDetailDataManager

    init(itemID: UUID, dataManager: TodoDetailDataManager) {
        self.itemID = itemID
        self.dataManager = dataManager
        dataManager.output = self
    }

    func findItem() {
        dataManager.item(withID: itemID) { [weak self] item in
            guard let item = item else { return }
            self?.output?.foundItem(item)
        }
    }

    func deleteItem() {
        dataManager.deleteItem(withID: itemID)
        output?.didDeleteItem()
    }

    func reschedule(to date: Date) {
        dataManager.updateDueDate(date, forItemWithID: itemID)
    }
}

extension TodoDetailInteractor: TodoDetailDataManagerOutput {
    func dataManagerDidSave() {
        findItem()
    }
}
