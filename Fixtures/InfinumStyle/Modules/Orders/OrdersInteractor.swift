//
//  OrdersInteractor.swift
//  Pantry
//

import Foundation

final class OrdersInteractor {

    private let service: OrderService
    private let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()

    init(service: OrderService) {
        self.service = service
    }

    private func listItem(from order: Order) -> OrderListItem {
        let total = priceFormatter.string(from: NSNumber(value: Double(order.totalCents) / 100)) ?? "–"
        let itemCount = order.lines.reduce(0) { $0 + $1.quantity }
        return OrderListItem(id: order.id,
                             title: "\(itemCount) items",
                             statusText: order.status.rawValue.capitalized,
                             totalText: total)
    }
}

// MARK: - Extensions -

extension OrdersInteractor: OrdersInteractorInterface {

    func fetchOrders(completion: @escaping (Result<[OrderListItem], Error>) -> Void) {
        service.orders { [weak self] result in
            guard let self = self else { return }
            completion(result.map { orders in
                orders.sorted { $0.placedAt > $1.placedAt }.map(self.listItem(from:))
            })
        }
    }
}
