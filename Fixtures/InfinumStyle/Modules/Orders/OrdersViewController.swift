//
//  OrdersViewController.swift
//  Pantry
//

import UIKit

final class OrdersViewController: UITableViewController {

    // MARK: - Public properties -

    var presenter: OrdersPresenterInterface!

    // MARK: - Private properties -

    private var orders: [OrderListItem] = []
    private let spinner = UIActivityIndicatorView(style: .medium)

    // MARK: - Lifecycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gift"), style: .plain,
                                                           target: self, action: #selector(didTapPromo))
        presenter.viewDidLoad()
    }

    @objc private func didPullToRefresh() {
        presenter.didPullToRefresh()
    }

    @objc private func didTapPromo() {
        presenter.didTapPromoBanner()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = orders[indexPath.row].title
        content.secondaryText = "\(orders[indexPath.row].statusText) · \(orders[indexPath.row].totalText)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectOrder(at: indexPath.row)
    }
}

// MARK: - Extensions -

extension OrdersViewController: OrdersViewInterface {

    func present(orders: [OrderListItem]) {
        self.orders = orders
        tableView.backgroundView = nil
        tableView.reloadData()
    }

    func showEmptyState(_ message: String) {
        orders = []
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        tableView.backgroundView = label
        tableView.reloadData()
    }

    func setLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
        if !isLoading {
            refreshControl?.endRefreshing()
        }
    }
}
