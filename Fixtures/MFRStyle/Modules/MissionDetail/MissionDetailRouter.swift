//
//  MissionDetailRouter.swift
//  MissionControl
//

import UIKit

// MARK: - Router Contract

protocol MissionDetailRouterProtocol: MFRRouterVIPER {
    func present(error: Error)
}

final class MissionDetailRouter: MissionDetailRouterProtocol {

    weak var viewController: UIViewController?

    required init() { }

    func present(error: Error) {
        let alert = UIAlertController(title: nil, message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(withView: alert)
    }
}
