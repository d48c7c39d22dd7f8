//
//  OrderDetailViewController.swift
//  Pantry
//

import UIKit

final class OrderDetailViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: OrderDetailPresenterInterface!

    // MARK: - Private properties -

    private let titleLabel = UILabel()
    private let linesLabel = UILabel()
    private let addressLabel = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let reorderButton = UIButton(type: .system)

    // MARK: - Lifecycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        linesLabel.numberOfLines = 0
        cancelButton.setTitle("Cancel order", for: .normal)
        cancelButton.addTarget(self, action: #selector(didTapCancel), for: .touchUpInside)
        reorderButton.setTitle("Back to all orders", for: .normal)
        reorderButton.addTarget(self, action: #selector(didTapBackToOrders), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [titleLabel, linesLabel, addressLabel, cancelButton, reorderButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 100)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func didTapCancel() {
        presenter.didTapCancelOrder()
    }

    @objc private func didTapBackToOrders() {
        // Resets the stack so that the list reloads; should be the wireframe's job.
        navigationController?.setViewControllers([OrdersWireframe().viewController], animated: true)
    }
}

// MARK: - Extensions -

extension OrderDetailViewController: OrderDetailViewInterface {

    func show(_ viewModel: OrderDetailViewModel) {
        titleLabel.text = viewModel.title
        linesLabel.text = viewModel.lines.joined(separator: "\n")
        addressLabel.text = viewModel.address + "\n" + viewModel.total
        cancelButton.isHidden = !viewModel.canCancel
    }

    func show(message: String) {
        addressLabel.text = message
    }
}
