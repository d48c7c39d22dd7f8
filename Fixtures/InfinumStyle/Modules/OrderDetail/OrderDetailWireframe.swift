//
//  OrderDetailWireframe.swift
//  Pantry
//

import UIKit

final class OrderDetailWireframe: BaseWireframe<OrderDetailViewController> {

    // MARK: - Module setup -

    init(orderID: String, delegate: OrderDetailModuleDelegate?) {
        let moduleViewController = OrderDetailViewController()
        super.init(viewController: moduleViewController)

        let interactor = OrderDetailInteractor(service: .shared)
        let presenter = OrderDetailPresenter(orderID: orderID,
                                             view: moduleViewController,
                                             interactor: interactor,
                                             wireframe: self,
                                             delegate: delegate)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension OrderDetailWireframe: OrderDetailWireframeInterface {

    func showCancelConfirmation(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: "Cancel this order?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
        alert.addAction(UIAlertAction(title: "Cancel order", style: .destructive) { _ in onConfirm() })
        viewController.present(alert, animated: true)
    }
}
