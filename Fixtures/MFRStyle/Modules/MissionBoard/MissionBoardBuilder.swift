//
//  MissionBoardBuilder.swift
//  MissionControl
//

import UIKit

final class MissionBoardBuilder: MFRVIPERBuilder<MissionBoardViewController, MissionBoardPresenter, MissionFetcher, MissionNavigator, MissionFilter> {

    override class var defaultViewUIType: MFRViewUIType {
        return .none
    }
}
