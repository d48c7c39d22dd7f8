//
//  PostRouter.swift
//  Rambler Feed
//

import UIKit

final class PostRouter: PostRouterInput {

    weak var transitionHandler: UIViewController?

    func showDeleteConfirmation(onConfirm: @escaping () -> Void) {
        let sheet = UIAlertController(title: "Delete this post?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onConfirm() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        transitionHandler?.present(sheet, animated: true)
    }

    func present(error: Error) {
        let alert = UIAlertController(title: "Something went wrong", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        transitionHandler?.present(alert, animated: true)
    }

    func closeModule() {
        transitionHandler?.navigationController?.popViewController(animated: true)
    }
}
