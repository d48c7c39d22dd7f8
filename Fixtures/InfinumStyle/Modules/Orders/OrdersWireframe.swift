//
//  OrdersWireframe.swift
//  Pantry
//

import UIKit

final class OrdersWireframe: BaseWireframe<OrdersViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Orders", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = storyboard.instantiateViewController(ofType: OrdersViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = OrdersInteractor(service: .shared)
        let presenter = OrdersPresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension OrdersWireframe: OrdersWireframeInterface {

    func showDetail(orderID: String, delegate: OrderDetailModuleDelegate) {
        push(OrderDetailWireframe(orderID: orderID, delegate: delegate))
    }

    func showPromo() {
        let promo = UIStoryboard(name: "Promo", bundle: nil).instantiateViewController(ofType: PromoViewController.self)
        viewController.present(promo, animated: true)
    }
}
