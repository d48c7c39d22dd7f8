//
//  FeedRouter.swift
//  Rambler Feed
//

import UIKit

final class FeedRouter: FeedRouterInput {

    weak var transitionHandler: UIViewController!

    func openPostModule(postID: String, moduleOutput: PostModuleOutput) -> PostModuleInput {
        let (viewController, moduleInput) = PostAssembly.createModule(output: moduleOutput)
        moduleInput.configure(withPostID: postID)
        transitionHandler.navigationController?.pushViewController(viewController, animated: true)
        return moduleInput
    }

    func openComposeModule(moduleOutput: ComposeModuleOutput) {
        let compose = ComposeAssembly.createModule(output: moduleOutput)
        transitionHandler.present(UINavigationController(rootViewController: compose), animated: true, completion: nil)
    }

    func openSearchModule() {
        let storyboard = UIStoryboard(name: "Search", bundle: nil)
        guard let search = storyboard.instantiateInitialViewController() else { return }
        transitionHandler.navigationController?.pushViewController(search, animated: true)
    }
}
