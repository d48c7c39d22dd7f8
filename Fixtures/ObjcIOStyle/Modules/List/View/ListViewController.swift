//
//  ListViewController.swift
//  VIPER TODO
//

import UIKit

final class ListViewController: UITableViewController, ListViewInterface {
    var eventHandler: ListModuleInterface?

    private var data: UpcomingDisplayData?
    private let noContentLabel: UILabel = {
        let label = UILabel()
        label.text = "Nothing due. Tap + to add an item."
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Upcoming"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
                                                            target: self,
                                                            action: #selector(didTapAddButton))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        eventHandler?.updateView()
    }

    @objc private func didTapAddButton() {
        eventHandler?.addNewEntry()
    }

    // MARK: - ListViewInterface

    func showNoContentMessage() {
        data = nil
        tableView.backgroundView = noContentLabel
        tableView.reloadData()
    }

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        self.data = data
        tableView.backgroundView = nil
        reloadEntries()
    }

    func reloadEntries() {
        tableView.reloadData()
    }

    // MARK: - UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        return data?.sections.count ?? 0
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return data?.sections[section].items.count ?? 0
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return data?.sections[section].name
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ListEntryCell")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "ListEntryCell")
        let item = data?.item(at: indexPath)
        cell.textLabel?.text = item?.title
        cell.detailTextLabel?.text = item?.dueDate
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        eventHandler?.showDetail(forItemAt: indexPath)
    }
}
