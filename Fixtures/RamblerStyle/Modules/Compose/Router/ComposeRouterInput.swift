//
//  ComposeRouterInput.swift
//  Rambler Feed
//

import Foundation

protocol ComposeRouterInput {
    func closeModule()
}
