//
//  AddViewInterface.swift
//  VIPER TODO
//

import Foundation

protocol AddViewInterface: AnyObject {
    func setEntryName(_ name: String)
    func setEntryDueDate(_ date: Date)
    func setMinimumDueDate(_ date: Date)
}
