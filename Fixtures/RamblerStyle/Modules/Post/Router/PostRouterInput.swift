//
//  PostRouterInput.swift
//  Rambler Feed
//

import Foundation

protocol PostRouterInput {
    func showDeleteConfirmation(onConfirm: @escaping () -> Void)
    func present(error: Error)
    func closeModule()
}
