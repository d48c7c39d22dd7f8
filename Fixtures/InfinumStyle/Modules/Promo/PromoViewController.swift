//
//  PromoViewController.swift
//  Pantry
//

import UIKit

final class PromoViewController: UIViewController {

    @IBOutlet private weak var headlineLabel: UILabel!
    @IBOutlet private weak var codeButton: UIButton!

    private lazy var presenter: PromoPresenterInterface = PromoPresenter(view: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBAction private func didTapCode(_ sender: UIButton) {
        presenter.didTapCopyCode()
    }

    @IBAction private func didTapClose(_ sender: UIButton) {
        dismiss(animated: true, completion: nil)
    }
}

extension PromoViewController: PromoViewInterface {

    func show(headline: String, code: String) {
        headlineLabel.text = headline
        codeButton.setTitle(code, for: .normal)
    }

    func showCopiedConfirmation() {
        codeButton.setTitle("Copied!", for: .normal)
    }
}
