//
//  TodoDetailPresenter.swift
//  VIPER TODO
//

import Foundation

final class TodoDetailPresenter: TodoDetailModuleInterface {
    var interactor: TodoDetailInteractorInput?
    var wireframe: TodoDetailWireframe?
    var userInterface: TodoDetailViewInterface?

    private let formatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()

    func viewIsReady() {
        interactor?.findItem()
    }

    func deleteAction() {
        interactor?.deleteItem()
    }

    func rescheduleAction() {
        wireframe?.presentReschedulePicker { [weak self] newDate in
            self?.interactor?.reschedule(to: newDate)
        }
    }
}

// MARK: - TodoDetailInteractorOutput

extension TodoDetailPresenter: TodoDetailInteractorOutput {

    func foundItem(_ item: TodoItem) {
        let dueText = "Due " + formatter.localizedString(for: item.dueDate, relativeTo: Date())
        userInterface?.show(title: item.name, dueText: dueText, notes: item.notes)
    }

    func didDeleteItem() {
        userInterface?.close()
    }
}
