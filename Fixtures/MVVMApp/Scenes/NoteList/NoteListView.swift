//
//  NoteListView.swift
//  Notes
//

import UIKit

protocol NoteListViewDelegate: AnyObject {
    func noteListViewDidTapAdd(_ view: NoteListView)
    func noteListView(_ view: NoteListView, didSelectRowAt index: Int)
    func noteListView(_ view: NoteListView, didDeleteRowAt index: Int)
}

/// Visual only: a table, an empty label and an add button. Everything else goes to the delegate.
final class NoteListView: UIView {

    weak var delegate: NoteListViewDelegate?

    private var rows: [NoteListViewModel.Row] = []

    private lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        return tableView
    }()

    private lazy var emptyLabel: UILabel = {
        let label = UILabel()
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private lazy var addButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "plus.circle.fill"), for: .normal)
        button.addTarget(self, action: #selector(onTapAddButton), for: .touchUpInside)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(rows: [NoteListViewModel.Row]) {
        self.rows = rows
        tableView.reloadData()
    }

    func update(emptyMessage: String?) {
        emptyLabel.text = emptyMessage
        emptyLabel.isHidden = emptyMessage == nil
    }

    @objc private func onTapAddButton() {
        delegate?.noteListViewDidTapAdd(self)
    }
}

// MARK: - ViewCode

extension NoteListView: ViewCode {

    func addSubviews() {
        addSubview(tableView)
        addSubview(emptyLabel)
        addSubview(addButton)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: topAnchor),
            tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bottomAnchor),
            emptyLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            emptyLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            addButton.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -20),
            addButton.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -20)
        ])
    }

    func setupStyle() {
        backgroundColor = .systemBackground
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension NoteListView: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "NoteCell")
        cell.textLabel?.text = rows[indexPath.row].title
        cell.detailTextLabel?.text = rows[indexPath.row].subtitle
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        delegate?.noteListView(self, didSelectRowAt: indexPath.row)
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            delegate?.noteListView(self, didDeleteRowAt: indexPath.row)
        }
    }
}
