//
//  ListModuleInterface.swift
//  VIPER TODO
//

import Foundation

/// The list view's event handler.
protocol ListModuleInterface: AnyObject {
    func updateView()
    func addNewEntry()
    func showDetail(forItemAt indexPath: IndexPath)
}
