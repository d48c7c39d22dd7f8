//
//  AboutContract.swift
//  Unified VIPER
//

import Foundation

enum AboutViewEvent: ViewEvent {
    case viewDidLoad
    case didTapClose
}

enum AboutPresenterCommand: PresenterCommand {
    case display(version: String, acknowledgements: String)
    case close
}

protocol AboutViewProtocol: ViewProtocol
where ViewEventType == AboutViewEvent, PresenterCommandType == AboutPresenterCommand { }
