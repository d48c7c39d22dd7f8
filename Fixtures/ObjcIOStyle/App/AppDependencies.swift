//
//  AppDependencies.swift
//  VIPER TODO
//

import UIKit

/// The composition root: builds and wires the List and Add modules once, at launch.
final class AppDependencies {
    private let listWireframe = ListWireframe()

    init() {
        configureDependencies()
    }

    func installRootViewControllerIntoWindow(_ window: UIWindow) {
        listWireframe.presentListInterfaceFromWindow(window)
    }

    private func configureDependencies() {
        let store = TodoStore()
        let clock = DeviceClock()
        let rootWireframe = RootWireframe()

        let listPresenter = ListPresenter()
        let listDataManager = ListDataManager(store: store)
        let listInteractor = ListInteractor(dataManager: listDataManager, clock: clock)

        let addWireframe = AddWireframe()
        let addPresenter = AddPresenter()
        let addDataManager = AddDataManager(store: store)
        let addInteractor = AddInteractor(dataManager: addDataManager)

        listInteractor.output = listPresenter
        listPresenter.listInteractor = listInteractor
        listPresenter.listWireframe = listWireframe

        listWireframe.addWireframe = addWireframe
        listWireframe.listPresenter = listPresenter
        listWireframe.rootWireframe = rootWireframe

        addPresenter.addInteractor = addInteractor
        addPresenter.addWireframe = addWireframe
        addPresenter.addModuleDelegate = listPresenter

        addWireframe.addPresenter = addPresenter
    }
}
