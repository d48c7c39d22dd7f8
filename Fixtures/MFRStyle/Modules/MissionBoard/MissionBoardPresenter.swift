//
//  MissionBoardPresenter.swift
//  MissionControl
//

import Foundation

/// What a row of the board shows. A display structure, not an entity.
struct MissionRowViewModel: Equatable {
    let missionID: String
    let title: String
    let subtitle: String
}

// MARK: - Presenter

protocol MissionBoardEventHandling: MFRPresenterVIPER {
    func viewDidLoad()
    func didSelectRow(at index: Int)
    func didTapSettings()
}

final class MissionBoardPresenter: MissionBoardEventHandling {

    typealias View = MissionBoardDisplaying

    typealias Interactor = MissionBoardInteractorProtocol

    typealias Router = MissionModuleRouterProtocol

    typealias Entity = MissionFilter

    weak var view: (any View)?

    var interactor: (any Interactor)?

    var router: (any Router)?

    private var rows: [MissionRowViewModel] = []
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    required init() { }

    func viewDidLoad() {
        interactor?.fetchMissions()
    }

    func didSelectRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        router?.showDetail(missionID: rows[index].missionID)
    }

    func didTapSettings() {
        router?.showSettings()
    }

    private func makeRows(from summaries: [MissionSummary]) -> [MissionRowViewModel] {
        return summaries.map { summary in
            MissionRowViewModel(missionID: summary.id,
                                title: summary.name,
                                subtitle: "Launch " + dateFormatter.string(from: summary.launchDate))
        }
    }
}

// MARK: - Interactor Output Contract

extension MissionBoardPresenter: MissionBoardInteractorOutputProtocol {

    func didFetch(summaries: [MissionSummary]) {
        rows = makeRows(from: summaries)
        // Rendering happens on the main queue; the presenter outlives this hop.
        DispatchQueue.main.async { [unowned self] in
            if self.rows.isEmpty {
                self.view?.show(message: "No missions scheduled.")
            } else {
                self.view?.display(rows: self.rows)
            }
        }
    }

    func didFailFetching(_ error: Error) {
        weak var currentView = view
        currentView?.show(message: error.localizedDescription)
    }
}
