//
//  ComposeViewController.swift
//  Rambler Feed
//

import UIKit

final class ComposeViewController: UIViewController, ComposeViewInput, UITextViewDelegate {

    var output: ComposeViewOutput!

    private let titleField = UITextField()
    private let bodyView = UITextView()
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleField.placeholder = "Title"
        titleField.addTarget(self, action: #selector(textDidChange), for: .editingChanged)
        bodyView.delegate = self
        let stack = UIStackView(arrangedSubviews: [titleField, bodyView, statusLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 16, dy: 80)
        view.addSubview(stack)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(didTapCancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Publish", style: .done, target: self, action: #selector(didTapPublish))
        output.viewIsReady()
    }

    // MARK: - ComposeViewInput

    func setupInitialState(with draft: DraftEntity) {
        title = "New post"
        titleField.text = draft.title
        bodyView.text = draft.body
    }

    func setPublishEnabled(_ isEnabled: Bool) {
        navigationItem.rightBarButtonItem?.isEnabled = isEnabled
    }

    func show(message: String) {
        statusLabel.text = message
    }

    // MARK: - Actions

    func textViewDidChange(_ textView: UITextView) {
        textDidChange()
    }

    @objc private func textDidChange() {
        output.didChange(title: titleField.text ?? "", body: bodyView.text)
    }

    @objc private func didTapPublish() {
        output.didTapPublish()
    }

    @objc private func didTapCancel() {
        output.didTapCancel()
    }
}
