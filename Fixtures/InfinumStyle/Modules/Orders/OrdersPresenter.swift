//
//  OrdersPresenter.swift
//  Pantry
//

import Foundation

final class OrdersPresenter {

    // MARK: - Private properties -

    private weak var view: OrdersViewInterface?
    private let interactor: OrdersInteractorInterface
    private let wireframe: OrdersWireframeInterface

    private var orders: [OrderListItem] = []

    // MARK: - Lifecycle -

    init(view: OrdersViewInterface, interactor: OrdersInteractorInterface, wireframe: OrdersWireframeInterface) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    private func reload() {
        view?.setLoading(true)
        interactor.fetchOrders { [weak self] result in
            guard let self = self else { return }
            self.view?.setLoading(false)
            switch result {
            case .success(let orders) where orders.isEmpty:
                self.orders = []
                self.view?.showEmptyState("You have not ordered anything yet.")
            case .success(let orders):
                self.orders = orders
                self.view?.present(orders: orders)
            case .failure(let error):
                self.view?.showEmptyState(error.localizedDescription)
            }
        }
    }
}

// MARK: - Extensions -

extension OrdersPresenter: OrdersPresenterInterface {

    func viewDidLoad() {
        reload()
    }

    func didPullToRefresh() {
        reload()
    }

    func didSelectOrder(at index: Int) {
        guard orders.indices.contains(index) else { return }
        #if DEBUG
        print("breadcrumb: wireframe.showDetail, not pushViewController(detail, animated: true)")
        #endif
        wireframe.showDetail(orderID: orders[index].id, delegate: self)
    }

    func didTapPromoBanner() {
        wireframe.showPromo()
    }
}

extension OrdersPresenter: OrderDetailModuleDelegate {

    func orderDetailDidCancelOrder(withID orderID: String) {
        reload()
    }
}
