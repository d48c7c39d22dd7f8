//
//  SettingsViewController.swift
//  Unified VIPER
//

import UIKit

final class SettingsViewController: UITableViewController, SettingsViewProtocol {

    var eventListener: AnyEventListener<SettingsViewEvent>?

    let waitingView = WaitingView()
    private var dataSource: [TableSection] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SettingsCell")
        eventListener?.handle(.viewDidLoad)
    }

    // MARK: - PresenterCommandListener

    func handle(_ command: SettingsPresenterCommand) {
        switch command {
        case .showLoading:
            startLoadingAnimation()
        case .hideLoading:
            stopLoadingAnimation()
        case .showError(let error):
            show(error)
        case .displayTable(let dataSource):
            displayTableViewModel(from: dataSource)
        }
    }

    private func displayTableViewModel(from dataSource: [TableSection]) {
        self.dataSource = dataSource
        tableView.reloadData()
    }

    @objc private func didToggle(_ sender: UISwitch) {
        guard let id = sender.accessibilityIdentifier else { return }
        eventListener?.handle(.didToggle(id: id, isOn: sender.isOn))
    }

    // MARK: - UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        dataSource.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        dataSource[section].title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSource[section].rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = dataSource[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.secondaryText = row.detail
        cell.contentConfiguration = content
        switch row.accessory {
        case .none:
            cell.accessoryType = .none
            cell.accessoryView = nil
        case .disclosure:
            cell.accessoryType = .disclosureIndicator
            cell.accessoryView = nil
        case .toggle(let isOn):
            let toggle = UISwitch()
            toggle.isOn = isOn
            toggle.accessibilityIdentifier = row.id
            toggle.addTarget(self, action: #selector(didToggle(_:)), for: .valueChanged)
            cell.accessoryView = toggle
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        eventListener?.handle(.didSelectRow(id: dataSource[indexPath.section].rows[indexPath.row].id))
    }
}
