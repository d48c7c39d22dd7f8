//
//  FeedRouterInput.swift
//  Rambler Feed
//

import Foundation

protocol FeedRouterInput {
    func openPostModule(postID: String, moduleOutput: PostModuleOutput) -> PostModuleInput
    func openComposeModule(moduleOutput: ComposeModuleOutput)
    func openSearchModule()
}
