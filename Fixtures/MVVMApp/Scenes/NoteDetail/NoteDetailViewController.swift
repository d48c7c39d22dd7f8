//
//  NoteDetailViewController.swift
//  Notes
//

import UIKit

final class NoteDetailViewController: UIViewController {

    weak var coordinator: AppCoordinator?

    private let viewModel: NoteDetailViewModel

    private lazy var myView: NoteDetailView = {
        let view = NoteDetailView()
        view.delegate = self
        return view
    }()

    init(viewModel: NoteDetailViewModel) {
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
        viewModel.text.bind { [weak self] text in
            self?.myView.update(text: text)
        }
        viewModel.canSave.bind { [weak self] canSave in
            guard let self = self else { return }
            self.myView.update(characterCount: self.viewModel.characterCount.value, canSave: canSave)
        }
        viewModel.characterCount.bind { [weak self] count in
            guard let self = self else { return }
            self.myView.update(characterCount: count, canSave: self.viewModel.canSave.value)
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = viewModel.text.value.isEmpty ? "New note" : "Edit note"
    }
}

// MARK: - NoteDetailViewDelegate

extension NoteDetailViewController: NoteDetailViewDelegate {

    func noteDetailView(_ view: NoteDetailView, didChangeText text: String) {
        viewModel.changeText(text)
    }

    func noteDetailViewDidTapSave(_ view: NoteDetailView) {
        viewModel.save()
        coordinator?.finishDetail()
    }
}
