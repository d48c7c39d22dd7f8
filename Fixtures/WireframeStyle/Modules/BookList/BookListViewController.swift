//
//  BookListViewController.swift
//  Bookshelf
//

import UIKit

/// What the presenter can ask the list screen to do.
protocol BookListPresenterOutput: AnyObject {
    func showBooks(_ rows: [BookRowDisplay])
    func showProgress()
    func hideProgress()
    func show(message: String)
}

final class BookListViewController: UIViewController {

    var presenter: BookListPresenterInput!

    private var rows: [BookRowDisplay] = []
    private let tableView = UITableView()
    private let refreshControl = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bookshelf"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.refreshControl = refreshControl
        refreshControl.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)
        view.addSubview(tableView)
        tableView.frame = view.bounds
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(didTapAdd)),
            UIBarButtonItem(image: UIImage(systemName: "person.crop.circle"), style: .plain,
                            target: self, action: #selector(didTapProfile))
        ]
        presenter.viewDidLoad()
    }

    @objc private func didPullToRefresh() {
        presenter.didPullToRefresh()
    }

    @objc private func didTapAdd() {
        presenter.didTapAdd()
    }

    @objc private func didTapProfile() {
        presenter.didTapProfile()
    }
}

// MARK: - BookListPresenterOutput

extension BookListViewController: BookListPresenterOutput {

    func showBooks(_ rows: [BookRowDisplay]) {
        self.rows = rows
        refreshControl.endRefreshing()
        tableView.reloadData()
    }

    func showProgress() {
        HUD.show()
    }

    func hideProgress() {
        HUD.dismiss()
    }

    func show(message: String) {
        let footer = UILabel()
        footer.text = message
        footer.textAlignment = .center
        footer.sizeToFit()
        tableView.tableFooterView = footer
    }
}

// MARK: - UITableViewDataSource & UITableViewDelegate

extension BookListViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "BookCell")
        cell.textLabel?.text = rows[indexPath.row].title
        cell.detailTextLabel?.text = rows[indexPath.row].detail
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRow(at: indexPath.row)
    }
}
