//
//  ViperProtocols.swift
//  Unified VIPER
//

import Foundation

/// A view listens to presenter commands and sends its events to one listener.
protocol ViewProtocol: class, PresenterCommandListener {
    associatedtype ViewEventType: ViewEvent

    var eventListener: AnyEventListener<ViewEventType>? { get set }
}

/// A presenter listens to view events and to interactor responses.
protocol PresenterProtocol: class, ViewEventListener, InteractorCommandListener { }

/// An interactor listens to presenter events.
protocol InteractorProtcol: class, PresenterEventListener { }
