//
//  TodoDetailWireframe.swift
//  VIPER TODO
//

import UIKit

final class TodoDetailWireframe {
    weak var viewController: UIViewController?

    /// Shows a date picker in a sheet and reports the chosen date.
    func presentReschedulePicker(onPick: @escaping (Date) -> Void) {
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        let sheet = UIViewController()
        sheet.view = picker
        sheet.sheetPresentationController?.detents = [.medium()]
        picker.addAction(UIAction { [weak picker, weak sheet] _ in
            guard let picker = picker else { return }
            onPick(picker.date)
            sheet?.dismiss(animated: true)
        }, for: .valueChanged)
        viewController?.present(sheet, animated: true)
    }
}
