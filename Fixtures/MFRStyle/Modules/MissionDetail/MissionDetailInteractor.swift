//
//  MissionDetailInteractor.swift
//  MissionControl
//

import Foundation

// MARK: - Interactor Contract

protocol MissionDetailInteractorProtocol: MFRInteractorInputVIPER {
    func loadBrief()
}

// MARK: - Interactor Output Contract

protocol MissionDetailInteractorOutputProtocol: MFRInteractorOutputVIPER {
    func didLoad(brief: MissionBrief)
    func didFailLoading(_ error: Error)
}

final class MissionDetailInteractor: MissionDetailInteractorProtocol {

    typealias InteractorOutput = MissionDetailInteractorOutputProtocol

    var interactorOutput: (any InteractorOutput)?

    private var brief = MissionBrief()
    private let service = MissionService()

    required init() { }

    func prepare(with entity: MFREntityVIPER) {
        guard let brief = entity as? MissionBrief else { return }
        self.brief = brief
    }

    func loadBrief() {
        guard let missionID = brief.missionID else { return }
        service.mission(id: missionID) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let record):
                self.brief.codeName = record.codeName
                self.brief.objectives = record.objectives
                self.brief.launchDate = record.launch
                self.brief.commander = record.commander
                self.interactorOutput?.didLoad(brief: self.brief)
            case .failure(let error):
                self.interactorOutput?.didFailLoading(error)
            }
        }
    }
}
