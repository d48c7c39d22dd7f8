//
//  ComposeInteractorOutput.swift
//  Rambler Feed
//

import Foundation

protocol ComposeInteractorOutput: AnyObject {
    func didRestore(draft: DraftEntity)
    func didPublish()
    func didFailToPublish(_ error: Error)
}
