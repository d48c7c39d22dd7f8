//
//  MFREntityVIPER.swift
//  MFRBaseArchitecture
//

import Foundation

/// The model of a module. Only the interactor works with it.
public protocol MFREntityVIPER: AnyObject {
    init()
}
