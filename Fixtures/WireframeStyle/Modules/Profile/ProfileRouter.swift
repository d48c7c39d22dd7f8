//
//  ProfileRouter.swift
//  Bookshelf
//

import UIKit

protocol ProfileWireframe {
    func showSignedOut()
}

final class ProfileRouter: ProfileWireframe {
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
    }

    func showSignedOut() {
        viewController?.navigationController?.popToRootViewController(animated: true)
    }
}
