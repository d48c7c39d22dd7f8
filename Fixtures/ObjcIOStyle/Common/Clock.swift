//
//  Clock.swift
//  VIPER TODO
//

import Foundation

/// Injected so that interactors can be tested at any date.
protocol Clock {
    func today() -> Date
}

struct DeviceClock: Clock {
    func today() -> Date {
        return Date()
    }
}

extension Calendar {

    /// The last second of the week after the one containing `date`.
    func endOfFollowingWeek(from date: Date) -> Date {
        let startOfWeek = dateInterval(of: .weekOfYear, for: date)?.start ?? date
        let twoWeeksLater = self.date(byAdding: .weekOfYear, value: 2, to: startOfWeek) ?? date
        return twoWeeksLater.addingTimeInterval(-1)
    }
}
