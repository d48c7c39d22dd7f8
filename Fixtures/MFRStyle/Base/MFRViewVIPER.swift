//
//  MFRViewVIPER.swift
//  MFRBaseArchitecture
//

import UIKit

/// The view layer of a module.
///
/// A view keeps its presenter alive. Bind `Presenter` with a `typealias` to the
/// module's presenter protocol and declare `var presenter: (any Presenter)?`.
public protocol MFRViewVIPER: AnyObject {
    associatedtype Presenter

    var presenter: Presenter? { get set }
}
