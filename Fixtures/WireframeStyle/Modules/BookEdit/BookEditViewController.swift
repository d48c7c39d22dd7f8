//
//  BookEditViewController.swift
//  Bookshelf
//

import UIKit

protocol BookEditPresenterOutput: AnyObject {
    func fill(title: String, author: String, rating: Int)
    func showProgress()
    func hideProgress()
    func show(validationMessage: String?)
}

final class BookEditViewController: UIViewController {

    var presenter: BookEditPresenterInput!

    private let titleField = UITextField()
    private let authorField = UITextField()
    private let ratingControl = UISegmentedControl(items: ["1", "2", "3", "4", "5"])
    private let validationLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleField.placeholder = "Title"
        authorField.placeholder = "Author"
        validationLabel.textColor = .systemRed
        let stack = UIStackView(arrangedSubviews: [titleField, authorField, ratingControl, validationLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save,
                                                            target: self,
                                                            action: #selector(didTapSave))
        presenter.viewDidLoad()
    }

    @objc private func didTapSave() {
        presenter.post(title: titleField.text ?? "",
                       author: authorField.text ?? "",
                       rating: ratingControl.selectedSegmentIndex + 1)
    }
}

extension BookEditViewController: BookEditPresenterOutput {

    func fill(title: String, author: String, rating: Int) {
        titleField.text = title
        authorField.text = author
        ratingControl.selectedSegmentIndex = max(0, rating - 1)
    }

    func showProgress() {
        HUD.show()
    }

    func hideProgress() {
        HUD.dismiss()
    }

    func show(validationMessage: String?) {
        validationLabel.text = validationMessage
    }
}
