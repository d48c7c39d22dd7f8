//
//  FeedViewInput.swift
//  Rambler Feed
//

import Foundation

protocol FeedViewInput: AnyObject {
    /// Sets up the view's initial state; called once, after viewDidLoad.
    func setupInitialState()
    func update(with cellObjects: [FeedCellObject])
    func showEmptyState(message: String)
}
