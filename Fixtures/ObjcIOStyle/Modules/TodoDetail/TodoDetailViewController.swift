//
//  TodoDetailViewController.swift
//  VIPER TODO
//

import UIKit

/// Pushed by the list wireframe. Builds its own presenter and interactor: there is no
/// builder and AppDependencies does not know this module.
final class TodoDetailViewController: UIViewController, TodoDetailViewInterface {
    var eventHandler: TodoDetailModuleInterface?

    private let titleLabel = UILabel()
    private let dueLabel = UILabel()
    private let notesView = UITextView()

    init(itemID: UUID) {
        super.init(nibName: nil, bundle: nil)
        let dataManager = TodoDetailDataManager(store: TodoStore())
        let interactor = TodoDetailInteractor(itemID: itemID, dataManager: dataManager)
        let presenter = TodoDetailPresenter()
        let wireframe = TodoDetailWireframe()
        wireframe.viewController = self
        presenter.interactor = interactor
        presenter.wireframe = wireframe
        presenter.userInterface = self
        interactor.output = presenter
        eventHandler = presenter
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        notesView.isEditable = false
        let stack = UIStackView(arrangedSubviews: [titleLabel, dueLabel, notesView])
        stack.axis = .vertical
        stack.frame = view.bounds.insetBy(dx: 16, dy: 80)
        view.addSubview(stack)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(didTapDelete)),
            UIBarButtonItem(title: "Reschedule", style: .plain, target: self, action: #selector(didTapReschedule))
        ]
        eventHandler?.viewIsReady()
    }

    @objc private func didTapDelete() {
        eventHandler?.deleteAction()
    }

    @objc private func didTapReschedule() {
        eventHandler?.rescheduleAction()
    }

    // MARK: - TodoDetailViewInterface

    func show(title: String, dueText: String, notes: String?) {
        titleLabel.text = title
        dueLabel.text = dueText
        notesView.text = notes ?? "No notes"
    }

    func close() {
        navigationController?.popViewController(animated: true)
    }
}
