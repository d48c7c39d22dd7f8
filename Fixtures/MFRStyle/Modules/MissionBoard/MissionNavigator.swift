//
//  MissionNavigator.swift
//  MissionControl
//

import UIKit

// MARK: - Router Contract

protocol MissionModuleRouterProtocol: MFRRouterVIPER {
    func showDetail(missionID: String)
    func showSettings()
}

/// The board's router. Its name differs from the module's; the builder's generic argument binds it.
final class MissionNavigator: MissionModuleRouterProtocol {

    /// dont forget to make view variable weak!
    weak viewController: UIViewController?

    required init() { }

    func showDetail(missionID: String) {
        let module = MissionDetailBuilder.buildWith { brief in
            brief.missionID = missionID
        }
        push(withView: module.0)
    }

    func showSettings() {
        let settings = SettingsView()
        present(withView: settings, embedIn: .navigationController, animated: true, completion: nil)
    }
}
