//
//  AppCoordinator.swift
//  Notes
//

import UIKit

/// Owns the navigation controller; view controllers ask it to move between screens.
final class AppCoordinator {
    let navigationController: UINavigationController
    private let store: NoteStore

    init(navigationController: UINavigationController, store: NoteStore = .shared) {
        self.navigationController = navigationController
        self.store = store
    }

    func start() {
        let viewModel = NoteListViewModel(store: store)
        let listViewController = NoteListViewController(viewModel: viewModel)
        listViewController.coordinator = self
        navigationController.pushViewController(listViewController, animated: false)
    }

    func showDetail(noteID: UUID?, onSave: @escaping () -> Void) {
        let viewModel = NoteDetailViewModel(noteID: noteID, store: store)
        viewModel.onSave = onSave
        let detailViewController = NoteDetailViewController(viewModel: viewModel)
        detailViewController.coordinator = self
        navigationController.pushViewController(detailViewController, animated: true)
    }

    func finishDetail() {
        navigationController.popViewController(animated: true)
    }

    func confirmDelete(onConfirm: @escaping () -> Void) {
        let alert = UIAlertController(title: "Delete note?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onConfirm() })
        navigationController.present(alert, animated: true)
    }
}
