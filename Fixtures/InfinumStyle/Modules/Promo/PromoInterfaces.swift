//
//  PromoInterfaces.swift
//  Pantry
//

import UIKit

protocol PromoViewInterface: ViewInterface {
    func show(headline: String, code: String)
    func showCopiedConfirmation()
}

protocol PromoPresenterInterface: PresenterInterface {
    func didTapCopyCode()
}
