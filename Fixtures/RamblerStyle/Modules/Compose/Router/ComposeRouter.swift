//
//  ComposeRouter.swift
//  Rambler Feed
//

import UIKit

final class ComposeRouter: ComposeRouterInput {

    weak var transitionHandler: UIViewController?

    func closeModule() {
        transitionHandler?.dismiss(animated: true, completion: nil)
    }
}
