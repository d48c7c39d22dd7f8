//
//  MFRPresenterVIPER.swift
//  MFRBaseArchitecture
//

import Foundation

/// The presenter layer of a module.
///
/// Bind every associated type with a `typealias`. The view must be stored `weak`:
/// the view owns the presenter, never the other way around.
public protocol MFRPresenterVIPER: AnyObject {
    associatedtype View
    associatedtype Interactor
    associatedtype Router
    associatedtype Entity: MFREntityVIPER

    var view: View? { get set }
    var interactor: Interactor? { get set }
    var router: Router? { get set }

    init()
}
