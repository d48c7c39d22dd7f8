//
//  TableSection.swift
//  Unified VIPER
//

import Foundation

/// Display data for a grouped table: what the presenter sends, what the view draws.
struct TableSection: Equatable {
    struct Row: Equatable {
        enum Accessory: Equatable {
            case none
            case disclosure
            case toggle(isOn: Bool)
        }

        let id: String
        let title: String
        let detail: String?
        let accessory: Accessory
    }

    let title: String?
    let rows: [Row]
}
