//
//  OrderDetailInteractor.swift
//  Pantry
//

import Foundation

final class OrderDetailInteractor {
    private let service: OrderService

    init(service: OrderService) {
        self.service = service
    }
}

// MARK: - Extensions -

extension OrderDetailInteractor: OrderDetailInteractorInterface {

    func fetchOrder(id: String, completion: @escaping (Result<Order, Error>) -> Void) {
        service.order(id: id, completion: completion)
    }

    func cancelOrder(id: String, completion: @escaping (Error?) -> Void) {
        service.cancelOrder(id: id, completion: completion)
    }
}
