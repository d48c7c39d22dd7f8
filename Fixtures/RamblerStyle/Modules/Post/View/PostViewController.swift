//
//  PostViewController.swift
//  Rambler Feed
//

import UIKit

final class PostViewController: UIViewController, PostViewInput {

    var output: PostViewOutput!

    private let titleLabel = UILabel()
    private let bylineLabel = UILabel()
    private let bodyLabel = UILabel()
    private let likeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewIsReady()
    }

    func setupInitialState() {
        view.backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        bodyLabel.numberOfLines = 0
        likeButton.addTarget(self, action: #selector(didTapLike), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [titleLabel, bylineLabel, bodyLabel, likeButton])
        stack.axis = .vertical
        stack.spacing = 10
        stack.frame = view.bounds.insetBy(dx: 16, dy: 100)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash,
                                                            target: self,
                                                            action: #selector(didTapDelete))
    }

    func show(_ viewModel: PostViewModel) {
        titleLabel.text = viewModel.title
        bylineLabel.text = viewModel.byline
        bodyLabel.text = viewModel.body
        likeButton.setTitle(viewModel.likeButtonTitle, for: .normal)
    }

    func show(message: String) {
        bylineLabel.text = message
    }

    @objc private func didTapLike() {
        output.didTapLike()
    }

    @objc private func didTapDelete() {
        output.didTapDelete()
    }
}
