//
//  Order.swift
//  Pantry
//

import Foundation

/// An order as the backend returns it.
struct Order: Decodable {
    struct Line: Decodable {
        let productName: String
        let quantity: Int
        let unitPriceCents: Int
    }

    enum Status: String, Decodable {
        case placed, packed, shipped, delivered, cancelled
    }

    let id: String
    let placedAt: Date
    let status: Status
    let lines: [Line]
    let deliveryAddress: String

    var totalCents: Int {
        lines.reduce(0) { $0 + $1.quantity * $1.unitPriceCents }
    }
}
