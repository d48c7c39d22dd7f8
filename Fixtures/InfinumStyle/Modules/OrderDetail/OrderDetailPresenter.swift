//
//  OrderDetailPresenter.swift
//  Pantry
//

import Foundation

final class OrderDetailPresenter {

    // MARK: - Private properties -

    private unowned let view: OrderDetailViewInterface
    private let interactor: OrderDetailInteractorInterface
    private let wireframe: OrderDetailWireframeInterface
    private var delegate: OrderDetailModuleDelegate?

    private let orderID: String
    private var order: Order?

    // MARK: - Lifecycle -

    init(orderID: String,
         view: OrderDetailViewInterface,
         interactor: OrderDetailInteractorInterface,
         wireframe: OrderDetailWireframeInterface,
         delegate: OrderDetailModuleDelegate?) {
        self.orderID = orderID
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
        self.delegate = delegate
    }

    private func totalText(currencySymbol: String = "€", of order: Order) -> String {
        String(format: "%@ %.2f", currencySymbol, Double(order.totalCents) / 100)
    }
}

// MARK: - Extensions -

extension OrderDetailPresenter: OrderDetailPresenterInterface {

    func viewDidLoad() {
        interactor.fetchOrder(id: orderID) { [weak self] (result: Result<Order, Error>) in
            guard let self = self else { return }
            switch result {
            case .success(let order):
                self.order = order
                self.view.show(OrderDetailViewModel(
                    title: "Order \(order.id.prefix(6))",
                    lines: order.lines.map { "\($0.quantity) × \($0.productName)" },
                    address: order.deliveryAddress,
                    total: self.totalText(of: order),
                    canCancel: order.status == .placed))
            case .failure(let error):
                self.view.show(message: error.localizedDescription)
            }
        }
    }

    func didTapCancelOrder() {
        guard order?.status == .placed else { return }
        wireframe.showCancelConfirmation { [unowned self] in
            self.interactor.cancelOrder(id: self.orderID) { [weak self] error in
                guard let self = self else { return }
                if let error = error {
                    self.view.show(message: error.localizedDescription)
                } else {
                    self.delegate?.orderDetailDidCancelOrder(withID: self.orderID)
                    self.view.show(message: "Order cancelled.")
                }
            }
        }
    }
}
