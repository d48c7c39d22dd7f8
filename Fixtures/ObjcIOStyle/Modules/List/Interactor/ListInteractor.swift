//
//  ListInteractor.swift
//  VIPER TODO
//

import Foundation

/// Finds the to-do items due between today and the end of next week and gives each a
/// relative due date. Knows nothing about UIKit.
final class ListInteractor: ListInteractorInput {
    weak var output: ListInteractorOutput?

    private let clock: Clock
    private let dataManager: ListDataManager
    private let calendar = Calendar.autoupdatingCurrent

    init(dataManager: ListDataManager, clock: Clock) {
        self.dataManager = dataManager
        self.clock = clock
    }

    func findUpcomingItems() {
        let today = clock.today()
        let endOfNextWeek = calendar.endOfFollowingWeek(from: today)
        dataManager.todoItems(between: today, and: endOfNextWeek) { [weak self] todoItems in
            guard let self = self else { return }
            self.output?.foundUpcomingItems(self.upcomingItems(from: todoItems, today: today))
        }
    }

    func deleteItem(withID itemID: UUID) {
        dataManager.deleteItem(withID: itemID)
        findUpcomingItems()
    }

    private func upcomingItems(from todoItems: [TodoItem], today: Date) -> [UpcomingItem] {
        return todoItems.map { todoItem in
            UpcomingItem(itemID: todoItem.identifier,
                         title: todoItem.name,
                         dueDate: todoItem.dueDate,
                         dateRelation: relation(of: todoItem.dueDate, to: today))
        }
    }

    private func relation(of date: Date, to today: Date) -> NearTermDateRelation {
        if calendar.isDate(date, inSameDayAs: today) {
            return .today
        }
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: today),
           calendar.isDate(date, inSameDayAs: tomorrow) {
            return .tomorrow
        }
        if calendar.isDate(date, equalTo: today, toGranularity: .weekOfYear) {
            return .laterThisWeek
        }
        return date <= calendar.endOfFollowingWeek(from: today) ? .nextWeek : .outOfRange
    }
}
