//
//  AddViewController.swift
//  VIPER TODO
//

import UIKit

final class AddViewController: UIViewController, AddViewInterface {
    var eventHandler: AddModuleInterface?

    private let nameField = UITextField()
    private let datePicker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 12
        nameField.placeholder = "What needs doing?"
        datePicker.datePickerMode = .date
        let cancel = UIButton(type: .system, primaryAction: UIAction(title: "Cancel") { [weak self] _ in
            self?.eventHandler?.cancelAddAction()
        })
        let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { [weak self] _ in
            guard let self = self else { return }
            self.eventHandler?.saveAddAction(name: self.nameField.text ?? "", dueDate: self.datePicker.date)
        })
        let stack = UIStackView(arrangedSubviews: [nameField, datePicker, cancel, save])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 20, dy: 20)
        view.addSubview(stack)
    }

    // MARK: - AddViewInterface

    func setEntryName(_ name: String) {
        nameField.text = name
    }

    func setEntryDueDate(_ date: Date) {
        datePicker.date = date
    }

    func setMinimumDueDate(_ date: Date) {
        datePicker.minimumDate = date
    }
}
