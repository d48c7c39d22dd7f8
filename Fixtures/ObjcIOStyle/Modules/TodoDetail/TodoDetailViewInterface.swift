//
//  TodoDetailViewInterface.swift
//  VIPER TODO
//

import Foundation

protocol TodoDetailViewInterface: AnyObject {
    func show(title: String, dueText: String, notes: String?)
    func close()
}

/// The detail view's event handler.
protocol TodoDetailModuleInterface: AnyObject {
    func viewIsReady()
    func deleteAction()
    func rescheduleAction()
}
