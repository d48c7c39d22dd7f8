//
//  FeedRouterInput.swift
//  Rambler Feed
//

import Foundation

protocol FeedRouterInput {
    func openPostModule(postID: String, moduleOutput: PostModuleOutput)
    func openComposeModule(moduleOutput: ComposeModuleOutput)
    func openSearchModule()
}
