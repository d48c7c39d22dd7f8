//
//  AboutPresenter.swift
//  Unified VIPER
//

import Foundation

final class AboutPresenter: ViewEventListener {

    weak var view: (any AboutViewProtocol)?

    func handle(_ event: AboutViewEvent) {
        switch event {
        case .viewDidLoad:
            let info = Bundle.main.infoDictionary
            let version = info?["CFBundleShortVersionString"] as? String ?? "?"
            let build = info?["CFBundleVersion"] as? String ?? "?"
            view?.handle(.display(version: "Version \(version) (\(build))", acknowledgements: Self.acknowledgements))
        case .didTapClose:
            view?.handle(.close)
        }
    }

    private static let acknowledgements = """
        Built with the unified VIPER listeners.
        Icons: SF Symbols. Fonts: system.
        """
}
