//
//  ProfileViewController.swift
//  Bookshelf
//

import UIKit

protocol ProfilePresenterOutput: AnyObject {
    func show(nickname: String, booksReadText: String)
    func show(message: String)
}

/// Loaded from Profile.storyboard. It wires its own presenter: nobody assembles this module.
final class ProfileViewController: UIViewController {

    @IBOutlet private weak var nicknameLabel: UILabel!
    @IBOutlet private weak var booksReadLabel: UILabel!

    private var presenter: ProfilePresenterInput?

    override func awakeFromNib() {
        super.awakeFromNib()
        let interactor = ProfileInteractor()
        let presenter = ProfilePresenter(view: self, router: ProfileRouter(viewController: self), interactor: interactor)
        interactor.output = presenter
        self.presenter = presenter
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    @IBAction private func didTapLicenses(_ sender: UIButton) {
        performSegue(withIdentifier: "showLicenses", sender: self)
    }

    @IBAction private func didTapSignOut(_ sender: UIButton) {
        presenter?.didTapSignOut()
    }
}

extension ProfileViewController: ProfilePresenterOutput {

    func show(nickname: String, booksReadText: String) {
        nicknameLabel.text = nickname
        booksReadLabel.text = booksReadText
    }

    func show(message: String) {
        booksReadLabel.text = message
    }
}
