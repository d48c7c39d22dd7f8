//
//  LoginRouter.swift
//  MissionControl
//

import UIKit

// MARK: - Router Contract

protocol LoginRouterProtocol: MFRRouterVIPER {
    func showMissionBoard()
    func present(error: Error)
}

final class LoginRouter: LoginRouterProtocol {

    /// Routers never own the screen they navigate from.
    weak var viewController: UIViewController?

    required init() { }

    func showMissionBoard() {
        let (board, _) = MissionBoardBuilder.build()
        viewController?.view.window?.rootViewController = UINavigationController(rootViewController: board)
    }

    func present(error: Error) {
        let alert = UIAlertController(title: "Login failed",
                                      message: error.localizedDescription,
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(withView: alert)
    }
}
