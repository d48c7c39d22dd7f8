//
//  MissionDetailBuilder.swift
//  MissionControl
//

import UIKit

final class MissionDetailBuilder: MFRVIPERBuilder<MissionDetailView, MissionDetailPresenter, MissionDetailInteractor, MissionDetailRouter, MissionBrief> { }
