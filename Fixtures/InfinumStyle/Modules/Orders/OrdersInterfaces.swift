//
//  OrdersInterfaces.swift
//  Pantry
//

import UIKit

/// An order as the list shows it; the interactor builds it from `Order`.
struct OrderListItem: Equatable {
    let id: String
    let title: String
    let statusText: String
    let totalText: String
}

protocol OrdersWireframeInterface: WireframeInterface {
    func showDetail(orderID: String, delegate: OrderDetailModuleDelegate)
    func showPromo()
}

protocol OrdersViewInterface: ViewInterface {
    func present(orders: [OrderListItem])
    func showEmptyState(_ message: String)
    func setLoading(_ isLoading: Bool)
}

protocol OrdersPresenterInterface: PresenterInterface {
    func didSelectOrder(at index: Int)
    func didPullToRefresh()
    func didTapPromoBanner()
}

protocol OrdersInteractorInterface: InteractorInterface {
    func fetchOrders(completion: @escaping (Result<[OrderListItem], Error>) -> Void)
}
