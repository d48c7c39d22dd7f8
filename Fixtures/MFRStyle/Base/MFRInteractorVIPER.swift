//
//  MFRInteractorVIPER.swift
//  MFRBaseArchitecture
//

import Foundation

/// The business logic of a module. It receives the module's entity from the builder
/// and reports to its output, which it must hold `weak`.
public protocol MFRInteractorInputVIPER: AnyObject {
    associatedtype InteractorOutput

    var interactorOutput: InteractorOutput? { get set }

    init()

    /// Hands over the entity configured by `MFRVIPERBuilder.buildWith(_:)`.
    func prepare(with entity: MFREntityVIPER)
}

public extension MFRInteractorInputVIPER {
    func prepare(with entity: MFREntityVIPER) { }
}

/// Implemented by the presenter: the interactor → presenter channel.
public protocol MFRInteractorOutputVIPER: AnyObject { }
