//
//  ComposeViewInput.swift
//  Rambler Feed
//

import Foundation

protocol ComposeViewInput: AnyObject {
    func setupInitialState(with draft: DraftEntity)
    func setPublishEnabled(_ isEnabled: Bool)
    func show(message: String)
}
