//
//  Box.swift
//  Notes
//

import Foundation

/// Holds a value and calls its listener whenever the value changes.
/// Connects a view model's state to its view controller.
final class Box<T> {
    typealias Listener = (T) -> Void

    private var listener: Listener?

    var value: T {
        didSet {
            listener?(value)
        }
    }

    init(_ value: T) {
        self.value = value
    }

    /// Registers the listener and calls it once with the current value.
    func bind(_ listener: Listener?) {
        self.listener = listener
        listener?(value)
    }
}
