//
//  OnboardingWireframe.swift
//  Pantry
//

import UIKit

final class OnboardingWireframe: BaseWireframe<OnboardingViewController> {

    // MARK: - Module setup -

    init() {
        let moduleViewController = OnboardingViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        super.init(viewController: moduleViewController)

        let interactor = OnboardingInteractor()
        let presenter = OnboardingPresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension OnboardingWireframe: OnboardingWireframeInterface {

    func showOrders() {
        setRoot(OrdersWireframe(), animated: true)
    }
}
