//
//  ComposeInteractorInput.swift
//  Rambler Feed
//

import Foundation

protocol ComposeInteractorInput {
    func restoreDraft()
    func saveDraft(title: String, body: String)
    func publish(title: String, body: String)
}
