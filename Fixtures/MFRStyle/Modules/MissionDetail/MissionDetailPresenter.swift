//
//  MissionDetailPresenter.swift
//  MissionControl
//

import Foundation

// MARK: - Presenter

protocol MissionDetailPresenterProtocol: MFRPresenterVIPER {
    func viewDidLoad()
}

final class MissionDetailPresenter: MissionDetailPresenterProtocol {

    typealias View = MissionDetailViewProtocol

    typealias Interactor = MissionDetailInteractorProtocol

    typealias Router = MissionDetailRouterProtocol

    typealias Entity = MissionBrief

    weak var view: (any View)?

    var interactor: (any Interactor)?

    var router: (any Router)?

    /// Kept to build the share text later; the entity leaks into the presenter.
    var brief: MissionBrief?

    required init() { }

    func viewDidLoad() {
        interactor?.loadBrief()
    }
}

// MARK: - Interactor Output Contract

extension MissionDetailPresenter: MissionDetailInteractorOutputProtocol {

    func didLoad(brief: MissionBrief) {
        self.brief = brief
        let objectives = brief.objectives.enumerated()
            .map { "\($0.offset + 1). \($0.element)" }
            .joined(separator: "\n")
        let viewModel = MissionDetailViewModel(
            title: brief.codeName,
            body: """
                Commander: \(brief.commander ?? "unassigned")

                \(objectives)
                """,
            shareText: "Mission \(brief.codeName)"
        )
        view?.display(viewModel)
    }

    func didFailLoading(_ error: Error) {
        router?.present(error: error)
    }
}
