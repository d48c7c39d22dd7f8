//
//  BookDetailViewController.swift
//  Bookshelf
//

import UIKit

protocol BookDetailPresenterOutput: AnyObject {
    func show(detail: BookDetailDisplay)
    func show(message: String)
}

final class BookDetailViewController: UIViewController {

    var presenter: BookDetailPresenterInput!

    private let titleLabel = UILabel()
    private let authorLabel = UILabel()
    private let isbnLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [titleLabel, authorLabel, isbnLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 16, dy: 100)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash,
                                                            target: self,
                                                            action: #selector(didTapDelete))
        presenter.viewDidLoad()
    }

    @objc private func didTapDelete() {
        presenter.didTapDelete()
    }
}

extension BookDetailViewController: BookDetailPresenterOutput {

    func show(detail: BookDetailDisplay) {
        title = detail.title
        titleLabel.text = detail.title
        authorLabel.text = detail.author
        isbnLabel.text = detail.isbnText
    }

    func show(message: String) {
        isbnLabel.text = message
    }
}
