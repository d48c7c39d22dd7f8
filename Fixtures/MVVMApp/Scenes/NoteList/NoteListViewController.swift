//
//  NoteListViewController.swift
//  Notes
//

import UIKit

final class NoteListViewController: UIViewController {

    weak var coordinator: AppCoordinator?

    private let viewModel: NoteListViewModel

    private lazy var myView: NoteListView = {
        let view = NoteListView()
        view.delegate = self
        return view
    }()

    init(viewModel: NoteListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = myView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        viewModel.rows.bind { [weak self] rows in
            self?.myView.update(rows: rows)
        }
        viewModel.emptyMessage.bind { [weak self] message in
            self?.myView.update(emptyMessage: message)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.reload()
    }
}

// MARK: - NoteListViewDelegate

extension NoteListViewController: NoteListViewDelegate {

    func noteListViewDidTapAdd(_ view: NoteListView) {
        coordinator?.showDetail(noteID: nil) { [weak self] in
            self?.viewModel.reload()
        }
    }

    func noteListView(_ view: NoteListView, didSelectRowAt index: Int) {
        guard let id = viewModel.noteID(at: index) else { return }
        coordinator?.showDetail(noteID: id) { [weak self] in
            self?.viewModel.reload()
        }
    }

    func noteListView(_ view: NoteListView, didDeleteRowAt index: Int) {
        coordinator?.confirmDelete { [weak self] in
            self?.viewModel.deleteNote(at: index)
        }
    }
}
