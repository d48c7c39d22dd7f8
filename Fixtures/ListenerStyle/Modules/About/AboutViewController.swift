//
//  AboutViewController.swift
//  Unified VIPER
//

import UIKit

/// Creates its presenter on first use; nothing builds this module.
final class AboutViewController: UIViewController, AboutViewProtocol {

    var eventListener: AnyEventListener<AboutViewEvent>?

    private let versionLabel = UILabel()
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let presenter = AboutPresenter()
        presenter.view = self
        eventListener = AnyEventListener(presenter)
        retainedPresenter = presenter

        view.backgroundColor = .systemBackground
        textView.isEditable = false
        let stack = UIStackView(arrangedSubviews: [versionLabel, textView])
        stack.axis = .vertical
        stack.frame = view.bounds.insetBy(dx: 16, dy: 24)
        view.addSubview(stack)
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in
            self?.eventListener?.handle(.didTapClose)
        })
        eventListener?.handle(.viewDidLoad)
    }

    private var retainedPresenter: AboutPresenter?

    func handle(_ command: AboutPresenterCommand) {
        switch command {
        case let .display(version, acknowledgements):
            versionLabel.text = version
            textView.text = acknowledgements
        case .close:
            navigationController?.dismiss(animated: true)
        }
    }
}
