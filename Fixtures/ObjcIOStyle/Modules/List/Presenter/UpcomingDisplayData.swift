//
//  UpcomingDisplayData.swift
//  VIPER TODO
//

import Foundation

/// One row of the upcoming list. A display item, not an entity.
struct UpcomingDisplayItem: Equatable {
    let itemID: UUID
    let title: String
    let dueDate: String
}

struct UpcomingDisplaySection: Equatable {
    let name: String
    let imageName: String
    let items: [UpcomingDisplayItem]
}

struct UpcomingDisplayData: Equatable {
    let sections: [UpcomingDisplaySection]

    func item(at indexPath: IndexPath) -> UpcomingDisplayItem? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }
}
