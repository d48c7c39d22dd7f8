//
//  ComposeModuleOutput.swift
//  Rambler Feed
//

import Foundation

protocol ComposeModuleOutput: AnyObject {
    func composeModuleDidPublish()
}
