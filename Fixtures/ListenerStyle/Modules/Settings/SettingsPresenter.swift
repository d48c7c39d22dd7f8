//
//  SettingsPresenter.swift
//  Unified VIPER
//

import Foundation

final class SettingsPresenter: SettingsPresenterProtocol, SettingsResponseListener {

    weak var view: (any SettingsViewProtocol)?
    var interactor: AnyEventListener<SettingsPresenterEvent>?
    let router: SettingsRouterProtocol

    init(router: SettingsRouterProtocol) {
        self.router = router
    }

    // MARK: - ViewEventListener

    func handle(_ event: SettingsViewEvent) {
        switch event {
        case .viewDidLoad:
            interactor?.handle(.loadSettings)
        case .didSelectRow(let id):
            route(fromRow: id)
        case .didToggle(let id, let isOn):
            interactor?.handle(id == "push" ? .setPush(enabled: isOn) : .setAnalytics(enabled: isOn))
        }
    }

    // MARK: - InteractorCommandListener

    func handle(_ response: SettingsInteractorResponse) {
        switch response {
        case .startLoading:
            view?.handle(.showLoading)
        case .presentSettings(let pushEnabled, let analyticsEnabled, let languageCode):
            presentTable(pushEnabled: pushEnabled, analyticsEnabled: analyticsEnabled, languageCode: languageCode)
        case .error(let error):
            view?.handle(.showError(error: error))
        case .endLoading:
            view?.handle(.hideLoading)
        }
    }

    // MARK: - Private

    private func presentTable(pushEnabled: Bool, analyticsEnabled: Bool, languageCode: String) {
        let language = Locale.current.localizedString(forLanguageCode: languageCode) ?? languageCode
        let dataSource = [
            TableSection(title: "Notifications", rows: [
                .init(id: "push", title: "Push notifications", detail: nil, accessory: .toggle(isOn: pushEnabled))
            ]),
            TableSection(title: "Privacy", rows: [
                .init(id: "analytics", title: "Share analytics", detail: nil, accessory: .toggle(isOn: analyticsEnabled))
            ]),
            TableSection(title: nil, rows: [
                .init(id: "profile", title: "Profile", detail: nil, accessory: .disclosure),
                .init(id: "language", title: "Language", detail: language, accessory: .none),
                .init(id: "about", title: "About", detail: nil, accessory: .disclosure)
            ])
        ]
        view?.handle(.displayTable(dataSource: dataSource))
    }

    private func route(fromRow id: String) {
        switch id {
        case "profile":
            router.routeToProfile()
        case "about":
            router.routeToAbout()
        default:
            #if DEBUG
            print("No route for row \(id)")
            #endif
        }
    }
}
