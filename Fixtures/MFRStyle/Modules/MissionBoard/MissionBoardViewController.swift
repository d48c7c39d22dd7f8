//
//  MissionBoardViewController.swift
//  MissionControl
//

import UIKit

// MARK: - View

protocol MissionBoardDisplaying: MFRViewVIPER {
    func display(rows: [MissionRowViewModel])
    func show(message: String)
}

/// Lists the missions of the logged-in crew member.
final class MissionBoardViewController: UIViewController, MissionBoardDisplaying {
    typealias Presenter = MissionBoardEventHandling

    var presenter: (any Presenter)?

    private var rows: [MissionRowViewModel] = []
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let emptyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Missions"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MissionCell")
        tableView.backgroundView = emptyLabel
        view = tableView
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit,
                                                            target: self,
                                                            action: #selector(didTapSettings))
        presenter?.viewDidLoad()
    }

    @objc private func didTapSettings() {
        presenter?.didTapSettings()
    }

    // MARK: - MissionBoardDisplaying

    func display(rows: [MissionRowViewModel]) {
        self.rows = rows
        emptyLabel.text = nil
        tableView.reloadData()
    }

    func show(message: String) {
        emptyLabel.text = message
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension MissionBoardViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MissionCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        content.secondaryText = rows[indexPath.row].subtitle
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectRow(at: indexPath.row)
    }
}
