//
//  TodoDetailInteractorIO.swift
//  VIPER TODO
//

import Foundation

protocol TodoDetailInteractorInput: AnyObject {
    func findItem()
    func deleteItem()
    func reschedule(to date: Date)
}

protocol TodoDetailInteractorOutput: AnyObject {
    func foundItem(_ item: TodoItem)
    func didDeleteItem()
}
