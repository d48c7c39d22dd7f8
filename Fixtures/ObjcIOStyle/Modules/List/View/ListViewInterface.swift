//
//  ListViewInterface.swift
//  VIPER TODO
//

import Foundation

protocol ListViewInterface: AnyObject {
    func showNoContentMessage()
    func showUpcomingDisplayData(_ data: UpcomingDisplayData)
    func reloadEntries()
}
