//
//  ComposeViewOutput.swift
//  Rambler Feed
//

import Foundation

protocol ComposeViewOutput {
    func viewIsReady()
    func didChange(title: String, body: String)
    func didTapPublish()
    func didTapCancel()
}
