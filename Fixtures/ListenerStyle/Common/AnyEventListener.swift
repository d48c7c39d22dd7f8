//
//  AnyEventListener.swift
//  Unified VIPER
//

import Foundation

/// Type erasure for the listener protocols: a protocol with an associated type cannot be the
/// type of a property in another protocol, so components store this wrapper instead.
final class AnyEventListener<Event> {
    private let handler: (Event) -> Void

    init<Listener: ViewEventListener>(_ listener: Listener) where Listener.ViewEventType == Event {
        handler = { event in listener.handle(event) }
    }

    init<Listener: PresenterEventListener>(_ listener: Listener) where Listener.PresenterEventType == Event {
        handler = { event in listener.handle(event) }
    }

    func handle(_ event: Event) {
        handler(event)
    }
}
