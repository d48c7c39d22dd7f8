//
//  AddModuleInterface.swift
//  VIPER TODO
//

import Foundation

/// The add view's event handler.
protocol AddModuleInterface: AnyObject {
    func cancelAddAction()
    func saveAddAction(name: String, dueDate: Date)
}

/// How the add module tells the module that opened it what happened.
protocol AddModuleDelegate: AnyObject {
    func addModuleDidCancelAddAction()
    func addModuleDidSaveAddAction()
}
