//
//  AddPresenter.swift
//  VIPER TODO
//

import Foundation

final class AddPresenter: AddModuleInterface {
    var addInteractor: AddInteractorInput?
    var addWireframe: AddWireframe?
    weak var addModuleDelegate: AddModuleDelegate?
    weak var userInterface: AddViewInterface?

    /// Called by the wireframe once the view exists.
    func configureUserInterfaceForPresentation(_ addViewUserInterface: AddViewInterface) {
        addViewUserInterface.setEntryName("")
        addViewUserInterface.setEntryDueDate(Date())
        addViewUserInterface.setMinimumDueDate(addInteractor?.minimumDueDate() ?? Date())
    }

    // MARK: - AddModuleInterface

    func cancelAddAction() {
        addWireframe?.dismissAddInterface()
        addModuleDelegate?.addModuleDidCancelAddAction()
    }

    func saveAddAction(name: String, dueDate: Date) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        addInteractor?.saveNewEntry(name: trimmed, dueDate: dueDate)
        addWireframe?.dismissAddInterface()
        addModuleDelegate?.addModuleDidSaveAddAction()
    }
}
