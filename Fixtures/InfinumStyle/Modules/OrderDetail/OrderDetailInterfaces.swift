//
//  OrderDetailInterfaces.swift
//  Pantry
//

import UIKit

/// Tells the orders list that this order changed.
protocol OrderDetailModuleDelegate: AnyObject {
    func orderDetailDidCancelOrder(withID orderID: String)
}

struct OrderDetailViewModel {
    let title: String
    let lines: [String]
    let address: String
    let total: String
    let canCancel: Bool
}

protocol OrderDetailWireframeInterface: WireframeInterface {
    func showCancelConfirmation(onConfirm: @escaping () -> Void)
}

protocol OrderDetailViewInterface: ViewInterface {
    func show(_ viewModel: OrderDetailViewModel)
    func show(message: String)
}

protocol OrderDetailPresenterInterface: PresenterInterface {
    func didTapCancelOrder()
}

protocol OrderDetailInteractorInterface: InteractorInterface {
    func fetchOrder(id: String, completion: @escaping (Result<Order, Error>) -> Void)
    func cancelOrder(id: String, completion: @escaping (Error?) -> Void)
}
