//
//  MissionDetailView.swift
//  MissionControl
//

import UIKit

// MARK: - View

protocol MissionDetailViewProtocol: MFRViewVIPER {
    func display(_ viewModel: MissionDetailViewModel)
}

struct MissionDetailViewModel {
    let title: String
    let body: String
    let shareText: String
}

final class MissionDetailView: UIViewController, MissionDetailViewProtocol {
    typealias Presenter = MissionDetailPresenterProtocol

    var presenter: (any Presenter)?

    private let bodyLabel = UILabel()
    private var shareText = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bodyLabel.numberOfLines = 0
        bodyLabel.frame = view.bounds.insetBy(dx: 20, dy: 20)
        view.addSubview(bodyLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action,
                                                            target: self,
                                                            action: #selector(didTapShare))
        presenter?.viewDidLoad()
    }

    func display(_ viewModel: MissionDetailViewModel) {
        title = viewModel.title
        bodyLabel.text = viewModel.body
        shareText = viewModel.shareText
    }

    @objc private func didTapShare() {
        // Shortcut taken under deadline: the view presents the share sheet itself.
        let activity = UIActivityViewController(activityItems: [shareText], applicationActivities: nil)
        present(activity, animated: true, completion: nil)
    }
}
