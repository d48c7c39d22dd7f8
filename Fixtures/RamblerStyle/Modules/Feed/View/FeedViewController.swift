//
//  FeedViewController.swift
//  Rambler Feed
//

import UIKit

final class FeedViewController: UITableViewController, FeedViewInput {

    var output: FeedViewOutput!

    private var cellObjects: [FeedCellObject] = []

    // MARK: - Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewIsReady()
    }

    // MARK: - FeedViewInput

    func setupInitialState() {
        title = "Feed"
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(didTapCompose)),
            UIBarButtonItem(barButtonSystemItem: .search, target: self, action: #selector(didTapSearch))
        ]
    }

    func update(with cellObjects: [FeedCellObject]) {
        self.cellObjects = cellObjects
        tableView.backgroundView = nil
        refreshControl?.endRefreshing()
        tableView.reloadData()
    }

    func showEmptyState(message: String) {
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        tableView.backgroundView = label
        refreshControl?.endRefreshing()
    }

    // MARK: - Actions

    @objc private func didPullToRefresh() {
        output.didTriggerRefresh()
    }

    @objc private func didTapCompose() {
        output.didTapCompose()
    }

    @objc private func didTapSearch() {
        output.didTapSearch()
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cellObjects.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FeedCell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "FeedCell")
        let object = cellObjects[indexPath.row]
        cell.textLabel?.text = object.title
        cell.detailTextLabel?.text = "\(object.subtitle) · \(object.likesText)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        output.didSelectItem(at: indexPath.row)
    }
}
