//
//  ListInteractorIO.swift
//  VIPER TODO
//

import Foundation

protocol ListInteractorInput: AnyObject {
    func findUpcomingItems()
    func deleteItem(withID itemID: UUID)
}

protocol ListInteractorOutput: AnyObject {
    func foundUpcomingItems(_ upcomingItems: [UpcomingItem])
}
