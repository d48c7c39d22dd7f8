//
//  Listeners.swift
//  Unified VIPER
//
//  Every component has one entry point, `handle(_:)`, for the enum it listens to.
//  Events go from the view towards the interactor, commands and responses come back.
//

import Foundation

protocol ViewEvent { }
protocol PresenterCommand { }
protocol PresenterEvent { }
protocol InteractorResponse { }

/// Implemented by the presenter: receives what the user did.
protocol ViewEventListener {
    associatedtype ViewEventType: ViewEvent

    func handle(_ event: ViewEventType)
}

/// Implemented by the view: receives what to display.
protocol PresenterCommandListener {
    associatedtype PresenterCommandType: PresenterCommand

    func handle(_ command: PresenterCommandType)
}

/// Implemented by the interactor: receives what the presenter needs.
protocol PresenterEventListener {
    associatedtype PresenterEventType: PresenterEvent

    func handle(_ event: PresenterEventType)
}

/// Implemented by the presenter: receives what the interactor found out.
protocol InteractorCommandListener {
    associatedtype InteractorResponseType: InteractorResponse

    func handle(_ response: InteractorResponseType)
}
