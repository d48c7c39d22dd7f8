//
//  PromoPresenter.swift
//  Pantry
//

import UIKit

/// Added in a hurry for a campaign: no wireframe, the view controller creates it.
final class PromoPresenter {

    private weak var view: PromoViewInterface?
    private let code = "SPRING-15"

    init(view: PromoViewInterface) {
        self.view = view
    }
}

extension PromoPresenter: PromoPresenterInterface {

    func viewDidLoad() {
        view?.show(headline: "15% off your next order", code: code)
    }

    func didTapCopyCode() {
        UIPasteboard.general.string = code
        view?.showCopiedConfirmation()
    }
}
