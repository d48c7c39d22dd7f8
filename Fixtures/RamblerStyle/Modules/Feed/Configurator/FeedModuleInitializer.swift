//
//  FeedModuleInitializer.swift
//  Rambler Feed
//

import UIKit

/// Placed as an object in Main.storyboard; configures the feed when the scene loads.
final class FeedModuleInitializer: NSObject {

    @IBOutlet weak var feedViewController: FeedViewController!

    override func awakeFromNib() {
        super.awakeFromNib()
        let configurator = FeedModuleConfigurator()
        configurator.configureModuleForViewInput(viewInput: feedViewController)
    }
}
