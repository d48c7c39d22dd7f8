//
//  AddWireframe.swift
//  VIPER TODO
//

import UIKit

/// Presents the add screen with a custom transition and dismisses it again.
final class AddWireframe: NSObject {
    var addPresenter: AddPresenter?
    private weak var presentedViewController: UIViewController?

    func presentAddInterfaceFromViewController(_ viewController: UIViewController) {
        let addViewController = AddViewController()
        addViewController.eventHandler = addPresenter
        addViewController.modalPresentationStyle = .custom
        addViewController.transitioningDelegate = self
        addPresenter?.userInterface = addViewController
        addPresenter?.configureUserInterfaceForPresentation(addViewController)

        viewController.present(addViewController, animated: true, completion: nil)

        presentedViewController = addViewController
    }

    func dismissAddInterface() {
        presentedViewController?.dismiss(animated: true, completion: nil)
    }
}

// MARK: - UIViewControllerTransitioningDelegate

extension AddWireframe: UIViewControllerTransitioningDelegate {

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return AddDismissalTransition()
    }

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return AddPresentationTransition()
    }
}
