//
//  MissionFetcher.swift
//  MissionControl
//

import Foundation

/// A mission as the board needs it: plain values only.
struct MissionSummary {
    let id: String
    let name: String
    let launchDate: Date
}

// MARK: - Interactor Contract

protocol MissionBoardInteractorProtocol: MFRInteractorInputVIPER {
    func fetchMissions()
}

// MARK: - Interactor Output Contract

protocol MissionBoardInteractorOutputProtocol: MFRInteractorOutputVIPER {
    func didFetch(summaries: [MissionSummary])
    func didFailFetching(_ error: Error)
}

/// The interactor of the board; its name does not follow the module's naming, the builder binds it.
final class MissionFetcher: MissionBoardInteractorProtocol {

    typealias InteractorOutput = MissionBoardInteractorOutputProtocol

    weak var interactorOutput: (any InteractorOutput)?

    private var filter = MissionFilter()
    private let service: MissionService

    required init() {
        self.service = MissionService()
    }

    func prepare(with entity: MFREntityVIPER) {
        if let filter = entity as? MissionFilter {
            self.filter = filter
        }
    }

    func fetchMissions() {
        service.missions(crew: filter.crewCallSign) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let records):
                let summaries = records
                    .filter { self.filter.includeArchived || !$0.isArchived }
                    .map { MissionSummary(id: $0.identifier, name: $0.codeName, launchDate: $0.launch) }
                self.interactorOutput?.didFetch(summaries: summaries)
            case .failure(let error):
                self.interactorOutput?.didFailFetching(error)
            }
        }
    }
}
