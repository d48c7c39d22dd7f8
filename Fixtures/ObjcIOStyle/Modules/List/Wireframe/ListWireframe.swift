//
//  ListWireframe.swift
//  VIPER TODO
//

import UIKit

/// Owns the list screen's navigation: installing it in the window, opening Add and Detail.
final class ListWireframe {
    var addWireframe: AddWireframe?
    var listPresenter: ListPresenter?
    var rootWireframe: RootWireframe?

    private weak var listViewController: ListViewController?

    func presentListInterfaceFromWindow(_ window: UIWindow) {
        let viewController = ListViewController(style: .insetGrouped)
        viewController.eventHandler = listPresenter
        listPresenter?.userInterface = viewController
        listViewController = viewController
        rootWireframe?.showRootViewController(viewController, inWindow: window)
    }

    func presentAddInterface() {
        guard let listViewController = listViewController else { return }
        addWireframe?.presentAddInterfaceFromViewController(listViewController)
    }

    func presentDetailInterface(forItemID itemID: UUID) {
        let detail = TodoDetailViewController(itemID: itemID)
        listViewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
