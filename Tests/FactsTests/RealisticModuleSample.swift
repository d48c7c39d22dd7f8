/// A realistic VIPER module in one file (about 150 lines), mixing the seed styles, for the
/// robustness tests: every prefix and random mutations of it must extract without trouble.
let realisticModuleSample = #"""
//
//  LoginModule.swift
//  App
//
import UIKit
import Combine

// MARK: - Contracts

protocol LoginViewInput: AnyObject {
    func show(items: [LoginItemViewModel])
    func showError(_ message: String)
}

protocol LoginViewOutput: AnyObject {
    func viewDidLoad()
    func didTapLogin(name: String, password: String)
}

protocol LoginInteractorInput: AnyObject {
    func login(name: String, password: String)
}

protocol LoginInteractorOutput: AnyObject {
    func didLogin(user: UserEntity)
    func didFail(error: Error)
}

protocol LoginRouterInput: AnyObject {
    func openHome(for user: UserEntity)
}

struct LoginItemViewModel: Hashable {
    let title: String
    let subtitle: String?
}

enum LoginEvent {
    case loaded([LoginItemViewModel])
    case failed(error: Error)
}

// MARK: - View

final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput?
    @IBOutlet private weak var tableView: UITableView!
    @Published private(set) var items: [LoginItemViewModel] = []
    private var cancellables = Set<AnyCancellable>()
    private lazy var button: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Log in", for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        output?.viewDidLoad()
        button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
    }

    @objc private func didTap(_ sender: UIButton) {
        output?.didTapLogin(name: "name", password: "\(sender.tag)")
    }

    func show(items: [LoginItemViewModel]) {
        self.items = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        present(alert, animated: true)
    }
}

// MARK: - Presenter

final class LoginPresenter {
    weak var view: LoginViewInput?
    var interactor: LoginInteractorInput?
    var router: LoginRouterInput?
    private var user: UserEntity?

    init(view: LoginViewInput, interactor: LoginInteractorInput, router: LoginRouterInput) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension LoginPresenter: LoginViewOutput {
    func viewDidLoad() {
        view?.show(items: [LoginItemViewModel(title: "Welcome", subtitle: nil)])
    }

    func didTapLogin(name: String, password: String) {
        interactor?.login(name: name, password: password)
    }
}

extension LoginPresenter: LoginInteractorOutput {
    func didLogin(user: UserEntity) {
        self.user = user
        router?.openHome(for: user)
    }

    func didFail(error: Error) {
        view?.showError(error.localizedDescription)
    }
}

// MARK: - Interactor

final class LoginInteractor: LoginInteractorInput {
    weak var output: LoginInteractorOutput?
    private let service: AuthService

    init(service: AuthService = AuthService.shared) {
        self.service = service
    }

    func login(name: String, password: String) {
        service.authenticate(name: name, password: password) { [weak self] result in
            switch result {
            case .success(let user): self?.output?.didLogin(user: user)
            case .failure(let error): self?.output?.didFail(error: error)
            }
        }
    }
}

// MARK: - Router

final class LoginRouter: LoginRouterInput {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = LoginViewController()
        let router = LoginRouter()
        let interactor = LoginInteractor()
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func openHome(for user: UserEntity) {
        let home = HomeRouter.createModule(user: user)
        viewController?.navigationController?
            .pushViewController(home, animated: true)
    }
}
"""#
